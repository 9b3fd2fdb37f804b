"""Issue 11's findings about the table, each with the test that would have caught it. Nothing
here names a game except where a finding was seen in one (the scenario that cannot load)."""
from __future__ import annotations

import re

import pytest
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "conformance"))

from tricklab.games import GAMES
from tricklab.ui import Table
from tricklab.ui import scenario_menu as menu
from tricklab.ui.i18n import t as t_

GAME_NAMES = sorted(GAMES)


def plain(html_text: str) -> str:
    return re.sub(r"<[^>]+>", " ", html_text)


# -- finding 5: the exceptions tour lands on the ruling ------------------------------------------

@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_tour_lands_on_an_event_citing_every_ruling_it_offers(game):
    """For every ruling that an offered scenario lists, the tour opens an offered scenario
    (never a file of a refused set-up) and the step-through shows an event citing the ruling,
    or the refused last action that cites it; 40 of 263 rulings landed elsewhere before, and
    27 of 512 said "no scenario shows this ruling yet" while one listed it.

    A "listed" landing (the scenario lists the ruling but nothing in it cites it) fails: it
    left the learner at the scenario's end to guess what the ruling had to do with it. The last
    three (the Collector's hidden collection TT-087 and its Little twin LT-041, the decision
    points TT-176) now have their moment, so every ruling of every game has one; a ruling that
    truly had none would have to be named here with the reason, and none is."""
    t = Table(game, seed=1)
    rulings = sorted(menu.by_ruling(game))
    assert rulings
    missed, listed = [], []
    for rid in rulings:
        path, how = menu.tour_target(game, rid, t.viewer)
        t.tour(rid)
        if path is None:
            assert "tl-info" in t.status.value
            missed.append(rid)
            continue
        assert menu.offered(path)
        if how == "event":
            assert rid in t.stepper.current.all_rulings(), (rid, path.name)
            assert rid in t.stepper.body.value
        elif how == "refusal":
            assert rid in t.status.value, (rid, path.name)
        else:                               # "listed": the scenario's end, no moment shown
            assert how == "listed" and path.name in str(t.session.last_scenario.scenario.path)
            listed.append(rid)
    assert not missed, missed
    assert not listed, f"the tour shows no moment for {listed}"


# -- finding 8: the scenario menu ----------------------------------------------------------------

@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_scenario_menu_is_grouped_and_offers_no_bad_input_file(game):
    """No file of a refused set-up (it has no position); the positions ending on a refused
    move ("a King cannot dodge must-follow") are offered: they answer "why may I not?"."""
    from tricklab import scenarios
    t = Table(game, seed=1)
    files = [v for _, v in t.scenario_choice.options if v]
    assert files and not any("setup_error" in scenarios.load(f).expect for f in files)
    refusals = [p for p in scenarios.packaged(game) if p.name.startswith("bad_")
                and "illegal" in scenarios.load(p).expect]
    assert all(str(p) in files for p in refusals), [p.name for p in refusals if str(p) not in files]
    topics = [v for _, v in t.scenario_topic.options if v]
    assert topics
    t.scenario_topic.value = topics[0]
    some = [v for _, v in t.scenario_choice.options if v]
    assert 0 < len(some) < len(files) or len(topics) == 1
    # labels are words (titles), never a file name
    assert not any(label.endswith(".yaml") for label, _ in t.scenario_choice.options)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_no_offered_scenario_expects_a_refused_setup(game):
    """A file whose setup is meant to be refused has no position to show: offered in the menu
    it only fails to open (two were, before they were named bad_*)."""
    from tricklab import scenarios
    refused = [e.path.name for e in menu.scenario_index(game)
               if "setup_error" in scenarios.load(e.path).expect]
    assert not refused


