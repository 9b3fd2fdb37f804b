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


def _tables(st: TTState) -> dict[str, Any]:
    cache = st.hook_cache
    if cache is None or cache[0] is not st.ranked or cache[1] != st.chars:
        cache = st.hook_cache = (st.ranked, dict(st.chars), {})
    return cache[2]


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
        found = tables[hook] = tuple((s, c) for s in st.ranked
                                     for c in (comp(st, s),) if implements(c, hook))
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
