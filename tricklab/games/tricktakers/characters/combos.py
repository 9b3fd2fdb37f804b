"""The Collector's combinations (spec 7.7, TT-085/TT-086): the best choice of at most three
disjoint combinations from the collected cards.

Our reading of the table (``[interp]`` in the spec): every combination has exactly the listed
number of cards; a Rare is wild (any colour and value) but at most one per combination; White
Flags and the Berserker card are never usable; 10s count as value 10 and straights do not wrap;
black is an ordinary colour here. Every 2 cards left unused cost 10 points (rounded down).

The search enumerates candidate combinations, then picks up to three disjoint ones with a
branch-and-bound over candidates sorted by value, so it stays fast with 25 collected cards.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, repeat
from operator import add, lshift
from typing import Iterable, NamedTuple

from ..cards import COLOURS, NUM, RARE, TTCard, sort_hand

VALUES = {"flush3": 20, "straight3": 30, "kind3": 40, "sflush3": 50, "kind4": 80, "sflush5": 100}
SIZES = {"flush3": 3, "straight3": 3, "kind3": 3, "sflush3": 3, "kind4": 4, "sflush5": 5}
# per kind: its value, its number of cards, and what it can add at most (``_best``)
_KIND = {k: (v, SIZES[k], v + (SIZES[k] + 1) // 2 * 10) for k, v in VALUES.items()}


class Combo(NamedTuple):
    """(Named tuples, not frozen dataclasses: the search's (kind, cards) pairs become combos
    without a Python-level ``__init__`` each.)"""
    kind: str
    cards: tuple[TTCard, ...]

    @property
    def value(self) -> int:
        return VALUES[self.kind]


class Collection(NamedTuple):
    combos: tuple[Combo, ...]
    unused: int
    penalty: int
    score: int
    nine: bool                # a 1–9 straight flush: the Collector wins (TT-086)


def _sets(cards: list[TTCard], need: int, rare: list[TTCard], kind: str,
          out: list[tuple[str, tuple[TTCard, ...]]]) -> None:
    """Every ``need`` of ``cards`` as a ``kind`` combo: with a Rare (``rare``, its one
    representative) the sets one card short first, then the full sets. (Pairs made by ``zip``
    and ``map`` in C, not by a comprehension: a call of its own.)"""
    if rare:
        out.extend(zip(repeat(kind), map(add, combinations(cards, need - 1), repeat((rare[0],)))))
    out.extend(zip(repeat(kind), combinations(cards, need)))


def candidates(cards: list[TTCard]) -> list[Combo]:
    """Every combination ``cards`` can form, best first (the search picks among them)."""
    return [Combo(kind, core) for kind, core in _candidates(sort_hand(cards))]


# the kinds from the most valuable down: the candidates are listed in this order
_BY_VALUE = tuple(sorted(VALUES, key=VALUES.__getitem__, reverse=True))
_ONE_TO_NINE = sum(1 << v for v in range(1, 10))      # the values 1–9 as bits


def _runs(held: int, rare: bool) -> tuple[tuple[str, int, int], ...]:
    """(kind, lowest value, length) of every straight flush of 3 and then of 5 that one
    colour's values ``held`` (as bits) make, or make with a Rare one card short. Why kept per
    ``held``: a colour has at most 2^10 value sets, and every collection scored tested the 14
    windows of each of its colours again."""
    key = (held, rare)
    found = _RUNS.get(key)
    if found is None:
        out = []
        for n, kind in ((3, "sflush3"), (5, "sflush5")):
            least = n if not rare else n - 1
            for lo in range(1, 12 - n):
                if (held & ((1 << n) - 1) << lo).bit_count() >= least:
                    out.append((kind, lo, n))
        found = _RUNS[key] = tuple(out)
    return found


_RUNS: dict[tuple[int, bool], tuple[tuple[str, int, int], ...]] = {}


def _candidates(cards: list[TTCard] | tuple[TTCard, ...]) -> list[tuple[str, tuple[TTCard, ...]]]:
    """(kind, cards) of every candidate combination of ``cards`` in display order, best
    first. Kept as plain tuples until chosen: hashing and sorting hundreds of them is the
    Collector's scoring cost."""
    return [combo for group in _by_kind(cards).values() for combo in group]


