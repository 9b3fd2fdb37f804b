"""Branch figures: forking a long game at its middle (``Match.fork``: shared moves, the state
rebuilt only when read) and forking then reading the fork's state (at most
``Match.CHECKPOINT - 1`` actions replayed from a kept state), against replaying its actions
(what ``Match.copy`` did), per game. Prints figures; asserts nothing.
Usage: ``python benchmarks/bench_fork.py [repeats]``"""
from __future__ import annotations

import random
import sys
import time

from tricklab.core.match import Match, play_out
from tricklab.games import GAMES, get_game
from tricklab.session import bot_factories


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for name in GAMES:
        game = get_game(name)
        players = game.info.players(max(game.info.player_counts))     # the longest table
        bot = bot_factories(game)["rules"]()
        m = play_out(Match(game, players, 1), bot, random.Random(1))
        k = len(m.actions) // 2
        start = time.perf_counter()
        for _ in range(repeats):
            Match.replay(game, m.players, m.seed, m.setup, m.actions[:k], **m.options)
        replay = (time.perf_counter() - start) / repeats * 1000
        start = time.perf_counter()
        for _ in range(repeats * 100):
            m.fork(k)
        fork = (time.perf_counter() - start) / (repeats * 100) * 1000
        start = time.perf_counter()
        for _ in range(repeats * 10):
            m._recent.clear()             # nothing read lately: the fork's state is rebuilt
            m.fork(k).state
        read = (time.perf_counter() - start) / (repeats * 10) * 1000
        print(f"{name:12} {len(players)} players, {len(m.actions):4} actions: fork at {k:4} "
              f"{fork:8.3f} ms   fork+state {read:7.3f} ms   replay {replay:8.1f} ms   "
              f"({replay / fork:,.0f}x, {replay / read:,.0f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
