"""Alchemist (3C) tests: the magic circle and its formations, the alchemy value and the elements
as pure functions, the 3-card play (each set of cards offered once, must-follow on the 3
cards, the declared colour), the hand limit with Rewind and Change the past, the round-3
exchange order, the forging supply, hidden information, the Collector's one-card reservation
and the rule bot (spec 7.13, TT-130…TT-140, TT-152, TT-160, TT-179…TT-181, TT-092)."""
from __future__ import annotations

import random
from math import comb

import pytest

from tricklab.core.errors import IllegalAction
from tricklab.core.events import Built, Event, unfold
from tricklab.core.match import Match
from tricklab.games.tricktakers import GAME, TTCard
from tricklab.games.tricktakers import characters as chars
from tricklab.games.tricktakers.bots import RandomBot, RuleBot
from tricklab.games.tricktakers.characters import magic_circle as mc
from tricklab.games.tricktakers.characters.alchemist import alchemy_value, colour_options, shapes
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import printed

C = TTCard.parse
ALCH = chars.get("alchemist")
DECK = ["AR1", "AR2", "AR3", "AB1", "AB2", "AB3", "AG1", "AG2", "AG3", "AR4", "AB4", "AG4",
        "AR5", "AB5", "AG5"]
NAMES = ("alchemist", "hermit", "resistance", "collector", "time_traveler")


def cs(text: str) -> list[TTCard]:
    return [C(x) for x in text.split()]


def match(leader: str = "Ann", deck=DECK, **setup) -> Match:
    base = {"leader": leader, "alchemist_deck": list(deck),
            "characters": {"Ann": "alchemist", "Bo": "hermit", "Cy": "resistance"},
            "hands": {"Bo": ["R4", "B4", "G4", "R3", "K9"], "Cy": ["R5", "B5", "G5", "R1", "WF1"]}}
    base.update(setup)
    return Match(GAME, ["Ann", "Bo", "Cy"], 7, setup=base, characters=NAMES)


# -- pure functions --------------------------------------------------------------------------
def test_magic_circle_formations():
    assert mc.score(mc.POINTS) == 160                     # 10 × 2 + 30 × 2 + 80
    assert mc.score(mc.HEXAGON) == 20                     # both triangles only
    assert mc.hexagon_complete(mc.HEXAGON) and not mc.hexagon_complete(["T", "C"])
    assert mc.score(["UL", "UM", "UR"]) == 30
    assert mc.score(["T", "UM", "C", "LM", "B"]) == 80
    assert mc.score(["T", "LL", "LR"]) == 10 and mc.score(["B", "UL", "UR"]) == 10
    assert mc.point("ul") == "UL" and mc.point("X") is None
    assert mc.empty_points({"T": "α", "C": "β"}) == ["UL", "UM", "UR", "LL", "LM", "LR", "B"]


def test_alchemy_value_tt131_tt136():
    assert alchemy_value(cs("AR3 AR5 AB4")) == (12, 2)
    assert alchemy_value(cs("AR2 AR3 AR5")) == (10, 10)      # 10 stays 10
    assert alchemy_value(cs("K3 WF1 RA1")) == (3, 3)         # specials count 0
    assert alchemy_value(cs("WF1 WF2 RA1")) == (0, 0)        # between a White Flag and a 1
    assert alchemy_value(cs("R10 K9 AR1")) == (20, 0)


def test_shapes_need_three_coloured_numbers():
    assert shapes(cs("AR3 AR4 AR5")) == ["γ", "δ"]
    assert shapes(cs("AR4 AB4 AG4")) == ["β"]
    assert shapes(cs("AR3 AB5 AG4")) == ["δ"]
    assert shapes(cs("WF1 AR1 AR2")) == []                   # TT-136: colourless breaks them
    assert shapes(cs("K3 K4 K5")) == []                      # black is colourless
    assert shapes(cs("AR1 AR2")) == []


