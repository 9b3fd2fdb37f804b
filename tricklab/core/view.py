"""What a game tells the generic table: the vocabulary (zones, face-down cards, groups of
cards answering one choice) and ``ViewAdapter``, the one base every game's ``view.py``
subclasses. The table calls only the hooks defined here, each with a working default, so a
new game overrides what it draws differently and nothing else, and the table never has to ask
an adapter whether it has a hook. Plain data and strings: no widgets, testable headless.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Generic, Mapping, TypeVar, Union

from .actions import Action
from .bots import Hint
from .errors import TricklabError
from .events import Event, Step
from .game import Game
from .punctuation import ALT_SEP, COLON, LIST_SEP, one_is_singular
from .copies import card_said, cards_in, copies_among, copy_numbers_kept
from .rulings import common_verbs

S = TypeVar("S")        # a game's state type

#: A word that may be a card in a game's notation: letters and a number (R3, AB1, WF1, F5) or a
#: rank and a suit (5♣, K♠), standing alone
CARD_CODE = re.compile(r"(?<![A-Za-z0-9♠♥♦♣])"
                       r"(?:[A-Z]{1,3}\d{1,2}|(?:\d{1,2}|[AKQJ])[♠♥♦♣])(?![A-Za-z0-9])")


def spelt_runs(text: str) -> list[tuple[int, int]]:
    """Where in ``text`` a word could spell a card in a game's notation or as its table draws
    it (R2, AR1, A♣, ▲3ᵃ, 🔥5, 🎭₁): (start, end) of each run of letters, digits and symbols
    that are not Japanese script, cut at spaces, punctuation and signs (「R3＋マル」 is R3 then
    マル, 「▲2で革命」 is ▲2)."""
    def part(ch: str) -> bool:
        kind = unicodedata.category(ch)
        if kind[0] in "LN":
            return not unicodedata.name(ch, "").startswith(("CJK", "HIRAGANA", "KATAKANA"))
        return kind == "So"
    out, start = [], -1
    for i, ch in enumerate(text + " "):
        if part(ch):
            start = i if start < 0 else start
        elif start >= 0:
            out.append((start, i))
            start = -1
    return out


def labels_aloud(game: Any, text: str, say: Any, lang: str) -> str:
    """``text`` with each card drawn by its label (▲2, 🔥5, ♣A, ⚔) said by ``say(card)``
    ("red 2" / 「赤の2」), and a cost in suit signs in words ("♠♠": "2 spades" / 「スペード2
    枚」): a scenario's title in a menu was read "black up-pointing triangle 2". Only a word
    holding a sign changes, when ``game`` reads it as a card or it is all suits."""
    out, last = [], 0
    for a, b in spelt_runs(text):
        word = text[a:b]
        if not any(_sign(ch) for ch in word):
            continue
        if set(word) <= set(SUIT_WORDS[lang]):
            said = suits_aloud(word, lang)
        else:
            try:
                said = say(game.parse_card(word))
            except (TricklabError, ValueError):
                continue
        out += [text[last:a], said]
        last = b
    return "".join(out) + text[last:]


def suits_aloud(signs: str, lang: str, counted: bool = False) -> str:
    """Suit signs in words, each suit with its count: "♠♠" "2 spades" / 「スペード2枚」. A lone
    sign is its suit ("♥" "hearts"), or, ``counted`` (a skill's price, where the count is the
    point), "1 heart" / 「ハート1枚」: TRicK GEAR's costs and a menu's title say it alike."""
    counts: dict[str, int] = {}
    for ch in signs:
        counts[ch] = counts.get(ch, 0) + 1

    def said(s: str, n: int) -> str:
        word = SUIT_WORDS[lang][s]
        if n == 1 and not counted:
            return word
        return SUIT_COUNT[lang].format(n=n, suit=word[:-1] if lang == "en" and n == 1 else word)
    return LIST_SEP[lang].join(said(s, n) for s, n in counts.items())


def notation_in_words(game: Any, text: str) -> str:
    """``text`` with each card written in notation ("R3", "G5", "5♣") drawn as the felt
    draws it (▲3, 🌳5, ♣5). Scenario titles and the rulings' texts and examples name cards
    as the files do, and a learner reading 「G2を持つBoのB6は出せない」 looked for G2 on the
    table in vain. A word that is not one of ``game``'s cards ("P1", "C1") stays as written."""
    def label(m: re.Match[str]) -> str:
        try:
            return str(game.parse_card(m.group(0)).label)
        except TricklabError:
            return m.group(0)
    return CARD_CODE.sub(label, text)


