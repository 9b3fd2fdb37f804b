"""The Ruler writes out ``play.holds_lead``, ``play.is_leading`` and ``TTState.clockwise``
where a random playout asks them at most of its turns and setup steps (a call each): on real
states its answers must stay those the helpers give."""
from __future__ import annotations

from test_tt_lazy_lists import _states

from tricklab.games.tricktakers.cards import NUM
from tricklab.games.tricktakers.characters import REGISTRY
from tricklab.games.tricktakers.characters.ruler import TASKS
from tricklab.games.tricktakers.play import holds_lead, is_leading

RULER = REGISTRY["ruler"]


def _token_rule(st, seat, card) -> str:
    """``Ruler.token_rule`` as it read with the helpers."""
    if st.lead is None or card.kind != NUM or card.suit == st.lead or is_leading(st, seat):
        return "none"
    return "must" if holds_lead(st, seat) else "may"


def test_token_rule_and_plain_turn_answer_as_the_play_helpers():
    rules, plain = set(), set()
    for seed in range(10):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase != "play" or st.pending is not None or not st.hands[seat]:
                continue
            # (neither reads the Ruler's round data: any seat's turn will do)
            answer = RULER.plain_turn(st, seat)
            assert answer == (st.lead is None or holds_lead(st, seat))
            plain.add(answer)
            for card in st.hands[seat]:
                rule = RULER.token_rule(st, seat, card)
                assert rule == _token_rule(st, seat, card), (card, st.lead)
                rules.add(rule)
    assert rules == {"none", "must", "may"} and plain == {True, False}


def test_open_seats_are_the_others_clockwise_without_a_task():
    asked = 0
    for seed in range(24):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase != "setup" or st.chars.get(seat) != "ruler" or st.pending is not None:
                continue
            given = {h for h, _, _ in st.cdata[seat]["tasks"]}
            seats, left = RULER._left(st, seat)
            assert seats == [s for s in st.clockwise(seat)[1:] if s not in given]
            assert left == [t for t in TASKS if t not in {t for _, t, _ in st.cdata[seat]["tasks"]}]
            asked += 1
    assert asked
