"""The speed targets of issue 16, measured side by side in one run (prints ratios; asserts
nothing about time). The machine is shared: each pair is measured in alternating short bursts
and the median of the bursts' ratios is reported with their range.

1. RoboTrick random rounds/s with every ruling recorded (``random_playout``: each event kept as
   a record in an ``EventLog``, built with its explanation when read)
   against OpenSpiel's C++ ``hearts`` random playouts/s driven from Python (when ``open_spiel``
   is installed) and against a naive pure-Python must-follow engine written below as a
   yardstick (4 seats, 13 tricks, no events, no explanations): target >= 1.0x hearts.
2. Tricktakers, 4 players, all 15 characters, random games/s: target >= 1,000; measured beside
   hearts too, and scaled to the issue's host (hearts 7,433 playouts/s there).
3. Click -> table updated, p90 (ms): target <= 50 (``bench_render.click_times``).
4. A finished 5-player Tricktakers match (rule bots, all 15) in memory (KB): target <= 300.
5. ``tricklab simulate``'s games/s (one row per seat; Tricktakers 4 players, all 15, random
   and rule bots) on a ``BulkMatch`` against a full ``Match``: the same rows, no target.

Usage: ``python benchmarks/bench_targets.py [bursts] [seconds per burst]``
"""
from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).parent))

from tricklab.core.events import eager  # noqa: E402
from tricklab.core.match import Match, play_out  # noqa: E402
from tricklab.core.simulate import random_playout  # noqa: E402
from tricklab.games import get_game  # noqa: E402


# OpenSpiel's hearts playouts/s on the host where issue 16 measured its starting figures
ISSUE_HEARTS = 7433


def rate(fn: Callable[[int], None], seconds: float, start: int = 0) -> float:
    """Calls of ``fn(i)`` per second for about ``seconds``."""
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        fn(start + n)
        n += 1
    return n / (time.perf_counter() - t0)


def robotrick_round(i: int) -> None:
    random_playout(ROBOTRICK, i, rounds=1)


def robotrick_round_eager(i: int) -> None:
    with eager():
        random_playout(ROBOTRICK, i, rounds=1)


def robotrick_round_explained(i: int) -> None:
    """A round whose every explanation is then built and rendered in English."""
    _, events = random_playout(ROBOTRICK, i, rounds=1)
    cat = ROBOTRICK.catalogue
    for e in events:
        cat.explain(e, "en")


def naive_must_follow(i: int, rng: random.Random = random.Random(0)) -> None:
    """The yardstick: a plain pure-Python must-follow deal of 52 cards to 4 seats, 13 tricks,
    highest card of the led suit wins, no events, no rulings, no explanation."""
    deck = [(r, s) for s in "SHDC" for r in range(2, 15)]
    rng.shuffle(deck)
    hands = [deck[k::4] for k in range(4)]
    leader = 0
    for _ in range(13):
        trick = []
        for k in range(4):
            seat = (leader + k) % 4
            hand = hands[seat]
            if trick:
                led = trick[0][1][1]
                legal = [c for c in hand if c[1] == led] or hand
            else:
                legal = hand
            card = legal[rng.randrange(len(legal))]
            hand.remove(card)
            trick.append((seat, card))
        led = trick[0][1][1]
        leader = max((t for t in trick if t[1][1] == led), key=lambda t: t[1][0])[0]


def hearts_factory() -> Callable[[int], None] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(0)

    def playout(i: int) -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
    return playout


def tricktakers_4p_all15(i: int) -> None:
    random_playout(TRICKTAKERS, i, ["Ann", "Bo", "Cy", "Di"], characters=ALL)


def side_by_side(fns: dict[str, Callable[[int], None]], bursts: int, seconds: float
                 ) -> dict[str, list[float]]:
    """Rates of each function in alternating bursts (so the load of the shared machine falls
    on all alike)."""
    out: dict[str, list[float]] = {k: [] for k in fns}
    for b in range(bursts):
        for name, fn in fns.items():
            out[name].append(rate(fn, seconds, start=b * 100_000))
    return out


def ratio_line(rates: dict[str, list[float]], num: str, den: str) -> str:
    rs = [a / b for a, b in zip(rates[num], rates[den])]
    return (f"  {num} / {den}: median {statistics.median(rs):.2f}x "
            f"(bursts {min(rs):.2f}-{max(rs):.2f})")


def match_memory_kb(players: int = 5, seed: int = 1) -> tuple[float, float, int]:
    """Bytes held by one finished Tricktakers match (rule bots, all 15 characters) measured
    with tracemalloc: everything allocated while playing it and still alive after, and the
    part of it the match itself holds (freed when the match is dropped). Why both: the
    first figure also counts process-wide memos the game fills on the way (shared actions,
    checked name tuples), which later matches reuse and which a cold process pays once."""
    from tricklab.session import bot_factories
    game = TRICKTAKERS
    names = game.info.players(players)
    bot = bot_factories(game)["rules"]()
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    m = play_out(Match(game, names, seed, characters=ALL), bot, random.Random(seed))
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    n = len(m.actions)
    del m
    gc.collect()
    own = after - tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / 1024, own / 1024, n


