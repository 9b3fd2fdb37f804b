"""The bulk loop (``play_randomly``) finds a turn's playable cards in the hand's own order and
puts them in display order only to draw a card or to list the variants: a turn that draws an
ability sorts nothing, and a stable sort of the cards kept is the sorted hand filtered. The
draw must still index the display-ordered list that ``moves`` lists: from positions whose
hands are held in other orders (reversed display order, shuffled), the loop plays the game of
the generic ``moves``/``perform`` loop, event for event."""
from __future__ import annotations

import random

import pytest

from tricklab.games import get_game
from tricklab.games.tricktakers.cards import display_rank
from tricklab.games.tricktakers.characters import ALL

from helpers import assert_bulk_loop_matches

PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def _reorder(st, how: str, seed: int) -> None:
    """Every hand in another order (the same cards: a hand's order is no rule)."""
    for seat, hand in st.hands.items():
        if how == "reversed":
            hand.sort(key=display_rank, reverse=True)
        else:
            random.Random(seed).shuffle(hand)


@pytest.mark.parametrize("how", ["reversed", "shuffled"])
def test_a_turn_draws_from_the_display_order_whatever_the_hands_order(how):
    game = get_game("tricktakers")
    for seed in range(40):
        rng = random.Random(seed)
        st, _ = game.new_state(PLAYERS, seed, {}, {"characters": ALL})
        # to the first turn of a trick of round 1 (the first to the fourth), by the generic loop
        stop = 1 + seed % 4
        while not game.is_over(st) and not (st.phase == "play" and st.pending is None
                                             and not st.entries and st.trick_no == stop):
            seat = game.to_act(st)[0]
            game.perform(st, seat, rng.choice(game.moves(st, seat)))
        _reorder(st, how, seed)
        assert any(h != sorted(h, key=display_rank) for h in st.hands.values() if len(h) > 1)
        assert_bulk_loop_matches(game, st, rng, seed)
