"""Samurai (サムライ, 3D): Spirit of red, no black cards, a red card taken after winning
(spec 7.12, 5.5 step 6, 5.6 notes, 5.8 step 7; TT-106…TT-115, TT-035, TT-090, TT-161, TT-166).

* **Spirit of red** (``effective_late``: it must see every entry's stage-1 card) — a red
  number card played by the Samurai counts as the black card of the same value *for
  strength only*, always, even when the Samurai would rather lose (TT-106, TT-107). It is
  cancelled when any entry is a White Flag after stage 1 (a printed WF, a White-Orb card, an
  EL; TT-110) and in a revolt, where it is a plain red (TT-035). The card stays red for the
  lead colour, must-follow, tasks and collections (TT-111, TT-113): the engine sets the lead
  colour and checks must-follow from stage 1, which the Samurai leaves alone. Being black,
  a Samurai R10 loses to K1 and not to R1, and a Samurai R1 beats a K10 (TT-114); a tie with
  a black card of the same value goes to the card played first (TT-112).
* **No black cards** (TT-108) — at setup every black card is discarded and as many drawn;
  any black card entering the hand later (drawn, the round-3 exchange, Change the past
  TT-161, a Phantom Thief TT-166, a carried Black 7) is discarded at once and replaced from
  the draw deck, again while the replacement is black (``on_receive``). If no card that is
  not black is left to draw, the replacement does not happen (TT-177 by analogy).
* **Trick victory** (``after_trick``, TT-109) — ``Cy take R9``: one red card another
  player played in the trick goes from the won cards into the hand, then the Samurai
  discards one card; ``Cy decline`` keeps the trick as it is. A card the Collector reserved
  went to the Collector and is not offered (TT-090); neither is anything after Change the
  past swept the trick away.
* **Points** — 0: 0, 1: +30, 2: +80, 3: +120, 4: wins, 5: −100 (TT-115).
"""
from __future__ import annotations

from functools import partial
from typing import Any

from tricklab.core.actions import BARE, Action, Options, options_for
from tricklab.core.events import Event, EventKind, Sink, Step, unfold

from ..cards import NUM, TRUMP, WF, TTCard
from ..state import Entry, TTState
from ..table import discard, draw, give, where
from ..trick import Eff
from .base import WINS, Line, PendingOptions

RED = "R"
# who handed a black card to the Samurai → the ruling that covers that way in (TT-108 always)
GIVER_RULING = {"time_traveler": "TT-161", "phantom_thief": "TT-166"}


def is_black(card: TTCard) -> bool:
    return card.kind == NUM and card.suit == TRUMP


def is_red(card: TTCard) -> bool:
    return card.kind == NUM and card.suit == RED


