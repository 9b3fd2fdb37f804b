"""A small SVG line chart of running totals per round: no plotting library, renders offline in
Voila, and each player gets a colour-blind-safe colour *and* its own marker shape."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from typing import Any, Sequence

COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
MARKERS = ["circle", "square", "triangle", "diamond", "circle", "square"]


def _marker(kind: str, x: float, y: float, colour: str) -> str:
    if kind == "square":
        return f"<rect x='{x-5}' y='{y-5}' width='10' height='10' fill='{colour}'/>"
    if kind == "triangle":
        return f"<polygon points='{x},{y-6} {x-6},{y+5} {x+6},{y+5}' fill='{colour}'/>"
    if kind == "diamond":
        return f"<polygon points='{x},{y-6} {x+6},{y} {x},{y+6} {x-6},{y}' fill='{colour}'/>"
    return f"<circle cx='{x}' cy='{y}' r='5' fill='{colour}'/>"


def score_chart_svg(rows: Sequence[dict[str, Any]], players: Sequence[str], title: str = "",
                    x_label: str = "Round", width: int = 420, height: int = 240,
                    summary: str = "") -> str:
    """``rows``: one dict per round with ``round`` and a running total per player.
    ``summary``: what the chart says in words, its name for a screen reader (an unnamed
    ``<svg>`` was read as a heap of numbers, or not at all)."""
    pad_l, pad_r, pad_t, pad_b = 48, 100, 28, 34
    xs = [0] + [r["round"] for r in rows]
    series = {p: [0] + [r[p] for r in rows] for p in players}
    vals = [v for s in series.values() for v in s] or [0]
    lo, hi = min(vals + [0]), max(vals + [0])
    if hi == lo:
        hi, lo = hi + 1, lo - 1
    n = max(len(xs) - 1, 1)

    def sx(i: int) -> float:
        return pad_l + (width - pad_l - pad_r) * i / n

    def sy(v: float) -> float:
        return float(pad_t + (height - pad_t - pad_b) * (hi - v) / (hi - lo))

    named = (f" role='img' aria-label='{html.escape(summary)}'" if summary else "")
    out = [f"<svg class='tl-chart' xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
           f"style='background:#fff;font-family:sans-serif;font-size:12px'{named}>"]
    if summary:
        out.append(f"<title>{html.escape(summary)}</title>")
    if title:
        out.append(f"<text x='{pad_l}' y='16' font-weight='bold'>{html.escape(title)}</text>")
    out.append(f"<line x1='{pad_l}' y1='{sy(0)}' x2='{width - pad_r}' y2='{sy(0)}' stroke='#999'/>")
    for v in (lo, 0, hi):
        out.append(f"<text x='{pad_l - 6}' y='{sy(v) + 4}' text-anchor='end'>{v}</text>")
    for i, x in enumerate(xs):
        out.append(f"<text x='{sx(i)}' y='{height - pad_b + 16}' text-anchor='middle'>{x}</text>")
    out.append(f"<text x='{(width - pad_r + pad_l) / 2}' y='{height - 4}' text-anchor='middle'>"
               f"{html.escape(x_label)}</text>")
    for k, p in enumerate(players):
        c, m = COLOURS[k % len(COLOURS)], MARKERS[k % len(MARKERS)]
        pts = " ".join(f"{sx(i)},{sy(v)}" for i, v in enumerate(series[p]))
        dash = "" if k % 2 == 0 else " stroke-dasharray='6 3'"
        out.append(f"<polyline points='{pts}' fill='none' stroke='{c}' stroke-width='2.5'{dash}/>")
        out += [_marker(m, sx(i), sy(v), c) for i, v in enumerate(series[p])]
        ly = pad_t + 18 * k
        out.append(_marker(m, width - pad_r + 14, ly, c))
        out.append(f"<text x='{width - pad_r + 24}' y='{ly + 4}'>{html.escape(p)} {series[p][-1]}</text>")
    out.append("</svg>")
    return "".join(out)
