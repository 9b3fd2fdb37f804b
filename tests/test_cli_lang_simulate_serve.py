"""``tricklab simulate`` and ``tricklab serve`` took ``--lang ja`` and printed English: the
line after the games, the summary's header and its table's headers, what was written, every
refusal, the class server's banner. They now print Japanese (the words in ``cli_words.yaml``),
and ``tricklab --lang ja --help`` describes the commands in Japanese."""
from __future__ import annotations

import re

import pytest

from tricklab.cli import main
from tricklab.games import GAMES, get_game

LATIN_WORD = re.compile(r"\b[a-z]{3,}\b")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# typed notation a Japanese line may quote: addresses, paths, options, file names
NOTATION = re.compile(r"https?://\S+|/[\w./-]+|--[\w-]+(?: [A-Z]+)?|\b[\w-]+\.(?:ya?ml|ipynb|csv)\b"
                      r"|\bfixed:\w*")


def english_left(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """The English words left in ``text`` once notation and ``allowed`` names are set aside."""
    return [w for w in LATIN_WORD.findall(NOTATION.sub(" ", text)) if w not in allowed]


def names() -> set[str]:
    """What a Japanese line may name as it is typed: games, seats, bots, characters' keys."""
    out = set(GAMES)
    for g in GAMES:
        info = get_game(g).info
        out |= {s.lower() for seats in info.seat_names.values() for s in seats}
        out |= set(info.bots) | set(info.characters)
    return out


@pytest.mark.parametrize("game", ["tricktakers_kings", "robotrick", "basic"])
@pytest.mark.parametrize("where", ["before", "after"])
def test_simulate_prints_japanese(game, where, capsys):
    argv = ["simulate", game, "--games", "3", "-q"]
    argv = ["--lang", "ja", *argv] if where == "before" else [*argv, "--lang", "ja"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert all(JAPANESE.search(line) for line in out[:3]), out[:3]
    assert "：" in out[1] and ":" not in out[1]
    assert not english_left("\n".join(out), names() - set(get_game(game).info.characters)), out
    # the game by its title, not by the command's word (「tricktakers_kingsを3ゲーム」)
    assert out[0].startswith(get_game(game).info.title["ja"] + "を"), out[0]


def test_simulate_writes_and_says_so_in_japanese(tmp_path, capsys):
    path = tmp_path / "t.csv"
    assert main(["--lang", "ja", "simulate", "basic", "--games", "2", "-q", "--out", str(path)]) == 0
    out = capsys.readouterr().out
    assert "8行を書き込みました" in out and not english_left(out, names()), out
    assert main(["--lang", "ja", "simulate", "basic", "--games", "0", "-q"]) == 0
    out = capsys.readouterr().out
    assert "まとめるもの" in out and not english_left(out, names()), out


@pytest.mark.parametrize("extra", [
    ["--bots", "nobody"], ["--bots", "rules,rules"], ["--games", "-1"], ["--option", "trum=H"],
    ["--choice", "fixed:hermit"], ["--choice", "best"], ["--out", "/nowhere/x.csv"],
])
def test_simulate_refuses_in_japanese(extra, capsys):
    assert main(["--lang", "ja", "simulate", "basic", "--games", "1", "-q", *extra]) == 2
    err = capsys.readouterr().err
    said = err.split(":", 1)[1]
    assert JAPANESE.search(said), err
    assert not english_left(said, names() | {"trum", "trump", "preset", "hand", "size",
                                             "uniform", "strength", "bot", "best", "nobody"}), err


def test_a_misspelt_character_is_refused_in_japanese_with_its_name(capsys):
    assert main(["--lang", "ja", "simulate", "tricktakers", "--games", "1", "-q",
                 "--choice", "fixed:hermitt"]) == 2
    err = capsys.readouterr().err
    assert "「hermit」のことですか" in err and "hermit（ハーミット）" in err, err


def test_serve_banner_in_japanese(tmp_path):
    from pathlib import Path
    from tricklab.serving.server import ServeSettings, banner
    (tmp_path / "broken.yaml").write_text("game: robotrick\nactions: [\n", encoding="utf-8")
    root = Path(__file__).resolve().parent.parent / "notebooks"
    for s in (ServeSettings(ip="0.0.0.0", content=tmp_path, lang="ja"),
              ServeSettings(lang="ja", max_kernels=0, warm=0, cull_idle=0)):
        text = banner(s, root)
        assert all(JAPANESE.search(line) for line in text.splitlines()), text
        assert not english_left(text, names() | {"python", "jupyterlab", "dask"}), text
    assert "パスワードなし" in banner(ServeSettings(ip="0.0.0.0", lang="ja"), root)
    assert "no password" in banner(ServeSettings(ip="0.0.0.0"), root)      # English as it was


def test_serve_takes_the_language_and_refuses_in_it(tmp_path, capsys, monkeypatch):
    import tricklab.serving.server as server
    got = []
    monkeypatch.setattr(server, "serve", lambda s: got.append(s) or 0)
    assert main(["serve", "--lang", "ja", "--port", "1"]) == 0
    assert main(["--lang", "ja", "serve", "--port", "1"]) == 0
    assert [s.lang for s in got] == ["ja", "ja"]
    assert main(["--lang", "ja", "serve", "--content", str(tmp_path / "nope")]) == 2
    err = capsys.readouterr().err
    assert "そのフォルダはありません" in err and not english_left(err.split(":", 1)[1]), err


def test_help_describes_the_commands_in_japanese(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--lang", "ja", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    commands = [ln for ln in out.splitlines() if re.match(r"^    [a-z]+ ", ln)]
    assert len(commands) >= 8 and all(JAPANESE.search(ln) for ln in commands), out
    assert "使い方：" in out and "オプション：" in out and "usage" not in out
    assert "show this help" not in out
    with pytest.raises(SystemExit):
        main(["simulate", "--lang", "ja", "--help"])
    out = capsys.readouterr().out
    helps = [ln for ln in out.splitlines() if re.match(r"^  -", ln) and len(ln) > 26]
    assert helps and all(JAPANESE.search(ln) for ln in helps), out
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "Learn trick-taking card games." in capsys.readouterr().out     # English as it was


def every_command(parser, path=()):
    """(words typed, parser) for the parser and each of its subcommands, at any depth: taken
    from argparse itself, so a command added later is walked too."""
    import argparse
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from every_command(sub, (*path, name))


def typed_words(parser) -> set[str]:
    """What a help may show as it is typed: the options, their metavars, dests and choices, the
    subcommands' names, the program's words."""
    import argparse
    out = set(parser.prog.split())
    for action in parser._actions:
        out |= {s.lstrip("-") for s in action.option_strings} | {action.dest}
        metavar = action.metavar if isinstance(action.metavar, tuple) else (action.metavar,)
        out |= {m for m in metavar if isinstance(m, str)}
        out |= {str(c) for c in action.choices or ()}
        if isinstance(action, argparse._SubParsersAction):
            out |= set(action.choices)
    return out


def test_every_commands_help_is_japanese(capsys, monkeypatch):
    """Every subcommand found from the parser, at any depth: each option and command has a
    help, and under ``--lang ja`` it reads in Japanese with no English word left but what is
    typed (options, metavars, names of games, bots and policies). ``list``, ``lab``,
    ``scenario run``, ``lesson ...``, ``facts`` and ``rulings`` were English."""
    import argparse

    from tricklab.cli import build_parser
    from tricklab.simulate import CHOICE_POLICIES
    presets = {p for g in GAMES for p in get_game(g).info.presets}
    # and commands, a package, an extra, a game option's key, a ruling's mark, as typed
    typed = names() | presets | set(CHOICE_POLICIES) | {"tricklab", "pip", "install", "pyarrow",
                                                        "scale", "rounds", "seed", "interp"}
    import unicodedata
    monkeypatch.setenv("COLUMNS", "80")
    commands = list(every_command(build_parser("ja")))
    assert len(commands) >= 12, [p for p, _ in commands]
    english = list(every_command(build_parser("en")))
    assert [p for p, _ in english] == [p for p, _ in commands]
    for path, parser in commands:
        for action in parser._actions:
            helps = ([a.help for a in action._choices_actions]
                     if isinstance(action, argparse._SubParsersAction) else [action.help])
            assert all(helps), (path, action.option_strings or action.dest)
        with pytest.raises(SystemExit):
            main(["--lang", "ja", *path, "--help"])
        out = capsys.readouterr().out
        body = out.split("\n\n", 1)[1]                  # after the usage, which is typed
        left = english_left(body, typed | typed_words(parser))
        assert not left, (path, left, out)
        assert "Japanese" not in out and "default" not in out, (path, out)
        # wrapped by the columns a Japanese character takes (two), never before a 「、」
        wide = [ln for ln in body.splitlines()
                if sum(1 + (unicodedata.east_asian_width(c) in "WF") for c in ln) > 80]
        assert not wide, (path, wide)
        assert not re.search(r"^\s+[、。）]", body, re.M), (path, out)
    for path, parser in english:                        # English as it was: no Japanese
        with pytest.raises(SystemExit):
            main([*path, "--help"])
        out = capsys.readouterr().out
        assert "usage:" in out and not JAPANESE.search(out.replace("合格/不合格", "")), (path, out)


@pytest.mark.slow
def test_serve_logs_its_own_lines_in_its_language(tmp_path):
    """``tricklab serve --lang ja``: the lines tricklab logs while serving (start, a warm kernel
    ready and handed to a page, ready, a class full, a cull) are Japanese; Jupyter's and
    Tornado's own lines stay theirs. They were English whatever ``--lang`` said. A real server
    on 127.0.0.1 with a cap of one kernel and a two-second cull; kernels are asked for through
    the REST API, as JupyterLab does."""
    import http.cookiejar
    import json
    import time
    import urllib.error
    import urllib.request

    from browsing import serving
    log = tmp_path / "serve.log"
    with serving(log, "--lang", "ja", "--max-kernels=1", "--warm=1", "--cull-idle=2",
                 "--cull-interval=1") as url:
        def logged(text: str, timeout: float = 180) -> str:
            deadline = time.time() + timeout
            while text not in log.read_text("utf-8"):
                assert time.time() < deadline, (text, log.read_text("utf-8"))
                time.sleep(0.3)
            return log.read_text("utf-8")

        logged("tricklab: 準備ができました")      # the start-up page had the warm kernel
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        opener.open(url + "lab", timeout=60).close()
        xsrf = next(c.value for c in jar if c.name == "_xsrf")

        def new_kernel() -> int:
            req = urllib.request.Request(url + "api/kernels", data=b"{}", method="POST",
                                         headers={"X-XSRFToken": xsrf})
            try:
                with opener.open(req, timeout=120) as r:
                    return int(r.status)
            except urllib.error.HTTPError as err:
                return int(err.code)

        deadline = time.time() + 60                 # the start-up page's kernel is freed
        while json.loads(opener.open(url + "api/kernels", timeout=30).read()):
            assert time.time() < deadline
            time.sleep(0.3)
        assert new_kernel() == 201
        assert new_kernel() == 503                   # the one kernel is in use: class full
        logged("満員なので")
        text = logged("使われなかったので止めました")      # no page open: culled after 2 s
    uuid = re.compile(r"[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}")       # a kernel's id
    ours = [uuid.sub("", ln.split("tricklab: ", 1)[1]) for ln in text.splitlines()
            if "tricklab: " in ln]
    assert len(ours) >= 6, text
    for line in ours:
        assert JAPANESE.search(line) and not english_left(line, {"voila", "render"}), line
    for said in ("トップページは", "待機カーネル", "ページに待機カーネル", "カーネルの起動を断りました"):
        assert said in text, said


@pytest.mark.parametrize("game,extra", [
    ("tricktakers_kings", ["--players", "5", "--choice", "fixed:cheerleader"]),
    ("basic", ["--choice", "fixed:hermit"]),
    ("tricktakers", ["--bots", "nobody"]),
])
def test_a_japanese_refusal_names_the_game_by_its_title(game, extra, capsys):
    """「tricktakers_kingsのこの設定では…」: a Japanese reader is told the game's title, as the
    closing line of a run already does, not the registry's key."""
    from tricklab.games import get_game
    assert main(["--lang", "ja", "simulate", game, "--games", "1", "-q", *extra]) == 2
    said = capsys.readouterr().err.split(":", 1)[1]
    assert get_game(game).info.title["ja"] in said, said
    assert game not in said, said
