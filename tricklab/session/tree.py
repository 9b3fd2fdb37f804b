"""The tree of "what if" lines a session explores. A branch is a match plus where it left its
parent; the matches share their common states (``Match.fork``), so keeping every line a learner
tried costs little and any of them can be shown again or compared with another."""
from __future__ import annotations

from dataclasses import dataclass

from tricklab.core.match import Match
from tricklab.core.whatif import Comparison, compare, winners

__all__ = ["Branch", "BranchTree", "Comparison", "winners"]


@dataclass
class Branch:
    """One line of play. ``at`` is how many actions it shares with ``parent`` (its fork point);
    the root has no parent and ``at == 0``. ``chooser`` is the bot seat whose move at the fork
    point the learner chooses (a what-if started at that bot's move: "what if Chie had played
    another card?"), or None."""

    name: str
    match: Match
    parent: str | None = None
    at: int = 0
    chooser: str | None = None


class BranchTree:
    """Branches by name, in creation order. Names are "1", "2", ... unless given, so a learner
    can say "line 2" and a test can refer to it."""

    def __init__(self, root: Match) -> None:
        self.branches: dict[str, Branch] = {"1": Branch("1", root)}
        self.current = "1"

    @property
    def match(self) -> Match:
        """The match of the current branch."""
        return self.branches[self.current].match

    def fork(self, actions: int, name: str | None = None) -> Branch:
        """A new branch holding the current line's first ``actions`` actions."""
        name = name or str(len(self.branches) + 1)
        while name in self.branches:                 # a given name may collide with a number
            name += "'"
        branch = Branch(name, self.match.fork(actions), parent=self.current, at=actions)
        self.branches[name] = branch
        return branch

    def switch(self, name: str) -> Match:
        """Make ``name`` the current branch; returns its match."""
        if name not in self.branches:
            raise KeyError(f"no branch '{name}' (branches: {', '.join(self.branches)})")
        self.current = name
        return self.match

    def compare(self, a: str, b: str) -> Comparison:
        """How lines ``a`` and ``b`` differ (``tricklab.core.whatif.compare``, by name)."""
        return compare(self.branches[a].match, self.branches[b].match, (a, b))
