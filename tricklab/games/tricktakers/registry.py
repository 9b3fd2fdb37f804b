"""The character registry: name -> component (see ``characters/base.py`` for the hooks).

Why a module of its own: the low layers (``state.all_cards``, ``table.received``) and the
characters themselves (a Ninja asking another seat's component, a Strategist pricing a card
as played) must look a component up, while the components are built on those layers. Keeping
the registry a leaf that imports nothing of the game at run time lets everyone import it at
module level without a cycle. ``characters/__init__.py`` is the one place that fills it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

if TYPE_CHECKING:                       # annotations only: base.py is above this module
    from .characters.base import Character

# Games built on Tricktakers may name components the catalogue does not hold (Little: a seat
# with two characters and bought items, "little:king+gambler"); a resolver returns the
# component for such a name or None. Kept apart from REGISTRY so Tricktakers' own lists (known
# characters, verbs) never show another game's components.
RESOLVERS: list[Callable[[str], "Character | None"]] = []


class _Registry(dict):
    """The catalogue, name -> component. A name it does not hold is asked of the resolvers
    (``__missing__``), neither kept nor listed: so ``get`` is the dict's own subscript, a
    call in C rather than a Python function (components are looked up at most hooks)."""

    def __missing__(self, name: str) -> Character:
        for resolve in RESOLVERS:
            found = resolve(name)
            if found is not None:
                return found
        raise KeyError(name)


REGISTRY: dict[str, Character] = _Registry()
_VERB_OWNER: dict[str, str] = {}
# The component of a name: the catalogue's, else a resolver's; KeyError when none has it.
get: Callable[[str], Character] = REGISTRY.__getitem__


def register(component: Character) -> Character:
    """Add a character (the catalogue's, or a test double) without touching the engine."""
    REGISTRY[component.name] = component
    for memo in _MEMOS:                 # a replaced component may rank differently or own
        memo.clear()                    # other components
    for verb in (*component.setup_verbs, *component.turn_verbs):
        _VERB_OWNER.setdefault(verb, component.name)
    return component


def priority(name: str) -> tuple[int, str]:
    return get(name).priority


def by_priority(chars: dict[str, str], seats: Iterable[str] | None = None) -> list[str]:
    """Seats ordered by their character's priority, highest first (TT-024). Sorted in C: each
    seat's priority read from ``_PRIORITY`` by ``map``, the sort keyed by a dict's lookup (a
    key function in Python was a call per seat, and a memo of whole orders rarely hit: a
    set of four of fifteen characters recurs seldom). Asked at every round's setup and end."""
    rank = dict(zip(chars, map(_PRIORITY.__getitem__, chars.values())))
    return sorted(chars if seats is None else seats, key=rank.__getitem__)


class _Priorities(dict):  # type: ignore[type-arg]
    """name -> its component's priority, looked up on first use (``__missing__``) and kept
    until ``register`` changes what a name means (a ``memo``)."""

    def __missing__(self, name: str) -> tuple[int, str]:
        if len(self) >= 4_096:          # names are free in games built on this one (Little)
            self.clear()
        found = self[name] = get(name).priority
        return found


_MEMOS: list[dict] = []
_PRIORITY = _Priorities()
_MEMOS.append(_PRIORITY)


def memo() -> dict:
    """A dict for facts derived from characters' names (a set's exclusive cards), emptied
    whenever ``register`` changes what a name means, so callers may keep them per game set."""
    found: dict = {}
    _MEMOS.append(found)
    return found


def verb_owner(verb: str) -> str | None:
    """The character whose ability a verb names (to explain 'that is not your ability')."""
    return _VERB_OWNER.get(verb)
