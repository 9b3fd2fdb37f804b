"""Helpers the round's speed work rewrote, held to plain references: the Alchemist's play
variants (every 3-card set, must-follow, the colour words) and the Collector's candidates."""
from __future__ import annotations

import random
from itertools import combinations

from tricklab.games.tricktakers.cards import ALCHEMIST_DECK, SHARED_DECK, parse_cards, sort_hand
from tricklab.games.tricktakers.characters.alchemist import (COLOURED, PLAY, Alchemist,
                                                              _variants, alch_colour,
                                                              colour_options)
from tricklab.games.tricktakers.characters.combos import best, candidates
from tricklab.games.tricktakers.trick import COLOUR_NAME


def _variants_plain(hand, lead):
    """The words of every play, built one set at a time from ``colour_options``."""
    hand = sort_hand(hand)
    need = min(PLAY, len(hand))
    follow = lead in COLOURED and any(alch_colour(c) == lead for c in hand)
    out = {}
    for i, card in enumerate(hand):
        ways = []
        for rest in combinations(hand[i + 1:], need - 1):
            if follow and not any(alch_colour(c) == lead for c in (card, *rest)):
                continue
            words = tuple(c.code for c in rest)
            opts = colour_options((card, *rest)) if lead is None else []
            ways += [words + (COLOUR_NAME[o],) for o in opts] or [words]
        out[card] = tuple(ways)
    return out


def test_alchemist_variants_are_the_plain_list():
    rng = random.Random(7)
    cards = list(ALCHEMIST_DECK) + list(SHARED_DECK)
    for n in [1, 2, 3, 4, 5, 6, 6, 6, 7] * 40:
        hand = tuple(rng.sample(cards, n))
        for lead in (None, "R", "B", "G", "K"):
            assert _variants(hand, lead) == _variants_plain(hand, lead), (hand, lead)


class _Turn:
    """The little of a state ``Alchemist.plays`` reads: the hand and the lead colour."""

    def __init__(self, hand, lead):
        self.hands, self.lead = {"Ann": list(hand)}, lead


def test_alchemist_plays_by_index_are_the_plain_list():
    """``plays`` makes each play only when asked (by its index, from a table per colour
    pattern): its length, every index, negative indexes and slices give the plain list."""
    rng = random.Random(11)
    cards = list(ALCHEMIST_DECK) + list(SHARED_DECK)
    for n in [1, 2, 3, 4, 5, 6, 6, 6, 7] * 40:
        hand = sort_hand(rng.sample(cards, n))
        for lead in (None, "R", "B", "G", "K"):
            plain = [(c, w) for c, ways in _variants_plain(hand, lead).items() for w in ways]
            plays = Alchemist().plays(_Turn(rng.sample(hand, n), lead), "Ann", hand)
            assert len(plays) == len(plain), (hand, lead)
            assert [plays[r] for r in range(len(plain))] == plain, (hand, lead)
            assert plays[-1] == plain[-1] and plays[1:3] == plain[1:3], (hand, lead)


def test_collector_candidates_do_not_depend_on_the_order_given():
    cards = parse_cards("K3 R1 RA1 B2 R2 G2 R3 WF1 B3 G1")
    shuffled = list(cards)
    random.Random(3).shuffle(shuffled)
    assert candidates(shuffled) == candidates(cards) == candidates(sort_hand(cards))
    assert candidates(parse_cards("R1 RA1 WF1 BZ")) == []      # fewer than 3 usable cards
    assert best(parse_cards("R1 RA1")).score == -10


def test_collector_nine_needs_all_nine_of_one_colour():
    assert not best(parse_cards("B1 B2 B3 B4 B5 B6 B7 B8 RA1 R9")).nine
    assert best(parse_cards("G9 G8 G7 G6 G5 G4 G3 G2 G1")).nine


def test_registry_memos_are_emptied_when_a_component_is_registered():
    from tricklab.games.tricktakers import registry
    kept = registry.memo()
    kept["set"] = "derived from the components"
    registry.register(registry.get("king"))          # the same component again: harmless
    assert kept == {}
