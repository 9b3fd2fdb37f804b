"""The character catalogue: the one place a character is registered.

A new character is its module here (a ``Character`` subclass, see ``base.py``), its data
(``messages_<name>.yaml``, its rulings, its entry in ``character_cards.yaml``), its bot tactic
(``tactics/<name>.py``, found by ``tactics/__init__.py``), and one line in ``CHARACTERS``.
The engine never names a character; the sets (base, basic, expansion) follow from each
component's ``basic``/``expansion`` flags and from the order of ``CHARACTERS``.

The lookup itself (``get``, ``by_priority``...) lives in ``registry.py``, a leaf module, so
the layers the characters are built on can use it without importing this catalogue.
"""
from __future__ import annotations

from ..registry import REGISTRY, by_priority, get, priority, register, verb_owner
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

# In the order of the rulebooks: the base set's 8 (the first 5 are the basic ones), then the
# expansion's 7. Menus, ``?set=`` presets and the character sheets list them in this order.
CHARACTERS: tuple[Character, ...] = (
    King(), Gambler(), Resistance(), Hermit(), Berserker(), Adventurer(), Collector(), Ruler(),
    Strategist(), Summoner(), Ninja(), Alchemist(), Samurai(), TimeTraveler(), PhantomThief(),
)
for _c in CHARACTERS:
    register(_c)

BASE = tuple(c.name for c in CHARACTERS if not c.expansion)
BASIC = tuple(c.name for c in CHARACTERS if c.basic)
EXPANSION = tuple(c.name for c in CHARACTERS if c.expansion)
ALL = BASE + EXPANSION
#: the character sets by the words the dashboard's menu and its ``?set=`` use; the
#: ``characters`` option takes one of these words as well as a list of characters
SETS: dict[str, tuple[str, ...]] = {"base": BASE, "all": ALL, "basic": BASIC}

__all__ = ["ALL", "BASE", "BASIC", "CHARACTERS", "EXPANSION", "SETS", "Character", "REGISTRY",
           "by_priority", "get", "priority", "register", "verb_owner"]
