"""The Ninja's seats passed over a shadow (Timid Boots, TT-077) found with its shortcut: a
seat of the order it saw that plays in turn leaves that order without a look at the table,
and once a seat plays out of turn every later play takes the loops. At every play of seeded
games (Tricktakers, and Little, whose Ninja meets the Adventurer often), the seats it tells
``_deferred`` of must be those the loops alone find over the whole order it saw when the
shadow went down (``_passed_over`` below, the loops as they were before the shortcut)."""
from __future__ import annotations

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL
from tricklab.games.tricktakers.characters.ninja import _SHADOW, Ninja


def _passed_over(st, seat, rest) -> tuple[str, ...] | None:
    """The seats of ``rest`` not played although a later one of them has, while the shadow
    is down and nobody decides (None: nothing to tell)."""
    if rest is None or len(rest) < 2 or st.pending is not None:
        return None
    played = {e.seat for e in st.entries}
    if not any(e.facedown and e.seat == seat and _SHADOW in e.extra for e in st.entries):
        return None
    out, after = [], False
    for s in reversed(rest):
        if s in played:
            after = True
        elif after:
            out.append(s)
    return tuple(reversed(out)) or None


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little"])
def test_the_shortcut_tells_the_seats_the_loops_find(monkeypatch, game):
    saw: dict[str, tuple[str, ...]] = {}        # per Ninja seat: the order when it went down
    told: list[tuple[str, ...]] = []
    place, watch, deferred = Ninja._place_shadow, Ninja.on_any_play, Ninja._deferred
    checked = passed = 0

    def placing(self, st, seat, entry, events):
        place(self, st, seat, entry, events)
        saw[seat] = st.cdata[seat]["shadow_rest"]

    def telling(self, st, seat, late, events):
        told.append(late)
        deferred(self, st, seat, late, events)

    def watching(self, st, seat, entry, events):
        nonlocal checked, passed
        if entry.seat == seat:                  # (its own play: always the loops)
            watch(self, st, seat, entry, events)
            return
        down = st.cdata.get(seat, {}).get("shadow_rest") is not None
        expect = _passed_over(st, seat, saw.get(seat) if down else None)
        told.clear()
        watch(self, st, seat, entry, events)
        assert told == ([expect] if expect else []), (expect, told)
        checked += down
        passed += expect is not None

    monkeypatch.setattr(Ninja, "_place_shadow", placing)
    monkeypatch.setattr(Ninja, "on_any_play", watching)
    monkeypatch.setattr(Ninja, "_deferred", telling)
    g = get_game(game)
    for seed in range(150):
        if game == "tricktakers":
            random_playout(g, seed, ["Ann", "Bo", "Cy", "Di"], characters=ALL)
        else:
            random_playout(g, seed)
    assert checked and passed, (checked, passed)      # seats were passed over, and told


def test_a_seat_out_of_turn_sends_every_later_play_to_the_loops():
    """Bo used Timid Boots and Cy had no card (skipped): Di plays first, passing both over;
    then Bo plays, first of the order the Ninja saw, yet Cy is still passed over (a play in
    turn after one out of turn must not take the shortcut)."""
    from tricklab.games.tricktakers.cards import TTCard
    from tricklab.games.tricktakers.characters import REGISTRY
    from tricklab.games.tricktakers.characters.ninja import _SHADOW_EXTRA
    from tricklab.games.tricktakers.state import Entry, TTState

    ninja = REGISTRY["ninja"]
    st = TTState(players=["Ann", "Bo", "Cy", "Di"], seed=1, opts={}, pool=())
    st.chars = {"Ann": "ninja", "Bo": "adventurer", "Cy": "king", "Di": "hermit"}
    st.cdata = {"Ann": {"shadow_rest": ("Bo", "Cy", "Di"), "deferred": (), "shadows": 1}}
    st.entries = [Entry("Ann", TTCard.parse("R2"), 0),
                  Entry("Ann", TTCard.parse("R7"), None, True, None, None, _SHADOW_EXTRA)]
    for seat, card, late in [("Di", "R5", ("Bo", "Cy")), ("Bo", "R9", ("Cy",))]:
        entry = Entry(seat, TTCard.parse(card), len(st.entries) - 1)
        st.entries.append(entry)
        ninja.on_any_play(st, "Ann", entry, [])
        assert st.cdata["Ann"]["deferred"] == late, (seat, st.cdata["Ann"])
