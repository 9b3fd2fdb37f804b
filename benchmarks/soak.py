"""Soak test: N random games per game and player count, each checked with the invariants the
property tests check (cards conserved in every state, scores equal to what the events say,
identical replay from setup, seed and actions), reporting games, errors and games/s.

Why not part of ``make test``: 10^5 games per game take hours on a laptop; the property
tests run a thousand. The checks are *the same functions* the tests use (imported from
tests/), so the soak can never drift from what the test suite means by "a correct game".

    .venv/bin/python benchmarks/soak.py -n 2000            # per game and player count
    .venv/bin/python benchmarks/soak.py -n 100000 --game triatri --seed0 1000000
"""
from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import test_properties as robotrick_props          # noqa: E402  (tests/ on the path first)
import test_triatri_engine as triatri_props        # noqa: E402
import test_tricktakers_engine as tricktakers_props  # noqa: E402

# (game, players) -> one checked game for a seed
RUNS: dict[tuple[str, int], Callable[[int], None]] = {
    ("robotrick", 3): robotrick_props.check_game,
    **{("triatri", n): (lambda seed, n=n: triatri_props.check_game(n, seed)) for n in (2, 3, 4)},
    **{("tricktakers", n): (lambda seed, n=n: tricktakers_props.check_game(n, seed, replay=True))
       for n in (3, 4, 5)},
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=2000, help="games per game and player count")
    ap.add_argument("--game", choices=sorted({g for g, _ in RUNS}), help="only this game")
    ap.add_argument("--seed0", type=int, default=0, help="first seed (seeds seed0 .. seed0+n-1)")
    args = ap.parse_args(argv)
    total_games = total_errors = 0
    total_time = 0.0
    print(f"{'game':12} {'players':>7} {'games':>8} {'errors':>6} {'games/s':>8}")
    for (game, n_players), run in RUNS.items():
        if args.game and game != args.game:
            continue
        errors, started = 0, time.perf_counter()
        for seed in range(args.seed0, args.seed0 + args.n):
            try:
                run(seed)
            except Exception:  # noqa: BLE001 - counted and shown, the soak goes on
                errors += 1
                if errors <= 3:
                    print(f"  {game} {n_players}p seed {seed} failed:", file=sys.stderr)
                    traceback.print_exc(limit=3)
        spent = time.perf_counter() - started
        total_games, total_errors, total_time = total_games + args.n, total_errors + errors, total_time + spent
        print(f"{game:12} {n_players:>7} {args.n:>8} {errors:>6} {args.n / spent:>8.1f}", flush=True)
    print(f"{'all':12} {'':>7} {total_games:>8} {total_errors:>6} {total_games / max(total_time, 1e-9):>8.1f}"
          f"   ({total_time:.0f} s)")
    return 1 if total_errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
