"""Tricktakers cards: the 40-card shared deck, the exclusive cards of the base characters, and
the text notation.

Why a card type of its own: Tricktakers has four colours (red, blue, green and the black trump),
values 1–9 (10s only in the Berserker deck), and colourless special cards (White Flags, Rares,
the Berserker card) that exist in several physical copies which must stay distinguishable (the
first-played rule and card conservation need to know *which* Rare is which). The surface
matches core's ``Card`` (``parse``, ``__str__``, ``label``, ``colour``, ``suit``) so messages,
the table and scenarios treat it like any other card.

Notation (round-trips: ``str(TTCard.parse(t))`` is the canonical text; TT-001)::

    R1 … R9   red    (赤)   label ▲5      shared deck, one of each value
    B1 … B9   blue   (青)   label ●5
    G1 … G9   green  (緑)   label ◆5
    K1 … K9   black  (黒, trump)  label ■5
    WF1 WF2   the shared deck's two White Flags (白旗)        label ⚐₁ ⚐₂
    RA1 RA2   the shared deck's two Rares (レア)               label ★₁ ★₂
    RAK       the King's Rare (キング専用レア)                  label ★♔
    BZ        the Berserker card (バーサーカーカード)            label ⚔
    R10 B10 G10 K10, RAZ, WFZ   the rest of the Berserker deck (10s, its Rare and its
              White Flag)                                      labels ▲10 ★ᶻ ⚐ᶻ

Expansion cards (spec 2.3–2.4), each a physical card of its own::

    AR1 … AR5, AB1 … AB5, AG1 … AG5   the Alchemist deck (red/blue/green 1–5)   label ▲3ᵃ
    SK7       the Strategist's setup Black 7                    label ■7ˢ
    CK7 CRA   the Strategist's carry-over Black 7 and Rare      labels ■7ᶜ ★ᶜ
    MARU GURU NEMU OKO   Summoner beasts as cards: red/blue/green/black 10   label ▲10ᵐ …
    EL        beast: a White Flag that beats Rares like the Hermit's   label ⚐ᵉ
    MIRIA     beast: a Berserker card                            label ⚔ᵐ

On input, case does not matter, the value may come first (``5r``), the label may replace the
code (``▲5``, ``⚔``) and the Japanese colour names work (``赤5``, ``黒10``, ``白旗1``,
``レア2``, ``キングレア``, ``バーサーカー``).

The colour letter is the card's ``suit`` (None for the colourless special cards). ``colour`` is
a display colour from the Okabe-Ito palette (safe with the common colour-vision deficiencies);
every label also carries a shape, so colour is never the only cue.
"""
from __future__ import annotations

from typing import Any, Iterable

from tricklab.core.errors import NotationError, clip

COLOURS = ("R", "B", "G", "K")
TRUMP = "K"
NUM, WF, RARE, BZ = "num", "wf", "rare", "bz"
SHAPE = {"R": "▲", "B": "●", "G": "◆", "K": "■"}
HEX = {"R": "#D55E00", "B": "#0072B2", "G": "#009E73", "K": "#000000",
       WF: "#999999", RARE: "#E69F00", BZ: "#CC79A7"}
KANJI = {"R": "赤", "B": "青", "G": "緑", "K": "黒"}
COLOUR_WORDS = {"red": "R", "blue": "B", "green": "G", "black": "K", "r": "R", "b": "B",
                "g": "G", "k": "K", "赤": "R", "青": "B", "緑": "G", "黒": "K"}


