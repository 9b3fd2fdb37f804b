"""Little bots: the Tricktakers rule bot (every character's tactic, item use) plus the shop.

The shop tactic (``shop_hint``): buy an Option Rare when it is affordable and the hand holds
no Rare (a Rare wins tricks for trick-hungry characters), else a White Flag for a character
that wants few tricks (Hermit, Ninja, Resistance), else a useful item (Wing, Orb, Sword) while
it costs at most a third of the points; otherwise pass. For a seat with two characters the
Tricktakers tactics speak for the first character (the higher priority).
"""
from __future__ import annotations

import random
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, RandomBot

from ..tricktakers import bots as tt_bots
from ..tricktakers.state import TTState
from . import ruling_map
from .roster import names_at

FEW_TRICKS = ("hermit", "ninja", "resistance")
GOOD_ITEMS = ("wing", "orb", "sword", "doll", "axe", "map")


def shop_hint(st: TTState, seat: str, legal: list[Action]) -> Hint:
    names = names_at(st, seat)
    hand = st.hands[seat]
    kinds = {a.args[0] if a.args[0] != "item" else a.args[1]: a for a in legal if a.kind == "buy"}
    if "rare" in kinds and not any(c.kind == "rare" for c in hand):
        return Hint(kinds["rare"], "HINT_BUY", {"kind": "rare"}, ("LT-066",))
    if "wf" in kinds and any(n in FEW_TRICKS for n in names):
        return Hint(kinds["wf"], "HINT_BUY", {"kind": "wf"}, ("LT-066",))
    for it in GOOD_ITEMS:
        if it in kinds and st.points[seat] >= 60:
            return Hint(kinds[it], "HINT_BUY", {"kind": it}, ("LT-066",))
    return Hint(Action(seat, "pass"), "HINT_SHOP_PASS", {}, ("LT-066",))


def hint(match: Any, seat: str) -> Hint:
    """The hint for ``seat``, citing Little's rulings: the Tricktakers tactics it reuses cite
    Tricktakers' (TT-008 for a trick won), which Little's Rulings tab does not list."""
    st: TTState = match.view(seat)
    legal = match.legal_actions(seat)
    if st.phase == "shop" and st.pending is None:
        return shop_hint(st, seat, legal)
    if st.phase == "select" and st.pending is None:
        return ruling_map.hint(tt_bots.pick_hint(st, seat, legal))
    return ruling_map.hint(tt_bots.hint(_FirstCharacter(match), seat))


class _FirstCharacter:
    """The match as the Tricktakers hint reads it: each seat's tactic is its current
    character's (during setup) or its first character's."""

    def __init__(self, match: Any) -> None:
        self._m = match
        self.game = match.game

    def legal_actions(self, seat: str) -> list[Action]:
        return self._m.legal_actions(seat)

    def view(self, seat: str) -> TTState:
        st: TTState = self._m.view(seat)
        for s in st.players:
            names = names_at(st, s)
            if names:
                part = st.cdata.get(s, {}).get("_part", 0) if st.phase == "setup" else 0
                st.chars[s] = names[min(part, len(names) - 1)]
        return st


class RuleBot:
    name = "rules"

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """The hint's action. A hint that raises or names an illegal action is a bug in a
        tactic: it is never hidden behind a random move."""
        h = hint(match, seat)
        if h.action not in match.legal_actions(seat):
            raise RuntimeError(f"Little hint for {seat} chose an illegal action {h.action} "
                               f"({h.code})")
        return h.action

    def reason(self, match: Any, seat: str) -> Hint:
        """The hint this bot follows (core.bots.choose_explained)."""
        return hint(match, seat)


BOTS = {"random": RandomBot, "rules": RuleBot}
