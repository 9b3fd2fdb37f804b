"""The character registry: name -> component (see ``base.py`` for the hooks).

``register`` adds a character (the expansion's, or a test double) without touching the engine;
``by_priority`` sorts seats by their character's priority code (TT-024).
"""
from __future__ import annotations

from typing import Iterable

from .adventurer import Adventurer
from .alchemist import Alchemist
from .base import Character
from .berserker import Berserker
from .collector import Collector
from .gambler import Gambler
from .hermit import Hermit
from .king import King
from .ninja import Ninja
from .phantom_thief import PhantomThief
from .resistance import Resistance
from .ruler import Ruler
from .samurai import Samurai
from .strategist import Strategist
from .summoner import Summoner
from .time_traveler import TimeTraveler

REGISTRY: dict[str, Character] = {}
BASE = ("king", "gambler", "resistance", "hermit", "berserker", "adventurer", "collector", "ruler")
BASIC = ("king", "gambler", "resistance", "hermit", "berserker")
EXPANSION = ("strategist", "summoner", "ninja", "alchemist", "samurai", "time_traveler",
             "phantom_thief")
ALL = BASE + EXPANSION


_VERB_OWNER: dict[str, str] = {}


def register(component: Character) -> Character:
    REGISTRY[component.name] = component
    for verb in (*component.setup_verbs, *component.turn_verbs):
        _VERB_OWNER.setdefault(verb, component.name)
    return component


for _c in (King(), Gambler(), Resistance(), Hermit(), Berserker(), Adventurer(), Collector(),
           Ruler(), Strategist(), Summoner(), Ninja(), Alchemist(), Samurai(), TimeTraveler(),
           PhantomThief()):
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
    return _VERB_OWNER.get(verb)


__all__ = ["ALL", "BASE", "BASIC", "EXPANSION", "Character", "REGISTRY", "by_priority", "get", "priority",
           "register", "verb_owner"]
