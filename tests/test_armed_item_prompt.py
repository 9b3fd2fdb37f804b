"""The White Orb used: the prompt said only "play a card" and nothing told the learner that
the card they play next becomes a White Flag. The prompt says so, with the game's own ruling,
until the card is played."""
from __future__ import annotations

import re

import pytest

from tricklab.ui import Table

LT058 = dict(leader="Ann", characters={"Ann": "hermit", "Bo": "healer", "Cy": "collector"},
             held_items={"Bo": ["orb"]},
             hands={"Ann": ["K9", "R1", "B2", "G1", "G3"], "Bo": ["K2", "K6", "B3", "G4", "G5"],
                    "Cy": ["K7", "R6", "B7", "G8", "G9"]})
SAID = {"en": "White Orb: the card you play next becomes a White Flag ({rid}).",
        "ja": "白のオーブ：次に出すカードは白旗になります（{rid}）。"}


def plain(html_text: str) -> str:
    return re.sub(r"<[^>]+>", "", html_text)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_little_white_orb_used_says_the_next_card_is_a_white_flag(lang):
    t = Table("tricktakers_little", seed=58, lang=lang, players=["Ann", "Bo", "Cy"],
              setup=LT058, learner="Bo", auto_bots=False)
    t.session.play("Ann K9")
    t.render()
    said = SAID[lang].format(rid="LT-058")     # Little's ruling, as its Rulings tab lists it
    assert said not in plain(t.status.value)
    t.play("Bo item orb")
    status = plain(t.status.value)
    assert said in status, status
    assert "TT-075" not in status
    t.set_lang("en" if lang == "ja" else "ja")  # the other language says it too
    other = "ja" if lang == "en" else "en"
    assert SAID[other].format(rid="LT-058") in plain(t.status.value)
    t.set_lang(lang)
    t.play("Bo B3")                             # the card is played: the note goes
    assert "B3" not in map(str, t.match.state.hands["Bo"])
    t.render()
    assert "White Orb:" not in plain(t.status.value) and "白のオーブ：" not in plain(t.status.value)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tricktakers_adventurer_white_orb_cites_tt075(lang):
    from tricklab.games import get_game
    from tricklab.core.match import Match
    from tricklab.ui.table import view_adapter
    setup = dict(leader="Ann", items=["orb"],
                 characters={"Ann": "collector", "Bo": "adventurer", "Cy": "resistance"},
                 hands={"Ann": ["R9", "K9", "B1", "G1", "G2"], "Bo": ["R3", "R2", "K5", "G3", "G4"],
                        "Cy": ["R1", "K3", "B3", "G5", "G6"]})
    m = Match(get_game("tricktakers"), ["Ann", "Bo", "Cy"], 75, setup)
    for a in ["Bo equip map sword", "Ann R9", "Bo item map", "Bo R3", "Cy R1", "Ann K9"]:
        m.play(a)
    view = view_adapter("tricktakers")
    assert "White" not in view.prompt(m.state, "Bo", lang) and "白旗" not in view.prompt(m.state, "Bo", lang)
    m.play("Bo item orb")
    assert view.prompt(m.state, "Bo", lang).startswith(SAID[lang].format(rid="TT-075"))
