"""Round scoring (spec 6 for 4-5 players, 9.6 for 2): effective trick counts, bids, character
lines, Kings, the 2-player lines, each a ``(delta, Step)`` citing its ruling, so the history
explains every score line and the property tests can add the lines up again."""
from __future__ import annotations

from typing import Any

from tricklab.core.events import Step
from tricklab.core.rulings import Owned
from tricklab.core.worded import Sum

from .cards import NUM, RARE, WF, TTCard, king_id
from .characters import component, sworded_number
from .state import KState

Line = tuple[int, Step]


def fronts(st: KState, seat: str) -> list[str]:
    return [st.character(c) for c in st.fronts.get(seat, [])]


Part = tuple[int, Any]     # one part of a trick count: (value, label), as ``names.Sum`` writes it


def gift_now(st: KState, seat: str) -> bool:
    return st.items.get("gift") == seat and st.item_used.get("gift") == st.round


def own_parts(st: KState, seat: str) -> list[Part]:
    """What a seat's own cards add to its trick count: the Fairy's Gift used this round (+1,
    KG-069) and each front with a trick bonus (a Devil +2, KG-067), labelled for the line."""
    out: list[Part] = [(int(st.data["fairy_gift_tricks"]), "gift")] if gift_now(st, seat) else []
    for f in fronts(st, seat):
        bonus = component(f).tricks_bonus(st.data)
        if bonus:
            out.append((bonus, f"part_{f}"))
    return out


def own_mods(st: KState, seat: str) -> int:
    """What a seat's own cards add to its count now (``own_parts``), for the bots' guesses."""
    return sum(v for v, _ in own_parts(st, seat))


def count_parts(st: KState) -> dict[str, list[Part]]:
    """``E`` for every seat as its parts (spec 6.3, 7.12): the tricks won, then the +1 and +2
    that change the count, normal or advanced Cheerleader rule. A Cheerleader counts from the
    partner's tricks (KG-077); in the normal rule the Cheerleader's gift counts for the partner
    too (KG-071), in the advanced rule a gift counts for its user only (KG-072)."""
    parts: dict[str, list[Part]] = {s: [(st.tricks[s], "")] + own_parts(st, s)
                                    for s in st.players}
    advanced = st.options.get("cheerleader_rule") == "advanced"
    for cl, partner in st.partner.items():
        mine = own_parts(st, cl)
        theirs = [(st.tricks[partner], Owned(partner, "part_tricks"))] + [
            (v, Owned(partner, label)) for v, label in own_parts(st, partner)
            if not (advanced and label == "gift")]
        if not advanced:
            parts[partner] = parts[partner] + [(v, Owned(cl, label)) for v, label in mine
                                               if label == "gift"]
        parts[cl] = theirs + mine
    return parts


def counts(st: KState, parts: dict[str, list[Part]] | None = None) -> dict[str, int]:
    """``E`` for every seat: the sum of its parts (``count_parts``, or ``parts`` when the
    caller has them)."""
    return {s: sum(v for v, _ in p) for s, p in (parts or count_parts(st)).items()}


def count_rulings(st: KState, seat: str, e: int, wins: int) -> tuple[str, ...]:
    """The rulings that shaped a numeric bid's count ``E`` (``count_parts``), cited on its
    line: a Devil front (+2, KG-067); the Fairy's Gift used this round (+1, KG-069), with a
    Devil front (KG-070), within a Cheerleader pair (normal KG-071 or advanced KG-072 rule);
    or the gift still unused when its +1 would have hit the bid (no use, no +1: KG-069)."""
    out: list[str] = []
    devil = st.has_front(seat, "devil") > 0
    gift = st.items.get("gift")
    used = st.item_used.get("gift")
    if devil:
        out.append("KG-067")
    if gift == seat and (used == st.round or (not used and e + 1 == wins)):
        out.append("KG-069")
        if devil and used == st.round:
            out.append("KG-070")
    for cl, partner in st.partner.items():
        if seat in (cl, partner) and gift in (cl, partner) and used == st.round:
            out.append("KG-072" if st.options.get("cheerleader_rule") == "advanced" else "KG-071")
    return tuple(out)


def pile(st: KState, seat: str) -> list[TTCard]:
    """The captured cards a seat's scoring reads: the partner's for a Cheerleader (KG-077)."""
    return st.captured[st.partner.get(seat, seat)]


