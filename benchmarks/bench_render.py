"""Widget figures: how long the table takes to build and to re-render after a move, per game
(in the kernel, without a browser). Prints figures; asserts nothing.
Usage: ``python benchmarks/bench_render.py [repeats]``"""
from __future__ import annotations

import sys
import time

from tricklab.ui import Table


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for game in ("robotrick", "triatri", "tricktakers", "trickgear"):
        start = time.perf_counter()
        tables = [Table(game, seed=s) for s in range(5)]
        build = (time.perf_counter() - start) / len(tables) * 1000
        t = tables[0]
        t.bots_to_end()                       # a long history makes the re-render honest
        start = time.perf_counter()
        for _ in range(repeats):
            t.render()
        render = (time.perf_counter() - start) / repeats * 1000
        print(f"{game:12} build {build:7.1f} ms   re-render after {len(t.match.actions)} actions "
              f"{render:7.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
