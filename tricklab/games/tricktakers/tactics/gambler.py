"""Rule-bot tactic of the Gambler (see ``tactics/__init__.py``): it bids its strong cards (at
most 4), bets a little (20) only on a bid of 0 or 1, and wants tricks until the bid is made
(TT-053)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..state import TTState
from .kit import strong_cards, tactic, wants


@wants("gambler")
def wants_trick(st: TTState, seat: str) -> bool:
    return len(st.tricks[seat]) < (st.cdata.get(seat, {}).get("bid") or 0)


@tactic("gambler")
def gambler_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    kinds = {a.kind for a in legal}
    if "bid" in kinds:
        bid = min(4, strong_cards(st.hands[seat]))
        return Hint(Action(seat, "bid", (str(bid),)), "HINT_BID", {"bid": bid}, ("TT-053",))
    if "bet" in kinds:
        bets = [int(a.args[0]) for a in legal if a.kind == "bet"]
        want = 20 if (st.cdata[seat].get("bid") or 0) <= 1 else 0
        bet = max(b for b in bets if b <= want)
        return Hint(Action(seat, "bet", (str(bet),)), "HINT_BET",
                    {"bet": bet, "bid": st.cdata[seat].get("bid") or 0}, ("TT-053",))
    return None