def test_colour_options_tt132_tt133():
    assert colour_options(cs("AR3 AB4 AG5")) == ["R", "B", "G", "K"]
    assert colour_options(cs("AR3 AR4 AB5")) == ["R", "B"]
    assert colour_options(cs("K3 WF1 RA1")) == []
    assert colour_options(cs("K3 AB4 AG5")) == ["B", "G"]    # black is no red


# -- playing -----------------------------------------------------------------------------------
def test_each_set_of_three_offered_once_with_its_colours():
    m = match()
    plays = [a for a in m.legal_actions("Ann") if a.kind == "play"]
    hand = m.state.hands["Ann"]
    sets = {frozenset(a.args[:3]) for a in plays}
    assert len(sets) == comb(len(hand), 3) == 20
    per_set = {s: len(colour_options([C(x) for x in s])) for s in sets}
    assert len(plays) == sum(per_set.values())
    for a in plays:                                          # every offer is accepted
        assert GAME.explain_illegal(m.state, a) is None


def test_play_removes_three_draws_three_and_refusals():
    m = match()
    for text, code in (("Ann AR1 AR2", "ALCH_THREE_CARDS"),
                       ("Ann AR1 AR2 AB1", "ALCH_NAME_COLOUR"),
                       ("Ann AR1 AR2 AR1 red", "CARD_TWICE"),
                       ("Ann AR1 AR2 AG5 red", "NOT_IN_HAND"),
                       ("Ann AR1 AR2 AB1 black", "ALCH_COLOUR_NOT_ALLOWED")):
        err = m.try_play(text)
        assert err is not None and err.code == code, text
    m.play("Ann AR1 AR2 AR3 red")
    assert len(m.state.hands["Ann"]) == 6 and m.state.cdata["Ann"]["deck_n"] == 6
    assert [str(c) for c in m.state.entries[0].cards] == ["AR1", "AR2", "AR3"]
    assert m.state.lead == "R"


def test_black_lead_never_obliges_and_following_takes_lead():
    m = match(leader="Bo", hands={"Bo": ["K8", "B4", "G4", "R3", "K9"],
                                 "Cy": ["K5", "B5", "G5", "R1", "WF1"]})
    m.play("Bo K8")
    m.play("Cy K5")
    offered = {frozenset(a.args) for a in m.legal_actions("Ann") if a.kind == "play"}
    assert len(offered) == 20                                # no colour, no obligation
    entry, _ = GAME._check_play(m.state, "Ann", ("AR1", "AB1", "AB2"))
    eff = ALCH.effective(m.state, entry, printed(C("AR1")), False)
    assert (eff.colour, eff.value) == ("K", 4)                # following black: a black 4
    assert ALCH.effective(m.state, entry, eff, True).colour is None   # TT-037: not black
    m.play("Ann AR1 AB1 AB2")
    assert m.state.last_winner == "Bo"


def test_must_follow_needs_one_lead_card_among_three():
    m = match(leader="Bo")
    m.play("Bo R4")
    m.play("Cy R5")
    plays = [a for a in m.legal_actions("Ann") if a.kind == "play"]
    red = {C("AR1"), C("AR2"), C("AR3")}
    assert plays and all(red & set(map(C, a.args)) for a in plays)
    assert m.try_play("Ann AB1 AB2 AB3").code == "MUST_FOLLOW"
    assert m.try_play("Ann AB1 AB2 AR3") is None


# -- hand limit: Rewind and Change the past ----------------------------------------------------
def _entry(seat: str, text: str) -> Entry:
    c = cs(text)
    return Entry(seat, c[0], 0, more=tuple(c[1:]), extra=(("separate_cards", True),))


