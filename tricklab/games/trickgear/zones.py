"""Moving cards between a player's zones: taking from the deck with the reload interrupt
(6.9), damage and leaving (6.8), charge (6.7).

Why one ``take`` primitive: every effect that takes a card from a deck (draw, charge, entry,
Repair, All-in) must reload at the same moment and the same way; a reload may make the taker's
character leave, and the caller then stops its effect (TG-042) or restarts its cleanup (TG-047).
"""
from __future__ import annotations

from typing import Any, Callable

from tricklab.core.events import Event, EventKind

from .cards import GCard
from .state import GearState

RELOAD_LIFE = 2


def ev(kind: str, code: str, who: str | None, rulings: tuple[str, ...] | list[str],
       visible_to: frozenset[str] | None = None, **params: Any) -> Event:
    return Event(EventKind(kind), code, who, tuple(rulings), params, visible_to=visible_to)


#: the events of a reload: a deck that ran out, an empty deck a card must be taken from
#: (_FORCED), a deck that ran out with nothing to shuffle (_EMPTY); during an entry the life
#: loss waits (TG-043)
RELOADS = frozenset(f"RELOAD{entry}{why}" for entry in ("", "_ENTRY")
                    for why in ("", "_FORCED", "_EMPTY"))


def take(st: GearState, seat: str, events: list[Event], entry: bool = False,
         put: Callable[[GCard], None] | None = None,
         pausing: Callable[[], None] | None = None) -> GCard | None:
    """Take the top card of ``seat``'s deck, reloading as the spec's timing says.

    An empty deck with cards in the discard area reloads first (then the card is taken); with
    an empty discard area nothing is taken and nothing is lost (TG-044). A deck that runs out
    by this take reloads at once (TG-040), the card already where it goes (``put``: a life
    card counts before the reload's loss, an All-in card is a rate card, TG-058).
    ``pausing`` runs just before a reload (what was taken so far is told first). ``entry``: a
    reload's life loss is deferred until all LIFE cards are placed (TG-043). Returns None when
    no card could be taken or when the reload made the taker's character leave."""
    pl = st.p[seat]
    if not pl.deck:
        if not pl.discard:
            events.append(ev("rule", "NOTHING_TO_TAKE", seat, ("TG-044",), seat=seat))
            return None
        was_present = pl.present
        if pausing is not None:
            pausing()
        reload(st, seat, events, entry, forced=True)
        if was_present and not pl.present:
            return None
    card = pl.deck.pop(0)
    if put is not None:
        put(card)
    if not pl.deck:
        if pausing is not None:
            pausing()
        reload(st, seat, events, entry)
    return card


def take_each(st: GearState, seat: str, n: int, events: list[Event], put: Callable[[GCard], None],
              told: Callable[..., Event | None], resumed: Callable[[], Event] | None = None,
              stop: Callable[[], bool] | None = None, always: bool = False) -> int:
    """Take up to ``n`` cards one at a time into a zone (``put``) and tell them in the order
    things happen: the cards taken before a reload are told before it, the others after it
    (TG-041: draw 1 → reload → the skill resumes → draw 2), not all of them after the reload.

    ``told(k, first=, reloading=)`` is the event of a run of ``k`` cards (``first``: nothing
    told yet; ``reloading``: a reload follows), ``resumed()`` the event after a reload that
    left the taker present, ``stop()`` ends the takes early (Repair's cap); ``always``: a run
    of 0 is told when nothing else was, before a reload too (the refill's own event, which says
    what it discarded before the reload shuffles those cards). Returns the cards taken."""
    pl = st.p[seat]
    run = {"k": 0, "taken": 0, "first": True}

    def put_one(card: GCard) -> None:
        put(card)
        run["k"] += 1
        run["taken"] += 1

    def tell(reloading: bool = False) -> None:
        if run["k"] or (always and run["first"]):
            e = told(run["k"], first=run["first"], reloading=reloading)
            if e is not None:
                events.append(e)
            run["k"], run["first"] = 0, False

    for _ in range(n):
        if stop is not None and stop():
            break
        mark = len(events)
        card = take(st, seat, events, put=put_one, pausing=lambda: tell(reloading=True))
        if resumed is not None and pl.present and any(e.code in RELOADS for e in events[mark:]):
            events.append(resumed())
        if card is None or not pl.present:
            break
    tell()
    return run["taken"]


