"""Tricktakers random playouts (4 players, all 15 characters) measured in machine instructions
per game instead of seconds: valgrind counts every instruction the interpreter executes, so
the figure is the same on every run, however busy the machine is.

Why: on a shared machine the games-per-second benchmark moves by 10-20 % between runs, more
than most single improvements; an instruction count tells a 1 % gain from noise. It is a
proxy (it does not see cache misses), so confirm a real gain with ``bench_playouts.py``.

Usage: ``python benchmarks/bench_tt_instructions.py [games] [warm]`` (default 20 games, seeds
0..games-1; needs ``valgrind`` on the PATH; about a second of valgrind per game). The count of
a run with no game (start-up and imports) is subtracted. ``warm`` (default 0): that many games
(seeds from 1,000,000) are played first in both runs, so work done once per process (a
character class's hook table, caches filling) is left out of the figure: a simulation of
thousands of games pays it once, while the default figure spreads it over ``games``.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_PLAY = """
import sys
from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL
game = get_game("tricktakers")
for seed in [*range(10**6, 10**6 + int(sys.argv[2])), *range(int(sys.argv[1]))]:
    random_playout(game, seed, ["Ann", "Bo", "Cy", "Di"], characters=ALL)
"""


def instructions(games: int, warm: int = 0) -> int:
    """Instructions valgrind counts for a process playing ``games`` games (seeds 0, 1, ...),
    after ``warm`` games of other seeds."""
    env = {**os.environ, "PYTHONHASHSEED": "0",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                          "--cachegrind-out-file=/dev/null", sys.executable, "-c", _PLAY,
                          str(games), str(warm)], capture_output=True, text=True, env=env, check=True,
                         cwd=ROOT)     # (``-c`` puts the working directory first on the path)
    found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if found is None:
        raise RuntimeError("valgrind printed no instruction count:\n" + out.stderr[-2000:])
    return int(found.group(1).replace(",", ""))


def main() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: nothing measured")
        return
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    warm = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    per_game = (instructions(games, warm) - instructions(0, warm)) / games
    after = f", after {warm} warm-up games" if warm else ""
    print(f"Tricktakers 4p all-15: {per_game / 1e6:.2f} M instructions per game "
          f"(seeds 0-{games - 1}{after})")


if __name__ == "__main__":
    main()
