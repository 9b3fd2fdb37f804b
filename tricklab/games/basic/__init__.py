"""Basic tricks: plain must-follow whist for 3 or 4 players, with or without trump.

The smallest game written only against the contract of ``tricklab.core.game``: the example of
``docs/adding-a-game.md`` and the game of ``notebooks/01_what_is_a_trick.ipynb``.
"""
from .rules import GAME, BasicState, BasicTricks

__all__ = ["GAME", "BasicState", "BasicTricks"]
