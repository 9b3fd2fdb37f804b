"""How a line is joined in each language: a label's colon, a list's comma, a note in brackets,
the space after a sentence. English spacing left in Japanese (「理由： …」, 「…です。 (TT-005)」)
is not written Japanese, so every sentence the table builds takes these from one place."""
from __future__ import annotations

import re
from typing import Iterable

#: A label's colon: Japanese takes the full-width 「：」 with no space after it
COLON = {"en": ": ", "ja": "："}
#: Between a sentence and what follows it on its line (a source tag, the winners): Japanese
#: leaves no space after 「。」
GAP = {"en": " ", "ja": ""}
#: A list's separator: Japanese lists take the ideographic comma
LIST_SEP = {"en": ", ", "ja": "、"}
#: Between alternatives that are lists themselves (a history row's legal moves): "give Cy ●3,
#: ▲1" holds a comma already, so moves are set apart by a stronger mark
ALT_SEP = {"en": " / ", "ja": "／"}
#: Between the parts of one line (a header's round, phase and trick; a seat's notes): the
#: Latin middle dot with spaces is not Japanese typography, the katakana 「・」 is
SEP = {"en": " · ", "ja": "・"}
#: Between a prompt and its legend on one line: a full-width space sets them apart in Japanese
WIDE_GAP = {"en": " ", "ja": "　"}
#: The end of a sentence followed by another on the same line
STOP = {"en": ". ", "ja": "。"}


def together(words: list[str], lang: str, conj: str = "and") -> str:
    """Words that name one group: "Ann and Bo", "Ann, Bo and Cy" (a list of seats with
    commas only reads as cut short in English), or choices with ``conj="or"`` ("3, 4 or 5");
    Japanese lists them with 「、」."""
    if lang != "en" or len(words) < 2:
        return LIST_SEP[lang].join(words)
    return f"{', '.join(words[:-1])} {conj} {words[-1]}"


def aside(text: str, lang: str) -> str:
    """A note in brackets after a word or a sentence: " (used)" in English, 「（使用済み）」 in
    Japanese (full-width brackets, no space: 「…です。 (TT-005)」 is not written Japanese).
    Empty for no note; ``text`` goes in as given (escape it first for HTML)."""
    if not text:
        return ""
    return f"（{text}）" if lang == "ja" else f" ({text})"


def cited(ids: Iterable[str], lang: str) -> str:
    """The ruling ids after a sentence that they explain, as an ``aside``: " (TT-008, TT-009)"
    or 「（TT-008、TT-009）」 (ids are letters, digits and dashes: nothing to escape)."""
    return aside(LIST_SEP[lang].join(ids), lang)


# kana, kanji, and Japanese punctuation (「、」「。」「」」「（」「：」「！」「？」...)
_JA = "[\u3001-\u303f\u3040-\u30ff\u4e00-\u9fff\uff01\uff08\uff09\uff0c\uff1a\uff1b\uff1f]"
_FOLDED = re.compile(f"(?<={_JA}) +(?={_JA})|(?<=[、。：「（]) +")


def unfold(text: str, lang: str) -> str:
    """A text written over several lines of YAML (``>-``), joined as its language joins
    lines: YAML puts a space at each line break, which Japanese does not have
    (「ロボットは プログラムカード」, 「持っているので、 ♣3を」). Spaces between two Japanese
    characters go, and after 「、」「。」「：」 or an opening bracket; the other spaces around a
    card or a name (「♥3 を」) stay."""
    return _FOLDED.sub("", text) if lang == "ja" else text


# A template written for any count ("{n} tricks", "{points} points", a badge's "{n} pts") read
# "bids 1 tricks", "score now: 1 points" and "1 pts" (−1 too): one of those nouns after 1 or −1
# is singular ("1 pt"). English only
# (Japanese counts without a plural); "11 tricks", "0.1 points", "2-1 points" and "round 1
# points" (a round's number, not a count) stay. A count stands after a space, "(" or "+":
# a card's 1 ("◆1", "R1") does not; no noun here is also a verb ("wins": "the green 1 wins").
_ONE_OF = re.compile(r"(?<![^\s(+])(?<![Rr]ound )(?<![Tt]rick )"
                     r"((?:[−-])?1) (card|trick|point|gem|crown|choice"
                     r"|round|player|element|token|bid|pt)s\b")


def signed_number(n: int) -> str:
    """``n`` with its sign as the texts write it: "+10", "+0", "−10" (the minus sign U+2212,
    as in "−10 per 2", not the hyphen that ``f"{n:+d}"`` gives)."""
    return f"{n:+d}".replace("-", "−")


def one_is_singular(text: str, lang: str) -> str:
    """``text`` with "1 tricks" written "1 trick" in English (see ``_ONE_OF``)."""
    return _ONE_OF.sub(r"\1 \2", text) if lang == "en" and "1 " in text else text