def test_a_scenario_that_cannot_open_says_why_in_words_and_keeps_the_game(tmp_path, monkeypatch):
    """The packaged file that showed this is now a bad_* file (not offered), so a teacher's
    copy of it is chosen in the menu instead: the same refused setup, no position to show."""
    from tricklab import content, scenarios
    refused = next(p for p in scenarios.packaged("robotrick") if p.name.startswith("bad_rt035"))
    (tmp_path / "retail.yaml").write_text(refused.read_text("utf-8"), encoding="utf-8")
    monkeypatch.setenv(content.ENV, str(tmp_path))
    t = Table("robotrick", seed=4)
    t.hand_buttons[0].click()
    before = [str(a) for a in t.match.actions]
    sel = [v for _, v in t.scenario_choice.options if v.endswith("retail.yaml")]
    assert sel, "the retail-scoring scenario ends on a refusal with no position to show"
    t.scenario_choice.value = sel[0]
    t.scenario_button.click()
    text = plain(t.status.value)
    assert "could not be opened" in text and "stays as it was" in text
    assert not re.search(r"\b[A-Z]+_[A-Z_]+\b", text), text        # no raw code
    assert [str(a) for a in t.match.actions] == before


# -- finding 6 / deliverable 6: choices a learner understands ------------------------------------

def tricktakers_with(character):
    return Table("tricktakers", seed=3, characters=[character, "hermit", "king", "ninja"],
                 setup={"characters": {"Ann": character, "Bo": "hermit", "Cy": "king"}, "leader": "Ann"})


def until_form(t, limit=6):
    for _ in range(limit):
        if t._forms:
            return True
        legal = [i for i, h in enumerate(t.hand_buttons) if "tl-legal" in h._dom_classes]
        if not legal:
            return False
        t.hand_buttons[legal[0]].click()
    return bool(t._forms)


@pytest.mark.parametrize("character,title,slot,word", [
    ("strategist", "Stack your 5 trap cards", "trap 1", "a black card is caught"),
    ("time_traveler", "Predict this round's crowns", "gold crown 👑 goes to", "Bo"),
    ("phantom_thief", "Hand out your letters", "letter to Bo", "steal a gold crown"),
])
def test_multi_part_choices_are_small_forms_with_named_slots(character, title, slot, word):
    """Finding 6: a Strategist was shown 120 buttons "Trap order ABCDE…"; predictions and
    letters were lists of codes. Each is now one form: a menu per named slot, in words."""
    t = tricktakers_with(character)
    assert until_form(t)
    form, menus, ok = t._forms[0]
    assert form.title == title and menus[0].description == slot
    assert any(word in label for m in menus for label, _ in m.options)
    assert len([b for b in t.choice_box.children if b.layout.display != "none"]) <= 8
    n = len(t.match.actions)
    ok.click()                                   # the preset combination is an allowed one
    assert len(t.match.actions) > n and "tl-error" not in t.status.value


def test_a_combination_that_is_not_allowed_is_refused_in_words():
    t = tricktakers_with("strategist")
    assert until_form(t)
    form, menus, ok = t._forms[0]
    for m in menus:
        m.value = "A"                            # five times the same trap
    n = len(t.match.actions)
    ok.click()
    assert len(t.match.actions) == n and "not allowed" in plain(t.status.value).lower()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_no_wall_of_buttons_in_a_whole_game(game):
    """Never more than 8 choice buttons at once (more become one menu), in a whole game."""
    from test_widgets_generic import step
    t = Table(game, seed=3)
    for _ in range(600):
        if t.match.is_over():
            break
        assert len([b for b in t.choice_box.children if b.layout.display != "none"]) <= 8
        step(t)


def test_card_marks_are_explained_in_words():
    """Finding 6: superscripts such as ᵃ on the Alchemist's cards were unexplained; the felt's
    legend and each card's accessible name say what they mean."""
    t = Table("tricktakers", seed=3, characters=["alchemist", "hermit", "king", "ninja"],
              setup={"characters": {"Ann": "alchemist", "Bo": "hermit", "Cy": "king"}, "leader": "Ann"})
    marks = {x["mark"]: x["note"] for x in t.felt.scene["legend"]}
    assert marks.get("ᵃ") == "Alchemist deck card"
    assert any("Alchemist deck card" in c["label"] for c in t.felt.scene["hand"]["cards"])


# -- findings 10 and 11: words, not notation -----------------------------------------------------

NOTATION = re.compile(r"\b(?:10|[2-9AKQJT])[SHDC]\b|\bTrue\b|\bFalse\b|\b\d+\.0\b")


