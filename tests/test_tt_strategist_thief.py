"""Tests of the Strategist (1C) and the Phantom Thief (5C): the trap rules as a pure function,
hidden information (trap order, exchanged cards), refusals that change nothing, the Rewind
contract (TT-150), the rule-bot tactics, and seeded random games in which both characters are
always present (every legal action accepted, cards/crowns/points conserved, identical replay)."""
from __future__ import annotations

import random

import pytest
from helpers import play_checking_hints, refuse_all
from test_tricktakers_expansion import NAMES, check_state, expected_cards, random_game

from tricklab.core.events import Built
from tricklab.core.match import Match
from tricklab.games.tricktakers import GAME, TTCard
from tricklab.games.tricktakers import characters as chars
from tricklab.games.tricktakers.bots import RandomBot, RuleBot, hint
from tricklab.games.tricktakers.characters.strategist import trap_catches
from tricklab.games.tricktakers.trick import Eff, printed

C = TTCard.parse
MINE = ("strategist", "phantom_thief")


def snapshot(st):
    return (GAME.facts(st), {s: dict(d) for s, d in st.cdata.items()}, st.pending)


# -- traps as a pure function ------------------------------------------------------------------
@pytest.mark.parametrize("trap, card, lead, caught", [
    ("A", "R1", "R", True), ("A", "B6", "R", True), ("A", "G7", "R", False),
    ("A", "WF1", "R", False),
    ("B", "K7", "R", True), ("B", "R9", "R", True), ("B", "R10", "R", False),
    ("B", "RA1", "R", False),
    ("C", "K2", "R", True), ("C", "R2", "R", False), ("C", "BZ", "R", False),
    ("D", "K9", "R", False),
    ("E", "R3", "R", False), ("E", "G5", "R", True), ("E", "RA1", "R", True),
    ("E", "WF1", None, True), ("E", "BZ", "K", True),
])
def test_trap_catches(trap, card, lead, caught):
    assert trap_catches(trap, printed(C(card)), lead) is caught


def test_trap_uses_the_changed_card():
    """Entry as played: an Axe 10 escapes trap B, a Ruler token colour follows trap E."""
    axe = Eff("num", "G", 10)
    assert not trap_catches("B", axe, "R")
    assert not trap_catches("E", Eff("num", "R", 8), "R")       # B8 + red token
    assert trap_catches("E", Eff("wf", None, 0), "R")            # a White-Orb card


# -- setup, hidden information ------------------------------------------------------------------
def strategist_match(**setup):
    base = {"leader": "Ann", "characters": {"Ann": "strategist", "Bo": "hermit",
                                             "Cy": "phantom_thief"},
            "hands": {"Ann": ["R1", "R2", "B5", "G8", "WF1"], "Bo": ["R9", "B9", "G3", "G4", "K2"],
                      "Cy": ["R3", "B3", "G5", "G6", "K3"]}}
    base.update(setup)
    return Match(GAME, ["Ann", "Bo", "Cy"], 7, base,
                 characters=("strategist", "hermit", "phantom_thief"))


def test_trap_order_is_private_and_the_current_trap_public():
    m = strategist_match()
    m.play("Ann discard R1")
    assert len(m.legal_actions("Ann")) == 120
    m.play("Ann traps CADBE")
    m.play("Cy letters Ann=crown Bo=invite")
    m.play("Cy chip 1")
    assert m.facts()["trap"] == {"Ann": "C"}
    assert m.view("Ann").cdata["Ann"]["traps"] == tuple("CADBE")
    assert m.view("Bo").cdata["Ann"]["traps"] == ()
    assert m.view("Bo").cdata["Ann"]["trap"] == "C"
    order = [e for e in m.events if e.code == "STRAT_TRAPS_ORDERED"]
    assert order and not order[0].visible("Bo") and order[0].visible("Ann")


