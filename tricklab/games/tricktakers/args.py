"""Reading the arguments of actions (numbers, cards from a hand, seats), with refusals that say
what to write instead. Shared by the engine and the characters."""
from __future__ import annotations

from typing import Sequence

from tricklab.core.errors import IllegalAction, NotationError
from tricklab.core.worded import Said

from .cards import TTCard
from .state import TTState


def parse_int(args: Sequence[str], what: str, lo: int, hi: int, ruling: str | None,
              step: int = 1) -> int:
    try:
        (text,) = args
        n = int(text)
    except (ValueError, TypeError):
        raise IllegalAction(f"{what}: give one whole number from {lo} to {hi}",
                            code="BAD_NUMBER", ruling=ruling, what=what, lo=lo, hi=hi) from None
    if not lo <= n <= hi or n % step:       # a range by steps of 10 says so; of 1 it need not
        raise IllegalAction(f"{what} must be from {lo} to {hi}" + (f" in steps of {step}" if step > 1 else "")
                            + f", not {n}", code="NUMBER_RANGE" if step > 1 else "NUMBER_OUT_OF_RANGE",
                            ruling=ruling, what=what, lo=lo, hi=hi, n=n, step=step)
    return n


def card_arg(text: str) -> TTCard:
    return TTCard.parse(text)


def hand_cards(st: TTState, seat: str, args: Sequence[str], ruling: str | None,
               at_least: int = 0, exactly: int | None = None) -> list[TTCard]:
    """Distinct cards of ``seat``'s hand named by ``args`` (refusals name the problem)."""
    cards = [card_arg(a) for a in args]
    if len(set(cards)) != len(cards):
        raise IllegalAction("a card is named twice", code="CARD_TWICE", ruling=ruling)
    if exactly is not None and len(cards) != exactly:
        raise IllegalAction(f"name exactly {exactly} card(s) from {seat}'s hand",
                            code="CARD_COUNT", ruling=ruling, n=exactly, seat=seat,
                            count=Said("CARDS_EXACTLY", (("n", exactly),)))
    if len(cards) < at_least:
        raise IllegalAction(f"name at least {at_least} card(s) from {seat}'s hand",
                            code="CARD_COUNT", ruling=ruling, n=at_least, seat=seat,
                            count=Said("CARDS_AT_LEAST", (("n", at_least),)))
    for c in cards:
        if c not in st.hands[seat]:
            raise IllegalAction(f"{c} is not in {seat}'s hand", code="NOT_IN_HAND",
                                ruling=ruling, card=c, seat=seat)
    return cards


def seat_arg(st: TTState, args: Sequence[str], ruling: str | None, code: str = "BAD_SEAT") -> str:
    if len(args) != 1 or args[0] not in st.players:
        raise IllegalAction(f"name one player ({', '.join(st.players)})", code=code,
                            ruling=ruling, text=" ".join(args), seats=list(st.players))
    return args[0]


__all__ = ["IllegalAction", "NotationError", "card_arg", "hand_cards", "parse_int", "seat_arg"]
