"""A random playout draws a decision's option by index (``Tricktakers._options``: the engine's
discards, leader, exchanges, the characters' ``X_options`` and ``X_count``/``X_choose`` hook
pairs) instead of building every option as an action: the count must be the number of listed
actions, and option ``i`` carried out must be exactly ``moves(...)[i]`` performed (same
events, same state), or random games would change."""
from __future__ import annotations

import pytest
from test_tt_lazy_lists import _states

from tricklab.core.events import Built
from tricklab.games.tricktakers.characters import ALL, REGISTRY
from tricklab.games.tricktakers.hooks import comp, implements

# the state a decision may change (caches and the round's history are left out)
FIELDS = ("phase", "pending", "stage", "chars", "setup_queue", "hands", "deck", "discard", "box",
          "aside", "taken", "tricks", "entries", "lead", "leader", "trick_no", "turn", "cdata",
          "points", "gold", "black", "carry", "next_leader", "revolt", "winners")


def _event(e) -> tuple:
    return (e.kind, e.code, e.seat, tuple(e.rulings), sorted(e.params.items(), key=str),
            e.visible_to, sorted(e.private.items(), key=str), [repr(s) for s in e.steps])


def _state(st) -> list[str]:
    return [repr(getattr(st, f)) for f in FIELDS]


def _decisions(seed: int, n: int):
    """Every state of a random all-15 game where a decision other than a turn's is due."""
    for game, st, seat in _states(seed, n):
        if st.pending is not None or st.phase in ("setup", "lead"):
            yield game, st, seat


GAMES = [(s, 3 + s % 3) for s in range(24)]


@pytest.mark.parametrize("seed, n", GAMES)
def test_an_option_drawn_by_index_is_the_listed_action(seed, n):
    by_index = 0
    for game, st, seat in _decisions(seed, n):
        acts = list(game.moves(st, seat))
        listed, count, carry_out = game._options(st, seat)
        assert count == len(acts), (st.phase, st.pending)
        if carry_out is None:
            assert list(listed) == acts
            continue
        by_index += 1
        picks = range(count) if count <= 12 else sorted({0, 1, count // 2, count - 1})
        for i in picks:
            mine, theirs = st.clone(), st.clone()
            events: list = Built()
            _, _, carry = game._options(mine, seat)      # (bound to its own state)
            carry(i, events)
            game._advance(mine, events)
            done = game.perform(theirs, seat, acts[i])
            assert [_event(e) for e in events] == [_event(e) for e in done], (acts[i], i)
            assert _state(mine) == _state(theirs), (acts[i], i)
    assert by_index


# a decision drawn by index: the hooks that state it (``Options``) or count and choose it
BY_INDEX = {"pending": ("pending_options", "pending_count"),
            "setup": ("setup_options", "setup_count")}


def test_each_characters_decision_pair_comes_up():
    """Every ``pending_options``/``setup_options`` (or count/choose pair) of a character is
    drawn by index in the games above, so each is held to its listed actions there (options
    whose decision never came up would be checked by nothing)."""
    pairs = {(name, kind) for name in ALL for kind, hooks in BY_INDEX.items()
             if any(implements(REGISTRY[name], h) for h in hooks)}
    reached = set()
    for seed, n in GAMES:
        for game, st, seat in _decisions(seed, n):
            p = st.pending
            if p is not None and p[1] != "discard":         # (a discard is the engine's)
                reached.add((p[2]["owner"], "pending"))
            elif p is None and st.phase == "setup" and st.chars.get(seat):
                reached.add((st.chars[seat], "setup"))
    assert pairs and pairs <= reached, sorted(pairs - reached)


def _turns():
    """Every turn of 16 random all-15 games of 4 players, with the seat's component."""
    for seed in range(16):
        for game, st, seat in _states(seed, 4):
            if st.phase == "play" and st.pending is None and st.hands[seat]:
                yield st, seat, comp(st, seat)


# a turn's abilities drawn by index: stated (``turn_options``) or counted and chosen
TURN_HOOKS = ("turn_options", "turn_count")


def _turn_pair(c, st, seat):
    """The count of ``c``'s turn abilities and how one is carried out by index, as the bulk
    loop draws them (``Tricktakers._play_records``)."""
    if implements(c, "turn_options"):
        opts = c.turn_options(st, seat)
        return len(opts), opts.choose
    return c.turn_count(st, seat), lambda i, events: c.turn_choose(st, seat, i, events)


def test_a_turn_ability_drawn_by_index_is_the_listed_action():
    """The same for a turn's abilities (the count/choose pairs of the Summoner, Phantom
    Thief, Resistance, Hermit, Time Traveler, Collector and Adventurer), each character's reached on a
    turn with abilities to draw."""
    reached = set()
    for st, seat, c in _turns():
        if not any(implements(c, h) for h in TURN_HOOKS):
            continue
        acts = list(c.turn_actions(st, seat))
        assert _turn_pair(c, st, seat)[0] == len(acts), (c.name, acts)
        if acts:
            reached.add(c.name)
        picks = range(len(acts)) if len(acts) <= 12 else sorted({0, len(acts) // 2, len(acts) - 1})
        for i in picks:
            mine, theirs = st.clone(), st.clone()
            events: list = Built()
            _turn_pair(comp(mine, seat), mine, seat)[1](i, events)
            done: list = Built()
            comp(theirs, seat).turn_act(theirs, acts[i], done)
            assert [_event(e) for e in events] == [_event(e) for e in done], (acts[i], i)
            assert _state(mine) == _state(theirs), (acts[i], i)
    pairs = {name for name in ALL if any(implements(REGISTRY[name], h) for h in TURN_HOOKS)}
    assert pairs and pairs <= reached, sorted(pairs - reached)
