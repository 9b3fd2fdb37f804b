"""A scenario title, and a ruling's title, text, example and reason, in English and Japanese,
name a card as the table and explanations write it (▲2, 🔥5, ♣A), never by the code typed in
the game's notation: "R2 revolution", 「第4トリックにR2で革命して」 or a ruling's "P1 leads B6,
P2 B9" read as codes to a learner, where the table shows ▲2 and ●6 in both languages. So do
the kanji the parsers read (「A偽、B火2」 beside a table showing 🎭₁ and 🔥2), in every
Japanese text of a game. Whether a word spells a card is the game's own parser's answer, not a
list kept here."""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

import pytest
from helpers import japanese_texts, kanji_words, python_japanese_texts, spelt_words

import tricklab
from tricklab import scenarios
from tricklab.core import packaged_yaml
from tricklab.core.copies import card_label, card_said
from tricklab.games import GAMES, get_game

#: The rulings that keep a word the parser reads as a card, by id, with the words and why. A
#: ruling cannot excuse itself by its own text: only an entry here can, and each entry must
#: still be needed. Scenario titles may write these words too, as the rulings do.
LANGS = ("en", "ja")
CHARACTER_NUMBER = ("a Tricktakers character's number (アドベンチャラー3B, ルーラー5B), printed on "
                    "its card and on its badge at the table, that orders the set-up: not a blue card")
KEPT: dict[str, tuple[frozenset[str], str]] = {
    "TT-023": (frozenset({"5B"}), CHARACTER_NUMBER),
    "TT-024": (frozenset({"3B", "4B", "5B"}), CHARACTER_NUMBER),
    "TT-175": (frozenset({"5B"}), CHARACTER_NUMBER),
}


def kept_words(game) -> set[str]:
    """The words the game's rulings keep on purpose (``KEPT``): the table's words, though the
    parser reads them as cards (Tricktakers' character number 3B, read ●3)."""
    return {w for rid in game.catalogue.rulings for w in KEPT.get(rid, (frozenset(), ""))[0]}


def copy_stem(game, word: str):
    """The card ``word`` codes without its copy number, or None: TriATri's fake written "X"
    or 「偽」 (X1 in the notation, 🎭₁ at the table), Tricktakers' White Flag "WF" (WF1, ⚐₁).
    The parser refuses a bare "X" (a fake is named with its copy), so an "X" in ten rulings
    read as no card at all. Only a copy number counts: ``word`` + "1" must be the card's own
    code or its kanji (not "JOKER", the JOKER's printed name, JK1 in the notation) and its 1
    must be drawn as a copy (🎭₁), not as a value (B1 is ●1: "B" is a seat)."""
    try:
        card = game.parse_card(word + "1")
    except ValueError:
        return None
    own = str(card) == word + "1" or not word.isascii()
    return card if own and card_label(card).endswith("₁") else None


def card_spelt(game, word: str):
    """(the part of ``word`` that spells a card, the card), or (``word``, None). A kanji word
    may hold a card at its end: 「専用黒9」 is 専用 and 黒9 (■9); 「第4」 holds none."""
    tails = [word] + [word[i:] for i in range(1, len(word))
                      if not word.isascii() and word[-1].isdigit() and not word[i].isdigit()]
    for tail in tails:
        try:
            return tail, game.parse_card(tail)
        except ValueError:                      # not a card (a NotationError is a ValueError)
            card = copy_stem(game, tail)
            if card is not None:
                return tail, card
    return word, None


def card_named(game, card, lang: str) -> str:
    """``card``'s name in words in ``lang`` as the table says it to a screen reader: 「白旗」 is
    the White Flag's name, not a code, where 「偽」 is short for TriATri's 「偽カード1」."""
    from tricklab.ui.table import view_adapter
    return view_adapter(game).face(card, lang).name


def card_codes(game, text: str, kept: set[str], lang: str = "ja",
               words: list[str] | None = None) -> list[tuple[str, str]]:
    """The words of ``text`` that ``game`` reads as a card but that are not written as its
    table writes that card, nor ``kept``: (the word, the card as the table writes it). In
    Japanese the kanji too (「A偽、B火2」 for 🎭₁ and 🔥2: the parsers read them). Two
    kinds of word are the language's own, not codes: the game's name for the card in ``lang``
    (the Summoner's beasts MARU, OKO: their names in English, マル, オコ in Japanese; 「白旗」),
    and a word in small letters ("as", "2s": the parsers read case-blind, so "as" is the ace
    of spades; the notation writes codes in capitals). ``words``: only these words of it."""
    found = []
    if words is None:
        words = spelt_words(text) + (kanji_words(text) if lang == "ja" else [])
    for word in words:
        if word.islower():
            continue
        word, card = card_spelt(game, word)
        if card is None:
            continue
        named = game.catalogue.terms.get(str(card), {}).get(lang)
        if word not in {card_label(card), card_said(card), str(card.label), named} | kept \
                and (word.isascii() or word != card_named(game, card, lang)):
            found.append((word, card_said(card)))
    return found


