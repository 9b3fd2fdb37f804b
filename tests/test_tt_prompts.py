"""What the table says while a Tricktakers-family table waits: a pending discard is prompted
as a discard (after a Little purchase the prompt said "play" and the click threw the card
away), the option phase's header reads like the other phases', and a card clicked in a phase
of choices says what to do instead."""
from __future__ import annotations

import html
import random
import re

import pytest

from tricklab.games import GAMES
from tricklab.ui import Table


def _legal(t):
    return [i for i, b in enumerate(t.hand_buttons[:len(t._hand_cards)]) if "tl-legal" in b._dom_classes]


def _shown(t):
    return [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons


def _text(value):
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


PLAY_WORDS = {"en": "play a highlighted card", "ja": "カードを出してください"}
DISCARD_WORDS = {"en": "discard", "ja": "捨て"}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_click_that_discards_is_never_prompted_as_a_play(game, lang):
    """Every game, random clicks: whenever a hand click would discard, the status line asks
    for a discard and not for a play."""
    for seed in range(3):
        rng = random.Random(seed)
        t = Table(game, seed=seed, mode="play", lang=lang)
        for _ in range(120):
            if t.match.is_over():
                break
            st = t.match.state
            seat = t.hand_seat
            if seat in t.match.to_act() and _legal(t) and t.view.card_verb(st, seat) == "discard":
                status = _text(t.status.value)
                assert PLAY_WORDS[lang] not in status, status
                assert DISCARD_WORDS[lang] in status, status
            options = [("card", i) for i in _legal(t)] + [("button", b) for b in _shown(t)]
            if not options:
                break
            kind, what = rng.choice(options)
            if kind == "card":
                t.hand_buttons[what].click()
            else:
                what.click()


def _little_after_a_purchase(lang):
    t = Table("tricktakers_little", seed=3, mode="play", lang=lang)
    view, seat = t.view, t.viewer
    t.play(dict(view.choices(t.match.state, seat, "en"))["Pick King"])
    t.play(dict(view.choices(t.match.state, seat, "en"))["Buy White Flag (10 points)"])
    return t


@pytest.mark.parametrize("lang, words", [
    ("en", "Your turn: you bought the White Flag option, so discard 1 card"),
    ("ja", "あなたの番です：白旗のオプションを買ったので、カードを1枚捨ててください")])
def test_little_after_a_purchase_the_prompt_asks_for_the_discard_and_says_why(lang, words):
    t = _little_after_a_purchase(lang)
    assert t.view.card_verb(t.match.state, t.viewer) == "discard"
    assert words in _text(t.status.value)


def test_tricktakers_king_setup_discard_is_prompted_with_its_reason():
    t = Table("tricktakers", seed=3, mode="play")
    t.play(dict(t.view.choices(t.match.state, t.viewer, "en"))["Pick King"])
    for _ in range(20):                 # the bots pick; the King's set-up comes to Ann
        st = t.match.state
        if st.pending and st.pending[0] == t.viewer and st.pending[1] == "discard":
            break
        t.session.play(t.match.legal_actions(t.match.to_act()[0])[0])
    assert "the King's rare card came into your hand, so discard 1 card" in _text(t.status.value)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_little_option_phase_header_reads_like_the_other_phases(lang):
    t = Table("tricktakers_little", seed=3, mode="play", lang=lang)
    title = t.view.header(t.match.state, lang)
    t.play(dict(t.view.choices(t.match.state, t.viewer, "en"))["Pick King"])
    shop = t.view.header(t.match.state, lang)
    assert shop == {"en": "Round 1/3 · option phase", "ja": "第1/3ラウンド・オプション選択"}[lang]
    assert title == {"en": "Round 1/3 · character selection", "ja": "第1/3ラウンド・キャラクター選択"}[lang]


@pytest.mark.parametrize("lang, words", [
    ("en", "Ann buys the White Flag option (10 points, "),
    ("ja", "Annは白旗のオプションを買い（10点、残り")])
def test_little_purchase_event_names_the_option_naturally(lang, words):
    t = _little_after_a_purchase(lang)
    said = [str(t.catalogue.explain(e, lang).headline) for e in t.match.events]
    assert any(words in s for s in said), said


@pytest.mark.parametrize("game, shop, lang, words", [
    ("tricktakers", False, "en", "Choose your character first"),
    ("tricktakers", False, "ja", "先にキャラクターを選んでください"),
    ("tricktakers_little", False, "en", "Choose your character first"),
    ("tricktakers_little", True, "en", "This is the option phase, so buy one option or pass."),
    ("tricktakers_little", True, "ja", "オプション選択の時間なので、オプションを1つ買うか、パスしてください。")])
def test_a_card_clicked_in_a_phase_of_choices_says_what_to_do_instead(game, shop, lang, words):
    t = Table(game, seed=3, mode="play", lang=lang)
    if shop:
        t.play(dict(t.view.choices(t.match.state, t.viewer, "en"))["Pick King"])
    t.click_card(0)
    said = _text(t.message_html)
    assert words in said, said
    assert "cannot" not in said and "ことはできません" not in said
    assert "Not now" not in said                 # the table's "Not allowed:" heads it once


@pytest.mark.parametrize("lang, said", [("en", "You may not discard"), ("ja", "は捨てられません")])
def test_a_refused_discard_speaks_to_the_learner(lang, said):
    """The King's refused discard of its Rare read "Ann may not discard ★." to Ann, while
    every other refusal of the learner's own move says "You must follow…": it says "you"."""
    from tricklab.core.errors import IllegalAction
    from tricklab.games import get_game
    from tricklab.scenarios import packaged, run
    path = next(p for p in packaged("tricktakers") if p.stem == "bad_discard_kings_rare")
    err = run(path).error
    assert isinstance(err, IllegalAction) and err.code == "KEEP_CARD"
    ex = get_game("tricktakers").catalogue.explain(err, lang)
    assert said in ex.headline and "Ann" not in ex.headline, ex.headline


def _pending_discards(seeds: range):
    """(state, seat) at every pending discard of random Tricktakers games where the Time
    Traveler rewinds and changes the past often, next to other characters, and of the
    scenarios where changing the past leaves too many cards (TT-157, TT-158)."""
    from tricklab import scenarios
    from tricklab.games.tricktakers import GAME
    from tricklab.games.tricktakers import characters as chars
    for seed in seeds:
        rng = random.Random(seed)
        players = ["Ann", "Bo", "Cy", "Di"]
        others = [c for c in chars.ALL if c != "time_traveler"]
        rng.shuffle(others)
        picked = others[:3] + ["time_traveler"]
        rng.shuffle(picked)
        st, _ = GAME.new_state(players, seed, {"characters": dict(zip(players, picked)), "leader": "Ann"},
                               {"characters": tuple(dict.fromkeys(picked + others[3:6]))})
        for _ in range(600):
            if GAME.is_over(st):
                break
            if st.pending is not None and st.pending[1] == "discard":
                yield st, st.pending[0]
            legal = GAME.legal_actions(st)
            mine = [a for a in legal if a.kind in ("rewind", "change")]
            GAME.apply(st, rng.choice(mine) if mine and rng.random() < 0.6 else rng.choice(legal))
    for path in scenarios.packaged("tricktakers"):
        if path.name.startswith(("tt157_", "tt158_")):
            m = scenarios.run(path).match
            for k in range(len(m.actions) + 1):
                st = m.at(k)
                if st.pending is not None and st.pending[1] == "discard":
                    yield st, st.pending[0]


def test_a_pending_discard_carries_the_character_that_asked_for_it():
    """The engine's pending discard names who asked for it (``owner``), as its other pending
    decisions do, so the table words the reason with no table of its own from reasons to
    characters; the words are the ones the table always showed."""
    from tricklab.games.tricktakers import characters as chars
    from tricklab.games.tricktakers.view import VIEW
    words = {"rewind": {"en": "Your turn: your Time Traveler rewound the trick and drew cards, so discard",
                        "ja": "あなたの番です：タイムトラベラーがトリックを巻き戻してカードを引いたので"},
             "past": {"en": "Your turn: your hand holds more cards than the Time Traveler's journey to "
                            "the past allows, so discard",
                      "ja": "あなたの番です：タイムトラベラーが過去に戻ったあと、手札が多すぎるので"}}
    seen: dict[str, set] = {}
    for st, seat in _pending_discards(range(40)):
        asked = st.pending[2]
        why, owner = asked.get("why"), asked.get("owner")
        seen.setdefault(str(why), set()).add(owner)
        if why == "carry":                          # the rules' carried card: no character asked
            continue
        assert owner in chars.REGISTRY and owner == st.chars[seat], (why, st.pending)
        if why in words:
            for lang in ("en", "ja"):
                assert VIEW.prompt(st, seat, lang).startswith(words[why][lang]), (lang, st.pending)
    assert {"rewind", "past", "king", "hermit", "samurai"} <= set(seen), seen
