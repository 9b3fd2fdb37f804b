"""Tricktakers and Little at the table as a learner meets them (QA review): what a click does,
what the buttons and refusals say, and which ruling a line cites. Each test names the defect
it guards against."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from test_widgets_generic import card_buttons, shown_choices, step  # noqa: E402

from tricklab.core.events import step_now  # noqa: E402
from tricklab.games.tricktakers.play import violation  # noqa: E402
from tricklab.ui import Table  # noqa: E402


def advance(t, ready, limit=400):
    """Click like a learner until ``ready(t)``; the table, or a failure if the game ends."""
    for _ in range(limit):
        if ready(t):
            return t
        if t.match.is_over():
            break
        step(t)
    pytest.fail("the wanted position never came")


def strategist_table():
    """Ann plays the Strategist; Bo leads, so Ann follows a led colour in trick 1."""
    return Table("tricktakers", seed=2, characters=["strategist", "hermit", "king", "ninja"],
                 setup={"characters": {"Ann": "strategist", "Bo": "hermit", "Cy": "king"},
                        "leader": "Bo"})


def tactical_card_unused_and_needed(t):
    s = t.match.state
    return (s.phase == "play" and "Ann" in t.match.to_act() and s.pending is None and s.lead
            and s.chars.get("Ann") == "strategist" and not s.cdata["Ann"]["tactical_used"]
            and any(violation(s, "Ann", c) for c in s.hands["Ann"]))


def index_of(t, card):
    return [str(c) for c in t._hand_cards].index(str(card))


# -- 1: the Tactical card is never spent by a slip ---------------------------------------------
def test_a_card_legal_only_with_the_tactical_card_is_not_played_by_a_click():
    """A click on an off-suit card played it with the once-per-round Tactical card at once:
    every card was highlighted. Such a card is now refused like any must-follow breach, and
    the Tactical card is a button of its own, which still plays it."""
    t = advance(strategist_table(), tactical_card_unused_and_needed)
    s = t.match.state
    off = next(c for c in s.hands["Ann"] if violation(s, "Ann", c))
    assert off not in t.view.legal_cards(s, "Ann")
    n = len(t.match.actions)
    t.hand_buttons[index_of(t, off)].click()
    assert len(t.match.actions) == n and "tl-error" in t.status.value
    assert not t.match.state.cdata["Ann"]["tactical_used"]
    button = next(b for b in shown_choices(t) if "Tactical card" in b.description)
    button.click()
    assert off in [t._hand_cards[i] for i in card_buttons(t, "tl-legal")]
    t.hand_buttons[index_of(t, off)].click()
    t.pass_button.click()                       # confirm the selection
    played = [a for a in t.match.actions[n:] if a.seat == "Ann"][0]
    assert played.args == (str(off), "tactic")


def test_the_tactical_card_button_speaks_japanese():
    t = advance(strategist_table(), tactical_card_unused_and_needed)
    t.lang = "ja"
    labels = [label for label, _ in t.view.choices(t.match.state, "Ann", "ja")]
    assert "戦術カードを使ってカードを出す…" in labels


# -- 2: the carry-over choice and the Tactical card in words --------------------------------------
def carry_over_asked(t):
    s = t.match.state
    return bool(s.pending) and s.pending[1] == "strat_carry" and s.pending[0] == "Ann"


def test_the_carry_over_buttons_offer_the_card_or_the_points_of_the_spec():
    """TT-123: 1 trick carries a Black 7 or takes +30. The buttons read "Carry over rare ||
    Carry over most victory points after round 3" (「rareを持ち越し」)."""
    t = advance(strategist_table(), carry_over_asked)
    s = t.match.state
    assert len(s.tricks["Ann"]) == 1
    assert [b.description for b in shown_choices(t)] == ["Carry over the Black 7", "Take 30 points instead"]
    assert [label for label, _ in t.view.choices(s, "Ann", "ja")] == \
        ["黒の7を次のラウンドに持ち越す", "持ち越さずに30点を得る"]


@pytest.mark.parametrize("kind,args,en,ja", [
    ("carry", ("rare",), "carry over the Rare", "レアを次のラウンドに持ち越す"),
    ("carry", ("points",), "take the points instead", "持ち越さずに勝利点を得る"),
    ("play", ("G2", "tactic"), "◆2 (Tactical card)", "◆2（戦術カード）"),
])
def test_history_names_the_strategists_choices_in_words(kind, args, en, ja):
    """The History's action and legal columns showed 「rareを持ち越し」 and 「◆2、tactic」."""
    from tricklab.core.actions import Action
    from tricklab.games.tricktakers.view import VIEW
    a = Action("Ann", kind, args)
    assert (VIEW.action_words(a, "en"), VIEW.action_words(a, "ja")) == (en, ja)


