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
