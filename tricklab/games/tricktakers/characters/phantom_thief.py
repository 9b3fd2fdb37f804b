"""Phantom Thief (ファントムシーフ, 5C): letters, a partner, the chip and the round-end theft
(spec 7.15, TT-163…TT-170, TT-183, TT-175).

* Setup (TT-163): one open letter per other player (``letters Bo=crown Cy=invite Di=points``;
  notices ``crown``, ``black``, ``points`` and the ``invite``), then the chip on "0" or "±1"
  (``chip 0`` / ``chip 1``), thief side up. With 2–3 opponents some letters stay unused, the
  invitation included: then there is no partner (TT-183). The Thief sets up last of all (5C),
  after the Ruler (TT-175).
* Exchange (TT-164), on its turn before playing, at most once per turn [interp]: ``offer R3``
  hands the partner a card face down (``table.give``, so a Samurai partner throws a black card
  away at once, TT-166); the partner then answers ``return X`` (a card back, face down) or
  ``refuse`` (the offered card is discarded and the Thief draws 1). Not while the partner's hand
  is empty. A card the partner's character may never discard (the Berserker card, TT-165) is
  never handed over. Only the two players see the cards (``visible_to``). A Rewind gives the
  Thief a new turn, so it may exchange again in the replay.
* Trick victory (TT-167): ``chip move`` (0 ↔ ±1), ``chip flip`` (thief ↔ wolf) or ``chip keep``.
* Theft (TT-168), after forging: success iff |Thief's tricks − target's tricks| equals the chip
  (0 or 1). Thief side: every notice holder loses what its letter names, if it owns it (a crown
  moves from target to Thief, so crowns are conserved; 30 points or all it has). Wolf side: only
  the partner, and the Thief chooses what to take (``steal crown|black|points``). Stolen crowns
  are the Thief's own (TT-169: a robbed second gold crown no longer wins).
* Scoring: 0 → 0 (no black crown), 1 → −20 (black-crown eligible), 2 → the partner +50 (the
  Thief 0; nobody without a partner, TT-183), 3 → −50, 4 → +100, 5 wins (TT-170).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from typing import Any, Sequence

from tricklab.core.actions import Action, Product, make_action, shared_actions
from tricklab.core.events import Event, EventKind, Sink, Step

from ..args import hand_cards
from ..cards import TTCard, sort_hand
from ..cards import card as card_of
from ..state import Entry, TTState
from ..table import crown, discard, draw, gain, give
from ..registry import REGISTRY, get
from .base import WINS, Character, Line

LETTERS = ("crown", "black", "points", "invite")
NOTICES = ("crown", "black", "points")
ALIASES = {"crown": "crown", "gold": "crown", "black": "black", "black_crown": "black",
           "blackcrown": "black", "points": "points", "points30": "points", "30": "points",
           "invite": "invite", "invitation": "invite"}
CHIPS = {"0": 0, "1": 1, "±1": 1, "+-1": 1, "pm1": 1}
CHIP_TEXT = {0: "0", 1: "±1"}
STEAL = 30


class PhantomThief(Character):
    name = "phantom_thief"
    code = "5C"
    title = {"en": "Phantom Thief", "ja": "ファントムシーフ"}
    expansion = True
    table = {0: 0, 1: -20, 2: 0, 3: -50, 4: 100, 5: WINS}
    setup_verbs = ("letters", "chip")
    turn_verbs = ("offer",)
    pending_verbs = ("return", "refuse", "chip", "steal")
    private_keys = ("offered_card",)     # the card offered face down (the partner holds it)

    def init(self, st: TTState, seat: str) -> dict:
        return {"letters": (), "chip": None, "side": "thief", "offered": False,
                "offered_card": None, "chip_trick": 0, "theft_done": False}

    # -- helpers -----------------------------------------------------------------------------
    @staticmethod
    def letters(st: TTState, seat: str) -> dict[str, str]:
        return dict(st.cdata[seat]["letters"])

    def partner(self, st: TTState, seat: str) -> str | None:
        for s, letter in st.cdata[seat]["letters"]:    # (a loop: asked at every Thief turn)
            if letter == "invite":
                return s
        return None

    # -- setup (TT-163, TT-175, TT-183) ------------------------------------------------------
    def setup_done(self, st: TTState, seat: str) -> bool:
        d = st.cdata[seat]
        return bool(d["letters"]) and d["chip"] is not None

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        d = st.cdata[seat]
        if not d["letters"]:
            others = tuple(st.clockwise(seat)[1:])
            return shared_actions(("thief letters", seat, others), lambda: (
                make_action(seat, "letters", tuple(f"{o}={x}" for o, x in zip(others, perm)))
                for perm in _orders(len(others))))
        if d["chip"] is None:
            return [make_action(seat, "chip", ("0",)), make_action(seat, "chip", ("1",))]
        return []

    def setup_count(self, st: TTState, seat: str) -> int:
        d = st.cdata[seat]
        if not d["letters"]:
            return len(_orders(len(st.players) - 1))
        return 2 if d["chip"] is None else 0

    def setup_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th of ``setup_actions`` (the letters in ``permutations`` order, then the chip
        on 0 or ±1): a listed choice needs no check."""
        if st.cdata[seat]["letters"]:
            self._chip_placed(st, seat, i, events)
        else:
            others = st.clockwise(seat)[1:]
            self._letters_given(st, seat, list(zip(others, _orders(len(others))[i])), events)

    def setup_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if action.kind == "letters":
            if d["letters"]:
                self.refuse("the letters are already handed out", "THIEF_LETTERS_GIVEN",
                            "TT-163")
            self._letters_given(st, seat, self.parse_letters(st, seat, action.args), events)
            return
        if not d["letters"]:
            self.refuse("hand out the letters first, then place the chip", "THIEF_CHIP_FIRST",
                        "TT-163")
        if d["chip"] is not None:
            self.refuse("the chip is already on the sheet", "THIEF_CHIP_SET", "TT-163")
        chip = CHIPS.get(" ".join(action.args).strip().lower())
        if chip is None:
            self.refuse("put the chip on '0' or '±1': write 'chip 0' or 'chip 1'",
                        "THIEF_CHIP_OPTION", "TT-163", text=" ".join(action.args))
        self._chip_placed(st, seat, chip, events)

    def _chip_placed(self, st: TTState, seat: str, chip: int, events: Sink) -> None:
        st.cdata[seat]["chip"] = chip
        events.append((Event, EventKind.ACTION, "THIEF_CHIP_PLACED", seat, ("TT-163",),
                       {"round": st.round, "trick": 0, "chip": CHIP_TEXT[chip]}))

    def _letters_given(self, st: TTState, seat: str, given: list[tuple[str, str]],
                       events: Sink) -> None:
        """The letters go to the other players (``given``: in clockwise order)."""
        d = st.cdata[seat]
        where = {"round": st.round, "trick": 0}
        d["letters"] = tuple(given)
        partner = self.partner(st, seat)
        parts, letters = [], {}         # (a loop, not a generator and a comprehension)
        for s, letter in given:
            parts.append(f"{s} {letter}")
            letters[s] = f"letter_{letter}"
        events.append((Event, EventKind.ACTION, "THIEF_LETTERS", seat,
                       ("TT-163", "TT-175") + (() if partner else ("TT-183",)),
                       {**where, "letters": letters, "text": ", ".join(parts)}))
        events.append((Event, EventKind.RULE, "THIEF_PARTNER" if partner else "THIEF_NO_PARTNER",
                       seat, ("TT-163",) if partner else ("TT-183",),
                       {**where, "partner": partner or "-"}))

    def parse_letters(self, st: TTState, seat: str, args: tuple[str, ...]) -> list[tuple[str, str]]:
        others = st.clockwise(seat)[1:]
        out: list[tuple[str, str]] = []
        for arg in args:
            who, _, word = arg.partition("=")
            letter = ALIASES.get(word.strip().lower())
            if who not in others or letter is None:
                self.refuse(f"write one 'player=letter' per other player ({', '.join(others)}); "
                            f"letters: crown, black, points, invite", "THIEF_LETTER_UNKNOWN",
                            "TT-163", text=arg)
            out.append((who, letter))
        seats = [s for s, _ in out]
        if sorted(seats) != sorted(others):
            self.refuse(f"every other player gets exactly one letter ({', '.join(others)})",
                        "THIEF_LETTER_PLAYERS", "TT-163", seats=seats)
        if len({x for _, x in out}) != len(out):
            self.refuse("each letter exists once (crown, black, points, invite)",
                        "THIEF_LETTER_TWICE", "TT-163")
        order = {s: i for i, s in enumerate(others)}
        return sorted(out, key=lambda x: order[x[0]])

    # -- the exchange with the partner (TT-164…TT-166) ---------------------------------------
    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        st.cdata[seat]["offered"] = False

    def on_rewind(self, st: TTState, seat: str, entries: list[Entry], events: list[Event]) -> None:
        """The replayed turn is a new turn: the exchange made before the Rewind stays done
        (nothing is undone) and another one is allowed (like the Hermit, TT-146)."""
        st.cdata[seat]["offered"] = False

    def can_offer(self, st: TTState, seat: str) -> str | None:
        """Why the Thief may not offer a card now (a message), or None."""
        partner = self.partner(st, seat)
        if partner is None:
            return "there is no partner: nobody got the invitation (TT-183)"
        if st.cdata[seat]["offered"]:
            return "the Thief exchanges at most once per turn"
        if not st.hands[partner]:
            return f"the partner {partner} has no card left"
        return None

    def turn_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        """One offer per hand card, decoded only when drawn (asked at every turn)."""
        if self.can_offer(st, seat) is not None:
            return []
        return Product(seat, "offer", ([c.code for c in sort_hand(st.hands[seat])],))

    def turn_count(self, st: TTState, seat: str) -> int:
        """One offer per hand card, or none: a random playout sorts the hand only on the
        turns it draws an offer (the Thief's every turn built the whole list)."""
        # (``can_offer`` and ``partner`` written out: two calls at every Thief turn)
        d = st.cdata[seat]
        if d["offered"]:
            return 0
        for s, letter in d["letters"]:
            if letter == "invite":
                return len(st.hands[seat]) if st.hands[s] else 0
        return 0

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th of ``turn_actions``: the i-th card in display order, offered without
        ``turn_act``'s checks (``turn_count`` has just made them, and the card is held)."""
        partner = self.partner(st, seat)
        assert partner is not None
        self._offer(st, seat, partner, sort_hand(st.hands[seat])[i], events)

    def turn_act(self, st: TTState, action, events: list[Event]) -> None:
        seat = action.seat
        why = self.can_offer(st, seat)
        if why is not None:
            ruling = "TT-183" if self.partner(st, seat) is None else "TT-164"
            self.refuse(why, "THIEF_NO_EXCHANGE", ruling, partner=self.partner(st, seat) or "-")
        (card,) = hand_cards(st, seat, action.args, "TT-164", exactly=1)
        partner = self.partner(st, seat)
        assert partner is not None
        self._offer(st, seat, partner, card, events)

    def _offer(self, st: TTState, seat: str, partner: str, card: TTCard,
               events: Sink) -> None:
        """Hand ``card`` (checked) to the partner face down and ask for its answer (TT-164)."""
        st.cdata[seat]["offered"] = True
        st.cdata[seat]["offered_card"] = card.code
        where = {"round": st.round, "trick": st.trick_no}
        both = frozenset({seat, partner})
        events.append((Event, EventKind.ACTION, "THIEF_OFFERS", seat, ("TT-164",),
                       {**where, "partner": partner}))
        events.append((Event, EventKind.RULE, "THIEF_OFFERED_CARD", seat, ("TT-164",),
                       {**where, "partner": partner, "card": card}, (), both))
        st.hands[seat].remove(card)
        give(st, partner, [card], events)        # a Samurai partner reacts here (TT-166)
        kept = self._cards(st, partner, st.hands[partner], False)
        if kept:                                 # e.g. the Berserker card (TT-165)
            events.append((Event, EventKind.RULE, "THIEF_PARTNER_KEEPS", partner, ("TT-165",),
                           {**where, "cards": kept}, (), frozenset({partner})))
        ask = (partner, "thief_offer", {"owner": self.name, "thief": seat, "ruling": "TT-164"})
        if st.pending is None:
            st.pending = ask
        elif st.pending[1] == "discard":         # the partner must discard first, then answer
            st.pending = (st.pending[0], "discard", {**st.pending[2], "then": ask})

    def handable(self, st: TTState, partner: str, card: TTCard) -> str | None:
        """A ruling id if the partner may not hand ``card`` over: a card its character may never
        discard stays in its hand (the Berserker card, TT-165)."""
        return get(st.chars[partner]).can_discard(st, partner, card)

    @staticmethod
    def _cards(st: TTState, partner: str, cards: list[TTCard], handable: bool) -> list[TTCard]:
        """Those of ``cards`` the partner may hand over (``handable``) or must keep (not):
        its component looked up once, and asked card by card only if its character keeps
        some cards (a ``handable`` comprehension cost a look-up and two calls a card)."""
        name = st.chars[partner]
        c = REGISTRY.get(name) or get(name)
        if type(c).can_discard is Character.can_discard:     # it may hand any card over
            return list(cards) if handable else []
        out = []
        for x in cards:
            if (c.can_discard(st, partner, x) is None) is handable:
                out.append(x)
        return out

    def pending_actions(self, st: TTState, seat: str, data: dict[str, Any]) -> list[Action]:
        kind = st.pending[1] if st.pending else ""
        if kind == "thief_offer":
            return [*(make_action(seat, "return", (str(c),)) for c in self._returnable(st, seat)),
                    make_action(seat, "refuse")]
        if kind == "thief_chip":
            return [make_action(seat, "chip", (w,)) for w in ("move", "flip", "keep")]
        if kind == "thief_wolf":
            return [make_action(seat, "steal", (w,)) for w in self.wolf_options(st, seat)]
        return []

    def _returnable(self, st: TTState, partner: str) -> list[TTCard]:
        """The cards the partner may hand back, in display order."""
        return self._cards(st, partner, sort_hand(st.hands[partner]), True)

    def pending_count(self, st: TTState, seat: str, data: dict[str, Any]) -> int:
        kind = st.pending[1] if st.pending else ""
        if kind == "thief_offer":       # (``_returnable`` without sorting: only counted)
            return len(self._cards(st, seat, st.hands[seat], True)) + 1
        if kind == "thief_chip":
            return 3
        return len(self.wolf_options(st, seat)) if kind == "thief_wolf" else 0

    def pending_choose(self, st: TTState, seat: str, data: dict[str, Any], i: int,
                       events: list[Event]) -> None:
        """The i-th of ``pending_actions``: a listed card needs no check."""
        kind = st.pending[1] if st.pending else ""
        if kind == "thief_offer":
            back = self._returnable(st, seat)
            if i < len(back):
                self._returned(st, seat, back[i], data, events)
            else:
                self._refused(st, seat, data, events)
        elif kind == "thief_chip":
            self.chip_after_win(st, make_action(seat, "chip", (("move", "flip", "keep")[i],)),
                                events)
        else:
            self.wolf_steal(st, make_action(seat, "steal", (self.wolf_options(st, seat)[i],)),
                            events)

    def pending_act(self, st: TTState, action, data: dict[str, Any], events: list[Event]) -> None:
        kind = st.pending[1] if st.pending else ""
        verbs = {"thief_offer": ("return", "refuse"), "thief_chip": ("chip",),
                 "thief_wolf": ("steal",)}.get(kind, ())
        if action.kind not in verbs:
            self.refuse(f"{action.seat} must first answer: "
                        + " or ".join(str(a) for a in self.pending_actions(st, action.seat, data)),
                        "THIEF_MUST_ANSWER", data.get("ruling"))
        if kind == "thief_offer":
            self.answer(st, action, data, events)
        elif kind == "thief_chip":
            self.chip_after_win(st, action, events)
        else:
            self.wolf_steal(st, action, events)

    def answer(self, st: TTState, action, data: dict[str, Any], events: list[Event]) -> None:
        partner = action.seat
        if action.kind == "refuse":
            if action.args:
                self.refuse("write just 'refuse'", "PLAY_EXTRA_WORDS", "TT-164")
            self._refused(st, partner, data, events)
            return
        (card,) = hand_cards(st, partner, action.args, "TT-164", exactly=1)
        rid = self.handable(st, partner, card)
        if rid:
            self.refuse(f"{partner} may not hand over {card}", "THIEF_KEEP_CARD", "TT-165",
                        card=card, seat=partner, why=rid)
        self._returned(st, partner, card, data, events)

    def _refused(self, st: TTState, partner: str, data: dict[str, Any],
                 events: Sink) -> None:
        thief = data["thief"]
        st.pending = None
        events.append((Event, EventKind.ACTION, "THIEF_REFUSED", partner, ("TT-164",),
                       {"round": st.round, "trick": st.trick_no, "thief": thief}))
        offered = card_of(st.cdata[thief]["offered_card"])
        if offered in st.hands[partner]:     # a Samurai may already have thrown it away
            discard(st, partner, [offered], events, why="thief")
        draw(st, thief, 1, events, why="thief")

    def _returned(self, st: TTState, partner: str, card: TTCard, data: dict[str, Any],
                  events: Sink) -> None:
        thief = data["thief"]
        where = {"round": st.round, "trick": st.trick_no}
        both = frozenset({thief, partner})
        st.pending = None
        events.append((Event, EventKind.ACTION, "THIEF_RETURNS", partner, ("TT-164",),
                       {**where, "thief": thief}))
        events.append((Event, EventKind.RULE, "THIEF_RETURNED_CARD", partner, ("TT-164",),
                       {**where, "thief": thief, "card": card}, (), both))
        st.hands[partner].remove(card)
        give(st, thief, [card], events)

    # -- trick victory (TT-167) -------------------------------------------------------------
    def after_trick(self, st: TTState, seat: str, res, events: list[Event]) -> bool:
        d = st.cdata[seat]
        if res.winner != seat or d["chip_trick"] == st.trick_no:
            return False
        st.pending = (seat, "thief_chip", {"owner": self.name, "ruling": "TT-167"})
        return True

    def chip_after_win(self, st: TTState, action, events: Sink) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        word = " ".join(action.args).lower()
        if word not in ("move", "flip", "keep"):
            self.refuse("after a won trick: 'chip move' (0 ↔ ±1), 'chip flip' (thief ↔ wolf) "
                        "or 'chip keep' — not both", "THIEF_CHIP_CHOICE", "TT-167")
        if word == "move":
            d["chip"] = 1 - d["chip"]
        elif word == "flip":
            d["side"] = "wolf" if d["side"] == "thief" else "thief"
        d["chip_trick"] = st.trick_no
        st.pending = None
        events.append((Event, EventKind.ACTION, f"THIEF_CHIP_{word.upper()}", seat, ("TT-167",),
                       {"round": st.round, "trick": st.trick_no, "chip": CHIP_TEXT[d["chip"]],
                        "side": f"side_{d['side']}"}))

    # -- the theft (TT-168, TT-169, TT-183) --------------------------------------------------
    def succeeds(self, st: TTState, seat: str, target: str) -> bool:
        diff = abs(self.tricks(st, seat) - len(st.tricks[target]))
        return diff == st.cdata[seat]["chip"]

    @staticmethod
    def owned(st: TTState, target: str, letter: str) -> int:
        if letter == "crown":
            return min(1, st.gold[target])
        if letter == "black":
            return min(1, st.black[target])
        return min(STEAL, st.points[target])

    def wolf_options(self, st: TTState, seat: str) -> list[str]:
        partner = self.partner(st, seat)
        return [x for x in NOTICES if partner and self.owned(st, partner, x)]

    def round_end_stage(self, st: TTState, seat: str, stage: str, events: Sink) -> bool:
        d = st.cdata[seat]
        if stage != "theft" or d["theft_done"]:
            return False
        where = {"round": st.round, "trick": 0, "chip": CHIP_TEXT[d["chip"]],
                 "thief_tricks": self.tricks(st, seat)}
        if d["side"] == "wolf":
            partner = self.partner(st, seat)
            if partner is None:
                d["theft_done"] = True
                events.append((Event, EventKind.RULE, "THIEF_NO_TARGET", seat, ("TT-183", "TT-168"),
                               where))
                return False
            p = {**where, "target": partner, "tricks": len(st.tricks[partner])}
            if not self.succeeds(st, seat, partner):
                d["theft_done"] = True
                events.append((Event, EventKind.RULE, "THIEF_THEFT_FAILED", seat, ("TT-168",), p))
                return False
            if not self.wolf_options(st, seat):
                d["theft_done"] = True
                events.append((Event, EventKind.RULE, "THIEF_NOTHING_TO_STEAL", seat, ("TT-168",),
                               {**p, "letter": "letter_any"}))
                return False
            events.append((Event, EventKind.RULE, "THIEF_WOLF_SUCCESS", seat, ("TT-168",), p))
            st.pending = (seat, "thief_wolf", {"owner": self.name, "ruling": "TT-168",
                                               "target": partner})
            return True
        d["theft_done"] = True
        for target, letter in d["letters"]:
            if letter == "invite":
                continue
            p = {**where, "target": target, "tricks": len(st.tricks[target]),
                 "letter": f"letter_{letter}"}
            if not self.succeeds(st, seat, target):
                events.append((Event, EventKind.RULE, "THIEF_THEFT_FAILED", seat, ("TT-168",), p))
            elif not self.owned(st, target, letter):
                events.append((Event, EventKind.RULE, "THIEF_NOTHING_TO_STEAL", seat, ("TT-168",),
                               p))
            else:
                self.steal(st, seat, target, letter, events)
        return False

    def wolf_steal(self, st: TTState, action, events: Sink) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        options = self.wolf_options(st, seat)
        word = ALIASES.get(" ".join(action.args).strip().lower())
        if word not in options:
            self.refuse(f"steal one thing the partner owns: {', '.join(options)}",
                        "THIEF_STEAL_CHOICE", "TT-168", options=options)
        d["theft_done"] = True
        st.pending = None
        partner = self.partner(st, seat)
        assert partner is not None
        events.append((Event, EventKind.ACTION, "THIEF_WOLF_CHOICE", seat, ("TT-168",),
                       {"round": st.round, "trick": 0, "target": partner,
                        "letter": f"letter_{word}"}))
        self.steal(st, seat, partner, word, events)

    def steal(self, st: TTState, seat: str, target: str, letter: str, events: list[Event]) -> None:
        """Take what ``letter`` names from ``target``: a crown changes hands (it never passes
        through the box, so the crown count stays the same), or up to 30 points."""
        p: dict[str, Any] = {"target": target, "thief": seat, "letter": f"letter_{letter}"}
        if letter == "points":
            amount = min(STEAL, st.points[target])
            gain(st, target, -amount, events, "THIEF_ROBBED_POINTS", ("TT-168",), **p)
            gain(st, seat, amount, events, "THIEF_STEALS_POINTS", ("TT-168",), amount=amount, **p)
            return
        kind = "gold" if letter == "crown" else "black"
        pile = st.gold if kind == "gold" else st.black
        second = pile[target] == (2 if kind == "gold" else 3)
        rulings = ("TT-168",) + (("TT-169",) if second else ())
        p["what"] = f"{kind}_crowns"
        crown(st, target, kind, -1, events, "THIEF_ROBBED_CROWN", rulings, **p)
        st.crown_box[kind] -= 1        # the crown went to the Thief, not back to the box
        crown(st, seat, kind, 1, events, "THIEF_STEALS_CROWN", rulings, **p)

    # -- crowns and points (TT-170, TT-183) --------------------------------------------------
    def black_eligible(self, st: TTState, seat: str) -> bool:
        return self.tricks(st, seat) == 1

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        n = self.tricks(st, seat)
        p = {"seat": seat, "tricks": n, "character": self.name}
        if n == 2:
            partner = self.partner(st, seat)
            return [(0, ("THIEF_TWO_TRICKS" if partner else "THIEF_TWO_TRICKS_ALONE",
                         ("TT-170",) if partner else ("TT-170", "TT-183"),
                         {**p, "partner": partner or "-", "delta": 0}))]
        pts = self.table.get(n)
        if pts is None:
            return []
        return [(pts, ("TABLE_POINTS", ("TT-170",) if n < 2 else (), {**p, "delta": pts}))]

    def points_for_others(self, st: TTState, seat: str) -> dict[str, list[Line]]:
        partner = self.partner(st, seat)
        if partner is None or self.tricks(st, seat) != 2:
            return {}
        return {partner: [(50, ("THIEF_PARTNER_BONUS", ("TT-170",),
                                {"seat": partner, "thief": seat, "delta": 50}))]}

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat)
        if not d:
            return {}
        return {"letters": {s: letter for s, letter in d["letters"]},
                "partner": {seat: self.partner(st, seat)},
                "chip": {seat: None if d["chip"] is None else CHIP_TEXT[d["chip"]]},
                "chip_side": {seat: d["side"]}}


@lru_cache(maxsize=8)
def _orders(n: int) -> tuple[tuple[str, ...], ...]:
    """Every way to hand ``n`` of the letters to the other players, in clockwise order: the
    order of the setup's ``letters`` actions."""
    return tuple(permutations(LETTERS, n))
