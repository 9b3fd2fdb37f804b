"""Issue 15: guided first games (lessons), what-if side by side, bots' reasons, the careful
player's inferences and the CLI's full explanations."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tricklab.cli import main
from tricklab.core.inference import infer
from tricklab.games import GAMES
from tricklab.session import Session
from tricklab.session.lesson import Lesson, check_lesson, first_lesson, packaged
from tricklab.session.whatif import side_by_side

ROBO = Path(__file__).resolve().parent.parent / "tricklab/games/robotrick/lessons/first_game.yaml"


# -- every game has a lesson, and every lesson checks --------------------------------------------
@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_a_first_lesson(game):
    assert first_lesson(game) is not None


@pytest.mark.parametrize("path", packaged(), ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_lesson_checks(path):
    res = check_lesson(path)
    assert res.passed, res.problems
    assert res.met[0] == res.met[1] > 0


def test_lesson_check_cli(capsys):
    assert main(["lesson", "check", str(ROBO)]) == 0
    assert "4 moves, 9 of 9 ideas met" in capsys.readouterr().out
    assert main(["lesson", "list", "--game", "robotrick"]) == 0
    assert "RoboTrick" in capsys.readouterr().out


def test_lesson_list_speaks_the_language_asked(capsys):
    """``tricklab lesson list --lang ja`` mixed English into each line: 「…（4 moves, 9 ideas）」."""
    assert main(["lesson", "list", "--game", "robotrick", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "はじめてのロボトリック（4手、ルール9個）" in out and "moves" not in out, out


def test_lesson_check_fails_on_an_idea_that_is_never_shown(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(ROBO.read_text("utf-8").replace("ideas: [RT-019]", "ideas: [RT-021, RT-019]"), "utf-8")
    assert main(["lesson", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "['RT-021'] not shown" in out


def test_a_lesson_step_that_does_not_match_the_script_is_refused(tmp_path):
    from tricklab.core.errors import ScenarioError
    bad = tmp_path / "bad.yaml"
    bad.write_text(ROBO.read_text("utf-8").replace("- move: Aki 2D", "- move: Aki 10C"), "utf-8")
    with pytest.raises(ScenarioError, match="learner's action 2"):
        Lesson.load(bad)


# -- the headless runner -------------------------------------------------------------------------
def test_a_wrong_move_is_refused_with_the_engines_reason_then_the_right_one_plays():
    les = Lesson.load(ROBO)
    assert les.progress()[0] < 9 and "♠A" in les.coach("en") and "♠A" in les.coach("ja")
    les.move("Aki 3H")
    les.move("Aki 2D")
    assert les.step is not None and les.step.move.args == ("10C",)
    n = len(les.match.actions)
    fb = les.move("Aki 9H")                         # must follow clubs
    assert fb.outcome == "refused" and fb.error is not None and fb.error.ruling == "RT-010"
    assert len(les.match.actions) == n              # nothing changed
    fb = les.move("Aki 10C")
    assert fb.ok and any(e.params.get("winner") == "Chie" for e in fb.events)
    assert les.progress_text("ja").endswith("／9"), les.progress_text("ja")


def test_a_legal_move_the_lesson_did_not_plan_changes_nothing():
    les = Lesson.load(ROBO)
    fb = les.move("Aki 2D")
    assert fb.outcome == "not_this_one" and len(les.match.actions) == 2     # Ben's and Chie's


def test_undo_steps_the_lesson_back():
    les = Lesson.load(ROBO)
    les.move("Aki 3H")
    assert les.step.index == 1
    les.session.undo()
    assert les.step.index == 0


# -- the table -----------------------------------------------------------------------------------
def test_the_table_plays_a_lesson_with_a_wrong_move_then_the_right_one():
    from tricklab.ui import Table
    from tricklab.ui.learn import start_lesson
    t = Table("robotrick", seed=3, lang="ja", mode="ask")
    welcome = t.teach_box.children[0]
    welcome.learn_button.click()
    assert t.coach is not None and "1/4" in t.coach.line.value
    # Japanese as written: no space after 「：」 nor where the YAML folded a line
    assert "1/4手目：</b>ロボットが" in t.coach.line.value and "ロボットはプログラム" in t.coach.line.value
    t.coach.show_button.click()                    # ♥3: trump the robot's ace
    t.coach.show_button.click()                    # ♦2
    assert "3/4" in t.coach.line.value
    cards = [str(c) for c in t._hand_cards]
    t.hand_buttons[cards.index("9H")].click()      # illegal: must follow clubs
    assert "できません" in t.coach.feedback.value and "RT-010" in t.coach.feedback.value
    assert "tl-error" in t.status.value
    t.hand_buttons[[str(c) for c in t._hand_cards].index("10C")].click()
    assert "今起きたこと" in t.coach.feedback.value
    t.hand_buttons[0].click()                      # the last card, ♥9
    assert t.coach.lesson.done and "出会ったルール" in t.coach.summary.value
    assert "すべてのルールに出会いました（9／9）" in t.coach.progress.value
    t.coach.leave_button.click()
    assert t.coach is None
    assert start_lesson(t) is not None


def test_show_me_clears_the_refusal_of_the_last_click():
    """A refused click says why under the prompt; once "Show me" has played the move, that
    refusal no longer applies. It stayed to the end of the game ("Game over. … Not allowed:
    You must follow ♣ clubs")."""
    from tricklab.ui import Table
    from tricklab.ui.learn import start_lesson
    t = Table("robotrick", seed=3, mode="ask")
    start_lesson(t)
    t.coach.show_button.click()
    t.coach.show_button.click()
    t.hand_buttons[[str(c) for c in t._hand_cards].index("9H")].click()   # must follow clubs
    assert "tl-error" in t.status.value
    t.coach.show_button.click()
    assert "tl-error" not in t.status.value and "RT-010" not in t.status.value, t.status.value


def test_a_ten_idea_lesson_counts_its_ideas_in_japanese(monkeypatch):
    """The counter つ stops at nine: a lesson of ten ideas read 「10つのうち0つ」; then
    「10個のうち0個のルールに出会いました」 said a count as a sentence. It is a count, and
    every idea met is said in words."""
    les = Lesson.load(first_lesson("triatri"))
    n = len(les.ideas)
    assert n >= 10
    assert les.progress_text("ja") == f"出会ったルール：0／{n}"
    monkeypatch.setattr(Lesson, "met", lambda self: self.ideas[:1])
    assert les.progress_text("ja") == f"出会ったルール：1／{n}"
    monkeypatch.setattr(Lesson, "met", lambda self: list(self.ideas))
    assert les.progress_text("ja") == f"すべてのルールに出会いました（{n}／{n}）"
    assert les.progress_text("en") == f"{n} of {n} ideas met"


def test_dashboard_url_modes(monkeypatch):
    from tricklab.ui.table import dashboard
    monkeypatch.setenv("QUERY_STRING", "mode=learn&lang=ja")
    t = dashboard("basic", seed=1)
    assert t.coach is not None and t.lang == "ja"
    monkeypatch.setenv("QUERY_STRING", "tab=tour")
    t = dashboard("basic", seed=1)
    assert t.tabs.selected_index == 4 and t.coach is None
    assert t.teach_box.children and "tl-welcome" in t.teach_box.children[0]._dom_classes
    t.play(t.match.legal_actions(t.hand_seat)[0])       # playing answers "learn or play?"
    assert not t.teach_box.children


# -- what if ---------------------------------------------------------------------------------------
def test_what_if_compares_two_outcomes_side_by_side():
    s = Session("basic", players=["Ann", "Bo", "Cy"], seed=1,
                setup={"trump": "S", "hands": {"Ann": ["AH", "5H", "3C", "9D"], "Bo": ["7H", "2S", "4C", "6D"],
                                               "Cy": ["2H", "KH", "AD", "10D"]}},
                bots="rules")
    s.play("Ann AH")                               # Ann wins the first trick
    b = s.fork(actions=0)
    s.play("Ann 5H")                               # on the new line Cy's ♥K wins instead
    res = side_by_side(s, b, "1")
    assert res.parted and not res.same_trick
    assert res.a.trick.params["winner"] == "Cy" and res.b.trick.params["winner"] == "Ann"
    assert str(res.a.first) == "Ann 5H" and str(res.b.first) == "Ann AH"
    s.bots_to_end()                                # both lines to the end: the points differ
    s.switch("1")
    s.bots_to_end()
    end = side_by_side(s, b, "1")
    assert end.a.round_scores != end.b.round_scores
    assert "BT-007" in end.a.trick.all_rulings()    # each trick says which ruling decided it
    s.switch("1")
    assert str(s.match.actions[0]) == "Ann AH"


def test_the_table_shows_both_lines():
    from tricklab.ui import Table
    t = Table("basic", seed=2, players=["Ann", "Bo", "Cy"])
    t.play(t.match.legal_actions("Ann")[0])
    t.stepper.go(1)
    t.from_here_button.click()
    t.play(t.match.legal_actions("Ann")[-1])
    assert t.whatif.layout.display == ""
    assert t.whatif.result is not None and t.whatif.result.parted
    other = t.whatif.names[1]
    t.whatif.buttons[1].click()
    assert t.session.branch == other


def test_what_if_says_both_lines_in_the_tables_words():
    """The comparison of two lines, in Japanese: each line's first different move as the
    table says it (「Ann：♥A」; it showed the notation 「Ann AH」), and no English colon in the
    side-by-side panel (「最初に違う手：Ann: ♥A」)."""
    from tricklab.ui import Table
    t = Table("basic", seed=2, players=["Ann", "Bo", "Cy"], lang="ja")
    t.play(t.match.legal_actions("Ann")[0])
    first = t.match.actions[0]
    t.stepper.go(1)
    t.from_here_button.click()
    t.play(t.match.legal_actions("Ann")[-1])
    assert t.compare_choice.value not in (None, t.session.branch)     # the other line, at once
    line = t.compare_html.value
    assert f"Ann：{t.view.action_words(first, 'ja')}" in line, line
    assert str(first) not in line, line
    panel = t.whatif.cols[0].value + t.whatif.cols[1].value
    assert "最初に違う手：Ann：" in panel and ": " not in re.sub(r"<[^>]+>", "", panel), panel

# -- why did the bot play that --------------------------------------------------------------------
@pytest.mark.parametrize("game", ["robotrick", "basic", "triatri", "tricktakers"])
def test_bots_record_their_reason(game):
    s = Session(game, seed=3)
    for _ in range(12):
        if s.match.is_over():
            break
        s._bot_move(s.match.to_act()[0])
    reasons = [e.params_for(None).get("reason") for e in s.match.events]
    assert any(r and r.get("code") for r in reasons)


def test_a_reason_naming_hidden_cards_stays_private():
    s = Session("robotrick", seed=3)
    s.play(s.match.legal_actions(s.learner)[0])    # the bots pass: their reasons name their cards
    passes = [e for e in s.match.events if e.params_for(None).get("reason", {}).get("code") == "HINT_PASS"]
    assert passes and all("reason" not in e.params for e in passes)


# -- the careful player ---------------------------------------------------------------------------
def test_a_failure_to_follow_reveals_a_void():
    les = Lesson.load(Path(__file__).resolve().parent.parent / "tricklab/games/basic/lessons/first_game.yaml")
    les.move("Ann AH")
    les.move("Ann 5H")                              # Bo trumps the heart lead
    k = infer(les.match, "Ann")
    assert [(i.seat, i.suit) for i in k.voids] == [("Bo", "H"), ("Cy", "C")]
    assert [str(i.card) for i in k.trumps] == ["2S"]
    ev = les.match.events[k.voids[0].event]
    assert ev.seat == "Bo" and str(ev.params["card"]) == "2S"
    assert dict((i.suit, i.count) for i in k.unseen)["H"] == 13 - 5     # AH 7H 2H 5H KH played


def test_the_robots_open_hand_is_seen_by_everyone():
    """RoboTrick's robot plays with its hand face up (an open seat) and the trump indicator
    lies face up: the careful player counted those thirteen cards as "not seen yet"."""
    from tricklab import new_match
    m = new_match("robotrick", seed=2)
    hands = m.game.hands(m.state)
    for seat in ("Aki", None):
        unseen = sum(i.count for i in infer(m, seat).unseen)
        mine = len(hands[seat]) if seat else 0
        assert unseen == 52 - mine - len(hands["Robot"]) - 1, (seat, unseen)


# -- the CLI explains fully --------------------------------------------------------------------------
def test_scenario_run_explain_prints_steps_rulings_and_the_refusal(capsys):
    path = Path(__file__).resolve().parent.parent / "tricklab/games/robotrick/scenarios/bad_must_follow.yaml"
    assert main(["scenario", "run", "-v", "--explain", "--lang", "ja", str(path)]) == 0
    out = capsys.readouterr().out
    assert "[RT-009]" in out and "  - " in out
    assert "拒否（想定どおり）" in out and "[RT-010]" in out


def test_the_coach_names_the_move_it_waits_for_as_the_table_does():
    """A legal move the lesson did not plan: the coach says which move it waits for in the
    table's words. TRicK GEAR's first move is taking a character, and the coach said
    「volt を出す前提です」 (the character's code, and a card's verb)."""
    from tricklab.ui import Table
    from tricklab.ui.learn import start_lesson
    for lang in ("en", "ja"):
        t = Table("trickgear", seed=1, lang=lang, mode="ask")
        start_lesson(t)
        want = t.coach.lesson.step.move
        other = next(a for a in t.match.legal_actions(want.seat) if str(a) != str(want))
        t.play(other)
        said = t.coach.feedback.value
        assert t.view.action_words(want, lang) in said, said
        assert want.args[0] not in said, said          # "volt", the character's code


def test_a_careful_player_remembers_the_cards_it_passed():
    """Aki passed two cards to Ben: until Ben plays them, Aki knows where they are, and they
    are not among the cards it has not seen (the Monte-Carlo hint knew; the careful player's
    notes did not say it)."""
    import random
    from tricklab.ui.table import Table
    t = Table("robotrick", seed=2, lang="en", auto_bots=False)
    t.careful.box.value = True
    rng = random.Random(2)
    m = t.match
    while m.state.phase == "pass":
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randrange(len(legal))])
    given = list(m.state.passed["Aki"])
    before = sum(i.count for i in infer(m, "Aki").unseen)
    k = infer(m, "Aki")
    assert [(i.seat, i.card) for i in k.held] == [("Ben", c) for c in given]
    assert infer(m, None).held == []                    # the teacher's view remembers no pass
    t._changed()
    assert f"Ben still holds {given[0].label}, {given[1].label}: you passed them." in t.careful.body.value
    while given[0] in m.state.hands["Ben"] and given[1] in m.state.hands["Ben"]:
        legal = m.legal_actions(m.to_act()[0])
        m.play(legal[rng.randrange(len(legal))])
    after = infer(m, "Aki")
    assert len(after.held) == sum(c in m.state.hands["Ben"] for c in given) < 2
    assert before == 52 - 12 - 12 - 1 - 2


