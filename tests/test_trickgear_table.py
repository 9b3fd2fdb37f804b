"""TRicK GEAR through the real table widgets: full games by clicks (en, ja, 2 and 3 players),
the worked round of spec section 7 clicked for both seats, skill costs paid by selecting cards,
the keep step, declarations, and what must stay hidden. Clicks are programmatic. One person
clicks for both seats as a teacher would: hot-seat in teacher view, so no curtain falls between
the two seats' turns."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tricklab.core.view import CardGroup
from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from test_widgets_generic import PRINTED, english_in, shown_choices, step, visible_labels  # noqa: E402

WORKED = {"teams": {"Alice": ["blade", "sage", "fury"], "Bob": ["volt", "bastion", "dealer"]},
          "hands": {"Alice": ["9S", "4S", "8S", "2H", "3C"], "Bob": ["7D", "QC", "3D", "5H", "6C"]}}


def click_card(t, text):
    i = [str(c) for c in t._hand_cards].index(text)
    t.hand_buttons[i].click()


def click_choice(t, start):
    hits = [b for b in shown_choices(t) if b.description.startswith(start)]
    assert hits, [b.description for b in shown_choices(t)]
    hits[0].click()


def play_to_the_end(t, limit=3000):
    longest = 0
    for _ in range(limit):
        if t.match.is_over():
            return longest
        longest = max(longest, len(shown_choices(t)))
        step(t)
        assert "tl-error" not in t.status.value, re.sub("<[^>]+>", " ", t.status.value)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang,n", [("en", 2), ("ja", 3)])
def test_a_full_game_by_clicks_names_the_winner(lang, n):
    t = Table("trickgear", seed=4, lang=lang, players=["Alice", "Bob", "Cara"][:n])
    longest = play_to_the_end(t)
    assert longest <= 8                              # never a wall of buttons
    outcome = t.game.outcome(t.match.state)
    assert outcome and all(w in t.status.value for w in outcome.winners)
    assert ("勝者" if lang == "ja" else "Game over") in t.status.value
    assert "<svg" in t.scores_html.value             # life per round is charted
    # ...under a title that says so (it said "Scores" over LIFE counts)
    assert ("LIFE left" if lang == "en" else "残りのライフ") in t.scores_html.value


def test_japanese_labels_through_a_whole_game():
    t = Table("trickgear", seed=6, lang="ja", players=["Alice", "Bob"])
    for _ in range(3000):
        # JOKER is the card's printed name, as the game's Japanese rules write it (第3のJOKER)
        assert not english_in(visible_labels(t), t) - PRINTED, t.status.value
        if t.match.is_over():
            break
        step(t)
    assert t.match.is_over()
    for p in ("セットフェイズ", "ライフ", "山札", "捨て札"):
        assert p in t.panel.value + t.felt_text + t.header.value or t.match.state.round > 0


def test_draft_then_keep_three_by_clicking_characters():
    t = Table("trickgear", seed=3, players=["Alice", "Bob"])
    assert "tl-gear-char" in t.panel.value and "our starter characters" in t.panel.value
    picks = 0
    while t.match.state.phase == "select":
        st = t.match.state
        if t.hand_seat in t.match.to_act():
            # the revealed characters lie in the hand row, in the order they were revealed,
            # and a click takes one: no button list
            assert shown_choices(t) == []
            names = [st.chars.get(c).name["en"] for c in dict.fromkeys(st.revealed)]
            assert [c.label for c in t._hand_cards] == names
            assert all("tl-legal" in b._dom_classes for b in t.hand_buttons[:len(names)])
            assert "Revealed characters: click one to take it" in t.felt_text
            panel = [m for m in re.findall(r"<b>([^<]+)</b> ·", t.panel.value)]
            assert panel[:len(names)] == names           # the set shows them first too
            taken, before = list(dict.fromkeys(st.revealed))[-1], len(st.p["Alice"].drafted)
            t.hand_buttons[len(names) - 1].click()
            assert t.match.state.p["Alice"].drafted[before] == taken
            picks += 1
        else:
            step(t)
    assert picks >= 2
    assert t.match.state.phase == "keep" and t.view.select_count(t.match.state, "Alice") == 3
    # the set shows Alice's own characters (the ones to keep) plainly, the others dimmed
    mine = {t.match.state.chars.get(c).name["en"] for c in t.match.state.p["Alice"].drafted}
    cards = re.findall(r"<div class='tl-gear-char' style='([^']*)'><b>([^<]+)</b>", t.panel.value)
    assert {n for _, n in cards} > mine
    assert all(("opacity" in style) == (name not in mine) for style, name in cards), cards
    tokens = list(t._hand_cards)
    assert len(tokens) == 4 and all(f"tl-legal" in b._dom_classes for b in t.hand_buttons[:4])
    t.set_lang("ja")
    assert "獲得したキャラクター：残す3人をクリック" in t.felt_text
    for i in (2, 0):
        t.hand_buttons[i].click()
    # the selection is a Japanese list (it read 「選択中：フューリー セージ」)
    ja = [t._hand_cards[i].label for i in (2, 0)]
    assert f"選択中：{ja[0]}、{ja[1]}<" in t.message_html, t.message_html
    t.set_lang("en")
    t.hand_buttons[3].click()
    assert t.pass_button.description.startswith("Keep these 3")
    t.pass_button.click()
    kept = next(a for a in t.match.actions if a.kind == "keep" and a.seat == "Alice")
    assert list(kept.args) == [tokens[2].cid, tokens[0].cid, tokens[3].cid]
    t.set_lang("ja")
    assert "スターターキャラクター（公式カードではありません）" in t.panel.value


def test_the_worked_round_clicked_for_both_seats():
    """Spec section 7, every action a click: set, raise by clicking a face card, Overdrive and
    Short Circuit by their buttons (one payment each), pass, pass, refill."""
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=WORKED, hotseat=True, teacher=True)
    click_card(t, "9S")
    assert t.hand_seat == "Bob" and "field" in t.felt_zones
    click_card(t, "7D")
    f = t.match.facts()
    assert f["field"] == {"Alice": 9, "Bob": 7} and f["actor"] == "Bob"
    assert "Bob = 7" in t.felt_text and "Alice = 9" in t.felt_text
    click_card(t, "QC")                               # a face card: a raise
    assert t.match.facts()["rate"] == 2 and "Rate area · rate 2" in t.felt_text
    click_choice(t, "Overdrive ♠♠: Charge +2 · pay ♠4, ♠8")
    assert t.match.facts()["field"]["Alice"] == 11 and "cost-Alice" in t.felt_zones
    click_choice(t, "Short Circuit ♦ on Alice")
    assert t.match.facts()["field"] == {"Alice": 10, "Bob": 8}
    click_choice(t, "Pass")
    click_choice(t, "Pass")
    f = t.match.facts()
    assert f["last_winner"] == "Alice" and f["life"] == {"Alice": 6, "Bob": 4}
    assert "Alice wins at rate 2: Bob took 2 damage" in t.felt_text
    click_choice(t, "Keep my hand")
    click_choice(t, "Keep my hand")
    f = t.match.facts()
    assert f["round"] == 2 and f["phase"] == "set" and f["hand_sizes"] == {"Alice": 5, "Bob": 5}
    expl = t.stepper.body.value
    assert "TG-" in expl


def test_a_skill_with_several_payments_is_paid_by_selecting_cards():
    setup = {**WORKED, "hands": {"Alice": ["9S", "4S", "8S", "KS", "3C"], "Bob": ["7D", "2C", "3D", "5H", "6C"]}}
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=setup, hotseat=True, teacher=True)
    click_card(t, "9S")
    click_card(t, "7D")
    click_choice(t, "Pass")                           # Bob acts first (7 < 9)
    click_choice(t, "Overdrive")
    assert isinstance(t.group, CardGroup) and t.pass_button.disabled
    assert {str(c) for c in t.group.cards} == {"4S", "8S", "KS"}
    click_card(t, "3C")                               # not a payment: refused, nothing changes
    assert "tl-error" in t.status.value and t.match.facts()["charge"]["Alice"] == 0
    click_card(t, "KS")                               # a face card pays ♠♠ alone (TG-024)
    assert not t.pass_button.disabled
    t.pass_button.click()
    assert t.match.actions[-1].args == ("overdrive", "pay", "KS")
    assert t.match.facts()["field"]["Alice"] == 11


def test_a_number_card_cannot_raise_and_says_why():
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=WORKED, hotseat=True, teacher=True)
    click_card(t, "9S")
    click_card(t, "7D")
    n = len(t.match.actions)
    click_card(t, "5H")
    assert "tl-error" in t.status.value and "TG-021" in t.status.value
    assert len(t.match.actions) == n


def test_mirage_new_field_card_is_clicked_first():
    setup = {"teams": {"Alice": ["aqua", "sage", "fury"], "Bob": ["volt", "bastion", "dealer"]},
             "hands": {"Alice": ["9H", "KD", "2H", "4H", "3C"], "Bob": ["10D", "QC", "3D", "5H", "6C"]}}
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=setup, hotseat=True, teacher=True)
    click_card(t, "9H")
    click_card(t, "10D")
    click_choice(t, "Mirage")                         # Alice (9) acts first
    click_card(t, "KD")
    click_card(t, "2H")
    t.pass_button.click()
    assert t.match.actions[-1].args == ("mirage", "with", "KD", "pay", "2H")
    assert t.match.facts()["field"]["Alice"] == 13


def test_a_single_joker_declares_from_a_short_list_with_the_crash():
    setup = {"teams": WORKED["teams"], "hands": {"Alice": ["JK1", "4S", "8S", "2H", "3C"],
                                                 "Bob": ["10D", "QC", "3D", "5H", "6C"]}}
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=setup, hotseat=True, teacher=True)
    click_card(t, "JK1")
    click_card(t, "10D")
    labels = [b.description for b in shown_choices(t)]
    assert 2 <= len(labels) <= 8 and labels[0].startswith("Declare ♠K")
    assert any("crash with Bob (10)" in x for x in labels)
    click_choice(t, "Declare ♠K")
    assert t.match.facts()["field"]["Alice"] == 13 and "→♠K" in t.felt_text


def test_nothing_hidden_reaches_the_page():
    """Others' hands, set cards, reserve and life cards stay hidden; the learner's own set card
    shows only to the learner."""
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=WORKED)
    bob = t.match.state.p["Bob"]
    page = t.panel.value + t.felt_text + t.header.value
    assert "Bastion" not in page and "Dealer" not in page          # Bob's reserve
    assert "reserve: 2 face down" in page
    for c in bob.hand + bob.life:                   # Bob's hand and life cards
        assert f"title='{c}'" not in page and str(c) not in t.felt_codes
    click_card(t, "9S")                             # Bob (a bot) has set too: all revealed
    assert t.match.state.phase != "set" or "9S" in t.felt_codes


def test_a_bots_set_card_is_face_down_until_the_reveal_but_not_for_the_teacher():
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=WORKED)
    assert "Bob" not in t.match.to_act()            # the bot has set already
    card = t.match.state.secret.chosen["Bob"][0]
    assert str(card) not in t.felt_codes and "Bob: set" in t.felt_text
    t.teacher_box.value = True
    assert str(card) in t.felt_codes
    t.teacher_box.value = False
    click_card(t, "9S")                             # both set: revealed together
    assert str(card) in t.felt_codes and "Bob = " in t.felt_text


@pytest.mark.parametrize("lang,ability,both", [("en", "Iron Wall (ability): ", "both copies taken by Alice"),
                                               ("ja", "（能力）：", "Aliceが2枚とも獲得")])
def test_the_character_set_names_an_ability_and_two_copies_held_by_one_player(lang, ability, both):
    """The set shown while drafting: an ability reads "Iron Wall (ability): ..." and
    「アイアンウォール（能力）：…」 (not 「(能力): 」), and a player who drafted both copies of a
    character (3 players use two copies of the set) is named once with the count (the card
    read "taken by Alice · taken by Alice")."""
    t = Table("trickgear", players=["Alice", "Bob", "Cara"], lang=lang)
    st = t.match.state
    view = t.view
    drafted = st.p["Alice"].drafted
    drafted[:] = ["blade", "blade"]
    panel = view.panel(st, "Alice", lang)
    assert ability in re.sub("<[^>]+>", "", panel), panel
    assert both in panel and panel.count(lang == "en" and "taken by Alice" or "Aliceが") == 1, panel
    assert "(能力)" not in panel


def test_the_character_set_says_when_it_holds_two_copies_of_each_character():
    """3 or 4 players draft from two copies of the set (spec 3.2): the set showed one card per
    character, so "Aqua · revealed · taken by Cara" read as a contradiction."""
    assert "<b>Character set (two copies of each character)</b>" in Table("trickgear", seed=1).panel.value
    t = Table("trickgear", seed=1, players=["Alice", "Bob"], lang="ja")
    assert "<b>キャラクターセット</b>" in t.panel.value
    t = Table("trickgear", seed=1, lang="ja")
    assert "<b>キャラクターセット（各キャラクター2枚）</b>" in t.panel.value


def round_result(setup, actions, lang):
    """The note of the round that just ended, as the felt shows it (``_last_zone``)."""
    from tricklab import new_match
    from tricklab.games.trickgear.view import VIEW
    m = new_match("trickgear", ["Alice", "Bob"], seed=1, setup=setup)
    for a in actions:
        m.play(a)
    zone = next(z for z in VIEW.zones(m.state, None, lang) if z.key == "last")
    return zone.note


RAISE_TO_3 = ["Alice set 9S", "Bob set 7D", "Bob pass", "Alice raise QH", "Bob pass",
              "Alice raise KH", "Bob pass", "Alice pass"]


def test_the_round_result_says_the_damage_knocked_the_loser_out():
    """Bob's last character leaves from the rate damage: the winner was not alone, Bob took the
    damage (the note counted who was present after the damage)."""
    setup = {"teams": {"Alice": ["blade"], "Bob": ["volt"]}, "life": {"Bob": 2},
             "hands": {"Alice": "9S QH KH 6H 7C".split(), "Bob": "7D 4C 5C 6C 8H".split()}}
    en, ja = (round_result(setup, RAISE_TO_3, lang) for lang in ("en", "ja"))
    assert en.endswith("Alice wins at rate 3: Bob took 3 damage and left"), en
    assert ja.endswith("Aliceの勝ち（レート3）：Bobは3ダメージで退場"), ja
    assert "only one" not in en and "だけが残り" not in ja


def test_the_round_result_says_iron_wall_took_less_than_the_rate():
    setup = {"teams": {"Alice": ["blade"], "Bob": ["bastion"]},
             "hands": {"Alice": "9S QH KH 6H 7C".split(), "Bob": "7D 4C 5C 6C".split()}}
    en, ja = (round_result(setup, RAISE_TO_3, lang) for lang in ("en", "ja"))
    assert en.endswith("Alice wins at rate 3: Bob took 2 damage (Iron Wall)"), en
    assert ja.endswith("Aliceの勝ち（レート3）：Bobは2ダメージ（アイアンウォール）"), ja


def test_the_round_result_of_a_winner_left_alone_says_no_damage():
    """Fury's Strike takes Bob's last life in the action phase (TG-038): nobody takes damage."""
    setup = {"teams": {"Alice": ["fury"], "Bob": ["volt", "sage"]}, "life": {"Bob": 1},
             "hands": {"Alice": "2H 4S 5S 6S".split(), "Bob": "7D 4C 5C 6C 8H".split()}}
    note = round_result(setup, ["Alice set 2H", "Bob set 7D", "Alice skill strike on Bob pay 4S 5S 6S"], "en")
    assert note.endswith("Alice is the only one present: no damage"), note


@pytest.mark.parametrize("lang,said", [
    ("en", "To redraw, first choose to redraw with the button below, then click the cards you discard"),
    ("ja", "引き直すには、先に下のボタンで引き直しを選んでから、捨てるカードをクリックしてください。")])
def test_a_card_clicked_during_the_mulligan_says_how_to_redraw(lang, said):
    """A hand card clicked during the mulligan is refused with what the mulligan asks for (it
    said "Alice cannot set now", an action nobody had asked for), in the table's words."""
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup={**WORKED, "phase": "mulligan"},
              lang=lang)
    t.hand_buttons[0].click()
    assert said in t.message_html and "TG-008" in t.message_html, t.message_html
    assert "set" not in re.sub("<[^>]+>", " ", t.message_html).split("TG-008")[0].lower()
    assert "セット" not in t.message_html and "「set」" not in t.message_html


