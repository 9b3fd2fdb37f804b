"""One battle round: set (simultaneous, secret), reveal, JOKERs, crash, action phase, damage
phase (spec 5.1–5.3, 6.1–6.4).

Why field numbers are computed, never stored: every modifier (own rate cards, charge, Berserk,
Copycat) can change during the action phase, and the damage-phase crash check must use the
numbers of that moment (TG-034, TG-055)."""
from __future__ import annotations

from collections import defaultdict

from tricklab.core.events import Event, EventKind, Step
from tricklab.core.punctuation import LIST_SEP, aside
from tricklab.core.rulings import Named
from tricklab.core.secret import SecretChoices
from tricklab.core.worded import Grouped, SeatCard

from .cards import GCard, Joker, number
from .state import GearState, Player
from .zones import damage, ev

# The phase a battle step leaves when the round is decided: the rules module then runs the
# cleanup (battle never calls cleanup, which calls the next round's battle: no import cycle).
ROUND_END = "round_end"


def is_joker_for(pl: Player, card: GCard) -> bool:
    """An ordinary JOKER, or the current battle character's third joker (TG-015)."""
    return isinstance(card, Joker) or (pl.battle is not None and card == pl.battle.char.third_joker)


def base(pl: Player) -> int:
    """Printed number, declared number of a JOKER, or a copied base (6.1, TG-056)."""
    if pl.copied_base is not None:
        return pl.copied_base
    if pl.field_card is None:
        return 0                                   # TG-065
    if pl.as_joker:
        return number(pl.declared) if pl.declared is not None else 0
    return number(pl.field_card)


def bonus(pl: Player) -> int:
    """Ability modifiers of the battle character (Berserk, TG-053/TG-055)."""
    if pl.battle is None:
        return 0
    ab = pl.battle.char.ability("field_bonus")
    if ab and len(pl.life) <= ab.params["life_at_most"]:
        return ab.params["amount"]
    return 0


def own_rate(st: GearState, seat: str) -> int:
    return sum(1 for o, _ in st.rate_area if o == seat)


def field_number(st: GearState, seat: str) -> int:
    pl = st.p[seat]
    return base(pl) + own_rate(st, seat) + len(pl.charge) + bonus(pl)


def rate(st: GearState) -> int:
    return 1 + len(st.rate_area)                  # TG-033


def field_step(st: GearState, seat: str) -> Step:
    pl = st.p[seat]
    rulings = ["TG-032"]
    card = pl.field_card
    if card is not None and not pl.as_joker and not isinstance(card, Joker) \
            and card[0] in (11, 12, 13, 14):
        rulings.insert(0, "TG-003")         # an A counts 1, a J 11, a Q 12, a K 13
    if bonus(pl):
        rulings += ["TG-053", "TG-055"]
    if pl.copied_base is not None:
        rulings.append("TG-056")
    if pl.field_card is None:
        rulings.append("TG-065")
    return Step("FIELD_LINE", tuple(rulings),
                {"seat": seat, "base": base(pl), "rate": own_rate(st, seat),
                 "charge": len(pl.charge), "bonus": bonus(pl), "total": field_number(st, seat)})


# -- set phase ---------------------------------------------------------------------------------
def begin_round(st: GearState, events: list[Event]) -> None:
    """A new round starts with the set phase: everyone with a hand card chooses secretly."""
    st.round += 1
    if st.round > st.life_budget:
        raise RuntimeError(f"round {st.round} exceeds the bound {st.life_budget} of TG-062: "
                           f"the termination argument of spec 8.1 was violated")
    st.phase = "set"
    st.joker_crashed = []
    st.acts_this_round = 0
    choosers = [s for s in st.present() if st.p[s].hand]
    st.secret = SecretChoices(choosers)
    events.append(ev("setup", "ROUND_START", None, ("TG-009",), round=st.round,
                     battle=tuple(Named(s, st.p[s].battle.char.id)  # type: ignore[union-attr]
                                  for s in st.present() if st.p[s].battle)))
    if st.round == 1:
        events.append(ev("setup", "LIFE_BUDGET", None, ("TG-062",), budget=st.life_budget))
    for s in st.present():
        if not st.p[s].hand:
            events.append(ev("rule", "NO_FIELD_CARD", s, ("TG-065",), seat=s))
    if not choosers:
        reveal(st, events)


