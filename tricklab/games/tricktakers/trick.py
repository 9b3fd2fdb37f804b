"""Who wins a trick (spec 5.5–5.7), as pure functions over entries and their effective cards.

The engine asks each entry owner's character for the *effective card* (``Eff``: kind, colour,
value and flags, after items, tokens, the Hermit's White Flag...); this module only ranks them.
It follows the designer's two-step method (TT-008): find the strongest card, then look for a
card that beats it (a 1 against the 10 of its colour, any 1 against the Berserker card). Every
decision becomes an explanation ``Step`` citing the rulings it applied.

Why core's ``decide_trick`` fits: the strongest card is the highest key with "first played wins
ties" (TT-007). The Proactive Wing / Little-King exception (a later card wins a tie) is folded
into the key (``wins_ties`` entries get a higher tie-break part, later ones higher still).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from tricklab.core.events import Step
from tricklab.core.trick import decide_trick

from .cards import BZ, NUM, RARE, TRUMP, WF, TTCard
from .state import Entry

COLOUR_NAME = {"R": "red", "B": "blue", "G": "green", "K": "black", None: "none"}
TIER_NAME = {6: "tier_bz", 5: "tier_rare_plus", 4: "tier_rare", 3: "tier_trump", 2: "tier_lead",
             1: "tier_off", 0: "tier_wf"}
TIER_RULINGS = {6: ("TT-006",), 5: (), 4: ("TT-006",), 3: ("TT-002",), 2: ("TT-003",),
                1: ("TT-003",), 0: ("TT-006",)}
REVOLT_GROUP = {WF: 0, RARE: 3, BZ: 4}


@dataclass(frozen=True)
class Eff:
    """The effective card of an entry (spec 5.5). ``wins_ties`` holds the ruling that lets the
    entry win ties against earlier cards (Proactive Wing TT-078, Little King TT-052), or None.
    ``notes`` explain how the printed card was changed (shown in the trick explanation)."""

    kind: str
    colour: str | None
    value: int
    rare_plus: bool = False
    wins_ties: str | None = None
    protected_10: bool = False
    notes: tuple[Step, ...] = ()

    def note(self, step: Step, **changes) -> "Eff":
        return replace(self, notes=self.notes + (step,), **changes)


def printed(card: TTCard) -> Eff:
    """The card as printed (EL, a beast card, beats Rares like the Hermit's White Flag)."""
    return Eff(card.kind, card.suit, card.value if card.kind == NUM else 0,
               rare_plus=card.rare_plus)


def tier(e: Eff, lead: str | None, has_rare: bool) -> int:
    """The strength tier of spec 5.6 (higher is stronger)."""
    if e.kind == BZ:
        return 6
    if e.rare_plus and has_rare:
        return 5
    if e.kind == RARE:
        return 4
    if e.kind == NUM:
        return 3 if e.colour == TRUMP else 2 if e.colour == lead else 1
    return 0


def revolt_rank(e: Eff) -> tuple[int, int]:
    """Revolt order, weakest first (5.7): WF < red/blue/green (low value first) < black < Rare
    < Berserker card. Colours other than black are all equal; the lead colour does not count."""
    if e.kind == NUM:
        return (2 if e.colour == TRUMP else 1, e.value)
    return (REVOLT_GROUP[e.kind], 0)


@dataclass(frozen=True)
class Outcome:
    winner: int                 # position in the plays (sorted by play index)
    strongest: int
    steps: tuple[Step, ...]
    has_rare: bool


def _tie_key(e: Eff, index: int) -> tuple[int, int]:
    return (1, index) if e.wins_ties else (0, 0)


def decide(plays: Sequence[tuple[Entry, Eff]], lead: str | None, revolt: bool) -> Outcome:
    """The winning entry of ``plays`` (face-up entries in play-index order) and why."""
    if not plays:
        raise ValueError("an empty trick has no winner")
    effs = [e for _, e in plays]
    has_rare = any(e.kind == RARE for e in effs)
    seated = [(en.seat, en.card) for en, _ in plays]
    notes = tuple(s for e in effs for s in e.notes)
    if revolt:
        def revolt_strength(i: int, _card: TTCard):
            e = effs[i]
            g, v = revolt_rank(e)
            return ((-g, -v, *_tie_key(e, i)),
                    Step("REVOLT_WEAKEST", ("TT-029", "TT-032"),
                         {"seat": seated[i][0], "card": seated[i][1]}))
        out = decide_trick(seated, revolt_strength, tie_ruling="TT-030")
        revolt_steps = notes + out.steps + _wing_step(plays, out.winner, out.keys, ("TT-045",))
        return Outcome(out.winner, out.winner, revolt_steps, has_rare)

    def strength(i: int, _card: TTCard):
        e = effs[i]
        t = tier(e, lead, has_rare)
        v = e.value if 1 <= t <= 3 else 0
        return ((t, v, *_tie_key(e, i)),
                Step("FIND_STRONGEST", ("TT-008", *TIER_RULINGS[t]),
                     {"seat": seated[i][0], "card": seated[i][1], "tier": TIER_NAME[t],
                      "lead": COLOUR_NAME[lead]}))
    out = decide_trick(seated, strength, tie_ruling="TT-007")
    s = out.winner
    steps = list(notes) + list(out.steps) + list(_wing_step(plays, s, out.keys, ()))
    winner, beat = _beater(plays, s, lead, has_rare)
    steps += beat
    return Outcome(winner, s, tuple(steps), has_rare)


def _wing_step(plays, best: int, keys, rulings: tuple[str, ...]) -> tuple[Step, ...]:
    """Explain a tie won by a later card (the ``wins_ties`` exception to TT-007)."""
    e = plays[best][1]
    if not e.wins_ties:
        return ()
    tied = [i for i, k in enumerate(keys) if k[:-2] == keys[best][:-2] and i != best]
    if not tied:
        return ()
    return (Step("LATER_WINS_TIE", (e.wins_ties, *rulings),
                 {"seat": plays[best][0].seat, "card": plays[best][0].card,
                  "others": [plays[i][0].card for i in tied]}),)


def _first_one(plays, colour: str | None) -> int | None:
    for i, (_, e) in enumerate(plays):
        if e.kind == NUM and e.value == 1 and (colour is None or e.colour == colour):
            return i
    return None


def _beater(plays, s: int, lead: str | None, has_rare: bool) -> tuple[int, list[Step]]:
    """Step 2 of the designer's method: is there a card that beats the strongest one?"""
    en, e = plays[s]
    base = {"seat": en.seat, "card": en.card}
    if e.kind == BZ:
        one = _first_one(plays, None)
        if one is not None:
            return one, [Step("ONE_BEATS_BZ", ("TT-008", "TT-011"),
                              {**base, "one": plays[one][0].card, "winner": plays[one][0].seat})]
        return s, [Step("NO_BEATER", ("TT-008",), base)]
    if e.kind == NUM and e.value == 10:
        one = _first_one(plays, e.colour)
        if one is not None and not e.protected_10:
            return one, [Step("ONE_BEATS_TEN", ("TT-008", "TT-009"),
                              {**base, "one": plays[one][0].card, "winner": plays[one][0].seat,
                               "colour": COLOUR_NAME[e.colour]})]
        if one is not None:
            return s, [Step("TEN_PROTECTED", ("TT-008",), base)]
        other = _first_one(plays, None)
        if other is not None:
            return s, [Step("ONE_WRONG_COLOUR", ("TT-008", "TT-009"),
                            {**base, "one": plays[other][0].card,
                             "colour": COLOUR_NAME[e.colour]})]
        return s, [Step("NO_BEATER", ("TT-008",), base)]
    steps = [Step("NO_BEATER", ("TT-008",), base)]
    for i, (en10, e10) in enumerate(plays):
        if i != s and e10.kind == NUM and e10.value == 10:
            one = _first_one(plays, e10.colour)
            if one is not None:
                steps.append(Step("ONE_TEN_NOT_TIER", ("TT-010",),
                                  {"ten": en10.card, "one": plays[one][0].card, **base}))
                break
    return s, steps
