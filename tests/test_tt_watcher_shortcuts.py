"""Shortcuts in the characters that react to every play, tied to the code they copy.

Why: to spare a Python call at most plays, the Strategist's ``on_any_play`` judges a trap
itself instead of calling ``trap_catches``, the Summoner's ``plays`` tells a free front move
itself instead of calling ``matches``, the Ninja finds its face-down shadow by comparing
``_SHADOW`` with an entry's ``extra`` instead of calling ``Entry.get("shadow")``, and the
Alchemist's ``_entry`` counts its three cards without calling ``alchemy_value`` (its
``on_any_play`` asks ``shapes`` only when three coloured number cards can form one); both place their events without calling ``where``. Nothing else
ties those copies to the code they copy: each is checked here against it, card by card (or
entry by entry in seeded games), so a change to one side alone fails.
"""
from __future__ import annotations

import random
from itertools import combinations

import pytest

from tricklab.core.events import Built
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers.cards import ALCHEMIST_DECK, ALL_CARDS, BEASTS, COLOURS, TTCard
from tricklab.games.tricktakers.characters.alchemist import alchemy_value, shapes
from tricklab.games.tricktakers.characters.ninja import _SHADOW, Ninja
from tricklab.games.tricktakers.characters.strategist import trap_catches
from tricklab.games.tricktakers.characters.summoner import matches
from tricklab.games.tricktakers.registry import get
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.table import where
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
            events: list = Built()
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
    in e.extra`` is ``e.get("shadow")``, and shadows were seen; the events of its decision
    are placed where ``where`` would place them."""
    seen, placed = [], set()
    before_resolve, pending_choose = Ninja.before_resolve, Ninja.pending_choose

    def checking(self, st, seat, events):
        for e in st.entries:
            assert (_SHADOW in e.extra) is bool(e.get("shadow")), e
            seen.append(bool(e.get("shadow")))
        return _placed(placed, before_resolve, st, events, self, st, seat, events)

    def deciding(self, st, seat, data, i, events):
        return _placed(placed, pending_choose, st, events, self, st, seat, data, i, events)

    monkeypatch.setattr(Ninja, "before_resolve", checking)
    monkeypatch.setattr(Ninja, "pending_choose", deciding)
    for seed in range(6):
        st, _ = GAME.new_state(["Ann", "Bo", "Cy", "Di"], seed, {}, {
            "characters": ("ninja", "summoner", "alchemist", "collector", "hermit")})
        rng = random.Random(seed)
        while not GAME.is_over(st):
            legal = GAME.legal_actions(st)
            GAME.apply(st, legal[rng.randrange(len(legal))])
    assert True in seen and False in seen
    assert {"NINJA_DECIDES", "NINJA_REVEALS", "NINJA_DROPS"} <= placed


def _placed(placed, hook, st, events, *args):
    """``hook(*args)``; each event of the Ninja's it adds is placed at ``where(st)`` (its code
    noted in ``placed``)."""
    at, n = where(st), len(events)
    out = hook(*args)
    for e in events[n:]:
        if e.seat == args[2] and e.code.startswith("NINJA_"):
            assert {"round": e.params["round"], "trick": e.params["trick"]} == at, e
            placed.add(e.code)
    return out


def test_an_alchemist_entry_counts_and_shapes_as_the_pure_helpers_say():
    """Every three cards of the Alchemist deck and a few others (black, special): the entry
    ``_entry`` makes holds ``alchemy_value``'s sum and value, and ``on_any_play`` gains the
    elements β, γ, δ ``shapes`` names, in its order."""
    alchemist = get("alchemist")
    st = _state({"Ann": "alchemist", "Bo": "gambler", "Cy": "resistance"})
    pool = [*ALCHEMIST_DECK, *(TTCard.parse(x) for x in ("R1", "R2", "K3", "WF1", "RA1"))]
    gained = set()
    for k, cards in enumerate(combinations(pool, 3)):
        probe = st.clone()
        probe.lead, probe.entries, probe.hands["Ann"] = None, [], [*cards, pool[0]]
        probe.phase, probe.trick_no = ("play", 2) if k % 2 else ("setup", 1)
        entry = alchemist._entry(probe, "Ann", list(cards), [], 0, [])
        extra = dict(entry.extra)
        assert (extra["total"], extra["alchemy"]) == alchemy_value(cards), cards
        probe.entries = [entry]
        events: list = Built()
        alchemist.on_any_play(probe, "Ann", entry, events)
        elements = [e.params["element"] for e in events if e.code == "ALCH_ELEMENT"]
        assert elements == shapes(cards), cards
        gained.update(elements)
        for e in events:                # each event's place is where(st)'s
            assert {"round": e.params["round"], "trick": e.params["trick"]} == where(probe), e
    assert gained == {"β", "γ", "δ"}