def reveal(st: GearState, events: list[Event]) -> None:
    """All field cards turn up together (TG-009); then JOKERs (TG-010–TG-014)."""
    chosen = dict(st.secret.chosen)
    st.secret = SecretChoices(())
    for s, (card, as_joker) in chosen.items():
        pl = st.p[s]
        pl.hand = [c for c in pl.hand if c != card]
        pl.field_card = card
        pl.as_joker = isinstance(card, Joker) or as_joker
        pl.declared = None
    shown: dict[str, GCard] = {s: card for s, (card, _) in chosen.items()}
    third = [s for s in chosen if st.p[s].as_joker and not isinstance(st.p[s].field_card, Joker)]
    printed = [s for s in chosen if not st.p[s].as_joker
               and st.p[s].field_card == st.p[s].battle.char.third_joker]  # type: ignore[union-attr]
    rulings = ["TG-009"] + (["TG-013"] if third or printed else [])
    events.append(ev("rule", "REVEAL", None, rulings, cards=shown, on_table=dict(shown),
                     shown=[SeatCard(s, c, "JOKER" if s in third else "") for s, c in shown.items()]))
    jokers = [s for s in st.present() if st.p[s].field_card is not None and st.p[s].as_joker]
    if len(jokers) >= 2:
        rid = ("TG-012",) + (("TG-014",) if any(s in third for s in jokers) else ())
        events.append(ev("rule", "JOKER_CRASH", None, rid, seats=jokers))
        st.joker_crashed = jokers
        for s in jokers:
            damage(st, s, 1, events, "crash", rid + _crash_extra(st, s))
    elif len(jokers) == 1:
        st.phase = "declare"
        st.actor = jokers[0]
        events.append(ev("rule", "MUST_DECLARE", jokers[0], ("TG-010",), seat=jokers[0]))
        return
    finish_set(st, events)


def declare(st: GearState, seat: str, card: GCard, events: list[Event]) -> None:
    pl = st.p[seat]
    pl.declared = card
    others = [field_number(st, s) for s in st.present() if s != seat]
    rid = ["TG-010"] + (["TG-011"] if field_number_with(st, seat) in others else [])
    events.append(ev("action", "DECLARES", seat, rid, seat=seat, card=card,
                     action=f"{seat} declare {card}"))
    finish_set(st, events)


def field_number_with(st: GearState, seat: str) -> int:
    return field_number(st, seat)


def _crash_extra(st: GearState, seat: str) -> tuple[str, ...]:
    return ("TG-060",) if len(st.p[seat].life) <= 1 else ()


def crash_check(st: GearState, seats: list[str], events: list[Event],
                rulings: tuple[str, ...]) -> list[list[str]]:
    """Equal field numbers crash: 1 damage each (6.2). Returns the crash groups (none: no
    crash), which the table shows after the round (``st.last``)."""
    groups: dict[int, list[str]] = defaultdict(list)
    for s in seats:
        groups[field_number(st, s)].append(s)
    crashed = [g for g in groups.values() if len(g) >= 2]
    if not crashed:
        return []
    out = [s for s in seats if not any(s in g for g in crashed)]
    rid = rulings + (("TG-017",) if out else ())
    steps = tuple(field_step(st, s) for s in seats)
    events.append(Event(EventKind.RULE, "CRASH", None, rid,
                        {"groups": Grouped(tuple((tuple(g), field_number(st, g[0]))
                                                 for g in crashed)),
                         "numbers": {s: field_number(st, s) for s in seats},
                         "seats": [s for g in crashed for s in g], "untouched": out},
                        steps=steps))
    for g in crashed:
        for s in g:
            damage(st, s, 1, events, "crash", rid + _crash_extra(st, s))
    return [list(g) for g in crashed]


