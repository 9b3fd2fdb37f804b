"""Seeded chance shared by the games' deals: the standard shuffle with its draw inlined.

Why: a bulk simulation deals several times per game, and ``random.Random.shuffle`` makes one
Python call per card to draw; the permutation here is the same, so seeds keep their games."""
from __future__ import annotations

import random
from typing import Any

from .simulate import draws_inline


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """``rng.shuffle(cards)``, the same permutation, with the standard generator's draw
    inlined (any other generator shuffles itself)."""
    inline = _INLINE.get(rng.__class__)     # (``draws_inline`` asked once per class)
    if inline is None:
        inline = _INLINE[rng.__class__] = draws_inline(rng)
    if not inline:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    steps = _STEPS.get(len(cards))
    if steps is None:
        steps = _STEPS[len(cards)] = [(i, i + 1, (i + 1).bit_length())
                                      for i in reversed(range(1, len(cards)))]
    for i, n, k in steps:                    # Random._randbelow(n), as Random.shuffle draws
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_STEPS: dict[int, list[tuple[int, int, int]]] = {}   # per deck size: (i, i + 1, bit length)
_INLINE: dict[type, bool] = {}           # per generator class: ``draws_inline``
