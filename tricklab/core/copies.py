"""How a card with a copy number is named where it stands (⚐ for the White Flag WF2, ⚐₁ and
⚐₂ where both copies stand together): a message (``Catalogue.message``), a row of buttons,
a list of alternatives. The notation keeps the numbers (WF2); the words drop them where only
one copy is named, as a number read as the card's value ("White Flag 2", and a ₁ on a Rare,
where 1s beat 10s). Apart from ``rulings`` so that the card faces (``display``) use it too
without importing the catalogue."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Callable, Iterable, Iterator

from .actions import Action


class _Twins:
    """The names a message's cards are said by (``said``: ⚐ for the White Flag WF2) that two
    different cards of the same message share: those keep their full labels (⚐₁, ⚐₂) so the
    copies stay apart. Found when a card with a copy number is first worded, not for every
    message: looking through every message's values made building explanations 40% slower
    in games without such cards."""

    __slots__ = ("values", "outer", "found")

    def __init__(self, values: Iterable[Any], outer: "_Twins | None" = None) -> None:
        self.values, self.outer = values, outer
        self.found: frozenset[str] | None = None

    def names(self) -> frozenset[str]:
        if self.found is None:
            self.found = _twins(self.values) | (self.outer.names() if self.outer else frozenset())
        return self.found


# set by ``Catalogue.message`` while it words one message (and by ``term`` for a list)
_TWINS: ContextVar[_Twins | None] = ContextVar("_TWINS", default=None)

#: How a card is said while a text is made for the ear (a screen reader's live region, a
#: button's name), not the eye: ``rulings.spoken_cards`` sets it to a function of the card
#: ("blue 9" / 「青の9」 for ▲9); a listener heard "black up-pointing triangle 3" for the
#: symbols of "Cy plays ▲3."
_SPOKEN: ContextVar[Callable[[Any], str] | None] = ContextVar("_SPOKEN", default=None)


@contextmanager
def copy_numbers_kept(names: Iterable[str] = ()) -> Iterator[None]:
    """While inside, the cards said by one of ``names`` (⚐, ★: ``said``) keep their copy
    numbers (⚐₁, ⚐₂), in every message worded inside too: a row of buttons offering two
    copies of one card ("play ▲2 shadow ★₁", "play ▲2 shadow ★₂" would both read "… ★"),
    and a hint naming the card of one of those buttons, whose words must be the button's."""
    kept = frozenset(names)
    if not kept:
        yield
        return
    outer = _TWINS.get()
    twins = _Twins((), outer)
    twins.found = kept | (outer.names() if outer else frozenset())
    token = _TWINS.set(twins)
    try:
        yield
    finally:
        _TWINS.reset(token)


def copies_among(cards: Iterable[Any]) -> frozenset[str]:
    """The names (``said``: ★) shared by two different cards of ``cards`` (★₁ and ★₂): the
    cards whose copy numbers ``copy_numbers_kept`` keeps where they stand together."""
    seen: dict[str, set[str]] = {}
    for card in cards:
        said = getattr(card, "said", None)
        if isinstance(said, str) and said != str(getattr(card, "label", said)):
            seen.setdefault(said, set()).add(str(card))
    return frozenset(name for name, codes in seen.items() if len(codes) > 1)


def card_label(card: Any) -> str:
    """A card's label as drawn, copy number kept ("pay 🃏₁" on a button that must tell the
    copies apart), or its name in words while a text is made for a screen reader
    (``spoken_cards``)."""
    if _SPOKEN.get() is not None:
        return card_said(card)
    return str(card.label)


def card_said(card: Any) -> str:
    """How a card is named where it stands now: without the copy number that only tells
    identical copies apart in the notation (⚐ for WF2, read otherwise as a value "White
    Flag 2"), unless two copies share the message being worded (``Catalogue.message``) or the
    caller keeps the numbers (``copy_numbers_kept``). A card without copies: its label; its
    name in words while a text is made for a screen reader (``spoken_cards``)."""
    speak = _SPOKEN.get()
    if speak is not None:                    # said in words (``rulings.spoken_cards``)
        token = _SPOKEN.set(None)            # its name is made for the eye, then said
        try:
            return speak(card)
        finally:
            _SPOKEN.reset(token)
    said = getattr(card, "said", None)
    label = str(card.label)
    if isinstance(said, str) and said and said != label:
        twins = _TWINS.get()
        if twins is None or said not in twins.names():
            return said
    return label


def _twins(values: Iterable[Any]) -> frozenset[str]:
    return copies_among(cards_in(values))


def cards_in(values: Iterable[Any], read: Callable[[str], Any] | None = None) -> Iterator[Any]:
    """The cards (what has a ``label``) among ``values`` and inside them: in lists, tuples,
    sets, dicts (keys and values), an action's arguments, a seat's thing's ``term``; five
    levels deep at most. ``read`` reads a code (a string) as its card, or None where it is not
    one; without it strings are words, not cards. The one walk behind both the copies of a
    message (``_twins``) and of a list of moves (``ViewAdapter``), so they find the same."""
    def walk(v: Any, depth: int) -> Iterator[Any]:
        if depth > 4:
            return
        if hasattr(v, "label"):          # first: a card may be a tuple underneath
            yield v
        elif isinstance(v, Action):
            for a in v.args:
                yield from walk(a, depth + 1)
        elif isinstance(v, str):
            card = read(v) if read is not None else None
            if card is not None:
                yield card
        elif isinstance(v, (list, tuple, set, frozenset)):
            for x in v:
                yield from walk(x, depth + 1)
        elif isinstance(v, dict):
            for x in list(v.keys()) + list(v.values()):
                yield from walk(x, depth + 1)
        elif hasattr(v, "term"):
            yield from walk(getattr(v, "term", None), depth + 1)

    for v in values:
        yield from walk(v, 0)
