"""A match keeps few states and packed events (``core/match.py``, ``core/events.pack``): every
state it no longer holds is rebuilt by replay, and every event is unpacked equal to the one the
engine made. These tests compare what is read later with what was seen at the time."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tricklab.core.actions import Action
from tricklab.core.events import Event, EventKind, eager, pack, unpack
from tricklab.core.match import Match, play_out
from tricklab.games import GAMES, get_game
from tricklab.games.tricktakers.characters import ALL
from tricklab.session import bot_factories


def dump(game, state, events, seat):
    """What ``seat`` may know of ``state`` (``Game.observe``) as text, explanations included."""
    obs = game.observe(state, seat, events)
    steps = [[(s.code, s.rulings, s.params) for s in e.steps] for e in obs.events]
    return repr(obs) + repr(steps)


def canon(v):
    """A state as text, field by field (a helper object without ``__eq__``, such as
    ``SecretChoices``, by its contents; a per-state cache, ``compare=False``, left out)."""
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return f"{type(v).__name__}(" + ", ".join(
            f"{f.name}={canon(getattr(v, f.name))}" for f in dataclasses.fields(v) if f.compare) + ")"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{canon(k)}: {canon(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (list, tuple)):
        return f"{type(v).__name__}[" + ", ".join(canon(x) for x in v) + "]"
    if isinstance(v, (set, frozenset)):
        return "{" + ", ".join(sorted(canon(x) for x in v)) + "}"
    if hasattr(v, "__dict__") and type(v).__repr__ is object.__repr__:
        return f"{type(v).__name__}{canon(vars(v))}"
    return repr(v)


def test_states_read_after_eviction_equal_what_was_seen_hidden_hands():
    """Tricktakers, 5 players, all 15 characters: hands are hidden, so each seat's observation
    differs; every one of them, after any number of actions, is read again once the match has
    let that state go and must be the same text."""
    game = get_game("tricktakers")
    m = Match(game, game.info.players(5), 4, characters=ALL)
    bot, rng = bot_factories(game)["rules"](), random.Random(4)
    seats = [None, *m.players]
    seen, kept = [], []
    while True:
        events = m.events
        seen.append({s: dump(game, m.state, events, s) for s in seats})
        kept.append(m.state)
        if m.is_over():
            break
        m.play(bot.choose(m, m.to_act()[0], rng))
    n = len(m.actions)
    assert n > 3 * Match.CHECKPOINT
    rebuilt = 0
    for k in [*range(n, -1, -7), *range(n + 1)]:       # backwards in jumps, then in order
        state = m.at(k)
        rebuilt += state is not kept[k]
        events = [e for j in range(-1, k) for e in m.events_of(j)]
        assert {s: dump(game, state, events, s) for s in seats} == seen[k], k
        assert canon(state) == canon(kept[k])
    assert rebuilt > n // 2                           # most states were let go, not kept


def test_a_match_keeps_checkpoints_the_latest_and_a_few_recent_states():
    game = get_game("tricktakers")
    m = play_out(Match(game, game.info.players(5), 1, characters=ALL),
                 bot_factories(game)["rules"](), random.Random(1))
    n = len(m.actions)
    held = [mv for mv in m._line if mv.state is not None]
    assert len(held) == n // Match.CHECKPOINT + 1
    for k in range(n):
        m.at(k)
    assert len(m._recent) == Match.RECENT


@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_fork_and_at_equal_a_replay(game):
    g = get_game(game)
    m = play_out(Match(g, g.info.players(max(g.info.player_counts)), 2),
                 bot_factories(g)["random"](), random.Random(2))
    n = len(m.actions)
    other = m.fork(n // 2)
    m.undo(n // 3)
    for line in (m, other):
        k = len(line.actions)
        again = Match.replay(g, line.players, line.seed, line.setup, line.actions, **line.options)
        assert [e.code for e in line.events] == [e.code for e in again.events]
        assert line.events == again.events
        for j in sorted({0, 1, k // 2, k - 1, k}):
            assert g.facts(line.at(j)) == g.facts(again.at(j))
            assert canon(line.at(j)) == canon(again.at(j))
        if not line.is_over():                        # play on: the other line is untouched
            line.play(line.legal_actions(line.to_act()[0])[0])
    assert len(other.actions) == n // 2 + (0 if other.is_over() else 1)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_events_unpack_equal_to_what_the_engine_made(game):
    g = get_game(game)
    m = Match(g, g.info.players(max(g.info.player_counts)), 5)
    made = list(m.events)
    setup = len(made)
    rng = random.Random(5)
    while not m.is_over():
        made += m.play(rng.choice(m.legal_actions(m.to_act()[0])))
    kept = m.events
    assert len(kept) == len(made)
    for i, (a, b) in enumerate(zip(made, kept)):
        assert a == b and (i < setup or a is not b)       # the engine's own are not kept
        assert type(b.params) is dict and type(b.private) is dict
        for p in b.private.values():
            legal = p.get("legal")
            assert legal is None or (type(legal) is tuple and all(type(x) is Action for x in legal))


def test_reading_an_explanation_never_fills_the_kept_record():
    """RoboTrick builds explanations lazily: a reader builds them on an unpacked copy, the
    packed record keeps its unbuilt thunk, and the steps equal an eager engine's."""
    g = get_game("robotrick")
    m = play_out(Match(g, None, 3), bot_factories(g)["random"](), random.Random(3))
    with eager():
        e = play_out(Match(g, None, 3), bot_factories(g)["random"](), random.Random(3))
    kept = [p[4] for move in m._line for p in move.events]
    assert sum(callable(s) for s in kept) > len(kept) // 2, "RoboTrick's events should be lazy"
    built = [ev.steps for ev in m.events]
    assert all(a is b for a, b in zip(kept, [p[4] for move in m._line for p in move.events]))
    assert built == [ev.steps for ev in e.events]
    m.keep_recent(1)                                  # what was read is let go
    assert any(ev.lazy for ev in m.events)


