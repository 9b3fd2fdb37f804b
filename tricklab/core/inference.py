"""What a careful player knows: public inferences from the plays a seat has seen.

Four kinds, each with the event that revealed it (a pass: none):

- ``void``: a seat played a card of another suit while it had to follow the led suit, so it
  holds no card of that suit (a special card, or a play under an exemption, reveals nothing);
- ``trump``: a trump was played (the trumps still out are the trumps not yet seen);
- ``held``: a card the seat handed to another seat (a pass) that the receiver still holds;
- ``unseen``: per suit, how many cards the seat has not seen yet (played, in its own hand,
  face up or handed over and still held), when the game's deck is fixed.

Game-agnostic: the game answers through its hooks (``Game.led_suit_of``, ``follow_suit``,
``trump_of``, ``suit_sizes``, ``follow_exempt_steps``, ``open_cards``, ``handed_cards``); a
game that does not answer gets no inference, never a wrong one. Only what ``seat`` may see
is used (``Event.seen_by``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .events import EventKind


@dataclass(frozen=True)
class Inference:
    kind: str                       # void | trump | held | unseen
    seat: str | None = None         # whose void / whose trump / who holds the card
    suit: Any = None
    event: int = -1                 # index in match.events of the event that revealed it
    card: Any = None
    count: int = 0                  # unseen: how many cards of the suit are still unseen


@dataclass
class Knowledge:
    voids: list[Inference] = field(default_factory=list)
    trumps: list[Inference] = field(default_factory=list)
    held: list[Inference] = field(default_factory=list)
    unseen: list[Inference] = field(default_factory=list)
    trump: Any = None

    def void_suits(self, seat: str) -> set[Any]:
        return {i.suit for i in self.voids if i.seat == seat}

    def all(self) -> list[Inference]:
        return [*self.voids, *self.trumps, *self.held, *self.unseen]


def infer(match: Any, seat: str | None) -> Knowledge:
    """What ``seat`` (None: the teacher) can infer from the public plays of ``match``."""
    game = match.game
    out = Knowledge(trump=game.trump_of(match.state))
    index = -1
    played: dict[Any, list[Any]] = {}
    voids: set[tuple[str, Any]] = set()
    index += len(match.events_of(-1))
    for k in range(len(match.actions)):
        before = match.at(k)
        for ev in match.events_of(k):
            index += 1
            if ev.seen_by(seat) is None:
                continue
            if ev.kind == EventKind.SETUP:     # a new deal: what was known is known no more
                played, voids = {}, set()
                out.voids, out.trumps = [], []
            card = ev.params.get("card")
            act = ev.params.get("action")
            is_play = card is not None and hasattr(card, "label") and (
                ev.kind == EventKind.AUTO or (ev.kind == EventKind.ACTION and isinstance(act, Action)
                                             and act.kind == "play"))
            if not is_play:
                continue
            suit = game.follow_suit(card)
            if suit is not None:
                played.setdefault(suit, []).append(card)
            trump = game.trump_of(before)
            if trump is not None and suit == trump:
                out.trumps.append(Inference("trump", ev.seat, suit, index, card))
            if ev.kind != EventKind.ACTION or ev.seat is None:
                continue             # an automatic seat's hand is the engine's (often open)
            led = game.led_suit_of(before)
            exempt = any(s.code in game.follow_exempt_steps for s in ev.steps)
            if led is None or suit is None or suit == led or exempt or (ev.seat, led) in voids:
                continue
            voids.add((ev.seat, led))
            out.voids.append(Inference("void", ev.seat, led, index, card))
    handed = game.handed_cards(match.state, seat) if seat is not None else {}
    out.held = [Inference("held", owner, game.follow_suit(c), -1, c)
                for owner, cards in handed.items() for c in cards]
    sizes = game.suit_sizes(match.state)
    if sizes:
        known: dict[Any, int] = {s: len(v) for s, v in played.items()}
        mine = list(game.hands(match.state).get(seat, [])) if seat is not None else []
        for c in mine:
            s = game.follow_suit(c)
            known[s] = known.get(s, 0) + 1
        # cards everyone sees: those the rules have shown, and the hands of open seats (the
        # robot's: its twelve cards were counted as "not seen yet")
        shown = dict(game.open_cards(match.state))
        for s in game.info.open_seats:
            shown.setdefault(s, list(game.hands(match.state).get(s, [])))
        for owner, cards in shown.items():
            if owner != seat:
                for c in cards:
                    s = game.follow_suit(c)
                    known[s] = known.get(s, 0) + 1
        for inf in out.held:
            known[inf.suit] = known.get(inf.suit, 0) + 1
        for s, n in sizes.items():
            out.unseen.append(Inference("unseen", None, s, -1, None, max(0, n - known.get(s, 0))))
    return out
