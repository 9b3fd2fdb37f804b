"""Hook dispatch for the engine's hot path: each seat's component, and for each hook only the
seats (in priority order) whose component actually implements it.

Why: most characters leave most hooks as ``Character``'s no-op, and the engine used to call
every seat's hook at every play, trick and stage. The lists are built once per set of
characters and kept on the state (``st.hook_cache``), checked against ``st.ranked`` and
``st.chars`` on every use, so a new round or a changed character rebuilds them and a clone may
share them (they only depend on those two values).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .characters.base import Character
from .registry import REGISTRY, by_priority, get, memo
from .state import TTState

Hooked = tuple[tuple[str, Character], ...]


def implements(component: Character, hook: str) -> bool:
    """True when ``component``'s class overrides ``hook`` (a composite such as Little's seat
    overrides every hook and is always called). Classes do not change, so it is kept."""
    key = (type(component), hook)
    found = _IMPLEMENTS.get(key)
    if found is None:
        if hook in _HOOK_NAMES:         # a hook of Character: the class's kept overrides
            found = hook in overrides(component)
        else:
            found = getattr(type(component), hook) is not getattr(Character, hook)
        _IMPLEMENTS[key] = found
    return found


_IMPLEMENTS: dict[tuple[type, str], bool] = {}


def comp(st: TTState, seat: str) -> Character:
    """The component of ``seat``'s character (the catalogue's first, then the resolvers)."""
    # (a component is never falsy: ``or`` spares a name and a test, at every seat of a stage)
    return REGISTRY.get(st.chars[seat]) or get(st.chars[seat])


def overrides(component: Character) -> frozenset[str]:
    """Every name ``component``'s class overrides (``implements`` for all hooks at once), so
    a round's tables are built without a lookup per seat and hook."""
    cls = type(component)
    found = _OVERRIDES.get(cls)
    if found is None:
        # only names some class above Character in the MRO defines can differ from
        # Character's: read from those classes' own dicts, not all of dir(Character) per class
        names: set[str] = set()
        for klass in cls.__mro__:
            if klass is Character:
                break
            for name in vars(klass):
                if name in _HOOK_NAMES and getattr(cls, name) is not getattr(Character, name):
                    names.add(name)
        found = _OVERRIDES[cls] = frozenset(names)
    return found


_OVERRIDES: dict[type, frozenset[str]] = {}
_HOOK_NAMES = frozenset(name for name in dir(Character) if not name.startswith("__"))


def _tables(st: TTState) -> dict[str, Any]:
    cache = st.hook_cache
    if cache is None or cache[0] is not st.ranked or cache[1] != st.chars:
        cache = st.hook_cache = (st.ranked, dict(st.chars), {})
    return cache[2]


Ranked = tuple[tuple[str, Character, frozenset[str]], ...]


def _ranked(st: TTState, tables: dict[str, Any]) -> Ranked:
    """(seat, component, its overrides) of every ranked seat, kept with the tables."""
    found = tables.get(_RANKED)
    if found is None:
        # (a loop, not a generator: built at every round)
        # (comp and overrides without their calls when found: the kept answers first)
        rows: list[tuple[str, Character, frozenset[str]]] = []
        chars = st.chars
        for s in st.ranked:
            c = REGISTRY.get(chars[s]) or get(chars[s])
            rows.append((s, c, _OVERRIDES.get(c.__class__) or overrides(c)))
        found = tables[_RANKED] = tuple(rows)
    return found


_RANKED = "ranked:overrides"


def hooked(st: TTState, hook: str) -> Hooked:
    """(seat, component) of every seat of ``st.ranked`` whose component implements ``hook``."""
    cache = st.hook_cache               # the common case first, without a call: a kept list
    if cache is not None and cache[0] is st.ranked and cache[1] == st.chars:
        found = cache[2].get(hook)
        if found is not None:
            return found
    tables = _tables(st)
    found = tables.get(hook)
    if found is None:
        # (loops: asked for each hook of a round, and a comprehension is a call of its own
        # that makes ``hook`` a closure cell, read at every call of ``hooked``)
        rows = []
        if hook in _HOOK_NAMES:
            for s, c, names in _ranked(st, tables):
                if hook in names:
                    rows.append((s, c))
        else:                           # not a hook of Character: ``implements`` says why
            for s, c, _ in _ranked(st, tables):
                if implements(c, hook):
                    rows.append((s, c))
        found = tuple(rows)
        tables[hook] = found
    return found


