"""The RoboTrick engine: passing, trick play with the automatic robot, scoring, rotation.

Every decision emits an event naming the rulings (RT-xxx) it applied; the prose is in
``messages.yaml`` and ``rulings.yaml``.
"""
from __future__ import annotations

import itertools
import random
from functools import partial
from operator import itemgetter
from typing import Any, Callable, Sequence

from tricklab.core.actions import Action
from tricklab.core.cards import SUIT_SYMBOL, Card, full_deck, sort_for_display
from tricklab.core.errors import IllegalAction, SetupError
from tricklab.core.events import Event, EventKind, EventLog, Many, Step, built, signed, writes_records
from tricklab.core.follow import follow_violation, legal_follow
from tricklab.core.game import Game, GameInfo, RoundRoles, StandardDeckInference, card_problems
from tricklab.core.observation import Outcome
from tricklab.core.setup import check_fields
from tricklab.core.chance import choice, draws_inline, seeded
from tricklab.core.trick import decide_trick
from tricklab.core.worded import Parts, Said

from .deal import start_round
from .programs import PROGRAMS, hand_by_suit, pick_by_suit, robot_choice, robot_pick
from .scoring import HANGAR_BAYS, points, round_score
from .state import ROBOT, RoboState


def _choice_steps(program: Any, hand: tuple[Card, ...], trick: tuple[tuple[str, Card], ...],
                  trump: str) -> Callable[[], tuple[Step, ...]]:
    """The robot's explanation, built when asked from copies of what it saw."""
    return lambda: robot_choice(program, hand, trick, trump).steps


_ACTION, _AUTO, _RULE, _TRICK_WON = (EventKind.ACTION, EventKind.AUTO, EventKind.RULE,
                                     EventKind.TRICK_WON)
_second = itemgetter(1)
_ROBOT_LEADS = {True: ("RT-009", "RT-032"), False: ("RT-015", "RT-032")}   # first trick or later
_ROBOT_FOLLOWS = ("RT-032",)
_ONE: dict[Card, tuple[Card, ...]] = {c: (c,) for c in full_deck()}   # one-card moves, made once
_POINTS = {c: points(c) for c in full_deck()}
_BITS = [n.bit_length() for n in range(67)]   # draws of the bulk loop: n <= 66 pass moves
_PAIRS = {n: list(itertools.combinations(range(n), 2)) for n in range(13)}  # pass moves by index


def _play_steps(steps: "tuple[Step, ...] | Callable[[], Sequence[Step]]", led: str | None,
                card: Card, trump: str, mixed: bool) -> list[Step]:
    """The explanation of a card played to a trick led with ``led`` (None: leading), after the
    robot's own steps if any; ``mixed``: the hand also held cards of other suits than ``led``
    (following was then a constraint worth saying)."""
    out = list(steps() if callable(steps) else steps)
    if led is None:
        if card[1] == trump:
            out.append(Step("LEADS_TRUMP", ("RT-033",), {"card": card}))
    elif card[1] == led:
        if mixed:
            out.append(Step("FOLLOWS", ("RT-010",), {"suit": led, "card": card}))
    else:
        code = "VOID_TRUMPS" if card[1] == trump else "VOID_ANY"
        out.append(Step(code, ("RT-010",), {"suit": led, "card": card}))
    return out


# -- events as records -------------------------------------------------------------------
# The engine appends a record ``(build, *args)`` for each hot event (``core.events.EventLog``):
# ``perform`` builds them at once, the bulk loop (``play_randomly``) only when they are read.
# Both paths make the same records, so they make the same events.

def _human_plays(seat: str, card: Card, round_no: int, trick_no: int, program: str,
                 led: str | None, trump: str, mixed: bool) -> Event:
    """A human's card (RT-010 when it had to follow)."""
    return Event.quick(_ACTION, "PLAYS", seat, (),
                       {"round": round_no, "trick": trick_no, "card": card, "auto": False,
                        "program": program}, partial(_play_steps, (), led, card, trump, mixed))


def _robot_plays_event(card: Card, round_no: int, trick_no: int, program: str,
                       led: str | None, trump: str, hand: tuple[Card, ...],
                       seen: tuple[tuple[str, Card], ...]) -> Event:
    """The robot's card, its legal alternatives (public: its hand is open) and, when asked,
    why its program chose it from ``hand`` after ``seen``."""
    legal = legal_follow(hand, led)
    return Event.quick(
        _AUTO, "ROBOT_PLAYS", ROBOT, _ROBOT_LEADS[trick_no == 1] if led is None else _ROBOT_FOLLOWS,
        {"round": round_no, "trick": trick_no, "card": card, "auto": True, "program": program,
         "legal": legal},
        partial(_play_steps, _choice_steps(PROGRAMS[program], hand, seen, trump), led, card,
                trump, len(legal) < len(hand)))


