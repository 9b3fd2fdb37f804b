"""KINGs cards: the Tricktakers playing cards without the 10s (KG-007), the decks by player
count (KG-033, KG-080), the Berserker's exclusive black 9 (spec 7.4), and the draft items
(Kings and character cards) as objects the table can show like cards.

Why reuse ``tricktakers.cards``: the number cards, White Flags and Rares are the very same
physical cards, with the same notation (R5, K9, WF1, RA2); only KINGs' own black 9 is new,
registered through ``add_card`` so parsing and sorting know it."""
from __future__ import annotations

from dataclasses import dataclass, field

from tricklab.core.errors import NotationError, clip

from ..tricktakers.cards import (COLOURS, HEX, NUM, RARE, SHARED_DECK, WF, TTCard, add_card,
                                 parse_cards, sort_hand)

BERSERKER_9 = add_card("KZ9", NUM, "K", 9, "kings", "■9ᶻ", aliases=("黒9ᶻ",))
KING_COLOURS = ("W", "R", "B", "G", "K")
COLOUR_WORD = {"W": "white", "R": "red", "B": "blue", "G": "green", "K": "black"}
KING_HEX = {"W": "#999999", **{c: HEX[c] for c in COLOURS}}

__all__ = ["BERSERKER_9", "COLOUR_WORD", "KING_COLOURS", "NUM", "RARE", "WF", "TTCard",
           "PoolCard", "deck_for", "king_id", "parse_card", "parse_cards", "sort_hand"]


def deck_for(players: int) -> list[TTCard]:
    """40 cards for 5 players, without the 7s and 8s for 4 (KG-033), without the 6s, 7s and
    8s for 2 (KG-080). The shared deck has no 10s, so KINGs needs no removal for KG-007."""
    gone = {4: {7, 8}, 2: {6, 7, 8}}.get(players, set())
    return [c for c in SHARED_DECK if not (c.kind == NUM and c.value in gone)]


def parse_card(text: "str | TTCard") -> TTCard:
    card = TTCard.parse(text)
    if card.kind == NUM and card.value == 10 or card.origin not in ("shared", "kings"):
        raise NotationError(f"'{clip(str(text))}' is not a KINGs card (no 10s, no Berserker "
                            f"deck: KG-007)", code="BAD_CARD", text=clip(str(text)))
    return card


def king_id(colour: str) -> str:
    return f"KING-{colour}"


@dataclass(frozen=True)
class PoolCard:
    """A King or a character card on the draft board or in a party, drawn by the table like
    a playing card (``label``, ``colour``, ``str`` = its id)."""

    code: str
    label: str = field(compare=False)     # the words change with the language, the card not
    colour: str = field(compare=False)
    # the words as the card face sets them, a part a line ("Devil", "30/miss"); "" = label
    lines: str = field(default="", compare=False)

    @property
    def named(self) -> bool:
        """A character card is drawn by its words ("Gambler 1/40", 「ギャンブラー 1/40」); a
        King by its symbol and name (see ``ViewAdapter.face``)."""
        return not self.code.startswith("KING-")

    def __str__(self) -> str:
        return self.code
