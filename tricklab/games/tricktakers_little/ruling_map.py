"""Which Little ruling covers a Tricktakers ruling cited by a reused component.

Why: the reused Tricktakers code cites its own rulings (TT-047 "the King's Rare"); a Little
player should read Little's (LT-020). Events and refusals are relabelled once, at the edge of
the Little engine, and so are the hints of the reused tactics (``bots.hint``); a Tricktakers
ruling without a Little counterpart keeps its id and is shown from the Tricktakers catalogue
(a base rule Little inherits).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from tricklab.core.bots import Hint
from tricklab.core.events import Event, Step

from ..tricktakers.trick import COLOUR_NAME

TT_TO_LT = {
    "TT-001": "LT-071", "TT-002": "LT-005", "TT-003": "LT-003", "TT-004": "LT-003",
    "TT-005": "LT-004", "TT-006": "LT-001", "TT-007": "LT-002", "TT-008": "LT-001",
    "TT-009": "LT-006", "TT-010": "LT-010", "TT-011": "LT-008", "TT-012": "LT-031",
    "TT-013": "LT-017", "TT-014": "LT-019", "TT-015": "LT-018", "TT-016": "LT-018",
    "TT-027": "LT-027", "TT-028": "LT-028", "TT-029": "LT-013", "TT-030": "LT-011",
    "TT-031": "LT-012", "TT-032": "LT-014", "TT-033": "LT-015", "TT-035": "LT-016",
    "TT-038": "LT-029", "TT-040": "LT-028", "TT-041": "LT-026", "TT-043": "LT-003",
    "TT-044": "LT-015", "TT-045": "LT-059", "TT-046": "LT-029", "TT-047": "LT-020",
    "TT-048": "LT-023", "TT-049": "LT-024", "TT-050": "LT-064", "TT-051": "LT-021",
    "TT-052": "LT-021", "TT-053": "LT-025", "TT-054": "LT-025", "TT-055": "LT-081",
    "TT-057": "LT-025", "TT-058": "LT-025", "TT-059": "LT-030", "TT-060": "LT-031",
    "TT-061": "LT-035", "TT-062": "LT-033", "TT-063": "LT-034", "TT-065": "LT-064",
    "TT-066": "LT-040", "TT-068": "LT-062", "TT-071": "LT-055", "TT-072": "LT-056",
    "TT-073": "LT-057", "TT-074": "LT-079", "TT-075": "LT-058", "TT-076": "LT-061",
    "TT-077": "LT-046", "TT-078": "LT-059", "TT-079": "LT-060", "TT-082": "LT-062",
    "TT-083": "LT-036", "TT-085": "LT-040", "TT-086": "LT-064", "TT-087": "LT-041",
    "TT-088": "LT-037", "TT-089": "LT-038", "TT-090": "LT-039", "TT-101": "LT-042",
    "TT-102": "LT-042", "TT-103": "LT-044", "TT-106": "LT-051", "TT-107": "LT-051",
    "TT-108": "LT-050", "TT-109": "LT-051", "TT-110": "LT-053", "TT-111": "LT-051",
    "TT-112": "LT-051", "TT-114": "LT-054", "TT-115": "LT-064",
    "TT-177": "LT-076",
}


# Where one Tricktakers ruling covers several Little ones, the step's code says which: these
# steps cite the Little ruling for their specific case as well (spec section 10).
STEP_LT = {
    "ONE_WRONG_COLOUR": ("LT-007",),               # a 1 of another colour leaves the 10 alone
    "NINJA_DECIDES_SEAT_ORDER": ("LT-047",),       # Boots after the Ninja: reveal first
    "NINJA_REVEALS_BEFORE": ("LT-047",),           # ... and the card turned up before it
    "NINJA_REVEALS_BEFORE_KING": ("LT-047",),
    "NINJA_DECIDES_AFTER_BOOTS": ("LT-048",),      # variant: the Ninja always last
    "NINJA_SHADOW_DECK": ("LT-049",),              # trick 5: the deck's top card
    "LITTLE_NINJA_SHADOW_DECK": ("LT-049",),
}


# Where the step's code says which Little ruling a Tricktakers one stands for, in place of
# ``TT_TO_LT``'s. Must-follow itself keeps Tricktakers' TT-004 ("Must-follow and special cards",
# a base rule Little inherits): LT-003, its Little counterpart for a special card played, is
# only the exemption, so a refusal "you must follow blue" or "●4 follows blue" citing it pointed
# the learner at Rares and White Flags. TT-106 (the spirit of red, "cancelled by any WF or by a
# revolt") is LT-051 ("red = black") where the red counts as black, but where it is cancelled it
# is the Little ruling that cancels it: a White Flag LT-052, a revolt LT-016.
BY_CODE = {
    "MUST_FOLLOW": {"TT-004": "TT-004", "TT-043": "TT-043"}, "FOLLOWS": {"TT-004": "TT-004"},
    "CANNOT_FOLLOW": {"TT-004": "TT-004"},
    "LITTLE_SAMURAI_WF_CANCELS": {"TT-106": "LT-052"},
    "SAMURAI_RED_IN_REVOLT": {"TT-106": "LT-016"},
}


# The Tricktakers rulings Little's events and refusals cite as they are: the must-follow ones
# above (BY_CODE), those without a Little counterpart (the set-up order and priority, who
# leads, the lead token, one win per trick). Each must hold in Little as its Rulings tab shows
# it: the Samurai's points (TT-115, "4 tricks wins the game") are LT-064 instead, the win bonus,
# as the King's sweep (TT-050) is. Little's Rulings tab lists them after its own, marked as
# Tricktakers', so every id a step cites can be looked up there (a test plays games and every
# Little scenario to keep this list complete).
KEPT = ("TT-004", "TT-021", "TT-023", "TT-024", "TT-025", "TT-043", "TT-105")


# A Tricktakers ruling that stands for more than one Little ruling: the Little-King tie (TT-052)
# is LT-021 and, since the engine never asks whether the King wanted to win, LT-022 as well.
TT_ALSO = {"TT-052": ("LT-022",)}


# A Tricktakers ruling that is not true of Little is not cited at all: TT-176 lists Tricktakers'
# decision points (the Adventurer's items, the Ruler's tasks...), many of which Little does not
# have, and Little's spec lists none of its own. The Hermit's "exchanging is a choice" still
# says so in words (it cites TT-176 in Tricktakers). TT-113 ("a Samurai red stays red": for the
# Ruler's tasks, the Collector, the Samurai's take) names the Ruler and has no Little ruling
# (it was shown as LT-052, the White Flag's); Little's red-as-black steps cite LT-051, and the
# spec makes the red black in the strength tiers (5.2 tier 4, 8.5) and nowhere else.
NOT_LITTLE = frozenset({"TT-113", "TT-176"})


def lt(rid: str | None, code: str = "") -> str | None:
    """The Little ruling for ``rid`` cited by an event or refusal ``code``."""
    if not rid:
        return rid
    return BY_CODE.get(code, {}).get(rid) or TT_TO_LT.get(rid, rid)


def _ids(rulings: Iterable[str], code: str = "") -> tuple[str, ...]:
    return tuple(dict.fromkeys(x for r in rulings if r not in NOT_LITTLE
                               for x in (lt(r, code), *TT_ALSO.get(r, ()))))


def step(s: Step) -> Step:
    return replace(s, rulings=_ids((*s.rulings, *STEP_LT.get(s.code, ())), s.code))


def _case(e: Event, s: Step) -> Step:
    """A 1 beating a 10 of a colour that is not led changes nothing (LT-007's example)."""
    ten = s.params.get("ten")
    if s.code == "ONE_TEN_NOT_TIER" and ten is not None and \
            COLOUR_NAME.get(ten.suit) != e.params.get("lead"):
        return replace(s, rulings=(*s.rulings, "LT-007"))
    return s


def _option_discard(e: Event) -> tuple[str, ...]:
    """A discarded option card goes back to its supply, not onto the pile (LT-073)."""
    cards = e.params.get("cards") if e.code in ("DISCARDS", "DISCARD_CHOSEN") else None
    return ("LT-073",) if cards and any(getattr(c, "origin", "") == "option" for c in cards) \
        else ()


def event(e: Event) -> Event:
    """``e`` citing Little's rulings; its steps are mapped when read (``e`` is immutable, so
    the thunk may read it later, and its own steps stay unbuilt until then)."""
    return Event(e.kind, e.code, e.seat,
                 _ids((*e.rulings, *STEP_LT.get(e.code, ()), *_option_discard(e))), e.params,
                 lambda: tuple(step(_case(e, s)) for s in e.steps), e.visible_to, e.private)


def events(evs: list[Event]) -> list[Event]:
    return [event(e) for e in evs]


def hint(h: Hint) -> Hint:
    """``h`` citing Little's rulings, as an event would (a hint is not an event: the reused
    Tricktakers tactics give it outside the engine's edge)."""
    return replace(h, rulings=_ids(h.rulings)) if h.rulings else h
