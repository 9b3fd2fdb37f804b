"""TRicK GEAR's character set during the draft says who took each character. With 3 or 4
players the set has two copies of each, and a player holding both read "Volt · 2 taken by
Cara" (a second stat of Volt's? "Volt 2"?). It now says "both copies taken by Cara" /
「Caraが2枚とも獲得」, one of two copies "one copy taken by Ann" / 「Annが1枚獲得」, and a
set of one copy each keeps "taken by Ann". Real drafts, in English and Japanese."""
from __future__ import annotations

import random
import re

import pytest

from tricklab import new_match
from tricklab.ui.table import view_adapter

VIEW = view_adapter("trickgear")


def panel_after(players: list[str], seed: int, moves: int, lang: str) -> str:
    m = new_match("trickgear", players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(list(m.legal_actions())))
    assert m.state.phase == "select"
    return re.sub(r"<[^>]+>", " ", VIEW.panel(m.state, None, lang))


@pytest.mark.parametrize("lang,both,one,alone", [
    ("en", "both copies taken by {p}", "one copy taken by ", "taken by "),
    ("ja", "{p}が2枚とも獲得", "が1枚獲得", "が獲得")])
def test_the_set_says_how_many_copies_a_player_took(lang: str, both: str, one: str,
                                                    alone: str) -> None:
    text = panel_after(["Ann", "Bo", "Cara"], 0, 6, lang)      # Ann drafted both copies of one
    assert both.format(p="Ann") in text, text
    assert one in text, text
    assert not re.search(r"\d taken by|が2枚獲得", text), text      # the old "2 taken by Ann"
    # two players draft from one copy of the set: "taken by Ann" says it all
    text = panel_after(["Ann", "Bo"], 0, 2, lang)
    assert alone in text and "copy taken" not in text and "枚獲得" not in text, text
