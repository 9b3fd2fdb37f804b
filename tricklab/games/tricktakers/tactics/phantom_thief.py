"""Rule-bot tactic of the phantom_thief (see ``tactics/__init__.py``); it also answers for the
partner when the Thief offers a card (the decision is the Thief's, ``owner`` of the pending).

* Letters: the invitation to the player with the fewest points (a friend who needs the +50),
  each notice to the player who owns most of what it steals (a gold crown, a black crown,
  points). Chip on "0".
* Exchange: in tricks 1–4 the Thief offers its weakest card; the partner hands back its own
  weakest card (or refuses when it may hand nothing over).
* After a won trick: keep, move or flip the chip, whichever makes most thefts succeed with the
  tricks won so far. Wolf side: steal a gold crown, else a black crown, else points.
* Wants one trick (black-crown eligible); more only by accident.
"""
from __future__ import annotations

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import TTCard
from ..state import TTState
from .kit import strength, tactic, wants

VALUE = {"crown": 100, "black": 60}


@wants("phantom_thief")
def thief_wants(st: TTState, seat: str) -> bool:
    return len(st.tricks[seat]) < 1


def _worth(st: TTState, target: str, letter: str) -> int:
    if letter == "crown":
        return VALUE["crown"] * min(1, st.gold[target])
    if letter == "black":
        return VALUE["black"] * min(1, st.black[target])
    return min(30, st.points[target])


def _letters(st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    others = st.clockwise(seat)[1:]
    partner = min(others, key=lambda s: (st.points[s], others.index(s)))
    plan = {partner: "invite"}
    free = ["crown", "black", "points"]
    for target in sorted((s for s in others if s != partner), key=lambda s: -st.points[s]):
        letter = max(free, key=lambda x: (_worth(st, target, x), -free.index(x)))
        plan[target] = letter
        free.remove(letter)
    action = Action(seat, "letters", tuple(f"{o}={plan[o]}" for o in others))
    if action not in legal:
        return None
    return Hint(action, "HINT_THIEF_LETTERS", {"partner": partner}, ("TT-163",))


def _successes(st: TTState, seat: str, chip: int, side: str) -> int:
    d = st.cdata[seat]
    mine = len(st.tricks[seat])
    letters = dict(d["letters"])
    if side == "wolf":
        targets = [s for s, letter in letters.items() if letter == "invite"]
    else:
        targets = [s for s, letter in letters.items() if letter != "invite"]
    return sum(1 for t in targets if abs(mine - len(st.tricks[t])) == chip)


@tactic("phantom_thief")
def thief_tactic(game, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    kinds = {a.kind for a in legal}
    if "letters" in kinds:
        return _letters(st, seat, legal)
    if "chip" in kinds and st.pending is None:
        return Hint(Action(seat, "chip", ("0",)), "HINT_THIEF_CHIP", {"chip": "0"}, ("TT-163",))
    if "chip" in kinds:                 # after a won trick
        d = st.cdata[seat]
        chip, side = d["chip"], d["side"]
        other = "thief" if side == "wolf" else "wolf"
        options = {"keep": _successes(st, seat, chip, side),
                   "move": _successes(st, seat, 1 - chip, side),
                   "flip": _successes(st, seat, chip, other)}
        choice = max(options, key=lambda k: (options[k], k == "keep"))
        return Hint(Action(seat, "chip", (choice,)), "HINT_THIEF_CHIP_AFTER",
                    {"choice": f"thief_chip_{choice}", "n": options[choice]}, ("TT-167", "TT-168"))
    if "steal" in kinds:
        for word in ("crown", "black", "points"):
            if Action(seat, "steal", (word,)) in legal:
                return Hint(Action(seat, "steal", (word,)), "HINT_THIEF_STEAL",
                            {"letter": f"letter_{word}"}, ("TT-168",))
    if "return" in kinds or "refuse" in kinds:
        back = [a for a in legal if a.kind == "return"]
        if not back:
            return Hint(Action(seat, "refuse"), "HINT_ONLY", {}, ("TT-164",))
        pick = min(back, key=lambda a: strength(TTCard.parse(a.args[0])))
        return Hint(pick, "HINT_THIEF_RETURN", {"card": TTCard.parse(pick.args[0])}, ("TT-164",))
    offers = [a for a in legal if a.kind == "offer"]
    if offers and st.trick_no <= 4:
        pick = min(offers, key=lambda a: strength(TTCard.parse(a.args[0])))
        return Hint(pick, "HINT_THIEF_OFFER", {"card": TTCard.parse(pick.args[0])}, ("TT-164",))
    return None
