"""Rulings catalogues and bilingual explanations.

Every game ships ``rulings.yaml`` (ruling id -> title, text, example in en/ja, source tag,
whether it is our own [interp] ruling) and ``messages.yaml`` (message code -> template in
en/ja, plus ``terms``: words such as suit letters or behaviour codes to translate when they
appear as parameters; a code's ``CODE_NONE`` and ``CODE_ONE`` entries word a count of zero
and of one, see ``Catalogue.count_variant``). Core messages shared by all games live in ``core/messages.yaml``.
"""
from __future__ import annotations

import re
import string
import unicodedata
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Callable, Iterable, NamedTuple

from . import packaged_yaml

from .checks import LANGS, check_lang  # noqa: F401 - LANGS re-exported (was defined here)
from .errors import ArgumentError, clip
from .copies import _SPOKEN, _TWINS, _Twins, card_said
from .events import Event, Step
from .worded import SEAT_SEP, Worded
from .punctuation import COLON, LIST_SEP, aside, one_is_singular, together



@dataclass(frozen=True)
class Ruling:
    id: str
    title: dict[str, str]
    text: dict[str, str]
    source: str
    interp: bool = False
    interp_reason: dict[str, str] = field(default_factory=dict)
    example: dict[str, str] = field(default_factory=dict)
    #: ``source`` in Japanese, for a source with words besides its tags (a Japanese page must
    #: not cite "web rulebook; spec tag:" in English); tags alone read the same in both
    source_ja: str = ""

    def source_in(self, lang: str) -> str:
        """Where the ruling comes from, as a reader of ``lang`` sees it: in Japanese the spec's
        tags read as Japanese too (``[seed]`` 「［原作］」, ``[src 3]`` 「［資料3］」,
        ``[interp]`` 「［解釈］」), so a Japanese page leaves no English word in its sources."""
        if lang != "ja":
            return self.source
        return source_tags_ja(self.source_ja or self.source)

    def render(self, lang: str = "en", words: Callable[[str], str] = str) -> str:
        """One line: id, title, text and the [interp] mark, in ``lang``; ``words`` rewrites the
        title and text for a table (its cards drawn as the felt draws them)."""
        tag = INTERP_MARK[lang] if self.interp else ""
        return f"{self.id} {words(self.title[lang])}{COLON[lang]}{words(self.text[lang])}{tag}"

    def __repr__(self) -> str:
        """Its id and title ("<Ruling BT-002 Follow suit>"): the field dump held both
        languages' texts, its sources and examples."""
        return f"<Ruling {self.id} {self.title.get('en', '')}>"

    def _repr_html_(self) -> str:
        from .display import ruling_html
        return ruling_html(self, "en")

    def display(self, lang: str = "en") -> Any:
        """The ruling in ``lang`` for a notebook cell: id, title, the [interp] mark, text, source."""
        from .checks import check_lang
        from .display import Shown, ruling_html
        return Shown(ruling_html(self, check_lang(lang)))


#: The mark of tricklab's own rulings after a ruling's text (Japanese leaves no space after
#: its 「。」: 「…回です。 [interp：…]」 was English spacing)
INTERP_MARK = {"en": " [interp: our ruling]", "ja": "［解釈：tricklabの裁定］"}

#: The spec's source tags in Japanese: the original rules (the seed documents), the spec's
#: numbered sources, and tricklab's own reading where the rules are silent
_TAG = re.compile(r"\[(seed|interp|src (\d+))\]")
_TAG_JA = {"seed": "原作", "interp": "解釈"}


def source_tags_ja(text: str) -> str:
    """``text`` with each spec tag in Japanese: 「[seed]。…は[interp]」 reads
    「［原作］。…は［解釈］」, 「[src 1][src 4]」 「［資料1］［資料4］」; any other bracket
    too (the basic game's 「[tricklab：基本のホイスト]」 was the one Latin bracket left)."""
    tagged = _TAG.sub(lambda m: f"［{_TAG_JA.get(m[1]) or '資料' + m[2]}］", text)
    return tagged.replace("[", "［").replace("]", "］")


