"""A ruling id cited in an explanation or a refusal is kept on one line: a narrow column (a
projector's side panel) broke 「（LT-」 from 「001）」 at the hyphen."""
from __future__ import annotations

import re

import pytest

from tricklab import GAMES, get_game
from tricklab.core.display import explanation_html, refusal_html
from tricklab.core.simulate import random_playout

ID = re.compile(r"[A-Z]{2,4}-\d+")
WHOLE = re.compile(r"<span style='white-space:nowrap'>[A-Z]{2,4}-\d+</span>")


def loose_ids(markup: str, rulings: dict[str, object]) -> list[str]:
    """The ruling ids of ``markup``'s text that are not kept whole (tags and kept ids left
    out; a program card's name, AI-09, is no ruling)."""
    text = re.sub(r"<[^>]+>", " ", WHOLE.sub(" ", markup))
    return [i for i in ID.findall(text) if i in rulings]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", list(GAMES))
def test_cited_ids_are_kept_whole(name, lang):
    game = get_game(name)
    _, events = random_playout(game, 1)
    cat = game.catalogue
    cited = 0
    for e in events:
        ex = cat.explain(e, lang)
        for markup in (explanation_html(ex), refusal_html(ex, lang)):
            # the ruling blocks below an explanation name their id as a heading, kept apart
            steps = markup.split("tl-ruling")[0] if "tl-ruling" in markup else markup
            body = re.sub(r"<div style='font-size:0.9em'>.*?</div>", "", steps, flags=re.S)
            assert not loose_ids(body, cat.rulings), (e.code, body)
            cited += len(WHOLE.findall(body))
    assert cited