def reload(st: GearState, seat: str, events: list[Event], entry: bool = False,
           forced: bool = False) -> None:
    """Step 1: the discard area shuffled becomes the deck; step 2: flip 2 life cards (TG-040).
    ``forced``: the deck was already empty and a card must be taken (TG-044), which the text
    says instead of "the deck ran out"; an empty discard area makes an empty deck, which the
    text says instead of "0 cards are shuffled"."""
    pl = st.p[seat]
    new = list(pl.discard)
    st.rng().shuffle(new)
    pl.deck, pl.discard = pl.deck + new, []
    rulings = ["TG-040"] + (["TG-044"] if not new or forced else [])
    why = "_FORCED" if forced else "" if new else "_EMPTY"
    code = ("RELOAD_ENTRY" if entry else "RELOAD") + why
    if entry:
        pl.pending_loss += 1
        events.append(ev("rule", code, seat, rulings + ["TG-043"], seat=seat,
                         cards=len(new), pending=pl.pending_loss))
        return
    events.append(ev("rule", code, seat, rulings, seat=seat, cards=len(new),
                     life=max(0, len(pl.life) - RELOAD_LIFE)))
    flip_life(st, seat, RELOAD_LIFE, events, ("TG-040",))


def flip_life(st: GearState, seat: str, n: int, events: list[Event],
              rulings: tuple[str, ...], leaves: bool = True) -> int:
    """Turn ``n`` life cards face up into the discard area (excess ignored, TG-037); a
    character at 0 leaves at once (TG-038), unless ``leaves`` is False (the entry's own
    leave, TG-064, is told once by the entry). Returns the life cards actually lost."""
    pl = st.p[seat]
    lost = min(n, len(pl.life))
    if lost:
        flipped = pl.life[len(pl.life) - lost:]
        pl.life = pl.life[:len(pl.life) - lost]
        pl.discard = pl.discard + flipped
    if not pl.life and pl.battle is not None and leaves:
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


def leave(st: GearState, seat: str, events: list[Event], told: bool = True) -> None:
    """The battle character leaves (TG-038). Before the cleanup its player is absent until
    the cleanup; during the cleanup that is now, so the text does not say it (TG-047 then
    restarts the player's cleanup). ``told``: False when the caller tells the leave itself."""
    pl = st.p[seat]
    member = pl.battle
    assert member is not None
    pl.battle = None
    pl.left = pl.left + [member]
    if not told:
        return
    rulings = ["TG-038"]
    if st.phase == "action" or st.phase == "discard":
        rulings.append("TG-039")
    code = "LEAVES"
    if st.phase == "cleanup":
        # only a reload's life loss (TG-040) reaches 0 here; TG-038's "skipped until
        # cleanup" does not apply, the cleanup restarts (TG-047)
        code, rulings = "LEAVES_IN_CLEANUP", ["TG-040", "TG-047"]
    events.append(ev("rule", code, seat, rulings, seat=seat, char=member.char.name["en"],
                     char_ja=member.char.name["ja"]))


def charge_plus(st: GearState, seat: str, n: int, events: list[Event],
                resumed: Callable[[], Event] | None = None) -> bool:
    """Charge +N, one card at a time (a reload may come between two). False if the user left."""
    pl = st.p[seat]

    def put(card: GCard) -> None:
        pl.charge = pl.charge + [card]

    take_each(st, seat, n, events, put, lambda k, **_: ev(
        "rule", "CHARGE_PLUS", seat, ("TG-029", "TG-059"), seat=seat, n=k,
        charge=len(pl.charge)), resumed=resumed)
    return pl.present


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
