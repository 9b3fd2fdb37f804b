"""Rule-bot tactic of the King (see ``tactics/__init__.py``): it wants every trick (the
default), and its setup discard is the weakest non-King card (TT-047)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..state import TTState
from .kit import discard_hint, tactic


@tactic("king")
def king_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    return discard_hint(seat, legal, ("TT-047",))
