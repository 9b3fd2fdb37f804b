"""The Collector's search (``combos._best``) finds the disjoint candidates with ints (the
candidates packed one slot each) instead of walking the list, and lists straights without a
Rare from the values present as bits: each must pick what the plain walk picks, the same
combos and the same cards on a tie, for collections of every size, with Rares and with two
cards of one colour and value (R1 and the Alchemist's AR1)."""
from __future__ import annotations

import random
from itertools import combinations, product

from tricklab.games.tricktakers.cards import ALL_CARDS, COLOURS, NUM, RARE, parse_cards, \
    sort_hand
from tricklab.games.tricktakers.characters import combos


def _plain_best(cards: tuple) -> tuple:
    """The plain search: every pick of up to three disjoint candidates in the order of the
    list (one, then its seconds, then their thirds), the first of the best score kept."""
    cands = combos._candidates(cards)
    total = len(cards)
    place = {id(c): 1 << i for i, c in enumerate(cards)}
    masks = [sum(place[id(c)] for c in core) for _, core in cands]

    def score(*pick: int) -> int:
        used = sum(len(cands[i][1]) for i in pick)
        return sum(combos.VALUES[cands[i][0]] for i in pick) - (total - used) // 2 * 10

    best: tuple[int, ...] = ()
    best_score = score()
    for i in range(len(cands)):
        if score(i) > best_score:
            best, best_score = (i,), score(i)
        for j in range(i + 1, len(cands)):
            if masks[i] & masks[j]:
                continue
            if score(i, j) > best_score:
                best, best_score = (i, j), score(i, j)
            for k in range(j + 1, len(cands)):
                if not (masks[i] | masks[j]) & masks[k] and score(i, j, k) > best_score:
                    best, best_score = (i, j, k), score(i, j, k)
    return tuple(cands[i] for i in best), best_score


def _collections(n: int, seed: int):
    rnd = random.Random(seed)
    deck = list(ALL_CARDS)
    for _ in range(n):
        size = rnd.choice((rnd.randint(0, 9), rnd.randint(8, 13), rnd.randint(12, 16)))
        yield tuple(sort_hand(rnd.sample(deck, size)))


