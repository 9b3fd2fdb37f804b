"""``new_entry``: entries made by a function call instead of the class's call.

Why: calling ``Entry(...)`` reaches its ``__new__`` through C (not inlined, an argument tuple
built), several thousand instructions at most plays; ``new_entry`` fills the same slots from an
inlined Python call. It is a second way to make an entry, so it is tied here to the class: the
same fields in the same order with the same defaults, an equal, frozen, copyable entry.
"""
from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle

import pytest

from tricklab.games.tricktakers.cards import ALL_CARDS
from tricklab.games.tricktakers.state import Entry, new_entry, plain_entry

CARD, OTHER = ALL_CARDS[3], ALL_CARDS[7]
VALUES = ("Bo", CARD, 2, True, "wing", "R", (("beast", "EL"),), (OTHER,))


def test_new_entry_takes_the_fields_of_entry_in_order_with_their_defaults():
    params = list(inspect.signature(new_entry).parameters.values())
    fields = dataclasses.fields(Entry)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields):
        expected = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert p.default == expected, f.name


def test_every_field_given_is_kept_and_the_entry_equals_the_class_made_one():
    made = new_entry(*VALUES)
    assert type(made) is Entry
    assert tuple(getattr(made, f.name) for f in dataclasses.fields(Entry)) == VALUES
    by_class = Entry(*VALUES)
    assert made == by_class and hash(made) == hash(by_class)
    assert new_entry("Ann", CARD, 0) == Entry("Ann", CARD, 0) == plain_entry("Ann", CARD, 0)


def test_a_new_entry_is_frozen_and_copies_like_any_entry():
    made = new_entry(*VALUES)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.index = 5  # type: ignore[misc]
    assert copy.copy(made) == made and copy.deepcopy(made) == made
    assert pickle.loads(pickle.dumps(made)) == made
    assert made.with_extra(token_note=1).get("token_note") == 1
    assert made.changed(index=4).index == 4
