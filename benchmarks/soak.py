"""Soak test: N random games per registered game, table size and option preset, each checked
after every action by the conformance suite's own checks (refused actions leave no trace, no
seat sees another's hidden cards, every event in en/ja, the game's invariants, points from the
events, the winner named), reporting games, errors and games/s.

Why not part of ``make test``: 10^5 games per game take hours here; the conformance suite runs
a few (``quick``) or a thousand per game (``CI=true``). The checks are *the same function* the
suite uses (imported from tests/conformance), so the soak can never drift from what the tests
mean by "a correct game", and a game added to the registry is soaked with no edit here.

    .venv/bin/python benchmarks/soak.py -n 2000            # per game, table size and preset
    .venv/bin/python benchmarks/soak.py -n 100000 --game triatri --seed0 1000000
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "conformance"))

from checks import play_random_game  # noqa: E402  (tests/conformance on the path first)

from tricklab.games import GAMES, get_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("-n", type=int, default=2000, help="games per game, table size and preset")
    ap.add_argument("--game", choices=sorted(GAMES), help="only this game")
    ap.add_argument("--seed0", type=int, default=0, help="first seed (seeds seed0 .. seed0+n-1)")
    args = ap.parse_args(argv)
    total_games = total_errors = 0
    total_time = 0.0
    print(f"{'game':18} {'players':>7} {'preset':>8} {'games':>8} {'errors':>6} {'games/s':>8}")
    for name in GAMES:
        if args.game and name != args.game:
            continue
        game = get_game(name)
        for n_players in game.info.player_counts:
            players = list(game.info.players(n_players))
            for preset in list(game.info.presets) or [""]:
                if preset and not game.info.presets[preset].fits(n_players):
                    continue
                options = dict(game.info.presets[preset].options) if preset else {}
                errors, started = 0, time.perf_counter()
                for seed in range(args.seed0, args.seed0 + args.n):
                    try:
                        _, problems = play_random_game(name, game, players, seed, options)
                    except Exception as err:  # noqa: BLE001 - counted and shown, the soak goes on
                        problems = [f"{type(err).__name__}: {err}"]
                    if problems:
                        errors += 1
                        if errors <= 3:
                            print(f"  {name} {n_players}p {preset} seed {seed}: {problems[:3]}",
                                  file=sys.stderr)
                spent = time.perf_counter() - started
                total_games += args.n
                total_errors += errors
                total_time += spent
                print(f"{name:18} {n_players:>7} {preset or '-':>8} {args.n:>8} {errors:>6} "
                      f"{args.n / spent:>8.1f}", flush=True)
    print(f"{'all':18} {'':>7} {'':>8} {total_games:>8} {total_errors:>6} "
          f"{total_games / max(total_time, 1e-9):>8.1f}   ({total_time:.0f} s)")
    return 1 if total_errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
