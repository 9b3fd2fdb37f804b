"""Setting up a RoboTrick round: the spec's deal (3 burned, 1 trump indicator, 12 cards to each
of 4 seats starting with the robot), or a position a teacher fixed in a scenario, with every
card the scenario leaves open dealt from the seed. Bad setups raise ``SetupError``."""
from __future__ import annotations

import random
from typing import Any

from tricklab.core.cards import SUITS, Card, full_deck
from tricklab.core.errors import SetupError
from tricklab.core.rulings import Place
from tricklab.core.secret import SecretChoices
from tricklab.core.setup import CardLedger, check_fields, seat_mapping
from tricklab.core.chance import choice, seeded, shuffle

from .programs import PROGRAMS
from .state import ROBOT, RoboState

SETUP_KEYS = {"dealer", "round", "trump", "trump_indicator", "burned", "program", "programs_used",
              "hands", "hand_size", "phase", "leader", "captured", "minus", "totals"}


_PROGRAM_IDS = tuple(sorted(PROGRAMS))


def round_rng(seed: int, round_no: int) -> random.Random:
    """Each round's chance comes from (seed, round): undo and replay never disturb it."""
    return seeded(f"robotrick:{seed}:{round_no}")


def seat_order(players: list[str], dealer: str) -> list[str]:
    """Clockwise from the dealer with the robot on the dealer's left (RT-001, RT-021)."""
    i = players.index(dealer)
    return [dealer, ROBOT, players[(i + 1) % 3], players[(i + 2) % 3]]


def start_round(state: RoboState, round_no: int, dealer: str, setup: dict[str, Any]) -> None:
    """Fill ``state`` for a new round: seats, trump, burned cards, hands, program."""
    check_fields(setup, SETUP_KEYS)
    rng = round_rng(state.seed, round_no)
    players = state.players
    if dealer not in players:
        raise SetupError(f"dealer '{dealer}' is not a player ({', '.join(players)})",
                         code="SETUP_BAD_SEAT", seat=dealer)
    order = seat_order(players, dealer)
    hand_size = int(setup.get("hand_size", 12))
    if not 1 <= hand_size <= 12:
        raise SetupError(f"hand_size must be 1..12, not {hand_size}", code="SETUP_HAND_SIZE_RANGE",
                         n=hand_size)

    hands: dict[str, list[Card]] = {}
    captured: dict[str, list[Card]] = {}
    minus: dict[str, list[Card]] = {}
    indicator: Card | None = None
    burned: list[Card] | None = None
    if setup:                        # a teacher's position: every card checked (a plain deal
        ledger = CardLedger(Card.parse)              # has nothing to check)
        hands_in = seat_mapping(setup.get("hands"), "hands", order)
        hands = {s: ledger.take(v, Place.hand(s)) for s, v in hands_in.items()}
        for s, h in hands.items():
            if len(h) != hand_size:
                raise SetupError(f"{s}'s hand has {len(h)} cards; every hand must have {hand_size}"
                                 f" (set hand_size for a position later in the round)",
                                 code="SETUP_HAND_SIZE", seat=s, n=len(h), expected=hand_size)
        captured = {p: ledger.take(v, Place(f"{p}'s captures", "zone_captures", p))
                    for p, v in seat_mapping(setup.get("captured"), "captured", players).items()}
        minus = {p: ledger.take(v, Place(f"{p}'s minus cards", "zone_minus", p))
                 for p, v in seat_mapping(setup.get("minus"), "minus", players).items()}
        if setup.get("trump_indicator") is not None:
            indicator = ledger.take([setup["trump_indicator"]],
                                    Place("the trump indicator", "zone_indicator"))[0]
        burned = ledger.take(setup.get("burned"), Place("the burned cards", "zone_burned")) if "burned" in setup else None
        if burned is not None and len(burned) != 3:
            raise SetupError(f"burned must list exactly 3 cards, not {len(burned)}",
                             code="SETUP_BURNED", n=len(burned))
        pool = ledger.rest(full_deck())
    else:
        pool = full_deck()
    shuffle(rng, pool)
    trump = setup.get("trump")
    if trump is not None and str(trump).upper() not in SUITS:
        raise SetupError(f"trump must be one of S H D C, not {trump!r}", code="SETUP_TRUMP",
                         trump=str(trump))
    if indicator is None:
        if trump is None:
            indicator = pool.pop(0)
        else:
            indicator = next(c for c in pool if c.suit == str(trump).upper())
            pool.remove(indicator)
    elif trump is not None and indicator.suit != str(trump).upper():
        raise SetupError(f"trump {trump} contradicts the indicator {indicator}",
                         code="SETUP_TRUMP_INDICATOR", trump=str(trump), indicator=indicator)
    if burned is None:
        burned, pool = pool[:3], pool[3:]
    # Deal one card at a time, starting with the robot (RT-004).
    deal_order = order[1:] + order[:1]
    if not hands:                    # every seat needs hand_size: card k goes to seat k mod 4
        taken = 4 * hand_size
        hands = {s: pool[deal_order.index(s):taken:4] for s in order}
    else:
        need = {s: hand_size - len(hands.get(s, [])) for s in order}
        for s in order:
            hands.setdefault(s, [])
        left = sum(need.values())
        i = taken = 0
        while left:
            s = deal_order[i % 4]
            if need[s]:
                hands[s].append(pool[taken])
                taken += 1
                need[s] -= 1
                left -= 1
            i += 1
    aside = pool[taken:]              # cards already played earlier in the round (hand_size < 12)
    if hand_size == 12 and len(aside) != 0:
        raise SetupError("the setup leaves cards unaccounted for", code="SETUP_COUNT")
    played_before = 12 - hand_size
    for p in (players if captured or minus else ()):
        if len(captured.get(p, [])) + len(minus.get(p, [])) > played_before:
            raise SetupError(f"{p} has more captured and minus cards than tricks played so far "
                             f"({played_before})", code="SETUP_CAPTURED", seat=p, n=played_before)

    used = list(setup.get("programs_used", state.programs_used))
    program = setup.get("program")
    if program is None:
        free = [p for p in _PROGRAM_IDS if p not in used] if used else _PROGRAM_IDS
        program = choice(rng, free or _PROGRAM_IDS)
    if program not in PROGRAMS:
        raise SetupError(f"unknown program card '{program}' (known: AI-01 … AI-10)",
                         code="SETUP_PROGRAM", program=program)

    phase = setup.get("phase", "pass" if hand_size == 12 else "play")
    if phase not in ("pass", "play"):
        raise SetupError(f"phase must be 'pass' or 'play', not {phase!r}", code="SETUP_PHASE",
                         phase=str(phase))
    if phase == "pass" and hand_size != 12:
        raise SetupError("passing happens only with full 12-card hands",
                         code="SETUP_PASS_FULL_HANDS")
    leader = setup.get("leader", ROBOT)
    if leader not in order:
        raise SetupError(f"leader '{leader}' is not a seat", code="SETUP_BAD_SEAT", seat=leader)

    state.round = round_no
    state.dealer = dealer
    state.order = order
    state.trump = indicator.suit
    state.indicator = indicator
    state.burned = burned
    state.program = program
    state.programs_used = used + [program]
    state.hands = hands
    state.phase = phase
    state.passes = SecretChoices(players)
    state.passed = {}
    state.trick_no = played_before + 1
    state.leader = leader
    state.trick = []
    state.last_trick = []
    state.last_winner = None
    state.captured = {p: captured.get(p, []) for p in players}
    state.minus = {p: minus.get(p, []) for p in players}
    state.aside = aside