def _trick_plays(trick: list[tuple[str, Card]], first: int, mixed: int,
                 held: tuple[Card, ...] | None, round_no: int, trick_no: int, program: str,
                 trump: str) -> list[Any]:
    """The records ``_play`` and ``_robot_plays`` make for the plays of ``trick`` from
    position ``first`` on (bit ``pos`` of ``mixed``: that human's hand held other suits too;
    ``held``: the robot's hand before its card). The bulk loop keeps one tuple per trick."""
    out: list[Any] = []
    led = trick[0][1][1]
    for pos in range(first, 4):
        seat, card = trick[pos]
        if seat == ROBOT:
            out.append((_robot_plays_event, card, round_no, trick_no, program,
                        led if pos else None, trump, held, tuple(trick[:pos])))
        else:
            out.append((_human_plays, seat, card, round_no, trick_no, program,
                        led if pos else None, trump, bool(mixed >> pos & 1)))
    return out


_TRICK_PLAYS = Many(_trick_plays)


def _trick_done(best: int, winner: str, win_card: Card, trick: list[tuple[str, Card]],
                trump: str, round_no: int, trick_no: int, robot_card: Card,
                lost: list[tuple[str, Card]], n: int, delta: int, others: list[Card]
                ) -> list[Any]:
    """The records of a finished trick: who won it (RT-011), then the robot's win (RT-013)
    or the ``n``-th capture of the robot's card this round, scoring ``delta`` (RT-012)."""
    won = (_trick_won_event, best, winner, win_card, trick, trump, round_no, trick_no)
    if winner == ROBOT:
        return [won, (_robot_wins, round_no, trick_no, lost, robot_card)]
    return [won, (_human_captures, round_no, trick_no, winner, robot_card, n, delta,
                  n == 1 and round_no > 1, win_card, others)]


_TRICK_DONE = Many(_trick_done)


def _robot_wins(round_no: int, trick_no: int, lost: list[tuple[str, Card]],
                robot_card: Card) -> Event:
    return Event.quick(_RULE, "ROBOT_WINS", ROBOT, ("RT-013",),
                       {"round": round_no, "trick": trick_no,
                        "deltas": {s: -_POINTS[c] for s, c in lost}},
                       partial(_robot_wins_steps, lost, robot_card))


def _human_captures(round_no: int, trick_no: int, winner: str, robot_card: Card, n: int,
                    delta: int, reset: bool, win_card: Card, others: list[Card]) -> Event:
    return Event.quick(_RULE, "HUMAN_CAPTURES", winner, ("RT-012",),
                       {"round": round_no, "trick": trick_no, "card": robot_card, "n": n,
                        "deltas": {winner: delta}},
                       partial(_capture_steps, reset, winner, robot_card, n, delta, win_card,
                               others))


def _pass_chosen(seat: str, round_no: int, cards: tuple[Card, Card]) -> Event:
    return Event(EventKind.ACTION, "PASS_CHOSEN", seat, ("RT-008",),
                 {"round": round_no, "cards": list(cards)}, visible_to=frozenset({seat}))


def _round_scored(round_no: int, players: list[str], scores: dict[str, int],
                  totals: dict[str, int], lines: list[tuple[str, list[Card], list[Card]]]
                  ) -> Event:
    """The round's score of each human (RT-019), line by line when asked."""
    return Event(EventKind.ROUND_SCORED, "ROUND_SCORED", None, ("RT-019",),
                 {"round": round_no, "scores": dict(scores), "totals": totals,
                  "scores_text": signed(scores, players)},
                 steps=partial(_round_steps, lines, scores))


def _round_steps(lines: list[tuple[str, list[Card], list[Card]]],
                 scores: dict[str, int]) -> list[Step]:
    steps = []
    for p, captured, minus in lines:
        plus, over = captured[:HANGAR_BAYS], captured[HANGAR_BAYS:]
        # only the kinds of card a player has: "plus —, over the hangar —, minus — → 0"
        parts = [Said(code, (("cards", cards),)) for code, cards in
                 (("ROUND_PART_PLUS", plus), ("ROUND_PART_OVER", over), ("ROUND_PART_MINUS", minus))
                 if cards]
        steps.append(Step("ROUND_LINE", ("RT-019",),
                          {"seat": p, "plus": plus, "over": over, "minus": minus,
                           "score": scores[p], "parts": Parts(tuple(parts)), "n": len(captured) + len(minus)}))
    steps.append(Step("SEED_TABLE", ("RT-035",), {}))
    return steps


def _game_over(round_no: int, players: list[str], totals: dict[str, int]) -> Event:
    """The most points win; equal totals share the win (RT-022, RT-023)."""
    best = max(totals.values())
    winners = [p for p in players if totals[p] == best]
    shared = len(winners) > 1
    return Event(EventKind.GAME_OVER, "GAME_OVER_SHARED" if shared else "GAME_OVER", None,
                 ("RT-022", "RT-023") if shared else ("RT-022",),
                 {"winners": winners, "totals": totals, "round": round_no})


