"""Rule-bot tactic of the Summoner (see ``tactics/__init__.py``).

The Summoner scores more the more tricks it wins (0: −20 … 4: +100, 5 wins), so it always
wants the trick. Its plan, in the order of its turn (TT-125):

1. summon a 10-beast whose colour matches a card in hand (the later move is free, TT-127),
   else MIRIA to guard the beast 10s (TT-126), else EL for MP — keeping 2 MP for a move;
2. with MP to spare, command a rear beast to swap a White Flag or a low card (1 MP);
3. play the cheapest card that wins the trick so far; if only a beast wins it, put the
   cheapest such beast on the weakest card (free on a matching card). Otherwise let the
   generic rule bot dump a card (it never spends MP on a losing card).
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import NUM, WF, TTCard
from ..characters.summoner import COSTS, front_cost, matches
from ..state import TTState
from .kit import outcomes, strength, tactic, wants

KEEP = 2        # MP kept for a front move


def _strength(card: TTCard) -> int:
    return strength(card)


@wants("summoner")
def wants_trick(st: TTState, seat: str) -> bool:
    return len(st.tricks[seat]) < 5


def _summon_hint(st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    d = st.cdata.get(seat) or {}
    options = [a for a in legal if a.kind == "summon"]
    if not options:
        return None
    mp = d.get("mp", 0)
    names = {a.args[0]: a for a in options}
    hand = st.hands[seat]
    rear = {b.code for b in d.get("rear", ())}
    for code in ("MARU", "GURU", "NEMU", "OKO"):
        a = names.get(code)
        if a is not None and any(matches(TTCard.parse(code), c) for c in hand):
            return Hint(a, "HINT_SUMMONER_SUMMON", {"beast": code, "why": "summon_match"},
                        ("TT-125", "TT-127"))
    tens = rear & {"MARU", "GURU", "NEMU", "OKO"}
    if "MIRIA" in names and tens and mp - COSTS["MIRIA"][0] >= KEEP:
        return Hint(names["MIRIA"], "HINT_SUMMONER_SUMMON", {"beast": "MIRIA",
                                                             "why": "summon_guard"},
                    ("TT-125", "TT-126"))
    if "EL" in names and mp - COSTS["EL"][0] >= KEEP and st.trick_no <= 3:
        return Hint(names["EL"], "HINT_SUMMONER_SUMMON", {"beast": "EL", "why": "summon_mp"},
                    ("TT-125", "TT-126"))
    return None


def _command_hint(st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    d = st.cdata.get(seat) or {}
    if d.get("mp", 0) <= KEEP + 1:
        return None
    swaps = [a for a in legal if a.kind == "command" and len(a.args) == 2]
    weak = [a for a in swaps if TTCard.parse(a.args[1]).kind == WF
            or (TTCard.parse(a.args[1]).kind == NUM and TTCard.parse(a.args[1]).value <= 2
                and TTCard.parse(a.args[1]).suit != "K")]
    if not weak:
        return None
    pick = min(weak, key=lambda a: _strength(TTCard.parse(a.args[1])))
    return Hint(pick, "HINT_SUMMONER_COMMAND", {"beast": pick.args[0],
                                                "card": TTCard.parse(pick.args[1])},
                ("TT-125",))


def _play_hint(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    plays = [a for a in legal if a.kind == "play"]
    won = outcomes(game, st, seat, plays)
    winning = [a for a in plays if won[a] == seat]
    if not winning:
        return None

    def cost(a: Action) -> int:
        if len(a.args) < 2:
            return 0
        return front_cost(TTCard.parse(a.args[1]), TTCard.parse(a.args[0])) + 1

    pick = min(winning, key=lambda a: (cost(a), _strength(TTCard.parse(a.args[0]))))
    card = TTCard.parse(pick.args[0])
    if len(pick.args) < 2:
        return Hint(pick, "HINT_SUMMONER_PLAIN", {"card": card}, ("TT-008",))
    beast = TTCard.parse(pick.args[1])
    return Hint(pick, "HINT_SUMMONER_FRONT", {"card": card, "beast": beast.code,
                                              "cost": front_cost(beast, card)},
                ("TT-125", "TT-127"))


@tactic("summoner")
def summoner(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    if st.phase != "play" or st.pending is not None or st.chars.get(seat) != "summoner":
        return None
    return (_summon_hint(st, seat, legal) or _command_hint(st, seat, legal)
            or _play_hint(game, st, seat, legal))
