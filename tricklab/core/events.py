"""Events and explanation steps: what happened, which rule made it so, as data.

The engine never writes prose. An event carries a message ``code``, parameters and the ids of
the rulings it applied; the catalogue turns it into English or Japanese (see ``rulings.py``).

Explanations are lazy. An event's ``rulings``, ``code`` and ``params`` are recorded as the
engine decides (cheap tuples and dicts), but its explanation ``steps`` may be given as a
*thunk*, a function of no argument that builds them; the steps are built the first time
anything reads ``event.steps`` (the step-through, the history, ``explain``, ``all_rulings``)
and kept. A thunk must only read values that never change afterwards (copies, not the live
state), so the steps built later are exactly those an eager engine would have built: the
``eager()`` context manager (or ``set_eager(True)``) builds every thunk at once, and a test
compares both ways on every packaged scenario of every game.
"""
from __future__ import annotations

from contextlib import contextmanager
from functools import wraps
from dataclasses import dataclass
from enum import StrEnum
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Sequence, Union, overload

from .actions import Action as _Action, _MADE, make_action as _make_action
from .punctuation import signed_number


class EventKind(StrEnum):
    """The shared vocabulary the history, the stepper and the tests read. What a game-specific
    event *means* stays in its message ``code`` and rulings; the kind only says which of these
    few roles it plays, so generic code never needs to know a game's words."""

    SETUP = "setup"                  # deal, round start, what a new round shows
    ACTION = "action"                # a seat's action: params action=<Action>; private legal
    AUTO = "auto"                    # the engine acting for an automatic seat (the robot)
    TRICK_WON = "trick_won"          # params winner, cards
    ROUND_SCORED = "round_scored"    # params scores (per seat), totals
    GAME_OVER = "game_over"          # params winners, reason, outcome (an Outcome)
    RULE = "rule"                    # any other rule applied (ability, exchange, gem ...)


_KINDS: dict[Any, EventKind] = {**{k: k for k in EventKind}, **{k.value: k for k in EventKind}}


@dataclass(init=False, repr=False, eq=False)
class Step:
    """One line of an explanation, e.g. "highest trump wins (RT-011)". Immutable: the fields
    are read-only properties over private slots, as ``Event``'s (so making a step is plain
    slot stores: a guarded ``__setattr__`` cost a third of a step, and playouts make tens of
    steps nobody reads)."""

    __slots__ = ("_code", "_rulings", "_params")
    code: str
    rulings: tuple[str, ...]
    params: dict[str, Any]
    if TYPE_CHECKING:                 # the slots behind them (not the dataclass's fields)
        _code: str
        _rulings: tuple[str, ...]
        _params: dict[str, Any]

    def __new__(cls, code: str, rulings: tuple[str, ...] = (),
                params: dict[str, Any] | None = None) -> "Step":
        return new_step(code, rulings, params)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Step:
            return NotImplemented
        o: Step = other  # type: ignore[assignment,unused-ignore]
        return self._code == o._code and self._rulings == o._rulings and self._params == o._params

    __hash__ = None  # type: ignore[assignment]  # params is a dict, as with the dataclass

    def __repr__(self) -> str:
        return f"Step(code={self._code!r}, rulings={self._rulings!r}, params={self._params!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Step, (self._code, self._rulings, self._params))


def new_step(code: str, rulings: tuple[str, ...] = (),
             params: dict[str, Any] | None = None) -> Step:
    """``Step(code, rulings, params)``, made cheaper: the class's call reaches a Python
    ``__new__`` through C (a call the interpreter cannot inline, some 3,500 instructions),
    where this function's call is inlined, about a third of that. Engines making steps at
    plays (a Ruler's token, an exemption) call it directly."""
    s: Step = _new(Step)
    s._code = code
    s._rulings = rulings
    s._params = {} if params is None else params
    return s


