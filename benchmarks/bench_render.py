"""Widget figures: how long the table takes to build and to re-render after a move, per game
(in the kernel, without a browser). Prints figures; asserts nothing.
Usage: ``python benchmarks/bench_render.py [repeats]``"""
from __future__ import annotations

import sys
import time

from tricklab.ui import Table


def click_times(game: str, clicks: int = 30, seed: int = 3) -> list[float]:
    """Milliseconds from a click on a playable card of the learner's hand to the table updated
    (the move, the bots' replies the session makes, and the re-render), over ``clicks`` clicks
    (new games as needed)."""
    import random

    from tricklab.core.bots import RandomBot
    out: list[float] = []
    t = Table(game, seed=seed)
    rng, bot = random.Random(seed), RandomBot()

    def other_move() -> None:        # a decision that is not one card of the learner's: a bot
        m = t.match
        if not t.bot_step() and not m.is_over():
            t.play(bot.choose(m, m.to_act()[0], rng))

    while len(out) < clicks:
        m = t.match
        if m.is_over():
            t.new_game(seed=seed + len(out) + 1)
            continue
        if t.hand_seat not in m.to_act():
            other_move()
            continue
        legal = set(t.view.legal_cards(m.state, t.hand_seat))
        index = next((i for i, c in enumerate(t._hand_cards) if c in legal), None)
        if index is None or t.view.select_count(m.state, t.hand_seat) != 1:
            other_move()
            continue
        before = len(m.actions)
        start = time.perf_counter()
        t.click_card(index)
        took = (time.perf_counter() - start) * 1000
        if len(t.match.actions) > before:
            out.append(took)
        else:
            other_move()
    return out


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
    for game in ("robotrick", "tricktakers", "basic"):
        ts = sorted(click_times(game))
        print(f"{game:12} click -> table updated: p90 {ts[int(len(ts) * 0.9) - 1]:7.1f} ms, "
              f"median {ts[len(ts) // 2]:7.1f} ms ({len(ts)} clicks)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
