"""Choosing characters: the game styles (spec 3.2) and the selection order (4.1, 4.2).

* All-star / Basic: every character of the set is face up; round 1 picks clockwise from the
  lead player; rounds 2–3 in the order of TT-022 (last round's King first, then players
  without a gold crown, fewest points first, then gold-crown holders; ties by last round's
  character priority).
* Shuffle: only players + 1 characters are face up (the set-aside ones first, TT-173).
* Draft: a snake draft of 3 characters each before round 1, then every round each player
  secretly picks one of its unused drafted characters and all reveal at once.

Everywhere: last round's King may not be the King again (TT-014, TT-048).
"""
from __future__ import annotations

from typing import Any, NoReturn

from tricklab.core.actions import Action, make_action
from tricklab.core.errors import IllegalAction
from tricklab.core.events import Event, EventKind, Sink, Step
from tricklab.core.rulings import Named
from tricklab.core.chance import draws_inline, shuffle
from tricklab.core.secret import SecretChoices

from . import characters as chars
from .state import TTState
from .table import rng


def order_ruling(st: TTState) -> str:
    """The ruling of this round's open selection order: round 1 goes clockwise from the lead
    player (spec 4.1 and 3.2, catalogued with the styles, TT-173); TT-022 is titled "rounds
    2–3" and cited there only (a learner's first pick read "Last round's King picks first")."""
    return _order_ruling(st.round, bool(st.prev))


def _order_ruling(round_no: int, any_prev: bool) -> str:
    """``order_ruling`` of a round and whether last round's characters are known."""
    return "TT-173" if round_no == 1 or not any_prev else "TT-022"


def selection_order(st: TTState) -> tuple[list[str], list[Step]]:
    """Who picks when in rounds 2–3 (TT-022, TT-048), with the reasons."""
    order, king = _selection_order(st)
    return order, _order_steps(king, tuple(order))


def _selection_order(st: TTState) -> tuple[list[str], tuple[str, ...]]:
    """``selection_order`` without its steps: the order, and the seats first by the King."""
    # (one loop and the keys sorted with the seat's place, not a key function: rounds 2-3
    # of every playout pass here, and each seat's key cost three calls)
    king: list[str] = []
    keyed = []
    for i, s in enumerate(st.players):
        name = st.prev.get(s)
        c = None if name is None else chars.REGISTRY.get(name) or chars.get(name)
        if c is not None and c.picks_first_next:
            king.append(s)
        else:
            keyed.append((st.gold[s] > 0, st.points[s], (9, "Z") if c is None else c.priority,
                          i, s))
    keyed.sort()
    first = tuple(king)
    order = king                            # the King's seats first, then the others
    for k in keyed:                         # (a loop: a comprehension is a call of its own)
        order.append(k[-1])
    return order, first


def _order_steps(king: tuple[str, ...], order: tuple[str, ...]) -> list[Step]:
    """The reasons of a round 2–3 selection order (``selection_order``)."""
    steps = [Step("KING_PICKS_FIRST", ("TT-048",), {"seat": s}) for s in king]
    steps.append(Step("SELECTION_ORDER", ("TT-022",), {"order": list(order)}))
    return steps


def begin(st: TTState, events: Sink) -> None:
    """Open the character choice of the round according to the game style."""
    style = st.opts["style"]
    if style == "draft":
        if st.round == 1 and not st.drafted:
            first = st.clockwise(st.round_lead)           # type: ignore[arg-type]
            st.draft_order = first + first[::-1] + first
            st.drafted = {s: () for s in st.players}
            st.phase = "draft"
            events.append((Event, EventKind.RULE, "DRAFT_START", None, ("TT-173",),
                           {"round": st.round, "order": list(st.draft_order)}))
            return
        open_reveal(st, events)
        return
    if style == "shuffle":
        st.faceup = shuffle_faceup(st)
    else:
        st.faceup = st.pool
    king: tuple[str, ...] | None = None       # None: round 1's order, from the lead player
    if st.round == 1 or not st.prev:
        assert st.round_lead is not None
        players = st.players                    # (``st.clockwise`` without the call)
        i = players.index(st.round_lead)
        order = players[i:] + players[:i]
        rid: tuple[str, ...] = ("TT-173",)      # (``order_ruling``'s)
    else:
        order, king = _selection_order(st)
        rid = ("TT-022",)
    st.select_order = order
    st.phase = "select"
    shuffled: tuple[tuple[str, ...], int, tuple[str, ...]] | None = None
    if style == "shuffle":
        basic3 = len(st.players) == 3 and set(st.pool) == set(chars.BASIC)
        shuffle = ("TT-173",) + (("TT-174",) if basic3 else ())
        rid = tuple(dict.fromkeys(rid + shuffle))
        shuffled = (shuffle, len(st.faceup), tuple(st.set_aside))
    # (the order copied now: the state's own list is emptied as seats pick)
    events.append((_select_start_event, st.round, rid, tuple(order), tuple(st.faceup),
                   st.round_lead, king, shuffled))


