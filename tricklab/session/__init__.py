"""Headless sessions: seats, bots, undo policy, hot-seat, scenarios and a tree of what-if
branches. The widgets in ``tricklab.ui`` display a ``Session``; tests drive it directly."""
from .session import NOBODY, Session, UndoPolicy, bot_factories
from .tree import Branch, BranchTree, Comparison, winners

__all__ = ["NOBODY", "Branch", "BranchTree", "Comparison", "Session", "UndoPolicy",
           "bot_factories", "winners"]
