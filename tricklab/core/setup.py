"""Helpers for validating a position a teacher fixes in a scenario ``setup``: every field
known, every card named once, every card in the deck, every seat real. Each game's deal module
uses them, so the error messages read the same in every game."""
from __future__ import annotations

from typing import Any, Callable, Collection, Iterable, Mapping

from .errors import NotationError, SetupError
from .worded import Twice


class CardLedger:
    """Parses the cards of a setup and remembers where each was placed; a card placed twice,
    or one outside ``deck``, is a ``SetupError`` naming both places."""

    def __init__(self, parse: Callable[[Any], Any], deck: Collection[Any] | None = None,
                 not_in_deck: Callable[[Any, str], SetupError] | None = None) -> None:
        self.parse = parse
        self.deck = deck
        self.not_in_deck = not_in_deck
        self.placed: dict[Any, str] = {}

    def take(self, items: "str | Iterable[Any] | None", where: str) -> list[Any]:
        if items is None:
            items = []
        if isinstance(items, str):
            items = items.replace(",", " ").split()
        try:
            cards = [self.parse(x) for x in items]
        except NotationError as err:
            raise SetupError(f"{where}: {err.message}", code="SETUP_BAD_CARD", where=where,
                             text=err.params.get("text")) from None
        for c in cards:
            if self.deck is not None and c not in self.deck:
                raise (self.not_in_deck(c, where) if self.not_in_deck else
                       SetupError(f"{where}: {c} is not in this game's deck", code="SETUP_NOT_IN_DECK",
                                  card=c, where=where))
            if c in self.placed:
                raise SetupError(f"card {c} appears twice: in {self.placed[c]} and in {where}",
                                 code="SETUP_DUPLICATE", card=c, first=self.placed[c], second=where,
                                 places=Twice(self.placed[c], where))
            self.placed[c] = where
        return cards

    def __contains__(self, card: Any) -> bool:
        return card in self.placed

    def rest(self, deck: Iterable[Any]) -> list[Any]:
        """The cards of ``deck`` not placed yet (to be dealt from the seed)."""
        return [c for c in deck if c not in self.placed]


def seat_mapping(value: Any, field: str, seats: Collection[str]) -> dict[str, Any]:
    """A ``{seat: ...}`` mapping whose keys are all real seats."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise SetupError(f"{field} must map seat names to values", code="SETUP_HANDS", field=field)
    for seat in value:
        if seat not in seats:
            raise SetupError(f"{field}: no seat called '{seat}' (seats: {', '.join(seats)})",
                             code="SETUP_BAD_SEAT", seat=seat)
    return dict(value)


def check_fields(given: Mapping[str, Any], known: Iterable[str], field: str = "setup") -> None:
    """Refuse a key of a setup (``field="options"``: of the options) that the game does not
    know, in the loader's words for an unknown field: "setup: unknown field handz — did you
    mean hands?; allowed: …". Each game said it in words of its own ("Unknown setup field or
    option: handz."), most with neither the field, the allowed names nor a suggestion. The
    game checks, not the schema: only the game knows every key (a character's own fields)."""
    known = set(known)
    unknown = sorted(str(k) for k in given if k not in known)
    if unknown:
        from .schema import unknown_fields, worded    # not at import: fastjsonschema is slow
        detail = unknown_fields(field, given, known)
        raise SetupError(worded(detail), code="SETUP_UNKNOWN_FIELD", field=field,
                         fields=unknown, detail=detail)
