"""What a keyboard and screen-reader audit of the table found, checked on the widgets in Python:
where the keyboard goes once the button pressed is gone, what the live region says (cards in
words, hints, the coach, the step-through), the page's title and language, the names of the
seat boards' folds and of the score chart. The browser side is in test_browser_a11y.py."""
from __future__ import annotations

import re

import pytest

from speech import control_words, first_choices, unspoken
from tricklab.games import GAMES
from tricklab.ui import Table
from tricklab.ui.learn import start_lesson
from tricklab.ui.scene import scene_zones

# the signs a card's label draws (suits of RoboTrick, Tricktakers' colours, copy marks)
SYMBOLS = re.compile(r"[♠♥♦♣▲■●◆⚐★✦⬟⬢ᶻˢ]")


def legal(t):
    return [i for i, b in enumerate(t.hand_buttons) if "tl-legal" in b._dom_classes]


def pass_two(t):
    a, b = legal(t)[:2]
    t.hand_buttons[a].click()
    t.hand_buttons[b].click()
    t.pass_button.click()


def spy_focus(monkeypatch, button):
    calls = []
    monkeypatch.setattr(button, "focus", lambda: calls.append(1))
    return calls


def test_submitting_selected_cards_sends_the_keyboard_to_the_hand():
    """RoboTrick: "Pass the 2 selected cards" disappears once pressed; the focus fell to the
    page's top. The felt is told to focus the hand."""
    t = Table("robotrick", seed=3)
    before = t.felt.focus_hand
    pass_two(t)
    assert t.match.state.phase == "play"
    assert t.felt.focus_hand > before


def test_a_choice_button_sends_the_keyboard_to_the_hand():
    """Tricktakers' character choice ("Pick …"): the button row is rebuilt after the pick."""
    t = Table("tricktakers", seed=5)
    picks = [b for b in t.choice_box.children if b.layout.display != "none"]
    before = t.felt.focus_hand
    picks[0].click()
    assert t.felt.focus_hand > before


def test_bots_finishing_the_game_send_the_keyboard_to_new_game(monkeypatch):
    t = Table("robotrick", seed=5)
    calls = spy_focus(monkeypatch, t.new_button)
    t.end_button.click()
    assert t.match.is_over() and calls


def test_the_tour_sends_the_keyboard_to_the_step_through(monkeypatch):
    t = Table("tricktakers", seed=1)
    nxt = spy_focus(monkeypatch, t.stepper.next_button)
    prev = spy_focus(monkeypatch, t.stepper.prev_button)
    t.tour_choice.value = "TT-009"
    t.tour_button.click()
    assert nxt or prev


def test_learn_sends_the_keyboard_to_the_hand():
    t = Table("robotrick", seed=1)
    before = t.felt.focus_hand
    start_lesson(t)
    assert t.felt.focus_hand > before


def test_robotrick_cards_are_named_with_their_suits_in_words():
    t = Table("robotrick", seed=3)
    names = [c["label"] for c in t.felt.scene["hand"]["cards"]]
    assert all(not re.search("[♠♥♦♣]", n) for n in names), names
    assert any(re.match(r"(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)", n) for n in names), names
    t.set_lang("ja")
    names = [c["label"] for c in t.felt.scene["hand"]["cards"]]
    assert all(not re.search("[♠♥♦♣]", n) for n in names), names
    assert any(re.match(r"(スペード|ハート|ダイヤ|クラブ)の", n) for n in names), names


@pytest.mark.parametrize("game,lang", [("robotrick", "en"), ("robotrick", "ja"),
                                       ("basic", "en"), ("tricktakers", "ja")])
