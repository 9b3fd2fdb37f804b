"""What-if in code: why an action would be refused (without playing it), a branch of a match,
and what differs between two lines of play.

``compare`` is the one implementation of "how do two lines differ": the session's branch
tree (the table's *Line* menu) calls it with its branch names.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .errors import IllegalAction, TricklabError


def why_not(match: Any, action: "str | Action", seat: str | None = None) -> TricklabError | None:
    """Why ``action`` would be refused now (the error, with its ``code``, ``ruling`` and
    parameters; ``match.explain(err, "ja")`` words it), or None when it is legal. Never plays:
    the match is left exactly as it was, a legal action included."""
    if seat is not None and isinstance(action, str):
        action = f"{seat} {action}"
    try:
        act = match.game.parse_action(action)
    except TricklabError as bad:              # answered with a move legal here, as ``play`` does
        return match.with_example(bad) if hasattr(match, "with_example") else bad
    found: TricklabError | None = match.game.explain_illegal(match.state, act)
    if isinstance(found, IllegalAction) and hasattr(match, "worded"):
        worded: IllegalAction = match.worded(found, act)   # the words ``play`` would raise
        return worded
    return found


def branch(match: Any, at: "int | str | Action | None" = None) -> Any:
    """A new, independent line: ``at`` a number keeps the first ``at`` actions (``m.fork``);
    ``at`` an action plays it on a copy of the whole match ("what if Ben played 3S?"). The
    original is never changed; an illegal action raises ``IllegalAction`` and makes nothing."""
    if at is None or isinstance(at, int):
        return match.fork(at)
    twin = match.fork()
    twin.play(at)
    return twin


def winners(match: Any) -> tuple[str, ...]:
    """Who has won (the game's own outcome, which knows special victories), or nobody yet."""
    outcome = match.game.outcome(match.state)
    return tuple(outcome.winners) if outcome is not None else ()


def _rulings_after(match: Any, k: int) -> list[str]:
    """Ruling ids cited by the events of actions ``k`` onward, in order, without repeats."""
    out: dict[str, None] = {}
    for i in range(k, len(match.actions)):
        for ev in match.events_of(i):
            out.update(dict.fromkeys(ev.all_rulings()))
    return list(out)


@dataclass(frozen=True)
class Comparison:
    """How two lines of the same game differ: where they part, the first action each took
    there, how each ends (or stands now), which facts differ and which rulings only one line
    applied after they parted (what made them differ)."""

    a: str
    b: str
    common: int                                  # actions both lines share from the start
    first: tuple[Action | None, Action | None]   # each line's action just after the common part
    totals: tuple[dict[str, int], dict[str, int]]
    winners: tuple[tuple[str, ...], tuple[str, ...]]
    over: tuple[bool, bool]
    facts: dict[str, tuple[Any, Any]] = field(default_factory=dict)   # name: (in a, in b)
    rulings: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())       # cited by one line only
    game: Any = field(default=None, compare=False, repr=False)        # words its display

    @property
    def same_outcome(self) -> bool:
        """Same totals and same winners."""
        return self.totals[0] == self.totals[1] and self.winners[0] == self.winners[1]

    def __repr__(self) -> str:
        """One line: the lines' names, where they part, whether the outcome differs."""
        return (f"<Comparison {self.a} vs {self.b}: {self.common} actions in common, "
                f"{len(self.facts)} facts differ, same outcome: {self.same_outcome}>")

    def _repr_html_(self) -> str:
        from .display import comparison_html
        return comparison_html(self)

    def display(self, lang: str = "en") -> Any:
        """The comparison in ``lang`` for a notebook cell."""
        from .checks import check_lang
        from .display import Shown, comparison_html
        return Shown(comparison_html(self, check_lang(lang)))

    def frame(self) -> Any:
        """The differing facts as a pandas DataFrame (columns ``fact``, ``a``, ``b``)."""
        import pandas as pd  # type: ignore[import-untyped]  # no pandas stubs installed
        return pd.DataFrame([{"fact": k, self.a: v[0], self.b: v[1]} for k, v in self.facts.items()],
                            columns=["fact", self.a, self.b])


def compare(a: Any, b: Any, names: tuple[str, str] = ("a", "b")) -> Comparison:
    """Compare two matches of the same game (typically two branches of one): the differing
    facts (``match.facts()``) and the rulings cited after they parted by one line only."""
    common = 0
    for x, y in zip(a.actions, b.actions):
        if str(x) != str(y):
            break
        common += 1
    nxt = (a.actions[common] if common < len(a.actions) else None,
           b.actions[common] if common < len(b.actions) else None)
    fa, fb = a.facts(), b.facts()
    diff = {k: (fa.get(k), fb.get(k)) for k in dict.fromkeys([*fa, *fb]) if fa.get(k) != fb.get(k)}
    ra, rb = _rulings_after(a, common), _rulings_after(b, common)
    only = (tuple(r for r in ra if r not in rb), tuple(r for r in rb if r not in ra))
    return Comparison(names[0], names[1], common, nxt, (a.totals(), b.totals()),
                      (winners(a), winners(b)), (a.is_over(), b.is_over()), diff, only, a.game)