def test_pack_keeps_odd_values_as_they_are():
    odd = (Action("Ann", "play", ("R5", "x\x1fy")), Action("Bo", "play", ("G1",)))
    plain = (Action("Ann", "play", ()), Action("Bo", "pass", ("2C", "3C")))
    ev = Event(EventKind.ACTION, "ACTION", "Ann", ("X-1",), {"odd": odd, "plain": plain, 1: True},
               visible_to=frozenset({"Ann"}), private={"Ann": {"legal": plain, "n": 0}})
    back = unpack(pack(ev))
    assert back == ev and back is not ev
    assert back.params["odd"] == odd and back.private["Ann"]["legal"] == plain
    assert list(back.params) == ["odd", "plain", 1] and back.params[1] is True
    flags = Event(EventKind.RULE, "R", params={True: 1})
    assert list(unpack(pack(Event(EventKind.RULE, "R", params={1: 1}))).params) == [1]
    assert list(unpack(pack(flags)).params)[0] is True


def test_states_kept_for_a_table_are_shared_with_forks_and_replay_nothing(monkeypatch):
    """A session keeps every state it reads (a table redraw reads them all): the second
    reading runs no rule, and a fork shares what was kept."""
    game = get_game("tricktakers")
    m = play_out(Match(game, game.info.players(5), 1, characters=ALL),
                 bot_factories(game)["rules"](), random.Random(1))
    n = len(m.actions)
    m.keep_recent(n + 1)
    first = [m.at(k) for k in range(n + 1)]
    twin = m.fork(n // 2)
    with monkeypatch.context() as mp:
        mp.setattr(type(game), "apply", lambda *a, **kw: pytest.fail("a kept state was replayed"))
        assert all(m.at(k) is first[k] for k in range(n + 1))
        assert all(twin.at(k) is first[k] for k in range(n // 2 + 1))
    m.keep_recent(2)
    assert len(m._recent) == 2 and twin._recent is m._recent
    with pytest.raises(Exception, match="at least 1"):
        m.keep_recent(0)


def test_a_session_keeps_the_states_its_table_reads():
    from tricklab.session import Session
    s = Session("tricktakers", seed=2)
    s.bots_to_end()
    m = s.match
    for k in range(len(m.actions) + 1):
        m.at(k)
    assert m._recent.size == Session.KEEP_STATES
    assert len(m._recent) + sum(mv.state is not None for mv in m._line) >= len(m.actions)