def test_history_and_undo_speak_in_words():
    t = Table("robotrick", seed=3)
    for i in (0, 1):
        t.hand_buttons[i].click()
    t.pass_button.click()
    legal = [i for i, h in enumerate(t.hand_buttons) if "tl-legal" in h._dom_classes]
    t.hand_buttons[legal[0]].click()
    t.undo_button.click()
    assert "Took back: Aki: " in plain(t.status.value)
    assert not NOTATION.search(plain(t.status.value)), plain(t.status.value)
    t.end_button.click()
    text = plain(t.history_html.value)
    assert not NOTATION.search(text), NOTATION.search(text)
    assert "♠" in text or "♥" in text
    t.set_lang("ja")
    assert "渡す" in plain(t.history_html.value) and not NOTATION.search(plain(t.history_html.value))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_japanese_lists_use_the_ideographic_comma(game):
    t = Table(game, seed=2, lang="ja")
    t.end_button.click()
    status = plain(t.status.value)
    assert "ゲーム終了" in status and ", " not in status


# -- finding 12: prompts never contradict the screen ---------------------------------------------

@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_prompt_asks_for_a_card_only_when_one_is_highlighted(game):
    from test_widgets_generic import step
    t = Table(game, seed=5)
    for _ in range(300):
        if t.match.is_over():
            break
        status = plain(t.status.value)
        highlighted = any("tl-legal" in h._dom_classes for h in t.hand_buttons)
        if "highlighted" in status:
            assert highlighted, status
        step(t)


@pytest.mark.parametrize("game", GAME_NAMES)
@pytest.mark.parametrize("lang, word", [("en", "highlighted"), ("ja", "光っている")])
def test_the_highlight_is_explained_once_and_as_what_a_click_does(game, lang, word):
    """"Your turn: play a highlighted card — Highlighted cards are legal" said it twice, and
    "legal to play" stood under a pass, a discard or a draft: the legend says what a click
    does (choose or play) and only what the prompt has not said."""
    from test_widgets_generic import step
    t = Table(game, seed=5, lang=lang)
    seen = set()
    for _ in range(300):
        if t.match.is_over():
            break
        if "tl-legend-text" in t.status.value:
            status = plain(t.status.value)
            assert status.count(word) <= 1, status
            legend = re.search(r"tl-legend-text[^>]*>([^<]*)<", t.status.value).group(1)
            plays = t.group is None and t.view.click_plays(t.match.state, t.hand_seat)
            keys = ("why_legend", "legal_legend") if plays else ("choose_legend",)
            assert legend in [t_(k, lang) for k in keys], (status, plays)
            seen.add(plays)
        step(t)
    assert True in seen, "a play was never asked for"


def test_changing_players_says_it_applies_to_the_next_game():
    t = Table("triatri", seed=4)
    t.players_choice.value = 2
    assert "next new game" in plain(t.status.value) and t.new_button.button_style == "warning"
    t.new_button.click()
    assert len(t.match.players) == 4 and t.new_button.button_style == ""


# -- deliverable 2: names for screen readers, AA contrast ----------------------------------------

@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_card_has_a_name_in_words_and_legible_ink(game):
    from tricklab.ui.scene import contrast, scene_zones
    for lang, legal_word in (("en", "legal"), ("ja", "出せる")):
        t = Table(game, seed=1, lang=lang, teacher=True)
        if not t.view.click_plays(t.match.state, t.hand_seat):   # a pick, a bid: chosen
            legal_word = {"en": "may be chosen", "ja": "選べる"}[lang]
        t.end_button.click() if game == "__none__" else None
        scene = t.felt.scene
        cards = list(scene["hand"]["cards"]) + [c for z in scene_zones(scene) for c in z["cards"]]
        for c in cards:
            assert c["label"].strip(), c
            if c["kind"] not in ("dark", "back"):
                paper = "#FFF8E6" if c["kind"] == "special" else "#FFFFFF"
                assert contrast(c["colour"], paper) >= 4.5, c
        for c in scene["hand"]["cards"]:
            assert c["legal"] == (legal_word in c["label"].split("、" if lang == "ja" else ", ")), c


