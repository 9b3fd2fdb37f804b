"""Finding and running scenario files by path or by game (wires core's runner to the games)."""
from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Iterable

from tricklab.core.scenario import Scenario, ScenarioResult, load_scenario, run_scenario
from tricklab.games import GAMES, get_game


def known_rulings(game: str) -> set[str]:
    """The ruling ids of ``game`` (what a scenario may cite)."""
    return set(get_game(game).catalogue.rulings)


def load(source: "str | Path") -> Scenario:
    """Load and check a scenario file or YAML text (``ScenarioError`` names what to fix)."""
    return load_scenario(source, known_rulings)


def run(source: "str | Path | Scenario") -> ScenarioResult:
    """Run a scenario (a path, text or ``Scenario``); unmet expectations are in the result."""
    sc = source if isinstance(source, Scenario) else load(source)
    return run_scenario(sc, get_game(sc.game))


def packaged(game: str | None = None) -> list[Path]:
    """Scenario files shipped with the package (all games, or one)."""
    out: list[Path] = []
    for name in ([game] if game else list(GAMES)):
        folder = resources.files(f"tricklab.games.{name}").joinpath("scenarios")
        if folder.is_dir():
            out += sorted(Path(str(p)) for p in folder.iterdir() if p.name.endswith((".yaml", ".yml")))
    return out


def run_many(paths: Iterable["str | Path"]) -> list[ScenarioResult]:
    """``run`` each of ``paths``."""
    return [run(p) for p in paths]
