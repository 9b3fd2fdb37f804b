"""A KINGs scenario that starts in the middle of a round (a set-up position) holds the cards a
real game would hold there. It counted every card it did not place as the draw deck: 30 cards
at trick 4 of a 5-player round, where a real game has 15 (the deal took 25, and draws only
move cards between the deck and the discards). The cards of the earlier tricks it does not
show are set aside until the next deal; later draws and the reshuffle still work."""
from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

import pytest

import tricklab
from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.errors import SetupError
from tricklab.games import get_game
from tricklab.games.tricktakers_kings.cards import BERSERKER_9

SCEN = Path(__file__).parent.parent / "tricklab" / "games" / "tricktakers_kings" / "scenarios"
SEATS = ["Ann", "Bo", "Cy", "Di", "Eve"]
# spec 2.1, "Left in the draw deck" after the deal, by player count
LEFT = {5: 15, 4: 12, 2: 10}


def beside_the_hands(st) -> int:
    """The draw deck and the discards together: what the deal left, one more once the
    Berserker's black 9 left the supply (its taking discards a card, spec 7.4)."""
    return len(st.deck) + len(st.discards) - (BERSERKER_9 not in st.supply)


@lru_cache(maxsize=None)
def real_game(n: int) -> int:
    """What a real game keeps beside the hands (the deck and the discards, less the black 9's
    discard): measured at every moment of trick play in seeded random games, where it never
    changes, and equal to the spec's count left after the deal."""
    kept = set()
    for seed in range(3):
        m = new_match("tricktakers_kings", players=SEATS[:n], seed=seed)
        rng, bot = random.Random(seed), RandomBot()
        while not m.is_over():
            if m.state.phase == "play" and not m.state.pending:   # not mid-Hermit (3 more held)
                kept.add(beside_the_hands(m.state))
            seat = m.to_act()[0]
            m.play(bot.choose(m, seat, rng))
    assert kept == {LEFT[n]}, kept
    return LEFT[n]


def positions():
    out = []
    for f in sorted(SCEN.glob("*.yaml")):
        try:
            m = tricklab.load(f)
        except SetupError:
            continue                  # the scenarios of a refused set-up
        if m.at(0).trick_no > 1:
            out.append(pytest.param(m, id=f.stem))
    return out


@pytest.mark.parametrize("m", positions())
def test_every_set_up_position_holds_a_real_games_deck(m):
    st = m.at(0)
    assert beside_the_hands(st) == real_game(len(st.players))
    assert m.game.invariants(st) == []          # every card once, the black 9 included
    pos = next(e for e in m.events if e.code == "KG_POSITION")
    assert pos.params["deck"] == len(st.deck) <= LEFT[len(st.players)]


def test_trick_four_says_the_deck_a_real_game_has():
    m = tricklab.load(SCEN / "kg015_later_king_wins_mid_round.yaml")
    st = m.at(0)
    assert (st.trick_no, len(st.players), len(st.deck), len(st.box)) == (4, 5, 15, 15)
    assert m.game.facts(st)["deck_size"] == 15
    pos = next(e for e in m.events if e.code == "KG_POSITION")
    en, ja = m.explain(pos, "en"), m.explain(pos, "ja")
    assert "the draw deck holds 15 cards." in en.headline
    assert "山札は15枚です。" in ja.headline
    assert [s.text for s in en.steps] == [
        "15 cards of the earlier tricks that the set-up does not show are set aside: out of "
        "play until the next deal, neither drawn nor scored.",
        "The set-up does not say who won the 3 earlier tricks: they count as won by nobody, "
        "for the bids too."]
    assert "この局面に載っていない15枚は脇に置きます。" in ja.steps[0].text


