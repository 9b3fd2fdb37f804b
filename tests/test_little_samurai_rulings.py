"""Little's Samurai relabels the Tricktakers Samurai's rulings, and TT-113 ("a Samurai red stays
red") came out as LT-052 ("WF cancels the Samurai"): every "red counts as black" line cited the
White Flag ruling with no White Flag in the trick, and the White Flag line cited LT-051 ("red =
black"), the rule it cancels. Each Samurai step must cite the Little ruling that applies."""
from __future__ import annotations


from tricklab.core.events import Event, unfold
from tricklab.games import get_game
from tricklab.games.tricktakers.cards import WF
from helpers import played_games

LITTLE = get_game("tricktakers_little")
RED_AS_BLACK = {"LITTLE_SAMURAI_RED_IS_BLACK", "LITTLE_SAMURAI_RED_ONE", "LITTLE_SAMURAI_RED_TEN"}


def _white_flag_in(e: Event) -> bool:
    """A White Flag among the trick's cards, or a card the White Orb made one (LT-053)."""
    return any(c.kind == WF for c in e.params.get("cards", ())) or \
        any(s.code == "ORB_IS_WF" for s in unfold(e.steps))


def test_each_samurai_step_cites_the_little_ruling_that_applies():
    seen: set[str] = set()
    for m in played_games(LITTLE, range(8)):   # every scenario, random games of each size
        for e in m.events:
            steps = unfold(e.steps)
            orb = any(s.code == "ORB_IS_WF" for s in steps)
            for s in (e, *steps):
                seen.add(s.code)
                where = (e.code, e.params.get("entries"), s.code, s.rulings)
                if "LT-052" in s.rulings:       # the White Flag ruling needs a White Flag
                    assert _white_flag_in(e), where
                if s.code in RED_AS_BLACK:
                    assert "LT-051" in s.rulings and "LT-052" not in s.rulings, where
                    assert not _white_flag_in(e), where
                if s.code == "LITTLE_SAMURAI_WF_CANCELS":     # plain red: not "red = black"
                    assert s.rulings == ("LT-052", *(("LT-053",) if orb else ())), where
                if s.code == "SAMURAI_RED_IN_REVOLT":
                    assert s.rulings == ("LT-016",), where
    # each case came up: red as black (the 1 and the 10 too), a White Flag, an Orb card, a revolt
    assert RED_AS_BLACK | {"LITTLE_SAMURAI_WF_CANCELS", "ORB_IS_WF",
                           "SAMURAI_RED_IN_REVOLT"} <= seen, sorted(s for s in seen if "SAM" in s)
