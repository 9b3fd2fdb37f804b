"""Messages name a White Flag or a Rare by its symbol, without the copy number of its code:
"Ann wins trick 5 with ★₂." read as "Rare 2" (and a ₁ on a Rare as a value, where 1s beat
10s, TT-009). The number stays where two copies share one message, to tell them apart; the
typed notation (WF2) is unchanged."""
from __future__ import annotations

import re

import pytest

from tricklab.games import get_game
from tricklab.games.tricktakers.cards import TTCard

SUBSCRIPT = re.compile("[₀-₉]")
WON = {"tricktakers": "TRICK_WON", "tricktakers_kings": "KG_TRICK_WON",
       "tricktakers_little": "TRICK_WON"}


@pytest.mark.parametrize("game", list(WON))
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("code", ["WF1", "WF2", "RA1", "RA2", "WFO1", "RAO2"])
def test_a_message_naming_one_copy_has_no_subscript(game: str, lang: str, code: str) -> None:
    cat = get_game(game).catalogue
    card = TTCard.parse(code)
    text = cat.message(WON[game], {"winner": "Ann", "trick": 5, "card": card}, lang)
    assert not SUBSCRIPT.search(text), text
    assert card.label.rstrip("₁₂") in text, text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_copies_in_one_message_keep_their_numbers(lang: str) -> None:
    cat = get_game("tricktakers").catalogue
    both = [TTCard.parse("WF1"), TTCard.parse("R5"), TTCard.parse("WF2")]
    assert cat.term(both, lang).replace("、", ", ") == "⚐₁, ▲5, ⚐₂"
    took = {"Ann": TTCard.parse("K6"), "Di": TTCard.parse("RA2"), "Eve": TTCard.parse("K8")}
    assert not SUBSCRIPT.search(cat.term(took, lang))
    took["Bo"] = TTCard.parse("RA1")
    assert "★₂" in cat.term(took, lang) and "★₁" in cat.term(took, lang)


def test_the_notation_is_unchanged() -> None:
    for code, label in (("WF2", "⚐₂"), ("RA1", "★₁"), ("RAO1", "★ᵒ₁")):
        card = TTCard.parse(code)
        assert str(card) == code and card.label == label and TTCard.parse(label) is card
