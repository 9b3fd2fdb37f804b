"""Shortcuts of a game's and a decision's start, held to what they stand for.

``check_options`` keeps its answer per options of plain values (a simulation starts every
game with the same options): the checks must run once per such set, each game must get a
copy of its own, and a value that only equals a valid one (``1`` for ``True``) must still
be refused. ``_discardable`` with ``keep`` stands for ``_discard_ok`` (the pending discard's
card to keep left out), asked by ``_options`` at every discard. ``new_state_records`` is
``new_state`` with its events as records."""
from __future__ import annotations

import pytest

from test_tt_lazy_lists import _states

from tricklab.core.errors import SetupError
from tricklab.core.events import EventLog
from tricklab.games import get_game
from tricklab.games.tricktakers import deal
from tricklab.games.tricktakers.characters import ALL


def test_options_are_checked_once_per_set_and_each_game_gets_its_own(monkeypatch):
    monkeypatch.setattr(deal, "_CHECKED_OPTIONS", {})
    checked = []
    real = deal._check_options

    def counting(options, n_players):
        checked.append(dict(options))
        return real(options, n_players)

    monkeypatch.setattr(deal, "_check_options", counting)
    first = deal.check_options({"characters": ALL}, 4)
    second = deal.check_options({"characters": ALL}, 4)
    assert first == second and first[0] is not second[0]
    first[0]["style"] = "draft"                    # a game's own options: not the next game's
    assert deal.check_options({"characters": ALL}, 4)[0]["style"] == "all_star"
    assert len(checked) == 1
    deal.check_options({"characters": ALL}, 5)     # another number of players: checked
    deal.check_options({"characters": list(ALL)}, 4)   # a list is no key: checked every time
    deal.check_options({"characters": list(ALL)}, 4)
    assert len(checked) == 4
    assert deal.check_options({"public_discards": True}, 4)[0]["public_discards"] is True
    with pytest.raises(SetupError) as refused:     # 1 == True, but it is no switch
        deal.check_options({"public_discards": 1}, 4)
    assert refused.value.code == "SETUP_OPTION_TYPE"


def test_discardable_less_the_card_to_keep_is_discard_ok():
    kept = 0
    for seed in range(12):
        for game, st, seat in _states(seed, 3 + seed % 3):
            if st.pending is None or st.pending[1] != "discard":
                continue
            keep = st.pending[2].get("keep")
            every = game._discardable(st, seat)
            want = [x for x in every if x is not keep]
            assert game._discardable(st, seat, keep) == want == game._discard_ok(st, seat)
            kept += keep is not None and keep in every
    assert kept, "no discard had a card to keep"


@pytest.mark.parametrize("name, options", [
    ("tricktakers", {"characters": ALL}),
    ("tricktakers", {"style": "draft", "characters": ALL}),
    ("tricktakers_little", {}),
])
def test_a_playout_starts_with_records_that_read_as_new_states_events(name, options):
    """``new_state_records`` (``core.simulate``'s start) is ``new_state`` with its events
    kept as records: built, they are its events; a game built on this one that starts its
    own way (Little) starts so there too."""
    game = get_game(name)
    players = list(game.default_players)
    for seed in range(4):
        st, events = game.new_state(players, seed, {}, dict(options))
        mine, records = game.new_state_records(players, seed, {}, dict(options))
        assert mine == st
        assert _read(EventLog(records)) == _read(events)
        assert any(x.__class__ is tuple for x in records) == (name == "tricktakers")


def _read(events):
    return [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps, e.visible_to)
            for e in events]