def by_rank(st: TTState) -> Ranked:
    """(seat, component, its overrides) of every seat of ``st.chars``, highest priority first
    (TT-024). Why kept with the tables: every step of the round end asks each seat in this
    order, and a lookup per step and seat cost more than the step's own work; the overrides
    let it answer a hook left as ``Character``'s without calling it."""
    cache = st.hook_cache               # the common case first, as in ``hooked``
    if cache is not None and cache[0] is st.ranked and cache[1] == st.chars:
        tables = cache[2]
        found = tables.get(_BY_RANK)
        if found is not None:
            return found
        # (the tables stand: ``_tables`` and, when ``trick_hooks`` made them, ``_ranked``'s
        # rows without their calls, asked at every round end)
        found = tables.get(_RANKED) or _ranked(st, tables)
    else:
        tables = _tables(st)
        found = _ranked(st, tables)
    # as in Tricktakers, every seat ranked once, by strictly rising priority: the order
    # ``by_priority`` gives (the only one), told without its sort (a tenth of building a
    # round's tables); else sorted (a seat set up once per character, a tie: Little)
    last = None
    if len(found) == len(st.chars):
        for row in found:
            rank = row[1].priority
            if last is not None and not last < rank:
                break
            last = rank
        else:
            tables[_BY_RANK] = found
            return found
    order = by_priority(st.chars)
    if tuple(order) != st.ranked:
        rows: list[tuple[str, Character, frozenset[str]]] = []
        for s in order:
            c = comp(st, s)
            rows.append((s, c, overrides(c)))
        found = tuple(rows)
    tables[_BY_RANK] = found
    return found


_BY_RANK = "rank:components"


class TrickHooks(NamedTuple):
    """Everything finishing a trick asks of the round's characters, found at once: seats in
    priority order for the hooks of ``TRICK_HOOKS``, then {seat: component} for the hooks
    asked of one seat (the effective card's two stages, the winner's ``take_trick``), then
    the seats watching every play. Read-only."""

    before: Hooked              # before_resolve
    on_won: Hooked              # on_trick_won
    takers: Hooked              # on_take
    claims: Hooked
    after_win: Hooked
    after_trick: Hooked
    starters: Hooked            # on_trick_start
    early: dict[str, Character]     # effective
    late: dict[str, Character]      # effective_late
    takes: dict[str, Character]     # take_trick
    watchers: Hooked            # on_any_play (``hooked``'s: the bulk loop asks it with these)


# the hooks that finish a trick, in this order (the first fields of ``TrickHooks``)
TRICK_HOOKS = ("before_resolve", "on_trick_won", "on_take", "claims", "after_win",
               "after_trick", "on_trick_start")
# ``TRICK_HOOKS`` and the hooks every round asks ``hooked`` for once (at its first play, at
# its end): their seats found in the same pass, not in a pass of their own each (the last
# two are kept for ``hooked``)
ORDERED_HOOKS = (*TRICK_HOOKS, "on_any_play", "round_end_stage")
# the hooks asked of one seat (the last fields of ``TrickHooks``)
SEAT_HOOKS = ("effective", "effective_late", "take_trick")


