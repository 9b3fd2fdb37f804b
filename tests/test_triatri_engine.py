"""TriATri engine tests: the pure rules (doubling, exchange, winner, start player, scoring),
the engine's refusals, hidden information, and property tests over thousands of seeded random
games (conservation of cards and gems, scores from events, replay)."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricklab.core.events import EventKind
from tricklab import new_match
from tricklab.core.errors import IllegalAction, NotationError, SetupError, TricklabError
from tricklab.core.match import Match, play_out
from tricklab.games.triatri import GAME, TCard, deck
from tricklab.games.triatri.bots import RandomBot, RuleBot, hint
from tricklab.games.triatri.cards import ELEMENTS, parse_colour
from tricklab.games.triatri.scoring import final_score, ranking, special_victory
from tricklab.games.triatri.start import start_player
from tricklab.games.triatri.trick import card_value, legal_cards, play_card, trick_winner
from helpers import assert_replays, play_checking_hints, refuse_all
from sample_sizes import games

NAMES = {2: ["Ann", "Bo"], 3: ["Ann", "Bo", "Cy"], 4: ["Ann", "Bo", "Cy", "Di"]}
C = TCard.parse


def cs(text: str) -> list[TCard]:
    return [C(t) for t in text.split()]


def trick(plays: str) -> list:
    """Play 'Ann F6, Bo W5, ...' into slots with the real rules."""
    slots: list = []
    for item in plays.split(","):
        seat, card = item.split()
        slots, _ = play_card(slots, seat, C(card))
    return slots


def values(slots) -> list[str]:
    return [str(s) for s in slots]


# -- notation ------------------------------------------------------------------------------
def test_notation_round_trips_and_aliases():
    for n in (2, 3, 4):
        for c in deck(n):
            assert C(str(c)) == c and str(C(str(c))) == str(c)
            assert C(c.label) == c
    assert C("f5") == C("5F") == C("🔥5") == C("火5") == TCard("fire", 5)
    assert C("偽1") == C("🎭₁") == C("x1") and C("X1").is_fake and C("X1").printed == 0
    assert C("G7").colour == "#009E73" and C("X2").colour == "#999999"
    assert C("W3").suit == "water" and C("W3").label == "💧3"
    for bad in ("F9", "F1", "X4", "fire", "Q5", ""):
        with pytest.raises(NotationError):
            C(bad)
    assert parse_colour("red") == "fire" and parse_colour("緑") == "wood" and parse_colour("x") is None


def test_deck_sizes():
    assert [len(deck(n)) for n in (2, 3, 4)] == [17, 19, 24]
    assert sum(c.is_fake for c in deck(4)) == 3 and max(c.number for c in deck(2) if not c.is_fake) == 6


# -- values and the exchange ---------------------------------------------------------------
def test_doubling_cycle_and_quadruple():
    assert card_value("B", C("W5"), C("F6"))[0] == 10          # water after fire
    assert card_value("B", C("G4"), C("W5"))[0] == 8           # wood after water
    assert card_value("B", C("F3"), C("G4"))[0] == 6           # fire after wood
    assert card_value("B", C("F2"), C("G6"))[0] == 8           # a 2 is ×4 (TA-016)
    assert card_value("B", C("F2"), C("G6"))[1].code == "VALUE_QUADRUPLED"
    assert card_value("B", C("W5"), C("W6")) [0] == 5          # same element
    assert card_value("B", C("F8"), C("W6"))[1].code == "VALUE_NOT_FAVOURED"
    assert card_value("B", C("F5"), C("X1"))[0] == 5           # after a fake (TA-024)
    assert card_value("A", C("F2"), None) == (2, card_value("A", C("F2"), None)[1])
    assert card_value("A", C("F2"), None)[1].rulings == ("TA-018",)


def test_official_examples_and_ties():
    s = trick("A F3, B W6, C G6, D W5")
    assert values(s) == ["A F3 3", "B W6 12", "C G6 12", "D W5 5"]
    assert s[trick_winner(s).index].seat == "C"                 # TA-019
    s = trick("A F4, B W2, C F3, D W4")
    assert s[trick_winner(s).index].seat == "D"                 # TA-020
    s = trick("A F6, B W2, C G4, D F2")
    assert [x.value for x in s] == [6, 8, 8, 8] and trick_winner(s).index == 3   # TA-021
    s = trick("A F5, B G5")
    assert trick_winner(s).index == 0 and "TA-022" in trick_winner(s).step.rulings
    s = trick("A G8, B F4, C W3, D F8")
    assert trick_winner(s).index == 3 and trick_winner(s).step.code == "WIN_TIE_FAVOURED_LAST"


def test_fake_swap_keeps_value_and_next_card_compares_with_stolen_card():
    s = trick("A F6, B W5, C X1")
    assert values(s) == ["A F6 6", "B X1 0", "C W5 10"]
    s = trick("A F6, B W5, C X1, D G5")
    assert values(s)[-1] == "D G5 10" and s[trick_winner(s).index].seat == "D"   # TA-025
    s, steps = play_card(trick("A F4, B W2, C G4"), "D", C("X3"))
    assert values(s) == ["A F4 4", "B W2 8", "C X3 0", "D G4 8"]                  # TA-026
    assert steps[0].code == "FAKE_SWAP_TIED" and s[trick_winner(s).index].seat == "D"
    s = trick("A X1, B X2")
    assert values(s) == ["A X1 0", "B X2 0"] and trick_winner(s).index == 1      # TA-027/028
    s = trick("A X1, B F5, C W3")
    assert values(s) == ["A X1 0", "B F5 5", "C W3 6"]                             # TA-024


def test_values_are_frozen_when_the_previous_card_is_taken():
    s = trick("A F6, B W5, C G4, D X1")
    assert values(s) == ["A F6 6", "B X1 0", "C G4 8", "D W5 10"]        # C's G4 stays 8
    assert s[trick_winner(s).index].seat == "D"


def test_legal_cards_follow_and_fake_exemption():
    assert legal_cards(cs("F2 W8 X1"), "fire") == cs("F2 X1")
    assert legal_cards(cs("W3 G5"), "fire") == cs("W3 G5")
    assert legal_cards(cs("W7 X1 F2"), "water") == cs("W7 X1")


# -- start player --------------------------------------------------------------------------
def reveal(text: str, seats: str):
    return start_player(dict(zip(seats.split(), cs(text))), seats.split())


def test_start_player_cases():
    assert reveal("W4 G5 F3", "A B C").start == "B"                  # TA-004
    assert reveal("F6 W6 G4", "A B C").start == "B"                  # TA-005
    assert reveal("G6 F6", "A B").start == "B"                       # fire beats wood
    assert reveal("F7 W7 G7 F3", "A B C D").start == "D"             # TA-006
    out = reveal("F5 W5 G5", "A B C")
    assert out.start is None and out.redo_ruling == "TA-007" and out.tied == ("A", "B", "C")
    assert reveal("X1 F2 W2", "A B C").start == "C"                  # TA-008
    out = reveal("X1 X2", "A B")
    assert out.start is None and out.redo_ruling == "TA-009"
    assert reveal("X1 X2 F2 X3", "A B C D").start == "C"


def test_redo_safety_valve_is_seeded_and_spends_cards():
    hands = {"Ann": "F5 F4 F6 F2 F3 X1", "Bo": "W5 W4 W6 W2 W3 F7", "Cy": "G5 G4 G6 G2 G3 W7"}
    picks = set()
    for seed in range(12):
        m = new_match("triatri", seed=seed, setup={"hands": {k: v.split() for k, v in hands.items()}})
        for a, b, c in (("F5", "W5", "G5"), ("F4", "W4", "G4"), ("F6", "W6", "G6")):
            m.play(f"Ann reveal {a}"); m.play(f"Bo reveal {b}"); m.play(f"Cy reveal {c}")
        f = m.facts()
        assert f["phase"] == "gem" and f["spent"] == ["F6", "W6", "G6"] and f["redos"] == 2
        again = Match.replay(GAME, m.players, seed, m.setup, m.actions)
        assert again.facts()["start_player"] == f["start_player"]
        picks.add(f["start_player"])
    assert len(picks) > 1                                              # it really is random


# -- scoring -------------------------------------------------------------------------------
def g(r=0, b=0, gr=0):
    return {"fire": r, "water": b, "wood": gr}


def test_scoring_examples():
    assert final_score(g(3, 2, 1), g(2, 3, 0)).score == 1              # TA-037
    assert final_score(g(0, 0, 4), g(0, 2, 2)).score == 8              # TA-038
    assert final_score(g(2, 0, 0), g(0, 2, 2)).score == 0              # TA-039
    assert final_score(g(1, 3, 0), g(1, 1, 1)).score == 0              # TA-042
    line = final_score(g(3, 2, 1), g(2, 3, 0))
    assert (line.sets, line.pairs, line.left_colour, line.left, line.left_each) == (1, 1, "fire", 1, 2)
    assert final_score(g(), g(1, 1, 1)).score == 0


def test_tie_break_and_special_victory():
    seats = ["A", "B", "C"]
    assert ranking({"A": 3, "B": 3, "C": 0}, {"A": 7, "B": 5, "C": 1}, seats) == (["A"], True)
    assert ranking({"A": 3, "B": 3, "C": 0}, {"A": 5, "B": 5, "C": 1}, seats) == (["A", "B"], True)
    assert ranking({"A": 4, "B": 3, "C": 0}, {"A": 1, "B": 5, "C": 1}, seats) == (["A"], False)
    assert special_victory(g(2, 2, 2)) and not special_victory(g(2, 2, 1))


def test_special_victory_ends_game_without_scoring():
    setup = {"round": 2, "start_player": "Bo", "gems": {"Bo": {"red": 2, "blue": 2, "green": 1}},
             "hands": {"Ann": "G2 G3 F2 W2 X1".split(), "Bo": "G7 F7 W7 F6 W6".split(),
                       "Cy": "G4 G5 F3 W3 F4".split()}}
    m = new_match("triatri", seed=1, setup=setup)
    for a in ("Bo gem green", "Bo G7", "Cy G4", "Ann G2"):
        m.play(a)
    f = m.facts()
    assert m.is_over() and f["winners"] == ["Bo"] and f["end_reason"] == "special"
    assert f["scores"] == {} and not any(e.code == "FINAL_SCORES" for e in m.events)


# -- refusals leave everything unchanged ---------------------------------------------------
def snapshot(state):
    return (GAME.facts(state), sorted(map(str, state.all_cards())), dict(state.reveals.chosen))


def bad_actions(m: Match) -> list[str]:
    state = m.state
    seat = m.to_act()[0]
    waiting = m.to_act()
    other = next((s for s in state.players if s not in waiting), None)
    out = [f"{seat} pick energy", f"{seat} F9", f"{seat} gem purple", f"{seat}", "Zed F2",
           f"{seat} reveal F2 F3"]
    not_mine = [c for c in deck(len(state.players)) if c not in state.hands[seat]]
    out += [f"{seat} {'reveal ' if state.phase == 'reveal' else ''}{c}" for c in not_mine[:3]]
    if state.phase == "play":
        legal = set(GAME.legal_cards(state, seat))
        out += [f"{seat} {c}" for c in state.hands[seat] if c not in legal]
        out += [f"{seat} reveal {state.hands[seat][0]}", f"{seat} gem fire"]
    if state.phase == "gem":
        out += [f"{seat} {state.hands[seat][0]}"]
    if state.phase == "reveal":
        out += [f"{seat} {state.hands[seat][0]}", f"{seat} gem water"]
    if other:
        out += [f"{other} reveal F2", f"{other} F2", f"{other} gem fire"]
    return out


def test_bad_input_leaves_match_and_state_unchanged():
    rng = random.Random(7)
    refused = Counter()
    for seed in range(18):
        n = 2 + seed % 3
        m = new_match("triatri", players=NAMES[n], seed=seed)
        while not m.is_over():
            refused.update(refuse_all(m, bad_actions(m), snapshot))
            m.play(RandomBot().choose(m, m.to_act()[0], rng))
        with pytest.raises(IllegalAction):
            m.play("Ann F2")
    for code in ("NOT_TRIATRI", "BAD_CARD", "BAD_COLOUR", "NOT_IN_HAND", "MUST_FOLLOW",
                 "WRONG_ACTION", "UNKNOWN_SEAT", "NOT_YOUR_TURN", "ONE_ARGUMENT"):
        assert refused[code], code
    assert all(code in GAME.catalogue.messages for code in refused)


def test_setup_errors_are_clear():
    cases = [
        ({"hands": {"Ann": "F7 F2 F3 F4 F5 F6".split()}}, ["Ann", "Bo"], "SETUP_NOT_IN_DECK"),
        ({"hands": {"Ann": "X2 F2 F3 F4 F5 F6".split()}}, None, "SETUP_NOT_IN_DECK"),
        ({"hands": {"Ann": "F2 F3 F4 F5 F6 F7".split(), "Bo": "F2 W2 W3 W4 W5 W6".split()}},
         None, "SETUP_DUPLICATE"),
        ({"hands": {"Ann": "F2 F3".split()}}, None, "SETUP_HAND_SIZE"),
        ({"gizmos": 3}, None, "SETUP_UNKNOWN_FIELD"),
        ({"hands": {"Ann": "Q5 F2 F3 F4 F5 F6".split()}}, None, "SETUP_BAD_CARD"),
        ({"gems": {"Ann": {"fire": 1}}, "start_player": "Ann"}, None, "SETUP_GEMS_COUNT"),
        ({"leftover": ["F2", "F3"]}, None, "SETUP_COUNT"),
        ({"round": 4}, None, "SETUP_ROUND"),
        ({"phase": "gem"}, None, "SETUP_LEADER"),
        ({}, ["Ann"], "SETUP_PLAYERS"),
    ]
    for setup, players, code in cases:
        with pytest.raises(SetupError) as err:
            new_match("triatri", players=players, setup=setup)
        assert err.value.code == code, (setup, err.value)
        assert code in GAME.catalogue.messages
    with pytest.raises(SetupError):
        new_match("triatri", rounds=2)


# -- hidden information (TA-043) -----------------------------------------------------------
def test_view_hides_hands_leftovers_and_secret_reveals():
    m = new_match("triatri", players=NAMES[2], seed=3)
    m.play(f"Ann reveal {m.state.hands['Ann'][0]}")
    v = m.view("Bo")
    assert v.hands["Ann"] == [] and len(v.hands["Bo"]) == 6 and v.leftover == []
    assert v.reveals.chosen == {"Ann": None} and GAME.hand_sizes(v) == {"Ann": 6, "Bo": 6}
    assert GAME.facts(v)["chosen"] == ["Ann"] and GAME.facts(v)["leftover_count"] == 5
    assert GAME.to_act(v) == ["Bo"] and GAME.legal_actions(v, "Bo") == m.legal_actions("Bo")
    assert m.view("Ann").reveals.chosen == m.state.reveals.chosen
    assert len(m.view(None).leftover) == 5 and m.state.leftover     # teacher view, state intact
    ev = [e for e in m.events if e.code == "REVEAL_CHOSEN"][0]
    assert not ev.visible("Bo") and ev.visible("Ann")


# -- events, explanations, bots ------------------------------------------------------------
def test_play_events_carry_values_and_explanations_render():
    m = new_match("triatri", players=NAMES[4], seed=5)
    play_out(m, RandomBot(), random.Random(5))
    plays = [e for e in m.events if e.kind == EventKind.ACTION and e.code.startswith("PLAYS")]
    assert plays and all({"round", "trick", "card", "action", "auto", "value", "printed"} <= set(e.params)
                         for e in plays)
    # the alternatives are the actor's own business: private to it, not public params
    assert all("legal" not in e.params and e.params["action"] in e.params_for(e.seat)["legal"]
               for e in plays)
    assert all(e.params["auto"] is False for e in plays)
    for e in m.events:
        assert e.code in GAME.catalogue.messages
        for lang in ("en", "ja"):
            text = str(GAME.catalogue.explain(e, lang))
            assert "{" not in text.split("\n")[0], text
    won = [e for e in m.events if e.kind == EventKind.TRICK_WON]
    assert all(len(e.steps) == 5 for e in won)          # 4 card values + the deciding rule
    assert len(m.history().query("kind != 'setup'")) == len([e for e in m.events if e.kind in (EventKind.ACTION, EventKind.AUTO)])


def test_rule_bot_and_hints():
    wins = Counter()
    for seed in range(30):
        n = 2 + seed % 3
        m = new_match("triatri", players=NAMES[n], seed=seed)
        bots = {p: (RuleBot() if i == 0 else RandomBot()) for i, p in enumerate(m.players)}
        play_checking_hints(m, bots, random.Random(seed), hint)
        wins["rule" if m.players[0] in m.facts()["winners"] else "other"] += 1
    assert wins["rule"] >= 10            # clearly better than its share against random bots


# -- property tests over seeded random games -----------------------------------------------
def independent_score(gems: dict, supply: dict) -> int:
    """Scoring re-derived from the spec's words, without the engine's code."""
    left = dict(gems)
    score = 0
    while all(left[e] > 0 for e in ELEMENTS):
        score += 1
        for e in ELEMENTS:
            left[e] -= 1
    while sum(1 for e in ELEMENTS if left[e] > 0) >= 2:
        a, b = [e for e in ELEMENTS if left[e] > 0][:2]
        left[a] -= 1; left[b] -= 1
        score -= 2
    return score + sum(left[e] * supply[e] for e in ELEMENTS)


def check_game(n: int, seed: int) -> None:
    players = NAMES[n]
    m = new_match("triatri", players=players, seed=seed)
    rng = random.Random(seed)
    full = frozenset(deck(n))
    while not m.is_over():
        legal = m.legal_actions()
        m.play(legal[rng.randrange(len(legal))])
    for k in range(len(m.actions) + 1):
        state = m.at(k)
        cards = state.all_cards()
        assert len(cards) == len(full) and set(cards) == full      # every card exactly once
        owned = {e: sum(state.gems[p][e] for p in players) for e in ELEMENTS}
        assert all(state.supply[e] + owned[e] == 6 for e in ELEMENTS)
    events = m.events
    gems = {p: dict.fromkeys(ELEMENTS, 0) for p in players}
    supply = dict.fromkeys(ELEMENTS, 6)
    won = [e.params["winner"] for e in events if e.kind == EventKind.TRICK_WON]
    for e in events:
        if e.code == "GEM_TAKEN":
            gems[e.seat][e.params["colour"]] += 1
            supply[e.params["colour"]] -= 1
    assert [e.seat for e in events if e.code == "GEM_TAKEN"] == won
    state = m.state
    assert gems == state.gems and supply == state.supply
    assert m.totals() == {p: independent_score(gems[p], supply) for p in players}
    if state.end_reason == "special":
        assert state.winners == [won[-1]] and special_victory(gems[won[-1]])
    else:
        assert any(v == 0 for v in supply.values()) or len(won) == 15
        final = next(e for e in events if e.code == "FINAL_SCORES").params["scores"]
        assert final == m.totals()
        best = max(final.values())
        top = [p for p in players if final[p] == best]
        most = max(sum(gems[p].values()) for p in top)
        assert state.winners == [p for p in top if sum(gems[p].values()) == most]
    assert_replays(GAME, players, seed, {}, m.actions, m.facts(), events)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_hold_the_invariants(n):
    @settings(max_examples=games(ci=1000, quick=100), deadline=None, database=None, derandomize=True)
    @given(seed=st.integers(min_value=0, max_value=2**31))
    def run(seed):
        check_game(n, seed)
    run()


def test_scripted_seeds_cover_every_end():
    ends = Counter()
    for seed in range(150):
        n = 2 + seed % 3
        m = new_match("triatri", players=NAMES[n], seed=seed)
        play_out(m, RandomBot(), random.Random(seed))
        ends[m.state.end_reason] += 1
    assert set(ends) == {"special", "exhausted", "rounds"}
    with pytest.raises(TricklabError):
        new_match("triatri", players=["Ann", "Ann"])


def test_the_gem_hint_never_lists_nothing_or_a_change_of_zero():
    """"your water cards are —, and that gem changes your score by +0" read as nonsense: with
    no card of the colour, or no change, the hint says so in words."""
    from tricklab.games.triatri.bots import hint
    codes = set()
    for seed in range(40):
        m = new_match("triatri", seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            seat = m.to_act()[0]
            h = hint(m, seat)
            if h.code.startswith("HINT_GEM") and h.code != "HINT_GEM_SPECIAL":
                codes.add(h.code)
                for lang in ("en", "ja"):
                    text = m.game.catalogue.message(h.code, h.params, lang)
                    assert "—" not in text and "+0" not in text, text
            legal = m.legal_actions(seat)
            m.play(legal[rng.randrange(len(legal))])
    assert {"HINT_GEM", "HINT_GEM_NO_CARD"} <= codes, codes
