"""Bought items (spec 6–7): every Little player may hold the Adventurer's items, so the
Adventurer's item mechanics are reused as one more component at each seat.

What differs from the Adventurer (``ShopItems`` overrides only that): items are bought in the
option phase and kept across rounds until used (``st.table_data["items:<seat>"]``); a used
item goes to the shop's item discard pile and is not replaced; there is no level-up and an
unused item scores nothing. Everything else (one item per trick, before playing, number-card
items, the Potion not on lead, the Orb, Wand, Sword, Axe, Wing, Doll, Boots, Map, Book) is
the Adventurer's code.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.events import Event, EventKind, Step

from ..tricktakers import registry
from ..tricktakers.args import card_arg, hand_cards
from ..tricktakers.cards import TTCard
from ..tricktakers.characters import Adventurer, Character
from ..tricktakers.characters.base import Line
from ..tricktakers.characters.items import item_name
from ..tricktakers.state import TTState
from . import words


def held(st: TTState, seat: str) -> tuple[str, ...]:
    return tuple(st.table_data.get(f"items:{seat}", ()))


def set_held(st: TTState, seat: str, items: tuple[str, ...]) -> None:
    st.table_data[f"items:{seat}"] = tuple(items)


class ShopItems(Adventurer):
    name = "items"
    code = "99Z"                  # after every character: it has no setup of its own
    title = {"en": "Items", "ja": "アイテム"}
    table: dict[int, int | None] = {}
    setup_verbs: tuple[str, ...] = ()
    private_keys: tuple[str, ...] = ()
    rule_350 = False

    def init(self, st: TTState, seat: str) -> dict:
        return {"equipment": tuple(("bought", it) for it in held(st, seat)), "used": False,
                "again": False, "armed": None, "revealed": frozenset()}

    def setup_actions(self, st: TTState, seat: str) -> list:
        return []

    @staticmethod
    def kept(st: TTState, seat: str, cards: list[TTCard]) -> tuple[TTCard, str] | None:
        """A card the seat's character may never discard (the Berserker card, LT-034; the
        King's Rare, LT-020), with its ruling: the Adventurer never met these cards, a Little
        buyer of the Map of Destiny can."""
        owner = registry.get(st.chars[seat])
        return next(((c, r) for c in cards if (r := owner.can_discard(st, seat, c))), None)

    def turn_actions(self, st: TTState, seat: str) -> list[Action]:
        return [a for a in super().turn_actions(st, seat)
                if a.args[:1] != ("map",) or not self.kept(st, seat, [card_arg(x) for x in
                                                                      a.args[1:]])]

    def turn_act(self, st: TTState, action: Action, events: list[Event]) -> None:
        if action.args and item_name(action.args[0]) == "map":
            cards = hand_cards(st, action.seat, action.args[1:], "LT-062")
            keep = self.kept(st, action.seat, cards)
            if keep:
                self.refuse(f"{action.seat} may never discard {keep[0]}", "KEEP_CARD", keep[1],
                            card=keep[0], seat=action.seat)
        start = len(events)
        super().turn_act(st, action, events)
        words.events(events, start)          # "Bo uses the item ...", no Adventurer

    def effective(self, st: TTState, entry: Any, eff: Any, revolt: bool) -> Any:
        return words.notes(super().effective(st, entry, eff, revolt))

    def replace(self, st: TTState, seat: str, name: str, events: list[Event],
                refill: bool = True) -> str:
        """A used item goes to the shop's item discard pile (LT-062, LT-074)."""
        d = st.cdata[seat]
        eq = list(d["equipment"])
        eq.remove(next(e for e in eq if e[1] == name))
        d["equipment"] = tuple(eq)
        mine = list(held(st, seat))
        mine.remove(name)
        set_held(st, seat, tuple(mine))
        st.table_data["item_discard"] = tuple(st.table_data.get("item_discard", ())) + (name,)
        return "bought"

    def take_trick(self, st: TTState, seat: str, cards: list, res: Any,
                   events: list[Event]) -> None:
        Character.take_trick(self, st, seat, cards, res, events)      # no level-up

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        return []                                                    # unused items score 0

    def wins(self, st: TTState, seat: str) -> Step | None:
        return None

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        return {"items": {seat: list(held(st, seat))}}


ITEMS = ShopItems()

__all__ = ["ITEMS", "ShopItems", "held", "set_held", "EventKind"]
