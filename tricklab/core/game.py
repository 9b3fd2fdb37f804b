"""The contract every game implements, so Match, Session, scenarios, bots, history, the table
and the conformance suite can treat all games alike.

A game is stateless; its ``State`` objects are mutable and cloneable, ``apply`` checks
everything *before* it changes anything, so a refused action leaves no trace. What kind of game
it is (players, presets, bots, hidden hands, automatic seats...) is declared once in its
``GameInfo`` header (OpenSpiel's game type), and every tool reads the facts from there.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Mapping, Protocol, Sequence

from .actions import Action
from .errors import IllegalAction, TricklabError, clip
from .events import Event, EventKind
from .observation import Observation, Outcome
from .rulings import Catalogue
from .worded import SeatsAsTyped


class State(Protocol):
    """What a game's state offers every tool: a deep copy."""

    def clone(self) -> "State":
        """An independent copy (``play`` clones before it changes anything)."""
        ...


@dataclass(frozen=True)
class OptionPreset:
    """A named set of options offered in menus and ``?set=`` URLs (Tricktakers: "all 15")."""

    label: dict[str, str]            # {"en": ..., "ja": ...}
    options: dict[str, Any]
    player_counts: tuple[int, ...] = ()   # the table sizes it is for (empty: every size)

    def fits(self, n: int) -> bool:
        """Whether this preset may be played by ``n`` players."""
        return not self.player_counts or n in self.player_counts


@dataclass(frozen=True)
class RoundRoles:
    """What each seat played as, round by round (``Game.round_roles``): Tricktakers' character
    of the round (Little's round 3: two, ``hermit+collector``), RoboTrick's program. Why a
    hook: a game's facts say only the current round's, so a table of rounds needs the game."""

    column: str                             # what a round's value is: "character", "program"
    rounds: tuple[dict[str, str], ...]      # per finished round, in order: seat -> name
    shared: bool = False                    # the same for every seat at once (the robot's
    # program): it cannot tell seats apart, so no win rate per value means anything


