"""Small operations on the table that the engine and every character share: drawing (with the
discard pile reshuffled when the deck runs out), discarding, points with the 0 floor, crowns,
and the seeded random generators. Each returns or appends the events it causes, citing rulings.

Why one module: the same rule (TT-013 "never below 0", TT-016 "reshuffle the discards",
TT-177 "nothing left to draw") applies whoever draws or pays, so it is written once.
"""
from __future__ import annotations

import random
from typing import Any, Iterable

from tricklab.core.chance import seeded, shuffle
from tricklab.core.events import Event, EventKind, Step

from . import registry
from .cards import TTCard
from .state import TTState


class Records(list):  # type: ignore[type-arg]
    """The event list of the bulk loop (``rules.play_randomly``), handed to an ``EventLog``'s
    raw list at the end: it keeps the records ``(build, *args)`` appended to it, built into
    Events when read (``core.events``).

    Why: a random playout makes some 150 events nobody may read; an Event (its object, its
    params dict) costs far more than the tuple that can build it later. The engine and every
    character append records to whatever event list they are given (``events.append(rec)``,
    one C call, some 130 a game, where a helper function was a Python call each): this list
    keeps them, a step's ``core.events.Built`` (``apply``, ``perform``, ``new_state``, and
    games built on the engine, which read their events at once) builds each as it comes. A
    record holds only values that never change afterwards, so the Event built later is the
    one made at once."""

    __slots__ = ()


def rng(st: TTState, *tags: Any) -> random.Random:
    """A generator seeded from (seed, tags): undo and replay never disturb chance."""
    text = "tricktakers:" + str(st.seed)   # (a loop, not a generator expression: a call
    for t in tags:                          # of its own, some six times a game)
        text += ":" + str(t)
    return seeded(text)


def where(st: TTState) -> dict[str, Any]:
    return {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}


def draw(st: TTState, seat: str, n: int, events: list[Any], why: str = "",
         react: bool = True) -> list[TTCard]:
    """Draw ``n`` cards into ``seat``'s hand from the top of the deck (TT-016: reshuffle the
    discard pile when it runs out; TT-177: a draw with nothing left simply does not happen).
    ``react=False`` when the caller takes the cards straight out again (the Ninja's trick-5
    shadow is played from the deck, never held): the character is then not told it received
    them, so a Samurai beside a Ninja in Little's round 3 does not swap a black one away, and
    no draw is told (the caller's event names the cards: one line, not "draws ■6" and then
    "plays ■6 face down")."""
    deck = st.deck
    if 0 <= n <= len(deck):             # (most draws: the deck holds enough, taken at once)
        got = deck[:n]
        del deck[:n]
    else:
        got = []
        for _ in range(n):
            if not st.deck and st.discard:
                st.draws += 1
                pile = list(st.discard)
                shuffle(rng(st, st.round, "reshuffle", st.draws), pile)
                st.deck, st.discard = pile, []
                events.append((Event, EventKind.RULE, "DECK_RESHUFFLED", seat, ("TT-016",),
                               {**where(st), "n": len(pile)}))
            if not st.deck:
                events.append((Event, EventKind.RULE, "NOTHING_TO_DRAW", seat, ("TT-177",),
                               where(st)))
                break
            got.append(st.deck.pop(0))
    st.hands[seat].extend(got)
    if got and react:
        rec = (_draws_event, seat, st.round, st.trick_no if st.phase == "play" else 0,
               len(got), got, why)
        events.append(rec)
        if st.chars.get(seat) not in _DEAF:     # (``received``'s answer, without its call)
            received(st, seat, got, events)
    return got


def give(st: TTState, seat: str, cards: Iterable[TTCard], events: list[Event]) -> None:
    """Put ``cards`` into ``seat``'s hand (handed over by another player or an ability); the
    caller emits the event that says why. The character then reacts (Samurai, TT-108)."""
    cards = list(cards)
    st.hands[seat].extend(cards)
    if st.chars.get(seat) not in _DEAF:         # (``received``'s answer, without its call)
        received(st, seat, cards, events)