def test_a_standard_card_is_named_as_a_person_would_say_it():
    t = Table("robotrick", seed=3)
    names = [c["label"] for c in t.felt.scene["hand"]["cards"]]
    # RoboTrick opens with the pass: a click chooses a card to pass, it plays none
    # the suit in words too: a screen reader read "♠ queen" as "black spade suit queen"
    assert any(re.fullmatch(r"(queen|king|jack|ace|\d+) of (spades|hearts|diamonds|clubs), "
                            r"(may be chosen|cannot be chosen now)", n) for n in names), names
    t.set_lang("ja")
    names = [c["label"] for c in t.felt.scene["hand"]["cards"]]
    assert any(re.fullmatch(r"(スペード|ハート|ダイヤ|クラブ)の(クイーン|キング|ジャック|エース|\d+)、(選べる|今は選べない)", n)
               for n in names), names


def test_the_tricktakers_header_names_a_trick_only_once_tricks_are_played():
    """While characters are chosen the header gave "trick 1/5 · lead colour none yet": it now
    names the round and its phase, and the trick with its lead colour once tricks start."""
    t = Table("tricktakers", seed=3)
    assert t.view.header(t.match.state, "en") == "Round 1/3 · character selection"
    assert t.view.header(t.match.state, "ja") == "第1/3ラウンド・キャラクター選択"
    while t.match.state.phase != "play":      # every seat takes its first legal action
        seat = t.match.to_act()[0]
        t.match.play(t.match.legal_actions(seat)[0])
    assert "trick 1/5" in t.view.header(t.match.state, "en")


@pytest.mark.parametrize("game, rid", [("tricktakers", "TT-061"), ("tricktakers_little", "LT-035")])
def test_the_berserkers_setup_is_seen_by_the_table(game, rid):
    """Everyone sees the Berserker discard the dealt hand and take from its own deck; only the
    cards taken are its own. The setup's one event was private, so the learner's step-through
    never cited the ruling and the tour only opened the file that lists it."""
    t = Table(game, seed=1)
    assert menu.tour_target(game, rid, t.viewer)[1] == "event"
    t.tour(rid)
    ev = t.stepper.current
    assert rid in ev.all_rulings() and "Berserker" in t.stepper.body.value
    assert ev.code == "BERSERKER_SETUP" and "cards" not in ev.params_for(t.viewer)   # none named


@pytest.mark.parametrize("game, rid, code, lang, words", [
    ("tricktakers", "TT-087", "RESERVATION_DELIVERED", "en", "which the other players may not see"),
    ("tricktakers_little", "LT-041", "COLLECTION_FACE_DOWN", "ja", "ほかのプレイヤーには見えず"),
    ("tricktakers", "TT-176", "HERMIT_EXCHANGE", "ja", "交換せずに"),
])
def test_the_tour_shows_the_moment_of_the_rulings_it_only_listed(game, rid, code, lang, words):
    """The tour opened these three scenarios at their end, citing nothing: the Collector's
    collection is hidden (TT-087, Little's LT-041) and the decision points (TT-176). It now
    lands where the cards go face down into a collection (a reserved card delivered, a trick
    the Collector won) and on the Hermit's exchange, a choice it may decline (TT-176's own
    example), in the learner's language. The collection's words name no card, for any seat."""
    t = Table(game, seed=1, lang=lang)
    assert menu.tour_target(game, rid, t.viewer)[1] == "event"
    t.tour(rid)
    ev = t.stepper.current
    body = plain(t.stepper.body.value)
    assert ev.code == code and rid in ev.all_rulings() and rid in body and words in body, body
    if code == "HERMIT_EXCHANGE":
        return
    said = ev.params if ev.code == "COLLECTION_FACE_DOWN" else \
        next(s.params for s in ev.steps if s.code == "COLLECTION_FACE_DOWN")
    assert ev.visible_to is None and not [v for v in said.values() if hasattr(v, "label")], said
    collector = ev.seat
    for seat in t.match.players:        # its collection stays its own to see
        assert bool(t.match.view(seat).taken[collector]) == (seat == collector), seat


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little"])
def test_the_hermit_is_told_it_may_decline_at_its_first_exchange_of_a_round(game):
    """Every exchange repeated TT-176's long list of decision points: it is said at the first
    exchange of each round only, and every round with an exchange says it once."""
    from tricklab.core.lookup import resolve
    from tricklab.core.simulate import random_playout
    rounds_told = []
    for seed in range(60):
        _, events = random_playout(resolve(game), seed)
        exchanges = [e for e in events if e.code == "HERMIT_EXCHANGE"]
        by_round: dict[tuple[str, int], list[int]] = {}
        for e in exchanges:
            by_round.setdefault((e.seat, e.params["round"]), []).append(
                sum(s.code == "HERMIT_MAY_DECLINE" for s in e.steps))
        for told in by_round.values():
            assert told[0] == 1 and sum(told) == 1, (seed, by_round)
            rounds_told.append(len(told))
    assert max(rounds_told) >= 3 and len(rounds_told) >= 10, rounds_told


