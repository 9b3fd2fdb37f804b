"""``tricklab list`` shows every registered game from its header, and ``tricklab list GAME``
every fact of one header; an unknown game is a usage error, not a traceback."""
from __future__ import annotations

import pytest

from tricklab.cli import main
from tricklab.games import GAMES, get_game


def test_list_names_every_game(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for name in GAMES:
        info = get_game(name).info
        assert name in out and info.title["ja"] in out


def test_list_sets_the_titles_in_one_column():
    """The names were padded to 12 letters: "tricktakers_kings" and "tricktakers_little" pushed
    their titles out of the column the others share."""
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["list"]) == 0
    lines = out.getvalue().splitlines()
    starts = {ln.index(get_game(ln.split()[0]).info.title["en"]) for ln in lines}
    assert len(lines) == len(GAMES) and len(starts) == 1, lines


@pytest.mark.parametrize("name", list(GAMES))
def test_list_one_game_shows_its_header(name, capsys):
    assert main(["list", name]) == 0
    out = capsys.readouterr().out
    info = get_game(name).info
    assert "players: " + "/".join(map(str, info.player_counts)) in out
    assert all(", ".join(info.seat_names[n]) in out for n in info.player_counts)
    assert all(p.label["en"] in out for p in info.presets.values())


def test_list_an_unknown_game(capsys):
    assert main(["list", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err
