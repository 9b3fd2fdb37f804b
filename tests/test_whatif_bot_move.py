"""A what-if started at a bot's move ("what if Chie had played another card?") lets the
learner choose that move: the bots used to replay it at once and the table was unchanged."""
from __future__ import annotations

import re

import pytest

from tricklab.session import Session
from tricklab.ui import Table


def plain(html_text: str) -> str:
    return re.sub(r"<[^>]+>", "", html_text).replace("&#x27;", "'")


def _bot_won_trick(t: Table) -> tuple[int, int]:
    """Play the learner's first legal card until a bot's card won a trick; the step showing
    that trick and the number of actions before the card."""
    for _ in range(60):
        for i, ev in enumerate(t.stepper.items):
            if ev.kind == "trick_won" and ev.seat != t.session.learner:
                k = t._event_actions[i]
                if t.match.actions[k].seat == ev.seat:
                    return i, k
        t.play(t.match.legal_actions(t.hand_seat)[0])
    raise AssertionError("no trick won by a bot's card")


@pytest.mark.parametrize("lang, whose", [("en", "What if: you play {seat}'s move."),
                                         ("ja", "もしも：{seat}の手をあなたが選びます。")])
def test_a_what_if_from_a_bots_card_lets_the_learner_choose_that_card(lang, whose):
    t = Table("robotrick", seed=1, lang=lang)
    pos, keep = _bot_won_trick(t)
    bot = t.match.actions[keep].seat
    card = t.match.actions[keep]
    t.stepper.go(pos)
    t.play_from_here()
    # the bot did not replay its card: the learner plays it from that seat's hand (and sees
    # nothing else of that seat's: the lists of moves stay as the learner saw them)
    assert len(t.match.actions) == keep and bot in t.match.to_act()
    assert t.session.stand_in == bot and t.hand_seat == bot and t.viewer == t.session.learner
    assert sorted(map(str, t._hand_cards)) == sorted(map(str, t.view.hand(t.match.state, bot)))
    assert len(t.hand_buttons) == len(t._hand_cards) > 1
    shown = plain(t.status.value)
    assert whose.format(seat=bot) in shown, shown
    said = ("You choose {seat}'s move now" if lang == "en" else "ここでは{seat}の手をあなたが選びます")
    assert said.format(seat=bot) in shown, shown
    assert t.hand_buttons and t.session.bot_seat() is None      # "next bot move" has none
    other = [a for a in t.match.legal_actions(bot) if a != card]
    t.play(other[0])
    # the bots resume after the chosen move, up to the learner's own decision
    assert t.match.actions[keep] == other[0]
    assert t.session.stand_in is None and t.hand_seat == t.session.learner
    assert t.session.learner in t.match.to_act() or t.match.is_over()
    assert "What if" not in plain(t.status.value) and "もしも：" not in plain(t.status.value)
    t.undo()                            # the chosen move is the learner's to take back
    assert len(t.match.actions) == keep and t.session.stand_in == bot


def test_session_fork_choose_only_for_a_bots_move():
    s = Session("robotrick", seed=1)
    while not any(a.seat != s.learner and a.kind == "play" for a in s.match.actions):
        s.play(s.match.legal_actions(s.learner)[0])
    acts = s.match.actions
    k = next(i for i, a in enumerate(acts) if a.seat != s.learner and a.kind == "play")
    mine = next(i for i, a in enumerate(acts) if a.seat == s.learner)
    s.fork(actions=k)                           # a notebook's fork: the bots move on
    assert len(s.match.actions) > k and s.stand_in is None
    s.switch("1")
    s.fork(actions=k, choose=True)
    assert len(s.match.actions) == k and s.stand_in == acts[k].seat
    assert s.waiting_bots() == [] and s.hand_seat == acts[k].seat and s.viewer == s.learner
    s.switch("1")
    s.fork(actions=mine, choose=True)           # the learner's own move: nothing changes
    assert s.stand_in is None and s.learner in s.match.to_act()
