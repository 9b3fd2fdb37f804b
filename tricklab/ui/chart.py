"""A small SVG line chart of running totals per round: no plotting library, renders offline in
Voila, and each player gets a colour-blind-safe colour *and* its own marker shape."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from typing import Any, Sequence

COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
MARKERS = ["circle", "square", "triangle", "diamond", "circle", "square"]
# every player's line has its own dash pattern too (solid, dashed, dotted ...): colour, marker
# and dash tell the lines apart where one runs over another
DASHES = ["", "7 3", "2 3", "9 3 2 3", "4 4", "1 5"]
# seats with equal totals in a round are drawn this many pixels apart (about their true
# value), else the later seat's line hid the earlier one's and a seat "disappeared"
SPREAD = 3
# the first round sits this far right of the value labels, so its markers (up to 6 px
# wide) never cover the axis's "0"
INSET = 14


def _marker(kind: str, x: float, y: float, colour: str, r: float = 5.0) -> str:
    """A marker of radius about ``r`` (5 px at the normal size)."""
    x, y, r = round(x, 2), round(y, 2), round(r, 2)
    if kind == "square":
        return f"<rect x='{x-r:g}' y='{y-r:g}' width='{2*r:g}' height='{2*r:g}' fill='{colour}'/>"
    t = round(r * 1.2, 2)
    if kind == "triangle":
        return f"<polygon points='{x:g},{y-t:g} {x-t:g},{y+r:g} {x+t:g},{y+r:g}' fill='{colour}'/>"
    if kind == "diamond":
        return f"<polygon points='{x:g},{y-t:g} {x+t:g},{y:g} {x:g},{y+t:g} {x-t:g},{y:g}' fill='{colour}'/>"
    return f"<circle cx='{x:g}' cy='{y:g}' r='{r:g}' fill='{colour}'/>"


def _offsets(series: dict[str, list[Any]], players: Sequence[str], i: int) -> dict[str, float]:
    """Pixel offsets of the players' points in round ``i``: players with the same total are
    spread ``SPREAD`` apart around it (in the players' order), others stay on their value."""
    same: dict[Any, list[str]] = {}
    for p in players:
        same.setdefault(series[p][i], []).append(p)
    out: dict[str, float] = {}
    for group in same.values():
        for j, p in enumerate(group):
            out[p] = (j - (len(group) - 1) / 2) * SPREAD
    return out


def score_chart_svg(rows: Sequence[dict[str, Any]], players: Sequence[str], title: str = "",
                    x_label: str = "Round", width: int = 420, height: int = 240,
                    scale: float = 1.0, summary: str = "") -> str:
    """``rows``: one dict per round with ``round`` and a running total per player. Each
    player has a colour, a marker shape and a dash pattern; players with equal totals are
    drawn a few pixels apart (``SPREAD``) so that both lines stay visible. ``scale``
    enlarges the words, markers and the margins that hold them (the table's projector mode: the
    chart's 12 px labels stayed small beside the table's 19 px words); ``width`` and ``height``
    are the chart's size, and it shrinks to a narrower box (a ``viewBox``), never overflows it.
    ``summary``: what the chart says in words, its name for a screen reader (an unnamed
    ``<svg>`` was read as a heap of numbers, or not at all)."""
    font = 12 * scale
    # the bottom margin holds the rounds' numbers and, a full line of a Japanese font (its glyph
    # box is 1.45 times its size) below them, the axis's name: at 44 the two boxes of 「ラウンド」
    # and the numbers above it ran into each other
    pad_l, pad_r, pad_t, pad_b = 48 * scale, 100 * scale, 28 * scale, 48 * scale
    inset = INSET * scale
    xs = [0] + [r["round"] for r in rows]
    series = {p: [0] + [r[p] for r in rows] for p in players}
    vals = [v for s in series.values() for v in s] or [0]
    hi, lo = max(vals), min(vals)
    if hi == lo:
        hi, lo = hi + 1, lo - 1
    n = max(len(xs) - 1, 1)
    spread = [_offsets(series, players, i) for i in range(len(xs))]

    def sx(i: int) -> float:
        return round(pad_l + inset + (width - pad_l - inset - pad_r) * i / n, 2)

    def sy(v: float) -> float:
        return round(float(pad_t + (height - pad_t - pad_b) * (hi - v) / (hi - lo)), 2)

    def at(v: float) -> str:
        return f"{round(v, 2):g}"

    named = (f" role='img' aria-label='{html.escape(summary)}'" if summary else "")
    out = [f"<svg class='tl-chart' xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
           f"viewBox='0 0 {width} {height}' "
           f"style='background:#fff;font-family:sans-serif;font-size:{at(font)}px;max-width:100%;height:auto'"
           f"{named}>"]
    if summary:
        out.append(f"<title>{html.escape(summary)}</title>")
    if title:
        out.append(f"<text x='{at(pad_l)}' y='{at(16 * scale)}' font-weight='bold'>{html.escape(title)}</text>")
    out.append(f"<line x1='{at(pad_l)}' y1='{sy(0)}' x2='{at(width - pad_r)}' y2='{sy(0)}' stroke='#999'/>")
    for v in sorted({lo, 0, hi}):
        out.append(f"<text x='{at(pad_l - 4 * scale)}' y='{at(sy(v) + 4 * scale)}' text-anchor='end'>{v}</text>")
    # the rounds' numbers no closer than their own width: every round's, else every 2nd, 5th,
    # 10th ... (a game of 13 tricks or 30 rounds printed its numbers over each other)
    wide = max(len(str(x)) for x in xs) * 0.62 * font + 6 * scale
    every = next(k for k in (1, 2, 5, 10, 20, 50, 100, 200, 500) if sx(k) - sx(0) >= wide or k >= n)
    for i, x in enumerate(xs):
        if i % every:
            continue
        # the rounds' numbers below the lowest marker of six tied players (3 × 2.5 + 6 px)
        out.append(f"<text x='{sx(i)}' y='{at(height - pad_b + 26 * scale)}' text-anchor='middle'>{x}</text>")
    out.append(f"<text x='{at((width - pad_r + pad_l) / 2)}' y='{at(height - 4 * scale)}' text-anchor='middle'>"
               f"{html.escape(x_label)}</text>")
    for k, p in enumerate(players):
        c, m = COLOURS[k % len(COLOURS)], MARKERS[k % len(MARKERS)]
        pos = [(sx(i), round(sy(v) + spread[i][p] * scale, 2)) for i, v in enumerate(series[p])]
        pts = " ".join(f"{x:g},{y:g}" for x, y in pos)
        pattern = " ".join(at(float(d) * scale) for d in DASHES[k % len(DASHES)].split())
        dash = f" stroke-dasharray='{pattern}'" if pattern else ""
        out.append(f"<polyline points='{pts}' fill='none' stroke='{c}' stroke-width='{at(2.5 * scale)}'{dash}/>")
        out += [_marker(m, x, y, c, 5 * scale) for x, y in pos]
        # the key: the player's line, dash and marker, clear of the last round's markers
        ly, lx = pad_t + 18 * scale * k, width - pad_r + 12 * scale
        out.append(f"<line x1='{at(lx)}' y1='{at(ly)}' x2='{at(lx + 20 * scale)}' y2='{at(ly)}' "
                   f"stroke='{c}' stroke-width='{at(2.5 * scale)}'{dash}/>")
        out.append(_marker(m, lx + 10 * scale, ly, c, 5 * scale))
        out.append(f"<text x='{at(lx + 26 * scale)}' y='{at(ly + 4 * scale)}'>{html.escape(p)} {series[p][-1]}</text>")
    out.append("</svg>")
    return "".join(out)
