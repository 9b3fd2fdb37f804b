"""The Tricktakers engine (base set, 3–5 players): character choice, character setup in
priority order, 5 must-follow tricks with the black trump and the characters' abilities, round
end with crowns and victory points, 3 rounds (spec sections 3–7).

Every decision emits an event naming the rulings (TT-xxx) it applied; the prose is in
``messages.yaml`` and ``rulings.yaml``. Actions (seat first)::

    Ann pick king          choose a character (draft style: 'Ann draft king' first)
    Ann discard R5         a discard the rules ask for (King's setup, after a Hermit draw)
    Ann redraw R3 G2       Gambler: discard these and draw as many (twice at most)
    Ann bid 3 / Ann bet 50 Gambler: bid 0–4 tricks, then bet 0–50 (round 3: 100) points
    Ann equip map sword    Adventurer: the blue and the red initial items
    Ann task Bo take-red   Ruler: a task for another player (no-red … take-green)
    Ann exchange R3 G2     round 3: return a black crown to exchange cards during setup
    Ann done               end one's setup without (another) exchange
    Ann lead Bo            the lead-token holder names who leads trick 1
    Ann draw               Hermit: draw 1 before playing (then 'Ann discard ...')
    Ann item sword         Adventurer: use an item before playing ('item map R3 G4')
    Ann revolt             Resistance: this turn's card carries the revolt token
    Ann reserve Bo         Collector: reserve Bo's card in this trick (own name: own card)
    Ann R5                 play a card (Ruler: 'Ann B8 token' when the token is optional)

The engine knows no character by name: it calls the hooks of ``characters/base.py``.
"""
from __future__ import annotations

import random
from dataclasses import replace
from functools import partial
from operator import attrgetter
from typing import Any, Callable, Iterator, NamedTuple, Sequence, cast

from tricklab.core.actions import Action, Combinations, LazyActions, Options, Product, \
    combinations_of, make_action
from tricklab.core.errors import IllegalAction, SetupError
from tricklab.core.events import Built, Event, EventKind, EventLog, Sink, Step, unfold, \
    writes_records
from tricklab.core.game import Game, GameInfo, OptionPreset, RoundRoles, card_problems
from tricklab.core.observation import Outcome as GameOutcome
from tricklab.core.rulings import Named, Verb
from tricklab.core.chance import BIT_LENGTHS, draws_inline

from . import characters as chars
from . import hooks, select
from .args import hand_cards, seat_arg
from .cards import BERSERKER_CARD, NUM, TRUMP, TTCard, display_rank as _ORDER_OF, \
    named_in_hand, sort_hand
from .deal import OPTIONS, TRICKS, check_options, new_game, start_round
from .facts import facts
from .hooks import effective_hooks, hooked, implements, trick_hooks
from .play import violation
from .registry import memo
from .scoring import crowns_and_points, finish_round, lead_token as give_lead_token
from .state import PLAIN_ENTRIES, Entry, TrickRecord, TTState, plain_entry
from .table import Records, crown, discard, give, hidden_taken_step, restart_trick
from .trick import BZ_STRENGTH, COLOUR_NAME, LEAD_RAISE, RARE_STRENGTH, Eff, Outcome, decide, \
    printed, winner_among

VERB_RULING = {"revolt": "TT-027", "draw": "TT-059", "item": "TT-068", "reserve": "TT-083",
               "redraw": "TT-053", "bid": "TT-053", "bet": "TT-053", "equip": "TT-067",
               "task": "TT-093", "exchange": "TT-017", "lead": "TT-025", "pick": "TT-022",
               "draft": "TT-173", "discard": None, "done": None}


class TrickResult(NamedTuple):
    """What the hooks of 5.8 see about a finished trick. A named tuple: immutable, and made
    with one tuple allocation instead of nine guarded slot stores (one per trick, in every
    playout); hooks read it by field name only."""

    no: int
    winner: str
    entry: Entry
    eff: Eff
    entries: tuple[Entry, ...]
    effs: tuple[Eff, ...]
    revolt: bool
    has_rare: bool
    lead: str | None


comp = hooks.comp
# ``_make(TrickResult, values)`` is ``TrickResult(*values)`` (every field given, in order)
# without the class call's Python-level ``__new__``: the two named tuples of every trick cost
# half a percent of a random playout that way
_make = tuple.__new__
_INDEX = attrgetter("index")              # the play index of a face-up entry
_NOBODY: frozenset[str] = frozenset()     # no seat has finished the current stage yet
_LAZY = (LazyActions, Combinations, Product, Options)   # action lists kept as they are by ``moves``
Carry = Callable[[int, list[Any]], None]    # carries out option i of a decision (``_options``)
# the play actions of each seat, shared: {seat: {card or (card, words): action}}
_PLAYS: dict[str, dict[Any, Action]] = {}


