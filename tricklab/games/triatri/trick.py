"""The pure trick logic of TriATri (spec 4.3–4.5): legal cards, doubling, the fake card's
exchange, and the trick winner. No state, no mutation: every function takes the slots so far
and returns new values plus the explanation ``Step`` saying which ruling made it so.

The winner goes through ``core.trick.decide_trick`` with TriATri's own ``tie_break``: ties
depend on the whole tied group (favoured element, else the card played *last*), which a
per-card strength key cannot express.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, cast

from tricklab.core.events import Step
from tricklab.core.follow import legal_follow
from tricklab.core.trick import decide_trick

from .cards import BEATS, TCard


@dataclass(frozen=True)
class Slot:
    """One play position: who played into it, the card lying there now and its frozen value
    (TA-025: after an exchange the slot keeps its seat but shows another card). ``why`` is the
    explanation of the value."""

    seat: str
    card: TCard
    value: int
    why: Step

    def __str__(self) -> str:
        return f"{self.seat} {self.card} {self.value}"


def element_of(card: TCard) -> str | None:
    return card.element


def legal_cards(hand: Sequence[TCard], suit: str | None) -> list[TCard]:
    """Cards playable when the trick's suit is ``suit`` (TA-013, TA-014, TA-029): a card of
    the suit or a fake if the hand holds the suit, else anything."""
    return legal_follow(hand, suit, suit_of=element_of, exempt=lambda c: c.is_fake)


def beats(mine: str | None, prev: str | None) -> bool:
    """Does element ``mine`` beat ``prev``? (Water > Fire, Wood > Water, Fire > Wood)."""
    return mine is not None and prev is not None and BEATS[mine] == prev


def card_value(seat: str, card: TCard, prev: TCard | None) -> tuple[int, Step]:
    """Value of an element card played after ``prev`` (None: it leads)."""
    base = {"seat": seat, "card": card, "printed": card.printed}
    if prev is None:
        return card.number, Step("VALUE_LEAD", ("TA-018",), {**base, "value": card.number})
    if prev.is_fake:
        return card.number, Step("VALUE_AFTER_FAKE", ("TA-024",),
                                 {**base, "value": card.number, "prev": prev})
    params = {**base, "prev": prev, "element": card.element, "prev_element": prev.element}
    if beats(card.element, prev.element):
        if card.number == 2:
            return 8, Step("VALUE_QUADRUPLED", ("TA-016", "TA-015"), {**params, "value": 8})
        value = card.number * 2
        return value, Step("VALUE_DOUBLED", ("TA-015",), {**params, "value": value})
    code = "VALUE_SAME_ELEMENT" if card.element == prev.element else "VALUE_NOT_FAVOURED"
    return card.number, Step(code, ("TA-017",), {**params, "value": card.number})


@dataclass(frozen=True)
class Winner:
    index: int
    step: Step
    tied: tuple[int, ...]


def trick_winner(slots: Sequence[Slot]) -> Winner:
    """The slot that wins (or currently wins) the trick (spec 4.5)."""
    if not slots:
        raise ValueError("an empty trick has no winner")

    def strength(i: int, slot: Slot) -> tuple[int, Step]:
        if slot.value == 0:             # only fakes on the table (TA-027, TA-028)
            return 0, Step("WIN_ALL_ZERO", ("TA-028",), _p(slot, 0))
        return slot.value, Step("WIN_HIGHEST", ("TA-015",), _p(slot, slot.value))

    out = decide_trick([(s.seat, s) for s in slots], strength,
                       tie_break=lambda tied: _break_tie(slots, tied))
    return Winner(out.winner, out.steps[0], out.tied or (out.winner,))


def _break_tie(slots: Sequence[Slot], tied: list[int]) -> tuple[int, Step]:
    """Equal values: the favoured element among two, else the card played last (TA-019…023, 028)."""
    top = slots[tied[0]].value
    if top == 0:
        i = len(slots) - 1
        return i, Step("WIN_ALL_ZERO", ("TA-028",), _p(slots[i], 0))
    cards = [slots[i].card for i in tied]
    elements = {c.element for c in cards}
    if len(elements) == 1:
        i = tied[-1]
        return i, Step("WIN_TIE_SAME_LAST", ("TA-020",), {**_p(slots[i], top), "cards": cards})
    if len(elements) == 3:
        i = tied[-1]
        return i, Step("WIN_TIE_ALL_THREE_LAST", ("TA-021",), {**_p(slots[i], top), "cards": cards})
    a, b = sorted(cast("set[str]", elements))   # exactly two elements (top > 0: no fake)
    fav, other = (a, b) if BEATS[a] == b else (b, a)
    i = [j for j in tied if slots[j].card.element == fav][-1]
    params = {**_p(slots[i], top), "cards": cards, "favoured": fav, "other": other}
    if len(tied) == 2:
        return i, Step("WIN_TIE_FAVOURED", ("TA-019", "TA-022") if i == tied[0] else ("TA-019",), params)
    return i, Step("WIN_TIE_FAVOURED_LAST", ("TA-023",), params)


def _p(slot: Slot, value: int) -> dict:
    return {"seat": slot.seat, "card": slot.card, "value": value}


def play_card(slots: Sequence[Slot], seat: str, card: TCard) -> tuple[list[Slot], list[Step]]:
    """The slots after ``seat`` plays ``card``: the value of an element card, or the fake's
    exchange (TA-024…TA-027, TA-030). Returns the new slots and the extra steps (the exchange)."""
    slots = list(slots)
    if not card.is_fake:
        prev = slots[-1].card if slots else None
        value, why = card_value(seat, card, prev)
        slots.append(Slot(seat, card, value, why))
        return slots, []
    if not slots:
        why = Step("FAKE_LEAD", ("TA-024",), {"seat": seat, "card": card, "value": 0})
        slots.append(Slot(seat, card, 0, why))
        return slots, []
    target = trick_winner(slots)
    victim = slots[target.index]
    if victim.value == 0:
        why = Step("FAKE_NOTHING_TO_TAKE", ("TA-027",), {"seat": seat, "card": card, "value": 0})
        slots.append(Slot(seat, card, 0, why))
        return slots, []
    tied = len(target.tied) > 1
    swap = Step("FAKE_SWAP_TIED" if tied else "FAKE_SWAP", ("TA-025", "TA-026") if tied else ("TA-025",),
                {"seat": seat, "fake": card, "victim": victim.seat, "card": victim.card,
                 "value": victim.value, "tied": [slots[i].card for i in target.tied]})
    slots[target.index] = Slot(victim.seat, card, 0,
                               Step("VALUE_VICTIM", ("TA-030",),
                                    {"seat": victim.seat, "card": card, "value": 0,
                                     "lost": victim.card, "thief": seat}))
    slots.append(Slot(seat, victim.card, victim.value,
                      Step("VALUE_STOLEN", ("TA-025",),
                           {"seat": seat, "card": victim.card, "printed": victim.card.printed,
                            "value": victim.value, "victim": victim.seat, "fake": card})))
    return slots, [swap]
