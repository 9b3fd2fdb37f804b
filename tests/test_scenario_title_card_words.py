"""A Japanese scenario title, and a ruling's Japanese title, text, example and reason, name a
card as the Japanese table and explanations write it (▲2, 🔥5, ♣A), never by the code typed
in the game's notation: 「第4トリックにR2で革命して」 or a ruling's 「P1がB6、P2がB9」 read as
codes to a Japanese learner, where the table shows ▲2 and ●6. Whether a word spells a card is
the game's own parser's answer, not a list kept here."""
from __future__ import annotations

from helpers import spelt_words

from tricklab import scenarios
from tricklab.core.copies import card_label, card_said
from tricklab.games import GAMES, get_game

#: The rulings that keep a word the parser reads as a card, by id, with the words and why. A
#: ruling cannot excuse itself by its own text: only an entry here can, and each entry must
#: still be needed. Scenario titles may write these words too, as the rulings do.
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


def card_codes(game, text: str, kept: set[str]) -> list[tuple[str, str]]:
    """The words of ``text`` that ``game`` reads as a card but that are not written as its
    table writes that card, nor ``kept``: (the word, the card as the table writes it)."""
    found = []
    for word in spelt_words(text):
        try:
            card = game.parse_card(word)
        except ValueError:                      # not a card (a NotationError is a ValueError)
            continue
        if word not in {card_label(card), card_said(card), str(card.label)} | kept:
            found.append((word, card_said(card)))
    return found


def card_codes_in_japanese_titles() -> list[str]:
    """Every word of a packaged Japanese title that the game reads as a card but that is not
    written as its table writes that card: ``file: 'R2' (write ▲2)``."""
    found = []
    for name in GAMES:
        game = get_game(name)
        kept = kept_words(game)
        for path in scenarios.packaged(name):
            title = scenarios.load(path).titles.get("ja", "")
            found += [f"{name}/scenarios/{path.name}: {word!r} (write {said}) in 「{title}」"
                      for word, said in card_codes(game, title, kept)]
    return found


def japanese_ruling_fields(ruling) -> dict[str, str]:
    """A ruling's Japanese words a learner reads: the Rulings tab's title and text, the
    reference's example, an interpretation's reason and the source."""
    return {"title": ruling.title.get("ja", ""), "text": ruling.text.get("ja", ""),
            "example": ruling.example.get("ja", ""),
            "interp_reason": ruling.interp_reason.get("ja", ""), "source": ruling.source_in("ja")}


def card_codes_in_japanese_rulings() -> tuple[list[str], set[tuple[str, str]]]:
    """Every card code in a Japanese field of a registered game's ruling (``KG-001 example:
    'B6' (write ●6)``), and the (ruling, word) pairs of ``KEPT`` that were needed."""
    found, used = [], set()
    for name in GAMES:
        game = get_game(name)
        for rid, ruling in game.catalogue.rulings.items():
            for part, text in japanese_ruling_fields(ruling).items():
                for word, said in card_codes(game, text, set()):
                    if word in KEPT.get(rid, (frozenset(), ""))[0]:
                        used.add((rid, word))
                    else:
                        found.append(f"{name} {rid} {part}: {word!r} (write {said}) in 「{text}」")
    return found, used


def test_japanese_titles_write_cards_as_the_table_shows_them():
    found = card_codes_in_japanese_titles()
    assert not found, f"{len(found)} card codes in Japanese titles:\n" + "\n".join(found)


def test_japanese_rulings_write_cards_as_the_table_shows_them():
    found, _ = card_codes_in_japanese_rulings()
    assert not found, f"{len(found)} card codes in Japanese rulings:\n" + "\n".join(found)


def test_every_kept_word_is_still_needed():
    """An entry of ``KEPT`` that no ruling needs any more would excuse a code written later."""
    _, used = card_codes_in_japanese_rulings()
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
