"""Seat boards on the felt (issue 11): each seat's score, tricks, character and components are
drawn in its seat from the viewer's own view, and the table sends a hidden tab nothing."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tricklab.games import GAMES
from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).resolve().parent / "conformance"))
from test_widgets_generic import step  # noqa: E402 - a learner's next click, as the tests make it


def boards(t: Table) -> dict[str, dict]:
    return {s["id"]: s["board"] for s in t.felt.scene["seats"]}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_player_has_a_board_with_its_main_figure_in_its_seat(game):
    t = Table(game, seed=2)
    for _ in range(12):
        if t.match.is_over():
            break
        step(t)
    for lang in ("en", "ja"):
        t.set_lang(lang)
        got = boards(t)
        for seat in t.match.players:
            b = got[seat]
            assert b is not None, (game, seat)
            assert sum(x["main"] for x in b["stats"]) == 1, b
            assert all(x["text"] and x["words"] for x in b["stats"]), b
            for text in (b["title"], *b["notes"], *(x["text"] for x in b["stats"])):
                assert text in t.felt_text


def test_a_board_counts_what_the_state_says():
    t = Table("basic", seed=4)
    while not any(t.match.state.tricks.values()):
        step(t)
    for seat, b in boards(t).items():
        n = t.match.state.tricks[seat]
        assert b["stats"][0]["text"] == (f"{n} trick" if n == 1 else f"{n} tricks")
        assert b["stats"][0]["words"] == f"tricks won: {n}"


def test_trickgear_boards_leave_the_panel_and_keep_a_reserve_hidden():
    t = Table("trickgear", seed=7, players=["Alice", "Bob"])
    while t.match.state.phase in ("select", "keep"):
        step(t)
    assert "tl-gear-board" not in t.panel.value and "LIFE" not in t.panel.value
    mine, theirs = boards(t)["Alice"], boards(t)["Bob"]
    assert mine["stats"][0]["text"].startswith("LIFE") and mine["detail"]     # skills folded away
    names = [t.view._char(m.char, "en") for m in t.match.state.p["Bob"].reserve]
    text = " ".join([theirs["title"], *theirs["notes"], *theirs["detail"]])
    assert names and not any(n in text for n in names), text
    assert any("face down" in n for n in theirs["notes"])
    assert any(t.view._char(m.char, "en") in " ".join(mine["notes"]) for m in t.match.state.p["Alice"].reserve)


def test_a_hidden_tab_is_drawn_when_shown_not_on_every_click():
    t = Table("basic", seed=4)
    assert t.tabs.selected_index == 0
    before = t._history_html.value
    step(t)
    assert t._history_html.value == before           # hidden: nothing drawn, nothing sent
    t.tabs.selected_index = 1
    assert t._history_html.value != before and "tl-history-table" in t._history_html.value
    shown = t._history_html.value
    step(t)
    assert t._history_html.value != shown            # shown: drawn on every click
    t.tabs.selected_index = 0
    step(t)
    assert "tl-score-table" in t.scores_html.value   # read from Python: brought up to date


def other_hands(t):
    """The titles of the hands lying face up in other seats of the felt."""
    return [z["title"] for s in t.felt.scene["seats"] if not s["me"] for z in s["zones"]
            if z["key"].startswith("hand-")]


def test_only_teacher_view_lays_the_other_hands_face_up_and_says_so():
    """Teacher view shows every hand and titles them so; hot-seat (several people at one
    screen) and a learner's seat show none: the other hands are not theirs to read."""
    for lang, word in (("en", "teacher view"), ("ja", "先生モード")):
        t = Table("triatri", seed=3, lang=lang, mode="play", teacher=True)
        titles = other_hands(t)
        assert titles and all(word in x for x in titles), titles
    for flags in ({}, {"hotseat": True}):
        t = Table("triatri", seed=3, mode="play", **flags)
        assert not other_hands(t), flags


def test_teacher_view_does_not_lay_an_open_hand_a_second_time():
    """The robot's hand lies face up for everyone; teacher view showed it again under it as
    "Hand (teacher view)", twelve more small cards in a narrow seat. The other hands still
    show."""
    t = Table("robotrick", seed=1, mode="play", teacher=True)
    robot = next(s for s in t.felt.scene["seats"] if s["id"] == "Robot")
    assert [len(z["cards"]) for z in robot["zones"]] == [12], [z["title"] for z in robot["zones"]]
    assert len(other_hands(t)) == 2, other_hands(t)


