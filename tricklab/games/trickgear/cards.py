"""TRicK GEAR cards: each player's own 54-card deck (52 + 2 JOKERs, TG-002) and the notation.

Why not a card type of our own for the 52: core's ``Card`` already parses and labels them;
TRicK GEAR only *numbers* them differently (A = 1, J = 11, Q = 12, K = 13, TG-003), so
``number`` does that. The two JOKERs of a deck are ``JK1`` and ``JK2`` (label 🃏₁ 🃏₂); they
have no number until declared.

Notation: ``AS`` ``10H`` ``JD`` ``QC`` ``KS`` (also ``♠A``, ``A♠``, ``T`` for 10), ``JK1`` ``JK2``
(also ``JOKER1``, ``🃏1``). Every player owns a full deck, so ``9S`` means *the acting player's*
9♠; cards in the shared rate area remember their owner.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Union

from tricklab.core.cards import SUITS, Card, full_deck
from tricklab.core.errors import NotationError
from tricklab.core.punctuation import aside
from tricklab.core.worded import Worded

FACE_RANKS = (11, 12, 13)      # J Q K, 絵札 (TG-021, TG-024)
JOKERS_PER_DECK = 2            # TG-002 [interp]


class Joker(tuple):  # type: ignore[type-arg]
    """One of the two ordinary JOKERs of a deck: a tuple ``(20 + copy, "*")`` so it sorts after
    the 52 and compares with them cheaply; interned like core's cards."""

    __slots__ = ()
    _cache: dict[int, "Joker"] = {}

    def __new__(cls, copy: int) -> "Joker":
        j = cls._cache.get(copy)
        if j is None:
            if copy not in range(1, JOKERS_PER_DECK + 1):
                raise NotationError(f"no such JOKER: JK{copy} (a deck has JK1 and JK2)",
                                    code="BAD_CARD", text=f"JK{copy}")
            j = tuple.__new__(cls, (20 + copy, "*"))
            cls._cache[copy] = j
        return j

    def __getnewargs__(self) -> tuple[int]:
        return (self[0] - 20,)

    @property
    def copy(self) -> int:
        return int(self[0]) - 20

    suit = None
    rank = 0

    @property
    def label(self) -> str:
        return "🃏" + "₀₁₂"[self.copy]

    @property
    def spoken(self) -> dict[str, str]:
        """The JOKER's name for a screen reader (its label "🃏₂" reads as a picture)."""
        return {"en": f"JOKER {self.copy}", "ja": f"ジョーカー{self.copy}"}

    colour = "#6A3D9A"

    def __str__(self) -> str:
        return f"JK{self.copy}"

    def __repr__(self) -> str:
        return f"Joker({self.copy})"


GCard = Union[Card, Joker]


_SUBSCRIPT = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")


def parse_card(text: "str | GCard") -> GCard:
    """A card in TRicK GEAR notation (see the module docstring)."""
    if isinstance(text, (Card, Joker)):
        return text
    # the table's own label (🃏₁) reads too: a learner may type what she sees
    t = str(text).strip().upper().translate(_SUBSCRIPT)
    for prefix in ("JOKER", "JK", "🃏"):
        copy = t[len(prefix):].strip()
        # ASCII digits only: '²'.isdigit() is true too, and int() refuses it
        if t.startswith(prefix) and copy.isascii() and copy.isdigit():
            return Joker(int(copy))
    try:
        return Card.parse(t)
    except NotationError:
        raise NotationError(f"'{text}' is not a TRicK GEAR card: write rank then suit (AS, 10H, "
                            f"QC) or JK1 / JK2 for a JOKER", code="BAD_CARD", text=str(text)) from None


def parse_cards(items: "str | Iterable[str | GCard]") -> list[GCard]:
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    return [parse_card(x) for x in items]


def number(card: GCard) -> int:
    """The printed number, A = 1 … K = 13 (TG-003); a JOKER has none (0 here, never compared)."""
    if isinstance(card, Joker):
        return 0
    return 1 if card[0] == 14 else int(card[0])


def is_face(card: GCard) -> bool:
    return not isinstance(card, Joker) and card[0] in FACE_RANKS


def is_joker(card: GCard) -> bool:
    return isinstance(card, Joker)


@dataclass(frozen=True)
class AsJoker(Worded):
    """A battle character's third joker used as a JOKER where its printed card could not do
    the job: "Bob raises with ♣7" read as a 7 raising (only J, Q, K and JOKERs raise,
    TG-021/TG-022); it reads "♣7 (third joker)" 「♣7（第3のJOKER）」. ``str`` is the card's
    notation."""

    card: Any

    def words(self, cat: Any, lang: str) -> str:
        return f"{cat.term(self.card, lang)}{aside(cat.term('third_joker', lang), lang)}"

    def __str__(self) -> str:
        return str(self.card)


def player_deck() -> list[GCard]:
    """One player's 54 cards in a fixed order (TG-002)."""
    return [*full_deck(), *(Joker(i) for i in range(1, JOKERS_PER_DECK + 1))]


def card_key(card: GCard) -> tuple[int, int]:
    """Display order: by suit ♠ ♥ ♦ ♣, then number; JOKERs last."""
    if isinstance(card, Joker):
        return (9, card.copy)
    return (SUITS.index(card[1]), number(card))


def sort_cards(cards: Iterable[GCard]) -> list[GCard]:
    return sorted(cards, key=card_key)


__all__ = ["AsJoker", "Card", "GCard", "Joker", "FACE_RANKS", "SUITS", "card_key", "is_face", "is_joker",
           "number", "parse_card", "parse_cards", "player_deck", "sort_cards"]
