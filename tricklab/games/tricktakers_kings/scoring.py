"""Round scoring (spec 6 for 4-5 players, 9.6 for 2): effective trick counts, bids, character
lines, Kings, the 2-player lines, each a ``(delta, Step)`` citing its ruling, so the history
explains every score line and the property tests can add the lines up again."""
from __future__ import annotations

from tricklab.core.events import Step

from .cards import NUM, RARE, WF, TTCard
from .characters import component
from .state import KState

Line = tuple[int, Step]


def fronts(st: KState, seat: str) -> list[str]:
    return [st.character(c) for c in st.fronts.get(seat, [])]


def own_mods(st: KState, seat: str) -> int:
    """Devil fronts (+2 each, KG-067) and the Fairy's Gift used this round (+1, KG-069)."""
    n = sum(component(f).tricks_bonus(st.data) for f in fronts(st, seat))
    if st.items.get("gift") == seat and st.item_used.get("gift") == st.round:
        n += int(st.data["fairy_gift_tricks"])
    return n


def counts(st: KState) -> dict[str, int]:
    """``E`` for every seat (spec 6.3, 7.12), normal or advanced Cheerleader rule."""
    e = {s: st.tricks[s] + own_mods(st, s) for s in st.players}
    gift = st.items.get("gift")
    gift_now = st.item_used.get("gift") == st.round
    advanced = st.options.get("cheerleader_rule") == "advanced"
    for cl, partner in st.partner.items():
        devils = st.has_front(cl, "devil") * int(st.data["devil_front_tricks"])
        g_cl = int(st.data["fairy_gift_tricks"]) if gift == cl and gift_now else 0
        base = e[partner]                       # T + the partner's own Devil and gift
        if advanced:                            # KG-072: a gift counts for its user only
            e[cl] = base - (1 if gift == partner and gift_now else 0) + g_cl + devils
        else:                                   # KG-071: the Cheerleader's gift helps both
            e[partner] = base + g_cl
            e[cl] = e[partner] + devils
    return e


def count_rulings(st: KState, seat: str) -> tuple[str, ...]:
    """The rulings that shaped a seat's count ``E`` (``counts``), cited on its bid line: a
    Devil front (+2, KG-067), the Fairy's Gift held (used: +1, unused: nothing, KG-069), both
    (KG-070), a gift within a Cheerleader pair (normal KG-071 or advanced KG-072 rule)."""
    out: list[str] = []
    devil = st.has_front(seat, "devil") > 0
    gift = st.items.get("gift")
    gift_now = st.item_used.get("gift") == st.round
    if devil:
        out.append("KG-067")
    if gift == seat:
        out.append("KG-069")
        if devil and gift_now:
            out.append("KG-070")
    for cl, partner in st.partner.items():
        if seat in (cl, partner) and gift in (cl, partner) and gift_now:
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
    colour = st.kings[seat]
    if seat in st.partner:         # a Cheerleader scores the partner's captured cards
        rulings += ("KG-077",)
    if colour == "W":
        n = sum(1 for c in cards if c.kind in (WF, RARE))
        scale = list(st.data["white_king_scale"])
        if st.options.get("white_king_cap_80"):
            scale = scale[:4]
        pts = int(scale[min(n, len(scale) - 1)])
        return [(pts, Step("KG_LINE_WHITE_KING", ("KG-022", *rulings),
                           {"seat": seat, "n": n, "delta": pts}))]
    n = sum(1 for c in cards if c.kind == NUM and c.suit == colour)
    if colour == "R":              # a Samurai's red is still a red card when captured
        rulings += ("KG-058",)
    return [(n * per, Step("KG_LINE_USED_KING", rulings,
                           {"seat": seat, "king": colour, "n": n, "per": per,
                            "delta": n * per}))]


