"""TRicK GEAR bots: the reference random bot and a simple rule bot whose reasoning is the
learner's hint (``advise``).

The rule bot, seeing only its own view: drafts and keeps the characters with the most LIFE +
HAND; never mulligans; sets its highest card unless that card equals a number it fears a crash
on; in the action phase uses an affordable skill that raises its own field number (Charge +,
All-in, Mirage to a higher card) when it is behind, otherwise raises with a face card when it
is behind by 1, otherwise passes; at cleanup keeps its hand and enters the character with most
LIFE."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, HintBot, RandomBot

from .battle import field_number
from .cards import GCard, number, parse_card
from .characters import MemberName
from .skills import raise_words
from .state import GearState

__all__ = ["BOTS", "RandomBot", "RuleBot", "advise"]

GAINS = {"charge", "all_in", "swap_field"}


def advise(match: Any, seat: str) -> Hint:
    """The rule bot's suggestion for ``seat`` with a message code and the rulings behind it."""
    st: GearState = match.view(seat)
    legal: list[Action] = match.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has nothing to do now (waiting for {match.to_act()})")
    kind = legal[0].kind
    if st.phase in ("select",):
        best = max(legal, key=lambda a: _worth(st, a.args[0]))
        return Hint(best, "HINT_PICK", {"char": MemberName(best.args[0])}, ("TG-004",))
    if st.phase == "keep":
        best = max(legal, key=lambda a: (sum(_worth(st, c) for c in a.args), _worth(st, a.args[0])))
        return Hint(best, "HINT_KEEP", {"chars": [MemberName(c) for c in best.args]}, ("TG-005",))
    if st.phase == "mulligan":
        return Hint(Action(seat, "mulligan"), "HINT_KEEP_HAND", {}, ("TG-008",))
    if st.phase == "set":
        plain = [a for a in legal if len(a.args) == 1]
        best = max(plain, key=lambda a: number(parse_card(a.args[0])) or 14)
        return Hint(best, "HINT_SET_HIGH", {"card": _card(best)}, ("TG-009", "TG-035"))
    if st.phase == "declare":
        others = [field_number(st, s) for s in st.present() if s != seat]
        best = next(a for a in legal if a.args[0] == "KS")
        # a field number above 13 (a skill's bonus) has no card to crash it with: go high
        crash = next((a for a in legal if others and max(others) >= 13
                      and number(parse_card(a.args[0])) == max(others)), None)
        if crash is not None:
            return Hint(crash, "HINT_DECLARE_CRASH", {"card": _card(crash)}, ("TG-011",))
        return Hint(best, "HINT_DECLARE_HIGH", {"card": _card(best)}, ("TG-010",))
    if st.phase == "discard":
        best = min(legal, key=lambda a: number(parse_card(a.args[0])) or 14)
        return Hint(best, "HINT_DISCARD_LOW", {"card": _card(best)}, ("TG-059",))
    if st.phase == "cleanup":
        if kind == "enter":
            pl = st.p[seat]
            best = max(legal, key=lambda a: next(m.char.life for m in pl.reserve if m.key == a.args[0]))
            return Hint(best, "HINT_ENTER", {"char": MemberName(best.args[0])}, ("TG-046",))
        return Hint(min(legal, key=lambda a: len(a.args)), "HINT_REFILL", {}, ("TG-045",))
    mine = field_number(st, seat)
    best_other = max(field_number(st, s) for s in st.present() if s != seat)
    if mine <= best_other:
        pl = st.p[seat]
        for a in legal:
            if a.kind == "skill" and pl.battle is not None:
                sk = pl.battle.char.skill(a.args[0])
                if sk is not None and sk.ops() & GAINS:
                    return Hint(a, "HINT_SKILL_CATCH_UP", {"skill": sk.id},
                                ("TG-029", "TG-032"))
        if mine + 1 == best_other:
            raises = [a for a in legal if a.kind == "raise"]
            if raises:
                return Hint(raises[0], "HINT_RAISE_CRASH", {"card": _raise(st, raises[0])},
                            ("TG-021", "TG-034"))
    elif mine > best_other:
        raises = [a for a in legal if a.kind == "raise"]
        if raises and mine - best_other > 1:
            return Hint(raises[0], "HINT_RAISE_AHEAD", {"card": _raise(st, raises[0])}, ("TG-021",))
    return Hint(Action(seat, "pass"), "HINT_PASS", {}, ("TG-019",))


def _card(action: Action) -> GCard:
    """The card an action names, as a card: the hint then shows its label (♠10, 🃏₁) like the
    table does, not the notation (10S, JK1); and a hint naming a card still hidden from the
    others stays the seat's own (``core.bots.attach_reason`` looks for cards)."""
    return parse_card(action.args[0])


def _raise(st: GearState, action: Action) -> Any:
    """The raise card as the RAISES event names it: a third joker shown as a face card says
    so ("Raise with ♣7" read as a 7 raising)."""
    return raise_words(st.p[action.seat], _card(action))


def _worth(st: GearState, cid: str) -> int:
    c = st.chars.find(cid)
    return (c.life + c.hand) * 10 + len(c.skills) if c else 0


class RuleBot(HintBot):
    """Plays what ``advise`` suggests."""

    def __init__(self) -> None:
        super().__init__(advise)


# the bots the Session offers, by the names of the game header (GameInfo.bots)
BOTS = {"random": RandomBot, "rules": RuleBot}