# Step's public fields: read-only views of the private slots (set after the dataclass saw the
# annotations, so ``dataclasses.fields`` and ``replace`` still know them)
for _name in ("code", "rulings", "params"):
    setattr(Step, _name, property(attrgetter("_" + _name), doc=f"the step's {_name}"))

class StepsLater(tuple):  # type: ignore[type-arg]
    """Steps made when read: ``StepsLater((build, *args))``, put in a list of explanation
    steps, stands for the steps ``build(*args)`` returns, in its place (``unfold``). Why: a
    character that explains every play of its own (the Alchemist's value and colour) made
    Steps, each an object and a dict, that a random playout never reads; like a record, the
    arguments must be values that never change afterwards, so the steps built later are the
    ones made at once. A tuple: made by C, with no ``__init__`` call."""

    __slots__ = ()


# One step made when read: a plain tuple ``(code, rulings, params)`` in a list of steps stands
# for ``Step(code, rulings, params)`` (``unfold``, ``step_now``). Why: the notes of an effective
# card and the lines of round-end points are steps a random playout never reads, and a Step
# costs a call of ``__init__`` where the tuple is one bytecode (a tuple subclass, made by a
# call, saved a fifth of that). Its parameters, as a record's, must never change afterwards.
StepLater = tuple[str, tuple[str, ...], dict[str, Any]]


def unfold(steps: Iterable[Any]) -> list[Step]:
    """``steps`` with each ``StepsLater`` or ``StepLater`` replaced by the steps it stands
    for."""
    out: list[Step] = []
    for s in steps:
        k = s.__class__
        if k is StepsLater:
            out.extend(s[0](*s[1:]))
        elif k is tuple:
            out.append(new_step(*s))
        else:
            out.append(s)
    return out


def step_now(s: "Step | StepLater") -> Step:
    """The Step a ``StepLater`` stands for (a Step as it is)."""
    return s if isinstance(s, Step) else new_step(*s)


StepsThunk = Callable[[], Iterable[Step]]
StepsArg = Union[tuple[Step, ...], list[Step], StepsThunk]

_set = object.__setattr__
_EAGER = False


def set_eager(on: bool) -> bool:
    """Build every explanation when its event is made (True) or on first reading (False, the
    default). Returns the previous setting."""
    global _EAGER
    old, _EAGER = _EAGER, bool(on)
    return old


def is_eager() -> bool:
    """Whether explanation steps are being built at once (inside ``with eager():``)."""
    return _EAGER


@contextmanager
def eager(on: bool = True) -> Iterator[None]:
    """``with eager(): ...`` builds explanation steps as events are made (for comparisons)."""
    old = set_eager(on)
    try:
        yield
    finally:
        set_eager(old)