def test_a_lessons_refusal_draws_the_cards_its_ruling_names(monkeypatch):
    """A ruling's text may name cards in notation (a teacher's ruling: "adds K7"; the packaged
    ones write ■7 since s46); the coach's refusal shows them as the felt draws them (■7), as
    the table's own refusals do."""
    import dataclasses

    from tricklab.core.errors import IllegalAction
    from tricklab.ui import Table
    from tricklab.ui.learn import start_lesson
    t = Table("tricktakers", seed=3, mode="ask")
    start_lesson(t)
    packaged = t.catalogue.rulings["TT-116"]
    assert "■7" in packaged.text["en"]
    typed = dataclasses.replace(packaged, text={**packaged.text, "en": "The Strategist adds its exclusive K7."})
    monkeypatch.setitem(t.catalogue.rulings, "TT-116", typed)
    shown = t.coach._error_html(IllegalAction("refused", code="TEST_REFUSAL", ruling="TT-116"))
    assert "■7" in shown and "K7" not in shown, shown


def test_a_lessons_refusal_gives_the_refusals_own_steps():
    """A refusal may say why besides citing a ruling (KINGs: "⚐₁ was led and sets no colour:
    ●3 … made blue the lead colour"); the coach shows those steps as the table does."""
    from tricklab.core.scenario import load_scenario, run_scenario
    from tricklab.games import get_game
    from tricklab.ui import Table
    from tricklab.ui.learn import start_lesson
    game = get_game("tricktakers_kings")
    from tricklab.scenarios import packaged
    path = next(p for p in packaged("tricktakers_kings") if p.name == "bad_kg004_lead_by_white_flag.yaml")
    res = run_scenario(load_scenario(path), game)
    assert res.passed and res.error is not None
    ex = game.catalogue.explain(res.error, "en")
    assert ex.steps, "this refusal explains the lead colour in a step"
    t = Table("tricktakers_kings", seed=3, mode="ask")
    start_lesson(t)
    shown = t.coach._error_html(res.error)
    assert "KG-004" in shown and "made blue the lead colour" in shown, shown
    t.show_error(res.error)
    assert "made blue the lead colour" in t.message_html