class Aloud(str):
    """Text drawn for the eye that a screen reader says in other ``words``: a crown count
    「👑 1」 said 「王冠1個」, a hangar's "−" badge said "minus card". It is a ``str``, so a
    zone's title and note, a badge and a board's note take it wherever they take text; the felt
    draws the text hidden from assistive technology and gives it the words instead."""

    words: str

    def __new__(cls, text: str, words: str) -> "Aloud":
        out = super().__new__(cls, text)
        out.words = words
        return out


def _sign(ch: str) -> bool:
    return unicodedata.category(ch) == "So" or ch == "\ufe0f"


def aloud(text: str) -> str:
    """``text`` as a screen reader should hear it: its ``Aloud`` words, else the text without
    the decorative signs that stand before a word meaning the same ("🔥fire", "▶ start",
    「♠スペード」); a sign that carries meaning of its own (「👑 1」, "♥9", a bare "−") stays,
    so a test can find it and the game can give it words."""
    words = getattr(text, "words", None)
    if isinstance(words, str) and words:
        return words
    out, i = [], 0
    while i < len(text):
        j = i
        while j < len(text) and _sign(text[j]):
            j += 1
        if j > i:
            k = j
            while k < len(text) and text[k] == " ":
                k += 1
            if k < len(text) and text[k].isalpha():
                i = k                       # a decorative sign before its word: dropped
                continue
            out.append(text[i:j])
            i = j
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def signed(text: str) -> bool:
    """Whether ``text`` holds a sign a screen reader would read by its name (a pictograph, a
    suit, a chess piece; a lone plus or minus), so it needs words of its own (``aloud``)."""
    return any(_sign(ch) for ch in text) or text.strip() in ("+", "−")


PLACES = ("centre", "seat", "side")
"""Where a zone lies on the felt: in the middle (the trick: each card placed toward the seat
that played it), in front of a seat (its hangar, gems, character, open hand), or along the
side (shared things: the trump indicator, a supply, a legend)."""


@dataclass
class Zone:
    """A labelled row of face-up cards on the table (a trick, an open hand, a hangar...).

    ``place`` and ``seat`` say where the felt draws it; left empty they are inferred
    (``placement``) so older adapters keep working: a ``big`` zone goes to the centre, a zone
    whose key ends in ``-<seat>`` in front of that seat, anything else to the side. ``owners``
    names, per card, the seat that played it (the trick lays each card toward its player);
    empty, it is read from the captions."""

    key: str
    title: str
    cards: list[Any]
    captions: list[str] = field(default_factory=list)   # one per card, e.g. who played it
    badges: list[str] = field(default_factory=list)     # one per card, e.g. "×2", "−"
    note: str = ""
    big: bool = False
    group_by_suit: bool = False
    figure: str = ""      # trusted HTML drawn after the cards (e.g. an SVG of a game board)
    place: str = ""       # "centre", "seat", "side" ("" = inferred, see ``placement``)
    seat: str | None = None       # the seat a "seat" zone belongs to
    owners: list[str] = field(default_factory=list)   # per card: the seat that played it


@dataclass(frozen=True)
class Stat:
    """One figure of a seat's board: ``text`` as the felt shows it, short ("60 VP", "👑 2",
    「60点」), and ``words`` as a screen reader says it ("60 victory points"; "" = ``text``).
    ``main``: the figure that decides the game (points, LIFE), drawn larger."""

    text: str
    words: str = ""
    main: bool = False


@dataclass
class SeatBoard:
    """What a seat has in front of it besides cards, drawn inside the seat on the felt: its
    character or role (``title``), its figures (``stats``: score, tricks, crowns, life...),
    short ``notes`` (items, a partner, a reserve), a ``status`` word (eliminated) and
    ``detail``, longer plain text a learner opens on demand (a character's skills).
    Built from the viewer's view like the zones, so it holds only what that viewer may see."""

    title: str = ""
    stats: list[Stat] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    status: str = ""
    detail: list[str] = field(default_factory=list)


