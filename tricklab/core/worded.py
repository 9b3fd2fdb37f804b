"""Values a message names that word themselves for the reader: a sum with its parts, a list
grouped by seat, a game's card name. ``Catalogue.term`` asks such a value for its words in the
reader's language (``Worded.words``), so a game hands the value over as a parameter and never
formats it in English first; ``str`` stays the plain form for logs and notation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .punctuation import COLON, LIST_SEP, aside, together


class Worded:
    """A parameter value that words itself: ``words(catalogue, lang)``."""

    def words(self, cat: Any, lang: str) -> str:
        raise NotImplementedError


# the signs of a sum as written in each language (Japanese sums in the rulebook: 0＋1＋2＝3)
PLUS = {"en": " + ", "ja": "＋"}
MINUS = {"en": " − ", "ja": "−"}
EQUALS = {"en": " = ", "ja": "＝"}


@dataclass(frozen=True)
class Sum(Worded):
    """A number of a score line with the parts it adds up from, so the line shows its
    arithmetic as the spec does ("0 + 1 (Fairy's Gift) + 2 (Devil front) = 3", KG-070;
    "50 − 10 (copied) = 40", KG-078) instead of a total that reads as a slip. ``terms`` are
    (value, label) pairs; a label is a term (or an ``Owned`` term: "Di's tricks"), "" for none.
    A single unlabelled term is just its number."""

    terms: tuple[tuple[int, Any], ...]

    @property
    def total(self) -> int:
        return sum(v for v, _ in self.terms)

    def words(self, cat: Any, lang: str) -> str:
        if len(self.terms) == 1 and not self.terms[0][1]:
            return str(cat.term(self.total, lang))
        out = ""
        for i, (v, label) in enumerate(self.terms):
            sign = "" if i == 0 else MINUS[lang] if v < 0 else PLUS[lang]
            out += sign + cat.term(abs(v) if i else v, lang) + (
                aside(cat.term(label, lang), lang) if label else "")
        return out + EQUALS[lang] + cat.term(self.total, lang) if len(self.terms) > 1 else out

    def __str__(self) -> str:
        return str(self.total)


# the seats of a list grouped by seat: "Ann: Cheerleader, Resistance; Bo: Samurai, Hermit"
SEAT_SEP = {"en": "; ", "ja": "／"}


@dataclass(frozen=True)
class BySeat(Worded):
    """Each seat's cards, grouped: a reveal of two fronts each read as one list ("Ann
    Cheerleader, Resistance, Bo Samurai, Hermit"), which hid whose card was whose."""

    items: tuple[tuple[str, tuple[Any, ...]], ...]

    @classmethod
    def of(cls, by_seat: dict[str, list[Any]]) -> "BySeat":
        return cls(tuple((s, tuple(v)) for s, v in by_seat.items()))

    def words(self, cat: Any, lang: str) -> str:
        return SEAT_SEP[lang].join(f"{cat.seat(s, lang)}{COLON[lang]}{cat.term(list(v), lang)}"
                                   for s, v in self.items)

    def __str__(self) -> str:
        return "; ".join(f"{s}: {', '.join(map(str, v))}" for s, v in self.items)


@dataclass(frozen=True)
class SeatCard(Worded):
    """One seat's card as a reveal lists it, "Ann 🔥5" (``note``: a term said beside it, a
    third joker's "JOKER"). Worded by the catalogue, so the live region says the card in
    words ("Ann fire 5") where a line built with its label was read "Ann fire emoji 5"."""

    seat: str
    card: Any
    note: str = ""

    def words(self, cat: Any, lang: str) -> str:
        return f"{self.seat} {cat.term(self.card, lang)}{aside(cat.term(self.note, lang), lang) if self.note else ''}"

    def __str__(self) -> str:
        return f"{self.seat} {self.card}"


@dataclass(frozen=True)
class Grouped(Worded):
    """Seats in groups, each with what its seats share: two crashes at once ("Alice, Dan (5);
    Bob, Cara (8)") read as one list of four seats, as if all four numbers were equal.
    ``items`` are (seats, shared value) pairs; a value is worded by the catalogue."""

    items: tuple[tuple[tuple[str, ...], Any], ...]

    def words(self, cat: Any, lang: str) -> str:
        return SEAT_SEP[lang].join(f"{cat.seat(list(seats), lang)}{aside(cat.term(v, lang), lang)}"
                                   for seats, v in self.items)

    def __str__(self) -> str:
        return "; ".join(f"{', '.join(seats)} ({v})" for seats, v in self.items)


@dataclass(frozen=True)
class Keyed(Worded):
    """A mapping keyed by terms of the game, not by seats: TriATri's supply ``{fire: 6}``
    reads 「火 6、…」. A plain dict's keys are read as seat names (a seat called "S" is no
    ♠ spades), so a mapping by terms says so."""

    items: tuple[tuple[str, Any], ...]

    def words(self, cat: Any, lang: str) -> str:
        return str(cat.mapping(dict(self.items), lang, cat.term))

    def __str__(self) -> str:
        return str(dict(self.items))


@dataclass(frozen=True)
class InLanguages(Worded):
    """Words given in each language (a game's title): "tricktakers is played by 3, 4, 5
    players" named the game by its registry key, in Japanese too."""

    texts: tuple[tuple[str, str], ...]

    def words(self, cat: Any, lang: str) -> str:
        found = dict(self.texts)
        return found.get(lang) or found["en"]

    def __str__(self) -> str:
        return dict(self.texts)["en"]