@dataclass(frozen=True)
class GameInfo:
    """The declarative header of a game: everything a tool needs to know about a game without
    playing it. Registry, CLI, notebooks builder, table and tests read these facts."""

    name: str                                  # registry key, e.g. "robotrick"
    title: dict[str, str]                      # {"en", "ja"}
    package: str                               # where rulings.yaml / messages.yaml / scenarios live
    player_counts: tuple[int, ...]             # e.g. (3,) or (2, 3, 4)
    seat_names: dict[int, tuple[str, ...]]     # default seat names per player count
    presets: dict[str, OptionPreset] = field(default_factory=dict)   # first = default
    # what the presets choose, the table's name for their menu ({"en", "ja"}); empty: the
    # characters in play (the basic game's trump menu was labelled "Characters")
    presets_name: dict[str, str] = field(default_factory=dict)
    bots: tuple[str, ...] = ("random", "rules")
    decisions: str = ""                        # the ruling that lists the players' decisions
    # and the reference random bot (RT-036): the random bot's reason cites it
    hidden_hands: bool = True
    simultaneous: bool = False                 # some decisions are taken by several seats at once
    auto_seats: frozenset[str] = frozenset()   # seats the engine plays itself (RoboTrick's robot)
    open_seats: frozenset[str] = frozenset()   # seats whose hand everyone sees (the robot's)
    verbs: tuple[str, ...] = ()                # action verbs other than "play"
    learner: str = ""                          # the seat a lone learner takes by default
    default_count: int = 0                     # the usual table size (0: the first count)
    unique_cards: bool = True                  # False: every player owns a deck, so one card
    # text (4♦) names a card in several seats' hands and cannot tell whose it is
    tutorial: str = ""                         # the notebook that teaches it (default
    # ``<name>_tutorial.ipynb``); the landing page's "learn" link opens it
    options: tuple[str, ...] | None = None     # the option names new_match takes (None: the
    # game checks its own); an unknown one is refused with this list
    characters: tuple[str, ...] = ()           # the characters a seat may choose (what
    # simulate's ``choice="fixed:NAME"`` may name; empty: no character choice)

    def __post_init__(self) -> None:
        if not self.tutorial:
            object.__setattr__(self, "tutorial", f"{self.name}_tutorial.ipynb")

    @property
    def default_players(self) -> tuple[str, ...]:
        """Seat names for the usual table (``default_count`` players)."""
        return self.seat_names[self.default_count or self.player_counts[0]]

    def resolve_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """``options`` with ``preset=NAME`` replaced by that preset's options (the ones given
        win), checked against ``options``: the one place every caller (``new_match``, the bulk
        match, ``simulate``) turns a preset into options, so a preset works everywhere."""
        from .errors import SetupError
        from .worded import Names
        opts = dict(options)
        name = opts.pop("preset", None)
        if name is not None:
            if name not in self.presets:
                raise SetupError(f"{self.title['en']} has no preset {name!r} (presets: "
                                 f"{', '.join(self.presets) or '-'})", code="SETUP_UNKNOWN_PRESET",
                                 preset=str(name), known=Names(tuple(self.presets)))
            opts = {**self.presets[name].options, **opts}
        declared = self.options
        unknown = sorted(set(opts) - set(declared)) if declared is not None else []
        if declared is not None and unknown:
            known = Names(("preset", *declared))
            raise SetupError(f"Unknown option(s) of {self.title['en']}: {', '.join(unknown)} "
                             f"(options: {known})", code="SETUP_UNKNOWN_OPTION",
                             fields=Names(tuple(unknown)), known=known)
        return opts

    def check_preset(self, name: str | None, n: int) -> None:
        """Refuse the preset ``name`` at a table of ``n`` players it is not for: the game
        would drop its options without a word (KINGs' "2 players with the White King" at 5
        players dealt a plain 5-player game, while the Cheerleader at 2 was refused)."""
        preset = self.presets.get(name) if name is not None else None
        if preset is None or preset.fits(n):
            return
        from .errors import SetupError
        from .strings import STRINGS
        from .worded import Either, InLanguages
        counts = Either(tuple(preset.player_counts))
        menu = self.presets_name or STRINGS["card_set"]     # the menu's name, as the table's
        raise SetupError(f"{preset.label['en']!r} is played by {counts} players, not {n}",
                         code="SETUP_PRESET_PLAYERS", preset=InLanguages(tuple(preset.label.items())),
                         n=n, counts=counts, menu=InLanguages(tuple(menu.items())))

    def players(self, n: int) -> tuple[str, ...]:
        """The seat names for ``n`` players (``SetupError`` for a count the game does not allow)."""
        if n not in self.seat_names:
            from .errors import SetupError
            from .worded import Either, InLanguages
            counts = Either(tuple(self.player_counts))
            raise SetupError(f"{self.title['en']} is played by {counts} players, not {n}",
                             code="SETUP_PLAYER_COUNT", game=InLanguages(tuple(self.title.items())),
                             n=n, counts=counts)
        return self.seat_names[n]

    def check_players(self, players: Sequence[str], reserved: Sequence[str] = ()) -> list[str]:
        """``players`` as names, or a ``SetupError`` that says what is wrong with them: how
        many were given (every game said "needs 3 or 4 *different* player names" for two
        distinct names), which name repeats, which is the name of an automatic seat."""
        names = [str(p) for p in players]
        if len(names) in self.player_counts and len(set(names)) == len(names) \
                and not (reserved and any(n in reserved for n in names)):
            return names        # most calls (every new game): nothing to say, nothing built
        from .errors import SetupError
        from .worded import Either, InLanguages, Typed
        game = InLanguages(tuple(self.title.items()))
        if len(names) not in self.player_counts:
            counts = Either(tuple(self.player_counts))
            raise SetupError(f"{self.title['en']} needs {counts} player names; {len(names)} given "
                             f"({', '.join(names)})", code="SETUP_PLAYERS", players=names,
                             game=game, counts=counts, n=len(names),
                             # joined here: a name such as "B" must not read as a term ("blue")
                             names=InLanguages((("en", ", ".join(names)), ("ja", "、".join(names)))))
        repeated = [n for i, n in enumerate(names) if n in names[:i]]
        if repeated:
            raise SetupError(f"{self.title['en']} needs a different name for each player: "
                             f"'{repeated[0]}' is given more than once", code="SETUP_PLAYERS_REPEATED",
                             players=names, game=game, repeated=Typed(repeated[0]))
        taken = [n for n in names if n in reserved]
        if taken:
            raise SetupError(f"'{taken[0]}' is the name of {self.title['en']}'s automatic seat: "
                             f"give the players other names", code="SETUP_PLAYERS_RESERVED",
                             players=names, game=game, name=Typed(taken[0]))
        return names


