"""A match plays an action on its latest state itself when no one else holds that state
(``core/match.py``, copy-on-write): these tests hold states, views, forks and events the ways a
reader does, play on, and check that nothing they hold changed (a state shared wrongly would
change under its holder), for every registered game."""
from __future__ import annotations

import random

import pytest

from tricklab.core.match import Match
from tricklab.core.simulate import BulkMatch
from tricklab.games import GAMES, get_game

from test_match_memory import canon


def event_text(events):
    """Events as text, their explanations built now."""
    return [canon((e.kind, e.code, e.seat, e.rulings, e.params, e.private, e.visible_to,
                   [(s.code, s.rulings, s.params) for s in e.steps])) for e in events]


def random_move(m, rng):
    return rng.choice(m.legal_actions(m.to_act()[0]))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_what_a_reader_holds_never_changes_as_play_goes_on(game):
    """A state handed out (``state``, ``at``), a view, a fork's state and the state before an
    undo are each held while the match plays on in place; each must read as it did."""
    g = get_game(game)
    rng = random.Random(7)
    m = Match(g, g.info.players(max(g.info.player_counts)), 7)
    held = []                          # (object, its text when taken)
    forks = []
    step = 0
    while not m.is_over():
        step += 1
        if step % 5 == 0:
            s = m.state
            held.append((s, canon(s)))
        if step % 7 == 0:
            seat = m.to_act()[0]
            v = m.view(seat)
            held.append((v, canon(v)))
        if step % 9 == 0:
            twin = m.fork()
            forks.append((twin, canon(twin.at(len(twin.actions)))))
        if step % 11 == 0 and len(m.actions) > 2:
            k = len(m.actions) - 2
            s = m.at(k)
            held.append((s, canon(s)))
            before = canon(m.at(len(m.actions) - 1))
            m.undo()                   # the state before it, rebuilt, kept among the recent
            if not m.is_over():
                m.play(random_move(m, rng))
            assert canon(m.at(len(m.actions) - 1)) == before
        for _ in range(2):             # actions unread: played in place
            if not m.is_over():
                m.play(random_move(m, rng))
    assert len(held) > 4 and forks
    for obj, text in held:
        assert canon(obj) == text
    for twin, text in forks:
        assert canon(twin.state) == text
        if not twin.is_over():         # a fork plays on without touching the match's states
            twin.play(random_move(twin, rng))
    again = Match.replay(g, m.players, m.seed, m.setup, m.actions, **m.options)
    for k in range(0, len(m.actions) + 1, 5):
        assert canon(m.at(k)) == canon(again.at(k)), k


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("kind", [Match, BulkMatch])
def test_events_read_later_are_the_events_made(game, kind):
    """Every event read once the game is over says what it said when its action was played:
    an event (or an explanation step) holding a list the state goes on changing said, at
    the end, what that list had become (Tricktakers' selection order read empty)."""
    g = get_game(game)
    for seed in (1, 2):
        m = kind(g, list(g.info.players(max(g.info.player_counts))), seed)
        rng = random.Random(seed)
        made = event_text(m.events)
        while not m.is_over():
            made += event_text(m.play(random_move(m, rng)))
        assert event_text(m.events) == made


def test_a_refused_action_on_an_unshared_state_leaves_no_trace():
    """The latest state, never handed out, is the one an action is played on: a refusal,
    or an error in the rules half way, leaves the match as it was."""
    g = get_game("tricktakers")
    m = Match(g, g.info.players(4), 3)
    rng = random.Random(3)
    for _ in range(30):
        m.play(random_move(m, rng))
    assert m._own                                   # nobody read it: played on in place
    before = canon(m.at(len(m.actions)))
    seat = m.to_act()[0]
    with pytest.raises(Exception):
        m.play(f"{seat} play ZZ9")
    assert canon(m.state) == before

    m2 = Match(g, g.info.players(4), 3)
    for a in m.actions:
        m2.play(a)
    assert m2._own
    legal = m2.legal_actions(m2.to_act()[0])

    def broken(state, action):
        state.hands.clear()                         # changed, then the rules fail
        raise RuntimeError("half played")
    m2.game = type("Broken", (), {"__getattr__": lambda _, n: getattr(g, n),
                                  "apply": staticmethod(broken),
                                  "step": lambda self, st, a, legal=None: broken(st, a)})()
    with pytest.raises(RuntimeError):
        m2.play(legal[0])
    m2.game = g
    assert canon(m2.state) == before and len(m2.actions) == len(m.actions)