def bid_of(st: KState, seat: str) -> tuple[str, str | None]:
    """(kind, card id) of the bid a seat is scored on: its own card, the copied seat's
    (KG-078) or the partner's for a Cheerleader (mirror, KG-075)."""
    if seat in st.partner:
        cards = st.bids.get(st.partner[seat], [])
        return ("mirror", cards[0] if cards else None)
    cards = st.bids.get(seat, [])
    if not cards:
        return ("none", None)
    if seat in st.copy:
        target = st.bids.get(st.copy[seat], [])
        return ("copy", target[0] if target else None)
    return ("own", cards[0])


def bid_params(st: KState, cid: str, kind: str) -> dict[str, object]:
    """What a score line says about the bid it scores: the card, its character and its
    promise in words ("Samurai, 2 tricks for 50"), whose bid it is (own, copied, mirrored)."""
    b = st.data.cards[cid].bid
    return {"card": cid, "character": st.character(cid), "wins": b.wins, "points": b.points,
            "per": int(st.data["devil_bid_per_miss"]), "kind": kind, "whose": f"whose_{kind}"}


def score_round(st: KState) -> tuple[dict[str, int], dict[str, list[Line]]]:
    return score_two(st) if st.two else score_many(st)


def _king_back(st: KState, seat: str, cards: list[TTCard], per: int, rulings: tuple[str, ...],
               ) -> list[Line]:
    """A used King's back (KG-020, KG-022; 2p KG-083), with the rulings that apply to this
    pile only: an earlier round's King (KG-021), a Cheerleader reading the partner's pile
    (KG-077), a Samurai's red counted as red (KG-058), a sworded card counted as itself
    (KG-074), a Collector beside the White King (KG-066)."""
    colour = st.kings[seat]
    if 0 < st.king_used.get(seat, 0) < st.round and not st.two:
        rulings += ("KG-021",)
    if seat in st.partner:         # a Cheerleader scores the partner's captured cards
        rulings += ("KG-077",)
    if sworded_number(st, cards, None if colour == "W" else colour):
        rulings += ("KG-074",)
    if colour == "W":
        n = sum(1 for c in cards if c.kind in (WF, RARE))
        scale = list(st.data["white_king_scale"])
        if st.options.get("white_king_cap_80"):
            scale = scale[:4]
        pts = int(scale[min(n, len(scale) - 1)])
        rulings += ("KG-066",) if st.has_front(seat, "collector") else ()
        return [(pts, Step("KG_LINE_WHITE_KING", ("KG-022", *rulings),
                           {"seat": seat, "n": n, "delta": pts}))]
    n = sum(1 for c in cards if c.kind == NUM and c.suit == colour)
    if colour == "R" and any(c in st.samurai_red for c in cards):
        rulings += ("KG-058",)     # a Samurai's red is still a red card when captured
    if colour in ("B", "G") and st.has_front(seat, "healer"):
        rulings += ("KG-063",)
    head = () if st.two else ("KG-020",)
    return [(n * per, Step("KG_LINE_USED_KING", (*head, *rulings),
                           {"seat": seat, "king": king_id(colour), "colour": colour, "n": n,
                            "per": per, "delta": n * per}))]


def bid_amount(st: KState, kind: str, pts: int, mult: int) -> tuple[int, Sum, str]:
    """What a bid line scores, as (points, the points written out, the round-3 note). A
    copied bid that scores costs 10 after the round-3 doubling (KG-078), and the line shows
    the subtraction ("50 − 10 (Copy) = 40") rather than a total that looks like a slip."""
    if kind != "copy" or pts <= 0:
        return pts, Sum(((pts, ""),)), f"times_{mult}"
    cost = int(st.data["copy_cost"])
    return pts - cost, Sum(((pts, "times_2_note" if mult == 2 else ""),
                            (-cost, "copy_cost"))), "times_1"


