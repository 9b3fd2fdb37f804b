"""The Tricktakers ``characters`` option takes a set by the dashboard's word ("all", "base",
"basic", as ``?set=`` does) as well as a list; a string was split letter by letter
("Unknown, repeated or unavailable characters: a, l, l.")."""
from __future__ import annotations

import pytest

import tricklab
from tricklab import SetupError, new_match
from tricklab.games.tricktakers import characters as chars


def offered(m):
    return {a.args[0] for a in m.legal_actions(m.to_act()[0]) if a.kind == "pick"}


@pytest.mark.parametrize("word, expected", [("all", chars.ALL), ("base", chars.BASE),
                                            ("basic", chars.BASIC), (" All ", chars.ALL)])
def test_a_set_by_the_dashboards_word(word, expected):
    m = new_match("tricktakers", characters=word, seed=1)
    assert offered(m) == set(expected)
    preset = m.game.info.presets[word.strip().lower()]
    assert set(preset.options["characters"]) == set(expected)      # the dashboard's ?set=


def test_a_list_still_works():
    names = ["king", "gambler", "hermit", "ruler", "ninja"]
    assert offered(new_match("tricktakers", characters=names, seed=1)) == set(names)


def test_one_character_by_name_is_read_as_one_character():
    with pytest.raises(SetupError) as err:
        new_match("tricktakers", characters="king")
    assert err.value.code == "SETUP_TOO_FEW_CHARACTERS" and err.value.params["n"] == 1
    three = new_match("tricktakers", players=["Ann", "Bo", "Cy"], characters=["king", "ruler", "ninja"])
    assert offered(three) == {"king", "ruler", "ninja"}


@pytest.mark.parametrize("value", ["everyone", "alll", 5])
def test_anything_else_is_refused_in_both_languages(value):
    with pytest.raises(SetupError) as err:
        new_match("tricktakers", characters=value)
    # a name the game does not know is its own refusal; a value of the wrong type (5) is
    # refused first by the options' types, in the scenario loader's words
    assert err.value.code == ("SETUP_CHARACTER_SET" if isinstance(value, str) else "SCENARIO_SCHEMA")
    m = new_match("tricktakers")
    en, ja = m.explain(err.value, "en").headline, m.explain(err.value, "ja").headline
    assert str(value) in en and "all" in en and "list of characters" in en
    assert str(value) in ja and "キャラクターセット" in ja and "SETUP" not in ja
    if isinstance(value, str):
        assert f"'{value}'" in en and f"「{value}」" in ja
    assert "a, l, l" not in en + ja


def test_a_scenario_file_may_name_a_set(tmp_path):
    m = new_match("tricktakers", characters="all", seed=1)
    m.play(sorted(m.legal_actions(m.to_act()[0]), key=str)[0])
    path = m.save(tmp_path / "all.yaml", expect=True)
    assert "characters: all" in path.read_text("utf-8")
    back = tricklab.load(path)
    assert back.facts() == m.facts()
