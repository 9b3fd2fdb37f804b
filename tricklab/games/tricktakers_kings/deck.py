"""Events and the deck: drawing with the discard pile reshuffled when the deck runs out
(KG-009), discarding (the Berserker 9 back to the supply, spec 7.4), and the seeded
generators that make replays deal the same cards."""
from __future__ import annotations

import random
from typing import Any

from tricklab.core.chance import seeded
from tricklab.core.events import Event, EventKind

from .cards import BERSERKER_9, TTCard
from .state import KState


def ev(kind: EventKind, code: str, seat: str | None, rulings: tuple[str, ...] = (),
       private: dict[str, dict[str, Any]] | None = None, **params: Any) -> Event:
    return Event(kind, code, seat, rulings, params, private=private or {})


def rng_for(st: KState, salt: int) -> random.Random:
    """A generator per round and purpose, so replays and forks deal the same cards."""
    return seeded(f"{st.options.get('seed', 0)}:{st.round}:{salt}")


# --------------------------------------------------------------------------------
def draw(st: KState, seat: str, n: int, why: str, rulings: tuple[str, ...]) -> list[Event]:
    """Draw ``n``; an empty deck is rebuilt from the shuffled discards (KG-009). Both are
    RULE events, the rules' doing (AUTO is a card an automatic seat plays)."""
    events: list[Event] = []
    got: list[TTCard] = []
    for _ in range(n):
        if not st.deck and st.discards:
            st.deck = list(st.discards)
            st.discards = []
            rng_for(st, 100 + st.trick_no * 10 + len(st.hands[seat])).shuffle(st.deck)
            events.append(ev(EventKind.RULE, "KG_RESHUFFLE", seat, ("KG-009",), n=len(st.deck)))
        if not st.deck:
            break
        got.append(st.deck.pop())
    st.hands[seat] += got
    events.insert(0, ev(EventKind.RULE, "KG_DRAW", seat, rulings, {seat: {"cards": got}},
                        n=len(got), why=why))
    return events


def discard(st: KState, seat: str, cards: list[TTCard]) -> None:
    """Discards go face down; the Berserker 9 goes back to the supply (spec 7.4)."""
    for c in cards:
        st.hands[seat].remove(c)
        (st.supply if c is BERSERKER_9 else st.discards).append(c)


