"""Effective cards made without ``Eff.__init__``, tied to it.

Why: an ``Eff(...)`` class call costs about twice a copy of a card's fields, and effective
cards are made at many plays (tokens, items, the Alchemist's three cards), so ``Eff.note``
copies the fields when the kind is kept and ``number_eff`` puts a number card's fields in
place; the King keeps its Rare's answer. Each must give what ``Eff(...)`` gives, with the
derived ``strength`` and ``follows`` (which ``==`` does not compare), so they are checked here
kind by kind and change by change.
"""
from __future__ import annotations

from itertools import product

import pytest

from tricklab.core.events import Step
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers.cards import BZ, KING_RARE, NUM, RARE, TRUMP, WF
from tricklab.games.tricktakers.registry import get
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import Eff, number_eff, printed

COLOURS = ("R", "B", "G", TRUMP, None)
STEP = Step("TEST", ("TT-000",), {})


def _same(got: Eff, want: Eff) -> None:
    assert got == want
    assert (got.strength, got.follows) == (want.strength, want.follows)


@pytest.mark.parametrize("kind", [NUM, WF, RARE, BZ])
@pytest.mark.parametrize("change", ["colour", "value", "rare_plus", "wins_ties",
                                    "protected_10"])
def test_a_noted_change_is_the_card_made_anew(kind, change):
    new = {"colour": COLOURS, "value": (1, 5, 10), "rare_plus": (True,),
           "wins_ties": (("TT-078",),), "protected_10": (True,)}[change]
    for colour, value, to in product(COLOURS, (1, 9), new):
        eff = Eff(kind, colour, value, notes=(STEP,))
        fields = {"kind": kind, "colour": colour, "value": value, "rare_plus": False,
                  "wins_ties": (), "protected_10": False, change: to}
        _same(eff.note(STEP, **{change: to}), Eff(**fields, notes=(STEP, STEP)))


def test_a_noted_change_of_colour_and_value_together():
    for colour, to in product(COLOURS, COLOURS):
        got = Eff(NUM, colour, 3).note(STEP, colour=to, value=10)
        _same(got, Eff(NUM, to, 10, notes=(STEP,)))


def test_a_number_card_made_in_place_is_the_class_call():
    for colour, value in product(COLOURS, (0, 1, 7, 10, 17)):
        _same(number_eff(colour, value, (STEP,)), Eff(NUM, colour, value, notes=(STEP,)))


def test_the_kings_rare_answer_is_kept_and_unchanged():
    chars = {"Ann": "king", "Bo": "hermit", "Cy": "ruler"}
    st, _ = GAME.new_state(["Ann", "Bo", "Cy"], 5, {"leader": "Ann", "characters": chars},
                           {"characters": tuple(chars.values())})
    king, eff = get("king"), printed(KING_RARE)
    first = king.effective(st, Entry("Ann", KING_RARE, 0), eff, False)
    again = king.effective(st, Entry("Bo", KING_RARE, 2), eff, True)
    assert again is first                       # kept, not made again
    _same(first, eff.note(("KINGS_RARE_IS_RARE", ("TT-051",), {"card": KING_RARE})))
    # another card given is answered anew, and noted on that card
    other = Eff(RARE, None, 0, rare_plus=True)
    got = king.effective(st, Entry("Ann", KING_RARE, 0), other, False)
    assert got is not first and got.rare_plus and got.notes == first.notes