class TTCard:
    """One physical card. Instances are interned (one object per code), so identity equality
    and hashing are exact and cheap; never construct one directly, use ``parse`` or the decks.

    ``kind`` is num / wf / rare / bz; ``suit`` the colour letter (None when colourless);
    ``value`` 1–10 for number cards, 0 otherwise; ``origin`` shared / king / berserker;
    ``follows`` the colour it follows under must-follow (a number card's suit, None for the
    special cards), kept so the hot path needs one comparison instead of two.
    """

    __slots__ = ("code", "kind", "suit", "value", "origin", "label", "colour", "rare_plus",
                 "follows", "said", "printed")

    def __init__(self, code: str, kind: str, suit: str | None, value: int, origin: str,
                 label: str, rare_plus: bool = False) -> None:
        self.code, self.kind, self.suit, self.value = code, kind, suit, value
        self.origin, self.label = origin, label
        self.colour = HEX[suit] if suit else HEX[kind]
        self.rare_plus = rare_plus        # EL: beats Rares when a Rare is in the trick
        self.follows = suit if kind == NUM else None
        # how a message names the card: its label without the copy number (⚐ for WF2, ★ᵒ
        # for RAO1), which read as a value ("White Flag 2"); a message naming two copies
        # keeps the numbers to tell them apart (``Catalogue.term``)
        self.said = label.rstrip(COPY_DIGITS) or label
        # the card as printed, an ``Eff`` (``trick.printed`` fills it: a slot read costs
        # less than a dict lookup, and every play and trick asks)
        self.printed: Any = None

    @property
    def is_number(self) -> bool:
        return self.kind == NUM

    @property
    def is_special(self) -> bool:
        """Colourless cards playable at any time regardless of must-follow (TT-004)."""
        return self.kind != NUM

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"TTCard({self.code!r})"

    def __reduce__(self):  # pickling keeps the interning
        return (TTCard.parse, (self.code,))

    # No comparison of its own, not even ``__lt__`` for sorting (sort by ``display_rank``):
    # a class defining any of them has every ``==`` go through Python (a card equal to itself
    # only, some 85 a game in lists' ``remove`` and ``in``), where object's own is answered
    # in C. Cards are interned, so object's identity equality and hash are exact.

    def _repr_html_(self) -> str:
        from tricklab.core.display import card_html
        return card_html(self)

    @classmethod
    def parse(cls, text: "str | TTCard") -> "TTCard":
        if isinstance(text, TTCard):
            return text
        if not isinstance(text, str):
            raise NotationError(f"not a card: {clip(text)}", code="BAD_CARD", text=clip(text))
        card = _CARDS.get(text)     # a canonical code (every listed action): nothing to normalise
        if card is not None:
            return card
        card = _ALIASES.get(text.strip().upper()) or _ALIASES.get(text.strip())
        if card is None:
            raise NotationError(
                f"'{clip(text)}' is not a Tricktakers card: write a colour R, B, G or K and a value "
                f"(R5, K9, B10), WF1/WF2 for a White Flag, RA1/RA2 for a Rare, RAK for the King's "
                f"Rare, BZ for the Berserker card", code="BAD_CARD", text=clip(text))
        return card


COPY_DIGITS = "₀₁₂₃₄₅₆₇₈₉"     # the copy numbers of identical special cards (⚐₁ ⚐₂)


def _sub(n: int) -> str:
    return COPY_DIGITS[n]


