"""The set-up bar's menus (players, Characters/Variant, seed) and what they refuse: a switch
of language is no change of setting, a variant is never played at a table it is not for, a
seed that cannot be used is refused with the text typed and the real reason (session 55)."""
from __future__ import annotations

import pytest

from tricklab.games import GAMES, get_game
from tricklab.ui.table import Table

# every game's presets after its first (the first stays the menu's choice when its options are
# rebuilt, so only the others showed the fault)
LATER_PRESETS = [(g, k) for g in GAMES for k in list(get_game(g).info.presets)[1:]
                 if get_game(g).info.presets[k].fits(get_game(g).info.default_count
                                                     or get_game(g).info.player_counts[0])]


@pytest.mark.parametrize("game, preset", LATER_PRESETS)
def test_switching_language_is_not_a_change_of_setting(game, preset):
    """日本語→English mid-game turned "New game" orange (``mod-warning``) with the note
    "applies to the next new game": rewording the Characters/Variant menu set its value."""
    info = get_game(game).info
    n = info.default_count or info.player_counts[0]
    t = Table(game, seed=3, lang="ja", mode="play", card_set=preset, players=list(info.players(n)))
    for lang in ("en", "ja"):
        t.set_lang(lang)
        assert t.new_button.button_style == "" and "tl-info" not in t.message_html, (lang, t.message_html)
        assert t.set_choice.value == preset
    # a change the learner makes is still noted
    t.set_choice.value = next(iter(info.presets))
    assert t.new_button.button_style == "warning"
    t.set_lang("en")                    # and a switch of language keeps it marked
    assert t.new_button.button_style == "warning"


@pytest.mark.parametrize("lang, said", [("en", "Ignored players=9"), ("ja", "players=9は正しくない")])
def test_a_wrong_player_count_in_the_address_of_a_one_size_game_is_said(monkeypatch, lang, said):
    """RoboTrick (3 players only) dropped ``?players=9`` without a word, while every other bad
    parameter was named in a note on the page."""
    from tricklab.ui.table import dashboard
    monkeypatch.setenv("QUERY_STRING", f"players=9&lang={lang}")
    t = dashboard("robotrick", seed=1, mode="play")
    assert said in t.status.value and len(t.match.players) == 3
    monkeypatch.setenv("QUERY_STRING", "players=3")          # its own count: nothing to say
    t = dashboard("robotrick", seed=1, mode="play")
    assert "tl-info" not in t.message_html and len(t.match.players) == 3


def test_a_one_size_game_reads_its_own_count_and_refuses_others():
    info = get_game("robotrick").info
    from tricklab.ui import url_params
    assert not url_params.parse("players=3", info).ignored
    assert [n for n, _, _ in url_params.parse("players=9", info).ignored] == ["players"]