def test_hot_seat_curtain_covers_the_table_until_the_next_person_shows_it():
    """Between two people's turns the table is covered and still drawn as the person leaving
    sees it (none of the next hand's cards on the page); "Show …'s hand" turns it to the next
    person; the curtain speaks the table's language."""
    t = Table("triatri", seed=3, mode="play", hotseat=True)
    first = t.hand_seat
    assert t.curtain.layout.display == "none" and "tl-curtained" not in t._dom_classes
    step(t)
    nxt = t.session.curtain
    assert nxt and nxt != first and t.hand_seat == first
    assert t.curtain.layout.display == "" and "tl-curtained" in t._dom_classes
    assert t.felt.scene["hand"]["seat"] == first
    secret = {str(c) for c in t.view.hand(t.match.state, nxt)}
    assert secret and not secret & t.felt_codes, secret & t.felt_codes
    assert nxt in t.curtain_text.value and nxt in t.curtain_button.description
    t.set_lang("ja")
    assert f"{nxt}の番です。" in t.curtain_text.value and t.curtain_button.description == f"{nxt}の手札を表示"
    words = re.sub(r"<[^>]+>", "", t.curtain_text.value).replace(nxt, "")
    assert "先生モード" in words and not re.search(r"[A-Za-z]", words), words
    asked = t.felt.focus_hand
    t.curtain_button.click()
    assert t.session.curtain is None and t.hand_seat == nxt and "tl-curtained" not in t._dom_classes
    assert t.felt.focus_hand == asked + 1         # the keyboard goes on to the hand shown
    assert secret <= {c["code"] for c in t.felt.scene["hand"]["cards"]}
    step(t)                               # the second person plays: the curtain falls again
    assert t.session.curtain not in (None, nxt) and t.hand_seat == nxt
    t.curtain_undo.click()                # ... and take it back: the screen may have passed,
    assert len(t.match.actions) == 1      # so the curtain stays down for them, over no hand
    assert t.session.curtain == nxt and t.hand_seat == "" and not t.felt.scene["hand"]["cards"]
    t.curtain_button.click()
    assert t.session.curtain is None and t.hand_seat == nxt
    t.undo_button.click()                 # one further back: the first person's move
    assert not t.match.actions and t.session.curtain == first and t.hand_seat == nxt
    assert t.curtain_undo.layout.display == "none"      # nothing left to take back


def test_a_scenario_at_another_table_size_sets_the_players_menu_quietly():
    """tt101 at four seats loaded on a three-seat table: the players menu said 3 under a table
    of four. It now says 4, without the "applies to the next new game" note (nothing waits for
    a new game), and a new game keeps the four seats."""
    from tricklab.games.tricktakers.scenarios import __path__ as where
    t = Table("tricktakers", seed=1)
    assert t.players_choice.label == "3"
    t.load_scenario(Path(list(where)[0]) / "tt101_shadow_clone_four.yaml")
    assert len(t.match.players) == 4 and t.players_choice.label == "4"
    assert "New game" not in t.status.value and t.new_button.button_style != "warning"
    t.players_choice.label = "5"          # the learner's own change still gets the note
    assert "New game" in t.status.value


def test_a_click_counts_unless_the_hand_it_aimed_at_has_changed():
    """A click carries the version of the hand it was aimed at. A redraw of the same hand (a
    coach line, a refused card) keeps the version, so a click made meanwhile still plays; once
    a card is played the hand is new, and a second click aimed at the old one does nothing
    (it would play whatever card now sits at that place)."""
    t = Table("robotrick", seed=3)
    legal = [i for i, b in enumerate(t.hand_buttons) if "tl-legal" in b._dom_classes]
    aimed = t.felt.scene["v"]
    t.render()                                   # the same hand drawn again
    assert t.felt.scene["v"] == aimed
    before = len(t.match.actions)
    t.felt._on_msg(t.felt, {"type": "card", "index": legal[0], "v": aimed})
    t.felt._on_msg(t.felt, {"type": "card", "index": legal[1], "v": aimed})
    assert len(t.selected) == 2 or len(t.match.actions) > before     # both clicks counted
    if t.selected:
        t.pass_button.click()                    # the opening pass of two cards
    assert len(t.match.actions) > before and t.felt.scene["v"] != aimed
    after = len(t.match.actions)
    stale = next(i for i, b in enumerate(t.hand_buttons) if "tl-legal" in b._dom_classes)
    t.felt._on_msg(t.felt, {"type": "card", "index": stale, "v": aimed})
    assert len(t.match.actions) == after and not t.selected