def received(st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
    """Tell ``seat``'s character that cards entered its hand (once its setup has begun)."""
    name = st.chars.get(seat)
    if cards and name:
        # (the catalogue first: ``registry.get`` without its call, at every draw)
        comp = registry.REGISTRY.get(name) or registry.get(name)
        reacts = _REACTS.get(comp.__class__)
        if reacts is None:
            reacts = _reacts(comp)
        if not reacts:
            _DEAF[name] = True
        elif st.cdata.get(seat, _NO_DATA).get("_started"):
            comp.on_receive(st, seat, cards, events)


def _reacts(comp: Any) -> bool:
    """Whether ``comp``'s class has an ``on_receive`` of its own, kept per class: most leave
    Character's, which does nothing, and are not called at every draw (``received``). Told
    by the function's name, not by ``hooks.implements``: the characters import this module,
    so importing theirs (or ``hooks``, built on them) here would be a cycle."""
    f = comp.__class__.on_receive
    found = _REACTS[comp.__class__] = \
        (getattr(f, "__module__", None), getattr(f, "__qualname__", None)) != _DO_NOTHING
    return found


_REACTS: dict[type, bool] = {}
# the names of characters that do not react (``_reacts`` false), so ``draw`` and ``give`` skip
# the call of ``received`` (some 17 a game): a name keeps its component until ``register``
# empties the memo
_DEAF: dict[str, bool] = registry.memo()
_DO_NOTHING = (__name__.rpartition(".")[0] + ".characters.base", "Character.on_receive")
_NO_DATA: dict[str, Any] = {}


def restart_trick(st: TTState, leader: str) -> None:
    """Empty the table and let ``leader`` lead again (a new trick, or a Rewind's replay)."""
    st.phase = "play"
    st.leader = leader
    st.order = st.clockwise(leader)
    st.turn, st.entries, st.lead, st.revolt = 0, [], None, None


def from_box(st: TTState, cards: Iterable[TTCard]) -> list[TTCard]:
    """Take those of ``cards`` that lie in the box out of it; returns them in the order given.
    Most often they all lie there side by side, in that order (a character's own cards, as
    the box is made): then taken as one slice, found with C's comparisons (some 400 bytecodes
    a game otherwise). Else one pass with a set: a list's ``in``/``remove`` compares every
    other card first, and the expansion's own cards make the box long."""
    box = st.box
    want = list(cards)
    if want and want[0] in box:
        i = box.index(want[0])
        if box[i:i + len(want)] == want:        # (cards compare by identity)
            del box[i:i + len(want)]
            return want
    held = set(box)
    got = [c for c in want if c in held]
    if got:
        taken = set(got)
        box[:] = [c for c in box if c not in taken]
    return got


def to_pile(st: TTState, cards: Iterable[TTCard]) -> None:
    """Put cards on the discard pile. A bought option card returns to its supply (the box)
    instead, so no reshuffle can deal it (Little LT-073); Tricktakers' cards all go to the
    pile. (``discard`` writes its loop out, marked "(to_pile's)": keep both alike.)"""
    for c in cards:
        (st.box if c.origin == "option" else st.discard).append(c)


def discard(st: TTState, seat: str, cards: Iterable[TTCard], events: list[Any],
            why: str = "", told: bool = False) -> None:
    """Discard face down from ``seat``'s hand (TT-015: hidden unless ``public_discards``).
    ``told``: the caller's own event says the discard (a discard the player chose), so no
    DISCARDS event says it a second time."""
    cards = list(cards)
    hand = st.hands[seat]
    for c in cards:
        hand.remove(c)
        (st.box if c.origin == "option" else st.discard).append(c)     # (to_pile's)
    if cards and not told:
        rec = (_discards_event, seat, st.round, st.trick_no if st.phase == "play" else 0,
               len(cards), cards, why, bool(st.opts.get("public_discards")))
        events.append(rec)


def gain(st: TTState, seat: str, delta: int, events: list[Any], code: str,
         rulings: tuple[str, ...], steps: tuple[Step, ...] = (), **params: Any) -> int:
    """Change ``seat``'s held points at once; a loss stops at 0 (TT-013). Returns the change
    actually made and records it as a 'score' event (its ``deltas`` sum to the totals)."""
    old = st.points[seat]
    new = max(0, old + delta)
    st.points[seat] = new
    applied = new - old
    extra = ("TT-013",) if new == 0 and old + delta < 0 else ()
    rec = (_score_event, code, seat, (*rulings, *extra), st.round,
           st.trick_no if st.phase == "play" else 0, delta, applied, new, params, tuple(steps))
    events.append(rec)
    return applied


def crown(st: TTState, seat: str, kind: str, n: int, events: list[Any], code: str,
          rulings: tuple[str, ...], event_kind: EventKind = EventKind.RULE, **params: Any) -> None:
    """Give (n > 0) or return to the box (n < 0) ``kind`` crowns ('gold' or 'black')."""
    pile = st.gold if kind == "gold" else st.black
    pile[seat] += n
    if n < 0:
        st.crown_box[kind] -= n
    # (the piles copied now: they change later)
    rec = (_crown_event, event_kind, code, seat, rulings, st.round,
           st.trick_no if st.phase == "play" else 0, kind, n, dict(st.gold), dict(st.black), params)
    events.append(rec)


def unclaimed(st: TTState, kind: str, n: int) -> None:
    """Crowns of this round that nobody got go back to the box."""
    st.crown_box[kind] += n


# -- the events of the helpers above (at once, or as records built when read) ---------------
def _draws_event(seat: str, round_no: int, trick: int, n: int, got: list[TTCard],
                 why: str) -> Event:
    return Event.quick(EventKind.RULE, "DRAWS", seat, (),
                       {"round": round_no, "trick": trick, "n": n, "cards": got, "why": why},
                       visible_to=frozenset({seat}))


def _discards_event(seat: str, round_no: int, trick: int, n: int, cards: list[TTCard],
                    why: str, public: bool) -> Event:
    return Event.quick(EventKind.RULE, "DISCARDS", seat, ("TT-015",),
                       {"round": round_no, "trick": trick, "n": n, "cards": cards, "why": why},
                       visible_to=None if public else frozenset({seat}))


def _score_event(code: str, seat: str, rulings: tuple[str, ...], round_no: int, trick: int,
                 delta: int, applied: int, total: int, params: dict[str, Any],
                 steps: tuple[Step, ...]) -> Event:
    return Event.quick(EventKind.RULE, code, seat, rulings,
                       {"round": round_no, "trick": trick, "delta": delta, "applied": applied,
                        "deltas": {seat: applied}, "total": total, **params}, steps)


def _crown_event(event_kind: EventKind | str, code: str, seat: str, rulings: tuple[str, ...],
                 round_no: int, trick: int, kind: str, n: int, gold: dict[str, int],
                 black: dict[str, int], params: dict[str, Any]) -> Event:
    return Event(event_kind, code, seat, rulings,
                 {"round": round_no, "trick": trick, "kind": kind, "n": n, "crowns": {seat: n},
                  "gold": gold, "black": black, **params})


# -- cards taken face down (a character whose ``hides_taken`` is set: the Collector) ----------
def hidden_taken_event(st: TTState, seat: str, n: int) -> Event:
    """``n`` cards went face down among ``seat``'s hidden taken cards: public (everyone sees the
    cards go), and it names none of them (TT-087)."""
    return Event(EventKind.RULE, "COLLECTION_FACE_DOWN", seat, ("TT-087",),
                 {"round": st.round, "trick": st.trick_no, "n": n})


def hidden_taken_step(seat: str, n: int) -> Step:
    """The same words as a step of another event (a reserved card delivered)."""
    return Step("COLLECTION_FACE_DOWN", ("TT-087",), {"seat": seat, "n": n})
