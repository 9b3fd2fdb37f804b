"""Must-follow legality that answers *why*, shared by every must-follow game."""
from __future__ import annotations

from operator import attrgetter
from typing import Callable, Hashable, Sequence, TypeVar

from .events import Step

C = TypeVar("C")
_suit = attrgetter("suit")


def follow_violation(hand: Sequence[C], card: C, led_suit: Hashable | None,
                     suit_of: Callable[[C], Hashable] = lambda c: c.suit,  # type: ignore[attr-defined]
                     exempt: Callable[[C], bool] = lambda c: False,
                     ruling: str | None = None) -> Step | None:
    """Return a ``MUST_FOLLOW`` step if playing ``card`` breaks must-follow, else None.

    ``exempt`` marks cards playable regardless (white flags, rares, fakes...). The step lists the
    cards of the led suit the player holds, so the message can say "you hold ♠7, ♠2".
    """
    if led_suit is None or exempt(card) or suit_of(card) == led_suit:
        return None
    held = [c for c in hand if suit_of(c) == led_suit and not exempt(c)]
    if not held:
        return None
    return Step("MUST_FOLLOW", (ruling,) if ruling else (),
                {"suit": led_suit, "held": held, "card": card})


def legal_follow(hand: Sequence[C], led_suit: Hashable | None,
                 suit_of: Callable[[C], Hashable] = _suit,
                 exempt: Callable[[C], bool] | None = None) -> list[C]:
    """The cards of ``hand`` that may be played when ``led_suit`` was led (None: leading)."""
    if led_suit is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led_suit]
    if not follow:
        return list(hand)
    if exempt is not None:
        return [c for c in hand if suit_of(c) == led_suit or exempt(c)]
    return follow
