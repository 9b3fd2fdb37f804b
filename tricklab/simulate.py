"""Bulk simulation: many seeded games with bots, one row per game and seat, on one core, on
local processes or on a Dask cluster, with the same table whatever runs it.

    from tricklab.simulate import simulate
    df = simulate("tricktakers", games=200, preset="all", bots="rules", workers=2)

Game ``i`` is played from seed ``seed + i`` and its bots draw from ``random.Random(seed + i)``,
so a game's row never depends on which process played it: 1 worker, 8 workers and a cluster
give the same table (rows sorted by game, then seat order). ``tricklab simulate`` is the
command line over this module.

Columns: ``game`` (index), ``seed``, ``seat``, ``position`` (seat order), ``players``,
``bot``, ``character`` (the seat's character when the game has them: Tricktakers'
``chars`` fact; RoboTrick: the program cards the robot drew, the same for every seat),
``points`` (final total), ``winner`` (bool: among the winners), ``tricks`` (tricks the seat
won), ``rulings`` (distinct ruling ids met in the game, space separated), ``n_rulings``,
``actions`` (actions in the game).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

from tricklab.core.actions import Action
from tricklab.core.events import EventKind
from tricklab.core.match import Match
from tricklab.core.simulate import BulkMatch
from tricklab.games import get_game

COLUMNS = ["game", "seed", "seat", "position", "players", "bot", "character", "points",
           "winner", "tricks", "rulings", "n_rulings", "actions", "round_points"]
CHOICE_VERBS = ("pick", "draft")      # the actions that choose a character
CHOICE_POLICIES = ("bot", "uniform", "strength")


class CharacterChoice:
    """Wraps a bot so that its character choice follows a policy, so studies are not skewed
    by a bot's taste (the Tricktakers rule bot never takes the Collector):

    * ``"bot"``: the bot's own choice;
    * ``"uniform"``: uniformly among the characters offered;
    * ``"strength"``: the rule bot's choice by hand strength (whatever the wrapped bot);
    * ``"fixed:NAME"``: NAME when it is offered, otherwise uniformly.
    Every other decision is the wrapped bot's."""

    def __init__(self, bot: Any, policy: str = "uniform", strength_bot: Any = None) -> None:
        if policy not in CHOICE_POLICIES and not policy.startswith("fixed:"):
            raise ValueError(f"unknown character policy {policy!r}: one of "
                             f"{', '.join(CHOICE_POLICIES)} or fixed:NAME")
        self.bot, self.policy, self.strength_bot = bot, policy, strength_bot
        self.name = getattr(bot, "name", "bot")

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        legal: list[Action] = match.legal_actions(seat)
        if self.policy == "bot" or not legal or any(a.kind not in CHOICE_VERBS for a in legal):
            return self.bot.choose(match, seat, rng)  # type: ignore[no-any-return]
        if self.policy == "strength" and self.strength_bot is not None:
            return self.strength_bot.choose(match, seat, rng)  # type: ignore[no-any-return]
        if self.policy.startswith("fixed:"):
            want = self.policy.split(":", 1)[1]
            for a in legal:
                if a.args and a.args[0] == want:
                    return a
        return legal[rng.randrange(len(legal))]


@dataclass(frozen=True)
class Plan:
    """What to simulate: everything a worker needs, picklable (for processes and Dask)."""

    game: str
    players: tuple[str, ...]
    bots: tuple[str, ...]                  # one bot name per seat
    options: Mapping[str, Any] = field(default_factory=dict)
    choice: str = "uniform"                # character choice policy (see CharacterChoice)


def make_plan(game: str, players: "int | Sequence[str] | None" = None,
              bots: "str | Sequence[str]" = "rules", preset: str | None = None,
              choice: str = "uniform", **options: Any) -> Plan:
    g = get_game(game)
    if players is None:
        seats = tuple(g.info.default_players)
    elif isinstance(players, int):
        seats = tuple(g.info.players(players))
    else:
        seats = tuple(str(p) for p in players)
    if preset:
        if preset not in g.info.presets:
            raise ValueError(f"{game} has no preset {preset!r} (presets: "
                             f"{', '.join(g.info.presets) or '-'})")
        options = {**g.info.presets[preset].options, **options}
    names = [bots] if isinstance(bots, str) else list(bots)
    names = [b for n in names for b in n.split(",") if b]
    if len(names) == 1:
        names = names * len(seats)
    if len(names) != len(seats):
        raise ValueError(f"give one bot for every seat or one for all: {len(names)} bots for "
                         f"{len(seats)} seats")
    known = g.info.bots
    for b in names:
        if b not in known:
            raise ValueError(f"{game} has no bot {b!r} (bots: {', '.join(known)})")
    CharacterChoice(None, choice)          # check the policy name early
    return Plan(game, seats, tuple(names), dict(options), choice)


