"""``select.draw_picks`` (the bulk loop's open picks of a round in one call) writes out
``choices`` and ``apply``: from the start of every open selection of random games, it must
draw the same names with the same random numbers, and leave the same state and events, as
asking ``choices`` and carrying the drawn name out with ``apply`` pick by pick; or a random
playout would draw other games."""
from __future__ import annotations

import random

import pytest
from test_tt_lazy_lists import _states

from tricklab.core.events import Built
from tricklab.games.tricktakers import select
from tricklab.games.tricktakers.table import Records


def _starts():
    """The state at the start of every open selection of random games (3 to 5 players)."""
    for seed in range(10):
        for _, st, _seat in _states(seed, 3 + seed % 3):
            if st.phase == "select" and len(st.select_order) == len(st.players):
                yield seed, st.clone()


def _read(events):
    """Every field of every event, records built as a log builds them when read."""
    built = [e[0](*e[1:]) if e.__class__ is tuple else e for e in events]
    return [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps) for e in built]


def _by_apply(st, rng):
    events: list = Built()
    while True:
        seat = st.select_order[0]
        names = select.choices(st, seat)
        if select.apply(st, seat, names[rng._randbelow(len(names))], events):
            return events


class _OwnDraw(random.Random):
    """A generator whose ``_randbelow`` is not the standard draw: ``draw_picks`` must call it
    (its inlined draw is the standard generator's only)."""

    def _randbelow(self, n: int) -> int:
        return int(self.random() * n)


@pytest.mark.parametrize("generator", [random.Random, _OwnDraw])
def test_draw_picks_makes_the_picks_of_choices_and_apply(generator):
    banned = 0
    for seed, st in _starts():
        for records, events in ((True, Records()), (False, Built())):
            mine, theirs = st.clone(), st.clone()
            mine_rng, their_rng = generator(seed), generator(seed)
            select.draw_picks(mine, events, mine_rng._randbelow)
            want = _by_apply(theirs, their_rng)
            assert mine.chars == theirs.chars and mine.select_order == [], seed
            assert _read(events) == _read(want), seed
            # records kept by the bulk loop's list, built at once by a step's (Built)
            assert all((e.__class__ is tuple) == records for e in events), seed
            assert mine_rng.getstate() == their_rng.getstate(), seed
        # last round's King may not be the King again: that pick's names are one fewer
        banned += any(st.prev.get(s) == "king" for s in st.players)
    assert banned, "no selection had last round's King"


def test_the_selection_starts_with_the_order_ruling():
    """``begin`` names the order's ruling itself (``order_ruling`` written out): round 1 and a
    round without last round's characters TT-173, rounds 2–3 TT-022."""
    seen = set()
    for _, st in _starts():
        events: list = Built()      # (a step's list: records built as appended)
        select.begin(st.clone(), events)
        assert events[-1].code == "SELECT_START"
        assert events[-1].rulings[0] == select.order_ruling(st), (st.round, st.prev)
        seen.add(events[-1].rulings[0])
    assert seen == {"TT-173", "TT-022"}