def _pass_received(giver: str, to: str, round_no: int, a: Card, b: Card) -> Event:
    """Seen by giver and receiver only (RT-037)."""
    return Event.quick(_RULE, "PASS_RECEIVED", giver, ("RT-007", "RT-037"),
                       {"round": round_no, "to": to, "cards": [a, b]}, (),
                       frozenset({giver, to}))


def _passes_done(round_no: int, dealer: str, left: str, right: str) -> Event:
    return Event.quick(_RULE, "PASSES_DONE", None, ("RT-007", "RT-008"),
                       {"round": round_no, "dealer": dealer, "left": left, "right": right})


def _round_start(round_no: int, dealer: str, order: list[str], indicator: Card, trump: str,
                 robot_hand: tuple[Card, ...]) -> Event:
    """The deal (RT-001, RT-003 … RT-005; RT-021 and RT-020 from the second round on)."""
    rulings: tuple[str, ...] = ("RT-001", "RT-003", "RT-004", "RT-005")
    if round_no > 1:
        rulings = ("RT-021", *rulings, "RT-020")
    return Event(EventKind.SETUP, "ROUND_START", None, rulings,
                 {"round": round_no, "dealer": dealer, "robot_left": order[2], "order": order,
                  "indicator": indicator, "trump": trump,
                  "robot_hand": sort_for_display(robot_hand)})


def _program_drawn(round_no: int, program: str) -> Event:
    prog = PROGRAMS[program]
    return Event(EventKind.SETUP, "PROGRAM_DRAWN", None, ("RT-006",),
                 {"round": round_no, "program": prog.id, "name": prog.name["en"],
                  "name_ja": prog.name["ja"], "lead": prog.lead.behaviour,
                  "follow": prog.follow.behaviour, "unfollow": prog.unfollow.behaviour})


def _pass_phase(round_no: int, dealer: str, left: str, right: str) -> Event:
    return Event(EventKind.SETUP, "PASS_PHASE", None, ("RT-007", "RT-008", "RT-036"),
                 {"round": round_no, "dealer": dealer, "left": left, "right": right})


def _robot_wins_steps(lost: list[tuple[str, Card]], robot_card: Card) -> list[Step]:
    """Why each human lost a card to the robot's trick, and where the robot's card went."""
    out = [Step("MINUS_CARD", ("RT-013", "RT-018") if points(c) >= 10 else ("RT-013",),
                {"seat": seat, "card": c, "delta": -points(c)}) for seat, c in lost]
    out.append(Step("ROBOT_CARD_ASIDE", ("RT-014",), {"card": robot_card}))
    return out


def _capture_steps(reset: bool, winner: str, robot_card: Card, n: int, delta: int,
                   win_card: Card, others: list[Card]) -> list[Step]:
    """Why a human's capture of the robot's card scores ``delta`` (its ``n``-th this round)."""
    out = []
    if reset:
        out.append(Step("HANGAR_RESET", ("RT-020",), {"seat": winner}))
    if n <= HANGAR_BAYS:
        out.append(Step("HANGAR_PLUS", ("RT-016",), {"seat": winner, "card": robot_card,
                                                     "n": n, "delta": delta}))
    else:
        out.append(Step("HANGAR_FULL", ("RT-016", "RT-017"),
                        {"seat": winner, "card": robot_card, "n": n, "delta": delta}))
    out.append(Step("OWN_CARD_ASIDE", ("RT-034",), {"seat": winner, "card": win_card,
                                                    "cards": others}))
    return out


def _trick_won(plays: Sequence[tuple[str, Card]], trump: str, round_no: int,
               trick_no: int) -> Event:
    """The TRICK_WON event of these plays (RT-011): the winner decided at once by a plain
    loop, the ordered explanation (``decide_trick``, which must agree) built when asked."""
    return _trick_won_event(*_trick_winner(plays, trump), tuple(plays), trump, round_no,
                            trick_no)


def _trick_winner(plays: Sequence[tuple[str, Card]], trump: str) -> tuple[int, str, Card]:
    """(position, seat, card) of the play that wins (RT-011), by a plain loop."""
    winner, best_card = plays[0]
    rank, suit = best_card
    best = 0
    for i in range(1, len(plays)):
        seat, c = plays[i]
        if (c[0] > rank) if c[1] == suit else c[1] == trump:
            best, best_card, winner = i, c, seat
            rank, suit = c
    return best, winner, best_card


def _trick_won_event(best: int, winner: str, best_card: Card,
                     cards: Sequence[tuple[str, Card]], trump: str, round_no: int,
                     trick_no: int) -> Event:
    cards = tuple(cards)
    return Event.quick(_TRICK_WON, "TRICK_WON", winner, (),
                       {"round": round_no, "trick": trick_no, "winner": winner, "card": best_card,
                        "cards": list(map(_second, cards))},
                       partial(_trick_steps, cards, trump, best))


