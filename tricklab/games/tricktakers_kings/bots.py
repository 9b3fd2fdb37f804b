"""KINGs bots: the random bot, and a simple rule bot whose every move is the hint's.

The rule bot drafts its King early (White or Red while they last), then characters in a fixed
order of usefulness; shows the character that suits its hand; bids the card whose prediction
is closest to its expected tricks (Rares, black 7+, 9s and an unused King count as tricks;
a Devil front adds 2); names the partner or copies the highest bid; uses every ability it
has: the Hermit on its first turn, the Ninja's pass to the next seat when it wants no tricks,
the Cheerleader's exchange, the Fairy's Gift when one more trick hits its bid (or on the
last trick), the Resistance's 1→9 when it wants the trick and 9→1 when not, the sword and
the King when it wants a trick it would otherwise lose (an unused black King always, since
it costs 30 points at the end). In trick play it wants tricks while its bid needs them (a
Devil bid always: the others' misses are its points), leading its strongest card and
following with its cheapest winner; a Cheerleader, whose own tricks never count, plays to
lose. Each hint says the reason that holds at that moment (no "you have the tricks your bid
needs" when the seat still needs some but cannot win this one)."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, HintBot, RandomBot

from .cards import NUM, RARE, TTCard, parse_card
from .names import card_name
from .scoring import bid_of, own_mods
from .state import KState, Play
from .trick import decide

PICK_ORDER = ("healer", "collector", "ninja", "gambler", "devil", "neme", "maru", "samurai",
              "berserker", "resistance", "hermit", "cheerleader")
SHOW_ORDER = ("devil", "healer", "collector", "samurai", "gambler", "berserker", "ninja",
              "neme", "maru", "resistance", "hermit", "cheerleader")


def _taste(st: KState, seat: str, order: tuple[str, ...]) -> list[str]:
    """Each seat starts its preference list at a different place, so a table of rule bots
    drafts and shows every character (and so uses every ability) instead of all wanting the
    same few."""
    k = (st.players.index(seat) * 3 + st.round) % len(order)
    return list(order[k:] + order[:k])


def strong(cards: list[TTCard]) -> int:
    return sum(1 for c in cards if c.kind == RARE or c.kind == NUM and (
        c.suit == "K" and c.value >= 7 or c.value == 9))


def expected(st: KState, seat: str) -> int:
    king = 1 if st.kings.get(seat) and not st.king_used.get(seat) else 0
    return min(3, strong(st.hands.get(seat, [])) + king // 2) + own_mods(st, seat)


def _need(st: KState, seat: str) -> int:
    """Tricks still wanted: the wins of the bid the seat is scored on (its own, the copied
    one, or a Cheerleader's partner's, ``scoring.bid_of``) minus its effective tricks so far
    (≤ 0: none). A Devil bid, or none, counts as wanting one more."""
    _, cid = bid_of(st, seat)
    if cid is None or st.data.cards[cid].bid.special:
        return 1
    return st.data.cards[cid].bid.wins - st.tricks[st.partner.get(seat, seat)] \
        - own_mods(st, seat)


def _devil_bid(st: KState, seat: str) -> bool:
    """Whether the seat is scored on a Devil bid (its own or a copied one): it needs no
    tricks of its own, it scores when the other players miss."""
    _, cid = bid_of(st, seat)
    return cid is not None and st.data.cards[cid].bid.special == "devil"


def _wins(st: KState, a: Action) -> bool:
    """Would this play win the trick as it stands?"""
    words = a.args[1:]
    p = Play(a.seat, parse_card(a.args[0]), len(st.trick) + 1,
             next((w for w in words if w.startswith("as")), ""), "sword" in words,
             st.kings.get(a.seat, "") if "king" in words else "", st.has_front(a.seat, "samurai") > 0)
    plays = st.trick + [p]
    return plays[decide(plays).winner] is p


def _value(a: Action) -> tuple[int, int]:
    c = parse_card(a.args[0])
    return ({"wf": 0, "num": 1, "rare": 3}[c.kind] + (1 if c.suit == "K" else 0), c.value)


def hint(match: Any, seat: str) -> Hint:
    legal = match.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has nothing to do now")
    st: KState = match.view(seat)
    kinds = {a.kind for a in legal}
    first = legal[0]
    if "pick" in kinds:
        ids = [a.args[0] for a in legal]
        kings = [i for i in ids if i.startswith("KING-")]
        good = [k for k in ("KING-W", "KING-R", "KING-B") if k in kings]
        if good and (len(st.party[seat]) >= 1 or len(kings) <= 2):
            return Hint(Action(seat, "pick", (good[0],)), "KG_HINT_PICK",
                        {"item": good[0], "why": "hint_strong_king"}, ("KG-034",))
        chars = sorted((i for i in ids if not i.startswith("KING-")),
                       key=lambda i: _taste(st, seat, PICK_ORDER).index(st.character(i)))
        pick = chars[0] if chars else kings[0]
        return Hint(Action(seat, "pick", (pick,)), "KG_HINT_PICK",
                    {"item": card_name(st.data, pick), "why": "hint_most_useful"}, ("KG-035",))
    if "show" in kinds:
        cards = sorted((a.args[0] for a in legal), key=lambda c: _taste(st, seat, SHOW_ORDER).index(st.character(c)))
        return Hint(Action(seat, "show", (cards[0],)), "KG_HINT_SHOW",
                    {"card": card_name(st.data, cards[0])},
                    ("KG-040",))
    if "bid" in kinds:
        n = expected(st, seat)
        ones = [a for a in legal if len(a.args) == 1]
        def miss(a: Action) -> int:
            b = st.data.cards[a.args[0]].bid
            return 1 if b.special == "devil" else 9 if b.special else abs(b.wins - n)
        best = min(ones, key=miss)
        # the words say why this back: it is the count expected, or the nearest, or the
        # Devil's when no back is near, or the only card left
        b = st.data.cards[best.args[0]].bid
        code = ("KG_HINT_BID_ONLY" if len(ones) == 1 else "KG_HINT_BID_DEVIL" if b.special
                else "KG_HINT_BID" if b.wins == n else "KG_HINT_BID_NEAR")
        return Hint(best, code, {"card": card_name(st.data, best.args[0]), "n": n},
                    ("KG-040",))
    if kinds & {"partner", "copy"}:
        def score(a: Action) -> int:
            b = st.bids.get(a.args[0]) or []
            return st.data.cards[b[0]].bid.points if b else 0
        best = max(legal, key=score)
        return Hint(best, "KG_HINT_TARGET", {"target": best.args[0]}, ("KG-075",))
    if "discard" in kinds:
        best = min(legal, key=lambda a: sum(_value(Action(seat, "x", (c,))) [1] +
                                            10 * _value(Action(seat, "x", (c,)))[0]
                                            for c in a.args))
        return Hint(best, "KG_HINT_DISCARD", {"cards": [parse_card(c) for c in best.args]},
                    ("KG-009",))
    if "take" in kinds:
        hand = sorted(st.hands[seat], key=lambda c: _value(Action(seat, "x", (str(c),))))
        act = Action(seat, "take", (str(hand[0]),)) if hand else first
        return Hint(act, "KG_HINT_ABILITY", {"action": act}, ("KG-054",))
    if "return" in kinds:
        return Hint(first, "KG_HINT_RETURN", {"card": parse_card(first.args[0])}, ("KG-076",))
    if "devil" in kinds:
        return Hint(first, "KG_HINT_DEVIL", {"king": f"KING-{first.args[0]}"}, ("KG-085",))
    need = _need(st, seat)
    for verb in ("hermit", "cheer"):
        act = next((a for a in legal if a.kind == verb), None)
        if act is not None:
            return Hint(act, "KG_HINT_ABILITY", {"action": act}, ("KG-051", "KG-076"))
    gift = next((a for a in legal if a.kind == "gift"), None)
    if gift is not None and (need == 1 and st.trick_no == st.tricks_per_round
                             or st.round == 3 and st.trick_no == st.tricks_per_round):
        return Hint(gift, "KG_HINT_ABILITY", {"action": gift}, ("KG-069",))
    lead = [a for a in legal if a.kind == "lead"]
    if lead:
        to = lead[1] if need <= 0 and len(lead) > 1 else lead[0]
        return Hint(to, "KG_HINT_ABILITY", {"action": to}, ("KG-059",))
    plays = [a for a in legal if a.kind == "play"]
    if st.kings.get(seat) == "K" and st.round == 3 and not st.king_used.get(seat):
        king = [a for a in plays if "king" in a.args]
        if king:
            return Hint(king[0], "KG_HINT_ABILITY", {"action": king[0]}, ("KG-019",))
    plain = [a for a in plays if len(a.args) == 1]
    # a Cheerleader's own tricks never count for it (KG-077): it plays to lose
    cheer = seat in st.partner
    if need > 0 and not cheer:
        win = "KG_HINT_WIN_DEVIL" if _devil_bid(st, seat) else "KG_HINT_WIN"
        if not st.trick:        # a lead "wins" the empty trick whatever it is: lead strong
            best = max(plain or plays, key=_value)
            return Hint(best, win, {"card": parse_card(best.args[0])}, ("KG-001",))
        winning = sorted((a for a in plain if _wins(st, a)), key=_value)
        if winning:
            return Hint(winning[0], win, {"card": parse_card(winning[0].args[0])},
                        ("KG-001",))
        boosted = [a for a in plays if len(a.args) > 1 and _wins(st, a)]
        if boosted:
            best = min(boosted, key=lambda a: (len(a.args), _value(a)))
            return Hint(best, "KG_HINT_ABILITY", {"action": best}, ("KG-010", "KG-073"))
        low = min(plain or plays, key=_value)
        return Hint(low, "KG_HINT_NO_WIN", {"card": parse_card(low.args[0])}, ("KG-001",))
    lose = "KG_HINT_LOSE_CHEER" if cheer else "KG_HINT_LOSE"
    rulings = ("KG-077", "KG-006") if cheer else ("KG-006",)
    losing = [a for a in plays if not _wins(st, a) and not ("sword" in a.args or "king" in a.args)]
    if losing:
        best = max(losing, key=_value)
        return Hint(best, lose, {"card": parse_card(best.args[0])}, rulings)
    low = min(plain or plays, key=_value)
    return Hint(low, lose, {"card": parse_card(low.args[0])}, rulings)


RuleBot = HintBot
BOTS = {"random": RandomBot, "rules": lambda: HintBot(hint)}

__all__ = ["BOTS", "RandomBot", "hint"]