@pytest.mark.parametrize("game, lang, legend", [
    ("robotrick", "en", "Highlighted cards may be chosen"),        # the pass of 2 cards
    ("tricktakers_kings", "ja", "光っているカードが選べるカードです"),   # the draft
    ("basic", "ja", "ほかのカードをクリックすると、出せない理由"),      # a play: said once
])
def test_the_first_decision_says_what_the_highlight_means(game, lang, legend):
    t = Table(game, seed=5, lang=lang)
    status = plain(t.status.value)
    assert legend in status, status
    if game == "basic":
        assert status.count("光っている") == 1, status


# -- UX audit: undo before the learner's first move, and what "took back" shows ------------------

@pytest.mark.parametrize("game", GAME_NAMES)
def test_undo_waits_for_the_learners_first_move(game):
    """Undo on the first screen took back the bots' opening moves (a pick, a pass): the table
    then waited for a bot that no longer moved. It is off until the learner has moved, and
    then takes back to the learner's own decision."""
    t = Table(game, seed=1)
    before = list(t.match.actions)
    assert t.undo_button.disabled
    t._guard(t.undo)
    assert t.match.actions == before
    for _ in range(200):                        # the learner's first move, then undo it
        if t.hand_seat in t.match.to_act():
            break
        t.session.advance() if not t.match.to_act() else t.play(t.match.legal_actions(t.match.to_act()[0])[0])
    seat = t.hand_seat
    assert seat in t.match.to_act()
    t.play(t.match.legal_actions(seat)[0])
    assert not t.undo_button.disabled
    t.undo_button.click()
    assert t.match.actions == before and seat in t.match.to_act()


@pytest.mark.parametrize("game, secret", [("robotrick", "pass"), ("triatri", "reveal")])
def test_took_back_names_only_what_the_learner_saw(game, secret):
    """"Took back: Ben: pass ♣Q, ♦A" told the learner the cards a bot passed in secret: a
    move the learner did not see is named by its verb alone, in the undo line and when a
    what-if starts a new line from before it."""
    t = Table(game, seed=1)
    hidden = [a for a in t.match.actions if a.seat != t.hand_seat and a.kind == secret]
    assert hidden, t.match.actions
    cards = [t.view.value_words(t.game.parse_card(c), "en") for a in hidden for c in a.args]
    said = t._seen_moves(t.match, range(len(t.match.actions)))
    assert all(f"{a.seat}: {secret}" in said for a in hidden) and not any(c in said for c in cards), said
    t.stepper.go(0)                             # "what if…?" from the very first moment
    t.play_from_here()
    shown = plain(t.status.value)
    assert hidden[0].seat in shown and not any(c in shown for c in cards), shown
    t.teacher_box.value = True                  # the teacher sees every card
    assert all(c in t._seen_moves(t.session.tree.branches["1"].match, range(len(hidden))) for c in cards)