class Tricktakers(Game):
    info = GameInfo(
        name="tricktakers", title={"en": "Tricktakers", "ja": "トリックテイカーズ"},
        package="tricklab.games.tricktakers",
        player_counts=(3, 4, 5), default_count=4,
        seat_names={3: ("Ann", "Bo", "Cy"), 4: ("Ann", "Bo", "Cy", "Di"),
                    5: ("Ann", "Bo", "Cy", "Di", "Eve")},
        presets={
            "base": OptionPreset({"en": "Base set (8)", "ja": "基本セット（8人）"},
                                 {"characters": chars.SETS["base"]}),
            "all": OptionPreset({"en": "Base + expansion (15)", "ja": "基本＋拡張（15人）"},
                                {"characters": chars.SETS["all"]}),
            "basic": OptionPreset({"en": "Basic 5 (first game)", "ja": "ベーシック5人（初回向け）"},
                                  {"characters": chars.SETS["basic"]}),
        },
        bots=("random", "rules"), simultaneous=True,        # the character reveal
        decisions="TT-176",
        verbs=("pick", "draft", "discard", "exchange", "done", "lead"), learner="Ann",
        options=tuple(OPTIONS), characters=chars.ALL)
    base_verbs = info.verbs

    # careful-player inference hooks (core/inference.py): special cards are always playable,
    # and a character's exemption (these steps) reveals nothing
    follow_exempt_steps = frozenset({"ALCH_FOLLOW_THREE", "ORB_ANY_CARD", "RULER_ANY_CARD",
                                     "STRAT_TACTIC", "WAND_ANY_NUMBER"})

    def led_suit_of(self, state: Any) -> Any:
        return state.lead

    def follow_suit(self, card: Any) -> Any:
        return card.suit if card.kind == NUM else None

    def trump_of(self, state: Any) -> Any:
        return TRUMP

    @property
    def verbs(self) -> tuple[str, ...]:  # type: ignore[override]
        """The engine's own verbs plus every registered character's (setup, turn, decisions)."""
        own = [v for c in chars.REGISTRY.values()
               for v in (*c.setup_verbs, *c.turn_verbs, *c.pending_verbs)]
        return tuple(dict.fromkeys((*self.base_verbs, *own)))
    action_example = "Ann R5"

    # -- setup -----------------------------------------------------------------------------
    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[TTState, list[Event]]:
        events: list[Event] = Built()
        return self._begin_game(players, seed, setup, options, events), events

    def new_state_records(self, players: list[str], seed: int, setup: dict[str, Any],
                          options: dict[str, Any]) -> tuple[TTState, list[Any]]:
        """``new_state`` with its events kept as records (``table.Records``), built when read:
        for ``core.simulate``'s playouts, whose log builds them late or never (the round's
        and the selection's first events cost as much as checking the options). A game that
        starts its own way (its own ``new_state``) starts so here too."""
        if type(self).new_state is not Tricktakers.new_state:
            return self.new_state(players, seed, setup, options)
        events = Records()
        return self._begin_game(players, seed, setup, options, events), events

    def _begin_game(self, players: list[str], seed: int, setup: dict[str, Any],
                    options: dict[str, Any], events: list[Any]) -> TTState:
        """``new_state``'s state, its events appended to ``events``."""
        players = self.info.check_players(players)          # (the names as str)
        opts, pool = check_options(dict(options), len(players))
        st = TTState(players=players, seed=seed, opts=opts, pool=pool)
        new_game(st, dict(setup or {}), events)
        if st.chars:
            self._begin_setup(st, events)
        else:
            self.begin_selection(st, events)
        self._advance(st, events)
        return st

    # -- hooks for a game built on this engine (Little); Tricktakers' own behaviour --------
    def begin_selection(self, st: TTState, events: list[Event]) -> None:
        """Open the character choice of the round."""
        select.begin(st, events)

    def setup_order(self, st: TTState) -> list[str]:
        """The setup turns of the round, one seat per turn, in priority order (TT-023); a seat
        holding several characters may appear once per character."""
        return chars.by_priority(st.chars)

    # 6.1–6.3 crowns and points; then the round's log, victory check and lead token. (The
    # functions themselves, not methods calling them: a call less at every round end; a game
    # built on this engine overrides them with methods.)
    score_round = staticmethod(crowns_and_points)
    close_round = staticmethod(finish_round)

    # -- whose turn, what is legal ---------------------------------------------------------
    def to_act(self, st: TTState) -> list[str]:
        if st.phase == "over":
            return []
        if st.pending is not None:
            return [st.pending[0]]
        if st.phase == "draft":
            return [st.draft_order[0]]
        if st.phase == "reveal":
            return st.secret.waiting() if st.secret else []
        if st.phase == "select":
            return [st.select_order[0]]
        if st.phase == "setup":
            return [st.setup_queue[0]]
        if st.phase == "lead":
            return [st.lead_token] if st.lead_token else []
        seat = st.to_play()
        return [seat] if seat else []

    def is_over(self, st: TTState) -> bool:
        return st.phase == "over"

    def legal_actions(self, st: TTState, seat: str | None = None) -> list[Action]:
        """Computed once per state and seat: the table, the hint, the bots and the event of
        a play all ask again for the same state (``apply`` and ``clone`` start afresh)."""
        waiting = self.to_act(st)
        seat = seat or (waiting[0] if waiting else None)
        if seat is None or seat not in waiting:
            return []
        return list(self.moves(st, seat))

    def _legal(self, st: TTState, seat: str) -> Sequence[Action]:
        if st.pending is not None:
            if st.pending[1] == "discard":
                return self._discard_actions(st, seat)
            data = st.pending[2]
            return chars.get(data["owner"]).pending_actions(st, seat, data)
        if st.phase in ("draft", "select", "reveal"):
            return select.actions(st, seat)
        if st.phase == "setup":
            c = comp(st, seat)
            out = c.setup_actions(st, seat)
            if self._may_exchange(st, seat):
                done = (make_action(seat, "done"),) if c.setup_done(st, seat) else ()
                return LazyActions((out, self._exchange_actions(st, seat), done))
            return out
        if st.phase == "lead":
            return [make_action(seat, "lead", (s,)) for s in st.players]
        c = comp(st, seat)
        plays = self._play_actions(st, seat, c)
        if not implements(c, "turn_actions"):
            return plays
        extra = c.turn_actions(st, seat)        # may be lazy (an Adventurer's map)
        return LazyActions((extra, plays)) if extra.__class__ in _LAZY else [*extra, *plays]

    def _options(self, st: TTState, seat: str) -> tuple[Sequence[Action], int, Carry | None]:
        """For a decision other than a turn's (the bulk loop): ``(actions, n, carry_out)``,
        the ``n`` options ``_legal`` lists, either as those actions or, when ``carry_out`` is
        not None, as a function carrying out option ``i`` (``carry_out(i, events)``) as ``_do``
        would carry out ``_legal(st, seat)[i]``. Why: a random playout takes one option of each
        decision, and building every option as an action, then reading the chosen one's words
        back, cost more than the choice itself; the engine's own decisions (a discard, naming
        the leader) and a character's stated as ``Options`` (``pending_options``,
        ``setup_options``: counted and carried out by index from the one object) or with the
        hook pair ``pending_count``/``pending_choose`` or ``setup_count``/``setup_choose``
        build none (a turn's abilities: ``turn_options`` or ``turn_count``/``turn_choose``,
        asked by the loop itself). The loop also writes out the cases that are a count and a
        choice (a pending decision's, a setup's without an exchange, a one-card discard,
        naming the leader): keep them alike (tests/test_tt_same_games.py holds the loop to
        the generic one)."""
        p = st.pending
        if p is not None:
            data = p[2]
            if p[1] == "discard":
                ok = self._discardable(st, seat, data.get("keep"))      # (_discard_ok's)
                if data["n"] == 1:          # (most discards: the i-th set is the i-th card)
                    return (), len(ok), partial(self._discard_card, st, seat, ok)
                cards = combinations_of(seat, "discard", ok, (data["n"],))
                return (), cards.n, partial(self._discard_nth, st, seat, cards)
            c, flags = _TURN_OF.get(data["owner"]) or _turn_of(data["owner"])
            if flags[9]:
                opts = c.pending_options(st, seat, data)
                return (), opts.n, opts.choose
            if flags[6]:
                return ((), c.pending_count(st, seat, data),
                        partial(c.pending_choose, st, seat, data))
        elif st.phase == "lead":
            return (), len(st.players), partial(self._lead_nth, st, seat)
        elif st.phase == "setup":
            name = st.chars[seat]
            c, flags = _TURN_OF.get(name) or _turn_of(name)
            stated = flags[10]                                   # its own setup_options
            # (round 3 only; ``_may_exchange`` written out, asked at every setup decision)
            if st.round != 3 or st.black[seat] <= 0 or st.cdata[seat].get("_closed"):
                if stated:
                    opts = c.setup_options(st, seat)
                    return (), opts.n, opts.choose
                if flags[7]:                                     # its own setup_count
                    return (), c.setup_count(st, seat), partial(c.setup_choose, st, seat)
            elif stated or flags[7] or not (flags[15] or flags[16]) or c.setup_done(st, seat):
                return self._exchange_options(st, seat, c, flags)
        acts = self._legal(st, seat)
        return acts, len(acts), None

    def _exchange_options(self, st: TTState, seat: str, c: Any,
                          flags: tuple[bool, ...]) -> tuple[Sequence[Action], int, Carry]:
        """``_options`` of a round-3 setup turn that may exchange: the character's own setup
        options (``flags[10]``: stated, as ``setup_options``), every set of cards to exchange,
        then 'done' once its own setup is done. A class that leaves the setup hooks as
        Character's ([7], [10], [15], [16]: most) owes nothing and is done: not asked."""
        stated = flags[10]
        if stated or flags[7] or flags[15] or flags[16]:
            done = c.setup_done(st, seat)
            # (its own options are none once done: nothing is listed then)
            own = c.setup_options(st, seat) if stated else None
            n = own.n if own is not None else c.setup_count(st, seat)
        else:
            done, own, n = True, None, 0
        sets = self._exchange_sets(st, seat, c)
        return (), n + sets.n + done, partial(self._setup_nth, st, seat, c, own, n, sets)

    def _setup_nth(self, st: TTState, seat: str, c: Any, own: Options | None, n: int,
                   sets: Combinations, i: int, events: list[Any]) -> None:
        """Option ``i`` of ``_exchange_options``."""
        if i < n:
            if own is not None:
                own.choose(i, events)
            else:
                c.setup_choose(st, seat, i, events)
        elif i - n < sets.n:
            self._exchanged(st, seat, c, list(sets.picked(i - n)), events)
        else:
            self._close_setup(st, seat, events)

    def _lead_nth(self, st: TTState, seat: str, i: int, events: list[Any]) -> None:
        """The lead-token holder names ``st.players[i]`` (``Ann lead Bo``, listed in seat
        order) to lead trick 1."""
        self._lead(st, seat, st.players[i], events)

    def _lead(self, st: TTState, seat: str, who: str, events: list[Any]) -> None:
        """``seat`` (the lead-token holder) has named ``who``, checked: trick 1 starts."""
        events.append((_leader_named_event, seat, st.round, who))
        self._start_trick(st, who, events)

    def _discard_nth(self, st: TTState, seat: str, cards: Combinations, i: int,
                     events: list[Any]) -> None:
        """Discard the i-th set of ``cards`` (``_discard_actions``' i-th action)."""
        self._discarded(st, seat, list(cards.picked(i)), events)

    def _discard_card(self, st: TTState, seat: str, ok: list[TTCard], i: int,
                      events: list[Any]) -> None:
        """Discard ``ok[i]``, the i-th action of a 1-card ``_discard_actions``."""
        self._discarded(st, seat, [ok[i]], events)

    def public_action(self, action: Action, events: Sequence[Event] = ()) -> Action:
        """A shadow clone's card (``R5 shadow B7``) lies face down (TT-101): the others read
        ``R5 shadow ??``; a card played face down with the Invisibility Potion (TT-073) is
        ``??`` too (its events tell: the action's words alone do not). The player's own
        record keeps the card."""
        if action.kind == "play" and action.args and any(
                getattr(e, "code", None) == "PLAYS_FACEDOWN" and e.seat == action.seat
                for e in events):
            return Action(action.seat, action.kind, ("??", *action.args[1:]))
        if "shadow" not in action.args[:-1]:
            return action
        i = action.args.index("shadow") + 1
        return Action(action.seat, action.kind, (*action.args[:i], "??", *action.args[i + 1:]))

    def legal_cards(self, st: TTState, seat: str) -> list[TTCard]:
        """The cards ``seat`` may play right now (for the table and the bots): the cards
        playable on their own, or if there are none every hand card of some legal play (an
        Alchemist's play names 3 cards, a Ninja's may name 2)."""
        plays = list(self._plays(st, seat))
        plain = [card for card, words in plays if not words]
        if plain or not st.hands.get(seat):
            return plain
        out: dict[TTCard, None] = {}         # an ordered set
        for card, words in plays:
            out[card] = None
            out.update(dict.fromkeys(named_in_hand(words, st.hands[seat])))
        return sort_hand(out)

    def _play_actions(self, st: TTState, seat: str, c: Any) -> list[Action]:
        """The play actions of ``seat`` (component ``c``), each made once per seat and card."""
        plays = _PLAYS.get(seat)
        if plays is None:
            if len(_PLAYS) >= 1_000:             # seat names are free: keep the memo bounded
                _PLAYS.clear()
            plays = _PLAYS[seat] = {}
        out = []
        if not implements(c, "play_variants"):    # one way to play each card: no words
            for card in self._playable(st, seat, c):
                act = plays.get(card)
                if act is None:
                    act = plays[card] = make_action(seat, "play", (card.code,))
                out.append(act)
            return out
        for card, words in c.plays(st, seat, self._playable(st, seat, c)):
            key = (card, words) if words else card
            act = plays.get(key)
            if act is None:
                act = plays[key] = make_action(seat, "play", (card.code, *words))
            out.append(act)
        return out

    def _plays(self, st: TTState, seat: str) -> Iterator[tuple[TTCard, tuple[str, ...]]]:
        return iter(self._play_list(st, seat))

    def _play_list(self, st: TTState, seat: str) -> Sequence[tuple[TTCard, tuple[str, ...]]]:
        """(card, extra words) of every legal play, built from the rules instead of tried:
        must-follow or the character's exemption decides the cards, and the character's
        ``play_variants`` lists exactly the ways it accepts each one (a character that keeps
        the default plays each card one way, without words)."""
        c = comp(st, seat)
        hand = self._playable(st, seat, c)
        if not implements(c, "play_variants"):
            return [(x, ()) for x in hand]
        return c.plays(st, seat, hand)

    def _playable(self, st: TTState, seat: str, c: Any) -> list[TTCard]:
        """The hand cards ``seat`` may play, in display order: must-follow or the character's
        exemption decides. ``_play_records`` works this out in place (a call saved at every
        turn): a change here belongs there too."""
        lead = st.lead
        hand = sorted(st.hands[seat], key=_ORDER_OF)
        if lead is not None:
            for x in hand:
                if x.follows == lead:              # holds the lead colour: must follow
                    if (_FLAGS.get(c.__class__) or _flags(c))[4]:     # exempt
                        return [x for x in hand if x.follows is None or x.follows == lead
                                or c.follow_free(st, seat, x)]
                    return [x for x in hand if x.follows is None or x.follows == lead]
        return hand

    def _discard_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        n = st.pending[2]["n"]  # type: ignore[index]
        return Combinations(seat, "discard", [x.code for x in self._discard_ok(st, seat)], (n,))

    def _discard_ok(self, st: TTState, seat: str) -> list[TTCard]:
        """The cards a pending discard may take, in display order (not the card to keep)."""
        return self._discardable(st, seat, st.pending[2].get("keep"))  # type: ignore[index]

    def _discardable(self, st: TTState, seat: str, keep: TTCard | None = None) -> list[TTCard]:
        """The hand cards ``seat``'s character may discard, in display order, less ``keep``
        (a pending discard's card to keep; ``_options`` asks here, not ``_discard_ok``). The
        character is asked card by card only when it has a rule of its own: most have none.
        (``sort_hand`` written out: asked at every discard and exchange.)"""
        hand = sorted(st.hands[seat], key=_ORDER_OF)
        c = _registered(st.chars[seat]) or comp(st, seat)
        own = (_FLAGS.get(c.__class__) or _flags(c))[18]       # its own can_discard
        if not own and keep is None:
            return hand
        out = []                # (a loop: a comprehension would make ``st``, ``seat`` and
        for x in hand:          # ``c`` closure cells, read by the common case above too)
            if x is not keep and (not own or c.can_discard(st, seat, x) is None):
                out.append(x)
        return out

    def _may_exchange(self, st: TTState, seat: str) -> bool:
        """Round 3's exchange (TT-017): a black crown, setup not closed. (``_options`` and
        ``_automatic`` write it out: keep them alike.)"""
        return st.round == 3 and st.black[seat] > 0 and not st.cdata[seat].get("_closed")

    def _exchange_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        """Every set of 1 or more cards the character may discard, up to its limit (the same
        two hooks ``check_exchange`` applies), decoded only when drawn."""
        sets = self._exchange_sets(st, seat, comp(st, seat))
        return Combinations(seat, "exchange", [x.code for x in sets.words], sets.sizes)

    def _exchange_sets(self, st: TTState, seat: str, c: Any) -> Combinations:
        """``_exchange_actions`` with the cards themselves as words (``picked`` reads them)."""
        ok = self._discardable(st, seat)
        most = c.exchange_limit(st, seat)
        top = len(ok) if most is None else min(len(ok), most)
        return combinations_of(seat, "exchange", ok, range(1, top + 1))

    def parse_card(self, text: Any) -> TTCard:
        return TTCard.parse(text)

    # -- checking and applying -------------------------------------------------------------
    def apply(self, st: TTState, action: Action) -> list[Event]:
        events: list[Event] = Built()
        st.legal_cache.clear()
        try:
            self._act(st, action, events)
            self._advance(st, events)
        finally:
            st.legal_cache.clear()          # the state changed: its legal actions too
        return events

    def moves(self, st: TTState, seat: str) -> Sequence[Action]:
        """The legal actions of ``seat`` (computed once per state), for bulk simulation:
        ``perform`` takes one of them without the checks ``apply`` makes on any action. Sets
        of cards (exchange, discard, redraw) come as a ``LazyActions`` that decodes only the
        action drawn; ``list()`` of it is the full list, in the same order."""
        known = st.legal_cache.get(seat)
        if known is None:
            found = self._legal(st, seat)
            # (a class test, not isinstance: these are ABC Sequences, slow to isinstance)
            known = st.legal_cache[seat] = (found if found.__class__ in _LAZY
                                            else tuple(found))
        return known

    def perform(self, st: TTState, seat: str, action: Action) -> list[Event]:
        """Carry out ``action``, one of ``moves(st, seat)``, then every automatic step."""
        events: list[Event] = Built()
        st.legal_cache.clear()
        try:
            self._do(st, action, events, listed=True)
            self._advance(st, events)
        finally:
            st.legal_cache.clear()
        return events

    @writes_records
    def play_randomly(self, st: TTState, rng: random.Random, events: EventLog) -> None:
        """Play to the end with uniformly random moves, drawing from ``rng`` exactly as
        ``simulate.random_playout``'s loop (``rng.choice(moves(...))``, then ``perform``) would:
        same games, same events. Why: a card play is drawn as a card (no action to make, no
        text to parse, no legal list to cache and clear) and its event is kept as a record,
        built when read. A game built on this engine that checks or maps actions its own way
        (overrides a method the loop stands in for) keeps the generic loop."""
        raw = events.raw
        if not _own_loop_fits(type(self)):
            choice = rng.choice
            while not self.is_over(st):
                seat = self.to_act(st)[0]
                raw.extend(self.perform(st, seat, choice(self.moves(st, seat))))
            return
        # played into a ``Records`` list: the engine's helpers then append records too (a
        # draw, a discard, a score...); the log's own list gets them all, even on an error
        records = Records()
        try:
            self._play_records(st, rng, records)
        finally:
            raw.extend(records)

    def _play_records(self, st: TTState, rng: random.Random, raw: Records) -> None:
        """``play_randomly``'s own loop, playing into ``raw`` (see there)."""
        # rng.choice(seq) is seq[rng._randbelow(len(seq))]; for the standard generator a
        # turn's draw is inlined (getrandbits of n's bit length until below n)
        randbelow = rng._randbelow  # type: ignore[attr-defined]
        inline, getrandbits = draws_inline(rng), rng.getrandbits
        options, do, advance, resolve = self._options, self._do, self._automatic, self._resolve
        entry_of = self._entry
        turn_of = _TURN_OF.get                  # comp() and _flags() without their calls
        plain = PLAIN_ENTRIES.get               # plain_entry() without the call
        st.legal_cache.clear()          # never filled below: the state changes at each step
        # the seats watching every play (``on_any_play``) and the trick hooks ``_resolve``
        # asks, looked up when the turns start (a round's first trick, or after a decision),
        # and kept while the hook tables they came from stand (``hooks``' own check, without
        # the calls at every trick)
        watchers: hooks.Hooked = ()
        tricks: hooks.TrickHooks | None = None
        seen: Any = ()                  # the hook tables (``st.hook_cache``) they came from
        turns: dict[str, tuple[Any, tuple[bool, ...]]] = {}
        while True:
            phase = st.phase
            if phase == "over":
                st.legal_cache.clear()
                return
            if st.pending is None:
                if phase == "play":                 # a turn: as _legal's last lines
                    # the turns of a trick, one after another while a player must play: the
                    # loop's own checks of the phase and of a decision are not made again
                    seat = st.order[st.turn]
                    hand = st.hands[seat]           # (the turn's hand: read once a turn)
                    # (a round's tables, once seen, stand for its tricks: its characters
                    # change before its first trick, never during its play, so they are not
                    # compared again while the turns go on: tests/test_tt_trick_tables.py)
                    cache = st.hook_cache
                    if cache is not seen or cache[0] is not st.ranked:
                        tricks = trick_hooks(st)
                        watchers, seen = tricks.watchers, st.hook_cache
                        # each seat's component and which of _TURN's hooks it implements, for
                        # the round's turns ([0] turn_actions, [1] play_variants, [5]
                        # make_entry...)
                        turns = {}
                        for s, name in st.chars.items():
                            turns[s] = turn_of(name) or _turn_of(name)
                    while True:
                        c, flags = turns[seat]
                        # its abilities: stated ([11]: its own turn_options), counted ([8]: its
                        # own turn_count) or listed
                        # (most characters have none: [19] tells it at once, and k is 0)
                        if not flags[19]:
                            k = 0
                        elif flags[11]:
                            opts = c.turn_options(st, seat)
                            k = opts.n
                        elif flags[8]:
                            k = c.turn_count(st, seat)
                        else:
                            extra = c.turn_actions(st, seat)
                            k = len(extra)
                        # _playable(st, seat, c) without the call (asked at every turn); [4]:
                        # c implements follow_free (an exemption from must-follow), [21]: it
                        # frees every card (the whole hand stays listed). The cards are found
                        # in the hand's own order and put in display order (which the draw
                        # indexes) only when a card is drawn or the variants are listed: the
                        # count needs no order, a turn that draws an ability sorts nothing,
                        # and a stable sort of the cards kept is the sorted hand filtered
                        # (follow_free is a question, asked of each card in the hand's order;
                        # tests/test_tt_turn_order.py)
                        lead = st.lead
                        plays: Any = hand
                        must = False                # the hand holds the lead colour
                        if lead is not None:
                            for x in hand:
                                if x.follows == lead:       # holds the lead colour: must follow
                                    must = True
                                    if flags[21]:
                                        break
                                    # (a loop, not a comprehension: that is a function call)
                                    held = []
                                    for y in hand:
                                        if y.follows is None or y.follows == lead \
                                                or flags[4] and c.follow_free(st, seat, y):
                                            held.append(y)
                                    plays = held
                                    break
                        # variants to list ([1] play_variants), unless the character tells that
                        # this turn has none ([13] its own plain_turn): each card is then played
                        # as a plain card, as ``Character.plays`` would list it
                        variants = flags[1] and not (flags[13] and c.plain_turn(st, seat))
                        if variants:
                            plays = c.plays(st, seat, sorted(plays, key=_ORDER_OF))
                        n = k + len(plays)
                        if not n:
                            raise IndexError("Cannot choose from an empty sequence")
                        if inline:
                            try:
                                bits = BIT_LENGTHS[n]
                            except IndexError:
                                bits = n.bit_length()
                            r = getrandbits(bits)
                            while r >= n:
                                r = getrandbits(bits)
                        else:
                            r = randbelow(n)
                        if r < k:
                            if flags[11]:
                                opts.choose(r, raw)
                            elif flags[8]:
                                c.turn_choose(st, seat, r, raw)
                            else:
                                self._trick_act(st, extra[r], raw, True)
                        else:
                            if variants:
                                card, words = plays[r - k]
                            else:
                                card, words = sorted(plays, key=_ORDER_OF)[r - k], ()
                            follows = card.follows
                            if must and follows is not None and follows != lead:
                                # off the lead colour while holding it: listed only by the
                                # character's exemption ([4] follow_free), whose step _entry adds
                                entry, made = entry_of(st, seat, card, words, True, c)
                                card, entries, played = entry.card, st.entries, flags[2]
                                steps: tuple[Step, ...] = tuple(made) if made else ()
                            else:
                                # _entry's own answer without the call: no exemption, no step
                                entries = st.entries
                                # the face-up entries (as in _entry): each face-up entry is
                                # numbered by those before it, so when the last one is
                                # numbered by all before it none lies face down (the count
                                # without a loop; tests/test_tt_resolve_paths.py)
                                index = len(entries)
                                if index and entries[index - 1].index != index - 1:
                                    for e in entries:
                                        if e.facedown:
                                            index -= 1
                                # ([20]: the character states that on a plain turn, one
                                # without variants, such a card's entry is plain and its
                                # on_played does nothing)
                                if words or flags[5] and not (flags[20] and not variants):
                                    # its own entry ([5] make_entry, [12] listed_entry: a
                                    # listed play's words were made by the character itself)
                                    made = []
                                    entry = (c.listed_entry if flags[12] else c.make_entry)(
                                        st, seat, card, words, index, made)
                                    card, played = entry.card, flags[2]
                                    steps = tuple(made) if made else ()
                                else:
                                    key = (seat, card, index)
                                    entry = plain(key) or plain_entry(*key)
                                    played = flags[2] and not (flags[20] and not variants)
                                    steps = ()
                            # _put written out (a call with nine arguments at every play): a
                            # change to _put belongs here too
                            hand.remove(card)       # (a card's == is object's identity, in C)
                            entries.append(entry)
                            if played:                      # ([2] on_played)
                                c.on_played(st, entry, raw)
                                entries = st.entries
                                if not entries or entries[-1] is not entry:
                                    for e in entries:       # replaced: the new entry
                                        if e.seat == seat and e.card is card:
                                            entry = e
                                            break
                            if entry.facedown:
                                raw.append(_facedown_event(st, seat, entry))
                            else:
                                sets = None
                                if lead is None:
                                    eff = card.printed or printed(card)
                                    if flags[3]:
                                        eff = c.effective(st, entry, eff, False)
                                    if eff.kind == NUM and eff.colour is not None:
                                        st.lead = sets = eff.colour
                                raw.append((_plays_event, seat, st.round, st.trick_no, entry,
                                            lead, steps, sets, len(entries) > 1))
                                for s, sc in watchers:
                                    sc.on_any_play(st, s, entry, raw)
                            st.turn += 1
                        # mid-trick with the next player holding cards: _advance would return at
                        # once (a player must play), so it is not called
                        if st.pending is None and not st.stage and st.phase == "play":
                            if st.turn < len(st.order):
                                seat = st.order[st.turn]
                                hand = st.hands[seat]
                                if hand:
                                    continue
                            else:                   # everyone played: as _advance, with records
                                # the tables of the trick's start, unless rebuilt since (as
                                # there, the characters are not compared again)
                                cache = st.hook_cache
                                resolve(st, raw, True, tricks if cache is seen and cache[0] is
                                        st.ranked else None)
                                if st.pending is None and not st.stage and st.phase == "play" \
                                        and st.turn == 0:
                                    seat = st.order[0]
                                    hand = st.hands[seat]
                                    if hand:
                                        continue    # the next trick's leader must play
                        if st.pending is None:      # (a decision is due: nothing is automatic)
                            advance(st, raw, True)
                        break
                    continue
            if phase == "select" and st.pending is None:
                # the round's open picks, drawn by select itself (one call, not two a pick);
                # nothing is automatic until the last, so _advance is called only then
                select.draw_picks(st, raw, randbelow)
                self._begin_setup(st, raw)
                advance(st, raw, True)
                continue
            names: list[str] | None = None
            if st.pending is None and phase in ("draft", "reveal"):
                # a character's name drawn, as _do would take it: no action
                seat = self.to_act(st)[0]
                names = select.choices(st, seat)
                n = len(names)
            else:
                pending = st.pending          # who decides: as to_act, without the list
                seat = pending[0] if pending is not None else st.setup_queue[0] \
                    if phase == "setup" else self.to_act(st)[0]
                # _options' answer without its call and partial where it is a count and a
                # choice (kind): [1] a character's decision ([6] pending_count, not [9]
                # pending_options), [2] a setup's ([7] setup_count, not [10] setup_options,
                # with no round-3 exchange), [3] a discard of one card, [4] naming the leader
                kind = 0
                if pending is not None:
                    data = pending[2]
                    if pending[1] != "discard":
                        owner = data["owner"]
                        c, flags = turn_of(owner) or _turn_of(owner)
                        if flags[6] and not flags[9]:
                            kind = 1
                            n = c.pending_count(st, seat, data)
                    elif data["n"] == 1:            # the i-th set is the i-th card
                        kind = 3
                        ok = self._discardable(st, seat, data.get("keep"))  # (_discard_ok's)
                        n = len(ok)
                elif phase == "setup":
                    name = st.chars[seat]
                    c, flags = turn_of(name) or _turn_of(name)
                    if flags[7] and not flags[10] and (
                            st.round != 3 or st.black[seat] <= 0
                            or st.cdata[seat].get("_closed")):      # (_may_exchange)
                        kind = 2
                        n = c.setup_count(st, seat)
                elif phase == "lead":
                    kind = 4
                    n = len(st.players)
                if not kind:
                    acts, n, carry_out = options(st, seat)
            if not n:
                raise IndexError("Cannot choose from an empty sequence")
            if inline:                      # randbelow(n), as for a turn above
                try:
                    bits = BIT_LENGTHS[n]
                except IndexError:
                    bits = n.bit_length()
                r = getrandbits(bits)
                while r >= n:
                    r = getrandbits(bits)
            else:
                r = randbelow(n)
            if names is not None:
                # (``picked`` is select.apply here: a loop part). Until the last pick
                # nothing is automatic, so _advance is called only then
                if select.apply(st, seat, names[r], raw):
                    self._begin_setup(st, raw)
                    advance(st, raw, True)
                continue
            if kind == 1:
                c.pending_choose(st, seat, data, r, raw)
            elif kind == 2:
                c.setup_choose(st, seat, r, raw)
            elif kind == 3:
                self._discarded(st, seat, [ok[r]], raw)             # (_discard_card's)
            elif kind == 4:
                self._lead(st, seat, st.players[r], raw)            # (_lead_nth's)
            elif carry_out is None:
                do(st, acts[r], raw, True)
            else:
                carry_out(r, raw)
            advance(st, raw, True)

    def _wrong(self, st: TTState, action: Action, code: str, message: str) -> None:
        raise IllegalAction(message, code=code, ruling=VERB_RULING.get(action.kind),
                            seat=action.seat, kind=Verb(action.kind), phase=st.phase,
                            todo=f"todo_{st.phase}", expected=self._example(st, action.seat))

    def _expected(self, st: TTState, seat: str) -> str:
        example = self._example(st, seat)
        return f"e.g. '{example}'" if example != "—" else "nothing"

    def _example(self, st: TTState, seat: str) -> str:
        """A legal action of ``seat`` as typed, for a refusal's example (the typed command
        language is the same in both languages; the words around it are not)."""
        legal = self.legal_actions(st, seat)
        return str(legal[0]) if legal else "—"

    def _act(self, st: TTState, action: Action, events: list[Event]) -> None:
        seat, verb = action.seat, action.kind
        if st.phase != "over" and seat in st.players and seat not in self.to_act(st) \
                and VERB_RULING.get(verb):
            raise IllegalAction(f"it is not {seat}'s turn: waiting for "
                                f"{', '.join(self.to_act(st))}", code="NOT_YOUR_TURN",
                                ruling=VERB_RULING[verb], seat=seat, waiting=self.to_act(st))
        self.check_actor(st, action)
        if st.pending is not None:
            p = st.pending[2]
            if st.pending[1] != "discard":
                if verb not in chars.get(p["owner"]).pending_verbs:
                    raise IllegalAction(f"{seat} must first decide: "
                                        f"{self._expected(st, seat)}", code="MUST_DECIDE",
                                        ruling=p.get("ruling"), seat=seat,
                                        expected=self._example(st, seat))
            elif verb != "discard":
                raise IllegalAction(f"{seat} must first discard {p['n']} card(s), "
                                    f"{self._expected(st, seat)}", code="MUST_DISCARD",
                                    ruling=p["ruling"], seat=seat, n=p["n"])
        else:
            owner = chars.verb_owner(verb)
            mine = comp(st, seat) if st.chars.get(seat) else None
            if owner is not None and (mine is None
                                      or verb not in (*mine.setup_verbs, *mine.turn_verbs)):
                raise IllegalAction(f"'{verb}' is the {owner}'s ability; {seat} is "
                                    f"{st.chars.get(seat) or 'not yet a character'}",
                                    code="NOT_YOUR_ABILITY" if st.chars.get(seat)
                                    else "NOT_YOUR_ABILITY_YET", ruling=VERB_RULING.get(verb),
                                    seat=seat, kind=Verb(verb), owner=owner,
                                    character=st.chars.get(seat) or "-")
        self._do(st, action, events)

    def _do(self, st: TTState, action: Action, events: list[Event], listed: bool = False) -> None:
        """Carry out an action whose seat, turn and verb were checked (``_act``) or that was
        listed as legal (``perform``); what it names is still checked on the way."""
        seat, verb = action.seat, action.kind
        if st.pending is not None:
            p = st.pending[2]
            if st.pending[1] != "discard":
                owner = p["owner"]
                (_registered(owner) or chars.get(owner)).pending_act(st, action, p, events)
            else:
                self._discard(st, action, events, listed)
            return
        if st.phase == "play":              # most actions: asked first
            self._trick_act(st, action, events, listed)
            return
        if st.phase in ("draft", "select", "reveal"):
            want = "draft" if st.phase == "draft" else "pick"
            if verb != want:
                self._wrong(st, action, "WRONG_PHASE", f"{seat} must choose a character now "
                            f"('{seat} {want} ...')")
            # a listed pick names a character that may be picked, in the catalogue's words
            name = action.args[0] if listed else self.check_pick(st, seat, action.args)
            if self.picked(st, seat, name, events):
                self._begin_setup(st, events)
            return
        if st.phase == "setup":
            self._setup_act(st, action, events, listed)
            return
        if st.phase == "lead":
            if verb != "lead":
                self._wrong(st, action, "WRONG_PHASE", f"{seat} names the leader of trick 1 now "
                            f"('{seat} lead <player>')")
            self._lead(st, seat, seat_arg(st, action.args, "TT-025"), events)
            return
        self._trick_act(st, action, events, listed)   # "over": refused as during a trick

    def _trick_act(self, st: TTState, action: Action, events: list[Event], listed: bool) -> None:
        """An ability before playing (Hermit draw, item...) or the play itself."""
        seat, verb = action.seat, action.kind
        c = _registered(st.chars[seat]) or comp(st, seat)
        if verb in c.turn_verbs:
            c.turn_act(st, action, events)
            return
        if verb != "play":
            self._wrong(st, action, "WRONG_PHASE", f"'{verb}' is not possible during a trick")
        self._play(st, seat, c, action.args, events, listed)

    def check_pick(self, st: TTState, seat: str, args: tuple[str, ...]) -> str:
        """The character a pick names, refused when it may not be picked now."""
        return select.check(st, seat, args)

    def picked(self, st: TTState, seat: str, name: str, events: list[Event]) -> bool:
        """Record a checked pick; True once the selection is complete."""
        return select.apply(st, seat, name, events)

    def _setup_act(self, st: TTState, action: Action, events: list[Event],
                   listed: bool = False) -> None:
        """``listed``: the action is one of the legal ones (``perform``), listed only while the
        character owes it, so it is not checked again (the character's own ``setup_act``
        still reads its words)."""
        seat, verb = action.seat, action.kind
        c = comp(st, seat)
        if listed and verb in c.setup_verbs:
            c.setup_act(st, action, events)
        elif verb == "exchange":
            self._exchange(st, action, events, listed)
        elif verb == "done":
            if not c.setup_done(st, seat):
                # what is left, as verbs of the table ("equip"), not a typed example
                left = [Verb(k) for k in dict.fromkeys(a.kind for a in self.legal_actions(st, seat))
                        if k in c.setup_verbs]
                raise IllegalAction(f"{seat} still has a setup decision to make",
                                    code="SETUP_NOT_FINISHED", ruling=VERB_RULING.get(verb),
                                    seat=seat, expected=left)
            if not self._may_exchange(st, seat):
                self._wrong(st, action, "WRONG_PHASE", "nothing to finish")
            self._close_setup(st, seat, events)
        elif verb in c.setup_verbs:
            if c.setup_done(st, seat):
                self._wrong(st, action, "SETUP_ALREADY_DONE",
                            f"{seat}'s {c.name} setup is already complete")
            c.setup_act(st, action, events)
        else:
            self._wrong(st, action, "WRONG_PHASE",
                        f"it is {seat}'s character setup ({c.name}); '{verb}' is not a setup step")

    def _close_setup(self, st: TTState, seat: str, events: list[Any]) -> None:
        """``Ann done``: no (further) exchange."""
        st.cdata[seat]["_closed"] = True
        events.append((Event, EventKind.ACTION, "SETUP_DONE", seat, ("TT-017",),
                       {"round": st.round, "trick": 0}))

    def _exchange(self, st: TTState, action: Action, events: list[Event],
                  listed: bool = False) -> None:
        """``listed``: one of ``_exchange_actions`` (round 3, a black crown, cards the
        character may return, within its limit), so only its cards are read."""
        seat = action.seat
        c = comp(st, seat)
        if listed:
            cards = [TTCard.parse(a) for a in action.args]
        else:
            cards = self._exchanged_cards(st, action, c)
        self._exchanged(st, seat, c, cards, events)

    def _exchanged(self, st: TTState, seat: str, c: Any, cards: list[TTCard],
                   events: list[Any]) -> None:
        """Return a black crown and exchange ``cards`` (checked, or a listed set)."""
        crown(st, seat, "black", -1, events, "EXCHANGE", ("TT-017",), n_cards=len(cards),
              event_kind=EventKind.ACTION)      # this crown's return is the seat's action
        c.exchange(st, seat, cards, events)

    def _exchanged_cards(self, st: TTState, action: Action, c: Any) -> list[TTCard]:
        """The cards a typed exchange returns, refused unless the exchange is possible."""
        seat = action.seat
        if st.round != 3:
            raise IllegalAction("the black-crown exchange exists only in round 3",
                                code="EXCHANGE_NOT_ROUND_3", ruling="TT-017")
        if st.black[seat] <= 0:
            raise IllegalAction(f"{seat} has no black crown to return", code="EXCHANGE_NO_CROWN",
                                ruling="TT-017", seat=seat)
        if st.cdata[seat].get("_closed"):
            raise IllegalAction(f"{seat} has finished its setup", code="SETUP_ALREADY_DONE",
                                ruling="TT-017")
        cards = hand_cards(st, seat, action.args, "TT-017", at_least=1)
        c.check_exchange(st, seat, cards)
        return cards

    def _discard(self, st: TTState, action: Action, events: list[Event],
                 listed: bool = False) -> None:
        """``listed``: one of ``_discard_actions`` (n cards the character may discard, not the
        card it must keep), so only its cards are read."""
        seat = action.seat
        assert st.pending is not None
        p = st.pending[2]
        if listed:
            cards = [TTCard.parse(a) for a in action.args]
        else:
            cards = hand_cards(st, seat, action.args, p["ruling"], exactly=p["n"])
            for x in cards:
                rid = comp(st, seat).can_discard(st, seat, x) or (
                    p["ruling"] if x is p.get("keep") else None)
                if rid:
                    raise IllegalAction(f"{seat} may not discard {x}", code="KEEP_CARD",
                                        ruling=rid, card=x, seat=seat)
        self._discarded(st, seat, cards, events)

    def _discarded(self, st: TTState, seat: str, cards: list[TTCard], events: list[Any]) -> None:
        """Carry out the pending discard of ``cards`` (checked, or one of the listed sets)."""
        assert st.pending is not None
        p = st.pending[2]
        st.pending = p.get("then")         # a decision that follows the discard (Rewind)
        # one event says the discard, seen as the discard pile is (TT-015): by its player
        # alone, unless discards are public; the pile's own DISCARDS event said it again
        events.append((_discard_chosen_event, seat, p["ruling"], st.round,
                       st.trick_no if st.phase == "play" else 0, len(cards), p["why"], cards,
                       bool(st.opts.get("public_discards"))))
        discard(st, seat, cards, events, why=p["why"], told=True)

    def _where(self, st: TTState) -> dict[str, int]:
        return {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}

    # -- playing a card --------------------------------------------------------------------
    def _check_play(self, st: TTState, seat: str, args: tuple[str, ...], listed: bool = False,
                    c: Any = None) -> tuple[Entry, list[Step]]:
        """The entry of a play and the steps so far; ``listed``: the play is one of the legal
        actions (``perform``), so the card is known to be in the hand; ``c``: the seat's
        component when the caller has it."""
        if not args:
            raise IllegalAction("name the card to play, e.g. 'Ann R5'", code="ONE_CARD")
        return self._entry(st, seat, TTCard.parse(args[0]), args[1:], listed, c)

    def _entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
               listed: bool, c: Any) -> tuple[Entry, list[Step]]:
        """``_check_play`` of a card already known (the bulk loop draws cards, not texts).
        The bulk loop writes out the case without an exemption: a change here belongs there."""
        if not listed and card not in st.hands[seat]:
            owner = _exclusive_owner(card)
            if owner is not None and st.chars.get(seat) != owner.name:
                rid = owner.exclusive_card_ruling(card)
                raise IllegalAction(f"{card} belongs to the {owner.name}'s own cards; {seat} "
                                    f"does not hold it", code="EXCLUSIVE_CARD", ruling=rid,
                                    card=card, seat=seat, owner=owner.name)
            raise IllegalAction(f"{card} is not in {seat}'s hand", code="NOT_IN_HAND",
                                card=card, seat=seat)
        if c is None:
            c = comp(st, seat)
        steps: list[Step] = []
        follows, lead = card.follows, st.lead
        # only a number card off the lead colour can break must-follow; for a listed card
        # (void, or exempt) it does exactly when the hand holds the lead colour, and the
        # refusal's explanation (``violation``) is built only for a refusal
        bad = False
        if lead is not None and follows is not None and follows != lead:
            if listed:
                for x in st.hands[seat]:
                    if x.follows == lead:
                        bad = True
                        break
            else:
                bad = violation(st, seat, card) is not None
        if bad:
            ex = c.exempt(st, seat, card)
            if ex is None:
                why = violation(st, seat, card)
                assert why is not None              # the plain rule forbids the card
                held = " ".join(x.label for x in why.params["held"])
                raise IllegalAction(f"must follow {why.params['suit']}: {seat} holds {held} "
                                    f"(a White Flag, Rare or Berserker card may always be "
                                    f"played)", code="MUST_FOLLOW",
                                    ruling="TT-043" if st.revolt else "TT-004", **why.params)
            steps.append(ex)
        # the play index of the next face-up entry: how many lie face up (a loop here, not a
        # helper's call: asked at most plays of a random playout)
        index = len(st.entries)
        for e in st.entries:
            if e.facedown:
                index -= 1
        flags = _FLAGS.get(c.__class__) or _flags(c)
        if words or flags[5]:
            # a listed play's words were made by the character itself: it may skip checking
            # ([12]: its own listed_entry; the default one is make_entry)
            entry = (c.listed_entry if listed and flags[12] else c.make_entry)(
                st, seat, card, words, index, steps)
        else:                           # the default make_entry, without the call
            entry = PLAIN_ENTRIES.get((seat, card, index)) or plain_entry(seat, card, index)
        return entry, steps

    def _play(self, st: TTState, seat: str, c: Any, args: tuple[str, ...], events: list[Event],
              listed: bool = False) -> None:
        """``c``: the component of ``seat``'s character."""
        self._put(st, seat, c, *self._check_play(st, seat, args, listed, c), events)

    def _put(self, st: TTState, seat: str, c: Any, entry: Entry, steps: list[Step],
             events: list[Any], record: bool = False,
             watchers: hooks.Hooked | None = None, flags: tuple[bool, ...] = ()) -> None:
        """Put a checked entry into the trick. ``record``: the play's event goes to ``events``
        as an ``EventLog`` record, built when read (the bulk loop), instead of an Event; what
        the event says (must-follow, the lead colour) is worked out by the builder, from the
        lead colour the play met. ``watchers``: ``hooked(st, "on_any_play")`` when the
        caller has it; ``flags``: ``_flags(c)`` when the caller has it. The bulk loop writes
        this out (a call at every play): a change here belongs there."""
        card = entry.card
        led = st.lead
        st.hands[seat].remove(card)         # (a card's == is object's identity, in C)
        st.entries.append(entry)
        if not flags:
            flags = _FLAGS.get(c.__class__) or _flags(c)
        if flags[2]:                    # on_played
            c.on_played(st, entry, events)
            if not st.entries or st.entries[-1] is not entry:   # replaced: the new entry
                # a loop, not a generator expression: that would make ``seat`` and ``card``
                # closure cells, slowing every read of them in this hot function
                for e in st.entries:
                    if e.seat == seat and e.card is card:
                        entry = e
                        break
        if entry.facedown:
            events.append(_facedown_event(st, seat, entry))
            st.turn += 1
            return
        sets = None                     # the lead colour this play set, if it set one
        if led is None:
            eff = c.effective(st, entry, card.printed or printed(card), False) \
                if flags[3] else card.printed or printed(card)
            if eff.kind == NUM and eff.colour is not None:
                st.lead = sets = eff.colour
        rec = (_plays_event, seat, st.round, st.trick_no, entry, led,
               tuple(steps) if steps else (), sets, len(st.entries) > 1)
        events.append(rec if record else _plays_event(*rec[1:]))
        for s, sc in hooked(st, "on_any_play") if watchers is None else watchers:
            sc.on_any_play(st, s, entry, events)     # traps see every face-up entry
        st.turn += 1            # the trick is resolved by _advance once nobody must decide

    # -- the trick -------------------------------------------------------------------------
    def _start_trick(self, st: TTState, leader: str, events: list[Any],
                     record: bool = False, starters: hooks.Hooked | None = None) -> None:
        """``record``: the event goes to ``events`` as an ``EventLog`` record (the bulk loop);
        ``starters``: ``trick_hooks(st).starters`` when the caller has it (a round's first
        trick builds the round's table of trick hooks, asked at every trick). ``_resolve``
        starts tricks 2–5 with this written out: a change here belongs there too."""
        restart_trick(st, leader)
        st.stage, st.stage_done, st.result, st.swept, st.next_leader = "", _NOBODY, None, \
            False, None
        rec = (_trick_start_event, leader, st.round, st.trick_no)
        events.append(rec if record or events.__class__ is Records
                      else _trick_start_event(*rec[1:]))
        for s, sc in trick_hooks(st).starters if starters is None else starters:
            sc.on_trick_start(st, s, events)

    def effective_cards(self, st: TTState, entries: Sequence[Entry], revolt: bool,
                        found: hooks.TrickHooks | None = None) -> list[Eff]:
        """Stage 1 then stage 2 of the effective card (spec 5.5) for face-up ``entries``.
        ``found``: ``trick_hooks(st)`` when the caller has it. (``_resolve`` writes this out:
        keep them alike.)"""
        early, late = effective_hooks(st) if found is None else (found.early, found.late)
        effs = []
        for e in entries:
            f = e.card.printed or printed(e.card)     # printed() without the call
            c = early.get(e.seat)
            effs.append(f if c is None else c.effective(st, e, f, revolt))
        if not late:
            return effs
        # stage 2 sees every stage-1 card: a new list (a loop, not a comprehension: a call)
        out = []
        k = 0
        for e in entries:
            c = late.get(e.seat)
            out.append(effs[k] if c is None else c.effective_late(st, e, effs[k], effs, revolt))
            k += 1
        return out

    def trick_outcome(self, st: TTState, entries: list[Entry] | None = None) -> Outcome | None:
        """Who wins (or would win now) with the face-up entries on the table."""
        plays = sorted((e for e in (st.entries if entries is None else entries) if not e.facedown),
                       key=lambda e: cast(int, e.index))      # face-up entries are numbered
        if not plays:
            return None
        effs = self.effective_cards(st, plays, st.revolt is not None)
        return decide(list(zip(plays, effs)), st.lead, st.revolt is not None)

    def _end_stage(self, st: TTState, found: hooks.Hooked, kind: str,
                   events: list[Event]) -> bool:
        """Stage ``kind`` of the round end: ``round_end_stage`` of every seat of ``found``
        (``hooked(st, "round_end_stage")``, priority order) that has not finished it; stop when
        one asks for a decision (returns True): it is called again once decided. (The hook is
        named, not looked up with ``getattr`` and called with ``*args``: such a call is not
        inlined by the interpreter.)"""
        done = st.stage_done
        ran: list[str] = []
        for s, sc in found:
            if s in done:
                continue
            if sc.round_end_stage(st, s, kind, events):
                if st.pending is None:
                    raise RuntimeError(f"{st.chars[s]}.round_end_stage asked to wait but set "
                                       f"no decision")
                # the seats that finished, recorded only when the stage stops: most stages
                # run through, and a set per seat would be made for nothing
                st.stage_done = done.union(ran)
                return True
            ran.append(s)
        st.stage_done = _NOBODY
        return False

    def _turn_up(self, st: TTState, events: Sink) -> None:
        """Face-down cards an ability does not decide on (Invisibility Potion) are turned up
        after everyone played; they count as played now (TT-073, TT-074). Called only when a
        card lies face down (most tricks have none)."""
        nxt = 0                         # the play index of the first card turned up
        for e in st.entries:
            if not e.facedown:
                nxt += 1
        for k, e in enumerate(st.entries):
            if e.facedown and not e.get("owner_reveals"):
                st.entries[k] = e = e.changed(facedown=False, index=nxt)
                nxt += 1
                events.append((Event, EventKind.RULE, "TURNED_UP", e.seat, ("TT-074",),
                               {"round": st.round, "trick": st.trick_no, "card": e.card,
                                "index": nxt}))
                if st.lead is None and e.card.kind == NUM:
                    st.lead = e.card.suit
                for s, sc in hooked(st, "on_any_play"):
                    sc.on_any_play(st, s, e, events)

    def _resolve(self, st: TTState, events: list[Any], record: bool = False,
                 found: hooks.TrickHooks | None = None) -> None:
        """5.5–5.8, resumable: a hook may stop for a decision (``st.pending``) and ``_advance``
        calls this again once it is made. ``st.stage`` says how far the trick got. ``record``:
        the trick's own events (won, next start) go to ``events`` as ``EventLog`` records.
        The stages' loops are written out here, not run by ``_run_stage``: a call each, and
        every trick runs one to three of them (``_stopped`` is the rare end of a stop).
        ``found``: ``trick_hooks(st)`` when the caller has it."""
        if found is None:
            found = trick_hooks(st)
        # its tables read at once (one unpacking, not a field lookup for each)
        before, on_won, takers, claims, after_win, after_trick, starters, early, late, \
            takes, _ = found
        stage = st.stage
        res: TrickResult
        if stage == "":
            down = False                # a card lay face down (most tricks: none)
            for e in st.entries:
                if e.facedown:
                    self._turn_up(st, events)
                    down = True
                    break
            if before:
                done = st.stage_done
                for s, sc in before:
                    if s not in done and sc.before_resolve(st, s, events):
                        self._stopped(st, "before_resolve", before, s)
                        return                               # Ninja: reveal or discard
                st.stage_done = _NOBODY
            # find the winner, announce it and run 5.8 steps 1–3 (written out here: a call)
            plays = st.entries          # (copied below only to be filtered or sorted)
            if down or before:          # one may lie face down still (its owner reveals it)
                plays = plays[:]
                for e in plays:
                    if e.facedown:
                        plays = [e for e in plays if not e.facedown]
                        break
                # face-up entries are numbered; only a card that lay face down is numbered
                # out of place (turned up here, or by its owner: a before_resolve character)
                plays.sort(key=_INDEX)
            revolt, lead, entries = st.revolt is not None, st.lead, tuple(plays)
            # effective_cards without the call (keep them alike: a test compares them)
            made = []
            for e in entries:
                f = e.card.printed or printed(e.card)
                c = early.get(e.seat)
                made.append(f if c is None else c.effective(st, e, f, revolt))
            if late:                        # stage 2 sees every stage-1 card: a new list
                firsts, made, i = made, [], 0
                for e in entries:
                    c = late.get(e.seat)
                    f = firsts[i]
                    made.append(f if c is None else c.effective_late(st, e, f, firsts, revolt))
                    i += 1
            effs = tuple(made)              # immutable: the steps come later from them
            # winner_among written out, its call saved unless a revolt, a tie, a Berserker
            # card or a card that beats the strongest needs it (keep them alike:
            # tests/test_tt_resolve_paths.py)
            best, won, tie, i = -1, 0, False, 0
            for f in effs:
                k = f.strength + LEAD_RAISE if f.follows == lead else f.strength
                if k > best:
                    best, won, tie = k, i, False
                elif k == best:
                    tie = True
                i += 1
            slow = revolt or tie or not 0 <= best < BZ_STRENGTH
            if not slow:
                f = effs[won]
                has_rare = best == RARE_STRENGTH    # (only a Rare is that strong)
                if has_rare:
                    for f in effs:                  # a Rare+ card beats the Rares
                        if f.rare_plus:
                            slow = True
                            break
                elif f.value == 10 and f.kind == NUM and not f.protected_10:
                    colour = f.colour
                    for f in effs:                  # a 1 of its colour beats the 10
                        if f.value == 1 and f.kind == NUM and f.colour == colour:
                            slow = True
                            break
            if slow:
                won, _, has_rare = winner_among(effs, lead, revolt)
            win = entries[won]
            res = _make(TrickResult, (st.trick_no, win.seat, win, effs[won], entries, effs,
                                      revolt, has_rare, lead))
            rec = (_trick_won_event, st.round, st.trick_no, win, entries, effs, lead, revolt)
            events.append(rec if record else _trick_won_event(*rec[1:]))
            st.result, st.stage, st.stage_done = res, "won", _NOBODY
            for s, sc in on_won:                        # 5.8 steps 1–2
                sc.on_trick_won(st, s, res, events)
                if st.phase == "over":
                    return
            cards = None
            if not claims:      # the trick's cards, for steps 3 and 6 (_cards_of, no call)
                cards = []
                for e in entries:
                    cards.append(e.card)
                    if e.more:
                        cards.extend(e.more)
            if takers:                                  # step 3: the winner's "take" tasks
                # (the trick's cards when nobody claims: step 6 below takes the same list)
                to_winner = cards if cards is not None else \
                    self._to_winner(st, res, self._claims(st, res, claims))
                for s, sc in takers:
                    sc.on_take(st, s, win.seat, to_winner, res, events)
            stage = "won"
        else:
            cards = None                    # resumed: step 6 finds the trick's cards itself
        res = st.result
        if stage == "won":
            if after_win:
                done = st.stage_done
                for s, sc in after_win:
                    if s not in done and sc.after_win(st, s, res, events):
                        self._stopped(st, "after_win", after_win, s)
                        return                               # step 4: Change the past
                st.stage_done = _NOBODY
            if st.swept or claims:
                self._move_cards(st, res, events, found)
            else:           # most tricks: nobody claims, 5.8 step 6 alone (without a call)
                seat = res.winner
                if cards is None:           # resumed after a stop (rare)
                    cards = _cards_of(res.entries)
                c = takes.get(seat)
                if c is not None:
                    c.take_trick(st, seat, cards, res, events)
                else:
                    st.taken[seat].extend(cards)         # the default take_trick, inline
                st.tricks[seat].append(_make(TrickRecord, (st.round, st.trick_no,
                                                           tuple(cards), res.revolt,
                                                           res.entry.card)))
                st.entries = []
            st.stage = "moved"
        if after_trick:
            done = st.stage_done
            for s, sc in after_trick:
                if s not in done and sc.after_trick(st, s, res, events):
                    self._stopped(st, "after_trick", after_trick, s)
                    return                                   # steps 7–8
            st.stage_done = _NOBODY
        st.last_entries, st.last_winner = list(res.entries), res.winner
        st.stage, st.result = "", None
        nxt = st.next_leader or res.winner             # step 9
        if st.trick_no < TRICKS:
            st.trick_no += 1
            # _start_trick with restart_trick written out (keep them alike): two calls
            # at every trick
            st.phase, st.leader = "play", nxt
            players = st.players
            i = players.index(nxt)
            st.order = players[i:] + players[:i]
            st.turn, st.entries, st.lead, st.revolt = 0, [], None, None
            st.stage_done, st.swept, st.next_leader = _NOBODY, False, None
            start = (_trick_start_event, nxt, st.round, st.trick_no)
            events.append(start if record or events.__class__ is Records
                          else _trick_start_event(*start[1:]))
            for s, sc in starters:
                sc.on_trick_start(st, s, events)
            return
        st.stage = "end:decide"

    @staticmethod
    def _stopped(st: TTState, hook: str, found: hooks.Hooked, seat: str) -> None:
        """``seat``'s ``hook`` (a seat of ``found``) stopped its stage of ``_resolve`` for a
        decision: the seats before it have finished the stage (as ``_end_stage`` records)."""
        if st.pending is None:
            raise RuntimeError(f"{st.chars[seat]}.{hook} asked to wait but set no decision")
        before = []             # the seats before it (a loop: a comprehension is a call)
        for s, _ in found:
            if s == seat:
                break
            before.append(s)
        st.stage_done = st.stage_done.union(before)

    def _claims(self, st: TTState, res: TrickResult,
                found: hooks.Hooked | None = None) -> dict[str, list[TTCard]]:
        """The cards each claiming seat takes out of the trick (reservations), in priority
        order; only seats whose character claims at all are asked (``found``: those seats,
        ``hooked(st, "claims")``, when the caller has them)."""
        out = {}                # (a loop: a comprehension is a call, at every trick here)
        for s, sc in hooked(st, "claims") if found is None else found:
            out[s] = sc.claims(st, s, res)
        return out

    @staticmethod
    def _to_winner(st: TTState, res: TrickResult,
                   claims: dict[str, list[TTCard]]) -> list[TTCard]:
        """The trick's cards nobody claimed, in play order."""
        claimed = set()         # (loops, not comprehensions: asked at every trick here)
        for cs in claims.values():
            claimed.update(cs)
        cards = _cards_of(res.entries)
        if not claimed:
            return cards
        out = []
        for c in cards:
            if c not in claimed:
                out.append(c)
        return out

    def _move_cards(self, st: TTState, res: TrickResult, events: Sink,
                    found: hooks.TrickHooks | None = None) -> None:
        """5.8 steps 5–6: reservations delivered, the winner takes the rest, as one trick. If
        an ability already took the cards (Change the past), the trick still counts.
        ``found``: ``trick_hooks(st)`` when the caller has it. ``_resolve`` itself moves the
        cards of a trick nobody claims from (most tricks)."""
        found = found or trick_hooks(st)
        takers, claimers = found.takers, found.claims
        win = res.entry
        if st.swept:
            st.tricks[win.seat].append(_make(TrickRecord, (st.round, st.trick_no, (),
                                                           res.revolt, win.card)))
            st.entries = []
            return
        claims = self._claims(st, res, claimers)
        to_winner = self._to_winner(st, res, claims)
        for taker, cards in claims.items():              # step 5: reservations delivered
            if cards:
                st.taken[taker].extend(cards)
                events.append((_delivered_event, taker, st.round, st.trick_no, cards, win.seat,
                               (_registered(st.chars[taker]) or comp(st, taker)).hides_taken))
                for s, sc in takers:
                    sc.on_take(st, s, taker, cards, res, events)
        c = _registered(st.chars[win.seat]) or comp(st, win.seat)
        c.take_trick(st, win.seat, to_winner, res, events)                   # step 6
        st.tricks[win.seat].append(_make(TrickRecord, (st.round, st.trick_no,
                                                       tuple(to_winner), res.revolt,
                                                       win.card)))
        st.entries = []

    # -- rounds ----------------------------------------------------------------------------
    def _begin_setup(self, st: TTState, events: Sink) -> None:
        for s in st.players:
            c = _registered(st.chars[s]) or comp(st, s)
            st.cdata[s] = {**c.init(st, s), "_started": False, "_closed": False}
        st.setup_queue = self.setup_order(st)
        st.ranked = tuple(dict.fromkeys(st.setup_queue))
        st.phase = "setup"
        # (chars and the queue copied now: both change during the round)
        events.append((_characters_event, st.round, dict(st.chars), tuple(st.setup_queue)))

    def _advance(self, st: TTState, events: list[Event]) -> None:
        """Carry out every automatic step until a player must decide."""
        self._automatic(st, events, False)

    def _automatic(self, st: TTState, events: list[Any], record: bool) -> None:
        """``_advance``; ``record``: a trick's own events go to ``events`` as ``EventLog``
        records (the bulk loop, which calls this only when ``_advance`` is not overridden)."""
        while st.phase == "play" and st.pending is None:
            stage = st.stage
            if stage == "" and st.turn < len(st.order):  # most calls: the next card is due
                seat = st.order[st.turn]
                if st.hands[seat]:
                    return                               # a player must play
                # only after a draw with nothing left (TT-177): no card, no entry this trick
                events.append((Event, EventKind.RULE, "NO_CARD_TO_PLAY", seat, ("TT-177",),
                               {"round": st.round, "trick": st.trick_no}))
                st.turn += 1
            elif stage.startswith("end:"):
                self._round_end(st, events)
            else:
                self._resolve(st, events, record)
        while st.phase == "setup" and st.pending is None:
            if not st.setup_queue:
                self._begin_lead(st, events)
                return
            seat = st.setup_queue[0]
            d = st.cdata[seat]
            # a hook the class leaves as Character's is not called (_flags [14]-[17]: the
            # default does nothing, owes nothing, has no further character)
            name = st.chars[seat]
            c, flags = _TURN_OF.get(name) or _turn_of(name)
            if not d["_started"]:
                d["_started"] = True
                rec = (_setup_turn_event, seat, st.round, c.name)
                events.append(rec if record else _setup_turn_event(*rec[1:]))
                if flags[14]:           # (it may ask for a decision or change the queue:
                    c.setup_auto(st, seat, events)      # checked again)
                    continue
                # (else nothing changed but an event: on to whether its setup is done)
            if ((flags[15] or flags[16]) and not c.setup_done(st, seat)
                    or (st.round == 3 and st.black[seat] > 0
                        and not st.cdata[seat].get("_closed"))):     # (_may_exchange)
                return
            if flags[17] and c.setup_next(st, seat, events):   # a further character of this seat
                continue
            st.setup_queue.pop(0)
            card = st.carry.pop(seat, None)
            if card is not None:            # a carried Strategist card: add it, discard 1
                events.append((Event, EventKind.RULE, "CARRY_ADDED", seat, ("TT-123",),
                               {"round": st.round, "trick": 0, "card": card}))
                give(st, seat, [card], events)
                st.pending = (seat, "discard", {"n": 1, "why": "carry", "ruling": "TT-123",
                                                "keep": card})    # it must be used (TT-123)

    def _begin_lead(self, st: TTState, events: Sink) -> None:
        fixed = st.fixed.get("leader")
        if fixed and (st.round > 1 or st.opts["style"] == "draft"):
            self._start_trick(st, fixed, events)
            return
        if st.opts["style"] == "draft":
            st.lead_token = chars.by_priority(st.chars)[0]
        elif st.round == 1:
            self._start_trick(st, st.round_lead, events)   # type: ignore[arg-type]
            return
        elif st.lead_token is None:
            give_lead_token(st, events)
        st.phase = "lead"
        events.append((_name_leader_event, st.lead_token, st.round, st.opts["style"] == "draft"))

    def _round_end(self, st: TTState, events: list[Event]) -> None:
        """Section 6, resumable like a trick: decisions before the crowns (Strategist
        carry-over), crowns and points, forging (Alchemist), theft (Phantom Thief), then the
        lead token and the victory check."""
        # ``_end_stage`` of each stage, with the seats looked up once for the three (and none
        # run when no character has a round-end stage: most rounds have one or none)
        found, run = hooked(st, "round_end_stage"), self._end_stage
        if st.stage == "end:decide":
            if found and run(st, found, "decide", events):
                return
            self.score_round(st, events)
            st.stage = "end:forge"
        if st.stage == "end:forge":
            if found and run(st, found, "forge", events):
                return
            st.stage = "end:theft"
        if st.stage == "end:theft":
            if found and run(st, found, "theft", events):
                return
        st.stage = ""
        self.close_round(st, events)
        if st.phase == "over":
            return
        st.history.append(dict(st.chars))
        st.prev = dict(st.chars)
        st.round += 1
        start_round(st, {}, {}, events)
        self.begin_selection(st, events)

    # -- what each seat may see ------------------------------------------------------------
    def view(self, st: TTState, seat: str | None) -> TTState:
        v = st.clone()
        v.hand_counts = {s: len(h) for s, h in st.hands.items()}
        if seat is None:
            return v
        v.hidden = frozenset(p for p in st.players if p != seat)
        for p in v.hidden:
            shown = comp(st, p).visible_cards(st, p) if p in st.chars and st.cdata.get(p) else []
            v.hands[p] = list(shown)
            v.aside[p] = []
            pc = comp(st, p) if p in st.chars else None
            if pc is not None and pc.hides_taken:       # TT-087: the collection is hidden
                v.taken[p] = []
                v.tricks[p] = [t._replace(cards=()) for t in st.tricks[p]]
            d = v.cdata.get(p)
            for key in (pc.private_keys if pc is not None and d else ()):
                assert d is not None                    # the condition above checked d
                if key in d:                            # e.g. an item deck, predictions
                    d[key] = () if isinstance(d[key], tuple) else None
        v.deck = []
        if not st.opts.get("public_discards"):
            v.discard = []
        if st.secret is not None:
            v.secret = st.secret.copy()
            v.secret.chosen = {s: c for s, c in st.secret.chosen.items() if s == seat}
        # a face-down card (Invisibility Potion) stays secret from the others, and so do the
        # cards its extras name (a Ninja's shadow card waiting under a Potion)
        v.entries = [e if not e.facedown or e.seat == seat
                     else replace(e, card=None,  # type: ignore[arg-type]
                                  extra=tuple((k, x) for k, x in e.extra
                                              if not isinstance(x, TTCard)))
                     for e in st.entries]
        return v

    def hidden_sizes(self, st: TTState) -> dict[str, int]:
        return dict(st.hand_counts) if st.hidden else {s: len(h) for s, h in st.hands.items()}

    # -- facts and scores ------------------------------------------------------------------
    def totals(self, st: TTState) -> dict[str, int]:
        return dict(st.points)

    def outcome(self, st: TTState) -> GameOutcome | None:  # type: ignore[override]
        """The engine's own victory (6.5, TT-020): a character's condition such as the King's
        sweep, a successful revolt, two gold crowns, three black crowns, or the most points."""
        if st.phase != "over":
            return None
        reason = {"character": "WIN_CHARACTER", "revolt": "WIN_REVOLT", "two_gold": "WIN_TWO_GOLD",
                  "three_black": "WIN_THREE_BLACK"}.get(st.end_reason or "", "WIN_POINTS")
        w = st.winners[0] if st.winners else ""
        return GameOutcome(tuple(st.winners), reason,
                           {"winners": list(st.winners), "character": st.chars.get(w, ""),
                            "points": st.points.get(w, 0)},
                           ("TT-038",) if reason == "WIN_REVOLT" else ("TT-020",))

    def invariants(self, st: TTState) -> list[str]:
        """No card in two places (the expansion forges crowns, so crowns are not counted
        here); points never go below zero (TT-013)."""
        out = card_problems(st.all_cards())
        out += [f"{s} has {p} points" for s, p in st.points.items() if p < 0]
        return out

    def open_cards(self, st: TTState) -> dict[str, list[Any]]:
        return {s: list(comp(st, s).visible_cards(st, s)) for s in st.players
                if st.chars.get(s) and s in st.cdata}

    def start_totals(self, st: TTState) -> dict[str, int]:
        return dict(st.points)

    def characters(self, st: TTState) -> tuple[str, ...]:
        """The table's set (the option ``characters``, a preset's; the base set by default):
        the others are never offered, so ``fixed:NAME`` may not name them."""
        return tuple(st.opts["characters"])

    def round_roles(self, st: TTState) -> RoundRoles:
        """Each finished round's characters (``round_log``); a seat's component may be several
        characters (Little's round 3: ``hermit+collector``), named by their own names."""
        def named(name: str) -> str:
            return "+".join(getattr(chars.get(name), "names", (name,)))
        return RoundRoles("character", tuple({s: named(n) for s, n in r["chars"].items()}
                                             for r in st.round_log))

    def facts(self, st: TTState) -> dict[str, Any]:
        return facts(self, st)


