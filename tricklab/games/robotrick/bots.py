"""RoboTrick bots: a rule-based player for passing and play, and the learner's hint.

Both use only what the seat may see (``match.view(seat)``, RT-037). The rule-based bot's
reasoning *is* the hint: it returns a ``Hint`` naming the card and a message code for why.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, HintBot, RandomBot
from tricklab.core.cards import Card

from .programs import PROGRAMS, beats, current_winner, robot_choice
from .scoring import HANGAR_BAYS, points
from .state import ROBOT, RoboState


def _cheapest(cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (points(c), c.rank))


def _robot_next(st: RoboState, card: Card, seat: str) -> Card | None:
    """The robot's card if it plays right after ``seat`` (its program is public and fixed)."""
    if st.next_seat(seat) != ROBOT or not st.hands.get(ROBOT):
        return None
    trick = [*st.trick, (seat, card)]
    return robot_choice(PROGRAMS[st.program], st.hands[ROBOT], trick, st.trump).card


def advise(match: Any, seat: str) -> Hint:
    """What a sensible player would do now, and why."""
    st: RoboState = match.view(seat)
    game = match.game
    hand = st.hands[seat]
    if st.phase == "pass":
        # Give away the two highest non-trump cards: they win tricks you may not want.
        plain = sorted((c for c in hand if c.suit != st.trump), key=lambda c: -c.rank) or \
            sorted(hand, key=lambda c: -c.rank)
        two = (plain + sorted(hand, key=lambda c: -c.rank))[:2]
        if two[0] == two[1]:
            two = sorted(hand, key=lambda c: -c.rank)[:2]
        two = sorted(two)                  # the order legal_actions lists a pair in
        return Hint(Action(seat, "pass", tuple(str(c) for c in two)), "HINT_PASS",
                    {"cards": two}, ("RT-007",))
    legal = game.legal_cards(st, seat)
    free = HANGAR_BAYS - len(st.captured[seat])
    if not st.trick:
        card = min(legal, key=lambda c: (c.suit == st.trump, c.rank))
        return Hint(Action(seat, "play", (str(card),)), "HINT_LEAD", {"card": card}, ())
    best = current_winner(st.trick, st.trump)
    led = st.trick[0][1].suit
    robot_card = next((c for s, c in st.trick if s == ROBOT), None)
    winners = [c for c in legal if beats(c, best, led, st.trump)]
    losers = [c for c in legal if c not in winners]
    if robot_card is None:
        # The robot has yet to play; if it plays right after us we know its card.
        for c in sorted(winners, key=lambda c: c.rank):
            rc = _robot_next(st, c, seat)
            if rc is not None and free > 0 and not beats(rc, c, led, st.trump):
                return Hint(Action(seat, "play", (str(c),)), "HINT_TAKE",
                            {"card": c, "robot_card": rc, "value": points(rc), "free": free}, ("RT-016",))
        card = _cheapest(legal)
        return Hint(Action(seat, "play", (str(card),)), "HINT_LOW", {"card": card}, ())
    robot_winning = best == robot_card
    if free > 0 and winners:
        card = min(winners, key=lambda c: (c.suit == st.trump and led != st.trump, c.rank))
        return Hint(Action(seat, "play", (str(card),)), "HINT_TAKE",
                    {"card": card, "robot_card": robot_card, "value": points(robot_card),
                     "free": free}, ("RT-012", "RT-016"))
    if free <= 0 and losers:
        card = max(losers, key=lambda c: c.rank) if not robot_winning else _cheapest(losers)
        return Hint(Action(seat, "play", (str(card),)), "HINT_DODGE_FULL",
                    {"card": card, "robot_card": robot_card}, ("RT-016", "RT-017"))
    card = _cheapest(legal)
    code = "HINT_ROBOT_WINNING" if robot_winning else "HINT_LOW"
    return Hint(Action(seat, "play", (str(card),)), code, {"card": card}, ("RT-013",) if robot_winning else ())


class RuleBot(HintBot):
    """Plays what ``advise`` suggests (spec RT-036 decision points: passes and plays)."""

    def __init__(self) -> None:
        super().__init__(advise)


BOTS = {"random": RandomBot, "rules": RuleBot}
