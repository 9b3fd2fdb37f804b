"""Unit tests of the game-agnostic core: cards, actions, must-follow, trick winner, Match,
secret choices, catalogue rendering, history."""
from __future__ import annotations

import pytest

from tricklab import IllegalAction, NotationError, new_match
from tricklab.core.actions import Action
from tricklab.core.cards import Card, full_deck, parse_cards
from tricklab.core.events import Event, EventKind, Step
from tricklab.core.follow import follow_violation, legal_follow
from tricklab.core.secret import SecretChoices
from tricklab.core.trick import decide_trick


@pytest.mark.parametrize("text,norm,label", [("AS", "AS", "♠A"), ("10h", "10H", "♥10"),
                                              ("TH", "10H", "♥10"), ("♦Q", "QD", "♦Q"),
                                              ("2♣", "2C", "♣2"), (" kd ", "KD", "♦K")])
def test_card_notation(text, norm, label):
    c = Card.parse(text)
    assert str(c) == norm and c.label == label
    assert Card.parse(str(c)) == c and Card.parse(c.label) == c


def test_every_card_round_trips():
    deck = full_deck()
    assert len(set(deck)) == 52
    assert all(Card.parse(str(c)) == c for c in deck)


@pytest.mark.parametrize("bad", ["", "1S", "15H", "AX", "S", "hello", "11D"])
def test_bad_card_notation_is_a_clear_error(bad):
    with pytest.raises(NotationError, match="not a card"):
        Card.parse(bad)


def test_action_notation_round_trips():
    for text in ["Ben 3S", "Aki pass 2C 3C"]:
        assert str(Action.parse(text, ("pass",))) == text
    assert Action.parse("Aki PASS 2C 3C", ("pass",)).kind == "pass"
    with pytest.raises(NotationError):
        Action.parse("Ben")


def test_must_follow_gives_reason_with_held_cards():
    hand = parse_cards("KS 2S 7H")
    step = follow_violation(hand, Card.parse("7H"), "S", ruling="RT-010")
    assert step is not None and step.code == "MUST_FOLLOW" and step.rulings == ("RT-010",)
    assert set(step.params["held"]) == set(parse_cards("KS 2S"))
    assert follow_violation(hand, Card.parse("2S"), "S") is None
    assert follow_violation(parse_cards("7H 5D"), Card.parse("7H"), "S") is None  # void
    assert follow_violation(hand, Card.parse("7H"), None) is None                 # leading


def test_legal_follow_with_exempt_cards():
    hand = parse_cards("KS 7H 5D")
    assert legal_follow(hand, "S") == [Card.parse("KS")]
    assert set(legal_follow(hand, "C")) == set(hand)
    exempt = lambda c: c.suit == "D"  # noqa: E731
    assert set(legal_follow(hand, "S", exempt=exempt)) == set(parse_cards("KS 5D"))


def test_trick_winner_first_played_wins_ties():
    plays = [("A", 5), ("B", 9), ("C", 9), ("D", 1)]
    out = decide_trick(plays, lambda i, v: (v, Step("VAL", ("X-1",), {"card": v})), tie_ruling="X-2")
    assert out.winner == 1
    assert [s.code for s in out.steps] == ["VAL", "FIRST_PLAYED_WINS"]
    assert out.steps[1].rulings == ("X-2",) and out.steps[1].params["others"] == [9]
    out2 = decide_trick([("A", 3), ("B", 8)], lambda i, v: (v, Step("VAL")))
    assert out2.winner == 1 and len(out2.steps) == 1


def test_trick_winner_later_card_that_wins_ties():
    plays = [("A", 9), ("B", 9), ("C", 9), ("D", 1)]
    val = lambda i, v: (v, Step("VAL"))  # noqa: E731
    out = decide_trick(plays, val, tie_ruling="X-2", wins_ties=lambda i: ("X-3",) if i == 1 else ())
    assert out.winner == 1 and out.first_played == 0
    assert [s.code for s in out.steps] == ["VAL", "LATER_WINS_TIE"]
    assert out.steps[1].rulings == ("X-3",) and out.steps[1].params["others"] == [9, 9]
    out = decide_trick(plays, val, tie_ruling="X-2", wins_ties=lambda i: ("X-3",) if i == 0 else ())
    assert out.winner == 0 and out.steps[1].code == "FIRST_PLAYED_WINS"   # first anyway


