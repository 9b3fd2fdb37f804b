"""Rule-bot tactic of the Ninja (see ``tactics/__init__.py``).

The Ninja's table rewards 0, 2 or 4 tricks (+70, +70 with a black crown, +140) and punishes
1 or 3 (−20), so it wants a trick while it has 1 or 3, goes for 2 from 0 while at least
three tricks remain, and never refuses a 5th (that wins the game). Its shadow clone
(TT-101) is used two ways:

* wanting the trick: the first card is the generic bot's choice, the strongest other legal
  card goes face down as a back-up, turned up at the end only if it then wins (TT-103);
* not wanting it: a dangerous card (a black, a Rare, a 9…) goes face down and is discarded
  at the end: the Ninja gets rid of it and draws a fresh card.

In trick 5 the face-down card is a free look at the top of the deck, so it is always taken.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint

from ..cards import TTCard
from ..state import TTState
from .kit import play_hint, strength, tactic, wants

DANGEROUS = 9           # bots.strength from which a card is worth dumping face down


@wants("ninja")
def wants_trick(st: TTState, seat: str) -> bool:
    n = len(st.tricks[seat])
    if n == 0:
        return st.trick_no <= 3             # room for 2 tricks
    return n != 2


def _winner(game: Any, st: TTState, entries: list) -> str | None:
    """Who wins with the face-up ``entries`` (None if nothing is face up)."""
    out = game.trick_outcome(st, entries)
    if out is None:
        return None
    return sorted((e for e in entries if not e.facedown), key=lambda e: e.index)[out.winner].seat


def _decide(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    """Reveal the face-down card only when that turns the trick the way the Ninja wants."""
    down = next((e for e in st.entries if e.seat == seat and e.facedown), None)
    if down is None or down.card is None:
        return None
    up = replace(down, facedown=False, index=sum(1 for e in st.entries if not e.facedown))
    before = _winner(game, st, st.entries)
    after = _winner(game, st, [up if e is down else e for e in st.entries])
    want = wants_trick(st, seat)
    n = len(st.tricks[seat])
    if (after == seat) == want and (before == seat) != want:
        return Hint(Action(seat, "reveal"), "HINT_NINJA_REVEAL",
                    {"card": down.card, "tricks": n,
                     "result": "ninja_win" if want else "ninja_lose"}, ("TT-103",))
    return Hint(Action(seat, "drop"), "HINT_NINJA_DROP", {"card": down.card, "tricks": n},
                ("TT-103",))


@tactic("ninja")
def ninja_tactic(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    if st.pending is not None and st.pending[1] == "ninja_shadow":
        return _decide(game, st, seat, legal)
    plays = [a for a in legal if a.kind == "play"]
    if st.phase != "play" or st.pending is not None or not plays:
        return None
    plain = [a for a in legal if a.kind != "play" or len(a.args) == 1]
    base = play_hint(game, st, seat, plain)
    if base.action.kind != "play":
        return base
    first = base.action.args[0]
    n = len(st.tricks[seat])
    deck = Action(seat, "play", (first, "shadow"))
    if deck in legal:                       # trick 5: a free look at the deck's top card
        return Hint(deck, "HINT_NINJA_SHADOW_DECK", {"card": TTCard.parse(first)}, ("TT-101",))
    options = [a for a in plays if len(a.args) == 3 and a.args[0] == first]
    if not options:
        return base
    best = max(options, key=lambda a: strength(TTCard.parse(a.args[2])))
    shadow = TTCard.parse(best.args[2])
    if wants_trick(st, seat):
        return Hint(best, "HINT_NINJA_SHADOW_WIN", {"card": TTCard.parse(first),
                                                   "shadow": shadow, "tricks": n},
                    ("TT-101", "TT-103"))
    if strength(shadow) >= DANGEROUS:
        return Hint(best, "HINT_NINJA_SHADOW_DUMP", {"card": TTCard.parse(first),
                                                    "shadow": shadow, "tricks": n},
                    ("TT-101", "TT-103"))
    return base
