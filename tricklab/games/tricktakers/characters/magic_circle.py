"""The Alchemist's magic circle (spec 7.13), as pure functions over the set of filled points.

The rulebook only shows the sheet as a picture. The layout below is the spec's reconstruction
[interp]: the only 9-point shape in which the six hexagon points alone make both triangles
(+20) and all nine points make 10 × 2 + 30 × 2 + 80 = 160, as the designer's two worked
examples say::

                T
         UL     UM     UR
                C
         LL     LM     LR
                B

Formations: the purple triangle T-LL-LR (+10), the pink triangle B-UL-UR (+10), each row
UL-UM-UR and LL-LM-LR (+30), the column T-UM-C-LM-B (+80). The hexagon T-UR-LR-B-LL-UL allows
forging. Which element lies on a point does not matter for scoring, only that it is filled.
"""
from __future__ import annotations

from collections.abc import Iterable

POINTS: tuple[str, ...] = ("T", "UL", "UM", "UR", "C", "LL", "LM", "LR", "B")
HEXAGON: frozenset[str] = frozenset({"T", "UR", "LR", "B", "LL", "UL"})
FORMATIONS: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("purple_triangle", ("T", "LL", "LR"), 10),
    ("pink_triangle", ("B", "UL", "UR"), 10),
    ("upper_row", ("UL", "UM", "UR"), 30),
    ("lower_row", ("LL", "LM", "LR"), 30),
    ("column", ("T", "UM", "C", "LM", "B"), 80),
)
ELEMENTS: tuple[str, ...] = ("α", "β", "γ", "δ", "ε")


def point(text: str) -> str | None:
    """The point named by ``text`` (case does not matter), or None."""
    t = str(text).strip().upper()
    return t if t in POINTS else None


def empty_points(circle: dict[str, str]) -> list[str]:
    """Points without an element, in the sheet's reading order."""
    out = []        # (a loop, not a comprehension: that is a call, at every element gained)
    for p in POINTS:
        if not circle.get(p):
            out.append(p)
    return out


def formations(filled: Iterable[str]) -> list[tuple[str, tuple[str, ...], int]]:
    """Every complete formation of the filled points, with its points value."""
    have = set(filled)
    out = []        # (a loop over sets made once, not a comprehension making five)
    for f, points in _POINT_SETS:
        if points <= have:
            out.append(f)
    return out


_POINT_SETS = tuple((f, frozenset(f[1])) for f in FORMATIONS)


def score(filled: Iterable[str]) -> int:
    return sum(v for _, _, v in formations(filled))


def hexagon_complete(filled: Iterable[str]) -> bool:
    return HEXAGON <= set(filled)