def test_who_won_the_trick_is_said_and_read_out_after_the_learners_card():
    """The bots finished the trick and led the next in the instant of the learner's card:
    nothing said who won. The info line says it, and the screen reader's live region reads
    every card since the learner's, not only the last; a refused card is read out too."""
    t = Table("basic", seed=2)
    tricks = 0
    for _ in range(8):
        seat = t.hand_seat
        before = len(t.match.actions)
        t.play(t.match.legal_actions(seat)[0])
        won = [ev for k in range(before, len(t.match.actions)) for ev in t.match.events_of(k)
               if ev.kind == "trick_won"]
        heard = t.felt.scene["announce"]
        plays = [ev for k in range(before, len(t.match.actions)) for ev in t.match.events_of(k)
                 if ev.code.endswith("PLAYS") or ev.kind in ("action", "auto")]
        assert len([1 for ev in plays if ev.params.get("card") is not None]) <= heard.count(" plays "), heard
        if won:
            tricks += 1
            line = t.catalogue.explain(won[-1], "en").headline
            with t._spoken():                # read out with the cards in words ("ace of spades")
                said = t.catalogue.explain(won[-1], "en").headline
            assert line in plain(t.status.value) and said in heard, (line, said, heard)
    assert tricks >= 3
    for _ in range(20):                     # a moment with a card that may not be played
        bad = [i for i, c in enumerate(t._hand_cards)
               if c not in t.view.legal_cards(t.match.state, t.hand_seat)]
        if bad:
            break
        t.play(t.match.legal_actions(t.hand_seat)[0])
    t.click_card(bad[0])
    assert t.felt.scene["announce"].startswith("Not allowed"), t.felt.scene["announce"]


@pytest.mark.parametrize("game", ["basic", "tricktakers"])
def test_a_tour_stop_sets_the_game_aside_and_the_learner_gets_it_back(game):
    """"Show" on a tour stop replaced the game in progress without a word: the game (every
    line of it) is kept, and "Back to your game" brings it back as it was left."""
    t = Table(game, seed=2)
    for _ in range(60):                         # the learner's first moves
        seat = t.hand_seat
        if seat in t.match.to_act() and sum(a.seat == seat for a in t.match.actions) >= 2:
            break
        t.play(t.match.legal_actions(t.match.to_act()[0])[0])
    kept, lines = list(t.match.actions), len(t.session.branches)
    assert t.back_button.layout.display == "none"
    rid = sorted(menu.by_ruling(game))[0]
    t.tour(rid)
    assert t.match.actions != kept and t.back_button.layout.display == ""
    t.tour(sorted(menu.by_ruling(game))[1])      # a second stop keeps the same game aside
    t.back_button.click()
    assert t.match.actions == kept and len(t.session.branches) == lines
    assert t.back_button.layout.display == "none" and t.hand_seat in t.match.to_act()
    t.tour(rid)
    t.new_button.click()                        # a new game is a choice: nothing to go back to
    assert t.back_button.layout.display == "none"


def test_seats_choosing_at_once_are_not_all_marked_to_play():
    """RoboTrick's pass: Aki, Ben and Chie were each marked "▶ to play", as if it were three
    people's turn; several seats deciding at once are "choosing"."""
    t = Table("robotrick", seed=1, auto_bots=False)
    assert len(t.match.to_act()) == 3
    assert t.felt.scene["labels"]["to_act"] == "choosing"
    t = Table("basic", seed=1, auto_bots=False)
    assert t.felt.scene["labels"]["to_act"] == "to play"


