"""A small SVG line chart of running totals per round: no plotting library, renders offline in
Voila, and each player gets a colour-blind-safe colour *and* its own marker shape."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from typing import Any, Sequence

COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
MARKERS = ["circle", "square", "triangle", "diamond", "circle", "square"]


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


def score_chart_svg(rows: Sequence[dict[str, Any]], players: Sequence[str], title: str = "",
                    x_label: str = "Round", width: int = 420, height: int = 240,
                    scale: float = 1.0, summary: str = "") -> str:
    """``rows``: one dict per round with ``round`` and a running total per player. ``scale``
    enlarges the words, markers and the margins that hold them (the table's projector mode: the
    chart's 12 px labels stayed small beside the table's 19 px words); ``width`` and ``height``
    are the chart's size, and it shrinks to a narrower box (a ``viewBox``), never overflows it.
    ``summary``: what the chart says in words, its name for a screen reader (an unnamed
    ``<svg>`` was read as a heap of numbers, or not at all)."""
    font = 12 * scale
    pad_l, pad_r, pad_t, pad_b = 48 * scale, 100 * scale, 28 * scale, 34 * scale
    xs = [0] + [r["round"] for r in rows]
    series = {p: [0] + [r[p] for r in rows] for p in players}
    vals = [v for s in series.values() for v in s] or [0]
    lo, hi = min(vals + [0]), max(vals + [0])
    if hi == lo:
        hi, lo = hi + 1, lo - 1
    n = max(len(xs) - 1, 1)

    def sx(i: int) -> float:
        return round(pad_l + (width - pad_l - pad_r) * i / n, 2)

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
    for v in (lo, 0, hi):
        out.append(f"<text x='{at(pad_l - 6 * scale)}' y='{at(sy(v) + 4 * scale)}' text-anchor='end'>{v}</text>")
    for i, x in enumerate(xs):
        out.append(f"<text x='{sx(i)}' y='{at(height - pad_b + 16 * scale)}' text-anchor='middle'>{x}</text>")
    out.append(f"<text x='{at((width - pad_r + pad_l) / 2)}' y='{at(height - 4 * scale)}' text-anchor='middle'>"
               f"{html.escape(x_label)}</text>")
    for k, p in enumerate(players):
        c, m = COLOURS[k % len(COLOURS)], MARKERS[k % len(MARKERS)]
        pts = " ".join(f"{sx(i)},{sy(v)}" for i, v in enumerate(series[p]))
        dash = "" if k % 2 == 0 else f" stroke-dasharray='{at(6 * scale)} {at(3 * scale)}'"
        out.append(f"<polyline points='{pts}' fill='none' stroke='{c}' stroke-width='{at(2.5 * scale)}'{dash}/>")
        out += [_marker(m, sx(i), sy(v), c, 5 * scale) for i, v in enumerate(series[p])]
        ly = pad_t + 18 * scale * k
        out.append(_marker(m, width - pad_r + 14 * scale, ly, c, 5 * scale))
        out.append(f"<text x='{at(width - pad_r + 24 * scale)}' y='{at(ly + 4 * scale)}'>"
                   f"{html.escape(p)} {series[p][-1]}</text>")
    out.append("</svg>")
    return "".join(out)
