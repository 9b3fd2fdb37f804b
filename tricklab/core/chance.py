"""Seeded chance shared by the games: generators made from a seed (``seeded``), the standard
draw inlined in hot loops (``draws_inline``, ``BIT_LENGTHS``) and the standard shuffle and
choice with their draws inlined (``shuffle``, ``choice``).

Why: a bulk simulation seeds several generators and deals several times per game, and
``random.Random``'s own ``__init__``, ``seed`` and ``shuffle`` make Python calls at each; the
generators and permutations here are the same, so seeds keep their games."""
from __future__ import annotations

import _random
import random
from hashlib import sha512
from typing import Any, Sequence, TypeVar

T = TypeVar("T")

_STANDARD_DRAW = getattr(random.Random, "_randbelow_with_getrandbits", None)


# ``n.bit_length()`` of the small ``n`` a turn draws from, read from a table: an index
# costs less than the method call, at every draw of an inlined loop (``draws_inline``);
# a larger ``n`` (IndexError) asks the method
BIT_LENGTHS: tuple[int, ...] = tuple(n.bit_length() for n in range(1024))


def draws_inline(rng: random.Random) -> bool:
    """True if ``rng._randbelow(n)`` is the standard draw: ``getrandbits(n.bit_length())``
    repeated until below ``n``. A hot loop may then inline that draw (same numbers, no
    calls); for any other generator it must call ``rng`` itself."""
    return _STANDARD_DRAW is not None and getattr(type(rng), "_randbelow", None) is _STANDARD_DRAW


_C_NEW = random.Random.__new__           # the C generator's: an unseeded generator
_C_SEED = _random.Random.seed             # the C generator's seed (of an integer: all bits)


def seeded(seed: int | str) -> random.Random:
    """``random.Random(seed)``: a generator in the same state (the same draws), made cheaper.
    Why: a game makes several (a Tricktakers game some seven), and ``Random(x)`` is a class call to a Python
    ``__init__`` calling the Python ``seed`` calling C's: three Python calls, the first
    through C (not inlined). Here a text becomes the integer ``Random.seed`` makes of it
    (version 2: its bytes then their SHA-512) and C's ``seed`` is called with it at once, as
    ``Random.seed`` does. Any other seed (None, bytes, a float) goes to ``Random`` itself.
    (tests/test_seeded.py holds it to ``Random``.)"""
    if seed.__class__ is str:
        b = seed.encode()
        seed = int.from_bytes(b + sha512(b).digest())
    elif seed.__class__ is not int:
        return random.Random(seed)
    rng: random.Random = _C_NEW(random.Random)
    _C_SEED(rng, seed)
    rng.gauss_next = None    # type: ignore[attr-defined]  # (as ``__init__`` sets it)
    return rng


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


def choice(rng: random.Random, seq: Sequence[T]) -> T:
    """``rng.choice(seq)``, the same draw, inlined for the standard generator (``Random``'s
    own makes two Python calls); any other generator, or an empty ``seq``, asks ``rng``."""
    inline = _INLINE.get(rng.__class__)
    if inline is None:
        inline = _INLINE[rng.__class__] = draws_inline(rng)
    n = len(seq)
    if not (inline and n and rng.__class__.choice is _STANDARD_CHOICE):
        return rng.choice(seq)
    getrandbits = rng.getrandbits
    k = n.bit_length()                   # Random._randbelow(n), as Random.choice draws
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return seq[r]


_STANDARD_CHOICE = random.Random.choice
_STEPS: dict[int, list[tuple[int, int, int]]] = {}   # per deck size: (i, i + 1, bit length)
_INLINE: dict[type, bool] = {}           # per generator class: ``draws_inline``
