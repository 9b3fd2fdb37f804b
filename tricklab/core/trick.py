"""Trick winner by an ordered strength function, with "first played wins ties".

A game supplies ``strength(index, card) -> (key, Step)``: a comparable key (higher is stronger)
and the step that explains that card's strength ("highest trump", "doubled: 2 → 8"...). The
winner is the highest key; among equal keys the card played first wins, and that decision is
added as its own step so the learner sees it. A game whose ties go elsewhere (TriATri: the
favoured element, else the card played last) passes ``tie_break(tied_indices) -> (index, Step)``.
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
    tied: tuple[int, ...] = ()   # indices of every play with the best key (if more than one)


def decide_trick(plays: Sequence[tuple[str, Any]],
                 strength: Callable[[int, Any], tuple[Any, Step]],
                 tie_ruling: str | None = None,
                 tie_break: Callable[[list[int]], tuple[int, Step]] | None = None) -> TrickOutcome:
    """Pick the winning play. ``plays`` is ``[(seat, card), ...]`` in play order."""
    if not plays:
        raise ValueError("an empty trick has no winner")
    scored = [strength(i, card) for i, (_, card) in enumerate(plays)]
    keys = tuple(k for k, _ in scored)
    best = 0
    for i in range(1, len(keys)):
        if keys[i] > keys[best]:          # strictly greater: earlier card keeps ties
            best = i
    tied = [i for i, k in enumerate(keys) if k == keys[best]]
    if len(tied) == 1:
        return TrickOutcome(best, keys, (scored[best][1],))
    if tie_break is not None:
        best, step = tie_break(tied)
        return TrickOutcome(best, keys, (step,), tuple(tied))
    others = [plays[i][1] for i in tied if i != best]
    return TrickOutcome(best, keys, (scored[best][1], Step(
        "FIRST_PLAYED_WINS", (tie_ruling,) if tie_ruling else (),
        {"card": plays[best][1], "seat": plays[best][0], "others": others})), tuple(tied))