def _by_kind(cards: list[TTCard] | tuple[TTCard, ...]
             ) -> dict[str, list[tuple[str, tuple[TTCard, ...]]]]:
    """``_candidates`` kind by kind, from the most valuable kind down (only kinds found): one
    kind's candidates share their value and size, so the search lists those per kind."""
    nums: list[TTCard] = []
    rare: list[TTCard] = []               # Rares are interchangeable: one representative
    # (the dicts of lists made in C: a comprehension is a call)
    by_colour: dict[str, list[TTCard]] = dict(zip(COLOURS, ([], [], [], [])))
    by_value: dict[int, list[TTCard]] = {}
    for c in cards:                       # one pass; display order keeps each list sorted
        if c.kind == NUM:
            nums.append(c)
            by_colour[c.suit].append(c)   # type: ignore[index]
            by_value.setdefault(c.value, []).append(c)
        elif c.kind == RARE and not rare:
            rare.append(c)
    if len(nums) + len(rare) < 3:         # every combination has 3 cards or more
        return {}
    # one list per kind, each in the order found: joined from the most valuable kind down,
    # they are the candidates sorted (stably) by value
    out: dict[str, list[tuple[str, tuple[TTCard, ...]]]] = dict(zip(_BY_VALUE,
                                                                    ([], [], [], [], [], [])))
    fewest = 2 if rare else 3             # a colour's or a value's cards form no set below this
    for cs in by_colour.values():
        if len(cs) < fewest:
            continue
        have = {c.value: c for c in cs}
        held = 0                          # the values of this colour, as bits
        for v in have:
            held |= 1 << v
        for kind, lo, n in _runs(held, bool(rare)):
            run = tuple([x for x in map(have.get, range(lo, lo + n)) if x is not None])
            out[kind].append((kind, run if len(run) == n else run + (rare[0],)))
        _sets(cs, 3, rare, "flush3", out["flush3"])
    for cs in by_value.values():
        if len(cs) >= fewest:
            _sets(cs, 3, rare, "kind3", out["kind3"])
            if len(cs) >= fewest + 1:     # (4 of a value, or 3 and a Rare)
                _sets(cs, 4, rare, "kind4", out["kind4"])
    straights = out["straight3"]
    if rare:
        cols: list[list[TTCard] | tuple[()]] = [by_value.get(v, ()) for v in range(11)]
        for lo in range(1, 9):
            low, mid, high = cols[lo], cols[lo + 1], cols[lo + 2]
            # the three values, then two of them and the Rare, in the order
            # itertools.product would list them; one colour throughout is a straight flush,
            # counted above
            for x in low:
                for y in mid:
                    for z in high:
                        if not x.suit == y.suit == z.suit:
                            straights.append(("straight3", (x, y, z)))
            for r in rare:
                for first, second in ((mid, high), (low, high), (low, mid)):
                    for x in first:
                        for y in second:
                            if x.suit != y.suit:
                                straights.append(("straight3", (x, y, r)))
    else:
        # without a Rare only the lowest values of three present in a row (as bits), lowest
        # first, as the loop above would find them
        present = 0
        for v in by_value:
            present |= 1 << v
        starts = present & present >> 1 & present >> 2
        while starts:
            lo = (starts & -starts).bit_length() - 1
            starts &= starts - 1
            for x in by_value[lo]:
                for y in by_value[lo + 1]:
                    for z in by_value[lo + 2]:
                        if not x.suit == y.suit == z.suit:
                            straights.append(("straight3", (x, y, z)))
        # (no Rare, no combo found twice: the lists stand as made)
        return {k: found for k, found in out.items() if found}
    # Cards hash by identity, so a set of combos iterates in an order that changes between
    # processes; ties in value would then pick different cards. Dedupe in generation order
    # (cards are sorted by display order above), kind by kind: the same combos every time.
    return {k: list(dict.fromkeys(found)) for k, found in out.items() if found}


def best(cards: list[TTCard] | tuple[TTCard, ...]) -> Collection:
    return _best(tuple(sort_hand(cards)))