def hermit_position(**extra):
    """Trick 4 of a 5-player round 1; Ann shows the Hermit (draw 3, discard 3, KG-051)."""
    parties = {"Ann": ["HER-1", "NIN-1", "GAM-1", "COL-1"],
               "Bo": ["SAM-1", "HEA-1", "RES-1", "BER-1"],
               "Cy": ["NIN-2", "HEA-2", "COL-2", "MAR-1"],
               "Di": ["SAM-2", "RES-2", "DEV-1", "NEM-1"],
               "Eve": ["GAM-2", "HER-2", "COL-3", "DEV-2"]}
    setup = {"parties": {s: {"king": k, "characters": parties[s]}
                         for s, k in zip(SEATS, "RBGKW")},
             "fronts": {s: [parties[s][0]] for s in SEATS},
             "bids": {s: [parties[s][1]] for s in SEATS},
             "trick": 4, "leader": "Ann", "tricks": {"Bo": 2, "Cy": 1},
             "hands": {"Ann": ["R1", "R2"]}, **extra}
    return new_match("tricktakers_kings", players=SEATS, seed=3, setup=setup)


def test_a_later_draw_takes_from_the_real_deck():
    m = hermit_position(deck=["B9", "G9", "K9"])
    st = m.state
    assert len(st.deck) == 15
    boxed = set(st.box)
    m.play("Ann hermit")
    assert sorted(map(str, m.state.hands["Ann"])) == ["B9", "G9", "K9", "R1", "R2"]
    assert len(m.state.deck) == 12 and not boxed & set(m.state.hands["Ann"])
    m.play("Ann discard B9 G9 K9")
    assert beside_the_hands(m.state) == 15 and m.game.invariants(m.state) == []


def test_a_later_draw_reshuffles_the_discards_when_the_deck_runs_out():
    discards = ["R7", "R8", "R9", "B7", "B8", "G7", "G8", "K7", "K8", "WF1", "WF2", "RA1", "RA2"]
    m = hermit_position(discards=discards)
    assert len(m.state.deck) == 2
    m.play("Ann hermit")
    assert "KG_RESHUFFLE" in [e.code for e in m.events]
    assert len(m.state.hands["Ann"]) == 5
    drawn = set(m.state.hands["Ann"]) - set(m.at(0).hands["Ann"])
    assert not drawn & set(m.state.box)
    assert m.game.invariants(m.state) == []


@pytest.mark.parametrize("extra,code", [
    ({"captured": {"Bo": ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"],
                   "Cy": ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]}}, "SETUP_CAPTURED"),
    ({"deck": ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "G1", "G2", "G3", "G4",
               "G5", "G6", "G7"]}, "SETUP_DECK"),
    ({"discards": ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "G1", "G2", "G3",
                   "G4", "G5", "G6", "G7"]}, "SETUP_DISCARDS"),
    ({"tricks": {"Bo": 3, "Cy": 1}}, "SETUP_TRICKS_WON"),
    ({"tricks": {"Bo": 4, "Cy": -1}}, "SETUP_TRICKS_WON"),
])
def test_a_set_up_no_real_game_reaches_is_refused(extra, code):
    with pytest.raises(SetupError) as err:
        hermit_position(**extra)
    assert err.value.code == code
    cat = get_game("tricktakers_kings").catalogue
    for lang in ("en", "ja"):
        assert cat.explain(err.value, lang).headline != code


@pytest.mark.parametrize("tricks,en,ja", [
    ({"Bo": 1}, "The set-up names a winner for 1 of the 3 earlier tricks; the rest count as won "
     "by nobody, for the bids too.", "それまでの3トリックのうち勝者が決まっているのは1トリックだけです。"),
    ({}, "The set-up does not say who won the 3 earlier tricks: they count as won by nobody, "
     "for the bids too.", "それまでの3トリックの勝者が決められていません。"),
])
def test_a_position_with_tricks_nobody_won_says_so(tricks, en, ja):
    """A trick-4 position without ``tricks:`` showed every seat with 0 tricks won and said
    nothing: the round's bids are then scored as if nobody had won the first three tricks."""
    m = hermit_position(tricks=tricks)
    pos = next(e for e in m.events if e.code == "KG_POSITION")
    assert en in [s.text for s in m.explain(pos, "en").steps]
    assert any(ja in s.text for s in m.explain(pos, "ja").steps)


def test_a_position_whose_tricks_all_have_winners_says_nothing_more():
    m = hermit_position()                        # Bo 2, Cy 1: three tricks, three winners
    pos = next(e for e in m.events if e.code == "KG_POSITION")
    assert [s.code for s in pos.steps] == ["KG_POSITION_BOX"]
