"""``tricklab simulate``: the same seeds give the same tables whatever runs the games (one
process, two processes, a Dask cluster); the CLI writes them; character choice policies; the
per-round table says what each round's character did."""
from __future__ import annotations

import pandas as pd
import pytest

from tricklab.cli import main
from tricklab.games import GAMES, get_game
from tricklab.simulate import game_rows, make_plan, play_match, run_plan, simulate, summary


def test_one_and_two_workers_give_the_same_table():
    plan = make_plan("tricktakers", None, "rules", "all")
    one, one_rounds = run_plan(plan, 6, workers=1, chunk=2)
    two, two_rounds = run_plan(plan, 6, workers=2, chunk=2)
    assert list(one.columns) == plan.columns("game")
    assert len(one) == 6 * 4
    pd.testing.assert_frame_equal(one, two)
    assert list(one_rounds.columns) == plan.columns("round")
    assert len(one_rounds) == 4 * one.groupby("game")["round_points"].first().str.split().str.len().sum()
    pd.testing.assert_frame_equal(one_rounds, two_rounds)
    pd.testing.assert_frame_equal(one_rounds, simulate("tricktakers", games=6, preset="all",
                                                       per="round", chunk=4))


def test_rows_per_game_and_seat():
    df = simulate("robotrick", games=2, bots=["rules", "random", "rules"], rounds=1)
    assert list(df["seat"]) == ["Aki", "Ben", "Chie"] * 2
    assert list(df["bot"][:3]) == ["rules", "random", "rules"]
    assert df.groupby("game")["winner"].any().all()
    assert (df["tricks"].groupby(df["game"]).sum() <= 12).all()
    assert df["rulings"].str.contains("RT-011").all()          # built from the steps too
    rounds = simulate("robotrick", games=2, bots=["rules", "random", "rules"], rounds=1,
                      per="round")
    assert set(rounds["program"]) <= {f"AI-{i:02}" for i in range(1, 11)}
    assert list(rounds["program"]) == list(df["programs"])       # one round: its program
    table = summary(rounds, by="program", win=False)
    assert {"points", "points_lo", "points_hi"} <= set(table.columns)
    assert "win_rate" not in table.columns


def test_character_choice_policies():
    fixed = simulate("tricktakers", games=3, preset="all", choice="fixed:collector",
                     bots="random", per="round")
    assert fixed.groupby("game")["character"].apply(lambda s: "collector" in set(s)).all()
    with pytest.raises(ValueError):
        make_plan("tricktakers", choice="best")


def test_cli_writes_the_table(tmp_path, capsys):
    out = tmp_path / "t.csv"
    assert main(["simulate", "basic", "--games", "4", "-q", "--out", str(out)]) == 0
    df = pd.read_csv(out)
    assert len(df) == 16 and list(df.columns) == make_plan("basic").columns("game")
    assert "games/s" in capsys.readouterr().out
    assert main(["simulate", "basic", "--games", "1", "-q", "--bots", "nobody"]) == 2


def test_cli_writes_the_round_table(tmp_path):
    out = tmp_path / "r.csv"
    args = ["simulate", "tricktakers", "--games", "3", "-q", "--preset", "all"]
    assert main([*args, "--per", "round", "--out", str(out)]) == 0
    rounds = pd.read_csv(out)
    plan = make_plan("tricktakers", None, "rules", "all")
    assert list(rounds.columns) == plan.columns("round")
    expected = simulate("tricktakers", games=3, preset="all", per="round")
    assert list(rounds["character"]) == list(expected["character"])
    assert list(rounds["round_points"]) == list(expected["round_points"])