def clicked_in(setup, actions, card, lang="en"):
    """The table after ``actions``, then a click on ``card`` in the hand row of the seat to act."""
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=setup, hotseat=True,
              teacher=True, lang=lang)
    for a in actions:
        t.play(a)
    n = len(t.match.actions)
    click_card(t, card)
    return t, n


CRASH_AT_1 = {"teams": {"Alice": ["blade"], "Bob": ["sage", "bastion", "volt"]}, "life": {"Bob": 1},
              "hands": {"Alice": ["9S", "4H", "5H", "6H", "7C"], "Bob": ["9D", "3C", "4C", "5C", "6C", "7C"]}}


@pytest.mark.parametrize("setup,actions,card,said,ruling", [
    # the cleanup's hand step: discard with the button first
    (WORKED, ["Alice set 9S", "Bob set 7D", "Bob pass", "Alice pass", "Alice refill"], "QC",
     "To discard before drawing, first choose to discard with the button below", "TG-050"),
    # above HAND after a new entry (TG-048): at least 2 of Bob's 6 cards
    ({**CRASH_AT_1, "teams": {"Alice": ["blade"], "Bob": ["sage", "bastion"]}},
     ["Alice set 9S", "Bob set 3C", "Bob pass", "Alice pass", "Alice refill"], "4C",
     "You hold more than HAND 4: first choose to discard with the button below, then click at "
     "least 1 card to discard", "TG-048"),
    # the entry comes before the hand (TG-045)
    (CRASH_AT_1, ["Alice set 9S", "Bob set 9D", "Alice refill"], "3C",
     "First choose the character who enters with the buttons below", "TG-045"),
    # a JOKER's declaration takes no hand card (TG-010)
    ({"teams": WORKED["teams"], "hands": {"Alice": ["JK1", "4S", "8S", "2H", "3C"],
                                          "Bob": ["10D", "QC", "3D", "5H", "6C"]}},
     ["Alice set JK1", "Bob set 10D"], "4S",
     "A hand card plays no part in the declaration", "TG-010")])
