"""Who wins a trick (spec 5.5–5.7), as pure functions over entries and their effective cards.

The engine asks each entry owner's character for the *effective card* (``Eff``: kind, colour,
value and flags, after items, tokens, the Hermit's White Flag...); this module only ranks them.
It follows the designer's two-step method (TT-008): find the strongest card, then look for a
card that beats it (a 1 against the 10 of its colour, any 1 against the Berserker card). Every
decision becomes an explanation ``Step`` citing the rulings it applied.

Why core's ``decide_trick`` fits: the strongest card is the highest key with "first played wins
ties" (TT-007). The Proactive Wing / Little-King exception (a later card wins a tie, TT-078,
TT-052) changes every first-played choice alike (spec 5.6 steps 1–2, 5.7 step 3): the tie for
the strongest card, the choice among the 1s that beat it, and a revolt tie. All three go through
core's ``tie_winner``, and the exception is explained only where it changed who won the trick.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from tricklab.core.events import Step, StepLater, unfold
from tricklab.core.trick import LATER_WINS_TIE, decide_trick, later_wins_step, tie_winner

from .cards import BZ, NUM, RARE, TRUMP, WF, TTCard
from .state import Entry

COLOUR_NAME = {"R": "red", "B": "blue", "G": "green", "K": "black", None: "none"}
TIER_NAME = {6: "tier_bz", 5: "tier_rare_plus", 4: "tier_rare", 3: "tier_trump", 2: "tier_lead",
             1: "tier_off", 0: "tier_wf"}
TIER_RULINGS = {6: ("TT-006",), 5: (), 4: ("TT-006",), 3: ("TT-002",), 2: ("TT-003",),
                1: ("TT-003",), 0: ("TT-006",)}
REVOLT_GROUP = {WF: 0, RARE: 3, BZ: 4}


Note = Step | StepLater     # a note of an effective card: a step, or one made when read


@dataclass(frozen=True)
class Eff:
    """The effective card of an entry (spec 5.5). ``wins_ties`` holds the rulings that let the
    entry win ties against earlier cards (Proactive Wing TT-078, in a revolt also TT-045; Little
    King TT-052), empty if none: the owner's character knows which, the trick code only cites
    them. ``notes`` explain how the printed card was changed (shown in the trick explanation;
    a note may be a ``StepLater``, built when the explanation is read: ``unfold``)."""

    kind: str
    colour: str | None
    value: int
    rare_plus: bool = False
    wins_ties: tuple[str, ...] = ()
    protected_10: bool = False
    notes: tuple[Note, ...] = ()
    # derived for ``winner_among`` (neither compared nor shown): the (tier, value) of spec 5.6
    # as one number when the card is not of the lead colour (and no Rare+ rule applies), and
    # the colour that raises it to the lead tier (``_NO_LEAD`` when none does)
    strength: int = field(init=False, repr=False, compare=False)
    follows: str | None = field(init=False, repr=False, compare=False)

    def __init__(self, kind: str, colour: str | None, value: int, rare_plus: bool = False,
                 wins_ties: tuple[str, ...] = (), protected_10: bool = False,
                 notes: tuple[Note, ...] = ()) -> None:
        # stored straight into the instance dict, not through the frozen dataclass's guarded
        # setattr per field; the derived values with them (a trick ranks its cards once, an
        # effective card may be ranked in every trick of a game)
        strength, follows = _rank(kind, colour, value)
        self.__dict__.update(kind=kind, colour=colour, value=value, rare_plus=rare_plus,
                             wins_ties=wins_ties, protected_10=protected_10, notes=notes,
                             strength=strength, follows=follows)

    def note(self, step: Note, **changes: Any) -> "Eff":
        """A copy with ``step`` noted and ``changes`` made (asked at many plays: built
        directly, as ``dataclasses.replace`` would, without its field walk)."""
        if not changes:     # most notes change nothing else: the fields copied, no __init__
            fields = self.__dict__.copy()
            fields["notes"] = self.notes + (step,)
            out = _new(Eff)
            _set(out, "__dict__", fields)
            return out
        if not changes.keys() <= _EFF_CHANGES:      # as ``replace``: no such field
            raise TypeError(f"Eff has no field(s) {sorted(changes.keys() - _EFF_CHANGES)}")
        if "kind" not in changes:
            # flags, colour or value changed, the kind kept (tokens, items, the Hermit):
            # copied as above, ranked again (an ``Eff(...)`` call costs twice as much)
            fields = self.__dict__.copy()
            fields.update(changes)
            fields["notes"] = self.notes + (step,)
            fields["strength"], fields["follows"] = _rank(self.kind, fields["colour"],
                                                          fields["value"])
            out = _new(Eff)
            _set(out, "__dict__", fields)
            return out
        get = changes.get
        return Eff(get("kind", self.kind), get("colour", self.colour), get("value", self.value),
                   get("rare_plus", self.rare_plus), get("wins_ties", self.wins_ties),
                   get("protected_10", self.protected_10), self.notes + (step,))


_TIER = 1 << 16        # one tier of ``Eff.strength``: above any card value
LEAD_RAISE = _TIER     # what the lead colour adds (tier 1 -> 2)
_NO_LEAD = "no lead"   # ``Eff.follows`` of a card the lead colour does not raise: no colour
BZ_STRENGTH = 6 * _TIER         # (public: the engine ranks a trick's common case itself)
RARE_STRENGTH = 4 * _TIER


_new, _set = object.__new__, object.__setattr__     # (a frozen dataclass refuses setattr)


def _rank(kind: str, colour: str | None, value: int) -> tuple[int, str | None]:
    """``Eff.strength`` and ``Eff.follows`` of a card of this kind, colour and value."""
    if kind == NUM:
        if colour == TRUMP:
            return 3 * _TIER + value, _NO_LEAD
        return _TIER + value, colour
    return (6 * _TIER if kind == BZ else 4 * _TIER if kind == RARE else 0), _NO_LEAD


def number_eff(colour: str | None, value: int, notes: tuple[Note, ...]) -> Eff:
    """``Eff(NUM, colour, value, notes=notes)``, made as ``Eff.note`` makes its copies: a
    number card an ability makes anew (the Alchemist's three cards, at its every play),
    where the class call with its keywords costs twice as much."""
    strength, follows = _rank(NUM, colour, value)
    out = _new(Eff)
    _set(out, "__dict__", {"kind": NUM, "colour": colour, "value": value, "rare_plus": False,
                           "wins_ties": (), "protected_10": False, "notes": notes,
                           "strength": strength, "follows": follows})
    return out


_EFF_CHANGES = frozenset({"kind", "colour", "value", "rare_plus", "wins_ties", "protected_10"})


def printed(card: TTCard) -> Eff:
    """The card as printed (EL, a beast card, beats Rares like the Hermit's White Flag).
    One shared ``Eff`` per card, kept on the card: it is immutable, and asked for at every
    play (hot loops read ``card.printed or printed(card)``)."""
    eff = card.printed
    if eff is None:
        eff = card.printed = Eff(card.kind, card.suit, card.value if card.kind == NUM else 0,
                                 rare_plus=card.rare_plus)
    return eff


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


def decide(plays: Sequence[tuple[Entry, Eff]], lead: str | None, revolt: bool) -> Outcome:
    """The winning entry of ``plays`` (face-up entries in play-index order) and why."""
    if not plays:
        raise ValueError("an empty trick has no winner")
    effs = [e for _, e in plays]
    has_rare = any(e.kind == RARE for e in effs)
    seated = [(en.seat, en.card) for en, _ in plays]
    notes = tuple(unfold([s for e in effs for s in e.notes]))

    def wins_ties(i: int) -> tuple[str, ...]:
        return effs[i].wins_ties
    if revolt:
        def revolt_strength(i: int, _card: TTCard):
            g, v = revolt_rank(effs[i])
            return ((-g, -v), Step("REVOLT_WEAKEST", ("TT-029", "TT-032"),
                                   {"seat": seated[i][0], "card": seated[i][1]}))
        out = decide_trick(seated, revolt_strength, tie_ruling="TT-030", wins_ties=wins_ties)
        return Outcome(out.winner, out.winner, notes + out.steps, has_rare)

    def strength(i: int, _card: TTCard):
        e = effs[i]
        t = tier(e, lead, has_rare)
        v = e.value if 1 <= t <= 3 else 0
        return ((t, v), Step("FIND_STRONGEST", ("TT-008", *TIER_RULINGS[t]),
                             {"seat": seated[i][0], "card": seated[i][1], "tier": TIER_NAME[t],
                              "lead": COLOUR_NAME[lead]}))
    out = decide_trick(seated, strength, tie_ruling="TT-007", wins_ties=wins_ties)
    s = out.winner
    winner, beat = _beater(plays, s)
    strongest = out.steps
    if s != out.first_played and _beater(plays, out.first_played)[0] == winner:
        # a later card took the tie for the strongest, but the same card wins the trick as if
        # the first played had: the exception decided nothing, so it is not explained
        strongest = tuple(st for st in strongest if st.code != LATER_WINS_TIE)
    return Outcome(winner, s, notes + strongest + tuple(beat), has_rare)


def winner_of(plays: Sequence[tuple[Entry, Eff]], lead: str | None,
              revolt: bool) -> tuple[int, int, bool]:
    """(winner, strongest, has_rare) exactly as ``decide`` finds them, without building its
    explanation steps (``winner_among`` of the effective cards)."""
    return winner_among([e for _, e in plays], lead, revolt)


def winner_among(effs: Sequence[Eff], lead: str | None, revolt: bool) -> tuple[int, int, bool]:
    """``winner_of`` over the effective cards alone (in play order): the engine records the
    result and builds the steps only when read. Asked once per trick, so it is one pass that
    keeps the strongest (tier, value) and the plays tied with it, with ``tier`` written inline
    and no key or tie list unless a tie needs one. (The engine's ``_resolve`` writes out the
    common case, no revolt, tie, Berserker card or beaten card: keep them alike.)"""
    if revolt:
        has_rare = False
        for e in effs:
            if e.kind == RARE:
                has_rare = True
                break
        keys = [(-g, -v) for g, v in map(revolt_rank, effs)]
        top = max(keys)
        equal = []              # (a loop: a comprehension would make ``top`` a closure cell)
        for i, key in enumerate(keys):
            if key == top:
                equal.append(i)
        s = equal[0] if len(equal) == 1 else _tie_among(effs, equal)
        return s, s, has_rare
    best = -1
    s, i = 0, 0
    tied: list[int] | None = None
    has_rare = False
    for e in effs:                           # (tier, value) of spec 5.6: ``Eff.strength``
        k = e.strength + LEAD_RAISE if e.follows == lead else e.strength
        if k == RARE_STRENGTH:               # (only a Rare has this strength: no other pass)
            has_rare = True
        if k > best:
            best, s, tied = k, i, None
        elif k == best:
            if tied is None:
                tied = [s, i]
            else:
                tied.append(i)
        i += 1
    if not i:
        raise ValueError("an empty trick has no winner")
    if has_rare and best < BZ_STRENGTH:      # a Rare+ card beats the Rares (tier 5)
        plus = []
        i = 0
        for e in effs:      # (loops, not comprehensions: each is a call, and makes ``effs``
            if e.rare_plus and e.kind != BZ:    # a closure cell for the whole function)
                plus.append(i)
            i += 1
        if plus:
            s, tied = plus[0], plus if len(plus) > 1 else None
    if tied is not None:
        s = _tie_among(effs, tied)
    e = effs[s]
    if e.kind == BZ:
        ones = _ones_of(effs, None)
    elif e.kind == NUM and e.value == 10 and not e.protected_10:
        ones = _ones_of(effs, e.colour)
    else:
        return s, s, has_rare
    if ones:
        return _tie_among(effs, ones), s, has_rare
    return s, s, has_rare


def _tie_among(effs: Sequence[Eff], tied: list[int]) -> int:
    """``tie_winner`` of the plays at ``tied`` (a helper: its lambda in ``winner_among`` would
    make ``effs`` a closure cell there, read at every trick)."""
    return tie_winner(tied, lambda i: effs[i].wins_ties)


def _ones_of(effs: Sequence[Eff], colour: str | None) -> list[int]:
    """Positions of the number 1s (of ``colour``, or of any colour), in play order (a loop:
    asked in many tricks, and a comprehension is a further call)."""
    out = []
    i = 0
    for e in effs:
        if e.kind == NUM and e.value == 1 and (colour is None or e.colour == colour):
            out.append(i)
        i += 1
    return out


def _ones(plays: Sequence[tuple[Entry, Eff]], colour: str | None) -> list[int]:
    """Positions of the number 1s (of ``colour``, or of any colour), in play order."""
    return _ones_of([e for _, e in plays], colour)


def _pick_one(plays: Sequence[tuple[Entry, Eff]], ones: list[int]) -> tuple[int, list[Step]]:
    """The 1 that beats the strongest card: all such 1s are equal, so the first played wins,
    by the same tie rule as the strongest card (a 1 that wins ties beats the others, 5.6 step
    2); the exception is explained when it chose another 1 than the first, since that 1 wins."""
    one = tie_winner(ones, lambda i: plays[i][1].wins_ties)
    if one == ones[0]:
        return one, []
    seated = [(en.seat, en.card) for en, _ in plays]
    return one, [later_wins_step(seated, one, ones, plays[one][1].wins_ties)]


def _beater(plays: Sequence[tuple[Entry, Eff]], s: int) -> tuple[int, list[Step]]:
    """Step 2 of the designer's method: is there a card that beats the strongest one?"""
    en, e = plays[s]
    base = {"seat": en.seat, "card": en.card}
    if e.kind == BZ:
        ones = _ones(plays, None)
        if ones:
            one, tie = _pick_one(plays, ones)
            return one, [Step("ONE_BEATS_BZ", ("TT-008", "TT-011"),
                              {**base, "one": plays[one][0].card, "winner": plays[one][0].seat,
                               "which": "tie_one" if tie else "first_one"}), *tie]
        return s, [Step("NO_BEATER", ("TT-008",), base)]
    if e.kind == NUM and e.value == 10:
        ones = _ones(plays, e.colour)
        if ones and not e.protected_10:
            one, tie = _pick_one(plays, ones)
            return one, [Step("ONE_BEATS_TEN", ("TT-008", "TT-009"),
                              {**base, "one": plays[one][0].card, "winner": plays[one][0].seat,
                               "colour": COLOUR_NAME[e.colour]}), *tie]
        if ones:
            return s, [Step("TEN_PROTECTED", ("TT-008",), base)]
        other = _ones(plays, None)
        if other:
            return s, [Step("ONE_WRONG_COLOUR", ("TT-008", "TT-009"),
                            {**base, "one": plays[other[0]][0].card,
                             "colour": COLOUR_NAME[e.colour]})]
        return s, [Step("NO_BEATER", ("TT-008",), base)]
    steps = [Step("NO_BEATER", ("TT-008",), base)]
    for i, (en10, e10) in enumerate(plays):
        if i != s and e10.kind == NUM and e10.value == 10:
            ones = _ones(plays, e10.colour)
            if ones:
                steps.append(Step("ONE_TEN_NOT_TIER", ("TT-010",),
                                  {"ten": en10.card, "one": plays[ones[0]][0].card, **base}))
                break
    return s, steps
