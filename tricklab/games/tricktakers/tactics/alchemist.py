"""Rule-bot tactic of the Alchemist (see ``tactics/__init__.py``).

The Alchemist scores only its magic circle, so every element counts and every won trick is
one (ε). The bot therefore:

* plays the 3 cards that gain the most elements now (α, β, γ, δ, TT-134), counting ε when the
  entry would win the trick so far; among equals it keeps the cheapest winning entry, or, when
  it cannot win, the entry of lowest value (its strong sums stay for later). Leading, it names
  black when allowed (the trump), else the colour it holds most of among the three;
* places each element where it advances the formations most, hexagon points first (both
  triangles and forging, TT-139);
* forges a gold crown whenever it can (two gold crowns win, TT-140) and a black crown when that
  brings it to 3 black crowns, or to a black crown it can turn into gold in a later round.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import TTCard
from ..characters import magic_circle as mc
from ..characters.alchemist import Alchemist, alchemy_value, shapes
from ..state import TTState
from .kit import outcomes, tactic, wants


@wants("alchemist")
def wants_trick(st: TTState, seat: str) -> bool:
    """A won trick is an element (ε) while the circle has room, and the gold crown race."""
    return True


def _cards(action: Action) -> list[TTCard]:
    return [TTCard.parse(a) for a in action.args if a not in ("red", "blue", "green", "black")]


def _colour_rank(action: Action) -> int:
    """Leading: black first (the trump), then the colour most of the three cards share."""
    word = action.args[-1]
    if word == "black":
        return 9
    letter = {"red": "R", "blue": "B", "green": "G"}.get(word)
    return sum(1 for c in _cards(action) if c.suit == letter) if letter else 0


def _play(game: Any, st: TTState, seat: str, plays: list[Action]) -> Hint:
    room = len(mc.empty_points(dict(st.cdata[seat].get("circle", ()))))
    best: tuple[Any, ...] | None = None
    won = outcomes(game, st, seat, plays)
    for a in plays:
        cards = _cards(a)
        _, value = alchemy_value(cards)
        gained = len(shapes(cards))
        lead = Alchemist.lead_card(st, seat, st.entries)
        if lead is not None and value % 10 == lead[2] % 10:
            gained += 1
        wins = won[a] == seat
        score = min(room, gained + (1 if wins else 0))
        key = (score, wins, -value, _colour_rank(a))
        if best is None or key > best[0]:
            best = (key, a, value, gained, wins)
    assert best is not None
    _, a, value, gained, wins = best
    why = "alch_elements" if gained else "alch_win_cheap" if wins else "alch_lose"
    return Hint(a, "HINT_ALCH_PLAY", {"cards": _cards(a), "value": value, "why": why},
                ("TT-131", "TT-134"))


def place_score(circle: dict[str, str], point: str) -> float:
    """How much filling ``point`` advances the formations (hexagon points weigh more)."""
    filled = {p for p, el in circle.items() if el}
    score = 0.0
    for _, pts, value in mc.FORMATIONS:
        if point in pts:
            score += value * (len(filled & set(pts)) + 1) / len(pts)
    return score + (15 if point in mc.HEXAGON else 0)


def _place(st: TTState, seat: str, legal: list[Action]) -> Hint:
    circle = dict(st.cdata[seat]["circle"])
    pick = max(legal, key=lambda a: place_score(circle, a.args[0]))
    assert st.pending is not None          # only called for a pending placement
    return Hint(pick, "HINT_ALCH_PLACE", {"element": st.pending[2]["element"],
                                          "point": pick.args[0],
                                          "at": f"alch_point_{pick.args[0]}"}, ("TT-134",))


def _forge(st: TTState, seat: str, legal: list[Action]) -> Hint:
    options = {a.args[0] for a in legal}
    made = Alchemist.forged(st)
    if "gold" in options:
        what = "gold"
    elif "black" in options and (st.black[seat] + 1 >= 3
                                 or (st.round < 3 and made["gold"] < 1)):
        what = "black"
    else:
        what = "none"
    return Hint(Action(seat, "forge", (what,)), "HINT_ALCH_FORGE",
                {"what": f"alch_forge_{what}"}, ("TT-139", "TT-140") if what == "gold"
                else ("TT-139",))


@tactic("alchemist")
def alchemist_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    if st.pending is not None:
        kind = st.pending[1]
        if kind == "place":
            return _place(st, seat, legal)
        if kind == "forge":
            return _forge(st, seat, legal)
        return None
    plays = [a for a in legal if a.kind == "play"]
    if st.phase != "play" or not plays or st.chars.get(seat) != "alchemist":
        return None
    return _play(game, st, seat, plays)