@dataclass(init=False, repr=False, eq=False)
class Event:
    """Something the engine did. ``visible_to`` is None for public events, otherwise the seats
    allowed to see it (a pass is seen by giver and receiver only). ``private``: parameters only
    one seat (and the teacher) may see: {seat: {name: value}}, e.g. the legal alternatives an
    actor had, which would show its hand to the others. ``steps`` may be given as a thunk
    (see the module's docstring); reading ``event.steps`` always gives the tuple of steps.

    Immutable: the fields are read-only properties over private slots (so making an event is
    plain slot stores, the cheapest Python has, and bulk simulation makes tens per trick);
    still a dataclass, so ``dataclasses.replace`` works (it builds the steps)."""

    # ``_game``: the game whose catalogue words the event in a notebook cell, set by the match
    # that hands it out (unset on an event made elsewhere)
    __slots__ = ("_kind", "_code", "_seat", "_rulings", "_params", "_steps", "_visible_to",
                 "_private", "_thunk", "_game")
    kind: EventKind
    code: str
    seat: str | None
    rulings: tuple[str, ...]
    params: dict[str, Any]
    steps: tuple[Step, ...]
    visible_to: frozenset[str] | None
    private: dict[str, dict[str, Any]]

    def __init__(self, kind: "EventKind | str", code: str, seat: str | None = None,
                 rulings: tuple[str, ...] = (), params: dict[str, Any] | None = None,
                 steps: StepsArg = (), visible_to: frozenset[str] | None = None,
                 private: dict[str, dict[str, Any]] | None = None) -> None:
        # a free string ("info", "scored") is refused here, so a game cannot drift from the
        # vocabulary; "action" and EventKind.ACTION are the same kind
        k = _KINDS.get(kind)
        self._kind = k if k is not None else EventKind(kind)
        self._code = code
        self._seat = seat
        self._rulings = rulings
        self._params = {} if params is None else params
        self._visible_to = visible_to
        self._private = {} if private is None else private
        self._thunk: StepsThunk | None = None
        self._steps: tuple[Step, ...] | None
        if steps.__class__ is tuple:
            self._steps = steps
        elif callable(steps):
            if _EAGER:
                self._steps = tuple(steps())
            else:
                self._steps = None
                self._thunk = steps
        else:
            self._steps = tuple(steps)

    @staticmethod
    def quick(kind: EventKind, code: str, seat: str | None, rulings: tuple[str, ...],
              params: dict[str, Any], steps: StepsThunk | tuple[Step, ...] = (),
              visible_to: frozenset[str] | None = None) -> "Event":
        """The engines' hot path: the same event as ``Event(...)`` without the checks and the
        keyword handling (``kind`` must be an ``EventKind``, ``steps`` a thunk or a tuple, no
        private parameters)."""
        e: Event = _new(Event)
        e._kind = kind
        e._code = code
        e._seat = seat
        e._rulings = rulings
        e._params = params
        e._visible_to = visible_to
        e._private = {}
        if steps.__class__ is tuple:
            e._steps = steps
            e._thunk = None
        elif _EAGER:
            e._steps = tuple(steps())  # type: ignore[operator]
            e._thunk = None
        else:
            e._steps = None
            e._thunk = steps  # type: ignore[assignment]
        return e

    def _built_steps(self) -> tuple[Step, ...]:
        """The steps, built from the thunk on the first reading and kept."""
        steps = self._steps
        if steps is None:                    # still waiting for its thunk: build and keep
            thunk = self._thunk
            assert thunk is not None
            steps = self._steps = tuple(thunk())
            self._thunk = None
        return steps

    @property
    def lazy(self) -> bool:
        """True while the explanation steps are not built yet."""
        return self._steps is None

    def evolve(self, **changes: Any) -> "Event":
        """A copy with ``changes`` (like ``dataclasses.replace``) that keeps unbuilt steps
        unbuilt."""
        out: Event = _new(Event)
        for name in ("kind", "code", "seat", "rulings", "params", "visible_to", "private"):
            slot = "_" + name
            _set(out, slot, changes[name] if name in changes else getattr(self, slot))
        if "steps" in changes:
            s = changes["steps"]
            out._steps = s if s.__class__ is tuple else tuple(s() if callable(s) else s)
            out._thunk = None
        else:
            out._steps = self._steps
            out._thunk = self._thunk
        return out

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        o: Event = other  # type: ignore[assignment,unused-ignore]
        return (self.kind == o.kind and self.code == o.code and self.seat == o.seat
                and self.rulings == o.rulings and self.params == o.params
                and self.visible_to == o.visible_to and self.private == o.private
                and self.steps == o.steps)

    __hash__ = None  # type: ignore[assignment]  # params is a dict, as with the dataclass

    def __repr__(self) -> str:
        """One line, in words where the event knows its game: "<Event action: Di plays ♣A.
        (BT-002)>" (its fields' dump listed a deal's every hand; they stay readable one by one).
        The teacher's words, marked "[teacher view: ...]" when some seat could not see them
        all, as the notebook cell marks them (``_repr_html_``)."""
        from .display import event_words
        from .seen import hides
        from .strings import words
        ids = ", ".join(self.all_rulings())
        mark = f" [{words('event_teacher_view', 'en')}]" if hides(self) else ""
        return f"<Event {self.kind}: {event_words(self)}{f' ({ids})' if ids else ''}{mark}>"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Event, (self.kind, self.code, self.seat, self.rulings, self.params, self.steps,
                        self.visible_to, self.private))

    def all_rulings(self) -> list[str]:
        """Ruling ids of the event and of its steps, in order, without repeats."""
        seen: list[str] = []
        for rid in (*self.rulings, *(r for s in self.steps for r in s.rulings)):
            if rid not in seen:
                seen.append(rid)
        return seen

    def visible(self, seat: str | None) -> bool:
        """True if ``seat`` may see this event (None, the teacher, sees all)."""
        return self.visible_to is None or seat is None or seat in self.visible_to

    def params_for(self, seat: str | None) -> dict[str, Any]:
        """The public parameters plus the private ones ``seat`` may see (all for the teacher)."""
        out = dict(self.params)
        for owner, extra in self.private.items():
            if seat is None or owner == seat:
                out.update(extra)
        return out

    def seen_by(self, seat: str | None) -> "Event | None":
        """This event as ``seat`` sees it: None if hidden from it, otherwise a copy without the
        other seats' private parameters (the teacher, ``None``, sees everything)."""
        if not self.visible(seat):
            return None
        if seat is None or not self.private:
            return self
        out = self.evolve(private={s: p for s, p in self.private.items() if s == seat})
        game = getattr(self, "_game", None)
        if game is not None:              # the copy still words itself as its game's
            setattr(out, "_game", game)
        return out

    def _repr_html_(self) -> str:
        """The teacher's view (``display()``), marked as such when some seat could not see
        it all: an event is the match's record, shared by every seat (and by a match's
        forks, whose seat to act differs), so it shows everything and says so; a seat's
        view is ``display(seat=...)``, a seat's log ``Match.log``."""
        from .seen import seen_html
        return seen_html(self)

    def display(self, lang: str = "en", seat: str | None = None) -> Any:
        """The event in words of ``lang`` for a notebook cell (``_repr_html_`` is English).
        ``seat``: as that seat sees it, the other seats' private cards left out and an event
        hidden from it said to be hidden ("Ben: pass (hidden from Aki)"); None: the
        teacher, who sees everything (marked when some seat could not). The seat's name is
        not checked: the seats are the match's players, which an event (even one knowing its
        game) does not know; a misspelt seat errs safe, seeing only what every seat sees.
        ``Match.log(seat=...)`` and ``Match.explain(seat=...)`` check it."""
        from .checks import check_lang
        from .display import Shown
        from .seen import seen_html
        return Shown(seen_html(self, check_lang(lang), seat))


