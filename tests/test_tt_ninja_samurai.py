"""Ninja (2D) and Samurai (3D): random games in which both are always played, the hidden
face-down card, the hook contracts with the Time Traveler (Rewind TT-149, Change the past
TT-161), the Samurai's "no black card" loop, and the rule-bot tactics."""
from __future__ import annotations

import random

import pytest
from helpers import assert_replays
from test_tricktakers_expansion import check_state, expected_cards

from tricklab.core.events import Built
from tricklab.core.match import Match
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers import characters as chars
from tricklab.games.tricktakers.bots import RuleBot, hint
from tricklab.games.tricktakers.cards import TTCard

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


def C(code: str) -> TTCard:
    return TTCard.parse(code)


def forced_game(seed: int, timing: str, probe_every: int = 0) -> tuple[list[str], list]:
    """A random game whose round 1 has the Ninja and the Samurai (later rounds: free choice);
    invariants are checked after every action, and every ``probe_every``-th state checks that
    each legal action is accepted."""
    n = 3 + seed % 3
    players = NAMES[:n]
    rng = random.Random(seed)
    others = [c for c in chars.ALL if c not in ("ninja", "samurai")]
    rng.shuffle(others)
    setup = {"characters": dict(zip(players, ["ninja", "samurai", *others[:n - 2]]))}
    opts = {"characters": ["ninja", "samurai", *others[:n]], "ninja_timing": timing}
    st, events = GAME.new_state(players, seed, setup, opts)
    n_cards = expected_cards(st.pool)
    actions: list[str] = []
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        assert legal, f"nobody can act: phase {st.phase}, pending {st.pending}"
        if probe_every and len(actions) % probe_every == 0:
            for a in legal:
                assert GAME.explain_illegal(st, a) is None, a
        a = legal[rng.randrange(len(legal))]
        events += GAME.apply(st, a)
        actions.append(str(a))
        check_state(st, n_cards)
        assert len(actions) < 5000
    for p in players:          # every point change went through score events
        assert 30 + sum(e.params["deltas"].get(p, 0) for e in events
                        if "deltas" in e.params) == st.points[p]
    if seed % 4 == 0:
        assert_replays(GAME, players, seed, setup, actions, GAME.facts(st), events, **opts)
    return actions, events


@pytest.mark.parametrize("timing", ["always_last", "seat_order"])
def test_random_games_with_ninja_and_samurai(timing):
    seen: set[str] = set()
    for seed in range(60):
        _, events = forced_game(seed, timing, probe_every=7 if seed < 10 else 0)
        seen |= {e.code for e in events}
    # the abilities really happened in these games
    assert {"NINJA_SHADOW", "NINJA_SHADOW_DECK", "NINJA_REVEALS", "NINJA_DROPS",
            "SAMURAI_TAKES", "SAMURAI_DECLINES", "SAMURAI_NO_BLACK"} <= seen


def test_samurai_never_holds_black_and_ninja_card_stays_hidden():
    for seed in range(30):
        n = 3 + seed % 3
        players = NAMES[:n]
        setup = {"characters": dict(zip(players, ["samurai", "ninja", "hermit", "king",
                                                   "collector"][:n]))}
        m = Match(GAME, players, seed, setup,
                  characters=["samurai", "ninja", "hermit", "king", "collector", "ruler"])
        rng = random.Random(seed)
        while not GAME.is_over(m.state) and m.state.round == 1:
            st = m.state
            if st.phase in ("setup", "play") and st.cdata.get(players[0], {}).get("_started"):
                assert not any(c.kind == "num" and c.suit == "K" for c in st.hands[players[0]])
            for e in st.entries:
                if e.facedown and e.get("shadow"):
                    for other in players:
                        if other != e.seat:
                            v = GAME.view(st, other)
                            assert all(x.card is not e.card for x in v.entries)
            legal = m.legal_actions()
            m.play(legal[rng.randrange(len(legal))])
        for e in m.events:
            if e.code in ("NINJA_SHADOW", "NINJA_SHADOW_DECK"):
                assert "clone" in e.params_for(e.seat) and "clone" not in e.params
                assert all("clone" not in e.seen_by(o).params_for(None)
                           for o in players if o != e.seat)


