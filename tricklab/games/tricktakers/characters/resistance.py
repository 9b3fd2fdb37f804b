"""Resistance (レジスタンス, 3A): once per round, a revolt on its own turn makes the weakest card
win the trick (5.7). Points come only from winning the revolt trick; winning it with a black
card wins the game at once (TT-027…TT-042).

Timing: the spec puts the token "on the card just played". tricklab lets the Resistance declare
``revolt`` on its turn before playing the card: the Resistance knows which card it will play,
so the information is the same, and the turn needs no extra "I am done" step.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action, make_action
from tricklab.core.events import Event, EventKind, Sink, Step

from ..cards import NUM, TRUMP, WF
from ..cards import card as card_of
from ..state import TTState
from .base import Character, Line


def revolt_points(card) -> tuple[int, str]:
    """Points for the card that won the revolt (TT-040) and which band it fell in."""
    if card.kind == WF:
        return 30, "wf"
    if card.kind != NUM:
        return 0, "colourless"
    if card.suit == TRUMP:
        return 0, "black"
    if card.value <= 3:
        return 50, "low"
    return (80, "mid") if card.value <= 6 else (100, "high")


class Resistance(Character):
    name = "resistance"
    code = "3A"
    title = {"en": "Resistance", "ja": "レジスタンス"}
    basic = True
    turn_verbs = ("revolt",)

    def init(self, st: TTState, seat: str) -> dict:
        return {"revolt_used": False, "revolt_trick": None, "revolt_card": None}

    def turn_actions(self, st: TTState, seat: str) -> list[Action]:
        return [make_action(seat, "revolt")] if self.turn_count(st, seat) else []

    def turn_count(self, st: TTState, seat: str) -> int:
        return 0 if st.cdata[seat]["revolt_used"] else 1

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        self.turn_act(st, make_action(seat, "revolt"), events)

    def turn_act(self, st: TTState, action, events: Sink) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if action.args:
            self.refuse("write just 'revolt': the token goes on the card you play this turn",
                        "PLAY_EXTRA_WORDS", "TT-027", words=" ".join(action.args))
        if d["revolt_used"]:
            self.refuse(f"the revolt was already used this round (trick {d['revolt_trick']})",
                        "REVOLT_USED", "TT-027", trick=d["revolt_trick"])
        d["revolt_used"] = True
        d["revolt_trick"] = st.trick_no
        st.revolt = seat
        events.append((Event, EventKind.ACTION, "REVOLT_DECLARED", seat, ("TT-027", "TT-028"),
                       {"round": st.round, "trick": st.trick_no}))

    def on_rewind(self, st: TTState, seat: str, entries, events: Sink) -> None:
        """A revolt declared in the rewound trick is cancelled: the token comes back and may
        be used again this round (TT-145)."""
        if st.revolt != seat:
            return
        st.cdata[seat].update(revolt_used=False, revolt_trick=None)
        events.append((Event, EventKind.RULE, "TIME_REWIND_REVOLT", seat, ("TT-145",),
                       {"round": st.round, "trick": st.trick_no}))

    def on_trick_won(self, st: TTState, seat: str, res, events: Sink) -> None:
        if st.revolt != seat:
            return
        if res.winner != seat:
            self.revolt_lost(st, seat, res, events)
            return
        card = res.entry.card
        st.cdata[seat]["revolt_card"] = card.code
        events.append((Event, EventKind.RULE, "REVOLT_WON", seat, ("TT-028",),
                       {"round": st.round, "trick": st.trick_no, "card": card}))
        if card.kind == NUM and card.suit == TRUMP and not self.variant_3p(st):
            st.phase = "over"
            st.winners = [seat]
            st.end_reason = "revolt"
            # the round ends here: log it like a scored round (no crowns, no points), so
            # ``round_log`` has every round that was played, the last one included
            st.round_log.append({"round": st.round, "chars": dict(st.chars),
                                 "tricks": {s: len(v) for s, v in st.tricks.items()},
                                 "gold": None, "black": [], "deltas": {s: 0 for s in st.players},
                                 "points": dict(st.points), "ended": "revolt"})
            events.append((Event, EventKind.GAME_OVER, "GAME_WON_REVOLT", seat,
                           ("TT-038", "TT-026"),
                           {"round": st.round, "trick": st.trick_no, "card": card,
                            "winners": [seat], "reason": "revolt"}))

    def revolt_lost(self, st: TTState, seat: str, res, events: Sink) -> None:
        """Explain a lost revolt: a weaker card was already there (TT-031, "revolt blocked"),
        or a player after the Resistance spoiled it (TT-046)."""
        mine = next(e for e in res.entries if e.seat == seat)
        before = res.entry.index < mine.index
        events.append((Event, EventKind.RULE, "REVOLT_BLOCKED" if before else "REVOLT_SPOILED",
                       seat,
                       ("TT-031",) if before else ("TT-046",),
                       {"round": st.round, "trick": st.trick_no, "card": mine.card,
                        "winner": res.winner, "win_card": res.entry.card}))

    @staticmethod
    def variant_3p(st: TTState) -> bool:
        return bool(st.opts.get("variant_resistance_3p")) and len(st.players) == 3

    def won_card(self, st: TTState, seat: str):
        code = st.cdata[seat]["revolt_card"]
        return None if code is None else card_of(code)

    def claims_gold(self, st: TTState, seat: str) -> Step | None:
        c = self.won_card(st, seat)
        if self.variant_3p(st) and c is not None and c.kind == NUM and c.suit == TRUMP:
            return Step("REVOLT_GOLD_3P", ("TT-042",), {"seat": seat, "card": c})
        return None

    def black_eligible(self, st: TTState, seat: str) -> bool:
        won = st.tricks[seat]
        return not won or (len(won) == 1 and won[0].revolt)

    def crown_rulings(self, st: TTState, seat: str, kind: str) -> tuple[str, ...]:
        """A black crown with the revolt trick as its only trick is TT-039's exception."""
        return ("TT-039",) if kind == "black" and st.tricks[seat] else ()

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines: list[Line] = []
        c = self.won_card(st, seat)
        if c is not None:
            pts, band = revolt_points(c)
            if band == "black":      # only reached with the 3-player variant
                lines.append((100, ("REVOLT_POINTS_3P", ("TT-042",),
                                    {"seat": seat, "card": c, "delta": 100})))
            else:
                lines.append((pts, ("REVOLT_POINTS", ("TT-040",),
                                    {"seat": seat, "card": c, "band": band, "delta": pts})))
        else:
            lines.append((0, ("REVOLT_NOT_WON", ("TT-040",), {"seat": seat, "delta": 0})))
        if st.round == 3:
            n = self.tricks(st, seat)
            lines.append((30 * n, ("BATTLE_READY", ("TT-041",),
                                   {"seat": seat, "tricks": n, "delta": 30 * n})))
        return lines

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat) or {}
        return {"revolt": {seat: {"used": d.get("revolt_used"), "trick": d.get("revolt_trick"),
                                  "card": d.get("revolt_card")}}} if d else {}
