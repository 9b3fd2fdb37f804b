"""Trick winner by an ordered strength function, with "first played wins ties".

A game supplies ``strength(index, card) -> (key, Step)``: a comparable key (higher is stronger)
and the step that explains that card's strength ("highest trump", "doubled: 2 → 8"...). The
winner is the highest key; among equal keys the card played first wins, and that decision is
added as its own step so the learner sees it. A game whose ties go elsewhere (TriATri: the
favoured element, else the card played last) passes ``tie_break(tied_indices) -> (index, Step)``.

Some games let chosen cards win ties although played later (a variant, an item). That exception
is ``tie_winner``: the one rule for every place where "first played" decides between equal
cards, so a game cannot apply it in one place and forget it in another. ``decide_trick`` uses it
when given ``wins_ties``; a game with further first-played choices (e.g. among cards that beat
the strongest one) calls ``tie_winner`` and ``later_wins_step`` itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .events import Step

LATER_WINS_TIE = "LATER_WINS_TIE"


@dataclass(frozen=True)
class TrickOutcome:
    winner: int                  # index into the plays
    keys: tuple[Any, ...]
    steps: tuple[Step, ...]
    tied: tuple[int, ...] = ()   # indices of every play with the best key (if more than one)

    @property
    def first_played(self) -> int:
        """The play that plain "first played wins" would have chosen; differs from ``winner``
        only when a card that wins ties (or a game's own ``tie_break``) took the tie."""
        return self.tied[0] if self.tied else self.winner


def tie_winner(tied: Sequence[int], wins_ties: Callable[[int], Any] | None = None) -> int:
    """The play that wins a tie among the equal plays ``tied`` (indices in play order).

    The first played wins, except that a play for which ``wins_ties(index)`` is true beats
    every play it ties with even when played later; of several such the last played wins,
    because "the later card still wins" is what the exception means. Keep every first-played
    choice of a game on this function, so that such an exception applies everywhere alike.
    """
    if not tied:
        raise ValueError("a tie needs at least one play")
    flagged = [i for i in tied if wins_ties is not None and wins_ties(i)]
    return max(flagged) if flagged else min(tied)


def later_wins_step(plays: Sequence[tuple[str, Any]], winner: int, tied: Sequence[int],
                    rulings: Sequence[str]) -> Step:
    """The explanation of a tie won by a later card; ``rulings`` say which exception did it."""
    return Step(LATER_WINS_TIE, tuple(rulings),
                {"seat": plays[winner][0], "card": plays[winner][1],
                 "others": [plays[i][1] for i in tied if i != winner]})


def decide_trick(plays: Sequence[tuple[str, Any]],
                 strength: Callable[[int, Any], tuple[Any, Step]],
                 tie_ruling: str | None = None,
                 tie_break: Callable[[list[int]], tuple[int, Step]] | None = None,
                 wins_ties: Callable[[int], Sequence[str]] | None = None) -> TrickOutcome:
    """Pick the winning play. ``plays`` is ``[(seat, card), ...]`` in play order.

    ``wins_ties(index)`` gives the rulings that let that play win ties although played later
    (empty: none); a tie it decides is explained by ``later_wins_step`` citing them.
    """
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
    best = tie_winner(tied, wins_ties)
    if best != tied[0]:
        rulings = wins_ties(best) if wins_ties is not None else ()
        return TrickOutcome(best, keys, (scored[best][1], later_wins_step(
            plays, best, tied, rulings)), tuple(tied))
    others = [plays[i][1] for i in tied if i != best]
    return TrickOutcome(best, keys, (scored[best][1], Step(
        "FIRST_PLAYED_WINS", (tie_ruling,) if tie_ruling else (),
        {"card": plays[best][1], "seat": plays[best][0], "others": others})), tuple(tied))
