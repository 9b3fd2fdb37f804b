"""Rule-bot tactic of the Hermit (see ``tactics/__init__.py``): it wants no trick; when every
card it could play would win the trick, it draws a card first (TT-059) hoping for a loser."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..state import TTState
from .kit import outcomes, tactic, wants


@wants("hermit")
def wants_trick(st: TTState, seat: str) -> bool:
    return False


@tactic("hermit")
def hermit_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    plays = [a for a in legal if a.kind == "play"]
    if st.phase != "play" or not plays or Action(seat, "draw") not in legal:
        return None
    if any(w != seat for w in outcomes(game, st, seat, plays).values()):
        return None                      # a losing card exists: the generic bot plays it
    return Hint(Action(seat, "draw"), "HINT_HERMIT_DRAW", {}, ("TT-059",))
