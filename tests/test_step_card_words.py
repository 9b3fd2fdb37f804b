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
from tricklab.core.actions import Action
from tricklab.core.events import Event, EventKind
from tricklab.ui.stepper import _is_play, trick_cells

CARD = re.compile(r"<span class='tl-card' ([^>]*)>")
ATTR = re.compile(r"(\w[\w-]*)='([^']*)'")


def first_trick_table(game: str, lang: str) -> tuple[Table, list]:
    """A table after a random game's first few plays, its step-through on the last of them."""
    rng = random.Random(3)
    m = new_match(game, seed=3)
    for _ in range(400):
        plays = [e for e in m.events if _is_play(e)]
        if len(plays) >= 2 or m.is_over():
            break
        m.play(rng.choice(list(m.legal_actions())))
    t = Table(game, match=m, learner=m.players[0], auto_bots=False, lang=lang, teacher=True)
    last = max(i for i, e in enumerate(t.stepper.items) if _is_play(e))
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


# the games whose step-through draws the trick a play went to (TRicK GEAR's play events
# carry no card: its step-through shows no picture)
PICTURED = sorted(set(GAMES) - {"trickgear"})


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", PICTURED)
def test_a_step_through_card_is_named_in_words(game: str, lang: str) -> None:
    t, _ = first_trick_table(game, lang)
    body = t.stepper.body.value
    picture = body.split("tl-step-table", 1)
    assert len(picture) == 2, body[:300]
    cards = [e.params["card"] for e in t.stepper.items[:t.stepper.pos + 1] if _is_play(e)]
    assert_named(t, cells_of(picture[1].split("tl-expl", 1)[0]), cards, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", sorted(set(GAMES) - set(PICTURED)))
def test_a_trick_picture_names_the_cards_of_every_game(game: str, lang: str) -> None:
    """The same picture (``trick_cells``, also the self-check's) with the table's words for
    the cards of the games the step-through draws none for: real cards of a real deal."""
    t = Table(game, seed=3, lang=lang, teacher=True)
    m = t.match
    rng = random.Random(3)
    while not any(m.game.hands(m.state).values()):
        m.play(rng.choice(list(m.legal_actions())))
    seat, hand = next((s, list(h)) for s, h in m.game.hands(m.state).items() if h)
    plays = [Event(EventKind.ACTION, "PLAYED", seat, params={
        "card": c, "action": Action(seat, "play", (str(c),))}) for c in hand[:3]]
    html_text = trick_cells(plays, t.view.name, lang, card_name=t.stepper.card_name)
    assert_named(t, cells_of(html_text), hand[:3], lang)
