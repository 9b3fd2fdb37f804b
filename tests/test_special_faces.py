"""The drawn faces of the Tricktakers family's special cards (White Flags, Rares, Berserker
cards, option cards): no copy number in the rank corners. WF2's "₂" drawn as a rank read as
"White Flag 2", and a "1" on a Rare as a value, where 1s beat 10s in Tricktakers (TT-009)."""
from __future__ import annotations

import pytest

from tricklab.games import GAMES
from tricklab.ui.table import view_adapter
from tricklab.games.tricktakers.cards import ALL_CARDS, OPTION_CARDS, TTCard
from tricklab.ui.scene import card_data

SPECIALS = [c for c in ALL_CARDS + OPTION_CARDS if c.is_special]
NAMES = {"wf": {"en": "White Flag", "ja": "白旗"}, "rare": {"en": "Rare", "ja": "レア"},
         "bz": {"en": "Berserker card", "ja": "バーサーカーカード"}}


def _digits(text: str) -> list[str]:
    return [ch for ch in text if ch.isdigit()]       # "₂".isdigit() is True as well


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_special_cards_have_no_number_in_their_corners(game: str, lang: str) -> None:
    view = view_adapter(game)
    for card in SPECIALS:
        drawn = card_data(view.face(card, lang), str(card))
        assert not _digits(drawn["rank"]), (game, card.code, drawn["rank"])
        assert not _digits(drawn["mark"]), (game, card.code, drawn["mark"])


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_kings", "tricktakers_little"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_special_cards_are_named_and_drawn_by_their_symbol(game: str, lang: str) -> None:
    view = view_adapter(game)
    for card in SPECIALS:
        face = view.face(card, lang)
        assert face.kind == "special" and face.rank == ""
        assert face.symbol == card.label[0]
        assert face.name.startswith(NAMES[card.kind][lang]), face.name
        assert not _digits(face.name), face.name


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_kings", "tricktakers_little"])
def test_copies_look_alike_and_keep_their_codes(game: str) -> None:
    view = view_adapter(game)
    for a, b in (("WF1", "WF2"), ("RA1", "RA2"), ("WFO1", "WFO2"), ("RAO1", "RAO2")):
        fa, fb = view.face(TTCard.parse(a), "en"), view.face(TTCard.parse(b), "en")
        assert fa == fb
        assert card_data(fa, a)["code"] == a and card_data(fb, b)["code"] == b


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_option_cards_carry_an_explained_mark(lang: str) -> None:
    view = view_adapter("tricktakers_little")
    face = view.face(TTCard.parse("WFO1"), lang)
    assert face.mark == "ᵒ" and face.mark_note and face.mark_note in face.name


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_kings", "tricktakers_little"])
def test_number_cards_keep_their_rank(game: str) -> None:
    view = view_adapter(game)
    for code, rank in (("R1", "1"), ("K9", "9"), ("B10", "10"), ("AR3", "3"), ("MARU", "10")):
        assert view.face(TTCard.parse(code), "en").rank == rank
