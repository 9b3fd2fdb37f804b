"""What each row of a match's history cites, read once for the History tab
(``history.history_rows``) and ``match.history()`` (``tidy.tidy_rows``), so the two cannot cite
different rulings: the tab cited a row's own event and its trick, the frame every event of
the step. The rows are ``tidy``'s (its columns); each is read as the viewer may see it
(``Event.seen_by``)."""
from __future__ import annotations

from typing import Any

from .actions import Action
from .events import Event, EventKind


def _legal(seat: str | None, items: Any) -> list[str]:
    out = []
    for x in items or ():
        out.append(str(x) if isinstance(x, Action) else f"{seat} {x}")
    return out


def _is_play(ev: Event, act: Any) -> bool:
    """A card laid in a trick: an automatic seat's play or a seat's ``play``, whether or not
    the viewer may see the card (one played face down still takes its place in the trick)."""
    return ev.kind == EventKind.AUTO or (isinstance(act, Action) and act.kind == "play")


def _row(k: int, ev: Event, seen: Event | None, seat_view: str | None,
         round_no: Any) -> dict[str, Any]:
    p = ev.params_for(seat_view) if seen is not None else ev.params
    act = p.get("action")       # the actor's own record keeps a card it played face down
    auto = ev.kind == EventKind.AUTO
    # the card as the viewer may see it: one played face down is public ``None`` and its
    # player's private ``card``, so its player and the teacher read it, the others do not
    card = p.get("card") if seen is not None else None
    if seen is None:
        text = None
    elif isinstance(act, Action):
        text = str(act)
    elif auto and card is not None:
        text = f"{ev.seat} {card}"
    else:
        text = None
    return {
        "step": k + 1, "round": round_no, "trick": ev.params.get("trick"),
        "seat": ev.seat, "kind": str(ev.kind.value), "verb": act.kind if isinstance(act, Action) else "play",
        "action": text, "card": str(card) if _is_play(ev, act) and card is not None else None,
        "position": None, "leader": None,
        "legal": _legal(ev.seat, p.get("legal")) if seen is not None else None,
        "winner": None, "points": {}, "rulings": list(ev.all_rulings()) if seen is not None else [],
        "auto": auto,
    }


def _round(ev: Event, then: Any) -> Any:
    """The round ``ev`` names, else ``then`` (the round so far)."""
    r = ev.params.get("round")
    return then if r is None else r


def _add(row: dict[str, Any], rulings: list[str]) -> None:
    row["rulings"] = list(dict.fromkeys([*row["rulings"], *rulings]))


def cited_rows(match: Any, seat: str | None = None
               ) -> tuple[list[str], list[tuple[Event, dict[str, Any]]]]:
    """What each row of the history cites, the one reading both the History tab
    (``history.history_rows``) and ``match.history()`` take it from: the deal's rulings, and
    per ACTION or AUTO event of the actions (in order, with the event) its row, citing every
    ruling its step applied as ``seat`` may see them: its own, the events it set off (RoboTrick:
    the passes received, then the robot's lead; those before a step's first row go to that
    row, the rest to the step's last), and on a trick's last card the trick's winner and,
    when that card won it, the rulings of its winning (a trick a later move decides, a
    Ninja's reveal, is cited by that move's row). The tab cited the rows' own events and the tricks only, so a step
    and its frame row named different rulings. Points are not counted here (``tidy_rows``).

    Every row has the round it happened in: its event's ``round``, else that of the last event
    that named one (an engine names the round on its deal and its plays, not on every pick or
    bid; the round is public). A play is in its trick whether or not the viewer may see its
    card, so a card played face down keeps its position and, as a trick's last, its winner."""
    setup_rulings: list[str] = []
    round_no: Any = None
    for ev in match.events_of(-1):
        round_no = _round(ev, round_no)
        if ev.seen_by(seat) is not None:
            setup_rulings += ev.all_rulings()
    out: list[tuple[Event, dict[str, Any]]] = []
    plays: dict[tuple[Any, Any], list[dict[str, Any]]] = {}
    for k in range(len(match.actions)):
        step_rows: list[dict[str, Any]] = []
        early: list[str] = []
        for ev in match.events_of(k):
            round_no = _round(ev, round_no)
            seen = ev.seen_by(seat)
            if ev.kind in (EventKind.ACTION, EventKind.AUTO):
                row = _row(k, ev, seen, seat, round_no)
                _add(row, early)
                early = []
                if row["trick"] is not None and _is_play(ev, ev.params.get("action")):
                    trick = plays.setdefault((row["round"], row["trick"]), [])
                    trick.append(row)
                    row["position"] = len(trick)
                    row["leader"] = trick[0]["seat"]
                out.append((ev, row))
                step_rows.append(row)
                continue
            if seen is None:
                continue
            rid = ev.all_rulings()
            if ev.kind == EventKind.TRICK_WON:
                trick = plays.get((round_no, ev.params.get("trick")), [])
                if trick:
                    trick[-1]["winner"] = ev.params.get("winner")
                    if trick[-1]["step"] == k + 1:    # else a later move decided it (a Ninja's
                        _add(trick[-1], rid)          # reveal): that step's row cites it
                        continue
            if step_rows:
                _add(step_rows[-1], rid)
            else:
                early += rid
        if step_rows:
            _add(step_rows[-1], early)
    return list(dict.fromkeys(setup_rulings)), out
