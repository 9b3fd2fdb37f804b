"""Property tests over seeded random Tricktakers games that mix the expansion's characters
with the base set (issue 5): every legal action offered is accepted, someone always has
something to do until the game ends, every card is accounted for exactly once (40 shared
cards plus the exclusive cards of the characters in the game), crowns are conserved, points
never go below 0 and equal what the score events say, and replaying the same actions gives
the same facts and events (including games with a Rewind or Change the past)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers import characters as chars
from helpers import assert_replays
from sample_sizes import games

NAMES = {3: ["Ann", "Bo", "Cy"], 4: ["Ann", "Bo", "Cy", "Di"], 5: ["Ann", "Bo", "Cy", "Di", "Ed"]}
BASE_CARDS = 48          # 40 shared + the King's Rare + the Berserker deck of 7


def expected_cards(pool: tuple[str, ...]) -> int:
    return BASE_CARDS + sum(len(chars.get(n).exclusive) for n in pool if chars.get(n).expansion)


def check_state(st, n_cards: int) -> None:
    cards = st.all_cards()
    assert len(cards) == n_cards and len(set(cards)) == n_cards, sorted(map(str, cards))
    # crowns: per round 1 gold + 2 black, plus forged ones (a black revolt ends the game before
    # its round's crowns, though the round is logged)
    done = sum(1 for r in st.round_log if r.get("ended") != "revolt")
    if st.awards and not (st.round_log and st.round_log[-1]["round"] == st.round):
        done += 1                 # this round's crowns are out, the round is not logged yet
    forged = st.table_data.get("forged", {})
    assert sum(st.gold.values()) + st.crown_box["gold"] == done + forged.get("gold", 0)
    assert sum(st.black.values()) + st.crown_box["black"] == 2 * done + forged.get("black", 0)
    assert all(p >= 0 for p in st.points.values())


def random_game(n: int, seed: int, options: dict, replay: bool) -> list[str]:
    """Play one game with random legal actions, checking the invariants after every action;
    returns the actions played."""
    players = NAMES[n]
    st, events = GAME.new_state(players, seed, {}, options)
    n_cards = expected_cards(st.pool)
    rng = random.Random(seed)
    actions: list[str] = []
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        assert legal, f"nobody can act: phase {st.phase}, pending {st.pending}"
        a = legal[rng.randrange(len(legal))]
        events += GAME.apply(st, a)
        actions.append(str(a))
        check_state(st, n_cards)
        assert len(actions) < 5000, "the game does not end"
    pts = dict.fromkeys(players, 30)
    for e in events:
        if "deltas" in e.params:
            for p, d in e.params["deltas"].items():
                pts[p] += d
    assert pts == st.points
    crowns = {"gold": dict.fromkeys(players, 0), "black": dict.fromkeys(players, 0)}
    for e in events:
        if "crowns" in e.params:
            for p, d in e.params["crowns"].items():
                crowns[e.params["kind"]][p] += d
    assert crowns["gold"] == st.gold and crowns["black"] == st.black
    assert st.winners and st.end_reason
    time_travel = any(a.split()[1:2] in (["rewind"], ["change"]) for a in actions)
    if replay or time_travel:   # after any Rewind/Change the past, replay gives the same game
        assert_replays(GAME, players, seed, {}, actions, GAME.facts(st), events, **options)
    return actions


def mix(seed: int, n: int, must: tuple[str, ...] = ()) -> tuple[str, ...]:
    """A random set of characters (at least n + 2) containing ``must``."""
    rng = random.Random(seed)
    rest = [c for c in chars.ALL if c not in must]
    rng.shuffle(rest)
    k = max(n + 2, len(must)) + rng.randrange(0, 4)
    return tuple(must) + tuple(rest[:max(0, k - len(must))])


@pytest.mark.parametrize("name", chars.EXPANSION)
def test_each_expansion_character_in_random_games(name):
    """Games in which ``name`` is always available (all-star, 3–5 players)."""
    for seed in range(40):
        n = 3 + seed % 3
        random_game(n, seed, {"characters": mix(seed, n, (name,))}, replay=seed % 5 == 0)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_mixes_of_all_fifteen(n):
    styles = ("all_star", "shuffle", "draft")

    @settings(max_examples=games(ci=400, quick=60), deadline=None, database=None, derandomize=True)
    @given(seed=hst.integers(min_value=0, max_value=2**31))
    def run(seed):
        style = styles[seed % 3]
        names = chars.ALL if seed % 2 else mix(seed, 3 * n if style == "draft" else n)
        if style == "draft" and len(names) < 3 * n:
            names = chars.ALL
        random_game(n, seed, {"characters": names, "style": style}, replay=seed % 7 == 0)
    run()


def test_every_event_of_random_expansion_games_renders_in_both_languages():
    """Random games with all 15 characters: every event and step code has an English and a
    Japanese template, every ruling it cites is catalogued, and nothing is left unfilled."""
    from tricklab.core.match import Match, play_out
    from tricklab.games.tricktakers.bots import RandomBot, RuleBot
    cat = GAME.catalogue
    for seed in range(6):
        n = 3 + seed % 3
        m = Match(GAME, NAMES[n], seed, characters=chars.ALL)
        play_out(m, RuleBot() if seed % 2 else RandomBot(), random.Random(seed))
        for e in m.events:
            assert e.code in cat.messages and all(s.code in cat.messages for s in e.steps), e
            assert all(r in cat.rulings for r in e.all_rulings()), e
            for lang in ("en", "ja"):
                assert "{" not in str(cat.explain(e, lang)), (e, lang)
