"""A scenario file that cannot run names the problem: where a YAML mistake starts and why, in
either language; the file and the field of a refused set-up; an unknown fact or error code
as a mistake in the file (an ERROR naming what is known), not an unmet expectation."""
from __future__ import annotations

import re

import pytest

import tricklab
from tricklab.cli import run_one

UNCLOSED = "game: basic\nseed: 1\nactions: [Ann KH, Bo 2C\nexpect:\n  over: false\n"


def write(tmp_path, text: str, name: str = "s.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_an_unclosed_bracket_is_reported_where_it_opens(tmp_path):
    """The ``[`` opened on line 3 was reported at "line 4, column 7" (where the parser
    stopped), and the Japanese said only 「4行目の7文字目を確かめてください」."""
    path = write(tmp_path, UNCLOSED)
    res, en = run_one(path, "en")
    assert res is None and "line 3, column 10" in en and "[" in en and "not closed" in en, en
    assert "line 4, column 7" in en          # where the parser stopped, said after it
    _, ja = run_one(path, "ja")
    assert "3行目の10文字目" in ja and "閉じられていません" in ja, ja
    assert not re.search(r"[a-z]{4,}", ja.replace(str(path), "")), ja


@pytest.mark.parametrize("text, line, words", [
    ("game: basic\nactions:\n\t- Ann KH\n", 3, "タブ"),
    ("game: basic\nactions: [a]\ntitle: a: b\n", 3, "コロン"),
])
def test_a_yaml_mistake_keeps_its_reason_in_japanese(tmp_path, text, line, words):
    path = write(tmp_path, text)
    _, ja = run_one(path, "ja")
    assert f"{line}行目" in ja and words in ja, ja
    assert not re.search(r"[a-z]{4,}", ja.replace(str(path), "")), ja


def test_an_unknown_fact_is_an_error_naming_the_facts(tmp_path):
    """An unknown fact in ``expect.facts`` was a FAIL ("got 'no such fact'"), while an unknown
    expectation key was an ERROR: both are mistakes in the file."""
    path = write(tmp_path, "game: basic\nseed: 1\nactions: [Ann 10S]\n"
                           "expect:\n  facts: {tricks_taken: {Ann: 1}}\n")
    res, en = run_one(path, "en")
    assert res is None, res and res.report()
    assert "facts.tricks_taken" in en and "did you mean tricks?" in en and "leader" in en, en
    _, ja = run_one(path, "ja")
    assert "「tricks_taken」というファクト" in ja and "tricksのことですか" in ja, ja


def test_an_unknown_fact_at_a_step_is_an_error_too(tmp_path):
    path = write(tmp_path, "game: basic\nseed: 1\nactions:\n  - Ann 10S\n"
                           "  - {expect: {facts: {leaderr: Bo}}}\n")
    res, en = run_one(path, "en")
    assert res is None and "facts.leaderr" in en and "did you mean leader?" in en, en


@pytest.mark.parametrize("expect, field", [
    ("illegal: NOT_YOUR_TRN", "illegal"),
    ("refused: [{action: Bo 2C, code: NOT_YOUR_TRN}]", "refused[0].code"),
])
def test_an_error_code_no_refusal_has_is_an_error(tmp_path, expect, field):
    """``illegal: NOT_YOUR_TRN`` was only a FAIL ("expected 'NOT_YOUR_TRN', got
    'NOT_YOUR_TURN'"): a code the game never raises can never be met."""
    path = write(tmp_path, f"game: basic\nseed: 1\nactions: [Bo 2C]\nexpect:\n  {expect}\n"
                 if expect.startswith("illegal") else
                 f"game: basic\nseed: 1\nactions: []\nexpect:\n  {expect}\n")
    res, en = run_one(path, "en")
    assert res is None and field in en and "did you mean NOT_YOUR_TURN?" in en, en
    _, ja = run_one(path, "ja")
    assert "「NOT_YOUR_TRN」" in ja and "NOT_YOUR_TURNのことですか" in ja, ja


UNKNOWN_CARD = "game: basic\nseed: 1\nsetup:\n  hands:\n    Ann: [ZZ, 2C]\nactions: [Ann 2C]\n"


def test_load_names_the_file_and_the_field_of_a_refused_setup(tmp_path):
    """``tricklab.load('unknown_card.yaml')`` raised "Ann's hand: 'ZZ' is not a card of this
    game": no file (a schema error names it), no field."""
    path = write(tmp_path, UNKNOWN_CARD, "unknown_card.yaml")
    with pytest.raises(tricklab.SetupError) as caught:
        tricklab.load(path)
    said = str(caught.value)
    assert said.startswith(f"{path}: setup.hands.Ann[0]: "), said
    assert "'ZZ'" in said


def test_the_runner_names_the_field_in_both_languages(tmp_path):
    path = write(tmp_path, UNKNOWN_CARD)
    _, en = run_one(path, "en")
    assert en.startswith("setup.hands.Ann[0]: "), en
    _, ja = run_one(path, "ja")
    assert ja.startswith("setup.hands.Ann[0]：") and "「ZZ」" in ja, ja


def test_a_card_placed_twice_is_named_where_it_repeats(tmp_path):
    path = write(tmp_path, "game: basic\nsetup:\n  hands:\n    Ann: [2C, 3C, 2C]\nactions: []\n")
    _, en = run_one(path, "en")
    assert en.startswith("setup.hands.Ann[2]: "), en


def test_a_seat_list_in_japanese_shows_how_to_type_each_seat():
    """「席：Chie、ロボット、Aki、Ben」 while the seat must be typed ``Robot``."""
    from tricklab import new_match
    m = new_match("robotrick", seed=1)
    err = m.why_not("Akira pass 2C 3C")
    ja = m.game.catalogue.explain(err, "ja").headline
    assert "ロボット（Robot）" in ja and "Aki、" in ja, ja
    assert "Robot" in m.game.catalogue.explain(err, "en").headline