class Samurai(PendingOptions):
    name = "samurai"
    code = "3D"
    title = {"en": "Samurai", "ja": "サムライ"}
    expansion = True
    table = {0: 0, 1: 30, 2: 80, 3: 120, 4: WINS, 5: -100}
    pending_verbs = ("take", "decline")
    win_rulings = ("TT-115",)

    def init(self, st: TTState, seat: str) -> dict:
        return {"took": (), "replaced": 0, "take_done": False}

    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        st.cdata[seat]["take_done"] = False

    # -- no black cards (TT-108, TT-161, TT-166) -------------------------------------------
    def setup_auto(self, st: TTState, seat: str, events: Sink) -> None:
        black = []          # (a loop without calls: is_black(c) written out)
        for c in st.hands[seat]:
            if c.kind == NUM and c.suit == TRUMP:
                black.append(c)
        events.append((Event, EventKind.RULE, "SAMURAI_SETUP" if black else "SAMURAI_SETUP_CLEAN",
                       seat,
                       ("TT-108",),
                       {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0,
                        "n": len(black)}))           # (where(st) without its call)
        if black:
            self._replace(st, seat, black, events, ("TT-108",))

    def on_receive(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        black = []          # (a loop without calls: asked at every card the Samurai gets)
        for c in cards:
            if c.kind == NUM and c.suit == TRUMP and c in st.hands[seat]:   # is_black(c)
                black.append(c)
        if black:
            self._replace(st, seat, black, events, ("TT-108", *self._giver(st)))

    @staticmethod
    def _giver(st: TTState) -> tuple[str, ...]:
        """The ruling for the way the black card came in (a decision of the giver pending,
        or the giver's own turn), if it has one of its own."""
        owner = None
        if st.pending is not None and isinstance(st.pending[2], dict):
            owner = st.pending[2].get("owner")
        if owner is None and st.phase == "play" and st.pending is None:
            owner = st.chars.get(st.to_play() or "")
        rid = GIVER_RULING.get(owner or "")
        return (rid,) if rid else ()

    def _replace(self, st: TTState, seat: str, black: list[TTCard], events: Sink,
                 rulings: tuple[str, ...]) -> None:
        """Discard ``black`` and draw as many; ``draw`` calls ``on_receive`` again, so a black
        replacement is replaced in turn. Ends: a pass through the deck meets the card that is
        not black before any reshuffle."""
        st.cdata[seat]["replaced"] += len(black)
        events.append((Event, EventKind.RULE, "SAMURAI_NO_BLACK", seat, rulings,
                       {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0,
                        "n": len(black)}))           # (where(st) without its call)
        discard(st, seat, black, events, why="samurai")
        if _all_black(st.deck) and _all_black(st.discard):
            events.append((Event, EventKind.RULE, "SAMURAI_NO_REPLACEMENT", seat,
                           ("TT-108", "TT-177"),
                           {**where(st), "n": len(black)}))
            return
        draw(st, seat, len(black), events, why="samurai")

    # -- spirit of red (TT-106, TT-107, TT-110…TT-114, TT-035) -----------------------------
    def effective_late(self, st: TTState, entry: Entry, eff: Eff, effs: list[Eff],
                       revolt: bool) -> Eff:
        card = entry.card
        if card.kind != NUM or card.suit != RED or eff.kind != NUM:    # not is_red(card)
            return eff
        p = {"seat": entry.seat, "card": entry.card, "value": eff.value}
        if revolt:
            return eff.note(("SAMURAI_RED_IN_REVOLT", ("TT-035", "TT-106"), p))
        # (loops, not comprehensions: each is a call, asked at the Samurai's red plays)
        flag = black = False
        for o in effs:
            if o.kind == WF:
                flag = True
            elif o.kind == NUM and o.colour == TRUMP and o.value == eff.value:
                black = True
        if flag:
            flags = [e for e in effs if e.kind == WF]
            orb = any("TT-075" in s.rulings for e in flags for s in unfold(e.notes))
            return eff.note(("SAMURAI_WF_CANCELS", ("TT-106",) + (("TT-110",) if orb else ()), p))
        rid = ["TT-106", "TT-107", "TT-113"]
        if entry.index == 0:
            rid.append("TT-111")
        if black:
            rid.append("TT-112")
        if eff.value in (1, 10):
            rid.append("TT-114")
        code = {1: "SAMURAI_RED_ONE", 10: "SAMURAI_RED_TEN"}.get(eff.value, "SAMURAI_RED_IS_BLACK")
        return eff.note((code, tuple(rid), p), colour=TRUMP)

    # -- trick victory: take a red card (TT-109, TT-090) -----------------------------------
    @staticmethod
    def offer(st: TTState, seat: str, res) -> tuple[list[TTCard], list[TTCard]]:
        """(red cards of other players now among the Samurai's won cards, red cards of other
        players that went elsewhere: reserved by the Collector)."""
        taken = st.taken[seat]
        reds, mine = [], []     # (one loop: each comprehension is a call, at each trick won)
        for e in res.entries:
            if e.seat != seat:
                for c in (e.card, *e.more):     # e.cards, without the property's call
                    if c.kind == NUM and c.suit == RED:         # is_red(c)
                        reds.append(c)
                        if c in taken:
                            mine.append(c)
        return mine, [c for c in reds if c not in mine] if len(mine) < len(reds) else []

    def after_trick(self, st: TTState, seat: str, res, events: Sink) -> bool:
        d = st.cdata[seat]
        if res.winner != seat or d["take_done"] or st.swept:
            return False
        d["take_done"] = True
        cards, gone = self.offer(st, seat, res)
        if not gone and not cards:
            return False
        w = {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}    # (where(st))
        if gone:
            events.append((Event, EventKind.RULE, "SAMURAI_RED_RESERVED", seat,
                           ("TT-090", "TT-109"),
                           {**w, "cards": gone}))
        if not cards:
            return False
        events.append((Event, EventKind.RULE, "SAMURAI_MAY_TAKE", seat, ("TT-109",),
                       {**w, "cards": cards}))
        st.pending = (seat, "samurai_take", {"owner": self.name, "ruling": "TT-109",
                                             "cards": tuple(cards)})
        return True

    def pending_options(self, st: TTState, seat: str, data: dict[str, Any]) -> Options:
        """A red card of the trick still in its won cards, or decline."""
        out = options_for(seat).add("take", self._offered(st, seat, data),
                                partial(self._takes, st, seat))
        return out.add("decline", BARE, lambda _, events: self._declines(st, seat, events))

    @staticmethod
    def _offered(st: TTState, seat: str, data: dict[str, Any]) -> list[TTCard]:
        """The red cards it may still take from the trick (none taken away meanwhile)."""
        return [c for c in data["cards"] if c in st.taken[seat]]

    def pending_act(self, st: TTState, action: Action, data: dict[str, Any],
                    events: list[Event]) -> None:
        seat = action.seat
        if action.kind == "decline":
            if action.args:
                self.refuse("write just 'decline'", "PLAY_EXTRA_WORDS", "TT-109",
                            words=" ".join(action.args))
            self._declines(st, seat, events)
            return
        offered = self._offered(st, seat, data)
        if len(action.args) != 1:
            self.refuse(f"name one red card of the trick, e.g. 'take {offered[0]}'",
                        "SAMURAI_TAKE_WHICH", "TT-109", cards=offered)
        card = TTCard.parse(action.args[0])
        if card not in offered:
            self.refuse(f"{card} cannot be taken: choose a red card another player played in "
                        f"this trick and that you won ({' '.join(map(str, offered))})",
                        "SAMURAI_TAKE_WHICH", "TT-090" if is_red(card) else "TT-109",
                        card=card, cards=offered)
        self._takes(st, seat, card, events)

    def _declines(self, st: TTState, seat: str, events: Sink) -> None:
        st.pending = None
        events.append((Event, EventKind.ACTION, "SAMURAI_DECLINES", seat, ("TT-109",),
                       {**where(st)}))

    def _takes(self, st: TTState, seat: str, card: TTCard, events: Sink) -> None:
        """Take the red ``card`` back from the trick won, then discard 1 (TT-109)."""
        st.taken[seat].remove(card)
        d = st.cdata[seat]
        d["took"] = d["took"] + (card,)
        events.append((Event, EventKind.ACTION, "SAMURAI_TAKES", seat, ("TT-109",),
                       {**where(st), "taken": card}))
        st.pending = (seat, "discard", {"n": 1, "why": "samurai", "owner": self.name,
                                        "ruling": "TT-109"})
        give(st, seat, [card], events)

    # -- points (TT-115) -------------------------------------------------------------------
    def round_points(self, st: TTState, seat: str) -> list[Line]:
        return self.table_points(st, seat, "TT-115")

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat)
        if not d:
            return {}
        return {"samurai": {seat: {"red_taken": [str(c) for c in d.get("took", ())],
                                   "black_replaced": d.get("replaced", 0)}}}


def _all_black(cards: list[TTCard]) -> bool:
    """Every card is black (a loop over the pile as it is, not a copy joined to another)."""
    for c in cards:
        if c.kind != NUM or c.suit != TRUMP:
            return False
    return True
