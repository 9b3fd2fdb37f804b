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
from operator import attrgetter, lshift
from typing import Iterable, NamedTuple

from ..cards import COLOURS, NUM, RARE, TTCard, sort_hand

VALUES = {"flush3": 20, "straight3": 30, "kind3": 40, "sflush3": 50, "kind4": 80, "sflush5": 100}
SIZES = {"flush3": 3, "straight3": 3, "kind3": 3, "sflush3": 3, "kind4": 4, "sflush5": 5}
# per kind: its value and its number of cards; both fall (or stay) from kind to kind along
# the candidates, so what the combos from a candidate on can add at most falls too, and the
# search's loops end at the first out of reach
_KIND = {k: (v, SIZES[k]) for k, v in VALUES.items()}
_OF_VALUE = {v: k for k, v in VALUES.items()}      # (no two kinds have one value)


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


def _sets(bits: list[int], need: int, rare: int, out: list[int]) -> None:
    """Every ``need`` of the cards ``bits`` as a set's mask: with a Rare (``rare``, its one
    representative's bit) the sets one card short first, then the full sets. (Summed by
    ``map`` in C, not by a comprehension: a call of its own.)"""
    if rare:
        out.extend(map(sum, combinations(bits, need - 1), repeat(rare)))
    out.extend(map(sum, combinations(bits, need)))


def candidates(cards: list[TTCard]) -> list[Combo]:
    """Every combination ``cards`` can form, best first (the search picks among them)."""
    return [Combo(kind, core) for kind, core in _candidates(sort_hand(cards))]


# the kinds from the most valuable down: the candidates are listed in this order
_BY_VALUE = tuple(sorted(VALUES, key=VALUES.__getitem__, reverse=True))
_ONE_TO_NINE = sum(1 << v for v in range(1, 10))      # the values 1–9 as bits


_STARTS = {3: sum(1 << lo for lo in range(1, 9)),     # a run of 3 starts at 1..8, of 5 at
           5: sum(1 << lo for lo in range(1, 7))}     # 1..6 (10 is the highest value)


def _run_starts(held: int, rare: bool) -> tuple[int, int]:
    """The lowest values (as bits) of every straight flush of 3, and of 5, that one colour's
    values ``held`` (as bits) make, or make with a Rare one card short: the values shifted
    down and ANDed, every window at once (no loop along the windows, nor a memo to fill)."""
    h1, h2, h3, h4 = held >> 1, held >> 2, held >> 3, held >> 4
    if not rare:
        three = held & h1 & h2
        return three & _STARTS[3], three & h3 & h4 & _STARTS[5]
    # 2 of 3 values; 4 of 5 (all but one)
    return ((held & h1 | held & h2 | h1 & h2) & _STARTS[3],
            (h1 & h2 & h3 & h4 | held & h2 & h3 & h4 | held & h1 & h3 & h4
             | held & h1 & h2 & h4 | held & h1 & h2 & h3) & _STARTS[5])


def _candidates(cards: list[TTCard] | tuple[TTCard, ...]) -> list[tuple[str, tuple[TTCard, ...]]]:
    """(kind, cards) of every candidate combination of ``cards`` in display order, best
    first."""
    return [combo for group in _by_kind(cards).values() for combo in group]


def _by_kind(cards: list[TTCard] | tuple[TTCard, ...]
             ) -> dict[str, list[tuple[str, tuple[TTCard, ...]]]]:
    """``_candidates`` kind by kind, from the most valuable kind down (only kinds found)."""
    return {kind: [(kind, _cards_of(kind, m, cards)) for m in found]
            for kind, found in _masks_by_kind(cards)[0].items()}


_IN_VALUE_ORDER = ("sflush5", "sflush3", "straight3")   # listed by value, not display order


def _cards_of(kind: str, mask: int, cards: list[TTCard] | tuple[TTCard, ...]
              ) -> tuple[TTCard, ...]:
    """The cards of a candidate's ``mask`` (bit i: ``cards[i]``) in the order its kind lists
    them: a run by value, a set in display order, and a Rare always last. Only the combos
    picked need their cards: the search works on the masks."""
    own: list[TTCard] = []
    rare: list[TTCard] = []
    while mask:                           # the set bits, lowest first
        low = mask & -mask
        mask ^= low
        c = cards[low.bit_length() - 1]
        (rare if c.kind == RARE else own).append(c)
    if kind in _IN_VALUE_ORDER:
        own.sort(key=_VALUE)
    return tuple(own + rare)


