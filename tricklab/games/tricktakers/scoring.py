"""Round end (spec 6): gold crown, black crowns, victory points, lead token, victory check.

Each step asks the characters (``claims_gold``, ``gold_eligible``, ``black_eligible``,
``round_points``, ``points_for_others``, ``wins``) and explains its decision with the rulings it
applied. The order is the spec's: 6.1 → 6.2 → 6.3 → 6.4 → 6.5.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from tricklab.core.events import Event, EventKind, Sink, Step, new_step, signed, unfold

from . import characters as chars
from .characters.base import WINS, Line
from .deal import ROUNDS
from .hooks import Ranked, by_rank, comp
from .state import TTState
from .table import crown, unclaimed


registered = chars.REGISTRY.get        # a component without the call of ``chars.get``


def gold_crown(st: TTState, events: Sink, ranked: Ranked | None = None) -> str | None:
    """6.1: the unique top trick-taker gets it, unless it may not (Collector); any tie → nobody.
    ``ranked``: ``by_rank(st)`` when the caller has it (``crowns_and_points``)."""
    ranked = ranked or by_rank(st)
    tricks = st.tricks
    # one pass: a claim (asked in priority order) decides at once, else the leaders' rows
    top = -1
    rows: list[tuple[str, chars.Character, frozenset[str]]] = []
    for row in ranked:
        s, c, names = row
        if "claims_gold" in names:                    # most never claim it
            why = c.claims_gold(st, s)
            if why is not None:
                crown(st, s, "gold", 1, events, "GOLD_CROWN_REVOLT", why.rulings,
                      tricks=len(tricks[s]))
                return s
        k = len(tricks[s])
        if k > top:
            top, rows = k, [row]
        elif k == top:
            rows.append(row)
    first = rows[0]
    if len(rows) == 1 and top > 0 and ("gold_eligible" not in first[2]
                                       or first[1].gold_eligible(st, first[0])):
        crown(st, first[0], "gold", 1, events, "GOLD_CROWN", ("TT-018",), tricks=top)
        return first[0]
    unclaimed(st, "gold", 1)
    # (the tricks and leaders of a crown nobody gets: listed only then)
    n: dict[str, int] = {}
    for s, _, _ in ranked:
        n[s] = len(tricks[s])
    leaders: list[str] = []
    for row in rows:
        leaders.append(row[0])
    p = {"round": st.round, "trick": 0, "tricks": n, "top": top, "leaders": leaders}
    if len(leaders) == 1:
        own = first[1].crown_rulings(st, leaders[0], "gold")
        events.append((Event, EventKind.RULE, "GOLD_NOBODY_INELIGIBLE", leaders[0],
                       (*own, "TT-018"),
                       {**p, "seat": leaders[0], "crowns": {}}))
    else:
        # each leader's own rulings, once each in order (asked only of a class with some: a
        # tie for the most tricks is common, and most have none)
        rulings: dict[str, None] = {}
        for s, c, names in rows:
            if "crown_rulings" in names:
                rulings.update(dict.fromkeys(c.crown_rulings(st, s, "tie")))
        events.append((Event, EventKind.RULE, "GOLD_NOBODY_TIE", None, ("TT-018", *rulings),
                       {**p, "crowns": {}}))
    return None


def black_crowns(st: TTState, events: Sink, ranked: Ranked | None = None) -> list[str]:
    """6.2: at most 2, to the eligible players in character-priority order (TT-019).
    ``ranked``: as ``gold_crown``'s."""
    eligible: list[str] = []
    rows: list[tuple[str, chars.Character, frozenset[str]]] = []
    tricks = st.tricks
    for row in ranked or by_rank(st):
        s, c, names = row
        # Character's black_eligible (no trick won) without the call, unless the class
        # overrides it or the trick count it reads
        if c.black_eligible(st, s) if "black_eligible" in names or "tricks" in names \
                else not tricks[s]:
            eligible.append(s)
            rows.append(row)
    got = eligible[:2]
    for s, c, names in rows[:2]:
        own = c.crown_rulings(st, s, "black") if "crown_rulings" in names else ()
        crown(st, s, "black", 1, events, "BLACK_CROWN", ("TT-019", *own),
              tricks=len(tricks[s]))
    if len(eligible) > 2:
        events.append((Event, EventKind.RULE, "BLACK_CROWN_NONE_LEFT", None, ("TT-019", "TT-024"),
                       {"round": st.round, "trick": 0, "seats": eligible[2:],
                        "crowns": {}}))
    if len(got) < 2:                    # (both given: nothing goes back)
        unclaimed(st, "black", 2 - len(got))
    return got


