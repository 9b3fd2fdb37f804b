"""Determinism across processes (issue 9, deliverable 8): the same (setup, seed, actions) gives
identical Tricktakers events in any process.

Cards hash by identity and strings by ``PYTHONHASHSEED``, so any ordering taken from a set or
from object addresses differs between processes while a single process looks perfectly
reproducible. Only two processes with different hash seeds (and different memory layouts)
catch that: each dumps every event of 50 all-15 games, rule bot and random bot alternating (the
rule bot uses the Collector's combination search, where ties used to be broken by identity).
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

GAMES = 50
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def canon(x: Any) -> str:
    """A text form independent of set order (visible_to is a frozenset), so only real
    differences in what happened show up."""
    if isinstance(x, (set, frozenset)):
        return "{" + ",".join(sorted(canon(y) for y in x)) + "}"
    if isinstance(x, dict):
        return "{" + ",".join(f"{canon(k)}:{canon(v)}" for k, v in x.items()) + "}"
    if isinstance(x, (list, tuple)):
        return "[" + ",".join(canon(y) for y in x) + "]"
    fields = getattr(x, "__dataclass_fields__", None)
    if fields is not None:
        return type(x).__name__ + canon({k: getattr(x, k) for k in fields})
    return str(x)


def dump(games: int = GAMES) -> str:
    from tricklab import new_match
    from tricklab.core.bots import RandomBot
    from tricklab.games.tricktakers.bots import RuleBot
    from tricklab.games.tricktakers.characters import ALL

    lines = []
    for seed in range(games):
        m = new_match("tricktakers", players=PLAYERS[:3 + seed % 3], seed=seed, characters=ALL)
        rng = random.Random(seed)
        bot = RuleBot() if seed % 2 == 0 else RandomBot()
        while not m.is_over():
            m.play(bot.choose(m, m.to_act()[0], rng))
        lines += [canon((e.kind, e.code, e.seat, e.rulings, e.params, e.steps, e.visible_to))
                  for e in m.events]
    return "\n".join(lines) + "\n"


def dump_in_process(hash_seed: str) -> str:
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONHASHSEED": hash_seed,
           "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}
    out = subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True,
                         check=True, timeout=600)
    return out.stdout


def test_events_identical_under_different_hash_seeds():
    a, b = dump_in_process("0"), dump_in_process("12345")
    assert a.count("\n") > 1000                  # the games really ran
    diff = [(k, x, y) for k, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())) if x != y]
    assert a == b, f"{len(diff)} events differ, first: {diff[:1]}"


if __name__ == "__main__":
    sys.stdout.write(dump())