def test_the_live_region_says_cards_in_words(game, lang):
    """After moves the announcement names cards as the hand's buttons do, not by symbols;
    the info line on the page keeps its symbols."""
    t = Table(game, seed=4, lang=lang)
    said = []
    for _ in range(30):
        if t.match.is_over():
            break
        if t.hand_seat in t.match.to_act() and legal(t) and t.view.select_count(t.match.state, t.hand_seat) == 1:
            t.hand_buttons[legal(t)[0]].click()
        elif t.hand_seat in t.match.to_act() and legal(t):
            pass_two(t)
        else:
            shown = [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons
            if not shown:
                break
            shown[0].click()
        said.append(t.felt.scene["announce"])
    assert any(said), said
    assert not [s for s in said if SYMBOLS.search(s)], said


def test_a_refusal_is_said_with_cards_in_words():
    t = Table("robotrick", seed=3)
    pass_two(t)
    for seed in range(3, 40):
        t = Table("robotrick", seed=seed)
        pass_two(t)
        bad = [i for i, b in enumerate(t.hand_buttons) if "tl-illegal" in b._dom_classes]
        if bad and legal(t):
            t.hand_buttons[bad[0]].click()
            said = t.felt.scene["announce"]
            assert said.startswith("Not allowed") and not SYMBOLS.search(said), said
            return
    raise AssertionError("no must-follow position found")


def test_a_hint_is_said():
    t = Table("robotrick", seed=3)
    t.hint_button.click()
    said = t.felt.scene["announce"]
    assert said.startswith("Hint: ") and not SYMBOLS.search(said), said
    t.set_lang("ja")
    assert t.felt.scene["announce"].startswith("ヒント：")


def test_a_step_of_the_step_through_is_said_once_the_learner_steps():
    t = Table("robotrick", seed=4)
    t.end_button.click()
    t.stepper.prev_button.click()
    said = t.felt.scene["announce"]
    n = len(t.stepper.items)
    assert said.startswith(f"Event {n - 1} of {n}: "), said
    assert not SYMBOLS.search(said), said


def test_the_coach_is_said():
    t = Table("robotrick", seed=1)
    start_lesson(t)
    said = t.felt.scene["announce"]
    assert said.startswith("Move 1/"), said
    t.set_lang("ja")
    assert t.felt.scene["announce"].startswith("1/"), t.felt.scene["announce"]


def test_an_old_hint_is_cleared_when_the_bots_finish_the_game():
    """RoboTrick seed 5: the hint stayed on screen after "Bots finish the game"."""
    t = Table("robotrick", seed=5)
    t.hint_button.click()
    assert "tl-hint-text" in t.status.value
    t.end_button.click()
    assert t.match.is_over() and "tl-hint-text" not in t.status.value


def test_the_scene_names_the_page_and_its_punctuation_in_the_tables_language():
    t = Table("tricktakers", seed=4)
    assert t.felt.scene["lang"] == "en" and t.felt.scene["page"] == "Tricktakers — tricklab"
    assert t.felt.scene["speech"]["sep"] == ", "
    t.set_lang("ja")
    sc = t.felt.scene
    assert sc["lang"] == "ja" and sc["page"].startswith("トリックテイカーズ") and sc["page"].endswith(" — tricklab")
    assert sc["speech"]["sep"] == "、" and sc["speech"]["stop"] == "。"
    assert "{seat}" in sc["speech"]["more_of"] and "詳" in sc["speech"]["more_of"]


def test_japanese_card_names_on_the_felt_use_japanese_commas():
    """A card of a zone is named with its caption: 「赤の9、Ann」, not 「赤の9, Ann」."""
    t = Table("basic", seed=3, lang="ja")
    t.hand_buttons[legal(t)[0]].click()
    labels = [c["label"] for z in t.felt_zones.values() for c in z["cards"]]
    assert labels and not [x for x in labels if ", " in x], labels


def test_each_characters_card_text_is_named_after_it():
    t = Table("tricktakers", seed=5)
    names = re.findall(r"<summary aria-label='([^']*)'", t.panel.value)
    assert len(names) == 8 and len(set(names)) == 8, names
    t.set_lang("ja")
    names = re.findall(r"<summary aria-label='([^']*)'", t.panel.value)
    assert len(set(names)) == 8 and all(n.endswith("のカードの説明") for n in names), names


def test_the_score_chart_is_named_in_the_tables_language():
    t = Table("robotrick", seed=4)
    t.end_button.click()
    svg = t.scores_html.value
    m = re.search(r"<svg[^>]*role='img'[^>]*aria-label='([^']*)'", svg)
    assert m and m.group(1).startswith("Scores chart: ") and " after Round " in m.group(1), svg[:300]
    t.set_lang("ja")
    m = re.search(r"<svg[^>]*aria-label='([^']*)'", t.scores_html.value)
    assert m and m.group(1).startswith("得点のグラフ：") and not re.search(r"[A-Za-z]{3,}", m.group(1).replace("Aki", "").replace("Ben", "").replace("Chie", "")), m.group(1)


def test_a_caption_on_the_felt_is_named_without_its_sign():
    """RoboTrick's trump card is captioned "♣ clubs" for the eye; its name says "clubs"."""
    t = Table("robotrick", seed=5)
    trump = [c["label"] for z in t.felt_zones.values() for c in z["cards"] if c["caption"]]
    assert trump and not [x for x in trump if re.search("[♠♥♦♣]", x)], trump


def test_a_curtain_keeps_the_keyboard_on_its_show_button(monkeypatch):
    """Hot-seat: after a decision the curtain falls and its button takes the focus; the hand
    under it is not asked to take it back."""
    t = Table("robotrick", seed=3, hotseat=True)
    before = t.felt.focus_hand
    pass_two(t)
    if t.session.curtain is not None:
        assert t.felt.focus_hand == before


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_felts_words_for_a_screen_reader_hold_no_signs(game, lang):
    """What the scene gives a screen reader (``aloud``: the words of a zone's title and note,
    of a board's notes and lines, a card's name with its badge, the live region) holds no sign
    read by its name: the crowns note said "crown 1, black chess queen 2", a hangar badge
    "plus". The drawn text keeps its signs (the browser side: test_browser_a11y.py)."""
    heard: dict[str, list[str]] = {}
    for sc in first_choices(Table(game, seed=1, lang=lang), 12):
        words = [sc["announce"], *(c["label"] for c in sc["hand"]["cards"])]
        for z in scene_zones(sc):
            words += [z.get("title_words", z["title"]), z.get("note_words", z["note"]),
                      *(c["label"] for c in z["cards"])]
        for b in (s["board"] for s in sc["seats"] if s["board"]):
            words += [*b.get("notes_words", b["notes"]), *b.get("detail_words", b["detail"]),
                      *(x["words"] for x in b["stats"])]
        heard.update({w: unspoken(w) for w in words if unspoken(w)})
    assert not heard, list(heard.items())[:10]


@pytest.mark.parametrize("lang,hidden", [("en", "prediction not shown"), ("ja", "予想：非公開")])
def test_a_prediction_the_reader_may_not_see_is_said_in_words_not_a_question_mark(lang, hidden):
    """The Time Traveler's secret prediction is drawn "👑 ? · ♛ ?"; a screen reader said
    "predicts the gold crown for ?". Its owner hears the names it chose."""
    from tricklab import new_match
    from tricklab.core.view import aloud
    from tricklab.games.tricktakers.components_view import seat_notes
    m = new_match("tricktakers", players=["Ann", "Bo", "Cy"], seed=141,
                  characters=["resistance", "hermit", "time_traveler"],
                  setup={"leader": "Ann", "characters": {"Ann": "resistance", "Bo": "hermit",
                                                         "Cy": "time_traveler"},
                         "hands": {"Ann": ["K9", "K8", "K7", "K6", "R9"],
                                   "Bo": ["R1", "R2", "R3", "B1", "B2"],
                                   "Cy": ["RA1", "G1", "G2", "B3", "B4"]}})
    m.play("Cy predict Ann Cy")
    said = {who: aloud(seat_notes(m.game.observe(m.state, who).public, "Cy", lang,
                                  m.game.catalogue.term)) for who in ("Ann", "Cy")}
    assert hidden in said["Ann"] and "?" not in said["Ann"] and "？" not in said["Ann"]
    assert "Ann" in said["Cy"] and hidden not in said["Cy"] and "?" not in said["Cy"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_controls_outside_the_felt_are_named_in_words(game, lang):
    """Every control below and around the felt (buttons, menus and their options, tooltips),
    as a learner plays on: what a screen reader hears of it holds no sign read by its name.
    TRicK GEAR's skill buttons were read "Overdrive black spade suit black spade suit: …",
    Tricktakers' prediction menus "gold crown crown goes to"."""
    heard: dict[str, list[str]] = {}
    tables = [Table(game, seed=seed, lang=lang) for seed in (1, 7)]
    if game == "tricktakers":
        tables.append(Table(game, seed=141, lang=lang, **PREDICTING))
    for t in tables:
        for _ in range(30):
            for kind, texts in control_words(t).items():
                heard.update({f"{kind}: {w}": unspoken(w) for w in texts if unspoken(w)})
            if t.match.is_over() or len(first_choices(t, 1)) < 2:
                break
    assert not heard, list(heard.items())[:10]


def drawn_menus(t):
    """The menus of table ``t`` that are drawn (not hidden), outside the felt."""
    import ipywidgets as W
    out = []

    def walk(w):
        if getattr(getattr(w, "layout", None), "display", None) == "none":
            return
        # not the language buttons: each names its language, and a tooltip that followed the
        # language redrew them at each switch, so the one just pressed lost the focus
        if isinstance(w, (W.Dropdown, W.Select, W.ToggleButtons, W.RadioButtons)) \
                and "tl-lang" not in w._dom_classes:
            out.append(w)
        for c in getattr(w, "children", ()) or ():
            walk(c)
    walk(t)
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_menu_says_on_hover_what_it_chooses(game, lang):
    """Every menu drawn at the table (set-up, scenario, history, step-through, what-if, the
    careful player's, a decision form's) has a tooltip as a learner plays on: its name in words
    (what a screen reader names it: the crowns' prediction menu "gold crown goes to"), in the
    table's language, naming no card another seat holds hidden. They had none."""
    bad: list[tuple[str, str, str]] = []
    tables = [Table(game, seed=seed, lang=lang) for seed in (1, 7)]
    if game == "tricktakers":
        tables.append(Table(game, seed=141, lang=lang, **PREDICTING))
    for t in tables:
        t.careful.box.value = True                     # its menu of moves shows once there are some
        for _ in range(30):
            m, words = t.match, t.felt.controls
            names = {*m.players, *(t.view.name(p, lang) for p in m.players)}
            hidden = [(str(c), str(t.game.parse_card(str(c)).label))
                      for p, cards in (m.facts().get("hands") or {}).items() if p != t.viewer
                      for c in cards]
            for menu in drawn_menus(t):
                tip, name = str(menu.tooltip or ""), str(menu.description)
                said = re.sub(r"\s*[:：]\s*$", "", words.get(name, name).strip())
                why = ("none" if not tip else "not its name" if name and tip != said
                       else "a sign" if unspoken(tip)
                       else "not Japanese" if lang == "ja" and re.search(
                           "[A-Za-z]", re.sub("|".join(map(re.escape, names)), "", tip))
                       else "a hidden card" if any(re.search(rf"\b{re.escape(code)}\b", tip)
                                                   or (unspoken(label) and label in tip)
                                                   for code, label in hidden)
                       else "")
                if why:
                    bad.append((why, name, tip))
            if t.match.is_over() or len(first_choices(t, 1)) < 2:
                break
    assert not bad, sorted(set(bad))[:10]


# a Time Traveler at the learner's seat: its setup asks for the crowns' predictions (a form)
PREDICTING = {"characters": ["resistance", "hermit", "time_traveler"],
              "setup": {"characters": {"Ann": "time_traveler", "Bo": "hermit", "Cy": "resistance"}}}


@pytest.mark.parametrize("lang,gold,skill", [
    ("en", "gold crown goes to", "Overdrive 2 spades: Charge +2 · pay JOKER 2"),
    ("ja", "王冠を取る人", "オーバードライブ スペード2枚：チャージ+2・ジョーカー2で支払う")])
def test_a_skill_button_and_a_prediction_menu_say_their_signs_in_words(lang, gold, skill):
    """The two the learners met: TRicK GEAR's skill button (its suit cost and the card it
    pays with in words; the drawn text keeps the signs) and Tricktakers' prediction menus."""
    t = Table("tricktakers", seed=141, lang=lang, **PREDICTING)
    assert gold in control_words(t)["menu"]
    t = Table("trickgear", seed=7, lang=lang)
    while not any(unspoken(b.description) for b in t.choice_box.children if b.layout.display != "none"):
        assert len(first_choices(t, 1)) == 2
    shown = [b for b in t.choice_box.children if b.layout.display != "none"]
    assert skill in control_words(t)["button"] and skill in [b.tooltip for b in shown]
    assert any("♠♠" in b.description and "🃏₂" in b.description for b in shown)


@pytest.mark.parametrize("lang,title,words", [
    ("en", "Predict 👑 ♛", "Predict the gold crown and the black crown"),
    ("ja", "👑と♛を予想する", "王冠と黒王冠を予想する")])
def test_a_forms_heading_that_holds_signs_is_read_in_words(monkeypatch, lang, title, words):
    """A form's heading (an HTML line above its menus, not a control the felt's script names)
    holding signs is drawn with them and read in its words: the Time Traveler's prediction
    form, given a title and help drawn with the crowns' signs."""
    import dataclasses
    from tricklab.core.view import Aloud, ChoiceForm
    t = Table("tricktakers", seed=141, lang=lang, **PREDICTING)
    real = t.view.buttons
    help_ = Aloud("+50 👑", "50 points for each crown foretold" if lang == "en" else "当たった王冠1つにつき50点")

    def signed_forms(*a, **k):
        return [(label, dataclasses.replace(c, title=Aloud(title, words), help=help_) if isinstance(c, ChoiceForm) else c)
                for label, c in real(*a, **k)]
    monkeypatch.setattr(t.view, "buttons", signed_forms)
    t.render()
    heads = control_words(t)["heading"]
    assert heads == [f"{words} {help_.words}"], heads
    assert not [h for h in heads if unspoken(h)]
    drawn = [w.value for w in t.form_box.children[0].children if hasattr(w, "value")]
    assert title in drawn[0] and "+50 👑" in drawn[0], drawn


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_scenario_and_ruling_menus_say_their_cards_in_words(game, lang):
    """The Scenario, topic and tour menus list titles that draw cards as the table does
    (▲2, ♣A, ⚔, a cost ♠♠): a screen reader hears their options in words ("red 2", 「赤の2」,
    "2 spades"), as the felt's script names them (``Felt.menus``), not "black up-pointing
    triangle 2"."""
    t = Table(game, seed=1, lang=lang)
    t.more_button.value = True                  # the scenario menus unfolded, as a learner does
    assert t.settings_more.layout.display != "none"
    heard = [w for w in control_words(t).get("option", []) if unspoken(w)]
    assert not heard, heard[:5]


def test_a_menus_title_is_cut_between_words_not_inside_a_card():
    """A title longer than its menu is cut before the card it would split: "…, ◆" was left
    of ◆3ᵃ, a lone sign read "black diamond"."""
    from tricklab.ui import scenario_menu as menu
    assert menu.cut("leading ▲1ᵃ ◆3ᵃ now", 15) == "leading ▲1ᵃ…"
    assert menu.cut("leading ▲1ᵃ", 15) == "leading ▲1ᵃ"
