"""``simulate`` answered plain mistakes with Python's internals (``games="3"``: "'<' not
supported between instances of 'str' and 'int'"; ``seed="x"``: "can only concatenate str");
``games=-2`` named the command line's ``--games``; ``random_playout`` dealt a text seed. They
are now refused as ``new_match`` refuses an argument (``ArgumentError``, the catalogue's
words), naming the parameter; the command line names its flags, ``--option`` included."""
from __future__ import annotations

import pytest

from tricklab import ArgumentError, SetupError, get_game
from tricklab.cli import main
from tricklab.core.simulate import random_playout
from tricklab.simulate import SimulateError, simulate


@pytest.mark.parametrize("kw, words", [
    ({"games": "3"}, "games must be a whole number of at least 0, not '3'"),
    ({"games": -2}, "games must be a whole number of at least 0, not -2"),
    ({"games": 1.0}, "games must be a whole number"),
    ({"seed": "x"}, "the seed must be a whole number"),
    ({"seed": 2**63 - 1}, "is out of range"),         # the second game's seed would be 2**63
    ({"workers": "2"}, "workers must be a whole number of at least 1, not '2'"),
    ({"workers": 0}, "workers must be a whole number of at least 1, not 0"),
    ({"chunk": 0}, "chunk must be a whole number of at least 1, not 0"),
    ({"players": 1.5}, "the number of players must be a whole number of at least 1, not 1.5"),
])
def test_a_wrong_argument_is_refused_as_new_match_refuses_one(kw, words):
    with pytest.raises(ArgumentError) as err:
        simulate("robotrick", **{"games": 2, **kw})
    assert words in str(err.value) and "--" not in str(err.value)
    assert err.value.code in ("BAD_COUNT", "BAD_SEED", "SEED_RANGE")
    said = get_game("robotrick").catalogue.explain(err.value, "ja").headline
    assert "は使えません" in said or "範囲外" in said, said


@pytest.mark.parametrize("kw, error, words", [
    ({"bots": 3}, SimulateError, "no bot '3'"),
    ({"bots": ["rules", 3, "random"]}, SimulateError, "no bot '3'"),
    ({"choice": 3}, SimulateError, "unknown character policy '3'"),
    ({"players": [1, 2, 3]}, SetupError, "players[0]: must be a seat name"),
    ({"rounds": "x"}, SetupError, "options.rounds: must be a whole number"),
])
def test_other_parameters_are_refused_in_tricklabs_words(kw, error, words):
    with pytest.raises(error) as err:
        simulate("robotrick", games=1, **kw)
    assert words in str(err.value)


def test_simulate_takes_the_seeds_new_match_takes():
    """A numpy integer is a whole number; ``seed=None`` draws one, kept in the rows."""
    import numpy as np           # (pandas needs it)
    rows = simulate("robotrick", games=np.int64(2), seed=np.int64(4), players=np.int64(3))
    assert list(rows["seed"].unique()) == [4, 5]
    drawn = simulate("robotrick", games=2, seed=None)["seed"].unique()
    assert len(drawn) == 2 and drawn[1] == drawn[0] + 1


@pytest.mark.parametrize("seed, code", [("x", "BAD_SEED"), (1.5, "BAD_SEED"), (True, "BAD_SEED"),
                                        (2**70, "SEED_RANGE")])
def test_random_playout_refuses_a_seed_new_match_refuses(seed, code):
    with pytest.raises(ArgumentError) as err:
        random_playout(get_game("robotrick"), seed, ["A", "B", "C"])
    assert err.value.code == code


@pytest.mark.parametrize("flag, words", [
    (["--games", "-2"], "--games must be 0 or more"),
    (["--workers", "0"], "--workers must be 1 or more"),
])
def test_the_command_line_names_its_flags(flag, words, capsys):
    assert main(["simulate", "robotrick", "-q", *flag]) == 2
    assert capsys.readouterr().err.strip() == f"tricklab simulate: {words}"


@pytest.mark.parametrize("typed", ["rounds", "=3", " =3"])
@pytest.mark.parametrize("lang, words", [
    ("en", "--option needs KEY=VALUE, e.g. rounds=1, not '{typed}' (options of robotrick: "
           "rounds, scoring)"),
    ("ja", "--optionは「キー=値」の形で書いてください（例：rounds=1）。「{typed}」は使えません"
           "（ロボトリックのオプション：rounds、scoring）"),
])
def test_an_option_without_key_and_value_says_how_to_write_one(typed, lang, words, capsys):
    """``--option rounds`` said "invalid literal for int() with base 10: ''"."""
    assert main(["--lang", lang, "simulate", "robotrick", "--games", "2", "-q",
                 "--option", typed]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["tricklab simulate: " + words.format(typed=typed)]


@pytest.mark.parametrize("typed, en, ja", [
    ("rounds=x", "options.rounds: must be a whole number from 0, got 'x'", "「x」"),
    ("nosuch=1", "Unknown option(s) of RoboTrick: nosuch (options: preset, rounds, scoring)",
     "不明なオプションです：nosuch"),
])
def test_an_option_of_the_wrong_name_or_type_is_one_clear_line(typed, en, ja, capsys):
    """``--option rounds=x`` said "invalid literal for int() with base 10: 'x'"."""
    for lang, words in (("en", en), ("ja", ja)):
        assert main(["--lang", lang, "simulate", "robotrick", "--games", "2", "-q",
                     "--option", typed]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and words in err[0] and "int()" not in err[0], err
