"""The bulk loop's draws read ``n.bit_length()`` from ``core.chance.BIT_LENGTHS`` (an index
costs less than the method call, at every draw) and ask the method past the table's end.
Both ways must draw the same numbers: the table is checked against the method, and games
played with a table cut short (every larger draw taking the fallback) are the same games."""
from __future__ import annotations

from tricklab.core import chance
from tricklab.core.chance import BIT_LENGTHS
from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers import rules
from tricklab.games.tricktakers.characters import ALL

PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def test_the_table_holds_each_bit_length():
    assert len(BIT_LENGTHS) >= 64
    assert all(b == n.bit_length() for n, b in enumerate(BIT_LENGTHS))


def _games():
    game = get_game("tricktakers")
    out = []
    for seed in range(6):
        st, log = random_playout(game, seed, PLAYERS, characters=ALL)
        out.append((game.totals(st), [(e.code, e.seat) for e in log]))
    return out


def test_draws_past_the_table_ask_the_method_and_play_the_same_games(monkeypatch):
    full = _games()
    monkeypatch.setattr(rules, "BIT_LENGTHS", BIT_LENGTHS[:3])
    assert chance.BIT_LENGTHS is BIT_LENGTHS         # (the loop reads the module's name)
    assert _games() == full
