"""Tricktakers KINGs through the real table widgets: the 5-player and the 2-player game played
to the end by clicks (the draft board, the party choice, bids, the learner's King laid with its
button, tricks, every round scored, the game-over line naming the winner), a King clicked onto
a card of the wrong colour refused with its ruling, and no English in Japanese labels.
Clicks are programmatic."""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from tricklab.core.events import EventKind
from tricklab.core.view import CardGroup
from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from test_widgets_generic import (card_buttons, english_in, shown_choices, step,  # noqa: E402
                                  visible_labels)

SEATS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def plain(html_text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html_text))


def king_button(t):
    """The "Lay your King on a card…" button, if the learner's King can be laid now."""
    return next((b for b, a in zip(t._choice_buttons, t._choice_actions)
                 if isinstance(a, CardGroup) and a.tried is not None), None)


def lay_king(t) -> bool:
    """Lay the learner's King the way a person does: its button, a card, confirm."""
    b = king_button(t)
    if b is None:
        return False
    b.click()
    cards = card_buttons(t, "tl-legal")
    if not cards:
        b.click()                                  # nothing takes the King now: put it back
        return False
    t.hand_buttons[cards[0]].click()
    assert not t.pass_button.disabled
    t.pass_button.click()
    return True


def play_to_the_end(t, check=lambda t: None, limit=3000):
    """Click through the whole game, laying the learner's King at the first chance."""
    laid = 0
    for _ in range(limit):
        check(t)
        if t.match.is_over():
            return laid
        n = len(t.match.actions)
        if t.hand_seat in t.match.to_act() and lay_king(t):
            laid += 1
            mine = t.match.actions[n]
            assert mine.seat == t.learner and mine.kind == "play" and "king" in mine.args
            assert "♔" in t.felt_text                  # the King lies on the card
        else:
            step(t)
        assert "tl-error" not in t.status.value, plain(t.status.value)
    raise AssertionError("the game did not end")


def learner_kinds(t) -> Counter:
    return Counter(a.kind for a in t.match.actions if a.seat == t.learner)


def assert_every_score_line_explained(t):
    """Three rounds scored; every line of every round cites a ruling and reads in en and ja."""
    scored = [e for e in t.match.events if e.kind == EventKind.ROUND_SCORED]
    assert len(scored) == 3
    cat = t.catalogue
    for e in scored:
        assert e.steps and all(s.rulings for s in e.steps), [s.code for s in e.steps if not s.rulings]
        for lang in ("en", "ja"):
            ex = cat.explain(e, lang)
            assert not any("{" in line.text or "KG_" in line.text for line in ex.steps)
    ja = " ".join(line.text for e in scored for line in cat.explain(e, "ja").steps)
    assert not set(re.findall(r"[A-Za-z]{3,}", ja)) - set(t.match.players)


@pytest.mark.parametrize("lang,n", [("en", 5), ("ja", 2)])
def test_a_full_game_by_clicks_names_the_winner(lang, n):
    t = Table("tricktakers_kings", seed=3, lang=lang, players=SEATS[:n])
    assert ("Draft board" if lang == "en" else "ドラフトの場") in t.felt_text
    laid = play_to_the_end(t)
    kinds = learner_kinds(t)
    assert kinds["pick"] == (5 if n == 5 else 12)       # one draft, or a fresh one each round
    # in round 3 of the 5-player game choosing C3 leaves the bid card (KG-042)
    assert kinds["bid"] >= (2 if n == 5 else 3) and kinds["play"] >= (15 if n == 5 else 27)
    assert kinds["show"] == (3 if n == 5 else 0)         # the party choice of each round
    assert laid == (1 if n == 5 else 3)                  # once per game, or once per round (2p)
    if n == 2:
        assert kinds["devil"] >= 1                       # both players choose it once
    outcome = t.game.outcome(t.match.state)
    assert outcome and outcome.winners
    won = t.status.value.split("tl-winners", 1)[1]
    assert all(w in won for w in outcome.winners)
    assert ("Game over" if lang == "en" else "勝者") in t.status.value
    assert "<svg" in t.scores_html.value and t.scores_html.value.count("<tr") >= 4
    assert_every_score_line_explained(t)


