"""Seconds per 100 conformance games of each registered game, played the way the ``ci``
profile plays them (the games shared out over the game's table sizes and presets, seeds as the
suite draws them), each checked after every action by ``checks.play_random_game``. Prints the
figures and the projection for the profile's count; for comparing the checks' cost before and
after a change (``--checks`` points at another copy of tests/conformance).

    .venv/bin/python benchmarks/bench_conformance.py -n 100
    .venv/bin/python benchmarks/bench_conformance.py -n 20 --game basic --checks ../old/tests/conformance
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "tests" / "conformance"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("-n", type=int, default=100, help="games per game (shared over its tables)")
    ap.add_argument("--game", action="append", help="only these games")
    ap.add_argument("--checks", default=str(HERE), help="the tests/conformance folder to use")
    ap.add_argument("--per-game", type=int, default=1000, help="the count to project for")
    args = ap.parse_args(argv)
    sys.path.insert(0, args.checks)
    from checks import play_random_game  # noqa: PLC0415  (the chosen folder first)
    from tables import game_tables, options_of  # noqa: PLC0415

    from tricklab.games import get_game
    tables: dict[str, list] = {}
    for p in game_tables():
        tables.setdefault(p.values[0], []).append(p.values)
    total = 0.0
    for name, rows in tables.items():
        if args.game and name not in args.game:
            continue
        game = get_game(name)
        per_table = -(-args.n // len(rows))
        started = time.perf_counter()
        times = []
        for _, n, preset in rows:
            players = list(game.info.players(n))
            for seed in range(per_table):
                t = time.perf_counter()
                _, problems = play_random_game(name, game, players, seed, options_of(game, preset))
                times.append(time.perf_counter() - t)
                if problems:
                    print(f"  {name} {n}p {preset} seed {seed}: {problems[:2]}", file=sys.stderr)
        spent = time.perf_counter() - started
        per100 = spent / (per_table * len(rows)) * 100
        total += per100 * args.per_game / 100
        print(f"{name:20} {per_table * len(rows):5} games  {per100:7.1f} s/100 games  "
              f"median {statistics.median(times):.3f} s  max {max(times):.2f} s", flush=True)
    print(f"projected for {args.per_game} games per game: {total / 60:.1f} min")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
