"""A match: setup + seed + list of actions. States and events are derived from those three, so
undo is "drop the last action", ``at(k)`` is "the state after k actions", and a replay from the
same (setup, seed, actions) is identical. Modelled on a chess board's move stack.

Kept in memory: every action's events, but only some states (a state costs kilobytes, and a
long match has hundreds): the start, every ``CHECKPOINT``-th one, the latest, and the few read
most recently (``RECENT``). Any other state is rebuilt by replaying from the nearest kept one,
which gives the very same state because replay is deterministic. Events are kept packed
(``core.events.pack``) and unpacked into new, equal events on every reading, so a reader that
builds an explanation never makes the kept record grow.

An action is played on a copy of the latest state only when someone else may hold that state
(it was handed out by ``state`` or ``at``, kept as a checkpoint or a recent one, shared with a
fork): otherwise on the state itself, which no one else can see change (copy-on-write: a bot
reads views, which are copies, and the legal actions). A refused action, or any error, in the
middle of such a play drops the state; it is rebuilt by replay, the very state before it.
"""
from __future__ import annotations

import dataclasses

import random
from typing import Any, Iterable, Sequence

from .actions import Action
from .checks import check_count, check_seed
from .errors import ArgumentError, IllegalAction, NotationError, SetupError, TricklabError, clip
from .bots import attach_reason
from .events import Event, Packed, pack, unpack
from .game import Game, no_seat
from .display import shown_by


def in_table_words(err: TricklabError, game: Game) -> TricklabError:
    """``err`` said in the words the table shows for it (``game``'s catalogue, in English),
    its raiser's words kept in ``err.note``; unchanged when the catalogue has none."""
    head = game.catalogue.explain(err, "en").headline
    if head and head != err.message:
        err.note, err.message, err.args = err.message, head, (head,)
    return err


class _Move:
    """One action of a line of play, the events it caused (packed) and, at a checkpoint, the
    state after it (the first move of a line holds the setup: no action, the start state).
    Never changed once made, so forks and branches share moves instead of copying them."""

    __slots__ = ("action", "events", "state")

    def __init__(self, action: Action | None, events: tuple[Packed, ...],
                 state: Any = None) -> None:
        self.action, self.events, self.state = action, events, state


class _Recent(dict[_Move, Any]):
    """What was read lately (states, or unpacked events) by move, the oldest first, at most
    ``size``: shared by a match and its forks (a move is the same in all of them, so is what
    follows from it)."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size


class MatchReading:
    """What bots, rows and tools read of a match, over its ``state``, ``game`` and a cache of
    legal actions (``_legal``, emptied by whoever changes the state): shared by ``Match`` and
    the bulk simulation's ``core.simulate.BulkMatch``."""

    game: Game
    state: Any            # Match: a property rebuilding it when needed; BulkMatch: a plain one
    _legal: dict[str | None, tuple[Action, ...]]

    def _peek(self) -> Any:
        """The state, for a reading that keeps no part of it (the seats to act, the legal
        actions, a view: a copy): ``Match`` then still owns it and may change it in place."""
        return self.state

    def to_act(self) -> list[str]:
        """The seats that must act now (empty when the game is over)."""
        return [] if self.is_over() else self.game.to_act(self._peek())

    def legal_actions(self, seat: str | None = None) -> list[Action]:
        """Computed once per state and seat (the table, the hint, the bots and the record of
        the action all ask for the same state)."""
        cache = self.__dict__.setdefault("_legal", {})
        known = cache.get(seat)
        if known is None:
            self.known_seat(seat)
            known = cache[seat] = (() if self.is_over()
                                   else tuple(self.game.legal_actions(self._peek(), seat)))
        return list(known)

    def is_over(self) -> bool:
        """True when the game has ended."""
        return self.game.is_over(self._peek())

    def view(self, seat: str | None) -> Any:
        """The state as ``seat`` may see it (None: everything, the teacher's view)."""
        return self.game.view(self._peek(), self.known_seat(seat))   # a copy

    def known_seat(self, seat: str | None) -> str | None:
        """``seat`` when it is one of the match's (or None: all of them), else an
        ``ArgumentError`` naming the seats: a query for "Zed" or "ann" answered with an empty
        view, history or list of moves, as if the seat had nothing."""
        if seat is None:
            return None
        seats = self.game.seats(self._peek())
        if seat not in seats:
            raise in_table_words(no_seat(seat, seats, ArgumentError), self.game)
        return seat

    def totals(self) -> dict[str, int]:
        """Each seat's points now."""
        return self.game.totals(self.state)

    def facts(self) -> dict[str, Any]:
        """Public facts by name (what scenario expectations check; ``tricklab facts GAME`` lists them)."""
        return self.game.facts(self.state)