def test_the_search_picks_what_the_plain_walk_picks():
    sizes = set()
    for cards in _collections(250, 11):
        found = combos._best.__wrapped__(cards)
        sizes.add(len(found.combos))
        pick, score = _plain_best(cards)
        assert ([(c.kind, c.cards) for c in found.combos], found.score) == (list(pick), score), \
            [c.code for c in cards]
        used = sum(len(c.cards) for c in found.combos)
        assert (found.unused, found.penalty) == (len(cards) - used, (len(cards) - used) // 2 * 10)
    assert sizes == {0, 1, 2, 3}                # picks of every length were compared


def _many_collections(n: int, seed: int):
    """Collections of 0–16 cards, a third of them rich in cards no combo or only one combo
    can use (White Flags, Berserker cards, Rares): the search counts how many combos the
    usable cards can still make, and must not stop short of the plain walk's pick there."""
    rnd = random.Random(seed)
    deck = list(ALL_CARDS)
    specials = [c for c in ALL_CARDS if c.kind != NUM]
    for _ in range(n):
        size = rnd.randint(0, 16)
        cards = rnd.sample(deck, size)
        if rnd.random() < 0.34:
            cards = list(dict.fromkeys(cards[:size // 2] + rnd.sample(specials, rnd.randint(1, 5))))
        yield tuple(sort_hand(cards))


def test_the_search_picks_what_the_plain_walk_picks_on_many_collections():
    """20,000 seeded collections (the bound is cut by the usable cards left: three combos from
    9 of them, two from 6, one from 3; exact ties between picks are common here)."""
    counts = set()
    for cards in _many_collections(20_000, 21):
        found = combos._best.__wrapped__(cards)
        pick, score = _plain_best(cards)
        assert ([(c.kind, c.cards) for c in found.combos], found.score) == (list(pick), score), \
            [c.code for c in cards]
        counts.add(len(found.combos))
    assert counts == {0, 1, 2, 3}


def test_nine_is_a_1_to_9_run_of_one_colour():
    seen = set()
    for cards in _collections(300, 13):
        held = {(c.suit, c.value) for c in cards if c.kind == NUM}
        nine = any(all((s, v) in held for v in range(1, 10)) for s in COLOURS)
        assert combos._best.__wrapped__(cards).nine == nine
        seen.add(nine)
    for extra in ("", " R10 AR1 RA1"):         # the smallest run, and with cards about it
        run = tuple(sort_hand(parse_cards("G1 G2 G3 G4 G5 G6 G7 G8 G9" + extra)))
        assert combos._best.__wrapped__(run).nine
        assert not combos._best.__wrapped__(tuple(c for c in run if c.code != "G5")).nine


def test_straights_without_a_rare_are_those_of_the_plain_loop_and_no_list_repeats():
    for cards in _collections(300, 12):
        by_kind = combos._by_kind(cards)
        for found in by_kind.values():
            assert len(set(found)) == len(found)            # listed once each, Rare or not
        if any(c.kind == RARE for c in cards):
            continue
        vals = {v: [c for c in cards if c.kind == NUM and c.value == v] for v in range(11)}
        plain = [("straight3", (x, y, z)) for lo in range(1, 9) for x in vals[lo]
                 for y in vals[lo + 1] for z in vals[lo + 2] if not x.suit == y.suit == z.suit]
        assert by_kind.get("straight3", []) == plain, [c.code for c in cards]


def test_run_starts_are_the_windows_a_colour_fills():
    """``_run_starts`` finds every window at once with shifts: the same windows as testing
    each (3 values from 1 to 8, 5 from 1 to 6; with a Rare one value may be missing)."""
    for held in range(0, 1 << 11, 2):                        # values 1–10 as bits
        for rare in (False, True):
            plain = tuple(sum(1 << lo for lo in range(1, 12 - n)
                              if (held >> lo & (1 << n) - 1).bit_count() >= n - rare)
                          for n in (3, 5))
            assert combos._run_starts(held, rare) == plain, (bin(held), rare)


def _plain_candidates(cards: tuple) -> list:
    """Every candidate as (kind, cards), listed the plain way from the cards themselves: kinds
    from the most valuable down; runs by value, sets in display order, the Rare last; with a
    Rare the sets one card short first; each listed once."""
    nums = [c for c in cards if c.kind == NUM]
    rare = [c for c in cards if c.kind == RARE][:1]
    if len(nums) + len(rare) < 3:
        return []
    out: dict = {kind: [] for kind in combos._BY_VALUE}
    by_value: dict = {}
    for c in nums:
        by_value.setdefault(c.value, []).append(c)

    def sets(cs, need, kind):
        if rare:
            out[kind] += [(kind, core + tuple(rare)) for core in combinations(cs, need - 1)]
        out[kind] += [(kind, core) for core in combinations(cs, need)]

    for colour in COLOURS:
        cs = [c for c in nums if c.suit == colour]
        have = {c.value: c for c in cs}
        for n, kind in ((3, "sflush3"), (5, "sflush5")):
            for lo in range(1, 12 - n):
                run = tuple(have[v] for v in range(lo, lo + n) if v in have)
                if len(run) == n or rare and len(run) == n - 1:
                    out[kind].append((kind, run + tuple(rare) * (n - len(run))))
        sets(cs, 3, "flush3")
    for cs in by_value.values():
        sets(cs, 3, "kind3")
        sets(cs, 4, "kind4")
    for lo in range(1, 9):
        low, mid, high = (by_value.get(v, []) for v in range(lo, lo + 3))
        out["straight3"] += [("straight3", trio) for trio in product(low, mid, high)
                             if len({c.suit for c in trio}) > 1]
        for first, second in ((mid, high), (low, high), (low, mid)) if rare else ():
            out["straight3"] += [("straight3", (x, y, rare[0])) for x, y in product(first, second)
                                 if x.suit != y.suit]
    return [combo for found in out.values() for combo in dict.fromkeys(found)]


def test_the_candidates_and_their_cards_are_those_of_the_plain_listing():
    """The search works on masks of cards and gives a picked combo its cards back: the
    candidates, their order and each one's cards in order (which cards a tie picks, and how
    a combo is shown) stay those of the plain listing, with Rares and Alchemist cards."""
    rnd = random.Random(17)
    special = [c for c in ALL_CARDS if c.kind != NUM or c.code.startswith("A")]
    for cards in _collections(300, 14):
        cards = tuple(sort_hand(dict.fromkeys(cards + tuple(rnd.sample(special, 2)))))
        assert combos._candidates(cards) == _plain_candidates(cards), [c.code for c in cards]
