"""Tricktakers KINGs properties over seeded random games (2, 4 and 5 players, with and without
the Cheerleader): playing cards and Kings conserved after every action, scores recomputed from
the score events equal the totals, a King used at most once per game (4-5p) or per round (2p),
and the rule bot finishes games using its abilities."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.events import EventKind
from tricklab.games.tricktakers_kings.bots import hint

SEATS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def play(n: int, seed: int, bot=None, **options):
    m = new_match("tricktakers_kings", players=SEATS[:n], seed=seed, **options)
    rng, rand = random.Random(seed), RandomBot()
    while not m.is_over():
        seat = m.to_act()[0]
        m.play(hint(m, seat).action if bot else rand.choose(m, seat, rng))
        assert m.game.invariants(m.state) == [], (seed, m.actions[-1])
    return m


@pytest.mark.parametrize("n,opts", [(5, {}), (5, {"use_cheerleader": True}), (4, {}),
                                    (4, {"use_cheerleader": True, "cheerleader_rule": "advanced"}),
                                    (2, {}), (2, {"use_white_king_2p": True})])
@pytest.mark.parametrize("seed", range(6))
def test_random_games_conserve_cards_and_scores(n, opts, seed):
    m = play(n, seed, **opts)
    recomputed = {p: 0 for p in m.players}
    kings = Counter()
    for e in m.events:
        if e.kind == EventKind.ROUND_SCORED:
            for p, d in e.params["deltas"].items():
                recomputed[p] += d
            for p, lines in e.params["lines"].items():     # the round result (KG-008)
                assert sum(lines) == e.params["scores"][p]
        if e.code == "KG_PLAYS_WITH" and "KING-" in str(e.params.get("words")):
            kings[(e.seat, 0 if n > 2 else len([x for x in m.events[:m.events.index(e)]
                                                 if x.kind == EventKind.ROUND_SCORED]))] += 1
    assert recomputed == m.totals()
    assert all(v == 1 for v in kings.values())
    assert m.state.round_scores == [e.params["scores"] for e in m.events
                                    if e.kind == EventKind.ROUND_SCORED]
    assert len(m.state.round_scores) == 3


@pytest.mark.parametrize("n", [2, 4, 5])
def test_rule_bots_finish_and_use_abilities(n):
    used = Counter()
    for seed in range(4):
        m = play(n, seed, bot=True, **({"use_cheerleader": True} if n > 2 else {}))
        for a in m.actions:
            used[a.kind] += 1
            used.update(w for w in a.args[1:] if w in ("king", "sword"))
    assert used["king"] and used["play"] and used["bid"] and used["pick"]


@pytest.mark.parametrize("round_no,ruling", [(1, "KG-040"), (2, "KG-041")])
def test_a_bid_with_a_front_card_cites_the_layout_of_its_round(round_no, ruling):
    """Bidding with the card just shown is refused, citing that round's layout (the round-1
    refusal cited the round-2 layout, KG-041). In round 3 the last card is the bid by itself."""
    from tricklab.core.errors import IllegalAction
    m = new_match("tricktakers_kings", players=SEATS, seed=1)
    rand, rng = RandomBot(), random.Random(1)
    while not (m.state.round == round_no and m.state.phase == "bid"):
        m.play(rand.choose(m, m.to_act()[0], rng))
    seat = m.to_act()[0]
    front = m.state.fronts[seat][-1]
    with pytest.raises(IllegalAction) as err:
        m.play(f"{seat} bid {front}")
    assert err.value.code == "KG_BID_FRONT"
    assert err.value.ruling == ruling


def test_the_facts_list_the_legal_actions_as_every_other_game_does():
    """`legal_actions` (core's shared meaning, docs/scenarios.md) was missing from KINGs' facts;
    a seat's own view lists its moves, and another seat's view of a hidden discard (its count
    hidden) lists none rather than failing."""
    m = new_match("tricktakers_kings", players=SEATS, seed=3, use_cheerleader=True)
    rng, rand = random.Random(3), RandomBot()
    seen_pending = False
    while not m.is_over():
        seat = m.to_act()[0]
        facts = m.facts()
        assert facts["legal_actions"] == [str(a) for a in m.legal_actions(seat)]
        if m.state.pending and m.state.pending[0] == "discard":
            other = next(s for s in SEATS if s != seat)
            assert m.game.facts(m.view(other))["legal_actions"] == []
            assert m.game.facts(m.view(seat))["legal_actions"] == facts["legal_actions"]
            seen_pending = True
        m.play(rand.choose(m, seat, rng))
    assert m.facts()["legal_actions"] == [] and seen_pending


def test_the_scenario_docs_have_a_kings_section_with_its_notation():
    """docs/scenarios.md had the KINGs facts only: no setup fields, no action notation, no
    refusal codes. Every verb, every word after a card, every setup field and option, and
    the refusal codes a scenario may expect are there now."""
    from pathlib import Path
    from tricklab.games.tricktakers_kings import abilities, rules
    text = (Path(__file__).parent.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    section = text[text.index("## Tricktakers KINGs"):text.index("## The basic game")]
    missing = [w for w in (*rules.VERBS, *abilities.WORDS, *rules.SETUP, *rules.OPTIONS,
                           "KG_MUST_FOLLOW", "KG_KING_COLOUR", "SETUP_PARTY", "choose", "setup")
               if f"`{w}" not in section and f" {w} " not in section and f" {w}`" not in section]
    assert not missing, missing
