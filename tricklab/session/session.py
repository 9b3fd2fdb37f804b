"""A learner's session at one game, without any widget: who sits where, who is human, which
bots play the others, what "undo" takes back, hot-seat, prepared scenarios, and the tree of
"what if" lines. The table widget only shows a ``Session`` and forwards clicks to it, so every
behaviour here is testable headless and a notebook can drive the same object.

    s = Session("robotrick", seed=7)          # Aki is the learner, bots play Ben and Chie
    s.play("Aki pass 2C 3C")                  # the bots answer at once (auto_bots)
    s.undo()                                  # the learner's move and the bots' after it
    b = s.fork(actions=4)                     # a new line from an earlier moment
    s.compare("1", b)                         # where the two lines part and how each ends
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Literal, Mapping, Sequence

from tricklab.core.actions import Action
from tricklab.core.bots import Bot, BotFactory, bot_factories, choose_explained, reason_params
from tricklab.core.errors import IllegalAction, ScenarioError
from tricklab.core.events import Event, EventKind
from tricklab.core.game import Game
from tricklab.core.match import Match
from tricklab.core.scenario import Scenario, ScenarioResult, load_scenario, run_scenario

from .tree import Branch, BranchTree, Comparison

#: ``Session.screen`` in hot-seat when nobody knows who holds the screen (a move taken back, a
#: new game or another line chosen under the curtain, perhaps by the next person already holding
#: it): the table then shows no seat's hand, only what every seat sees, until the person to act
#: asks for theirs
NOBODY = ""

UndoPolicy = Literal["learner", "one"]
"""``learner``: undo takes back the learner's last action and every bot action after it (one
click = "let me take my move back"); in hot-seat every seat is the learner's, so one action.
``one``: always exactly one action."""


def _game(game: "Game | str") -> Game:
    if isinstance(game, str):
        from tricklab.games import get_game
        return get_game(game)  # type: ignore[no-any-return]
    return game


class Session:
    """One learner (or a class sharing one screen) playing one game, with bots and branches."""

    # A shown match is redrawn after every move and the redraw reads every state (the score
    # rows): the session's matches keep the states they read, so a redraw replays nothing.
    KEEP_STATES = 1024

    def __init__(self, game: "Game | str", players: Sequence[str] | None = None, seed: int = 0,
                 learner: str | None = None, bots: "str | Mapping[str, str]" = "rules",
                 hotseat: bool = False, undo_policy: UndoPolicy = "learner",
                 auto_bots: bool = True, teacher: bool = False,
                 setup: Mapping[str, Any] | None = None, match: Match | None = None,
                 bot_registry: Mapping[str, BotFactory] | None = None, **options: Any) -> None:
        self.game = _game(game)
        self.bot_registry = dict(bot_registry or bot_factories(self.game))
        self.bots = bots                 # one bot name for every seat, or a name per seat
        self.hotseat = hotseat
        self.undo_policy: UndoPolicy = undo_policy
        self.auto_bots = auto_bots
        self.teacher = teacher
        self.options = dict(options)
        # bots draw from one generator for the whole session: replaying a game gives the same
        # bot moves only when asked for (a new seed); a learner's retry may see new answers
        self.rng = random.Random(0)
        self._learner = learner
        self.games_started = 0
        self.last_scenario: ScenarioResult | None = None
        # the game in progress that a scenario or the tour replaced, to go back to
        self.set_aside: tuple[BranchTree, str] | None = None
        self._start(match or Match(self.game, players, seed, dict(setup or {}), **self.options))

    # -- who sits where ---------------------------------------------------------------------
    def _start(self, match: Match, advance: bool = True) -> None:
        match.keep_recent(self.KEEP_STATES)
        self.tree = BranchTree(match)
        self.learner = self._seat_for_learner(match.players)
        # in hot-seat the learner sits at the screen first: the curtain falls at once if
        # another person is to act; a game started while nobody is known to hold the screen
        # (``cover``: under a curtain) keeps it so, and the curtain waits for whoever acts
        if not (self.hotseat and getattr(self, "screen", None) == NOBODY):
            self.screen = self.learner
        self.games_started += 1
        if advance:
            self.advance()

    def _seat_for_learner(self, players: Sequence[str]) -> str:
        """The learner keeps the seat asked for (or the game's default learner seat) when the
        match has it, otherwise takes the first seat the engine does not play itself."""
        for seat in (self._learner, self.game.info.learner):
            if seat and seat in players:
                return seat
        return next(p for p in players if p not in self.game.info.auto_seats)

    @property
    def match(self) -> Match:
        """The match of the branch being shown."""
        return self.tree.match

    @property
    def players(self) -> list[str]:
        """The seats of the match shown."""
        return list(self.match.players)

    @property
    def humans(self) -> frozenset[str]:
        """Seats a person plays: the learner, or in hot-seat every seat a person can take."""
        if self.hotseat:
            return frozenset(p for p in self.match.players if p not in self.game.info.auto_seats)
        stand_in = self.stand_in
        return frozenset({self.learner, stand_in} if stand_in else {self.learner})

    @property
    def stand_in(self) -> str | None:
        """The bot seat whose move the learner chooses now, or None. A what-if started at a
        bot's move asks "what if Chie had played another card?": the bot would only replay
        its card, so the learner sits in its seat for that one move and the bots resume
        after it (the line's ``chooser``, at its fork point only)."""
        b = self.tree.branches[self.tree.current]
        m = b.match
        if (b.chooser is None or len(m.actions) != b.at or m.is_over()
                or b.chooser not in m.to_act()):
            return None
        return b.chooser

    def is_human(self, seat: str) -> bool:
        """True if a person plays ``seat``."""
        return seat in self.humans

    @property
    def acting(self) -> str:
        """The seat whose decision the screen waits for: the learner, or in hot-seat the first
        person to act (the person at the screen when no person is to act)."""
        if self.hotseat:
            waiting = [s for s in self.match.to_act() if self.is_human(s)]
            return waiting[0] if waiting else self.screen
        return self.stand_in or self.learner

    @property
    def curtain(self) -> str | None:
        """In hot-seat, the seat that must take the screen before it is shown (its hand and
        what only it may see), or None. Several people share one screen there, so when the
        turn passes from one person to another the screen is covered until the next one asks
        to see it: nobody reads a hand that is not theirs. Teacher view has no curtain (it
        shows everything by choice), nor a finished game."""
        if not self.hotseat or self.teacher or self.match.is_over():
            return None
        seat = self.acting
        return seat if seat != self.screen else None

    def cover(self) -> None:
        """Hot-seat: nobody is known to hold the screen any more (``NOBODY``). A move taken
        back while the curtain was down put the table back at the mover's turn while the next
        person may already hold the screen: the curtain stays down, over no one's hand, until
        the person to act shows theirs (``reveal``)."""
        self.screen = NOBODY

    def reveal(self) -> str:
        """The next person took the screen (hot-seat): show it as they see it. Returns the
        seat now shown."""
        self.screen = self.acting
        return self.screen

    @property
    def hand_seat(self) -> str:
        """The seat whose hand the screen offers: the learner, or in hot-seat whoever acts
        (while the curtain is down, the person still at the screen, ``NOBODY`` if unknown)."""
        return self.screen if self.curtain else self.acting

    @property
    def viewer(self) -> str | None:
        """Whose eyes the screen shows: None (everything) in teacher view, in hot-seat the
        person at the screen (``NOBODY``, a seat of none, sees only what every seat sees),
        otherwise the learner."""
        if self.teacher:
            return None
        # a learner choosing a bot's move at a what-if (``stand_in``) sees that bot's hand to
        # choose from, and nothing else of it: every list of moves stays as the learner saw it
        return self.hand_seat if self.hotseat else self.learner

    def bot_for(self, seat: str) -> Bot:
        """A new bot for ``seat`` (by the session's bot name for it)."""
        name = self.bots if isinstance(self.bots, str) else self.bots.get(seat, "rules")
        return self.bot_registry[name]()

    # -- acting -----------------------------------------------------------------------------
    def play(self, action: "str | Action", seat: str | None = None) -> list[Event]:
        """The action a person chose, then (with ``auto_bots``) the bots up to the next human
        decision. Returns the action's own events. On ``IllegalAction`` nothing changes."""
        events = self.match.play(action, seat)
        self.advance()
        return events

    def _bot_move(self, seat: str) -> None:
        # the bot's "why" (its tactic's hint) goes on the ACTION event as the public ``reason``
        action, why = choose_explained(self.bot_for(seat), self.match, seat, self.rng)
        self.match.play(action, reason=reason_params(why) if why is not None else None)

    def waiting_bots(self) -> list[str]:
        """Seats played by bots that must act now."""
        return [s for s in self.match.to_act() if not self.is_human(s)]

    def advance(self) -> int:
        """Let bots take every decision until a human must act or the game ends (only with
        ``auto_bots``). Returns how many actions the bots took."""
        n = 0
        while self.auto_bots and not self.match.is_over():
            seats = self.waiting_bots()
            if not seats:
                break
            self._bot_move(seats[0])
            n += 1
        return n

    def bot_seat(self) -> str | None:
        """The seat "next bot move" plays now: a bot that must act, in hot-seat (where every
        seat is human) whoever acts; None on the learner's turn or at the end (the table
        disables the button: it did nothing, silently, and a teacher thought it broken)."""
        if self.match.is_over():
            return None
        seats = self.waiting_bots() or (self.match.to_act() if self.hotseat else [])
        return seats[0] if seats else None

    def bot_step(self) -> bool:
        """One bot decision by hand ("next bot move"). True if something moved."""
        seat = self.bot_seat()
        if seat is None:
            return False
        self._bot_move(seat)
        return True

    def bots_to_end(self) -> int:
        """Bots play every remaining decision, the humans' included."""
        n = 0
        while not self.match.is_over():
            self._bot_move(self.match.to_act()[0])
            n += 1
        return n

    def undo_count(self) -> int:
        """How many actions ``undo`` takes back now: the learner's last move and the bots'
        after it (one action under the "one" policy, in hot-seat, or with no learner). 0 when
        the learner has not moved yet: taking back the bots' first moves would leave a table
        waiting for a bot that no longer moves, and show the learner the bots' secret choices
        (a pass, a reveal) in the "took back" line."""
        acts = self.match.actions
        if not acts:
            return 0
        if self.undo_policy == "one" or self.hotseat or self.learner is None:
            return 1
        # the bot's move the learner chose at a what-if's fork point is theirs to take back
        b = self.tree.branches[self.tree.current]
        for i in range(len(acts) - 1, -1, -1):
            if acts[i].seat == self.learner or (i == b.at and acts[i].seat == b.chooser):
                return len(acts) - i
        return 0

    def undo(self) -> list[Action]:
        """Take back according to ``undo_policy``; returns the actions taken back, in order."""
        n = self.undo_count()
        if not n:
            raise IllegalAction("nothing of yours to undo", code="NOTHING_TO_UNDO", n=1,
                                played=len(self.match.actions))
        return self.match.undo(n)

    # -- settings that change who plays -----------------------------------------------------
    def set_hotseat(self, on: bool) -> int:
        """Switch hot-seat. Turned off mid-trick, the seats that are bots again move on at
        once (the table would otherwise wait for them for ever). Turned on, the learner is the
        person at the screen."""
        self.hotseat = on
        self.screen = self.learner
        return self.advance()

    def set_auto_bots(self, on: bool) -> int:
        """Switch whether bots move at once; returns how many actions they took."""
        self.auto_bots = on
        return self.advance()

    # -- games and scenarios ----------------------------------------------------------------
    def new_game(self, seed: int | None = None, players: Sequence[str] | None = None,
                 setup: Mapping[str, Any] | None = None, **options: Any) -> Match:
        """A fresh game (and a fresh branch tree) with the same seats policy and bots."""
        old = self.match
        # dealt first: a refused set-up (the Cheerleader at 2 players) leaves the game shown,
        # the game set aside and the options as they were
        match = Match(self.game, players or old.players, old.seed if seed is None else seed,
                      dict(setup or {}), **(dict(options) if options else self.options))
        self.set_aside = None               # a new game is the learner's choice: nothing to go back to
        if options:
            self.options = dict(options)
        self._start(match)
        return self.match

    def adopt(self, match: Match) -> None:
        """Show an existing match (e.g. one a notebook built) as a new game of the session."""
        self.set_aside = None               # as a new game: nothing to go back to
        self._start(match)

    def load_scenario(self, scenario: "Scenario | str | Path") -> ScenarioResult:
        """Set up a prepared position through the core scenario runner (so the table shows
        exactly what ``tricklab scenario run`` checks). The learner keeps their seat, the other
        seats' moves so far are the scenario's, hands stay hidden unless in teacher view, and
        from there bots play the other seats as usual. A scenario that cannot be set up raises
        and leaves the current game as it was."""
        sc = scenario if isinstance(scenario, Scenario) else load_scenario(scenario)
        if sc.game != self.game.info.name:
            raise ScenarioError(f"{sc.path}: a {sc.game} scenario, not {self.game.info.name}",
                                code="SCENARIO_GAME", path=sc.path)
        result = run_scenario(sc, self.game)
        if result.match is None:
            raise result.error or ScenarioError(f"{sc.path}: no position to show",
                                                code="SCENARIO_SHAPE", path=sc.path)
        self.last_scenario = result
        m = self.match
        if any(a.seat == self.learner for a in m.actions) and not m.is_over() \
                and self.set_aside is None:
            # a learner's game in progress is kept (every line of it), not lost to a look at
            # a scenario: ``resume`` brings it back; a second scenario keeps the first game
            self.set_aside = (self.tree, self.learner)
        # a scenario that ends on a refused move shows the position it was refused in: bots
        # play on when asked (Next bot move) or after the learner's move, not at once, or the
        # table showed a later trick under "the trick is unchanged"
        self._start(result.match, advance=result.error is None and not result.refusals)
        return result

    def resume(self) -> Match:
        """Back to the game a scenario replaced (``set_aside``), as it was left."""
        if self.set_aside is None:
            raise IllegalAction("no game was set aside", code="NOTHING_TO_RESUME")
        self.tree, self.learner = self.set_aside
        self.screen = self.learner
        self.set_aside = None
        return self.match

    # -- the branch tree --------------------------------------------------------------------
    @property
    def branches(self) -> list[Branch]:
        """Every line of play, in creation order."""
        return list(self.tree.branches.values())

    @property
    def branch(self) -> str:
        """The name of the branch being shown."""
        return self.tree.current

    def cause(self, event_index: int) -> int:
        """How many actions came before the one that caused ``match.events[event_index]``
        (the setup's events count as caused before any action)."""
        seen = 0
        for k in range(-1, len(self.match.actions)):
            seen += len(self.match.events_of(k))
            if event_index < seen:
                return max(k, 0)
        raise IndexError(f"no event {event_index}: the match has {seen}")

    def fork(self, at_event: int | None = None, *, actions: int | None = None,
             name: str | None = None, switch: bool = True, choose: bool = False) -> str:
        """A new line from just before the action that caused event ``at_event`` (or after the
        first ``actions`` actions). The old line stays as it was, reachable by ``switch``.
        With ``switch`` the new line is shown and the bots move on to the next human decision.
        With ``choose``, when a bot made the move taken back, the learner chooses that move
        instead (``stand_in``): the bot would only replay it."""
        if (at_event is None) == (actions is None):
            raise ValueError("fork needs exactly one of at_event or actions")
        keep = self.cause(at_event) if at_event is not None else int(actions or 0)
        acts = self.match.actions
        seat = acts[keep].seat if choose and keep < len(acts) else None
        branch = self.tree.fork(keep, name)
        if seat is not None and not self.is_human(seat) and seat not in self.game.auto_seats:
            branch.chooser = seat
        if switch:
            self.switch(branch.name)
            self.advance()
        return branch.name

    def switch(self, name: str) -> Match:
        """Show line ``name``; returns its match."""
        return self.tree.switch(name)

    def compare(self, a: str, b: str) -> Comparison:
        """How lines ``a`` and ``b`` differ (``tricklab.core.whatif.Comparison``)."""
        return self.tree.compare(a, b)

    def seen_events(self) -> tuple[list[Event], list[int]]:
        """The events the current viewer may see, and for each the number of actions before
        the one that caused it (what a "try this moment again" fork keeps).

        A bot's reason is private to its seat while the game is on: it reads the bot's hand.
        Once the game is over nothing is left to play for, and "why did Cy play that?" is
        what a learner alone wants to read: every bot's reason is then shown, and only that
        (the bot's other private parameters stay its own)."""
        events: list[Event] = []
        causes: list[int] = []
        viewer = self.viewer
        over = viewer is not None and self.match.is_over()
        for k in range(-1, len(self.match.actions)):
            for e in self.match.events_of(k):
                seen = e.seen_by(viewer)      # without other seats' private params
                if seen is not None:
                    events.append(_with_reason(e, seen) if over else seen)
                    causes.append(max(k, 0))
        return events, causes

    def __repr__(self) -> str:
        return (f"<Session {self.game.info.name} learner={self.learner} hotseat={self.hotseat} "
                f"branch={self.branch}/{len(self.tree.branches)} {self.match!r}>")


def _with_reason(event: Event, seen: Event) -> Event:
    """``seen`` with the reason its actor's bot recorded on ``event``, if any (the game is
    over: see ``Session.seen_events``)."""
    why = event.private.get(event.seat or "", {}).get("reason") if event.kind == EventKind.ACTION else None
    if why is None or "reason" in seen.params_for(event.seat):
        return seen
    return seen.evolve(private={**seen.private, str(event.seat): {"reason": why}})
