"""6.3, the round's points (``scoring.round_points``): each seat's lines are gathered in one
pass over the seats in priority order, the lines a character returns kept as its own list.
Why tested: a seat's explanation must still read as before, the points given by characters
ranked above it (Ruler's tasks, the Thief's partner share) first, then its own, then those
of characters ranked below it, and the net sum and the 0 floor must not change."""
from __future__ import annotations

from tricklab.core.events import Built
from tricklab.games.tricktakers.scoring import round_points
from tricklab.games.tricktakers.state import TTState


class _Char:
    """A component giving its own lines and, optionally, lines to other seats."""

    def __init__(self, own: list[int], gives: dict[str, list[int]] | None = None) -> None:
        self.own, self.gives = own, gives or {}

    def round_points(self, st: TTState, seat: str) -> list:
        return [(d, ("OWN", (), {"seat": seat, "delta": d})) for d in self.own]

    def points_for_others(self, st: TTState, seat: str) -> dict:
        return {other: [(d, ("GIVEN", (), {"by": seat, "delta": d})) for d in ds]
                for other, ds in self.gives.items()}


def test_lines_are_given_above_own_then_below_and_summed_with_the_floor():
    seats = ["Ann", "Bo", "Cy"]
    st = TTState(players=seats, seed=1, opts={}, pool=())
    st.chars = {"Ann": "king", "Bo": "ruler", "Cy": "ninja"}
    st.points = {"Ann": 0, "Bo": 10, "Cy": 5}
    gives = frozenset({"points_for_others"})
    ranked = (("Ann", _Char([10], {"Bo": [5], "Cy": [1]}), gives),
              ("Bo", _Char([20], {"Ann": [2], "Bo": [3]}), gives),
              ("Cy", _Char([-30], {"Ann": [4]}), gives))
    events: list = Built()
    applied = round_points(st, events, ranked)      # type: ignore[arg-type]
    assert applied == {"Ann": 16, "Bo": 28, "Cy": -5}        # Cy: 5 + 1 - 30, floored at 0
    assert st.points == {"Ann": 16, "Bo": 38, "Cy": 0}
    (e,) = events
    steps = list(e.steps)
    nets = [s for s in steps if s.code.startswith("ROUND_NET")]
    assert [(s.params["seat"], s.params["net"], s.params["applied"]) for s in nets] == \
        [("Ann", 16, 16), ("Bo", 28, 28), ("Cy", -29, -5)]
    assert nets[-1].code == "ROUND_NET_FLOORED"
    # each seat's lines in order: given from above, its own, given from below (and itself)
    chunks, chunk = [], []
    for s in steps:
        if s.code.startswith("ROUND_NET"):
            chunks.append(chunk)
            chunk = []
        else:
            chunk.append((s.code, s.params["delta"], s.params.get("by")))
    assert chunks == [
        [("OWN", 10, None), ("GIVEN", 2, "Bo"), ("GIVEN", 4, "Cy")],            # Ann
        [("GIVEN", 5, "Ann"), ("OWN", 20, None), ("GIVEN", 3, "Bo")],           # Bo
        [("GIVEN", 1, "Ann"), ("OWN", -30, None)],                              # Cy
    ]