@dataclass(frozen=True)
class ExplanationLine:
    text: str
    rulings: tuple[str, ...]


@dataclass(frozen=True, repr=False)
class Explanation:
    """An event rendered in one language: a headline, its steps and the rulings cited. Shown
    as its text in a terminal as well (``repr``): a dataclass's field dump read as noise to
    someone exploring in a REPL."""

    headline: str
    steps: tuple[ExplanationLine, ...]
    rulings: tuple[Ruling, ...]
    lang: str
    #: the ids a refusal's headline cites (None: every ruling's); a box of refused moves
    #: whose lines cite their own leaves the headline bare, so no id is cited twice
    head_cites: tuple[str, ...] | None = None
    #: said after the headline when the teacher's explanation holds what some seat may not
    #: see ("teacher view: ..."), as ``Match.display`` marks such an event; "" otherwise
    mark: str = ""

    def __str__(self) -> str:
        head = self.headline + aside(self.mark, self.lang)
        lines = [head] + [f"  - {s.text}" for s in self.steps]
        lines += [f"  [{r.render(self.lang)}]" for r in self.rulings]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        from .display import explanation_html
        return explanation_html(self)


class Named(NamedTuple):
    """A seat and the term of what it holds, e.g. ``Named("Ann", "hermit")``: an event's list
    of seats with their characters reads "Ann Hermit" or 「Annのハーミット」 (the term
    translated; an id alone would show as "hermit" in both languages, and 「Ann ハーミット」
    set a name and a noun side by side with an English space)."""

    seat: str
    term: str


class Owned(NamedTuple):
    """A seat's thing named by its term, e.g. ``Owned("Di", "KING-W")``: reads "Di's White
    King" / 「Diの白のキング」 (a dict ``{seat: term}`` read 「Di 白」)."""

    seat: str
    term: str


class Place(str):
    """Where a set-up put a card: the English words (what ``str`` gives, for an exception's
    own message) and, for the catalogue, a term and the seat it belongs to. ``Place("Ben's
    hand", "zone_hand", "Ben")`` reads 「Benの手札」 in a Japanese refusal, where the English
    words read 「Robot's handとBen's hand」."""

    __slots__ = ("term", "seat")
    term: str
    seat: str | None

    def __new__(cls, words: str, term: str, seat: str | None = None) -> "Place":
        obj = super().__new__(cls, words)
        obj.term, obj.seat = term, seat
        return obj

    @classmethod
    def hand(cls, seat: str) -> "Place":
        """A seat's hand, the place a set-up names most."""
        return cls(f"{seat}'s hand", "zone_hand", seat)


class Verb(str):
    """An action kind named in a message, e.g. ``Verb("bid")``: it reads as the game's verb
    (its catalogue term ``verb_bid``: "bid" / 「勝ち数を予想する」), never as the notation's
    code, so a refusal says what was tried in the learner's words. Equal to the kind it names,
    so code that compares parameters is not affected."""

    __slots__ = ()


# "3 card(s)" written for any count reads "3 cards", "1 card(s)" "1 card": a number, at most
# two words (one may start with a sign: "1 🌳wood gem(s)"), then the counted word (English only: Japanese counts without a plural)
_COUNTED = re.compile(r"\b(\d+)((?: [^\w\s]?[\w/-]+){0,2}?) (\w+)\(s\)")


# a verb agreeing with a count: "{n} card(s) stay[s]" reads "1 card stays", "2 cards stay"
_VERB = re.compile(r"\b(\d+)((?: [\w()-]+){0,3}?) (\w+)\[s\]")


def _counted(text: str) -> str:
    text = _VERB.sub(lambda m: f"{m[1]}{m[2]} {m[3]}{'s' if m[1] == '1' else ''}", text)
    return _COUNTED.sub(lambda m: f"{m[1]}{m[2]} {m[3]}{'' if m[1] == '1' else 's'}", text)


def _winners_verb(tpl: str, winners: Any) -> str:
    """ "{winners} win(s)": "Ann wins", "Ann and Bo win"."""
    if isinstance(winners, (list, tuple)):
        return tpl.replace("{winners} win(s)", "{winners} wins" if len(winners) == 1 else "{winners} win")
    return tpl