def test_exchanged_cards_are_seen_by_the_two_players_only():
    m = strategist_match(traps="ABCDE")
    for a in ("Ann discard R1", "Cy letters Ann=crown Bo=invite", "Cy chip 0",
              "Ann R2", "Bo R9", "Cy offer G5", "Bo return G3"):
        m.play(a)
    secret = [e for e in m.events if e.code in ("THIEF_OFFERED_CARD", "THIEF_RETURNED_CARD")]
    assert len(secret) == 2
    for e in secret:
        assert e.visible("Bo") and e.visible("Cy") and not e.visible("Ann")
    assert m.view("Ann").cdata["Cy"]["offered_card"] is None
    assert m.view("Cy").cdata["Cy"]["offered_card"] == "G5"
    public = [e for e in m.events if e.code in ("THIEF_OFFERS", "THIEF_RETURNS")]
    assert all(e.visible_to is None and not isinstance(e.params.get("card"), TTCard) for e in public)


def test_refusals_change_nothing():
    m = strategist_match(traps="ABCDE")
    assert refuse_all(m, ["Ann discard SK7", "Ann traps ABC", "Ann carry rare"], snapshot) == \
        ["KEEP_CARD", "MUST_DISCARD", "MUST_DISCARD"]
    m.play("Ann discard R1")
    codes = refuse_all(m, ["Cy letters Ann=crown Bo=crown", "Cy letters Ann=crown",
                           "Cy letters Ann=gold Zed=invite", "Cy chip 0", "Cy offer R3"],
                       snapshot)
    assert codes == ["THIEF_LETTER_TWICE", "THIEF_LETTER_PLAYERS", "THIEF_LETTER_UNKNOWN",
                     "THIEF_CHIP_FIRST", "WRONG_PHASE"]
    m.play("Cy letters Ann=crown Bo=invite")
    assert refuse_all(m, ["Cy chip 2", "Cy chip move"], snapshot) == \
        ["THIEF_CHIP_OPTION", "THIEF_CHIP_OPTION"]
    m.play("Cy chip 0")
    m.play("Ann R2")
    m.play("Bo R9")
    m.play("Cy offer G5")
    assert refuse_all(m, ["Bo return R3", "Bo refuse now", "Bo chip move", "Cy R3"],
                      snapshot) == ["NOT_IN_HAND", "PLAY_EXTRA_WORDS", "THIEF_MUST_ANSWER",
                                    "NOT_YOUR_TURN"]


# -- the Rewind contract (TT-150) ---------------------------------------------------------------
def test_rewind_keeps_trap_and_pool_and_forgets_who_paid():
    m = strategist_match(traps="CABDE", hands={"Ann": ["R1", "R2", "B5", "G8", "WF1"],
                                               "Bo": ["K5", "K2", "G3", "G4", "B9"],
                                               "Cy": ["R3", "B3", "G5", "G6", "K3"]},
                         leader="Bo")
    for a in ("Ann discard R1", "Cy letters Ann=crown Bo=invite", "Cy chip 0", "Bo K5"):
        m.play(a)
    st = m.state.clone()
    d = st.cdata["Ann"]
    assert d["pool"] == 10 and d["caught"] == frozenset({"Bo"})
    events = Built()
    strat = chars.get("strategist")
    strat.on_rewind(st, "Ann", list(st.entries), events)
    assert d["pool"] == 10 and d["trap"] == "C" and d["caught"] == frozenset()
    assert [e.code for e in events] == ["STRAT_TRAP_AFTER_REWIND"]
    thief = chars.get("phantom_thief")
    st.cdata["Cy"]["offered"] = True
    thief.on_rewind(st, "Cy", [], events)
    assert st.cdata["Cy"]["offered"] is False


