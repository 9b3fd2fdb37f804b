"""Rule-bot tactic of the strategist (see ``tactics/__init__.py``).

* Traps: with two or more strong cards, trap D early (the Strategist can still win those tricks
  and charge everyone); otherwise the must-follow trap first and D last.
* Tactical card: kept for the moment must-follow stands in the way: when every card it may
  follow with loses a trick it wants (or wins one it does not want) and a card of another
  colour would do better. Ordinary plays never spend it.
* Carry-over: a Rare is carried (a sure winner next round); a Black 7 is worth less than +30.
* Wants a trick while trap D is up or the pool holds 20+, and from 2 tricks on (2 tricks is
  −50, 3 is +50); with 0–1 tricks it is content (carry-over or +50/+30).
"""
from __future__ import annotations

from tricklab.core.actions import Action
from tricklab.core.bots import Hint
from tricklab.core.worded import Letters

from ..cards import CARRY_RARE, TTCard
from ..state import TTState
from .kit import outcomes, strength, strong_cards, tactic, wants, wants_trick


@wants("strategist")
def strategist_wants(st: TTState, seat: str) -> bool:
    d = st.cdata.get(seat) or {}
    n = len(st.tricks[seat])
    if d.get("trap") == "D" or (d.get("pool") or 0) >= 20:
        return n < 5
    return 2 <= n < 5


def _card(a: Action) -> TTCard:
    return TTCard.parse(a.args[0])


@tactic("strategist")
def strategist_tactic(game, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    kinds = {a.kind for a in legal}
    if "traps" in kinds:
        strong = strong_cards(st.hands[seat]) >= 2
        order = "DEABC" if strong else "EABCD"
        return Hint(Action(seat, "traps", (order,)), "HINT_STRAT_TRAPS",
                    {"order": Letters(order), "why": "hint_traps_strong" if strong else "hint_traps_weak"},
                    ("TT-116", "TT-119"))
    if "carry" in kinds:
        if Action(seat, "carry", ("rare",)) in legal:
            return Hint(Action(seat, "carry", ("rare",)), "HINT_STRAT_CARRY",
                        {"carried": CARRY_RARE}, ("TT-123",))
        return Hint(Action(seat, "carry", ("points",)), "HINT_STRAT_POINTS", {}, ("TT-123",))
    if st.phase != "play" or st.pending is not None:
        return None
    plays = [a for a in legal if a.kind == "play"]
    tactical = [a for a in plays if a.args[1:] == ("tactic",)]
    normal = [a for a in plays if not a.args[1:]]
    if not tactical or len(plays) == 1:
        return None                     # the generic rule bot decides among plain plays
    want = wants_trick(st, seat)
    wins = {a: w == seat for a, w in outcomes(game, st, seat, plays).items()}
    good = [a for a in normal if wins[a] == want]
    if good:                            # following does the job: keep the Tactical card
        pick = min(good, key=lambda a: strength(_card(a))) if want else \
            max(good, key=lambda a: strength(_card(a)))
        return Hint(pick, "HINT_WIN_CHEAP" if want else "HINT_LOSE_HIGH", {"card": _card(pick)},
                    ("TT-008",))
    better = [a for a in tactical if wins[a] == want]
    if better:
        pick = min(better, key=lambda a: strength(_card(a))) if want else \
            max(better, key=lambda a: strength(_card(a)))
        return Hint(pick, "HINT_STRAT_TACTIC",
                    {"card": _card(pick), "goal": "hint_tactic_win" if want else "hint_tactic_lose"},
                    ("TT-122",))
    pick = min(normal or plays, key=lambda a: strength(_card(a)))
    return Hint(pick, "HINT_DUMP", {"card": _card(pick)}, ())