def placement(zone: Zone, seats: list[str]) -> tuple[str, str | None]:
    """(place, seat) of ``zone`` on the felt: the zone's own, else inferred from its key and
    size (see ``Zone``). A zone naming a seat that is not at the table goes to the side."""
    if zone.place in PLACES and (zone.place != "seat" or zone.seat in seats):
        return zone.place, zone.seat if zone.place == "seat" else None
    if zone.seat in seats:
        return "seat", zone.seat
    owner = next((s for s in sorted(seats, key=len, reverse=True) if zone.key.endswith(f"-{s}")), None)
    if owner is not None:
        return "seat", owner
    return ("centre" if zone.big else "side"), None


def owners_of(zone: Zone, seats: list[str]) -> list[str | None]:
    """Per card, the seat that played it: ``zone.owners``, else the seat a caption starts
    with (captions read "Aki", "Aki = 7", "Bo (face down)"), else None."""
    out: list[str | None] = []
    for i in range(len(zone.cards)):
        if i < len(zone.owners) and zone.owners[i]:
            out.append(zone.owners[i])
            continue
        cap = zone.captions[i] if i < len(zone.captions) else ""
        hit = next((s for s in sorted(seats, key=len, reverse=True)
                    if cap.startswith(s) and (len(cap) == len(s) or not cap[len(s)].isalnum())), None)
        if hit is None and cap.strip() == "+" and out:      # a card added to the previous entry
            hit = out[-1]
        out.append(hit)
    return out