def score_many(st: KState) -> tuple[dict[str, int], dict[str, list[Line]]]:
    """Spec 6.1 for 4-5 players."""
    parts = count_parts(st)
    e = counts(st, parts)
    mult = 2 if st.round == 3 else 1
    kinds = {s: bid_of(st, s) for s in st.players}

    def numeric_hit(seat: str, cid: str | None) -> bool | None:
        """True/False for a numeric bid, None when the bid is not numeric."""
        if cid is None:
            return None
        b = st.data.cards[cid].bid
        return None if b.special else e[seat] == b.wins
    missed = {s for s, (_, cid) in kinds.items() if numeric_hit(s, cid) is False}   # 6.2.2
    devils = any(cid and st.data.cards[cid].bid.special == "devil" for _, cid in kinds.values())
    lines: dict[str, list[Line]] = {s: [] for s in st.players}
    for s in st.players:
        kind, cid = kinds[s]
        hit = False
        if cid is not None:
            b = st.data.cards[cid].bid
            others = len(missed - {s})
            whose = {"copy": ("KG-078",), "mirror": ("KG-075",)}.get(kind, ())
            if b.special == "devil":
                hit = others > 0
                pts = int(st.data["devil_bid_per_miss"]) * others * mult
                code, rul = "KG_LINE_DEVIL_BID", whose + ("KG-068",) + (
                    ("KG-096",) if kind == "mirror" else ())
            else:
                hit = e[s] == b.wins
                pts = b.points * mult if hit else 0
                code, rul = "KG_LINE_BID", whose + ("KG-100",) + (
                    ("KG-079",) if kind == "mirror" and not hit and devils else ()) + \
                    count_rulings(st, s, e[s], b.wins)
            rul += ("KG-044",) if mult == 2 else ()
            pts, amount, times = bid_amount(st, kind, pts, mult)
            lines[s].append((pts, Step(code, rul, {**bid_params(st, cid, kind), "seat": s,
                                                   "tricks": Sum(tuple(parts[s])),
                                                   "hit": "hit" if hit else "miss",
                                                   "missed": others, "delta": pts,
                                                   "amount": amount, "times": times})))
        cards = pile(st, s)
        for f in fronts(st, s):
            lines[s] += component(f).points(st, s, Sum(tuple(parts[s])), cards, hit)
        if st.king_used.get(s):
            lines[s] += _king_back(st, s, cards, int(st.data["used_king_per_card"]), ())
        elif st.round == 3:
            pts = st.data.kings[st.kings[s]]["unused"]
            rul = ("KG-018", "KG-019") if st.kings[s] == "K" else ("KG-018",)
            lines[s].append((pts, Step("KG_LINE_UNUSED_KING", rul,
                                       {"seat": s, "king": king_id(st.kings[s]), "delta": pts})))
    return {s: sum(d for d, _ in lines[s]) for s in st.players}, lines


def score_two(st: KState) -> tuple[dict[str, int], dict[str, list[Line]]]:
    """Spec 9.6 for 2 players: no doubling, more tricks, Kings every round, devil cards."""
    parts = count_parts(st)
    e = counts(st, parts)
    r3 = st.round == 3
    lines: dict[str, list[Line]] = {s: [] for s in st.players}
    other = {st.players[0]: st.players[1], st.players[1]: st.players[0]}
    for s in st.players:
        hits = 0
        for cid in st.bids.get(s, []):
            b = st.data.cards[cid].bid
            hit = e[s] == b.wins
            hits += hit
            pts = b.points if hit else 0
            rul = (("KG-100", "KG-087") if r3 else ("KG-100",)) + \
                count_rulings(st, s, e[s], b.wins) + \
                (("KG-098",) if len(st.bids.get(s, [])) > 1 else ())
            lines[s].append((pts, Step("KG_LINE_BID", rul,
                                       {**bid_params(st, cid, "own"), "seat": s,
                                        "tricks": Sum(tuple(parts[s])),
                                        "hit": "hit" if hit else "miss", "missed": 0,
                                        "delta": pts, "amount": Sum(((pts, ""),)),
                                        "times": "times_1"})))
        cards = st.captured[s]
        for f in fronts(st, s):
            lines[s] += component(f).points(st, s, Sum(tuple(parts[s])), cards, hits > 0)
        if st.tricks[s] > st.tricks[other[s]]:
            pts = int(st.data["more_tricks_2p"][1 if r3 else 0])
            lines[s].append((pts, Step("KG_LINE_MORE_TRICKS", ("KG-082",),
                                       {"seat": s, "tricks": st.tricks[s], "delta": pts})))
        if st.king_used.get(s):
            lines[s] += _king_back(st, s, cards, int(st.data["used_king_per_card_2p"]),
                                   () if st.kings[s] == "W" else ("KG-083",))
        else:
            pts = st.data.kings[st.kings[s]]["unused_2p"]
            lines[s].append((pts, Step("KG_LINE_UNUSED_KING", ("KG-084",),
                                       {"seat": s, "king": king_id(st.kings[s]), "delta": pts})))
        if st.devil:
            n = sum(1 for c in cards if (c.kind in (WF, RARE) if st.devil == "W"
                                         else c.kind == NUM and c.suit == st.devil))
            per = int(st.data["devil_card_2p"][1 if r3 else 0])
            if n:
                lines[s].append((-n * per, Step("KG_LINE_DEVIL_CARDS", ("KG-085",),
                                                {"seat": s, "colour": st.devil, "n": n,
                                                 "cards": f"devil_cards_{st.devil}",
                                                 "per": per, "delta": -n * per})))
    return {s: sum(d for d, _ in lines[s]) for s in st.players}, lines
