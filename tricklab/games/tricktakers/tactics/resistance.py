"""Rule-bot tactic of the Resistance (see ``tactics/__init__.py``): it wants no trick, except
through a revolt: playing last, it revolts when one of its cards would then win (a black one
first), and in its revolt it plays such a card (TT-027, TT-029)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import TRUMP
from ..state import TTState
from .kit import card_of, outcomes, tactic, wants


@wants("resistance")
def wants_trick(st: TTState, seat: str) -> bool:
    return False


def _winning(game: Any, st: TTState, seat: str, plays: list[Action]) -> Action | None:
    """A play that would win the trick now, a black one first."""
    won = outcomes(game, st, seat, plays)
    good = [a for a in plays if won[a] == seat]
    black = [a for a in good if card_of(a).suit == TRUMP]
    return next(iter(black or good), None)


@tactic("resistance")
def resistance_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return None
    if st.turn == len(st.order) - 1 and Action(seat, "revolt") in legal:
        revolted = st.clone()              # the same table, as if the revolt were declared
        revolted.revolt = seat
        pick = _winning(game, revolted, seat, plays)
        if pick is not None:
            return Hint(Action(seat, "revolt"), "HINT_REVOLT", {"card": card_of(pick)},
                        ("TT-027", "TT-029"))
    if st.revolt == seat:
        pick = _winning(game, st, seat, plays)
        if pick is not None:
            return Hint(pick, "HINT_REVOLT_CARD", {"card": card_of(pick)}, ("TT-029",))
    return None
