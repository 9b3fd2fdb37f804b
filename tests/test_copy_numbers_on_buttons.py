"""Buttons and hints name a White Flag or a Rare without the copy number of its code, as
messages do (tests/test_copy_numbers_in_messages.py): "play ⚐ with your King", not "play ⚐₂
with your King" (read as a White Flag of value 2). A row of buttons that offers two copies
keeps their numbers ("▲2 shadow ★₁" beside "▲2 shadow ★₂" would read alike), and a hint
names a card as its button does. Positions come from real random games (a seed and a number
of random legal moves), driven through the real table."""
from __future__ import annotations

import random
import re

import pytest

from tricklab import new_match
from tricklab.games.tricktakers.cards import TTCard
from tricklab.ui import Table

SUBSCRIPT = re.compile("[₀-₉]")


def table_at(game: str, seed: int, moves: int, lang: str) -> Table:
    m = new_match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(list(m.legal_actions())))
    return Table(game, match=m, learner=m.to_act()[0], auto_bots=False, lang=lang)


def row_for(t: Table, code: str) -> list[str]:
    """The buttons shown once the hand card ``code`` is selected."""
    card = TTCard.parse(code)
    assert card in t.view.legal_cards(t.match.state, t.hand_seat)
    t.selected = [card]
    t._render_choices(t.match.state)
    return [b.description for b in t._choice_buttons if b.layout.display != "none"]


def hint_text(t: Table) -> str:
    t.show_hint()
    found = re.search(r"tl-hint-text[^>]*>(.*?)</div>", t.status.value)
    assert found, t.status.value
    return found.group(1)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_one_white_flag_on_buttons_and_in_the_hint_has_no_number(lang: str) -> None:
    t = table_at("tricktakers_kings", 0, 39, lang)          # Di holds one White Flag (WF1)
    hand = [str(c) for c in t._hand_cards]
    assert "WF1" in hand and "WF2" not in hand
    row = row_for(t, "WF1")
    king = {"en": "play ⚐ with your King", "ja": "⚐を出す（キングを乗せて）"}[lang]
    assert king in row, row
    assert not any(SUBSCRIPT.search(b) for b in row), row
    hint = hint_text(t)                 # "Use it now: 'play ⚐ with your King'."
    assert "⚐" in hint and not SUBSCRIPT.search(hint), hint


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_white_flags_each_offered_alone_have_no_number(lang: str) -> None:
    t = table_at("tricktakers_kings", 0, 114, lang)         # Cy holds WF1 and WF2
    hand = [str(c) for c in t._hand_cards]
    assert "WF1" in hand and "WF2" in hand
    for code in ("WF1", "WF2"):
        row = row_for(t, code)          # the ways to play the one selected copy
        assert row and all("⚐" in b and not SUBSCRIPT.search(b) for b in row[:2]), row
    assert not SUBSCRIPT.search(hint_text(t))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_row_offering_two_copies_keeps_their_numbers_only(lang: str) -> None:
    t = table_at("tricktakers_little", 13, 48, lang)        # Di: B1 G1 RA1 RA2 WFO1, Ninja shadows
    row = row_for(t, "B1")
    assert len(set(row)) == len(row), row                   # every button reads apart
    assert any("★₁" in b for b in row) and any("★₂" in b for b in row), row
    orange = [b for b in row if "⚐ᵒ" in b]                  # one copy of the orange flag
    assert orange and not any(SUBSCRIPT.search(b) for b in orange), row
    # one button naming two copies keeps both ("★₁ shadow ★₂" is no "★ shadow ★")
    assert any("★₁" in b and "★₂" in b for b in row_for(t, "RA1"))
    hint = hint_text(t)                 # the hint names ★₁ and ★₂ as their buttons do
    assert "★₁" in hint and "★₂" in hint, hint


def test_a_notebook_card_face_has_no_copy_number() -> None:
    html = TTCard.parse("WF2")._repr_html_()
    face = re.search(r">([^<>]*)</span>$", html)
    assert face and face.group(1) == "⚐", html
    assert "title='WF2'" in html        # the code stays in the tooltip


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_history_lists_alternatives_as_the_buttons_name_them(lang: str) -> None:
    """The History tab's alternatives: one White Flag is ⚐; two copies stay ⚐₁ and ⚐₂."""
    one = table_at("tricktakers_kings", 0, 39, lang)
    words = one.view.alternatives_words(list(one.match.legal_actions()), lang)
    assert "⚐" in words and not SUBSCRIPT.search(words), words
    two = table_at("tricktakers_kings", 0, 114, lang)
    words = two.view.alternatives_words(list(two.match.legal_actions()), lang)
    assert "⚐₁" in words and "⚐₂" in words, words