def card_codes_in_titles(lang: str) -> list[str]:
    """Every word of a packaged title in ``lang`` that the game reads as a card but that is
    not written as its table writes that card: ``file: 'R2' (write ▲2)``."""
    found = []
    for name in GAMES:
        game = get_game(name)
        kept = kept_words(game)
        for path in scenarios.packaged(name):
            title = scenarios.load(path).titles.get(lang, "")
            found += [f"{name}/scenarios/{path.name} {lang}: {word!r} (write {said}) in {title!r}"
                      for word, said in card_codes(game, title, kept, lang)]
    return found


def ruling_fields(ruling, lang: str) -> dict[str, str]:
    """A ruling's words in ``lang`` that a learner reads: the Rulings tab's title and text,
    the reference's example, an interpretation's reason and the source."""
    return {"title": ruling.title.get(lang, ""), "text": ruling.text.get(lang, ""),
            "example": ruling.example.get(lang, ""),
            "interp_reason": ruling.interp_reason.get(lang, ""), "source": ruling.source_in(lang)}


def card_codes_in_rulings(lang: str) -> tuple[list[str], set[tuple[str, str]]]:
    """Every card code in a field in ``lang`` of a registered game's ruling (``KG-001 en
    example: 'B6' (write ●6)``), and the (ruling, word) pairs of ``KEPT`` that were needed."""
    found, used = [], set()
    for name in GAMES:
        game = get_game(name)
        for rid, ruling in game.catalogue.rulings.items():
            for part, text in ruling_fields(ruling, lang).items():
                for word, said in card_codes(game, text, set(), lang):
                    if word in KEPT.get(rid, (frozenset(), ""))[0]:
                        used.add((rid, word))
                    else:
                        found.append(f"{name} {rid} {lang} {part}: {word!r} (write {said}) in {text!r}")
    return found, used


def kanji_cards_in_texts(name: str) -> list[str]:
    """Every card named in kanji (「黒7」 for ■7, 「偽」 for 🎭₁) in a Japanese string shipped
    for game ``name``: its messages, terms, facts, lessons, character texts, rulings and
    scenarios, and the Japanese literals of its Python modules (a view's word table) but
    ``cards.py``, whose kanji are the notation's own aliases (「火5」 is typed too). Codes of
    the notation are not looked for here: a refusal shows how to type a card (「F5、W3のよう
    に」), where the rulings and titles above may not."""
    found = []
    for path in sorted((Path(tricklab.__file__).parent / "games" / name).rglob("*.yaml")):
        found += kanji_cards_in(name, path.name,
                                japanese_texts(packaged_yaml.load(path.read_text("utf-8"))))
    for path in sorted((Path(tricklab.__file__).parent / "games" / name).rglob("*.py")):
        if path.name != "cards.py":
            found += kanji_cards_in(name, path.name, python_japanese_texts(path.read_text("utf-8")))
    return found


def kanji_cards_in(name: str, file: str, texts: Iterable[tuple[str, str]]) -> list[str]:
    """The cards in kanji in ``texts`` ((where, Japanese text) pairs of one file of game
    ``name``), each said with where it sits and how the table writes it."""
    game = get_game(name)
    kept = kept_words(game)
    return [f"{name}/{file}{where}: {word!r} (write {said}) in {text!r}"
            for where, text in texts
            for word, said in card_codes(game, text, kept, "ja", kanji_words(text))]


@pytest.mark.parametrize("name", list(GAMES))
def test_japanese_texts_name_no_card_in_kanji(name):
    found = kanji_cards_in_texts(name)
    assert not found, f"{len(found)} cards in kanji in {name}'s Japanese:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_titles_write_cards_as_the_table_shows_them(lang):
    found = card_codes_in_titles(lang)
    assert not found, f"{len(found)} card codes in {lang} titles:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_rulings_write_cards_as_the_table_shows_them(lang):
    found, _ = card_codes_in_rulings(lang)
    assert not found, f"{len(found)} card codes in {lang} rulings:\n" + "\n".join(found)


