"""Determinism: the same (setup, seed, actions) gives identical events in any process. Python
randomises string hashing per process (``PYTHONHASHSEED``), so anything that iterates a set of
strings or sorts by identity shows up as a difference between two processes. Every registered
game, its largest table and every preset (Tricktakers with all 15 characters) is played in two
processes with different hash seeds and the event dumps compared."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tables import registered_games

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r'''
import random, sys
from tricklab.core.match import Match
from tricklab.games import get_game

def canon(v):
    """A text of a value that never depends on memory addresses or hash order."""
    if isinstance(v, dict):
        return "{" + ", ".join(f"{canon(k)}: {canon(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(canon(x) for x in v) + "]"
    if isinstance(v, (set, frozenset)):
        return "{" + ", ".join(sorted(canon(x) for x in v)) + "}"
    return str(v)

name, preset, n, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
game = get_game(name)
options = dict(game.info.presets[preset].options) if preset else {}
for seed in range(games):
    rng = random.Random(seed)
    m = Match(game, list(game.info.players(n)), seed, **options)
    while not m.is_over():
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        m.play(legal[rng.randrange(len(legal))])
    print("game", seed, " | ".join(map(str, m.actions)))
    for e in m.events:
        print(e.kind, e.code, e.seat, e.rulings, canon(e.params), canon(e.private),
              canon([(s.code, s.rulings, s.params) for s in e.steps]))
'''


def cases() -> list:
    out = []
    for name, game in registered_games():
        for preset in (list(game.info.presets) or [""]):
            n = max(c for c in game.info.player_counts
                    if not preset or game.info.presets[preset].fits(c))
            out.append(pytest.param(name, preset, n, id=f"{name}-{n}p" + (f"-{preset}" if preset else "")))
    return out


def dump(name: str, preset: str, n: int, hashseed: str, games: int) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    out = subprocess.run([sys.executable, "-c", SCRIPT, name, preset, str(n), str(games)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


@pytest.mark.parametrize("name,preset,n", cases())
def test_same_events_in_any_process(name, preset, n):
    games = 3
    a, b = dump(name, preset, n, "1", games), dump(name, preset, n, "2024", games)
    assert a.count("\ngame ") + a.startswith("game ") == games
    if a != b:
        diff = next(i for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())) if x != y)
        lines_a, lines_b = a.splitlines(), b.splitlines()
        pytest.fail(f"line {diff}:\n  {lines_a[diff][:300]}\n  {lines_b[diff][:300]}")
