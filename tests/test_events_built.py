"""The engine appends records ``(build, *args)`` to whatever event list it is given: a step's
``Built`` list builds each at once (games built on the engine read their events in the middle
of a step), the bulk loop's ``Records`` keeps them for the log to build when read."""
from __future__ import annotations

import random

from tricklab.core.events import Built, Event, EventKind
from tricklab.games.tricktakers.characters import ALL
from tricklab.games.tricktakers.rules import GAME
from tricklab.games.tricktakers.table import Records


def test_a_built_list_builds_records_and_keeps_events():
    made = Event(EventKind.RULE, "X", None, ("TT-001",), {"n": 1})
    rec = (Event, EventKind.RULE, "Y", "Ann", ("TT-002",), {"n": 2})
    events = Built()
    events.append(made)
    events.append(rec)
    assert events[0] is made
    assert events[1].__class__ is Event and events[1] == Event(*rec[1:])
    kept = Records()
    kept.append(rec)
    assert kept == [rec]


def test_every_event_of_a_step_is_built_at_once():
    """``new_state``, ``apply`` and ``perform`` hand back Events only, for every character."""
    for seed in range(3):
        st, events = GAME.new_state(["Ann", "Bo", "Cy", "Di"], seed, {},
                                    {"characters": tuple(ALL)})
        steps = [events]
        rng = random.Random(seed)
        while not GAME.is_over(st):
            seat = GAME.to_act(st)[0]
            moves = GAME.moves(st, seat)
            if rng.random() < 0.5:
                steps.append(GAME.perform(st, seat, rng.choice(moves)))
            else:
                steps.append(GAME.apply(st, rng.choice(list(moves))))
        assert len(steps) > 20
        for step in steps:
            assert all(e.__class__ is Event for e in step), seed
