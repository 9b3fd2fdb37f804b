"""The Adventurer's ``turn_count`` writes out ``blocked``'s tests (the Potion, the number
items, Fairy Mischief, the Secret Book, the items that only score), and counts the map's and
the castle variant's actions without listing them: on real turns, with each item alone on
the equipment, the count must be the number of items ``turn_actions`` lists (which asks
``blocked`` itself), and the follow-free answer ``exempt``'s, or a random playout would draw
other games."""
from __future__ import annotations

from test_tt_lazy_lists import _states

from tricklab.games.tricktakers.characters import REGISTRY
from tricklab.games.tricktakers.characters.items import ITEMS
from tricklab.games.tricktakers.state import TTState

ADVENTURER = REGISTRY["adventurer"]


def _turns():
    """Every turn of random games (3 to 5 players) where a player must play a card."""
    for seed in range(12):
        for _, st, seat in _states(seed, 3 + seed % 3):
            if st.phase == "play" and st.pending is None and st.hands[seat]:
                yield st, seat


def _with(st: TTState, seat: str, equipment: tuple, variant: bool = False) -> TTState:
    """``st`` with ``seat`` an Adventurer holding ``equipment``, no item used or armed."""
    mine = st.clone()
    mine.chars = {**mine.chars, seat: "adventurer"}
    mine.cdata = {**mine.cdata, seat: {**ADVENTURER.init(mine, seat), "equipment": equipment}}
    if variant:
        mine.opts = {**mine.opts, "variant_castle_visit": True}
    return mine


def test_turn_count_is_the_listed_number_for_every_item():
    seen: dict[str, set[bool]] = {name: set() for name in ITEMS}
    for st, seat in _turns():
        for name in ITEMS:
            mine = _with(st, seat, (("red", name),))
            listed = len(ADVENTURER.turn_actions(mine, seat))
            assert ADVENTURER.turn_count(mine, seat) == listed, (name, mine.hands[seat], mine.lead)
            seen[name].add(listed > 0)
    # the items blocked on some turns were seen both usable and refused
    for name in ("potion", "sword", "axe", "wand", "fairy", "crystal", "map", "boots"):
        assert seen[name] == ({False} if not ITEMS[name].usable else {True, False}
                              if name in ("potion", "sword", "axe", "wand", "fairy") else {True}), name


def test_turn_count_of_the_castle_variant_and_a_full_equipment():
    full = tuple(("extra", name) for name in ITEMS)
    n = 0
    for st, seat in _turns():
        for variant in (False, True):
            mine = _with(st, seat, (("blue", "boots"), ("red", "sword"), ("extra", "castle"),
                                    ("extra", None)), variant)
            assert ADVENTURER.turn_count(mine, seat) == len(ADVENTURER.turn_actions(mine, seat))
            mine = _with(st, seat, full, variant)
            assert ADVENTURER.turn_count(mine, seat) == len(ADVENTURER.turn_actions(mine, seat))
        n += 1
        if n >= 200:
            break
    assert n == 200


def test_follow_free_answers_as_exempt_with_each_item_armed():
    armed = set()
    for st, seat in _turns():
        for name in ("orb", "wand", "sword", None):
            mine = _with(st, seat, ())
            mine.cdata[seat]["armed"] = name
            for card in mine.hands[seat]:
                free = ADVENTURER.follow_free(mine, seat, card)
                assert free == (ADVENTURER.exempt(mine, seat, card) is not None), (name, card)
                if free:
                    armed.add(name)
    assert armed == {"orb", "wand"}


def test_the_book_counts_only_while_a_card_is_left_to_draw():
    counts = set()
    for st, seat in _turns():
        for deck, discard in (([], []), (st.deck, []), ([], st.deck)):
            mine = _with(st, seat, (("extra", "book"),))
            mine.deck, mine.discard = list(deck), list(discard)
            n = ADVENTURER.turn_count(mine, seat)
            assert n == len(ADVENTURER.turn_actions(mine, seat)), (deck, discard, mine.hands[seat])
            counts.add((n, len(mine.hands[seat]) > 1))
    # refused only with a card or none in hand and nothing left to draw (TT-177)
    assert counts == {(0, False), (1, False), (1, True)}, counts