class Game(ABC):
    """The contract every game implements (see the module); games are stateless singletons (``get_game(name)``)."""
    info: ClassVar[GameInfo]

    # The old attribute names, read from ``info`` so existing callers keep working.
    @property
    def name(self) -> str:
        """The registry name (``info.name``)."""
        return self.info.name

    @property
    def title(self) -> dict[str, str]:
        """The title in English and Japanese (``info.title``)."""
        return self.info.title

    @property
    def package(self) -> str:
        """The package holding the game's rulings, messages and scenarios."""
        return self.info.package

    @property
    def verbs(self) -> tuple[str, ...]:
        """Action verbs other than ``play``."""
        return self.info.verbs

    @property
    def auto_seats(self) -> frozenset[str]:
        """Seats the engine plays itself (RoboTrick's robot)."""
        return self.info.auto_seats

    @property
    def default_players(self) -> tuple[str, ...]:
        """Seat names for the usual table."""
        return self.info.default_players

    # quoted when a text is not an action of this game and no position gives a legal move: a
    # seat of the game's own table (a test holds every game to it)
    action_example: ClassVar[str] = "Ben 3S"

    @cached_property
    def catalogue(self) -> Catalogue:
        return Catalogue.load(self.package, self.name)

    # -- the engine ------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[Any, Sequence[Event]]:
        """Build the starting state (dealing from ``seed`` whatever ``setup`` leaves open) and
        its events (a list, or an ``EventLog`` whose events are built when read)."""

    @abstractmethod
    def to_act(self, state: Any) -> list[str]:
        """Seats that must act now: one seat, or several during a simultaneous choice."""

    @abstractmethod
    def legal_actions(self, state: Any, seat: str | None = None) -> list[Action]:
        """Every legal action of ``seat`` (default: the first seat to act)."""

    @abstractmethod
    def apply(self, state: Any, action: Action) -> list[Event]:
        """Check then perform ``action`` on ``state`` (mutating it), then every automatic step
        that follows (robot plays, trick resolution, scoring, next round). Raises
        ``IllegalAction`` before any change."""

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        """True when the game has ended."""

    @abstractmethod
    def view(self, state: Any, seat: str | None) -> Any:
        """A copy of ``state`` with what ``seat`` may not see removed (None: teacher view).
        Becomes ``Observation.public``."""

    @abstractmethod
    def parse_card(self, text: Any) -> Any:
        """A card from its text in the game's notation (``NotationError`` otherwise)."""

    @abstractmethod
    def facts(self, state: Any) -> dict[str, Any]:
        """Public facts by name, for scenario expectations (``dealer``, ``totals``...)."""

    @abstractmethod
    def totals(self, state: Any) -> dict[str, int]:
        """Each seat's points."""

    # -- the rest of the contract, with defaults a game overrides when it knows better -------
    def step(self, state: Any, action: Action,
             legal: "Sequence[Action] | None" = None) -> list[Event]:
        """``apply`` plus the record every tool reads: the actor's ACTION event carries the
        ``Action`` (public) and the legal alternatives it had (private to the actor, so the
        history never shows one seat's hand to another). Match and Session call this.
        ``legal``: the actor's legal actions in ``state`` when the caller knows them already
        (``Match`` caches them per state), so they are not computed again. The record holds
        the action as ``legal_actions`` writes it (``canonical``)."""
        legal = tuple(self.legal_actions(state, action.seat)) if legal is None else tuple(legal)
        done = self.apply(state, action)      # the rules read the action as typed
        action = self.canonical(action, legal)
        events = stamp_action(done, action, legal, self.public_action(action, done))
        if self.is_over(state):
            outcome = self.outcome(state)
            for i in range(len(events) - 1, -1, -1):
                if events[i].kind == EventKind.GAME_OVER:
                    events[i] = events[i].evolve(params={**events[i].params, "outcome": outcome})
                    break
        return events

    def canonical(self, action: Action, legal: "Sequence[Action]") -> Action:
        """``action`` as ``legal_actions`` writes it ("Ann k♥" is "Ann KH"): a match kept
        moves as typed, so its history's action was not among its legal ones and a saved file
        kept "Ann k♥". Two words mean the same when they are equal but for case, or name the
        same card. The words keep the order they were typed in: "Aki pass 3C 2C" stays so,
        though the list writes "Aki pass 2C 3C": in some moves the order is part of the move
        (a prediction names gold, then black), and a reordered record may replay to another
        state (a Map's discards in another order)."""
        if action in legal:                   # a bot's, a button's: one of them already
            return action
        said: dict[str, Any] = {}

        def key(word: str) -> Any:
            k = said.get(word)
            if k is None:
                try:
                    k = said[word] = ("card", str(self.parse_card(word)))
                except TricklabError:
                    k = said[word] = ("word", word.casefold())
            return k

        mine = [a for a in legal if a.seat == action.seat and a.kind == action.kind]
        spelt = {key(w): w for a in mine for w in a.args}    # each word as the list writes it
        words = tuple(spelt.get(key(w), w) for w in action.args)
        for a in mine:
            if a.args == words:
                return a
        return Action(action.seat, action.kind, words) if mine else action

    # -- what a careful player can infer (core/inference.py); a game that leaves these as they
    # are makes no inference, which is always safe ------------------------------------------
    follow_exempt_steps: frozenset[str] = frozenset()
    """Step codes on a play that ignored must-follow by an exemption (no void is revealed)."""

    def led_suit_of(self, state: Any) -> Any:
        """The suit a play must follow in ``state`` (None: leading, or no must-follow)."""
        return None

    def follow_suit(self, card: Any) -> Any:
        """The suit ``card`` counts as for must-follow (None: always playable, e.g. a special)."""
        return None

    def trump_of(self, state: Any) -> Any:
        """The trump suit in ``state`` (None: no trump)."""
        return None

    def suit_sizes(self, state: Any) -> dict[Any, int] | None:
        """How many cards of each suit the game's deck holds (None: not a fixed deck)."""
        return None

    def public_action(self, action: Action, events: Sequence[Event] = ()) -> Action:
        """The action as the other seats may read it in the record: the same action, unless
        its words name a card played face down (a game then hides those words). ``events``:
        what the action did, when whether a card went face down depends on the position (an
        item used before the play)."""
        return action

    def legal_cards(self, state: Any, seat: str) -> list[Any]:
        """Cards a click may play now: the cards of the seat's legal one-card plays."""
        return [self.parse_card(a.args[0]) for a in self.legal_actions(state, seat)
                if a.kind == "play" and a.args]

    def explain_illegal(self, state: Any, action: Action) -> TricklabError | None:
        """Why ``action`` would be refused (an error with its code, params and ruling), or
        None if it is legal. Tried on a copy, so the table can explain a click on a greyed
        card without touching the match."""
        try:
            self.apply(state.clone(), action)
        except TricklabError as err:
            return err
        return None

    def hands(self, state: Any) -> dict[str, list[Any]]:
        """The cards each seat holds (the real state's, every seat)."""
        return {s: list(h) for s, h in state.hands.items()}

    def open_cards(self, state: Any) -> dict[str, list[Any]]:
        """Cards of hidden hands that the rules have shown to everyone (a hand revealed by an
        ability): a view may name them."""
        return {}

    def handed_cards(self, state: Any, seat: str) -> dict[str, list[Any]]:
        """Cards of other hidden hands that ``seat`` knows are there because it handed them
        over (RoboTrick's pass), while they are still held: what a careful player remembers.
        By default none."""
        return {}

    def hidden_sizes(self, state: Any) -> dict[str, int]:
        """How many cards each seat holds: public even when the cards are not."""
        return {s: len(h) for s, h in self.hands(state).items()}

    def hand_sizes(self, state: Any) -> dict[str, int]:
        """Deprecated name of ``hidden_sizes``."""
        return self.hidden_sizes(state)

    def observe(self, state: Any, seat: str | None,
                events: Sequence[Event] = ()) -> Observation[Any]:
        """What ``seat`` may know of ``state`` (None: the teacher), with the ``events`` so far
        as it may see them. Built from the real state, never from a view, so nothing hidden
        can slip in by a field the view forgot to blank."""
        hands = self.hands(state)
        sizes = self.hidden_sizes(state)
        seen = {s: tuple(h) for s, h in hands.items()
                if seat is None or s == seat or s in self.info.open_seats
                or not self.info.hidden_hands}
        waiting = tuple(self.to_act(state)) if not self.is_over(state) else ()
        legal = tuple(self.legal_actions(state, seat)) if seat in waiting else ()
        redacted = tuple(e for e in (ev.seen_by(seat) for ev in events) if e is not None)
        return Observation(seat=seat, hand=tuple(hands.get(seat, ())) if seat else (),
                           hidden_sizes=sizes, to_act=waiting, legal=legal,
                           public=self.view(state, seat), events=redacted, hands=seen)

    def outcome(self, state: Any) -> Outcome | None:
        """Who won and why, or None while the game goes on. Default: the points leaders."""
        if not self.is_over(state):
            return None
        totals = self.totals(state)
        best = max(totals.values())
        winners = tuple(s for s, v in totals.items() if v == best)
        return Outcome(winners, "WIN_POINTS", {"winners": list(winners), "points": best})

    def round_roles(self, state: Any) -> RoundRoles | None:
        """What each seat played as in each finished round (None: the game has no such roles)."""
        return None

    def round_holdings(self, state: Any) -> RoundRoles | None:
        """What each seat held in each finished round besides its role, named as
        ``choices`` names it (KINGs' King, ``KING-R``); None: nothing. Apart from
        ``round_roles`` because a seat may keep it all game (a King is drafted once at 4-5
        players, each round at 2), so a game's table can name it once and be grouped by it."""
        return None

    def characters(self, state: Any) -> tuple[str, ...]:
        """The characters a seat may be offered in this match (``choices``' default):
        ``info.characters``; a game whose set-up (its options, its table size, its card data)
        leaves some out reads its state, or a name never offered would pass for one."""
        return self.info.characters

    def choices(self, state: Any = None) -> tuple[str, ...]:
        """What a choosing action may take, named as ``chosen`` names it (what ``fixed:NAME``
        may name): at ``state``'s table, or at any table of the game (None). Default: the
        characters; a game whose draft offers more than characters (KINGs' Kings) adds it."""
        return self.characters(state) if state is not None else self.info.characters

    def chosen(self, state: Any, action: Any) -> str:
        """The character a choosing action (a pick, a draft) takes: its first argument; a
        game that picks cards rather than names (KINGs' "GAM-2") says whose card it is."""
        return str(action.args[0]) if action.args else ""

    def start_totals(self, state: Any) -> dict[str, int]:
        """The totals before any point was scored (for "scores recomputed from events")."""
        return self.totals(state)

    def invariants(self, state: Any) -> list[str]:
        """Problems with ``state`` (empty: none), checked by the conformance suite after every
        action: cards conserved, counters consistent... A game declares its own."""
        return []

    def state_html(self, state: Any, seat: str | None = None, lang: str = "en") -> str:
        """One rich display of what ``seat`` sees (None: the teacher), in ``lang``, drawn from
        the game's view adapter (``display.table_html``): every registered game has one."""
        from .display import table_html
        return table_html(self, state, seat, lang)

    # -- shared helpers ---------------------------------------------------------------------
    def parse_action(self, text: "str | Action") -> Action:
        """An ``Action`` from its text (``"Ben 3S"``, ``"Aki pass 2C 3C"``)."""
        return Action.parse(text, self.verbs, self.action_example)

    def check_actor(self, state: Any, action: Action) -> None:
        """Shared seat checks: game over, unknown seat, not this seat's turn."""
        if self.is_over(state):
            raise IllegalAction("the game is over: start a new game or undo", code="GAME_OVER")
        waiting = self.to_act(state)
        seats = self.seats(state)
        if action.seat not in seats:
            raise no_seat(action.seat, seats)
        if action.seat not in waiting:
            raise IllegalAction(f"it is not {action.seat}'s turn: waiting for {', '.join(waiting)}",
                                code="NOT_YOUR_TURN", seat=action.seat, waiting=waiting)

    def seats(self, state: Any) -> list[str]:
        """The seats of ``state``, in order."""
        return list(state.seats)


