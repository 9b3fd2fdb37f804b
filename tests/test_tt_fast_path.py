"""Tricktakers' bulk-simulation path (``moves``/``perform``, used by ``random_playout``) is the
checked path without the checks: at every decision of random games with all 15 characters,
``moves`` lists exactly the legal actions a fresh copy of the state computes, and ``perform``
of a listed move gives the same events, explanations and state as ``apply`` of it.

The trick winner is found without building its explanation (``trick.winner_of``); random
tricks hold it to ``decide``, which builds the explanation the event shows when read."""
from __future__ import annotations

import random
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as hs

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers.cards import BZ, NUM, RARE, WF, TTCard
from tricklab.games.tricktakers.characters import ALL
from tricklab.games.tricktakers.rules import GAME
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import Eff, decide, winner_of
from sample_sizes import games

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def _record(events):
    return [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps, e.visible_to,
             repr(e.private)) for e in events]


def _state(st):
    """The state's fields (its secret choices compared by their contents)."""
    out = {f.name: getattr(st, f.name) for f in fields(st) if f.compare}
    out["secret"] = vars(st.secret) if st.secret is not None else None
    return out


def _walk(n: int, seed: int, options: dict):
    """Play a random game by moves/perform, checking each move against apply on a copy."""
    rng = random.Random(seed)
    st, _ = GAME.new_state(PLAYERS[:n], seed, {}, options)
    decisions = 0
    while not GAME.is_over(st):
        seat = GAME.to_act(st)[0]
        moves = GAME.moves(st, seat)
        fresh = st.clone()                      # no cached legal actions
        assert list(moves) == GAME.legal_actions(fresh, seat)
        assert moves, f"{seat} has no move"
        move = moves[rng.randrange(len(moves))]
        checked = GAME.apply(fresh, move)
        done = GAME.perform(st, seat, move)
        assert _record(done) == _record(checked), move
        assert _state(st) == _state(fresh), move
        decisions += 1
    return decisions


def test_moves_are_the_checked_legal_actions_and_perform_is_apply():
    total = 0
    for seed in range(12):
        for n in (3, 4, 5):
            total += _walk(n, seed, {"characters": ALL})
    total += _walk(4, 99, {})                              # the base set
    total += _walk(4, 7, {"style": "draft", "characters": ALL})
    assert total > 1000                                      # many decisions were compared


def test_random_playout_uses_the_fast_path_and_stays_deterministic():
    assert hasattr(GAME, "moves") and hasattr(GAME, "perform")
    a = random_playout(GAME, 5, PLAYERS[:4], characters=ALL)
    b = random_playout(GAME, 5, PLAYERS[:4], characters=ALL)
    assert _record(a[1]) == _record(b[1]) and a[0] == b[0]
    assert GAME.is_over(a[0])


def test_little_and_kings_playouts_still_finish():
    for name in ("tricktakers_little", "tricktakers_kings"):
        game = get_game(name)
        st, events = random_playout(game, 3)
        assert game.is_over(st) and events


_NUMS = [c for c in (TTCard.parse(f"{s}{v}") for s in "RBGK" for v in range(1, 11))]
_SPECIAL = [TTCard.parse(x) for x in ("WF1", "RA1", "BZ")]


@hs.composite
def _tricks(draw):
    """3-5 face-up entries with effective cards of every kind, including the flags (a 1 may
    win ties, a 10 may be protected, an EL or an Adventurer's doll beats Rares) that change
    the winner; a number may have lost its colour (Alchemist) and nothing may set a lead."""
    n = draw(hs.integers(3, 5))
    plays = []
    for i in range(n):
        kind = draw(hs.sampled_from([NUM, NUM, NUM, NUM, WF, RARE, BZ]))
        if kind == NUM:
            colour = draw(hs.sampled_from("RRKB"))       # mostly the lead colour and trump
            value = draw(hs.sampled_from([1, 1, 2, 9, 10, 10]))
            card = TTCard.parse(f"{colour}{value}")
            if draw(hs.integers(0, 9)) == 0:
                colour = None                            # a colourless number
        else:
            colour, value = None, 0
            card = {WF: _SPECIAL[0], RARE: _SPECIAL[1], BZ: _SPECIAL[2]}[kind]
        plus = draw(hs.booleans()) if kind == WF else draw(hs.integers(0, 9)) == 0
        eff = Eff(kind, colour, value, rare_plus=plus,
                  wins_ties=("TT-078",) if draw(hs.integers(0, 4)) == 0 else (),
                  protected_10=draw(hs.integers(0, 4)) == 0)
        plays.append((Entry(PLAYERS[i], card, i), eff))
    lead = draw(hs.sampled_from(["R", "R", "B", "K", None]))
    return tuple(plays), lead, draw(hs.booleans())


@settings(max_examples=games(ci=1500, quick=300), deadline=None)
@given(_tricks())
def test_winner_of_agrees_with_decide(trick):
    plays, lead, revolt = trick
    out = decide(plays, lead, revolt)
    assert winner_of(plays, lead, revolt) == (out.winner, out.strongest, out.has_rare)


def test_plain_entries_are_shared_equal_and_bounded():
    """An entry with nothing on it is one shared object per (seat, card, index): equal to the
    entry made anew (so sharing changes no game), reused by the plays of a playout, and the
    memo is emptied past its bound."""
    from tricklab.games.tricktakers import state
    card = TTCard.parse("R5")
    one = state.plain_entry("Ann", card, 0)
    assert one == Entry("Ann", card, 0) and one is state.plain_entry("Ann", card, 0)
    st, _ = random_playout(get_game("tricktakers"), 3, PLAYERS[:4], characters=ALL)
    shared = [e for e in st.last_entries
              if state.PLAIN_ENTRIES.get((e.seat, e.card, e.index)) is e]
    assert shared, "the last trick's plain plays were made anew"
    for k in range(50_001):
        state.plain_entry(f"P{k}", card, 0)
    assert len(state.PLAIN_ENTRIES) <= 50_000



def test_characters_events_wait_as_records_in_a_playout():
    """A character's event in a playout is kept as a record (a tuple with ``Event`` as its
    builder), built when read; reading builds the Event the generic loop makes at once
    (``test_tt_same_games`` compares the two whole logs)."""
    from tricklab.core.events import Event
    _, log = random_playout(GAME, 5, PLAYERS[:4], characters=ALL)
    waiting = [k for k, x in enumerate(log.raw) if x.__class__ is tuple and x[0] is Event]
    assert len(waiting) >= 10, "characters' events were made at once"
    built = log[waiting[0]]
    assert isinstance(built, Event) and log.raw[waiting[0]] is built
