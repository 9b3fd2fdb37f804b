"""Characters' lazy action lists give exactly the list built the plain way (the lists
themselves are tested in ``test_lazy_actions.py``), and a character's cheap ``setup_done``
agrees with its setup list."""
from __future__ import annotations

import random
from itertools import combinations

import pytest

from tricklab.core.actions import make_action
from tricklab.games import get_game
from tricklab.games.tricktakers.cards import sort_hand
from tricklab.games.tricktakers.characters import ALL
from tricklab.games.tricktakers.hooks import comp
from tricklab.games.tricktakers.characters.ruler import TASKS


def _states(seed: int, n: int):
    """Every state of a random all-15 game (drawn as ``random_playout``'s generic loop)."""
    game = get_game("tricktakers")
    rng = random.Random(seed)
    players = ["Ann", "Bo", "Cy", "Di", "Eve"][:n]
    st, _ = game.new_state(players, seed, {}, {"characters": ALL})
    while not game.is_over(st):
        seat = game.to_act(st)[0]
        yield game, st, seat
        game.perform(st, seat, rng.choice(game.moves(st, seat)))


@pytest.mark.parametrize("seed, n", [(s, 3 + s % 3) for s in range(12)])
def test_setup_done_agrees_with_the_setup_list_and_lazy_lists_index_right(seed, n):
    asked = 0
    for game, st, seat in _states(seed, n):
        acts = game.moves(st, seat)
        assert [acts[i] for i in range(len(acts))] == list(acts)
        if st.phase != "setup" or st.pending is not None:
            continue
        for s in st.players:
            if s not in st.cdata or not st.chars.get(s):
                continue
            c = comp(st, s)
            assert c.setup_done(st, s) == (len(c.setup_actions(st, s)) == 0), (c.name, s)
            asked += 1
        c = comp(st, seat)
        if c.name == "ruler" and not c.setup_done(st, seat):
            given = {t for _, t, _ in st.cdata[seat]["tasks"]}
            want = [make_action(seat, "task", (s, t)) for s in c.open_seats(st, seat)
                    for t in TASKS if t not in given]
            assert list(c.setup_actions(st, seat)) == want
    assert asked


def _summoner_actions_built(st, seat):
    """A Summoner's turn actions built the plain way: summons, then every command listed."""
    from tricklab.games.tricktakers.characters.summoner import (COMMAND_COST, COSTS, REAR,
                                                                SWAP_ANY, SWAP_ONE)
    d = st.cdata[seat]
    out = []
    if not d["commanded"] and len(d["rear"]) < REAR:
        out += [make_action(seat, "summon", (b.code,)) for b in d["available"]
                if COSTS[b.code][0] <= d["mp"]]
    if d["mp"] >= COMMAND_COST and st.hands[seat]:
        hand = [str(c) for c in sort_hand(st.hands[seat])]
        for b in d["rear"]:
            if b.code in SWAP_ONE:
                out += [make_action(seat, "command", (b.code, c)) for c in hand]
            elif b.code in SWAP_ANY:
                out += [make_action(seat, "command", (b.code, *s)) for k in range(1, len(hand) + 1)
                        for s in combinations(hand, k)]
    return out


def test_summoner_commands_decoded_lazily_are_the_built_list():
    commands = 0
    for seed in range(30):
        for game, st, seat in _states(seed, 4):
            if st.phase != "play" or st.pending is not None or st.chars.get(seat) != "summoner":
                continue
            acts = comp(st, seat).turn_actions(st, seat)
            built = _summoner_actions_built(st, seat)
            assert list(acts) == built and [acts[i] for i in range(len(acts))] == built
            commands += sum(a.kind == "command" for a in built)
    assert commands            # the games did reach rear beasts' commands
