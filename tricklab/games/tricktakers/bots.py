"""Tricktakers bots: the reference random bot (TT-176) and a rule-based bot with one small
strategy per character, whose reasoning doubles as the learner's hint.

Both see only ``match.view(seat)`` and ``match.legal_actions(seat)``. Every character's own
decisions are its tactic (``tactics/<name>.py``, base set and expansion alike); this module
holds what is common: the order of character choice, the generic setup and play. The rule bot:

* character choice — trick-takers first (King, else Berserker, Adventurer…): crowns and
  the King's doubled points win most games; only a hand without a strong card (black 7+,
  Rare, 9) takes the Hermit or the Resistance and aims at 0 tricks;
* setup — the King discards its weakest non-black card, the Gambler bids its strong cards and
  bets a little on a low bid, the Adventurer equips Map + Sword, the Ruler hands "take" tasks
  to trick-hungry characters and "do not take" tasks to the others; round-3 exchanges are
  declined;
* play — each character says whether it wants this trick (King, Adventurer, Collector: yes;
  Hermit: no; Gambler: until its bid is reached; Berserker: 3 tricks, none in round 3; Ruler:
  exactly one). Wanting it: the cheapest card that wins the trick so far; not wanting it: the
  highest card that still loses. The Resistance revolts when it plays last and its card would
  be the weakest, the Collector reserves the card that helps its combinations most, the
  Adventurer cashes Gold. Anything unplanned falls back to a random legal action.
"""
from __future__ import annotations

import random
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, RandomBot

from .state import TTState
from .tactics import TACTICS
from .tactics.kit import (discard_hint, outcome_with, play_hint, strength, strong_cards,
                          wants_trick)

__all__ = ["BOTS", "PICK_POLICIES", "RandomBot", "RuleBot", "choice_actions", "hint", "outcome_with", "play_hint", "strength",
           "strong_cards", "wants_trick"]

# Character choice: with a strong card, trick-takers first; without one, the characters that
# do well with few tricks. A character missing here is taken only when nothing listed is left.
PICK_STRONG = ("king", "berserker", "samurai", "summoner", "adventurer", "alchemist",
               "strategist", "gambler", "ninja", "time_traveler", "collector", "ruler",
               "phantom_thief", "resistance", "hermit")
PICK_WEAK = ("hermit", "ninja", "resistance", "time_traveler", "strategist", "ruler",
             "phantom_thief", "gambler", "alchemist", "collector", "adventurer", "summoner",
             "samurai", "berserker", "king")


def setup_hint(st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    """What no character decides itself: a discard the rules ask for, and declining the
    round-3 exchange."""
    # the discard cites the rule that asks for it (TT-116 for the Strategist's setup, TT-123
    # for a carried card...), not the Hermit's exchange
    asked = st.pending[2].get("ruling") if st.pending and st.pending[1] == "discard" else None
    h = discard_hint(seat, legal, (asked,) if asked else ())
    if h is not None:
        return h
    if any(a.kind == "done" for a in legal):
        return Hint(Action(seat, "done"), "HINT_NO_EXCHANGE", {}, ("TT-017",))
    return None


def pick_hint(st: TTState, seat: str, legal: list[Action]) -> Hint:
    hand = st.hands[seat]
    n = strong_cards(hand)
    order = PICK_WEAK if n == 0 else PICK_STRONG
    names = [a.args[0] for a in legal]
    name = next((c for c in order if c in names), names[0])
    pick = next(a for a in legal if a.args[0] == name)
    # advice on which character suits the hand: no rule says so (TT-022, the selection order,
    # says when a seat picks, not what)
    return Hint(pick, "HINT_PICK_NONE" if n == 0 else "HINT_PICK", {"character": name, "n": n}, ())


def hint(match: Any, seat: str) -> Hint:
    """The rule bot's suggestion for ``seat``, with the reason as a message code."""
    legal = match.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has nothing to do now")
    st: TTState = match.view(seat)
    game = match.game
    asked = st.pending[2].get("owner") if st.pending and st.pending[1] != "discard" else None
    owner = asked or st.chars.get(seat)
    if owner in TACTICS:                  # the character's own tactic first
        h = TACTICS[owner](game, st, seat, legal)
        if h is not None:
            return h
    if st.phase in ("select", "draft", "reveal") and st.pending is None:
        return pick_hint(st, seat, legal)
    if st.phase == "lead":
        return Hint(Action(seat, "lead", (seat,)), "HINT_LEAD_SELF", {}, ("TT-025",))
    if st.phase == "setup" or st.pending is not None:
        h = setup_hint(st, seat, legal)
        if h is not None:
            return h
    if st.phase == "play":
        return play_hint(game, st, seat, legal)
    return Hint(legal[0], "HINT_ONLY", {}, ())


CHOICE_VERBS = ("pick", "draft")
PICK_POLICIES = ("strength", "uniform", "fixed")


def choice_actions(legal: list[Action]) -> list[Action]:
    """The character choices among ``legal`` (empty when this is not a character choice)."""
    return [a for a in legal if a.kind in CHOICE_VERBS and a.args]


class RuleBot:
    """Plays what ``hint`` suggests; a random legal action if the hint is not legal.

    ``pick`` is how it chooses characters, so statistics per character are not skewed by the
    bot's taste:

    * ``"strength"`` (default): by its hand, trick-takers first (``PICK_STRONG``/``PICK_WEAK``;
      the Collector comes late and is rarely taken);
    * ``"uniform"``: any character on offer, equally likely (from the game's random generator);
    * ``"fixed"``: the first of ``prefer`` on offer (a name, a list in order of preference, or
      ``{seat: name or list}``), else by strength.

    ``RuleBot(pick="uniform")`` is the bot for per-character studies; the table uses the
    default."""

    name = "rules"

    def __init__(self, pick: str = "strength", prefer: Any = None) -> None:
        if pick not in PICK_POLICIES:
            raise ValueError(f"pick must be one of {', '.join(PICK_POLICIES)}, not {pick!r}")
        if pick == "fixed" and not prefer:
            raise ValueError("pick='fixed' needs prefer: a character, a list, or {seat: ...}")
        self.pick, self.prefer = pick, prefer

    def _preferred(self, seat: str) -> list[str]:
        want = self.prefer.get(seat, ()) if isinstance(self.prefer, dict) else self.prefer
        return [want] if isinstance(want, str) else list(want or ())

    def choose_character(self, seat: str, choices: list[Action], rng: random.Random) -> Action | None:
        """The character choice by the policy (None: leave it to the strength order)."""
        if self.pick == "uniform":
            return choices[rng.randrange(len(choices))]
        if self.pick == "fixed":
            for name in self._preferred(seat):
                found = [a for a in choices if a.args[0] == name]
                if found:
                    return found[0]
        return None

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        legal = match.legal_actions(seat)
        if self.pick != "strength":
            choices = choice_actions(legal)
            if choices:
                picked = self.choose_character(seat, choices, rng)
                if picked is not None:
                    return picked
        h = hint(match, seat)
        return h.action if h.action in legal else legal[rng.randrange(len(legal))]

    def reason(self, match: Any, seat: str) -> Hint:
        """The hint this bot follows (core.bots.choose_explained)."""
        return hint(match, seat)


BOTS = {"random": RandomBot, "rules": RuleBot}
