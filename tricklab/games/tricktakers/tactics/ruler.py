"""Rule-bot tactic of the Ruler (see ``tactics/__init__.py``): exactly one trick is its goal;
it hands "take" tasks to characters that play for tricks and "do not take" tasks to the others
(TT-093)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..state import TTState
from .kit import tactic, wants

# Characters that play for tricks whatever happens (the Ruler's judgement of the table).
PLAY_FOR_TRICKS = frozenset({"king", "berserker", "gambler", "adventurer"})


@wants("ruler")
def wants_trick(st: TTState, seat: str) -> bool:
    return len(st.tricks[seat]) < 1


@tactic("ruler")
def ruler_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    tasks = [a for a in legal if a.kind == "task"]
    if not tasks:
        return None
    target = tasks[0].args[0]
    hungry = st.chars.get(target) in PLAY_FOR_TRICKS
    offered = [a.args[1] for a in tasks if a.args[0] == target]
    choice = next((t for t in offered if t.startswith("take" if hungry else "no")), offered[0])
    return Hint(Action(seat, "task", (target, choice)), "HINT_TASK",
                {"target": target, "task": choice}, ("TT-093",))
