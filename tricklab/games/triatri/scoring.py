"""Final scoring and the winner (spec 5 and 6.2), as pure functions of gems and supply.

Provisional by nature: the numbers come only from the early community summary ([src 4]); the
grouping order (sets before pairs, maximal) and per-gem leftovers are our [interp] (TA-037,
TA-038). Keeping them here, separate from the engine, makes them easy to replace.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .cards import ELEMENTS


@dataclass(frozen=True)
class ScoreLine:
    sets: int
    pairs: int
    left_colour: str | None
    left: int
    left_each: int            # gems of the leftover colour still in the supply
    score: int


def final_score(gems: Mapping[str, int], supply: Mapping[str, int]) -> ScoreLine:
    """Sets +1, pairs of two different colours −2, leftovers × supply of their colour."""
    have = {e: int(gems.get(e, 0)) for e in ELEMENTS}
    sets = min(have.values())
    rest = {e: n - sets for e, n in have.items() if n - sets > 0}
    pairs = min(rest.values()) if len(rest) == 2 else 0
    rest = {e: n - pairs for e, n in rest.items() if n - pairs > 0}
    colour, left = next(iter(rest.items()), (None, 0))
    each = int(supply.get(colour, 0)) if colour else 0
    return ScoreLine(sets, pairs, colour, left, each, sets - 2 * pairs + left * each)


def ranking(scores: Mapping[str, int], gem_totals: Mapping[str, int],
            seats: Sequence[str]) -> tuple[list[str], bool]:
    """Winners by score, then by total gems (TA-040); returns (winners, tie_break_used)."""
    best = max(scores[s] for s in seats)
    top = [s for s in seats if scores[s] == best]
    if len(top) == 1:
        return top, False
    most = max(gem_totals[s] for s in top)
    return [s for s in top if gem_totals[s] == most], True


def special_victory(gems: Mapping[str, int]) -> bool:
    """At least 2 gems of every colour (TA-033)."""
    return all(gems.get(e, 0) >= 2 for e in ELEMENTS)