def test_on_rewind_refills_hand_then_deck_top():
    m = match()
    st = m.state.clone()
    st.hands["Ann"] = cs("AB1 AB2 AR1")                     # trick 4: nothing was drawn
    st.cdata["Ann"]["deck"], st.cdata["Ann"]["deck_n"] = (), 0
    e = _entry("Ann", "AG1 AG2 AG3")
    st.hands["Ann"].append(e.card)                           # the rewind returned entry.card
    ev: list[Event] = Built()
    ALCH.on_rewind(st, "Ann", [e], ev)
    assert sorted(map(str, st.hands["Ann"])) == ["AB1", "AB2", "AG1", "AG2", "AG3", "AR1"]
    assert st.cdata["Ann"]["deck"] == ()
    st.hands["Ann"] = cs("AB1 AB2 AR1 AR2 AR3")             # 5 + 3: one fills the hand
    st.hands["Ann"].append(e.card)
    ALCH.on_rewind(st, "Ann", [e], ev)
    assert len(st.hands["Ann"]) == 6 and st.cdata["Ann"]["deck"] == tuple(cs("AG2 AG3"))
    assert any(x.code == "ALCH_ON_TOP" and "TT-152" in x.rulings for x in ev)


def test_on_receive_only_over_the_limit_after_a_trick():
    m = match()
    st = m.state.clone()
    given = cs("K4 WF1 R10")
    st.hands["Ann"].extend(given)
    ev: list[Event] = Built()
    ALCH.on_receive(st, "Ann", given, ev)                    # during a turn: kept for now
    assert len(st.hands["Ann"]) == 9
    st.stage = "won"                                         # Change the past (5.8 step 4)
    ALCH.on_receive(st, "Ann", given, ev)
    assert len(st.hands["Ann"]) == 6 and st.cdata["Ann"]["deck"][:3] == tuple(given)
    assert ALCH.cards_owed(st, "Ann") == 3


# -- round 3 exchange, forging, hidden information ----------------------------------------------
def test_round3_exchange_buries_in_order():
    m = match(round=3, black={"Ann": 1})
    m.play("Ann exchange AR3 AR1")
    d = m.state.cdata["Ann"]
    assert d["deck"][-2:] == (C("AR3"), C("AR1"))            # in the order named (TT-138)
    assert sorted(map(str, m.state.hands["Ann"])) == ["AB1", "AB2", "AB3", "AG1", "AG2", "AR2"]


def test_forging_supply_is_limited_per_game():
    m = match(round=2, black={"Ann": 1})
    st = m.state.clone()
    st.cdata["Ann"]["circle"] = tuple((p, "α") for p in mc.HEXAGON)
    st.points["Ann"] = 400
    assert ALCH.forge_options(st, "Ann") == ["gold", "black"]
    st.table_data["forged"] = {"gold": 1, "black": 2}
    assert ALCH.forge_options(st, "Ann") == []
    st.table_data["forged"] = {"gold": 0, "black": 0}
    st.black["Ann"], st.points["Ann"] = 0, 99                # 50 × round 2 = 100
    assert ALCH.forge_options(st, "Ann") == []


def test_view_hides_the_deck_but_not_its_size_or_circle():
    m = match()
    m.play("Ann AR1 AR2 AR3 red")
    m.play("Ann place T")
    bo = m.view("Bo")
    assert bo.cdata["Ann"]["deck"] == () and bo.cdata["Ann"]["deck_n"] == 6
    facts = GAME.facts(bo)
    assert facts["magic_circle"] == {"Ann": {"T": "γ"}}
    assert facts["alchemist_deck_size"] == {"Ann": 6}
    all_cards = m.state.all_cards()
    assert len(all_cards) == len(set(all_cards))