def _select_start_event(round_no: int, rid: tuple[str, ...], order: tuple[str, ...],
                        faceup: tuple[str, ...], lead: str | None,
                        king: tuple[str, ...] | None,
                        shuffled: tuple[tuple[str, ...], int, tuple[str, ...]] | None) -> Event:
    """The event of the selection's start, with its reasons (at once, or as a record built
    when read)."""
    if king is None:
        steps = [Step("ROUND1_ORDER", ("TT-173",), {"seat": lead})]
    else:
        steps = _order_steps(king, order)
    if shuffled is not None:
        rulings, n, aside = shuffled
        steps.append(Step("SHUFFLE_FACEUP", rulings, {"n": n, "aside": list(aside)}))
    return Event.quick(EventKind.RULE, "SELECT_START", None, rid,
                       {"round": round_no, "order": list(order), "faceup": list(faceup)},
                       tuple(steps))


def shuffle_faceup(st: TTState) -> tuple[str, ...]:
    """Shuffle style (3.2): reveal the set-aside characters first, then shuffle the others and
    reveal until players + 1 are face up; the rest is set aside for next round."""
    want = len(st.players) + 1
    r = rng(st, st.round, "shuffle")
    if st.round == 1 or not st.faceup:
        others = list(st.pool)
        first: list[str] = []
    else:
        first = list(st.set_aside)
        unpicked = [c for c in st.faceup if c not in st.prev.values()]
        if st.opts["shuffle_mode"] == "pgc":
            first += unpicked
        others = [c for c in st.pool if c not in first]
    shuffle(r, others)              # (the standard shuffle, drawn inline)
    seq = first + others
    up, st.set_aside = tuple(seq[:want]), tuple(seq[want:])
    return tuple(sorted(up, key=chars.priority))


def open_reveal(st: TTState, events: Sink) -> None:
    st.secret = SecretChoices(st.players)
    st.phase = "reveal"
    events.append((Event, EventKind.RULE, "DRAFT_REVEAL", None, ("TT-173",), {"round": st.round}))


def unused_drafted(st: TTState, seat: str) -> list[str]:
    used = [h.get(seat) for h in st.history]
    return [c for c in st.drafted.get(seat, ()) if c not in used]


def choices(st: TTState, seat: str) -> list[str]:
    """The characters ``seat`` may pick now (``draw_picks`` works an open pick's out itself:
    keep them alike)."""
    if st.phase in ("draft", "reveal"):
        return _draft_choices(st, seat)
    # the face-up names less the few taken, removed in C: a loop over every face-up name
    # (or a comprehension, a call of its own) cost more, asked at every pick
    out = list(st.faceup)
    for c in st.chars.values():
        if c in out:
            out.remove(c)
    prev = st.prev.get(seat)       # banned_again, asked once per pick rather than per name
    if prev is not None and prev in out \
            and not (chars.REGISTRY.get(prev) or chars.get(prev)).repeatable:
        out.remove(prev)
    return out


def _draft_choices(st: TTState, seat: str) -> list[str]:
    """``choices`` of a draft (a helper: its comprehensions in ``choices`` would make closure
    cells of the names the open pick reads, asked at every pick)."""
    if st.phase == "draft":
        taken = {c for v in st.drafted.values() for c in v}
        return [c for c in st.pool if c not in taken]
    return [c for c in unused_drafted(st, seat) if not banned_again(st, seat, c)]


def banned_again(st: TTState, seat: str, name: str) -> bool:
    """A character that may not be taken twice in a row by the same player (King, TT-014)."""
    return st.prev.get(seat) == name and not chars.get(name).repeatable


def actions(st: TTState, seat: str) -> list[Action]:
    verb = "draft" if st.phase == "draft" else "pick"
    return [make_action(seat, verb, (c,)) for c in choices(st, seat)]


def refuse_name(args: tuple[str, ...], available: list[str], ruling: str | None) -> NoReturn:
    """A pick that names no character, or names one that is none, refused with the
    characters that may be picked (Tricktakers and Little)."""
    if not args:
        raise IllegalAction(f"name the character to pick ({', '.join(available)})",
                            code="CHARACTER_NOT_NAMED", ruling=ruling, available=available)
    raise IllegalAction(f"'{' '.join(args)}' is not a character (available: "
                        f"{', '.join(available)})", code="UNKNOWN_CHARACTER", ruling=ruling,
                        text=" ".join(args), available=available)