@dataclass(frozen=True)
class Either(Worded):
    """Values of which one is meant: "3, 4 or 5" (「3、4、5」)."""

    items: tuple[Any, ...]

    def words(self, cat: Any, lang: str) -> str:
        return together([cat.term(v, lang) for v in self.items], lang, conj="or")

    def __str__(self) -> str:
        return together([str(v) for v in self.items], "en", conj="or")


@dataclass(frozen=True)
class Said(Worded):
    """A message of the catalogue said as a part of another, so a line lists only the parts
    that are there: TriATri's score line read "0 sets × +1, 0 pairs × −2, 3 leftover gem(s)"
    for a player with neither sets nor pairs. ``params`` are (name, value) pairs."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()

    def words(self, cat: Any, lang: str) -> str:
        return str(cat.message(self.code, dict(self.params), lang))

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True)
class Parts(Worded):
    """Parts of a line that hold lists themselves, set apart as the seats of ``BySeat`` are:
    RoboTrick's "in the hangar ♦5, ♠J, ♣10 (plus), minus cards ♠4, ♥7" read as one list."""

    items: tuple[Worded, ...]

    def words(self, cat: Any, lang: str) -> str:
        return SEAT_SEP[lang].join(cat.term(i, lang) for i in self.items)

    def __str__(self) -> str:
        return "; ".join(map(str, self.items))


@dataclass(frozen=True)
class Whose(Worded):
    """Whose thing a seat acts on, as the sentence's subject would say it: "Ann (Collector)
    reserves Ann's card" named the actor twice when the card was Ann's own; it reads "their
    own card" / 「自分のカード」. Reads "Bo's" / 「Boの」 otherwise (the template adds the noun)."""

    owner: str
    actor: str

    def words(self, cat: Any, lang: str) -> str:
        if self.owner == self.actor:
            return "their own" if lang == "en" else "自分の"
        return f"{self.owner}'s" if lang == "en" else f"{self.owner}の"

    def __str__(self) -> str:
        return f"{self.owner}'s"


@dataclass(frozen=True)
class Typed(Worded):
    """Text the player typed, quoted back as typed: 'ANN' / 「ANN」. A refusal that names a
    typo the way it names a card ("ANN is not in your party", 「ANNはあなたのパーティに…」)
    reads as if ANN were a card of the game."""

    text: str

    def words(self, cat: Any, lang: str) -> str:
        return f"「{self.text}」" if lang == "ja" else f"'{self.text}'"

    def __str__(self) -> str:
        return f"'{self.text}'"


@dataclass(frozen=True)
class Because(Worded):
    """An error said inside another message, in the catalogue's words for it: a scenario's
    action the game cannot read quoted the engine's English note to a Japanese teacher."""

    error: Any

    def words(self, cat: Any, lang: str) -> str:
        return str(cat.explain(self.error, lang).headline)

    def __str__(self) -> str:
        return str(self.error)


@dataclass(frozen=True)
class Twice(Worded):
    """Where a set-up placed a card twice: "twice: in Ann's hand and in the deck", and one
    place named once when both are the same ("twice in Aki's hand", 「Akiの手札に2回」):
    "in Aki's hand and in Aki's hand" read as a slip of the message, not of the file."""

    first: Any
    second: Any

    def words(self, cat: Any, lang: str) -> str:
        a, b = cat.term(self.first, lang), cat.term(self.second, lang)
        if a == b:
            return f"twice in {a}" if lang == "en" else f"{a}に2回出てきます"
        return f"twice: in {a} and in {b}" if lang == "en" else f"2か所にあります：{a}と{b}"

    def __str__(self) -> str:
        return f"twice: in {self.first} and in {self.second}"


@dataclass(frozen=True)
class Letters(Worded):
    """Letters that each name a thing, in order (the Strategist's traps, ``DEABC``): said one
    by one, 「D・E・A・B・C」 / "D, E, A, B, C", not run together as a word. ``str`` is the
    notation."""

    text: str

    def words(self, cat: Any, lang: str) -> str:
        return ("・" if lang == "ja" else ", ").join(self.text)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Names(Worded):
    """Names typed as written (option keys, preset names), listed in the reader's way:
    「trump、hand_size」 read 「trump, hand_size」 in a Japanese sentence."""

    items: tuple[str, ...]

    def words(self, cat: Any, lang: str) -> str:
        return LIST_SEP[lang].join(self.items) or "-"

    def __str__(self) -> str:
        return ", ".join(self.items) or "-"


@dataclass(frozen=True)
class SeatsAsTyped(Worded):
    """Seat names a player must type, each with its typed form when the reader's words for it
    differ: 「席：Chie、ロボット、Aki、Ben」 listed a seat that must be typed ``Robot`` as
    ロボット; it reads 「ロボット（Robot）」. Iterates as the names, as the list it replaces."""

    seats: tuple[str, ...]

    def words(self, cat: Any, lang: str) -> str:
        said = []
        for seat in self.seats:
            # a seat reads as written ("S" is no ♠), RoboTrick's Robot as 「ロボット」
            term = str(cat.seat(seat, lang) if hasattr(cat, "seat") else cat.term(seat, lang))
            said.append(term if term == seat else term + aside(seat, lang))
        return LIST_SEP[lang].join(said)

    def __iter__(self) -> Any:
        return iter(self.seats)

    def __str__(self) -> str:
        return ", ".join(self.seats)
