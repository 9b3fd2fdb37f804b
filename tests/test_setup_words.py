"""A refused set-up or scenario names what is wrong: how many players were given, which name
repeats, which character is misspelt and what was meant, which gem colour, which option; in
English and in Japanese."""
from __future__ import annotations

import re

import pytest

from tricklab import new_match
from tricklab.core.errors import SetupError
from tricklab.games import GAMES, get_game

KANA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def english_left(ja: str, typed: set[str]) -> list[str]:
    """English words in Japanese text, other than quoted input and the ``typed`` words (field
    names and ids the reader types, which stay as typed)."""
    bare = re.sub(r"「[^」]*」", "", ja)
    return [w for w in re.findall(r"[a-z][a-z_0-9]{3,}", bare) if w not in typed]


def refused(game: str, typed: set[str] = frozenset({"players"}), **kw: object) -> tuple[SetupError, str]:
    """The error of a refused ``new_match`` and its Japanese words."""
    with pytest.raises(SetupError) as caught:
        new_match(game, **kw)
    err = caught.value
    ja = get_game(game).catalogue.explain(err, "ja").headline
    assert KANA.search(ja) and not english_left(ja, set(typed)), ja
    return err, ja


@pytest.mark.parametrize("game", list(GAMES))
def test_too_few_players_says_how_many_were_given(game):
    """"Basic tricks needs 3 or 4 different player names" answered [Ann, Bo]: two different
    names. The count given is said; "different" is not."""
    counts = get_game(game).info.player_counts
    n = next(k for k in range(1, 9) if k not in counts)
    names = ["Xa", "Xb", "Xc", "Xd", "Xe", "Xf", "Xg", "Xh"][:n]
    err, ja = refused(game, players=names)
    assert err.code == "SETUP_PLAYERS"
    assert f"{n} given" in err.message and "different" not in err.message, err.message
    assert f"指定は{n}人" in ja and "異なる" not in ja, ja


@pytest.mark.parametrize("game", list(GAMES))
def test_a_repeated_name_is_named(game):
    info = get_game(game).info
    names = list(info.default_players)
    names[-1] = names[0]
    err, ja = refused(game, players=names)
    assert err.code == "SETUP_PLAYERS_REPEATED"
    assert f"'{names[0]}' is given more than once" in err.message, err.message
    assert f"「{names[0]}」が2回以上" in ja, ja


def test_players_as_text_must_be_a_list():
    """``players="Ann,Bo,Cy"`` was one seat called "Ann,Bo,Cy": "needs 3 or 4 player names"."""
    err, ja = refused("basic", players="Ann,Bo,Cy")
    assert err.code == "SETUP_PLAYERS_TEXT"
    assert "must be a list of names" in err.message and "'Ann,Bo,Cy'" in err.message
    assert "リスト" in ja and "「Ann,Bo,Cy」" in ja


def test_robot_is_the_automatic_seat():
    err, ja = refused("robotrick", players=["Robot", "Bo", "Cy"])
    assert err.code == "SETUP_PLAYERS_RESERVED" and "'Robot'" in err.message
    assert "「Robot」" in ja


def character_ids() -> set[str]:
    from tricklab.games.tricktakers import characters
    return {"characters", *characters.REGISTRY}


CHARACTER_IDS = character_ids()


def test_a_misspelt_character_is_named_with_the_nearest():
    """["king", "hermitt", "ninja", "ruler"] read "Unknown, repeated or unavailable characters:
    King, hermitt, Ninja, Ruler": three valid names listed as wrong, and no hint."""
    err, ja = refused("tricktakers", CHARACTER_IDS, characters=["king", "hermitt", "ninja", "ruler"])
    assert "'hermitt'" in err.message and "did you mean hermit" in err.message, err.message
    assert "King" not in err.message and "ninja" not in err.message
    assert "「hermitt」" in ja and "hermit（" in ja and "キング" not in ja, ja


def test_a_character_far_from_any_lists_what_may_be_written():
    err, ja = refused("tricktakers", CHARACTER_IDS, characters=["king", "zzzzq", "ninja", "ruler"])
    assert "'zzzzq'" in err.message and "hermit" in err.message and "did you mean" not in err.message


def test_a_repeated_character_is_named():
    err, _ = refused("tricktakers", CHARACTER_IDS, characters=["king", "hermit", "king", "ruler"])
    assert "King is listed twice" in err.message, err.message


def test_a_misspelt_gem_colour_is_named_with_its_field():
    """TriATri's ``gems: {Ann: {fire: 1, watr: 0}}`` read "gems must map players to counts
    such as {fire: 2, water: 1}": neither ``watr`` nor ``setup.gems.Ann`` was named."""
    err, ja = refused("triatri", {"fire", "water", "wood", "setup", "gems"}, players=["Ann", "Bo"],
                      setup={"phase": "play", "gems": {"Ann": {"fire": 1, "watr": 0, "wood": 0}}})
    assert "setup.gems.Ann" in err.message and "'watr'" in err.message, err.message
    assert "did you mean water" in err.message
    assert "setup.gems.Ann：" in ja and "「watr」" in ja and "waterのことですか" in ja, ja


def test_a_negative_gem_count_is_named_with_its_field():
    err, ja = refused("triatri", {"fire", "setup", "gems"}, players=["Ann", "Bo"],
                      setup={"phase": "play", "gems": {"Ann": {"fire": -1}}})
    assert "setup.gems.Ann.fire" in err.message and "-1" in err.message, err.message


@pytest.mark.parametrize("value", ["maybe", "yes", 1])
def test_an_option_that_is_on_or_off_takes_true_or_false(value):
    """``new_match("tricktakers", rule_350="yes")`` and a scenario's ``options: {rule_350:
    maybe}`` were taken (as true)."""
    err, ja = refused("tricktakers", {"options", "rule_350", "true", "false"}, rule_350=value)
    assert "options.rule_350" in err.message and "true or false" in err.message, err.message
    assert "trueかfalse" in ja, ja


def test_a_scenario_option_of_the_wrong_type_is_an_error():
    from tricklab import scenarios
    from tricklab.core.errors import TricklabError
    with pytest.raises(TricklabError) as caught:
        scenarios.run("game: tricktakers\nseed: 1\noptions: {rule_350: maybe}\nactions: []\n")
    assert "rule_350" in str(caught.value)
