"""A Japanese scenario title names a card as the Japanese table and explanations write it (▲2,
🔥5, ♣A), never by the code typed in the game's notation: 「第4トリックにR2で革命して」 read as a
code to a Japanese learner, where the table and the explanation show ▲2. Whether a word of a
title spells a card is the game's own parser's answer, not a list kept here."""
from __future__ import annotations

from helpers import spelt_words

from tricklab import scenarios
from tricklab.core.copies import card_label, card_said
from tricklab.games import GAMES, get_game


def ruling_words(game) -> set[str]:
    """The words of the game's own Japanese rulings (title and text), shown beside every
    explanation: a word written there is the table's, though the parser reads it as a card
    (Tricktakers' character number 3B, read ●3; TRicK GEAR's 「JOKER2枚」). Not the examples:
    KINGs' write their cards as codes (「P1がR9をリード」)."""
    return {w for r in game.catalogue.rulings.values()
            for part in (r.title, r.text) for w in spelt_words(part.get("ja", ""))}


def card_codes_in_japanese_titles() -> list[str]:
    """Every word of a packaged Japanese title that the game reads as a card but that is not
    written as its table writes that card: ``file: 'R2' (write ▲2)``."""
    found = []
    for name in GAMES:
        game = get_game(name)
        table = ruling_words(game)
        for path in scenarios.packaged(name):
            title = scenarios.load(path).titles.get("ja", "")
            for word in spelt_words(title):
                try:
                    card = game.parse_card(word)
                except ValueError:              # not a card (a NotationError is a ValueError)
                    continue
                shown = {card_label(card), card_said(card), str(card.label)}
                if word not in shown | table:
                    found.append(f"{name}/scenarios/{path.name}: {word!r} (write "
                                 f"{card_said(card)}) in 「{title}」")
    return found


def test_japanese_titles_write_cards_as_the_table_shows_them():
    found = card_codes_in_japanese_titles()
    assert not found, f"{len(found)} card codes in Japanese titles:\n" + "\n".join(found)


def test_the_check_knows_a_code_from_a_cards_name():
    """The check reads codes through each game's parser: a code is found, the table's name of
    the same card and the rulings' own words are not."""
    words = spelt_words("第4トリックにR2で革命、▲2が勝つ（3B、AR1 AB2＋🔥5）")
    assert words == ["4", "R2", "▲2", "3B", "AR1", "AB2", "🔥5"]
    tt = get_game("tricktakers")
    assert card_said(tt.parse_card("R2")) == "▲2" and "3B" in ruling_words(tt)
    assert card_said(get_game("triatri").parse_card("F5")) == "🔥5"
