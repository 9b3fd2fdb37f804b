"""KINGs character components: one small class per character, registered in ``CHARACTERS``.
The engine asks a seat's active fronts through these hooks and never names a character.

Why not the Tricktakers components: those are built for one character per seat on
``TTState`` and carry the base game's rules (the base Samurai's White-Flag cancellation and
black-card ban, the base Hermit, Gambler bets, revolts). KINGs' cards say something else
(spec 7: the KINGs Samurai, Ninja, Healer, Gambler...), and a seat shows up to two fronts at
once, so each KINGs character is its own component here, reusing the Tricktakers titles.

Hooks (defaults do nothing):

==================  ==========================================================================
``setup``           the setup line (準備時) runs: return the pending decision or None
``turn_verbs``      abilities used on your turn before playing (Hermit, Cheerleader)
``conversions``     the Resistance's words for a card (KG-052)
``samurai``         its red cards have black strength (KG-055)
``passes_lead``     may name another lead player (KG-059)
``tricks_bonus``    added to the effective trick count ``E`` (Devil +2, KG-067)
``no_bid``          its player places no bid card (Cheerleader, KG-075)
``points``          its scoring lines, given the state, E (its parts), the captured cards
                    and the bid result
==================  ==========================================================================
"""
from __future__ import annotations

from typing import Any

from tricklab.core.events import Step

from ..tricktakers.characters import REGISTRY as TT_CHARACTERS
from .cards import NUM, RARE, WF, TTCard
from .data import KingsData


class KCharacter:
    name = ""
    title: dict[str, str] = {}
    turn_verbs: tuple[str, ...] = ()
    samurai = False
    passes_lead = False
    no_bid = False
    setup_rulings: tuple[str, ...] = ()
    bonus_key = ""            # data key of a {E: points} table (Hermit, Ninja, Beasts)
    bonus_rulings: tuple[str, ...] = ("KG-095",)

    def tricks_bonus(self, data: KingsData) -> int:
        return 0

    def conversions(self, card: TTCard, sword: bool) -> tuple[str, ...]:
        return ()

    def setup(self, data: KingsData) -> str | None:
        """The kind of setup decision it asks for ("gambler", "berserker") or None."""
        return None

    def points(self, st: Any, seat: str, e: Any, cards: list[TTCard],
               bid_hit: bool) -> list[tuple[int, Step]]:
        """``e`` is the seat's count ``E`` as a ``names.Sum`` (its total and its parts, which
        the line shows); ``st`` tells which other fronts and Kings a line stacks with."""
        if not self.bonus_key:
            return []
        pts = {int(k): int(v) for k, v in st.data[self.bonus_key].items()}.get(e.total)
        if not pts:
            return []
        return [(pts, Step("KG_LINE_TRICKS", self.bonus_rulings,
                           {"seat": seat, "character": self.name, "tricks": e, "delta": pts}))]


def sworded_number(st: Any, cards: list[TTCard], colour: str | None = None) -> bool:
    """Whether a pile holds a number card that had the King's Sword (of ``colour`` if given):
    scoring counts it as its printed self, not a Rare (KG-074), and the line says so. A
    sworded White Flag or Rare is one anyway."""
    return any(c in st.sworded and c.kind == NUM and colour in (None, c.suit) for c in cards)


def _tt_title(name: str, ja: str) -> dict[str, str]:
    """The Tricktakers title when the base game has the character, else our own."""
    c = TT_CHARACTERS.get(name)
    return dict(c.title) if c is not None and c.title else {"en": name.title(), "ja": ja}


class Gambler(KCharacter):
    name = "gambler"
    setup_rulings = ("KG-043", "KG-092")

    def setup(self, data: KingsData) -> str | None:
        return "gambler"

    def points(self, st, seat, e, cards, bid_hit):
        if not bid_hit:
            return []
        pts = int(st.data["gambler_bonus"])
        return [(pts, Step("KG_LINE_GAMBLER", ("KG-050",), {"seat": seat, "delta": pts}))]


class Hermit(KCharacter):
    name = "hermit"
    turn_verbs = ("hermit",)
    bonus_key = "hermit_bonus"


