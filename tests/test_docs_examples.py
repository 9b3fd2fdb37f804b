"""Issue 19: every example in the README and docs runs as written, and the facts tables of
docs/scenarios.md are what the games produce (``python -m tricklab.docgen`` regenerates them).

```python blocks run in order, one namespace per file (a later block may use an earlier one's
names); ```yaml blocks that are scenarios (they start with ``game:``) must load and pass."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FILES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(\w+)\n(.*?)^```", re.M | re.S)


def blocks(path: Path, lang: str) -> list[str]:
    return [body for kind, body in FENCE.findall(path.read_text(encoding="utf-8")) if kind == lang]


def test_the_extractor_finds_the_examples():
    assert len(blocks(ROOT / "README.md", "python")) >= 2
    assert any(b.startswith("game:") for b in blocks(ROOT / "docs" / "scenarios.md", "yaml"))


@pytest.mark.parametrize("path", [p for p in FILES if blocks(p, "python")], ids=lambda p: p.name)
def test_python_examples_run(path, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)                  # examples may write files (m.save)
    ns: dict = {"__name__": "__doc_example__"}
    for code in blocks(path, "python"):
        exec(compile(code, f"{path.name}:python", "exec"), ns)      # noqa: S102 - our own docs


@pytest.mark.parametrize("path", [p for p in FILES if any(b.startswith("game:") for b in blocks(p, "yaml"))],
                         ids=lambda p: p.name)
def test_yaml_scenario_examples_load_and_pass(path):
    from tricklab import scenarios
    for text in (b for b in blocks(path, "yaml") if b.startswith("game:")):
        result = scenarios.run(text)
        assert result.passed, result.report() + "\n" + text


def test_the_facts_tables_are_generated_from_the_games():
    from tricklab import docgen
    text = docgen.DOC.read_text(encoding="utf-8")
    assert text.count("<!-- facts:") >= 7
    assert docgen.update(text) == text, "run: python -m tricklab.docgen"


def test_a_drifted_facts_table_is_noticed():
    from tricklab import docgen
    text = docgen.DOC.read_text(encoding="utf-8").replace("| `dealer` |", "| `dealer_seat` |")
    assert docgen.update(text) != text


@pytest.mark.parametrize("game", ["robotrick", "triatri", "tricktakers", "basic", "trickgear",
                                  "tricktakers_kings", "tricktakers_little"])
def test_every_fact_has_a_meaning_and_every_meaning_a_fact(game):
    from tricklab.core import factsdoc
    from tricklab.games import get_game
    g = get_game(game)
    assert factsdoc.undocumented(g) == [] and factsdoc.stale(g) == []
    assert {d.name for d in factsdoc.describe(g)} >= set(g.facts(__import__("tricklab").new_match(game).state))


def test_cli_facts_and_rulings(capsys):
    from tricklab.cli import main
    assert main(["facts", "triatri"]) == 0
    out = capsys.readouterr().out
    assert "gems  ({seat: {text: int}})" in out and "e.g." in out
    assert main(["rulings", "robotrick", "RT-026", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("RT-026") and "［解釈：tricklabの裁定］" in out and "出典" in out
    assert main(["rulings", "robotrick"]) == 0
    out = capsys.readouterr().out
    assert "AI-10" in out and "RT-037" in out
    assert main(["rulings", "robotrick", "XX-9"]) == 2
    assert main(["facts", "chess"]) == 2
    assert main(["list", "robotrick"]) == 0


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: English the games' own Japanese texts use as it is (trickgear's JOKER, the Gambler's BET).
ENGLISH_IN_JAPANESE = {"JOKER", "BET"}


def _games():
    from tricklab.games import GAMES
    return sorted(GAMES)


@pytest.mark.parametrize("game", _games())
def test_every_fact_has_a_japanese_meaning(game):
    """A Japanese teacher reads the facts in Japanese: every fact the game produces, and every
    common meaning, has one (an entry written as a plain string is English only and fails)."""
    from tricklab.core import factsdoc
    from tricklab.games import get_game
    g = get_game(game)
    ja = factsdoc.meanings(g, "ja")
    assert factsdoc.untranslated(g, "ja") == []
    assert set(ja) == set(factsdoc.meanings(g)), "every English meaning has a Japanese one and no more"
    for d in factsdoc.describe(g):
        assert JAPANESE.search(ja.get(d.name, "")), (d.name, ja.get(d.name))


@pytest.mark.parametrize("game", _games())
def test_japanese_meanings_leave_no_english_words(game):
    """Only what the author types stays in English: backticked values, fact names, ids such as
    `AI-01` or KG-023; any other word of three letters or more is an untranslated word."""
    from tricklab.core import factsdoc
    from tricklab.games import get_game
    g = get_game(game)
    names = set(factsdoc.meanings(g))
    left = {}
    for name, text in factsdoc.meanings(g, "ja").items():
        bare = re.sub(r"`[^`]*`", " ", text)
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z0-9_-]*", bare)
                 if w not in names and not re.search(r"[\d_]", w) and w not in ENGLISH_IN_JAPANESE]
        if any(len(w) >= 3 for w in words):
            left[name] = words
    assert not left, left


def test_cli_facts_in_japanese_and_english(capsys):
    from tricklab.cli import main
    assert main(["facts", "robotrick", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("robotrickのファクト（match.facts()。シナリオファイルのexpect.factsとseen_byで確かめられます）\n")
    assert "dealer  (text)\n    このラウンドの親\n    例：" in out
    assert "robot_left  (text)\n    ロボットの左隣のプレイヤー" in out
    assert main(["facts", "robotrick"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Facts of robotrick (match.facts(); expect.facts and seen_by in scenario files)\n")
    assert "dealer  (text)\n    the dealer of this round\n    e.g. " in out
    assert not JAPANESE.search(out)


def test_the_readme_launches_every_games_dashboard_on_binder():
    """Each registered game's table opens on Binder from the README (three of seven did), and
    every notebook a Binder link names exists."""
    from tricklab.serving.catalogue import games
    readme = (ROOT / "README.md").read_text()
    linked = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]+urlpath=(voila/render|lab/tree)/"
                        r"notebooks/([\w.]+)", readme)
    assert linked
    assert all((ROOT / "notebooks" / name).is_file() for _, name in linked), linked
    voila = {name for how, name in linked if how == "voila/render"}
    missing = [g.name for g in games(ROOT / "notebooks") if g.dashboard not in voila]
    assert not missing, missing