def _trick_steps(cards: tuple[tuple[str, Card], ...], trump: str, best: int) -> tuple[Step, ...]:
    """Why the ``best``-th play won: every card's strength in order (``decide_trick``)."""
    led = cards[0][1][1]

    def strength(i: int, card: Card) -> tuple[tuple[int, int], Step]:
        seat = cards[i][0]
        if card.suit == trump:
            return (2, card.rank), Step("TRUMP_HIGHEST", ("RT-011",), {"card": card, "seat": seat})
        if card.suit == led:
            return (1, card.rank), Step("LED_HIGHEST", ("RT-011", "RT-002"),
                                        {"card": card, "seat": seat, "suit": led})
        return (0, 0), Step("OFF_SUIT", ("RT-011",), {"card": card})

    outcome = decide_trick(cards, strength)
    assert outcome.winner == best, "RoboTrick's fast trick winner disagrees with RT-011"
    return outcome.steps


class RoboTrick(StandardDeckInference, Game):
    info = GameInfo(
        name="robotrick", title={"en": "RoboTrick", "ja": "ロボトリック"},
        package="tricklab.games.robotrick",
        player_counts=(3,), seat_names={3: ("Aki", "Ben", "Chie")},
        bots=("random", "rules"), simultaneous=True,        # the pass is chosen by all at once
        decisions="RT-036",
        auto_seats=frozenset({ROBOT}), open_seats=frozenset({ROBOT}),
        verbs=("pass",), learner="Aki", options=("rounds", "scoring"))
    action_example = "Ben 3S"

    # -- setup -----------------------------------------------------------------------------
    # careful-player inference hooks (core/inference.py)
    def led_suit_of(self, state: Any) -> Any:
        return self.led_suit(state)

    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[RoboState, EventLog]:
        players = self.info.check_players(players, reserved=(ROBOT,))   # (a list of its own)
        check_fields(options, ("rounds", "scoring"), "options")
        if options.get("scoring", "seed") != "seed":
            raise SetupError("the retail edition's scoring (cards 1–13 scoring their number) is "
                             "not implemented until it is verified; tricklab scores with the "
                             "seed's table", code="RETAIL_SCORING", ruling="RT-035")
        rounds = int(options.get("rounds", 3))
        if not 1 <= rounds <= 3:
            raise SetupError("rounds must be 1, 2 or 3", code="SETUP_ROUNDS", n=rounds)
        st = RoboState(players=players, seed=seed, rounds=rounds)
        round_no = int(setup.get("round", 1))
        if not 1 <= round_no <= rounds:
            raise SetupError(f"round must be 1..{rounds}", code="SETUP_ROUNDS", n=round_no)
        totals = setup.get("totals") or {}
        st.totals = {p: int(totals.get(p, 0)) for p in players}
        if set(totals) - set(players):
            raise SetupError(f"totals: unknown player(s) {sorted(set(totals) - set(players))}",
                             code="SETUP_BAD_SEAT", seat=sorted(set(totals) - set(players))[0])
        dealer = setup.get("dealer") or choice(seeded(f"robotrick:{seed}:dealer"), players)
        start_round(st, round_no, dealer, setup)
        events = EventLog(self._round_start_events(st))     # built when read
        self._advance(st, events.raw)
        return st, events

    def _round_start_events(self, st: RoboState) -> list[Any]:
        """Records (see _human_plays) of the deal, the program card and the pass phase."""
        order = st.order
        # (the order copied: a record holds only values nothing changes later, not the state's)
        out: list[Any] = [(_round_start, st.round, st.dealer, list(order), st.indicator, st.trump,
                           tuple(st.hands.get(ROBOT, ()))),
                          (_program_drawn, st.round, st.program)]
        if st.phase == "pass":
            out.append((_pass_phase, st.round, st.dealer, order[2], order[3]))
        return out

    # -- whose turn, what is legal ---------------------------------------------------------
    def to_act(self, state: RoboState) -> list[str]:
        phase = state.phase
        if phase == "play":
            return [state.to_play()]
        if phase == "pass":
            return state.passes.waiting()
        return []

    def is_over(self, state: RoboState) -> bool:
        return state.phase == "over"

    def led_suit(self, state: RoboState) -> str | None:
        return state.trick[0][1].suit if state.trick else None

    def legal_cards(self, state: RoboState, seat: str) -> list[Card]:
        return legal_follow(state.hands[seat], self.led_suit(state))

    def legal_actions(self, state: RoboState, seat: str | None = None) -> list[Action]:
        waiting = self.to_act(state)
        seat = seat or (waiting[0] if waiting else None)
        if seat is None or seat not in waiting:
            return []
        if state.phase == "pass":
            hand = sorted(state.hands[seat])
            return [Action(seat, "pass", (str(a), str(b))) for a, b in itertools.combinations(hand, 2)]
        return [Action(seat, "play", (str(c),)) for c in self.legal_cards(state, seat)]

    def parse_card(self, text: Any) -> Card:
        return Card.parse(text)

    # -- checking and applying -------------------------------------------------------------
    def _check(self, state: RoboState, action: Action) -> list[Card]:
        if action.seat == ROBOT and state.phase != "over":
            raise IllegalAction("the robot plays by itself, following its program card; "
                                "the dealer may not choose its card", code="ROBOT_IS_AUTOMATIC",
                                ruling="RT-032")
        self.check_actor(state, action)
        if state.phase == "pass":
            if action.kind != "pass":
                raise IllegalAction(
                    f"{action.seat} must first choose 2 cards to pass (e.g. '{action.seat} pass 2C 3C')",
                    code="MUST_PASS_FIRST", ruling="RT-007", seat=action.seat)
            cards = [self._card(a) for a in action.args]
            if len(cards) != 2 or cards[0] == cards[1]:
                raise IllegalAction("a pass is exactly 2 different cards from your own hand",
                                    code="PASS_TWO_CARDS", ruling="RT-036", n=len(cards))
            for c in cards:
                if c not in state.hands[action.seat]:
                    raise IllegalAction(f"{c} is not in {action.seat}'s hand", code="NOT_IN_HAND",
                                        ruling="RT-036", card=c, seat=action.seat)
            return cards
        if action.kind != "play":
            raise IllegalAction(f"passing is over: {action.seat} plays a card now",
                                code="PASS_OVER", ruling="RT-007", seat=action.seat)
        if len(action.args) != 1:
            raise IllegalAction("play exactly one card, e.g. 'Ben 3S'", code="ONE_CARD")
        card = self._card(action.args[0])
        hand = state.hands[action.seat]
        if card not in hand:
            raise IllegalAction(f"{card} is not in {action.seat}'s hand", code="NOT_IN_HAND",
                                card=card, seat=action.seat)
        bad = follow_violation(hand, card, self.led_suit(state), ruling="RT-010")
        if bad is not None:
            held = " ".join(c.label for c in bad.params["held"])
            raise IllegalAction(
                f"must follow {SUIT_SYMBOL[bad.params['suit']]}: {action.seat} holds {held}",
                code="MUST_FOLLOW", ruling="RT-010", **bad.params)
        return [card]

    def _card(self, text: str) -> Card:
        return Card.parse(text)

    def apply(self, state: RoboState, action: Action) -> list[Event]:
        cards = self._check(state, action)
        return self.perform(state, action.seat, tuple(cards))

    def moves(self, state: RoboState, seat: str) -> list[tuple[Card, ...]]:
        """Legal moves as card tuples (2 cards to pass, 1 to play), for bulk simulation."""
        hand = state.hands[seat]
        if state.phase == "pass":
            return list(itertools.combinations(hand, 2))
        trick = state.trick
        if trick:                            # must follow (RT-010), same order as legal_follow
            led = trick[0][1][1]
            follow = [_ONE[c] for c in hand if c[1] == led]
            if follow:
                return follow
        return [_ONE[c] for c in hand]

    def perform(self, state: RoboState, seat: str, cards: tuple[Card, ...]) -> list[Event]:
        """Carry out a move already known to be legal (``apply`` checks first)."""
        out: list[Any] = []                  # Events and records (see _human_plays)
        if state.phase == "play":
            hand = state.hands[seat]
            trick = state.trick
            led = trick[0][1][1] if trick else None
            self._play(state, seat, cards[0], out, len(legal_follow(hand, led)) < len(hand))
        else:
            self._choose_pass(state, seat, (cards[0], cards[1]), out)
        self._advance(state, out)
        return built(out)

    def _choose_pass(self, st: RoboState, seat: str, cards: tuple[Card, Card],
                     events: list[Any]) -> None:
        done = st.passes.choose(seat, cards)
        events.append((_pass_chosen, seat, st.round, cards))
        if not done:
            return
        # All three chose: now everyone receives (RT-007, RT-008). Dealer → Left, Left → Right,
        # Right → Dealer; the robot neither gives nor receives.
        order, hands, round_no = st.order, st.hands, st.round
        dealer, left, right = st.dealer, order[2], order[3]
        receiver = {dealer: left, left: right, right: dealer}
        chosen = st.passes.chosen
        for giver, (a, b) in chosen.items():
            hand = hands[giver]
            hand.remove(a)
            hand.remove(b)
        for giver, (a, b) in chosen.items():
            to = receiver[giver]
            hands[to] += (a, b)
            st.passed[giver] = (a, b)
            events.append((_pass_received, giver, to, round_no, a, b))
        events.append((_passes_done, round_no, dealer, left, right))
        st.phase = "play"
        st.leader = ROBOT

    def _play(self, st: RoboState, seat: str, card: Card, events: list[Any],
              mixed: bool) -> None:
        """A human plays ``card`` (``mixed``: its hand also held other suits than the led)."""
        trick = st.trick
        st.hands[seat].remove(card)
        events.append((_human_plays, seat, card, st.round, st.trick_no, st.program,
                       trick[0][1][1] if trick else None, st.trump, mixed))
        trick.append((seat, card))
        if len(trick) == 4:
            self._finish_trick(st, events)

    def _advance(self, st: RoboState, events: list[Any]) -> None:
        """Play the robot whenever it is its turn (spec 5.2)."""
        while st.phase == "play":
            order = st.order
            if order[(order.index(st.leader) + len(st.trick)) % 4] != ROBOT:
                return
            self._robot_plays(st, events)

    def _robot_plays(self, st: RoboState, events: list[Any]) -> None:
        hand = st.hands[ROBOT]
        held, trick = tuple(hand), st.trick
        seen = tuple(trick)
        card = robot_pick(PROGRAMS[st.program], held, seen, st.trump)[0]
        hand.remove(card)
        events.append((_robot_plays_event, card, st.round, st.trick_no, st.program,
                       trick[0][1][1] if trick else None, st.trump, held, seen))
        trick.append((ROBOT, card))
        if len(trick) == 4:
            self._finish_trick(st, events)

    @writes_records
    def play_randomly(self, st: RoboState, rng: random.Random, events: EventLog) -> None:
        """Play to the end with uniformly random moves, drawing from ``rng`` exactly as
        ``simulate.random_playout``'s loop over ``moves``/``perform`` would (same games, same
        events; a test compares both), for bulk runs: no call per human card, and events
        appended to an ``EventLog`` as records, built only when read."""
        raw = events.raw
        record = raw.append
        # rng.choice(seq) is seq[rng._randbelow(len(seq))]; for the standard generator that
        # draw is inlined below (getrandbits of n's bit length until below n)
        inline = draws_inline(rng)
        getrandbits, randbelow = rng.getrandbits, rng._randbelow  # type: ignore[attr-defined]
        pick, finish_trick = pick_by_suit, self._finish_trick
        while True:
            phase = st.phase
            if phase == "pass":
                for seat in st.passes.waiting():     # in the order the generic loop asks
                    hand = st.hands[seat]
                    pairs = _PAIRS[len(hand)]    # moves(): combinations(hand, 2), in that order
                    n = len(pairs)
                    if inline:
                        k = _BITS[n]
                        r = getrandbits(k)
                        while r >= n:
                            r = getrandbits(k)
                    else:
                        r = randbelow(n)
                    i, j = pairs[r]
                    self._choose_pass(st, seat, (hand[i], hand[j]), raw)
                continue
            if phase != "play":
                return
            # one round of tricks; the state is read anew after each (a round may end)
            order, hands, trump = st.order, st.hands, st.trump
            round_no, program = st.round, st.program
            robot, robot_hand = PROGRAMS[program], hands[ROBOT]
            robot_suits = hand_by_suit(robot_hand)   # the robot neither passes nor receives
            # each human's hand also per suit, in hand order: following reads a list
            by_suit: dict[str, dict[str, list[Card]]] = {}
            for seat in st.players:
                mine = by_suit[seat] = {"S": [], "H": [], "D": [], "C": []}
                for c in hands[seat]:
                    mine[c[1]].append(c)
            seats_from = {s: (*order[i:], *order[:i]) for i, s in enumerate(order)}
            while st.phase == "play" and st.round == round_no:
                trick = st.trick
                trick_no = st.trick_no
                seats = seats_from[st.leader]
                first = len(trick)
                mixed = 0                        # see _trick_plays
                held, robot_at = None, -1
                # the best play so far (RT-011), followed card by card: _finish_trick then
                # need not look for it (a trick already begun: asked once)
                if trick:
                    best, _, (top, top_suit) = _trick_winner(trick, trump)
                    led: str | None = trick[0][1][1]
                else:
                    best, top, top_suit, led = 0, 0, "", None
                for pos in range(first, 4):
                    seat = seats[pos]
                    if seat == ROBOT:            # as _robot_plays, with the round's locals
                        held, robot_at = tuple(robot_hand), pos
                        card = pick(robot, robot_suits, trick, trump)
                        robot_suits[card[1]].remove(card)
                        robot_hand.remove(card)
                    else:
                        hand, mine = hands[seat], by_suit[seat]
                        choices = hand if led is None else (mine[led] or hand)
                        n = len(choices)
                        if inline:
                            k = _BITS[n]
                            r = getrandbits(k)
                            while r >= n:
                                r = getrandbits(k)
                        else:
                            r = randbelow(n)
                        if choices is hand:
                            card = hand.pop(r)
                            mine[card[1]].remove(card)
                        else:
                            card = choices.pop(r)
                            hand.remove(card)
                            if n < len(hand) + 1:
                                mixed |= 1 << pos
                    trick.append((seat, card))
                    rank, suit = card
                    if led is None:
                        led, best, top, top_suit = suit, pos, rank, suit
                    elif (rank > top) if suit == top_suit else suit == trump:
                        best, top, top_suit = pos, rank, suit
                record((_TRICK_PLAYS, trick, first, mixed, held, round_no, trick_no, program,
                        trump))
                finish_trick(st, raw, robot_at, best)

    def trick_event(self, plays: list[tuple[str, Any]], trump: str, round_no: int = 1,
                    trick_no: int = 1) -> Event:
        """Who wins these plays and why (RT-011): usable on its own in a notebook cell,
        e.g. ``GAME.trick_event([("Robot", "AS"), ("Ben", "KS"), ("Chie", "2H")], "H")``.
        The winner is decided at once; the ordered explanation steps when asked."""
        return _trick_won([(s, Card.parse(c)) for s, c in plays], trump, round_no, trick_no)

    def _finish_trick(self, st: RoboState, events: list[Any], robot_at: int = -1,
                      best: int = -1) -> None:
        """Score the full trick (RT-011 … RT-018); ``robot_at``: the robot's place in it and
        ``best``: the winning play's (``_trick_winner``), if the caller knows them."""
        trick, trump = st.trick, st.trump
        round_no, trick_no = st.round, st.trick_no
        if best < 0:
            best, winner, win_card = _trick_winner(trick, trump)
        else:
            winner, win_card = trick[best]
        if robot_at < 0:
            robot_at = (st.order.index(ROBOT) - st.order.index(st.leader)) % 4
        robot_card = trick[robot_at][1]
        lost = trick.copy()              # the humans' plays, in order
        del lost[robot_at]
        if winner == ROBOT:
            minus = st.minus
            for seat, c in lost:
                minus[seat].append(c)
            st.aside.append(robot_card)
            n = delta = 0
            others: list[Card] = []
        else:
            mine = st.captured[winner]
            mine.append(robot_card)
            n = len(mine)
            delta = _POINTS[robot_card] if n <= HANGAR_BAYS else -_POINTS[robot_card]
            others = list(map(_second, lost))
            st.aside += others
        # a finished trick is never changed again (st.trick is replaced below): kept as is
        events.append((_TRICK_DONE, best, winner, win_card, trick, trump, round_no, trick_no,
                       robot_card, lost, n, delta, others))
        st.last_trick = trick
        st.last_winner = winner
        st.trick = []
        st.leader = winner
        if trick_no < st.tricks_per_round:
            st.trick_no += 1
            return
        self._finish_round(st, events)

    def _finish_round(self, st: RoboState, events: list[Any]) -> None:
        players, captured, minus, totals = st.players, st.captured, st.minus, st.totals
        scores = {p: round_score(captured[p], minus[p]) for p in players}
        st.round_scores.append(scores)
        for p in players:
            totals[p] += scores[p]
        events.append((_round_scored, st.round, players, dict(scores), dict(totals),
                       [(p, list(captured[p]), list(minus[p])) for p in players]))
        if st.round >= st.rounds:
            st.phase = "over"
            events.append((_game_over, st.round, players, dict(totals)))
            return
        # Rotate: the next human to the dealer's left deals; the robot follows (RT-021).
        new_dealer = st.left
        start_round(st, st.round + 1, new_dealer, {})
        events.extend(self._round_start_events(st))

    # -- what each seat may see (RT-037) ---------------------------------------------------
    def view(self, state: RoboState, seat: str | None) -> RoboState:
        v = state.clone()
        if seat is None:
            return v
        hidden = frozenset(p for p in state.players if p != seat)
        v.hidden = hidden
        v.hidden_sizes = {p: len(state.hands[p]) for p in hidden}
        for p in hidden:
            v.hands[p] = []
        v.burned = []
        v.passes.chosen = {s: c for s, c in state.passes.chosen.items() if s == seat}
        v.passed = {g: c for g, c in state.passed.items()
                    if g == seat or self.receiver(state, g) == seat}
        return v

    def receiver(self, st: RoboState, giver: str) -> str:
        return {st.dealer: st.left, st.left: st.right, st.right: st.dealer}[giver]

    def hidden_sizes(self, state: RoboState) -> dict[str, int]:
        return {s: state.hidden_sizes.get(s, len(h)) for s, h in state.hands.items()}

    def open_cards(self, state: RoboState) -> dict[str, list[Any]]:
        """The face-up trump indicator, out of the round but seen by everyone (RT-003, RT-037):
        a careful player counts it among the cards seen (the robot's hand is an open seat)."""
        return {"indicator": [state.indicator]} if state.indicator is not None else {}

    def handed_cards(self, state: RoboState, seat: str) -> dict[str, list[Any]]:
        """The two cards ``seat`` passed (RT-007), as long as their receiver still holds them."""
        if seat not in state.passed:
            return {}
        to = self.receiver(state, seat)
        held = [c for c in state.passed[seat] if c in state.hands.get(to, ())]
        return {to: held} if held else {}

    def sample_deal(self, state: RoboState, seat: str, rng: random.Random,
                    events: Sequence[Event] = ()) -> RoboState:
        """``state`` with the cards ``seat`` cannot see dealt again at random, consistent with
        what it has seen: the other humans' hand sizes, the cards it passed (still held by
        their receiver unless played), suits a player showed it lacks this round; the burned
        cards are among the unseen (for the Monte-Carlo hint, ``core/montecarlo.py``)."""
        from tricklab.core.montecarlo import deal_hidden, voids_from_events
        hidden = [p for p in state.players if p != seat]
        seen = set(state.hands[seat]) | set(state.hands.get(ROBOT, ()))
        seen |= {c for _, c in state.trick} | set(state.aside)
        seen |= {c for v in state.captured.values() for c in v} | {c for v in state.minus.values() for c in v}
        if state.indicator is not None:
            seen.add(state.indicator)
        pool = [c for c in full_deck() if c not in seen]
        fixed: dict[str, list[Card]] = {p: [] for p in hidden}
        if seat in state.passed:
            to = self.receiver(state, seat)
            fixed[to] = [c for c in state.passed[seat] if c in pool and to in fixed]
        voids = voids_from_events(events, reset_codes=("ROUND_START",))
        sizes = {p: len(state.hands[p]) for p in hidden}
        hands, left = deal_hidden(pool, sizes, fixed, voids, rng)
        out = state.clone()
        for p in hidden:
            out.hands[p] = hands[p]
        out.burned = left
        return out

    # -- facts and scores ------------------------------------------------------------------
    def totals(self, state: RoboState) -> dict[str, int]:
        return dict(state.totals)

    def round_roles(self, state: RoboState) -> RoundRoles:
        """The program the robot ran each round: the whole table's, not a seat's."""
        return RoundRoles("program", tuple({p: prog for p in state.players}
                                           for prog in state.programs_used), shared=True)

    def winners(self, state: RoboState) -> list[str]:
        if state.phase != "over":
            return []
        best = max(state.totals.values())
        return [p for p in state.players if state.totals[p] == best]

    def invariants(self, state: RoboState) -> list[str]:
        """The 52 cards are all somewhere, once; a round plays at most 12 tricks."""
        out = card_problems(state.all_cards(), full_deck())
        if not 1 <= state.trick_no <= state.tricks_per_round:
            out.append(f"trick {state.trick_no} of a {state.tricks_per_round}-trick round")
        return out

    def outcome(self, state: RoboState) -> Outcome | None:
        """The most points after the last round wins; equal totals share the win (RT-022/023)."""
        if state.phase != "over":
            return None
        winners = tuple(self.winners(state))
        return Outcome(winners, "WIN_POINTS", {"winners": list(winners),
                                               "points": state.totals[winners[0]]},
                       ("RT-022", "RT-023") if len(winners) > 1 else ("RT-022",))

    def rulings_appendix(self, lang: str = "en") -> str:
        """The program cards, printed after the rulings by ``tricklab rulings robotrick``."""
        from .programs import program_cards_text
        return program_cards_text(lang, self.catalogue.terms)

    def facts(self, state: RoboState) -> dict[str, Any]:
        cards = lambda cs: [str(c) for c in cs]  # noqa: E731
        return {
            "round": state.round, "phase": state.phase, "dealer": state.dealer,
            "order": list(state.order), "robot_left": state.left, "right": state.right,
            "trump": state.trump, "trump_indicator": str(state.indicator),
            "program": state.program, "programs_used": list(state.programs_used),
            "trick": state.trick_no, "leader": state.leader,
            "to_act": self.to_act(state),
            "robot_hand": cards(state.robot_hand),
            "hand_sizes": self.hidden_sizes(state),
            "hands": {s: cards(h) for s, h in state.hands.items()},
            "captured": {p: cards(v) for p, v in state.captured.items()},
            "minus": {p: cards(v) for p, v in state.minus.items()},
            "current_trick": [f"{s} {c}" for s, c in state.trick],
            "round_scores": [dict(r) for r in state.round_scores],
            "last_round_scores": dict(state.round_scores[-1]) if state.round_scores else {},
            "round_score_so_far": {p: round_score(state.captured[p], state.minus[p])
                                   for p in state.players},
            "totals": dict(state.totals),
            "winners": self.winners(state),
            "passed": {g: cards(c) for g, c in state.passed.items()},
        }


GAME = RoboTrick()
