"""Moving cards between a player's zones: taking from the deck with the reload interrupt
(6.9), damage and leaving (6.8), charge (6.7).

Why one ``take`` primitive: every effect that takes a card from a deck (draw, charge, entry,
Repair, All-in) must reload at the same moment and the same way; a reload may make the taker's
character leave, and the caller then stops its effect (TG-042) or restarts its cleanup (TG-047).
"""
from __future__ import annotations

from typing import Any

from tricklab.core.events import Event, EventKind

from .cards import GCard
from .state import GearState

RELOAD_LIFE = 2


def ev(kind: str, code: str, who: str | None, rulings: tuple[str, ...] | list[str],
       visible_to: frozenset[str] | None = None, **params: Any) -> Event:
    return Event(EventKind(kind), code, who, tuple(rulings), params, visible_to=visible_to)


def take(st: GearState, seat: str, events: list[Event], entry: bool = False) -> GCard | None:
    """Take the top card of ``seat``'s deck, reloading as the spec's timing says.

    An empty deck with cards in the discard area reloads first (then the card is taken); with
    an empty discard area nothing is taken and nothing is lost (TG-044). A deck that runs out
    by this take reloads at once (TG-040). ``entry``: a reload's life loss is deferred until
    all LIFE cards are placed (TG-043). Returns None when no card could be taken or when the
    reload made the taker's character leave."""
    pl = st.p[seat]
    if not pl.deck:
        if not pl.discard:
            events.append(ev("rule", "NOTHING_TO_TAKE", seat, ("TG-044",), seat=seat))
            return None
        was_present = pl.present
        reload(st, seat, events, entry, forced=True)
        if was_present and not pl.present:
            return None
    card = pl.deck.pop(0)
    if not pl.deck:
        reload(st, seat, events, entry)
    return card


def reload(st: GearState, seat: str, events: list[Event], entry: bool = False,
           forced: bool = False) -> None:
    """Step 1: the discard area shuffled becomes the deck; step 2: flip 2 life cards (TG-040)."""
    pl = st.p[seat]
    new = list(pl.discard)
    st.rng().shuffle(new)
    pl.deck, pl.discard = pl.deck + new, []
    rulings = ["TG-040"] + (["TG-044"] if not new or forced else [])
    if entry:
        pl.pending_loss += 1
        events.append(ev("rule", "RELOAD_ENTRY", seat, rulings + ["TG-043"], seat=seat,
                         cards=len(new), pending=pl.pending_loss))
        return
    events.append(ev("rule", "RELOAD", seat, rulings, seat=seat, cards=len(new),
                     life=max(0, len(pl.life) - RELOAD_LIFE)))
    flip_life(st, seat, RELOAD_LIFE, events, ("TG-040",))


def flip_life(st: GearState, seat: str, n: int, events: list[Event],
              rulings: tuple[str, ...]) -> int:
    """Turn ``n`` life cards face up into the discard area (excess ignored, TG-037); a
    character at 0 leaves at once (TG-038). Returns the life cards actually lost."""
    pl = st.p[seat]
    lost = min(n, len(pl.life))
    if lost:
        flipped = pl.life[len(pl.life) - lost:]
        pl.life = pl.life[:len(pl.life) - lost]
        pl.discard = pl.discard + flipped
    if not pl.life and pl.battle is not None:
        leave(st, seat, events)
    return lost


def damage(st: GearState, seat: str, n: int, events: list[Event], kind: str,
           rulings: tuple[str, ...]) -> None:
    pl = st.p[seat]
    if not pl.present:
        return
    before = len(pl.life)
    extra = ("TG-037",) if n > before else ()
    code = {"crash": "CRASH_DAMAGE", "rate": "RATE_DAMAGE", "skill": "SKILL_DAMAGE"}[kind]
    events.append(ev("rule", code, seat, rulings + ("TG-036",) + extra, seat=seat, n=n,
                     life=max(0, before - n), char=pl.battle.char.name["en"] if pl.battle else "",
                     char_ja=pl.battle.char.name["ja"] if pl.battle else ""))
    flip_life(st, seat, n, events, rulings)


def leave(st: GearState, seat: str, events: list[Event]) -> None:
    pl = st.p[seat]
    member = pl.battle
    assert member is not None
    pl.battle = None
    pl.left = pl.left + [member]
    rulings = ["TG-038"]
    if st.phase == "action" or st.phase == "discard":
        rulings.append("TG-039")
    events.append(ev("rule", "LEAVES", seat, rulings, seat=seat, char=member.char.name["en"],
                     char_ja=member.char.name["ja"]))


def charge_plus(st: GearState, seat: str, n: int, events: list[Event]) -> bool:
    """Charge +N, one card at a time (a reload may come between two). False if the user left."""
    pl = st.p[seat]
    for _ in range(n):
        card = take(st, seat, events)
        if card is not None:
            pl.charge = pl.charge + [card]
        if not pl.present:
            return False
    events.append(ev("rule", "CHARGE_PLUS", seat, ("TG-029", "TG-059"), seat=seat, n=n,
                     charge=len(pl.charge)))
    return True


def charge_minus(st: GearState, target: str, n: int, events: list[Event]) -> None:
    """Charge −N on ``target``: blind, so uniformly random face-down cards (TG-030/TG-031)."""
    pl = st.p[target]
    if not pl.charge:
        events.append(ev("rule", "CHARGE_MINUS_EMPTY", target, ("TG-031",), seat=target))
        return
    rng = st.rng()
    removed = []
    charge = list(pl.charge)
    for _ in range(min(n, len(charge))):
        removed.append(charge.pop(rng.randrange(len(charge))))
    pl.charge = charge
    pl.discard = pl.discard + removed
    events.append(ev("rule", "CHARGE_MINUS", target, ("TG-030",), seat=target, cards=removed,
                     charge=len(charge)))
