"""RoboTrick's bulk loop (``play_randomly``) against the generic loop over ``moves``/``perform``
from positions a whole playout never starts from: the middle of a trick, a later trick, a later
round. The loop follows the best play of a trick as the cards fall (``_finish_trick`` is handed
it); begun mid-trick, it must first find the best of the cards already down."""
from __future__ import annotations

import random

import pytest

from helpers import full_events
from tricklab.core.events import EventLog
from tricklab.games import get_game

GAME = get_game("robotrick")


def _fields(st):
    return {k: v for k, v in vars(st).items() if k != "passes"}


def _stopped_at(seed: int, round_no: int, trick_no: int, plays: int):
    """A game played by the generic loop up to ``plays`` cards into trick ``trick_no`` of
    round ``round_no``."""
    rng = random.Random(seed)
    st, _ = GAME.new_state(["Aki", "Ben", "Chie"], seed, {}, {"rounds": 2})
    while not GAME.is_over(st) and not (st.phase == "play" and st.round == round_no
                                        and st.trick_no == trick_no and len(st.trick) == plays):
        seat = GAME.to_act(st)[0]
        GAME.perform(st, seat, rng.choice(GAME.moves(st, seat)))
    return st, rng


@pytest.mark.parametrize("plays", range(4))
def test_the_bulk_loop_started_anywhere_plays_the_generic_loops_game(plays):
    """From every place in a trick (0-3 cards down, the robot's among them or not), in early and
    late tricks of either round: the same final state and every event field alike."""
    checked = 0
    for seed in range(24):
        st, rng = _stopped_at(seed, 1 + seed % 2, 1 + seed * 5 % 12, plays)
        if GAME.is_over(st):
            continue
        own, own_rng = st.clone(), random.Random()
        own_rng.setstate(rng.getstate())
        log = EventLog([])
        GAME.play_randomly(own, own_rng, log)
        events: list = []
        while not GAME.is_over(st):
            seat = GAME.to_act(st)[0]
            events += GAME.perform(st, seat, rng.choice(GAME.moves(st, seat)))
        assert _fields(own) == _fields(st), seed
        assert full_events(log) == full_events(events), seed
        checked += 1
    assert checked >= 12