GAME = Tricktakers()

# what ``play_randomly``'s own loop stands in for (it calls the others): a subclass overriding
# any of these keeps the generic loop (Little's ``perform`` maps every event to its rulings)
_LOOP_PARTS = ("perform", "moves", "_legal", "_options", "to_act", "is_over", "_do", "picked",
               "_trick_act", "_play", "_check_play", "_play_actions", "_advance", "_resolve",
               "_start_trick", "_entry")


def _own_loop_fits(cls: type) -> bool:
    """True when ``cls`` keeps every method of ``_LOOP_PARTS`` (asked once per class)."""
    found = _FITS.get(cls)
    if found is None:
        found = _FITS[cls] = all(getattr(cls, m) is getattr(Tricktakers, m)
                                 for m in _LOOP_PARTS)
    return found


_FITS: dict[type, bool] = {}


# the hooks ``_flags`` tells apart: a turn's, then a decision's own count (``_options``),
# then a setup turn's (``_automatic``)
_TURN = ("turn_actions", "play_variants", "on_played", "effective", "exempt", "make_entry",
         "pending_count", "setup_count", "turn_count",
         "pending_options", "setup_options", "turn_options", "listed_entry", "plain_turn",
         "setup_auto", "setup_done", "setup_actions", "setup_next", "can_discard")