@pytest.mark.parametrize("game,by,keys", [
    ("tricktakers", "character", None),
    ("triatri", "seat", {"Ann", "Bo", "Cy"}),
])
def test_cli_prints_win_rates_with_intervals_per_what_differs(game, by, keys, capsys):
    """Without --out the command prints the summary (n, win rate and mean points with 95%
    intervals) per character (over the round rows: a seat changes character every round) or
    per seat."""
    assert main(["simulate", game, "--games", "12", "-q"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith(f"win rate and mean points per {by}, with 95% confidence intervals")
    assert ("one per round and seat" in out[1]) == (by == "character")
    # a round's win is said as such: "win rate" over round rows read as a game's win rate
    assert ("a win is the most points at the table that round" in out[1]) == (by == "character")
    # the rows of a game are not independent: the intervals say what they count
    assert "the intervals count games, not rows, as independent" in out[1]
    header = out[2].split()
    assert header[:4] == [by, "n", "games", "win_rate"] and "points_hi" in header
    named = {ln.split()[0] for ln in out[3:]}
    keys = keys or set(get_game(game).info.presets["all"].options["characters"])
    assert named <= keys and len(named) == len(out) - 3 >= 2, out     # one row each
    rates = [float(ln.split()[3]) for ln in out[3:]]
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


# -- the per-round table: what each round's character did -----------------------------------

ROLE_GAMES = [g for g in GAMES if make_plan(g, bots="random").role]


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little"])
def test_round_rows_are_the_engines_rounds(game):
    """A Tricktakers seat plays a different character each round. The game rows used to say
    only the last round's character next to the whole game's points and tricks (seed 0: Ann
    was king, ruler, resistance; her row said resistance, 6 tricks): a character was credited
    with other characters' rounds. Each round row must now be that round's character, tricks
    and points as the engine logged them, and the game row must list every round's."""
    plan = make_plan(game, bots="random")
    for seed in range(3):
        m = play_match(plan, seed, bulk=False)
        per_game, per_round = game_rows(m, plan, seed)
        log = m.facts()["round_log"]
        assert len(per_round) == len(log) * len(plan.players)
        for row in per_round:
            logged = log[row["round"] - 1]
            name = logged["chars"][row["seat"]]
            assert row["character"] == name.removeprefix("little:")
            assert row["round_tricks"] == logged["tricks"][row["seat"]]
            assert row["round_points"] == logged["deltas"][row["seat"]]
        for row in per_game:
            mine = [r for r in per_round if r["seat"] == row["seat"]]
            assert row["characters"].split() == [r["character"] for r in mine]
            assert row["tricks"] == sum(r["round_tricks"] for r in mine)
            assert row["round_points"].split() == [str(r["round_points"]) for r in mine]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_round_rows_that_add_up(game):
    """Every registered game gives a round table; a game that scores no rounds is one round
    (its final points). Tricks add up to the game's, and a round's winner scored its most."""
    games, rounds = run_plan(make_plan(game, bots="random"), 2)
    assert len(rounds) and set(rounds["game"]) == set(games["game"])
    per_seat = rounds.groupby(["game", "seat"])["round_tricks"].sum()
    assert (per_seat == games.set_index(["game", "seat"])["tricks"]).all()
    best = rounds.groupby(["game", "round"])["round_points"].transform("max")
    assert (rounds["round_winner"] == (rounds["round_points"] == best)).all()
    if not games["round_points"].eq("").all():
        n_rounds = games["round_points"].str.split().str.len()
        assert (rounds.groupby(["game", "seat"]).size().values == n_rounds.values).all()


def test_little_names_its_characters_without_the_engines_prefix():
    """Little's seats showed ``little:king+berserker`` (the engine's component name)."""
    games, rounds = run_plan(make_plan("tricktakers_little", bots="random"), 2)
    assert not games["characters"].str.contains("little:").any()
    assert not rounds["character"].str.contains("little:").any()
    assert rounds.loc[rounds["round"] == 3, "character"].str.contains("+", regex=False).all()
    named = set(summary(rounds, by="character")["character"])
    assert named <= set(get_game("tricktakers_little").info.characters)   # a pair counts for each


def test_cli_summary_per_character_reads_the_round_rows(capsys):
    """The CLI's win rate per character credited a whole game to the last round's character."""
    assert main(["simulate", "tricktakers", "--games", "6", "-q", "--preset", "all"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rounds = simulate("tricktakers", games=6, preset="all", per="round")
    table = summary(rounds, by="character")
    assert f"({len(rounds)} rows, one per round and seat;" in lines[1]
    printed = {ln.split()[0]: int(ln.split()[1]) for ln in lines[3:]}
    assert printed == dict(zip(table["character"], table["n"]))


def test_robotrick_summary_shows_points_not_a_win_rate_by_construction(capsys):
    """Every seat of a round runs the round's program, so a per-program win rate is a seat's
    share (~1/3) whatever the program: it must not be printed as if it were information."""
    assert main(["simulate", "robotrick", "--games", "8", "-q"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("mean round points per program") and "no win rate" in out[1]
    header = out[2].split()
    assert header[:4] == ["program", "n", "games", "points"] and "win_rate" not in header
    named = {ln.split()[0] for ln in out[3:]}
    assert named <= {f"AI-{i:02}" for i in range(1, 11)} and len(named) == len(out) - 3 >= 2


# -- clear refusals instead of tracebacks ---------------------------------------------------

def test_cli_zero_games_says_so(capsys):
    assert main(["simulate", "basic", "--games", "0", "-q"]) == 0
    assert "no games played" in capsys.readouterr().out


def test_cli_out_in_a_missing_folder_is_one_clear_line(tmp_path, capsys):
    missing = tmp_path / "nowhere" / "x.parquet"
    assert main(["simulate", "basic", "--games", "1", "-q", "--out", str(missing)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot write" in err[0] and "does not exist" in err[0]


def test_cli_bad_option_is_refused_before_the_progress_bar(capsys):
    assert main(["simulate", "basic", "--games", "3", "--option", "trum=H"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err                          # no progress bar before the error
    assert "trum" in err[0] and "trump" in err[0]      # names the known options


@pytest.mark.parametrize("choice,game,words", [
    ("fixed:hermitt", "tricktakers", ("hermitt", "hermit")),
    ("fixed:hermit", "basic", ("no characters",)),
])
def test_a_fixed_choice_that_cannot_work_is_refused(choice, game, words, capsys):
    with pytest.raises(ValueError) as err:
        simulate(game, games=1, choice=choice)
    assert all(w in str(err.value) for w in words)
    assert main(["simulate", game, "--games", "1", "-q", "--choice", choice]) == 2
    said = capsys.readouterr().err
    assert all(w in said for w in words), said


def test_simulate_refuses_an_unknown_per():
    with pytest.raises(ValueError, match="per must be one of game, round"):
        simulate("basic", games=1, per="seat")


# -- the docs say what the tables hold ------------------------------------------------------

@pytest.mark.parametrize("game", ["tricktakers", "robotrick", "basic"])
def test_the_module_docstring_names_every_column(game):
    """The docstring said ``game`` was the index (it is a column) and did not mention
    ``round_points``: every column of both tables must be documented."""
    import tricklab.simulate as sim
    plan = make_plan(game, bots="random")
    for per in ("game", "round"):
        for col in plan.columns(per):
            assert f"``{col}``" in sim.__doc__, (per, col)
    assert "index" not in sim.__doc__.replace("RangeIndex", "")


def test_the_balance_notebook_reads_characters_from_the_round_table():
    """balance.ipynb credited a whole game to the last round's character, and said that
    ``"fixed:hermit"`` forces the Hermit (it takes it only when offered)."""
    import json
    from pathlib import Path
    nb = json.loads((Path(__file__).resolve().parent.parent / "notebooks" / "balance.ipynb")
                    .read_text(encoding="utf-8"))
    code = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    text = " ".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    character_games = [c for c in code if 'simulate("tricktakers"' in c and 'by="character"' in c]
    assert character_games and all('per="round"' in c for c in character_games)
    assert "forces" not in text and "whenever it is offered" in text


# -- every game whose seats choose characters: the round table and fixed:NAME -------------

from tricklab.simulate import CHOICE_VERBS  # noqa: E402

CHOOSING = [g for g in GAMES if set(CHOICE_VERBS) & set(get_game(g).info.verbs)]


def test_the_registry_has_games_whose_seats_choose_characters():
    assert {"tricktakers", "tricktakers_kings", "trickgear"} <= set(CHOOSING)


@pytest.mark.parametrize("game", CHOOSING)
def test_every_game_with_characters_fills_character_in_round_rows(game):
    """KINGs gave points and tricks per round but no character (it had no ``round_roles``),
    so neither the round table nor the per-character summary said anything of its
    characters. Every game whose seats choose characters names each round's, from its own
    list of characters, and the summary reads them."""
    g = get_game(game)
    assert g.info.characters, f"{game} declares no characters"
    plan = make_plan(game, bots="random")
    assert plan.role == "character"
    games, rounds = run_plan(plan, 3)
    assert rounds["character"].map(lambda v: isinstance(v, str) and v not in ("", "-")).all()
    named = {n for v in rounds["character"] for n in v.split("+")}
    assert named <= set(g.info.characters), named - set(g.info.characters)
    per_seat = rounds.groupby(["game", "seat"])["character"].apply(list)
    assert all(row.split() == per_seat[(row_game, seat)] for row, row_game, seat
               in zip(games["characters"], games["game"], games["seat"]))
    table = summary(rounds, by="character")
    assert set(table["character"]) == named and table["n"].sum() >= len(rounds)


def test_a_character_shown_twice_in_a_round_counts_once():
    """A KINGs seat may show two copies of a character (two Hermits): one round row is one
    round played as a Hermit, not two."""
    rows = pd.DataFrame({"round": [1, 1], "character": ["hermit+hermit", "ninja"],
                         "round_points": [10, 20], "round_winner": [False, True]})
    assert dict(zip(*summary(rows, by="character")[["character", "n"]].T.values)) == \
        {"hermit": 1, "ninja": 1}


@pytest.mark.parametrize("game", CHOOSING)
def test_fixed_checks_the_name_in_every_game_that_chooses_characters(game, capsys):
    """``fixed:NAME`` was checked for Tricktakers and Little only: KINGs and TRicK GEAR took a
    misspelt name and played as if none had been given. Every game refuses it, saying the
    name it probably meant, and takes a right one whenever it is offered."""
    g = get_game(game)
    assert g.info.characters, f"{game} declares no characters"
    name = g.info.characters[0]
    typo = name[:-1] + ("x" if name[-1] != "x" else "y")
    with pytest.raises(ValueError) as err:
        make_plan(game, choice=f"fixed:{typo}")
    assert typo in str(err.value) and f"did you mean {name!r}" in str(err.value)
    assert main(["simulate", game, "--games", "1", "-q", "--choice", f"fixed:{typo}"]) == 2
    assert f"did you mean {name!r}" in capsys.readouterr().err
    plan = make_plan(game, bots="random", choice=f"fixed:{name}")
    taken = 0
    for seed in range(4):
        m = play_match(plan, seed)
        taken += sum(1 for a in m.actions if a.kind in CHOICE_VERBS and g.chosen(m.state, a) == name)
    assert taken, f"no seat of {game} took {name} with fixed:{name}"


@pytest.mark.parametrize("typed,offered", [("False", False), ("no", False), ("off", False),
                                           ("True", True), ("yes", True), ("ON", True)])
def test_cli_option_says_yes_or_no(typed, offered, capsys):
    """``--option use_cheerleader=False`` reached KINGs as the string "False" (true): the
    Cheerleader was drafted although the option said no."""
    rc = main(["simulate", "tricktakers_kings", "--games", "1", "-q", "--players", "5",
               "--option", f"use_cheerleader={typed}", "--choice", "fixed:cheerleader"])
    err = capsys.readouterr().err
    assert (rc == 0) == offered, err
    if not offered:
        assert "use_cheerleader" in err


@pytest.mark.parametrize("flag", [["--option", "rounds=²"], ["--players", "³"]])
def test_cli_a_number_that_is_not_ascii_is_refused_in_words(flag, capsys):
    """'²'.isdigit() is true but int('²') raises: a superscript typed for a number ended in a
    ValueError traceback instead of the usual one-line refusal."""
    assert main(["simulate", "robotrick", "--games", "1", *flag]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.startswith("tricklab simulate:"), err


# -- the intervals count games, not rows, as independent ------------------------------------

def _width(table, lo, hi):
    return float(table[hi].iloc[0] - table[lo].iloc[0])


def _games(count=40):
    """One row per game: a seed, a character, points and a win spread over the games."""
    return pd.DataFrame({"game": range(count), "seed": [100 + g for g in range(count)],
                         "round": 1, "character": "hermit",
                         "round_points": [(g * 7) % 11 - 3 for g in range(count)],
                         "round_winner": [g % 3 == 0 for g in range(count)]})


def test_a_game_copied_into_several_rows_is_still_one_game():
    """A game gives a character several round rows, and they are not independent. Copying
    each game's row three times adds no information, yet the intervals shrank by sqrt(3):
    they must be as wide as with one row per game."""
    one = _games()
    copied = pd.concat([one] * 3).sort_values("game", kind="stable")
    a, b = summary(one, by="character"), summary(copied, by="character")
    for lo, hi in (("win_lo", "win_hi"), ("points_lo", "points_hi")):
        assert _width(b, lo, hi) == pytest.approx(_width(a, lo, hi), rel=1e-9), lo
    for col in ("win_rate", "points"):
        assert b[col].iloc[0] == a[col].iloc[0], col
    assert int(b["n"].iloc[0]) == 3 * len(one) and int(b["games"].iloc[0]) == len(one)


def test_a_character_that_never_wins_counts_its_games_not_its_rows():
    """A rate of 0 has no spread to measure how a game's rows go together: 20 losing rows
    from 5 games must not claim the certainty of 20 independent losses (Wilson on 5)."""
    from tricklab.intervals import wilson
    rows = pd.DataFrame({"game": [g for g in range(5) for _ in range(4)], "round": 1,
                         "character": "adventurer", "round_points": 0, "round_winner": False})
    table = summary(rows, by="character")
    assert table["win_hi"].iloc[0] > wilson(0.0, 20, 1.96)[1] + 0.2
    assert (table["win_lo"].iloc[0], table["win_hi"].iloc[0]) == wilson(0.0, 5, 1.96)


def test_one_row_per_game_gives_the_rows_own_interval():
    """With one row per game (as the game table read at one seat) the clustered intervals
    are the iid ones: Wilson on n, and mean +- z*sd/sqrt(n), to the last bit."""
    import math
    df, z = _games(), 1.96
    row = summary(df, by="character", z=z).iloc[0]
    n, p = len(df), df["round_winner"].mean()
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    points = df["round_points"].astype(float)
    sd, mean = float(points.std(ddof=1)), float(points.mean())
    assert (row["win_lo"], row["win_hi"]) == (centre - half, centre + half)
    assert (row["points_lo"], row["points_hi"]) == \
        (mean - z * sd / math.sqrt(n), mean + z * sd / math.sqrt(n))
    assert (row["n"], row["games"]) == (n, n)


def test_a_real_run_gives_intervals_no_narrower_than_the_rows_own():
    """Tricktakers' round table: a character plays several rounds of one game, and one seat
    tops each round. Its intervals must be at least as wide as if every row were its own game
    (the table without its game columns), wider for some character, and say over how many
    games they were taken."""
    rounds = simulate("tricktakers", games=30, preset="base", bots="random", per="round", seed=3)
    clustered = summary(rounds, by="character").set_index("character")
    rows = summary(rounds.drop(columns=["game", "seed"]), by="character").set_index("character")
    assert list(clustered.index.sort_values()) == list(rows.index.sort_values())
    wider = 0
    for lo, hi in (("win_lo", "win_hi"), ("points_lo", "points_hi")):
        mine, theirs = clustered[hi] - clustered[lo], (rows[hi] - rows[lo]).reindex(clustered.index)
        assert (mine >= theirs - 1e-12).all(), (lo, mine - theirs)
        wider += int((mine > theirs * 1.01).sum())
    assert wider, "no character's interval widened although its rounds share games"
    seeds = rounds.groupby("character")["seed"].nunique()
    assert (clustered["games"] == seeds.reindex(clustered.index)).all()
    assert (clustered["games"] <= clustered["n"]).all()
    assert (clustered["games"] < clustered["n"]).any()
    # cluster=None: every row its own game, as in a table that names no game
    iid = summary(rounds, by="character", cluster=None).set_index("character")
    pd.testing.assert_frame_equal(iid, rows)
