"""The replaceable card data (``kings_data.yaml``): bid values, King numbers and every other
number the specification marks [interp]. Why a loader of its own: the numbers are provisional
(the real card list is an image nobody could read), so the engine reads them from one file and
a table may override any of them with the option ``card_data`` without touching the code."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from tricklab.core import packaged_yaml

from tricklab.core.errors import SetupError


@dataclass(frozen=True)
class Bid:
    """The back of a character card: ``wins``/``points`` for a numeric bid, or ``special``
    ('devil' or 'copy')."""

    wins: int = 0
    points: int = 0
    special: str = ""

    def words(self) -> str:
        return self.special or f"{self.wins}/{self.points}"


@dataclass(frozen=True)
class CardInfo:
    id: str
    character: str
    bid: Bid
    two_player: bool
    expansion: bool


class KingsData:
    """The loaded data, with a typed accessor for each use."""

    def __init__(self, raw: Mapping[str, Any]) -> None:
        self.raw = dict(raw)
        try:
            self.cards: dict[str, CardInfo] = {
                cid: CardInfo(cid, str(c["character"]),
                              Bid(int(c.get("wins", 0)), int(c.get("points", 0)),
                                  str(c.get("special", ""))),
                              bool(c.get("two_player", False)), bool(c.get("expansion", False)))
                for cid, c in raw["characters"].items()}
            self.kings: dict[str, dict[str, int]] = {k: {f: int(v[f]) for f in (
                "front", "back", "unused", "unused_2p")} for k, v in raw["kings"].items()}
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise SetupError(f"card_data: the character or King table is malformed ({err})",
                             code="SETUP_CARD_DATA", error=str(err)) from None

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    def king_number(self, colour: str, used: bool) -> int:
        """The visible King number (front while unused, back once used; KG-023)."""
        return self.kings[colour]["back" if used else "front"]

    def scale(self, key: str, n: int) -> int:
        """A points scale read by count, the last step for anything beyond it."""
        steps = list(self.raw[key])
        return int(steps[min(n, len(steps) - 1)])


@lru_cache(maxsize=1)
def _default() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("kings_data.yaml").read_text("utf-8")
    return packaged_yaml.load(text)


def load(overrides: Mapping[str, Any] | None = None) -> KingsData:
    """The packaged data, with ``overrides`` (top-level keys) replacing parts of it."""
    raw = dict(_default())
    if overrides:
        if not isinstance(overrides, Mapping):
            raise SetupError("card_data must be a mapping of data keys", code="SETUP_CARD_DATA",
                             error="not a mapping")
        unknown = set(overrides) - set(raw)
        if unknown:
            raise SetupError(f"card_data: unknown key(s) {', '.join(sorted(map(str, unknown)))}",
                             code="SETUP_CARD_DATA", error=", ".join(sorted(map(str, unknown))))
        raw.update(overrides)
    return KingsData(raw)


DEFAULT = load()
