"""The table driven through its real widgets in Python (programmatic clicks, no browser)."""
from __future__ import annotations

import re

import pytest

from tricklab.core.events import EventKind
from tricklab.games import GAMES, get_game
from tricklab.ui import Table


def shown(t):
    """Buttons for a decision: plain choices and the confirm buttons of forms and menus."""
    return [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons


def offered(t, wanted):
    """A button labelled as ``wanted`` says, or a menu entry set to it and its confirm button
    (beyond 8 plain choices the table offers a menu); None if neither is shown."""
    for b in shown(t):
        if wanted(b.description):
            return b
    for _form, menus, ok in t._forms:
        if len(menus) == 1:
            for label, value in menus[0].options:
                if wanted(label):
                    menus[0].value = value
                    return ok
    return None


def buttons(table, cls):
    return [i for i, b in enumerate(table.hand_buttons[:len(table._hand_cards)]) if cls in b._dom_classes]


def pass_two(table):
    legal = buttons(table, "tl-legal")
    table.hand_buttons[legal[0]].click()
    table.hand_buttons[legal[1]].click()
    assert not table.pass_button.disabled
    table.pass_button.click()


def table_with_illegal_card(max_seed=60):
    """A table where, after passing, the learner must follow and holds other suits too."""
    for seed in range(1, max_seed):
        t = Table("robotrick", seed=seed)
        pass_two(t)
        if buttons(t, "tl-illegal") and buttons(t, "tl-legal"):
            return t
    raise AssertionError("no seed gave a must-follow situation")


def test_pass_then_play_a_legal_card():
    t = Table("robotrick", seed=3)
    assert "Choose 2 cards" in t.status.value
    assert len(buttons(t, "tl-legal")) == 12 and t.pass_button.disabled
    pass_two(t)
    assert t.match.state.phase == "play" and "Your turn" in t.status.value
    n = len(t.match.actions)
    i = buttons(t, "tl-legal")[0]
    card = t._hand_cards[i]
    t.hand_buttons[i].click()
    assert len(t.match.actions) > n
    assert card not in t.match.state.hands["Aki"]
    assert any(e.params.get("card") == card for e in t.match.events if e.kind == EventKind.ACTION)


def test_illegal_click_shows_reason_and_changes_nothing():
    t = table_with_illegal_card()
    n, events = len(t.match.actions), len(t.match.events)
    t.hand_buttons[buttons(t, "tl-illegal")[0]].click()
    assert "tl-error" in t.status.value and "must follow" in t.status.value and "RT-010" in t.status.value
    assert len(t.match.actions) == n and len(t.match.events) == events
    t.set_lang("ja")
    t.hand_buttons[buttons(t, "tl-illegal")[0]].click()
    assert "フォローしなければなりません" in t.status.value


def test_undo_takes_back_the_learners_move_and_the_bots_after_it():
    t = table_with_illegal_card()
    before = len(t.match.actions)
    hand_before = list(t.match.state.hands["Aki"])
    t.hand_buttons[buttons(t, "tl-legal")[0]].click()
    assert len(t.match.actions) > before
    t.undo_button.click()
    assert len(t.match.actions) == before and t.match.state.hands["Aki"] == hand_before
    assert "Aki" in t.match.to_act()


def test_step_through_walks_the_events_with_rulings():
    t = Table("robotrick", seed=3)
    pass_two(t)
    s = t.stepper
    s.first_button.click()
    assert s.pos == 0 and "RT-001" in s.body.value and s.prev_button.disabled
    s.next_button.click()
    assert s.pos == 1 and "RT-006" in s.body.value
    s.last_button.click()
    assert s.pos == len(s.items) - 1 and s.next_button.disabled
    trick_option = [v for label, v in s.jump.options if "Trick 1" in label][0]
    s.jump.value = trick_option
    assert s.current.kind in (EventKind.ACTION, EventKind.AUTO) and s.current.params["trick"] == 1
    assert "tl-step-table" in s.body.value and s.current.params["card"].label in s.body.value


def test_japanese_step_through_counts_rounds_and_tricks_as_japanese_does():
    """「第1ラウンド・第1トリック」, as the table's header says them (the menu and the trick's
    picture read 「トリック 1」, an English word order)."""
    t = Table("robotrick", seed=3, lang="ja")
    pass_two(t)
    s = t.stepper
    labels = [label for label, _ in s.jump.options]
    assert "第1ラウンド・第1トリック" in labels, labels
    assert not any("ラウンド 1" in x or "トリック 1" in x for x in labels), labels
    s.jump.value = dict(s.jump.options)["第1ラウンド・第1トリック"]
    assert "第1トリック</small>" in s.body.value, s.body.value


def test_the_trick_picture_of_the_step_through_writes_the_robot_as_the_table_does():
    """RoboTrick in Japanese: the cards of the trick beside an explanation were captioned with
    the seat's id, "Robot", while the felt and the sentences say 「ロボット」."""
    t = Table("robotrick", seed=5, lang="ja")
    t.end_button.click()                       # the bots play every seat to the end
    s, captions = t.stepper, []
    for i in range(len(s.items)):
        s.go(i)
        captions += re.findall(r"<br><small>([^<]+)</small>", s.body.value)
    assert "ロボット" in captions and "Robot" not in captions, sorted(set(captions))


def test_a_self_check_names_the_robot_in_japanese():
    """"Which card wins this trick?" in Japanese: the robot's card is captioned and its button
    named 「ロボット」, as on the felt (both said "Robot")."""
    from tricklab.ui.tutorial import self_check
    q = self_check("robotrick", nth=1, lang="ja")
    labels = [b.description for b in q.buttons]
    assert any(x.endswith("（ロボット）") for x in labels), labels       # brackets as Japanese
    assert "Robot" not in q.question.value and not any("Robot" in x for x in labels), labels


def test_jump_menu_names_set_up_events_without_a_round():
    """TRicK GEAR's draft happens before round 1: its set-up events carry no round number, and
    the jump menu says "Set-up" / 「準備」, never "Round None"."""
    t = Table("trickgear", seed=2)
    labels = [label for label, _ in t.stepper.jump.options]
    assert "Set-up" in labels and not any("None" in x for x in labels), labels
    t.lang_toggle.value = "ja"
    labels = [label for label, _ in t.stepper.jump.options]
    assert "準備" in labels and not any("None" in x for x in labels), labels


def test_language_toggle_translates_every_label():
    t = Table("robotrick", seed=3)
    t.lang_toggle.value = "ja"
    assert t.undo_button.description == "↶ 一手戻す" and t.new_button.description == "新しいゲーム"
    assert "渡すカードを2枚" in t.status.value
    assert t.tabs.get_title(0) == "ステップ解説"
    assert "第1/3ラウンド" in t.header.value
    t.stepper.first_button.click()
    assert "第1ラウンド" in t.stepper.body.value
    t.lang_toggle.value = "en"
    assert t.undo_button.description == "↶ Undo" and "Round 1" in t.header.value


def test_hint_names_a_card_and_why():
    t = Table("robotrick", seed=3)
    t.hint_button.click()
    assert "Hint" in t.status.value and "Pass" in t.status.value


def test_bots_finish_the_game_and_scores_are_charted():
    t = Table("robotrick", seed=4)
    t.end_button.click()
    assert t.match.is_over() and "Game over" in t.status.value
    assert "<svg" in t.scores_html.value and "tl-score-table" in t.scores_html.value
    assert "tl-history-table" in t.history_html.value
    t.history_sort.value = "seat"
    assert "tl-history-table" in t.history_html.value
    t.hand_buttons[0].click() if t._hand_cards else None
    assert t.match.is_over()


def test_the_score_chart_grows_with_projector_mode():
    """The chart's labels stayed 12 px in projector mode beside the table's 19 px words: there
    they are 17 px, the chart's margins and markers larger with them, and the chart shrinks to
    a narrower tab (a viewBox) rather than running out of it."""
    from tricklab.ui.chart import score_chart_svg
    rows = [{"round": 1, "Ann": 3, "Bo": -2}, {"round": 2, "Ann": 5, "Bo": 1}]
    normal, large = score_chart_svg(rows, ["Ann", "Bo"]), score_chart_svg(rows, ["Ann", "Bo"], scale=17 / 12)
    assert "font-size:12px" in normal and "font-size:17px" in large
    assert "viewBox='0 0 420 240'" in normal and "max-width:100%" in large
    assert "r='5'" in normal and "r='7.08'" in large
    t = Table("robotrick", seed=4)
    t.end_button.click()
    assert "font-size:12px" in t.scores_html.value
    t.large_box.value = True
    assert "font-size:17px" in t.scores_html.value


def test_the_history_leaves_the_trick_of_a_setup_move_blank():
    """A character pick or a reveal comes before the first trick: its row read "trick 0"."""
    t = Table("triatri", seed=5, auto_bots=False, teacher=True)
    t.bots_to_end()
    rows = re.findall(r"<tr>(.*?)</tr>", t.history_html.value, flags=re.S)[1:]
    cells = [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", r, flags=re.S) for r in rows]
    first = cells[0]                     # step, round, trick, seat, action...
    assert "reveal" in first[4] and first[2] == "" and first[1] == "1", first
    assert all(c[2] != "0" for c in cells) and any(c[2] == "1" for c in cells)


def test_new_game_with_seed_is_reproducible():
    t = Table("robotrick", seed=5)
    first = [str(c) for c in t._hand_cards]
    t.seed_box.value = "6"              # the box holds the text typed (``seed_from_text``)
    t.new_button.click()
    assert [str(c) for c in t._hand_cards] != first
    t.seed_box.value = "5"
    t.new_button.click()
    assert [str(c) for c in t._hand_cards] == first


def test_teacher_view_shows_every_hand():
    t = Table("robotrick", seed=5)
    assert "hand-Ben" not in t.felt_zones
    t.teacher_box.value = True
    assert "hand-Ben" in t.felt_zones and "hand-Chie" in t.felt_zones
    ben = {str(c) for c in t.match.state.hands["Ben"]}
    assert ben <= t.felt_codes


def test_manual_bot_steps():
    t = Table("robotrick", seed=5, auto_bots=False)
    assert set(t.match.to_act()) == {"Aki", "Ben", "Chie"}
    assert t.bot_button.click() is None and "Ben" not in t.match.to_act()


def test_scenario_can_be_loaded_into_the_table():
    t = Table("robotrick", seed=1)
    options = [v for _, v in t.scenario_choice.options if v]
    assert options
    t.scenario_choice.value = [v for v in options if "rt011" in v][0]
    t.scenario_button.click()
    # the learner keeps their seat: no hot-seat switched on, other hands stay hidden
    assert not t.hotseat_box.value and "Scenario" in t.status.value
    assert "hand-Ben" not in t.felt_zones and t.learner == "Aki"
    assert t.match.facts()["trick"] == 5
    t.new_button.click()                      # back to a normal game against bots
    assert not t.hotseat_box.value and t.match.facts()["trick"] == 1


def test_unexpected_errors_are_shown_not_raised(monkeypatch):
    t = Table("robotrick", seed=3)

    def boom(*a, **k):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(t.match, "play", boom)
    pass_two_ok = buttons(t, "tl-legal")
    t.hand_buttons[pass_two_ok[0]].click()
    t.hand_buttons[pass_two_ok[1]].click()
    t.pass_button.click()                     # must not raise
    assert "kaboom" in t.status.value and "tl-error" in t.status.value


def test_colours_are_colour_blind_safe_and_symbols_shown():
    """Each hand card shows its suit symbol and its name says the suit in words (colour is
    never the only cue), and its ink is the Okabe-Ito colour darkened to WCAG AA (4.5:1) on
    the white card."""
    from tricklab.ui.scene import contrast
    t = Table("robotrick", seed=3)
    for b, c in zip(t.hand_buttons, t.felt.scene["hand"]["cards"]):
        assert re.search(r" of (spades|hearts|diamonds|clubs)\b", b.description) and c["symbol"] in "♠♥♦♣"
        assert contrast(c["colour"], "#FFFFFF") >= 4.5


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_table_starts_in_either_language(lang):
    t = Table("robotrick", seed=2, lang=lang)
    assert t.lang_toggle.value == lang


def test_large_mode_scales_the_whole_table_for_a_projector():
    """Issue 11 finding 7: large mode enlarged only the cards. It now marks the whole table
    (prompt, explanation, buttons: felt.css scales every ``.tl-table.tl-large`` widget) and
    the felt; the browser test measures that it fits 1280x720."""
    t = Table("robotrick", seed=2)
    assert "tl-large" not in t._dom_classes and not t.felt.scene["large"]
    t.large_box.value = True
    assert "tl-large" in t._dom_classes and t.felt.scene["large"]
    from tricklab.ui.felt import Felt
    css = Felt._css
    for part in (".tl-table.tl-large .widget-button", ".tl-table.tl-large .tl-status",
                 ".tl-table.tl-large .tl-explanation", ".tl-felt-root.tl-large"):
        assert part in css


# -- TriATri through the same generic table ------------------------------------------------------

def test_triatri_gem_choice_buttons_and_value_badges():
    t = Table("triatri", seed=2)
    assert t.players_choice.layout.display == "" and len(t.match.players) == 3
    def shown():
        return [b for b in t.choice_box.children if b.layout.display != "none"]
    for _ in range(200):
        if shown():
            break
        t.hand_buttons[buttons(t, "tl-legal")[0]].click()
    assert shown(), "the learner never led"
    labels = [b.description for b in shown()]
    assert any("fire" in x or "water" in x or "wood" in x for x in labels)
    n = len(t.match.actions)
    shown()[0].click()
    assert len(t.match.actions) == n + 1 and t.match.state.suit is not None
    assert not shown()
    assert "water beats" in t.felt_text and "×2" in t.felt_text and "Gem supply" in t.felt_text


def test_triatri_player_count_and_japanese():
    t = Table("triatri", seed=4)
    t.players_choice.value = 2          # the 4-player list
    t.new_button.click()
    assert t.match.players == ["Ann", "Bo", "Cy", "Di"] and len(t._hand_cards) == 6
    t.set_lang("ja")
    assert "スタートプレイヤー決め" in t.status.value and t.players_choice.description == "人数"
    t.end_button.click()
    assert t.match.is_over() and "ゲーム終了" in t.status.value and "<svg" in t.scores_html.value


def test_dashboard_reads_its_settings_from_the_url(monkeypatch):
    from tricklab.ui import dashboard
    monkeypatch.setenv("QUERY_STRING", "lang=ja&seed=7&teacher=1&players=4")
    t = dashboard("triatri", seed=1)
    assert t.lang == "ja" and t.seed_box.value == "7" and t.teacher_box.value
    assert t.match.players == ["Ann", "Bo", "Cy", "Di"]
    monkeypatch.setenv("QUERY_STRING", "auto=0")
    t = dashboard("robotrick", seed=3)
    assert not t.auto_box.value and not t.session.auto_bots and len(t.match.to_act()) == 3
    monkeypatch.setenv("QUERY_STRING", "lang=fr&seed=x")      # ignored, defaults kept
    t = dashboard("robotrick", seed=3)
    assert t.lang == "en" and t.seed_box.value == "3"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_link_opens_the_exceptions_tour_at_a_ruling(monkeypatch, game):
    """A lesson plan's link to one exception (``?tour=TT-009``) opens the table on the moment of
    a scenario that shows it, as the tour's button does; a ruling the game does not have, or a
    value that is not a ruling id, is ignored with a note on the page and the game stays as
    it was."""
    from tricklab.ui import dashboard
    from tricklab.ui import scenario_menu as menu
    cat = get_game(game).catalogue
    rid = next(r for r in cat.rulings if menu.tour_target(game, r)[1] == "event")
    monkeypatch.setenv("QUERY_STRING", f"tour={rid.lower()}&lang=ja")
    t = dashboard(game, seed=1)
    assert t.tour_choice.value == rid and rid in t.stepper.current.all_rulings()
    assert t.tabs.selected_index == 0 and rid in t.stepper.body.value
    for bad in ("ZZ-999", "<b>x</b>"):
        monkeypatch.setenv("QUERY_STRING", f"tour={bad}")
        t = dashboard(game, seed=1)
        assert "tour=" in t.status.value and t.tour_choice.value == "", t.status.value
        assert "<b>x" not in t.status.value


# -- Tricktakers through the same table, and the exceptions tour ---------------------------------

def click_through(t, max_clicks=600):
    """Play like a learner: a highlighted card if any, else the first offered choice."""
    for _ in range(max_clicks):
        if t.match.is_over():
            return
        legal = buttons(t, "tl-legal")
        choices = shown(t)
        n = len(t.match.actions)
        if legal:
            t.hand_buttons[legal[0]].click()
        else:
            assert choices, t.status.value
            choices[0].click()
        assert len(t.match.actions) > n, t.status.value
    raise AssertionError("the game did not end")


def test_tricktakers_character_selection_screen_and_full_game():
    t = Table("tricktakers", seed=5)
    assert t.panel.value.count("tl-character'") == 8 and "1A" in t.panel.value
    picks = [b.description for b in t.choice_box.children if b.layout.display != "none"]
    assert picks and all(p.startswith("Pick") for p in picks)
    click_through(t)
    assert "Game over" in t.status.value and "<svg" in t.scores_html.value
    assert "crowns" in t.felt_zones and "VP" in t.felt_text


def test_tricktakers_in_japanese_with_five_players():
    t = Table("tricktakers", seed=6, lang="ja")
    t.players_choice.value = 2
    t.new_button.click()
    assert len(t.match.players) == 5 and "キャラクター" in t.panel.value
    # Japanese word order (finding 10): 「キングを選ぶ」, not 「選ぶ キング」
    assert any(b.description.endswith("を選ぶ") for b in t.choice_box.children)
    assert not any(b.description.startswith("選ぶ") for b in t.choice_box.children)


@pytest.mark.parametrize("game,rid", [("robotrick", "RT-016"), ("triatri", "TA-025"), ("tricktakers", "TT-010")])
def test_exceptions_tour_opens_the_ruling_in_the_step_through(game, rid):
    t = Table(game, seed=1)
    assert any(v == rid for _, v in t.tour_choice.options)
    t.tour_choice.value = rid
    assert rid in t.tour_text.value
    t.tour_button.click()
    assert t.tabs.selected_index == 0 and not t.hotseat_box.value     # the learner keeps their seat
    assert rid in t.stepper.current.all_rulings() and rid in t.stepper.body.value


def test_tricktakers_every_character_played_through_the_table():
    """For each base character the learner picks it when offered; the games end normally and,
    bots included, every character is played at least once."""
    from tricklab.games.tricktakers.characters import BASE
    seen: set[str] = set()
    for seed, name in enumerate(BASE, start=20):
        t = Table("tricktakers", seed=seed)
        t.players_choice.value = 2                      # 5 players
        t.new_button.click()
        play_table_to_the_end(t, name)
        assert t.match.is_over(), t.status.value
        for k in range(len(t.match.actions) + 1):
            seen.update(t.match.at(k).chars.values())
    assert seen == set(BASE)


@pytest.mark.parametrize("bot", ["rules", "random"])
def test_bot_choice_survives_the_language_toggle(bot):
    t = Table("robotrick", seed=1, bot=bot)
    assert t.bot_choice.value == bot
    t.set_lang("ja")
    assert t.bot_choice.value == bot and dict((v, k) for k, v in t.bot_choice.options)["rules"] == "ルールで考える"


def test_play_on_from_an_earlier_moment():
    t = Table("robotrick", seed=3)
    pass_two(t)
    t.hand_buttons[buttons(t, "tl-legal")[0]].click()
    n = len(t.match.actions)
    first_play = [i for i, e in enumerate(t.stepper.items) if e.kind == EventKind.ACTION and e.seat == "Aki" and "card" in e.params][0]
    t.stepper.go(first_play)
    t.from_here_button.click()
    assert len(t.match.actions) < n and "Aki" in t.match.to_act()
    assert t.match.state.trick_no == 1 and "Took back" in t.status.value


def play_table_to_the_end(t, name, limit=1500):
    """Click like a learner: pick ``name`` when offered, else the first legal card (then the
    first way to play it), else the first button; every click must move the game on."""
    stuck = 0
    for _ in range(limit):
        if t.match.is_over():
            return
        choices = shown(t)
        mine = offered(t, lambda d: d.lower() in (f"pick {t.catalogue.term(name, 'en').lower()}",
                                                  f"pick {name}"))
        legal = [i for i in buttons(t, "tl-legal") if t._hand_cards[i] not in t.selected]
        n = len(t.match.actions)
        if mine:
            mine.click()
        elif t.pass_button.layout.display != "none" and not t.pass_button.disabled:
            t.pass_button.click()
        elif t.selected and choices and t.group is None:
            choices[0].click()
        elif legal:
            t.hand_buttons[legal[0]].click()
        else:
            choices[0].click()
        stuck = stuck + 1 if len(t.match.actions) == n else 0
        assert stuck < 8, t.status.value       # selecting cards takes a few clicks, not more
    raise AssertionError(t.status.value)


@pytest.mark.parametrize("name", ["strategist", "summoner", "ninja", "alchemist", "samurai",
                                  "time_traveler", "phantom_thief"])
def test_tricktakers_expansion_character_played_through_the_table(name):
    """With all 15 characters offered, the learner takes ``name`` whenever it can and plays
    with its abilities' buttons and multi-card selections until the game ends."""
    t = Table("tricktakers", seed=3, card_set="all")
    t.players_choice.value = 1                      # 4 players
    t.new_button.click()
    assert set(t.match.state.pool) == set(chars_all())
    play_table_to_the_end(t, name)
    used = {c for k in range(len(t.match.actions) + 1) for c in t.match.at(k).chars.values()}
    assert name in used
    mine = [e for e in t.match.events if e.seat == t.learner and e.kind == EventKind.ACTION]
    assert mine


def chars_all():
    from tricklab.games.tricktakers.characters import ALL
    return ALL


def test_tricktakers_card_with_several_ways_selects_then_offers_them():
    """A Ninja's card can be played alone or with a face-down card: the first click selects
    it and the buttons show the ways; a second click on it deselects."""
    t = Table("tricktakers", seed=2, setup={"leader": "Ann",
              "characters": {"Ann": "ninja", "Bo": "hermit", "Cy": "resistance"}},
              characters=["ninja", "hermit", "resistance", "king"])
    state = t.match.state
    card = t.view.legal_cards(state, "Ann")[0]
    i = t._hand_cards.index(card)
    n = len(t.match.actions)
    t.hand_buttons[i].click()
    assert len(t.match.actions) == n and t.selected == [card]
    ways = [b.description for b in t.choice_box.children if b.layout.display != "none"]
    assert len(ways) >= 2 and any("shadow" in w for w in ways), ways
    t.hand_buttons[i].click()
    assert t.selected == []


def test_tricktakers_subset_choices_are_one_button_then_card_clicks():
    """The Gambler's redraw may name any subset of the hand: one 'Redraw …' button, then the
    learner clicks the cards and confirms (instead of 31 buttons); the button again cancels."""
    t = Table("tricktakers", seed=3, setup={"characters": {"Ann": "gambler", "Bo": "hermit",
                                                           "Cy": "king"}, "leader": "Ann"})
    shown = [b for b in t.choice_box.children if b.layout.display != "none"]
    assert len(shown) == 6 and shown[-1].description == "Redraw …"
    shown[-1].click()
    assert t.group is not None and t.pass_button.disabled
    shown[-1].click()                                  # cancel
    assert t.group is None
    shown[-1].click()
    hand = list(t._hand_cards)
    t.hand_buttons[0].click()
    t.hand_buttons[1].click()
    assert not t.pass_button.disabled
    n = len(t.match.actions)
    t.pass_button.click()
    assert str(t.match.actions[n]) == f"Ann redraw {hand[0]} {hand[1]}" and t.group is None


def test_the_history_sort_menu_names_its_columns_in_the_table_language():
    """In Japanese the History tab's sort menu read "step, round, trick, seat, winner"; it names
    the columns as their headers do, and keeps the chosen column across a language switch."""
    t = Table("robotrick", seed=3, lang="ja")
    assert [label for label, _ in t.history_sort.options] == ["手順", "ラウンド", "トリック", "席", "勝者"]
    t.history_sort.value = "seat"
    t.set_lang("en")
    assert [label for label, _ in t.history_sort.options][:3] == ["Step", "Round", "Trick"]
    assert t.history_sort.value == "seat"


def test_the_history_headers_are_words_in_english_too():
    """The English History's headers were the frame's keys ("step round trick seat action
    legal winner rulings auto"), lowercase beside the Japanese words: they are headings."""
    t = Table("robotrick", seed=3)
    t.tabs.selected_index = 1
    t._render_history()
    heads = re.findall(r"<th>(.*?)</th>", t._history_html.value)
    assert heads[:9] == ["Step", "Round", "Trick", "Seat", "Move", "Legal", "Winner",
                         "Rulings", "Auto"], heads


def test_basic_tricks_number_every_play_and_chart_trick_by_trick():
    """Basic tricks' plays carried no trick number: the step-through's "Jump to" offered only
    the set-up, the history's trick column was empty, the header of a finished 13-trick game
    said "Trick 14" and its chart counted "Round" under each trick."""
    from tricklab.core.history import history_rows
    t = Table("basic", seed=2, mode="play")
    t.session.bots_to_end()
    t._changed()
    assert t.match.is_over()
    tricks = sum(t.match.totals().values())
    assert t.view.header(t.match.state, "en").startswith(f"Trick {tricks} ·")
    plays = [r for r in history_rows(t.match) if r["action"] and r["seat"]]
    assert plays and all(r["trick"] for r in plays), plays[:3]
    assert len([label for label, _ in t.stepper.jump.options if "Trick" in label]) == tricks
    t._render_scores()
    assert ">Trick<" in t._scores_html.value and ">Round<" not in t._scores_html.value


def test_the_second_settings_row_starts_folded_unless_one_of_its_settings_is_on():
    """Teacher view, hot-seat and the scenario menus took a row above the table, and a
    decision's buttons fell below a 720-px screen: the row starts folded behind "⚙", and open
    when one of its settings is on (so it can be seen and turned off)."""
    assert Table("basic", seed=1).settings_more.layout.display == "none"
    for flags in ({"teacher": True}, {"hotseat": True}, {"auto_bots": False}):
        t = Table("basic", seed=1, **flags)
        assert t.settings_more.layout.display == "" and t.more_button.value, flags
    t = Table("basic", seed=1)
    t.more_button.value = True
    assert t.settings_more.layout.display == ""


def test_a_card_drawn_as_symbols_is_named_in_words_for_a_screen_reader():
    """A screen reader read TriATri's fake card as "🎭₁" (a mask) and TRicK GEAR's JOKER as
    "🃏₂": each now has a name in words, in the table's language."""
    from tricklab.games.trickgear.cards import Joker
    from tricklab.games.triatri.cards import TCard
    tri, gear = Table("triatri", seed=1), Table("trickgear", seed=1)
    assert tri.view.face(TCard.parse("X1"), "ja").name == "偽カード1"
    assert tri.view.face(TCard.parse("X2"), "en").name == "fake card 2"
    assert gear.view.face(Joker(2), "ja").name == "ジョーカー2"
    assert "🃏" not in gear.view.face(Joker(1), "en").name
