"""Berserker (バーサーカー, 5A): plays its own 7-card deck (the Berserker card, four 10s, a Rare
and a White Flag). The Berserker card beats everything but any 1 (TT-061…TT-066); 0 tricks in
round 3 wins the game."""
from __future__ import annotations

from tricklab.core.chance import shuffle
from tricklab.core.events import Event, EventKind, Sink, Step

from ..cards import BERSERKER_CARD, BERSERKER_DECK, TTCard
from ..state import TTState
from ..table import discard, rng
from .base import Character, Line

# the deck's cards but the Berserker card: 4 go to the hand, 2 aside (TT-061)
_OTHERS = tuple(c for c in BERSERKER_DECK if c is not BERSERKER_CARD)


class Berserker(Character):
    name = "berserker"
    code = "5A"
    title = {"en": "Berserker", "ja": "バーサーカー"}
    basic = True
    table = {0: -30, 1: -10, 2: 30, 3: 50, 4: 80, 5: -50}
    exclusive = BERSERKER_DECK
    exclusive_ruling = "TT-061"

    def exclusive_card_ruling(self, card: TTCard) -> str | None:
        return "TT-062" if card is BERSERKER_CARD else "TT-061"

    def init(self, st: TTState, seat: str) -> dict:
        return {"exchanged": 0}

    def setup_auto(self, st: TTState, seat: str, events: Sink) -> None:
        old = list(st.hands[seat])
        discard(st, seat, old, events, why="berserker")
        others = list(_OTHERS)
        fixed = st.fixed.get("berserker_aside")
        if fixed:
            aside = list(fixed)
            hand = [BERSERKER_CARD] + [c for c in others if c not in aside]
        else:
            shuffle(rng(st, st.round, "berserker"), others)   # (the standard shuffle, inline)
            aside = others[4:]
            hand = [BERSERKER_CARD, *others[:4]]    # (the rest of the shuffled cards)
        for c in BERSERKER_DECK:
            st.box.remove(c)
        st.hands[seat].extend(hand)
        st.aside[seat] = aside
        # what the table sees (the cards taken are the Berserker's own to know): without it the
        # learner's step-through had no event citing TT-061 and the tour found no stop for it
        events.append((Event, EventKind.SETUP, "BERSERKER_SETUP", seat, ("TT-061",),
                       {"round": st.round, "n": len(old)}))
        events.append((Event, EventKind.SETUP, "BERSERKER_DECK", seat, ("TT-061",),
                       {"round": st.round, "cards": hand, "n": len(old)}, (), frozenset({seat})))

    def can_discard(self, st: TTState, seat: str, card: TTCard) -> str | None:
        return "TT-063" if card is BERSERKER_CARD else None

    def exchange_limit(self, st: TTState, seat: str) -> int | None:
        return 2 - st.cdata[seat]["exchanged"]

    def check_exchange(self, st: TTState, seat: str, cards: list[TTCard]) -> None:
        super().check_exchange(st, seat, cards)
        left = self.exchange_limit(st, seat) or 0
        if len(cards) > left:
            self.refuse(f"the Berserker's exchange may discard at most 2 cards in total "
                        f"({left} left this round)", "BERSERKER_EXCHANGE_LIMIT", "TT-064",
                        left=left)

    def exchange(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        """Discard and take the same number from the 2 set-aside Berserker cards (TT-064)."""
        discard(st, seat, cards, events, why="exchange")
        aside = st.aside[seat]
        got = aside[:len(cards)]
        st.aside[seat] = aside[len(cards):]
        st.hands[seat].extend(got)
        st.cdata[seat]["exchanged"] += len(cards)
        events.append(Event(EventKind.RULE, "DRAWS_ASIDE", seat, ("TT-064",),
                            {"round": st.round, "trick": 0, "cards": got, "n": len(got)},
                            visible_to=frozenset({seat})))

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        n = self.tricks(st, seat)
        if st.round == 3 and n == 0:
            return []
        # TT-065 rules its 0-trick cell (−30 in rounds 1–2); TT-062 is the card, not the table
        return self.table_points(st, seat, "TT-065" if n == 0 else "")

    def wins(self, st: TTState, seat: str) -> Step | None:
        if st.round == 3 and self.tricks(st, seat) == 0:
            return Step("WIN_BERSERKER", ("TT-065",), {"seat": seat})
        return None