def test_the_draft_board_and_the_party_are_clicked():
    t = Table("tricktakers_kings", seed=5, players=SEATS)
    while t.learner not in t.match.to_act():
        step(t)
    st = t.match.state
    assert f"Draft board ({t.learner} picks)" in t.felt_text
    labels = [c["name"] for c in t.felt.scene["hand"]["cards"]]   # the cards' names on the felt
    # a King is named as every line names it ("White King"; "♔ white" before)
    assert len(labels) == len(st.pool) and any(x.endswith(" King") for x in labels)
    assert all(re.fullmatch(r"\w+ King|[\w ]+ (\d/\d+|\d+/miss|copy)", x) for x in labels), labels
    # the board's cards are that row, once: the board beside it counts them in words
    board = next(z for z in t.felt.scene["side"] + t.felt.scene["centre"] if "Draft board" in z["title"])
    kings = sum(x.endswith(" King") for x in labels)
    assert not board["cards"] and f"{len(labels)} cards left ({kings} Kings" in board["note"], board
    assert t.felt.scene["labels"]["hand"].startswith("Draft board")     # a screen reader's name
    first, n = t._hand_cards[0], len(t.match.actions)
    t.hand_buttons[0].click()
    assert t.match.actions[n] == t.view.card_action(st, t.learner, first)
    mine = [c["code"] for s in t.felt.scene["seats"] if s["id"] == t.learner
            for z in s["zones"] for c in z["cards"]]
    assert str(first) in mine                    # the picked card lies at the learner's seat
    while t.match.state.phase == "draft":
        step(t)
    assert t.match.state.phase == "choose" and "Click the character to show" in t.status.value
    party = [c.code for c in t._hand_cards]
    assert party == t.match.state.party[t.learner] and len(party) == 4


def test_a_king_on_a_card_of_the_wrong_colour_says_why_and_changes_nothing():
    for seed in range(1, 30):
        t = Table("tricktakers_kings", seed=seed, players=SEATS)
        while not t.match.is_over():
            b = king_button(t)
            st = t.match.state
            playable = t.view.legal_cards(st, t.learner)
            if b is not None:
                b.click()
                wrong = [i for i, c in enumerate(t._hand_cards)
                         if c in playable and c not in t.group.cards]
                if wrong:
                    break
                b.click()
            step(t)
        else:
            continue
        break
    else:
        pytest.fail("no seed gave the learner a King and a card of another colour")
    n, events = len(t.match.actions), len(t.match.events)
    for lang, words in (("en", "cannot lie on"), ("ja", "置けません")):
        t.set_lang(lang)
        t.hand_buttons[wrong[0]].click()
        assert "tl-error" in t.status.value and words in t.status.value
        assert re.search(r"KG-01[23]", t.status.value)      # the King's colour rulings
        assert len(t.match.actions) == n and len(t.match.events) == events
        assert t.pass_button.disabled                      # nothing selected to confirm


def test_japanese_labels_through_a_whole_two_player_game():
    def no_english(t):
        assert not english_in(visible_labels(t), t), plain(t.status.value)
        for b in t.hand_buttons[:len(t._hand_cards)]:     # the draft board and party too
            assert not re.search(r"[A-Za-z]{3,}", b.description), b.description
    t = Table("tricktakers_kings", seed=6, lang="ja", players=SEATS[:2])
    play_to_the_end(t, check=no_english)
    assert t.match.is_over() and "勝者" in t.status.value


def test_the_step_through_explains_a_king_duel():
    """The later King wins (KG-015): the trick's explanation says it is a King duel."""
    from tricklab import new_match
    from tricklab.games.tricktakers_kings.bots import hint
    for seed in range(40):
        m = new_match("tricktakers_kings", players=SEATS, seed=seed)
        while not m.is_over():
            m.play(hint(m, m.to_act()[0]).action)
        duel = next((e for e in m.events if e.kind == EventKind.TRICK_WON
                     and sum(s.code == "KG_KING_ON" for s in e.steps) >= 2), None)
        if duel:
            break
    else:
        pytest.fail("no King duel in 40 bot games")
    t = Table("tricktakers_kings", match=m, players=SEATS)
    t.stepper.go(t.stepper.items.index(duel))
    assert "King duel" in t.stepper.body.value and "KG-015" in t.stepper.body.value
    t.set_lang("ja")
    assert "キング同士の勝負" in t.stepper.body.value and "後のキングが勝ちます" in t.stepper.body.value


