"""6.4, the lead token (``scoring.lead_token``): the fewest points among the players without a
gold crown, a tie going to the higher-priority character whatever the seat order (TT-021),
and among everyone when every player holds a gold crown (TT-178). Why here: the choice is
one loop that looks a priority up only on a tie for the fewest points, so the tie and the
fallback are checked on their own (random playouts seldom reach the fallback)."""
from __future__ import annotations

import pytest

from tricklab.core.events import Built
from tricklab.games.tricktakers.scoring import lead_token
from tricklab.games.tricktakers.state import TTState

# priorities, highest first: king 1A, ninja 2D, collector 4B, ruler 5B
CHARS = {"Ann": "collector", "Bo": "ruler", "Cy": "king", "Di": "ninja"}


def _state(points: dict[str, int], gold: dict[str, int]) -> TTState:
    st = TTState(players=list(CHARS), seed=1, opts={}, pool=())
    st.chars, st.points, st.gold, st.round = dict(CHARS), dict(points), dict(gold), 1
    return st


@pytest.mark.parametrize("points, gold, holder, rulings", [
    # the fewest points, whatever the priority
    ({"Ann": 10, "Bo": 20, "Cy": 30, "Di": 40}, {}, "Ann", ("TT-021",)),
    # a tie for the fewest: the higher priority (the King before the Collector), not the
    # first seat
    ({"Ann": 10, "Bo": 20, "Cy": 10, "Di": 40}, {}, "Cy", ("TT-021",)),
    ({"Ann": 10, "Bo": 20, "Cy": 30, "Di": 10}, {}, "Di", ("TT-021",)),
    # a gold crown leaves a player out, even with the fewest points
    ({"Ann": 10, "Bo": 20, "Cy": 0, "Di": 40}, {"Cy": 1}, "Ann", ("TT-021",)),
    ({"Ann": 40, "Bo": 20, "Cy": 0, "Di": 20}, {"Cy": 1}, "Di", ("TT-021",)),
    # everyone holds one: among all players (TT-178), the tie again by priority
    ({"Ann": 10, "Bo": 20, "Cy": 10, "Di": 40}, {"Ann": 1, "Bo": 1, "Cy": 1, "Di": 2},
     "Cy", ("TT-021", "TT-178")),
    ({"Ann": 30, "Bo": 20, "Cy": 40, "Di": 20}, {"Ann": 1, "Bo": 1, "Cy": 1, "Di": 1},
     "Di", ("TT-021", "TT-178")),
])
def test_the_lead_token_goes_to_the_fewest_points_then_the_higher_priority(points, gold, holder,
                                                                          rulings):
    st = _state(points, {s: gold.get(s, 0) for s in CHARS})
    events: list = Built()
    assert lead_token(st, events) == holder
    assert st.lead_token == holder
    (e,) = events
    assert (e.code, e.seat, tuple(e.rulings), e.params["points"]) == \
        ("LEAD_TOKEN", holder, rulings, points[holder])
