"""King (キング, 1A): the King's Rare, the privilege of picking first next round (but not the
King), doubled points in round 3, and victory with 5 tricks (TT-047…TT-052)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from tricklab.core.events import Event, EventKind, Sink

from ..cards import KING_RARE, TTCard
from ..state import Entry, TTState
from ..trick import Eff
from .base import WINS, Character, Line


# ``King.effective``'s last answer for its Rare: (the card given, the answer)
_RARE_LAST: list[tuple[Any, Any]] = [(None, None)]


class King(Character):
    name = "king"
    code = "1A"
    title = {"en": "King", "ja": "キング"}
    basic = True
    table = {0: 0, 1: 20, 2: 50, 3: 80, 4: 120, 5: WINS}
    exclusive = (KING_RARE,)
    exclusive_ruling = "TT-047"
    repeatable = False                   # TT-014
    picks_first_next = True              # TT-048
    win_rulings = ("TT-050",)

    def setup_auto(self, st: TTState, seat: str, events: Sink) -> None:
        st.box.remove(KING_RARE)
        st.hands[seat].append(KING_RARE)
        events.append((Event, EventKind.SETUP, "KING_RARE_ADDED", seat, ("TT-047",),
                       {"round": st.round, "card": KING_RARE}))
        st.pending = (seat, "discard", {"n": 1, "why": "king", "owner": self.name,
                                        "ruling": "TT-047"})

    def can_discard(self, st: TTState, seat: str, card: TTCard) -> str | None:
        return "TT-047" if card is KING_RARE else None

    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        if st.opts.get("variant_little_king"):
            # The variant's King's Rare wins ties with other Rares, so "a Rare in every respect"
            # (TT-051) would be false here; the trick explains the variant only where it decided
            # a tie (TT-052).
            return replace(eff, wins_ties=("TT-052",))
        if entry.card is KING_RARE:
            # the same answer for every play of the Rare (asked at each, two or three times):
            # kept for the card given, as printed (an ``Eff`` and its note are immutable)
            last = _RARE_LAST[0]
            if last[0] is not eff:
                last = _RARE_LAST[0] = (eff, eff.note(("KINGS_RARE_IS_RARE", ("TT-051",),
                                                       {"card": KING_RARE})))
            return last[1]
        return eff

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines = self.table_points(st, seat, "TT-050")
        if st.round == 3 and lines:
            pts = lines[0][0]
            return [(2 * pts, ("KING_DOUBLED", ("TT-049",),
                               {"seat": seat, "tricks": self.tricks(st, seat), "base": pts,
                                "delta": 2 * pts}))]
        return lines
