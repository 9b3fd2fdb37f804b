"""The conformance suite's shared parts: which games are registered, with which player counts
and option presets (all read from each game's ``GameInfo``), and the hypothesis profiles.

A new game is tested by every module here as soon as it is in ``tricklab.games.GAMES``.
``quick`` (the default) plays a few games per game and table size; ``ci`` (used when the
environment says ``CI=true``) plays 200 fully checked games per game, shared out over its
table sizes and presets (every action checked for secrecy in every seat's observation, which
is what costs: about 0.04-1.2 s a game here, so 200 per game keeps CI near 10 minutes; the
engines' own property tests play 1,000 unchecked-secrecy games each, and
``benchmarks/soak.py`` runs the same checks at any scale). Choose one by hand with
``TRICKLAB_HYPOTHESIS=ci``.

A module of its own, not ``conftest``: the tests folder has a conftest too, and
``from conftest import`` would find whichever was imported last.
"""
from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tricklab.games import GAMES, get_game

settings.register_profile("quick", max_examples=3, deadline=None, database=None,
                          derandomize=True, suppress_health_check=list(HealthCheck))
settings.register_profile("soak", max_examples=40, deadline=None, database=None,
                          derandomize=True, suppress_health_check=list(HealthCheck))
settings.register_profile("ci", max_examples=1000, deadline=None, database=None,
                          derandomize=True, suppress_health_check=list(HealthCheck))
PROFILE = os.environ.get("TRICKLAB_HYPOTHESIS") or (
    "ci" if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "quick")


def registered_games() -> list[tuple[str, Any]]:
    """(name, game) of every registered game, in registry order."""
    return [(name, get_game(name)) for name in GAMES]


def game_tables() -> list[Any]:
    """One pytest param per (game, player count, option preset) the game declares."""
    out = []
    for name, game in registered_games():
        presets = list(game.info.presets) or [""]
        for n in game.info.player_counts:
            for preset in presets:
                if preset and not game.info.presets[preset].fits(n):
                    continue            # a preset for other table sizes (KINGs' Cheerleader)
                label = f"{name}-{n}p" + (f"-{preset}" if preset else "")
                out.append(pytest.param(name, n, preset, id=label))
    return out


GAMES_PER_GAME = {"quick": 0, "soak": 0, "ci": 200}    # 0: the profile's own count per table


def examples_for(game: Any) -> int:
    """How many random games one table of ``game`` plays under the active profile: the ``ci``
    profile plays 200 games *per game*, shared out over its table sizes and presets, so a
    game with many presets does not multiply the CI time."""
    per_game = GAMES_PER_GAME.get(PROFILE, 0)
    if not per_game:
        return int(settings.get_profile(PROFILE).max_examples)
    tables = len(game.info.player_counts) * max(1, len(game.info.presets))
    return -(-per_game // tables)


def options_of(game: Any, preset: str) -> dict[str, Any]:
    return dict(game.info.presets[preset].options) if preset else {}