# The public fields: read-only views of the private slots (set after the dataclass saw the
# annotations, so ``dataclasses.fields`` and ``replace`` still know them).
for _name in ("kind", "code", "seat", "rulings", "params", "visible_to", "private"):
    setattr(Event, _name, property(attrgetter("_" + _name), doc=f"the event's {_name}"))
setattr(Event, "steps", property(Event._built_steps,
                                 doc="the explanation steps (built on first reading)"))
_new = object.__new__


# -- event logs ------------------------------------------------------------------------------
# A bulk simulation makes tens of events per trick that nobody may ever read; making each Event
# (an object, a params dict, a steps thunk) cost more than playing the card. An engine's hot
# path may instead append a *record* to ``EventLog.raw``: a tuple ``(build, *args)`` where
# ``build(*args)`` makes the Event. The log builds it the first time it is read, and keeps it.
def signed(scores: dict[str, int], seats: Iterable[str]) -> dict[str, str]:
    """Each seat's score with its sign, in seat order (``{"Ann": "+10", "Bo": "−5"}``): a
    parameter the catalogue writes as a list in the reader's language, "Ann +10, Bo −5" or
    「Ann +10、Bo −5」 (a text joined here had English commas in Japanese)."""
    return {s: signed_number(scores[s]) for s in seats}