_registered = chars.REGISTRY.get          # comp() without the call (its first lookup)


def _cards_of(entries: Sequence[Entry]) -> list[TTCard]:
    """Every physical card of ``entries`` in play order: ``Entry.cards`` of each, without a
    property call and a tuple per entry (``_resolve`` writes it out for a trick nobody
    claims: keep them alike)."""
    out = []
    for e in entries:
        out.append(e.card)
        if e.more:
            out.extend(e.more)
    return out


def _exclusive_owner(card: TTCard) -> Any:
    """The character whose own cards include ``card``, if any (a refusal's path, kept out of
    ``_entry`` so its generator does not make ``card`` a closure cell there)."""
    return next((c for c in chars.REGISTRY.values() if card in c.exclusive), None)


def _flags(c: Any) -> tuple[bool, ...]:
    """Which hooks of ``_TURN`` component ``c`` implements, looked up once per class (a turn
    asks for all of them); callers read ``_FLAGS`` first."""
    found = _FLAGS.get(c.__class__)
    if found is None:
        found = tuple(implements(c, h) for h in _TURN)
        # [19]: a turn may use an ability ([0] turn_actions, [8] turn_count, [11]
        # turn_options): asked first at every turn, most characters have none
        # [20]: ``plain_turn_entries`` stated, with the two hooks it speaks of; [21]:
        # ``frees_every_card`` stated, with the hook it speaks of ([4] follow_free)
        found = _FLAGS[c.__class__] = (*found, found[0] or found[8] or found[11],
                                       c.plain_turn_entries and found[1] and found[13],
                                       c.frees_every_card and found[4])
    return found


