"""The Alchemist's set of 3 cards on the table (TT-130, TT-132): every card of a legal set is
highlighted, clicks build the set up (and take a card back), a card that fits no set with the
cards selected is refused with the engine's reason (must follow), the prompt asks for a set,
and a leading set names its colour by its buttons. The reviewer's position: seed 1, all 15
characters, Japanese, the learner takes the Alchemist; red is led and the hand is ▲1ᵃ ▲2ᵃ
●1ᵃ ●3ᵃ ◆2ᵃ ◆3ᵃ (only ▲1 and ▲2 were highlighted, ●1 refused "play 3 cards", a second click
replaced the first and the sets were a menu below the felt). Clicks are programmatic."""
from __future__ import annotations

import re

from tricklab.games.tricktakers import TTCard
from tricklab.ui import Table

C = TTCard.parse


def plain(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text))


def following_alchemist() -> Table:
    t = Table("tricktakers", seed=1, card_set="all", lang="ja")
    pick = next(a for _, a in t.view.buttons(t.match.state, t.learner, [], "ja")
                if getattr(a, "args", None) == ("alchemist",))
    t.play(pick)
    st = t.match.state
    assert st.chars[t.learner] == "alchemist" and st.lead == "R" and t.learner in t.match.to_act()
    assert sorted(map(str, t._hand_cards)) == ["AB1", "AB3", "AG2", "AG3", "AR1", "AR2"]
    return t


def click(t: Table, code: str) -> None:
    t.hand_buttons[[str(c) for c in t._hand_cards].index(code)].click()


def lit(t: Table) -> set[str]:
    """The hand cards the felt draws highlighted."""
    return {c["code"] for c in t.felt.scene["hand"]["cards"] if c.get("legal")}


def test_every_card_of_a_legal_set_is_highlighted_and_the_prompt_asks_for_a_set():
    t = following_alchemist()
    assert t.view.select_count(t.match.state, t.learner) == 3
    assert lit(t) == {"AB1", "AB3", "AG2", "AG3", "AR1", "AR2"}
    status = plain(t.status.value)
    assert "光っているカードから3枚を1組として選び、「選んだカードを出す」を押してください" in status
    t.set_lang("en")
    assert "select 3 of the highlighted cards as one set" in plain(t.status.value)


def test_clicks_build_the_set_and_a_second_click_takes_a_card_back():
    t = following_alchemist()
    n = len(t.match.actions)
    click(t, "AR1")
    click(t, "AR2")                         # added, not replacing ▲1
    assert list(map(str, t.selected)) == ["AR1", "AR2"] and len(t.match.actions) == n
    assert t.pass_button.layout.display != "none" and t.pass_button.disabled
    click(t, "AR1")                         # taken back
    assert list(map(str, t.selected)) == ["AR2"]
    click(t, "AB1")                         # ●1 is part of the offered set ▲2 ●1 ●3
    click(t, "AB3")
    assert list(map(str, t.selected)) == ["AR2", "AB1", "AB3"]
    assert not t.pass_button.disabled and t.pass_button.description == "選んだカードを出す"
    click(t, "AG2")                         # a fourth card: the set is full, nothing changes
    assert list(map(str, t.selected)) == ["AR2", "AB1", "AB3"]
    assert "すでに3枚選んでいます" in plain(t.message_html)
    t.pass_button.click()
    mine = [a for a in t.match.actions[n:] if a.seat == t.learner]
    assert mine and sorted(mine[0].args) == ["AB1", "AB3", "AR2"]


def test_a_card_that_fits_no_set_with_the_selection_is_refused_with_the_true_reason():
    t = following_alchemist()
    click(t, "AB1")
    click(t, "AB3")
    # with ●1 ●3 selected only a red card completes a set: the others are no longer lit
    assert lit(t) == {"AB1", "AB3", "AR1", "AR2"}
    n = len(t.match.actions)
    click(t, "AG2")
    said = plain(t.status.value)
    assert "赤をフォローしなければなりません" in said and "TT-132" in said, said
    assert "ちょうど3枚" not in said            # not "the Alchemist plays exactly 3 cards"
    assert list(map(str, t.selected)) == ["AB1", "AB3"] and len(t.match.actions) == n
    t.set_lang("en")
    click(t, "AG3")
    assert "must follow red" in plain(t.status.value)


def test_a_leading_set_names_its_colour_by_its_buttons_not_the_play_button():
    t = Table("tricktakers", seed=3, characters=["alchemist", "hermit", "king", "ninja"],
              setup={"characters": {"Ann": "alchemist", "Bo": "hermit", "Cy": "king"},
                     "leader": "Ann"})
    assert t.match.state.lead is None
    assert "Your turn to lead: select 3 of the highlighted cards" in plain(t.status.value)
    for code in ("AB4", "AB5", "AG2"):
        click(t, code)
    ways = [b.description for b in t.choice_box.children if b.layout.display != "none"]
    assert ways == ["Play ●4ᵃ ●5ᵃ ◆2ᵃ, naming blue", "Play ●4ᵃ ●5ᵃ ◆2ᵃ, naming green"]
    assert t.pass_button.layout.display == "none"     # it would have named a colour unasked
    t.set_lang("ja")
    ways = [b.description for b in t.choice_box.children if b.layout.display != "none"]
    assert ways[1] == "●4ᵃ ●5ᵃ ◆2ᵃを出し、緑を宣言する"
    n = len(t.match.actions)
    next(b for b in t.choice_box.children if b.description == ways[1]).click()
    assert t.match.actions[n].args[-1] == "green"
