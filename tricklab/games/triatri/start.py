"""Start-player determination (スタートプレイヤー決め, spec 4.2) as a pure function.

Everyone reveals one card at once; printed numbers only (no doubling, TA-004), a fake is a
colourless 0 (TA-008). The engine adds the redo safety valve (TA-010), because only it knows
how many reveals of the round already ended in a redo.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from tricklab.core.events import Step

from .cards import BEATS, TCard


@dataclass(frozen=True)
class StartOutcome:
    start: str | None              # None: this reveal ends in a redo case
    tied: tuple[str, ...]          # seats tied for the highest number
    steps: tuple[Step, ...]
    redo_ruling: str | None = None  # TA-007 or TA-009 when start is None


def start_player(reveals: Mapping[str, TCard], seats: Sequence[str]) -> StartOutcome:
    """Decide the start player from simultaneous ``reveals`` (seat -> card)."""
    numbers = {s: reveals[s].printed for s in seats}
    rulings = ("TA-004", "TA-008") if any(reveals[s].is_fake for s in seats) else ("TA-004",)
    steps = [Step("START_NUMBERS", rulings,
                  {"cards": [f"{s} {reveals[s].label}={numbers[s]}" for s in seats]})]
    top = max(numbers.values())
    tied = tuple(s for s in seats if numbers[s] == top)
    if len(tied) == 1:
        steps.append(Step("START_HIGHEST", ("TA-004",),
                          {"seat": tied[0], "card": reveals[tied[0]], "value": top}))
        return StartOutcome(tied[0], tied, tuple(steps))
    if top == 0:                   # two fakes (only possible with 2 players)
        steps.append(Step("START_REDO_FAKES", ("TA-009",), {"seats": list(tied)}))
        return StartOutcome(None, tied, tuple(steps), "TA-009")
    if len(tied) == 2:
        a, b = tied
        ea, eb = reveals[a].element, reveals[b].element
        assert ea is not None              # top > 0: no fake (printed 0) is tied
        win, lose = (a, b) if BEATS[ea] == eb else (b, a)
        steps.append(Step("START_TIE_TWO", ("TA-005",),
                          {"seat": win, "card": reveals[win], "other": lose,
                           "other_card": reveals[lose], "value": top}))
        return StartOutcome(win, tied, tuple(steps))
    # three tied: necessarily the three elements
    if len(seats) == 4:
        odd = next(s for s in seats if s not in tied)
        steps.append(Step("START_ODD_ONE_OUT", ("TA-006",),
                          {"seat": odd, "card": reveals[odd], "tied": list(tied), "value": top}))
        return StartOutcome(odd, tied, tuple(steps))
    steps.append(Step("START_REDO_THREE", ("TA-007",), {"seats": list(tied), "value": top}))
    return StartOutcome(None, tied, tuple(steps), "TA-007")
