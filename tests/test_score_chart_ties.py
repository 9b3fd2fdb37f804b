"""The Scores tab's chart: two seats with equal totals were drawn one line over the other, so
one seat disappeared (every seat ties at 0 before round 1; two seats often tie later), and the
round-0 markers covered the value axis's "0". Now tied seats are drawn a few pixels apart,
every seat has its own dash pattern besides its colour and marker, and the first round sits
clear of the value labels and above the rounds' numbers."""
from __future__ import annotations

import random
import re

from tricklab import new_match
from tricklab.core.events import EventKind
from tricklab.ui import Table
from tricklab.ui.chart import score_chart_svg

POLY = re.compile(r"<polyline points='([^']*)'[^>]*?(?: stroke-dasharray='([^']*)')?/>")
TEXT = re.compile(r"<text x='([-\d.]+)' y='([-\d.]+)'( text-anchor='(\w+)')?[^>]*>([^<]*)</text>")
MARK = re.compile(r"<(circle cx='([-\d.]+)' cy='([-\d.]+)'|rect x='([-\d.]+)' y='([-\d.]+)'|"
                  r"polygon points='([^']*)')")


def lines(svg: str) -> list[tuple[list[tuple[float, float]], str]]:
    return [([tuple(map(float, p.split(","))) for p in pts.split()], dash or "")
            for pts, dash in POLY.findall(svg)]


def marker_boxes(svg: str) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) of every marker drawn."""
    out = []
    for _, cx, cy, rx, ry, pts in MARK.findall(svg):
        if cx:
            x, y = float(cx), float(cy)
            out.append((x - 5, y - 5, x + 5, y + 5))
        elif rx:
            x, y = float(rx), float(ry)
            out.append((x, y, x + 10, y + 10))
        else:
            xy = [tuple(map(float, p.split(","))) for p in pts.split()]
            out.append((min(x for x, _ in xy), min(y for _, y in xy),
                        max(x for x, _ in xy), max(y for _, y in xy)))
    return out


def test_two_seats_with_equal_totals_both_stay_visible() -> None:
    rows = [{"round": 1, "Ann": 10, "Bo": 10, "Cy": 5, "Di": 10},
            {"round": 2, "Ann": 20, "Bo": 20, "Cy": 25, "Di": -5}]
    drawn = lines(score_chart_svg(rows, ["Ann", "Bo", "Cy", "Di"]))
    assert len(drawn) == 4
    points = [pts for pts, _ in drawn]
    assert len({tuple(p) for p in points}) == 4, points        # no line hidden under another
    for i in range(3):                                         # every round: tied seats apart
        ys = [p[i][1] for p in points]
        assert len(set(ys)) == len(ys), (i, ys)
    assert len({dash for _, dash in drawn}) == 4, drawn        # a dash pattern of its own


def test_the_round_0_markers_leave_the_axis_labels_readable() -> None:
    rows = [{"round": 1, "Ann": 30, "Bo": 0, "Cy": 10, "Di": 0, "Eve": 0, "Fay": 20}]
    svg = score_chart_svg(rows, ["Ann", "Bo", "Cy", "Di", "Eve", "Fay"])
    texts = TEXT.findall(svg)
    zero = [(float(x), float(y)) for x, y, _, anchor, words in texts if words == "0" and anchor == "end"]
    assert len(zero) == 1, texts                  # the value axis's 0, once
    zx, zy = zero[0]
    first = min(x for x, _ in lines(svg)[0][0])
    round0 = [b for b in marker_boxes(svg) if abs((b[0] + b[2]) / 2 - first) < 1]
    assert len(round0) == 6
    assert min(b[0] for b in round0) > zx + 2, (zx, round0)    # right of the label's end
    tick = next(float(y) for x, y, _, anchor, words in texts
                if words == "0" and anchor == "middle" and abs(float(x) - first) < 1)
    assert max(b[3] for b in round0) < tick - 10, (tick, round0)   # above the round's "0"


def test_the_scores_tab_of_a_real_game_draws_every_seat() -> None:
    """Every seat starts at 0: before, the four lines began on one point, the last seat's
    marker over the others'."""
    m = new_match("robotrick", seed=5)
    rng = random.Random(5)
    while not any(e.kind == EventKind.ROUND_SCORED for e in m.events):
        m.play(rng.choice(list(m.legal_actions())))
    t = Table("robotrick", match=m, learner="Aki", auto_bots=False)
    drawn = lines(t.scores_html.value)
    assert len(drawn) == len(m.players)
    starts = [pts[0] for pts, _ in drawn]
    assert len(set(starts)) == len(starts), starts
