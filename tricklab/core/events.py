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
from functools import lru_cache
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Callable, Iterable, Iterator, Union


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
    """One line of an explanation, e.g. "highest trump wins (RT-011)". Immutable."""

    __slots__ = ("code", "rulings", "params")
    code: str
    rulings: tuple[str, ...]
    params: dict[str, Any]

    def __init__(self, code: str, rulings: tuple[str, ...] = (),
                 params: dict[str, Any] | None = None) -> None:
        _set(self, "code", code)
        _set(self, "rulings", rulings)
        _set(self, "params", {} if params is None else params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Step is immutable: cannot set {name}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Step:
            return NotImplemented
        o: Step = other  # type: ignore[assignment,unused-ignore]
        return self.code == o.code and self.rulings == o.rulings and self.params == o.params

    __hash__ = None  # type: ignore[assignment]  # params is a dict, as with the dataclass

    def __repr__(self) -> str:
        return f"Step(code={self.code!r}, rulings={self.rulings!r}, params={self.params!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Step, (self.code, self.rulings, self.params))


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

    Immutable; still a dataclass, so ``dataclasses.replace`` works (it builds the steps)."""

    __slots__ = ("kind", "code", "seat", "rulings", "params", "steps", "visible_to", "private",
                 "_thunk")
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
        _set(self, "kind", k if k is not None else EventKind(kind))
        _set(self, "code", code)
        _set(self, "seat", seat)
        _set(self, "rulings", rulings)
        _set(self, "params", {} if params is None else params)
        _set(self, "visible_to", visible_to)
        _set(self, "private", {} if private is None else private)
        if steps.__class__ is tuple:
            _set(self, "steps", steps)
        elif callable(steps):
            if _EAGER:
                _set(self, "steps", tuple(steps()))
            else:
                _set(self, "_thunk", steps)
        else:
            _set(self, "steps", tuple(steps))

    def __getattr__(self, name: str) -> Any:
        # only reached for an unset slot: ``steps`` still waiting for its thunk
        if name == "steps":
            thunk = object.__getattribute__(self, "_thunk")
            steps = tuple(thunk())
            _set(self, "steps", steps)
            _set(self, "_thunk", None)
            return steps
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Event is immutable: cannot set {name}")

    @property
    def lazy(self) -> bool:
        """True while the explanation steps are not built yet."""
        try:
            object.__getattribute__(self, "steps")
        except AttributeError:
            return True
        return False

    def evolve(self, **changes: Any) -> "Event":
        """A copy with ``changes`` (like ``dataclasses.replace``) that keeps unbuilt steps
        unbuilt."""
        out = Event.__new__(Event)
        for name in ("kind", "code", "seat", "rulings", "params", "visible_to", "private"):
            _set(out, name, changes[name] if name in changes else object.__getattribute__(self, name))
        if "steps" in changes:
            s = changes["steps"]
            _set(out, "steps", s if s.__class__ is tuple else tuple(s() if callable(s) else s))
        elif self.lazy:
            _set(out, "_thunk", object.__getattribute__(self, "_thunk"))
        else:
            _set(out, "steps", object.__getattribute__(self, "steps"))
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
        return (f"Event(kind={self.kind!r}, code={self.code!r}, seat={self.seat!r}, "
                f"rulings={self.rulings!r}, params={self.params!r}, steps={self.steps!r}, "
                f"visible_to={self.visible_to!r}, private={self.private!r})")

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
        return self.evolve(private={s: p for s, p in self.private.items() if s == seat})

    def _repr_html_(self) -> str:
        from .display import event_html
        return event_html(self)


# -- packed events ---------------------------------------------------------------------------
# A match keeps every event of every action (hundreds), and an Event's dicts cost far more than
# what they hold; a seat's legal alternatives (many small Action objects) cost the most. A
# packed event is a plain tuple: each dict as a tuple of keys (shared between events of the
# same shape) and a tuple of values, a tuple of actions as one text, the seat sets shared.
# ``unpack`` gives a new Event equal to the packed one, its steps still unbuilt when they were.

Packed = tuple[Any, ...]

_SHARED: dict[Any, Any] = {}      # key tuples and seat sets, one object per distinct value
_SHARED_MAX = 50_000              # bounded even for a server seeing endless seat names
_UNIT, _RECORD = "\x1f", "\x1e"   # separators no action word contains (checked when packing)


class _Actions(str):
    """A tuple of ``Action`` packed as text: seat, verb and words of each, joined by control
    characters."""

    __slots__ = ()


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
    if value.__class__ is not tuple or not value:
        return value
    from .actions import Action
    parts = []
    for a in value:
        if a.__class__ is not Action:
            return value
        words = (a.seat, a.kind, *a.args)
        for w in words:
            if w.__class__ is not str or _UNIT in w or _RECORD in w:
                return value
        parts.append(_UNIT.join(words))
    return _Actions(_RECORD.join(parts))


def _unpack_value(value: Any) -> Any:
    return _actions(value) if value.__class__ is _Actions else value


@lru_cache(maxsize=1024)
def _actions(text: str) -> tuple[Any, ...]:
    """The actions packed in ``text``, decoded once for the many readings of one record (a
    table redraws its history after every click); tuples of immutable actions, so shared."""
    from .actions import Action
    out = []
    for part in text.split(_RECORD):
        seat, kind, *args = part.split(_UNIT)
        out.append(Action(seat, kind, tuple(args)))
    return tuple(out)


def _pack_dict(d: dict[Any, Any]) -> tuple[Any, ...]:
    """Keys (shared), whether any value is packed, then the values."""
    values = [_pack_value(v) for v in d.values()]
    coded = any(v.__class__ is _Actions for v in values)
    return (_shared(tuple(d)), coded, *values)


def _unpack_dict(packed: tuple[Any, ...], start: int, stop: int | None = None) -> dict[Any, Any]:
    keys, coded = packed[start], packed[start + 1]
    values = packed[start + 2:stop]
    return dict(zip(keys, map(_unpack_value, values) if coded else values))


def pack(event: Event) -> Packed:
    """``event`` as a compact tuple for keeping (see above); ``unpack`` gives it back. The
    parameters close the tuple: their keys, whether a value is packed, the values."""
    get = object.__getattribute__
    private: tuple[Any, ...] = ()
    if event.private:
        private = tuple((owner, *_pack_dict(p)) for owner, p in event.private.items())
    try:
        steps = get(event, "steps")
    except AttributeError:
        steps = get(event, "_thunk")
    seen = event.visible_to
    return (event.kind, event.code, event.seat, event.rulings, steps,
            seen if seen is None else _shared(seen), private, *_pack_dict(event.params))


def unpack(packed: Packed) -> Event:
    """A new Event equal to the packed one (an unbuilt explanation stays unbuilt)."""
    out = Event.__new__(Event)
    _set(out, "kind", packed[0])
    _set(out, "code", packed[1])
    _set(out, "seat", packed[2])
    _set(out, "rulings", packed[3])
    steps = packed[4]
    if steps.__class__ is tuple:
        _set(out, "steps", steps)
    elif _EAGER:
        _set(out, "steps", tuple(steps()))
    else:
        _set(out, "_thunk", steps)
    _set(out, "visible_to", packed[5])
    private = packed[6]
    _set(out, "private", {p[0]: _unpack_dict(p, 1) for p in private} if private else {})
    _set(out, "params", _unpack_dict(packed, 7) if packed[7] else {})
    return out
