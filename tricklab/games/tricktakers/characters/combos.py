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
from functools import lru_cache
from itertools import combinations

from ..cards import COLOURS, NUM, RARE, TTCard

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


def _with_rares(cores: list[tuple[TTCard, ...]], rares: list[TTCard], need: int, kind: str,
                out: list[Combo]) -> None:
    """Combos made of ``need`` cards: a full core, or a core one short plus one Rare."""
    for core in cores:
        if len(core) == need:
            out.append(Combo(kind, core))
        elif len(core) == need - 1:
            for r in rares[:1]:           # Rares are interchangeable: one representative
                out.append(Combo(kind, core + (r,)))


def candidates(cards: list[TTCard]) -> list[Combo]:
    nums = [c for c in cards if c.kind == NUM]
    rares = [c for c in cards if c.kind == RARE]
    by_colour = {s: sorted(c for c in nums if c.suit == s) for s in COLOURS}
    by_value: dict[int, list[TTCard]] = {}
    for c in nums:
        by_value.setdefault(c.value, []).append(c)
    out: list[Combo] = []
    for s, cs in by_colour.items():
        have = {c.value: c for c in cs}
        for n, kind in ((3, "sflush3"), (5, "sflush5")):
            for lo in range(1, 12 - n):
                run = [have.get(v) for v in range(lo, lo + n)]
                present = tuple(c for c in run if c is not None)
                if len(present) >= n - 1 and (present or rares):
                    _with_rares([present], rares, n, kind, out)
        cores = [t for k in (2, 3) for t in combinations(cs, k)]
        _with_rares(cores, rares, 3, "flush3", out)
    for v, cs in by_value.items():
        _with_rares([t for k in (2, 3) for t in combinations(cs, k)], rares, 3, "kind3", out)
        _with_rares([t for k in (3, 4) for t in combinations(cs, k)], rares, 4, "kind4", out)
    for lo in range(1, 9):
        cols = [by_value.get(v, []) for v in range(lo, lo + 3)]
        for missing in (None, 0, 1, 2):
            pools = [([None] if i == missing else c) for i, c in enumerate(cols)]
            if missing is not None and not rares:
                continue
            for pick in _product(pools):
                core = tuple(c for c in pick if c is not None)
                if len({c.suit for c in core}) == 1 and len(core) + (missing is not None) == 3:
                    continue          # a straight flush, counted above
                _with_rares([core], rares, 3, "straight3", out)
    # Cards hash by identity, so a set of combos iterates in an order that changes between
    # processes; ties in value would then pick different cards. Dedupe in generation order
    # (cards are sorted by display order above) and sort stably: the same combos every time.
    return sorted(dict.fromkeys(out), key=lambda c: -c.value)


def _product(pools):
    if not pools:
        yield ()
        return
    for x in pools[0]:
        for rest in _product(pools[1:]):
            yield (x,) + rest


def best(cards: list[TTCard] | tuple[TTCard, ...]) -> Collection:
    return _best(tuple(sorted(cards)))


@lru_cache(maxsize=4096)
def _best(cards: tuple[TTCard, ...]) -> Collection:
    total = len(cards)
    nine = any(all(any(c.kind == NUM and c.suit == s and c.value == v for c in cards)
                   for v in range(1, 10)) for s in COLOURS)
    cands = candidates(list(cards))
    top_value = cands[0].value if cands else 0
    best_pick: tuple[Combo, ...] = ()
    best_score = -(total // 2) * 10

    def score(pick: tuple[Combo, ...]) -> int:
        used = sum(len(c.cards) for c in pick)
        return sum(c.value for c in pick) - (total - used) // 2 * 10

    def go(start: int, used: frozenset, pick: tuple[Combo, ...]) -> None:
        nonlocal best_pick, best_score
        s = score(pick)
        if s > best_score:
            best_score, best_pick = s, pick
        if len(pick) == 3:
            return
        room = 3 - len(pick)
        # bound: each further combo adds at most its value plus 5 cards of penalty relief
        if s + room * (top_value + 30) <= best_score:
            return
        for i in range(start, len(cands)):
            c = cands[i]
            if used.isdisjoint(c.cards):
                if s + room * (c.value + 30) <= best_score:
                    break
                go(i + 1, used | frozenset(c.cards), pick + (c,))

    go(0, frozenset(), ())
    used = sum(len(c.cards) for c in best_pick)
    return Collection(best_pick, total - used, (total - used) // 2 * 10, best_score, nine)
