"""Rule-bot tactic of the Samurai (see ``tactics/__init__.py``).

Exactly 4 tricks win the game and a 5th costs 100 (TT-115), so the Samurai wants every trick
until it has 4 and none after. Its red cards fight like black ones (TT-106), so it values
a red card like a black card of the same value: after a win it takes the highest red card
of the trick (TT-109) and discards its weakest card; when it wants a trick it plays the
cheapest card that wins so far, reds counted as black. Anything else is left to the generic
rule bot (whose trick forecast already applies the spirit of red).
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import NUM, TTCard
from ..state import TTState
from .kit import outcomes, strength, tactic, wants

GOAL = 4


def value(card: TTCard) -> int:
    """How strong a card is in the Samurai's hand: a red counts as a black of its value."""
    if card.kind == NUM and card.suit == "R":
        return card.value + 10
    return strength(card)


@wants("samurai")
def wants_trick(st: TTState, seat: str) -> bool:
    return len(st.tricks[seat]) < GOAL


@tactic("samurai")
def samurai_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    if st.pending is not None and st.pending[1] == "samurai_take":
        takes = [a for a in legal if a.kind == "take"]
        if not takes:
            return None
        pick = max(takes, key=lambda a: TTCard.parse(a.args[0]).value)
        return Hint(pick, "HINT_SAMURAI_TAKE", {"card": TTCard.parse(pick.args[0])}, ("TT-109",))
    if st.pending is not None and st.pending[1] == "discard":
        drops = [a for a in legal if a.kind == "discard" and len(a.args) == 1]
        if not drops:
            return None
        pick = min(drops, key=lambda a: value(TTCard.parse(a.args[0])))
        return Hint(pick, "HINT_SAMURAI_DISCARD", {"card": TTCard.parse(pick.args[0])},
                    ("TT-109", "TT-106"))
    plays = [a for a in legal if a.kind == "play"]
    if st.phase != "play" or st.pending is not None or not plays:
        return None
    n = len(st.tricks[seat])
    won = outcomes(game, st, seat, plays)
    winning = [a for a in plays if won[a] == seat]
    if wants_trick(st, seat):
        reds = [a for a in winning if TTCard.parse(a.args[0]).suit == "R"]
        if reds and min(winning, key=lambda a: value(TTCard.parse(a.args[0]))) in reds:
            pick = min(reds, key=lambda a: value(TTCard.parse(a.args[0])))
            return Hint(pick, "HINT_SAMURAI_WIN_RED", {"card": TTCard.parse(pick.args[0]),
                                                      "tricks": n}, ("TT-106",))
        return None
    losing = [a for a in plays if a not in winning]
    if losing:
        pick = max(losing, key=lambda a: value(TTCard.parse(a.args[0])))
        return Hint(pick, "HINT_SAMURAI_STOP", {"card": TTCard.parse(pick.args[0])}, ("TT-115",))
    return None