def test_rewind_discards_the_ninja_facedown_card():
    """TT-149: the Time Traveler's Rewind returns B4 to the Ninja; the face-down K1 goes to
    the discard pile (the Ninja already drew for it)."""
    m = Match(GAME, ["Ann", "Bo", "Cy"], 149, {
        "leader": "Ann", "characters": {"Ann": "ninja", "Bo": "hermit", "Cy": "time_traveler"},
        "hands": {"Ann": ["B4", "K1", "R1", "G1", "G2"], "Bo": ["B9", "R2", "R3", "G3", "G4"],
                  "Cy": ["B7", "R4", "R5", "G5", "G6"]},
        "deck": ["R9", "G7", "G8"]}, characters=["ninja", "hermit", "time_traveler", "king"])
    m.play("Cy predict Ann Bo")
    m.play("Ann B4 shadow K1")
    assert sorted(map(str, m.state.hands["Ann"])) == ["G1", "G2", "R1", "R9"]
    m.play("Bo B9")
    m.play("Cy rewind")
    st = m.state
    assert C("K1") in st.discard and C("K1") not in st.hands["Ann"]
    assert sorted(map(str, st.hands["Ann"])) == ["B4", "G1", "G2", "R1", "R9"]
    assert st.entries == []
    assert any(e.code == "NINJA_REWIND_DISCARD" and "TT-149" in e.rulings for e in m.events)
    check_state(st, expected_cards(st.pool))
    # the replay: the Ninja may use its shadow clone again
    m.play("Cy discard R4 R5")
    m.play("Cy lead Ann")
    assert any(a.args[1:2] == ("shadow",) for a in m.legal_actions() if a.kind == "play"
               and len(a.args) > 1)


def test_change_the_past_black_card_to_samurai_is_replaced():
    """TT-161: a black card handed to the Samurai by Change the past is discarded at once and
    replaced from the draw deck."""
    m = Match(GAME, ["Ann", "Bo", "Cy"], 161, {
        "leader": "Ann", "characters": {"Ann": "hermit", "Bo": "samurai", "Cy": "time_traveler"},
        "hands": {"Ann": ["K6", "R1", "B1", "G1", "G2"], "Bo": ["B2", "R2", "R3", "G3", "G4"],
                  "Cy": ["RA1", "R4", "R5", "G5", "G6"]},
        "deck": ["G9", "B8"]}, characters=["samurai", "hermit", "time_traveler", "king"])
    m.play("Cy predict Ann Bo")
    for a in ("Ann K6", "Bo B2", "Cy RA1", "Cy change"):
        m.play(a)
    # Cy gives cards clockwise: Ann first, then Bo
    m.play("Cy give Ann B2")
    m.play("Cy give Bo K6")
    st = m.state
    assert C("K6") in st.discard and C("G9") in st.hands["Bo"]
    ev = next(e for e in m.events if e.code == "SAMURAI_NO_BLACK")
    assert set(ev.rulings) == {"TT-108", "TT-161"}


def test_samurai_no_replacement_when_only_black_is_left():
    """The replacement loop ends: with only black cards left to draw, nothing is drawn."""
    m = Match(GAME, ["Ann", "Bo", "Cy"], 5, {
        "leader": "Ann", "characters": {"Ann": "samurai", "Bo": "hermit", "Cy": "resistance"},
        "hands": {"Ann": ["R4", "B1", "B2", "G7", "G8"]}},
        characters=["samurai", "hermit", "resistance", "king"])
    st = m.state.clone()
    blacks = [C(f"K{v}") for v in range(1, 10) if C(f"K{v}") not in st.hands["Bo"] + st.hands["Cy"]]
    st.deck, st.discard = [c for c in blacks if c not in st.hands["Ann"]], []
    st.hands["Ann"].append(st.deck.pop(0))
    events: list = Built()
    chars.get("samurai").on_receive(st, "Ann", [st.hands["Ann"][-1]], events)
    assert not any(c.suit == "K" for c in st.hands["Ann"])
    assert events[-1].code == "SAMURAI_NO_REPLACEMENT"


def test_ninja_two_tricks_gold_refusal_cites_tt104():
    from pathlib import Path

    from tricklab.core.scenario import load_scenario, run_scenario
    path = Path(chars.__file__).parent.parent / "scenarios" / "tt104_ninja_two_tricks.yaml"
    res = run_scenario(load_scenario(path), GAME)
    assert not res.failures
    ev = next(e for e in res.match.events if e.code == "GOLD_NOBODY_INELIGIBLE")
    assert "TT-104" in ev.rulings and "TT-084" not in ev.rulings


def test_rule_bot_uses_both_abilities():
    codes: set[str] = set()
    bot = RuleBot()
    for seed in range(12):
        n = 3 + seed % 3
        players = NAMES[:n]
        setup = {"characters": dict(zip(players, ["ninja", "samurai", "king", "hermit",
                                                   "gambler"][:n]))}
        m = Match(GAME, players, seed, setup,
                  characters=["ninja", "samurai", "king", "hermit", "gambler", "collector"])
        rng = random.Random(seed)
        while not GAME.is_over(m.state):
            seat = m.to_act()[0]
            codes.add(hint(m, seat).code)
            m.play(bot.choose(m, seat, rng))
    assert {"HINT_NINJA_SHADOW_WIN", "HINT_NINJA_SHADOW_DECK", "HINT_NINJA_DROP",
            "HINT_SAMURAI_TAKE"} <= codes
    for code in codes:
        assert set(GAME.catalogue.messages[code]) >= {"en", "ja"}
