"""The Summoner (spec 7.10): unit checks of costs and faces, the Rewind hook (TT-151), beast
cards in a hand playing as their face (TT-159), and random games in which a Summoner is
always seated (every legal action accepted, cards conserved, replay identical)."""
from __future__ import annotations

import random

import pytest

from tricklab.core.events import Built
from tricklab.core.actions import Action
from tricklab.core.match import Match
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers import characters as chars
from tricklab.games.tricktakers.bots import RuleBot, hint
from tricklab.games.tricktakers.cards import BEASTS, TTCard
from tricklab.games.tricktakers.characters.summoner import COSTS, front_cost
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import decide, printed

from helpers import assert_replays, play_checking_hints

C = TTCard.parse
POOL = ["hermit", "summoner", "resistance", "king", "collector", "berserker", "gambler"]


def start(hands=None, leader="Ann", chars_=None, pool=POOL):
    setup = {"leader": leader,
             "characters": chars_ or {"Ann": "hermit", "Bo": "summoner", "Cy": "resistance"}}
    if hands:
        setup["hands"] = hands
    st, _ = GAME.new_state(["Ann", "Bo", "Cy"], 3, setup, {"characters": pool})
    return st


def act(st, text):
    seat, *rest = text.split()
    verb = rest[0] if rest[0] in GAME.verbs else "play"
    args = tuple(rest[1:] if verb != "play" else rest)
    return GAME.apply(st, Action(seat, verb, args))


HANDS = {"Ann": ["R5", "K9", "B6", "G6", "B7"], "Bo": ["R3", "WF1", "B2", "G3", "B5"],
         "Cy": ["R8", "K2", "B3", "G4", "G5"]}


def test_cost_table_and_matching():
    assert COSTS["OKO"] == (1, 2)
    assert front_cost(C("OKO"), C("R3")) == 2 and front_cost(C("OKO"), C("K3")) == 0
    assert front_cost(C("MARU"), C("R3")) == 0 and front_cost(C("GURU"), C("R3")) == 2
    assert front_cost(C("EL"), C("WF1")) == 0 and front_cost(C("MIRIA"), C("RA2")) == 0
    assert front_cost(C("EL"), C("R3")) == 3 and front_cost(C("MIRIA"), C("BZ")) == 3


def test_setup_takes_the_beasts_from_the_box():
    st = start(HANDS)
    assert not set(BEASTS) & set(st.box)
    assert set(chars.get("summoner").held_cards(st, "Bo")) == set(BEASTS)
    assert st.cdata["Bo"]["mp"] == 5


def test_beast_cards_in_a_hand_play_as_their_face():
    """TT-159: a beast handed on by Change the past is an ordinary card showing its face."""
    assert (printed(C("MARU")).kind, printed(C("MARU")).colour, printed(C("MARU")).value) == \
        ("num", "R", 10)
    el = Entry("Ann", C("EL"), 0)
    rare = Entry("Bo", C("RA1"), 1)
    k9 = Entry("Cy", C("K9"), 2)
    out = decide([(el, printed(el.card)), (rare, printed(rare.card)), (k9, printed(k9.card))],
                 "K", False)
    assert out.winner == 0                           # EL beats the Rare like the Hermit's WF
    bz = Entry("Ann", C("MIRIA"), 0)
    g1 = Entry("Bo", C("G1"), 1)
    out = decide([(bz, printed(bz.card)), (g1, printed(g1.card))], "G", False)
    assert out.winner == 1                           # MIRIA is a Berserker card: loses to a 1


def test_beast_card_in_hand_is_a_legal_play_for_anyone():
    st = start(HANDS)
    st.hands["Ann"][0:1] = []
    st.hands["Ann"].append(C("MARU"))                # as if handed on by Change the past
    avail = st.cdata["Bo"]["available"]
    st.cdata["Bo"]["available"] = tuple(b for b in avail if b is not C("MARU"))
    assert C("MARU") in GAME.legal_cards(st, "Ann")
    act(st, "Ann MARU")
    assert st.lead == "R"


def test_rewind_puts_the_front_beast_back_and_keeps_the_mp_spent():
    """TT-151, through the hook the Time Traveler calls after returning ``entry.card``."""
    st = start(HANDS, leader="Bo")
    act(st, "Bo summon OKO")
    act(st, "Bo R3 OKO")                             # 1 + 2 MP
    assert st.cdata["Bo"]["mp"] == 2 and st.cdata["Bo"]["rear"] == ()
    entries = list(st.entries)
    for e in entries:                                # what the Time Traveler does generically
        st.hands[e.seat].append(e.card)
    st.entries = []
    events: list = Built()
    chars.get("summoner").on_rewind(st, "Bo", entries, events)
    assert st.cdata["Bo"]["rear"] == (C("OKO"),) and st.cdata["Bo"]["mp"] == 2
    assert [e.code for e in events] == ["SUMMONER_BACK_TO_REAR"]
    assert events[0].rulings == ("TT-151",)
    cards = st.all_cards()
    assert len(cards) == len(set(cards))
    assert C("OKO") in chars.get("summoner").held_cards(st, "Bo")