# "the reserved card(s) {cards}", "unknown field(s): {fields}": a word whose count is the
# list named right after it (English only)
_LISTED = re.compile(r"((?:\w+\(s\)(?: or )?)+)(:? \(?)\{(\w+)\}")


def _listed(tpl: str, params: dict[str, Any]) -> str:
    """ "card(s) {cards}" with a list of one reads "card ■1", of more "cards ■1, ■2": the
    count is the list's length, which no number in the text shows."""
    def one(m: "re.Match[str]") -> str:
        value = params.get(m[3])
        if not isinstance(value, (list, tuple)):
            return m[0]
        return m[1].replace("(s)", "" if len(value) == 1 else "s") + f"{m[2]}{{{m[3]}}}"
    return _LISTED.sub(one, tpl)


# a dict value in words (a letter or a Japanese word first), not a number ("+10", "−3", "5")
_WORDS = re.compile(r"[A-Za-z\u3040-\u30ff\u4e00-\u9fff「]")


#: Parameters that name seats, in every game's messages: a seat's name is said as written,
#: never as a term of the game (a seat called "S" read "It is not ♥ hearts's turn: waiting for
#: ♠ spades."). A message whose other parameters name seats lists them under its ``names``
#: key (RoboTrick's ``left``, which other messages use for a count or a character).
SEAT_PARAMS = frozenset({
    "seat", "seats", "waiting", "winner", "winners", "leader", "leaders", "tied", "dealer",
    "players", "order", "target", "to", "victim", "thief", "ruler", "holder", "next", "first",
    "robot_left", "reduced", "others"})

#: The suffixes of a message's words for a count of zero and of one (``Catalogue.count_variant``)
NONE, ONE = "_NONE", "_ONE"
#: The suffix of a hint's words as a bot's reason, about its seat (``Catalogue.reason``)
BY = "_BY"
#: The suffix of an event's words for a reader who may see its private parameters
#: (``Catalogue.explain``): its seat and the teacher read them, the others its own words
SEEN = "_SEEN"


def _count(value: Any) -> int | None:
    """A parameter as a count for a message's ``_NONE``/``_ONE`` words: a whole number, or
    the length of a list ("formations: —" for an empty list of formations); None for anything
    else (a flag is no count)."""
    if value.__class__ is int:
        return int(value)
    if isinstance(value, (list, tuple)):
        return len(value)
    return None




def speaking() -> bool:
    """True while a message is worded for a screen reader (``spoken_cards``): a value that
    is drawn as signs (a suit cost "♠♠") then words itself in words."""
    return _SPOKEN.get() is not None


def unsigned(words: str) -> str:
    """A term without the sign it starts with when words follow ("♦ diamonds", 「♠スペード」)."""
    if len(words) > 2 and unicodedata.category(words[0]) == "So":
        rest = words[1:].lstrip()
        if rest[:1].isalpha():
            return rest
    return words


class spoken_cards:
    """``with spoken_cards(say): ...``: every card a message words meanwhile is ``say(card)``
    (its name in words) rather than its label."""

    def __init__(self, say: Callable[[Any], str]) -> None:
        self.say = say
        self.token: Any = None

    def __enter__(self) -> "spoken_cards":
        self.token = _SPOKEN.set(self.say)
        return self

    def __exit__(self, *exc: Any) -> None:
        _SPOKEN.reset(self.token)


def unrepeated(tpl: str, values: dict[str, Any], lang: str) -> str:
    """``tpl`` without the words just before a field that the field's value says again. A
    card said in words for a screen reader names its kind ("偽カード1", 「レア（キング専用
    レア）」) where the drawn label is a sign (🎭₁), so 「{seat}が偽カード{card}を出し」 was
    heard as 「Cyが偽カード偽カード1を出し」; the template's kind word goes when the value
    holds it. A repeat is whole words of both, at least two characters in Japanese (a word
    starts where the script changes, ``_word_at``), so a particle (「の」), a short word or
    the end of a word (「ード」 of 「カード」, in 「スペード」) is never taken for one."""
    parts: list[str] = []
    for literal, name, spec, conv in string.Formatter().parse(tpl):
        said = str(values.get(name, "")) if name else ""
        cut = _repeat(literal, said, lang) if said else 0
        kept = literal[:len(literal) - cut] if cut else literal
        parts.append(kept.replace("{", "{{").replace("}", "}}"))
        if name is not None:
            parts.append("{" + name + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "")
                         + "}")
    return "".join(parts)


