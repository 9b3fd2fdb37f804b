"""Bulk simulation without the Match's snapshots: one state mutated in place, moves chosen at
random from the game's trusted move list. Events (with ruling ids and explanation steps) are
still produced, so statistics can be drawn from them."""
from __future__ import annotations

import random
from typing import Any, Sequence

from .events import Event


def random_playout(game: Any, seed: int, players: Sequence[str] | None = None,
                   setup: dict[str, Any] | None = None, rng: random.Random | None = None,
                   keep_events: bool = True, **options: Any) -> tuple[Any, list[Event]]:
    """Play one game with uniformly random legal moves; return (final state, events).

    Uses the game's ``moves(state, seat)`` and ``perform(state, seat, move)`` when it has them,
    otherwise its ``legal_actions`` and ``apply`` (slower: those parse and check)."""
    rng = rng or random.Random(seed)
    state, events = game.new_state(list(players or game.default_players), seed, dict(setup or {}), options)
    fast = hasattr(game, "moves") and hasattr(game, "perform")
    out = events if keep_events else []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        if fast:
            ms = game.moves(state, seat)
            evs = game.perform(state, seat, ms[rng.randrange(len(ms))])
        else:
            acts = game.legal_actions(state, seat)
            evs = game.apply(state, acts[rng.randrange(len(acts))])
        if keep_events:
            out.extend(evs)
    return state, out
