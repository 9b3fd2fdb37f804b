"""Shortcuts in the characters that react to every play, tied to the code they copy.

Why: to spare a Python call at most plays, the Strategist's ``on_any_play`` judges a trap
itself instead of calling ``trap_catches``, the Summoner's ``plays`` tells a free front move
itself instead of calling ``matches``, and the Ninja finds its face-down shadow by comparing
``_SHADOW`` with an entry's ``extra`` instead of calling ``Entry.get("shadow")``. Nothing else
ties those copies to the code they copy: each is checked here against it, card by card (or
entry by entry in seeded games), so a change to one side alone fails.
"""
from __future__ import annotations

import random

import pytest

from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers.cards import ALL_CARDS, BEASTS, COLOURS
from tricklab.games.tricktakers.characters.ninja import _SHADOW, Ninja
from tricklab.games.tricktakers.characters.strategist import trap_catches
from tricklab.games.tricktakers.characters.summoner import matches
from tricklab.games.tricktakers.registry import get
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import printed

PLAYERS = ["Ann", "Bo", "Cy"]


def _state(characters: dict[str, str]):
    st, _ = GAME.new_state(PLAYERS, 5, {"leader": "Ann", "characters": characters},
                           {"characters": tuple(characters.values())})
    return st


@pytest.mark.parametrize("trap", ["A", "B", "C", "E"])
def test_a_trap_catches_in_play_what_trap_catches_says(trap):
    """Every card of the game, played by a seat whose character keeps cards as printed, under
    every lead colour (and none): the Strategist charges it exactly when ``trap_catches``
    says the trap catches it."""
    strategist = get("strategist")
    st = _state({"Ann": "strategist", "Bo": "gambler", "Cy": "resistance"})
    d = st.cdata["Ann"]
    seen = set()
    for lead in (None, *COLOURS):
        for card in ALL_CARDS:
            d["trap"], d["caught"], st.lead, st.points["Bo"] = trap, frozenset(), lead, 100
            events: list = []
            strategist.on_any_play(st, "Ann", Entry("Bo", card, 1), events)
            caught = any(getattr(e, "code", None) == "STRAT_TRAP_PAY" for e in events)
            expected = trap_catches(trap, printed(card), lead)
            assert caught is expected, (trap, card, lead)
            seen.add(caught)
    assert seen == {True, False}


@pytest.mark.parametrize("mp", [0, 99])
def test_a_beast_goes_to_the_front_in_plays_where_matches_says(mp):
    """With every beast in the rear, each card of the game is listed with a beast exactly when
    the move is paid (all of them, with MP to spare) or ``matches`` makes it free."""
    summoner = get("summoner")
    st = _state({"Ann": "summoner", "Bo": "gambler", "Cy": "resistance"})
    d = st.cdata["Ann"]
    d["rear"], d["mp"] = tuple(BEASTS), mp
    listed: dict = {}
    for card, words in summoner.plays(st, "Ann", list(ALL_CARDS)):
        listed.setdefault(card, set()).update(words)
    for card in ALL_CARDS:
        free = {b.code for b in BEASTS if mp == 99 or matches(b, card)}
        assert listed[card] == free, card
    if mp == 0:                         # some cards take a beast free, others none
        assert any(listed.values()) and not all(listed.values())


def test_the_shadow_mark_is_what_entry_get_reads(monkeypatch):
    """At every trick's end of seeded games with a Ninja, each entry on the table: ``_SHADOW
    in e.extra`` is ``e.get("shadow")``, and shadows were seen."""
    seen = []
    before_resolve = Ninja.before_resolve

    def checking(self, st, seat, events):
        for e in st.entries:
            assert (_SHADOW in e.extra) is bool(e.get("shadow")), e
            seen.append(bool(e.get("shadow")))
        return before_resolve(self, st, seat, events)

    monkeypatch.setattr(Ninja, "before_resolve", checking)
    for seed in range(6):
        st, _ = GAME.new_state(["Ann", "Bo", "Cy", "Di"], seed, {}, {
            "characters": ("ninja", "summoner", "alchemist", "collector", "hermit")})
        rng = random.Random(seed)
        while not GAME.is_over(st):
            legal = GAME.legal_actions(st)
            GAME.apply(st, legal[rng.randrange(len(legal))])
    assert True in seen and False in seen