def trick_hooks(st: TTState) -> TrickHooks:
    """The ``TrickHooks`` of ``st``'s characters. Why one table: every trick asks for all of
    them, so one checked lookup stands for ten, and a round builds them in one pass over its
    seats (the table goes with the others, so it is rebuilt exactly when they are: a new
    round, a changed character)."""
    cache = st.hook_cache               # the common case first, as in ``hooked``
    if cache is not None and cache[0] is st.ranked and cache[1] == st.chars:
        found = cache[2].get(_TRICK)
        if found is not None:
            return found
    tables = _tables(st)
    # the hooks' seats grow as tuples, from one shared empty tuple each: a round's characters
    # implement few of them, so most stay empty, and no list is made and copied per hook
    ordered: list[Any] = [()] * len(ORDERED_HOOKS)
    early: dict[str, Character] = {}
    late: dict[str, Character] = {}
    takes: dict[str, Character] = {}
    by_seat = (early, late, takes)
    rows: list[tuple[str, Character, frozenset[str]]] = []
    chars = st.chars
    # both kinds of slots in one pass over the seats, which makes ``_ranked``'s rows too
    # (the round's first table: one lookup per seat for all, not a pass of its own)
    for s in st.ranked:
        c, in_order, by_one, names = _BY_NAME.get(chars[s]) or _seat_slots(chars[s])
        rows.append((s, c, names))
        if in_order:
            row = ((s, c),)                 # (one pair for all its hooks: immutable)
            for i in in_order:
                ordered[i] += row
        for i in by_one:
            by_seat[i][s] = c
    ranked = tables.get(_RANKED)
    if ranked is None:
        ranked = tables[_RANKED] = tuple(rows)
    if len(ranked) != len(chars):       # every seat, not only the ranked ones: asked by seat
        seen = {row[0] for row in ranked}
        for s in st.chars:
            if s not in seen:
                c = comp(st, s)
                for i in _trick_slots(c)[1]:
                    by_seat[i][s] = c
    # ``hooked`` gives the same tuples for the two hooks every round asks it (the trick
    # hooks it builds itself when asked: rarely, and an entry each cost more than that)
    watchers = tables["on_any_play"] = ordered[7]
    tables["round_end_stage"] = ordered[8]
    # the fields in their order, in the same list (``TrickHooks._make`` without its
    # Python-level classmethod: every field is given)
    ordered[7:] = early, late, takes, watchers
    found = tables[_TRICK] = tuple.__new__(TrickHooks, ordered)
    return found


_TRICK = "trick:hooks"


Slots = tuple[tuple[int, ...], tuple[int, ...], frozenset[str]]


def _trick_slots(component: Character) -> Slots:
    """The positions in ``ORDERED_HOOKS`` and in ``SEAT_HOOKS`` of the hooks ``component``'s
    class overrides, then its ``overrides``, kept per class: a round's table is then a few
    appends per seat."""
    cls = type(component)
    found = _SLOTS.get(cls)
    if found is None:
        names = overrides(component)
        found = _SLOTS[cls] = (tuple(i for i, h in enumerate(ORDERED_HOOKS) if h in names),
                               tuple(i for i, h in enumerate(SEAT_HOOKS) if h in names), names)
    return found


_SLOTS: dict[type, Slots] = {}
SeatSlots = tuple[Character, tuple[int, ...], tuple[int, ...], frozenset[str]]


def _seat_slots(name: str) -> SeatSlots:
    """The component of character ``name`` and its ``_trick_slots``, kept per name (a name
    always means the same component; ``registry.register`` empties the memo): a round's
    table then takes one lookup per seat, not the registry's and the class's. Callers read
    ``_BY_NAME`` first."""
    c = REGISTRY.get(name) or get(name)
    if len(_BY_NAME) >= 4_096:          # names are free in games built on this one (Little)
        _BY_NAME.clear()
    found = _BY_NAME[name] = (c, *(_SLOTS.get(c.__class__) or _trick_slots(c)))
    return found


_BY_NAME: dict[str, SeatSlots] = memo()


def effective_hooks(st: TTState) -> tuple[dict[str, Character], dict[str, Character]]:
    """({seat: component} implementing ``effective``, the same for ``effective_late``), over
    every seat of ``st.chars``: asked for every entry of every trick. Read-only."""
    found = trick_hooks(st)
    return found.early, found.late