_FLAGS: dict[type, tuple[bool, ...]] = {}


def _turn_of(name: str) -> tuple[Any, tuple[bool, ...]]:
    """The component of character ``name`` and its ``_flags``, kept per name (a name always
    means the same component; ``registry.register`` empties the memo): the bulk loop asks
    at every turn, the setup and decisions at each step, and one lookup costs less than
    two. Callers read ``_TURN_OF`` first."""
    c = chars.get(name)
    if len(_TURN_OF) >= 4_096:          # names are free in games built on this one (Little)
        _TURN_OF.clear()
    found = _TURN_OF[name] = (c, _FLAGS.get(c.__class__) or _flags(c))
    return found


_TURN_OF: dict[str, tuple[Any, tuple[bool, ...]]] = memo()


def _plays_event(seat: str, round_no: int, trick_no: int, entry: Entry, led: str | None,
                 steps: tuple[Step, ...], sets: str | None, later: bool) -> Event:
    """The event of a face-up play: made at once by ``perform``, as a record by the bulk loop
    (both from the same values, so the same event). ``led``: the lead colour the play met;
    ``sets``: the one it set; ``later``: entries lay before it. Why here: what it says of
    must-follow is read only with the event, so a random playout never works it out."""
    card = entry.card
    rulings: tuple[str, ...] = ()
    follows = None                  # the must-follow step, built with the explanation
    if led is not None:
        if card.kind != NUM:
            rulings = ("TT-062",) if card is BERSERKER_CARD else ("TT-004",)
        elif card.suit == led:
            follows = "FOLLOWS"
        elif not steps:
            follows = "CANNOT_FOLLOW"
    leads = None                    # (code, rulings, colour) of the lead colour it set
    if sets is not None:
        leads = ("LEAD_AFTER_SPECIAL" if later else "LEAD_SET",
                 ("TT-005",) if later else ("TT-002",) if sets == "K" else (), sets)
    return Event.quick(EventKind.ACTION, "PLAYS", seat, rulings,
                       {"round": round_no, "trick": trick_no, "auto": False, "card": card,
                        "item": entry.item or "-",
                        "token": COLOUR_NAME[entry.token] if entry.token else "-"},
                       partial(_play_steps, card, led, follows, steps, leads))


