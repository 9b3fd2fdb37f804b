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

from tricklab.core.actions import Action
from tricklab.core.errors import TricklabError
from tricklab.core.punctuation import LIST_SEP, aside
from tricklab.core.copies import card_said
from tricklab.core.worded import Worded

from .cards import parse_card
from .data import KingsData

# the special backs in words; a numeric back is its figures ("2/50") in every language
BACKS = {"devil": {"en": "{per}/miss", "ja": "外れ×{per}"},
         "copy": {"en": "copy", "ja": "コピー"}}
# what a play puts on its card, as the play buttons say it
WORD = {"as9": {"en": "as 9", "ja": "9として"}, "as1": {"en": "as 1", "ja": "1として"},
        "asrare": {"en": "as a Rare", "ja": "レアとして"}, "aswf": {"en": "as a White Flag", "ja": "白旗として"},
        "sword": {"en": "with the King's Sword", "ja": "キングの剣つき"},
        "king": {"en": "with your King", "ja": "キングを乗せて"}}
# the same words said of a seat, as a bot's reason reads them ("with Di's King")
WORD_OF = {"king": {"en": "with {seat}'s King", "ja": "{seat}のキングを乗せて"}}
MOVE = {"take": {"en": "take the exclusive black 9 and discard {card}", "ja": "専用の黒の9を取って{card}を捨てる"},
        "lead": {"en": "name {seat} as lead player", "ja": "{seat}をリードプレイヤーに指名する"},
        # the Cheerleader's exchange (KG-076): "give with the Cheerleader ●3" and
        # 「●3をチアリーダーで渡す」 said neither to whom nor in the language's order
        "cheer": {"en": "give {card} to your partner (Cheerleader)", "ja": "{card}をパートナーに渡す（チアリーダー）"},
        "cheer_of": {"en": "give {card} to {seat}'s partner (Cheerleader)",
                     "ja": "{card}を{seat}のパートナーに渡す（チアリーダー）"},
        "return": {"en": "give {card} back to the Cheerleader", "ja": "{card}をチアリーダーに返す"},
        "devil": {"en": "have the {king} sign with the Devil", "ja": "{king}をデビルと契約させる"}}


@dataclass(frozen=True)
class CardName(Worded):
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


@dataclass(frozen=True)
class TheirMove(Worded):
    """A move said of the seat making it ("play ■5 with Di's King"): a bot's reason quotes
    the move it chose, read by a teacher or another seat, to whom "your King" is wrong."""

    action: Action

    def words(self, cat: Any, lang: str) -> str:
        return move_words(self.action, cat, lang, of_seat=True)

    def __str__(self) -> str:
        return str(self.action)


def _arg(text: str, cat: Any, lang: str, seat: str | None = None) -> str:
    """An action's argument in words: a play's extra word (said of ``seat`` when given), a
    card by its label, else a term (a seat, a King)."""
    if seat is not None and text in WORD_OF:
        return WORD_OF[text][lang].format(seat=cat.term(seat, lang))
    if text in WORD:
        return WORD[text][lang]
    try:
        return card_said(parse_card(text))
    except TricklabError:
        return cat.term(text, lang)


def move_words(action: Action, cat: Any, lang: str, of_seat: bool = False) -> str:
    """A KINGs move in words, as a hint quotes it and the history lists it: a play with words
    on it is a move ("play ⚐₂ with your King", 「⚐₂を出す（キングを乗せて）」), the Berserker's
    take says which card goes for the black 9, the Cheerleader's exchange says to whom, the
    2p devil colour names its King, and any
    other move is its verb term with its arguments in the language's order. Here rather than
    in the view because the catalogue words a hint's move and may not import the view.
    ``of_seat``: said of the acting seat, not to it ("with Di's King", ``TheirMove``)."""
    args = [str(a) for a in action.args]
    whose = action.seat if of_seat else None
    if action.kind == "play" and args:
        card, extra = _arg(args[0], cat, lang), [_arg(w, cat, lang, whose) for w in args[1:]]
        if not extra:
            return card
        if lang == "ja":
            return f"{card}を出す" + aside(LIST_SEP[lang].join(extra), lang)
        if len(extra) > 1 and extra[0].startswith("with "):   # "with the Sword and your King"
            extra = extra[:1] + [w.removeprefix("with ") for w in extra[1:]]
        return f"play {card} {' and '.join(extra)}"
    if action.kind == "cheer" and args and whose is not None:
        return MOVE["cheer_of"][lang].format(card=_arg(args[0], cat, lang),
                                             seat=cat.term(whose, lang))
    if action.kind in ("take", "cheer", "return") and args:
        return MOVE[action.kind][lang].format(card=_arg(args[0], cat, lang))
    if action.kind == "lead" and args:
        return MOVE["lead"][lang].format(seat=args[0])
    if action.kind == "devil" and args:         # the colour names a King
        return MOVE["devil"][lang].format(king=cat.term(f"KING-{args[0]}", lang))
    verb = cat.verb(action.kind, lang)
    words = LIST_SEP[lang].join(_arg(a, cat, lang) for a in args)
    if not words:
        return verb
    return f"{words}を{verb}" if lang == "ja" else f"{verb} {words}"