class Resistance(KCharacter):
    name = "resistance"

    def conversions(self, card: TTCard, sword: bool) -> tuple[str, ...]:
        if sword:
            return ("aswf",)                # KG-053: the sworded Rare called a White Flag
        if card.kind == NUM:
            return {1: ("as9",), 9: ("as1",)}.get(card.value, ())
        return ("asrare",) if card.kind == WF else ("aswf",) if card.kind == RARE else ()


class Berserker(KCharacter):
    name = "berserker"
    setup_rulings = ("KG-054",)

    def setup(self, data: KingsData) -> str | None:
        return "berserker"


class Samurai(KCharacter):
    name = "samurai"
    samurai = True


class Ninja(KCharacter):
    name = "ninja"
    passes_lead = True
    bonus_key = "ninja_bonus"


class Healer(KCharacter):
    name = "healer"

    def points(self, st, seat, e, cards, bid_hit):
        n = sum(1 for c in cards if c.kind == NUM and c.suit in ("B", "G"))
        cfg = st.data["healer"]
        pts = min(int(cfg["cap"]), n * int(cfg["per_card"]))
        # a second Healer scores again (KG-062); a used blue or green King stacks (KG-063)
        rul = ("KG-061",) + (("KG-062",) if st.has_front(seat, "healer") > 1 else ()) + (
            ("KG-063",) if st.king_used.get(seat) and st.kings.get(seat) in ("B", "G") else ())
        return [(pts, Step("KG_LINE_HEALER", rul, {"seat": seat, "n": n, "delta": pts}))] \
            if pts else []


class Collector(KCharacter):
    name = "collector"

    def points(self, st, seat, e, cards, bid_hit):
        n = sum(1 for c in cards if c.kind in (WF, RARE))      # physical only (KG-074)
        pts = st.data.scale("collector_scale", n)
        # a second Collector scores again (KG-065); a used White King stacks (KG-066); a
        # sworded card in the pile is still its printed card (KG-074)
        rul = ("KG-064",) + (("KG-065",) if st.has_front(seat, "collector") > 1 else ()) + (
            ("KG-066",) if st.king_used.get(seat) and st.kings.get(seat) == "W" else ()) + (
            ("KG-074",) if sworded_number(st, cards) else ())
        # a sworded number card is no Rare: the line says so even when it scores nothing
        return [(pts, Step("KG_LINE_COLLECTOR", rul, {"seat": seat, "n": n, "delta": pts}))] \
            if pts or "KG-074" in rul else []


class Maru(KCharacter):
    name = "maru"
    title = {"en": "Beast Maru", "ja": "獣マル"}
    bonus_key = "maru_bonus"


class Neme(KCharacter):
    name = "neme"
    title = {"en": "Beast Neme", "ja": "獣ネム"}
    bonus_key = "neme_bonus"


class Devil(KCharacter):
    name = "devil"
    title = {"en": "Devil", "ja": "デビル"}

    def tricks_bonus(self, data: KingsData) -> int:
        return int(data["devil_front_tricks"])


class Cheerleader(KCharacter):
    name = "cheerleader"
    title = {"en": "Cheerleader", "ja": "チアリーダー"}
    turn_verbs = ("cheer",)
    no_bid = True


CHARACTERS: dict[str, KCharacter] = {}
for _c in (Gambler(), Hermit(), Resistance(), Berserker(), Samurai(), Ninja(), Healer(),
           Collector(), Maru(), Neme(), Devil(), Cheerleader()):
    if not _c.title:
        _c.title = _tt_title(_c.name, {"healer": "ヒーラー"}.get(_c.name, _c.name))
    CHARACTERS[_c.name] = _c

# the items each character brings from the draft (KG-030..KG-032)
ITEMS = {"maru": ("gift",), "neme": ("sword",), "cheerleader": ("partner",)}


def component(name: str) -> KCharacter:
    return CHARACTERS[name]


def titles() -> dict[str, Any]:
    return {n: c.title for n, c in CHARACTERS.items()}