def main() -> int:
    bursts = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    # absolute rates follow the load, this machine's and its host's, which the load average
    # does not see (the same engine measured 168, 218 and 340 Tricktakers games/s); the ratios,
    # measured in alternating bursts, move much less
    load, cores = os.getloadavg()[0], os.cpu_count() or 1
    print(f"machine: load average {load:.2f} over the last minute on {cores} cores "
          "(a shared host's other load is not counted: compare ratios, not rates)")
    fns: dict[str, Callable[[int], None]] = {
        "robotrick": robotrick_round,
        "robotrick_eager": robotrick_round_eager,
        "robotrick_text": robotrick_round_explained,
        "naive": naive_must_follow,
    }
    hearts = hearts_factory()
    if hearts is not None:
        fns["hearts"] = hearts
    rates = side_by_side(fns, bursts, seconds)
    print(f"1. RoboTrick vs hearts ({bursts} alternating bursts of {seconds:.1f} s each)")
    for k, v in rates.items():
        print(f"  {k:16} {statistics.median(v):9.1f}/s  (bursts {min(v):.0f}-{max(v):.0f})")
    den = "hearts" if hearts is not None else "naive"
    if hearts is not None:
        from importlib.metadata import PackageNotFoundError, version
        try:
            spiel = version("open_spiel")
        except PackageNotFoundError:
            spiel = "?"
        print(f"  hearts: OpenSpiel {spiel}, random chance outcomes and random legal actions "
              "until terminal, from Python")
    if hearts is None:
        print("  open_spiel is not installed: compared with the naive engine and with the "
              f"issue's figure (hearts {ISSUE_HEARTS:,} playouts/s)")
        print("  robotrick / issue's hearts figure: "
              f"{statistics.median(rates['robotrick']) / ISSUE_HEARTS:.2f}x")
    for k in ("robotrick", "robotrick_eager", "robotrick_text"):
        print(ratio_line(rates, k, den) + ("   target >= 1.0, stretch 2.0" if k == "robotrick" else ""))
    if hearts is not None:
        print(ratio_line(rates, "naive", "hearts"))
    print(ratio_line(rates, "robotrick", "naive"))

    # measured beside hearts too: the target is an absolute rate, which follows the host's
    # load, while games per hearts playout moves much less; scaled to the host the issue was
    # measured on (hearts 7,433 playouts/s there) it says what the target means on any host
    tt_fns = {"tricktakers": tricktakers_4p_all15}
    if hearts is not None:
        tt_fns["hearts"] = hearts
    tt = side_by_side(tt_fns, bursts, seconds)
    v = tt["tricktakers"]
    print(f"2. Tricktakers 4p all 15: median {statistics.median(v):.1f} games/s "
          f"(bursts {min(v):.0f}-{max(v):.0f})   target >= 1,000")
    if hearts is not None:
        rs = [a / b for a, b in zip(v, tt["hearts"])]
        med = statistics.median(rs)
        print(f"  tricktakers / hearts: median {med:.4f} (bursts {min(rs):.4f}-{max(rs):.4f}), "
              f"hearts {statistics.median(tt['hearts']):.1f}/s in the same bursts")
        print(f"  on the issue's host (hearts {ISSUE_HEARTS:,}/s) that is {med * ISSUE_HEARTS:,.0f} "
              f"games/s   (target 1,000 there: a ratio >= {1000 / ISSUE_HEARTS:.4f})")

    from bench_render import click_times
    for game in ("robotrick", "tricktakers", "basic"):
        ts = click_times(game, clicks=30)
        p90 = statistics.quantiles(ts, n=10)[-1]
        print(f"3. click -> table updated, {game}: p90 {p90:.1f} ms, median "
              f"{statistics.median(ts):.1f} ms over {len(ts)} clicks   target p90 <= 50 ms")

    kb, own, n = match_memory_kb()
    print(f"4. finished 5-player Tricktakers match (all 15, rule bots, {n} actions): "
          f"{kb:.0f} KB, of which the match itself {own:.0f} KB (the rest: process-wide "
          f"memos it filled)   target <= 300 KB")

    from tricklab.simulate import make_plan, play_game
    for bots in ("random", "rules"):
        plan = make_plan("tricktakers", 4, bots, "all")
        sim = side_by_side({"bulk": lambda i: play_game(plan, i, i),
                            "match": lambda i: play_game(plan, i, i, bulk=False)}, bursts, seconds)
        print(f"5. simulate tricktakers 4p all 15, {bots} bots: BulkMatch "
              f"{statistics.median(sim['bulk']):.1f} games/s, Match "
              f"{statistics.median(sim['match']):.1f} games/s")
        print(ratio_line(sim, "bulk", "match"))
    return 0


ROBOTRICK = get_game("robotrick")
TRICKTAKERS = get_game("tricktakers")
from tricklab.games.tricktakers.characters import ALL  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
