"""CPU seconds per 100 conformance games of each registered game, played the way the ``ci``
profile plays them (shared out over the game's table sizes and presets, the suite's seeds and
its share of fully checked games), each checked after every action by
``checks.play_random_game``. Prints the figures and the projection for 1,000 games per game;
CPU time, not wall time, because the machine is shared. ``--checks`` points at another copy of
tests/conformance to compare the checks' cost before and after a change.

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
    import tables as suite  # noqa: PLC0415
    from tables import game_tables, options_of  # noqa: PLC0415
    chunk_games = getattr(suite, "chunk_games", None)

    from tricklab.games import get_game
    tables: dict[str, list] = {}
    for p in game_tables():
        tables.setdefault(p.values[0], []).append(p.values)
    total = 0.0
    for name, rows in tables.items():
        if args.game and name not in args.game:
            continue
        game = get_game(name)
        game.catalogue          # loaded once per process, not a game's cost
        if chunk_games:         # the suite's own games: seed i on table i mod tables
            plays = [(n, preset, seed, {"full": full})
                     for n, preset, seed, full in chunk_games(name, 0, args.n)]
        else:                   # an older suite: seeds 0.. on each table
            plays = [(n, preset, seed, {}) for _, n, preset in rows
                     for seed in range(-(-args.n // len(rows)))]
        started = time.process_time()
        times = []
        for n, preset, seed, extra in plays:
            t = time.process_time()
            _, problems = play_random_game(name, game, list(game.info.players(n)), seed,
                                           options_of(game, preset), **extra)
            times.append(time.process_time() - t)
            if problems:
                print(f"  {name} {n}p {preset} seed {seed}: {problems[:2]}", file=sys.stderr)
        spent = time.process_time() - started
        per100 = spent / len(plays) * 100
        total += per100 * args.per_game / 100
        print(f"{name:20} {len(plays):5} games  {per100:7.1f} s/100 games  "
              f"median {statistics.median(times):.3f} s  max {max(times):.2f} s", flush=True)
    print(f"projected for {args.per_game} games per game: {total / 60:.1f} min")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
