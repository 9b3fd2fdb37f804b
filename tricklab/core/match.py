"""A match: setup + seed + list of actions. States and events are derived from those three, so
undo is "drop the last action", ``at(k)`` is "the state after k actions", and a replay from the
same (setup, seed, actions) is identical. Modelled on a chess board's move stack.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from .actions import Action
from .checks import check_count, check_seed
from .errors import IllegalAction, TricklabError
from .events import Event
from .game import Game


class Match:
    def __init__(self, game: Game, players: Sequence[str] | None = None, seed: int | None = 0,
                 setup: dict[str, Any] | None = None, **options: Any) -> None:
        self.game = game
        self.players = list(players or game.default_players)
        self.seed = check_seed(seed)          # None: a fresh random seed, recorded here
        self.setup = dict(setup or {})
        self.options = options
        state, events = game.new_state(self.players, self.seed, self.setup, options)
        self._states: list[Any] = [state]
        self._events: list[list[Event]] = [events]
        self.actions: list[Action] = []
        self._legal: dict[str | None, tuple[Action, ...]] = {}   # of the current state, by seat

    # -- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def events(self) -> list[Event]:
        """Every event so far, in order (the setup's events first)."""
        return [e for batch in self._events for e in batch]

    def events_of(self, k: int) -> list[Event]:
        """Events caused by action ``k`` (0-based); ``-1`` gives the setup's events."""
        return self._events[k + 1]

    def at(self, k: int) -> Any:
        """The state after the first ``k`` actions (0 = the start)."""
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"no state after {k} actions: this match has {len(self.actions)}")
        return self._states[k]

    def to_act(self) -> list[str]:
        return [] if self.is_over() else self.game.to_act(self.state)

    def legal_actions(self, seat: str | None = None) -> list[Action]:
        """Computed once per state and seat (the table, the hint, the bots and the record of
        the action all ask for the same state)."""
        cache = self.__dict__.setdefault("_legal", {})
        known = cache.get(seat)
        if known is None:
            known = cache[seat] = (() if self.is_over()
                                   else tuple(self.game.legal_actions(self.state, seat)))
        return list(known)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def view(self, seat: str | None) -> Any:
        return self.game.view(self.state, seat)

    def totals(self) -> dict[str, int]:
        return self.game.totals(self.state)

    def facts(self) -> dict[str, Any]:
        return self.game.facts(self.state)

    # -- acting ----------------------------------------------------------------------------
    def play(self, action: "str | Action", seat: str | None = None) -> list[Event]:
        """Perform an action (``"Ben 3S"``, ``"Aki pass 2C 3C"``, or a card if ``seat`` is
        given). Returns its events. On ``IllegalAction`` nothing changes."""
        if seat is not None and isinstance(action, str):
            action = f"{seat} {action}"
        act = self.game.parse_action(action)
        known = self.__dict__.get("_legal", {}).get(act.seat)
        nxt = self.state.clone()
        events = self.game.step(nxt, act, legal=known)
        self._states.append(nxt)
        self._events.append(events)
        self.actions.append(act)
        self._legal = {}
        return events

    def try_play(self, action: "str | Action") -> TricklabError | None:
        """Like ``play`` but returns the error instead of raising it (for widgets)."""
        try:
            self.play(action)
        except TricklabError as err:
            return err
        return None

    def undo(self, n: int = 1) -> list[Action]:
        """Take back the last ``n`` actions (with the automatic steps they caused)."""
        n = check_count(n, "the number of actions to undo")
        if n > len(self.actions):
            raise IllegalAction(f"cannot undo {n} actions: only {len(self.actions)} were played",
                                code="NOTHING_TO_UNDO", n=n, played=len(self.actions))
        undone = []
        for _ in range(n):
            self._states.pop()
            self._events.pop()
            undone.append(self.actions.pop())
        self._legal = {}
        return undone[::-1]

    def explain(self, event: Event, lang: str = "en") -> Any:
        return self.game.catalogue.explain(event, lang)

    # -- replay ----------------------------------------------------------------------------
    @classmethod
    def replay(cls, game: Game, players: Sequence[str] | None, seed: int,
               setup: dict[str, Any] | None, actions: Iterable["str | Action"],
               **options: Any) -> "Match":
        m = cls(game, players, seed, setup, **options)
        for a in actions:
            m.play(a)
        return m

    def fork(self, k: int | None = None) -> "Match":
        """An independent match holding the first ``k`` actions (all by default), for "what
        if" branches. The stored states and events are shared, not replayed: ``play`` never
        changes a stored state (it clones the last one first), so a state is immutable once
        stored and two branches may hold the same object. Forking a long game therefore costs
        a few list copies instead of re-running every rule."""
        k = len(self.actions) if k is None else k
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"cannot fork after {k} actions: this match has {len(self.actions)}")
        twin = object.__new__(Match)
        twin.game, twin.players, twin.seed = self.game, list(self.players), self.seed
        twin.setup, twin.options = dict(self.setup), dict(self.options)
        twin._states = self._states[:k + 1]
        twin._events = self._events[:k + 1]
        twin.actions = self.actions[:k]
        twin._legal = {}
        return twin

    def copy(self) -> "Match":
        """An independent match with the same actions (a fork at the end: no replay)."""
        return self.fork()

    def history(self, seat: str | None = None) -> Any:
        """One row per action as a pandas DataFrame (``seat``: hide what it may not see)."""
        from .history import history_frame
        return history_frame(self, seat)

    def _repr_html_(self) -> str:
        from .display import match_html
        return match_html(self)

    def __repr__(self) -> str:
        return (f"<Match {self.game.name} seed={self.seed} players={self.players} "
                f"actions={len(self.actions)} to_act={self.to_act()}>")


def play_out(match: Match, bots: dict[str, Any] | Any, rng: random.Random | None = None,
             max_actions: int = 100_000) -> Match:
    """Let bots play every remaining decision (one bot for all seats, or one per seat)."""
    rng = rng or random.Random(match.seed)
    n = 0
    while not match.is_over():
        seat = match.to_act()[0]
        bot = bots[seat] if isinstance(bots, dict) else bots
        match.play(bot.choose(match, seat, rng))
        n += 1
        if n > max_actions:
            raise RuntimeError("play_out did not finish: the game never ended")
    return match
