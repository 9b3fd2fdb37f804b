"""The step-through's picture of a trick names each card in the table's language, as the felt
names it for a screen reader (``ViewAdapter.face(card, lang).name``: "♦ 6", 「♦の6」, "White
Flag"): its tooltip and aria-label were the card's code (title="6D"), notation a learner never
sees. Every game, English and Japanese, from a real game's first trick."""
from __future__ import annotations

import html
import random
import re

import pytest

from tricklab import new_match
from tricklab.games import GAMES
from tricklab.ui import Table
from tricklab.core.picture import is_play, picture_at

CARD = re.compile(r"<span class='tl-card' ([^>]*)>")
ATTR = re.compile(r"(\w[\w-]*)='([^']*)'")


def first_trick_table(game: str, lang: str) -> tuple[Table, list]:
    """A table after a random game's first few cards on the table (two plays of a trick, a
    TRicK GEAR round's field cards), its step-through on the last event drawn with them."""
    rng = random.Random(3)
    m = new_match(game, seed=3)
    for _ in range(400):
        seen = list(m.events)
        drawn = picture_at(seen, len(seen) - 1) if seen else None
        if sum(is_play(e) for e in seen) >= 2 or m.is_over() or (
                drawn is not None and len(drawn.cells) >= 2):
            break
        m.play(rng.choice(list(m.legal_actions())))
    t = Table(game, match=m, learner=m.players[0], auto_bots=False, lang=lang, teacher=True)
    last = max(i for i in range(len(t.stepper.items)) if picture_at(t.stepper.items, i))
    t.stepper.go(last)
    return t, t.stepper.items


def cells_of(fragment: str) -> list[dict[str, str]]:
    return [{k: html.unescape(v) for k, v in ATTR.findall(c)} for c in CARD.findall(fragment)]


def assert_named(t: Table, cells: list[dict[str, str]], cards: list, lang: str) -> None:
    assert cells
    names = {t.view.face(c, lang).name for c in cards}
    codes = {str(c) for c in cards}
    for attrs in cells:
        assert attrs["title"] in names and attrs["title"] not in codes, (attrs, codes)
        assert attrs.get("aria-label") == attrs["title"], attrs
        if lang == "ja":
            assert not re.search(r"[A-Za-z]{2,}", attrs["title"]), attrs


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_step_through_card_is_named_in_words(game: str, lang: str) -> None:
    """Every game's step-through draws the cards beside an event (KINGs' plays carried no
    trick number and TRicK GEAR's events no card: neither drew any), named in words."""
    t, _ = first_trick_table(game, lang)
    body = t.stepper.body.value
    picture = body.split("tl-step-table", 1)
    assert len(picture) == 2, body[:300]
    cards = [c for _, c in picture_at(t.stepper.items, t.stepper.pos).cells]
    assert_named(t, cells_of(picture[1].split("tl-expl", 1)[0]), cards, lang)
