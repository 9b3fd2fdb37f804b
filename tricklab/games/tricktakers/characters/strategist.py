"""Strategist (ストラテジスト, 1C): Trap cards, a trap pool, the Tactical card and a carry-over card
(spec 7.9, TT-116…TT-123, TT-058, TT-150).

* Setup (TT-116): the exclusive Black 7 (``SK7``) joins the hand and a *different* card is
  discarded (the engine's generic discard, with SK7 as its card to ``keep``),
  then the 5 trap cards are stacked in an order of the Strategist's choice (``traps CADBE``).
  The order is hidden from the others (``private_keys``); each trap is public once turned up.
* Traps (TT-117…TT-121): at the start of every trick the next trap is turned up. Each *other*
  player's entry is checked the moment it is face up (``on_any_play``), as played: the stage-1
  effective card of its owner (Alchemist value and colour, a beast's face, Sword/Axe values,
  Ruler token colour; a Samurai red stays red because the Samurai's black is stage 2, "for
  strength only"). A caught player pays 10 (at most 10 per trick) with the 0 floor, so a player
  holding 0 points pays nothing (TT-121) and a Gambler's bet, already set aside, is never
  touched (TT-058). Trap D charges everyone else when the Strategist wins (TT-119). Payments
  and the collection are score events, so the totals stay the sum of the events; the pool
  itself lives in this component's round data and is lost after trick 5 (TT-120).
* Rewind (TT-150): the trap card stays and the pool keeps what was paid; who paid this trick
  is forgotten, so a player may be caught again in the replay.
* Tactical card (TT-122): once per round, a play ignoring must-follow, written ``G1 tactic``.
  It is offered only for a card that must-follow would forbid, so the choice is visible and
  never wasted; ``spending_words`` tells the table to offer it as a choice of its own, never
  as a plain click on the card.
* Round end: 0 tricks → carry a Rare or +50; 1 → carry a Black 7 or +30 (a decision before
  the crowns); round 3 forces the points [interp]; 2 → −50; 3 → +50; 4 → +80; 5 wins. A carried
  card waits in ``st.carry`` and the engine adds it after the next setup, with a discard (TT-123).
"""
from __future__ import annotations

from functools import partial
from itertools import permutations
from typing import Any

from tricklab.core.actions import Options, options_for
from tricklab.core.errors import SetupError
from tricklab.core.events import Event, EventKind, Sink, Step, StepLater
from tricklab.core.worded import Letters

from ..cards import CARRY_K7, CARRY_RARE, NUM, STRATEGIST_K7, TRUMP, TTCard
from ..play import breaks_follow, violation
from ..state import Entry, TTState, plain_entry
from ..table import gain
from ..trick import COLOUR_NAME, Eff, printed
from ..registry import get
from .base import WINS, Character, Line, PendingOptions, SetupOptions

TRAPS = "ABCDE"
ORDERS = tuple("".join(p) for p in permutations(TRAPS))
FEE = 10
LAST_ROUND = 3
TRICKS = 5
CARRY = {0: ("rare", CARRY_RARE, 50), 1: ("k7", CARRY_K7, 30)}   # tricks -> card option, points


def trap_catches(trap: str, eff: Eff, lead: str | None) -> bool:
    """Whether an entry whose effective card (as played) is ``eff`` falls into ``trap``
    (spec 7.9 trap list and its evaluation rules). Trap D catches at the trick's end instead."""
    if trap == "A":
        return eff.kind == NUM and 1 <= eff.value <= 6
    if trap == "B":
        return eff.kind == NUM and 7 <= eff.value <= 9
    if trap == "C":
        return eff.kind == NUM and eff.colour == TRUMP
    if trap == "E":     # specials never follow (TT-118); setting the lead colour is following
        return eff.kind != NUM or eff.colour is None or eff.colour != lead
    return False


def check_order(text: Any) -> str:
    order = "".join(str(text).split()).upper()
    if order not in ORDERS:
        raise ValueError(order)
    return order


