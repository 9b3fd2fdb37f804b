"""Hook dispatch for the engine's hot path: each seat's component, and for each hook only the
seats (in priority order) whose component actually implements it.

Why: most characters leave most hooks as ``Character``'s no-op, and the engine used to call
every seat's hook at every play, trick and stage. The lists are built once per set of
characters and kept on the state (``st.hook_cache``), checked against ``st.ranked`` and
``st.chars`` on every use, so a new round or a changed character rebuilds them and a clone may
share them (they only depend on those two values).
"""
from __future__ import annotations

from typing import Any

from .characters.base import Character
from .registry import REGISTRY, get
from .state import TTState

Hooked = tuple[tuple[str, Character], ...]


def implements(component: Character, hook: str) -> bool:
    """True when ``component``'s class overrides ``hook`` (a composite such as Little's seat
    overrides every hook and is always called). Classes do not change, so it is kept."""
    key = (type(component), hook)
    found = _IMPLEMENTS.get(key)
    if found is None:
        found = _IMPLEMENTS[key] = getattr(type(component), hook) is not getattr(Character, hook)
    return found


_IMPLEMENTS: dict[tuple[type, str], bool] = {}


def comp(st: TTState, seat: str) -> Character:
    """The component of ``seat``'s character (the catalogue's first, then the resolvers)."""
    name = st.chars[seat]
    found = REGISTRY.get(name)
    return found if found is not None else get(name)


def overrides(component: Character) -> frozenset[str]:
    """Every name ``component``'s class overrides (``implements`` for all hooks at once), so
    a round's tables are built without a lookup per seat and hook."""
    cls = type(component)
    found = _OVERRIDES.get(cls)
    if found is None:
        found = _OVERRIDES[cls] = frozenset(
            name for name in dir(Character) if not name.startswith("__")
            and getattr(cls, name, None) is not getattr(Character, name))
    return found


_OVERRIDES: dict[type, frozenset[str]] = {}


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
        found = tables[_RANKED] = tuple((s, c, overrides(c)) for s in st.ranked
                                        for c in (comp(st, s),))
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
        if hasattr(Character, hook):
            found = tuple((s, c) for s, c, names in _ranked(st, tables) if hook in names)
        else:                           # not a hook of Character: ``implements`` says why
            found = tuple((s, c) for s, c, _ in _ranked(st, tables) if implements(c, hook))
        tables[hook] = found
    return found


def effective_hooks(st: TTState) -> tuple[dict[str, Character], dict[str, Character]]:
    """({seat: component} implementing ``effective``, the same for ``effective_late``), over
    every seat of ``st.chars``: asked for every entry of every trick, so kept with the
    tables. Read-only."""
    cache = st.hook_cache               # the common case first, as in ``hooked``
    if cache is not None and cache[0] is st.ranked and cache[1] == st.chars:
        found = cache[2].get(_EFFECTIVE)
        if found is not None:
            return found
    tables = _tables(st)
    found = tables[_EFFECTIVE] = tuple(
        {s: c for s in st.chars for c in (comp(st, s),) if implements(c, hook)}
        for hook in ("effective", "effective_late"))
    return found


_EFFECTIVE = "effective:both"


# the hooks that finish a trick, in this order (``trick_hooks``)
TRICK_HOOKS = ("before_resolve", "on_trick_won", "on_take", "claims", "after_win",
               "after_trick", "on_trick_start")


def trick_hooks(st: TTState) -> tuple[Hooked, ...]:
    """``hooked(st, h)`` for every hook ``h`` of ``TRICK_HOOKS``, at once: finishing a trick
    asks for most of them, so one checked lookup (kept with the tables) stands for seven."""
    cache = st.hook_cache               # the common case first, as in ``hooked``
    if cache is not None and cache[0] is st.ranked and cache[1] == st.chars:
        found = cache[2].get(_TRICK)
        if found is not None:
            return found
    found = tuple(hooked(st, h) for h in TRICK_HOOKS)
    st.hook_cache[2][_TRICK] = found    # (``hooked`` has just checked the tables)
    return found


_TRICK = "trick:hooks"
