"""A ruling that sends the reader to the table's menu names the menu and its item as the table
labels them: KG-091 said 「カードセット「2人用・白のキングあり」」 of a menu labelled 「ルール」
("Variant"), and in English named only the option use_white_king_2p."""
from __future__ import annotations

import re

import pytest

from tricklab import GAMES, get_game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_kg091_names_the_variant_menu_and_its_item(lang):
    info = get_game("tricktakers_kings").info
    text = get_game("tricktakers_kings").catalogue.rulings["KG-091"].text[lang]
    menu, item = info.presets_name[lang], info.presets["white2p"].label[lang]
    said = f"メニュー「{menu}」で「{item}」" if lang == "ja" else f"'{item}' in the {menu} menu"
    assert said in text, text


@pytest.mark.parametrize("name", list(GAMES))
def test_no_ruling_calls_a_menu_by_another_name(name):
    """The menu of presets is 「カードセット」/"card set" only where the table says so."""
    game = get_game(name)
    label = game.info.presets_name or {"en": "Characters", "ja": "キャラクター"}
    other = {"en": r"\bcard set\b", "ja": "カードセット"}
    for rid, ruling in game.catalogue.rulings.items():
        for lang in ("en", "ja"):
            text = " ".join((ruling.text.get(lang, ""), ruling.example.get(lang, "")))
            if not re.fullmatch(other[lang], label[lang].lower()):
                assert not re.search(other[lang], text.lower()), (rid, text)