def finish_set(st: GearState, events: list[Event]) -> None:
    """Crash check among the characters not already in the JOKER crash (TG-016/TG-017)."""
    seats = [s for s in st.present() if s not in st.joker_crashed]
    crash = crash_check(st, seats, events, ("TG-016",))
    if crash or st.joker_crashed:
        jokers = [list(st.joker_crashed)] if st.joker_crashed else []
        st.last = {"crash": True, "winner": None, "groups": jokers + crash}
        st.phase = ROUND_END
        return
    start_action(st, events)


# -- action phase ------------------------------------------------------------------------------
def start_action(st: GearState, events: list[Event]) -> None:
    present = st.present()
    if len(present) < 2:
        damage_phase(st, events)
        return
    st.phase = "action"
    st.passes = 0
    first = min(present, key=lambda s: field_number(st, s))
    st.actor = first
    events.append(Event(EventKind.RULE, "ACTION_PHASE", first, ("TG-018",),
                        {"seat": first, "numbers": {s: field_number(st, s) for s in present}},
                        steps=tuple(field_step(st, s) for s in present)))


def after_act(st: GearState, seat: str, passed: bool, events: list[Event]) -> None:
    """Move the right to act clockwise; a lap of passes ends the phase (TG-019, TG-020)."""
    present = st.present()
    if len(present) < 2:
        events.append(ev("rule", "ACTION_ENDS_ALONE", None, ("TG-038",)))
        damage_phase(st, events)
        return
    st.passes = st.passes + 1 if passed else 0
    if st.passes >= len(present):
        events.append(ev("rule", "ACTION_ENDS", None, ("TG-019",)))
        damage_phase(st, events)
        return
    st.actor = st.next_seat(seat, present)


def damage_phase(st: GearState, events: list[Event]) -> None:
    """Crash check with current numbers, else the highest wins and the others take the rate."""
    st.phase = "damage"
    present = st.present()
    if len(present) == 1:
        events.append(ev("rule", "ALONE_WINS", present[0], ("TG-038",), seat=present[0]))
        st.last = {"crash": False, "winner": present[0], "damage": {}}
        st.phase = ROUND_END
        return
    rid: tuple[str, ...] = ("TG-034",)
    if any(st.p[s].copied_base is not None for s in present):
        rid += ("TG-056",)
    groups = crash_check(st, present, events, rid)
    if groups:
        st.last = {"crash": True, "winner": None, "groups": groups}
        st.phase = ROUND_END
        return
    numbers = {s: field_number(st, s) for s in present}
    winner = max(present, key=lambda s: numbers[s])
    r = rate(st)
    # the damage each loser takes, and the ability that reduces it: the round's result must
    # say what happened ("every other character takes the rate, 3" was false of a Bastion,
    # whose Iron Wall took 2), and a loser may leave (counting who is present afterwards
    # cannot tell a lone winner from a winner whose opponent the damage knocked out)
    hits: dict[str, int] = {}
    extras: dict[str, tuple[str, ...]] = {}
    reduced: dict[str, str] = {}
    for s in present:
        if s == winner:
            continue
        n, extra = r, ()  # type: tuple[int, tuple[str, ...]]
        ab = st.p[s].battle.char.ability("rate_damage_reduction")  # type: ignore[union-attr]
        if ab:
            n, extra = max(ab.params["minimum"], r - ab.params["amount"]), ("TG-054",)
            if n < r:
                reduced[s] = ab.id
        hits[s], extras[s] = n, extra
    rulings: tuple[str, ...] = ("TG-035", "TG-033") if r == 1 else ("TG-035",)
    params: dict[str, object] = {"winner": winner, "numbers": numbers, "rate": r,
                                 "others": len(hits)}
    if reduced:
        cut = sorted(reduced)
        params.update(reduced=[s for s in present if s in reduced], ability=reduced[cut[0]],
                      hurt=hits[cut[0]])
        rulings += ("TG-054",)
    events.append(Event(EventKind.RULE, "ROUND_WON_REDUCED" if reduced else "ROUND_WON", winner,
                        rulings, params, steps=tuple(field_step(st, s) for s in present)))
    for s, n in hits.items():
        damage(st, s, n, events, "rate", ("TG-035",) + extras[s])
    st.last = {"crash": False, "winner": winner, "damage": hits, "reduced": reduced}
    st.phase = ROUND_END