# -- the Collector's reservation (TT-092) ------------------------------------------------------
def test_collector_reserves_one_card_of_an_alchemist_entry():
    coll = chars.get("collector")
    m = Match(GAME, ["Ann", "Bo", "Cy"], 3, setup={
        "leader": "Ann", "alchemist_deck": DECK,
        "characters": {"Ann": "hermit", "Bo": "alchemist", "Cy": "collector"},
        "hands": {"Ann": ["R9", "B9", "G9", "K9", "K8"], "Cy": ["R1", "B1", "G1", "K1", "K2"]}},
        characters=NAMES)
    m.play("Ann R9")
    m.play("Bo AR1 AR2 AR3")
    while m.state.pending is not None:
        m.play(m.legal_actions()[0])
    assert m.try_play("Cy reserve Bo").code == "RESERVE_NAME_ONE"
    assert m.try_play("Cy reserve Bo AG1").code == "RESERVE_NAME_ONE"
    assert m.try_play("Cy reserve Ann R9").code == "RESERVE_WHOLE_ENTRY"
    m.play("Cy reserve Bo AR2")
    st = m.state
    res = type("R", (), {"winner": "Ann", "entries": tuple(st.entries)})()
    assert coll.claims(st, "Cy", res) == [C("AR2")]
    beast = Entry("Bo", C("R3"), 1, more=(C("MARU"),))          # a card with a beast on it
    res2 = type("R", (), {"winner": "Ann", "entries": (st.entries[0], beast)})()
    assert coll.claims(st, "Cy", res2) == [C("R3"), C("MARU")]   # reserved whole (TT-091)


# -- bots --------------------------------------------------------------------------------------
def test_rule_bot_uses_the_magic_circle():
    gained = {"rules": [], "random": []}
    for kind, bot in (("rules", RuleBot()), ("random", RandomBot())):
        for seed in range(12):
            m = Match(GAME, ["Ann", "Bo", "Cy", "Di"], seed, setup={
                "leader": "Bo", "characters": {"Ann": "alchemist", "Bo": "king", "Cy": "hermit",
                                               "Di": "gambler"}},
                characters=("alchemist", "king", "hermit", "gambler", "berserker"))
            rng = random.Random(seed)
            while m.state.round == 1 and not m.is_over():
                seat = m.to_act()[0]
                m.play((bot if seat == "Ann" else RandomBot()).choose(m, seat, rng))
            gained[kind].append(m.state.round_log[0]["deltas"]["Ann"])
    assert sum(gained["rules"]) > sum(gained["random"]) + 300


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_alchemist_and_time_traveler(seed):
    st, _ = GAME.new_state(["Ann", "Bo", "Cy", "Di"], seed, {}, {
        "characters": ("alchemist", "time_traveler", "collector", "phantom_thief", "strategist",
                       "hermit")})
    rng = random.Random(seed)
    n = len(st.all_cards())
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        assert legal
        GAME.apply(st, legal[rng.randrange(len(legal))])
        cards = st.all_cards()
        assert len(cards) == len(set(cards)) == n
        if "Ann" in st.chars and st.chars["Ann"] == "alchemist" and st.phase == "play" \
                and st.turn == 0 and st.pending is None:
            assert len(st.hands["Ann"]) <= 6            # the hand limit at each trick start


def test_entry_refusals_are_typed():
    m = match()
    with pytest.raises(IllegalAction):
        ALCH.make_entry(m.state, "Ann", C("AR1"), ("AR2",), 0, [])


def test_the_magic_circles_points_are_named_in_words_everywhere():
    """The step-through said 「Tに置きました」 and the sheet drew "UL", "UM" at 5 px, while the
    buttons said 「左上」: every place names a point by its words."""
    from tricklab.core.scenario import load_scenario, run_scenario
    from tricklab.games import get_game
    from tricklab.games.tricktakers.components_view import circle_svg
    from tricklab.scenarios import packaged
    game = get_game("tricktakers")
    path = next(p for p in packaged("tricktakers") if p.name == "tt180_alchemist_full_circle.yaml")
    m = run_scenario(load_scenario(path), game).match
    placed = [e for e in m.events if e.code.startswith("ALCH_PLACED")]
    assert placed
    for e in placed:
        for lang in ("en", "ja"):
            words = game.catalogue.term(f"alch_point_{e.params['point']}", lang)
            text = m.explain(e, lang).headline
            assert words in text and f" {e.params['point']} " not in f" {text} ", text
    svg = circle_svg({"UL": "🔥"}, "ja")
    assert "左上" in svg and "魔法陣" in svg and ">UM<" not in svg and ">UL<" not in svg


