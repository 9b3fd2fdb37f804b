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

from dataclasses import dataclass
from functools import lru_cache, reduce
from itertools import combinations
from operator import or_
from typing import Iterable

from ..cards import COLOURS, NUM, RARE, TTCard, sort_hand

VALUES = {"flush3": 20, "straight3": 30, "kind3": 40, "sflush3": 50, "kind4": 80, "sflush5": 100}


@dataclass(frozen=True)
class Combo:
    kind: str
    cards: tuple[TTCard, ...]

    @property
    def value(self) -> int:
        return VALUES[self.kind]


@dataclass(frozen=True)
class Collection:
    combos: tuple[Combo, ...]
    unused: int
    penalty: int
    score: int
    nine: bool                # a 1–9 straight flush: the Collector wins (TT-086)


def _with_rare(cores: Iterable[tuple[TTCard, ...]], rare: list[TTCard], need: int, kind: str,
               out: list[tuple[str, tuple[TTCard, ...]]]) -> None:
    """Combos of ``need`` cards from ``cores`` in order: a full core as it is, a core one
    short with the Rare of ``rare`` (Rares are interchangeable: one representative)."""
    for core in cores:
        if len(core) == need:
            out.append((kind, core))
        elif rare and len(core) == need - 1:
            out.append((kind, core + (rare[0],)))


def candidates(cards: list[TTCard]) -> list[Combo]:
    """Every combination ``cards`` can form, best first (the search picks among them)."""
    return [Combo(kind, core) for kind, core in _candidates(cards)]


def _candidates(cards: list[TTCard]) -> list[tuple[str, tuple[TTCard, ...]]]:
    """(kind, cards) of every candidate combination, best first. Kept as plain tuples until
    chosen: hashing and sorting hundreds of them is the Collector's scoring cost."""
    nums = [c for c in cards if c.kind == NUM]
    rares = [c for c in cards if c.kind == RARE]
    rare = rares[:1]                      # Rares are interchangeable: one representative
    short = (2, 3) if rares else (3,)     # a core one card short needs a Rare
    by_colour = {s: sort_hand(c for c in nums if c.suit == s) for s in COLOURS}
    by_value: dict[int, list[TTCard]] = {}
    for c in nums:
        by_value.setdefault(c.value, []).append(c)
    out: list[tuple[str, tuple[TTCard, ...]]] = []
    for s, cs in by_colour.items():
        have = {c.value: c for c in cs}
        for n, kind in ((3, "sflush3"), (5, "sflush5")):
            if len(cs) < n - 1:           # no run of this colour is one card short or full
                continue
            for lo in range(1, 12 - n):
                present = tuple([x for x in map(have.get, range(lo, lo + n))
                                 if x is not None])
                _with_rare((present,), rare, n, kind, out)
        for k in short:
            _with_rare(combinations(cs, k), rare, 3, "flush3", out)
    for v, cs in by_value.items():
        for k in short:
            _with_rare(combinations(cs, k), rare, 3, "kind3", out)
        for k in ((3, 4) if rares else (4,)):
            _with_rare(combinations(cs, k), rare, 4, "kind4", out)
    for lo in range(1, 9):
        low, mid, high = (by_value.get(v, ()) for v in range(lo, lo + 3))
        # the three values, then (with a Rare) two of them, in the order itertools.product
        # would list them; one colour throughout is a straight flush, counted above
        for x in low:
            for y in mid:
                for z in high:
                    if not x.suit == y.suit == z.suit:
                        out.append(("straight3", (x, y, z)))
        for r in rare:
            for first, second in ((mid, high), (low, high), (low, mid)):
                for x in first:
                    for y in second:
                        if x.suit != y.suit:
                            out.append(("straight3", (x, y, r)))
    # Cards hash by identity, so a set of combos iterates in an order that changes between
    # processes; ties in value would then pick different cards. Dedupe in generation order
    # (cards are sorted by display order above) and sort stably: the same combos every time.
    return sorted(dict.fromkeys(out), key=_minus_value)


def _minus_value(combo: tuple[str, tuple[TTCard, ...]]) -> int:
    return -VALUES[combo[0]]


def best(cards: list[TTCard] | tuple[TTCard, ...]) -> Collection:
    return _best(tuple(sort_hand(cards)))


@lru_cache(maxsize=4096)
def _best(cards: tuple[TTCard, ...]) -> Collection:
    total = len(cards)
    held = {(c.suit, c.value) for c in cards if c.kind == NUM}
    nine = any(all((s, v) in held for v in range(1, 10)) for s in COLOURS)
    cands = _candidates(list(cards))
    values = [VALUES[kind] for kind, _ in cands]
    bit = {c: 1 << i for i, c in enumerate(cards)}        # a set of cards is an int's bits
    masks = [reduce(or_, map(bit.__getitem__, core)) for _, core in cands]
    sizes = [len(core) for _, core in cands]
    n_cands = len(cands)
    top_value = values[0] if cands else 0
    best_pick: tuple[int, ...] = ()
    best_score = -(total // 2) * 10

    def go(start: int, used: int, pick: tuple[int, ...], value: int, n_used: int) -> None:
        nonlocal best_pick, best_score
        s = value - (total - n_used) // 2 * 10
        if s > best_score:
            best_score, best_pick = s, pick
        if len(pick) == 3:
            return
        room = 3 - len(pick)
        # bound: each further combo adds at most its value plus 5 cards of penalty relief;
        # values only fall from here on, so the first candidate out of reach ends the loop
        if s + room * (top_value + 30) <= best_score:
            return
        for i in range(start, n_cands):
            if s + room * (values[i] + 30) <= best_score:
                break
            mask = masks[i]
            if not used & mask:
                go(i + 1, used | mask, pick + (i,), value + values[i], n_used + sizes[i])

    go(0, 0, (), 0, 0)
    combos = tuple(Combo(*cands[i]) for i in best_pick)
    used = sum(len(c.cards) for c in combos)
    return Collection(combos, total - used, (total - used) // 2 * 10, best_score, nine)
