"""Hermit (ハーミット, 4A): every turn, before playing, may draw 1 and then discard any 1
(TT-059); its own White Flag beats Rares when a Rare is in the trick, worth +30 at once
(+100 in round 3) (TT-012, TT-060)."""
from __future__ import annotations

from tricklab.core.actions import Action, make_action
from tricklab.core.events import Event, EventKind, Sink, Step

from ..cards import WF
from ..state import Entry, TTState
from ..table import draw, gain
from ..trick import Eff
from .base import WINS, Character, Line


class Hermit(Character):
    rule_350 = True                      # TT-171
    name = "hermit"
    code = "4A"
    title = {"en": "Hermit", "ja": "ハーミット"}
    basic = True
    table = {0: 50, 1: -10, 2: -30, 3: 70, 4: 100, 5: WINS}
    turn_verbs = ("draw",)

    def init(self, st: TTState, seat: str) -> dict:
        # drawn: the trick of this turn's exchange (None: none, or its turn rewound), told
        # apart from the trick now instead of reset at every trick's start (an
        # ``on_trick_start`` was a call at every trick); exchanges: this round's, so far
        return {"drawn": None, "exchanges": 0}

    def can_draw(self, st: TTState, seat: str) -> bool:
        # TT-177: with nothing left to draw, the discard would leave no card to play
        return bool(st.deck or st.discard or len(st.hands[seat]) > 1)

    def turn_actions(self, st: TTState, seat: str) -> list[Action]:
        return [make_action(seat, "draw")] if self.turn_count(st, seat) else []

    def turn_count(self, st: TTState, seat: str) -> int:
        """One exchange, unless made this turn or ``can_draw`` says no (its test written out:
        asked at every Hermit turn)."""
        if st.cdata[seat]["drawn"] == st.trick_no \
                or not (st.deck or st.discard or len(st.hands[seat]) > 1):
            return 0
        return 1

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The exchange ``turn_count`` offered: made without an Action and its checks."""
        self._exchange(st, seat, events)

    def turn_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if action.args:
            self.refuse("write just 'draw': you choose the card to discard after drawing",
                        "PLAY_EXTRA_WORDS", "TT-059", words=" ".join(action.args))
        if d["drawn"] == st.trick_no:
            self.refuse("the Hermit exchanges at most once per turn", "HERMIT_ONCE", "TT-059")
        if not self.can_draw(st, seat):
            self.refuse("nothing is left to draw and your last card must be played",
                        "NOTHING_TO_DRAW", "TT-177")
        self._exchange(st, seat, events)

    def _exchange(self, st: TTState, seat: str, events: Sink) -> None:
        """Draw 1, then discard 1 (TT-059)."""
        d = st.cdata[seat]
        d["drawn"] = st.trick_no
        d["exchanges"] = d.get("exchanges", 0) + 1
        # the exchange is one of the turn's decision points, which a Hermit may decline and
        # play at once (TT-176, whose own example is this turn): said where the choice was
        # made, at the round's first exchange only (the ruling's long text at every turn
        # buried the exchange itself)
        events.append((_exchange_event, seat, st.round, st.trick_no, d["exchanges"] == 1))
        draw(st, seat, 1, events, why="hermit")
        st.pending = (seat, "discard", {"n": 1, "why": "hermit", "owner": self.name,
                                        "ruling": "TT-059"})

    def on_rewind(self, st: TTState, seat: str, entries, events: Sink) -> None:
        """The exchanged cards stay; the replayed turn is a new turn, so the Hermit may
        exchange again (TT-146)."""
        if st.cdata[seat]["drawn"] == st.trick_no:
            st.cdata[seat]["drawn"] = None
            events.append((Event, EventKind.RULE, "TIME_REWIND_HERMIT", seat, ("TT-146",),
                           {"round": st.round, "trick": st.trick_no}))

    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        if entry.card.kind != WF or eff.kind != WF:
            return eff
        if revolt:
            return eff.note(("HERMIT_WF_OFF", ("TT-032",),
                             {"seat": entry.seat, "card": entry.card}))
        return eff.note(("HERMIT_WF", ("TT-012",), {"seat": entry.seat, "card": entry.card}),
                        rare_plus=True)

    def on_trick_won(self, st: TTState, seat: str, res, events: list[Event]) -> None:
        if res.winner != seat or res.revolt or not res.has_rare or res.eff.kind != WF \
                or not res.eff.rare_plus:
            return
        bonus = 100 if st.round == 3 else 30
        gain(st, seat, bonus, events, "HERMIT_BONUS", ("TT-060", "TT-012"), card=res.entry.card)

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        return self.table_points(st, seat)


def _exchange_event(seat: str, round_no: int, trick: int, first: bool) -> Event:
    """The event of an exchange (at once, or as a record built when read: its step, said at
    the round's first exchange, is then made only if the event is read)."""
    return Event(EventKind.ACTION, "HERMIT_EXCHANGE", seat, ("TT-059",),
                 {"round": round_no, "trick": trick},
                 (Step("HERMIT_MAY_DECLINE", ("TT-176",), {"seat": seat}),) if first else ())