def seat_names(game: Game, players: "Sequence[str] | int | None") -> list[str]:
    """The seats of a new match: the names given, the game's names for a number of
    players (``new_match("triatri", players=4)`` raised "'int' object is not iterable"), or
    its default table. Text is refused (``list("Ann")`` would be three seats, and "Ann,Bo,Cy" one)."""
    if players is None or (isinstance(players, (list, tuple)) and not players):
        return list(game.default_players)
    if isinstance(players, int) and not isinstance(players, bool):
        return list(game.info.players(players))
    if not isinstance(players, Iterable):
        # a count of another type: a numpy integer is one; True or 1.5 is refused as a count
        # (1.5 raised "'float' object is not iterable")
        return list(game.info.players(check_count(players, "the number of players")))
    if isinstance(players, str):
        # "Ann,Bo,Cy" was one seat of that name, refused as "needs 3 or 4 player names"
        from .worded import Typed
        example = "[" + ", ".join(game.default_players) + "]"
        raise SetupError(f"players must be a list of names such as {example}, not the text "
                         f"'{players}'", code="SETUP_PLAYERS_TEXT", example=example,
                         text=Typed(players[:60]))
    from .schema import check_seats
    names = list(players)
    check_seats(names)
    return names


class Match(MatchReading):
    """A match: setup + seed + the actions so far; states and events derived from them (undo, ``at(k)``, ``fork``, replay). ``tricklab.new_match`` makes one."""

    CHECKPOINT = 24   # keep every 24th state: rebuilding another replays at most 23 actions
    RECENT = 8        # and the 8 states read last (a view reads "before" and "after" an action)

    def __init__(self, game: "Game | str", players: "Sequence[str] | int | None" = None,
                 seed: int | None = 0, setup: dict[str, Any] | None = None, **options: Any) -> None:
        from .lookup import resolve
        self.game: Game = resolve(game)
        self.players = seat_names(self.game, players)
        self.seed = check_seed(seed)          # None: a fresh random seed, recorded here
        self.setup = dict(setup or {})
        try:
            # preset=NAME becomes its options here, so every game takes one (and a saved
            # match keeps the options themselves)
            self.options = options = self.game.info.resolve_options(options)
        except SetupError as err:
            raise in_table_words(err, self.game) from None
        from .schema import check_options
        check_options(self.game.name, options)   # by the types a scenario file's options take
        try:
            state, events = self.game.new_state(self.players, self.seed, self.setup, options)
        except SetupError as err:             # in the table's words, as a refused move is
            raise in_table_words(err, self.game) from None
        self.actions: list[Action] = []
        self._line: list[_Move] = [_Move(None, tuple(map(pack, events)), state)]
        self._state: Any = state                  # the latest state (None: rebuilt when read)
        self._own = False                         # True: no one else holds _state (see above)
        self._recent = _Recent(self.RECENT)       # states read lately, shared with forks
        self._read = _Recent(self.RECENT)         # events read lately (unpacked), likewise
        self._legal: dict[str | None, tuple[Action, ...]] = {}   # of the current state, by seat

    # -- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The state after the last action (handed out, so never changed: the next action
        plays on a copy)."""
        state = self._peek()
        self._own = False
        return shown_by(state, self.game)          # its rich display draws it as this game's

    def _peek(self) -> Any:
        state = self._state
        if state is None:                     # rebuilt: now among the recent ones, shared
            state = self._state = self._rebuild(len(self._line) - 1)
            self._own = False
        return state

    @property
    def events(self) -> list[Event]:
        """Every event so far, in order (the setup's events first)."""
        return [e for move in self._line for e in self._unpacked(move)]

    def events_of(self, k: int) -> list[Event]:
        """Events caused by action ``k`` (0-based); ``-1`` gives the setup's events."""
        n = len(self.actions)
        if not isinstance(k, int) or isinstance(k, bool):
            raise ArgumentError(f"The action's number must be a whole number, not {clip(repr(k))}.",
                                code="BAD_ACTION_NUMBER", value=clip(repr(k)), n=n)
        if not -1 <= k < n:
            raise IndexError(f"there is no action {k}: this match has {n} (numbered from 0; "
                             f"-1 gives the setup's events)")
        return list(self._unpacked(self._line[k + 1]))

    def _unpacked(self, move: _Move) -> tuple[Event, ...]:
        read = self._read
        events = read.get(move)
        if events is None:
            events = read[move] = tuple(map(unpack, move.events))
            for e in events:        # an event shown in a cell words itself as this game's
                setattr(e, "_game", self.game)
            if len(read) > read.size:
                del read[next(iter(read))]
        return events

    def at(self, k: int) -> Any:
        """The state after the first ``k`` actions (0 = the start); states not kept are
        rebuilt by replaying from the nearest kept one, the very same state."""
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"no state after {k} actions: this match has {len(self.actions)}")
        if k == len(self.actions):
            return self.state
        return shown_by(self._rebuild(k), self.game)

    def _rebuild(self, k: int) -> Any:
        """The state after ``k`` actions of this line: a kept one, or replayed from the
        nearest kept one before it (and then kept a while among the recent ones)."""
        line, recent, last = self._line, self._recent, len(self._line) - 1
        j = k
        while True:
            move = line[j]
            state = move.state
            if state is None:
                state = recent.get(move)
                if state is None and j == last:
                    state = self._state
            if state is not None:
                break
            j -= 1
        if j == k:
            if move in recent:                    # read again: the most recent now
                recent[move] = recent.pop(move)
            return state
        apply = self.game.apply               # the rules alone: the events were kept
        state = state.clone()                 # one copy, replayed on in place (no one sees it)
        for move in line[j + 1:k + 1]:
            assert move.action is not None    # only the first move has none
            apply(state, move.action)
        self._remember(line[k], state)
        return state

    def _remember(self, move: _Move, state: Any) -> None:
        if move.state is not None:
            return
        recent = self._recent
        recent.pop(move, None)
        recent[move] = state
        while len(recent) > recent.size:
            del recent[next(iter(recent))]

    def keep_recent(self, n: int) -> None:
        """Keep up to ``n`` of the states and of the actions' events read lately (``RECENT``
        by default), for this match and its forks. A table redraws after every move and reads
        every state (its score rows) and every event (its history): keeping them makes a redraw
        replay and unpack nothing, at the memory cost of a state and some events per action
        (one match on screen, not the thousands a simulation makes)."""
        n = check_count(n, "the number of states to keep")
        for recent in (self._recent, self._read):
            recent.size = n
            while len(recent) > n:
                del recent[next(iter(recent))]

    # -- acting ----------------------------------------------------------------------------
    def play(self, action: "str | Action", seat: str | None = None,
             reason: dict[str, Any] | None = None) -> list[Event]:
        """Perform an action (``"Ben 3S"``, ``"Aki pass 2C 3C"``, or a card if ``seat`` is
        given). Returns its events. On ``IllegalAction`` nothing changes. ``reason`` (a bot's
        "why", ``core.bots.reason_params``) is recorded as the ``reason`` parameter of the
        action's ACTION event, private to the seat (``core.bots.attach_reason``)."""
        if seat is not None and isinstance(action, str):
            action = f"{seat} {action}"
        if isinstance(action, Action):        # a bot's: parsing would only hand it back
            act = action
        else:
            try:
                act = self.game.parse_action(action)
            except NotationError as err:
                raise self.with_example(err) from None
        known = self.__dict__.get("_legal", {}).get(act.seat)
        if known is None and act.seat in self.players:
            known = tuple(self.legal_actions(act.seat))   # step reads them, and so does the record
        now = self._peek()
        listed = known is not None and act in known
        mine = self._own and listed       # no one else holds the state, the rules list the act
        nxt = now if mine else now.clone()
        try:
            events = self.game.step(nxt, act, legal=known)
        except BaseException as err:
            if mine:                          # half played, maybe: rebuilt by replay
                self._state, self._own = None, False
            if isinstance(err, IllegalAction):
                raise self.worded(err, act) from None
            raise
        if known is not None and not listed:
            act = self.game.canonical(act, known)   # as legal_actions writes it: "Ann KH"
        if reason is not None:
            events = attach_reason(events, act.seat, reason)
        line = self._line
        kept = len(line) % self.CHECKPOINT == 0     # a checkpoint: never changed again
        line.append(_Move(act, tuple(map(pack, events)), nxt if kept else None))
        self._state, self._own = nxt, not kept
        self.actions.append(act)
        self._legal = {}
        return events

    def with_example(self, err: TricklabError) -> TricklabError:
        """A text that is no action, answered with a move legal here ("'R7' is not an
        action: … e.g. 'Di pick king'"), or with none when no seat may move: the game's
        fixed example named a seat of another table and a card while the seat had a
        character to pick (``why_not`` too)."""
        if err.code != "BAD_ACTION":
            return err
        waiting = self.to_act()
        legal = self.legal_actions(waiting[0]) if waiting else []
        text = err.params["text"]
        if not legal:
            return in_table_words(NotationError(f"'{text}' is not an action",
                                                code="BAD_ACTION", text=text), self.game)
        return in_table_words(NotationError(f"'{text}' is not an action", code="BAD_ACTION",
                                            text=text, example=str(legal[0])), self.game)

    def worded(self, err: IllegalAction, act: Action) -> IllegalAction:
        """A refusal said in the words the table shows (the game's catalogue, in English):
        someone trying moves in code reads "You must follow ♦ diamonds: you hold ♦3.", not
        the engine's note "you must follow D: you hold 3D". Where the engine gave a typed
        example and the catalogue's words give none, a legal move of the example's kind is
        added as the ``example`` parameter ("Ann must first discard 1 card, e.g. 'Ann discard
        R3'.", 「…（例：「Ann discard R3」）。」), none if the seat has no such move now: the
        engine's examples are fixed texts ("Ann 7S" to a seat holding 7D). ``err.note`` keeps
        the engine's words."""
        said = err.message
        in_table_words(err, self.game)
        if err.message == said or "e.g." in err.message or "example" in err.params:
            return err
        example = self._example_like(said, act.seat)
        if example is not None:               # the catalogue's words add it, in either language
            err.params["example"] = str(example)
            in_table_words(err, self.game)
        return err

    def _example_like(self, said: str, seat: str) -> Action | None:
        """A legal move of ``seat`` of the kind of the example ``said`` gives ("e.g. 'item
        sword'"), or None: the engine's examples are fixed texts, whose card or item the
        seat may not hold."""
        typed = said.partition("e.g. '")[2].partition("'")[0]
        if not typed or seat not in self.to_act():
            return None
        if typed.split()[0] not in self.players:      # 'item sword': the seat is implied
            typed = f"{seat} {typed}"
        try:
            kind = self.game.parse_action(typed).kind
        except NotationError:
            return None
        return next((a for a in self.legal_actions(seat) if a.kind == kind), None)

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
        played = len(self.actions)
        if n > played:                        # an IllegalAction, as the table's own undo
            raise in_table_words(IllegalAction(
                f"cannot undo {n} moves: only {played} played", n=n, played=played,
                code="UNDO_TOO_MANY" if played else "NOTHING_TO_UNDO"), self.game)
        undone = []
        for _ in range(n):
            self._line.pop()
            undone.append(self.actions.pop())
        if n:
            self._state, self._own = None, False   # rebuilt when read, from a kept state
        self._legal = {}
        return undone[::-1]

    def explain(self, event: Any, lang: str = "en", seat: str | None = None) -> Any:
        """An event (or an error such as ``why_not``'s) in words, ``lang`` "en" or "ja": a
        headline, its steps and the rulings cited (an ``Explanation``; ``str()`` it or show it).
        ``seat``: an event as that seat sees it (``Event.seen_by``), the other seats' private
        cards left out and an event hidden from it said to be hidden, so a learner asks "why?"
        without a hidden card leaking; None: the teacher's words, everything, marked as the
        teacher's view when some seat may not see it (as ``display`` marks such an event)."""
        seat = self._shown_seat(seat)
        if not isinstance(event, Event):
            return self.game.catalogue.explain(event, lang)
        from .checks import check_lang
        lang = check_lang(lang)
        if seat is not None:
            return _seen_explanation(self.game, event, seat, lang)
        found = self.game.catalogue.explain(event, lang)
        from .seen import hides
        if not hides(event, lang):
            return found
        from .strings import words
        return dataclasses.replace(found, mark=words("event_teacher_view", lang))

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
        if" branches. The kept states and events are shared, not replayed: ``play`` never
        changes a state anyone else may hold (it plays on a copy of it), so a state is
        immutable once stored and two branches may hold the same object. Forking a long game therefore costs
        a few list copies instead of re-running every rule (the state after ``k`` actions, if
        not kept, is rebuilt when first read)."""
        k = len(self.actions) if k is None else k
        if not 0 <= k <= len(self.actions):
            raise IndexError(f"cannot fork after {k} actions: this match has {len(self.actions)}")
        twin = object.__new__(Match)
        twin.game, twin.players, twin.seed = self.game, list(self.players), self.seed
        twin.setup, twin.options = dict(self.setup), dict(self.options)
        twin.actions = self.actions[:k]
        twin._line = self._line[:k + 1]
        move = twin._line[-1]
        twin._state = (self._state if k == len(self.actions)
                       else move.state if move.state is not None else self._recent.get(move))
        twin._recent, twin._read = self._recent, self._read
        twin._own = False
        if k == len(self.actions):
            self._own = False                 # both hold the latest state now
        twin._legal = {}
        return twin

    def copy(self) -> "Match":
        """An independent match with the same actions (a fork at the end: no replay)."""
        return self.fork()

    def history(self, seat: str | None = None, lang: str = "en") -> Any:
        """One row per action as a tidy pandas DataFrame (``seat``: only what it may see):
        the notation's verb and action text, kind, card, position in the trick, leader, legal
        actions as a list, winner (missing when none), points change and every ruling cited;
        columns documented in ``tricklab.core.tidy``. ``lang="ja"``: the Japanese History
        tab's headers and seat names, the notation kept (a notebook need not rename)."""
        from .tidy import tidy_frame
        return tidy_frame(self, self.known_seat(seat), lang)

    def rulings_fired(self, seat: str | None = None) -> Any:
        """One row per ruling cited (the deal's, each action's, the scoring's) as a pandas
        DataFrame: step, seat, kind, code, ruling, title, interp."""
        from .tidy import rulings_frame
        return rulings_frame(self, self.known_seat(seat))

    def display(self, lang: str = "en", seat: str | None = None, teacher: bool = False) -> Any:
        """The table in a notebook cell, in ``lang`` ("en" or "ja"): by default as the seat to
        act sees it (its hand face up, the others' as counts; every card once the game is
        over), ``seat``: as that seat sees it, ``teacher``: every hand face up. Displaying
        the match itself (``m`` alone in a cell) shows the default, in English."""
        from .checks import check_lang
        from .display import Shown, match_html
        check_lang(lang)
        return Shown(match_html(self, lang, self._shown_seat(seat), teacher))

    def log(self, lang: str = "en", seat: str | None = None, teacher: bool = False) -> Any:
        """Every event so far in words of ``lang``, as ``display`` shows the table: by
        default as the seat to act sees them (every event once the game is over), ``seat``:
        as that seat sees them, ``teacher``: everything. What a seat may not see is said to
        be hidden ("Ben: pass (hidden from Aki)"), never shown; ``m.events[k]`` alone is
        the record itself, the teacher's view (``Event.display(seat=...)`` for a seat's)."""
        from .checks import check_lang
        from .display import Shown, default_seat
        from .seen import log_html
        check_lang(lang)
        seat = self._shown_seat(seat)
        viewer = None if teacher else (seat if seat is not None else default_seat(self.game, self.state))
        return Shown(log_html(self, lang, viewer))

    def _shown_seat(self, seat: str | None) -> str | None:
        """``seat`` if the match has it (or None), else the error naming its seats."""
        seats = self.game.seats(self.state)
        if seat is not None and seat not in seats:
            raise ArgumentError(f"there is no seat called '{clip(str(seat))}' (seats: {', '.join(seats)})",
                                code="UNKNOWN_SEAT", seat=clip(str(seat)), seats=seats)
        return seat

    def _repr_html_(self) -> str:
        from .display import match_html
        return match_html(self)

    def __repr__(self) -> str:
        return (f"<Match {self.game.name} seed={self.seed} players={self.players} "
                f"actions={len(self.actions)} to_act={self.to_act()}>")