def test_secret_choices_hide_others_until_all_chose():
    sc: SecretChoices[str] = SecretChoices(["A", "B"])
    assert sc.choose("A", "x") is False
    assert sc.visible_to("B") == {"A": None}
    assert sc.visible_to("A") == {"A": "x"}
    assert sc.choose("B", "y") is True and sc.waiting() == []


def test_illegal_action_leaves_match_unchanged():
    m = new_match("robotrick", seed=3)
    before = (len(m.actions), len(m.events), m.facts())
    for bad in ["Aki pass 2C", "Zed pass 2C 3C", "Robot AS", "Aki pass XX YY"]:
        with pytest.raises((IllegalAction, NotationError)):
            m.play(bad)
        assert (len(m.actions), len(m.events), m.facts()) == before


def test_undo_at_and_replay():
    m = new_match("robotrick", seed=5)
    for seat in list(m.to_act()):
        m.play(m.legal_actions(seat)[0])
    for _ in range(5):
        m.play(m.legal_actions()[0])
    snapshot = m.facts()
    n = len(m.actions)
    assert m.at(0).phase == "pass" and m.at(n) is m.state
    again = m.copy()
    assert again.facts() == snapshot and [e.code for e in again.events] == [e.code for e in m.events]
    m.undo(2)
    assert len(m.actions) == n - 2 and m.state is m.at(n - 2)
    m.play(again.actions[n - 2])
    m.play(again.actions[n - 1])
    assert m.facts() == snapshot
    with pytest.raises(IllegalAction, match="Cannot undo 100 moves: only 8 have been played"):
        m.undo(100)
    with pytest.raises(IndexError):
        m.at(999)


def test_catalogue_renders_both_languages():
    m = new_match("robotrick", seed=1)
    cat = m.game.catalogue
    ev = m.events[0]
    en, ja = cat.explain(ev, "en"), cat.explain(ev, "ja")
    assert "Round 1" in en.headline and "第1ラウンド" in ja.headline
    assert {r.id for r in en.rulings} >= {"RT-001", "RT-003"}
    html = en._repr_html_()
    assert "RT-001" in html
    with pytest.raises(ValueError):
        cat.explain(ev, "fr")


def test_explain_marks_interp_rulings():
    m = new_match("robotrick", seed=1)
    cat = m.game.catalogue
    ex = cat.explain(Event(EventKind.RULE, "PASS_PHASE", None, ("RT-008",), {}), "ja")
    assert ex.rulings[0].interp and "tricklabの裁定" in ex._repr_html_()


def test_history_has_one_row_per_action_with_legal_alternatives():
    m = new_match("robotrick", seed=2)
    for seat in list(m.to_act()):
        m.play(m.legal_actions(seat)[0])
    for _ in range(3):
        m.play(m.legal_actions()[0])
    df = m.history()
    assert list(df.columns) == ["step", "part", "round", "trick", "seat", "kind", "verb", "action", "card",
                                "position", "leader", "legal", "winner", "points", "rulings", "auto"]
    plays = df[df["trick"].notna()]
    assert plays.iloc[0]["seat"] == "Robot" and bool(plays.iloc[0]["auto"]) is True
    assert all(row["action"] in row["legal"] for _, row in plays.iterrows())
    winners = df[df["winner"].notna()]
    assert len(winners) == 1 and "RT-011" in winners.iloc[0]["rulings"]
    # a seat's history hides the other players' passes
    hidden = m.history(seat="Ben")
    passes = hidden[hidden["verb"] == "pass"]
    assert passes[passes["seat"] != "Ben"]["legal"].isna().all()
    assert passes[passes["seat"] != "Ben"]["action"].isna().all()