def _repeat(literal: str, said: str, lang: str) -> int:
    """How many characters at the end of ``literal`` ``said`` says again (0: none). In
    Japanese a repeat is whole words, in ``literal`` and in ``said`` alike: any end of a word
    that ``said`` held was cut, and 「ード」 of 「渡すカード」, found in 「スペードのクイーン」,
    was heard as 「渡すカスペードのクイーン」."""
    if lang == "ja":
        for n in range(len(literal), 1, -1):
            if _word_at(literal, len(literal) - n) and _said_whole(literal[-n:], said):
                return n
        return 0
    words = literal.rstrip().split(" ")
    space = len(literal) - len(literal.rstrip())
    for k in range(len(words)):          # the longest repeat first
        tail = " ".join(words[k:])
        if len(tail) > 2 and re.search(rf"(?<!\w){re.escape(tail)}(?!\w)", said):
            return len(tail) + space
    return 0


def _script(ch: str) -> str:
    """The script of a Japanese character: where it changes, a word may begin (there is no
    space between words). Katakana keeps its 「ー」; a sign or a mark is a word of its own."""
    o = ord(ch)
    if 0x3041 <= o <= 0x309F:
        return "hira"
    if 0x30A0 <= o <= 0x30FF or 0xFF66 <= o <= 0xFF9F:
        return "kata"
    if 0x4E00 <= o <= 0x9FFF or ch in "々〆":
        return "kanji"
    return "digit" if ch.isdigit() else "latin" if ch.isalpha() else ch


def _word_at(text: str, i: int) -> bool:
    """Whether a word the reader would hear again starts at ``text[i]``: where the script
    changes, and not in hiragana (a particle or a verb's ending, 「す」 of 「渡す」)."""
    return _script(text[i]) != "hira" and (i == 0 or _script(text[i - 1]) != _script(text[i]))


def _said_whole(words: str, said: str) -> bool:
    """Whether ``said`` holds ``words`` as whole words (「カード」 in 「偽カード1」, not in
    「カードゲーム」)."""
    start = said.find(words)
    while start >= 0:
        end = start + len(words)
        if (start == 0 or _script(said[start - 1]) != _script(words[0])) and \
                (end == len(said) or _script(said[end]) != _script(words[-1])):
            return True
        start = said.find(words, start + 1)
    return False


