"""Setting up a TriATri round: the normal deal (6 cards each, leftovers face down; TA-002,
TA-003), or a position a teacher fixed in a scenario, with every card the scenario leaves open
dealt from the seed. Bad setups raise ``SetupError`` with a message saying what to fix.

Scenario ``setup`` fields::

    round         1..3 (default 1)
    trick         1..5: the trick about to start (default 1)
    phase         reveal | gem | play (default: reveal at trick 1 without a leader, else gem)
    hands         {seat: [cards]}: 6 cards in the reveal phase, else 6 − trick
    leftover      the unused cards (2p: 5, 3p: 1, 4p: 0)
    spent         the start-determination cards already out of play (one per player)
    played        cards of the finished tricks of this round ((trick − 1) × players)
    start_player  who won the start determination (also the leader of trick 1)
    leader        who leads the trick about to start
    suit          the colour already named (phase play)
    gems          {seat: {fire: n, water: n, wood: n}} (also red/blue/green)
    supply        {fire: n, ...}: optional, must equal 6 − gems owned
"""
from __future__ import annotations

import random
from typing import Any

from tricklab.core.chance import seeded
from tricklab.core.checks import nearest
from tricklab.core.errors import SetupError, clip
from tricklab.core.rulings import Place
from tricklab.core.secret import SecretChoices
from tricklab.core.worded import InLanguages, Typed
from tricklab.core.setup import CardLedger, check_fields, seat_mapping
from tricklab.core.worded import Keyed

from .cards import (DECK_SPEC, ELEMENTS, GEMS_PER_COLOUR, HAND_SIZE, MAX_ROUNDS,
                    TRICKS_PER_ROUND, TCard, deck, parse_colour)
from .scoring import special_victory
from .state import TriState

SETUP_KEYS = {"round", "trick", "phase", "hands", "leftover", "spent", "played",
              "start_player", "leader", "suit", "gems", "supply"}


def round_rng(seed: int, round_no: int) -> random.Random:
    """Each round's deal comes from (seed, round): undo and replay never disturb it."""
    return seeded(f"triatri:{seed}:{round_no}")


def valve_rng(seed: int, round_no: int) -> random.Random:
    """The random start player of the redo safety valve (TA-010), also from (seed, round)."""
    return seeded(f"triatri:{seed}:{round_no}:valve")


