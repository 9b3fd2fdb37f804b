"""``hooks.by_rank`` tells that a round's ranked seats are already in priority order without
sorting them (every seat ranked once, each of higher priority than the next): its rows must
be the rows of a plain sort by priority, whatever the seats and characters (a seat left
out of the ranking, seats ranked out of order, two seats of the same priority in Little),
and whichever table of the round was built first (``trick_hooks`` ranks the seats in its
own pass)."""
from __future__ import annotations

import random

import pytest

import tricklab.games.tricktakers_little  # noqa: F401  (its resolver names Little seats)
from tricklab.games.tricktakers import registry
from tricklab.games.tricktakers.characters import ALL
from tricklab.games.tricktakers.hooks import by_rank, comp, hooked, overrides, trick_hooks
from tricklab.games.tricktakers.state import TTState

SEATS = ["Ann", "Bo", "Cy", "Di"]


def _plain(st: TTState) -> tuple:
    """What ``by_rank`` must give: every seat, sorted by its character's priority."""
    return tuple((s, comp(st, s), overrides(comp(st, s))) for s in registry.by_priority(st.chars))


def _state(chars: dict[str, str], ranked: tuple[str, ...]) -> TTState:
    st = TTState(players=list(chars), seed=1, opts={}, pool=())
    st.chars, st.ranked = dict(chars), ranked
    return st


def _cases():
    rnd = random.Random(7)
    for _ in range(40):                             # Tricktakers: the setup order
        chars = dict(zip(SEATS, rnd.sample(list(ALL), 4)))
        yield chars, tuple(registry.by_priority(chars))
    for _ in range(20):                             # ranked out of order, or a seat left out
        chars = dict(zip(SEATS, rnd.sample(list(ALL), 4)))
        seats = list(chars)
        rnd.shuffle(seats)
        yield chars, tuple(seats[:rnd.choice((3, 4))])
        yield chars, tuple(registry.by_priority(chars))[1:]    # in order, one left out
    # Little: two seats of the same priority (one holds a second character), in both orders
    little = {"Ann": "little:king+gambler", "Bo": "little:king", "Cy": "little:ninja"}
    yield little, ("Ann", "Bo", "Cy")
    yield little, ("Bo", "Ann", "Cy")


@pytest.mark.parametrize("first", [None, trick_hooks, lambda st: hooked(st, "on_any_play")])
@pytest.mark.parametrize("chars, ranked", list(_cases()))
def test_by_rank_is_the_plain_priority_order(chars, ranked, first):
    st = _state(chars, ranked)
    if first is not None:
        first(st)
    assert by_rank(st) == _plain(st)
    assert by_rank(st) is by_rank(st)               # kept with the round's tables
