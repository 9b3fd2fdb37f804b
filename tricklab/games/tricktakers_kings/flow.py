"""The phases around the tricks: the open draft (KG-034, KG-081), dealing each round, the
start player (KG-023, KG-089), the party by round (KG-040..KG-043), setups (KG-092), bids
revealed together (KG-094), the Partner and Copy targets (KG-075, KG-078) and the 2-player
devil colour (KG-085, KG-086). Functions over ``KState`` that return events; checks live in
``rules.py``, which calls these only with legal choices."""
from __future__ import annotations

from typing import Any

from tricklab.core.events import Event, EventKind, Step
from tricklab.core.worded import BySeat

from .cards import BERSERKER_9, KING_COLOURS, TTCard, deck_for, king_id
from .characters import ITEMS, component
from .deck import draw, ev, rng_for
from .names import card_name
from .scoring import score_round
from .state import KState


# -- the draft -------------------------------------------------------------------------------
def king_colours(st: KState) -> list[str]:
    if st.two and not st.options.get("use_white_king_2p"):
        return [c for c in KING_COLOURS if c != "W"]
    return list(KING_COLOURS)


def pool_for(st: KState) -> list[str]:
    """5 Kings and the character cards (KG-030..KG-033); the 2p set of 8 (KG-088, KG-091)."""
    cards = st.data.cards
    if st.two:
        chars = [c for c, i in cards.items() if i.two_player]
    else:
        gone = set(st.data["four_player_removed"]) if len(st.players) == 4 else set()
        chars = [c for c, i in cards.items() if c not in gone
                 and (st.options.get("use_cheerleader") or not i.expansion)]
    return [king_id(c) for c in king_colours(st)] + chars


def draft_order(st: KState, first: str) -> list[str]:
    """Snake order over 4-5 seats (KG-034); strict alternation in 2p (KG-086)."""
    seats = st.order_from(first)
    if st.two:
        return seats * 4
    out: list[str] = []
    for k in range(5):
        out += seats if k % 2 == 0 else seats[::-1]
    return out


def start_draft(st: KState, first: str) -> list[Event]:
    st.pool, st.order, st.out = pool_for(st), draft_order(st, first), []
    st.drafted_first = first
    st.kings, st.party = {}, {s: [] for s in st.players}
    st.phase = "draft"
    # 2 players: the White King joins only with the option, the Cheerleader never (KG-091)
    rulings = ("KG-034",) if not st.two else ("KG-081", "KG-086", "KG-091")
    return [ev(EventKind.RULE, "KG_DRAFT_START", first, rulings, round=st.round, first=first)]


def pick(st: KState, seat: str, item: str) -> list[Event]:
    st.pool.remove(item)
    st.order.pop(0)
    events: list[Event] = []
    if item.startswith("KING-"):
        st.kings[seat] = item[-1]
        st.king_used[seat] = 0
        events.append(ev(EventKind.ACTION, "KG_PICK_KING", seat, ("KG-034",), king=item))
    else:
        st.party[seat].append(item)
        name = st.character(item)
        events.append(ev(EventKind.ACTION, "KG_PICK", seat, ("KG-034",),
                         card=card_name(st.data, item), character=name))
        for thing in ITEMS.get(name, ()):
            if thing not in st.items:                    # items stay for the game (KG-036)
                st.items[thing] = seat
                st.item_used[thing] = 0
                events.append(ev(EventKind.RULE, "KG_ITEM", seat,
                                 {"gift": ("KG-030",), "sword": ("KG-031",)}.get(
                                     thing, ("KG-032",)), item=thing))
    if not st.order:
        st.out = list(st.pool)
        events.append(ev(EventKind.RULE, "KG_DRAFT_DONE", None,
                         ("KG-088",) if st.two else ("KG-033", "KG-035"),
                         left=[words_of(st, c) for c in st.out]))
        if st.two:
            st.phase = "devil"
        else:
            events += start_round(st)
    return events


def devil_chooser(st: KState) -> str:
    """R1 the second player, R2 the first, R3 whoever picked first (KG-086, KG-097)."""
    second = st.players[1 - st.players.index(st.first)]
    return {1: second, 2: st.first}.get(st.round, st.drafted_first)


