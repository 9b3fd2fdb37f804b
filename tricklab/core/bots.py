"""The bot protocol and the reference random bot.

A bot sees only ``match.view(seat)`` and ``match.legal_actions(seat)``; the engine asks it for
one action at a time (nothing blocks waiting for input, so the same bots drive widgets)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from importlib import import_module
from typing import Any, Callable, Protocol

from .actions import Action
from .events import Event, EventKind


class Bot(Protocol):
    """What a bot offers: ``choose`` an action for a seat."""
    name: str

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """A legal action for ``seat`` in ``match``, drawing any chance from ``rng``."""
        ...


BotFactory = Callable[[], Bot]


def bot_factories(game: Any) -> dict[str, BotFactory]:
    """The bots a game offers, by the names its header lists (``GameInfo.bots``)."""
    found: dict[str, BotFactory] = import_module(f"{game.info.package}.bots").BOTS
    return {name: found[name] for name in game.info.bots if name in found}


def make_bot(game: Any, bot: Any) -> Any:
    """``bot`` itself, or the game's bot of that name (``"random"``, ``"rules"``: the names of
    ``GameInfo.bots``, as ``simulate`` takes them); an unknown name is a ``ValueError``
    listing the game's bots."""
    if not isinstance(bot, str):
        if not callable(getattr(bot, "choose", None)):
            raise ValueError(f"a bot must have a choose(match, seat, rng) method or be one of "
                             f"{', '.join(game.info.bots)}, not {bot!r}")
        return bot
    factories = bot_factories(game)
    if bot not in factories:
        raise ValueError(f"{game.info.name} has no bot {bot!r} (bots: {', '.join(factories)})")
    return factories[bot]()


class RandomBot:
    """Uniformly random among the legal actions, from a seeded generator (replayable): the
    reference bot of the games' decision-points rulings (RT-036, TA-041, TT-176)."""

    name = "random"

    def __init__(self) -> None:
        self._last: tuple[str, Action, int] | None = None    # seat, action, legal choices

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """A uniformly random legal action."""
        legal: list[Action] = match.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        self._last = (seat, action, len(legal))
        return action

    def reason(self, match: Any, seat: str) -> Hint | None:
        """Why it played its last choice for ``seat`` (``choose_explained``): no plan, a draw
        among the legal choices, citing the ruling that makes this the reference bot
        (``GameInfo.decisions``). Without it, "What Cy was thinking" said nothing when a
        random bot moved, and the learner could take a random move for a tactic."""
        if self._last is None or self._last[0] != seat:
            return None
        _, action, n = self._last
        rid = match.game.info.decisions
        return Hint(action, "BOT_RANDOM", {"n": n}, (rid,) if rid else ())


@dataclass(frozen=True)
class Hint:
    """A suggested action and why, as a message code the catalogue renders."""

    action: Action
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    rulings: tuple[str, ...] = ()


class HintBot:
    """Plays what the game's hint suggests: a readable baseline for the learner to beat, whose
    every move can be explained by the same message the Hint button shows."""

    name = "rules"

    def __init__(self, advise: Any) -> None:
        self.advise = advise

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """The action the game's hint suggests (random if it is not legal)."""
        return self.advise(match, seat).action  # type: ignore[no-any-return]

    def reason(self, match: Any, seat: str) -> Hint:
        """Why it plays what it plays: the hint it follows."""
        return self.advise(match, seat)  # type: ignore[no-any-return]


def choose_explained(bot: Any, match: Any, seat: str, rng: random.Random) -> tuple[Action, Hint | None]:
    """The bot's action and, when the bot can say it (a ``reason(match, seat)`` method, as the
    rule bots have), the ``Hint`` whose tactic it followed. A reason naming another action
    than the one chosen (a rule bot falling back to a random move) is not given."""
    action = bot.choose(match, seat, rng)
    explain = getattr(bot, "reason", None)
    if not callable(explain):
        return action, None
    hint = explain(match, seat)
    return action, (hint if isinstance(hint, Hint) and hint.action == action else None)


def reason_params(hint: Hint) -> dict[str, Any]:
    """A hint as the ``reason`` parameter of an ACTION event: its message code, its
    parameters and its rulings (plain data: no ``Action`` inside)."""
    return {"code": hint.code, "params": dict(hint.params), "rulings": tuple(hint.rulings)}


def attach_reason(events: list[Event], seat: str, reason: dict[str, Any]) -> list[Event]:
    """``events`` with ``reason`` on the seat's ACTION event, private to that seat (the
    teacher, who sees every seat, reads it too).

    Never public: a bot reasons from what only it knows, and its reason says so even when it
    names no hidden card. "Nothing fits your plan: play your weakest card" tells the table the
    rest of the hand is stronger; "keep ▲7 face down as a back-up" names a Ninja's face-down
    card; "bid DEV-1" is a secret bid. A card once seen in public may be back in a hand by now,
    and a card id given as text is not even recognised as a card: no test on the reason's
    words can tell a safe reason from a leak, so none is shown to the other seats."""
    out = []
    for e in events:
        if e.kind == EventKind.ACTION and e.seat == seat:
            e = replace(e, private={**e.private, seat: {**e.private.get(seat, {}), "reason": reason}})
        out.append(e)
    return out