class _Safe(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Catalogue:
    """Rulings and message templates of one game (core messages merged in)."""

    def __init__(self, game: str, rulings: dict[str, Ruling], messages: dict[str, dict[str, str]],
                 terms: dict[str, dict[str, str]],
                 refusals: dict[str, dict[str, str]] | None = None) -> None:
        self.game = game
        self.rulings = rulings
        self.messages = messages
        self.terms = terms
        #: templates of refusals whose code is also an event's (``GAME_OVER`` ends a game and
        #: refuses a move after it): an error looks here first, an event never does
        self.refusals = refusals or {}

    @classmethod
    def load(cls, package: str, game: str) -> "Catalogue":
        """The catalogue of a game package (its rulings and messages, with core messages)."""
        core = _yaml("tricklab.core", "messages.yaml")
        base: Any = resources.files(package)  # a hashable Path at runtime (_merged is cached)
        rul = _merged(base, "rulings", "rulings")
        msg = _merged(base, "messages", "messages", "terms", "refusals")
        rulings = parse_rulings(rul.get("rulings") or {})
        messages = {**core.get("messages", {}), **(msg.get("messages") or {})}
        terms = {**core.get("terms", {}), **(msg.get("terms") or {})}
        refusals = {**core.get("refusals", {}), **(msg.get("refusals") or {})}
        return cls(game, rulings, messages, terms, refusals)

    @classmethod
    def core(cls) -> "Catalogue":
        """The messages every game shares, without a game's (the scenario loader words its
        problems before any game is known)."""
        return _core_catalogue()

    # -- rendering -------------------------------------------------------------------------
    def term(self, value: Any, lang: str) -> str:
        """A parameter value in words of ``lang`` (cards by label, lists joined)."""
        if hasattr(value, "label"):
            return card_said(value)  # a copy number only where two copies share a message  # a copy number only where two copies share a message
        if isinstance(value, (Named, Owned)):
            # a seat that is a term of the game reads in the reader's words: RoboTrick's
            # automatic seat is 「ロボット」, not 「Robotの手札」
            seat = self.seat(value.seat, lang)
            if lang == "ja":
                return f"{seat}の{self.term(value.term, lang)}"
            return f"{seat} {self.term(value.term, lang)}" if isinstance(value, Named) \
                else f"{seat}'s {self.term(value.term, lang)}"
        if isinstance(value, Verb):
            return self.verb(value, lang)
        if isinstance(value, Worded):
            return value.words(self, lang)
        if isinstance(value, Place):
            return self.term(Owned(value.seat, value.term) if value.seat else value.term, lang)
        if isinstance(value, (list, tuple)):
            if not value:
                return "—"
            token = _TWINS.set(_Twins([value], _TWINS.get()))     # "⚐₁, ⚐₂" stay apart
            try:
                return LIST_SEP[lang].join(self.term(v, lang) for v in value)
            finally:
                _TWINS.reset(token)
        if isinstance(value, dict):           # keyed by seats (``Keyed``: by terms)
            return self.mapping(value, lang, self.seat)
        if isinstance(value, str) and value in self.terms:
            words = self.terms[value].get(lang, value)
            if _SPOKEN.get() is not None:       # "♦ diamonds" said "diamonds" (the sign is
                return unsigned(words)           # read "black diamond suit")
            return words
        if isinstance(value, int) and not isinstance(value, bool) and value < 0:
            return f"−{-value}"      # the minus sign, as the texts write "−10 per 2" (not "-10")
        return str(value)

    def seat(self, value: Any, lang: str) -> str:
        """A seat's name (or a list of them) as written: a name is no term of the game, even
        when it is spelt like one ("S" is a seat, not ♠ spades); only a term marked ``seat``
        (RoboTrick's ``Robot``, 「ロボット」) reads in the reader's words. Anything else (a card
        listed among seats) is worded by ``term``."""
        if isinstance(value, str):
            words = self.terms.get(value)
            return str(words.get(lang) or value) if words and words.get("seat") else value
        if isinstance(value, (list, tuple)) and value:
            return LIST_SEP[lang].join(self.seat(v, lang) for v in value)
        return self.term(value, lang)

    def mapping(self, value: dict[Any, Any], lang: str, key: Callable[[Any, str], str]) -> str:
        """A mapping in words, its keys worded by ``key`` (``seat`` or ``term``)."""
        token = _TWINS.set(_Twins([value], _TWINS.get()))
        try:
            pairs = [(key(k, lang), self.term(v, lang)) for k, v in value.items()]
        finally:
            _TWINS.reset(token)
        if any(_WORDS.match(v) for _, v in pairs):
            # seats with words, not numbers: 「Cy 王冠を盗む、Ann 30点を盗む」 joined a name
            # and a Japanese phrase with an English space; they read as BySeat does
            return SEAT_SEP[lang].join(f"{k}{COLON[lang]}{v}" for k, v in pairs)
        return LIST_SEP[lang].join(f"{k} {v}" for k, v in pairs) or "—"

    def verb(self, kind: str, lang: str) -> str:
        """An action kind in words ("pass" / 「渡す」): the term ``verb_<kind>`` (core's common
        verbs, which a game's own term overrides: TRicK GEAR's pass is a turn's, 「パスする」, not
        RoboTrick's passing of cards), else the term of the kind, else the kind itself. A verb
        has a term of its own because it may share its word with a noun ("hermit" names a
        character; the KINGs verb uses its ability)."""
        words = self.terms.get(f"verb_{kind}")
        if words:
            return words.get(lang) or words.get("en") or kind
        return self.term(str(kind), lang)

    def message(self, code: str, params: dict[str, Any] | None = None, lang: str = "en",
                refusal: bool = False) -> str:
        """The message ``code`` in ``lang`` with ``params`` filled in; ``refusal``: the code is
        an error's, whose template ``refusals`` may hold apart from the events'. A count of
        zero or one takes the code's ``_NONE`` or ``_ONE`` variant when there is one
        (``count_variant``)."""
        found = (refusal and self.refusals.get(code)) or self.messages.get(code, {})
        if params:
            found = self.count_variant(code, params, refusal) or found
        tpl = found.get(lang) or found.get("en")
        params = params or {}
        # the twins of the message, and of what it is worded in (a row of buttons' copies)
        token = _TWINS.set(_Twins(params.values(), _TWINS.get()))
        try:
            if tpl is None:
                return code + (" " + ", ".join(f"{k}={self.term(v, lang)}"
                                               for k, v in params.items()) if params else "")
            if lang == "en" and "(s)" in tpl:
                tpl = _listed(_winners_verb(tpl, params.get("winners")), params)
            names = SEAT_PARAMS.union(found.get("names") or ())
            values = {k: (self.seat if k in names else self.term)(params[k], lang)
                      for k in _fields(tpl) if k in params}
            if lang == "en" and "and" in found:
                values.update(self._conjoined(found["and"], params, names))
        finally:
            _TWINS.reset(token)
        if _SPOKEN.get() is not None:       # a screen reader's words: no kind said twice
            tpl = unrepeated(tpl, values, lang)
        text = tpl.format_map(_Safe(values))
        counted = lang == "en" and ("(s)" in text or "[s]" in text)
        return one_is_singular(_counted(text) if counted else text, lang)

    def reason(self, code: str, params: dict[str, Any], seat: str, lang: str = "en") -> str:
        """A bot's reason for its move (the hint ``code`` it followed) as it is read beside
        the move: about ``seat`` (the seat as the table writes it), not to the reader. A hint
        speaks to the seat it advises ("your hangar has 2 free bays"); the same words under
        "What Ben was thinking:", read by a teacher or after the game, said "your hangar" of
        Ben's. A code's ``_BY`` words (``HINT_TAKE_BY``: "Ben's hangar", 「Benの格納庫」) are
        used when the game has them, with ``seat`` among their parameters; otherwise the
        hint's own words, which name nothing of the reader's. A count of none or one picks
        the variant's ``_BY`` words (``HINT_BET_NONE_BY`` for a bet of 0), as ``message``
        picks the variant: ``HINT_BET``'s own words name nothing of the reader's, its
        ``_NONE`` words said "keep your points out of risk". Each parameter is worded as
        said of ``seat`` (``about``): a move quoted as its button says it ("play ■5 with your
        King") is the seat's move, not the reader's."""
        params = {k: self.about(v, seat) for k, v in params.items()}
        for words in (self.variant_code(code, params), code):
            if words is not None and words + BY in self.messages:
                return self.message(words + BY, {**params, "seat": seat}, lang)
        return self.message(code, params, lang)

    def about(self, value: Any, seat: str) -> Any:
        """``value`` as a reason about ``seat`` names it (see ``reason``): itself, unless a
        game words it to the reader (KINGs' moves say "your King")."""
        return value

    def variant_code(self, code: str, params: dict[str, Any]) -> str | None:
        """The code of the count variant ``message`` words ``code`` in (``code + "_NONE"``
        or ``code + "_ONE"``), None when it takes ``code``'s own words."""
        found = self.count_variant(code, params)
        if found is None:
            return None
        return next(code + s for s in (NONE, ONE) if self.messages.get(code + s) is found)

    def _conjoined(self, fields: "str | list[str]", params: dict[str, Any],
                   names: frozenset[str] = SEAT_PARAMS) -> dict[str, str]:
        """English words of the list parameters a message's ``and`` key names, joined as one
        group ("Alice and Bob", "Ann, Bo and Cy"): a list of seats said "a draw between Alice,
        Bob" and "Ann, Bo tie", read as a list cut short. Other lists (cards) keep commas."""
        out = {}
        for k in [fields] if isinstance(fields, str) else fields:
            v = params.get(k)
            if isinstance(v, (list, tuple)) and len(v) > 1:
                said = self.seat if k in names else self.term
                out[k] = together([said(x, "en") for x in v], "en")
        return out

    def count_variant(self, code: str, params: dict[str, Any],
                      refusal: bool = False) -> dict[str, str] | None:
        """The words of ``code`` for a count of none or of one, when the catalogue has them:
        the template of ``code + "_NONE"`` when the count its ``count`` key names (else
        ``n``; a list counts its items) is 0, of ``code + "_ONE"`` when it is 1, else None. A
        template written for any count read "the used red King, 0 red cards × 10: +0" and
        「公開されなかった0枚は箱に戻します」, and TRicK GEAR's "every other present
        character takes the rate" spoke of a crowd when a single opponent was left. Chosen
        when the words are made, so the event keeps its code (scenario files and golden
        playthroughs name events by code). A refusal's variants sit beside its words (in
        ``refusals`` when its words are there)."""
        table = self.refusals if refusal and code in self.refusals else self.messages
        for suffix, count in ((NONE, 0), (ONE, 1)):
            found = table.get(code + suffix)
            if found is not None and _count(params.get(found.get("count", "n"))) == count:
                return found
        return None

    def _headline(self, ev: Event, lang: str) -> str:
        """An event's headline. Its ``_SEEN`` words, when the catalogue has them, name what
        only some readers may see (the card a Ninja dropped face down): they are used when
        this copy of the event holds every parameter they name, its private ones included
        (``Event.seen_by`` keeps a seat's own, the teacher's copy all). One event is then one
        line for every reader, instead of a public line and a private line told twice."""
        found = self.messages.get(ev.code + SEEN)
        if found is not None:
            full = {**ev.params_for(None), "seat": ev.seat}
            if all(f in full for f in _fields(found.get(lang) or found.get("en") or "")):
                return self.message(ev.code + SEEN, full, lang)
        return self.message(ev.code, {**ev.params, "seat": ev.seat}, lang)

    def _quotes(self, code: str, params: dict[str, Any], lang: str) -> bool:
        """Whether the words of refusal ``code`` hold their ``{example}`` themselves (else
        ``explain`` adds it: "…, e.g. 'Ann 7D'.", 「…（例：「Ann 7D」）。」)."""
        found = self.count_variant(code, params, True) or self.refusals.get(code) \
            or self.messages.get(code) or {}
        return "example" in _fields(str(found.get(lang) or found.get("en") or ""))

    def ruling(self, rid: str) -> Ruling:
        """The ruling with this id."""
        return self.rulings[rid]

    #: the game whose rulings ``kept`` lists, by language ({} when it keeps none)
    kept_from: dict[str, str] = {}

    def kept(self) -> list[Ruling]:
        """Another game's rulings this game's events and refusals cite as they are (Little's
        Tricktakers rulings): the Rulings tab lists them after the game's own, so every id
        a step cites can be looked up there. None by default."""
        return []

    def knows(self, rid: str) -> bool:
        """Whether an event may cite ``rid``: one of the game's rulings, or one a game's
        catalogue shows without listing it (Little's inherited Tricktakers rulings)."""
        try:
            self.ruling(rid)
        except KeyError:
            return False
        return True

    def explain(self, item: "Event | Step | Any", lang: str = "en") -> Explanation:
        """Render an event (or a step, or an error carrying a code) in ``lang``."""
        check_lang(lang)
        if isinstance(item, Event):
            head = self._headline(item, lang)
            steps = tuple(ExplanationLine(self.message(s.code, s.params, lang), s.rulings)
                          for s in item.steps)
            ids: Iterable[str] = item.all_rulings()
        elif isinstance(item, Step):
            head = self.message(item.code, item.params, lang)
            steps, ids = (), item.rulings
        else:  # an error: code + params (+ ruling, + explaining steps)
            if not isinstance(item, BaseException) and not isinstance(
                    getattr(item, "code", None), str):
                # m.explain("hello") gave an Explanation reading "ERROR"
                raise ArgumentError(f"Nothing to explain in {clip(repr(item))}: give an event "
                                    f"(m.events[-1]), a step or a refusal (m.why_not(...)).",
                                    code="BAD_EXPLAIN", value=clip(repr(item)))
            params = dict(getattr(item, "params", {}))
            sub = params.pop("steps", ()) or ()
            code = getattr(item, "code", "ERROR")
            head = self.message(code, params, lang, refusal=True)
            if head == code or not isinstance(code, str):
                head = str(item)
            elif params.get("example") and not self._quotes(code, params, lang):
                head = self.message("WITH_EXAMPLE", {"said": head.rstrip(".。"),
                                                     "example": params["example"]}, lang)
            steps = tuple(ExplanationLine(self.message(s.code, s.params, lang), s.rulings) for s in sub)
            ids = [r for r in [getattr(item, "ruling", None), *(x for s in sub for x in s.rulings)] if r]
        rulings = tuple(self.rulings[r] for r in dict.fromkeys(ids) if r in self.rulings)
        return Explanation(head, steps, rulings, lang)


@lru_cache(maxsize=1)
def _core_catalogue() -> Catalogue:
    core = _yaml("tricklab.core", "messages.yaml")
    return Catalogue("core", {}, core.get("messages", {}), core.get("terms", {}),
                     core.get("refusals", {}))


@lru_cache(maxsize=4096)
def _fields(template: str) -> tuple[str, ...]:
    """The placeholder names of a template (only those parameters get rendered)."""
    return tuple(name for _, name, _, _ in string.Formatter().parse(template) if name)


@lru_cache(maxsize=None)
def _merged(base: Any, stem: str, *sections: str) -> dict[str, Any]:
    """``<stem>.yaml`` plus every ``<stem>_*.yaml`` of a game package (e.g. the Tricktakers
    expansion keeps its rulings and each character its messages in a file of its own), merged
    section by section; an id defined twice is an error, so files never silently override."""
    files = sorted(f for f in base.iterdir()
                   if f.name == f"{stem}.yaml" or (f.name.startswith(f"{stem}_")
                                                  and f.name.endswith(".yaml")))
    out: dict[str, Any] = {sec: {} for sec in sections}
    for f in files:
        data = packaged_yaml.load(f.read_text("utf-8")) or {}
        for sec in sections:
            part = data.get(sec) or {}
            twice = set(part) & set(out[sec])
            if twice:
                raise ValueError(f"{f.name}: {sec} defined twice: {', '.join(sorted(twice))}")
            out[sec].update(part)
    return out


@lru_cache(maxsize=1)
def common_verbs() -> frozenset[str]:
    """The action kinds core words for every game (its ``verb_<kind>`` terms): a value that
    names one reads as that verb."""
    terms = _yaml("tricklab.core", "messages.yaml").get("terms") or {}
    return frozenset(k[len("verb_"):] for k in terms if k.startswith("verb_"))


def parse_rulings(raw: dict[str, Any]) -> dict[str, Ruling]:
    """Rulings from the mapping a ``rulings:`` section holds (id -> title, text, source ...)."""
    return {rid: Ruling(id=rid, title=r["title"], text=r["text"], source=r.get("source", ""),
                        interp=bool(r.get("interp", False)),
                        interp_reason=r.get("interp_reason", {}) or {},
                        example=r.get("example", {}) or {}, source_ja=r.get("source_ja", ""))
            for rid, r in raw.items()}


def package_rulings(package: str, name: str) -> dict[str, Ruling]:
    """The ``rulings:`` section of one YAML file of a package (e.g. Little's readings of the
    Tricktakers rulings it inherits), parsed as a catalogue's own."""
    return parse_rulings(_yaml(package, name).get("rulings") or {})


def _yaml(package: str, name: str) -> dict[str, Any]:
    return packaged_yaml.load(resources.files(package).joinpath(name).read_text("utf-8")) or {}
