"""The provisional Little numbers and texts, read from ``little_options.yaml``.

Why a data file: the official Little rulebook could not be found (spec section 0), so every
Little-specific number (prices, supply, score tables, the Healer and Devil) is ours. Whoever
has the rulebook edits the YAML; no module holds a copy of these numbers.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any

from tricklab.core import packaged_yaml

WIN = "win"


@lru_cache(maxsize=1)
def data() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("little_options.yaml").read_text("utf-8")
    return packaged_yaml.load(text)


def points(cell: Any) -> int:
    """A table cell in points: ``win`` is the win bonus (no instant wins in Little, LT-064)."""
    return int(data()["win_bonus"]) if cell == WIN else int(cell)


def table(name: str) -> dict[int, int | None]:
    return {int(k): points(v) for k, v in data()["tables"][name].items()}


def rank(name: str) -> int:
    return int(data()["priority"][name])