def _bots(plan: Plan) -> dict[str, Any]:
    from tricklab.session import bot_factories
    g = get_game(plan.game)
    factories = bot_factories(g)
    strength = factories["rules"]() if "rules" in factories else None
    return {seat: CharacterChoice(factories[name](), plan.choice, strength)
            for seat, name in zip(plan.players, plan.bots)}


def play_game(plan: Plan, index: int, seed: int, bulk: bool = True) -> list[dict[str, Any]]:
    """Play game ``index`` from ``seed``; its rows (one per seat). ``bulk``: on a
    ``BulkMatch`` (one state changed in place), else on a full ``Match``: the same rows,
    several times slower (the conformance suite compares the two)."""
    g = get_game(plan.game)
    bots = _bots(plan)
    m = (BulkMatch if bulk else Match)(g, list(plan.players), seed, **dict(plan.options))
    rng = random.Random(seed)
    auto = g.info.auto_seats
    n = 0
    while not m.is_over():
        seat = m.to_act()[0]
        if seat in auto:                   # an automatic seat the engine did not play
            raise RuntimeError(f"{plan.game}: the engine waits for its automatic seat {seat}")
        m.play(bots[seat].choose(m, seat, rng))
        n += 1
        if n > 100_000:
            raise RuntimeError(f"{plan.game} seed {seed}: the game never ended")
    return game_rows(m, plan, index)


def game_rows(m: "Match | BulkMatch", plan: Plan, index: int) -> list[dict[str, Any]]:
    facts = m.facts()
    totals = m.totals()
    outcome = m.game.outcome(m.state)
    winners = set(outcome.winners) if outcome is not None else set()
    tricks: dict[str, int] = {p: 0 for p in m.players}
    rulings: dict[str, None] = {}
    for ev in m.events:
        if ev.kind == EventKind.TRICK_WON and ev.seat in tricks:
            tricks[ev.seat] += 1
        for r in ev.all_rulings():
            rulings[r] = None
    chars = facts.get("chars") if isinstance(facts.get("chars"), dict) else None
    programs = " ".join(facts.get("programs_used", ())) if "programs_used" in facts else None
    met = " ".join(sorted(rulings))
    rounds = facts.get("round_scores") if isinstance(facts.get("round_scores"), list) else None
    rows = []
    for pos, (seat, bot) in enumerate(zip(plan.players, plan.bots)):
        character = chars.get(seat) if chars is not None else programs
        rows.append({"game": index, "seed": m.seed, "seat": seat, "position": pos,
                     "players": len(plan.players), "bot": bot, "character": character,
                     "points": int(totals.get(seat, 0)), "winner": seat in winners,
                     "tricks": tricks.get(seat, 0), "rulings": met, "n_rulings": len(rulings),
                     "actions": len(m.actions),
                     "round_points": " ".join(str(r.get(seat, 0)) for r in rounds)
                     if rounds else ""})
    return rows


def run_chunk(plan: Plan, games: Sequence[tuple[int, int]]) -> list[dict[str, Any]]:
    """Rows of the games ``[(index, seed), ...]`` (what a worker process or Dask task runs)."""
    out: list[dict[str, Any]] = []
    for index, seed in games:
        out.extend(play_game(plan, index, seed))
    return out


def _chunks(games: int, seed: int, size: int) -> list[list[tuple[int, int]]]:
    items = [(i, seed + i) for i in range(games)]
    return [items[k:k + size] for k in range(0, len(items), size)]


def _progress(total: int, show: bool) -> Any:
    if not show:
        return None
    try:
        from tqdm import tqdm  # type: ignore[import-untyped,unused-ignore]
    except ImportError:          # tqdm is a dependency; a bare install still simulates
        return None
    return tqdm(total=total, unit="game", desc="simulate", smoothing=0.1)


def _run(plan: Plan, chunks: list[list[tuple[int, int]]], workers: int, dask: "str | Any | None",
         bar: Any) -> Iterator[list[dict[str, Any]]]:
    if dask is not None:
        from distributed import Client, as_completed  # type: ignore[import-not-found,unused-ignore]
        client = dask if isinstance(dask, Client) else Client(dask)
        try:
            futures = client.map(run_chunk, [plan] * len(chunks), chunks, pure=False)
            for fut in as_completed(futures):
                yield fut.result()
        finally:
            if client is not dask:
                client.close()
        return
    if workers <= 1:
        for c in chunks:
            yield run_chunk(plan, c)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed as done
    ctx = multiprocessing.get_context("spawn")     # the same in notebooks, on every OS
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        futs = [pool.submit(run_chunk, plan, c) for c in chunks]
        for f in done(futs):
            yield f.result()


