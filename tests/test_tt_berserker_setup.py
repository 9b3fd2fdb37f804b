"""The Berserker's setup takes the first four of its shuffled cards into the hand, the
other two aside, written as slices of the shuffle (a comprehension was a call): every card
of its deck must be in exactly one of the two, the Berserker card first in the hand."""
from __future__ import annotations

from test_tt_lazy_lists import _states

from tricklab.games.tricktakers.cards import BERSERKER_CARD, BERSERKER_DECK


def test_the_berserker_deck_is_split_between_hand_and_aside():
    split = set()
    for seed in range(40):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase == "setup" and st.chars.get(seat) == "berserker" and st.aside.get(seat):
                hand, aside = st.hands[seat], st.aside[seat]
                assert hand[0] is BERSERKER_CARD and len(hand) == 5 and len(aside) == 2
                assert sorted(map(str, hand + aside)) == sorted(map(str, BERSERKER_DECK))
                split.add(tuple(map(str, aside)))
                break
    assert len(split) > 1              # shuffled: not always the same two aside
