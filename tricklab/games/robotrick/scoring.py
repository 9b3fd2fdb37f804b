"""RoboTrick card values and round scoring (spec section 6)."""
from __future__ import annotations

from typing import Sequence

from tricklab.core.cards import Card, full_deck

HANGAR_BAYS = 3   # only the first 3 captured robot cards of a round score plus (RT-016)


def points(card: Card) -> int:
    """2–10 face value, J/Q/K 10, A 15 (the seed's table; RT-018, RT-035)."""
    if card.rank == 14:
        return 15
    return 10 if card.rank > 10 else card.rank


def capture_delta(position: int, card: Card) -> int:
    """Score of the ``position``-th (1-based) robot card captured this round (RT-016/017)."""
    return points(card) if position <= HANGAR_BAYS else -points(card)


def round_score(captured_in_order: Sequence[Card], minus: Sequence[Card]) -> int:
    """Sum of plus captures, minus captures (4th and later) and minus cards (RT-019)."""
    pts = _POINTS.__getitem__
    captured = list(captured_in_order)
    return (sum(map(pts, captured[:HANGAR_BAYS])) - sum(map(pts, captured[HANGAR_BAYS:]))
            - sum(map(pts, minus)))


_POINTS = {c: points(c) for c in full_deck()}     # every card's value, looked up once