@pytest.mark.parametrize("lang,words", [("en", "Cy: ♔green, Ann: ♔red"), ("ja", "Cy：♔緑、Ann：♔赤")])
def test_the_last_trick_says_which_kings_lay_on_its_cards(lang, words):
    """Beside the table the last trick's cards are small and overlap, and so did the King
    badges on them (kg015's duel read "♔gr♔red"): the zone also says them in words."""
    t = Table("tricktakers_kings", players=SEATS, lang=lang)
    t.open_named_scenario("kg015_later_king_wins_mid_round")   # the round goes on after the duel
    last = [z for z in t.felt.scene["side"] if z["key"] == "last"]
    assert last and last[0]["note"] == words
    # the small cards carry the King's sign only: a word as wide as three small cards lay over
    # the next cards' signs
    assert sorted(c["badge"] for c in last[0]["cards"]) == ["", "", "", "♔", "♔"], last[0]["cards"]


@pytest.mark.parametrize("rid, why", [
    ("KG-004", "⚐ was led and sets no colour: ●3, the first number card, made blue the lead colour."),
    ("KG-057", "Bo's Samurai ▲4 has black strength, but its colour stays red: red is the lead colour."),
])
def test_a_must_follow_refusal_says_why_the_lead_colour_is_what_it_is(rid, why):
    """After a led White Flag, or a Samurai's red lead, the lead colour is not the led card's
    (or not its strength's): the refusal cited only KG-003, and the tour found no stop for
    KG-004 and KG-057. It now says why, citing them."""
    t = Table("tricktakers_kings", seed=1)
    t.tour(rid)
    shown = re.sub(r"<[^>]+>", "", t.message_html).replace("&#x27;", "'")
    assert why in shown and f"({rid})" in shown, shown


def _ann_holds(hand: list[str], eve_leads: bool = False) -> Table:
    """The KG-012 scenario's table at trick 4, Ann (red King, unused) holding ``hand``; Ann
    leads, or Eve (a bot holding only blue cards) leads before Ann's turn."""
    import yaml
    path = Path(__file__).parents[1] / "tricklab/games/tricktakers_kings/scenarios"
    setup = yaml.safe_load((path / "bad_kg012_king_wrong_colour.yaml").read_text("utf-8"))["setup"]
    others = {"Bo": ["R3", "B5"], "Cy": ["R2", "G2"], "Di": ["R4", "K1"], "Eve": ["B9", "B8"]}
    setup.update(trick=4, hands={"Ann": hand, **others}, leader="Eve" if eve_leads else "Ann")
    t = Table("tricktakers_kings", seed=0, players=SEATS, lang="ja", setup=setup)
    assert t.match.state.kings["Ann"] == "R" and t.learner in t.match.to_act()
    return t


def test_the_king_button_with_no_card_to_take_it_says_why_and_what_to_do():
    """Holding no red card, 「赤のキングをカードに乗せる…」 asked to click a highlighted card
    and confirm, while every card was 「今は選べない」: it says the red King needs a red card
    (KG-012) and to play without it, in both languages; pressed again it closes."""
    t = _ann_holds(["B3", "G4"])
    b = king_button(t)
    assert b is not None and b.description == "赤のキングをカードに乗せる…"
    b.click()
    said = plain(t.message_html)
    assert "赤のキングは赤のカードにしか乗せられません（KG-012）" in said, said
    assert "キングを使わずにカードを出してください" in said
    assert "光っているもの" not in said and "確定ボタン" not in said
    t.set_lang("en")
    said = plain(t.message_html)
    assert "Your red King goes only on a red card (KG-012)" in said, said
    assert "play a card without the King" in said
    king_button(t).click()                      # closed again: the legal cards are lit
    assert t.group is None and "(KG-012)" not in plain(t.message_html)
    assert any(c.get("legal") for c in t.felt.scene["hand"]["cards"])


def test_the_king_button_when_must_follow_bars_its_colour_cites_kg011():
    t = _ann_holds(["R6", "B3"], eve_leads=True)       # blue led: ▲6 may not be played
    assert t.match.state.trick[0].card.suit == "B"
    king_button(t).click()
    said = plain(t.message_html)
    assert "下のカードも出せるカードでなければなりません（KG-011）" in said, said
    t.set_lang("en")
    assert "must itself be legal (KG-011)" in plain(t.message_html)
