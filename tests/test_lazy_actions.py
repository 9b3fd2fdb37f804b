"""Lazy action lists (``core.actions``): ``Product``, ``Combinations`` (with a head) and
``LazyActions`` are held to ``itertools``: indexing one gives the action the built list has at
that place, so ``rng.choice`` draws the same action from either; ``shared_actions`` builds once."""
from __future__ import annotations

import random
from itertools import combinations, product

import pytest

from tricklab.core.actions import Combinations, LazyActions, Product, make_action, shared_actions


def _indexes_like(seq, built):
    """``seq`` reads as ``built``: whole, item by item, from the end, and not beyond."""
    assert list(seq) == built
    assert [seq[i] for i in range(len(seq))] == built
    assert [seq[i - len(seq)] for i in range(len(seq))] == built
    with pytest.raises(IndexError):
        seq[len(seq)]


@pytest.mark.parametrize("choices", [
    (["Ann", "Bo", "Cy"], ["Ann", "Bo", "Cy"]),
    (["map", "potion", "boots"], ["sword", "wand", "axe"]),
    (["Bo"], ["no-red", "take-green"]),
    (["x", "y"], ["1", "2", "3"], ["p", "q"]),
    (["Bo", "Cy"], []),
    ([],),
])
def test_product_indexes_like_the_built_list(choices):
    seq = Product("Ann", "task", choices)
    built = [make_action("Ann", "task", p) for p in product(*choices)]
    assert len(seq) == len(built)
    _indexes_like(seq, built)


def test_combinations_with_a_head_put_it_before_the_cards():
    words = ["R1", "G2", "K3", "B4"]
    seq = Combinations("Ann", "item", words, range(len(words) + 1), head=("map",))
    built = [make_action("Ann", "item", ("map", *c)) for k in range(len(words) + 1)
             for c in combinations(words, k)]
    assert list(seq) == built and [seq[i] for i in range(len(seq))] == built
    assert seq[0] == make_action("Ann", "item", ("map",))


def test_shared_actions_are_built_once_per_key():
    calls = []

    def build():
        calls.append(1)
        return [make_action("Ann", "bid", (str(b),)) for b in range(3)]

    first = shared_actions(("test bid", "Ann"), build)
    assert shared_actions(("test bid", "Ann"), build) is first and len(calls) == 1
    assert list(first) == build()


@pytest.mark.parametrize("n", [*range(8), 10])     # 10 words: past the table of places
def test_combinations_index_like_the_built_list(n):
    words = [f"c{i}" for i in range(n)]
    for sizes in [(1,), (2,), range(1, n + 1), (0, 3), (n,), (n + 1,)]:
        seq = Combinations("Ann", "exchange", words, sizes)
        built = [make_action("Ann", "exchange", c) for k in sizes if k <= n
                 for c in combinations(words, k)]
        _indexes_like(seq, built)


def test_lazy_actions_join_their_parts_in_order():
    head = [make_action("Bo", "bid", (str(b),)) for b in range(3)]
    sets = Combinations("Bo", "redraw", ["R1", "G2", "K3"], range(1, 4))
    tail = (make_action("Bo", "done"),)
    seq = LazyActions((head, (), sets, tail))
    built = head + list(sets) + list(tail)
    assert len(seq) == len(built) == 3 + 7 + 1
    assert [seq[i] for i in range(len(seq))] == built and seq == built and seq[-1] == tail[0]
    assert seq[2:5] == built[2:5]
    rng_a, rng_b = random.Random(3), random.Random(3)
    assert [rng_a.choice(seq) for _ in range(50)] == [rng_b.choice(built) for _ in range(50)]
    with pytest.raises(IndexError):
        seq[len(built)]
