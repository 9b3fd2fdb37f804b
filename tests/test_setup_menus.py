"""The set-up bar's menus (players, Characters/Variant, seed) and what they refuse: a switch
of language is no change of setting, a variant is never played at a table it is not for, a
seed that cannot be used is refused with the text typed and the real reason (session 55)."""
from __future__ import annotations

import html

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


# -- a variant at a table it is not for --------------------------------------------------------
KINGS = "tricktakers_kings"


def _count(t: Table, n: int) -> None:
    t.players_choice.value = list(t.info.player_counts).index(n)


@pytest.mark.parametrize("lang, said", [
    ("en", "'2 players with the White King' is played by 2 players, not 5: choose 2 players, "
           "or another option under Variant."),
    ("ja", "「2人用・白のキングあり」は2人用です（5人では遊べません）。人数を2人にするか、"
           "ルールでほかの選択肢を選んでください。")])
def test_a_two_player_variant_at_five_players_is_refused_and_the_game_stays(lang, said):
    """KINGs: 5 players and 「2人用・白のキングあり」, then "New game", started a plain
    5-player game under a menu that still said 2 players, without a word."""
    t = Table(KINGS, seed=4, lang=lang, mode="play", players=list(get_game(KINGS).info.players(5)))
    t.play(t.match.legal_actions()[0])
    before, started = list(t.match.actions), t.games_started
    t.set_choice.value = "white2p"
    t.new_button.click()
    assert t.games_started == started and t.match.actions == before     # nothing lost
    assert said in html.unescape(t.status.value) and "tl-error" in t.status.value, t.status.value
    assert not t.match.state.options.get("use_white_king_2p")
    _count(t, 2)                                        # at 2 players it is dealt
    t.new_button.click()
    assert t.games_started == started + 1 and len(t.match.players) == 2
    assert t.match.state.options.get("use_white_king_2p") and "tl-error" not in t.status.value


def test_the_cheerleader_at_two_players_is_refused_the_same_way_and_keeps_the_game():
    t = Table(KINGS, seed=4, lang="ja", mode="play", players=list(get_game(KINGS).info.players(5)))
    before = t.match
    _count(t, 2)
    t.set_choice.value = "cheerleader"
    t.new_button.click()
    assert t.match is before and "「チアリーダーあり（4〜5人）」は4、5人用です" in t.status.value
    assert t.session.options == {}       # the refused options were not kept for later games


def test_a_variant_alone_in_the_address_gets_its_table_and_a_clash_is_said(monkeypatch):
    from tricklab.ui.table import dashboard
    monkeypatch.setenv("QUERY_STRING", "set=white2p")
    t = dashboard(KINGS, mode="play")
    assert len(t.match.players) == 2 and t.match.state.options.get("use_white_king_2p")
    monkeypatch.setenv("QUERY_STRING", "set=white2p&players=5")
    t = dashboard(KINGS, mode="play")
    assert len(t.match.players) == 5 and t.set_choice.value == "standard"
    assert "Ignored set=white2p" in t.status.value and "for 5 players" in t.status.value
    with pytest.raises(Exception, match="played by 2 players, not 5"):
        Table(KINGS, card_set="white2p", players=list(get_game(KINGS).info.players(5)))


def test_a_refused_new_game_leaves_the_session_as_it_was():
    """Headless: a set-up the engine refuses (the Cheerleader at 2 players) kept its options
    for the next game and dropped the game a scenario had set aside."""
    from tricklab.core.errors import SetupError
    from tricklab.session import Session
    s = Session(KINGS, players=get_game(KINGS).info.players(5), seed=2, learner="Ann")
    s.play(s.match.legal_actions()[0])                  # the learner's game in progress...
    s.load_scenario(sorted(_scenarios(KINGS))[0])       # ...set aside for a scenario
    match, aside = s.match, s.set_aside
    assert aside is not None
    with pytest.raises(SetupError, match="Cheerleader"):
        s.new_game(5, ["Ann", "Bo"], use_cheerleader=True)
    assert s.match is match and s.set_aside is aside and s.options == {}


def _scenarios(game: str) -> list[str]:
    from importlib import resources
    folder = resources.files(get_game(game).info.package).joinpath("scenarios")
    return [str(p) for p in folder.iterdir() if str(p).endswith(".yaml")]


# -- the seed box --------------------------------------------------------------------------------
TOO_LARGE = "99999999999999999999999"
RANGE = "−9223372036854775807", "9223372036854775807"


@pytest.mark.parametrize("lang, said", [
    ("en", f"The seed {TOO_LARGE} is out of range: a seed is a whole number from {RANGE[0]} "
           f"to {RANGE[1]}."),
    ("ja", f"シード{TOO_LARGE}は範囲外です。シードは{RANGE[0]}から{RANGE[1]}までの整数で"
           f"指定してください。")])
def test_a_seed_too_large_is_refused_as_typed_with_the_real_reason(lang, said):
    """「シードは整数で指定してください（99999999999999991611392は使えません）」: the number
    box had made the text a float (shown rounded), and the reason was "not a whole number"."""
    t = Table("tricktakers", seed=3, lang=lang, mode="play")
    before = t.match
    t.seed_box.value = TOO_LARGE
    t.new_button.click()
    assert said in html.unescape(t.status.value) and t.match is before
    assert t.seed_box.value == TOO_LARGE and "1611392" not in t.status.value


@pytest.mark.parametrize("typed, said", [
    ("1.5", "not '1.5'"), ("seven", "not 'seven'"), ("", "The seed box is empty"),
    ("9" * 5000, "is out of range")])
def test_a_seed_that_is_not_a_number_is_refused_with_what_was_typed(typed, said):
    t = Table("robotrick", seed=3, mode="play")
    before = t.match
    t.seed_box.value = typed
    t.new_button.click()
    assert said in html.unescape(t.status.value) and t.match is before
    assert f"from {RANGE[0]} to {RANGE[1]}" in html.unescape(t.status.value)


@pytest.mark.parametrize("typed, seed", [(" 42 ", 42), ("１２３", 123), ("−5", -5), ("-５", -5),
                                         (RANGE[1], 2**63 - 1)])
def test_a_seed_typed_on_any_keyboard_deals_that_seed(typed, seed):
    """Full-width digits (a Japanese keyboard), spaces and the largest seed are read exactly
    (a number box rounded every seed past 2**53)."""
    t = Table("robotrick", seed=3, mode="play")
    t.seed_box.value = typed
    t.new_button.click()
    assert t.match.seed == seed and "tl-error" not in t.status.value


def test_the_api_says_a_whole_number_too_large_for_a_seed_is_out_of_range():
    from tricklab import new_match
    from tricklab.core.errors import ArgumentError
    with pytest.raises(ArgumentError) as err:
        new_match("robotrick", seed=10**22)
    assert err.value.code == "SEED_RANGE" and "10000000000000000000000" in str(err.value)
    with pytest.raises(ArgumentError) as err:
        new_match("robotrick", seed=1.5)
    assert err.value.code == "BAD_SEED"
