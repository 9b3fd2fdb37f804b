"""Who wins a KINGs trick (spec 5.5): the effective card of each play, then the ranking.

Reused from Tricktakers: the effective-card record ``Eff`` and its strength ``tier`` (Rare,
trump, lead colour, off colour, White Flag are ranked exactly as in the base game), and core's
``decide_trick``/``tie_winner`` for "equal strength: the first played wins" (KG-002). KINGs
adds one tier above the Rare: a card with a King on it (KG-014). Between Kings the *later*
one wins (KG-015, the designer's change of 2022-12-10): every King play is flagged in
``wins_ties``, and core's tie rule gives a tie among flagged plays to the last played."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tricklab.core.events import Step, unfold
from tricklab.core.trick import decide_trick

from ..tricktakers.trick import Eff, printed, tier
from .cards import BERSERKER_9, NUM, RARE, WF, TTCard
from .state import Play

KING_TIER = 5
TIER_NAME = {5: "tier_king", 4: "tier_rare", 3: "tier_trump", 2: "tier_lead", 1: "tier_off",
             0: "tier_wf"}
# what ranks each tier, after KG-001 (find the strongest card), which every tier cites once
TIER_RULINGS = {5: ("KG-014",), 4: (), 3: ("KG-005",), 2: (), 1: ("KG-006",), 0: ("KG-003",)}
CONVERT = {"as9": ("KG-052",), "as1": ("KG-052",), "asrare": ("KG-052",), "aswf": ("KG-053",)}


def tier_name(t: int, card: TTCard) -> str:
    """The words of a tier for the card that holds it: a sworded or converted card has a
    Rare's strength without being a Rare ("●6, a Rare" read as a slip), and a Samurai's red
    has black strength while it stays red ("▲2, the highest black card")."""
    if t == 4 and card.kind != RARE:
        return "tier_rare_strength"
    if t == 3 and card.suit != "K":
        return "tier_trump_samurai"
    return TIER_NAME[t]


def lead_colour(plays: Sequence[Play]) -> str | None:
    """The physical colour of the first number card (KG-004): White Flags, Rares and every
    modifier leave it alone (a Samurai's red still leads red, KG-057)."""
    return next((p.card.suit for p in plays if p.card.kind == NUM), None)


def effective(p: Play) -> Eff:
    """Spec 5.5 steps 1-5: the printed card, the Resistance's word, the sword, a Resistance
    White Flag after the sword, the Samurai's black strength."""
    e = printed(p.card)
    if p.conv == "as9":
        e = e.note(Step("KG_AS", ("KG-052",), {"seat": p.seat, "card": p.card, "as": "9"}),
                   value=9)
    elif p.conv == "as1":
        e = e.note(Step("KG_AS", ("KG-052",), {"seat": p.seat, "card": p.card, "as": "1"}),
                   value=1)
    elif p.conv == "asrare" and not p.sword:
        e = e.note(Step("KG_AS", ("KG-052",), {"seat": p.seat, "card": p.card, "as": "rare"}),
                   kind=RARE)
    elif p.conv == "aswf" and not p.sword:
        e = e.note(Step("KG_AS", ("KG-052",), {"seat": p.seat, "card": p.card, "as": "wf"}),
                   kind=WF)
    if p.sword:
        e = e.note(Step("KG_SWORD_RARE", ("KG-073",), {"seat": p.seat, "card": p.card}),
                   kind=RARE, colour=None, value=0)
        if p.conv == "aswf":
            e = e.note(Step("KG_AS", ("KG-053",), {"seat": p.seat, "card": p.card, "as": "wf"}),
                       kind=WF)
    if p.samurai and e.kind == NUM and e.colour == "R":
        e = e.note(Step("KG_SAMURAI_BLACK", ("KG-055",), {"seat": p.seat, "card": p.card}),
                   colour="K")
    if p.king:
        extra = (("KG-027",) if p.king == "K" and p.card is BERSERKER_9 else ()) + \
            (("KG-028",) if p.king == "W" and p.sword else ())
        e = e.note(Step("KG_KING_ON", ("KG-014", *extra), {"seat": p.seat, "card": p.card,
                                                             "king": f"KING-{p.king}"}),
                   wins_ties=("KG-015",))
    return e


@dataclass(frozen=True)
class Result:
    winner: int            # index into the plays
    steps: tuple[Step, ...]


def decide(plays: Sequence[Play]) -> Result:
    """The winning play and the explanation: find the strongest card, then whether anything
    beats it (KG-001); Kings above everything, the later King winning a King duel."""
    lead = lead_colour(plays)
    effs = [effective(p) for p in plays]
    has_rare = any(e.kind == RARE for e in effs)
    seated = [(p.seat, p.card) for p in plays]

    def strength(i: int, _card: TTCard) -> tuple[tuple[int, int], Step]:
        e = effs[i]
        t = KING_TIER if plays[i].king else tier(e, lead, has_rare)
        v = e.value if 1 <= t <= 3 else 0
        # a trick of White Flags and Rares alone has no lead colour once it is over: not
        # "none yet", which the header says while the trick is still being played
        return (t, v), Step("KG_STRONGEST" if lead else "KG_STRONGEST_NO_LEAD",
                            ("KG-001", *TIER_RULINGS[t]),
                            {"seat": plays[i].seat, "card": plays[i].card,
                             "tier": tier_name(t, plays[i].card), "lead": lead or "none"})

    out = decide_trick(seated, strength, tie_ruling="KG-002",
                       wins_ties=lambda i: effs[i].wins_ties)
    notes = tuple(unfold([s for e in effs for s in e.notes]))
    steps = out.steps
    if any(plays[i].samurai and effs[i].colour == "K" and plays[i].card.suit == "R"
           for i in out.tied):                    # a Samurai red and a black of one value tie
        steps = tuple(Step(s.code, (*s.rulings, "KG-056"), s.params) if s.code == "FIRST_PLAYED_WINS"
                      else s for s in steps)
    win = effs[out.winner]
    if tier(win, lead, has_rare) == 2 and not plays[out.winner].king:
        beaten = [plays[i] for i, e in enumerate(effs) if not plays[i].king
                  and tier(e, lead, has_rare) == 1 and e.value > win.value]
        steps += tuple(Step("KG_OFF_COLOUR", ("KG-006",), {"seat": p.seat, "card": p.card,
                                                            "lead": lead or "none"}) for p in beaten)
    return Result(out.winner, notes + steps)
