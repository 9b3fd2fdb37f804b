"""Trick winner by an ordered strength function, with "first played wins ties".

A game supplies ``strength(index, card) -> (key, Step)``: a comparable key (higher is stronger)
and the step that explains that card's strength ("highest trump", "doubled: 2 → 8"...). The
winner is the highest key; among equal keys the card played first wins, and that decision is
added as its own step so the learner sees it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .events import Step


@dataclass(frozen=True)
class TrickOutcome:
    winner: int                  # index into the plays
    keys: tuple[Any, ...]
    steps: tuple[Step, ...]


def decide_trick(plays: Sequence[tuple[str, Any]],
                 strength: Callable[[int, Any], tuple[Any, Step]],
                 tie_ruling: str | None = None) -> TrickOutcome:
    """Pick the winning play. ``plays`` is ``[(seat, card), ...]`` in play order."""
    if not plays:
        raise ValueError("an empty trick has no winner")
    scored = [strength(i, card) for i, (_, card) in enumerate(plays)]
    keys = tuple(k for k, _ in scored)
    best = 0
    for i in range(1, len(keys)):
        if keys[i] > keys[best]:          # strictly greater: earlier card keeps ties
            best = i
    steps = [scored[best][1]]
    tied = [i for i, k in enumerate(keys) if k == keys[best] and i != best]
    if tied:
        steps.append(Step("FIRST_PLAYED_WINS", (tie_ruling,) if tie_ruling else (),
                          {"card": plays[best][1], "seat": plays[best][0],
                           "others": [plays[i][1] for i in tied]}))
    return TrickOutcome(best, keys, tuple(steps))
