"""The Hermit's ``turn_count`` writes out ``can_draw`` (asked at every Hermit turn) and tells
this turn's exchange by the trick it was made in (``drawn``), not by a flag reset at every
trick's start: on real turns, with the deck and the discard pile emptied or not, a hand of one
card or more, and an exchange made in this trick or an earlier one, the count must offer the
exchange exactly when ``turn_act`` (which asks ``can_draw`` itself) accepts it, or a random
playout would draw other games."""
from __future__ import annotations

from test_tt_lazy_lists import _states

from tricklab.core.actions import make_action
from tricklab.core.errors import IllegalAction
from tricklab.games.tricktakers.characters import REGISTRY

HERMIT = REGISTRY["hermit"]


def _accepts(st, seat) -> bool:
    try:
        HERMIT.turn_act(st, make_action(seat, "draw"), [])
    except IllegalAction:
        return False
    return True


def test_turn_count_offers_the_exchange_exactly_when_turn_act_accepts_it():
    seen = set()
    turns = 0
    for seed in range(4):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase != "play" or st.pending is not None or not st.hands[seat]:
                continue
            turns += 1
            for empty in (False, True):
                for keep in (1, 2, None):
                    for drawn in (None, st.trick_no, st.trick_no - 1):
                        mine = st.clone()
                        mine.chars = {**mine.chars, seat: "hermit"}
                        mine.cdata = {**mine.cdata, seat: {"drawn": drawn, "exchanges": 1}}
                        if empty:
                            mine.deck, mine.discard = [], []
                        if keep is not None:
                            mine.hands[seat] = mine.hands[seat][:keep]
                        n = HERMIT.turn_count(mine, seat)
                        assert n == _accepts(mine.clone(), seat), (empty, keep, drawn)
                        seen.add((empty, len(mine.hands[seat]), n))
                        if drawn and drawn < st.trick_no:       # (trick 2 on)
                            seen.add(("an earlier trick's exchange", n))
    assert turns
    # the hand's one card kept (nothing to draw) and two cards allowed were both seen
    assert (True, 1, 0) in seen and (True, 2, 1) in seen, seen
    # an exchange of an earlier trick does not count against this turn
    assert ("an earlier trick's exchange", 1) in seen, seen
