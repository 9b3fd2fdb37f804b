"""TRicK GEAR's step-through draws a round's field cards (its "trick"): a card set face down
is drawn for its player (and the teacher) only, every field card once all are revealed, a
Mirage's new card, and nothing after the disposal. Its events carried no card, so no picture
was drawn. A real game's first rounds, seen by each seat and by the teacher."""
from __future__ import annotations

import random

from tricklab import new_match
from tricklab.core.picture import picture_at
from tricklab.ui import Table


def first_reveal():
    m = new_match("trickgear", seed=3)
    rng = random.Random(3)
    while not any(e.code == "REVEAL" for e in m.events):
        m.play(rng.choice(list(m.legal_actions())))
    return m


def drawn(events, i):
    pic = picture_at(events, i)
    return {} if pic is None else {s: str(c) for s, c in pic.cells}


def test_a_set_card_is_drawn_for_its_player_and_the_teacher_alone() -> None:
    m = first_reveal()
    field = {s: str(c) for s, c in next(e for e in m.events if e.code == "REVEAL").params["cards"].items()}
    assert len(field) == 2
    for viewer in m.players:
        seen = [x for x in (e.seen_by(viewer) for e in m.events) if x is not None]
        reveal = next(i for i, e in enumerate(seen) if e.code == "REVEAL")
        sets = [i for i, e in enumerate(seen) if e.code == "SET_CHOSEN"]
        assert sets and drawn(seen, sets[-1]) == {viewer: field[viewer]}
        for i in range(reveal):                        # the other's card is still face down
            assert set(drawn(seen, i)) <= {viewer}, (viewer, seen[i].code, drawn(seen, i))
        assert drawn(seen, reveal) == field
    events = list(m.events)                            # the teacher sees both set cards
    last_set = max(i for i, e in enumerate(events) if e.code == "SET_CHOSEN")
    assert drawn(events, last_set) == field


def test_the_seat_s_step_through_draws_the_field_cards_once_revealed() -> None:
    m = first_reveal()
    rng = random.Random(5)
    while not any(e.code == "DISPOSAL" for e in m.events):
        m.play(rng.choice(list(m.legal_actions())))
    seat = m.players[1]
    t = Table("trickgear", match=m, learner=seat, auto_bots=False, teacher=False)
    items = t.stepper.items
    other = next(s for s in m.players if s != seat)
    reveal = next(i for i, e in enumerate(items) if e.code == "REVEAL")
    mirage = [i for i, e in enumerate(items) if e.code.startswith("MIRAGE")]
    gone = next(i for i, e in enumerate(items) if e.code == "DISPOSAL")
    for i in range(len(items)):
        t.stepper.go(i)
        body = t.stepper.body.value
        if i < reveal:
            assert other not in drawn(items, i), items[i].code
        elif i < gone:
            assert "tl-step-table" in body and set(drawn(items, i)) == set(m.players), items[i].code
        else:
            assert "tl-step-table" not in body or items[i].params.get("round") != items[gone].params["round"]
    assert mirage                                  # a Mirage changed a field card
    for i in mirage:
        assert drawn(items, i)[items[i].seat] == str(items[i].params["card"])
