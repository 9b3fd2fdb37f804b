"""The character registry: name -> component (see ``base.py`` for the hooks).

``register`` adds a character (the expansion's, or a test double) without touching the engine;
``by_priority`` sorts seats by their character's priority code (TT-024).
"""
from __future__ import annotations

from typing import Iterable

from .adventurer import Adventurer
from .base import Character
from .berserker import Berserker
from .collector import Collector
from .gambler import Gambler
from .hermit import Hermit
from .king import King
from .resistance import Resistance
from .ruler import Ruler

REGISTRY: dict[str, Character] = {}
BASE = ("king", "gambler", "resistance", "hermit", "berserker", "adventurer", "collector", "ruler")
BASIC = ("king", "gambler", "resistance", "hermit", "berserker")


def register(component: Character) -> Character:
    REGISTRY[component.name] = component
    return component


for _c in (King(), Gambler(), Resistance(), Hermit(), Berserker(), Adventurer(), Collector(),
           Ruler()):
    register(_c)


def get(name: str) -> Character:
    return REGISTRY[name]


def priority(name: str) -> tuple[int, str]:
    return REGISTRY[name].priority


def by_priority(chars: dict[str, str], seats: Iterable[str] | None = None) -> list[str]:
    """Seats ordered by their character's priority, highest first."""
    seats = list(chars) if seats is None else list(seats)
    return sorted(seats, key=lambda s: REGISTRY[chars[s]].priority)


def verb_owner(verb: str) -> str | None:
    """The character whose ability a verb names (to explain 'that is not your ability')."""
    for c in REGISTRY.values():
        if verb in c.setup_verbs or verb in c.turn_verbs:
            return c.name
    return None


__all__ = ["BASE", "BASIC", "Character", "REGISTRY", "by_priority", "get", "priority",
           "register", "verb_owner"]