# -- listed plays: read, not checked again -------------------------------------------------------
def _made(st, seat, action, how):
    """(entry, its steps as plain tuples) of a play made by ``ALCH.make_entry`` or
    ``ALCH.listed_entry`` (``how``) in ``st`` as it is."""
    steps: list = []
    index = sum(1 for e in st.entries if not e.facedown)
    entry = how(st, seat, C(action.args[0]), tuple(action.args[1:]), index, steps)
    return entry, [(s.code, s.rulings, s.params) for s in unfold(steps)]


@pytest.mark.parametrize("seed", range(4))
def test_a_listed_play_makes_the_entry_the_checked_one_makes(seed):
    """The engine builds a listed play with ``listed_entry``, which skips ``make_entry``'s
    checks: at every Alchemist turn of random games, every listed play gives the same entry
    and the same steps both ways (the colour left out when only one may be named included)."""
    st, _ = GAME.new_state(["Ann", "Bo", "Cy", "Di"], seed, {}, {
        "characters": ("alchemist", "strategist", "ninja", "hermit", "collector")})
    rng = random.Random(seed)
    compared = 0
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        for a in legal:
            if a.kind == "play" and st.chars.get(a.seat) == "alchemist" and len(a.args) > 1:
                assert _made(st, a.seat, a, ALCH.listed_entry) == \
                    _made(st, a.seat, a, ALCH.make_entry), a
                compared += 1
        GAME.apply(st, legal[rng.randrange(len(legal))])
    assert compared > 0


@pytest.mark.parametrize("leader, plays, text, code", [
    ("Ann", (), "Ann AR1 AR2", "ALCH_THREE_CARDS"),
    ("Ann", (), "Ann AR1 AR2 AB1", "ALCH_NAME_COLOUR"),
    ("Ann", (), "Ann AR1 AR2 AR1 red", "CARD_TWICE"),
    ("Ann", (), "Ann AR1 AR2 AG5 red", "NOT_IN_HAND"),
    ("Ann", (), "Ann AR1 AR2 AB1 black", "ALCH_COLOUR_NOT_ALLOWED"),
    ("Ann", (), "Ann AR1 AR2 AB1 red blue", "ALCH_COLOUR_WORDS"),
    ("Bo", ("Bo R4", "Cy R5"), "Ann AB1 AB2 AB3", "MUST_FOLLOW"),
    ("Bo", ("Bo R4", "Cy R5"), "Ann AR1 AB1 AB2 red", "ALCH_COLOUR_FOLLOWING"),
])
def test_a_typed_play_is_still_checked(leader, plays, text, code):
    """A typed play goes through ``make_entry``'s checks, never the listed shortcut: each of
    these words is refused, although ``listed_entry`` (which trusts its words) would build
    an entry of them."""
    m = match(leader=leader)
    for p in plays:
        m.play(p)
    seat, first, *words = text.split()
    ALCH.listed_entry(m.state, seat, C(first), tuple(words), len(m.state.entries), [])
    err = m.try_play(text)
    assert err is not None and err.code == code, (text, err)
    with pytest.raises(IllegalAction) as typed:
        GAME._check_play(m.state, seat, (first, *words))
    assert typed.value.code == code


def test_the_empty_points_are_nine_less_the_elements():
    """``_ask`` counts the empty points as the circle's points less the elements placed,
    which holds only while no point takes a second element: at every state of random games
    each circle's points are distinct, so the count is ``empty_points``' length (circles
    fill up to six elements here; scenario tt180 plays the full circle)."""
    fullest = 0
    for seed in range(30):
        st, _ = GAME.new_state(["Ann", "Bo", "Cy", "Di"], seed, {}, {"characters": NAMES})
        rng = random.Random(seed)
        while not GAME.is_over(st):
            for d in st.cdata.values():
                if "circle" in d:
                    circle = d["circle"]
                    assert len(mc.POINTS) - len(circle) == len(mc.empty_points(dict(circle)))
                    fullest = max(fullest, len(circle))
            legal = GAME.legal_actions(st)
            GAME.apply(st, legal[rng.randrange(len(legal))])
    assert fullest >= 6, fullest
