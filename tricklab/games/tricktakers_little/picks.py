"""Character choice in Little (spec 4 step 2): round 1 clockwise from the start player; rounds
2–3 last round's King first (but not the King again), then ascending points, ties to the
higher priority of last round's character (no gold crowns in Little). Round 3: two characters
each, in a snake (the first pass, then the same order reversed, LT-065).
"""
from __future__ import annotations

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction
from tricklab.core.events import Event, EventKind, Step

from ..tricktakers import registry
from ..tricktakers.select import refuse_name
from ..tricktakers.state import TTState
from .data import data
from .roster import ROSTER, names_at
from .seat import seat_name


def per_seat(st: TTState) -> int:
    return int(data()["round3_characters"]) if st.round == int(data()["rounds"]) else 1


def first_pass(st: TTState) -> tuple[list[str], list[Step]]:
    if st.round == 1 or not st.prev:
        assert st.round_lead is not None
        return st.clockwise(st.round_lead), [Step("ROUND1_ORDER", ("LT-065",),
                                                  {"seat": st.round_lead})]
    king = [s for s in st.players if s in st.prev and registry.get(st.prev[s]).picks_first_next]
    rest = sorted((s for s in st.players if s not in king),
                  key=lambda s: (st.points[s], registry.priority(st.prev[s]) if s in st.prev
                                 else (99, "Z")))
    steps = [Step("KING_PICKS_FIRST", ("LT-023",), {"seat": s}) for s in king]
    order = king + rest
    steps.append(Step("LITTLE_SELECTION_ORDER", ("LT-023",), {"order": order}))
    return order, steps


def taken(st: TTState) -> set[str]:
    return {n for s in st.players for n in names_at(st, s)}


def banned(st: TTState, seat: str, name: str) -> bool:
    """Last round's King may not take the King, with either pick (LT-019)."""
    prev = st.prev.get(seat)
    return not ROSTER[name].repeatable and prev is not None and name in \
        getattr(registry.get(prev), "names", (prev,))


def choices(st: TTState, seat: str) -> list[str]:
    """Untaken characters, without the King for last round's King, unless the King is all
    that is left (5 players, round 3: the snake's last pick; docs/rulings-notes.md)."""
    free = [n for n in st.faceup if n not in taken(st)]
    allowed = [n for n in free if not banned(st, seat, n)]
    return allowed or free


def actions(st: TTState, seat: str) -> list[Action]:
    return [Action(seat, "pick", (n,)) for n in choices(st, seat)]


def check(st: TTState, seat: str, args: tuple[str, ...]) -> str:
    name = args[0].lower() if len(args) == 1 else ""
    if name not in ROSTER:
        refuse_name(args, choices(st, seat), "LT-065")
    if banned(st, seat, name) and name not in choices(st, seat):
        raise IllegalAction(f"{seat} was the King last round and may not pick the King again",
                            code="KING_AGAIN", ruling="LT-019", seat=seat)
    if name in names_at(st, seat):
        raise IllegalAction(f"{seat} already has the {name}", code="CHARACTER_TAKEN",
                            ruling="LT-065", character=name, available=choices(st, seat))
    if name not in choices(st, seat):
        raise IllegalAction(f"{name} is taken (available: {', '.join(choices(st, seat))})",
                            code="CHARACTER_TAKEN", ruling="LT-065", character=name,
                            available=choices(st, seat))
    return name


def begin(st: TTState, events: list[Event]) -> None:
    order, steps = first_pass(st)
    st.faceup = st.pool
    st.select_order = order + order[::-1] if per_seat(st) == 2 else list(order)
    st.table_data["first_pass"] = tuple(order)
    st.phase = "select"
    events.append(Event(EventKind.RULE, "SELECT_START", None, ("LT-065",) if per_seat(st) == 2
                        else ("LT-019",),
                        {"round": st.round, "order": list(st.select_order),
                         "faceup": list(st.faceup)}, steps=tuple(steps)))


def apply(st: TTState, seat: str, name: str, events: list[Event]) -> bool:
    """Record a pick; True once every seat has all its characters. Last round's King taking
    the King (only when nothing else is left, ``choices``) is told as the ban lifted."""
    if banned(st, seat, name):
        events.append(Event(EventKind.RULE, "KING_BAN_LIFTED", seat, ("LT-019", "LT-065"),
                            {"round": st.round, "trick": 0, "seat": seat,
                             "n": len(st.pool)}))
    st.chars[seat] = seat_name([*names_at(st, seat), name])
    st.faceup = tuple(n for n in st.faceup if n != name)     # still open for choosing
    st.select_order.pop(0)
    rid = ("LT-065",) if per_seat(st) == 2 else ("LT-019",)
    events.append(Event(EventKind.ACTION, "PICKED", seat, rid,
                        {"round": st.round, "trick": 0, "character": name, "auto": False}))
    return not st.select_order
