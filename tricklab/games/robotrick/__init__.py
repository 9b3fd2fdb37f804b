"""RoboTrick: 3 players and an open-handed robot that plays by its program card."""
from .rules import GAME, RoboTrick
from .state import ROBOT, RoboState
from . import display  # noqa: F401,E402 - registers the rich display of a state (see state.py)

__all__ = ["GAME", "ROBOT", "RoboState", "RoboTrick"]
