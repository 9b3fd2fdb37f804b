"""Basic tricks bots: random, and a rule bot that plays its own hint (win cheaply, else play
low; lead the top of the longest suit). Uses only what the seat sees (``match.view(seat)``)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import HintBot, Hint, RandomBot
from tricklab.core.cards import Card

from .rules import GAME, BasicState


def advise(match: Any, seat: str) -> Hint:
    """What a sensible beginner would do now, and why."""
    st: BasicState = match.view(seat)
    legal = GAME.legal_cards(st, seat)
    if not st.trick:
        longest = max(legal, key=lambda c: (sum(x.suit == c.suit for x in legal), c.rank))
        return Hint(Action(seat, "play", (str(longest),)), "BT_HINT_LEAD", {"card": longest},
                    ("BT-003",))
    if len(legal) == 1:    # a forced card: "keep your high cards" read wrong with a lone ♥A
        last = len(st.hands[seat]) == 1
        return Hint(Action(seat, "play", (str(legal[0]),)), "BT_HINT_LAST" if last else "BT_HINT_ONLY",
                    {"card": legal[0], "suit": st.led_suit()}, () if last else ("BT-004",))
    strength = GAME.strength_of(st)

    def key(c: Card) -> tuple[int, int]:
        return strength(0, c)[0]
    best = max(key(c) for _, c in st.trick)
    winners = sorted((c for c in legal if key(c) > best), key=key)
    if winners:
        return Hint(Action(seat, "play", (str(winners[0]),)), "BT_HINT_WIN", {"card": winners[0]},
                    ("BT-006",) if winners[0].suit == st.trump else ("BT-007",))
    low = min(legal, key=lambda c: (c.suit == st.trump, c.rank))
    return Hint(Action(seat, "play", (str(low),)), "BT_HINT_LOW", {"card": low}, ("BT-008",))


BOTS = {"random": RandomBot, "rules": lambda: HintBot(advise)}