def test_every_kept_word_is_still_needed():
    """An entry of ``KEPT`` that no ruling needs any more would excuse a code written later."""
    used = set().union(*(card_codes_in_rulings(lang)[1] for lang in LANGS))
    kept = {(rid, w) for rid, (words, _) in KEPT.items() for w in words}
    assert kept == used, f"not needed: {sorted(kept - used)}"


def test_the_check_knows_a_code_from_a_cards_name():
    """The check reads codes through each game's parser: a code is found, the table's name of
    the same card and a kept word are not."""
    words = spelt_words("第4トリックにR2で革命、▲2が勝つ（3B、AR1 AB2＋🔥5）")
    assert words == ["4", "R2", "▲2", "3B", "AR1", "AB2", "🔥5"]
    tt = get_game("tricktakers")
    assert card_said(tt.parse_card("R2")) == "▲2" and "3B" in kept_words(tt)
    assert card_codes(tt, "P1がR2、P2が▲3、アドベンチャラー3B", kept_words(tt)) == [("R2", "▲2")]
    assert card_said(get_game("triatri").parse_card("F5")) == "🔥5"


def test_the_check_knows_a_code_without_its_copy_number():
    """A code written without its copy number (TriATri's "X" for the fake X1, Tricktakers'
    "WF" for the White Flag) is a code, though the parser refuses it alone; a seat ("B": B1 is
    a blue 1, its 1 no copy) and a card's printed name (TRicK GEAR's JOKER, JK1) are not."""
    ta, tt, tg = get_game("triatri"), get_game("tricktakers"), get_game("trickgear")
    assert card_codes(ta, "A X, B 🔥2, C 🎭₁ → B", set(), "en") == [("X", "🎭₁")]
    assert card_codes(tt, "B plays WF, not ⚐", set(), "en") == [("WF", card_said(tt.parse_card("WF1")))]
    assert card_codes(tg, "a JOKER (JK) beats", set(), "en") == [("JK", card_said(tg.parse_card("JK1")))]


def test_the_check_knows_english_words_from_codes():
    """In English, a word in small letters ("as": the case-blind parser's ace of spades) and a
    beast's English name (MARU, the Summoner's red 10) are words; BZ and a capital AS are
    codes."""
    tt, rt = get_game("tricktakers"), get_game("robotrick")
    assert card_said(rt.parse_card("as")) == "♠A"
    assert card_codes(rt, "count ♥A as plus; AS beats 2s", set(), "en") == [("AS", "♠A")]
    assert card_codes(tt, "MARU (R10) and BZ, not ⚔", set(), "en") == [("R10", "▲10"), ("BZ", "⚔")]
    assert card_codes(tt, "MARU", set(), "ja") == [("MARU", "▲10ᵐ")]    # マル in Japanese



def test_the_check_knows_a_card_in_kanji_from_a_word():
    """In Japanese a card in kanji is found (「A偽、B火2」: 🎭₁ and 🔥2; 「専用黒9」: ■9); a
    word is not: 偽カード (the fake as a noun), 白旗 (the White Flag's name), a count
    (「緑1枚」), 第4, an element as a word (水は火に有利)."""
    ta, tt = get_game("triatri"), get_game("tricktakers")
    assert kanji_words("A偽、B火2、偽カード、専用黒9") == ["偽", "火2", "専用黒9"]
    assert card_codes(ta, "3人：A偽、B火2、Cが🔥3 → 水は火に有利。Aの偽カードは使用済み", set()) == \
        [("偽", "🎭₁"), ("火2", "🔥2")]
    assert card_codes(tt, "第4トリック：専用黒9と白旗、緑1枚、赤の10", set()) == [("黒9", "■9")]


def test_the_check_reads_japanese_words_written_in_python():
    """A view's word table in Python is read like the YAML (a card in kanji is found, with
    its line); a docstring, which may name the notation's kanji aliases, is not."""
    source = ('"""Parses 火5 as 🔥5."""\n'
              'T = {"swap": {"en": "swap 🔥5", "ja": "火5と交換"}}\n'
              'def f():\n    """偽 is the fake."""\n    return "水3"\n')
    texts = list(python_japanese_texts(source))
    assert texts == [(":2", "火5と交換"), (":5", "水3")]
    found = kanji_cards_in("triatri", "view.py", texts)
    assert [f.split(" (")[0] for f in found] == ["triatri/view.py:2: '火5'", "triatri/view.py:5: '水3'"]