@lru_cache(maxsize=4096)
def _best(cards: tuple[TTCard, ...]) -> Collection:
    total = len(cards)
    nine = False
    if total >= 9:                        # a 1–9 straight flush needs 9 cards
        # each colour's values as bits (a loop: the set and the any/all generators were calls)
        held = dict.fromkeys(COLOURS, 0)
        for c in cards:
            if c.kind == NUM:
                held[c.suit] |= 1 << c.value  # type: ignore[index]
        for bits in held.values():
            if bits & _ONE_TO_NINE == _ONE_TO_NINE:
                nine = True
    cands: list[tuple[str, tuple[TTCard, ...]]] = []
    values: list[int] = []
    sizes: list[int] = []
    # what a combo can add at most: its value, plus the penalty it relieves (its cards, 2 per
    # 10 points, rounded up: 30 for 5 cards, 20 for 3 or 4); falls along the list as the
    # values do (a kind always has the same size), so a loop ends at the first out of reach
    gains: list[int] = []
    for kind, group in _by_kind(cards).items():        # each kind's figures, group by group
        n, (value, size, gain) = len(group), _KIND[kind]
        cands += group
        values += [value] * n
        sizes += [size] * n
        gains += [gain] * n
    gains.append(0)
    n_cands = len(cands)
    bit = {c: 1 << i for i, c in enumerate(cards)}        # a set of cards is an int's bits
    get = bit.__getitem__
    # (a sum, not an OR: a combo's cards differ; ``sum`` adds ints in C, ``reduce`` called
    # ``or_`` per card)
    masks = [sum(map(get, core)) for _, core in cands]
    # Every candidate's cards side by side in one int, a slot of ``w`` bits each whose top bit
    # stays clear: which candidates share no card with a set ``m`` is then a few operations on
    # that int, for all of them at once (``m`` in every slot, ANDed, plus all ones below each
    # top bit: the top bit rises where the slot met ``m``), not a Python loop along the list.
    w = total + 1
    packed = sum(map(lshift, masks, range(0, w * n_cands, w)))
    ones = ((1 << w * n_cands) - 1) // ((1 << w) - 1)      # a 1 at the foot of every slot
    tops = ones << (w - 1)                                 # the top bit of every slot
    fill = tops - ones                                     # all bits below every top bit
    frees = [-1] * n_cands                # each candidate's disjoint ones, once asked
    best_pick: tuple[int, ...] = ()
    best_score = -(total // 2) * 10

    # Up to three disjoint combos, in the order of the candidates, as three nested loops; a
    # branch is cut only when it cannot beat the best so far (ties keep the first found), so
    # the bound changes the time, never the choice. A set of candidates is the top bits of
    # their slots: candidate j is bit w * j + w - 1, the lowest bit the first in the order.
    start = best_score                    # nothing chosen
    for i in range(n_cands):
        if start + 3 * gains[i] <= best_score:
            break
        used1, value1, n1 = masks[i], values[i], sizes[i]
        s1 = value1 - (total - n1) // 2 * 10
        if s1 > best_score:
            best_score, best_pick = s1, (i,)
        if s1 + 2 * gains[i + 1] <= best_score:
            continue
        after = frees[i]                  # the seconds: disjoint from i, after it
        if after < 0:
            after = frees[i] = tops ^ ((packed & used1 * ones) + fill) & tops
        after = after >> w * (i + 1) << w * (i + 1)
        while after:
            low = after & -after
            j = low.bit_length() // w - 1
            if s1 + 2 * gains[j] <= best_score:
                break
            after ^= low                          # now only candidates after j
            value2, n2 = value1 + values[j], n1 + sizes[j]
            s2 = value2 - (total - n2) // 2 * 10
            if s2 > best_score:
                best_score, best_pick = s2, (i, j)
            if s2 + gains[j + 1] <= best_score:
                continue
            # the third: what a combo adds (its value, less the penalty left) falls strictly
            # from kind to kind along the list and is equal within a kind, so the first that
            # fits (the lowest bit left) is the best third, and a later one never beats it
            third = frees[j]
            if third < 0:                         # (found once per candidate, when asked)
                third = frees[j] = tops ^ ((packed & masks[j] * ones) + fill) & tops
            third &= after
            if third:
                k = (third & -third).bit_length() // w - 1
                s3 = value2 + values[k] - (total - n2 - sizes[k]) // 2 * 10
                if s3 > best_score:
                    best_score, best_pick = s3, (i, j, k)
    combos: list[Combo] = []
    unused = total
    for i in best_pick:                   # (a loop: generators are calls)
        combos.append(tuple.__new__(Combo, cands[i]))
        unused -= sizes[i]
    return tuple.__new__(Collection, (tuple(combos), unused, unused // 2 * 10, best_score, nine))
