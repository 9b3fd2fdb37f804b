"""Tricktakers KINGs (2022 test-play edition): an open draft of a King and four characters,
bids on character backs, the one-shot King, the Cheerleader and the Devil, for 4-5 players
and, as an option of the same engine, the 2-player game. Rules: rulings.yaml (KG-001..KG-100)."""
from .rules import GAME, Kings

__all__ = ["GAME", "Kings"]
