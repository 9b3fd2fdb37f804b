"""Moves read after the fact (the History tab, a hint, the step-through) are sentences of
their language: the Tricktakers family worded them as their buttons run together
(「Cy、赤をとらないをタスク」, 「Tをエレメントを置く」, "Letters Ann=crown, Bo=black"), Little's
purchase as "buy Use item, Hermit's Secret Book", KINGs' cards by their ids (「HEA-1を表にする」)."""
from __future__ import annotations

import random
import re

import pytest

from tricklab.core.actions import Action
from tricklab.core.match import Match
from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL
from tricklab.ui.table import view_adapter

#: Latin words a Japanese move keeps: the Gambler's printed "BET", TRicK GEAR's "JOKER" (the
#: Japanese seed writes it so)
KEPT = {"BET", "JOKER"}


def every_move_kind(game_name: str, games: int = 25, **options) -> dict[tuple[str, int], Action]:
    """One legal action of each (kind, number of arguments) met in seeded random games."""
    game = get_game(game_name)
    seen: dict[tuple[str, int], Action] = {}
    for seed in range(games):
        m = Match(game, list(game.info.players(4)), seed, **options)
        rng = random.Random(seed)
        while not m.is_over():
            legal = m.legal_actions(m.to_act()[0])
            for a in legal:
                seen.setdefault((a.kind, len(a.args)), a)
            m.play(rng.choice(legal))
    return seen


def latin_words(text: str, seats: list[str]) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in seats and w not in KEPT}


@pytest.mark.parametrize("game_name, options", [("tricktakers", {"characters": ALL}),
                                                ("tricktakers_little", {}),
                                                ("tricktakers_kings", {})])
def test_every_move_reads_as_japanese(game_name, options):
    view = view_adapter(game_name)
    seats = list(get_game(game_name).info.players(4))
    moves = every_move_kind(game_name, **options)
    assert len(moves) > 10
    bad = {str(a): view.action_words(a, "ja") for a in moves.values()
           if latin_words(view.action_words(a, "ja"), seats)}
    assert not bad, bad


def test_tricktakers_moves_are_sentences():
    view = view_adapter("tricktakers")
    words = {str(a): (view.action_words(a, "en"), view.action_words(a, "ja"))
             for a in (Action("Bo", "task", ("Cy", "no-red")), Action("Ann", "place", ("T",)),
                       Action("Di", "letters", ("Ann=crown", "Bo=points")),
                       Action("Di", "lead", ("Ann",)), Action("Cy", "reserve", ("Bo", "AB1")),
                       Action("Di", "revolt", ()))}
    assert words == {
        "Bo task Cy no-red": ("give Cy the task “do not take red”", "Cyにタスク「赤をとらない」を渡す"),
        "Ann place T": ("place the element on the top", "上にエレメントを置く"),
        "Di letters Ann=crown Bo=points": ("hand out the letters (Ann: steal a gold crown, Bo: steal 30 points)",
                                           "手紙を配る（Ann：王冠を盗む、Bo：30点を盗む）"),
        "Di lead Ann": ("name Ann to lead", "Annをリードプレイヤーにする"),
        "Cy reserve Bo AB1": ("reserve Bo's ●1ᵃ", "Boの●1ᵃをコレクション予約する"),
        "Di revolt": ("declare the revolt", "革命を宣言する"),
    }


def test_little_names_the_option_bought_and_kings_its_cards():
    little = view_adapter("tricktakers_little")
    assert little.action_words(Action("Bo", "buy", ("item", "book")), "en") == "buy Hermit's Secret Book"
    kings = view_adapter("tricktakers_kings")
    shown = kings.action_words(Action("Ann", "show", ("HEA-1",)), "ja")
    assert "HEA" not in shown and shown.startswith("ヒーラー"), shown


def test_trick_gear_names_a_joker_set_in_words():
    gear = view_adapter("trickgear")
    assert gear.action_words(Action("Cara", "set", ("KC", "joker")), "ja") == "♣KをJOKERとしてセットする"