# A record ``(Many(expand), *args)`` stands for several: ``expand(*args)`` gives their records
# in order (one tuple for a whole trick's plays, say), unfolded when the log is first read.

Record = tuple[Any, ...]


class Many:
    """The builder of a record that stands for several events (see above)."""

    __slots__ = ("expand",)

    def __init__(self, expand: Callable[..., Iterable[Any]]) -> None:
        self.expand = expand


def _is_many(x: Any) -> bool:
    return x.__class__ is tuple and x[0].__class__ is Many


# The list an engine appends its events to: Events, or records (above) built when read (a bulk
# loop's plain list, handed to an ``EventLog``) or at once (``Built``, a step's list).
Sink = list[Any]


class Built(list):  # type: ignore[type-arg]
    """An event list that builds each record appended to it (``(build, *args)``, see above)
    into its Event at once: the list a step of an engine (``apply``, ``perform``, its first
    state) fills, read as Events in the middle of the step (a game built on the engine reacts
    to the events so far). Why: the engine then always appends records, one C call, into
    whatever list it is given; a bulk loop hands it a plain-append list that keeps them unbuilt
    (built when read: ``EventLog``), a step hands it this one."""

    __slots__ = ()

    def append(self, x: Any) -> None:
        list.append(self, x[0](*x[1:]) if x.__class__ is tuple else x)