def test_mp_facts_are_public():
    st = start(HANDS)
    act(st, "Ann R5")
    act(st, "Bo summon MARU")
    view = GAME.view(st, "Cy")
    f = GAME.facts(view)
    assert f["mp"] == {"Bo": 4} and f["rear"] == {"Bo": ["MARU"]}
    assert "MARU" not in f["beasts_available"]["Bo"]


def _random_game(seed: int, n: int, check_all: bool) -> None:
    names = ["Ann", "Bo", "Cy", "Di", "Ed"][:n]
    rng = random.Random(seed)
    others = [c for c in chars.ALL if c != "summoner"]
    rng.shuffle(others)
    pool = ["summoner"] + others[:n + 1]
    seated = dict(zip(names, rng.sample(pool, n)))
    if "summoner" not in seated.values():
        seated[names[seed % n]] = "summoner"
    st, events = GAME.new_state(names, seed, {"characters": seated}, {"characters": pool})
    total = len(st.all_cards())
    actions = []
    used = set()
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        assert legal
        if check_all:
            for a in legal:
                assert GAME.explain_illegal(st, a) is None, a
        summ = [a for a in legal if a.kind in ("summon", "command") or
                (a.kind == "play" and len(a.args) > 1)]
        a = rng.choice(summ) if summ and rng.random() < 0.5 else rng.choice(legal)
        used.add(a.kind if a.kind != "play" or len(a.args) == 1 else "front")
        events += GAME.apply(st, a)
        actions.append(str(a))
        cards = st.all_cards()
        assert len(cards) == total and len(set(cards)) == total
        assert all(p >= 0 for p in st.points.values())
        for s, name in st.chars.items():
            if name == "summoner" and st.cdata.get(s, {}).get("mp") is not None:
                d = st.cdata[s]
                assert 0 <= d["mp"] <= 5 and len(d["rear"]) <= 2
    if seed % 3 == 0:
        assert_replays(GAME, names, seed, {"characters": seated}, actions, GAME.facts(st),
                       events, characters=pool)
    return used


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_games_with_a_summoner(n):
    used = set()
    for seed in range(12):
        used |= _random_game(seed * 7 + n, n, check_all=seed < 2)
    assert {"summon", "command", "front"} <= used


def test_rule_bot_uses_the_summoner():
    for seed in range(4):
        m = Match.replay(GAME, ["Ann", "Bo", "Cy", "Di"], seed,
                         {"characters": {"Ann": "summoner", "Bo": "hermit", "Cy": "king",
                                         "Di": "gambler"}}, [],
                         characters=POOL)
        bots = {s: RuleBot() for s in m.players}
        play_checking_hints(m, bots, random.Random(seed), hint)
        kinds = {e.code for e in m.events}
        assert "SUMMONER_SUMMONED" in kinds


def _tt_match(actions):
    setup = {"leader": "Ann",
             "characters": {"Ann": "resistance", "Bo": "summoner", "Cy": "time_traveler"},
             "hands": {"Ann": ["R9", "R1", "B1", "G1", "G2"], "Bo": ["R3", "B2", "B5", "G3", "G4"],
                       "Cy": ["R4", "RA1", "B3", "G5", "G6"]},
             "deck": ["G7", "B7"]}
    return Match.replay(GAME, ["Ann", "Bo", "Cy"], 151, setup, actions,
                        characters=["resistance", "summoner", "time_traveler"])


def test_rewind_end_to_end_with_the_time_traveler():
    """TT-151: OKO back in the rear, R3 back in hand, the 2 MP stay spent; moving OKO again
    costs again."""
    m = _tt_match(["Cy predict Ann Bo", "Ann R9", "Bo summon OKO", "Bo R3 OKO", "Cy rewind"])
    f = m.facts()
    assert f["mp"] == {"Bo": 2} and f["rear"] == {"Bo": ["OKO"]}
    assert "R3" in f["hands"]["Bo"] and f["current_trick"] == []
    assert any(e.code == "SUMMONER_BACK_TO_REAR" for e in m.events)
    m.play("Cy discard R4 B3")
    m.play("Cy lead Bo")
    m.play("Bo R3 OKO")
    assert m.facts()["mp"] == {"Bo": 0} and m.facts()["lead"] == "black"


def test_change_the_past_hands_the_beast_on_as_a_card():
    """TT-158/TT-159: the Time Traveler takes R3 and MARU; MARU given to Ann is a red 10."""
    m = _tt_match(["Cy predict Ann Bo", "Ann R9", "Bo summon MARU", "Bo R3 MARU", "Cy RA1"])
    m.play("Cy change")
    m.play("Cy give Ann MARU")
    m.play("Cy give Bo R3")
    m.play("Cy discard G5")
    m.play("Cy lead Ann")
    f = m.facts()
    assert "MARU" in f["hands"]["Ann"] and "R3" in f["hands"]["Bo"]
    assert "MARU" not in f["beasts_available"]["Bo"] and f["rear"] == {"Bo": []}
    m.play("Ann MARU")
    assert m.facts()["lead"] == "red"
    cards = m.state.all_cards()
    assert len(cards) == len(set(cards))
