"""The Alchemist's entry explains itself only when read.

Why: ``listed_entry`` (every Alchemist play of a random playout) put four or five Steps, each
an object and a dict, into the play's explanation, which a playout never reads; it now puts
one ``StepsLater`` standing for them, unfolded when the explanation is built. These tests
check that the marker is what the entry leaves, that ``unfold`` puts the steps in its place,
and that the steps it stands for are the ones the rules call for (TT-130…TT-136, TT-179).
"""
from __future__ import annotations

from tricklab.core.events import Step, StepsLater, unfold
from tricklab.games.tricktakers import GAME, TTCard
from tricklab.games.tricktakers.registry import get
from tricklab.games.tricktakers.state import plain_entry

C = TTCard.parse
PLAYERS = ["Ann", "Bo", "Cy"]


def _state():
    st, _ = GAME.new_state(PLAYERS, 5, {"leader": "Ann", "characters": {
        "Ann": "alchemist", "Bo": "gambler", "Cy": "resistance"}},
        {"characters": ("alchemist", "gambler", "resistance")})
    return st


def _laid(seat: str, card: str):
    """A plain entry of another seat, laid first."""
    return plain_entry(seat, C(card), 0)


def _steps(st, cards: str, words: tuple[str, ...] = (), hand_extra: str = "AR5 AB5 AG5"):
    """The steps ``listed_entry`` leaves for Ann's play of ``cards`` (and colour words)."""
    alchemist = get("alchemist")
    first, *more = (C(x) for x in cards.split())
    st.hands["Ann"] = [first, *more, *(C(x) for x in hand_extra.split())]
    steps: list = []
    alchemist.listed_entry(st, "Ann", first, (*(c.code for c in more), *words), 0, steps)
    return steps


def test_unfold_puts_the_steps_in_the_markers_place():
    a, b, c = Step("A"), Step("B"), Step("C")
    later = StepsLater((lambda x, y: [x, y], b, c))
    assert unfold([a, later]) == [a, b, c]
    assert unfold((later, a)) == [b, c, a]
    assert unfold([a]) == [a]


def test_a_leading_entry_declaring_a_colour():
    st = _state()
    st.lead, st.entries = None, []
    steps = _steps(st, "AR1 AR2 AB3", ("red",))
    assert len(steps) == 1 and steps[0].__class__ is StepsLater     # nothing built yet
    cards = [C("AR1"), C("AR2"), C("AB3")]
    p = {"seat": "Ann", "cards": cards, "total": 6, "value": 6}
    assert unfold(steps) == [Step("ALCH_VALUE", ("TT-131",), p),
                             Step("ALCH_DECLARES", ("TT-132",), {**p, "colour": "red"})]


def test_a_following_entry_with_colourless_cards():
    st = _state()
    st.lead = "B"
    st.entries = [_laid("Bo", "B4")]
    steps = _steps(st, "AB1 K3 WF1")
    cards = [C("AB1"), C("K3"), C("WF1")]
    p = {"seat": "Ann", "cards": cards, "total": 4, "value": 4}
    assert unfold(steps) == [
        Step("ALCH_VALUE", ("TT-131",), p),
        Step("ALCH_COLOURLESS_CARDS", ("TT-136",), {"seat": "Ann", "cards": [C("K3"), C("WF1")]}),
        Step("ALCH_TAKES_LEAD", ("TT-132",), {**p, "colour": "blue"})]


def test_a_colourless_entry_after_a_colourless_lead_and_fewer_cards():
    st = _state()
    st.lead = None
    st.entries = [_laid("Bo", "WF2")]
    steps = _steps(st, "K1 K2", hand_extra="")
    cards = [C("K1"), C("K2")]
    p = {"seat": "Ann", "cards": cards, "total": 3, "value": 3}
    assert unfold(steps) == [
        Step("ALCH_FEWER_CARDS", ("TT-130",), {"seat": "Ann", "n": 2}),
        Step("ALCH_VALUE", ("TT-131",), p),
        Step("ALCH_COLOURLESS_CARDS", ("TT-136",), {"seat": "Ann", "cards": cards}),
        Step("ALCH_COLOURLESS_ENTRY", ("TT-133", "TT-179"), p)]
