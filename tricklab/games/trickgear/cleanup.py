"""Cleanup (5.4): rate cards home, disposal, entry of a new character, hand adjustment, the
restart when a character leaves during its own cleanup, and the end of the game (section 8).

Why a small state machine per player (``Player.cleanup``: entry → refill → done): players'
cleanups are independent, two steps need a decision (which character enters, which cards to
discard), and a reload during the entry or the refill can send the player back to step 1
(TG-047) — at most once per remaining character, so it always ends."""
from __future__ import annotations

from tricklab.core.events import Event, Step

from .battle import begin_round, field_number, rate
from .cards import GCard
from .state import GearState, Member
from .zones import RELOAD_LIFE, ev, flip_life, leave, take, take_each


def begin_cleanup(st: GearState, events: list[Event]) -> None:
    st.phase = "cleanup"
    # what the round ended with, before disposal: the table shows it during cleanup and the
    # next set phase (the field cards are gone by then)
    field = {s: {"card": pl.field_card, "declared": pl.declared, "joker": pl.as_joker,
                 "number": field_number(st, s), "present": pl.present}
             for s, pl in st.p.items() if pl.field_card is not None or pl.present}
    st.last = {**st.last, "entered": [], "eliminated": [], "round": st.round, "rate": rate(st),
               "field": field}
    owners = sorted({o for o, _ in st.rate_area})
    for o in owners:
        st.p[o].discard = st.p[o].discard + [c for w, c in st.rate_area if w == o]
    if st.rate_area:
        events.append(ev("rule", "RATE_HOME", None, ("TG-001", "TG-045"),
                         counts={o: sum(1 for w, _ in st.rate_area if w == o) for o in owners}))
    st.rate_area = []
    for s in st.alive():
        pl = st.p[s]
        gone = ([pl.field_card] if pl.field_card is not None else []) + pl.charge + pl.cost
        pl.discard = pl.discard + gone
        pl.field_card, pl.as_joker, pl.declared, pl.copied_base = None, False, None, None
        pl.charge, pl.cost = [], []
        pl.uses_round = {}
        pl.cleanup = "entry"
    events.append(ev("rule", "DISPOSAL", None, ("TG-045", "TG-061"), on_table={}))  # cleared
    advance(st, events)


def waiting(st: GearState) -> list[str]:
    """Players who must decide now: an entry among several characters, or the refill."""
    return [s for s in st.alive() if st.p[s].cleanup in ("entry", "refill")]


def advance(st: GearState, events: list[Event]) -> None:
    """Run every automatic cleanup step; stop at decisions; end the game or start a round."""
    for s in st.alive():
        _run(st, s, events)
    entries = [s for s in st.alive() if st.p[s].cleanup == "entry"]
    if not entries and end_check(st, events):
        return
    if not waiting(st):
        begin_round(st, events)


def _run(st: GearState, seat: str, events: list[Event]) -> None:
    pl = st.p[seat]
    while pl.cleanup == "entry":
        if pl.battle is not None:
            pl.cleanup = "refill"
            break
        if not pl.reserve:
            pl.eliminated = True
            pl.cleanup = "done"
            st.last = {**st.last, "eliminated": st.last.get("eliminated", []) + [seat]}
            events.append(ev("rule", "ELIMINATED", seat, ("TG-051",), seat=seat))
            break
        if len(pl.reserve) > 1:
            break                                  # the player chooses (TG-046)
        enter(st, seat, pl.reserve[0], events, auto=True)