# -- 3: refusals and rulings speak of the table, not of typed commands ---------------------------
NOTATION = re.compile(r"e\.g\. '|例：「?[A-Z][a-z]+ [a-z]")


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refusal_at_the_table_shows_no_typed_command(game, lang):
    """A card clicked while characters are chosen was refused with "e.g. 'Ann pick king'"
    (「例：「Ann pick king」」): notation a learner who clicks never types."""
    t = Table(game, seed=3)
    t.lang = lang
    assert t.match.state.phase == "select"
    t.hand_buttons[0].click()
    assert "tl-error" in t.status.value
    text = re.sub(r"<[^>]+>", " ", t.status.value.split("tl-error", 1)[1])
    assert "pick" not in text
    assert not NOTATION.search(text), text


@pytest.mark.parametrize("rid,button", [("TT-027", "革命を宣言"), ("TT-083", "を予約")])
def test_the_rulings_on_declared_tokens_name_the_button_not_a_command(rid, button):
    """TT-027 said 「「revolt」と書きます」 and TT-083 「「reserve プレイヤー名」と書きます」."""
    from tricklab.games.tricktakers import GAME
    ja = GAME.catalogue.ruling(rid).render("ja")
    en = GAME.catalogue.ruling(rid).render("en")
    assert button in ja and "書きます" not in ja and not re.search(r"「[a-z]", ja)
    assert "write '" not in en


# -- 5: Japanese labels take the full-width colon -------------------------------------------------
def character_table(character):
    bo, cy, di = [c for c in ("hermit", "king", "ninja", "samurai") if c != character][:3]
    return Table("tricktakers", seed=3, characters=[character, bo, cy, di],
                 setup={"characters": {"Ann": character, "Bo": bo, "Cy": cy}, "leader": "Ann"})


def test_the_trap_form_writes_japanese_labels_with_the_full_width_colon():
    """The trap menus read 「A: 数字1〜6がかかる」 (ASCII colon and space in Japanese)."""
    def form(t):
        s = t.match.state
        return next((c for _, c in t.view.choices(s, "Ann", "ja") if hasattr(c, "slots")), None)
    form = form(advance(character_table("strategist"), form))
    words = [w for slot in form.slots for w, _ in slot.options]
    assert "A：数字1〜6がかかる" in words and not any(": " in w for w in words)


def test_the_berserkers_set_aside_cards_are_titled_with_the_full_width_colon():
    """The teacher's felt titled the Berserker's set-aside cards 「Ann: バーサーカー」."""
    t = character_table("berserker")
    s = t.match.state
    assert s.aside.get("Ann")
    titles = {z.key: z.title for z in t.view.zones(s, None, "ja")}
    assert titles["aside-Ann"] == "Ann：バーサーカー"


# -- 7: the character-choice prompt names what is shown -------------------------------------------
@pytest.mark.parametrize("options", [{}, {"card_set": "all"}])
def test_the_character_choice_prompt_names_buttons_or_a_menu_as_shown(options):
    """The base set shows one button per character, yet the prompt said 「その下のメニューで
    選びます」; the whole set's 15 characters are a menu."""
    t = Table("tricktakers", seed=3, players=["Ann", "Bo", "Cy", "Di"], **options)
    t.lang = "ja"
    t.render()
    assert t.match.state.phase == "select"
    menu = bool(t._forms)
    prompt = re.sub(r"<[^>]+>", " ", t.status.value)
    assert ("メニュー" in prompt) == menu and ("ボタン" in prompt) == (not menu)
    assert menu or len(shown_choices(t)) > 1


# -- 8: the Gambler's buttons say what its events say ---------------------------------------------
def gambler_bets(t):
    return "Ann" in t.match.to_act() and any(a.kind == "bet" for a in t.match.legal_actions("Ann"))


def test_the_gamblers_bet_buttons_name_points_as_the_events_do():
    """The buttons read 「30をベット」 while the history said 「30点をBETしました」."""
    t = advance(character_table("gambler"), gambler_bets)
    s = t.match.state
    ja = {label: a for label, a in t.view.choices(s, "Ann", "ja")}
    en = [label for label, _ in t.view.choices(s, "Ann", "en")]
    assert "30点をBETする" in ja and "Bet 30 points" in en
    said = t.game.catalogue.message("GAMBLER_BET", {"seat": "Ann", "bet": 30}, "ja")
    assert "30点をBET" in said
    t.lang = "ja"
    t.play(ja["30点をBETする"])
    assert "BET：30点" in t.view.board(t.match.state, "Ann", None, "ja").notes[0]