def _facedown_event(st: TTState, seat: str, entry: Entry) -> Event:
    """The one event of a card played face down: its seat and the teacher read the card (its
    _SEEN words name ``facedown``), the others that a card was played face down. The history
    reads a play's ``card``: public None, the seat's own (private) the card."""
    return Event(EventKind.ACTION, "PLAYS_FACEDOWN", seat, ("TT-073",),
                 {"round": st.round, "trick": st.trick_no, "auto": False, "card": None,
                  "item": entry.item},
                 private={seat: {"facedown": entry.card, "card": entry.card}})


def _setup_turn_event(seat: str, round_no: int, name: str) -> Event:
    """The event of a seat's setup turn (at once, or as a record built when read)."""
    return Event.quick(EventKind.RULE, "SETUP_TURN", seat, ("TT-023",),
                       {"round": round_no, "character": name})


def _trick_start_event(leader: str, round_no: int, trick_no: int) -> Event:
    """The event of a trick's start (at once, or as a record built when read)."""
    return Event.quick(EventKind.RULE, "TRICK_START", leader, ("TT-025",),
                       {"round": round_no, "trick": trick_no, "leader": leader})


def _trick_won_event(round_no: int, trick_no: int, win: Entry, entries: tuple[Entry, ...],
                     effs: tuple[Eff, ...], lead: str | None, revolt: bool) -> Event:
    """The event of a trick's winner, from the face-up entries and their effective cards in
    play order (at once, or as a record built when read: both are immutable)."""
    return Event.quick(
        EventKind.TRICK_WON, "TRICK_WON_REVOLT" if revolt else "TRICK_WON", win.seat,
        ("TT-029",) if revolt else (),
        {"round": round_no, "trick": trick_no, "winner": win.seat, "card": win.card,
         "cards": [c for e in entries for c in e.cards], "entries": [str(e) for e in entries],
         "revolt": revolt, "lead": COLOUR_NAME[lead]},
        partial(_trick_steps, entries, effs, lead, revolt))


