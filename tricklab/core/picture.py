"""The cards the step-through draws beside an event: what lay face up on the table at it, as
the events a reader saw tell it (``Event.seen_by``), so nothing hidden can be drawn.

Two ways a game's events say it, read in this order:

* **a trick's plays** — a seat's play action (``Action.kind == "play"``) or an automatic
  seat's play carrying its ``card``, ``round`` and ``trick``: the trick's picture is its
  plays so far (every trick-taking game);
* **the cards on the table** — an event's ``on_table`` parameter, ``{seat: card}``: the cards
  it turned up or laid, seat by seat over the round's earlier ones; an empty mapping clears
  the table (TRicK GEAR's field cards: a set card its player sees, the reveal, a Mirage's
  new card, then the disposal). An event seen only by its seat (a card set face down) may
  carry it: the others never read it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .actions import Action
from .events import Event, EventKind

#: events no picture is drawn beside (a deal, a round's score, the end)
_NO_PICTURE = (EventKind.SETUP, EventKind.ROUND_SCORED, EventKind.GAME_OVER)


@dataclass(frozen=True)
class Picture:
    """The cards to draw: ``cells`` are (seat, card) in table order; ``trick`` is the trick's
    number, or None for a round's table (its caption is then the round)."""

    round: Any
    trick: Any
    cells: tuple[tuple[str, Any], ...]


def is_play(ev: Event) -> bool:
    """A card laid on the table: a seat's play action, or an automatic seat's play."""
    if ev.params.get("card") is None or not hasattr(ev.params["card"], "label"):
        return False
    act = ev.params.get("action")
    return ev.kind == EventKind.AUTO or (ev.kind == EventKind.ACTION and isinstance(act, Action)
                                         and act.kind == "play")


def picture_at(events: Sequence[Event], pos: int) -> Picture | None:
    """The picture beside ``events[pos]`` (the events a reader saw, in order), or None."""
    ev = events[pos]
    if ev.kind in _NO_PICTURE:
        return None
    key = (ev.params.get("round"), ev.params.get("trick"))
    if key[1] not in (None, 0):
        plays = [e for e in events[:pos + 1] if is_play(e)
                 and (e.params.get("round"), e.params.get("trick")) == key]
        if plays:
            return Picture(key[0], key[1], tuple((str(e.seat), e.params["card"]) for e in plays))
    if key[0] is None:
        return None
    table: dict[str, Any] = {}
    for e in events[:pos + 1]:
        if e.params.get("round") != key[0]:
            continue
        laid = e.params_for(None).get("on_table")
        if isinstance(laid, dict):
            table = {**table, **laid} if laid else {}
    cells = tuple((str(s), c) for s, c in table.items() if hasattr(c, "label"))
    return Picture(key[0], None, cells) if cells else None
