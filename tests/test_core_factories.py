"""The plain functions that make ``Combinations``, ``Options`` and ``Step`` (a class call with
a Python ``__new__`` costs three times a function's): calling the class gives the same object,
and copy, pickle and ``dataclasses.replace`` still work on what the functions make."""
from __future__ import annotations

import copy
import dataclasses
import pickle
from itertools import combinations

import pytest

from tricklab.core.actions import Combinations, Options, combinations_of, options_for
from tricklab.core.events import Step, new_step, step_now, unfold


def _fields(c: Combinations) -> tuple[object, ...]:
    return c.seat, c.verb, c.words, c.sizes, c.head, c.n, c._ends


@pytest.mark.parametrize("words,sizes,head", [
    (["a", "b", "c", "d"], range(1, 5), ()), (["a", "b", "c"], (2,), ()),
    (["a", "b"], range(3), ("map",)), ([], (1,), ()), (["a", "b"], [0, 5, 1], ())])
def test_combinations_class_and_function_agree(words: list[str], sizes: object,
                                               head: tuple[str, ...]) -> None:
    made = combinations_of("Ann", "x", words, sizes, head)  # type: ignore[arg-type]
    cls = Combinations("Ann", "x", words, sizes, head)      # type: ignore[arg-type]
    assert made.__class__ is Combinations and _fields(made) == _fields(cls)
    every = [c for k in made.sizes for c in combinations(words, k)]
    assert made.n == len(made) == len(every) == len(list(made))
    assert [made.picked(i) for i in range(made.n)] == every
    for other in (copy.copy(made), copy.deepcopy(made), pickle.loads(pickle.dumps(made))):
        assert _fields(other) == _fields(made) and list(other) == list(made)


def test_options_class_and_function_agree() -> None:
    got: list[object] = []
    made = options_for("Bo").add("bid", (1, 2), lambda x, ev: got.append(x))
    cls = Options("Bo").add("bid", (1, 2), lambda x, ev: got.append(x))
    assert made.__class__ is Options and list(made) == list(cls) and made.n == len(cls) == 2
    made.choose(1, [])
    assert got == [2]
    empty = pickle.loads(pickle.dumps(options_for("Cy")))
    assert (empty.seat, empty.n, list(empty)) == ("Cy", 0, [])
    assert list(copy.deepcopy(Options("Di").add("x", ("a",), print))) == \
        list(Options("Di").add("x", ("a",), print))


def test_step_class_and_function_agree() -> None:
    s = new_step("WIN", ("TT-1",), {"seat": "Ann"})
    assert s.__class__ is Step
    assert s == Step("WIN", ("TT-1",), {"seat": "Ann"}) == Step(code="WIN", rulings=("TT-1",),
                                                                params={"seat": "Ann"})
    assert new_step("X").params == {} and new_step("X").rulings == ()
    assert pickle.loads(pickle.dumps(s)) == s == copy.deepcopy(s)
    assert dataclasses.replace(s, code="LOSE") == new_step("LOSE", ("TT-1",), {"seat": "Ann"})
    assert [f.name for f in dataclasses.fields(Step)] == ["code", "rulings", "params"]
    later = ("WIN", ("TT-1",), {"seat": "Ann"})
    assert unfold([later]) == [s] and step_now(later) == s
