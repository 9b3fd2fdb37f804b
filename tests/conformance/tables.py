"""The conformance suite's shared parts: which games are registered, with which player counts
and option presets (all read from each game's ``GameInfo``), and the hypothesis profiles.

A new game is tested by every module here as soon as it is in ``tricklab.games.GAMES``.
``quick`` (the default) plays a few games per game and table size; ``ci`` (used when the
environment says ``CI=true``) plays 1,000 fully checked games per game, shared out over its
table sizes and presets and split into chunks of 100 seeds (one test each, so a failure names
its seeds and ``--durations`` reads per chunk). Every action of every game is checked for
secrecy in every seat's observation (``checks.Secrecy``, walked once per type rather than per
object so 1,000 games fit CI). ``benchmarks/soak.py`` runs the same checks at any scale,
``benchmarks/bench_conformance.py`` prints their cost. Choose a profile by hand with
``TRICKLAB_HYPOTHESIS=ci``, a count per game with ``TRICKLAB_CONFORMANCE_GAMES=100``.

A module of its own, not ``conftest``: the tests folder has a conftest too, and
``from conftest import`` would find whichever was imported last.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tricklab.games import GAMES, get_game

# The profile is shared with the engines' property tests (one switch sets every run's size);
# tests/ is put on the path for the benchmarks that import this module from its own folder.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from sample_sizes import PROFILE  # noqa: E402

settings.register_profile("quick", max_examples=3, deadline=None, database=None,
                          derandomize=True, suppress_health_check=list(HealthCheck))
settings.register_profile("soak", max_examples=40, deadline=None, database=None,
                          derandomize=True, suppress_health_check=list(HealthCheck))
settings.register_profile("ci", max_examples=1000, deadline=None, database=None,
                          derandomize=True, suppress_health_check=list(HealthCheck))


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


GAMES_PER_GAME = {"quick": 0, "soak": 0, "ci": 1000}   # 0: the profile's own count per table
CHUNK = 100                                  # games per test id
FULL_EVERY = 5       # 1 game in 5 also renders every explanation and replays (``checks``)


def games_per_game(game: Any) -> int:
    """How many random games ``game`` plays under the active profile, over all its tables:
    ``TRICKLAB_CONFORMANCE_GAMES`` if set, else the profile's count per game (``ci``: 1,000,
    shared out so a game with many presets does not multiply the CI time), else the profile's
    ``max_examples`` per table."""
    if os.environ.get("TRICKLAB_CONFORMANCE_GAMES"):
        return int(os.environ["TRICKLAB_CONFORMANCE_GAMES"])
    tables = len(tables_of(game.info.name))
    return GAMES_PER_GAME.get(PROFILE, 0) or tables * int(settings.get_profile(PROFILE).max_examples)


def tables_of(name: str) -> list[tuple[str, int, str]]:
    return [p.values for p in game_tables() if p.values[0] == name]


def game_chunks() -> list[Any]:
    """One pytest param per ``CHUNK`` games of a game: the game's ``i``-th random game plays
    seed ``i`` on its table ``i mod (number of tables)``, so each chunk covers every table."""
    out = []
    for name, game in registered_games():
        total = games_per_game(game)
        for start in range(0, total, CHUNK):
            stop = min(total, start + CHUNK)
            out.append(pytest.param(name, start, stop, id=f"{name}-{start}-{stop - 1}"))
    return out


def chunk_games(name: str, start: int, stop: int) -> list[tuple[int, str, int, bool]]:
    """(player count, preset, seed, fully checked?) of the games ``start`` .. ``stop - 1`` of
    ``name``: every table in turn, each round of tables in ``FULL_EVERY`` fully checked."""
    rows = tables_of(name)
    return [(rows[i % len(rows)][1], rows[i % len(rows)][2], i, (i // len(rows)) % FULL_EVERY == 0)
            for i in range(start, stop)]


def options_of(game: Any, preset: str) -> dict[str, Any]:
    return dict(game.info.presets[preset].options) if preset else {}
