"""Rich HTML for a RoboTrick state in a notebook cell (no widgets): the same zones the table
draws, all hands face up unless the state is a seat's view."""
from __future__ import annotations

import html

from tricklab.core.display import zone_html
from tricklab.core.view import Zone

from .state import RoboState, render_html_with
from .view import VIEW


@render_html_with
def state_html(state: RoboState, lang: str = "en") -> str:
    zones = VIEW.zones(state, None, lang)
    for p in state.players:
        if p not in state.hidden:
            zones.append(Zone(f"hand-{p}", f"{p}", VIEW.hand(state, p), group_by_suit=True))
    head = html.escape(VIEW.header(state, lang))
    turn = ", ".join(s for s in ([state.to_play()] if state.phase == "play" else state.passes.waiting()))
    return (f"<div class='tl-state'><div><b>{head}</b> · {html.escape(state.phase)}"
            f"{' · to act: ' + html.escape(turn) if turn and state.phase != 'over' else ''}</div>"
            + "".join(zone_html(z, lang) for z in zones) + "</div>")