def simulate(game: str, games: int = 100, players: "int | Sequence[str] | None" = None,
             bots: "str | Sequence[str]" = "rules", preset: str | None = None, seed: int = 0,
             workers: int = 1, dask: "str | Any | None" = None, choice: str = "uniform",
             progress: bool = False, chunk: int | None = None, **options: Any) -> Any:
    """Play ``games`` games and return the pandas DataFrame of their rows (see the module).
    ``workers``: local processes; ``dask``: a scheduler address or a ``distributed.Client``
    (the same work on a Dask cluster)."""
    import pandas as pd  # type: ignore[import-untyped,unused-ignore]
    plan = make_plan(game, players, bots, preset, choice, **options)
    if games < 0:
        raise ValueError("games must be 0 or more")
    parallel = dask is not None or workers > 1
    size = chunk or (max(1, min(50, games // (max(workers, 1) * 8) or 1)) if parallel else 10)
    chunks = _chunks(games, seed, size)
    bar = _progress(games, progress)
    rows: list[dict[str, Any]] = []
    try:
        for part in _run(plan, chunks, workers, dask, bar):
            rows.extend(part)
            if bar is not None:
                bar.update(len({r["game"] for r in part}))
    finally:
        if bar is not None:
            bar.close()
    rows.sort(key=lambda r: (r["game"], r["position"]))
    return pd.DataFrame(rows, columns=COLUMNS)


def write_table(df: Any, path: str) -> str:
    """Write ``df`` as Parquet when pyarrow is installed and ``path`` does not end in .csv,
    else as CSV (next to ``path`` with a .csv suffix). Returns the path written."""
    if not path.endswith(".csv"):
        try:
            import pyarrow  # type: ignore[import-untyped,import-not-found,unused-ignore]  # noqa: F401
        except ImportError:
            path = (path[:-len(".parquet")] if path.endswith(".parquet") else path) + ".csv"
        else:
            df.to_parquet(path, index=False)
            return path
    df.to_csv(path, index=False)
    return path


def summary(df: Any, by: str = "character", z: float = 1.96) -> Any:
    """Win rate and mean points per ``by`` value with 95% confidence intervals (normal
    approximation: Wilson for the win rate, mean +- z*sd/sqrt(n) for the points)."""
    import math

    import pandas as pd
    rows = []
    for key, grp in df.groupby(by, dropna=True):
        n = len(grp)
        p = float(grp["winner"].mean())
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        pts = grp["points"].astype(float)
        sd = float(pts.std(ddof=1)) if n > 1 else 0.0
        mean = float(pts.mean())
        rows.append({by: key, "n": n, "win_rate": p, "win_lo": centre - half,
                     "win_hi": centre + half, "points": mean,
                     "points_lo": mean - z * sd / math.sqrt(n),
                     "points_hi": mean + z * sd / math.sqrt(n)})
    return pd.DataFrame(rows).sort_values("win_rate", ascending=False).reset_index(drop=True)


def overview(df: Any) -> tuple[str, Any]:
    """What ``tricklab simulate`` prints without ``--out``: ``(by, summary)`` per character
    when each seat has its own (Tricktakers, Little), per robot program when the "character"
    is the table's, the same for every seat (RoboTrick's programs, one per round: ranked by
    their whole triple, every row read 1/3, a seat's share of each game), else per seat."""
    if not df["character"].notna().any():
        return "seat", summary(df, by="seat")
    shared = bool((df.groupby("game")["character"].nunique(dropna=False) == 1).all()) \
        and int(df["players"].max()) > 1
    if shared:
        return "program", summary(robot_programs(df), by="program")
    return "character", summary(df, by="character")


def robot_programs(df: Any) -> Any:
    """RoboTrick: one row per (game, round, seat) with the program the robot drew that round,
    the seat's round points, and ``winner`` = best round score of the table (shared ties), so
    ``summary(rounds, by="program")`` gives each program's rates."""
    import pandas as pd
    rows = []
    for game, grp in df.groupby("game", sort=True):
        programs = str(grp["character"].iloc[0]).split()
        per_seat = {r.seat: [int(x) for x in str(r.round_points).split()] for r in grp.itertuples()}
        for k, prog in enumerate(programs):
            scores = {s: v[k] for s, v in per_seat.items() if k < len(v)}
            if not scores:
                continue
            best = max(scores.values())
            for seat, pts in scores.items():
                rows.append({"game": game, "round": k + 1, "seat": seat, "program": prog,
                             "points": pts, "winner": pts == best})
    return pd.DataFrame(rows, columns=["game", "round", "seat", "program", "points", "winner"])


__all__ = ["COLUMNS", "CharacterChoice", "Plan", "game_rows", "make_plan", "overview", "play_game",
           "robot_programs", "run_chunk", "simulate", "summary", "write_table"]

