"""Skills (6.5): paying a cost by suit symbols, and the effect operations of the character
data. Raise (6.4) is here too: like a skill it spends one hand card on an action.

Payment rule (TG-023–TG-027): each card pays one symbol of its suit, a face card two of its own
suit (never split across suits), a JOKER or the battle character's third joker up to two of one
suit of our choice. Cards of a suit the cost does not name pay nothing and are refused; more
symbols than needed is allowed (the excess is lost)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable

from tricklab.core.cards import SUIT_SYMBOL
from tricklab.core.errors import IllegalAction
from tricklab.core.events import Event
from tricklab.core.rulings import speaking
from tricklab.core.view import suits_aloud
from tricklab.core.worded import Worded

from .battle import base, is_joker_for
from .cards import AsJoker, GCard, is_face, is_joker
from .characters import Skill
from .state import GearState, Member, Player
from .zones import charge_minus, charge_plus, damage, ev, take_each

MAX_ACTS_PER_ROUND = 400     # far above what TG-066 allows; a bug guard, never reached


def payment_problem(pl: Player, skill: Skill, cards: list[GCard],
                    printed: GCard | None = None) -> IllegalAction | None:
    """Why ``cards`` do not pay ``skill``'s cost, or None; ``printed``: a third joker counted
    as its printed card only (did it pay as a JOKER? ``paid_words``)."""
    need = Counter(skill.cost)
    wild = 0
    have: Counter[str] = Counter()
    for c in cards:
        if is_joker_for(pl, c) and c != printed:
            wild += 1
        elif c.suit is None or c.suit not in need:
            return IllegalAction(f"{c.label} cannot pay {cost_text(skill)}: it pays only "
                                 f"{c.suit} symbols", code="COST_WRONG_SUIT", ruling="TG-023",
                                 card=c, cost=cost_text(skill))
        else:
            have[c.suit] += 2 if is_face(c) else 1
    short = {s: n - have[s] for s, n in need.items() if n > have[s]}
    if sum((n + 1) // 2 for n in short.values()) > wild:
        split = any(is_face(c) for c in cards) and len(need) > 1
        return IllegalAction(f"{' '.join(c.label for c in cards) or 'nothing'} does not pay "
                             f"{cost_text(skill)}", code="COST_NOT_PAID",
                             ruling="TG-025" if split else "TG-023", cost=cost_text(skill),
                             cards=list(cards))
    return None


def cost_text(skill: Skill) -> str:
    return "".join(SUIT_SYMBOL[s] for s in skill.cost)


def cost_words(skill: Skill, lang: str) -> str:
    """A skill's suit cost in words, "2 spades" / 「スペード2枚」 for ♠♠, "1 heart" for ♥: a
    screen reader read the signs "black spade suit black spade suit"."""
    return suits_aloud(cost_text(skill), lang, counted=True)


@dataclass(frozen=True)
class Cost(Worded):
    """A skill's cost as a message names it: its suit signs ("♠♠"), in words when the
    message is said aloud (``speaking``)."""

    skill: Skill

    def words(self, cat: Any, lang: str) -> str:
        return cost_words(self.skill, lang) if speaking() else cost_text(self.skill)

    def __str__(self) -> str:
        return cost_text(self.skill)


def paid_words(pl: Player, skill: Skill, cards: list[GCard]) -> list[Any]:
    """The payment as a message names it: the battle character's third joker says it paid as
    a JOKER (``AsJoker``) when its printed card could not have made the payment ("Copycat
    (♥♥) paying ♥A" read as if an ace paid two hearts); any other card is itself."""
    return [AsJoker(c) if is_joker_for(pl, c) and not is_joker(c)
            and payment_problem(pl, skill, cards, printed=c) is not None else c
            for c in cards]


def payment_rulings(pl: Player, skill: Skill, cards: list[GCard]) -> list[str]:
    out = ["TG-023", "TG-028"]
    if any(is_face(c) and not is_joker_for(pl, c) for c in cards):
        out.append("TG-024")
    if any(is_joker_for(pl, c) for c in cards):
        out.append("TG-027")
    capacity = sum(2 if is_face(c) or is_joker_for(pl, c) else 1 for c in cards)
    if capacity > len(skill.cost):
        out.append("TG-026")
    return out


def minimal_payments(pl: Player, skill: Skill, exclude: GCard | None = None) -> list[list[GCard]]:
    """Every payment from the hand that no smaller subset would also make (the legal list)."""
    useful = [c for c in pl.hand if c != exclude
              and (is_joker_for(pl, c) or c.suit in skill.cost)]
    out: list[list[GCard]] = []
    for k in range(1, len(skill.cost) + 1):
        for combo in combinations(useful, k):
            if payment_problem(pl, skill, list(combo)) is None and not any(
                    set(p) <= set(combo) for p in out):
                out.append(list(combo))
    return out


def uses_key(member: Member, skill: Skill) -> str:
    return f"{member.key}:{skill.id}"


def limit_reached(pl: Player, skill: Skill) -> bool:
    assert pl.battle is not None
    key = uses_key(pl.battle, skill)
    if skill.limit == "per_round":
        return pl.uses_round.get(key, 0) >= 1
    if skill.limit == "per_game":
        return pl.uses_game.get(key, 0) >= 1
    return False


def use_skill(st: GearState, seat: str, skill: Skill, target: str | None, with_card: GCard | None,
              declared: GCard | None, payment: list[GCard], events: list[Event]) -> None:
    pl = st.p[seat]
    member = pl.battle
    assert member is not None
    key = uses_key(member, skill)
    rulings = payment_rulings(pl, skill, payment) + ["TG-059"]
    if skill.limit == "per_game":
        rulings.append("TG-063")
    pl.hand = [c for c in pl.hand if c not in payment]
    pl.cost = pl.cost + payment
    pl.uses_round = {**pl.uses_round, key: pl.uses_round.get(key, 0) + 1}
    pl.uses_game = {**pl.uses_game, key: pl.uses_game.get(key, 0) + 1}
    text = f"{seat} skill {skill.id}" + (f" on {target}" if target else "") + \
        (f" with {with_card}" + (f" as {declared}" if declared else "") if with_card else "") + \
        " pay " + " ".join(str(c) for c in payment)
    events.append(ev("action", "SKILL_USED", seat, rulings, seat=seat, skill=skill.name["en"],
                     skill_ja=skill.name["ja"], target=target or "", paid=paid_words(pl, skill, payment),
                     cost=Cost(skill), action=text))
    resumed = lambda: ev("rule", "SKILL_RESUMED", seat, ("TG-041",), seat=seat)  # noqa: E731
    for op, n, extra in skill.effect:
        if not pl.present:
            break
        if op == "charge":
            charge_plus(st, seat, n, events, resumed)
        elif op == "discharge" and target is not None and st.p[target].present:
            charge_minus(st, target, n, events)
        elif op == "damage" and target is not None:
            damage(st, target, n, events, "skill", ("TG-038",))
        elif op == "draw":
            _draw(st, seat, n, events, resumed)
        elif op == "discard":
            if pl.present and pl.hand:
                st.pending_discard = min(n, len(pl.hand))
                st.phase = "discard"
                st.actor = seat
        elif op == "life":
            _to_life(st, seat, n, extra.get("cap", 99), events, resumed)
        elif op == "all_in":
            _all_in(st, seat, n, events, resumed)
        elif op == "copy_base" and target is not None:
            pl.copied_base = base(st.p[target])
            events.append(ev("rule", "COPIES_BASE", seat, ("TG-056",), seat=seat, target=target,
                             base=pl.copied_base))
        elif op == "swap_field" and with_card is not None:
            _mirage(st, seat, with_card, declared, events)
    if not pl.present:
        events.append(ev("rule", "SKILL_CANCELLED", seat, ("TG-042",), seat=seat))


def _draw(st: GearState, seat: str, n: int, events: list[Event], resumed: Callable[[], Event]) -> None:
    """Draw N (Insight), told run by run around a reload (TG-041)."""
    pl = st.p[seat]

    def put(card: GCard) -> None:
        pl.hand = pl.hand + [card]

    take_each(st, seat, n, events, put, lambda k, **_: ev(
        "rule", "DRAWS", seat, ("TG-059",), seat=seat, n=k, visible_to=None), resumed=resumed)


def _to_life(st: GearState, seat: str, n: int, cap: int, events: list[Event], resumed: Callable[[], Event]) -> None:
    """Up to N deck cards into LIFE, never above ``cap`` (Repair, TG-063)."""
    pl = st.p[seat]

    def put(card: GCard) -> None:
        pl.life = pl.life + [card]

    got = take_each(st, seat, n, events, put, lambda k, **_: ev(
        "rule", "LIFE_GAINED", seat, ("TG-063",), seat=seat, n=k, life=len(pl.life)),
        resumed=resumed, stop=lambda: len(pl.life) >= cap)
    if not got and pl.present and len(pl.life) >= cap:
        events.append(ev("rule", "LIFE_AT_CAP", seat, ("TG-063",), seat=seat, life=len(pl.life)))


def _all_in(st: GearState, seat: str, n: int, events: list[Event], resumed: Callable[[], Event]) -> None:
    """The top deck card into the rate area, told only when a card was put there (an empty
    deck and discard area put nothing, TG-044); a reload right after cites TG-058."""
    def put(card: GCard) -> None:
        st.rate_area = st.rate_area + [(seat, card)]

    take_each(st, seat, n, events, put, lambda k, reloading=False, **_: ev(
        "rule", "ALL_IN", seat, ("TG-058",) if reloading else ("TG-021", "TG-059"), seat=seat,
        rate=1 + len(st.rate_area)), resumed=resumed)


def _mirage(st: GearState, seat: str, card: GCard, declared: GCard | None,
            events: list[Event]) -> None:
    """The new field card from the hand, the old one to the cost area (TG-057); a JOKER (or
    the third joker "as JOKER") is declared at once, and the text says as what (TG-010)."""
    pl = st.p[seat]
    old = pl.field_card
    pl.hand = [c for c in pl.hand if c != card]
    pl.field_card = card
    pl.as_joker = declared is not None
    pl.declared = declared
    if old is not None:
        pl.cost = pl.cost + [old]
    events.append(ev("rule", "MIRAGE_DECLARED" if declared is not None else "MIRAGE", seat,
                     ("TG-057",) + (("TG-010",) if declared else ()), seat=seat, card=card,
                     old=old if old is not None else "—", declared=declared if declared is not None else "",
                     base=base(pl), on_table={seat: card}))


def do_raise(st: GearState, seat: str, card: GCard, events: list[Event]) -> None:
    pl = st.p[seat]
    pl.hand = [c for c in pl.hand if c != card]
    st.rate_area = st.rate_area + [(seat, card)]
    rid = ("TG-021",) + (("TG-022",) if is_joker_for(pl, card) else ())
    events.append(ev("action", "RAISES", seat, rid, seat=seat, card=raise_words(pl, card),
                     rate=1 + len(st.rate_area), action=f"{seat} raise {card}"))


def raise_words(pl: Player, card: GCard) -> Any:
    """The raise card as a message names it: a third joker that is no face card says it
    stands as a JOKER (``AsJoker``), any other card is itself."""
    if is_joker_for(pl, card) and not is_joker(card) and not is_face(card):
        return AsJoker(card)
    return card


def raise_cards(pl: Player) -> list[GCard]:
    return [c for c in pl.hand if is_face(c) or is_joker_for(pl, c)]


def describe(skill: Skill) -> dict[str, Any]:
    return {"id": skill.id, "cost": cost_text(skill), "limit": skill.limit, "target": skill.target}
