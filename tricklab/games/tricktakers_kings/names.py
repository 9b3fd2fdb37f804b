"""A character card in words, the one way both the table and the messages name it: the
character and the back it bids with ("Gambler 2/50", 「ギャンブラー 2/50」, 「デビル（外れ×30）」).

Why a value rather than a string: a hint or a refusal is worded when it is read, in the
reader's language, so the engine and the bots hand the message a ``CardName`` (what the card
is) and the catalogue words it (``KingsCatalogue.term``); a card id such as "GAM-2" in a
message is notation the table never shows. The back comes from the game's own card data
(``KState.data``), which a setup may replace, so it is read when the name is made."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tricklab.core.punctuation import aside

from .data import KingsData

# the special backs in words; a numeric back is its figures ("2/50") in every language
BACKS = {"devil": {"en": "{per}/miss", "ja": "外れ×{per}"},
         "copy": {"en": "copy", "ja": "コピー"}}


@dataclass(frozen=True)
class CardName:
    """A character card as a reader names it: ``character`` is its term ("gambler"), the
    back either ``wins``/``points`` or a ``special`` one (``per``: the Devil bid's points per
    missed player). ``str`` is the card id, for logs and notation."""

    code: str
    character: str
    wins: int = 0
    points: int = 0
    special: str = ""
    per: int = 0

    def parts(self, cat: Any, lang: str) -> tuple[str, str]:
        """(the character, its back) in ``lang``: the card face sets them on two lines."""
        back = (BACKS[self.special][lang].format(per=self.per) if self.special
                else f"{self.wins}/{self.points}")
        return cat.term(self.character, lang), back

    def words(self, cat: Any, lang: str) -> str:
        """The name on one line. A back in Japanese words goes in brackets after the name
        (「デビル（外れ×30）」): a space between two Japanese words is English spacing; figures
        keep the space that sets them apart from the name (「ギャンブラー 2/50」)."""
        name, back = self.parts(cat, lang)
        return name + aside(back, lang) if lang == "ja" and self.special else f"{name} {back}"

    def __str__(self) -> str:
        return self.code


def card_name(data: KingsData, item: Any) -> Any:
    """The ``CardName`` of a character card id; a King id (a term: "White King") or a text
    that is no card of this game (a refused typo, quoted back as typed) is returned as it is."""
    info = data.cards.get(str(item)) if isinstance(item, str) else None
    if info is None:
        return item
    b = info.bid
    return CardName(str(item), info.character, b.wins, b.points, b.special,
                    int(data["devil_bid_per_miss"]) if b.special == "devil" else 0)
