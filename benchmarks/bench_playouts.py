"""Playouts per second: TRicK GEAR, Tricktakers and TriATri random games per player count; RoboTrick full random rounds (events with their explanation steps, and
optionally every event rendered as English text), and OpenSpiel's C++ ``hearts`` random
playouts driven from Python when ``open_spiel`` is installed (``pip install open_spiel``).

Prints figures; asserts nothing about time. Usage: ``python benchmarks/bench_playouts.py [seconds]``
"""
from __future__ import annotations

import random
import sys
import time

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.simulate import random_playout
from tricklab.games import get_game


def robotrick_rounds(seconds: float, render: bool) -> tuple[int, float]:
    """One-round RoboTrick games, random legal moves, in place (``random_playout``): every
    event is recorded (an ``EventLog`` builds it, and its explanation steps, when read);
    ``render`` also reads each event and turns it into English text through the catalogue.
    Returns (rounds, elapsed)."""
    game = get_game("robotrick")
    cat = game.catalogue
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, events = random_playout(game, n, rounds=1)
        if render:
            for e in events:
                cat.explain(e, "en")
        n += 1
    return n, time.perf_counter() - start


def robotrick_match_rounds(seconds: float) -> tuple[int, float]:
    """The same through ``Match`` (kept states and events for undo) and the RandomBot protocol."""
    bot, n, start = RandomBot(), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        m = new_match("robotrick", seed=n, rounds=1)
        rng = random.Random(n)
        while not m.is_over():
            m.play(bot.choose(m, m.to_act()[0], rng))
        n += 1
    return n, time.perf_counter() - start


def triatri_games(seconds: float, players: int) -> tuple[int, float]:
    """Full TriATri games (up to 3 rounds) with random legal actions, in place."""
    game = get_game("triatri")
    names = ["Ann", "Bo", "Cy", "Di"][:players]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(game, n, names)
        n += 1
    return n, time.perf_counter() - start


def tricktakers_games(seconds: float, players: int, **options) -> tuple[int, float]:
    """Full Tricktakers games with random characters and random legal actions, in place."""
    game = get_game("tricktakers")
    names = ["Ann", "Bo", "Cy", "Di", "Eve"][:players]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(game, n, names, **options)
        n += 1
    return n, time.perf_counter() - start


def kings_games(seconds: float, players: int, **options) -> tuple[int, float]:
    """Full Tricktakers KINGs games (draft, choices, bids, 3 rounds) with random legal
    actions, in place; 2 players is the separate 2-player game."""
    game = get_game("tricktakers_kings")
    names = ["Ann", "Bo", "Cy", "Di", "Eve"][:players]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(game, n, names, **options)
        n += 1
    return n, time.perf_counter() - start


def little_games(seconds: float, players: int) -> tuple[int, float]:
    """Full Little Tricktakers games (3 rounds: character choice, option shop, two characters
    each in round 3) with random legal actions, in place."""
    game = get_game("tricktakers_little")
    names = ["Ann", "Bo", "Cy", "Di", "Eve"][:players]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(game, n, names)
        n += 1
    return n, time.perf_counter() - start


def trickgear_games(seconds: float, players: int) -> tuple[int, float]:
    """Full TRicK GEAR games (draft, keep, mulligan, battle to the last player) with random
    legal actions, in place."""
    game = get_game("trickgear")
    names = ["Alice", "Bob", "Cara", "Dan"][:players]
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(game, n, names)
        n += 1
    return n, time.perf_counter() - start


def hearts_playouts(seconds: float) -> tuple[int, float] | None:
    """OpenSpiel hearts random playouts for about ``seconds`` (None without open_spiel); the
    playout itself is ``bench_targets.hearts_factory``'s."""
    from bench_targets import hearts_factory
    playout = hearts_factory()
    if playout is None:
        return None
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        playout(n)
        n += 1
    return n, time.perf_counter() - start


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    n, t = robotrick_rounds(seconds, render=False)
    ours = n / t
    print(f"robotrick: {ours:8.1f} random rounds/s (events recorded, built when read; {n} rounds in {t:.1f} s)")
    n2, t2 = robotrick_rounds(seconds, render=True)
    print(f"robotrick: {n2 / t2:8.1f} random rounds/s (every event also rendered as English text)")
    n3, t3 = robotrick_match_rounds(seconds)
    print(f"robotrick: {n3 / t3:8.1f} random rounds/s (through Match with undo and bots)")
    for p in (2, 3, 4):
        tn, tt = triatri_games(seconds / 2, p)
        print(f"triatri {p}p: {tn / tt:8.1f} random games/s ({tn} games in {tt:.1f} s)")
    for p in (3, 4, 5):
        kn, kt = tricktakers_games(seconds / 2, p)
        print(f"tricktakers {p}p: {kn / kt:8.1f} random games/s, characters on ({kn} games in {kt:.1f} s)")
    from tricklab.games.tricktakers.characters import ALL
    for p in (3, 4, 5):
        kn, kt = tricktakers_games(seconds / 2, p, characters=ALL)
        print(f"tricktakers {p}p, all 15 characters: {kn / kt:8.1f} random games/s ({kn} games in {kt:.1f} s)")
    for p in (2, 4, 5):
        kn, kt = kings_games(seconds / 2, p)
        print(f"tricktakers_kings {p}p: {kn / kt:8.1f} random games/s ({kn} games in {kt:.1f} s)")
    for p in (3, 4, 5):
        ln, lt = little_games(seconds / 2, p)
        print(f"tricktakers_little {p}p: {ln / lt:8.1f} random games/s ({ln} games in {lt:.1f} s)")
    for p in (2, 3, 4):
        gn, gt = trickgear_games(seconds / 2, p)
        print(f"trickgear {p}p: {gn / gt:8.1f} random games/s ({gn} games in {gt:.1f} s)")
    hearts = hearts_playouts(seconds)
    if hearts is None:
        print("open_spiel hearts: not installed (pip install open_spiel) - ratio not computed")
        return 0
    hn, ht = hearts
    theirs = hn / ht
    print(f"open_spiel hearts: {theirs:8.1f} random playouts/s (C++ game driven from Python; {hn} in {ht:.1f} s)")
    print(f"ratio robotrick/hearts: {ours / theirs:.2f} (events only), {(n2 / t2) / theirs:.2f} (with text)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
