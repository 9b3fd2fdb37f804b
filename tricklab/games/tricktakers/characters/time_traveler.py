"""Time Traveler (タイムトラベラー, 4C): predictions, Rewind and Change the past (spec 7.14,
5.2 step 1, 5.8 steps 4 and 9, 6.3; rulings TT-141…TT-162, TT-182).

* **Setup** — ``Cy predict Ann Bo``: Ann will get this round's gold crown, Bo one of its black
  crowns (self allowed, nobody not). Secret in rounds 1–2 (only the Time Traveler sees the
  event; the cards are turned up at round end), open in round 3 (TT-141).
* **Tokens** — 2 per round, spent on either ability in any mix (TT-142).
* **Rewind** — ``Cy rewind`` on its turn, before playing, also when leading (TT-143,
  TT-144): every played card goes back to its owner (a face-down card its owner decides on,
  ``owner_reveals``, is left to the owner's ``on_rewind``), every character's ``on_rewind``
  undoes what its rulings undo, the Time Traveler draws 2 and discards 2, names the leader
  (``Cy lead Bo``) and the trick restarts. ``on_trick_start`` is *not* called again: what
  happened stays (the trap card, points paid, MP spent, elements, exchanges; TT-150).
* **Change the past** — after winning trick 1–4 (``Cy change`` / ``Cy decline``, 5.8 step 4):
  the Time Traveler takes every card of the trick (``st.swept``: the trick still counts for it,
  reservations are not delivered), gives each other player ``cards_owed`` cards
  (``Cy give Ann R9``, clockwise), discards what keeps its hand larger than before the trick
  (a second entry or a card under a beast gave it one card more: TT-157, TT-158), then names
  the next leader (``st.next_leader``).
* **Scoring** — +50 per correct prediction against the round's 6.1–6.2 awards; in round 3
  both correct wins the game. No trick table.
"""
from __future__ import annotations

from itertools import combinations
from math import comb
from typing import Any, Sequence

from tricklab.core.actions import Action, Combinations, Product, combinations_of, \
    make_action
from tricklab.core.events import Event, EventKind, Sink, Step
from tricklab.core.worded import BySeat

from ..args import hand_cards, seat_arg
from ..cards import BZ, TTCard, sort_hand
from ..state import TTState
from ..table import draw, give, restart_trick, where
from ..registry import get
from .base import Character, Line

TOKENS = 2          # time-travel tokens per round (TT-142)
DRAW = 2            # Rewind: draw 2, then discard 2 (TT-143)
LAST_TRICK = 5      # no Change the past in trick 5 (TT-182)