def _int(setup: dict[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    try:
        n = int(setup.get(key, default))
    except (TypeError, ValueError):
        n = lo - 1
    if not lo <= n <= hi:
        raise SetupError(f"{key} must be a whole number from {lo} to {hi}, not {setup.get(key)!r}",
                         code=f"SETUP_{key.upper()}", value=setup.get(key))
    return n


def _seat(st: TriState, value: Any, what: str) -> str:
    if value not in st.players:
        raise SetupError(f"{what} '{value}' is not a player (players: {', '.join(st.players)})",
                         code="SETUP_BAD_SEAT", seat=value)
    return str(value)


def start_round(st: TriState, round_no: int, setup: dict[str, Any]) -> None:
    """Fill ``st`` for round ``round_no``: deal (or take the setup's cards), reset the round."""
    check_fields(setup, SETUP_KEYS)
    n = len(st.players)
    full = deck(n)
    in_deck = set(full)
    trick = _int(setup, "trick", 1, 1, TRICKS_PER_ROUND)
    leader = setup.get("leader", setup.get("start_player"))
    if "leader" in setup and "start_player" in setup and trick == 1 \
            and setup["leader"] != setup["start_player"]:
        raise SetupError("at trick 1 the leader is the start player: give one of them",
                         code="SETUP_LEADER")
    phase = setup.get("phase") or ("play" if "suit" in setup else
                                   "reveal" if trick == 1 and leader is None else "gem")
    if phase not in ("reveal", "gem", "play"):
        raise SetupError(f"phase must be reveal, gem or play, not {phase!r}", code="SETUP_PHASE")
    if phase == "reveal" and (trick != 1 or leader is not None or "suit" in setup):
        raise SetupError("the reveal phase is before trick 1: no trick, leader or suit yet",
                         code="SETUP_PHASE")
    if phase != "reveal" and leader is None:
        raise SetupError(f"phase {phase} needs start_player (trick 1) or leader",
                         code="SETUP_LEADER")
    if leader is not None:
        leader = _seat(st, leader, "leader")
    suit = None
    if phase == "play":
        suit = parse_colour(setup.get("suit", ""))
        if suit is None:
            raise SetupError(f"phase play needs the named colour: suit fire, water or wood, "
                             f"not {setup.get('suit')!r}", code="SETUP_SUIT")
    hand_size = HAND_SIZE if phase == "reveal" else HAND_SIZE - trick

    ledger = CardLedger(TCard.parse, in_deck, lambda c, where: SetupError(
        f"{where}: {c} is not in the {n}-player deck ({_deck_text(n)})", code="SETUP_NOT_IN_DECK",
        ruling="TA-002", card=c, where=where, players=n))
    take = ledger.take
    hands_in = seat_mapping(setup.get("hands"), "hands", st.players)
    hands = {s: take(v, Place.hand(s)) for s, v in hands_in.items()}
    for s, h in hands.items():
        if len(h) != hand_size:
            raise SetupError(f"{s}'s hand has {len(h)} cards; in phase {phase} of trick {trick} "
                             f"every hand has {hand_size}", code="SETUP_HAND_SIZE", seat=s,
                             n=len(h), expected=hand_size)
    sizes = {"leftover": len(full) - HAND_SIZE * n,
             "spent": 0 if phase == "reveal" else n, "played": (trick - 1) * n}
    fixed: dict[str, list[TCard] | None] = {}
    for key, size in sizes.items():
        fixed[key] = take(setup[key], Place(key, f"zone_{key}")) if key in setup else None
        if fixed[key] is not None and len(fixed[key]) != size:  # type: ignore[arg-type]
            raise SetupError(f"{key} must list exactly {size} card(s) here, not "
                             f"{len(fixed[key])}", code="SETUP_COUNT", field=key,  # type: ignore[arg-type]
                             expected=size)

    pool = ledger.rest(full)
    round_rng(st.seed, round_no).shuffle(pool)
    need = {s: hand_size - len(hands.get(s, [])) for s in st.players}
    for s in st.players:
        hands.setdefault(s, [])
    i = 0
    while any(need.values()):            # one card at a time, clockwise (spec 4.1)
        s = st.players[i % n]
        if need[s]:
            hands[s].append(pool.pop())
            need[s] -= 1
        i += 1
    piles: dict[str, list[TCard]] = {}
    for key in ("spent", "played", "leftover"):
        given = fixed[key]
        piles[key] = given if given is not None else [pool.pop() for _ in range(sizes[key])]
    if pool:                              # only reachable through inconsistent sizes
        raise SetupError("the setup leaves cards unaccounted for", code="SETUP_COUNT")

    st.round = round_no
    st.phase = phase
    st.hands = hands
    st.leftover = piles["leftover"]
    st.spent = piles["spent"]
    st.played = piles["played"]
    st.reveals = SecretChoices(st.players)
    st.last_reveal = {}
    st.redos = 0
    st.start_player = (_seat(st, setup["start_player"], "start_player")
                       if "start_player" in setup else (leader if trick == 1 else None))
    st.trick_no = trick
    st.leader = leader
    st.suit = suit
    st.slots = []
    st.last_slots = []
    st.last_winner = None


def _deck_text(n: int) -> str:
    top, fakes = DECK_SPEC[n]
    return f"F/W/G 2–{top} and " + " ".join(f"X{i}" for i in range(1, fakes + 1))


def setup_gems(st: TriState, setup: dict[str, Any]) -> None:
    """Gems owned at the start of the position. The total must equal the tricks already played
    (one gem per trick, TA-031); no colour may be empty (TA-034, TA-035) and nobody may already
    own 2 of each (TA-033): such positions are never reached."""
    owned: dict[str, dict[str, int]] = {p: dict.fromkeys(ELEMENTS, 0) for p in st.players}
    given = setup.get("gems") or {}
    if not isinstance(given, dict):
        raise SetupError("setup.gems must map players to counts such as {fire: 2, water: 1}",
                         code="SETUP_GEMS", field="setup.gems")
    for p, counts in given.items():
        _seat(st, p, "gems:")
        field = f"setup.gems.{p}"
        if not isinstance(counts, dict):
            raise SetupError(f"{field} must map colours to counts such as {{fire: 2, water: 1}}",
                             code="SETUP_GEMS_SEAT", seat=p, field=field)
        for colour, k in counts.items():
            e = parse_colour(colour)
            if e is None:           # name the colour and where it is, and what was meant
                guess = nearest(colour, ELEMENTS)
                raise SetupError(f"{field}: '{colour}' is not a gem colour (fire, water, wood)"
                                 + (f" — did you mean {guess}?" if guess else ""),
                                 code="SETUP_GEM_COLOUR_GUESS" if guess else "SETUP_GEM_COLOUR",
                                 seat=p, field=field, colour=Typed(clip(colour, 20)),
                                 guess=InLanguages((("en", guess or ""),)))
            if not isinstance(k, int) or isinstance(k, bool) or k < 0:
                raise SetupError(f"{field}.{colour}: the count must be a whole number ≥ 0, not {k!r}",
                                 code="SETUP_GEM_COUNT", seat=p, field=f"{field}.{colour}",
                                 value=Typed(clip(str(k), 20)))
            owned[p][e] += k
    supply = {e: GEMS_PER_COLOUR - sum(owned[p][e] for p in st.players) for e in ELEMENTS}
    if "supply" in setup:
        want = {parse_colour(k): v for k, v in (setup["supply"] or {}).items()}
        if None in want or any(want.get(e, supply[e]) != supply[e] for e in ELEMENTS):
            raise SetupError(f"supply {setup['supply']} does not match the gems owned: each "
                             f"colour has 6 gems, so the supply is {supply}", code="SETUP_SUPPLY",
                             supply=Keyed(tuple(supply.items())))
    if any(v < 0 for v in supply.values()):
        raise SetupError(f"more than 6 gems of a colour are owned (supply would be {supply})",
                         code="SETUP_SUPPLY", supply=Keyed(tuple(supply.items())))
    empty = [e for e in ELEMENTS if supply[e] == 0]
    if empty:
        raise SetupError(f"the supply has no {', '.join(empty)} gem left: the game would already "
                         f"have ended (TA-034), so no trick can start here", code="SETUP_GEMS_EMPTY",
                         ruling="TA-035", colours=empty)
    done = [p for p in st.players if special_victory(owned[p])]
    if done:
        raise SetupError(f"{done[0]} already owns 2 gems of every colour: the game would have "
                         f"ended with a special victory", code="SETUP_GEMS_SPECIAL", ruling="TA-033",
                         seat=done[0])
    round_no = _int(setup, "round", 1, 1, MAX_ROUNDS)
    trick = _int(setup, "trick", 1, 1, TRICKS_PER_ROUND)
    expected = TRICKS_PER_ROUND * (round_no - 1) + trick - 1
    total = sum(sum(v.values()) for v in owned.values())
    if total != expected:
        raise SetupError(f"{total} gems are owned, but {expected} trick(s) were played before "
                         f"round {round_no} trick {trick}; each trick gives exactly one gem "
                         f"(TA-031)", code="SETUP_GEMS_COUNT", ruling="TA-031", owned=total,
                         expected=expected)
    st.gems = owned
    st.supply = supply
