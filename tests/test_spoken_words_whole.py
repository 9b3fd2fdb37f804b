"""What a screen reader hears keeps every word whole. A line made for the live region drops
the template's word before a card when the card's name says it again (「偽カード{card}」 with
「偽カード1」: ``unrepeated``); it dropped the end of any word whose last characters the card
name held anywhere, so after a RoboTrick pass the live region read 「Akiは渡すカスペードの
クイーン、…」: 「ード」 of 「カード」 is in 「スペード」."""
from __future__ import annotations

import random
import re
import string

import pytest

from tricklab import GAMES, get_game
from tricklab.core import rulings
from tricklab.core.display import adapter
# (a word in Japanese is a run of one script: the rule's own reading, ``_script``)
from tricklab.core.rulings import _script, spoken_cards, unrepeated


def test_a_word_is_not_cut_where_a_card_name_holds_its_end():
    tpl = "{seat}は渡すカード{cards}を選びました（全員が選ぶまで秘密）。"
    cards = "スペードのクイーン、ハートのエース"
    assert unrepeated(tpl, {"seat": "Aki", "cards": cards}, "ja") == tpl
    with spoken_cards(str):
        said = get_game("robotrick").catalogue.message(
            "PASS_CHOSEN", {"seat": "Aki", "cards": cards}, "ja")
    assert said == f"Akiは渡すカード{cards}を選びました（全員が選ぶまで秘密）。", said


def test_a_whole_word_said_again_still_goes():
    """The repeats the rule is for (``test_spoken_no_repeat``), and one a word's end is not."""
    assert unrepeated("{seat}は渡すカード{cards}を", {"cards": "偽カード1"}, "ja") \
        == "{seat}は渡す{cards}を"
    assert unrepeated("{seat}はロボットのカード{card}を", {"card": "ハートの4"}, "ja") \
        == "{seat}はロボットのカード{card}を"
    assert unrepeated("{seat}が白旗{card}を", {"card": "白旗の2"}, "ja") == "{seat}が{card}を"


def _word_ends(text: str, lang: str) -> set[int]:
    """The places in ``text`` where a word may end (and the next begin)."""
    if lang == "en":
        return {0, len(text)} | {m.start() for m in re.finditer(r"\b", text)}
    return {0, len(text)} | {i for i in range(1, len(text))
                             if _script(text[i - 1]) != _script(text[i])}


CALLS: list[tuple[str, dict[str, str], str, str]] = []


def _recording(tpl: str, values: dict[str, object], lang: str) -> str:
    out = REAL(tpl, values, lang)
    CALLS.append((tpl, {k: str(v) for k, v in values.items()}, lang, out))
    return out


REAL = unrepeated


def _said(name: str, lang: str, seeds: range) -> list[str]:
    """Every headline, step and button a screen reader is given over random games of
    ``name`` with every card in play, its cards in words (as the live region says them)."""
    game, view = get_game(name), adapter(get_game(name))
    presets = game.info.presets
    options = dict(presets["all"].options) if "all" in presets else {}
    out: list[str] = []
    with spoken_cards(lambda card: view.face(card, lang).name):
        for seed in seeds:
            players = list(game.info.seat_names[max(game.info.player_counts)])
            state, events = game.new_state(players, seed, {}, options)
            rng = random.Random(seed)
            for _ in range(400):
                if game.is_over(state):
                    break
                seat = game.to_act(state)[0]
                out += [label for label, _ in view.buttons(state, seat, [], lang)]
                events += game.apply(state, rng.choice(game.legal_actions(state, seat)))
            for ev in events:
                ex = game.catalogue.explain(ev, lang)
                out += [ex.headline, *(s.text for s in ex.steps)]
    return out


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("name", list(GAMES))
def test_every_template_word_and_card_name_is_said_whole(name, lang, monkeypatch):
    """Over real games: a word the rule drops before a field is a whole word (or words) of
    the template, said again whole in the field's value; every word it keeps is whole; and
    every value (a card's name) is in the line as it was given."""
    monkeypatch.setattr(rulings, "unrepeated", _recording)
    CALLS.clear()
    _said(name, lang, range(3))
    assert CALLS, "no line was made for a screen reader"
    broken = []
    for tpl, values, lng, out in CALLS:
        kept = [lit for lit, *_ in string.Formatter().parse(out)]
        for (lit, field, *_), left in zip(string.Formatter().parse(tpl), kept):
            if left == lit:
                continue
            gone, said = lit[len(left):], values.get(field or "", "")
            whole = lit.startswith(left) and len(left) in _word_ends(lit, lng)
            again = re.search(rf"(?<!\w){re.escape(gone.strip())}", said) if lng == "en" \
                else gone in said and said.find(gone) in _word_ends(said, lng)
            if not (whole and again):
                broken.append((tpl, said, out))
        text = out.format_map(rulings._Safe(values))
        broken += [(tpl, v, text) for k, v in values.items()
                   if "{" + k + "}" in out and v not in text]
    assert not broken, broken[:5]
