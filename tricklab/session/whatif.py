"""Two lines of a game side by side, headless: where they part, the trick each line made of
that moment, the points at the end of that round, and the rulings that made them differ
(the ones only one line met after they parted). The table's what-if panel shows this."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.events import Event, EventKind
from tricklab.core.match import Match

from .session import Session


@dataclass
class Side:
    """One line after the fork point."""

    name: str
    first: Action | None                 # its first action after the common part
    trick: Event | None = None           # the first trick it finished after parting
    round_scores: dict[str, Any] | None = None   # the first round it scored after parting
    totals: dict[str, int] = field(default_factory=dict)
    rulings: list[str] = field(default_factory=list)   # every ruling met after parting
    only: list[str] = field(default_factory=list)      # ... that the other line did not meet


@dataclass
class SideBySide:
    common: int
    a: Side
    b: Side

    @property
    def parted(self) -> bool:
        return self.a.first is not None or self.b.first is not None

    @property
    def same_trick(self) -> bool:
        ta, tb = self.a.trick, self.b.trick
        return (ta is not None and tb is not None
                and ta.params.get("winner") == tb.params.get("winner"))


def _after(match: Match, common: int, viewer: str | None) -> list[Event]:
    out = []
    for k in range(common, len(match.actions)):
        for e in match.events_of(k):
            seen = e.seen_by(viewer)
            if seen is not None:
                out.append(seen)
    return out


def _side(name: str, match: Match, common: int, viewer: str | None) -> Side:
    events = _after(match, common, viewer)
    first = match.actions[common] if common < len(match.actions) else None
    trick = next((e for e in events if e.kind == EventKind.TRICK_WON), None)
    scored = next((e for e in events if e.kind == EventKind.ROUND_SCORED), None)
    rulings: list[str] = []
    for e in events:
        for r in e.all_rulings():
            if r not in rulings:
                rulings.append(r)
    return Side(name, first, trick, dict(scored.params.get("scores") or {}) if scored else None,
                match.totals(), rulings)


def side_by_side(session: Session, a: str, b: str) -> SideBySide:
    """Lines ``a`` and ``b`` of ``session`` compared from where they part, as the session's
    viewer may see them."""
    c = session.compare(a, b)
    ma, mb = session.tree.branches[a].match, session.tree.branches[b].match
    sa = _side(a, ma, c.common, session.viewer)
    sb = _side(b, mb, c.common, session.viewer)
    sa.only = [r for r in sa.rulings if r not in sb.rulings]
    sb.only = [r for r in sb.rulings if r not in sa.rulings]
    return SideBySide(c.common, sa, sb)
