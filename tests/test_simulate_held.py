"""What a seat holds besides its round's role (``Game.round_holdings``): a KINGs seat's King had
no column in ``tricklab simulate``'s tables, so a King's strength could not be read from them.
The rows name it by its id (``KING-R``, as ``fixed:KING-R`` takes it), whatever runs the games,
and a card id given where a choice is asked (``fixed:GAM-2``) is refused with the choice
that takes it."""
from __future__ import annotations

import re

import pandas as pd
import pytest

from tricklab.cli import main
from tricklab.games import GAMES, get_game
from tricklab.simulate import (SimulateError, game_rows, make_plan, play_match, run_plan,
                               summary, write_table)

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
KINGS = get_game("tricktakers_kings")


@pytest.mark.parametrize("name", list(GAMES))
def test_a_holding_column_exactly_when_the_game_names_one(name):
    game = get_game(name)
    plan = make_plan(name, bots="random")
    from tricklab.core.simulate import BulkMatch
    held = game.round_holdings(BulkMatch(game, list(plan.players), 0, **plan.options).state)
    for per in ("game", "round"):
        assert (held is not None and held.column in plan.columns(per)) == bool(plan.held), per


def drafted(m, seat: str) -> list[str]:
    """The Kings ``seat`` drafted, in order, read from its actions (one per draft)."""
    return [a.args[0] for a in m.actions
            if a.seat == seat and a.kind == "pick" and a.args[0].startswith("KING-")]


@pytest.mark.parametrize("n", KINGS.info.player_counts)
def test_kings_rows_name_the_king_each_seat_drafted(n):
    """4-5 players draft a King once (KG-034), 2 players each round (KG-086): a round row names
    that round's King, a game row the seat's King (its Kings of each round when they differ)."""
    plan = make_plan("tricktakers_kings", n, bots="random")
    assert plan.held == "king"
    for seed in range(3):
        m = play_match(plan, seed)
        games, rounds = game_rows(m, plan, seed)
        assert all(r["king"] in KINGS.choices() for r in rounds)
        for row in games:
            kings = drafted(m, row["seat"])
            assert len(kings) == (3 if n == 2 else 1), kings
            assert row["king"] == (kings[0] if len(set(kings)) == 1 else " ".join(kings))
            mine = [r["king"] for r in rounds if r["seat"] == row["seat"]]
            assert mine == (kings if n == 2 else kings * 3), (mine, kings)


def test_kings_king_column_is_the_same_whatever_the_workers_and_survives_parquet(tmp_path):
    plan = make_plan("tricktakers_kings", bots="random")
    one, one_rounds = run_plan(plan, 4, workers=1, chunk=2)
    two, two_rounds = run_plan(plan, 4, workers=2, chunk=2)
    assert "king" in one.columns and "king" in one_rounds.columns
    pd.testing.assert_frame_equal(one, two)
    pd.testing.assert_frame_equal(one_rounds, two_rounds)
    path = write_table(one, str(tmp_path / "kings.parquet"))
    pd.testing.assert_frame_equal(one, pd.read_parquet(path) if path.endswith(".parquet")
                                  else pd.read_csv(path))
    table = summary(one, by="king")
    assert set(table["king"]) <= {f"KING-{c}" for c in "WRBGK"} and table["n"].sum() == len(one)


@pytest.mark.parametrize("typed", ["GAM-2", "gam-2", "ＧＡＭ-２"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_id_is_refused_with_the_choice_that_takes_it(typed, lang, capsys):
    """``fixed:GAM-2`` names a card of the draft, not a choice: it was refused with no
    suggestion at all (no choice is spelt near "gam-2")."""
    with pytest.raises(SimulateError) as err:
        make_plan("tricktakers_kings", choice=f"fixed:{typed}")
    assert "gambler" in str(err.value) and "did you mean 'gambler'" in str(err.value)
    assert main(["--lang", lang, "simulate", "tricktakers_kings", "--games", "1", "-q",
                 "--choice", f"fixed:{typed}"]) == 2
    said = capsys.readouterr().err
    assert typed in said and "fixed:gambler" in said, said
    if lang == "ja":
        assert "「gambler」のことですか" in said and "ギャンブラー" in said, said
    else:
        assert "did you mean 'gambler'" in said and not JAPANESE.search(said), said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cli_summary_adds_a_table_per_held_king(lang, capsys):
    """The King a seat holds matters as much as its character, but ``tricklab simulate``
    printed the per-character table alone: after it comes one per King, over the round rows
    (a 2-player seat holds another King each round), in the command's language."""
    assert main(["--lang", lang, "simulate", "tricktakers_kings", "--games", "3", "-q"]) == 0
    out = capsys.readouterr().out.splitlines()
    rounds = run_plan(make_plan("tricktakers_kings"), 3, progress=False)[1]
    table = summary(rounds, by="king")
    blank = out.index("")
    heading, header, rows = out[blank + 1], out[blank + 2], out[blank + 3:]
    assert out[1].startswith("win rate and mean points per character" if lang == "en"
                             else "キャラクターごとの勝率"), out
    if lang == "en":
        assert heading.startswith("win rate and mean points per king, with 95% confidence")
        assert f"({len(rounds)} rows, one per round and seat;" in heading, heading
        assert header.split()[:4] == ["king", "n", "games", "win_rate"]
        names = list(table["king"])
    else:
        assert heading.startswith(f"キングごとの勝率と平均得点、95%信頼区間つき（{len(rounds)}行、"), heading
        assert header.split()[:4] == ["キング", "件数", "ゲーム数", "勝率"]
        names = [KINGS.catalogue.term(k, "ja") for k in table["king"]]
        assert not re.search("[A-Za-z]", "\n".join([heading, header, *rows])), rows
    assert [(ln.split()[0], int(ln.split()[1])) for ln in rows] == list(zip(names, table["n"]))