def _trick_steps(entries: tuple[Entry, ...], effs: tuple[Eff, ...], lead: str | None,
                 revolt: bool) -> tuple[Step, ...]:
    """The explanation of who won a trick, built when read."""
    return decide(list(zip(entries, effs)), lead, revolt).steps


def _play_steps(card: TTCard, led: str | None, follows: str | None, steps: tuple[Step, ...],
                leads: tuple[str, tuple[str, ...], str] | None) -> list[Step]:
    """The explanation of a play, built when read: must-follow, the character's steps (an
    exemption, an item...; any ``StepsLater`` among them built now), then the lead colour
    the play set."""
    out = unfold(steps)
    if follows is not None:
        out.insert(0, Step(follows, ("TT-004",), {"card": card, "suit": COLOUR_NAME[led]}))
    if leads is not None:
        code, rulings, colour = leads
        out.append(Step(code, rulings, {"card": card, "suit": COLOUR_NAME[colour]}))
    return out


def _discard_chosen_event(seat: str, ruling: str, round_no: int, trick: int, n: int, why: str,
                          cards: list[TTCard], public: bool = False) -> Event:
    """The event of a discard a player chose (at once, or as a record built when read): the
    one event of that discard, face down and seen by its player alone (TT-015), or face up
    and seen by all when discards are public."""
    return Event.quick(EventKind.ACTION, "DISCARD_CHOSEN", seat,
                       tuple(dict.fromkeys((ruling, "TT-015"))),
                       {"round": round_no, "trick": trick, "n": n, "why": why, "cards": cards,
                        "face": "discard_face_up" if public else "discard_face_down"},
                       visible_to=None if public else frozenset({seat}))


