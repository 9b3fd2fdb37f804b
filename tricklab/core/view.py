"""The small vocabulary a game's view adapter uses to tell the generic table what to draw."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Zone:
    """A labelled row of face-up cards on the table (a trick, an open hand, a hangar...)."""

    key: str
    title: str
    cards: list[Any]
    captions: list[str] = field(default_factory=list)   # one per card, e.g. who played it
    badges: list[str] = field(default_factory=list)     # one per card, e.g. "×2", "−"
    note: str = ""
    big: bool = False
    group_by_suit: bool = False
    figure: str = ""      # trusted HTML drawn after the cards (e.g. an SVG of a game board)
