"""Basic tricks: the whole engine (state, deal, play, trick, score) against the core contract.

Actions are ``"Ann 7S"``: the seat, then a card of the standard deck (``core/cards.py``).
Every rule the engine applies names its ruling (BT-xxx, ``rulings.yaml``); the words are in
``messages.yaml``, so the engine itself writes no prose.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tricklab.core.display import TableState
from tricklab.core.actions import Action
from tricklab.core.cards import SUITS, Card, full_deck, sort_for_display
from tricklab.core.errors import IllegalAction, SetupError
from tricklab.core.events import Event, EventKind, Step
from tricklab.core.follow import follow_violation, legal_follow
from tricklab.core.game import Game, GameInfo, OptionPreset, StandardDeckInference
from tricklab.core.rulings import Place
from tricklab.core.setup import CardLedger, check_fields, seat_mapping
from tricklab.core.trick import decide_trick

TRUMPS = ("none", "random", *SUITS)


@dataclass
class BasicState(TableState):
    players: list[str]                      # in play order; the first seat leads trick 1
    trump: str | None                       # a suit letter, or None: no trump
    hands: dict[str, list[Card]]
    aside: list[Card] = field(default_factory=list)      # cards not dealt (face down)
    leader: str = ""
    trick: list[tuple[str, Card]] = field(default_factory=list)
    trick_no: int = 1
    tricks: dict[str, int] = field(default_factory=dict)  # tricks won per seat
    won: dict[str, list[Card]] = field(default_factory=dict)
    last_trick: list[tuple[str, Card]] = field(default_factory=list)
    over: bool = False
    counts: dict[str, int] = field(default_factory=dict)  # hand sizes, kept when a view blanks hands

    @property
    def seats(self) -> list[str]:
        return list(self.players)

    def clone(self) -> "BasicState":
        return BasicState(list(self.players), self.trump, {s: list(h) for s, h in self.hands.items()},
                          list(self.aside), self.leader, list(self.trick), self.trick_no,
                          dict(self.tricks), {s: list(c) for s, c in self.won.items()},
                          list(self.last_trick), self.over, dict(self.counts))

    def led_suit(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None


class BasicTricks(StandardDeckInference, Game):
    action_example = "Ann 7S"      # a seat of this table (the default "Ben 3S" named none)
    info = GameInfo(
        name="basic", title={"en": "Basic tricks", "ja": "はじめてのトリック"},
        package="tricklab.games.basic", player_counts=(3, 4), default_count=4,
        seat_names={3: ("Ann", "Bo", "Cy"), 4: ("Ann", "Bo", "Cy", "Di")},
        presets={"notrump": OptionPreset({"en": "No trump", "ja": "切り札なし"}, {"trump": "none"}),
                 "trump": OptionPreset({"en": "With a trump suit", "ja": "切り札あり"},
                                       {"trump": "random"})},
        presets_name={"en": "Trump", "ja": "切り札"},
        learner="Ann", tutorial="01_what_is_a_trick.ipynb", options=("trump", "hand_size"))

    # -- setup -----------------------------------------------------------------------------
    # careful-player inference hooks (core/inference.py)
    def led_suit_of(self, state: Any) -> Any:
        return state.led_suit()

    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[BasicState, list[Event]]:
        players = [str(p) for p in players]
        players = self.info.check_players(players)
        check_fields(options, ("trump", "hand_size"), "options")
        check_fields(setup, ("hands", "trump", "leader"))
        rng = random.Random(seed)
        trump = setup.get("trump", options.get("trump", "none"))
        if trump not in TRUMPS:
            raise SetupError(f"trump must be one of {', '.join(TRUMPS)}, not {trump!r}",
                             code="SETUP_TRUMP", trump=trump)
        if trump == "random":
            trump = rng.choice(SUITS)
        size = options.get("hand_size", 13)
        if not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= 52 // len(players):
            raise SetupError(f"hand_size must be a whole number from 1 to {52 // len(players)}",
                             code="SETUP_HAND_SIZE", most=52 // len(players))
        ledger = CardLedger(Card.parse)
        fixed = {s: ledger.take(h, Place.hand(s))
                 for s, h in seat_mapping(setup.get("hands"), "hands", players).items()}
        deck = ledger.rest(full_deck())
        rng.shuffle(deck)
        hands = {}
        for s in players:                   # BT-002: every hand gets the same number of cards
            hands[s] = fixed.get(s) or [deck.pop() for _ in range(size)]
        if len({len(h) for h in hands.values()}) != 1:
            raise SetupError("every hand must hold the same number of cards",
                             code="SETUP_HAND_SIZES", sizes={s: len(h) for s, h in hands.items()})
        leader = setup.get("leader", players[0])
        if leader not in players:
            raise SetupError(f"leader: no seat called '{leader}'", code="SETUP_BAD_SEAT", seat=leader)
        st = BasicState(players, None if trump == "none" else trump, hands, deck, leader,
                        tricks={s: 0 for s in players}, won={s: [] for s in players})
        return st, [Event(EventKind.SETUP, "BT_DEAL", None, ("BT-001", "BT-002", "BT-003"),
                          {"n": len(hands[players[0]]), "leader": leader,
                           "trump": st.trump or "none"})]

    # -- what may be done ------------------------------------------------------------------
    def to_act(self, state: BasicState) -> list[str]:
        if state.over:
            return []
        order = state.players
        i = (order.index(state.leader) + len(state.trick)) % len(order)
        return [order[i]]

    def is_over(self, state: BasicState) -> bool:
        return state.over

    def legal_cards(self, state: BasicState, seat: str) -> list[Card]:
        if seat not in self.to_act(state):
            return []
        return legal_follow(state.hands[seat], state.led_suit())

    def legal_actions(self, state: BasicState, seat: str | None = None) -> list[Action]:
        seat = seat or (self.to_act(state) or [""])[0]
        return [Action(seat, "play", (str(c),)) for c in self.legal_cards(state, seat)]

    def parse_card(self, text: Any) -> Card:
        return Card.parse(text)

    # -- playing ---------------------------------------------------------------------------
    def apply(self, state: BasicState, action: Action) -> list[Event]:
        self.check_actor(state, action)
        if action.kind != "play" or len(action.args) != 1:
            raise IllegalAction(f"{action.seat} plays one card, e.g. '{action.seat} 7S'",
                                code="WRONG_ACTION", seat=action.seat, expected="play one card")
        card = Card.parse(action.args[0])
        hand = state.hands[action.seat]
        if card not in hand:
            raise IllegalAction(f"{card} is not in {action.seat}'s hand", code="NOT_IN_HAND",
                                card=card, seat=action.seat)
        why = follow_violation(hand, card, state.led_suit(), ruling="BT-004")
        if why is not None:
            raise IllegalAction(f"you must follow {why.params['suit']}: you hold "
                                f"{', '.join(map(str, why.params['held']))}", code="MUST_FOLLOW",
                                ruling="BT-004", **why.params)
        # checked: from here on the state changes
        hand.remove(card)
        rulings = ("BT-005",) if state.trick and card.suit != state.led_suit() else ()
        state.trick.append((action.seat, card))
        # the trick number lets the step-through and the history place the play
        events = [Event(EventKind.ACTION, "BT_PLAYS", action.seat, rulings,
                        {"card": card, "trick": state.trick_no})]
        if len(state.trick) == len(state.players):
            events += self._finish_trick(state)
        return events

    def sample_deal(self, state: BasicState, seat: str, rng: random.Random,
                    events: Any = ()) -> BasicState:
        """``state`` with the cards ``seat`` cannot see dealt again at random: the others'
        hand sizes kept, no card of a suit a seat showed it lacks (for the Monte-Carlo hint,
        ``core/montecarlo.py``); cards left undealt stay aside."""
        from tricklab.core.montecarlo import deal_hidden, voids_from_events
        hidden = [p for p in state.players if p != seat]
        seen = set(state.hands[seat]) | {c for _, c in state.trick}
        seen |= {c for v in state.won.values() for c in v}
        pool = [c for c in full_deck() if c not in seen]
        hands, left = deal_hidden(pool, {p: len(state.hands[p]) for p in hidden}, {},
                                  voids_from_events(events), rng)
        out = state.clone()
        for p in hidden:
            out.hands[p] = hands[p]
        out.aside = left
        return out

    def strength_of(self, state: BasicState) -> Any:
        led = state.led_suit()

        def strength(_: int, card: Card) -> tuple[tuple[int, int], Step]:
            if card.suit == state.trump:
                return (2, card.rank), Step("BT_TRUMP", ("BT-006",), {"card": card})
            if card.suit == led:
                return (1, card.rank), Step("BT_LED", ("BT-007",), {"card": card, "suit": led})
            return (0, 0), Step("BT_OFF", ("BT-008",), {"card": card})
        return strength

    def _finish_trick(self, state: BasicState) -> list[Event]:
        plays = state.trick
        out = decide_trick(plays, self.strength_of(state))
        winner, card = plays[out.winner]
        off = [c for _, c in plays if c.suit not in (state.led_suit(), state.trump)]
        steps = out.steps + ((Step("BT_OFF" if len(off) == 1 else "BT_OFF_SEVERAL", ("BT-008",),
                                   {"card": off}),) if off else ())
        state.tricks[winner] += 1
        state.won[winner] += [c for _, c in plays]
        state.last_trick, state.trick = list(plays), []
        events = [Event(EventKind.TRICK_WON, "BT_TRICK_WON", winner, ("BT-009",),
                        {"winner": winner, "card": card, "trick": state.trick_no,
                         "cards": [c for _, c in plays]}, steps)]
        state.trick_no += 1
        state.leader = winner
        if not any(state.hands.values()):
            state.over = True
            best = max(state.tricks.values())
            winners = [s for s in state.players if state.tricks[s] == best]
            events.append(Event(EventKind.ROUND_SCORED, "BT_SCORED", None, ("BT-010",),
                                {"scores": dict(state.tricks), "totals": dict(state.tricks)}))
            events.append(Event(EventKind.GAME_OVER,
                                "BT_GAME_OVER" if len(winners) == 1 else "BT_GAME_OVER_SHARED",
                                None, ("BT-010",), {"winners": winners, "tricks": best}))
        return events

    # -- what each seat may see, and facts -------------------------------------------------
    def view(self, state: BasicState, seat: str | None) -> BasicState:
        v = state.clone()
        v.aside = []
        v.counts = {s: len(h) for s, h in state.hands.items()}
        if seat is not None:
            v.hands = {s: (h if s == seat else []) for s, h in v.hands.items()}
        return v

    def hidden_sizes(self, state: BasicState) -> dict[str, int]:
        return dict(state.counts) if state.counts else {s: len(h) for s, h in state.hands.items()}

    def totals(self, state: BasicState) -> dict[str, int]:
        return dict(state.tricks)

    def invariants(self, state: BasicState) -> list[str]:
        held = [c for h in state.hands.values() for c in h] + [c for _, c in state.trick]
        every = held + [c for w in state.won.values() for c in w] + state.aside
        problems = [] if sorted(every) == sorted(full_deck()) else ["cards not conserved"]
        if sum(state.tricks.values()) != state.trick_no - 1:
            problems.append("tricks won do not add up to tricks played")
        return problems

    def facts(self, state: BasicState) -> dict[str, Any]:
        return {"trump": state.trump or "none", "leader": state.leader, "trick": state.trick_no,
                "to_act": self.to_act(state), "tricks": dict(state.tricks),
                "hands": {s: [str(c) for c in sort_for_display(h)] for s, h in state.hands.items()},
                "current_trick": [f"{s} {c}" for s, c in state.trick],
                "totals": self.totals(state), "over": state.over}


GAME = BasicTricks()