def test_a_character_choice_is_offered_right_under_the_character_cards():
    """Tricktakers' selection screen: 15 character cards above the table, and the menu that
    names them was under the felt, a screen away. While a character is chosen the menu sits
    right under the cards; once play starts it is back under the felt (moved, never in two
    places). Games without such a choice never move it."""
    t = Table("tricktakers", seed=1, card_set="all")
    assert t.match.state.phase == "select" and "tl-characters" in t.panel.value
    # the panel, the choice and the panel's notes are one block (on a low projector the cards
    # stand beside the felt, the choice and the notes under it)
    assert t._pick_box.children == (t.panel, t.decide_box, t.panel_notes) and t._pick_box in t.children
    assert t.panel_notes.value == "" and t.panel_notes.layout.display == "none"
    assert t.form_box in t.decide_box.children and t.form_box not in t._play_box.children
    assert t.form_box.children                      # the menu is there, with its rows
    t.end_button.click()
    assert t.form_box in t._play_box.children and t.decide_box.children == ()
    r = Table("robotrick", seed=1)
    assert r.decide_box.children == () and r.form_box in r._play_box.children
    # TRicK GEAR's lines of what each player drafted are the panel's notes, not its cards
    g = Table("trickgear", seed=1)
    assert "Alice drafted: " in g.panel_notes.value and g.panel_notes.layout.display == ""
    assert "drafted" not in g.panel.value
    # before a seat's first pick its line says so ("drafted: —" read as a value left out)
    h = Table("trickgear", seed=1, auto_bots=False, hotseat=True)
    assert h.match.state.phase == "select" and "—" not in h.panel_notes.value
    assert all(f"{s} has drafted no character yet" in h.panel_notes.value for s in h.match.players)
    seat = h.match.to_act()[0]
    h.match.play(h.match.legal_actions(seat)[0])
    h.render()
    assert f"{seat} drafted: " in h.panel_notes.value, h.panel_notes.value


def test_a_decision_that_is_not_a_card_is_offered_right_under_the_felt():
    """TriATri's lead declares a gem colour with buttons. They lay under the careful player's
    notes, below a 1280x720 screen; now they come right under the felt, before those notes."""
    t = Table("triatri", seed=1)
    legal = [i for i, b in enumerate(t.hand_buttons) if "tl-legal" in b._dom_classes]
    t.click_card(legal[0])                       # the start-player reveal; Ann then leads
    assert {a.kind for a in t.match.legal_actions("Ann")} == {"gem"}, t.status.value
    kids = t._play_box.children
    assert kids[:3] == (t.felt, t._choice_row, t.form_box) and kids[-1] is t.careful
    assert t.choice_box.children                 # the three gems' buttons are there
    t.end_button.click()                         # still so once the game is over
    assert t._play_box.children[:2] == (t.felt, t._choice_row)


def rendered(t: Table) -> str:
    """Every string the table's widgets hold (text, names, tooltips, menus) and the felt's
    scene: all the page may draw or read out, hidden parts included (not the menus of
    prepared scenarios and tour stops, whose titles name cards whatever the position)."""
    import json
    import ipywidgets as W
    out, todo = [json.dumps(t.felt.scene, ensure_ascii=False)], [t]
    seen = {id(t.scenario_choice), id(t.tour_choice)}
    while todo:
        w = todo.pop()
        if id(w) in seen or not isinstance(w, W.Widget):
            continue
        seen.add(id(w))
        for name in ("value", "description", "tooltip", "placeholder"):
            v = getattr(w, name, None)
            if isinstance(v, str):
                out.append(v)
        out += [str(o) for o in getattr(w, "options", ()) or ()]
        todo += list(getattr(w, "children", ()) or ())
    return "\n".join(out)


def assert_no_hand_under_curtain(t: Table, secret_seat: str, secret: list) -> None:
    """The curtain is down for ``secret_seat`` and nothing of the cards ``secret`` (its hand,
    passed cards included) is in the table's rendered output."""
    text = rendered(t)
    named = [w for c in secret for w in (str(c.label), t.view.face(c, t.lang).name) if w in text]
    assert not named, named
    assert not {str(c) for c in secret} & t.felt_codes, {str(c) for c in secret} & t.felt_codes
    assert not t.felt.scene["hand"]["cards"] and not any(s["me"] for s in t.felt.scene["seats"])
    assert t.session.curtain == secret_seat
    assert t.curtain.layout.display == "" and "tl-curtained" in t._dom_classes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_hot_seat_undo_from_the_curtain_keeps_the_hand_covered(lang, monkeypatch):
    """RoboTrick: Aki passes two cards, the curtain asks for Ben, and "Undo" is pressed on it,
    perhaps by Ben already at the screen: the table showed Aki's whole hand face up and
    "Took back: Aki: pass ♠Q, ♠7". The curtain now stays down for Aki, over no one's hand,
    the took-back line names no passed card, and only "Show Aki's hand" shows it."""
    t = Table("robotrick", seed=1, mode="play", hotseat=True, lang=lang)
    aki = t.hand_seat
    hand = list(t.view.hand(t.match.state, aki))
    legal = [i for i, c in enumerate(t._hand_cards) if c in t.view.legal_cards(t.match.state, aki)]
    for i in legal[:2]:
        t.hand_buttons[i].click()
    t.pass_button.click()
    ben = t.session.curtain
    assert ben and ben != aki
    undo_words = {"en": f"↶ {aki}: take back my move", "ja": f"↶ {aki}：今の一手を取り消す"}
    assert t.curtain_undo.description == undo_words[lang]       # the mover presses it
    focused = []
    monkeypatch.setattr(t.curtain_button, "focus", lambda: focused.append(1))
    t.curtain_undo.click()
    assert not t.match.actions
    assert_no_hand_under_curtain(t, aki, hand)
    assert focused, "the keyboard was not sent to the curtain's Show button"
    head = {"en": f"A move was taken back. {aki} to play: pass the screen to {aki}.",
            "ja": f"一手を取り消しました。{aki}の番です。画面を{aki}に渡してください。"}
    assert head[lang] in t.curtain_text.value
    assert t.curtain_button.description == {"en": f"Show {aki}'s hand", "ja": f"{aki}の手札を表示"}[lang]
    took = {"en": f"Took back: {aki}: pass", "ja": f"戻しました：{aki}：渡す"}
    assert took[lang] in t.status.value, t.status.value
    t.set_lang("ja" if lang == "en" else "en")          # a language switch lifts nothing
    assert_no_hand_under_curtain(t, aki, hand)
    t.curtain_button.click()                            # Aki takes the screen and asks
    assert t.session.curtain is None and t.hand_seat == aki
    assert {str(c) for c in hand} == {c["code"] for c in t.felt.scene["hand"]["cards"]}


