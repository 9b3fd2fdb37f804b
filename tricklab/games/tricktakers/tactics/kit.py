"""What every tactic builds on: the tactic registry and the generic rule bot's judgement.

Why a module of its own: the tactics use the generic bot's measures (a card's strength, who
would win the trick with a given play, the generic play decision) and the bot uses the
tactics. Both import this module; it imports neither, so there is no cycle.

A tactic sees what a bot sees (``match.view(seat)`` and the legal actions) and returns a
``Hint`` (the action and the reason, shown to the learner) or None to let the generic rule bot
decide. ``wants`` tells the generic bot whether a character wants the current trick (a
character without one wants every trick).
"""
from __future__ import annotations

from typing import Any, Callable

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from .. import registry as chars
from ..cards import NUM, RARE, TRUMP, WF, TTCard
from ..state import TTState
from ..trick import printed, winner_among

Tactic = Callable[[Any, TTState, str, list[Action]], "Hint | None"]
Wants = Callable[[TTState, str], bool]
TACTICS: dict[str, Tactic] = {}
WANTS: dict[str, Wants] = {}


def tactic(name: str) -> Callable[[Tactic], Tactic]:
    """Register the decisions of character ``name`` (consulted before the generic bot)."""
    def register(fn: Tactic) -> Tactic:
        TACTICS[name] = fn
        return fn
    return register


def wants(name: str) -> Callable[[Wants], Wants]:
    """Register whether character ``name`` wants the current trick."""
    def register(fn: Wants) -> Wants:
        WANTS[name] = fn
        return fn
    return register


def strength(card: TTCard) -> int:
    """A rough value of a card for winning tricks (higher wins more)."""
    if card.kind == NUM:
        return card.value + (10 if card.suit == TRUMP else 0)
    return {WF: 0, RARE: 25}.get(card.kind, 30)


def strong_cards(hand: list[TTCard]) -> int:
    return sum(1 for c in hand if strength(c) >= 17 or (c.kind == NUM and c.value == 9))


def wants_trick(st: TTState, seat: str) -> bool:
    """Does this seat's character want to win the current trick?"""
    want = WANTS.get(st.chars[seat])
    return True if want is None else want(st, seat)


def card_of(action: Action) -> TTCard:
    """The (first) card an action names."""
    return TTCard.parse(action.args[0])


def outcome_with(game: Any, st: TTState, seat: str, action: Action) -> str | None:
    """Who would be winning the trick right after ``action`` (ignoring players still to play);
    None if the play is not legal now or goes face down. Only public engine calls: the legal
    actions say whether it may be played, the character's component builds the entry."""
    return outcomes(game, st, seat, [action])[action]


def outcomes(game: Any, st: TTState, seat: str, plays: list[Action]) -> dict[Action, str | None]:
    """``outcome_with`` of each of ``plays``, the legal actions listed once for them all (a
    tactic weighs every play: listing them again for each one made an Alchemist's choice
    among its 3-card plays cost milliseconds)."""
    legal = set(game.legal_actions(st, seat))
    return {a: _outcome(game, st, seat, a) if a in legal else None for a in plays}


def _outcome(game: Any, st: TTState, seat: str, action: Action) -> str | None:
    comp = chars.get(st.chars[seat])
    index = sum(1 for e in st.entries if not e.facedown)
    entry = comp.make_entry(st, seat, card_of(action), tuple(action.args[1:]), index, [])
    if entry.facedown:
        return None
    entries = [e for e in st.entries if not e.facedown] + [entry]
    lead = st.lead
    if lead is None:
        eff = comp.effective(st, entry, printed(entry.card), False)
        lead = eff.colour if eff.kind == NUM else None
    revolt = st.revolt is not None
    effs = game.effective_cards(st, entries, revolt)
    # the winner only: ``winner_among`` finds it as ``decide`` does without building the
    # explanation steps, which a forecast never reads (they were a third of a bot's thinking)
    return entries[winner_among(effs, lead, revolt)[0]].seat


def by_card(actions: list[Action], key: Callable[[TTCard], int]) -> list[Action]:
    return sorted(actions, key=lambda a: key(card_of(a)))


def discard_hint(seat: str, legal: list[Action], rulings: tuple[str, ...]) -> Hint | None:
    """Discard the weakest card when a discard is asked (None otherwise)."""
    options = [a for a in legal if a.kind == "discard"]
    if not options:
        return None
    pick = min(options, key=lambda a: strength(card_of(a)))
    return Hint(pick, "HINT_DISCARD", {"card": card_of(pick)}, rulings)


def play_hint(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint:
    """The generic play: wanting the trick, the cheapest card that wins it so far; not
    wanting it, the highest card that still loses; else the cheapest card."""
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return Hint(legal[0], "HINT_ONLY", {}, ())
    if len(plays) == 1:         # no choice to explain ("play your weakest card, ⚔" was false)
        return Hint(plays[0], "HINT_ONLY_CARD", {"card": card_of(plays[0])}, ())
    want = wants_trick(st, seat)
    if not any(not e.facedown for e in st.entries):
        # leading, every card wins "so far": "the cheapest card that wins it so far" and
        # "nothing fits your plan" said nothing true of a lead
        pick = by_card(plays, strength)[0]
        return Hint(pick, "HINT_LEAD_WANT" if want else "HINT_LEAD_LOW", {"card": card_of(pick)},
                    ("TT-008",) if want else ())
    won = outcomes(game, st, seat, plays)
    winning = [a for a in plays if won[a] == seat]
    losing = [a for a in plays if a not in winning]
    if want and winning:
        pick = by_card(winning, strength)[0]
        return Hint(pick, "HINT_WIN_CHEAP", {"card": card_of(pick)}, ("TT-008",))
    if not want and losing:
        pick = by_card(losing, strength)[-1]
        return Hint(pick, "HINT_LOSE_HIGH", {"card": card_of(pick)}, ("TT-008",))
    pick = by_card(plays, strength)[0]
    return Hint(pick, "HINT_DUMP", {"card": card_of(pick)}, ())
