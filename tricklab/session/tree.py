"""The tree of "what if" lines a session explores. A branch is a match plus where it left its
parent; the matches share their common states (``Match.fork``), so keeping every line a learner
tried costs little and any of them can be shown again or compared with another."""
from __future__ import annotations

from dataclasses import dataclass

from tricklab.core.actions import Action
from tricklab.core.match import Match


@dataclass
class Branch:
    """One line of play. ``at`` is how many actions it shares with ``parent`` (its fork point);
    the root has no parent and ``at == 0``."""

    name: str
    match: Match
    parent: str | None = None
    at: int = 0


@dataclass(frozen=True)
class Comparison:
    """How two lines of the same game differ: where they part, the first action each took
    there, and how each ends (or stands now, if it is not over)."""

    a: str
    b: str
    common: int                                  # actions both lines share from the start
    first: tuple[Action | None, Action | None]   # each line's action just after the common part
    totals: tuple[dict[str, int], dict[str, int]]
    winners: tuple[tuple[str, ...], tuple[str, ...]]
    over: tuple[bool, bool]

    @property
    def same_outcome(self) -> bool:
        return self.totals[0] == self.totals[1] and self.winners[0] == self.winners[1]


class BranchTree:
    """Branches by name, in creation order. Names are "1", "2", ... unless given, so a learner
    can say "line 2" and a test can refer to it."""

    def __init__(self, root: Match) -> None:
        self.branches: dict[str, Branch] = {"1": Branch("1", root)}
        self.current = "1"

    @property
    def match(self) -> Match:
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
        if name not in self.branches:
            raise KeyError(f"no branch '{name}' (branches: {', '.join(self.branches)})")
        self.current = name
        return self.match

    def compare(self, a: str, b: str) -> Comparison:
        ma, mb = self.branches[a].match, self.branches[b].match
        common = 0
        for x, y in zip(ma.actions, mb.actions):
            if str(x) != str(y):
                break
            common += 1
        nxt = (ma.actions[common] if common < len(ma.actions) else None,
               mb.actions[common] if common < len(mb.actions) else None)
        return Comparison(a, b, common, nxt, (ma.totals(), mb.totals()),
                          (winners(ma), winners(mb)), (ma.is_over(), mb.is_over()))


def winners(match: Match) -> tuple[str, ...]:
    """Who has won (the game's own outcome, which knows special victories), or nobody yet."""
    outcome = match.game.outcome(match.state)
    return tuple(outcome.winners) if outcome is not None else ()