@pytest.mark.parametrize("action, en, ja", [
    # "mulligan" alone keeps the hand, "refill" alone discards nothing: the verb alone said
    # the opposite of the move
    (Action("Bob", "mulligan", ()), "keep the hand", "手札をそのままにする"),
    (Action("Bob", "mulligan", ("5H", "AS", "JK2")), "redraw ♠A, ♥5, 🃏₂", "♠A、♥5、🃏₂を引き直す"),
    (Action("Bob", "refill", ()), "discard nothing and draw up", "何も捨てずに補充する"),
    (Action("Bob", "refill", ("3D",)), "discard ♦3 and draw up", "♦3を捨てて補充する"),
    # a skill read as its button: "Siphon on Bob · pay ♦3 ♦5", 「ミラージュ・♥5を新しい場札に・♥8で支払う」
    (Action("Ann", "skill", ("siphon", "on", "Bob", "pay", "3D", "5D")),
     "use Siphon on Bob, paying ♦3, ♦5", "♦3、♦5を支払ってBobにサイフォンを使う"),
    (Action("Bob", "skill", ("mirage", "with", "5H", "pay", "8H")),
     "use Mirage, paying ♥8: ♥5 becomes the field card", "♥8を支払ってミラージュを使い、♥5を新しい場札にする"),
    (Action("Bob", "skill", ("mirage", "with", "JK1", "as", "KS", "pay", "8H")),
     "use Mirage, paying ♥8: 🃏₁ becomes the field card as ♠K",
     "♥8を支払ってミラージュを使い、🃏₁を♠Kとして新しい場札にする"),
])
def test_trick_gear_moves_read_as_sentences(action, en, ja):
    gear = view_adapter("trickgear")
    assert (gear.action_words(action, "en"), gear.action_words(action, "ja")) == (en, ja)


@pytest.mark.parametrize("game_name, title, shown", [
    ("tricktakers_kings", "緑をフォロー：G2を持つBoのB6は出せない", "緑をフォロー：◆2を持つBoの●6は出せない"),
    ("trickgear", "Bob's only face card is in the rate area; 5♣ cannot raise",
     "Bob's only face card is in the rate area; ♣5 cannot raise"),
    ("triatri", "不可：AnnはBoのG5を公開できない", "不可：AnnはBoの🌳5を公開できない"),
    ("tricktakers", "P1 leads R3; C1 and TT-022 stay", "P1 leads ▲3; C1 and TT-022 stay"),
])
def test_scenario_titles_draw_their_cards_as_the_table_does(game_name, title, shown):
    """Scenario titles name cards in notation: a learner read 「G2を持つBoのB6は出せない」 and
    looked for a G2 the felt draws as ◆2. The menu writes each card as the felt does; words
    that are no card of the game (P1, C1, a ruling id) stay."""
    from tricklab.ui import scenario_menu as menu
    view = view_adapter(game_name)
    assert view.notation_in_words(title) == shown
    entry = menu.Entry(None, title, (), {"ja": title, "en": title})
    assert menu.labels([entry], get_game(game_name).catalogue, "ja", view.notation_in_words) == [shown]


def test_a_view_says_a_seats_move_as_the_table_lists_it():
    """``ViewAdapter.said``: the seat's name and the move in words, the language's colon
    between (a notebook printed ``str(action)``, "Bob raise QC", under a Japanese heading)."""
    view = view_adapter("trickgear")
    raise_q = Action("Bob", "raise", ("QC",))
    assert view.said(raise_q, "en") == "Bob: raise ♣Q"
    assert view.said(raise_q, "ja") == "Bob：♣Qをレイズする"
    pay = Action("Alice", "skill", ("overdrive", "pay", "4S", "8S"))
    assert "QC" not in view.said(pay, "ja") and "♠4、♠8" in view.said(pay, "ja")