def test_a_card_clicked_in_a_step_of_buttons_says_what_that_step_asks(setup, actions, card, said, ruling):
    """Finding: a click in the cleanup was refused as "cannot set" (in Japanese 「セットする」),
    an action the step does not ask for; each step chosen with buttons says how it is done."""
    t, n = clicked_in(setup, actions, card)
    text = re.sub("<[^>]+>", " ", t.message_html)
    assert said in text and ruling in text, text
    assert "cannot set" not in text and "raise" not in text
    assert len(t.match.actions) == n


def test_a_card_clicked_during_insight_is_the_discard_insight_asks_for():
    """While the status says "Insight: click the card you discard", every hand card is
    highlighted and a click discards it (the audit's 'cannot raise' came from the action
    phase after it)."""
    setup = {"teams": {"Alice": ["sage"], "Bob": ["volt"]},
             "hands": {"Alice": ["4S", "3D", "5H", "6H", "8C", "9C"], "Bob": ["10D", "3C", "5C", "6C", "8H"]}}
    t = Table("trickgear", seed=7, players=["Alice", "Bob"], setup=setup, hotseat=True, teacher=True,
              lang="ja")
    for a in ["Alice set 4S", "Bob set 10D", "Alice skill insight pay 3D"]:
        t.play(a)
    st = t.match.state
    assert st.phase == "discard" and "インサイト：捨てるカードをクリック" in t.status.value
    assert t.view.card_verb(st, "Alice") == "discard"
    assert set(t.view.legal_cards(st, "Alice")) == set(st.p["Alice"].hand)
    click_card(t, "5H")
    assert t.match.actions[-1].kind == "discard" and t.match.actions[-1].args == ("5H",)
    assert "tl-error" not in t.message_html


def test_a_refusal_in_the_cleanup_and_the_action_phase_lists_what_the_phase_takes():
    from tricklab import new_match
    from tricklab.core.actions import Action
    from tricklab.games.trickgear import GAME
    from tricklab.games.trickgear.view import VIEW
    m = new_match("trickgear", ["Alice", "Bob"], seed=7, setup=WORKED)
    m.play("Alice set 9S"), m.play("Bob set 7D")
    said = {lang: GAME.catalogue.explain(GAME.explain_illegal(m.state, Action("Bob", "refill")), lang).headline
            for lang in ("en", "ja")}
    assert said["en"] == "Bob cannot refill now: this is the time to use the skill, raise, pass."
    assert said["ja"] == "Bobは今「補充する」ことはできません。今できるのは「スキルを使う、レイズする、パスする」ことです。"
    # TRicK GEAR's pass is a turn's pass, not core's passing of cards (「渡す」)
    assert VIEW.action_words(Action("Bob", "pass"), "ja") == "パスする"
