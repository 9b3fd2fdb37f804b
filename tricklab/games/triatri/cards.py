"""TriATri cards, the deck per player count, and the text notation.

Why a card type of its own: TriATri has three elements instead of suits, numbers 2–8, and fake
cards (偽カード) that have neither element nor number. The surface matches core's ``Card``
(``parse``, ``__str__``, ``label``, ``colour``, ``suit``) so messages, the table and scenarios
treat it like any other card.

Notation (round-trips: ``str(TCard.parse(t))`` is the canonical text)::

    F2 … F8   fire  (火, red gem)     label 🔥5
    W2 … W8   water (水, blue gem)    label 💧5
    G2 … G8   wood  (木, green gem)   label 🌳5
    X1 X2 X3  fake cards              label 🎭₁ 🎭₂ 🎭₃

The digit after X only tells the physical copies apart; a fake has no number (it counts as a
colourless 0). On input the letter may be lower case or come after the number (``f5``, ``5F``),
and the symbol or the kanji may replace the letter (``🔥5``, ``火5``, ``偽1``, ``🎭₁``).

Which cards exist depends on the player count (TA-002): 2 players use numbers 2–6 and X1 X2,
3 players 2–7 and X1, 4 players 2–8 and X1 X2 X3 (see ``deck``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from tricklab.core.errors import NotationError, clip

ELEMENTS = ("fire", "water", "wood")
FAKE = "fake"
LETTER = {"fire": "F", "water": "W", "wood": "G", FAKE: "X"}
LETTER_SUIT = {v: k for k, v in LETTER.items()}
SYMBOL = {"fire": "🔥", "water": "💧", "wood": "🌳", FAKE: "🎭"}
KANJI = {"fire": "火", "water": "水", "wood": "木", FAKE: "偽"}
# an element in words, as a card's name says it to a screen reader (which read 🔥 as "fire",
# 💧 as "droplet", 🌳 as "deciduous tree")
WORD = {"fire": "fire", "water": "water", "wood": "wood"}
# Okabe-Ito palette (colour-blind safe); the symbol is always drawn too, so colour is never
# the only cue.
COLOUR = {"fire": "#D55E00", "water": "#0072B2", "wood": "#009E73", FAKE: "#999999"}
GEM_COLOUR = {"fire": "red", "water": "blue", "wood": "green"}
SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉"

# key beats value: previous Fire → Water is favoured, Water → Wood, Wood → Fire (TA-015).
BEATS = {"water": "fire", "wood": "water", "fire": "wood"}

DECK_SPEC = {2: (6, 2), 3: (7, 1), 4: (8, 3)}   # players -> (highest number, fake cards)
HAND_SIZE = 6
TRICKS_PER_ROUND = 5
MAX_ROUNDS = 3
GEMS_PER_COLOUR = 6


@dataclass(frozen=True, eq=False)
class TCard:
    """An element card (``suit`` fire/water/wood, ``number`` 2–8) or a fake (``suit`` 'fake',
    ``number`` = copy index 1–3)."""

    suit: str
    number: int
    code: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.suit not in LETTER or not (1 <= self.number <= 3 if self.suit == FAKE
                                           else 2 <= self.number <= 8):
            raise NotationError(f"no such TriATri card: {self.suit} {self.number}",
                                code="BAD_CARD", text=f"{self.suit}{self.number}")
        object.__setattr__(self, "code", LETTER[self.suit] + str(self.number))

    # Identity is the canonical text (F5, X1); comparing it is much cheaper than the dataclass
    # tuple comparison, and the engine compares cards on every play.
    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, TCard) and self.code == other.code)

    def __hash__(self) -> int:
        return hash(self.code)

    @property
    def is_fake(self) -> bool:
        return self.suit == FAKE

    @property
    def element(self) -> str | None:
        """The element, or None for a colourless fake."""
        return None if self.suit == FAKE else self.suit

    @property
    def printed(self) -> int:
        """The printed number; a fake counts as 0 (TA-008, TA-024)."""
        return 0 if self.suit == FAKE else self.number

    @property
    def label(self) -> str:
        if self.suit == FAKE:
            return SYMBOL[FAKE] + SUBSCRIPT[self.number]
        return SYMBOL[self.suit] + str(self.number)

    @property
    def colour(self) -> str:
        return COLOUR[self.suit]

    @property
    def spoken(self) -> dict[str, str]:
        """The card's name for a screen reader, in words: it read a fake's label "🎭₁" as a
        mask, and "🔥5" as "fire 5" but "🌳5" as "deciduous tree 5"."""
        if self.suit == FAKE:
            return {"en": f"fake card {self.number}", "ja": f"偽カード{self.number}"}
        return {"en": f"{WORD[self.suit]} {self.number}", "ja": f"{KANJI[self.suit]}の{self.number}"}

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"TCard({self.code!r})"

    def _repr_html_(self) -> str:
        from tricklab.core.display import card_html
        return card_html(self)

    @classmethod
    def parse(cls, text: "str | TCard") -> "TCard":
        if isinstance(text, TCard):
            return text
        if not isinstance(text, str):
            raise NotationError(f"not a card: {clip(text)}", code="BAD_CARD", text=clip(text))
        card = _ALIASES.get(text.strip().upper())
        if card is None:
            raise NotationError(
                f"'{clip(text)}' is not a TriATri card: write F, W or G and a number (F5, W3, G7) "
                f"or X and the copy number for a fake (X1)", code="BAD_CARD", text=clip(text))
        return card


def _aliases() -> dict[str, TCard]:
    out: dict[str, TCard] = {}
    for suit in LETTER:
        for n in (range(1, 4) if suit == FAKE else range(2, 9)):
            c = TCard(suit, n)
            for mark in (LETTER[suit], SYMBOL[suit], KANJI[suit]):
                out[f"{mark}{n}"] = c
                out[f"{n}{mark}"] = c
            if suit == FAKE:
                out[SYMBOL[FAKE] + SUBSCRIPT[n]] = c
    return out


_ALIASES = _aliases()


def _build_deck(n_players: int) -> tuple[TCard, ...]:
    top, fakes = DECK_SPEC[n_players]
    return tuple([_ALIASES[f"{LETTER[e]}{n}"] for e in ELEMENTS for n in range(2, top + 1)]
                 + [_ALIASES[f"X{i}"] for i in range(1, fakes + 1)])


_DECKS = {n: _build_deck(n) for n in DECK_SPEC}
_DECK_SETS = {n: frozenset(d) for n, d in _DECKS.items()}


def deck(n_players: int) -> list[TCard]:
    """The cards used with ``n_players`` (TA-002), in a fixed order: fire, water, wood, fakes."""
    return list(_DECKS[n_players])


def in_deck(card: TCard, n_players: int) -> bool:
    return card in _DECK_SETS[n_players]


def parse_cards(items: "str | Iterable[str | TCard]") -> list[TCard]:
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    return [TCard.parse(x) for x in items]


_COLOUR_WORDS = {
    **{e: e for e in ELEMENTS},
    **{GEM_COLOUR[e]: e for e in ELEMENTS},
    **{LETTER[e].lower(): e for e in ELEMENTS},
    **{KANJI[e]: e for e in ELEMENTS},
    **{SYMBOL[e]: e for e in ELEMENTS},
    "赤": "fire", "青": "water", "緑": "wood",
}


def parse_colour(text: str) -> str | None:
    """A gem colour / element from 'fire', 'red', 'F', '火', '赤', '🔥'...; None if unknown."""
    return _COLOUR_WORDS.get(str(text).strip().lower())


def sort_hand(cards: Iterable[TCard]) -> list[TCard]:
    """Display order: fire, water, wood, then fakes; low to high."""
    order = {s: i for i, s in enumerate((*ELEMENTS, FAKE))}
    return sorted(cards, key=lambda c: (order[c.suit], c.number))