_VALUE = attrgetter("value")


def _masks_by_kind(cards: list[TTCard] | tuple[TTCard, ...]
                   ) -> tuple[dict[str, list[int]], bool, int]:
    """Every candidate combination of ``cards`` (in display order) as the int whose bit i
    stands for ``cards[i]``, kind by kind from the most valuable kind down (only kinds
    found), each kind in a fixed order: joined, they are the candidates sorted (stably) by
    value. Masks, not card tuples: the search needs only which cards a candidate uses, and
    building and mapping hundreds of tuples was most of the Collector's scoring cost. Also
    whether one colour runs 1–9 (TT-086), seen in the same pass over each colour, and how
    many cards a combo could use (number cards and one Rare)."""
    rare = 0                              # Rares are interchangeable: one representative
    others = 0                            # cards no combo uses: White Flags, Berserker, 2nd Rare
    # (the dicts of lists made in C: a comprehension is a call)
    by_colour: dict[str, list[int]] = dict(zip(COLOURS, ([], [], [], [])))
    runs: dict[str, dict[int, int]] = dict(zip(COLOURS, ({}, {}, {}, {})))
    by_value: dict[int, list[tuple[int, str]]] = {}
    b = 1
    for c in cards:                       # one pass; display order keeps each list sorted
        if c.kind == NUM:
            by_colour[c.suit].append(b)   # type: ignore[index]
            runs[c.suit][c.value] = b     # type: ignore[index]  # (the last of a value)
            by_value.setdefault(c.value, []).append((b, c.suit))    # type: ignore[arg-type]
        else:                             # (counted here: number cards are most of them)
            others += 1
            if c.kind == RARE and not rare:
                rare = b
                others -= 1
        b <<= 1
    usable = len(cards) - others
    if usable < 3:                        # every combination has 3 cards or more
        return {}, False, usable
    nine = False
    # one list per kind, each in the order found
    out: dict[str, list[int]] = dict(zip(_BY_VALUE, ([], [], [], [], [], [])))
    fewest = 2 if rare else 3             # a colour's or a value's cards form no set below this
    for suit, bits in by_colour.items():
        if len(bits) < fewest:
            continue
        have = runs[suit]
        held = 0                          # the values of this colour, as bits
        for v in have:
            held |= 1 << v
        if held & _ONE_TO_NINE == _ONE_TO_NINE:
            nine = True
        three, five = _run_starts(held, rare > 0)
        for starts, n, found in ((three, 3, out["sflush3"]), (five, 5, out["sflush5"])):
            full = (1 << n) - 1
            while starts:                 # lowest first
                lo = (starts & -starts).bit_length() - 1
                starts &= starts - 1
                m = sum(filter(None, map(have.get, range(lo, lo + n))))
                found.append(m if held >> lo & full == full else m + rare)
        _sets(bits, 3, rare, out["flush3"])
    for pairs in by_value.values():
        if len(pairs) >= fewest:
            bits = [x for x, _ in pairs]
            _sets(bits, 3, rare, out["kind3"])
            if len(bits) >= fewest + 1:   # (4 of a value, or 3 and a Rare)
                _sets(bits, 4, rare, out["kind4"])
    straights = out["straight3"]
    present = 0                           # the values held, as bits
    for v in by_value:
        present |= 1 << v
    # the lowest values of three in a row a straight can be made of (all three present, or
    # two and the Rare), lowest first: the windows that could add none are not looked at
    starts = _run_starts(present, rare > 0)[0]
    while starts:
        lo = (starts & -starts).bit_length() - 1
        starts &= starts - 1
        low, mid, high = by_value.get(lo, ()), by_value.get(lo + 1, ()), by_value.get(lo + 2, ())
        # the three values, then two of them and the Rare, in the order itertools.product
        # would list them; one colour throughout is a straight flush, counted above
        for x, sx in low:
            for y, sy in mid:
                for z, sz in high:
                    if not sx == sy == sz:
                        straights.append(x + y + z)
        if rare:
            for first, second in ((mid, high), (low, high), (low, mid)):
                for x, sx in first:
                    for y, sy in second:
                        if sx != sy:
                            straights.append(x + y + rare)
    if not rare:
        # (no Rare, no combo found twice: the lists stand as made)
        return {k: found for k, found in out.items() if found}, nine, usable
    # Dedupe in generation order, kind by kind (a kind lists a set of cards in one order
    # only, so equal masks are equal combos): the same candidates every time.
    return {k: list(dict.fromkeys(found)) for k, found in out.items() if found}, nine, usable