def _make() -> dict[str, TTCard]:
    out: dict[str, TTCard] = {}
    for s in COLOURS:
        for v in range(1, 11):
            out[f"{s}{v}"] = TTCard(f"{s}{v}", NUM, s, v, "berserker" if v == 10 else "shared",
                                   SHAPE[s] + str(v))
    for i in (1, 2):
        out[f"WF{i}"] = TTCard(f"WF{i}", WF, None, 0, "shared", "⚐" + _sub(i))
        out[f"RA{i}"] = TTCard(f"RA{i}", RARE, None, 0, "shared", "★" + _sub(i))
    out["RAK"] = TTCard("RAK", RARE, None, 0, "king", "★♔")
    out["RAZ"] = TTCard("RAZ", RARE, None, 0, "berserker", "★ᶻ")
    out["WFZ"] = TTCard("WFZ", WF, None, 0, "berserker", "⚐ᶻ")
    out["BZ"] = TTCard("BZ", BZ, None, 0, "berserker", "⚔")
    for s in COLOURS[:3]:
        for v in range(1, 6):
            out[f"A{s}{v}"] = TTCard(f"A{s}{v}", NUM, s, v, "alchemist", SHAPE[s] + f"{v}ᵃ")
    out["SK7"] = TTCard("SK7", NUM, "K", 7, "strategist", "■7ˢ")
    out["CK7"] = TTCard("CK7", NUM, "K", 7, "strategist", "■7ᶜ")
    out["CRA"] = TTCard("CRA", RARE, None, 0, "strategist", "★ᶜ")
    for name, s in BEAST_COLOURS.items():
        out[name] = TTCard(name, NUM, s, 10, "beast", SHAPE[s] + "10ᵐ")
    out["EL"] = TTCard("EL", WF, None, 0, "beast", "⚐ᵉ", rare_plus=True)
    out["MIRIA"] = TTCard("MIRIA", BZ, None, 0, "beast", "⚔ᵐ")
    for i in (1, 2):      # bought in an option shop (Little): a Rare / White Flag for a round
        out[f"RAO{i}"] = TTCard(f"RAO{i}", RARE, None, 0, "option", "★ᵒ" + _sub(i))
        out[f"WFO{i}"] = TTCard(f"WFO{i}", WF, None, 0, "option", "⚐ᵒ" + _sub(i))
    return out


BEAST_COLOURS = {"MARU": "R", "GURU": "B", "NEMU": "G", "OKO": "K"}


_CARDS = _make()
SHARED_DECK: tuple[TTCard, ...] = tuple(
    [_CARDS[f"{s}{v}"] for s in COLOURS for v in range(1, 10)]
    + [_CARDS[c] for c in ("WF1", "WF2", "RA1", "RA2")])
KING_RARE = _CARDS["RAK"]
BERSERKER_CARD = _CARDS["BZ"]
BERSERKER_DECK: tuple[TTCard, ...] = tuple(_CARDS[c] for c in ("BZ", "R10", "B10", "G10", "K10",
                                                               "RAZ", "WFZ"))
ALCHEMIST_DECK: tuple[TTCard, ...] = tuple(_CARDS[f"A{s}{v}"] for s in COLOURS[:3]
                                           for v in range(1, 6))
STRATEGIST_K7, CARRY_K7, CARRY_RARE = _CARDS["SK7"], _CARDS["CK7"], _CARDS["CRA"]
BEASTS: tuple[TTCard, ...] = tuple(_CARDS[c] for c in ("MARU", "GURU", "NEMU", "OKO", "EL",
                                                        "MIRIA"))
EXPANSION_CARDS: tuple[TTCard, ...] = (ALCHEMIST_DECK + (STRATEGIST_K7, CARRY_K7, CARRY_RARE)
                                       + BEASTS)
# Option cards go back to their supply instead of the discard pile (``table.discard``); no
# Tricktakers set deals them, a game with an option shop (Little) hands them out.
OPTION_CARDS: tuple[TTCard, ...] = tuple(_CARDS[c] for c in ("RAO1", "RAO2", "WFO1", "WFO2"))
ALL_CARDS: tuple[TTCard, ...] = SHARED_DECK + (KING_RARE,) + BERSERKER_DECK + EXPANSION_CARDS


def _display_order() -> list[TTCard]:
    """Colours red, blue, green, black (low to high; same values side by side), then White
    Flags, Rares, Berserker cards."""
    nums = sorted((c for c in _CARDS.values() if c.kind == NUM),
                  key=lambda c: (COLOURS.index(c.suit), c.value, c.origin != "shared", c.code))
    rest = [_CARDS[c] for c in ("WF1", "WF2", "WFZ", "WFO1", "WFO2", "EL", "RA1", "RA2", "RAK",
                                "RAZ", "RAO1", "RAO2", "CRA", "BZ", "MIRIA")]
    return nums + rest


_ORDER = {c: i for i, c in enumerate(_display_order())}