def check(st: TTState, seat: str, args: tuple[str, ...]) -> str:
    name = args[0].lower() if len(args) == 1 else ""
    if name not in chars.REGISTRY:
        refuse_name(args, choices(st, seat), order_ruling(st))
    if banned_again(st, seat, name) and st.phase != "draft":
        raise IllegalAction(f"{seat} was the King last round and may not pick the King again",
                            code="KING_AGAIN", ruling="TT-014", seat=seat)
    if name not in choices(st, seat):
        taken = name in st.chars.values() or any(name in v for v in st.drafted.values())
        raise IllegalAction(f"{name} cannot be picked now (available: "
                            f"{', '.join(choices(st, seat))})",
                            code="CHARACTER_TAKEN" if taken else "CHARACTER_NOT_AVAILABLE",
                            ruling="TT-173" if st.opts["style"] in ("draft", "shuffle") else order_ruling(st),
                            character=name, available=choices(st, seat))
    return name


def apply(st: TTState, seat: str, name: str, events: list[Any]) -> bool:
    """Record a pick; True once every player has a character for this round. (``draw_picks``
    writes the open pick out for the bulk loop: keep them alike.)"""
    if st.phase == "draft":
        params = {"round": st.round, "trick": 0, "character": name, "auto": False}
        st.drafted = {**st.drafted, seat: st.drafted[seat] + (name,)}
        st.draft_order.pop(0)
        events.append((Event, EventKind.ACTION, "DRAFTED", seat, ("TT-173",), {**params}))
        if not st.draft_order:
            open_reveal(st, events)
        return False
    if st.phase == "reveal":
        params = {"round": st.round, "trick": 0, "character": name, "auto": False}
        assert st.secret is not None
        done = st.secret.choose(seat, name)
        events.append(Event(EventKind.ACTION, "PICKED_SECRETLY", seat, ("TT-173",),
                            {**params}, visible_to=frozenset({seat})))
        if done:
            st.chars = dict(st.secret.chosen)
            st.secret = None
            events.append((Event, EventKind.RULE, "DRAFT_REVEALED", None, ("TT-173",),
                           {"round": st.round, "chars": dict(st.chars),
                            "lineup": _lineup(st)}))
        return done
    st.chars[seat] = name
    st.select_order.pop(0)
    # (the order's ruling worked out when the event is built, from what it depends on)
    rec = (_picked_event, seat, st.round, name, not not st.prev, st.prev.get(seat) == name)
    events.append(rec)
    return not st.select_order


def draw_picks(st: TTState, events: list[Any], randbelow: Any) -> None:
    """The open picks left of the round (phase "select"), drawn one after another as the bulk
    loop draws a pick: the name ``choices(st, seat)[randbelow(n)]`` (``randbelow`` is the
    generator's ``_randbelow``: ``rng.choice``'s draw), each recorded as ``apply`` records it.
    Why: the loop's picks cost two calls each (``choices``, ``apply``); here a round's four
    cost one, and the face-up names less the taken ones are worked out once; a standard
    generator's draw is written out (``chance.draws_inline``: getrandbits of n's bit length
    until below n), not called per pick. tests/test_tt_select_draws.py ties it to
    ``choices`` and ``apply``."""
    gen = getattr(randbelow, "__self__", None)
    getrandbits = gen.getrandbits if gen is not None and draws_inline(gen) else None
    free = list(st.faceup)                  # (as ``choices``: the names nobody has taken)
    for c in st.chars.values():
        if c in free:
            free.remove(c)
    order, chosen, prevs, round_no = st.select_order, st.chars, st.prev, st.round
    any_prev = not not prevs
    for seat in order:                      # (emptied once all have picked, as by ``apply``)
        names = free
        prev = prevs.get(seat)              # banned_again, as ``choices``
        if prev is not None and prev in free \
                and not (chars.REGISTRY.get(prev) or chars.get(prev)).repeatable:
            names = free.copy()
            names.remove(prev)
        n = len(names)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        if getrandbits is None:
            name = names[randbelow(n)]
        else:
            bits = n.bit_length()
            r = getrandbits(bits)
            while r >= n:
                r = getrandbits(bits)
            name = names[r]
        free.remove(name)
        chosen[seat] = name                 # (as ``apply``'s open pick)
        rec = (_picked_event, seat, round_no, name, any_prev, prev == name)
        events.append(rec)
    order.clear()


def _lineup(st: TTState) -> tuple[Named, ...]:
    """(seat, character) of every player, in seat order (a helper: its generator in ``apply``
    would make ``st`` a closure cell there, read at every pick)."""
    return tuple(Named(s, st.chars[s]) for s in st.players)


def _picked_event(seat: str, round_no: int, name: str, any_prev: bool, again: bool) -> Event:
    """The event of an open pick (at once, or as a record built when read); ``any_prev``:
    last round's characters are known (the selection order's ruling, ``order_ruling``)."""
    order = _order_ruling(round_no, any_prev)
    return Event.quick(EventKind.ACTION, "PICKED", seat,
                       (order, "TT-014") if again else (order,),
                       {"round": round_no, "trick": 0, "character": name, "auto": False})
