"""The fast path plays the same random games as the checked one: for many seeds, a random
playout (``moves``/``perform``, large sets of cards decoded only when drawn) ends with the same
final totals, winners and events as the generic loop that draws from the full list of
``legal_actions`` and carries the draw out with ``apply``."""
from __future__ import annotations

import random

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL

from helpers import assert_bulk_loop_matches, full_events

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def _generic(game, seed: int, players: list[str], options: dict):
    """A random game by the checked path: the full legal list, ``apply``."""
    rng = random.Random(seed)
    st, events = game.new_state(players, seed, {}, dict(options))
    while not game.is_over(st):
        seat = game.to_act(st)[0]
        events += game.apply(st, rng.choice(game.legal_actions(st, seat)))
    return st, events


def _summary(game, st, events):
    return (game.totals(st), list(st.winners), st.end_reason,
            [(e.code, e.seat, e.rulings) for e in events])


@pytest.mark.parametrize("n, options, seeds", [
    (4, {"characters": ALL}, range(50)),
    (3, {"characters": ALL}, range(10)),
    (5, {"characters": ALL}, range(10)),
    (4, {}, range(10)),
])
def test_random_playouts_are_the_games_of_the_checked_path(n, options, seeds):
    game = get_game("tricktakers")
    lazy = 0
    for seed in seeds:
        fast = random_playout(game, seed, PLAYERS[:n], **options)
        assert _summary(game, *fast) == _summary(game, *_generic(game, seed, PLAYERS[:n],
                                                                   options)), seed
        lazy += any(e.code in ("EXCHANGE", "GAMBLER_REDRAW", "DISCARD_CHOSEN")
                    for e in fast[1])
    assert lazy, "no game drew from a lazy list"


def test_little_playouts_are_the_games_of_the_checked_path():
    game = get_game("tricktakers_little")
    for seed in range(8):
        fast = random_playout(game, seed)
        assert _summary(game, *fast) == _summary(game, *_generic(
            game, seed, list(game.default_players), {})), seed


_full = full_events


@pytest.mark.parametrize("n, options, seeds", [
    (4, {"characters": ALL}, range(25)),
    (3, {"characters": ALL}, range(5)),
    (5, {"characters": ALL}, range(5)),
    (4, {"style": "draft", "characters": ALL}, range(3)),
    (4, {}, range(5)),
])
def test_the_games_own_loop_makes_every_event_of_the_generic_loop(n, options, seeds):
    """``play_randomly`` (cards drawn as cards, play events kept as records) against the
    generic ``moves``/``perform`` loop: the same state and every event equal when read."""
    game = get_game("tricktakers")
    assert hasattr(game, "play_randomly")
    records = 0
    for seed in seeds:
        st, events = random_playout(game, seed, PLAYERS[:n], **options)
        records += sum(x.__class__ is tuple for x in events.raw)
        st_g, events_g = random_playout(game, seed, PLAYERS[:n], generic=True, **options)
        assert st == st_g, seed
        assert _full(events) == _full(events_g), seed
    assert records, "the own loop kept no event as a record"


def test_the_own_loop_under_eager_explanations_and_with_another_generator():
    """Built at once (``eager``) the events are the same; a generator whose draw is not the
    standard one is called, not inlined, and still plays the generic loop's game."""
    from tricklab.core.events import eager

    class Other(random.Random):
        def _randbelow(self, n):                      # another draw: every third number
            return (super()._randbelow(n * 3)) % n

    game = get_game("tricktakers")
    with eager():
        a = random_playout(game, 4, PLAYERS[:4], characters=ALL)
        b = random_playout(game, 4, PLAYERS[:4], characters=ALL, generic=True)
    assert _full(a[1]) == _full(b[1]) and not any(e.lazy for e in a[1])
    c = random_playout(game, 0, PLAYERS[:4], rng=Other(8), characters=ALL)
    d = random_playout(game, 0, PLAYERS[:4], rng=Other(8), characters=ALL, generic=True)
    assert c[0] == d[0] and _full(c[1]) == _full(d[1])


def test_the_own_loop_keeps_a_tricks_own_events_as_records():
    """Trick starts, winners and setup turns are kept unbuilt by the own loop (the generic
    loop makes them at once), and read as the very events the generic loop made."""
    game = get_game("tricktakers")
    st, events = random_playout(game, 3, PLAYERS[:4], characters=ALL)
    kept = {x[0].__name__ for x in events.raw if x.__class__ is tuple}
    assert {"_trick_start_event", "_trick_won_event", "_setup_turn_event"} <= kept, kept
    codes = [e.code for e in events]
    assert codes.count("TRICK_START") == 5 * len(st.round_log) \
        == codes.count("TRICK_WON") + codes.count("TRICK_WON_REVOLT")
    _, events_g = random_playout(game, 3, PLAYERS[:4], characters=ALL, generic=True)
    assert _full(events) == _full(events_g)


def test_the_own_loop_started_in_the_middle_of_a_trick_plays_the_generic_loops_game():
    """``play_randomly`` called on a game already under way (someone continuing a position in
    code), at a trick's second or later turn: the turns left in that trick still reach the
    seats watching every play (``on_any_play``), so the game is the generic loop's."""
    from tricklab.games.tricktakers.characters.base import Character
    from tricklab.games.tricktakers.hooks import comp

    game = get_game("tricktakers")
    watched = 0
    for seed in range(40):
        rng = random.Random(seed)
        st, _ = game.new_state(PLAYERS[:4], seed, {}, {"characters": ALL})
        stop = 3 + seed % 3                   # a trick's 2nd to 4th turn, some trick
        while not game.is_over(st) and not (st.phase == "play" and st.pending is None
                                             and len(st.entries) == stop - 2
                                             and st.trick_no == 1 + seed % 5):
            seat = game.to_act(st)[0]
            game.perform(st, seat, rng.choice(game.moves(st, seat)))
        if game.is_over(st):
            continue
        watched += any(type(comp(st, s)).on_any_play is not Character.on_any_play
                       for s in st.order[st.turn:] + st.order[:st.turn])
        assert_bulk_loop_matches(game, st, rng, seed)
    assert watched >= 10, watched