def round_points(st: TTState, events: Sink,
                 ranked: Ranked | None = None) -> dict[str, int]:
    """6.3: every player's round-end amount as one net sum, applied with the 0 floor.
    ``ranked``: as ``gold_crown``'s."""
    ranked = ranked or by_rank(st)
    seats: list[str] = []
    # each seat's lines: the points others gave it while ranked above it, then its own, then
    # what others ranked below give it (one pass: a character's list is its own fresh list)
    lines: dict[str, list[Line]] = {}
    for s, c, names in ranked:
        seats.append(s)
        if s in lines:
            lines[s] += c.round_points(st, s)
        else:
            lines[s] = c.round_points(st, s)
        if "points_for_others" in names:                     # most give others nothing
            for other, extra in c.points_for_others(st, s).items():
                if other in lines:
                    lines[other] += extra
                else:
                    lines[other] = list(extra)
    applied: dict[str, int] = {}
    nets: list[tuple[str, int, int, int, str, bool]] = []
    floored = False
    points, held = st.points, st.chars
    for s in seats:
        net = 0
        for d, _ in lines[s]:
            net += d
        old = points[s]
        below = old + net < 0
        new = 0 if below else old + net
        floored |= below
        applied[s] = new - old
        nets.append((s, net, new - old, new, held[s], below))
        points[s] = new
    # (the scores and totals copied now; the text is made from the copy when read)
    events.append((_round_points_event, floored, applied, dict(applied), dict(st.points),
                   st.round, tuple(seats), lines, nets))
    return applied


def _round_points_event(floored: bool, applied: dict[str, int], scores: dict[str, int],
                        totals: dict[str, int], round_no: int, seats: tuple[str, ...],
                        lines: dict[str, list[Line]],
                        nets: list[tuple[str, int, int, int, str, bool]]) -> Event:
    """The event of the round's points (at once, or as a record built when read)."""
    return Event.quick(EventKind.ROUND_SCORED, "ROUND_POINTS", None,
                       ("TT-013",) if floored else (),
                       {"round": round_no, "trick": 0, "deltas": applied, "scores": scores,
                        "totals": totals, "text": signed(scores, seats)},
                       partial(_net_steps, lines, nets))


def _net_steps(lines: dict[str, list[Line]],
               nets: list[tuple[str, int, int, int, str, bool]]) -> list[Step]:
    """The explanation of the round's points, built when read: each seat's lines (their steps
    too, when a character gave a ``StepLater``), then its net sum as applied (the lines and
    sums are the round's, never changed afterwards)."""
    steps: list[Step] = []
    for s, net, applied, total, character, below in nets:
        steps += unfold([step for _, step in lines[s]])
        # "net 50, applied 50": the floor at 0 points is named only when it changed the sum
        steps.append(Step("ROUND_NET_FLOORED" if applied != net else "ROUND_NET",
                          ("TT-013",) if below else (),
                          {"seat": s, "net": net, "applied": applied, "total": total,
                           "character": character}))
    return steps


def lead_token(st: TTState, events: Sink) -> str:
    """6.4: fewest points among players without a gold crown; ties → higher priority
    (TT-021); if everyone has a gold crown, among all players (TT-178)."""
    gold, points, names = st.gold, st.points, st.chars
    # min() of (points, priority), the first on a tie, as a loop: a key function and a
    # registry lookup per seat were three calls each; the priority is looked up only on a
    # tie for the fewest points (seats without a gold crown first, all if none is left)
    holder: str | None = None
    least = 0
    rid: tuple[str, ...] = ("TT-021",)
    for everyone in (False, True):
        for s in st.players:
            if everyone or gold[s] == 0:
                p = points[s]
                if holder is None or p < least or p == least and _priority(names[s]) \
                        < _priority(names[holder]):
                    holder, least = s, p
        if holder is not None:
            break
        rid = ("TT-021", "TT-178")
    assert holder is not None
    st.lead_token = holder
    events.append((_lead_token_event, holder, rid, st.round, st.points[holder]))
    return holder


def _priority(name: str) -> tuple[int, str]:
    """A character's priority by its name (TT-024): the catalogue's first, then the resolvers."""
    return (registered(name) or chars.get(name)).priority


def _lead_token_event(holder: str, rid: tuple[str, ...], round_no: int, points: int) -> Event:
    return Event.quick(EventKind.RULE, "LEAD_TOKEN", holder, rid,
                       {"round": round_no, "trick": 0, "points": points})


def points_win(st: TTState, seat: str) -> Step | None:
    """The expansion's 350-point rule (TT-171) and its 150-point-lead variant (TT-172): after
    round 3, for the characters printed with it, a character win condition (tier 1)."""
    if st.round < ROUNDS or not st.opts.get("rule_350") or not comp(st, seat).rule_350:
        return None
    mine = st.points[seat]
    if mine > 350:
        return Step("WIN_350", ("TT-171",), {"seat": seat, "character": st.chars[seat],
                                              "points": mine})
    if not st.opts.get("variant_150_lead"):     # (the others listed only for the variant)
        return None
    others = [p for s, p in st.points.items() if s != seat]
    if all(mine - p >= 150 for p in others):
        return Step("WIN_150_LEAD", ("TT-172",), {"seat": seat, "character": st.chars[seat],
                                                  "points": mine, "next": max(others)})
    return None


