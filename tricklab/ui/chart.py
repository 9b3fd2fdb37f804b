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


def _marker(kind: str, x: float, y: float, colour: str) -> str:
    if kind == "square":
        return f"<rect x='{x-5}' y='{y-5}' width='10' height='10' fill='{colour}'/>"
    if kind == "triangle":
        return f"<polygon points='{x},{y-6} {x-6},{y+5} {x+6},{y+5}' fill='{colour}'/>"
    if kind == "diamond":
        return f"<polygon points='{x},{y-6} {x+6},{y} {x},{y+6} {x-6},{y}' fill='{colour}'/>"
    return f"<circle cx='{x}' cy='{y}' r='5' fill='{colour}'/>"


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
                    x_label: str = "Round", width: int = 420, height: int = 240) -> str:
    """``rows``: one dict per round with ``round`` and a running total per player. Each
    player has a colour, a marker shape and a dash pattern; players with equal totals are
    drawn a few pixels apart (``SPREAD``) so that both lines stay visible."""
    pad_l, pad_r, pad_t, pad_b = 48, 100, 28, 44
    xs = [0] + [r["round"] for r in rows]
    series = {p: [0] + [r[p] for r in rows] for p in players}
    vals = [v for s in series.values() for v in s] or [0]
    lo, hi = min(vals + [0]), max(vals + [0])
    if hi == lo:
        hi, lo = hi + 1, lo - 1
    n = max(len(xs) - 1, 1)
    spread = [_offsets(series, players, i) for i in range(len(xs))]

    def sx(i: int) -> float:
        return pad_l + INSET + (width - pad_l - INSET - pad_r) * i / n

    def sy(v: float) -> float:
        return float(pad_t + (height - pad_t - pad_b) * (hi - v) / (hi - lo))

    out = [f"<svg class='tl-chart' xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
           f"style='background:#fff;font-family:sans-serif;font-size:12px'>"]
    if title:
        out.append(f"<text x='{pad_l}' y='16' font-weight='bold'>{html.escape(title)}</text>")
    out.append(f"<line x1='{pad_l}' y1='{sy(0)}' x2='{width - pad_r}' y2='{sy(0)}' stroke='#999'/>")
    for v in sorted({lo, 0, hi}):
        out.append(f"<text x='{pad_l - 4}' y='{sy(v) + 4}' text-anchor='end'>{v}</text>")
    for i, x in enumerate(xs):
        # the rounds' numbers below the lowest marker of six tied players (3 × 2.5 + 6 px)
        out.append(f"<text x='{sx(i)}' y='{height - pad_b + 26}' text-anchor='middle'>{x}</text>")
    out.append(f"<text x='{(width - pad_r + pad_l) / 2}' y='{height - 4}' text-anchor='middle'>"
               f"{html.escape(x_label)}</text>")
    for k, p in enumerate(players):
        c, m = COLOURS[k % len(COLOURS)], MARKERS[k % len(MARKERS)]
        at = [(sx(i), sy(v) + spread[i][p]) for i, v in enumerate(series[p])]
        pts = " ".join(f"{x},{y}" for x, y in at)
        pattern = DASHES[k % len(DASHES)]
        dash = f" stroke-dasharray='{pattern}'" if pattern else ""
        out.append(f"<polyline points='{pts}' fill='none' stroke='{c}' stroke-width='2.5'{dash}/>")
        out += [_marker(m, x, y, c) for x, y in at]
        # the key: the player's line, dash and marker, clear of the last round's markers
        ly, lx = pad_t + 18 * k, width - pad_r + 12
        out.append(f"<line x1='{lx}' y1='{ly}' x2='{lx + 20}' y2='{ly}' "
                   f"stroke='{c}' stroke-width='2.5'{dash}/>")
        out.append(_marker(m, lx + 10, ly, c))
        out.append(f"<text x='{lx + 26}' y='{ly + 4}'>{html.escape(p)} {series[p][-1]}</text>")
    out.append("</svg>")
    return "".join(out)