def best(cards: list[TTCard] | tuple[TTCard, ...]) -> Collection:
    return _best(tuple(sort_hand(cards)))


@lru_cache(maxsize=4096)
def _best(cards: tuple[TTCard, ...]) -> Collection:
    total = len(cards)
    by_kind, nine, usable = _masks_by_kind(cards)
    masks: list[int] = []                 # a candidate's cards: bit i for ``cards[i]``
    values: list[int] = []
    sizes: list[int] = []
    for kind, group in by_kind.items():   # each kind's figures, group by group
        n, (value, size) = len(group), _KIND[kind]
        masks += group
        values += [value] * n
        sizes += [size] * n
    values.append(0)                      # (past the last: adds nothing)
    sizes.append(0)
    n_cands = len(masks)
    if not n_cands:                       # no combination: every card unused, nothing to search
        return tuple.__new__(Collection, ((), total, total // 2 * 10, -(total // 2) * 10, nine))
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
    # the bound changes the time, never the choice: what ``m`` more combos could add at most
    # is their values less the penalty of the fewest cards they could leave (counted as a
    # negative penalty where they would need more cards than are left: still a bound, and
    # still falling along the list). ``m`` is as many as the usable cards left could make (3
    # cards a combo at least): with a Rare most candidates share it, and a bound that counted
    # on three combos where the cards make two looked at nearly every pair. A set of
    # candidates is the top bits of their slots: candidate j is bit w * j + w - 1, the
    # lowest bit the first in the order.
    m0 = 3 if usable >= 9 else usable // 3
    for i in range(n_cands):
        if m0 * values[i] - (total - m0 * sizes[i]) // 2 * 10 <= best_score:
            break
        used1, value1, n1 = masks[i], values[i], sizes[i]
        s1 = value1 - (total - n1) // 2 * 10
        if s1 > best_score:
            best_score, best_pick = s1, (i,)
        more = usable - n1                # the usable cards i leaves
        if more < 3:
            continue
        m1 = 2 if more >= 6 else 1        # how many more combos they could make
        left = total - n1
        if value1 + m1 * values[i + 1] - (left - m1 * sizes[i + 1]) // 2 * 10 <= best_score:
            continue
        after = frees[i]                  # the seconds: disjoint from i, after it
        if after < 0:
            after = frees[i] = tops ^ ((packed & used1 * ones) + fill) & tops
        after = after >> w * (i + 1) << w * (i + 1)
        while after:
            low = after & -after
            j = low.bit_length() // w - 1
            if value1 + m1 * values[j] - (left - m1 * sizes[j]) // 2 * 10 <= best_score:
                break
            after ^= low                          # now only candidates after j
            value2, n2 = value1 + values[j], n1 + sizes[j]
            s2 = value2 - (total - n2) // 2 * 10
            if s2 > best_score:
                best_score, best_pick = s2, (i, j)
            if more - sizes[j] < 3:               # no cards left for a third
                continue
            if value2 + values[j + 1] - (left - sizes[j] - sizes[j + 1]) // 2 * 10 <= best_score:
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
        kind = _OF_VALUE[values[i]]
        combos.append(tuple.__new__(Combo, (kind, _cards_of(kind, masks[i], cards))))
        unused -= sizes[i]
    return tuple.__new__(Collection, (tuple(combos), unused, unused // 2 * 10, best_score, nine))