class TimeTraveler(Character):
    name = "time_traveler"
    code = "4C"
    title = {"en": "Time Traveler", "ja": "タイムトラベラー"}
    expansion = True
    setup_verbs = ("predict",)
    turn_verbs = ("rewind",)
    pending_verbs = ("change", "decline", "give", "lead")
    private_keys = ("pred_gold", "pred_black")     # secret in rounds 1–2 (TT-141)

    def init(self, st: TTState, seat: str) -> dict:
        return {"tokens": TOKENS, "predicted": False, "pred_gold": None, "pred_black": None,
                "open_gold": None, "open_black": None, "past_trick": 0, "past_target": 0}

    # -- setup: the two predictions (TT-141, TT-023) ---------------------------------------
    def setup_done(self, st: TTState, seat: str) -> bool:
        return st.cdata[seat]["predicted"]

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        """Every (gold, black) pair of players, decoded only when drawn."""
        if st.cdata[seat]["predicted"]:
            return []
        return Product(seat, "predict", (st.players, st.players))

    def setup_count(self, st: TTState, seat: str) -> int:
        return 0 if st.cdata[seat]["predicted"] else len(st.players) ** 2

    def setup_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th (gold, black) pair of ``setup_actions``: listed players need no check."""
        gold, black = divmod(i, len(st.players))
        self._predicted(st, seat, st.players[gold], st.players[black], events)

    def setup_act(self, st: TTState, action, events: list[Event]) -> None:
        seat = action.seat
        if len(action.args) != 2:
            self.refuse("name two players: who gets the gold crown, then who gets a black "
                        "crown, e.g. 'predict Bo Cy' (yourself allowed)", "PREDICT_TWO",
                        "TT-141")
        for who in action.args:
            if who not in st.players:
                self.refuse(f"'{who}' is not a player: a prediction names a player (yourself "
                            f"allowed), never 'nobody'", "PREDICT_NOT_PLAYER", "TT-141",
                            text=who, seats=list(st.players))
        gold, black = action.args
        self._predicted(st, seat, gold, black, events)

    def _predicted(self, st: TTState, seat: str, gold: str, black: str,
                   events: Sink) -> None:
        d = st.cdata[seat]
        d.update(predicted=True, pred_gold=gold, pred_black=black)
        public = st.round == 3
        if public:
            d.update(open_gold=gold, open_black=black)
        w = {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}    # (where(st))
        p = {**w, "gold": gold, "black": black}
        events.append((Event, EventKind.ACTION, "TIME_PREDICTS", seat, ("TT-141", "TT-023"),
                       {**p}, (), None if public else frozenset({seat})))
        if public:
            events.append((Event, EventKind.RULE, "TIME_PREDICTIONS_OPEN", seat, ("TT-141",), p))
        else:
            events.append((Event, EventKind.RULE, "TIME_PREDICTIONS_SECRET", seat, ("TT-141",),
                           w))

    # -- Rewind (TT-142…TT-152) ------------------------------------------------------------
    def turn_actions(self, st: TTState, seat: str) -> list[Action]:
        return [make_action(seat, "rewind")] if self.turn_count(st, seat) else []

    def turn_count(self, st: TTState, seat: str) -> int:
        return 1 if st.cdata[seat]["tokens"] > 0 else 0

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The Rewind ``turn_count`` offered: made without an Action and its checks."""
        self._rewind(st, seat, events)

    def turn_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if action.args:
            self.refuse("write just 'rewind': you name the new leader after drawing and "
                        "discarding", "PLAY_EXTRA_WORDS", "TT-143", words=" ".join(action.args))
        if d["tokens"] <= 0:
            self.refuse("no time-travel token left this round (2 per round, for Rewind or "
                        "Change the past)", "TIME_NO_TOKEN", "TT-142")
        self._rewind(st, seat, events)

    def _rewind(self, st: TTState, seat: str, events: Sink) -> None:
        """Spend a token: the trick's cards go back, draw 2, discard, name the leader."""
        d = st.cdata[seat]
        entries = list(st.entries)
        d["tokens"] -= 1
        # each seat's cards by their labels, a face-down one as such: the notation's codes
        # read 「（Cy AB1 AG2 AG3）」 in the Japanese text
        # (a loop, not a generator: a call per entry at every Rewind)
        pairs = []
        for e in entries:
            pairs.append((e.seat, ("tt_face_down",) if e.facedown else e.cards))
        shown = BySeat(tuple(pairs))
        # where(st), without its call (the same all through: given cards change neither)
        w = {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}
        events.append((Event, EventKind.ACTION, "TIME_REWIND" if entries else "TIME_REWIND_LEADING",
                       seat,
                       ("TT-143", "TT-142") if entries else ("TT-144", "TT-143", "TT-142"),
                       {**w, "tokens": d["tokens"], "entries": shown}))
        for e in entries:       # every played card back to its owner's hand (TT-143)
            if e.facedown and e.get("owner_reveals"):
                continue        # the owner's on_rewind decides (Ninja: discarded, TT-149)
            give(st, e.seat, [e.card], events)
        if entries:
            events.append((Event, EventKind.RULE, "TIME_CARDS_BACK", seat, ("TT-143",),
                           {**w, "entries": shown}))
        for s in st.ranked:     # each character undoes what its rulings undo (TT-145…TT-152)
            c = get(st.chars[s])
            if type(c).on_rewind is not Character.on_rewind:    # (Character's does nothing)
                c.on_rewind(st, s, entries, events)
        restart_trick(st, st.leader or seat)      # the table is empty; the leader comes later
        draw(st, seat, DRAW, events, why="rewind")
        lead = (seat, "time_lead", {"owner": self.name, "why": "rewind", "ruling": "TT-143"})
        n = self.discard_count(st, seat)
        st.pending = (seat, "discard", {"n": n, "why": "rewind", "owner": self.name, "ruling": "TT-143",
                                        "then": lead}) if n else lead

    @staticmethod
    def discard_count(st: TTState, seat: str) -> int:
        """Rewind discards 2; if the draw came up short (TT-177) it never discards the cards
        still needed for this trick and the ones after it."""
        needed = max(0, LAST_TRICK - st.trick_no + 1)
        return max(0, min(DRAW, len(st.hands[seat]) - needed))

    # -- Change the past (TT-153…TT-162) ---------------------------------------------------
    def after_win(self, st: TTState, seat: str, res: Any, events: Sink) -> bool:
        d = st.cdata[seat]
        if res.winner != seat or d["tokens"] <= 0 or d["past_trick"] == res.no:
            return False
        if res.no >= LAST_TRICK:         # cards would be left over with no trick to play
            events.append((Event, EventKind.RULE, "TIME_NO_PAST_TRICK5", seat, ("TT-182",),
                           {"round": st.round, "trick": res.no}))
            return False
        d["past_trick"] = res.no          # asked once per trick; the answer may be 'decline'
        st.pending = (seat, "time_past", {"owner": self.name, "ruling": "TT-153"})
        return True

    def pending_actions(self, st: TTState, seat: str, data: dict[str, Any]) -> Sequence[Action]:
        kind = st.pending[1] if st.pending else None
        if kind == "time_past":
            return [make_action(seat, "change"), make_action(seat, "decline")]
        if kind == "time_give":
            to, n = data["to"], data["n"]
            return Combinations(seat, "give", [c.code for c in sort_hand(st.hands[seat])], (n,),
                                head=(to,))
        if kind == "time_lead":
            return [make_action(seat, "lead", (s,)) for s in st.players]
        return []

    def pending_count(self, st: TTState, seat: str, data: dict[str, Any]) -> int:
        kind = st.pending[1] if st.pending else None
        if kind == "time_past":
            return 2
        if kind == "time_give":
            return comb(len(st.hands[seat]), data["n"])
        return len(st.players) if kind == "time_lead" else 0

    def pending_choose(self, st: TTState, seat: str, data: dict[str, Any], i: int,
                       events: list[Event]) -> None:
        """The i-th of ``pending_actions``: listed cards and players need no check."""
        kind = st.pending[1] if st.pending else None
        if kind == "time_past":
            (self.change_past if i == 0 else self.decline)(st, seat, events)
        elif kind == "time_give":
            sets = combinations_of(seat, "give", sort_hand(st.hands[seat]), (data["n"],))
            self._hand_over(st, seat, list(sets.picked(i)), data, events)
        else:
            self._name_leader(st, seat, st.players[i], data, events)

    def pending_act(self, st: TTState, action, data: dict[str, Any], events: list[Event]) -> None:
        kind = st.pending[1] if st.pending else None
        verb = action.kind
        want = {"time_past": ("change", "decline"), "time_give": ("give",),
                "time_lead": ("lead",)}.get(kind or "", ())
        if verb not in want:
            example = self.pending_actions(st, action.seat, data)[:1]
            self.refuse(f"{action.seat} must first decide: e.g. '{example[0] if example else ''}'",
                        "MUST_DECIDE", data.get("ruling"), seat=action.seat)
        if kind == "time_past" and action.args:
            self.refuse(f"write just '{verb}': the cards to give are chosen next",
                        "PLAY_EXTRA_WORDS", "TT-153", words=" ".join(action.args))
        if verb == "change":
            self.change_past(st, action.seat, events)
        elif verb == "decline":
            self.decline(st, action.seat, events)
        elif kind == "time_give":
            self.hand_over(st, action, data, events)
        else:
            self.name_leader(st, action, data, events)

    def decline(self, st: TTState, seat: str, events: Sink) -> None:
        """``seat`` declines Change the past (checked: no Action is needed)."""
        st.pending = None
        events.append((Event, EventKind.ACTION, "TIME_PAST_DECLINED", seat, ("TT-153",),
                       where(st)))

    def change_past(self, st: TTState, seat: str, events: Sink) -> None:
        """``seat`` changes the past (checked: no Action is needed)."""
        d = st.cdata[seat]
        res = st.result
        d["tokens"] -= 1
        cards: list[TTCard] = []        # (loops, not comprehensions: a call each)
        for e in st.entries:
            cards.extend(e.cards)
        d["past_target"] = len(st.hands[seat]) + 1     # its hand before the trick (it played 1)
        claimed = {}
        for s in st.ranked:
            if s != seat:
                claimed[s] = get(st.chars[s]).claims(st, s, res)
        w = where(st)           # (the same all through: given cards change neither)
        st.entries = []
        st.swept = True          # the engine records the trick for it without cards (5.8 s. 6)
        events.append((Event, EventKind.ACTION, "TIME_CHANGE_PAST", seat, ("TT-153", "TT-142"),
                       {**w, "cards": cards, "n": len(cards), "tokens": d["tokens"]},
                       (Step("TIME_PAST_WIN_STANDS", ("TT-156",), {"seat": seat}),)))
        give(st, seat, cards, events)
        if res.revolt and st.revolt:                    # the revolt stays spent (TT-154)
            events.append((Event, EventKind.RULE, "TIME_PAST_REVOLT_USED", st.revolt, ("TT-154",),
                           {**w}))
        for s, got in claimed.items():                  # TT-155: no delivery
            if got:
                events.append((Event, EventKind.RULE, "TIME_PAST_RESERVATION_CANCELLED", s,
                               ("TT-155",), {**w, "cards": got}))
        self.next_give(st, seat, tuple(st.clockwise(seat)[1:]), events)

    def next_give(self, st: TTState, seat: str, queue: tuple[str, ...],
                  events: Sink) -> None:
        """Ask for the cards of the next player in ``queue`` (clockwise); then the discard of
        the extra cards, then the next leader."""
        keep = LAST_TRICK - st.trick_no            # cards it needs for the tricks still to come
        while queue:
            to, queue = queue[0], queue[1:]
            owed = get(st.chars[to]).cards_owed(st, to)
            n = max(0, min(owed, len(st.hands[seat]) - keep))
            if n:
                st.pending = (seat, "time_give", {"owner": self.name, "to": to, "n": n,
                                                  "queue": queue, "ruling":
                                                  "TT-160" if owed > 1 else "TT-153"})
                return
        lead = (seat, "time_lead", {"owner": self.name, "why": "past", "ruling": "TT-153"})
        extra = len(st.hands[seat]) - st.cdata[seat]["past_target"]
        if extra <= 0:
            st.pending = lead
            return
        rulings = self.extra_rulings(st)
        events.append((Event, EventKind.RULE, "TIME_PAST_EXTRA", seat, ("TT-153", *rulings),
                       {**where(st), "n": extra}))
        st.pending = (seat, "discard", {"n": extra, "why": "past", "owner": self.name, "ruling": rulings[0]
                                        if rulings else "TT-153", "then": lead})

    @staticmethod
    def extra_rulings(st: TTState) -> tuple[str, ...]:
        """Why the trick held more cards than were handed back: a player with two face-up
        entries (TT-157) or an entry of two cards worth one card back (TT-158)."""
        res = st.result
        out: list[str] = []
        seats = [e.seat for e in res.entries]
        if any(seats.count(s) > 1 for s in seats):
            out.append("TT-157")
        if any(len(e.cards) > get(st.chars[e.seat]).cards_owed(st, e.seat) for e in res.entries):
            out.append("TT-158")
        return tuple(out)

    def hand_over(self, st: TTState, action, data: dict[str, Any], events: list[Event]) -> None:
        seat = action.seat
        to, n = data["to"], data["n"]
        if not action.args or action.args[0] != to:
            self.refuse(f"the cards go to {to} now: write 'give {to}' and {n} card(s)",
                        "TIME_GIVE_WHO", data["ruling"], to=to, n=n)
        cards = hand_cards(st, seat, action.args[1:], data["ruling"], exactly=n)
        self._hand_over(st, seat, cards, data, events)

    def _hand_over(self, st: TTState, seat: str, cards: list[TTCard], data: dict[str, Any],
                   events: Sink) -> None:
        to, n = data["to"], data["n"]
        for c in cards:
            st.hands[seat].remove(c)
        beast = berserker = False       # (a loop, not two any() of generators: calls)
        for c in cards:
            beast = beast or c.origin == "beast"
            berserker = berserker or c.kind == BZ
        rid = ("TT-153", *(("TT-160",) if n > 1 else ()), *(("TT-159",) if beast else ()),
               *(("TT-162",) if berserker else ()))
        w = {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}    # (where(st))
        events.append((Event, EventKind.ACTION, "TIME_GIVES", seat, rid, {**w, "to": to, "n": n}))
        events.append((Event, EventKind.RULE, "TIME_GIVES_CARDS", seat, rid,
                       {**w, "to": to, "cards": cards}, (), frozenset({seat, to})))
        give(st, to, cards, events)          # the receiver reacts (Samurai, Alchemist)
        self.next_give(st, seat, data["queue"], events)

    def name_leader(self, st: TTState, action, data: dict[str, Any], events: list[Event]) -> None:
        self._name_leader(st, action.seat, seat_arg(st, action.args, data["ruling"]), data, events)

    def _name_leader(self, st: TTState, seat: str, who: str, data: dict[str, Any],
                     events: Sink) -> None:
        st.pending = None
        if data["why"] == "rewind":
            restart_trick(st, who)               # not a new trick: no on_trick_start (TT-150)
            events.append((Event, EventKind.ACTION, "TIME_TRICK_RESTARTS", seat, ("TT-143",),
                           {"round": st.round, "trick": st.trick_no, "leader": who}))   # (playing)
        else:
            st.next_leader = who
            events.append((Event, EventKind.ACTION, "TIME_NEXT_LEADER", seat, ("TT-153",),
                           {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0,
                            "leader": who}))       # (where(st) without its call)

    # -- round end (TT-141, TT-182) --------------------------------------------------------
    def round_end_stage(self, st: TTState, seat: str, stage: str, events: Sink) -> bool:
        if stage != "decide":
            return False
        left: dict[str, int] = {}       # (a loop, not a comprehension: a call)
        for s, h in st.hands.items():
            if h:
                left[s] = len(h)
        if left:                        # after Change the past (TT-182)
            events.append((Event, EventKind.RULE, "TIME_LEFTOVER_CARDS", seat, ("TT-182",),
                           {"round": st.round, "trick": 0, "left": left}))
        d = st.cdata[seat]
        if d["predicted"] and d["open_gold"] is None:
            d.update(open_gold=d["pred_gold"], open_black=d["pred_black"])
            events.append((Event, EventKind.RULE, "TIME_PREDICTIONS_REVEALED", seat, ("TT-141",),
                           {"round": st.round, "trick": 0, "gold": d["pred_gold"],
                            "black": d["pred_black"]}))
        return False

    def hits(self, st: TTState, seat: str) -> tuple[bool, bool]:
        """Whether the gold and the black prediction came true (6.1–6.2 awards only)."""
        d, a = st.cdata[seat], st.awards
        return (d["pred_gold"] is not None and a.get("gold") == d["pred_gold"],
                d["pred_black"] is not None and d["pred_black"] in a.get("black", ()))

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        d = st.cdata[seat]
        gold, black = self.hits(st, seat)
        return [(50 if gold else 0, ("TIME_PRED_GOLD" if gold else "TIME_PRED_GOLD_MISS",
                                     ("TT-141",), {"seat": seat, "target": d["pred_gold"],
                                                   "actual": st.awards.get("gold") or "-",
                                                   "delta": 50 if gold else 0})),
                (50 if black else 0, ("TIME_PRED_BLACK" if black else "TIME_PRED_BLACK_MISS",
                                      ("TT-141",), {"seat": seat, "target": d["pred_black"],
                                                    "actual": list(st.awards.get("black", ()))
                                                    or "-", "delta": 50 if black else 0}))]

    def wins(self, st: TTState, seat: str) -> Step | None:
        if st.round == 3 and all(self.hits(st, seat)):
            d = st.cdata[seat]
            return Step("TIME_WINS", ("TT-141",), {"seat": seat, "gold": d["pred_gold"],
                                                   "black": d["pred_black"]})
        return None

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat) or {}
        if not d:
            return {}
        secret = "?" if d.get("predicted") else None

        def shown(key: str) -> Any:     # a view hides pred_* from the others (private_keys)
            return d.get(f"pred_{key}") or d.get(f"open_{key}") or secret
        return {"tt_tokens": {seat: d.get("tokens")},
                "predicted_gold": {seat: shown("gold")},
                "predicted_black": {seat: shown("black")}}