def two_player_first(st: KState) -> str:
    """Who drafts first in 2p: R1 first, R2 second, R3 the fewer points (tie: 先手)."""
    second = st.players[1 - st.players.index(st.first)]
    if st.round == 1:
        return st.first
    if st.round == 2:
        return second
    a, b = st.totals[st.first], st.totals[second]
    return second if b < a else st.first


def choose_devil(st: KState, seat: str, colour: str) -> list[Event]:
    st.devil = colour
    events = [ev(EventKind.ACTION, "KG_DEVIL_COLOUR", seat, ("KG-085", "KG-086", "KG-088"),
                 colour=colour, king=king_id(colour), cards=f"devil_cards_{colour}",
                 under=[st.character(c) for c in st.out if not c.startswith("KING-")])]
    events += begin(st)
    st.phase = "bid"
    st.secret = {}
    return events


# -- rounds ----------------------------------------------------------------------------------
def all_cards(st: KState) -> list[TTCard]:
    return deck_for(len(st.players)) + [BERSERKER_9]


def deal(st: KState) -> list[Event]:
    """Gather every card, shuffle, deal 5 (9 in 2p); the Berserker 9 goes to the supply.
    A scenario's fixed hands, deck top, discards and captured cards (``st.options['fixed']``)
    are used once, and the hands it leaves open are dealt from the other cards only. Of a
    set-up position's cards that nobody placed, the draw deck keeps what a real game's would
    hold by then (``deck_size``) and the rest, the cards of the earlier tricks, go in the
    box until the next deal: drawing them would hand out cards already played."""
    fixed = st.options.pop("fixed", None) or {}
    hands: dict[str, list[TTCard]] = {s: list(fixed.get("hands", {}).get(s, []))
                                      for s in st.players}
    captured = {s: list(fixed.get("captured", {}).get(s, [])) for s in st.players}
    discards, top = list(fixed.get("discards", [])), list(fixed.get("deck", []))
    placed = {c for h in [*hands.values(), *captured.values(), discards, top] for c in h}
    rest = [c for c in deck_for(len(st.players)) if c not in placed]
    rng_for(st, 1).shuffle(rest)
    size = st.tricks_per_round - (st.trick_no - 1)
    for s in st.players:
        while len(hands[s]) < size:
            hands[s].append(rest.pop())
    # a set-up that placed the Berserker's black 9 has taken it from the supply (spec 7.4)
    held = [c for h in [*hands.values(), *captured.values()] for c in h]
    st.supply = [] if BERSERKER_9 in held else [BERSERKER_9]
    # the bottom of the shuffled rest goes in the box, never the deck's given top
    over = max(len(rest) + len(top) - fixed.get("deck_size", len(rest) + len(top)), 0)
    st.box, rest = rest[:over], rest[over:]
    if st.box and not discards and not st.supply:
        discards.append(st.box.pop())       # the card discarded for the black 9 (spec 7.4)
    st.hands, st.captured, st.discards = hands, captured, discards
    st.deck = rest + top[::-1]              # draw from the end: the given deck on top
    st.samurai_red, st.sworded = [], []
    return [ev(EventKind.SETUP, "KG_DEAL", None, ("KG-080",) if st.two else ("KG-007",),
               round=st.round, n=size, deck=len(st.deck))]


def start_player(st: KState) -> str:
    return min(st.players, key=st.visible_number)


def begin(st: KState) -> list[Event]:
    """Round counters, and the start player: the lowest visible King number (KG-023)."""
    st.tricks = {s: 0 for s in st.players}
    st.used = {s: [] for s in st.players}
    st.partner, st.copy, st.trick, st.passed, st.pending = {}, {}, [], [], []
    st.bids = {s: [] for s in st.players}
    st.start = st.leader = start_player(st)
    return [ev(EventKind.RULE, "KG_START_PLAYER", st.start,
               ("KG-089",) if st.two else ("KG-023", "KG-093"),
               number=st.visible_number(st.start), king=king_id(st.kings[st.start]))]


def start_round(st: KState) -> list[Event]:
    """A 4-5 player round: deal, start player, then the party steps of spec 4.2-4.4."""
    return deal(st) + start_round_after_deal(st)


