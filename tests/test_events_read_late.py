"""An event read late says what it said when it was made: rule code that hands a list the
state keeps changing (a selection order, a hand, a pile) into an event's params, a step or a
lazily built record shows, read later, what that list became (Tricktakers' selection order read
``order: []``). Each event is written out as text right after its action and again at the end;
the two must be equal, for every packaged scenario of every game (they reach the rare rulings
random play misses), rule-bot play, a match with undos, and the bulk loops' records."""
from __future__ import annotations

import random

import pytest

from tricklab import scenarios
from tricklab.core import scenario as scenario_runner
from tricklab.core.bots import bot_factories
from tricklab.core.match import Match
from tricklab.core.simulate import BulkMatch, random_playout
from tricklab.games import GAMES, get_game

from test_match_copy_on_write import event_text

SCENARIOS = [(g, p) for g in GAMES for p in scenarios.packaged(g)]


def _options(name):
    """Each preset of the game (all its characters, its variants), or its default alone."""
    return [{"preset": p} for p in get_game(name).info.presets] or [{}]


PLAYS = [(g, o) for g in GAMES for o in _options(g)]
PLAY_IDS = [f"{g}:{o.get('preset', 'default')}" for g, o in PLAYS]


class ReadAtOnce(Match):
    """A match that writes out each action's events as soon as they are made (``made``, one
    entry per action, the setup's first), as a reader of the table's history does."""

    def __init__(self, *args, **options):
        super().__init__(*args, **options)
        self.made = [event_text(self.events)]
        self._read.clear()     # the late reading unpacks the setup's events again, unbuilt

    def play(self, *args, **kw):
        events = super().play(*args, **kw)
        self.made.append(event_text(events))
        return events

    def undo(self, n=1):
        undone = super().undo(n)
        del self.made[len(self.made) - len(undone):]
        return undone


def _late_equals_made(m):
    made = [e for part in m.made for e in part]
    late = event_text(m.events)
    for k, (then, now) in enumerate(zip(made, late)):
        assert now == then, f"event {k} made as\n  {then}\nread late as\n  {now}"
    assert len(late) == len(made)


def _play_reading(m, moves):
    """Play ``moves`` on ``m``, each action's events written out at once; then compare with
    the whole log read at the end. (A ``BulkMatch`` keeps the very events it made, their
    explanations built by the first reading: a live value in params or steps shows here, an
    explanation thunk reading the live state shows on a ``Match``, which keeps the thunk.)"""
    made = [event_text(m.events)]
    for move in moves(m):
        made.append(event_text(m.play(move)))
    m.made = made
    _late_equals_made(m)


@pytest.mark.parametrize("game,path", SCENARIOS, ids=[f"{g}:{p.name}" for g, p in SCENARIOS])
def test_scenario_events_read_late_are_the_events_made(game, path, monkeypatch):
    """Through the scenario runner's match, then its actions again on a ``BulkMatch``: a
    match plays on a copy of a state someone read (the runner's checks, a fork), whose lists
    then never change, while a bulk match always plays in place."""
    monkeypatch.setattr(scenario_runner, "Match", ReadAtOnce)
    result = scenarios.run(path)
    m = result.match
    if m is None:
        return
    _late_equals_made(m)
    bulk = BulkMatch(m.game, m.players, m.seed, m.setup, **m.options)
    _play_reading(bulk, lambda _: list(m.actions))


def _bot_moves(game, seed):
    bot, rng = bot_factories(game)["rules"](), random.Random(seed)

    def moves(m):
        while not m.is_over():
            yield bot.choose(m, m.to_act()[0], rng)
    return moves


@pytest.mark.parametrize("game,options", PLAYS, ids=PLAY_IDS)
def test_rule_bots_events_read_late_are_the_events_made(game, options):
    """The rule bots reach other positions than random moves (they keep, follow, pick); on a
    ``BulkMatch`` (in place, see above) and on a ``Match``."""
    g = get_game(game)
    players = list(g.info.players(max(g.info.player_counts)))
    for kind, seed in ((BulkMatch, 3), (BulkMatch, 4), (Match, 3)):
        _play_reading(kind(g, players, seed, **options), _bot_moves(g, seed))


@pytest.mark.parametrize("game,options", PLAYS, ids=PLAY_IDS)
def test_events_read_late_after_undos_are_the_events_made(game, options):
    """Undone actions and the state rebuilt from a checkpoint: the line kept reads the same."""
    g = get_game(game)
    m = ReadAtOnce(g, g.info.players(max(g.info.player_counts)), 5, **options)
    rng = random.Random(5)
    played = 0
    while not m.is_over():
        m.play(rng.choice(m.legal_actions(m.to_act()[0])))
        played += 1
        if played % 13 == 0:
            m.undo(2)
    assert len(m.actions) < played
    _late_equals_made(m)


@pytest.mark.parametrize("game,options", PLAYS, ids=PLAY_IDS)
def test_bulk_records_read_late_are_the_events_made(game, options):
    """``random_playout``'s own loop keeps records, built when read; the same draws played
    move by move (as its generic loop does), each move's events written out at once, must give
    the same text."""
    g = get_game(game)
    players = list(g.info.players(max(g.info.player_counts)))
    options = g.info.resolve_options(options)
    moves, perform = getattr(g, "moves", None), getattr(g, "perform", None)
    for seed in (1, 2):
        _, log = random_playout(g, seed, players, **options)
        late = event_text(log)
        rng = random.Random(seed)
        state, events = g.new_state(players, seed, {}, options)
        made = event_text(events)
        while not g.is_over(state):
            seat = g.to_act(state)[0]
            if moves is not None and perform is not None:
                made += event_text(perform(state, seat, rng.choice(moves(state, seat))))
            else:
                made += event_text(g.apply(state, rng.choice(g.legal_actions(state, seat))))
        assert late == made