# -- 4: Little's shop buttons are sentences of their language -------------------------------------
def test_the_little_shop_buttons_read_as_sentences_with_the_price_in_points():
    """The shop offered 「買う 白旗 (10)」: English order, spaces and brackets in Japanese."""
    def shopping(t):
        s = t.match.state
        return s.phase == "shop" and "Ann" in t.match.to_act() and s.pending is None
    t = advance(Table("tricktakers_little", seed=3), shopping)
    s = t.match.state
    ja = [label for label, _ in t.view.choices(s, "Ann", "ja")]
    en = [label for label, _ in t.view.choices(s, "Ann", "en")]
    assert "白旗を買う（10点）" in ja and "Buy White Flag (10 points)" in en
    assert not any(re.search(r"[ ()]", label) for label in ja)


# -- 6: each line cites the ruling that applies -------------------------------------------------
def with_tricks(t, seat, n):
    st = t.match.state.clone()
    st.tricks[seat] = [[]] * n
    return st


@pytest.mark.parametrize("character,tricks,wrong", [
    ("hermit", 0, "TT-013"), ("summoner", 2, "TT-013"), ("berserker", 2, "TT-062")])
def test_a_points_table_line_cites_no_unrelated_ruling(character, tricks, wrong):
    """「Cy（ハーミット）は0勝：50点。（TT-013）」: TT-013 is the 0-point floor, cited by the
    score itself when a loss stops at 0; TT-062 is the Berserker card, not its points."""
    from tricklab.games.tricktakers.characters import get
    t = character_table(character)
    lines = get(character).round_points(with_tricks(t, "Ann", tricks), "Ann")
    assert lines and all(wrong not in step_now(s).rulings for _, s in lines)


def test_the_berserkers_zero_tricks_still_cite_its_ruling():
    from tricklab.games.tricktakers.characters import get
    t = character_table("berserker")
    (_, s), = get("berserker").round_points(with_tricks(t, "Ann", 0), "Ann")
    assert step_now(s).rulings == ("TT-065",)


def test_hints_cite_the_rule_of_the_decision():
    """The character-choice hint cited TT-022 (the selection order, not which character suits
    a hand); the Strategist's setup discard cited TT-059 (the Hermit's exchange)."""
    from tricklab.games.tricktakers.bots import hint
    t = Table("tricktakers", seed=3)
    assert t.match.state.phase == "select"
    assert "TT-022" not in hint(t.match, "Ann").rulings
    def discarding(t):
        s = t.match.state
        return bool(s.pending) and s.pending[0] == "Ann" and s.pending[1] == "discard"
    t = advance(character_table("strategist"), discarding)
    assert hint(t.match, "Ann").rulings == ("TT-116",)


def test_littles_must_follow_cites_must_follow_not_the_special_card_exemption():
    """Little's refusal "you must follow blue" cited LT-003 (Rares and White Flags ignore
    must-follow); it cites the must-follow rule Little inherits, TT-004."""
    from tricklab.core.actions import Action
    t = advance(Table("tricktakers_little", seed=3), lambda t: playing_off_suit(t) is not None)
    s = t.match.state
    err = t.game.explain_illegal(s, Action("Ann", "play", (str(playing_off_suit(t)),)))
    assert err.code == "MUST_FOLLOW" and err.ruling == "TT-004"


def playing_off_suit(t):
    """A card of Ann's that must-follow forbids now, if Ann is to play one."""
    s = t.match.state
    if s.phase != "play" or "Ann" not in t.match.to_act() or s.pending is not None or not s.lead:
        return None
    return next((c for c in s.hands["Ann"] if violation(s, "Ann", c)), None)


def test_a_rulers_token_and_a_used_revolt_are_named_in_words():
    """History wrote a Ruler's play with a lead-colour token 「▲5（token）」, and the seat of a
    Resistance that had revolted read 「黒の革命」 (the term of a win tier, "black revolt")."""
    from tricklab.core.actions import Action
    t = Table("tricktakers", seed=1, lang="ja")
    said = t.view.action_words(Action("Ann", "play", ("R5", "token")), "ja")
    assert "リードカラートークン" in said and "token" not in said, said
    facts = {"bids": {}, "tasks": {}, "equipment": {}, "collection": {}, "revolt": {"Ann": {"used": True}}}
    assert t.view._character_notes(facts, "Ann", "ja") == "革命済み"
    assert t.view._character_notes(facts, "Ann", "en") == "revolt used"