def enter(st: GearState, seat: str, member: Member, events: list[Event], auto: bool = False,
          rulings: tuple[str, ...] = ("TG-046",)) -> None:
    """参戦: flip the character, take LIFE cards, then any deferred reload losses (TG-043)."""
    pl = st.p[seat]
    pl.reserve = [m for m in pl.reserve if m is not member]
    pl.battle = member
    pl.pending_loss = 0
    taken: list[GCard] = []
    for _ in range(member.char.life):
        card = take(st, seat, events, entry=True)
        if card is None:
            break
        taken.append(card)
    pl.life = pl.life + taken
    st.last = {**st.last, "entered": st.last.get("entered", []) + [seat]}
    events.append(ev("rule", "ENTERS", seat, rulings, seat=seat, char=member.char.id,
                     char_ja=member.char.name["ja"], life=len(taken), hand=member.char.hand,
                     auto=auto))
    owed, pl.pending_loss = pl.pending_loss, 0
    for _ in range(owed):
        if not pl.life:
            break
        events.append(ev("rule", "RELOAD_LOSS", seat, ("TG-043", "TG-040"), seat=seat,
                         life=max(0, len(pl.life) - RELOAD_LIFE)))
        flip_life(st, seat, RELOAD_LIFE, events, ("TG-043",), leaves=False)
    if not pl.life:
        # told once: "no life card after the entry: leaves at once" (TG-064), whether no card
        # could be taken or the deferred reload losses took them all
        events.append(ev("rule", "ENTRY_NO_LIFE", seat, ("TG-064",) + (("TG-043",) if owed else ()),
                         seat=seat, char=member.char.name["en"], char_ja=member.char.name["ja"]))
        leave(st, seat, events, told=False)
    if pl.battle is None and st.phase == "cleanup":
        restart(st, seat, events)


def restart(st: GearState, seat: str, events: list[Event]) -> None:
    st.p[seat].cleanup = "entry"
    events.append(ev("rule", "CLEANUP_RESTART", seat, ("TG-047",), seat=seat))


def refill(st: GearState, seat: str, discards: list[GCard], events: list[Event]) -> None:
    """Step 4: discard any cards, then draw up to HAND (more than HAND: cut to HAND)."""
    pl = st.p[seat]
    assert pl.battle is not None
    hand_size = pl.battle.char.hand
    had = len(pl.hand)
    pl.hand = [c for c in pl.hand if c not in discards]
    pl.discard = pl.discard + list(discards)
    rulings = []
    if discards:
        rulings.append("TG-050")
    if had > hand_size:
        rulings.append("TG-048")
    if seat in st.last.get("entered", []):
        rulings.append("TG-049")

    def put(card: GCard) -> None:
        pl.hand = pl.hand + [card]

    def told(k: int, first: bool, reloading: bool = False) -> Event:
        """The refill's own event for the cards drawn before any reload, then "draws k". When
        the first card already forces a reload (an empty deck), the refill's line comes first
        all the same and says what is to be drawn: its discards are in the discard area the
        reload shuffles, and the cards come after the reload."""
        if not first:
            return ev("rule", "DRAWS", seat, ("TG-045",), seat=seat, n=k, visible_to=None)
        code = ("REFILL" if discards else "REFILL_KEPT") + (
            "" if k else "_TO_DRAW" if reloading else "_NO_DRAW")
        return ev("action", code, seat, tuple(rulings or ["TG-045"]), seat=seat,
                  discarded=list(discards), drawn=k, hand=len(pl.hand), size=hand_size,
                  want=hand_size - len(pl.hand), action=f"{seat} refill")

    take_each(st, seat, hand_size - len(pl.hand), events, put, told, always=True)
    if pl.battle is None:
        restart(st, seat, events)
    else:
        pl.cleanup = "done"
    advance(st, events)


def end_check(st: GearState, events: list[Event]) -> bool:
    """The last player with a character wins; all out together is a draw (TG-051/TG-052)."""
    alive = st.alive()
    if len(alive) > 1:
        return False
    st.phase = "over"
    if alive:
        st.winners, st.end_reason = alive, "last"
        code, rule = "WIN_LAST_STANDING", "TG-051"
        over = ev("game_over", "GAME_WON", alive[0], (rule,), winners=list(alive), reason=code)
    else:
        st.winners = list(st.last.get("eliminated", []))
        st.end_reason = "draw"
        code, rule = "DRAW_ALL_OUT", "TG-052"
        # (copied: the event holds no list of the state's)
        over = ev("game_over", "GAME_DRAWN", None, (rule,), winners=list(st.winners),
                  reason=code)
    # the why as a step, which the table shows next to "Winner: …" (a draw names both)
    events.append(over.evolve(steps=(Step(code, (rule,), {"winners": list(st.winners)}),)))
    return True