def no_seat(seat: Any, seats: Sequence[str],
            kind: "type[TricklabError]" = IllegalAction) -> TricklabError:
    """The refusal of ``seat``, none of ``seats``; when only its case differs from one
    ("ann"), the seat meant is named: seat names keep their capitals (a query for "ann"
    answered with nothing, as if Ann had no move)."""
    text = clip(seat)
    like = [s for s in seats if isinstance(seat, str) and s.casefold() == seat.casefold()]
    if like:
        return kind(f"there is no seat called '{text}': seat names keep their capitals, "
                    f"'{like[0]}' is one (seats: {', '.join(seats)})", code="UNKNOWN_SEAT_CASE",
                    seat=text, like=like[0], seats=SeatsAsTyped(tuple(seats)))
    return kind(f"there is no seat called '{text}' (seats: {', '.join(seats)})",
                code="UNKNOWN_SEAT", seat=text, seats=SeatsAsTyped(tuple(seats)))


def card_problems(found: Sequence[Any], expected: Sequence[Any] | None = None) -> list[str]:
    """Cards conserved: no card counted twice, and (given ``expected``) exactly those cards.
    Games call it from ``invariants`` with what their state accounts for."""
    seen: dict[str, int] = {}
    for c in found:
        seen[str(c)] = seen.get(str(c), 0) + 1
    out = [f"card {c} is in {n} places" for c, n in seen.items() if n > 1]
    if expected is not None:
        want = {str(c) for c in expected}
        out += [f"card {c} is missing" for c in sorted(want - set(seen))]
        out += [f"card {c} should not be here" for c in sorted(set(seen) - want)]
    return out


