"""What a KINGs learner reads when a round is scored: the round result as the spec computes
it, the score floor as a step of its own (KG-008), each bid's trick count with its parts and
the Copy's −10 written out, every ruling cited where it applies and only once."""
from __future__ import annotations

from pathlib import Path

import tricklab
from tricklab.core.events import EventKind
from tricklab.games.tricktakers_kings.view import VIEW

SCEN = Path(tricklab.__file__).parent / "games" / "tricktakers_kings" / "scenarios"


def scored(m):
    return next(e for e in m.events if e.kind == EventKind.ROUND_SCORED)


def lines(m, lang="en"):
    ex = m.explain(scored(m), lang)
    return [ex.headline] + [s.text for s in ex.steps]


# -- the round result and the floor (KG-008, spec 6.1 step 6) ---------------------------------
def test_the_round_result_is_the_spec_result_and_the_floor_stops_the_total():
    """10 points, then a round of −20: the round scored −20 (not the −10 the total moved by),
    the total stops at 0 in a step that says so, and the score chart shows the totals after
    the round (not the round results added up from 0)."""
    m = tricklab.load(SCEN / "kg008_round_result_before_the_floor.yaml")
    assert m.state.round_scores == [{"Ann": -20, "Bo": 50}]
    assert m.totals() == {"Ann": 0, "Bo": 60}
    e = scored(m)
    assert e.params["scores"] == {"Ann": -20, "Bo": 50}
    assert e.params["deltas"] == {"Ann": -10, "Bo": 50}
    en, ja = lines(m), lines(m, "ja")
    assert en[0] == "Round 2 scored: Ann −20, Bo 50. Totals: Ann 0, Bo 60."
    assert "Ann's total would be −10: it stops at 0." in en
    assert not any("(+10)" in x for x in en)
    assert "Annの合計は−10点になるところですが、0点で止まります。" in ja
    assert VIEW.score_rows(m) == [{"round": 2, "Ann": 0, "Bo": 60}]