def _seen_explanation(game: Any, ev: Any, seat: str, lang: str = "en") -> Any:
    """``ev`` explained as ``seat`` sees it, so a learner may ask "why?" from their seat: its
    ``seen_by`` copy in ``game``'s words, or, hidden from it, the words saying so (no steps, no
    rulings: they would tell what was done). The steps are the event's own: a scan of random
    play of every game found no step that holds a private parameter or a card of a hidden
    event (they reason over the table: tricks, the robot's open hand, scores); the per-game
    test of ``Match.explain(seat=...)`` keeps it so. (Here, not in ``seen``: that module is read
    by ``Event``, and the explanation needs the catalogue's ``Explanation``, which reads events.)"""
    from .rulings import Explanation
    from .seen import hidden_words
    seen = ev.seen_by(seat)
    if seen is None:
        return Explanation(hidden_words(ev, seat, lang, game), (), (), lang)
    return game.catalogue.explain(seen, lang)


def play_out(match: Match, bots: dict[str, Any] | Any, rng: random.Random | None = None,
             max_actions: int = 100_000) -> Match:
    """Let bots play every remaining decision (one bot for all seats, or one per seat). A bot
    is an object with ``choose`` or one of the game's bot names (``GameInfo.bots``:
    ``"random"``, ``"rules"``), as ``simulate`` takes them."""
    from .bots import make_bot
    rng = rng or random.Random(match.seed)
    if isinstance(bots, dict):
        chosen = {seat: make_bot(match.game, b) for seat, b in bots.items()}
    else:
        one = make_bot(match.game, bots)
        chosen = {seat: one for seat in match.players}
    n = 0
    while not match.is_over():
        seat = match.to_act()[0]
        if seat not in chosen:
            raise ValueError(f"play_out: no bot for {seat} (bots for {', '.join(chosen)})")
        match.play(chosen[seat].choose(match, seat, rng))
        n += 1
        if n > max_actions:
            raise RuntimeError("play_out did not finish: the game never ended")
    return match
