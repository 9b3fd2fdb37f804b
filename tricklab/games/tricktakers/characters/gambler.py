"""Gambler (ギャンブラー, 2A): +20 at once, up to two redraws, a public bid of 0–4 tricks and a
bet of own points (TT-053…TT-057). A bet is set aside: it is not held points (TT-058)."""
from __future__ import annotations

from functools import partial
from itertools import combinations
from typing import Any, Sequence, TypeVar

from tricklab.core.actions import Options, combinations_of, options_for
from tricklab.core.events import Event, EventKind, Sink, Step

from ..args import hand_cards, parse_int
from ..cards import TTCard, sort_hand
from ..state import TTState
from ..table import discard, draw, gain
from .base import WINS, Line, SetupOptions

HIT = {0: 30, 1: 60, 2: 90, 3: 150, 4: WINS}
BIDS = range(5)                      # the bids, in listed order

_T = TypeVar("_T")          # cards, or the Adventurer's item names


def subsets(cards: list[_T], empty: bool = False) -> list[tuple[_T, ...]]:
    out: list[tuple[_T, ...]] = [()] if empty else []
    for k in range(1, len(cards) + 1):
        out += list(combinations(cards, k))
    return out


class Gambler(SetupOptions):
    rule_350 = True                      # TT-171
    name = "gambler"
    code = "2A"
    title = {"en": "Gambler", "ja": "ギャンブラー"}
    basic = True
    setup_verbs = ("redraw", "bid", "bet")

    def init(self, st: TTState, seat: str) -> dict:
        return {"bid": None, "bet": None, "redraws": 0}

    def bet_limit(self, st: TTState, seat: str) -> int:
        cap = 100 if st.round == 3 else 50
        return min(cap, st.points[seat] // 10 * 10)

    def setup_auto(self, st: TTState, seat: str, events: list[Event]) -> None:
        gain(st, seat, 20, events, "GAMBLER_PLUS20", ("TT-053", "TT-055"))

    def setup_done(self, st: TTState, seat: str) -> bool:
        return st.cdata[seat]["bet"] is not None

    def setup_options(self, st: TTState, seat: str) -> Options:
        """Before the bid: the 5 bids, then (while it may redraw) every non-empty set of
        cards, decoded only when drawn; after it: every bet up to the limit."""
        d = st.cdata[seat]
        if d["bid"] is None:
            out = options_for(seat).add("bid", BIDS, partial(self._bid, st, seat))
            if d["redraws"] < 2:
                hand = sort_hand(st.hands[seat])
                out.add("redraw", combinations_of(seat, "redraw", hand, range(1, len(hand) + 1)),
                        partial(self._redraw, st, seat))
            return out
        if d["bet"] is None:
            return options_for(seat).add("bet", range(0, self.bet_limit(st, seat) + 1, 10),
                                     partial(self._bet, st, seat))
        return options_for(seat)

    def _redraw(self, st: TTState, seat: str, cards: Sequence[TTCard],
                events: Sink) -> None:
        cards = list(cards)
        d = st.cdata[seat]
        d["redraws"] += 1
        events.append((Event, EventKind.ACTION, "GAMBLER_REDRAW", seat, ("TT-053",),
                       {"round": st.round, "trick": 0, "n": len(cards),
                        "no": d["redraws"]}))
        discard(st, seat, cards, events, why="redraw")
        draw(st, seat, len(cards), events, why="redraw")

    def _bid(self, st: TTState, seat: str, bid: int, events: Sink) -> None:
        st.cdata[seat]["bid"] = bid
        events.append((Event, EventKind.ACTION, "GAMBLER_BID", seat, ("TT-053",),
                       {"round": st.round, "trick": 0, "bid": bid}))

    def setup_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if action.kind == "redraw":
            if d["bid"] is not None:
                self.refuse("redraws come before the bid: the Gambler has already bid",
                            "REDRAW_AFTER_BID", "TT-053")
            if d["redraws"] >= 2:
                self.refuse("the Gambler may redraw at most twice", "REDRAW_LIMIT", "TT-053")
            self._redraw(st, seat, hand_cards(st, seat, action.args, "TT-053", at_least=1),
                         events)
        elif action.kind == "bid":
            if d["bid"] is not None:
                self.refuse(f"{seat} has already bid {d['bid']}", "ALREADY_BID", "TT-053",
                            bid=d["bid"])
            self._bid(st, seat, parse_int(action.args, "bid", 0, 4, "TT-053"), events)
        else:
            if d["bid"] is None:
                self.refuse("the bet comes after the bid", "BET_BEFORE_BID", "TT-053")
            if d["bet"] is not None:
                self.refuse(f"{seat} has already bet {d['bet']}", "ALREADY_BET", "TT-053",
                            bet=d["bet"])
            limit = self.bet_limit(st, seat)
            self._bet(st, seat, parse_int(action.args, "bet", 0, limit,
                                          "TT-057" if st.round == 3 else "TT-053", step=10),
                      events)

    def _bet(self, st: TTState, seat: str, bet: int, events: Sink) -> None:
        st.cdata[seat]["bet"] = bet
        events.append((Event, EventKind.ACTION, "GAMBLER_BET", seat,
                       ("TT-053",) + (("TT-057",) if st.round == 3 else ()),
                       {"round": st.round, "trick": 0, "bet": bet}))
        if bet:
            gain(st, seat, -bet, events, "BET_SET_ASIDE", ("TT-053",), bet=bet)

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        d, n = st.cdata[seat], self.tricks(st, seat)
        bid, bet = d["bid"], d["bet"] or 0
        p = {"seat": seat, "bid": bid, "tricks": n, "bet": bet}
        if n != bid:
            return [(0, ("BID_MISSED", ("TT-055",), {**p, "delta": 0}))]
        hit = HIT[bid]
        pts = hit if hit is not WINS else 0
        lines: list[Line] = [(pts, ("BID_HIT", ("TT-054",), {**p, "delta": pts}))]
        if bet:
            lines.append((2 * bet, ("BET_WON", ("TT-054",), {**p, "delta": 2 * bet})))
        return lines

    def wins(self, st: TTState, seat: str) -> Step | None:
        n, bid = self.tricks(st, seat), st.cdata[seat]["bid"]
        if n == 5 or (bid == 4 and n == 4):
            return Step("WIN_GAMBLER", ("TT-056",), {"seat": seat, "tricks": n, "bid": bid})
        return None

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat) or {}
        return {"bids": {seat: d.get("bid")}, "bets": {seat: d.get("bet")}} if d else {}
