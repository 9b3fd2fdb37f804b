"""A random playout draws a decision's option by index (``Tricktakers._options``: the engine's
discards, leader, exchanges and the characters' ``X_count``/``X_choose`` hook pairs) instead of
building every option as an action: the count must be the number of listed actions, and
option ``i`` carried out must be exactly ``moves(...)[i]`` performed (same events, same state),
or random games would change."""
from __future__ import annotations

import random

import pytest

from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]
# the state a decision may change (caches and the round's history are left out)
FIELDS = ("phase", "pending", "stage", "chars", "setup_queue", "hands", "deck", "discard", "box",
          "aside", "taken", "tricks", "entries", "lead", "leader", "trick_no", "turn", "cdata",
          "points", "gold", "black", "carry", "next_leader", "revolt", "winners")


def _event(e) -> tuple:
    return (e.kind, e.code, e.seat, tuple(e.rulings), sorted(e.params.items(), key=str),
            e.visible_to, sorted(e.private.items(), key=str), [repr(s) for s in e.steps])


def _state(st) -> list[str]:
    return [repr(getattr(st, f)) for f in FIELDS]


def _decisions(seed: int, n: int):
    """Every state of a random all-15 game where a decision other than a turn's is due."""
    game = get_game("tricktakers")
    rng = random.Random(seed)
    st, _ = game.new_state(PLAYERS[:n], seed, {}, {"characters": ALL})
    while not game.is_over(st):
        seat = game.to_act(st)[0]
        if st.pending is not None or st.phase in ("setup", "lead"):
            yield game, st, seat
        game.perform(st, seat, rng.choice(game.moves(st, seat)))


@pytest.mark.parametrize("seed, n", [(s, 3 + s % 3) for s in range(24)])
def test_an_option_drawn_by_index_is_the_listed_action(seed, n):
    by_index = 0
    for game, st, seat in _decisions(seed, n):
        acts = list(game.moves(st, seat))
        listed, count, carry_out = game._options(st, seat)
        assert count == len(acts), (st.phase, st.pending)
        if carry_out is None:
            assert list(listed) == acts
            continue
        by_index += 1
        picks = range(count) if count <= 12 else sorted({0, 1, count // 2, count - 1})
        for i in picks:
            mine, theirs = st.clone(), st.clone()
            events: list = []
            _, _, carry = game._options(mine, seat)      # (bound to its own state)
            carry(i, events)
            game._advance(mine, events)
            done = game.perform(theirs, seat, acts[i])
            assert [_event(e) for e in events] == [_event(e) for e in done], (acts[i], i)
            assert _state(mine) == _state(theirs), (acts[i], i)
    assert by_index
