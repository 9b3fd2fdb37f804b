"""``--lang ja`` reaches every word the command line prints: it is taken before the command's
name as well as after it, and the errors of ``list``, ``facts``, ``rulings`` and ``scenario
run`` read in Japanese (they were English: "no ruling BT-999 in basic", "unknown game ...",
"give scenario files, or --all")."""
from __future__ import annotations

import re

import pytest

from tricklab.cli import main
from tricklab.games import GAMES, get_game

LATIN_WORD = re.compile(r"\b[a-z]{3,}\b")


def japanese_only(text: str, allowed: set[str]) -> list[str]:
    """The English words left in ``text`` (lower-case words of three letters or more that are
    not game names, seat names or typed notation, given in ``allowed``)."""
    return [w for w in LATIN_WORD.findall(text) if w not in allowed]


@pytest.mark.parametrize("argv", [["--lang", "ja", "list"], ["list", "--lang", "ja"]])
def test_lang_goes_before_or_after_the_command(argv, capsys):
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "人数：" in out and "players:" not in out
    for name in GAMES:
        assert get_game(name).info.title["ja"] in out


def test_list_one_game_in_japanese(capsys):
    assert main(["list", "tricktakers", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    game = get_game("tricktakers")
    allowed = {*GAMES, *game.verbs, "play", "notebooks", "dashboard", "ipynb", "random", "rules",
               *game.info.presets}
    assert "席（3人）：Ann、Bo、Cy" in out
    assert not japanese_only(out, allowed), japanese_only(out, allowed)


def test_list_in_english_is_unchanged(capsys):
    assert main(["list", "basic"]) == 0
    out = capsys.readouterr().out
    assert "players: 3/4" in out and "seats (3): Ann, Bo, Cy" in out and "hidden hands: yes" in out


@pytest.mark.parametrize("argv", [
    ["rulings", "basic", "BT-999", "--lang", "ja"],
    ["facts", "nogame", "--lang", "ja"],
    ["rulings", "nogame", "--lang", "ja"],
    ["--lang", "ja", "list", "nogame"],
    ["scenario", "run", "--lang", "ja"],
    ["lesson", "check", "--lang", "ja"],
])
def test_errors_in_japanese(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", err), err
    assert not japanese_only(err.split(":", 1)[1], {*GAMES, "nogame", "all"}), err


def test_an_unknown_ruling_says_which_ids_there_are(capsys):
    assert main(["rulings", "basic", "BT-999"]) == 2
    err = capsys.readouterr().err
    ids = list(get_game("basic").catalogue.rulings)
    assert "BT-999" in err and ids[0] in err and ids[-1] in err
    assert main(["rulings", "basic", "BT-999", "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert f"{ids[0]}〜{ids[-1]}" in err
