"""RoboTrick: 3 players and an open-handed robot that plays by its program card."""
from .rules import GAME, RoboTrick
from .state import ROBOT, RoboState

__all__ = ["GAME", "ROBOT", "RoboState", "RoboTrick"]
