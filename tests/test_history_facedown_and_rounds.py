"""``match.history()`` places a card played face down (Invisibility Potion) in its trick, and
gives every row its round.

A face-down play's public card is missing, and the history counted a trick's cards by their
card: Little's seed-5 game put the winner of round 3's trick 5 on Bo's third card, and Cy's
fourth (▲9, face down, then turned up) had no card, position, leader or winner. Full
Tricktakers did the same (Bo's ■1 had no position). KINGs names the round on its deal and its
plays only, so its picks, bids and shows had none; its draws, Kings going home and the Sword to
the box were AUTO events, read as automatic plays without a card."""
from __future__ import annotations

import pandas as pd

from helpers import after_moves
from test_one_event_per_facedown_card import POTION

from tricklab import new_match, play_out
from tricklab.core.events import EventKind
from tricklab.core.history import history_rows

COLS = ["step", "seat", "verb", "action", "card", "position", "leader", "winner"]


def rows(m, seat=None, n=None):
    h = m.history(seat)[COLS]
    return [{k: (None if pd.isna(v) else v) for k, v in r.items()}
            for r in h.to_dict("records")][-(n or len(h)):]


def test_little_a_facedown_last_card_carries_the_trick_and_its_winner() -> None:
    m = new_match("tricktakers_little", seed=5)
    play_out(m, "random")
    bo, cy = rows(m, n=4)[0], rows(m, n=1)[0]
    assert (bo["action"], bo["position"], bo["winner"]) == ("Bo G9", 3, None)
    assert cy == {"step": 118, "seat": "Cy", "verb": "play", "action": "Cy R9", "card": "R9",
                  "position": 4, "leader": "Di", "winner": "Ann"}
    # the others read it as they read its action: a card played face down
    assert rows(m, "Cy", 1)[0] == cy
    assert rows(m, "Ann", 1)[0] == cy | {"action": "Cy ??", "card": None}


def test_tricktakers_a_facedown_card_keeps_its_place_and_stays_hidden() -> None:
    m, _ = after_moves("tricktakers", POTION,
                       ["Bo equip potion sword", "Ann K10", "Bo item potion", "Bo K1"], 73)
    bo = {"step": 4, "seat": "Bo", "verb": "play", "action": "Bo K1", "card": "K1",
          "position": 2, "leader": "Ann", "winner": None}
    assert rows(m, None, 1)[0] == bo == rows(m, "Bo", 1)[0]
    for other in ("Ann", "Cy"):          # face down still: no record of the others names it
        assert rows(m, other, 1)[0] == bo | {"action": "Bo ??", "card": None}
    m.play("Cy K6")
    won = [e.params["winner"] for e in m.events_of(4) if e.kind == EventKind.TRICK_WON]
    assert [(r["seat"], r["position"], r["winner"]) for r in rows(m, n=3) if r["position"]] \
        == [("Bo", 2, None), ("Cy", 3, *won)]


def test_kings_every_row_has_its_round() -> None:
    m = new_match("tricktakers_kings", seed=5)
    for _ in range(30):
        m.play(m.legal_actions(m.to_act()[0])[0])
    assert m.facts()["round"] == 1
    h = m.history()
    assert list(h[h["step"] > 0]["round"]) == [1] * 30, h.tail(4)
    assert [r["round"] for r in history_rows(m, "Ann")] == [1] * 30     # the History tab's
    play_out(m, "random")
    h = m.history()
    assert not h[h["step"] > 0]["round"].isna().any()
    assert {"bid", "show", "play"} <= set(h[h["round"] == 2]["verb"])
    auto = h[h["auto"]]
    assert not auto["card"].isna().any(), auto            # an automatic row is a card played
