"""A character that states ``plain_turn_entries`` keeps its word: on a turn its ``plain_turn``
calls plain, a card played without words is ``plain_entry`` with no Step, and ``on_played``
changes nothing for it. One that states ``frees_every_card`` keeps its word too: its
``follow_free`` answers True for every card of its hand at every turn.

Why: the bulk loop then puts such a card itself, without calling ``make_entry``, ``_put`` and
``on_played``, and lists the whole hand of a must-follow turn without asking ``follow_free``
card by card. Nothing else ties the statements to those methods: if one of them came to do
something else, the random playouts would silently skip it. So each statement is checked
against its methods at every turn it speaks of in many games, and the same games are played
with the statement withdrawn (every call made): they must be identical.
"""
from __future__ import annotations

import random

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers import rules
from tricklab.games.tricktakers.characters import ALL, REGISTRY
from tricklab.games.tricktakers.hooks import comp
from tricklab.games.tricktakers.state import plain_entry

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def _stating(statement: str = "plain_turn_entries") -> list[type]:
    return sorted({type(c) for c in REGISTRY.values()
                   if getattr(type(c), statement, False)}, key=lambda k: k.__name__)


def _slots(st) -> dict:
    return {f: getattr(st, f) for f in type(st).__dataclass_fields__ if f != "hook_cache"}


def _full(events):
    """Every field of every event, the explanation steps built."""
    return [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps, e.visible_to,
             repr(e.private)) for e in events]


def _plain_cards(st, seat):
    """The hand cards the bulk loop puts as plain cards on a plain turn: all but the cards
    off the lead colour while the hand holds it (those go through the exemption)."""
    hand, lead = st.hands[seat], st.lead
    must = lead is not None and any(x.follows == lead for x in hand)
    return [x for x in hand if not (must and x.follows is not None and x.follows != lead)]


def test_the_statement_holds_at_every_plain_turn(monkeypatch):
    stating = _stating()
    assert stating, "no character states plain_turn_entries"
    checked = {cls.__name__: 0 for cls in stating}
    for cls in stating:
        asked = cls.plain_turn

        def plain_turn(self, st, seat, asked=asked, cls=cls):
            plain = asked(self, st, seat)
            if plain and st.phase == "play" and st.pending is None \
                    and st.order[st.turn] == seat:
                index = sum(not e.facedown for e in st.entries)
                for card in _plain_cards(st, seat):
                    made, steps, events = st.clone(), [], []
                    entry = self.make_entry(made, seat, card, (), index, steps)
                    assert entry == plain_entry(seat, card, index) and not steps, (cls, card)
                    assert _slots(made) == _slots(st), (cls, card)      # make_entry: no change
                    made.hands[seat].remove(card)
                    made.entries.append(entry)
                    before = made.clone()       # (copies what the engine changes in place)
                    self.on_played(made, entry, events)
                    assert not events and _slots(made) == _slots(before), (cls, card)
                    checked[cls.__name__] += 1
            return plain

        monkeypatch.setattr(cls, "plain_turn", plain_turn)
    game = get_game("tricktakers")
    for seed in range(40):
        random_playout(game, seed, PLAYERS[:4], characters=ALL)
    assert all(n > 50 for n in checked.values()), checked


def _games(seeds: range, players: list[str]):
    game = get_game("tricktakers")
    out = []
    for seed in seeds:
        st, events = random_playout(game, seed, players, characters=ALL)
        out.append((repr(_slots(st)), _full(events)))
    return out


def test_every_card_is_free_at_every_turn_of_a_character_that_says_so():
    stating = tuple(_stating("frees_every_card"))
    assert stating, "no character states frees_every_card"
    game = get_game("tricktakers")
    checked = {cls.__name__: 0 for cls in stating}
    for seed in range(25):
        rng = random.Random(seed)
        st, _ = game.new_state(PLAYERS[:4], seed, {}, {"characters": ALL})
        while not game.is_over(st):
            seat = game.to_act(st)[0]
            c = comp(st, seat) if seat in st.chars else None
            if isinstance(c, stating) and st.phase == "play" and st.pending is None:
                for card in st.hands[seat]:
                    assert c.follow_free(st, seat, card), (type(c).__name__, card, st.lead)
                    checked[type(c).__name__] += 1
            game.apply(st, rng.choice(game.legal_actions(st, seat)))
    assert all(n > 50 for n in checked.values()), checked


@pytest.mark.parametrize("statement, method", [("plain_turn_entries", "make_entry"),
                                               ("frees_every_card", "follow_free")])
@pytest.mark.parametrize("seeds, players", [(range(40), PLAYERS[:4]), (range(8), PLAYERS[:3]),
                                            (range(8), PLAYERS[:5])])
def test_the_same_games_with_the_statement_withdrawn(monkeypatch, statement, method, seeds,
                                                     players):
    stating = _stating(statement)
    assert stating, f"no character states {statement}"
    calls = {"usual": 0, "withdrawn": 0}
    run = ["usual"]
    for cls in stating:
        asked = getattr(cls, method)

        def counted(self, *args, asked=asked):
            calls[run[0]] += 1
            return asked(self, *args)

        monkeypatch.setattr(cls, method, counted)
    usual = _games(seeds, players)
    run[0] = "withdrawn"
    for cls in stating:
        monkeypatch.setattr(cls, statement, False)
    monkeypatch.setattr(rules, "_FLAGS", {})
    monkeypatch.setattr(rules, "_TURN_OF", {})
    withdrawn = _games(seeds, players)
    # the statement spared calls in the usual games, and the games are the same
    assert calls["usual"] < calls["withdrawn"], calls
    for seed, (a, b) in zip(seeds, zip(usual, withdrawn)):
        assert a[0] == b[0], seed               # the final state
        assert a[1] == b[1], seed               # every event
