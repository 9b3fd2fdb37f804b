"""``core.fieldinit.literal_init`` writes a dataclass's ``__init__`` again with its empty dicts
and lists as literals: the signature, the defaults and the values must be those of the
``__init__`` ``dataclasses`` writes, and every new object must get containers of its own
(a shared one would leak one game's hands into the next)."""
from __future__ import annotations

import dataclasses
import inspect

import pytest

from tricklab.core.fieldinit import literal_init
from tricklab.games.tricktakers.state import TTState


def _declare():
    """A new dataclass of the kinds of fields a state has (one class per call)."""
    @dataclasses.dataclass(slots=True)
    class Fields:
        a: int
        b: str = "x"
        c: dict = dataclasses.field(default_factory=dict)
        d: list = dataclasses.field(default_factory=list)
        e: dict = dataclasses.field(default_factory=lambda: {"gold": 0})
        f: tuple = ()
    return Fields


_Plain = _declare()
_Fast = literal_init(_declare())


def _values(obj):
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}


def test_same_signature_defaults_and_values_as_the_dataclass_init():
    assert str(inspect.signature(_Fast.__init__)) == str(inspect.signature(_Plain.__init__))
    for args, kwargs in (((1,), {}), ((1, "y"), {"d": [3]}), ((), {"a": 2, "c": {"k": 1}, "f": (1,)})):
        assert _values(_Fast(*args, **kwargs)) == _values(_Plain(*args, **kwargs))
    given = [7]
    assert _Fast(1, d=given).d is given             # a value given is kept, not copied
    with pytest.raises(TypeError):
        _Fast()                                     # a field without a default is required


def test_every_object_gets_containers_of_its_own():
    one, two = _Fast(1), _Fast(1)
    one.c["k"] = 1
    one.d.append(1)
    one.e["gold"] = 5
    assert (two.c, two.d, two.e) == ({}, [], {"gold": 0})


def test_the_game_state_is_built_as_its_fields_say():
    """TTState (built once per game) uses it: every field as its declaration says."""
    st = TTState(["Ann", "Bo"], 3, {}, ("king",))
    other = TTState(["Ann", "Bo"], 3, {}, ("king",))
    for f in dataclasses.fields(TTState):
        value = getattr(st, f.name)
        if f.default_factory is not dataclasses.MISSING:
            assert value == f.default_factory() and value is not getattr(other, f.name), f.name
        elif f.default is not dataclasses.MISSING:
            assert value == f.default, f.name


def test_refuses_what_it_does_not_write():
    @dataclasses.dataclass
    class Later:
        a: int = 0

        def __post_init__(self) -> None:
            pass

    with pytest.raises(TypeError):
        literal_init(Later)
