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
    """Seats ordered by their character's priority, highest first (TT-024). The order of all
    of ``chars`` is kept per set of characters: the round end asks for it at every step (a
    name always resolves to the same component; ``register`` forgets the orders)."""
    if seats is None:
        key = tuple(chars.items())
        found = _ORDERS.get(key)
        if found is None:
            if len(_ORDERS) >= 4_096:        # seat names are free: keep the memo bounded
                _ORDERS.clear()
            found = _ORDERS[key] = tuple(sorted(chars, key=lambda s: get(chars[s]).priority))
        return list(found)
    return sorted(seats, key=lambda s: get(chars[s]).priority)


_MEMOS: list[dict] = []


def memo() -> dict:
    """A dict for facts derived from characters' names (a set's exclusive cards), emptied
    whenever ``register`` changes what a name means, so callers may keep them per game set."""
    found: dict = {}
    _MEMOS.append(found)
    return found


_ORDERS: dict[tuple[tuple[str, str], ...], tuple[str, ...]] = memo()


def verb_owner(verb: str) -> str | None:
    """The character whose ability a verb names (to explain 'that is not your ability')."""
    return _VERB_OWNER.get(verb)