class Strategist(SetupOptions, PendingOptions):
    rule_350 = True                      # TT-171
    name = "strategist"
    code = "1C"
    title = {"en": "Strategist", "ja": "ストラテジスト"}
    expansion = True
    exclusive = (STRATEGIST_K7, CARRY_K7, CARRY_RARE,)
    exclusive_ruling = "TT-116"
    plain_turn_entries = True            # no card breaks must-follow: no Tactical card
    table = {0: 50, 1: 30, 2: -50, 3: 50, 4: 80, 5: WINS}
    setup_verbs = ("traps",)
    pending_verbs = ("carry",)
    scenario_fields = {"traps": "the Strategist's trap order, first trap first (e.g. CADBE)"}
    private_keys = ("traps",)
    spending_words = ("tactic",)         # the table asks before it spends the Tactical card

    def init(self, st: TTState, seat: str) -> dict:
        return {"traps": None, "trap": None, "pool": 0, "caught": frozenset(),
                "tactical_used": False, "carry": None}

    def check_scenario_field(self, key: str, value: Any) -> Any:
        try:
            return check_order(value)
        except ValueError:
            raise SetupError(f"traps: the 5 trap letters A–E, each once, first trap first "
                             f"(e.g. CADBE), not {value!r}", code="SETUP_TRAPS",
                             ruling="TT-116") from None

    # -- setup (TT-116) ----------------------------------------------------------------------
    def setup_auto(self, st: TTState, seat: str, events: Sink) -> None:
        st.box.remove(STRATEGIST_K7)
        st.hands[seat].append(STRATEGIST_K7)
        events.append((Event, EventKind.SETUP, "STRAT_K7_ADDED", seat, ("TT-116",),
                       {"round": st.round, "trick": 0, "card": STRATEGIST_K7}))
        # the Black 7 just added is the discard's card to keep (the engine refuses it with
        # this ruling): no ``can_discard`` of its own, which the engine and a Phantom Thief
        # partner would ask card by card at every discard and hand-over of the game
        st.pending = (seat, "discard", {"n": 1, "why": "strategist", "owner": self.name,
                                        "ruling": "TT-116", "keep": STRATEGIST_K7})
        fixed = st.fixed.get("traps")
        if fixed:                                # a scenario fixed the order
            self.stack(st, seat, fixed, events)

    def setup_done(self, st: TTState, seat: str) -> bool:
        return st.cdata[seat]["traps"] is not None

    def setup_options(self, st: TTState, seat: str) -> Options:
        """Every order of the 5 trap cards, until they are stacked."""
        if self.setup_done(st, seat):
            return options_for(seat)
        return options_for(seat).add("traps", ORDERS, partial(self.stack, st, seat))

    def setup_act(self, st: TTState, action, events: list[Event]) -> None:
        try:
            order = check_order("".join(action.args))
        except ValueError:
            self.refuse("stack the 5 trap cards in one order: the letters A–E, each once, first "
                        "trap first (e.g. 'traps CADBE')", "STRAT_TRAP_ORDER", "TT-116",
                        text=" ".join(action.args))
        self.stack(st, action.seat, order, events)

    def stack(self, st: TTState, seat: str, order: str, events: Sink) -> None:
        st.cdata[seat]["traps"] = tuple(order)
        where = {"round": st.round, "trick": 0}
        events.append(Event(EventKind.ACTION, "STRAT_TRAPS_ORDERED", seat, ("TT-116",),
                            {**where, "order": Letters(order)},
                            visible_to=frozenset({seat})))
        events.append((Event, EventKind.RULE, "STRAT_TRAPS_STACKED", seat, ("TT-116", "TT-117"),
                       where))

    # -- traps (TT-117…TT-121) ---------------------------------------------------------------
    def on_trick_start(self, st: TTState, seat: str, events: Sink) -> None:
        d = st.cdata[seat]
        traps = d["traps"] or ()
        trap = traps[st.trick_no - 1] if st.trick_no <= len(traps) else None
        d["trap"], d["caught"] = trap, frozenset()
        if trap:
            events.append((_trap_up_event, seat, st.round, st.trick_no, trap, d["pool"]))

    def on_rewind(self, st: TTState, seat: str, entries: list[Entry], events: Sink) -> None:
        """TT-150: the trap stays up and the pool keeps its points, but the replay is checked
        afresh, so a player may pay again."""
        d = st.cdata[seat]
        if d["trap"]:
            events.append((Event, EventKind.RULE, "STRAT_TRAP_AFTER_REWIND", seat, ("TT-150",),
                           {"round": st.round, "trick": st.trick_no, "trap": d["trap"],
                            "pool": d["pool"]}))
        d["caught"] = frozenset()

    def on_any_play(self, st: TTState, seat: str, entry: Entry, events: list[Event]) -> None:
        payer = entry.seat
        if payer == seat:
            return          # immune
        d = st.cdata[seat]
        trap = d["trap"]
        if not trap or trap == "D" or payer in d["caught"]:
            return          # at most 10 per trick; trap D catches at the trick's end
        # the entry's card as played: its owner's stage-1 effective card (spec 7.9 [interp]),
        # the printed card from its slot and the owner's ``effective`` asked only when its
        # character changes cards (a call each otherwise, at every entry a trap checks)
        card = entry.card
        eff = card.printed or printed(card)
        owner = get(st.chars[payer])
        if type(owner).effective is not Character.effective:
            eff = owner.effective(st, entry, eff, False)
        # trap_catches(trap, eff, st.lead) written out (a call at most trap checks; the two
        # are tested alike)
        lead = st.lead
        kind = eff.kind
        if trap == "E":     # specials never follow (TT-118); setting the lead colour is following
            if kind == NUM and eff.colour is not None and eff.colour == lead:
                return
        elif kind != NUM:
            return
        elif trap == "A":
            if not 1 <= eff.value <= 6:
                return
        elif trap == "B":
            if not 7 <= eff.value <= 9:
                return
        elif trap != "C" or eff.colour != TRUMP:
            return
        rulings = ["TT-117"] + (["TT-118"] if trap == "E" and eff.kind != NUM else [])
        d["caught"] = d["caught"] | {entry.seat}
        self.charge(st, seat, entry.seat, "STRAT_TRAP_PAY", rulings, events, card=entry.card,
                    lead=COLOUR_NAME[st.lead])

    def charge(self, st: TTState, seat: str, payer: str, code: str, rulings: list[str],
               events: list[Event], **params: Any) -> None:
        """``payer`` pays up to 10 held points into the pool (0 floor: TT-121; a bet set aside
        is not held, TT-058)."""
        d = st.cdata[seat]
        paid = min(FEE, st.points[payer])
        if paid < FEE:
            rulings = rulings + ["TT-121"]
            if self.bet_aside(st, payer):
                rulings.append("TT-058")
        d["pool"] += paid
        gain(st, payer, -FEE, events, code, tuple(rulings), trap=d["trap"],
             rule=f"trap_{d['trap']}", strategist=seat, paid=paid, pool=d["pool"], **params)

    @staticmethod
    def bet_aside(st: TTState, seat: str) -> int:
        """Points ``seat`` has set aside as a bet (public: the Gambler's bet), read through the
        public facts so no character is named here."""
        if seat not in st.chars or seat not in st.cdata:
            return 0
        bets = get(st.chars[seat]).public_facts(st, seat).get("bets", {})
        return bets.get(seat) or 0

    def after_trick(self, st: TTState, seat: str, res, events: Sink) -> bool:
        d = st.cdata[seat]
        where = {"round": st.round, "trick": st.trick_no}
        if res.winner == seat:
            if d["trap"] == "D":                     # TT-119: everyone else pays first
                for p in st.clockwise(seat)[1:]:
                    self.charge(st, seat, p, "STRAT_TRAP_D_PAY", ["TT-119"], events)
            if d["pool"]:
                pool, d["pool"] = d["pool"], 0
                gain(st, seat, pool, events, "STRAT_POOL_TAKEN",
                     ("TT-117",) + (("TT-119",) if d["trap"] == "D" else ()), pool=pool)
        if st.trick_no >= TRICKS and d["pool"]:
            events.append((Event, EventKind.RULE, "STRAT_POOL_LOST", seat, ("TT-120",),
                           {**where, "pool": d["pool"]}))
            d["pool"] = 0
        return False

    # -- the Tactical card (TT-122) ------------------------------------------------------------
    def exempt(self, st: TTState, seat: str, card: TTCard) -> StepLater | None:
        if st.cdata[seat]["tactical_used"]:
            return None
        return ("STRAT_TACTIC", ("TT-122",), {"seat": seat, "card": card,
                                              "suit": COLOUR_NAME[st.lead]})

    def follow_free(self, st: TTState, seat: str, card: TTCard) -> bool:
        """While the Tactical card is unused, as ``exempt``."""
        return not st.cdata[seat]["tactical_used"]

    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        return [("tactic",)] if breaks_follow(st, seat, card) else [()]

    def plain_turn(self, st: TTState, seat: str) -> bool:
        """No card breaks must-follow (``breaks_follow``): no lead colour yet, or none in the
        hand; or none is playable, the Tactical card being used (``follow_free``)."""
        lead = st.lead
        if lead is None or st.cdata[seat]["tactical_used"]:
            return True
        for x in st.hands[seat]:            # (a loop, not any(): asked at its every turn)
            if x.follows == lead:
                return False
        return True

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> list[tuple[TTCard, tuple[str, ...]]]:
        """``play_variants`` of each card, with ``breaks_follow``'s hand test made once: off
        a plain turn the hand holds the lead colour, so every card of another colour (not a
        special card) breaks must-follow and is played with the Tactical card."""
        if self.plain_turn(st, seat):
            return [(x, ()) for x in cards]
        lead = st.lead
        out: list[tuple[TTCard, tuple[str, ...]]] = []
        for x in cards:
            follows = x.follows
            out.append((x, ("tactic",) if follows is not None and follows != lead else ()))
        return out

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        if not self.one_word(words, "tactic"):
            self.refuse("after the card only 'tactic' may follow (e.g. 'G1 tactic')",
                        "PLAY_EXTRA_WORDS", "TT-122", words=" ".join(words))
        bad = breaks_follow(st, seat, card)
        if words and not bad:
            self.refuse(f"{card} may be played without the Tactical card: keep it for a card "
                        f"must-follow forbids", "STRAT_TACTIC_NOT_NEEDED", "TT-122", card=card)
        if words and st.cdata[seat]["tactical_used"]:
            self.refuse("the Tactical card is used once per round", "STRAT_TACTIC_USED",
                        "TT-122")
        if bad and not words:
            why = violation(st, seat, card)
            assert why is not None                  # breaks_follow said so
            held = " ".join(x.label for x in why.params["held"])
            self.refuse(f"must follow {why.params['suit']}: {seat} holds {held}; to break "
                        f"must-follow with the Tactical card write '{card} tactic'",
                        "MUST_FOLLOW", "TT-122", suit=why.params["suit"], held=why.params["held"],
                        card=card)
        entry = plain_entry(seat, card, index)
        return entry.with_extra(tactic=True) if words else entry

    def on_played(self, st: TTState, entry: Entry, events: list[Event]) -> None:
        if entry.get("tactic"):
            st.cdata[entry.seat]["tactical_used"] = True

    # -- round end (TT-123) --------------------------------------------------------------------
    def carry_options(self, st: TTState, seat: str) -> list[str]:
        n = self.tricks(st, seat)
        if n not in CARRY or st.round >= LAST_ROUND:
            return []
        word, card, _ = CARRY[n]
        return [word, "points"] if _zone_of(st, card) is not None else ["points"]

    def round_end_stage(self, st: TTState, seat: str, stage: str, events: Sink) -> bool:
        if stage != "decide":               # (told before its tricks are counted)
            return False
        d = st.cdata[seat]
        n = self.tricks(st, seat)
        if n not in CARRY or d["carry"] is not None:
            return False
        if st.round >= LAST_ROUND:               # nothing can be carried out of round 3
            d["carry"] = "points"
            events.append((Event, EventKind.RULE, "STRAT_CARRY_FORCED", seat, ("TT-123",),
                           {"round": st.round, "trick": 0, "tricks": n,
                            "delta": CARRY[n][2]}))
            return False
        st.pending = (seat, "strat_carry", {"owner": self.name, "ruling": "TT-123", "tricks": n})
        return True

    def pending_options(self, st: TTState, seat: str, data: dict[str, Any]) -> Options:
        """Its carry-over choices (``carry_options``)."""
        return options_for(seat).add("carry", self.carry_options(st, seat),
                                 lambda word, events: self._carry(st, seat, word, data, events))

    def pending_act(self, st: TTState, action, data: dict[str, Any], events: list[Event]) -> None:
        seat = action.seat
        options = self.carry_options(st, seat)
        word = " ".join(action.args).lower()
        if word not in options:
            self.refuse(f"choose {' or '.join(repr('carry ' + o) for o in options)}",
                        "STRAT_CARRY_CHOICE", "TT-123", options=options)
        self._carry(st, seat, word, data, events)

    def _carry(self, st: TTState, seat: str, word: str, data: dict[str, Any],
               events: Sink) -> None:
        """Carry out the carry-over choice ``word``, one of ``carry_options`` (checked)."""
        n = data["tricks"]
        st.cdata[seat]["carry"] = word
        st.pending = None
        p = {"round": st.round, "trick": 0, "tricks": n}
        if word == "points":
            events.append((Event, EventKind.ACTION, "STRAT_CARRY_POINTS_CHOSEN", seat, ("TT-123",),
                           {**p, "delta": CARRY[n][2]}))
            return
        card = CARRY[n][1]
        _take_out(st, card)
        st.carry[seat] = card
        events.append((Event, EventKind.ACTION, "STRAT_CARRY_CHOSEN", seat, ("TT-123",),
                       {**p, "carried": card}))

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        n = self.tricks(st, seat)
        p = {"seat": seat, "tricks": n}
        if n in CARRY:
            if st.cdata[seat]["carry"] == "points":
                pts = CARRY[n][2]
                return [(pts, ("STRAT_CARRY_POINTS", ("TT-123",), {**p, "delta": pts}))]
            return [(0, ("STRAT_CARRIED", ("TT-123",),
                         {**p, "carried": CARRY[n][1], "delta": 0}))]
        cell = self.table.get(n)
        if cell is None:                         # 5 tricks: wins the game (``wins``)
            return []
        return [(cell, ("TABLE_POINTS", (), {**p, "character": self.name, "delta": cell}))]

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat)
        if not d:
            return {}
        left = len(d["traps"] or ()) - (st.trick_no if d["trap"] else 0)
        return {"trap": {seat: d["trap"]}, "trap_pool": {seat: d["pool"]},
                "traps_left": {seat: max(0, left) if d["traps"] else None},
                "tactical_used": {seat: d["tactical_used"]},
                "carry_choice": {seat: d["carry"]}}


def _zones(st: TTState) -> list[list[TTCard]]:
    return [st.box, st.deck, st.discard, *st.hands.values(), *st.taken.values(),
            *st.aside.values()]


def _zone_of(st: TTState, card: TTCard) -> list[TTCard] | None:
    """Where ``card`` lies at round end, if it lies in a plain pile (normally the box; a carried
    card used this round may be in a hand or a trick)."""
    return next((z for z in _zones(st) if card in z), None)


def _take_out(st: TTState, card: TTCard) -> None:
    """Set a carry-over card aside for next round (``st.carry`` holds it until then)."""
    zone = _zone_of(st, card)
    if zone is not None:
        zone.remove(card)


def _trap_up_event(seat: str, round_no: int, trick: int, trap: str, pool: int) -> Event:
    """The event of a trap raised for a trick (at once, or as a record built when read)."""
    return Event.quick(EventKind.RULE, "STRAT_TRAP_UP", seat, ("TT-117",),
                       {"round": round_no, "trick": trick, "trap": trap, "rule": f"trap_{trap}",
                        "pool": pool})