def test_what_if_says_a_line_has_no_move_yet_in_words():
    """A new line that has not moved read 'line 2 went "—"' and 「最初に違う手：—」."""
    from tricklab.ui import Table
    t = Table("basic", seed=2, players=["Ann", "Bo", "Cy"], lang="ja")
    t.play(t.match.legal_actions("Ann")[0])
    t.stepper.go(1)
    t.from_here_button.click()
    assert not t.match.actions and t.compare_choice.value not in (None, t.session.branch)
    line = re.sub(r"<[^>]+>", "", t.compare_html.value)
    assert "まだ次の手がありません" in line and "—" not in line, line
    panel = re.sub(r"<[^>]+>", "", t.whatif.cols[0].value + t.whatif.cols[1].value)
    assert "最初に違う手：まだありません" in panel and "：—" not in panel, panel


def test_a_lessons_table_size_is_the_players_menus():
    """The coach spoke of 「4人のテーブル」 while the players menu still said 3."""
    from tricklab.ui import Table
    from tricklab.ui.learn import start_lesson
    t = Table("tricktakers", seed=3, mode="ask", lang="ja")
    start_lesson(t)
    n = len(t.match.players)
    assert t.players_choice.options[t.players_choice.value][0] == str(n)


def test_lesson_check_reports_in_japanese_with_lang_ja(tmp_path, capsys):
    """``lesson check --lang ja`` for a Japanese teacher writing a lesson: each problem in
    Japanese (the file's moves and ruling ids as written), the lines and the count too; before,
    the check had no --lang and said everything in English."""
    text = ROBO.read_text("utf-8")
    unshown = tmp_path / "unshown.yaml"
    unshown.write_text(text.replace("ideas: [RT-019]", "ideas: [RT-021, RT-019]"), "utf-8")
    wrong = tmp_path / "takes_the_bait.yaml"
    wrong.write_text(text.replace("wrong: Aki 9H", "wrong: Aki 10C"), "utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: robotrick\nactions: [\n", "utf-8")
    assert main(["lesson", "check", "--lang", "ja", str(ROBO), str(unshown), str(wrong), str(broken)]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith(f"合格 {ROBO}：はじめてのロボトリック（4手、ルール")
    assert f"不合格 {unshown}：はじめてのロボトリック" in lines
    assert any(ln.startswith("    ・4番目の手順（Aki 9H）：ルールRT-021が示されません（示されたもの：RT-010、")
               for ln in lines), out
    assert "    ・3番目の手順：誤りの手「Aki 10C」が受け付けられました" in lines, out
    assert f"不合格 {broken}" in lines
    assert any(ln.startswith("    ・") and "YAML" in ln and "行目" in ln for ln in lines), out
    assert lines[-1] == "レッスン：合格1件、不合格3件"
    assert not re.search(r"\b(step|ideas|wrong|played|never|expected|PASS|FAIL)\b", out), out
    # the English report is unchanged
    assert main(["lesson", "check", str(wrong)]) == 1
    assert "step 3: the wrong move 'Aki 10C' was played" in capsys.readouterr().out


def test_the_lessons_move_is_marked_on_the_felt():
    """RoboTrick's first lesson highlighted ♦2 as playable like ♥3, then declined it ("legal,
    but the lesson is arranged for ♥3"): the lesson's card is marked as a hint's card is, and
    only on the seat whose move it is; off script (a new line) nothing is marked."""
    from tricklab.ui import Table
    t = Table("robotrick", seed=3, mode="ask")
    t.teach_box.children[0].learn_button.click()
    cards = t.felt.scene["hand"]["cards"]
    marked = [c["code"] for c in cards if c["hinted"]]
    step = t.coach.lesson.step
    assert marked == [str(a) for a in step.move.args] == ["3H"], marked
    assert all(c["legal"] for c in cards if c["hinted"])
    t.coach.show_button.click()
    step = t.coach.lesson.step
    now = [c["code"] for c in t.felt.scene["hand"]["cards"] if c["hinted"]]
    assert now == [str(a) for a in step.move.args] and now != marked, now
