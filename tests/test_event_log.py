"""``EventLog``: records are built into Events on first reading and kept; a ``Many`` record
unfolds into the records it stands for; the log reads like the list of built events."""
from __future__ import annotations

import pickle
import random

from tricklab.core.events import Event, EventKind, EventLog, Many, Step, built

BUILT: list[int] = []


def _note(n: int) -> Event:
    BUILT.append(n)
    return Event(EventKind.RULE, "NOTE", None, ("R-1",), {"n": n},
                 steps=lambda: (Step("WHY", ("R-2",), {"n": n}),))


def _notes(first: int, count: int) -> list[tuple]:
    return [(_note, first + k) for k in range(count)]


def _expected() -> list[Event]:
    return [_note(n) for n in range(6)]


def test_records_are_built_when_read_and_kept():
    BUILT.clear()
    log = EventLog([_note(0)])
    log.raw += [(_note, 1), (Many(_notes), 2, 3), (_note, 5)]
    assert BUILT == [0]                       # nothing built but the Event given as such
    assert len(log) == 6 and BUILT == [0]     # unfolding a Many builds nothing either
    e = log[3]
    assert e.params == {"n": 3} and BUILT == [0, 3]
    assert log[3] is e                        # kept: built once
    assert [x.params["n"] for x in log] == list(range(6))
    assert BUILT == [0, 3, 1, 2, 4, 5]


def test_a_log_reads_like_the_list_of_its_events():
    log = EventLog([(_note, 0), (Many(_notes), 1, 4), (_note, 5)])
    expected = _expected()
    assert log == expected and list(log) == expected and log[1:3] == expected[1:3]
    assert log[-1] == expected[-1]
    assert [e.all_rulings() for e in log] == [["R-1", "R-2"]] * 6
    assert pickle.loads(pickle.dumps(log)) == expected
    assert built([(_note, 0), (Many(_notes), 1, 4), (_note, 5)]) == expected
    assert EventLog(log) == expected          # a copy keeps the records as they are
    log.append((_note, 6))
    log.extend([(Many(_notes), 7, 2)])
    assert [e.params["n"] for e in log] == list(range(9))
    assert log != expected


def test_a_log_grown_while_read_unfolds_what_came_later():
    log = EventLog([(_note, 0)])
    seen = []
    for e in log:
        seen.append(e.params["n"])
        if len(seen) == 1:
            log.raw.append((Many(_notes), 1, 2))
    assert seen == [0, 1, 2]


def test_a_games_own_loop_given_a_plain_list_hands_over_built_events():
    """``writes_records``: the same game played into a plain list gets the log's events, built."""
    from tricklab.games import get_game
    game = get_game("robotrick")
    logs = []
    for events in (EventLog(), []):
        st, first = game.new_state(list(game.default_players), 4, {}, {})
        game.play_randomly(st, random.Random(4), events)
        logs.append(list(events))
    assert logs[0] == logs[1] and len(logs[1]) > 40
    assert all(isinstance(e, Event) for e in logs[1])
