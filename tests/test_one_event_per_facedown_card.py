"""A card laid face down was told in two events: a public one ("Ann (Ninja) adds a second card
face down …", "Bo plays a card face down (Invisibility Potion).") and a private one ("Your
face-down shadow card is ●7." / "Your face-down card is ■1."), which the teacher, who is not
that seat, read as "Your …" too. It is now one event worded for each reader (core's ``_SEEN``
words): the card's owner and the teacher read which card, the others only that a card lies
face down, and no record of the others names it (History, the move's words). Tricktakers
(TT-101, TT-073, their scenarios' deals) and Little (its seed-7 game), English and Japanese."""
from __future__ import annotations

import random

import pytest

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.history import history_rows
from tricklab.games.tricktakers.cards import TTCard

from helpers import after_moves, told
from test_one_event_per_ninja_drop import SETUP as NINJA

POTION = {"leader": "Ann", "characters": {"Ann": "berserker", "Bo": "adventurer", "Cy": "resistance"},
          "berserker_aside": ["RAZ", "WFZ"],
          "hands": {"Bo": ["K1", "R2", "B2", "G3", "G4"], "Cy": ["K6", "R4", "B3", "G5", "G6"]}}
R2, R7, K1 = (TTCard.parse(c).label for c in ("R2", "R7", "K1"))


def played(setup, moves, seed, **options):
    return after_moves("tricktakers", setup, moves, seed, **options)


def records_of(m, viewer):
    """Every record of the last move the viewer may read: History's rows, both kinds."""
    k = len(m.actions)
    rows = [r["action"] for r in history_rows(m, viewer) if r["step"] == k]
    tidy = [r["action"] for r in m.history(viewer).to_dict("records") if r["step"] == k]
    return [str(x) for x in rows + tidy]


@pytest.mark.parametrize("lang,mine,theirs", [
    ("en", f"Ann (Ninja) adds a second card, {R7}, face down next to {R2} (shadow clone), then draws 1.",
     f"Ann (Ninja) adds a second card face down next to {R2} (shadow clone), then draws 1."),
    ("ja", f"Ann（忍者）は{R2}の横に2枚目のカード{R7}を裏向きで出し（分身）、1枚引きます。",
     f"Ann（忍者）は{R2}の横に2枚目のカードを裏向きで出し（分身）、1枚引きます。")])
def test_a_shadow_clone_is_one_line_for_every_reader(lang: str, mine: str, theirs: str) -> None:
    m, events = played(NINJA, ["Ann R2 shadow R7"], 101,
                       characters=["ninja", "hermit", "resistance", "collector"])
    for viewer in ("Ann", None):                       # the Ninja, the teacher
        lines = told(m, events, viewer, lang)
        shadow = [x for x in lines if R7 in x]
        assert len(shadow) == 1 and shadow[0].startswith(mine), lines
        assert not any(x.startswith(("Your", "裏向きに出した")) for x in lines), lines
    for other in ("Bo", "Cy"):                         # the card stays hidden from the others
        lines = told(m, events, other, lang)
        assert any(x.startswith(theirs) for x in lines), lines
        assert not any(R7 in x for x in lines) and not any("R7" in x for x in records_of(m, other))
    assert [e.code for e in events].count("NINJA_SHADOW") == 1
    assert not any("CARD" in e.code for e in events), [e.code for e in events]


@pytest.mark.parametrize("lang,mine,theirs", [
    ("en", f"Bo plays {K1} face down (Invisibility Potion).",
     "Bo plays a card face down (Invisibility Potion)."),
    ("ja", f"Boは「透明になる薬」で{K1}を裏向きに出しました。",
     "Boは「透明になる薬」でカードを裏向きに出しました。")])
def test_a_potion_play_is_one_line_for_every_reader(lang: str, mine: str, theirs: str) -> None:
    m, events = played(POTION, ["Bo equip potion sword", "Ann K10", "Bo item potion", "Bo K1"], 73)
    for viewer in ("Bo", None):
        assert told(m, events, viewer, lang) == [mine]
    for other in ("Ann", "Cy"):
        assert told(m, events, other, lang) == [theirs]
        assert not any("K1" in x for x in records_of(m, other)), records_of(m, other)
    assert all("K1" in x for x in records_of(m, "Bo"))


def test_little_tells_its_facedown_cards_once_to_each_reader() -> None:
    """Little's seed-7 game (its golden playthrough): a Ninja's shadow clones, one from the
    deck in trick 5, and an Invisibility Potion bought in the shop."""
    m = new_match("tricktakers_little", players=["Ann", "Bo", "Cy", "Di"], seed=7)
    rng, bot = random.Random(7), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    cat = m.game.catalogue
    laid = {"LITTLE_NINJA_SHADOW": "clone", "LITTLE_NINJA_SHADOW_DECK": "clone",
            "PLAYS_FACEDOWN": "facedown"}
    found = set()
    for k in range(len(m.actions)):
        events = m.events_of(k)
        for e in events:
            if e.code not in laid:
                continue
            found.add(e.code)
            card = e.params_for(None)[laid[e.code]].label
            for lang in ("en", "ja"):
                for viewer in m.players + [None]:
                    lines = told(m, events, viewer, lang)
                    assert not any(x.startswith(("Your", "裏向きに出した")) for x in lines), lines
                    n = sum(card in x for x in lines if x.startswith(("Ann", "Bo", "Cy", "Di",
                                                                        "Trick 5", "第5")))
                    assert n == (1 if viewer in (e.seat, None) else 0), (viewer, lines)
    assert found == set(laid), found
