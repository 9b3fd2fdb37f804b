"""The match history as a pandas DataFrame: one row per action a seat took (the robot's
automatic plays included), with the legal alternatives it had and the rulings involved."""
from __future__ import annotations

from typing import Any

COLUMNS = ["step", "round", "trick", "seat", "action", "legal", "winner", "rulings", "auto"]


def _text(v: Any) -> str:
    if hasattr(v, "label"):
        return str(v)
    if isinstance(v, (list, tuple)):
        return " ".join(str(x) for x in v)
    return "" if v is None else str(v)


def history_rows(match: Any, seat: str | None = None) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    last_play: dict[tuple[Any, Any], dict[str, Any]] = {}
    for k in range(len(match.actions)):
        for ev in match.events_of(k):
            p = ev.params
            if ev.kind in ("play", "pass", "choose"):
                hidden = not ev.visible(seat)
                row = {
                    "step": k + 1, "round": p.get("round"), "trick": p.get("trick"),
                    "seat": ev.seat,
                    "action": ev.kind if hidden else
                    f"{ev.kind} {_text(p.get('cards', p.get('card', p.get('choice'))))}".strip()
                    if ev.kind != "play" else _text(p.get("card")),
                    "legal": "" if hidden else _text(p.get("legal", [])),
                    "winner": "", "rulings": " ".join(ev.all_rulings()),
                    "auto": bool(p.get("auto", False)),
                }
                rows.append(row)
                if ev.kind == "play":
                    last_play[(p.get("round"), p.get("trick"))] = row
            elif ev.kind == "trick_won":
                last = last_play.get((p.get("round"), p.get("trick")))
                if last is not None:
                    last["winner"] = p.get("winner", "")
                    last["rulings"] = " ".join(dict.fromkeys(last["rulings"].split() + ev.all_rulings()))
    return rows


def history_frame(match: Any, seat: str | None = None) -> Any:
    import pandas as pd  # type: ignore[import-untyped]  # no pandas stubs installed
    return pd.DataFrame(history_rows(match, seat), columns=COLUMNS)
