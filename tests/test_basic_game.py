"""The plain trick-taking game (the tutorial's table): a shared victory reads as one."""
from __future__ import annotations

import random

from tricklab.core.events import EventKind
from tricklab.core.match import Match
from tricklab.games import get_game


def test_a_tie_for_most_tricks_is_a_shared_victory():
    """Two seats on 5 tricks read "Game over: Ann, Bo wins with 5 tricks"."""
    game = get_game("basic")
    for seed in range(200):
        m = Match(game, list(game.default_players), seed)
        rng = random.Random(seed)
        while not m.is_over():
            m.play(rng.choice(m.legal_actions(m.to_act()[0])))
        end = [e for e in m.events_of(len(m.actions) - 1) if e.kind == EventKind.GAME_OVER][0]
        if len(end.params["winners"]) > 1:
            break
    else:
        raise AssertionError("no tie in 200 games: the test saw nothing")
    said = {lang: game.catalogue.explain(end, lang).headline for lang in ("en", "ja")}
    assert end.code == "BT_GAME_OVER_SHARED" and "share the victory" in said["en"], said
    assert "勝利を分け合います" in said["ja"], said
