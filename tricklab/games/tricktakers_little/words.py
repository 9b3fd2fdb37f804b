"""Tricktakers lines that Little says in its own words.

Why: the reused components explain themselves in Tricktakers' terms, and some of those name
what Little does not have: the Adventurer and its equipment cards, crowns, the Ruler's tasks,
the Summoner's EL. Little keeps the component and its parameters; the line gets a Little code
whose text is in Little's ``messages.yaml``, as Little's selection order replaces the one with
gold crowns (``LITTLE_SELECTION_ORDER``). The component that makes the line relabels it
(``ShopItems``, ``LittleSamurai``); the codes are listed here, once.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from tricklab.core.events import Event, Step, unfold

from ..tricktakers.trick import Eff

OWN = {
    # bought items (shop_items.ShopItems): no Adventurer, no equipment card to refill
    "ITEM_USED": "LITTLE_ITEM_USED",
    "WING_ON_CARD": "LITTLE_WING_ON_CARD",
    "WAND_LEADING": "LITTLE_WAND_LEADING",
    # the Samurai's spirit of red (roster.LittleSamurai): no tasks, no EL
    "SAMURAI_RED_IS_BLACK": "LITTLE_SAMURAI_RED_IS_BLACK",
    "SAMURAI_RED_ONE": "LITTLE_SAMURAI_RED_ONE",
    "SAMURAI_RED_TEN": "LITTLE_SAMURAI_RED_TEN",
    "SAMURAI_WF_CANCELS": "LITTLE_SAMURAI_WF_CANCELS",
}

# the Ninja's face-down card under Little's default turn-order rule (LT-046, LT-047): it is
# turned up when everyone has played, or before a Timid Boots user still to play, so it is not
# always "the last card played" as the Tricktakers lines (written for the designer's
# recommended rule, LT-048) say (roster.LittleNinja)
SEAT_ORDER = {
    "NINJA_SHADOW": "LITTLE_NINJA_SHADOW",
    "NINJA_SHADOW_DECK": "LITTLE_NINJA_SHADOW_DECK",
}


def step(s: Step) -> Step:
    code = OWN.get(s.code)
    return s if code is None else Step(code, s.rulings, s.params)


def notes(eff: Eff) -> Eff:
    """``eff`` with its notes in Little's words."""
    said = unfold(eff.notes)        # (notes made when read are built here: Little reads them)
    if not any(s.code in OWN for s in said):
        return eff
    return replace(eff, notes=tuple(step(s) for s in said))


def events(evs: list[Any], start: int, own: dict[str, str] = OWN) -> None:
    """The events from ``start`` on in Little's words (in place; same seat, rulings and
    parameters; Little's engine lists plain Events, never records)."""
    for i in range(start, len(evs)):
        e = evs[i]
        code = own.get(e.code)
        if code is not None:
            evs[i] = Event(e.kind, code, e.seat, e.rulings, e.params, e.steps, e.visible_to,
                           e.private)
