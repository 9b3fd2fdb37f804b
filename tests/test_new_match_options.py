"""``new_match`` takes a game's presets and bots by name, as ``simulate`` does, and an unknown
option is refused with the list of known ones: every game from the registry."""
from __future__ import annotations

import pytest

from tricklab import GAMES, SetupError, get_game, new_match, play_out

WITH_PRESETS = [(g, p) for g in GAMES for p in get_game(g).info.presets]


@pytest.mark.parametrize("game,preset", WITH_PRESETS)
def test_new_match_takes_every_preset(game, preset):
    """``new_match("tricktakers", preset="all")`` was refused ("Unknown setup field or
    option: preset") although ``GameInfo.presets`` and ``simulate(preset=...)`` had it."""
    info = get_game(game).info
    chosen = info.presets[preset]
    n = next(c for c in info.player_counts if chosen.fits(c))
    m = new_match(game, players=n, preset=preset)
    assert {k: m.options[k] for k in chosen.options} == chosen.options
    again = new_match(game, players=n, **chosen.options)      # the same game as its options
    assert m.facts() == again.facts()


def test_an_option_given_with_a_preset_wins():
    m = new_match("basic", preset="trump", trump="H")
    assert m.options["trump"] == "H"


@pytest.mark.parametrize("game", list(GAMES))
def test_an_unknown_preset_or_option_names_the_known_ones(game):
    info = get_game(game).info
    with pytest.raises(SetupError) as err:
        new_match(game, preset="nosuchpreset")
    assert "nosuchpreset" in str(err.value)
    assert all(p in str(err.value) for p in info.presets)
    with pytest.raises(SetupError) as err:
        new_match(game, nosuchoption=1)
    assert "nosuchoption" in str(err.value)
    assert info.options is not None and all(o in str(err.value) for o in info.options)
    ja = get_game(game).catalogue.explain(err.value, "ja").headline
    assert "nosuchoption" in ja and "オプション" in ja
    # a Japanese list is set apart with 「、」 ("preset, trump" was left in English)
    assert ", " not in ja and "、".join(("preset", *info.options)) in ja


@pytest.mark.parametrize("game", list(GAMES))
def test_play_out_takes_the_games_bot_names(game):
    """``play_out(m, "random")`` raised AttributeError: 'str' object has no attribute 'choose'."""
    for bot in get_game(game).info.bots:
        m = play_out(new_match(game, seed=1), bot)
        assert m.is_over()
    seats = new_match(game, seed=1).players
    assert play_out(new_match(game, seed=1), {s: "random" for s in seats}).is_over()
    with pytest.raises(ValueError) as err:
        play_out(new_match(game, seed=1), "nobody")
    assert "nobody" in str(err.value) and all(b in str(err.value) for b in get_game(game).info.bots)
