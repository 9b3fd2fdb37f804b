"""Rule-bot tactic of the Collector (see ``tactics/__init__.py``): it reserves the card of
this trick that adds most to its best combinations (TT-083, TT-085) and wants every trick."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import TTCard
from ..characters.combos import best
from ..state import TTState
from .kit import tactic


@tactic("collector")
def collector_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    reserve = [a for a in legal if a.kind == "reserve" and a.args[0] != seat]
    if st.phase != "play" or not reserve:
        return None
    cards: dict[str, TTCard] = {}
    for e in st.entries:             # a seat's first face-up card (a Ninja may have two)
        if not e.facedown:
            cards.setdefault(e.seat, e.card)
    mine = st.taken.get(seat, [])
    pick = max(reserve, key=lambda a: best(mine + [cards[a.args[0]]]).score)
    return Hint(pick, "HINT_RESERVE", {"card": cards[pick.args[0]]}, ("TT-083", "TT-085"))