class EventLog(Sequence[Event]):
    """A sequence of events whose items may be kept as records (``(build, *args)`` tuples,
    see above) until read: reading builds and keeps the Event, so a log read later holds the
    very events the engine would have made at once. Like a thunk, a record must only hold
    values that never change afterwards. ``raw`` is the underlying list (Events and records);
    engines append to it directly."""

    __slots__ = ("raw", "_flat")

    def __init__(self, events: Iterable["Event | Record"] = ()) -> None:
        # (``__class__ is``, not isinstance: this is an ABC, and its isinstance is slow)
        self.raw: list[Any] = list(events.raw if events.__class__ is EventLog else events)
        self._flat = 0                       # raw[:_flat] holds no Many record

    def _items(self) -> list[Any]:
        """``raw`` with every Many record unfolded into the records it stands for."""
        raw = self.raw
        start = self._flat
        if start < len(raw):
            tail = raw[start:]
            if any(map(_is_many, tail)):
                out: list[Any] = []
                for x in tail:
                    if _is_many(x):
                        out.extend(x[0].expand(*x[1:]))
                    else:
                        out.append(x)
                raw[start:] = out
            self._flat = len(raw)
        return raw

    def append(self, event: "Event | Record") -> None:
        """Add an Event or a record (built when read)."""
        self.raw.append(event)

    def extend(self, events: Iterable["Event | Record"]) -> None:
        """Add Events or records; another log's records are taken unbuilt."""
        self.raw.extend(events.raw if events.__class__ is EventLog else events)

    def __iadd__(self, events: Iterable["Event | Record"]) -> "EventLog":
        self.extend(events)
        return self

    def __len__(self) -> int:
        return len(self._items())

    @overload
    def __getitem__(self, i: int) -> Event: ...
    @overload
    def __getitem__(self, i: slice) -> list[Event]: ...

    def __getitem__(self, i: "int | slice") -> "Event | list[Event]":
        raw = self._items()
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(raw)))]
        x = raw[i]
        if x.__class__ is tuple:
            x = raw[i] = x[0](*x[1:])
        return x  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[Event]:
        raw = self.raw
        i = 0
        while True:
            if i >= self._flat:              # past what is known unfolded (the log may grow)
                self._items()
                if i >= len(raw):
                    return
            x = raw[i]
            if x.__class__ is tuple:
                x = raw[i] = x[0](*x[1:])
            yield x
            i += 1

    def build(self) -> "EventLog":
        """Build every record now (``eager()`` runs, comparisons); returns the log."""
        for _ in self:
            pass
        return self

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (EventLog, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EventLog({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (EventLog, (list(self),))


def built(records: Iterable[Any]) -> list[Event]:
    """The events of ``records`` (Events and records, see ``EventLog``), all built, as a list
    (what an engine's ``apply`` returns)."""
    return list(EventLog(records))



def writes_records(loop: Callable[..., None]) -> Callable[..., None]:
    """For a game's own bulk loop ``loop(game, state, rng, events)`` that appends records to an
    ``EventLog``'s ``raw`` list: called with any other list, it plays into a new log and hands
    over the built events, so callers may pass a plain list (the wrapped loop may be typed to
    take an ``EventLog``)."""
    @wraps(loop)
    def play(game: Any, st: Any, rng: Any, events: "list[Event] | EventLog") -> None:
        if events.__class__ is EventLog:
            loop(game, st, rng, events)
            return
        log = EventLog()
        loop(game, st, rng, log)
        events.extend(log)
    return play

# -- packed events ---------------------------------------------------------------------------
# A match keeps every event of every action (hundreds), and an Event's dicts cost far more than
# what they hold; a seat's legal alternatives (many small Action objects) cost the most. A
# packed event is a plain tuple: each dict as a tuple of keys (shared between events of the
# same shape) and its values, the seat sets shared, and a tuple of actions made of the shared
# actions (``actions.make_action``: one object per distinct action, so a tuple costs a pointer
# an action; packing them as one text, as before, cost more to make and to read back, and no
# less memory). ``unpack`` gives a new Event equal to the packed one, its steps still unbuilt
# when they were.

Packed = tuple[Any, ...]

_SHARED: dict[Any, Any] = {}      # key tuples and seat sets, one object per distinct value
_SHARED_MAX = 50_000              # bounded even for a server seeing endless seat names


def _shared(value: Any) -> Any:
    """One object per distinct tuple of keys or set of seats (strings only: 1 and True are
    equal keys, and the one kept must be the one given)."""
    for x in value:
        if x.__class__ is not str:
            return value
    got = _SHARED.get(value)
    if got is None:
        if len(_SHARED) >= _SHARED_MAX:
            return value
        got = _SHARED[value] = value
    return got


def _pack_value(value: Any) -> Any:
    """A tuple of actions made of the shared ones (any other value as it is)."""
    if value.__class__ is not tuple or not value or value[0].__class__ is not _Action:
        return value
    out = []
    for a in value:
        if a.__class__ is not _Action:
            return value
        key = (a.seat, a.kind, a.args)
        got = _MADE.get(key)
        out.append(got if got is not None else _make_action(*key))
    return tuple(out)


def _pack_dict(d: dict[Any, Any]) -> tuple[Any, ...]:
    """Keys (shared), then the values."""
    return (_shared(tuple(d)), *map(_pack_value, d.values()))


def pack(event: Event) -> Packed:
    """``event`` as a compact tuple for keeping (see above); ``unpack`` gives it back. The
    parameters close the tuple: their keys, then the values."""
    private: tuple[Any, ...] = ()
    if event._private:
        private = tuple((owner, *_pack_dict(p)) for owner, p in event._private.items())
    steps = event._steps
    seen = event._visible_to
    return (event._kind, event._code, event._seat, event._rulings,
            event._thunk if steps is None else steps,
            seen if seen is None else _shared(seen), private, *_pack_dict(event._params))


def unpack(packed: Packed) -> Event:
    """A new Event equal to the packed one (an unbuilt explanation stays unbuilt)."""
    out: Event = _new(Event)
    out._kind, out._code, out._seat, out._rulings, steps, out._visible_to, private = packed[:7]
    if steps.__class__ is tuple:
        out._steps, out._thunk = steps, None
    elif _EAGER:
        out._steps, out._thunk = tuple(steps()), None
    else:
        out._steps, out._thunk = None, steps
    out._private = {p[0]: dict(zip(p[1], p[2:])) for p in private} if private else {}
    out._params = dict(zip(packed[7], packed[8:]))
    return out

