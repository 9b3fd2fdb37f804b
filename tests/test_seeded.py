"""``core.chance.seeded`` against ``random.Random``: the same state for every kind of seed
the games use (saved games replay by seed, so a generator made cheaper must draw the same)."""
from __future__ import annotations

import pickle
import random

import pytest

from tricklab.core.chance import seeded

SEEDS = [0, 1, 7, -5, 2**31 - 1, 2**32, 2**70 + 3, -(2**100), "", "a", "tricktakers:7:deal:2",
         "tricktakers:12:items:1", "日本語の種", *range(40),
         *(f"tricktakers:{s}:{r}:reshuffle:{d}" for s in range(10) for r in (1, 2, 3) for d in (0, 1))]


@pytest.mark.parametrize("seed", SEEDS)
def test_same_state_as_random(seed: int | str) -> None:
    made, ref = seeded(seed), random.Random(seed)
    assert made.__class__ is random.Random
    assert made.getstate() == ref.getstate()
    assert vars(made) == vars(ref)                      # gauss_next, as __init__ leaves it
    assert [made.random() for _ in range(5)] == [ref.random() for _ in range(5)]
    assert made.gauss(0, 1) == ref.gauss(0, 1)


@pytest.mark.parametrize("seed", [None, b"ab", bytearray(b"cd"), 1.5, True])
def test_other_seeds_go_to_random(seed: object) -> None:
    made = seeded(seed)  # type: ignore[arg-type]
    assert made.__class__ is random.Random
    if seed is not None:
        assert made.getstate() == random.Random(seed).getstate()


def test_pickles_as_random() -> None:
    made = seeded("x")
    made.random()
    back = pickle.loads(pickle.dumps(made))
    assert back.getstate() == made.getstate()


def test_tricktakers_rng_is_the_text_seed() -> None:
    from tricklab.games.tricktakers.state import TTState
    from tricklab.games.tricktakers.table import rng
    st = TTState.__new__(TTState)
    st.seed = 42
    assert rng(st, 2, "reshuffle", 1).getstate() == \
        random.Random("tricktakers:42:2:reshuffle:1").getstate()


def test_choice_draws_as_random_choice() -> None:
    """``core.chance.choice`` (the draw inlined) picks what ``Random.choice`` picks and leaves
    the generator where it leaves it: every length (powers of two, one, beyond any table)."""
    from tricklab.core.chance import choice
    for seed in range(30):
        ours, ref = seeded(seed), random.Random(seed)
        for n in (1, 2, 3, 4, 5, 7, 8, 9, 10, 16, 17, 52, 66, 1023, 1024, 1025, 5000):
            seq = list(range(n))
            assert choice(ours, seq) == ref.choice(seq), (seed, n)
            assert choice(ours, tuple(seq)) == ref.choice(tuple(seq)), (seed, n)
        assert ours.getstate() == ref.getstate()
    with pytest.raises(IndexError):
        choice(seeded(1), [])


def test_choice_of_another_generator_asks_it() -> None:
    """A generator with its own draw or its own ``choice`` chooses as it says."""
    from tricklab.core.chance import choice

    class OwnDraw(random.Random):
        def _randbelow(self, n: int) -> int:  # type: ignore[override]
            return n - 1

    class OwnChoice(random.Random):
        def choice(self, seq):  # type: ignore[override]
            return seq[0]

    seq = list(range(100))
    assert [choice(OwnDraw(s), seq) for s in range(5)] == [99] * 5
    assert [choice(OwnChoice(s), seq) for s in range(5)] == [0] * 5
