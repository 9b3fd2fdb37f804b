"""The secrecy check must still catch a leak now that it walks views the fast way: another
seat's card planted deep in a view or in an event's parameters is reported, by the check alone
and by a whole checked game, and the fast walk finds exactly what the plain walk finds."""
from __future__ import annotations

import dataclasses
import random
from typing import Any, NamedTuple

import pytest

from checks import Secrecy, cards_in, fast_cards_in, play_random_game
from tricklab.core.events import Event, EventKind
from tricklab.core.match import Match
from tricklab.games import get_game

GAME = "basic"          # unique cards, hidden hands, a dataclass view


class Box:
    """A plain object: the walk must look inside its attributes too."""

    def __init__(self, inside: Any) -> None:
        self.inside = inside


def a_match(seed: int = 1) -> Match:
    game = get_game(GAME)
    match = Match(game, list(game.info.players(game.info.player_counts[0])), seed)
    rng = random.Random(seed)
    for _ in range(3):
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        match.play(legal[rng.randrange(len(legal))])
    return match


def someone_elses_card(match: Match, seat: str) -> Any:
    return next(c for s, h in match.game.hands(match.state).items() if s != seat for c in h)


def test_a_card_hidden_deep_in_a_view_is_reported(monkeypatch):
    match = a_match()
    game, seats = match.game, match.game.seats(match.state)
    viewer = seats[0]
    card = someone_elses_card(match, viewer)
    real_view = game.view
    assert not Secrecy(game, seats).check(match.state, [])        # no leak before the plant

    def leaky_view(state, seat):
        view = real_view(state, seat)
        return [view, {"notes": (Box({"why": frozenset([card])}),)}] if seat == viewer else view

    monkeypatch.setattr(game, "view", leaky_view)
    problems = Secrecy(game, seats).check(match.state, [])
    assert len(problems) == 1 and problems[0].startswith(f"{viewer} sees ['{card}']"), problems


def test_a_card_in_an_events_parameters_is_reported(monkeypatch):
    match = a_match()
    game, seats = match.game, match.game.seats(match.state)
    viewer = seats[1]
    card = someone_elses_card(match, viewer)
    real_observe = game.observe

    def leaky_observe(state, seat, events=()):
        obs = real_observe(state, seat, events)
        hint = Event(EventKind.ACTION, "HINT", viewer, params={"hint": [card]},
                     visible_to=frozenset([viewer]))
        return dataclasses.replace(obs, events=(*obs.events, hint)) if seat == viewer else obs

    monkeypatch.setattr(game, "observe", leaky_observe)
    problems = Secrecy(game, seats).check(match.state, [])
    assert any(p.startswith(f"{viewer} sees ['{card}']") for p in problems), problems


def test_a_checked_game_with_a_leaky_view_fails(monkeypatch):
    game = get_game(GAME)
    real_view = game.view

    def leaky_view(state, seat):            # every seat sees the next seat's hand
        seats = game.seats(state)
        other = seats[(seats.index(seat) + 1) % len(seats)] if seat in seats else None
        return (real_view(state, seat), list(game.hands(state).get(other, [])))

    players = list(game.info.players(game.info.player_counts[0]))
    assert not play_random_game(GAME, game, players, 0, {})[1]
    monkeypatch.setattr(game, "view", leaky_view)
    _, problems = play_random_game(GAME, game, players, 0, {})
    assert problems and "of a hidden hand" in problems[0], problems


class Pip(NamedTuple):          # a card that is itself a tuple, like ``tricklab.core.cards.Card``
    rank: int

    def __str__(self) -> str:
        return f"P{self.rank}"


@dataclasses.dataclass
class Holder:
    cards: list[Any]
    default: Any = Pip(99)


@pytest.mark.parametrize("value", [
    Pip(1),
    {Pip(1): "key", "value": [Pip(2), (Pip(3), {Pip(4)})]},
    Holder([Pip(5), Box(Box(Pip(6)))]),
    Holder,                                   # a dataclass class: its defaults
    [Box("P7"), "P8", 9, None, b"P9", (), frozenset()],      # text is no card
])
def test_the_fast_walk_finds_what_the_plain_walk_finds(value):
    types = (Pip,)
    assert fast_cards_in(value, types) == cards_in(value, types)


def test_the_fast_walk_survives_a_cycle():
    a: list[Any] = [Pip(1)]
    b = Box(a)
    a.append(b)
    assert fast_cards_in(a, (Pip,)) == cards_in(a, (Pip,)) == {"P1"}
    assert fast_cards_in({"x": 1}, (Pip,)) == set()
