"""Charts for statistics in notebooks: bars and grouped bars with matplotlib (the optional
``[plot]`` extra: ``pip install 'tricklab[plot]'``). The engine, the table and the CLI never
import it; only calling these functions does.

    from tricklab.plot import bars, grouped_bars
    bars(wins_by_character, title="Wins per character")
    grouped_bars(frame, title="Leader win rate by player count")   # rows: groups, columns: bars
"""
from __future__ import annotations

from typing import Any, Mapping


def _pyplot() -> Any:
    try:
        import matplotlib.pyplot as plt  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        raise ImportError("charts need matplotlib: pip install 'tricklab[plot]' "
                          "(or: pip install matplotlib)") from None
    return plt


def bars(values: "Mapping[str, float] | Any", title: str = "", ylabel: str = "", ax: Any = None) -> Any:
    """One bar per key of ``values`` (a mapping or a pandas Series); returns the axes."""
    plt = _pyplot()
    items = list(values.items())
    if ax is None:
        _, ax = plt.subplots(figsize=(max(4.0, 0.6 * len(items)), 3.2))
    ax.bar([str(k) for k, _ in items], [float(v) for _, v in items], color="#1f5f3f")
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    ax.tick_params(axis="x", labelrotation=45 if len(items) > 6 else 0)
    return ax


def grouped_bars(frame: Any, title: str = "", ylabel: str = "", ax: Any = None) -> Any:
    """Grouped bars from a pandas DataFrame: one group per row, one bar per column (or a
    mapping ``{group: {bar: value}}``); returns the axes."""
    plt = _pyplot()
    if isinstance(frame, Mapping):
        groups = [str(g) for g in frame]
        names = list(dict.fromkeys(k for row in frame.values() for k in row))
        data = [[float(frame[g].get(n, 0)) for n in names] for g in frame]
    else:
        groups = [str(g) for g in frame.index]
        names = [str(c) for c in frame.columns]
        data = [[float(v) for v in row] for row in frame.to_numpy()]
    if ax is None:
        _, ax = plt.subplots(figsize=(max(4.0, 0.9 * len(groups) * max(1, len(names)) / 2), 3.2))
    width = 0.8 / max(1, len(names))
    for j, name in enumerate(names):
        ax.bar([i + j * width for i in range(len(groups))], [row[j] for row in data], width, label=name)
    ax.set_xticks([i + width * (len(names) - 1) / 2 for i in range(len(groups))], groups)
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    ax.legend()
    return ax
