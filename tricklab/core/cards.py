"""Cards of the standard 52-card deck and their text notation.

Notation round-trips: ``str(Card.parse("10h")) == "10H"``. Accepted inputs are rank then suit
(``AS``, ``10H``, ``TH``), or suit symbol and rank in either order (``♠A``, ``A♠``).
Games with other decks (TriATri's elements, Tricktakers' colours) define their own card type
with the same small surface: ``parse``, ``__str__``, ``label`` and ``suit``.
"""
from __future__ import annotations

from operator import itemgetter
from typing import Iterable

from .errors import NotationError, clip

SUITS = ("S", "H", "D", "C")
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SYMBOL_SUIT = {v: k for k, v in SUIT_SYMBOL.items()} | {"♤": "S", "♡": "H", "♢": "D", "♧": "C"}
SUIT_NAME = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "ja": {"S": "スペード", "H": "ハート", "D": "ダイヤ", "C": "クラブ"},
}
# Okabe-Ito palette: distinguishable with the common colour-vision deficiencies. The symbol is
# always drawn too, so colour is never the only cue.
SUIT_COLOUR = {"S": "#000000", "H": "#D55E00", "D": "#0072B2", "C": "#009E73"}
RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
TEXT_RANK = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10}
MAX_CARD_CHARS = 12       # the longest card text is a few characters ("10♠" with spaces)


class Card(tuple):  # type: ignore[type-arg]
    """A standard playing card; ``rank`` 2..14 (J=11, Q=12, K=13, A=14).

    A tuple ``(rank, suit)`` underneath, and interned: equality, hashing and ordering run in C,
    which keeps bulk simulation fast; ``Card(14, "S") is Card.parse("AS")``.
    """

    __slots__ = ()
    _cache: dict[tuple[int, str], "Card"] = {}

    def __new__(cls, rank: int, suit: str) -> "Card":
        card = cls._cache.get((rank, suit))
        if card is None:
            if suit not in SUITS or not isinstance(rank, int) or not 2 <= rank <= 14:
                raise NotationError(f"no such card: rank {rank}, suit {suit}",
                                    code="BAD_CARD", text=f"{rank}{suit}")
            card = tuple.__new__(cls, (rank, suit))
            cls._cache[(rank, suit)] = card
        return card

    def __getnewargs__(self) -> tuple[int, str]:
        return (self[0], self[1])

    rank = property(itemgetter(0), doc="2..14")
    suit = property(itemgetter(1), doc="S, H, D or C")

    @property
    def rank_text(self) -> str:
        return RANK_TEXT.get(self[0], str(self[0]))

    @property
    def label(self) -> str:
        """Display form with the suit symbol, e.g. ``♠A``."""
        return _LABEL[self]

    @property
    def colour(self) -> str:
        return SUIT_COLOUR[self[1]]

    def __str__(self) -> str:
        return _TEXT[self]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def _repr_html_(self) -> str:
        from .display import card_html
        return card_html(self)

    @classmethod
    def parse(cls, text: "str | Card") -> "Card":
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise NotationError(f"not a card: {clip(text)}", code="BAD_CARD", text=clip(text))
        if len(text) > MAX_CARD_CHARS:      # checked first: nothing below runs on a huge text
            raise NotationError(f"'{clip(text)}' is not a card: write rank then suit, e.g. AS, 10H",
                                code="BAD_CARD", text=clip(text))
        t = text.strip().upper()
        suit = None
        if t and t[0] in SYMBOL_SUIT:
            suit, r = SYMBOL_SUIT[t[0]], t[1:]
        elif t and t[-1] in SYMBOL_SUIT:
            suit, r = SYMBOL_SUIT[t[-1]], t[:-1]
        elif t and t[-1] in SUITS:
            suit, r = t[-1], t[:-1]
        else:
            r = ""
        # isdigit() is also true for '²' and '①', which int() refuses: ASCII digits only
        digits = r.isascii() and r.isdigit()
        rank = TEXT_RANK.get(r) if r in TEXT_RANK else (int(r) if digits else None)
        if digits and rank is not None and rank > 10:
            rank = None                    # "11D" is not a card: write JD
        if suit is None or rank is None or not 2 <= rank <= 14:
            raise NotationError(
                f"'{clip(text)}' is not a card: write rank then suit, e.g. AS, 10H, 7D, QC",
                code="BAD_CARD", text=clip(text))
        return cls(rank, suit)


def full_deck() -> list[Card]:
    """The 52 cards in a fixed order (suit order S H D C, ranks low to high)."""
    return list(_DECK)


def parse_cards(items: "str | Iterable[str | Card]") -> list[Card]:
    """Parse ``"AS KD 2C"`` or a list of card texts."""
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    return [Card.parse(x) for x in items]


def sort_for_display(cards: Iterable[Card]) -> list[Card]:
    """Grouped ♠ ♥ ♦ ♣, high to low within a suit (the robot's open hand, RT-005)."""
    return sorted(cards, key=_DISPLAY_KEY.__getitem__)


_DECK = tuple(Card(r, s) for s in SUITS for r in range(2, 15))
_TEXT: dict[Card, str] = {c: RANK_TEXT.get(c[0], str(c[0])) + c[1] for c in _DECK}
_LABEL = {c: SUIT_SYMBOL[c[1]] + RANK_TEXT.get(c[0], str(c[0])) for c in _DECK}
_DISPLAY_KEY = {c: (SUITS.index(c[1]), -c[0]) for c in _DECK}
