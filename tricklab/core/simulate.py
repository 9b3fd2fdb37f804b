"""Bulk simulation without the Match's snapshots: one state mutated in place, moves chosen at
random from the game's trusted move list (``random_playout``), or by bots reading a
``BulkMatch``. Events (with ruling ids and explanation steps) are still produced, so
statistics can be drawn from them; a game's own loop may keep them as records built when read
(``events.EventLog``)."""
from __future__ import annotations

import gc
import random
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from .actions import Action
from .chance import seeded
from .checks import SEED_LIMIT, check_seed
from .events import EventLog, is_eager
from .match import MatchReading


def random_playout(game: Any, seed: int, players: Sequence[str] | None = None,
                   setup: dict[str, Any] | None = None, rng: random.Random | None = None,
                   keep_events: bool = True, generic: bool = False,
                   **options: Any) -> tuple[Any, EventLog]:
    """Play one game with uniformly random legal moves; return (final state, events), the
    events as an ``EventLog`` (a sequence of Events, each built when first read).

    Uses the game's ``play_randomly(state, rng, events)`` when it has one (a loop of its own
    that must draw exactly as the loop here would), else its ``moves(state, seat)`` and
    ``perform(state, seat, move)``, otherwise its ``legal_actions`` and ``apply`` (slower:
    those parse and check). ``generic=True`` skips ``play_randomly`` (to compare both)."""
    # the seed checked as ``new_match`` checks it ("x" was dealt as a seed of its own), once
    # a playout and cheaply: a plain int in range passes on two comparisons
    if seed.__class__ is not int or not -SEED_LIMIT < seed < SEED_LIMIT:
        seed = check_seed(seed)
    # Pause the cycle collector: a playout makes thousands of objects that outlive many of its
    # passes and no garbage cycles, so those passes are pure waste (a quarter of a RoboTrick
    # round). Reference counting still frees everything; the collector resumes afterwards.
    # (A plain try, not a context manager: that alone cost a hundredth of a round.)
    if not gc.isenabled():
        return _playout(game, seed, players, setup, rng, keep_events, generic, options)
    gc.disable()
    try:
        return _playout(game, seed, players, setup, rng, keep_events, generic, options)
    finally:
        gc.enable()


@contextmanager
def no_cycle_collection() -> Iterator[None]:
    """Pause the cycle collector around a block (as ``random_playout`` does)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _playout(game: Any, seed: int, players: Sequence[str] | None, setup: dict[str, Any] | None,
             rng: random.Random | None, keep_events: bool, generic: bool,
             options: dict[str, Any]) -> tuple[Any, EventLog]:
    rng = rng or seeded(seed)
    # (a game may start with its events kept as records, built when the log is read)
    start = getattr(game, "new_state_records", None) or game.new_state
    state, events = start(list(players or game.default_players), seed,
                           dict(setup or {}), options)
    log = EventLog(events if keep_events else ())
    out = log.raw
    extend = out.extend
    is_over, to_act, choice = game.is_over, game.to_act, rng.choice   # looked up once
    if not generic and hasattr(game, "play_randomly"):   # the game's own loop, same draws
        game.play_randomly(state, rng, log if keep_events else EventLog())
    elif hasattr(game, "moves") and hasattr(game, "perform"):
        moves, perform = game.moves, game.perform
        while not is_over(state):
            seat = to_act(state)[0]
            # choice(seq) draws exactly as seq[randrange(len(seq))] did: the same games
            evs = perform(state, seat, choice(moves(state, seat)))
            if keep_events:
                extend(evs)
    else:
        legal_actions, apply = game.legal_actions, game.apply
        while not is_over(state):
            evs = apply(state, choice(legal_actions(state, to_act(state)[0])))
            if keep_events:
                extend(evs)
    if is_eager():                       # as if each event had been made with its steps
        log.build()
    return state, log


class BulkMatch(MatchReading):
    """What a bot reads of a ``Match`` (``game``, ``players``, ``seed``, ``state``,
    ``legal_actions``, ``to_act``, ``view``, ``totals``, ``facts``: ``MatchReading``, shared
    with ``Match``; ``events``, ``actions``, ``play``) over one state changed in place: the match of a bulk simulation
    (``tricklab.simulate``), with no undo, fork or replay.

    Why not a ``Match``: a match keeps checkpoints and copies the state before an action
    whenever a reader may hold it (so that undo and forks can share states), and packs every
    event to keep its memory small; a simulation that throws the game away after one row per
    seat needs neither (a simulated Tricktakers game on a Match costs about 1.4 times as
    much with random bots). The actions are applied by the same ``Game.step``, so the
    same bots' draws give the same game and the same rows (the conformance suite compares
    the two for every registered game). A refused action still changes nothing: an action
    that is not among the legal ones the bot was offered is applied to a copy first."""

    def __init__(self, game: Any, players: Sequence[str] | None = None, seed: int = 0,
                 setup: dict[str, Any] | None = None, **options: Any) -> None:
        from .lookup import resolve
        self.game = resolve(game)
        self.players = list(players or self.game.default_players)
        self.seed = seed
        self.options = options = self.game.info.resolve_options(options)
        self.state, events = self.game.new_state(self.players, seed, dict(setup or {}), options)
        self.events: list[Any] = list(events)
        self.actions: list[Any] = []
        self._legal = {}              # legal actions of the current state, by seat

    def play(self, action: Any) -> list[Any]:
        """Apply ``action`` (an ``Action`` or its text); its events. Refused: nothing changes."""
        # a bot's Action as it is (parsing would first list the game's verbs)
        act = action if isinstance(action, Action) else self.game.parse_action(action)
        known = self._legal.get(act.seat)
        events: list[Any]
        if known is not None and act in known:
            events = self.game.step(self.state, act, legal=known)
        else:                      # unchecked: on a copy, so a refusal leaves no trace
            nxt = self.state.clone()
            events = self.game.step(nxt, act, legal=known)
            self.state = nxt
        self.events.extend(events)
        self.actions.append(act)
        self._legal = {}
        return events