def shared_top(seats: list[str], points: int, ruling: str) -> Step:
    """The step of players tied on the most points ("Cy, Di share the most points (130)"):
    one line, not a "has the most points" per player."""
    return Step("MOST_POINTS_SHARED", (ruling,), {"seats": seats, "points": points})


def victory(st: TTState, events: list[Event]) -> list[str]:
    """6.5: the first tier with a qualifying player decides; inside a tier the higher-priority
    character (of this round) wins (TT-020). Each tier is looked at only if no earlier one
    decided, and its steps are made only for the tier that decides (most round ends: none)."""
    ranked = by_rank(st)
    points_rule = st.round >= ROUNDS and st.opts.get("rule_350")    # (``points_win``'s test)
    tier1: list[tuple[str, Step]] = []
    tricks = st.tricks
    for s, c, names in ranked:
        # Character's wins (a WINS cell of its table for the tricks won) is called only
        # when it would answer, unless the class overrides it or the trick count it reads
        w = c.wins(st, s) if "wins" in names or "tricks" in names \
            or c.table.get(len(tricks[s]), 0) is WINS else None
        if w is None and points_rule and c.rule_350:      # (``points_win``'s first test)
            w = points_win(st, s)
        if w is not None:
            tier1.append((s, w))
    if tier1:
        return _won(st, events, "character", tier1)
    gold, black = st.gold, st.black
    # (the seats listed only when some pile is high enough, or in the last round: most round
    # ends, none)
    if max(gold.values()) >= 2 and (two := [s for s, _, _ in ranked if gold[s] >= 2]):
        return _won(st, events, "two_gold",
                    [(s, new_step("TWO_GOLD", ("TT-020",), {"seat": s, "n": gold[s]}))
                     for s in two])
    if max(black.values()) >= 3 and (three := [s for s, _, _ in ranked if black[s] >= 3]):
        return _won(st, events, "three_black",
                    [(s, new_step("THREE_BLACK", ("TT-020",), {"seat": s, "n": black[s]}))
                     for s in three])
    if st.round >= ROUNDS:
        best = max(st.points.values())
        return _won(st, events, "points", [(s, new_step("MOST_POINTS", ("TT-020",),
                                                        {"seat": s, "points": best}))
                                           for s, _, _ in ranked if st.points[s] == best])
    return []


def _won(st: TTState, events: Sink, reason: str,
         qualified: list[tuple[str, Step]]) -> list[str]:
    """The game ends: the first of the deciding tier's ``qualified`` players wins."""
    winner = qualified[0][0]
    steps = [w for _, w in qualified]
    if reason == "points" and len(qualified) > 1:   # one line for a shared top score
        steps = [shared_top([s for s, _ in qualified], max(st.points.values()), "TT-020")]
    rid = ("TT-020",) if len(qualified) > 1 or reason != "character" else ()
    if len(qualified) > 1:
        steps.append(Step("HIGHER_PRIORITY_WINS", ("TT-020", "TT-024"),
                          {"seat": winner, "character": st.chars[winner],
                           "others": [s for s, _ in qualified[1:]]}))
    st.winners = [winner]
    st.end_reason = reason
    st.phase = "over"
    events.append((_game_won_event, winner, rid, st.round, reason, st.chars[winner],
                   dict(st.points), tuple(steps)))
    return [winner]


def _game_won_event(winner: str, rid: tuple[str, ...], round_no: int, reason: str,
                    character: str, points: dict[str, int], steps: tuple[Step, ...]) -> Event:
    """The event of the game's end (at once, or as a record built when read)."""
    return Event.quick(EventKind.GAME_OVER, "GAME_WON", winner, rid,
                       {"round": round_no, "trick": 0, "winners": [winner], "reason": reason,
                        "character": character, "points": points}, steps)


def crowns_and_points(st: TTState, events: list[Event]) -> None:
    """6.1–6.3 (forging and theft come after, as their own stages)."""
    n: dict[str, int] = {}
    for s in st.players:                # (a loop: a comprehension is a call)
        n[s] = len(st.tricks[s])
    ranked = by_rank(st)                # (one checked lookup for the three steps)
    gold = gold_crown(st, events, ranked)
    black = black_crowns(st, events, ranked)
    st.awards = {"gold": gold, "black": tuple(black), "tricks": n}
    deltas = round_points(st, events, ranked)
    st.awards["deltas"] = deltas


def finish_round(st: TTState, events: list[Event]) -> None:
    """Log the round (``st.round_log``), then 6.5 victory check and 6.4 lead token."""
    a = st.awards
    log = {"round": st.round, "chars": dict(st.chars), "tricks": a.get("tricks", {}),
           "gold": a.get("gold"), "black": list(a.get("black", ())),
           "deltas": a.get("deltas", {}), "points": dict(st.points)}
    st.round_log.append(log)
    if not victory(st, events) and st.round < ROUNDS:
        lead_token(st, events)


def round_end(st: TTState, events: list[Event]) -> dict[str, Any]:
    """6.1–6.5 without any round-end decision (base-set characters only)."""
    crowns_and_points(st, events)
    finish_round(st, events)
    return st.round_log[-1]