def first_play(t: Table) -> None:
    """Hot-seat: the people move (each showing their hand) until one plays a card and the
    curtain falls for the next one."""
    for _ in range(60):
        if t.session.curtain is not None:
            t.curtain_button.click()
        before = len(t.match.actions)
        step(t)
        if len(t.match.actions) > before and t.match.actions[-1].kind == "play" \
                and t.session.curtain is not None:
            return
    raise AssertionError("no card was played")


@pytest.mark.parametrize("game", ["tricktakers", "triatri"])
def test_hot_seat_undo_of_a_card_from_the_curtain_keeps_every_hand_covered(game):
    """A card played, the curtain down for the next person, "Undo" pressed on it: the
    table showed the mover's hand to whoever held the screen. It stays covered for the mover,
    with neither the mover's hand nor the next person's on the page."""
    t = Table(game, seed=2, mode="play", hotseat=True)
    first_play(t)
    mover, nxt = t.match.actions[-1].seat, t.session.curtain
    assert t.curtain_undo.description == f"↶ {mover}: take back my move"
    t.curtain_undo.click()
    hand = list(t.view.hand(t.match.state, mover))
    assert_no_hand_under_curtain(t, mover, hand)
    assert_no_hand_under_curtain(t, mover, list(t.view.hand(t.match.state, nxt)))
    assert f"Took back: {mover}: play<" in t.status.value, t.status.value   # no card named
    t.set_lang("ja")
    assert_no_hand_under_curtain(t, mover, hand)
    t.curtain_button.click()
    assert t.hand_seat == mover and t.felt.scene["hand"]["cards"]


def test_a_new_game_or_another_line_under_the_curtain_keeps_it_down():
    """What else can be pressed while the curtain is down (a new game, the line chooser, a
    prepared scenario) changed the game and lifted the curtain on the learner's hand or the
    line's mover."""
    t = Table("robotrick", seed=1, mode="play", hotseat=True)
    aki = t.hand_seat
    while t.session.curtain is None:            # Aki's pass: two cards, then "Pass"
        step(t)
    assert t.session.curtain != aki
    t.new_game(5)
    assert_no_hand_under_curtain(t, aki, list(t.view.hand(t.match.state, aki)))
    t.curtain_button.click()
    first_play(t)                    # a second line, from before the first card
    t.stepper.pos = 0
    t.play_from_here()               # (under the curtain: the step-through is hidden there)
    seat = t.session.curtain
    assert seat is not None and t.session.screen == ""
    assert_no_hand_under_curtain(t, seat, list(t.view.hand(t.match.state, seat)))
    t.curtain_button.click()
    line = t.session.branch
    first_play(t)
    assert t.session.curtain is not None and len(t.session.branches) > 1
    old = next(b.name for b in t.session.branches if b.name != line)
    t.branch_choice.value = old
    assert t.session.branch == old and t.session.curtain is not None
    assert t.session.screen == ""                 # nobody's hand: the curtain waits
    seat = t.session.curtain
    assert_no_hand_under_curtain(t, seat, list(t.view.hand(t.match.state, seat)))
    from tricklab import scenarios
    path = next(p for p in scenarios.packaged("robotrick") if "rt011" in p.name)
    t.load_scenario(path)                         # a prepared position: no one's hand either
    seat = t.session.curtain
    assert seat is not None and t.session.screen == ""
    assert_no_hand_under_curtain(t, seat, list(t.view.hand(t.match.state, seat)))
