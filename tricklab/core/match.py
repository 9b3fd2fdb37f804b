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
from .bots import attach_reason
from .events import Event
from .game import Game


class Match:
    """A match: setup + seed + the actions so far; states and events derived from them (undo, ``at(k)``, ``fork``, replay). ``tricklab.new_match`` makes one."""
    def __init__(self, game: "Game | str", players: Sequence[str] | None = None, seed: int | None = 0,
                 setup: dict[str, Any] | None = None, **options: Any) -> None:
        from .lookup import resolve
        self.game: Game = resolve(game)
        self.players = list(players or self.game.default_players)
        self.seed = check_seed(seed)          # None: a fresh random seed, recorded here
        self.setup = dict(setup or {})
        self.options = options
        state, events = self.game.new_state(self.players, self.seed, self.setup, options)
        self._states: list[Any] = [state]
        self._events: list[list[Event]] = [events]
        self.actions: list[Action] = []
        self._legal: dict[str | None, tuple[Action, ...]] = {}   # of the current state, by seat

    # -- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The state after the last action."""
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
        """The seats that must act now (empty when the game is over)."""
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
        """True when the game has ended."""
        return self.game.is_over(self.state)

    def view(self, seat: str | None) -> Any:
        """The state as ``seat`` may see it (None: everything, the teacher's view)."""
        return self.game.view(self.state, seat)

    def totals(self) -> dict[str, int]:
        """Each seat's points now."""
        return self.game.totals(self.state)

    def facts(self) -> dict[str, Any]:
        """Public facts by name (what scenario expectations check; ``tricklab facts GAME`` lists them)."""
        return self.game.facts(self.state)

    # -- acting ----------------------------------------------------------------------------
    def play(self, action: "str | Action", seat: str | None = None,
             reason: dict[str, Any] | None = None) -> list[Event]:
        """Perform an action (``"Ben 3S"``, ``"Aki pass 2C 3C"``, or a card if ``seat`` is
        given). Returns its events. On ``IllegalAction`` nothing changes. ``reason`` (a bot's
        "why", ``core.bots.reason_params``) is recorded as the public ``reason`` parameter of
        the action's ACTION event."""
        if seat is not None and isinstance(action, str):
            action = f"{seat} {action}"
        act = self.game.parse_action(action)
        known = self.__dict__.get("_legal", {}).get(act.seat)
        nxt = self.state.clone()
        events = self.game.step(nxt, act, legal=known)
        if reason is not None:
            events = attach_reason(events, act.seat, reason, self.events)
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

    def explain(self, event: Any, lang: str = "en") -> Any:
        """An event (or an error such as ``why_not``'s) in words, ``lang`` "en" or "ja": a
        headline, its steps and the rulings cited (an ``Explanation``; ``str()`` it or show it)."""
        return self.game.catalogue.explain(event, lang)

    def why_not(self, action: "str | Action", seat: str | None = None) -> TricklabError | None:
        """Why ``action`` would be refused now (the error: ``code``, ``ruling``, ``message``;
        ``m.explain(err, "ja")`` words it), or None when it is legal. Never plays."""
        from .whatif import why_not
        return why_not(self, action, seat)

    def branch(self, at: "int | str | Action | None" = None) -> "Match":
        """A new line: the first ``at`` actions (a number), or this match plus one more action
        (``m.branch("Ben 3S")``: "what if Ben played 3S?"). This match never changes."""
        from .whatif import branch
        return branch(self, at)  # type: ignore[no-any-return]

    # -- scenario files ----------------------------------------------------------------------
    def to_scenario(self, expect: Any = None, title: Any = None, description: str = "") -> str:
        """This match as scenario file text (YAML: game, players, seed, setup, options,
        actions; ``expect`` a mapping, or True to record the tricks' winners so far)."""
        from .record import to_scenario
        return to_scenario(self, expect, title, description)

    def save(self, path: Any, expect: Any = None, title: Any = None, description: str = "") -> Any:
        """Write this match as a scenario file (see ``to_scenario``); ``tricklab.load(path)``
        reads it back into an identical match. Returns the path."""
        from .record import save
        return save(self, path, expect, title, description)

    # -- replay ----------------------------------------------------------------------------
    @classmethod
    def replay(cls, game: "Game | str", players: Sequence[str] | None, seed: int,
               setup: dict[str, Any] | None, actions: Iterable["str | Action"],
               **options: Any) -> "Match":
        """A new match of ``game`` (a game or its name) with these players, seed, setup and
        options, then every one of ``actions`` played in order: the same events and facts as
        the match they were taken from."""
        from .lookup import resolve
        m = cls(resolve(game), players, seed, setup, **options)
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
        """One row per action as a tidy pandas DataFrame (``seat``: only what it may see):
        the notation's verb and action text, kind, card, position in the trick, leader, legal
        actions as a list, winner (missing when none), points change and every ruling cited;
        columns documented in ``tricklab.core.tidy``."""
        from .tidy import tidy_frame
        return tidy_frame(self, seat)

    def rulings_fired(self, seat: str | None = None) -> Any:
        """One row per ruling cited (the deal's, each action's, the scoring's) as a pandas
        DataFrame: step, seat, kind, code, ruling, title, interp."""
        from .tidy import rulings_frame
        return rulings_frame(self, seat)

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
