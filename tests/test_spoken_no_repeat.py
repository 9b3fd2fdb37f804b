"""A line said for a screen reader never says a card's kind twice: a card is then said by its
name in words, which holds its kind ("偽カード1", 「レア（キング専用レア）」), where the eye sees
a sign (🎭₁), and a template that names the kind before the card was heard as
「Cyが偽カード偽カード1を出し」, 「キング専用レアレア（キング専用レア）」."""
from __future__ import annotations

import re

import pytest

from tricklab import GAMES, get_game
from tricklab.core.display import adapter
from tricklab.core.rulings import spoken_cards, unrepeated
from tricklab.core.simulate import random_playout

#: a word said twice in a row: three or more letters in Japanese ("偽カード偽カード"), a
#: whole word in English ("Rare Rare")
TWICE = {"ja": re.compile(r"([^\W\d_]{3,})\1"), "en": re.compile(r"\b([^\W\d_]{3,}) \1\b")}


def said_lines(name: str, lang: str, seeds: range) -> list[str]:
    game, view = get_game(name), adapter(get_game(name))
    lines = []
    with spoken_cards(lambda card: view.face(card, lang).name):
        for seed in seeds:
            players = get_game(name).info.seat_names[max(get_game(name).info.player_counts)]
            _, events = random_playout(game, seed, list(players), **_widest(name))
            lines += [game.catalogue.explain(e, lang).headline for e in events]
    return lines


def _widest(name: str) -> dict[str, object]:
    """The preset with the most cards in play (every character), if the game has one."""
    presets = get_game(name).info.presets
    return dict(presets["all"].options) if "all" in presets else {}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", list(GAMES))
def test_no_word_is_said_twice_in_a_row(name, lang):
    twice = sorted({m.group(0) for line in said_lines(name, lang, range(6))
                    for m in TWICE[lang].finditer(line)})
    assert not twice, twice


def test_a_particle_or_short_word_is_not_a_repeat():
    assert unrepeated("{seat}の{card}", {"seat": "Cy", "card": "青の9"}, "ja") == "{seat}の{card}"
    assert unrepeated("{seat} plays a {card}", {"card": "a blue 9"}, "en") == "{seat} plays a {card}"
    assert unrepeated("{seat}が偽カード{card}を出し", {"card": "偽カード1"}, "ja") \
        == "{seat}が{card}を出し"
    # too short for the check above (「もともと」 is a word): 「キング専用レアレア（…）」
    assert unrepeated("{seat}はキング専用レア{card}を", {"card": "レア（キング専用レア）"}, "ja") \
        == "{seat}は{card}を"
    assert unrepeated("takes the King's Rare {card} {{x}}", {"card": "Rare (King's Rare)"},
                      "en") == "takes the {card} {{x}}"