@pytest.mark.parametrize("game", ["basic", "robotrick", "tricktakers"])
def test_the_hint_marks_its_card_on_the_felt(game):
    """"Play ♥2" named the card only in words: the hinted card is marked in the hand (and
    named so for a screen reader), until the next move."""
    t = Table(game, seed=4)
    for _ in range(80):
        if t.hand_seat in t.match.to_act() and t.view.legal_cards(t.match.state, t.hand_seat):
            h = t.view.hint(t.match, t.hand_seat)
            if h is not None and h.action.kind == t.view.card_verb(t.match.state, t.hand_seat):
                break
        t.play(t.match.legal_actions(t.match.to_act()[0])[0])
    t.hint_button.click()
    marked = [c for c in t.felt.scene["hand"]["cards"] if c.get("hinted")]
    assert marked and {c["code"] for c in marked} <= set(h.action.args), (marked, h.action)
    assert all("hint" in c["label"] for c in marked) and "tl-hint-text" in t.status.value
    t.play(h.action)
    assert not any(c.get("hinted") for c in t.felt.scene["hand"]["cards"])


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_switch_of_language_says_the_message_again_in_the_new_language(game):
    """A learner read a refusal or the scenario's line in English, pressed 日本語, and the
    message was gone (the language switch dropped it). The message still shown is said again
    in the new language: the scenario's line, a refusal, a hint."""
    t = Table(game, seed=1)
    rid = next(r for r in t.catalogue.rulings if menu.tour_target(game, r)[1] == "event")
    t.tour(rid)
    en = plain(t.message_html)
    assert en.strip().startswith(t_("scenario", "en")), en
    t.set_lang("ja")
    ja = plain(t.message_html)
    assert ja.strip().startswith(t_("scenario", "ja")) and ja != en, ja
    t.set_lang("en")
    assert plain(t.message_html) == en
    # one person at every seat, every hand open: play until a card may not be played
    t = Table(game, seed=1, hotseat=True, teacher=True)
    said = set()
    for _ in range(300):
        if t.match.is_over() or said == {"refusal", "hint"}:
            break
        hand = t.hand_buttons[:len(t._hand_cards)]
        bad = [b for b in hand if "tl-illegal" in b._dom_classes]
        if bad and "refusal" not in said:
            bad[0].click()
            assert t_("illegal", "en") in t.message_html
            t.set_lang("ja")
            assert t_("illegal", "ja") in t.message_html and t_("illegal", "en") not in t.message_html
            t.set_lang("en")
            said.add("refusal")
        if "hint" not in said:
            t.show_hint()
            if "tl-hint-text" in t.message_html:
                t.set_lang("ja")
                assert f"{t_('hint_is', 'ja')}：" in plain(t.message_html), t.message_html
                t.set_lang("en")
                assert f"{t_('hint_is', 'en')}:" in plain(t.message_html), t.message_html
                said.add("hint")
        # a learner's move: confirm a selection, else play a legal card, else the first choice
        legal = [b for b in hand if "tl-legal" in b._dom_classes and "tl-selected" not in b._dom_classes]
        choices = [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons
        submit = t.pass_button.layout.display != "none" and not t.pass_button.disabled
        selected = any("tl-selected" in b._dom_classes for b in hand)
        if submit:
            t.pass_button.click()
        else:
            (choices if selected and choices else legal or choices)[0].click()
    assert said == {"refusal", "hint"}, (said, t.status.value)


@pytest.mark.parametrize("game, name", [("triatri", "ta040_shared_victory.yaml"),
                                        ("trickgear", "tg052_draw.yaml")])
def test_a_shared_victory_names_its_winners_as_a_group(game, name):
    """"Winner: Ann, Bo." said one winner's label over two names; a shared victory reads
    "Winners: Ann and Bo." (Japanese 「勝者：Ann、Bo。」)."""
    from tricklab.scenarios import load, packaged
    path = next(p for p in packaged(game) if p.name == name)
    t = Table(game, auto_bots=False)
    t.load_scenario(load(path))
    assert t.match.is_over()
    won = plain(t.status.value.split("tl-winners", 1)[1])
    assert re.search(r"Winners: \w+ and \w+\.", won), won
    t.set_lang("ja")
    won = plain(t.status.value.split("tl-winners", 1)[1])
    assert re.search(r"勝者：\w+、\w+。", won), won


@pytest.mark.parametrize("lang, count", [("en", "{n} moves, from "), ("ja", "{n}手（")])
def test_a_what_if_from_long_ago_says_how_many_moves_it_took_back(lang, count):
    """"What if…?" from the first trick of a finished RoboTrick game said about 100 moves one
    by one ("Took back: Aki: pass ♦A, ♥A; Ben: ♦6; …", one paragraph of the status line): a
    long run is said as its count, its first moves and its last."""
    t = Table("robotrick", seed=3, lang=lang)
    t.end_button.click()                       # the bots finish the game
    t.stepper.go(1)
    keep = t._event_actions[1]
    n = len(t.match.actions) - keep
    assert n > Table.SAID_MOVES
    t.play_from_here()
    shown = plain(t.status.value)
    assert count.format(n=n) in shown and "…" in shown, shown
    named = shown.count(": " if lang == "en" else "：")
    assert named <= Table.SAID_MOVES, shown
