"""The option phase (オプション選択, spec 6): after the character choice, in selection order,
each player may buy at most one option with points: an Option Rare or an Option White Flag
(added to the hand, then one card discarded) or one of the face-up items.

Prices, supply and the item list come from ``little_options.yaml``. The option cards lie in the
box (their supply) between purchases and come back there when discarded (``table.discard``)
and at every new round (LT-067, LT-073); the item deck, face-up row and discard pile are
game-long (``st.table_data``), so an item bought in round 1 can be used in round 3 (LT-074).
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction
from tricklab.core.events import Event, EventKind

from ..tricktakers.cards import OPTION_CARDS, WF
from ..tricktakers.characters.items import item_name
from ..tricktakers.state import TTState
from ..tricktakers.table import give, rng
from .data import data
from .shop_items import held, set_held

KINDS = ("rare", "wf", "item")


def price(kind: str) -> int:
    return int(data()["options"][kind]["cost"])


def supply(st: TTState, kind: str) -> list[Any]:
    """Option cards of ``kind`` still in the supply (the box) this round."""
    want = WF if kind == "wf" else "rare"
    cap = int(data()["options"][kind]["supply"])
    left = [c for c in OPTION_CARDS if c.kind == want and c in st.box]
    used = sum(1 for c in OPTION_CARDS if c.kind == want) - len(left)
    return left[:max(0, cap - used)]


def faceup(st: TTState) -> tuple[str, ...]:
    return tuple(st.table_data.get("item_faceup", ()))


def new_item_deck(st: TTState, top: list[str]) -> None:
    rest = [n for n in data()["items"] if n not in top]
    rng(st, "little-items").shuffle(rest)
    deck = list(top) + rest
    n = int(data()["faceup_items"])
    st.table_data.update(item_deck=tuple(deck[n:]), item_faceup=tuple(deck[:n]),
                         item_discard=())


def refill(st: TTState, events: list[Event]) -> None:
    """Refill the face-up row; an empty deck is rebuilt from the item discard pile (LT-074)."""
    row, deck = list(faceup(st)), list(st.table_data.get("item_deck", ()))
    while len(row) < int(data()["faceup_items"]):
        if not deck and st.table_data.get("item_discard"):
            deck = list(st.table_data["item_discard"])
            st.draws += 1
            rng(st, "little-items", st.draws).shuffle(deck)
            st.table_data["item_discard"] = ()
            events.append(Event(EventKind.RULE, "ITEM_DECK_RESHUFFLED", None, ("LT-074",),
                                {"round": st.round, "trick": 0, "n": len(deck)}))
        if not deck:
            events.append(Event(EventKind.RULE, "ITEM_SLOT_EMPTY", None, ("LT-074",),
                                {"round": st.round, "trick": 0}))
            break
        row.append(deck.pop(0))
    st.table_data.update(item_faceup=tuple(row), item_deck=tuple(deck))


def queue(st: TTState) -> tuple[str, ...]:
    return tuple(st.table_data.get("shop_queue", ()))


def open_shop(st: TTState, order: list[str], events: list[Event]) -> None:
    st.phase = "shop"
    st.table_data["shop_queue"] = tuple(order)
    st.table_data["bought"] = ()
    events.append(Event(EventKind.RULE, "SHOP_OPEN", None, ("LT-066",),
                        {"round": st.round, "trick": 0, "order": list(order),
                         "items": list(faceup(st)), "rare": price("rare"), "wf": price("wf"),
                         "item": price("item")}))


def actions(st: TTState, seat: str) -> list[Action]:
    out = [Action(seat, "pass")]
    money = st.points[seat]
    for kind in ("rare", "wf"):
        if money >= price(kind) and supply(st, kind):
            out.append(Action(seat, "buy", (kind,)))
    if money >= price("item"):
        out += [Action(seat, "buy", ("item", it)) for it in dict.fromkeys(faceup(st))]
    return out


def refuse(message: str, code: str, ruling: str = "LT-066", **params: Any) -> None:
    raise IllegalAction(message, code=code, ruling=ruling, **params)


def check(st: TTState, action: Action) -> tuple[str, str | None]:
    """(kind, item) of a purchase, refused with its ruling before anything changes."""
    seat, args = action.seat, action.args
    if action.kind == "pass":
        if args:
            refuse("write just 'pass'", "PLAY_EXTRA_WORDS", words=" ".join(args))
        return "pass", None
    if not args or args[0].lower() not in KINDS:
        refuse("buy one option: 'buy rare', 'buy wf' or 'buy item <name>'", "SHOP_UNKNOWN",
               text=" ".join(args))
    kind = args[0].lower()
    item = None
    if kind == "item":
        item = item_name(args[1]) if len(args) == 2 else None
        if item is not None and item not in data()["items"]:
            refuse(f"the {item} is not sold in Little (items: {', '.join(data()['items'])})",
                   "SHOP_ITEM_LEFT_OUT", "LT-063", item=item, items=list(data()["items"]))
        if item is None:
            refuse(f"name one item of the shop ({', '.join(faceup(st)) or 'none face up'})",
                   "SHOP_UNKNOWN_ITEM", "LT-074", items=list(faceup(st)))
        if item not in faceup(st):
            refuse(f"{item} is not face up in the shop (face up: {', '.join(faceup(st)) or 'none'})",
                   "SHOP_ITEM_NOT_FACEUP", "LT-074", item=item, items=list(faceup(st)))
    elif len(args) != 1:
        refuse(f"write just 'buy {kind}': the card to discard comes next", "PLAY_EXTRA_WORDS",
               words=" ".join(args[1:]))
    else:
        if not supply(st, kind):
            refuse(f"no Option {kind} is left in the supply this round", "SHOP_SOLD_OUT",
                   kind=kind)
    cost = price(kind)
    if st.points[seat] < cost:
        refuse(f"{seat} has {st.points[seat]} points and the {kind} option costs {cost}",
               "SHOP_BUDGET", seat=seat, points=st.points[seat], cost=cost, kind=kind)
    return kind, item


def buy(st: TTState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    kind, item = check(st, action)
    st.table_data["shop_queue"] = queue(st)[1:]
    if kind == "pass":
        events.append(Event(EventKind.ACTION, "SHOP_PASS", seat, ("LT-066",),
                            {"round": st.round, "trick": 0}))
        return
    cost = price(kind)
    st.points[seat] -= cost
    st.table_data["bought"] = tuple(st.table_data.get("bought", ())) + ((seat, item or kind),)
    base = {"round": st.round, "trick": 0, "kind": kind, "cost": cost, "item": item or "-",
            "deltas": {seat: -cost}, "total": st.points[seat]}
    if item is not None:
        row = list(faceup(st))
        row.remove(item)
        st.table_data["item_faceup"] = tuple(row)
        set_held(st, seat, held(st, seat) + (item,))
        events.append(Event(EventKind.ACTION, "SHOP_BOUGHT_ITEM", seat, ("LT-066", "LT-062"), base))
        refill(st, events)
        return
    card = supply(st, kind)[0]
    st.box.remove(card)
    events.append(Event(EventKind.ACTION, "SHOP_BOUGHT_CARD", seat, ("LT-066",),
                        {**base, "card": card}))
    give(st, seat, [card], events)
    st.pending = (seat, "discard", {"n": 1, "why": "option", "ruling": "LT-066"})