def start_round_after_deal(st: KState) -> list[Event]:
    events = begin(st)
    # the party by round (KG-040..KG-042): C1 stays in R2; C2 covers C1 in R3
    for s in st.players:
        shown = st.shown.setdefault(s, [])
        st.fronts[s] = shown[-1:] if st.round >= 2 and shown else []
    queue_setups(st, {s: list(st.fronts[s]) for s in st.players})
    st.phase = "setup"
    st.secret = {}
    events += advance(st)
    return events


def queue_setups(st: KState, new: dict[str, list[str]]) -> None:
    """Setups in seat order from the start player (spec 4.2 step 3); a continuing front runs
    its setup again (KG-043)."""
    for s in st.order_from(st.start):
        for cid in new.get(s, []):
            if component(st.character(cid)).setup(st.data):
                st.setups.append([s, cid])


def advance(st: KState) -> list[Event]:
    """Run setups until one needs a decision, then move to the next phase."""
    events: list[Event] = []
    while st.phase == "setup" and not st.pending:
        if not st.setups:
            events += after_setups(st)
            break
        seat, cid = st.setups[0]
        kind = component(st.character(cid)).setup(st.data)
        if kind == "gambler":
            st.setups.pop(0)
            events += draw(st, seat, 2, "gambler", ("KG-043", "KG-092"))
            st.pending = ["discard", seat, 2, "gambler"]
        elif kind == "berserker":
            st.setups.pop(0)
            if BERSERKER_9 in st.supply:
                st.pending = ["berserker", seat]
        else:
            st.setups.pop(0)
    return events


def after_setups(st: KState) -> list[Event]:
    if st.two:
        st.phase = "play"
        return []
    if any(len(st.shown[s]) < st.round for s in st.players):
        st.phase, st.secret = "choose", {}
        return []
    st.phase, st.secret = "bid", {}
    if st.round == 3:                        # the last card is the bid (KG-042)
        for s in st.players:
            if not any(component(st.character(c)).no_bid for c in st.fronts[s]):
                rest = [c for c in st.party[s] if c not in st.shown[s]]
                st.secret[s] = rest
            else:
                st.secret[s] = []
        return reveal_bids(st)
    return []


def reveal_choices(st: KState) -> list[Event]:
    """Every front chosen: reveal together (KG-094), then their setups."""
    new = {s: list(st.secret.get(s, ())) for s in st.players}    # a seat may show nothing new
    for s in st.players:
        st.shown[s] += new[s]
        st.fronts[s] = (st.fronts[s] + new[s])[-2:]
    st.secret = {}
    events = [ev(EventKind.RULE, "KG_REVEAL", None,
                 {1: ("KG-040", "KG-094"), 2: ("KG-041", "KG-094")}.get(st.round,
                                                                        ("KG-042", "KG-094")),
                 fronts=BySeat.of({s: [st.character(c) for c in st.fronts[s]]
                                   for s in st.players}))]
    queue_setups(st, new)
    st.phase = "setup"
    return events + advance(st)


def needs_bid(st: KState, seat: str) -> bool:
    return not any(component(st.character(c)).no_bid for c in st.fronts.get(seat, []))


def words_of(st: KState, item: str) -> str:
    """A draft item as a term key (a King, else its character), so lists of cards read as
    words in either language rather than as card ids."""
    return item if item.startswith("KING-") else st.character(item)


def bid_shown(st: KState, seat: str, cid: str) -> Step:
    """What a revealed bid card promises, so the learner reads the bid before the tricks
    (numeric: KG-100; Devil: KG-068; Copy: KG-078)."""
    b = st.data.cards[cid].bid
    if b.special:
        return Step(f"KG_BID_SHOWN_{b.special.upper()}",
                    ("KG-068",) if b.special == "devil" else ("KG-078",),
                    {"seat": seat, "per": int(st.data["devil_bid_per_miss"]),
                     "cost": int(st.data["copy_cost"])})
    return Step("KG_BID_SHOWN", ("KG-100",), {"seat": seat, "character": st.character(cid),
                                              "wins": b.wins, "points": b.points})