def stamp_action(events: list[Event], action: Action, legal: tuple[Action, ...],
                 public: Action | None = None) -> list[Event]:
    """Put ``action`` and the actor's ``legal`` alternatives on the actor's ACTION event (the
    first ACTION event of that seat; one is added if the game emitted none). ``public``: the
    action as the others may read it, when its words name a card played face down; the
    actor (and the teacher) then read the whole ``action`` from its private parameters."""
    extra: Mapping[str, Any] = {"action": public if public is not None else action}
    mine: dict[str, Any] = {"legal": legal}
    if public is not None and public != action:
        mine["action"] = action
    for i, ev in enumerate(events):
        if ev.kind == EventKind.ACTION and ev.seat == action.seat:
            private = {**ev.private, action.seat: {**ev.private.get(action.seat, {}), **mine}}
            events[i] = ev.evolve(params={**ev.params, **extra}, private=private)
            return events
    events.insert(0, Event(EventKind.ACTION, "ACTION", action.seat, (), dict(extra),
                           private={action.seat: mine}))
    return events


class StandardDeckInference:
    """The careful-player hooks of a game played with the standard 52-card deck, where a card
    follows its own suit and the state names its trump (None: no trump). Mixed in before
    ``Game``; the game still says which suit was led (``led_suit_of``)."""

    def follow_suit(self, card: Any) -> Any:
        """The card's own suit."""
        return card.suit

    def trump_of(self, state: Any) -> Any:
        """The trump suit the state holds."""
        return state.trump

    def suit_sizes(self, state: Any) -> dict[Any, int] | None:
        """13 cards in each of the four suits."""
        return {s: 13 for s in "SHDC"}
