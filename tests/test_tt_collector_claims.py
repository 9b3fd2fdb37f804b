"""The Collector's ``claims`` answers "nothing" itself when no token is placed (a trick end
asks it at every trick, ``reserved_cards`` and ``reserved_entry`` are two calls more): on
real trick ends, reserved or not, it must claim what ``reserved_cards`` tells."""
from __future__ import annotations

from types import SimpleNamespace

from test_tt_lazy_lists import _states

from tricklab.games.tricktakers.characters import REGISTRY

COLLECTOR = REGISTRY["collector"]


def test_claims_are_the_reserved_cards_of_a_trick_not_won():
    seen = set()
    for seed in range(16):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase != "play" or not st.entries:
                continue
            for s, name in st.chars.items():
                if name != "collector" or s not in st.cdata:
                    continue
                for winner in {s, st.entries[0].seat}:
                    res = SimpleNamespace(entries=st.entries, winner=winner)
                    want = [] if winner == s else list(COLLECTOR.reserved_cards(st, s, res))
                    assert COLLECTOR.claims(st, s, res) == want
                    seen.add((winner == s, bool(want)))
    assert {(False, True), (False, False), (True, False)} <= seen, seen
