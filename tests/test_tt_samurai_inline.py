"""The Samurai writes out ``is_black``, ``is_red`` and ``Entry.cards`` where a random playout
asks them card by card (a call each): the cards it replaces at setup and on receiving, and the
red cards it is offered after a won trick, must stay those the helpers tell."""
from __future__ import annotations

from types import SimpleNamespace

from test_tt_lazy_lists import _states

from tricklab.core.events import Built
from tricklab.games.tricktakers.cards import ALL_CARDS, NUM
from tricklab.games.tricktakers.characters import REGISTRY
from tricklab.games.tricktakers.characters.samurai import is_black, is_red
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import printed

SAMURAI = REGISTRY["samurai"]


def _play_states():
    """States of random games with cards on the table (some entries of several cards)."""
    for seed in range(8):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase == "play" and st.entries:
                yield st, seat


def _samurai_holding(st, seat, hand):
    mine = st.clone()
    mine.chars = {**mine.chars, seat: "samurai"}
    mine.cdata = {**mine.cdata, seat: SAMURAI.init(mine, seat)}
    mine.hands = {**mine.hands, seat: list(hand)}
    return mine


def test_black_cards_replaced_are_those_is_black_tells():
    st, seat = next(_play_states())
    for card in ALL_CARDS:
        for way in ("setup", "receive"):
            mine = _samurai_holding(st, seat, [card])
            events: list = Built()
            if way == "setup":
                SAMURAI.setup_auto(mine, seat, events)
            else:
                SAMURAI.on_receive(mine, seat, [card], events)
            replaced = [e for e in events if e.code == "SAMURAI_NO_BLACK"]
            assert bool(replaced) == is_black(card), (way, card)


def test_the_red_cards_offered_are_those_of_the_entries_cards():
    several = 0
    for st, seat in _play_states():
        res = SimpleNamespace(entries=st.entries)
        played = [c for e in st.entries if e.seat != seat for c in e.cards]
        taken = played[::2]                 # some of them in the Samurai's won cards
        mine = _samurai_holding(st, seat, st.hands[seat])
        mine.taken = {**mine.taken, seat: list(taken)}
        reds = [c for c in played if is_red(c)]
        want = [c for c in reds if c in taken]
        assert SAMURAI.offer(mine, seat, res) == (want, [c for c in reds if c not in want])
        several += any(len(e.cards) > 1 and any(map(is_red, e.cards[1:])) for e in st.entries
                       if e.seat != seat)
    assert several


def test_spirit_of_red_changes_exactly_the_red_number_cards():
    st, seat = next(_play_states())
    changed = 0
    for card in ALL_CARDS:
        eff = printed(card)
        late = SAMURAI.effective_late(st, Entry(seat, card, 0), eff, [eff], False)
        assert (late is not eff) == (is_red(card) and eff.kind == NUM), card
        changed += late is not eff
    assert changed
