"""Tricktakers legal actions are computed from the rules, not found by trying actions and
catching refusals (issue 9). This holds the direct computation to the old one: at every
decision point of many random games, the plays, discards and exchanges listed are exactly
those the engine accepts when every candidate is tried.

Plays are compared as the entries they make: two notations of the same play (an Alchemist
may leave out the only colour it could name) are one way of playing, and the list must hold
exactly one notation of each.
"""
from __future__ import annotations

import os
import random
from itertools import combinations

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.errors import IllegalAction, NotationError
from tricklab.games.tricktakers.cards import BEASTS, sort_hand
from tricklab.games.tricktakers.characters import ALL, get
from tricklab.games.tricktakers.rules import GAME
from tricklab.games.tricktakers.state import TTState

GAMES = int(os.environ.get("TRICKLAB_LEGAL_GAMES", "300"))
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]
COLOURS = ("red", "blue", "green", "black")


def candidate_words(st: TTState, seat: str, card) -> list[tuple[str, ...]]:
    """Every extra-word notation any character gives a play, in canonical card order."""
    hand = sort_hand(st.hands[seat])
    out: list[tuple[str, ...]] = [(), ("tactic",), ("token",), ("shadow",)]
    out += [("shadow", str(c)) for c in hand if c is not card]
    out += [(b.code,) for b in BEASTS]
    if st.chars.get(seat) == "alchemist":
        later = hand[hand.index(card) + 1:]
        for k in range(len(hand)):
            for rest in combinations(later, k):
                words = tuple(map(str, rest))
                out += [words] + [words + (c,) for c in COLOURS]
    return list(dict.fromkeys(out))


def signature(st: TTState, seat: str, args: tuple[str, ...]):
    """The entry a play makes (what it does), or None if the engine refuses it."""
    try:
        e, _ = GAME._check_play(st, seat, args)
    except (IllegalAction, NotationError):
        return None
    return (e.card, e.more, e.token, e.item, e.facedown, e.extra)


def check_plays(st: TTState, seat: str, legal) -> None:
    plays = [a for a in legal if a.kind == "play"]
    listed = [signature(st, seat, a.args) for a in plays]
    assert None not in listed, [a for a, s in zip(plays, listed) if s is None]
    assert len(set(listed)) == len(listed), "two notations of one play are listed"
    tried = {signature(st, seat, (str(card), *words))
             for card in st.hands[seat] for words in candidate_words(st, seat, card)}
    tried.discard(None)
    assert tried == set(listed), (sorted(map(str, tried - set(listed))),
                                  sorted(map(str, set(listed) - tried)))


def check_discards(st: TTState, seat: str, legal) -> None:
    n = st.pending[2]["n"]
    hand = sort_hand(st.hands[seat])
    old = [a for a in (f"{seat} discard {' '.join(map(str, t))}" for t in combinations(hand, n))
           if GAME.explain_illegal(st, GAME.parse_action(a)) is None]
    assert [str(a) for a in legal if a.kind == "discard"] == old


def check_exchanges(st: TTState, seat: str, legal) -> None:
    c = get(st.chars[seat])
    hand = sort_hand(st.hands[seat])
    old = []
    for k in range(1, len(hand) + 1):
        for t in combinations(hand, k):
            try:
                c.check_exchange(st, seat, list(t))
            except IllegalAction:
                continue
            old.append(f"{seat} exchange {' '.join(map(str, t))}")
    assert [str(a) for a in legal if a.kind == "exchange"] == old


def test_direct_legal_actions_equal_trying_every_candidate():
    points = {"play": 0, "discard": 0, "exchange": 0}
    for seed in range(GAMES):
        m = new_match("tricktakers", players=PLAYERS[:3 + seed % 3], seed=seed, characters=ALL)
        rng, bot = random.Random(seed), RandomBot()
        while not m.is_over():
            st, seat = m.state, m.to_act()[0]
            legal = m.legal_actions(seat)
            if st.pending is not None and st.pending[1] == "discard":
                check_discards(st, seat, legal)
                points["discard"] += 1
            elif st.pending is None and st.phase == "play":
                check_plays(st, seat, legal)
                points["play"] += 1
            elif st.pending is None and st.phase == "setup" and GAME._may_exchange(st, seat):
                check_exchanges(st, seat, legal)
                points["exchange"] += 1
            m.play(bot.choose(m, seat, rng))
    assert all(points.values()), points


