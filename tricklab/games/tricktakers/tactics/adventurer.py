"""Rule-bot tactic of the Adventurer (see ``tactics/__init__.py``): it equips the Map and the
Sword (TT-067), cashes Gold as soon as it may (TT-068) and wants every trick (the default)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..state import TTState
from .kit import tactic


@tactic("adventurer")
def adventurer_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    if any(a.kind == "equip" for a in legal):
        return Hint(Action(seat, "equip", ("map", "sword")), "HINT_EQUIP", {}, ("TT-067",))
    gold = Action(seat, "item", ("gold",))
    if st.phase == "play" and gold in legal:
        return Hint(gold, "HINT_ITEM_GOLD", {"item": "gold"}, ("TT-068",))
    return None
