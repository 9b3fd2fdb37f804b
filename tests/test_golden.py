"""Golden playthroughs: one fixed game per game, every event (code, seat, rulings, English
text) pinned in tests/golden/. A change that alters play or explanations shows up as a diff.
Regenerate deliberately with ``TRICKLAB_REGOLD=1 pytest tests/test_golden.py``."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.games.tricktakers.characters import ALL

GOLDEN = Path(__file__).parent / "golden"
GAMES = {"robotrick": None, "triatri": ["Ann", "Bo", "Cy", "Di"], "tricktakers": ["Ann", "Bo", "Cy", "Di"],
         "trickgear": ["Ann", "Bo", "Cy"],
         "tricktakers_all15": ["Ann", "Bo", "Cy", "Di", "Eve"],
         "kings5p": ["Ann", "Bo", "Cy", "Di", "Eve"], "kings2p": ["Ann", "Bo"],
         "tricktakers_little": ["Ann", "Bo", "Cy", "Di"]}
OPTIONS = {"tricktakers_all15": {"characters": ALL}}     # the expansion's 7 characters too
GAME_OF = {"tricktakers_all15": "tricktakers",            # a golden file's game, if not its name
           "kings5p": "tricktakers_kings", "kings2p": "tricktakers_kings"}


def playthrough(game: str) -> str:
    m = new_match(GAME_OF.get(game, game), players=GAMES[game], seed=7, **OPTIONS.get(game, {}))
    rng, bot = random.Random(7), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    cat = m.game.catalogue
    lines = [f"# {game} seed 7, random bot; actions: {' | '.join(str(a) for a in m.actions)}"]
    for e in m.events:
        lines.append(f"{e.kind} {e.code} {e.seat or '-'} [{' '.join(e.all_rulings())}] "
                     f"{cat.explain(e, 'en').headline}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game", list(GAMES))
def test_golden_playthrough(game):
    path = GOLDEN / f"{game}_seed7.txt"
    got = playthrough(game)
    if os.environ.get("TRICKLAB_REGOLD"):
        path.write_text(got, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run with TRICKLAB_REGOLD=1 once and review it"
    assert got == path.read_text(encoding="utf-8")
