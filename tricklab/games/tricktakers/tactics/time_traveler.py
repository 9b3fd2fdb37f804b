"""Rule-bot tactic of the Time Traveler (see ``tactics/__init__.py``).

The Time Traveler scores only with its predictions (+50 each; both right in round 3 wins), so
its plan is to make them come true:

* predict — gold: the character most eager for tricks (King, Berserker, Adventurer, a Gambler
  with a high bid…); black: a player who aims at 0 tricks (a Gambler that bid 0, TT-175, the
  Hermit…), else itself, since it can avoid tricks on its own;
* Rewind — when the player predicted for a black crown is winning the trick and the Time
  Traveler cannot take it from them (TT-143), keeping the lead for the gold pick;
* Change the past — after a win, when it is not its own gold pick: strong cards to the gold
  pick, weak cards to the others (TT-153); the gold pick leads next.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import TTCard
from ..state import TTState
from .kit import outcomes, strength, tactic, wants

GOLD_PICKS = ("king", "berserker", "adventurer", "summoner", "samurai", "strategist",
              "gambler", "alchemist", "ruler", "collector", "phantom_thief", "ninja",
              "resistance", "hermit", "time_traveler")
BLACK_PICKS = ("hermit", "resistance", "ninja", "phantom_thief")


def _strength(card: TTCard) -> int:
    return strength(card)


@wants("time_traveler")
def wants_trick(st: TTState, seat: str) -> bool:
    d = st.cdata.get(seat) or {}
    if d.get("pred_black") == seat:
        return False
    return d.get("pred_gold") == seat or (d.get("tokens", 0) > 0 and st.trick_no < 5)


def _predict(st: TTState, seat: str, legal: list[Action]) -> Hint:
    others = [s for s in st.players if s != seat]
    bids: dict[str, int | None] = {s: (st.cdata.get(s) or {}).get("bid") for s in others}
    by_name = {st.chars[s]: s for s in others}
    high = [s for s in others if (bids[s] or 0) >= 3]        # a Gambler bidding 3 or 4
    gold = high[0] if high else next(by_name[c] for c in GOLD_PICKS if c in by_name)
    zero = [s for s in others if bids[s] == 0 and s != gold]
    black = zero[0] if zero else next((by_name[c] for c in BLACK_PICKS
                                       if c in by_name and by_name[c] != gold), seat)
    action = Action(seat, "predict", (gold, black))
    if action not in legal:
        return Hint(legal[0], "HINT_TIME_PREDICT", {"gold": legal[0].args[0],
                                                    "black": legal[0].args[1]}, ("TT-141",))
    return Hint(action, "HINT_TIME_PREDICT", {"gold": gold, "black": black}, ("TT-141", "TT-175"))


def _rewind(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    d = st.cdata.get(seat) or {}
    black = d.get("pred_black")
    if Action(seat, "rewind") not in legal or not st.entries or black in (None, seat):
        return None
    up = sorted((e for e in st.entries if not e.facedown), key=lambda e: e.index or 0)
    now = game.trick_outcome(st)
    if now is None or up[now.winner].seat != black:
        return None
    plays = [a for a in legal if a.kind == "play"]
    if any(w != black for w in outcomes(game, st, seat, plays).values()):
        return None                     # a card of its own can take the trick from them
    return Hint(Action(seat, "rewind"), "HINT_TIME_REWIND", {"winner": black},
                ("TT-143", "TT-142"))


def _give(st: TTState, seat: str, data: dict, legal: list[Action]) -> Hint:
    d = st.cdata.get(seat) or {}
    to = data["to"]
    strong = to == d.get("pred_gold") and to != d.get("pred_black")

    def score(a: Action) -> int:
        return sum(_strength(TTCard.parse(c)) for c in a.args[1:])
    pick = max(legal, key=score) if strong else min(legal, key=score)
    cards = [TTCard.parse(c) for c in pick.args[1:]]
    return Hint(pick, "HINT_TIME_GIVE", {"to": to, "cards": cards}, ("TT-153",))


@tactic("time_traveler")
def time_traveler(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    kinds = {a.kind for a in legal}
    d = st.cdata.get(seat) or {}
    pending = st.pending[1] if st.pending else None
    if "predict" in kinds:
        return _predict(st, seat, legal)
    if pending == "time_past":
        gold = d.get("pred_gold")
        if gold not in (None, seat):
            return Hint(Action(seat, "change"), "HINT_TIME_CHANGE", {}, ("TT-153",))
        return Hint(Action(seat, "decline"), "HINT_TIME_DECLINE", {}, ("TT-142",))
    if pending == "time_give" and st.pending is not None:
        return _give(st, seat, st.pending[2], legal)
    if pending == "time_lead":
        gold = d.get("pred_gold")
        leader = gold if gold in st.players and gold != d.get("pred_black") else seat
        return Hint(Action(seat, "lead", (leader,)), "HINT_TIME_LEAD", {"leader": leader},
                    ("TT-143",))
    if st.phase == "play" and st.pending is None:
        return _rewind(game, st, seat, legal)
    return None