def score_many(st: KState) -> tuple[dict[str, int], dict[str, list[Line]]]:
    """Spec 6.1 for 4-5 players."""
    e = counts(st)
    mult = 2 if st.round == 3 else 1
    kinds = {s: bid_of(st, s) for s in st.players}

    def numeric_hit(seat: str, cid: str | None) -> bool | None:
        """True/False for a numeric bid, None when the bid is not numeric."""
        if cid is None:
            return None
        b = st.data.cards[cid].bid
        return None if b.special else e[seat] == b.wins
    missed = {s for s, (_, cid) in kinds.items() if numeric_hit(s, cid) is False}   # 6.2.2
    lines: dict[str, list[Line]] = {s: [] for s in st.players}
    for s in st.players:
        kind, cid = kinds[s]
        hit = False
        rul: tuple[str, ...]
        if cid is not None:
            b = st.data.cards[cid].bid
            others = len(missed - {s})
            if b.special == "devil":
                hit = others > 0
                pts = int(st.data["devil_bid_per_miss"]) * others * mult
                code, rul = "KG_LINE_DEVIL_BID", ("KG-068", "KG-096") if kind == "mirror" \
                    else ("KG-068",)
                rul += ("KG-044",) if mult == 2 else ()
            else:
                hit = e[s] == b.wins
                pts = b.points * mult if hit else 0
                code, rul = "KG_LINE_BID", ("KG-100", "KG-044") if mult == 2 else ("KG-100",)
                rul = {"mirror": ("KG-075", "KG-079"), "copy": ("KG-078",)}.get(kind, ()) + rul
            rul += count_rulings(st, s)
            if kind == "copy" and pts > 0:
                pts -= int(st.data["copy_cost"])
                rul += ("KG-078",)
            lines[s].append((pts, Step(code, rul, {**bid_params(st, cid, kind), "seat": s,
                                                   "tricks": e[s], "hit": "hit" if hit else "miss",
                                                   "missed": others, "delta": pts,
                                                   "times": f"times_{mult}"})))
        cards = pile(st, s)
        for f in fronts(st, s):
            lines[s] += component(f).points(st.data, s, e[s], cards, hit)
        if st.king_used.get(s):
            lines[s] += _king_back(st, s, cards, int(st.data["used_king_per_card"]),
                                   ("KG-020", "KG-021"))
        elif st.round == 3:
            pts = st.data.kings[st.kings[s]]["unused"]
            lines[s].append((pts, Step("KG_LINE_UNUSED_KING", ("KG-018", "KG-019"),
                                       {"seat": s, "king": st.kings[s], "delta": pts})))
    return {s: sum(d for d, _ in lines[s]) for s in st.players}, lines


def score_two(st: KState) -> tuple[dict[str, int], dict[str, list[Line]]]:
    """Spec 9.6 for 2 players: no doubling, more tricks, Kings every round, devil cards."""
    e = counts(st)
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
            rul = (("KG-100", "KG-087") if r3 else ("KG-100",)) + count_rulings(st, s) + \
                (("KG-098",) if len(st.bids.get(s, [])) > 1 else ())
            lines[s].append((pts, Step("KG_LINE_BID", rul,
                                       {**bid_params(st, cid, "own"), "seat": s, "tricks": e[s],
                                        "hit": "hit" if hit else "miss", "missed": 0,
                                        "delta": pts, "times": "times_1"})))
        cards = st.captured[s]
        for f in fronts(st, s):
            lines[s] += component(f).points(st.data, s, e[s], cards, hits > 0)
        if st.tricks[s] > st.tricks[other[s]]:
            pts = int(st.data["more_tricks_2p"][1 if r3 else 0])
            lines[s].append((pts, Step("KG_LINE_MORE_TRICKS", ("KG-082",),
                                       {"seat": s, "tricks": st.tricks[s], "delta": pts})))
        if st.king_used.get(s):
            lines[s] += _king_back(st, s, cards, int(st.data["used_king_per_card_2p"]),
                                   ("KG-083",))
        else:
            pts = st.data.kings[st.kings[s]]["unused_2p"]
            lines[s].append((pts, Step("KG_LINE_UNUSED_KING", ("KG-084",),
                                       {"seat": s, "king": st.kings[s], "delta": pts})))
        if st.devil:
            n = sum(1 for c in cards if (c.kind in (WF, RARE) if st.devil == "W"
                                         else c.kind == NUM and c.suit == st.devil))
            per = int(st.data["devil_card_2p"][1 if r3 else 0])
            if n:
                lines[s].append((-n * per, Step("KG_LINE_DEVIL_CARDS", ("KG-085",),
                                                {"seat": s, "colour": st.devil, "n": n,
                                                 "per": per, "delta": -n * per})))
    return {s: sum(d for d, _ in lines[s]) for s in st.players}, lines