RANK_WORDS = {
    "en": {"A": "ace", "K": "king", "Q": "queen", "J": "jack"},
    "ja": {"A": "エース", "K": "キング", "Q": "クイーン", "J": "ジャック"},
}
SUIT_WORDS = {
    "en": {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"},
    "ja": {"♠": "スペード", "♥": "ハート", "♦": "ダイヤ", "♣": "クラブ"},
}
SUIT_COUNT = {"en": "{n} {suit}", "ja": "{suit}{n}枚"}
BACK_WORDS = {"en": "face-down card", "ja": "裏向きのカード"}
TOTAL_WORDS = {"en": "{v} points", "ja": "{v}点"}


def in_hand_order(err: TricklabError, hand: list[Any]) -> TricklabError:
    """``err`` with each list of its hand cards (in its parameters and its steps') in the
    order of ``hand``: the engine keeps the deal's order, so a refusal read "you hold ♦7, ♦9,
    ♦Q, ♦4" beside a hand row showing ♦4 ♦7 ♦9 ♦Q."""
    place = {str(c): i for i, c in enumerate(hand)}

    def ordered(params: dict[str, Any]) -> dict[str, Any]:
        out = dict(params)
        for k, v in params.items():
            if (isinstance(v, (list, tuple)) and len(v) > 1
                    and all(hasattr(c, "label") and str(c) in place for c in v)):
                out[k] = type(v)(sorted(v, key=lambda c: place[str(c)]))
        return out

    err.params = ordered(err.params)
    if err.params.get("steps"):
        err.params["steps"] = [Step(s.code, s.rulings, ordered(s.params)) for s in err.params["steps"]]
    return err


@dataclass(frozen=True)
class CardFace:
    """How the felt draws one card and how a screen reader names it: the game's own card kinds
    (a White Flag, a fake, a black trump, a card back) are described here, in words and
    symbols, so the generic table never needs to know a game.

    ``kind`` picks a drawing style: ``plain`` (rank and symbol on white), ``dark`` (a trump
    colour drawn light on dark), ``special`` (a colourless card: one big symbol), ``words``
    (a character card: its name, a word a line, however short), ``fake`` (hatched, no
    number), ``back`` (face down). ``mark`` is a small corner sign (ᵃ, ˢ) and
    ``mark_note`` says in words what it means; both go into the card's name and the legend."""

    rank: str
    symbol: str
    colour: str
    name: str
    kind: str = "plain"
    mark: str = ""
    mark_note: str = ""


def split_label(label: str) -> tuple[str, str]:
    """A card label as (symbol, rank): ``"♠Q"`` → ("♠", "Q"), ``"▲10ᵐ"`` → ("▲", "10ᵐ"),
    ``"⚐₁"`` → ("⚐", "₁"). The first alphanumeric character starts the rank."""
    for i, ch in enumerate(label):
        if ch.isascii() and ch.isalnum():
            return label[:i], label[i:]
    return label, ""


class FaceDown:
    """What a face-down card looks like to the table (a Ninja's second card, a card back)."""

    label, colour, code = "🂠", "#555555", "??"

    def __str__(self) -> str:
        return self.code


FACE_DOWN = FaceDown()


@dataclass(frozen=True)
class CardGroup:
    """Several choices that differ only in which cards of the hand they use (a redraw of any
    subset, an exchange): one button, then the learner clicks the cards and confirms, instead
    of one button per subset of the hand."""

    options: tuple[tuple[frozenset[Any], Action], ...]
    # a click on a card outside the group tries this action with the card put first in its
    # args, so the table shows the engine's own reason (a King on a card of the wrong colour)
    # instead of a bare "not one of the cards"; None: no such attempt makes sense
    tried: Action | None = None
    # what the table says when the button is pressed while no card of the hand can be chosen
    # (the reason, and what to do instead), in a language; None: the generic "click the cards"
    empty: Callable[[str], str] | None = field(default=None, compare=False)

    def attempt(self, card: Any) -> Action | None:
        """The action a click on ``card`` (outside the group) asks for, to be explained."""
        t = self.tried
        return None if t is None else Action(t.seat, t.kind, (str(card), *t.args))

    @property
    def cards(self) -> list[Any]:
        out: dict[Any, None] = {}
        for cs, _ in self.options:
            out.update(dict.fromkeys(cs))
        return list(out)

    def match(self, selected: list[Any]) -> Action | None:
        want = frozenset(selected)
        return next((a for cs, a in self.options if cs == want), None)


@dataclass(frozen=True)
class Slot:
    """One named blank of a ``ChoiceForm`` ("gold crown: __"): its label in words and the
    values it may take, each as (words shown, value)."""

    label: str
    options: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class ChoiceForm:
    """A decision made of several named parts (an order of five traps, a prediction for each
    seat, a letter for each crown): a small form with one menu per slot and one confirm
    button, instead of one button per combination (a Strategist's 120 trap orders).
    ``options`` maps the values chosen in every slot, in slot order, to the action."""

    title: str
    slots: tuple[Slot, ...]
    options: tuple[tuple[tuple[str, ...], Action], ...]
    help: str = ""          # one sentence in words: what the parts mean

    def match(self, values: "tuple[str, ...] | list[str]") -> Action | None:
        want = tuple(values)
        return next((a for vs, a in self.options if vs == want), None)


Choice = tuple[str, Union[Action, CardGroup, ChoiceForm]]
"""A button the table shows: its label and the action (or group of card choices, or a form of
named parts) it makes."""

MAX_BUTTONS = 8
"""More plain choices than this are offered in one menu, not a wall of buttons."""


class Labels:
    """A game's bilingual label table ``{key: {"en": template, "ja": template}}``; a dotted key
    reaches one level down (``labels("phase.play", "ja")``). Every game's view formats its
    words through this one helper, so a missing language fails the same way everywhere."""

    def __init__(self, table: Mapping[str, Any]) -> None:
        self.table = table

    def __call__(self, key: str, lang: str, **kw: Any) -> str:
        entry: Any = self.table
        for part in key.split("."):
            entry = entry[part]
        return one_is_singular(str(entry[lang]).format(**kw), lang)

    def get(self, key: str, lang: str, default: str) -> str:
        """The label, or ``default`` when the table has none (e.g. an unlisted verb)."""
        try:
            return self(key, lang)
        except KeyError:
            return default


class ViewAdapter(Generic[S]):
    """How the generic table draws one game and turns clicks into ``Action``s.

    Every hook has a default that is right for a plain trick-taking game: the seat's hand,
    the cards the engine says are legal, one card per click played with the verb of
    ``card_verb``, the reason from ``game.explain_illegal``. Text hooks returning "" let the
    table use its generic wording. Seats, player counts, option presets and the learner's seat
    come from the game's header (``game.info``), not from the adapter."""

    game: ClassVar[Game]

    # -- seats and the game header ---------------------------------------------------------
    def name(self, seat: str, lang: str) -> str:
        """How a seat is written on the table (a robot seat may have a translated name)."""
        return seat

    # -- the hand and clicks ---------------------------------------------------------------
    def hand(self, state: S, seat: str) -> list[Any]:
        """The cards of ``seat``'s hand in the order the table shows them (``card_order``)."""
        return self.card_order(list(self.game.hands(state).get(seat, [])))

    def card_order(self, cards: list[Any]) -> list[Any]:
        """``cards`` in the order the hand row shows cards (by default as given). The hand
        row, the History tab's alternatives and a refusal's list then agree."""
        return list(cards)

    def alternatives_words(self, moves: list[Any], lang: str) -> str:
        """A seat's alternatives in words, in the hand row's order of the cards they name
        (moves naming none first, as listed), set apart by ``ALT_SEP`` when one holds a list
        itself ("keep Aqua, Jester, Sage / keep …") or a bare card stands beside a Japanese
        move with its object first (「◆3／■1をパートナーに渡す」). The engine lists them in deal
        order: a History row read "♣6, ♠2, ♠3, ♣J" beside a hand row ♠2 ♠3 ♣6 ♣J."""
        def card_of(x: Any) -> Any:
            if hasattr(x, "label"):
                return x
            for arg in (x.args if isinstance(x, Action) else ()):
                try:
                    return self.game.parse_card(arg)
                except TricklabError:
                    continue
            return None
        found = [(x, card_of(x)) for x in moves]
        # two copies among the alternatives keep their numbers ("⚐₁, ⚐₂", not "⚐, ⚐")
        with copy_numbers_kept(self._copies_of(moves)):
            return self._alternatives(found, lang)

    def _alternatives(self, found: list[tuple[Any, Any]], lang: str) -> str:
        place = {str(c): i for i, c in enumerate(self.card_order(
            list({str(c): c for _, c in found if c is not None}.values())))}
        ordered = sorted(found, key=lambda xc: -1 if xc[1] is None else place[str(xc[1])])
        words = [self.value_words(x, lang) for x, _ in ordered]
        # a card alone beside a Japanese move whose object comes first: 「◆3、■1をパートナーに
        # 渡す」 read as one move of two cards, where ◆3 is a play of its own
        bare = [c is not None and w == card_said(c) for (_, c), w in zip(ordered, words)]
        mixed = lang == "ja" and any(bare) and any("を" in w for w, b in zip(words, bare) if not b)
        sep = ALT_SEP[lang] if mixed or any(LIST_SEP[lang] in w for w in words) else LIST_SEP[lang]
        return sep.join(words)

    def notation_in_words(self, text: str) -> str:
        """``text`` with its cards drawn as the felt draws them (``notation_in_words``)."""
        return notation_in_words(self.game, text)

    def hand_label(self, state: S, seat: str, lang: str) -> str | None:
        """What a screen reader calls the bottom row when it is not ``seat``'s hand (a draft
        board to pick from); None: the table's "Your hand (seat)"."""
        return None

    def card_verb(self, state: S, seat: str) -> str:
        """The action kind a click on a hand card makes now ("play", "pass", "reveal"...)."""
        return "play"

    def click_plays(self, state: S, seat: str) -> bool:
        """Whether a click on a hand card now plays it (the legend then says "legal", else
        "may be chosen": a pass, a discard, a draft)."""
        return self.card_verb(state, seat) == "play"

    def select_count(self, state: S, seat: str) -> int:
        """How many cards one action takes (1: a click plays at once; more: select, submit)."""
        return 1

    def card_action(self, state: S, seat: str, card: Any) -> Action:
        """The action a click on ``card`` asks for, legal or not (what ``why_not`` explains)."""
        return Action(seat, self.card_verb(state, seat), (str(card),))

    def action_for(self, state: S, seat: str, cards: list[Any]) -> Action:
        """The action of the selected cards."""
        return Action(seat, self.card_verb(state, seat), tuple(str(c) for c in cards))

    def legal_cards(self, state: S, seat: str) -> list[Any]:
        """The hand cards a click may use now (drawn highlighted); none if ``seat`` waits."""
        g = self.game
        if g.is_over(state) or seat not in g.to_act(state):
            return []
        return list(g.legal_cards(state, seat))

    def why_not(self, state: S, seat: str, card: Any) -> TricklabError | None:
        """Why a click on ``card`` is refused, with rulings (None if it would be accepted):
        always the engine's own reason for the action the click asks for, the cards of the
        hand it lists in the order the hand row shows them."""
        err = self.game.explain_illegal(state, self.card_action(state, seat, card))
        return None if err is None else in_hand_order(err, self.hand(state, seat))

    def selectable(self, state: S, seat: str, selected: list[Any]) -> list[Any]:
        """The hand cards a click may add to ``selected`` while an action takes several cards
        (``select_count`` > 1): those that, with the cards already selected, are still part of
        a legal action. Default: every legal card (any cards make one: a pass in Hearts)."""
        return self.legal_cards(state, seat)

    def why_not_with(self, state: S, seat: str, selected: list[Any],
                     card: Any) -> TricklabError | None:
        """Why ``card`` may not join the ``selected`` cards of an action of several cards
        (None: it may), with rulings. Default: ``why_not`` of the card alone."""
        return self.why_not(state, seat, card)

    def choices(self, state: S, seat: str, lang: str) -> list[Choice]:
        """Buttons for decisions that are not a card click (naming a colour, a pick...)."""
        return []

    def variants(self, state: S, seat: str, cards: list[Any], lang: str) -> list[Choice]:
        """The ways to play the selected cards when there are several (else none)."""
        return []

    def buttons(self, state: S, seat: str, selected: list[Any], lang: str) -> list[Choice]:
        """The row of buttons the table shows: the ways to play the ``selected`` cards, then
        the ``choices``. A card is named without the copy number of its code (⚐, not ⚐₂:
        "play ⚐₂ with your King" read as a White Flag of value 2) unless the row offers two
        copies of it: "▲2 shadow ★₁" and "▲2 shadow ★₂" would both read "▲2 shadow ★", and a
        row must tell its buttons apart (``copies_in_row``)."""
        row = self._row(state, seat, selected, lang)
        kept = self.copies_in_row(row)
        if kept:
            with copy_numbers_kept(kept):
                row = self._row(state, seat, selected, lang)
        return row

    def _row(self, state: S, seat: str, selected: list[Any], lang: str) -> list[Choice]:
        row = self.choices(state, seat, lang)
        return self.variants(state, seat, list(selected), lang) + row if selected else row

    def copies_in_row(self, row: list[Choice]) -> frozenset[str]:
        """The names (``said``: ★) of the cards of which a row of buttons offers two copies
        (★₁ and ★₂, on two buttons or on one), which keep their copy numbers there."""
        return copies_among(self._card_or_none(arg) for _, action in row
                            for arg in (action.args if isinstance(action, Action) else ()))

    def hint_copies(self, state: S, seat: str, action: Action, lang: str) -> frozenset[str]:
        """The cards a hint suggesting ``action`` names with their copy numbers: those its
        button does (``buttons``), so the hint and its button name a card alike. The button
        is a choice, else a way to play the action's first card once that card is selected;
        an action no button offers (a plain card click) keeps none."""
        for selected in ([], self._first_card(action)):
            if selected is None:
                continue
            row = self._row(state, seat, selected, lang)
            if any(a == action for _, a in row):
                return self.copies_in_row(row)
        return frozenset()

    def _first_card(self, action: Action) -> list[Any] | None:
        card = self._card_or_none(action.args[0]) if action.args else None
        return None if card is None else [card]

    def _copies_of(self, values: Any) -> frozenset[str]:
        """The names of cards of which ``values`` (cards, their codes, actions, lists of
        them) hold two copies: those keep their copy numbers where the values are listed."""
        return copies_among(cards_in(values, self._card_or_none))

    def _card_or_none(self, text: Any) -> Any:
        if hasattr(text, "label"):
            return text
        try:
            return self.game.parse_card(text)
        except (TricklabError, TypeError, ValueError):
            return None

    # -- words -----------------------------------------------------------------------------
    def verb_word(self, kind: str, lang: str) -> str:
        """An action kind in words ("pass" / 「渡す」), as the catalogue words it
        (``Catalogue.verb``: the game's own sense of a verb before core's common verbs), so a
        button, the history and a refusal name a move alike."""
        return self.game.catalogue.verb(kind, lang)

    def value_words(self, value: Any, lang: str) -> str:
        """A value of an action or an event in words: a card as its label (♠Q), an action as
        ``moved_words`` (said of its seat), a list joined in the language's way, anything
        else as a term."""
        if isinstance(value, Action):
            if len(value.args) < 2:
                return self.moved_words(value, lang)
            with copy_numbers_kept(self._copies_of(value.args)):     # "discard ⚐₁, ⚐₂"
                return self.moved_words(value, lang)
        if isinstance(value, Event):     # an automatic step without an action: what it did
            return self.game.catalogue.explain(value, lang).headline
        if hasattr(value, "label"):      # first: a card may be a tuple underneath
            return card_said(value)      # ⚐, not ⚐₂, unless two copies must stay apart
        if isinstance(value, (list, tuple)):
            with copy_numbers_kept(self._copies_of(value) if len(value) > 1 else ()):
                return LIST_SEP[lang].join(self.value_words(v, lang) for v in value)
        if isinstance(value, str):
            if value in common_verbs() or value in self.game.verbs:
                return self.verb_word(value, lang)
            try:
                return card_said(self.game.parse_card(value))
            except TricklabError:
                return self.game.catalogue.term(value, lang)
        return "" if value is None else str(value)

    def action_words(self, action: Action, lang: str) -> str:
        """An action without its seat, in words: a play is its cards (♠7); another action is
        its verb and arguments ("pass ♥5, ♣5" / 「♥5、♣5を渡す」)."""
        args = LIST_SEP[lang].join(self.value_words(a, lang) for a in action.args)
        if action.kind == "play" and args:
            return args
        verb = self.verb_word(action.kind, lang)
        if not args:
            return verb
        return f"{args}を{verb}" if lang == "ja" else f"{verb} {args}"

    def moved_words(self, action: Action, lang: str) -> str:
        """``action_words`` said of the seat making the move, as a list of seats' moves reads
        ("Di: play ■5 with Di's King"): a game whose words speak to the reader ("with your
        King") says them of the seat here."""
        return self.action_words(action, lang)

    def said(self, action: Action, lang: str) -> str:
        """A seat's move as the table lists it, the seat's name then ``moved_words``: "Bob:
        raise ♣Q" / 「Bob：♣Qをレイズする」 (``str(action)`` is the notation, "Bob raise QC",
        which a learner reading in Japanese cannot read)."""
        return self.said_words(action.seat, self.moved_words(action, lang), lang)

    def said_words(self, seat: str, words: str, lang: str) -> str:
        """``seat``'s move given in words, as the table lists it: "Bo: ▲R3" / 「Bo：▲R3」."""
        return f"{self.name(seat, lang)}{COLON[lang]}{words}"

    def submit_label(self, state: S, seat: str, lang: str) -> str:
        """The label of the button that submits selected cards ("" = the table's own)."""
        return ""

    def prompt(self, state: S, seat: str, lang: str, cards: bool = True) -> str:
        """What the learner is asked to do now ("" = the table's generic "your turn").
        ``cards`` False: no hand card may be clicked now, so the prompt must not ask for one
        (the table then says "make your choice" unless the game says better)."""
        return ""

    def header(self, state: S, lang: str) -> str:
        """One line about the game's progress (round, trump...)."""
        return ""

    # -- drawing ---------------------------------------------------------------------------
    def face(self, card: Any, lang: str) -> CardFace:
        """How ``card`` is drawn and named. Default: a standard card ("queen of spades" /
        「スペードのクイーン」), a card back for ``FACE_DOWN``, else the card's label split into
        symbol and rank; a card whose ``named`` is true (a character card, whatever its
        script) is drawn and named by its words as they stand; a card with ``spoken`` words
        (``{"en": "fake card 1", "ja": "偽カード1"}``) is named by them, as a screen reader
        would otherwise read its symbols ("🎭₁"). A game overrides it for its own card kinds."""
        if isinstance(card, FaceDown):
            return CardFace("", "", "#555555", BACK_WORDS[lang], kind="back")
        face = self._drawn(card, lang)
        spoken = getattr(card, "spoken", None)
        if isinstance(spoken, dict) and spoken.get(lang):
            return replace(face, name=str(spoken[lang]))
        return face

    def _drawn(self, card: Any, lang: str) -> CardFace:
        """``face`` before a card's own ``spoken`` name."""
        label = str(getattr(card, "label", card))
        colour = str(getattr(card, "colour", "#000000"))
        if getattr(card, "named", False):       # words as they stand: a character, a token
            return CardFace(label, "", colour, label, kind="words")
        rank_text = getattr(card, "rank_text", None)
        if isinstance(rank_text, str) and rank_text:
            symbol = split_label(label)[0] or label[:1]
            word = RANK_WORDS[lang].get(rank_text, rank_text)
            # a suit is said in words ("queen of spades" / 「スペードのクイーン」): a screen
            # reader read "♠ queen" as "black spade suit queen"
            suit = SUIT_WORDS[lang].get(symbol, symbol)
            name = f"{suit}の{word}" if lang == "ja" else (
                f"{word} of {suit}" if symbol in SUIT_WORDS[lang] else f"{symbol} {word}")
            return CardFace(rank_text, symbol, colour, name)
        symbol, rank = split_label(label)
        if len(label) > 4 and not symbol:        # a token with a name (a character...)
            return CardFace(label, "", colour, label, kind="special")
        name = f"{symbol}の{rank}" if lang == "ja" and symbol and rank else f"{symbol} {rank}".strip()
        return CardFace(rank, symbol, colour, name, kind="plain" if rank else "special")

    def choices_by_panel(self, state: S, seat: str) -> bool:
        """True while ``seat`` decides from the panel's cards (a character chosen from the
        selection screen): the table then offers its choices right under the panel, not
        under the felt, so the cards and the menu that names them are read together."""
        return False

    def panel(self, state: S, viewer: str | None, lang: str) -> str:
        """Trusted HTML above the table for a phase that needs more than zones (e.g. a
        character selection screen); "" when there is none."""
        return ""

    def panel_notes(self, state: S, viewer: str | None, lang: str) -> str:
        """Trusted HTML read with the panel's cards but drawn under the choice made from them
        (what each player has drafted so far); "" when there is none. Apart from ``panel``
        so that a low projector screen, which puts the cards beside the felt, can put these
        lines under the felt where there is room (at 1280x720 they ran below the screen
        under TRicK GEAR's set)."""
        return ""

    def zones(self, state: S, viewer: str | None, lang: str) -> list[Zone]:
        """The rows of face-up cards and notes, as ``viewer`` may see them."""
        return []

    def board(self, state: S, seat: str, viewer: str | None, lang: str) -> SeatBoard | None:
        """``seat``'s board as ``viewer`` may see it (``state`` is that viewer's view), drawn in
        the seat on the felt; None: the seat shows only its name and card count."""
        return None

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """Running totals after each scored round: ``{"round": n, seat: total, ...}``."""
        return []

    #: What one row of ``score_rows`` stands for, as the score chart's axis and the score
    #: table's first column name it: "round", or "trick" for a game scored trick by trick
    #: (Basic tricks: its chart said "Round" under thirteen tricks)
    score_step: str = "round"
    #: What ``score_rows`` count, as the score chart's title names it (None: the tab's own
    #: "Scores" 「得点」): TRicK GEAR charts the LIFE each player has left, not points
    score_name: Mapping[str, str] | None = None

    def total_words(self, value: Any, lang: str) -> str:
        """A seat's total as the end of the game lists it, with its unit ("250 points" /
        「250点」): the line listed bare numbers ("Alice 5, Bob 0"), and a game's totals are
        not always points (Basic counts tricks, TRicK GEAR the LIFE cards left)."""
        return one_is_singular(TOTAL_WORDS[lang].format(v=value), lang)

    def hint(self, match: Any, seat: str) -> Hint | None:
        """A suggested action with its reason, or None if the game offers no hints."""
        return None

    # Monte-Carlo odds in the hint: 0 = off; N = sample N deals consistent with what the seat
    # has seen (games with ``sample_deal``: RoboTrick, Basic tricks). Set on the adapter
    # (``table.view.odds_deals = 200``); adapters call ``odds_hint`` first in ``hint``.
    odds_deals: int = 0

    def odds_hint(self, match: Any, seat: str) -> Hint | None:
        """"This card wins the trick in N% of the deals ..." when enabled, else None."""
        if not self.odds_deals:
            return None
        from .montecarlo import odds_hint
        return odds_hint(match, seat, self.odds_deals)