def test_legal_actions_are_cached_per_state_and_fresh_after_apply():
    m = new_match("tricktakers", players=PLAYERS[:4], seed=3, characters=ALL)
    st = m.state
    first = GAME.legal_actions(st)
    assert st.legal_cache and GAME.legal_actions(st) == first
    first.clear()                                   # callers get their own list
    assert GAME.legal_actions(st)
    nxt = st.clone()
    assert nxt.legal_cache == {}
    GAME.apply(nxt, GAME.legal_actions(nxt)[0])
    assert nxt.legal_cache == {}



def _turns(games: int):
    """(state, seat, component) at every play turn of ``games`` random all-15 games."""
    for seed in range(games):
        m = new_match("tricktakers", players=PLAYERS[:3 + seed % 3], seed=seed, characters=ALL)
        rng, bot = random.Random(seed), RandomBot()
        while not m.is_over():
            st, seat = m.state, m.to_act()[0]
            if st.pending is None and st.phase == "play":
                yield st, seat, get(st.chars[seat])
            m.play(bot.choose(m, seat, rng))


def test_plays_lists_each_cards_variants_in_order():
    """A character's ``plays`` (the whole hand at once, as the engine asks) is exactly every
    playable card's ``play_variants`` in turn, in the same order: the random loop draws an
    index into this list. Each character with a ``plays`` of its own is reached on a turn
    where some play carries words (the case its override lists)."""
    seen: set[str] = set()
    dropped: set[str] = set()       # a playable card without a way to play it (an armed item)
    for st, seat, c in _turns(60):
        cards = GAME._playable(st, seat, c)
        plays = c.plays(st, seat, cards)
        listed = [(x, w) for x in cards for w in c.play_variants(st, seat, x)]
        assert plays == listed, c.name
        # the loop draws ``plays[r]`` for r below ``len(plays)`` (a lazy sequence counts them)
        assert len(plays) == len(listed), c.name
        assert [plays[r] for r in range(len(listed))] == listed, c.name
        if any(w for _, w in plays):
            seen.add(c.name)
        if {x for x, _ in plays} < set(cards):
            dropped.add(c.name)
    assert {"alchemist", "ninja", "ruler", "strategist", "summoner"} <= seen, seen
    assert "adventurer" in dropped, dropped


def test_plain_turn_means_one_way_per_card():
    """``plain_turn`` (told once per turn, so ``plays`` asks no card) is True only when every
    playable card is played one way, without words; and each character that has it says so
    on some turns, so the shortcut is taken."""
    plain = set()
    for st, seat, c in _turns(40):
        if c.plain_turn(st, seat):
            assert all(c.play_variants(st, seat, x) == [()]
                       for x in GAME._playable(st, seat, c)), c.name
            plain.add(c.name)
    assert {"adventurer", "ruler", "strategist", "summoner"} <= plain, plain


def test_follow_free_answers_as_exempt():
    """``follow_free`` (asked for the legal plays) is True exactly when ``exempt`` gives a
    Step (built for the card played and its explanation)."""
    free = set()
    for st, seat, c in _turns(40):
        for x in st.hands[seat]:
            assert c.follow_free(st, seat, x) == (c.exempt(st, seat, x) is not None), c.name
            if c.follow_free(st, seat, x):
                free.add(c.name)
    assert {"alchemist", "ruler", "strategist"} <= free, free


def test_breaks_follow_answers_as_violation():
    """``breaks_follow`` (the legal plays' yes/no) agrees with ``violation`` (the Step that
    explains a refusal) for every card of every turn."""
    from tricklab.games.tricktakers.play import breaks_follow, violation
    broken = 0
    for st, seat, _ in _turns(30):
        for x in st.hands[seat]:
            assert breaks_follow(st, seat, x) == (violation(st, seat, x) is not None)
            broken += breaks_follow(st, seat, x)
    assert broken


def test_one_word_accepts_nothing_or_the_word_alone():
    """``Character.one_word``: the check the Ruler ('token') and the Strategist ('tactic')
    make at each play, as the words they refuse otherwise (PLAY_EXTRA_WORDS)."""
    one = get("ruler").one_word
    for words in [(), ("token",), ("TOKEN",), ("tokens",), ("token", "token"), ("B8",),
                  ("token", "B8")]:
        refused = any(w.lower() != "token" for w in words) or len(words) > 1
        assert one(words, "token") is not refused, words
