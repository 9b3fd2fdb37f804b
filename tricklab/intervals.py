"""Confidence intervals that take the GAME, not the row, as the independent unit.

Why: ``simulate``'s summaries read round rows (and game rows per seat). The rows of one game
are not independent: a character plays several rounds of a game, a seat's points carry over,
and exactly one seat tops each round, so the win rows of a round go together. Treating every
row as a fresh draw made the intervals too narrow (copying each game's rows k times narrowed
them by sqrt(k) without adding any information). Here the rows are grouped by game (a cluster)
and the spread between games sets the width:

* a mean: the cluster-robust (sandwich) variance of a ratio estimator,
  ``G/(G-1) * sum_g (sum_i (y_gi - mean))**2 / n**2`` over G games and n rows;
* a rate: Wilson's interval on the effective sample size ``n / deff``, where the design effect
  ``deff = sum_g (sum_i e_gi)**2 / sum_i e_i**2`` (e = y - rate) is the clustered variance over
  the iid one, both without a small-sample factor, as Wilson's own variance ``p(1-p)/n`` has
  none: so a game copied into k rows has ``deff = k`` and counts exactly once.

Neither interval is ever narrower than the iid one (``deff >= 1``): a design effect below 1
(rows of a game pulling apart, as one winner a round does to a round's seats) would credit the
table with more precision than its rows have, on a variance estimated from only G games; the
table errs wide instead. With one row per game they are the iid intervals exactly; a single
game (G = 1) says nothing of how games differ, so it counts as one observation; a rate of 0 or
1 (no spread to estimate a design effect from) counts each game once, Wilson on G.
"""
from __future__ import annotations

import math
from typing import Any

Interval = tuple[float, float]


def wilson(p: float, n: float, z: float) -> Interval:
    """Wilson's interval for a rate ``p`` observed over ``n`` (possibly effective) draws."""
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def _between(values: Any, games: Any, mean: float) -> float:
    """The sum over games of the squared sum of a game's residuals ``y - mean``."""
    return float(((values - mean).groupby(games.values).sum() ** 2).sum())


def design_effect(values: Any, games: Any) -> float:
    """How many rows of ``values`` (a pandas Series; ``games`` names each row's game) are
    worth one independent row: at least 1, ``n`` for a single game of n rows, exactly 1 when
    every row is its own game, the mean rows per game when every row is alike."""
    n, count = len(values), games.nunique()
    if count == n:
        return 1.0
    if count == 1:
        return float(n)
    within = float(((values - values.mean()) ** 2).sum())
    if within == 0:                 # all alike (never won): nothing shows that a game's rows
        return n / float(count)     # differ, so each game counts once (n_eff = games)
    return max(1.0, _between(values, games, values.mean()) / within)


def rate_interval(won: Any, games: Any, z: float) -> Interval:
    """Wilson's interval for the share of ``won`` (a boolean Series), on its effective size."""
    values = won.astype(float)
    return wilson(float(won.mean()), len(values) / design_effect(values, games), z)


def mean_interval(values: Any, games: Any, z: float) -> Interval:
    """mean +- z * the larger of the clustered and the iid standard error of ``values`` (a
    float Series); a single game: its rows' spread as one observation's."""
    n, count = len(values), games.nunique()
    mean = float(values.mean())
    sd = float(values.std(ddof=1)) if n > 1 else 0.0
    if count == n or count == 1:
        half = z * sd / math.sqrt(n if count == n else 1)
    else:
        clustered = count / (count - 1) * _between(values, games, mean) / (n * n)
        half = z * max(math.sqrt(clustered), sd / math.sqrt(n))
    return mean - half, mean + half


__all__ = ["design_effect", "mean_interval", "rate_interval", "wilson"]
