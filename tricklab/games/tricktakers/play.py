"""Must-follow (spec 5.3) and the lead colour (5.4), without any character ability.

The engine combines this plain rule with the playing character's exemptions (the Ruler plays
anything, the Adventurer's Wand and White Orb, later the Strategist's Tactical card); keeping
the plain rule here lets characters ask "could I follow?" without importing the engine.
"""
from __future__ import annotations

from tricklab.core.events import Step
from tricklab.core.follow import follow_violation

from .cards import NUM, TTCard
from .state import TTState
from .trick import COLOUR_NAME


def is_leading(st: TTState, seat: str) -> bool:
    """``seat`` plays the first entry of the trick (nothing is on the table yet)."""
    return not st.entries and st.to_play() == seat


def _suit(c: TTCard) -> str | None:
    return c.suit


def _special(c: TTCard) -> bool:
    return c.kind != NUM


def violation(st: TTState, seat: str, card: TTCard) -> Step | None:
    """A MUST_FOLLOW step if ``seat`` may not play ``card`` under the plain rule: the lead
    colour is set, ``card`` is a number card of another colour and the hand holds a number card
    of the lead colour (TT-004; special cards are always allowed, TT-004/TT-062)."""
    if st.lead is None:
        return None
    bad = follow_violation(st.hands[seat], card, st.lead, suit_of=_suit, exempt=_special,
                           ruling="TT-004")
    if bad is None:
        return None
    return Step("MUST_FOLLOW", ("TT-004",), {**bad.params, "suit": COLOUR_NAME[st.lead]})


def breaks_follow(st: TTState, seat: str, card: TTCard) -> bool:
    """``violation(st, seat, card) is not None``, without building its Step: asked for every
    card of a turn by the legal plays, the Step is wanted only to explain a refusal."""
    lead = st.lead
    follows = card.follows                  # None for a special card: always allowed
    if lead is None or follows is None or follows == lead:
        return False
    for x in st.hands[seat]:
        if x.follows == lead:
            return True
    return False


def holds_lead(st: TTState, seat: str) -> bool:
    """``seat`` holds a number card of the lead colour (a loop, not any(): asked at turns)."""
    lead = st.lead
    if lead is not None:
        for c in st.hands[seat]:
            if c.kind == NUM and c.suit == lead:
                return True
    return False


def plain_legal(st: TTState, seat: str) -> list[TTCard]:
    """The cards ``seat`` may play under the plain must-follow rule."""
    hand = st.hands[seat]
    if not holds_lead(st, seat):
        return list(hand)
    return [c for c in hand if c.kind != NUM or c.suit == st.lead]