def reveal_bids(st: KState) -> list[Event]:
    for s in st.players:
        st.bids[s] = list(st.secret.get(s, []))
        if st.two:
            st.fronts[s] = [c for c in st.party[s] if c not in st.bids[s]]
    st.secret = {}
    events = [Event(EventKind.RULE, "KG_BIDS_REVEALED", None,
                    ("KG-094", "KG-087") if st.two and st.round == 3 else ("KG-094",),
                    {"bids": BySeat.of({s: [st.character(c) for c in st.bids[s]] or ["—"]
                                        for s in st.players})},
                    tuple(bid_shown(st, s, c) for s in st.players for c in st.bids[s]))]
    if st.two:
        queue_setups(st, {s: list(st.fronts[s]) for s in st.players})
        st.phase = "setup"
        return events + advance(st)
    st.targets = [s for s in st.order_from(st.start)
                  if not needs_bid(st, s) and st.has_front(s, "cheerleader")
                  or any(st.data.cards[c].bid.special == "copy" for c in st.bids[s])]
    st.phase = "target" if st.targets else "play"
    return events


# -- the end of a round ----------------------------------------------------------------------
def end_round(st: KState) -> list[Event]:
    """Score the round (spec 6.1 steps 1-5: the round result, ``scores``), then add it to the
    running totals and apply the floor to the total (step 6, KG-008): the round result stays
    what the lines add up to (−20), and a total that would go below 0 stops there, a step of
    its own. ``deltas`` is what the totals changed by."""
    scores, lines = score_round(st)
    deltas: dict[str, int] = {}
    steps = []
    for s in st.players:
        steps += [step for _, step in lines[s]]
        total = st.totals[s] + scores[s]
        if st.options.get("score_floor_zero", True) and total < 0:
            steps.append(Step("KG_TOTAL_FLOOR", ("KG-008",), {"seat": s, "would": total}))
            total = 0
        deltas[s] = total - st.totals[s]
        st.totals[s] = total
    st.round_scores.append(dict(scores))
    st.round_fronts.append({s: list(st.fronts.get(s, [])) for s in st.players})
    st.round_kings.append({s: st.kings[s] for s in st.players if s in st.kings})
    events = [Event(EventKind.ROUND_SCORED, "KG_ROUND_SCORED", None, (),
                    {"round": st.round, "scores": dict(scores), "deltas": deltas,
                     "totals": dict(st.totals),
                     "lines": {s: [d for d, _ in lines[s]] for s in st.players}},
                    tuple(steps))]
    if st.round == 3:
        st.over, st.phase = True, "over"
        win = winners(st)
        rule = ("KG-090",) if st.two else ("KG-024",)
        over = ev(EventKind.GAME_OVER, "KG_GAME_OVER", None, rule, winners=win,
                  points=st.totals[win[0]], numbers={s: st.visible_number(s) for s in st.players})
        tied = [s for s in st.players if st.totals[s] == st.totals[win[0]]]
        if len(tied) > 1:           # why the winner is not the only one on top
            over = over.evolve(steps=(Step("KG_TIE_BROKEN", rule, {
                "tied": tied, "points": st.totals[win[0]], "winners": win,
                "numbers": {s: st.visible_number(s) for s in tied}}),))
        events.append(over)
        return events
    st.round += 1
    # the last trick belongs to its round: its cards are captured, and the next round's
    # draft and choices happen without them on the table
    st.trick_no, st.last_trick = 1, []
    if st.two:
        for s in st.players:
            st.king_used[s] = 0
        events += deal(st)
        events += start_draft(st, two_player_first(st))
        if st.round == 3:
            tie = len(set(st.totals.values())) == 1     # the first player drafts first
            events.append(ev(EventKind.RULE, "KG_ROUND3_ORDER_TIE" if tie else "KG_ROUND3_ORDER",
                             st.drafted_first, ("KG-086", "KG-097"), totals=dict(st.totals)))
    else:
        events += start_round(st)
    return events


def winners(st: KState) -> list[str]:
    """The highest total; a tie goes to the lower visible King number (KG-024, KG-090)."""
    best = max(st.totals.values())
    tied = [s for s in st.players if st.totals[s] == best]
    return [min(tied, key=st.visible_number)]
