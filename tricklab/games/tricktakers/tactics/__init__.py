"""Rule-bot tactics of the expansion characters, one small module each.

A tactic sees what a bot sees (``match.view(seat)`` and the legal actions) and returns a
``Hint`` (the action and the reason, shown to the learner) or None to let the generic rule bot
of ``bots.py`` decide (cheapest winning card when the character wants the trick, highest losing
card otherwise). ``WANTS`` tells the generic bot whether a character wants the current trick.

Decisions asked of another player on a character's behalf (the Phantom Thief's partner
answering an exchange) go to the tactic of the character that asked.
"""
from __future__ import annotations

from typing import Any, Callable

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..state import TTState

Tactic = Callable[[Any, TTState, str, list[Action]], "Hint | None"]
TACTICS: dict[str, Tactic] = {}
WANTS: dict[str, Callable[[TTState, str], bool]] = {}


def tactic(name: str) -> Callable[[Tactic], Tactic]:
    def register(fn: Tactic) -> Tactic:
        TACTICS[name] = fn
        return fn
    return register


def wants(name: str) -> Callable[[Callable[[TTState, str], bool]], Callable[[TTState, str], bool]]:
    def register(fn: Callable[[TTState, str], bool]) -> Callable[[TTState, str], bool]:
        WANTS[name] = fn
        return fn
    return register


from . import (alchemist, ninja, phantom_thief, samurai, strategist,  # noqa: E402,F401
               summoner, time_traveler)
