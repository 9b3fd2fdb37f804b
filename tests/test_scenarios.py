"""Every packaged scenario passes; the runner and the CLI report failures precisely; malformed
scenario files are clear errors."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tricklab import scenarios
from tricklab.cli import main
from tricklab.core.errors import ScenarioError, SetupError
from tricklab.games import GAMES

PACKAGED = [p for g in GAMES for p in scenarios.packaged(g)]


@pytest.mark.parametrize("path", PACKAGED, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_packaged_scenario_passes(path):
    res = scenarios.run(path)
    assert res.passed, res.report()


@pytest.mark.parametrize("game", list(GAMES))
def test_every_ruling_has_a_scenario(game):
    from tricklab.games import get_game
    cited = {r for p in scenarios.packaged(game) for r in scenarios.load(p).rulings}
    missing = sorted(set(get_game(game).catalogue.rulings) - cited)
    assert not missing, f"{game}: rulings without a scenario: {missing}"


GOOD = """
game: robotrick
title: trick 1 of the worked sequence
seed: 1
setup:
  dealer: Aki
  trump_indicator: 6H
  burned: [KD, JC, KC]
  program: AI-01
  phase: play
  hands:
    Robot: [AS, 9S, 4S, KH, 3H, AD, QD, 8D, 5D, 2D, 7C, 6C]
    Ben:   [KS, 7S, 6S, 3S, 2S, AC, 8C, 5C, 4C, JH, 10H, 3D]
    Chie:  [QC, 9H, 8H, 7H, 5H, 4H, 2H, JD, 9D, 7D, 6D, 4D]
    Aki:   [QS, JS, 10S, 8S, 5S, 10C, 9C, 3C, 2C, AH, QH, 10D]
actions: [Robot AS, Ben KS, Chie 2H, Aki 5S]
expect:
  trick_winners: [{winner}]
  rulings_shown: [RT-011]
"""


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    return p


def test_runner_reports_expected_versus_got(tmp_path):
    res = scenarios.run(write(tmp_path, GOOD.format(winner="Ben")))
    assert not res.passed
    f = res.failures[0]
    assert f.expectation == "trick_winners" and f.expected == ["Ben"] and f.got == ["Chie"]


def test_runner_checks_the_robots_automatic_play(tmp_path):
    res = scenarios.run(write(tmp_path, GOOD.format(winner="Chie").replace("Robot AS", "Robot AD")))
    assert not res.passed and res.failures[0].expected == "AD" and res.failures[0].got == "AS"


def test_cli_exit_status_and_report(tmp_path, capsys):
    ok = write(tmp_path, GOOD.format(winner="Chie"), "ok.yaml")
    bad = write(tmp_path, GOOD.format(winner="Aki"), "bad.yaml")
    assert main(["scenario", "run", str(ok)]) == 0
    assert main(["scenario", "run", str(ok), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "trick_winners" in out and "['Aki']" in out and "['Chie']" in out
    assert "1 passed, 1 failed" in out


@pytest.mark.parametrize("text,match", [
    ("game: robotrick\nactions: [\n", "not valid YAML"),
    ("- just a list\n", "YAML mapping"),
    ("game: robotrick\nactions: []\ncolour: red\n", "unknown field"),
    ("game: robotrick\nactions: []\nrulings: [RT-999]\n", "unknown ruling"),
    ("game: robotrick\nactions: []\nexpect: {winner: Aki}\n", "unknown expectation"),
    ("title: no game\nactions: []\n", "missing required field 'game'"),
])
def test_malformed_scenarios_are_clear_errors(tmp_path, text, match):
    with pytest.raises(ScenarioError, match=match):
        scenarios.load(write(tmp_path, text))


def test_inconsistent_setup_is_a_setup_error(tmp_path):
    text = GOOD.format(winner="Chie").replace("Ben:   [KS,", "Ben:   [AS,")
    with pytest.raises(SetupError, match="appears twice"):
        scenarios.run(write(tmp_path, text))
    text = GOOD.format(winner="Chie").replace("Ben:   [KS, 7S,", "Ben:   [KS,")
    with pytest.raises(SetupError, match="has 11 cards"):
        scenarios.run(write(tmp_path, text))


def test_cli_reports_errors_for_malformed_files(tmp_path, capsys):
    bad = write(tmp_path, "game: robotrick\nactions: []\nrulings: [RT-999]\n")
    assert main(["scenario", "run", str(bad)]) == 1
    assert "unknown ruling id(s) RT-999" in capsys.readouterr().out


def test_cli_list(capsys):
    assert main(["list"]) == 0
    assert "robotrick" in capsys.readouterr().out
