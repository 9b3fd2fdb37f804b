"""``tricklab simulate``: the same seeds give the same table whatever runs the games (one
process, two processes, a Dask cluster); the CLI writes the table; character choice policies."""
from __future__ import annotations

import pandas as pd
import pytest

from tricklab.cli import main
from tricklab.games import get_game
from tricklab.simulate import COLUMNS, make_plan, robot_programs, simulate, summary


def test_one_and_two_workers_give_the_same_table():
    one = simulate("tricktakers", games=6, preset="all", bots="rules", workers=1, chunk=2)
    two = simulate("tricktakers", games=6, preset="all", bots="rules", workers=2, chunk=2)
    assert list(one.columns) == COLUMNS
    assert len(one) == 6 * 4
    pd.testing.assert_frame_equal(one, two)


def test_rows_per_game_and_seat():
    df = simulate("robotrick", games=2, bots=["rules", "random", "rules"], rounds=1)
    assert list(df["seat"]) == ["Aki", "Ben", "Chie"] * 2
    assert list(df["bot"][:3]) == ["rules", "random", "rules"]
    assert df.groupby("game")["winner"].any().all()
    assert (df["tricks"].groupby(df["game"]).sum() <= 12).all()
    assert df["rulings"].str.contains("RT-011").all()          # built from the steps too
    rounds = robot_programs(df)
    assert set(rounds["program"]) <= {f"AI-{i:02}" for i in range(1, 11)}
    assert {"win_rate", "win_lo", "win_hi", "points_lo"} <= set(summary(rounds, by="program").columns)


def test_character_choice_policies():
    fixed = simulate("tricktakers", games=3, preset="all", choice="fixed:collector", bots="random")
    assert (fixed.groupby("game")["character"].apply(lambda s: "collector" in set(s))).all()
    with pytest.raises(ValueError):
        make_plan("tricktakers", choice="best")


def test_cli_writes_the_table(tmp_path, capsys):
    out = tmp_path / "t.csv"
    assert main(["simulate", "basic", "--games", "4", "-q", "--out", str(out)]) == 0
    df = pd.read_csv(out)
    assert len(df) == 16 and list(df.columns) == COLUMNS
    assert "games/s" in capsys.readouterr().out
    assert main(["simulate", "basic", "--games", "1", "-q", "--bots", "nobody"]) == 2


@pytest.mark.parametrize("game,by,keys", [
    ("robotrick", "program", {f"AI-{i:02}" for i in range(1, 11)}),
    ("tricktakers", "character", None),
    ("triatri", "seat", {"Ann", "Bo", "Cy"}),
])
def test_cli_prints_win_rates_with_intervals_per_what_differs(game, by, keys, capsys):
    """Without --out the command printed each "character"'s mean win: for RoboTrick, whose
    "character" is the robot's three programs, the same for every seat, every row was a triple
    of programs at 0.333 (a seat's share of each game). It now prints the summary (n, win rate
    and mean points with 95% intervals) per robot program, per character, or per seat."""
    assert main(["simulate", game, "--games", "12", "-q"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith(f"win rate and mean points per {by}, with 95% confidence intervals")
    header = out[2].split()
    assert header[:3] == [by, "n", "win_rate"] and "points_hi" in header
    named = {ln.split()[0] for ln in out[3:]}
    keys = keys or set(get_game(game).info.presets["all"].options["characters"])
    assert named <= keys and len(named) == len(out) - 3 >= 2, out     # one row each
    rates = [float(ln.split()[2]) for ln in out[3:]]
    assert len(set(rates)) > 1, out                 # not every row at a seat's share


def test_dask_local_cluster_gives_the_same_table():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        on_dask = simulate("basic", games=8, dask=cluster.scheduler_address, chunk=3)
    local = simulate("basic", games=8)
    pd.testing.assert_frame_equal(on_dask, local)


def test_a_bulk_match_refuses_an_action_and_changes_nothing():
    """A bot's wrong action on a ``BulkMatch`` raises the engine's own reason and leaves the
    state, the events and the actions as they were (the action is tried on a copy)."""
    from tricklab.core.errors import IllegalAction
    from tricklab.core.match import Match
    from tricklab.core.simulate import BulkMatch
    bulk, full = BulkMatch("robotrick", None, 3), Match("robotrick", None, 3)
    seat = bulk.to_act()[0]
    before = (repr(bulk.facts()), len(bulk.events), list(bulk.actions))
    legal = {str(a) for a in bulk.legal_actions(seat)}
    wrong = next(f"{seat} pass {c} {d}" for c in ("2S", "3S", "4S") for d in ("5H", "6H")
                 if f"{seat} pass {c} {d}" not in legal)
    with pytest.raises(IllegalAction) as bulk_err:
        bulk.play(wrong)
    with pytest.raises(IllegalAction) as full_err:
        full.play(wrong)
    assert bulk_err.value.code == full_err.value.code
    assert (repr(bulk.facts()), len(bulk.events), list(bulk.actions)) == before
    bulk.play(bulk.legal_actions(seat)[0])          # and it plays on as before
    full.play(full.legal_actions(seat)[0])
    assert bulk.facts() == full.facts() and len(bulk.events) == len(full.events)
