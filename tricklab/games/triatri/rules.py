"""The TriATri engine: start-player reveal, gem and suit choice, must-follow tricks with
doubling and the fake card's exchange, gem taking, immediate end checks, scoring.

Every decision emits an event naming the rulings (TA-xxx) it applied; the prose is in
``messages.yaml`` and ``rulings.yaml``. Actions::

    Ann reveal F5     start-player determination (secret until everyone has chosen)
    Ann gem fire      the leader names a gem colour = the trick's suit (fire/water/wood,
                      also red/blue/green)
    Ann F5            play a card (see cards.py for the notation)
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction
from tricklab.core.events import Event, EventKind, Step, signed
from tricklab.core.worded import Said, SeatCard
from tricklab.core.follow import follow_violation
from tricklab.core.game import Game, GameInfo, card_problems
from tricklab.core.observation import Outcome
from tricklab.core.secret import SecretChoices
from tricklab.core.setup import check_fields

from .cards import DECK_SPEC, ELEMENTS, HAND_SIZE, MAX_ROUNDS, TRICKS_PER_ROUND, TCard, deck, \
    in_deck, parse_colour, sort_hand
from .deal import SETUP_KEYS, setup_gems, start_round, valve_rng
from .scoring import final_score, ranking, special_victory
from .start import start_player
from .state import TriState
from .trick import element_of, legal_cards, play_card, trick_winner

# Words of the game mixed into the seed (Gizmos); TriATri has no such action (TA-001).
GIZMOS_WORDS = {"pick", "build", "file", "research", "energy", "gizmo", "convert"}


class TriATri(Game):
    info = GameInfo(
        name="triatri", title={"en": "TriATri", "ja": "トリアトリ"},
        package="tricklab.games.triatri",
        player_counts=(2, 3, 4), default_count=3,
        seat_names={2: ("Ann", "Bo"), 3: ("Ann", "Bo", "Cy"), 4: ("Ann", "Bo", "Cy", "Di")},
        bots=("random", "rules"), simultaneous=True,        # the start-player reveal
        decisions="TA-041",
        verbs=("reveal", "gem"), learner="Ann", options=())
    action_example = "Ann F5"

    # -- setup -----------------------------------------------------------------------------
    # careful-player inference hooks (core/inference.py): the gem names the suit to follow;
    # a fake may always be played
    def led_suit_of(self, state: Any) -> Any:
        return state.suit

    def follow_suit(self, card: Any) -> Any:
        return None if card.is_fake else card.element

    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[TriState, list[Event]]:
        players = [str(p) for p in players]
        players = self.info.check_players(players)
        check_fields(options, (), "options")         # TriATri has none
        setup = dict(setup or {})
        check_fields(setup, SETUP_KEYS)
        st = TriState(players=players, seed=seed)
        setup_gems(st, setup)
        start_round(st, int(setup.get("round", 1)), setup)
        return st, self._round_start_events(st)

    def _round_start_events(self, st: TriState) -> list[Event]:
        n = len(st.players)
        top, fakes = DECK_SPEC[n]
        rulings = ("TA-002", "TA-003", "TA-043") + (("TA-036",) if st.round > 1 else ())
        out = [Event(EventKind.SETUP, "ROUND_START", None, rulings,
                     {"round": st.round, "players": list(st.players), "n": n, "top": top,
                      "fakes": fakes, "deck_size": len(deck(n)), "hand_size": HAND_SIZE,
                      "leftover": len(st.leftover)})]
        if st.phase == "reveal":
            out.append(Event(EventKind.RULE, "REVEAL_PHASE", None, ("TA-004", "TA-041"),
                             {"round": st.round}))
        elif st.phase == "gem":
            out.append(self._gem_prompt(st))
        return out

    def _gem_prompt(self, st: TriState) -> Event:
        rulings = ("TA-012", "TA-041") if st.trick_no == 1 else ("TA-032", "TA-012", "TA-041")
        return Event(EventKind.RULE, "NAME_GEM", st.leader, rulings,
                     {"round": st.round, "trick": st.trick_no, "seat": st.leader,
                      "colours": self.gem_choices(st)})

    # -- whose turn, what is legal ---------------------------------------------------------
    def to_act(self, state: TriState) -> list[str]:
        if state.phase == "reveal":
            return state.reveals.waiting()
        if state.phase == "gem":
            return [state.leader]  # type: ignore[list-item]
        if state.phase == "play":
            return [state.to_play()]
        return []

    def is_over(self, state: TriState) -> bool:
        return state.phase == "over"

    def gem_choices(self, state: TriState) -> list[str]:
        return [e for e in ELEMENTS if state.supply[e] > 0]

    def legal_cards(self, state: TriState, seat: str) -> list[TCard]:
        if state.phase == "reveal":
            return list(state.hands[seat])
        if state.phase == "play":
            return legal_cards(state.hands[seat], state.suit)
        return []

    def legal_actions(self, state: TriState, seat: str | None = None) -> list[Action]:
        waiting = self.to_act(state)
        seat = seat or (waiting[0] if waiting else None)
        if seat is None or seat not in waiting:
            return []
        if state.phase == "reveal":
            return [Action(seat, "reveal", (str(c),)) for c in state.hands[seat]]
        if state.phase == "gem":
            return [Action(seat, "gem", (e,)) for e in self.gem_choices(state)]
        return [Action(seat, "play", (str(c),)) for c in self.legal_cards(state, seat)]

    def parse_card(self, text: Any) -> TCard:
        return TCard.parse(text)

    # -- checking --------------------------------------------------------------------------
    def _check(self, state: TriState, action: Action) -> Any:
        words = [action.kind, *action.args[:1]]
        if any(str(w).lower() in GIZMOS_WORDS for w in words):
            raise IllegalAction(f"'{' '.join(action.args)}' is not a TriATri action: energy, "
                                f"gizmos, pick/build/file/research belong to another game mixed "
                                f"into the seed", code="NOT_TRIATRI", ruling="TA-001",
                                text=" ".join(action.args))
        self.check_actor(state, action)
        seat = action.seat
        kind = state.phase                     # the one verb this phase accepts
        if action.kind != kind:
            text, rid = self._expected(state, seat)
            raise IllegalAction(f"{seat} cannot '{action.kind}' now: {text}", code="WRONG_ACTION",
                                ruling=rid, seat=seat, kind=action.kind, expected=text,
                                phase=state.phase)
        if len(action.args) != 1:
            raise IllegalAction(f"give exactly one {'colour' if kind == 'gem' else 'card'}",
                                code="ONE_ARGUMENT", seat=seat, kind=kind)
        if kind == "gem":
            colour = parse_colour(action.args[0])
            if colour is None:
                raise IllegalAction(f"'{action.args[0]}' is not a gem colour: fire (red), water "
                                    f"(blue) or wood (green)", code="BAD_COLOUR", ruling="TA-012",
                                    text=action.args[0])
            if state.supply[colour] == 0:
                raise IllegalAction(f"no {colour} gem is left in the supply",
                                    code="GEM_EMPTY", ruling="TA-035", colour=colour,
                                    colours=self.gem_choices(state))
            return colour
        card = TCard.parse(action.args[0])
        n = len(state.players)
        if not in_deck(card, n):
            raise IllegalAction(f"{card} is not in the {n}-player deck", code="NOT_IN_DECK",
                                ruling="TA-002", card=card, players=n)
        hand = state.hands[seat]
        if card not in hand:
            # say where the card is when that explains the refusal; never repeat the headline
            where = (" (it is one of the face-down leftovers)" if card in state.leftover else
                     " (it was spent on the start-player determination)" if card in state.spent else "")
            hand_rid = "TA-003" if card in state.leftover else "TA-011" if card in state.spent else None
            raise IllegalAction(f"{card} is not in {seat}'s hand{where}", code="NOT_IN_HAND",
                                ruling=hand_rid, card=card, seat=seat)
        if kind == "play":
            ruling = "TA-013" if not state.slots else "TA-014"
            bad = follow_violation(hand, card, state.suit, suit_of=element_of,
                                   exempt=lambda c: c.is_fake, ruling=ruling)
            if bad is not None:
                held = " ".join(c.label for c in bad.params["held"])
                raise IllegalAction(f"must follow {state.suit}: {seat} holds {held} "
                                    f"(or may play a fake card)", code="MUST_FOLLOW",
                                    ruling=ruling, **bad.params)
        return card

    def _expected(self, state: TriState, seat: str) -> tuple[str, str]:
        """What ``seat`` should do in this phase, as an example action, and the ruling."""
        if state.phase == "reveal":
            return (f"reveal a card for the start player, e.g. '{seat} reveal "
                    f"{state.hands[seat][0]}'", "TA-004")
        if state.phase == "gem":
            return f"name a gem colour, e.g. '{seat} gem {self.gem_choices(state)[0]}'", "TA-012"
        return f"play a card, e.g. '{seat} {self.legal_cards(state, seat)[0]}'", "TA-041"

    # -- applying --------------------------------------------------------------------------
    def apply(self, state: TriState, action: Action) -> list[Event]:
        arg = self._check(state, action)
        events: list[Event] = []
        if state.phase == "reveal":
            self._reveal(state, action.seat, arg, events)
        elif state.phase == "gem":
            self._name_gem(state, action.seat, arg, events)
        else:
            self._play(state, action.seat, arg, events)
        return events

    def _reveal(self, st: TriState, seat: str, card: TCard, events: list[Event]) -> None:
        done = st.reveals.choose(seat, card)
        events.append(Event(EventKind.ACTION, "REVEAL_CHOSEN", seat, ("TA-004", "TA-043"),
                            {"round": st.round, "trick": 0, "card": card, "auto": False},
                            visible_to=frozenset({seat})))
        if not done:
            return
        cards = dict(st.reveals.chosen)
        st.last_reveal = cards
        outcome = start_player(cards, st.players)
        steps = list(outcome.steps)
        winner = outcome.start
        # (the cards copied: ``cards`` is the state's ``last_reveal`` too, not the event's)
        params = {"round": st.round, "attempt": st.redos + 1, "cards": dict(cards),
                  "shown": [SeatCard(s, cards[s]) for s in st.players]}
        if winner is None and st.redos < 2:
            st.redos += 1
            st.reveals = SecretChoices(st.players)
            steps.append(Step("START_CARDS_BACK", (outcome.redo_ruling or "TA-007",), {}))
            events.append(Event(EventKind.RULE, "START_REDO", None, (outcome.redo_ruling or "TA-007",),
                                params, steps=tuple(steps)))
            return
        if winner is None:                 # third redo case in this round: the valve (TA-010)
            winner = valve_rng(st.seed, st.round).choice(list(outcome.tied))
            steps.append(Step("START_RANDOM", ("TA-010",),
                              {"seat": winner, "tied": list(outcome.tied),
                               "attempt": st.redos + 1}))
        st.hands = {s: [c for c in st.hands[s] if c != cards[s]] for s in st.players}
        st.spent = st.spent + [cards[s] for s in st.players]
        steps.append(Step("START_CARDS_SPENT", ("TA-011",), {"cards": [cards[s] for s in st.players]}))
        st.start_player = winner
        st.leader = winner
        st.reveals = SecretChoices(st.players)
        st.phase = "gem"
        events.append(Event(EventKind.RULE, "START_PLAYER", winner, ("TA-011",),
                            {**params, "winner": winner}, steps=tuple(steps)))
        events.append(self._gem_prompt(st))

    def _name_gem(self, st: TriState, seat: str, colour: str, events: list[Event]) -> None:
        st.suit = colour
        st.phase = "play"
        # which cards of the suit the leader holds is its secret (TA-043): the step says only
        # that the rule binds it
        steps = [Step("LEADER_BOUND", ("TA-013",), {"seat": seat, "suit": colour})]
        if st.supply[colour] == 1:
            steps.append(Step("LAST_GEM", ("TA-034", "TA-035"), {"colour": colour}))
        events.append(Event(EventKind.ACTION, "GEM_NAMED", seat, ("TA-012",),
                            {"round": st.round, "trick": st.trick_no, "colour": colour,
                             "choice": colour, "auto": False,
                             "supply": st.supply[colour]}, steps=tuple(steps)))

    def _play(self, st: TriState, seat: str, card: TCard, events: list[Event]) -> None:
        hand = st.hands[seat]
        position = len(st.slots) + 1
        steps: list[Step] = []
        holds_suit = any(c.element == st.suit for c in hand)
        follow_rid = "TA-013" if position == 1 else "TA-014"
        if card.is_fake:
            if holds_suit:
                steps.append(Step("FAKE_ALWAYS_LEGAL", ("TA-029",), {"seat": seat, "card": card,
                                                                       "suit": st.suit}))
        elif card.element == st.suit:
            steps.append(Step("FOLLOWS", (follow_rid,), {"card": card, "suit": st.suit}))
        else:
            steps.append(Step("VOID_ANY", (follow_rid,), {"card": card, "suit": st.suit}))
        st.hands = {**st.hands, seat: [c for c in hand if c != card]}
        st.slots, extra = play_card(st.slots, seat, card)
        mine = st.slots[-1]
        steps += extra
        steps.append(mine.why)
        swapped = mine.card != card
        events.append(Event(EventKind.ACTION, "PLAYS_SWAP" if swapped else "PLAYS", seat, (),
                            {"round": st.round, "trick": st.trick_no, "card": card,
                             "auto": False, "suit": st.suit,
                             "position": position, "printed": card.printed,
                             "slot_card": mine.card, "value": mine.value,
                             "values": {s.seat: s.value for s in st.slots},
                             "slots": [str(s) for s in st.slots]},
                            steps=tuple(steps)))
        if len(st.slots) == len(st.players):
            self._finish_trick(st, events)

    def _finish_trick(self, st: TriState, events: list[Event]) -> None:
        win = trick_winner(st.slots)
        slot = st.slots[win.index]
        winner, colour = slot.seat, st.suit
        assert colour is not None
        steps = tuple(s.why for s in st.slots) + (win.step,)
        events.append(Event(EventKind.TRICK_WON, "TRICK_WON", winner, (),
                            {"round": st.round, "trick": st.trick_no, "winner": winner,
                             "card": slot.card, "value": slot.value, "suit": colour,
                             "cards": [s.card for s in st.slots],
                             "slots": [str(s) for s in st.slots],
                             "values": {s.seat: s.value for s in st.slots}}, steps=steps))
        st.supply = {**st.supply, colour: st.supply[colour] - 1}
        st.gems = {**st.gems, winner: {**st.gems[winner], colour: st.gems[winner][colour] + 1}}
        events.append(Event(EventKind.RULE, "GEM_TAKEN", winner, ("TA-031",),
                            {"round": st.round, "trick": st.trick_no, "winner": winner,
                             "colour": colour, "gems": dict(st.gems[winner]),
                             "supply": dict(st.supply)}))
        st.played = st.played + [s.card for s in st.slots]
        st.last_slots = list(st.slots)
        st.last_winner = winner
        st.slots = []
        st.suit = None
        st.leader = winner
        if special_victory(st.gems[winner]):
            st.phase = "over"
            st.winners = [winner]
            st.end_reason = "special"
            events.append(Event(EventKind.GAME_OVER, "SPECIAL_VICTORY", winner, ("TA-033",),
                                {"winner": winner, "winners": [winner], "round": st.round,
                                 "trick": st.trick_no, "gems": dict(st.gems[winner])},
                                steps=(Step("SPECIAL_VICTORY_WHY", ("TA-033",),
                                            {"winner": winner}),)))
            return
        empty = [e for e in ELEMENTS if st.supply[e] == 0]
        if empty:
            st.end_reason = "exhausted"
            events.append(Event(EventKind.RULE, "COLOUR_EXHAUSTED", None, ("TA-034",),
                                {"colour": empty[0], "round": st.round, "trick": st.trick_no}))
            self._score(st, events)
            return
        if st.trick_no < TRICKS_PER_ROUND:
            st.trick_no += 1
            st.phase = "gem"
            events.append(self._gem_prompt(st))
            return
        if st.round >= MAX_ROUNDS:
            st.end_reason = "rounds"
            self._score(st, events)
            return
        start_round(st, st.round + 1, {})
        events.extend(self._round_start_events(st))

    def _score(self, st: TriState, events: list[Event]) -> None:
        steps = []
        normal = st.end_reason == "rounds"
        st.scores = {}
        for p in st.players:
            line = final_score(st.gems[p], st.supply)
            st.scores[p] = line.score        # a fresh dict: never shared with an earlier state
            rid = ["TA-037"]
            if line.left and line.left_each == 0:
                rid.append("TA-039")
            elif line.left and line.left_each > 1:
                rid.append("TA-038")
            if normal:
                rid.append("TA-042")
            # only the parts a player has: "0 sets × +1, 0 pairs × −2" said nothing
            parts = [Said(code, ((key, n),)) for code, key, n in
                     (("SCORE_SETS", "sets", line.sets), ("SCORE_PAIRS", "pairs", line.pairs)) if n]
            if line.left:
                parts.append(Said("SCORE_LEFT", (("left", line.left), ("colour", line.left_colour),
                                                 ("each", line.left_each))))
            steps.append(Step("SCORE_LINE", tuple(rid),
                              {"seat": p, "red": st.gems[p]["fire"], "blue": st.gems[p]["water"],
                               "green": st.gems[p]["wood"], "sets": line.sets,
                               "pairs": line.pairs, "left": line.left,
                               "left_colour": line.left_colour or "-", "each": line.left_each,
                               "score": line.score, "parts": parts, "gems": st.gem_total(p)}))
        events.append(Event(EventKind.ROUND_SCORED, "FINAL_SCORES", None, ("TA-037",),
                            {"scores": dict(st.scores), "supply": dict(st.supply),
                             "round": st.round, "trick": st.trick_no,
                             "scores_text": signed(st.scores, st.players)},
                            steps=tuple(steps)))
        totals = {p: st.gem_total(p) for p in st.players}
        winners, tie_break = ranking(st.scores, totals, st.players)
        st.winners = winners
        st.phase = "over"
        over_rid: tuple[str, ...]
        if len(winners) > 1:
            code, over_rid = "GAME_OVER_SHARED", ("TA-040",)
        else:
            code, over_rid = "GAME_OVER", (("TA-040",) if tie_break else ())
        best = max(st.scores.values())
        tied = [p for p in st.players if st.scores[p] == best]
        why = (Step("TIE_BROKEN_BY_GEMS" if len(winners) == 1 else "TIE_SHARED", ("TA-040",),
                    {"tied": tied, "points": best, "winners": winners,
                     "gems": {p: totals[p] for p in tied}}),) if tie_break else ()
        events.append(Event(EventKind.GAME_OVER, code, None, over_rid,
                            {"winners": winners, "scores": dict(st.scores),
                             "gem_totals": totals, "round": st.round, "tie_break": tie_break,
                             "reason": st.end_reason}, steps=why))

    # -- what each seat may see (TA-043) ---------------------------------------------------
    def view(self, state: TriState, seat: str | None) -> TriState:
        v = state.deep_copy()
        v.hand_counts = self.hidden_sizes(state)
        if seat is None:
            return v
        v.hidden = frozenset(p for p in state.players if p != seat)
        v.hands = {p: ([] if p in v.hidden else h) for p, h in v.hands.items()}
        v.leftover = []
        v.reveals.chosen = state.reveals.visible_to(seat)   # type: ignore[assignment]  # None hides a card: who chose is public, not what
        return v

    def hidden_sizes(self, state: TriState) -> dict[str, int]:
        if state.hand_counts and state.hidden:
            return dict(state.hand_counts)
        return {s: len(h) for s, h in state.hands.items()}

    # -- facts and scores ------------------------------------------------------------------
    def totals(self, state: TriState) -> dict[str, int]:
        """Final scores once scored; before that (and after a special victory, which is not
        scored) the scores the gems would give now."""
        if state.scores:
            return dict(state.scores)
        return self.provisional(state)

    def invariants(self, state: TriState) -> list[str]:
        """The deck of this table size is all somewhere, once (TA-002)."""
        return card_problems(state.all_cards(), deck(len(state.players)))

    def outcome(self, state: TriState) -> Outcome | None:
        """A special victory (TA-033) or the best score, gems breaking ties (TA-040)."""
        if state.phase != "over":
            return None
        if state.end_reason == "special":
            return Outcome(tuple(state.winners), "WIN_SPECIAL", {"winners": list(state.winners)},
                           ("TA-033",))
        return Outcome(tuple(state.winners), "WIN_POINTS",
                       {"winners": list(state.winners), "points": max(state.scores.values())},
                       ("TA-040",) if len(state.winners) > 1 else ("TA-037",))

    def provisional(self, state: TriState) -> dict[str, int]:
        return {p: final_score(state.gems[p], state.supply).score for p in state.players}

    def facts(self, state: TriState) -> dict[str, Any]:
        cards = lambda cs: [str(c) for c in cs]  # noqa: E731
        waiting = self.to_act(state)
        return {
            "players": list(state.players), "round": state.round, "phase": state.phase,
            "trick": state.trick_no, "leader": state.leader, "start_player": state.start_player,
            "suit": state.suit, "to_act": waiting,
            "legal": cards(sort_hand(self.legal_cards(state, waiting[0]))) if waiting else [],
            "legal_actions": [str(a) for a in self.legal_actions(state)],
            "hands": {s: cards(sort_hand(h)) for s, h in state.hands.items()},
            "hand_sizes": self.hidden_sizes(state),
            "deck_size": len(deck(len(state.players))),
            "deck": cards(deck(len(state.players))),
            "leftover": cards(sort_hand(state.leftover)),
            "leftover_count": len(deck(len(state.players))) - HAND_SIZE * len(state.players),
            "spent": cards(state.spent), "redos": state.redos,
            "chosen": [s for s in state.players if s in state.reveals.chosen],
            "last_reveal": {s: str(c) for s, c in state.last_reveal.items()},
            "current_trick": [str(s) for s in state.slots],
            "trick_values": {s.seat: s.value for s in state.slots},
            "last_trick": [str(s) for s in state.last_slots],
            "last_values": {s.seat: s.value for s in state.last_slots},
            "last_cards": {s.seat: str(s.card) for s in state.last_slots},
            "last_winner": state.last_winner,
            "supply": dict(state.supply),
            "gems": {p: dict(g) for p, g in state.gems.items()},
            "gem_totals": {p: state.gem_total(p) for p in state.players},
            "scores": dict(state.scores), "provisional_scores": self.provisional(state),
            "winners": list(state.winners), "end_reason": state.end_reason,
        }


GAME = TriATri()
