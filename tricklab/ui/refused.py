"""A scenario's refused moves as the table's boxes (no widgets: tests read it directly).

Moves in a row refused for the same reason share one box: kg011's three boxes said three
times that Bo's move is refused and pushed the felt below a projector's screen. Its rulings
merged into one list read as if every move broke every one (Bo's ●5 broke KG-003, the same
●5 under Bo's King KG-011), so the box lists each move with the rulings that refused it."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Iterable

from tricklab.core.rulings import Explanation, ExplanationLine


@dataclass
class RefusalBox:
    """Moves refused for one reason: each in words with the ids of the rulings that refused
    it, and the reason, citing every move's rulings once (their texts shown once)."""

    moves: list[tuple[str, tuple[str, ...]]]
    reason: Explanation

    def explained(self) -> Explanation:
        """The reason as the box shows it: a box of several moves lists them first, one line
        each; lines that read the same once (another seat's moves are all "Bo: play", their
        cards hidden, so only their rulings tell them apart). Each id is cited once: after
        the headline when every move broke the same rulings, else on each move's line alone
        (the headline citing them all as well read every id twice)."""
        if len(self.moves) == 1:
            return self.reason
        moves = dict.fromkeys(self.moves)
        if len({ids for _, ids in moves}) == 1:
            lines = tuple(ExplanationLine(move, ()) for move in dict.fromkeys(m for m, _ in moves))
            return dataclasses.replace(self.reason, steps=lines + self.reason.steps)
        lines = tuple(ExplanationLine(move, ids) for move, ids in moves)
        return dataclasses.replace(self.reason, steps=lines + self.reason.steps, head_cites=())


def refusal_boxes(refused: Iterable[tuple[str, Explanation]]) -> list[RefusalBox]:
    """``refused`` (each move in words, why it was refused as the viewer may read it) as
    boxes: a move joins the box before it when its headline and steps read the same."""
    boxes: list[RefusalBox] = []
    for move, ex in refused:
        ids = tuple(r.id for r in ex.rulings)
        last = boxes[-1].reason if boxes else None
        if last is not None and (last.headline, last.steps) == (ex.headline, ex.steps):
            seen = {r.id for r in last.rulings}
            boxes[-1].reason = dataclasses.replace(
                last, rulings=last.rulings + tuple(r for r in ex.rulings if r.id not in seen))
            boxes[-1].moves.append((move, ids))
        else:
            boxes.append(RefusalBox([(move, ids)], ex))
    return boxes