def _leader_named_event(seat: str, round_no: int, who: str) -> Event:
    """The event of the lead-token holder naming trick 1's leader."""
    return Event.quick(EventKind.ACTION, "LEADER_NAMED_SELF" if who == seat else "LEADER_NAMED",
                       seat, ("TT-025", "TT-021"),
                       {"round": round_no, "trick": 0, "leader": who, "auto": False})


def _name_leader_event(holder: str | None, round_no: int, draft: bool) -> Event:
    """The event asking the lead-token holder to name trick 1's leader."""
    return Event.quick(EventKind.RULE, "NAME_LEADER", holder,
                       ("TT-025", "TT-173") if draft else ("TT-025", "TT-021"),
                       {"round": round_no})


def _characters_event(round_no: int, chars: dict[str, str], queue: tuple[str, ...]) -> Event:
    """The event announcing the round's characters in setup order (``chars`` and ``queue``
    are copies taken when the round's setup began)."""
    return Event.quick(EventKind.RULE, "CHARACTERS", None, ("TT-023", "TT-024"),
                       {"round": round_no, "chars": chars, "order": list(queue),
                        "lineup": tuple(Named(s, chars[s]) for s in queue),
                        "text": ", ".join(f"{s} {chars[s]}" for s in queue)})


def _delivered_event(taker: str, round_no: int, trick: int, cards: list[TTCard],
                     winner: str, hidden: bool = False) -> Event:
    """The event of a reserved card reaching its Collector (at once, or as a record);
    ``hidden``: the taker keeps its cards hidden (``hides_taken``), which the explanation says
    where the learner sees the card go (TT-087)."""
    return Event.quick(EventKind.RULE, "RESERVATION_DELIVERED", taker, ("TT-083", "TT-088"),
                       {"round": round_no, "trick": trick, "cards": cards, "winner": winner},
                       (hidden_taken_step(taker, len(cards)),) if hidden else ())