# -- bots ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_hints_are_legal_and_use_the_abilities(seed):
    n = 3 + seed % 3
    players = NAMES[n]
    others = ["hermit", "berserker", "gambler", "ruler", "king"]
    setup = {"characters": {players[0]: "strategist", players[1]: "phantom_thief",
                            **dict(zip(players[2:], others))}}
    pool = MINE + tuple(others) + ("resistance",)
    m = Match(GAME, players, seed, setup, characters=pool)
    bots = {p: RuleBot() for p in players}
    play_checking_hints(m, bots, random.Random(seed), hint)
    codes = {e.code for e in m.events}
    assert "STRAT_TRAPS_ORDERED" in codes and "THIEF_LETTERS" in codes


# -- random games ----------------------------------------------------------------------------------
def test_random_games_with_both_characters():
    """Both always present; every offered action is accepted (checked on a copy for a sample
    of positions), invariants after every action, identical replay."""
    for seed in range(30):
        n = 3 + seed % 3
        rng = random.Random(seed)
        rest = [c for c in chars.ALL if c not in MINE]
        rng.shuffle(rest)
        names = MINE + tuple(rest[:n + rng.randrange(0, 3)])
        random_game(n, seed, {"characters": names}, replay=seed % 4 == 0)


def test_every_legal_action_is_accepted():
    for seed in range(6):
        n = 3 + seed % 3
        players = NAMES[n]
        setup = {"characters": {players[0]: "strategist", players[1]: "phantom_thief",
                                **dict(zip(players[2:], ("samurai", "berserker", "ruler")))}}
        st, _ = GAME.new_state(players, seed, setup,
                               {"characters": MINE + ("samurai", "berserker", "ruler", "hermit")})
        n_cards = expected_cards(st.pool)
        rng = random.Random(seed)
        steps = 0
        while not GAME.is_over(st):
            legal = GAME.legal_actions(st)
            assert legal
            sample = legal if len(legal) <= 12 else rng.sample(legal, 12)
            for a in sample:
                GAME.apply(st.clone(), a)          # must not raise
            GAME.apply(st, legal[rng.randrange(len(legal))])
            check_state(st, n_cards)
            steps += 1
        assert steps > 20


def test_random_bot_games_render_my_events_in_both_languages():
    cat = GAME.catalogue
    for seed in range(6):
        n = 3 + seed % 3
        players = NAMES[n]
        setup = {"characters": {players[0]: "phantom_thief", players[1]: "strategist",
                                **dict(zip(players[2:], ("hermit", "king", "gambler")))}}
        m = Match(GAME, players, seed, setup,
                  characters=MINE + ("hermit", "king", "gambler", "collector"))
        from tricklab.core.match import play_out
        play_out(m, RandomBot(), random.Random(seed))
        for e in m.events:
            if not e.code.startswith(("STRAT", "THIEF", "CARRY")):
                continue
            assert e.code in cat.messages and all(s.code in cat.messages for s in e.steps)
            assert all(r in cat.rulings for r in e.all_rulings()), e
            for lang in ("en", "ja"):
                ex = cat.explain(e, lang)
                assert "{" not in ex.headline and all("{" not in s.text for s in ex.steps), e


def test_a_trap_order_is_said_letter_by_letter():
    """「罠カードをDEABCの順に重ねましょう」 ran the letters together as a word; each letter is
    a trap and is said apart: 「D・E・A・B・C」, "D, E, A, B, C". The notation keeps DEABC."""
    m = strategist_match()
    m.play("Ann discard R1")
    h = hint(m, "Ann")
    assert h.action.args == ("DEABC",) or h.action.args == ("EABCD",)
    said = {lang: GAME.catalogue.message(h.code, h.params, lang) for lang in ("en", "ja")}
    letters = h.action.args[0]
    assert "・".join(letters) in said["ja"] and ", ".join(letters) in said["en"], said
    m.play(f"Ann traps {letters}")
    ordered = next(e for e in m.events if e.code == "STRAT_TRAPS_ORDERED")
    assert "・".join(letters) in GAME.catalogue.explain(ordered, "ja").headline