def _aliases() -> dict[str, TTCard]:
    out: dict[str, TTCard] = {}
    for code, c in _CARDS.items():
        out[code] = c
        out[c.label] = c
        if c.kind == NUM:
            assert c.suit is not None          # every number card has a colour
            if c.origin in ("shared", "berserker"):
                out[f"{c.value}{c.suit}"] = c
                out[f"{KANJI[c.suit]}{c.value}"] = c
    for i in (1, 2):
        out[f"白旗{i}"] = _CARDS[f"WF{i}"]
        out[f"レア{i}"] = _CARDS[f"RA{i}"]
    for name in ("MARU", "GURU", "NEMU", "OKO", "EL", "MIRIA"):
        out[name.lower()] = _CARDS[name]
    out.update({"マル": _CARDS["MARU"], "グル": _CARDS["GURU"], "ネム": _CARDS["NEMU"],
                "オコ": _CARDS["OKO"], "エル": _CARDS["EL"], "ミリア": _CARDS["MIRIA"]})
    out.update({"キングレア": KING_RARE, "キング専用レア": KING_RARE, "バーサーカー": BERSERKER_CARD,
                "バーサーカーカード": BERSERKER_CARD})
    return out


_ALIASES = _aliases()


def add_card(code: str, kind: str, suit: str | None, value: int, origin: str, label: str,
             aliases: Iterable[str] = ()) -> TTCard:
    """Register one more physical card (a spin-off's own card, e.g. KINGs' Berserker black 9)
    so that ``parse``, ``card``, sorting and pickling know it like the printed ones. Why here:
    cards are interned, so another game cannot make a ``TTCard`` of its own without this.
    Registering the same code again returns the existing card; a clash with another card is an
    error, so a game can never redefine a Tricktakers card."""
    if code in _CARDS:
        old = _CARDS[code]
        if (old.kind, old.suit, old.value, old.origin, old.label) != (kind, suit, value, origin,
                                                                       label):
            raise ValueError(f"card {code} already exists with other properties")
        return old
    new = TTCard(code, kind, suit, value, origin, label)
    for name in (code, label, *aliases):
        if name.upper() in _ALIASES or name in _ALIASES:
            raise ValueError(f"card name {name} is already taken")
    _CARDS[code] = new
    for name in (code, label, *aliases):
        _ALIASES[name] = new
        _ALIASES[name.upper()] = new
    _ORDER[new] = len(_ORDER)
    return new


def card(code: str) -> TTCard:
    """The card with canonical ``code`` (no aliases): for the engine's own constants."""
    return _CARDS[code]


card_of_code = _CARDS.__getitem__    # ``card`` without a Python call, for hot loops


def parse_cards(items: "str | Iterable[str | TTCard]") -> list[TTCard]:
    """Parse ``"R5 K9 WF1"`` or a list of card texts."""
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    return [TTCard.parse(x) for x in items]


def card_or_none(text: "str | TTCard") -> "TTCard | None":
    """The card ``text`` names, or None when it is another word (a colour, a beast move...)."""
    try:
        return TTCard.parse(text)
    except NotationError:
        return None


def named_in_hand(words: Iterable[str], hand: Iterable[TTCard]) -> tuple[TTCard, ...]:
    """The cards of ``hand`` that ``words`` name, in the words' order (the cards an action
    uses: an Alchemist's three, a Ninja's second card, a redraw's discards)."""
    held = set(hand)
    return tuple(c for c in map(card_or_none, words) if c is not None and c in held)


def parse_colour(text: str) -> str | None:
    """A colour letter from 'red', 'R', '赤'...; None if it is not a colour."""
    return COLOUR_WORDS.get(str(text).strip().lower())


def sort_hand(cards: Iterable[TTCard]) -> list[TTCard]:
    """Display order: red, blue, green, black (low to high), then the special cards."""
    return sorted(cards, key=_ORDER.__getitem__)


display_rank = _ORDER.__getitem__      # a card's place in display order (a sort key)
