"""Scenario positions (``setup:`` of a scenario file): teams, hands, life, deck order, discard.

Why every card must land somewhere: each player owns exactly 54 cards (TG-002) and the
property test checks it; cards a setup does not place go to the deck (shuffled from the seed),
else to the discard area, else out of play (``box``, for engine tests such as TG-044)."""
from __future__ import annotations

from typing import Any

from tricklab.core.errors import NotationError, SetupError
from tricklab.core.rulings import Place
from tricklab.core.setup import check_fields
from tricklab.core.worded import Twice

from .cards import GCard, parse_card, player_deck
from .characters import norm_id
from .state import GearState

FIELDS = {"teams", "hands", "life", "deck", "discard", "phase", "used", "revealer", "pool",
          "mulligan_used"}


def _cards(raw: Any, what: str) -> list[GCard]:
    try:
        return [parse_card(x) for x in (raw.split() if isinstance(raw, str) else raw)]
    except (NotationError, TypeError, AttributeError):
        raise SetupError(f"{what}: {raw!r} is not a list of cards", code="SETUP_BAD_CARD",
                         what=what) from None


def check_setup(setup: dict[str, Any], players: list[str]) -> None:
    check_fields(setup, FIELDS)
    for key in ("teams", "hands", "life", "deck", "discard", "used"):
        for seat in setup.get(key) or {}:
            if seat not in players:
                raise SetupError(f"{key}: no seat called {seat!r} (seats: {', '.join(players)})",
                                 code="SETUP_BAD_SEAT", seat=seat)


def char_ids(st: GearState, raw: Any, what: str) -> list[str]:
    out = []
    for x in raw or []:
        c = st.chars.find(str(x))
        if c is None:
            raise SetupError(f"{what}: no character {x!r} (known: {', '.join(st.chars.characters)})",
                             code="SETUP_CHARACTER", name=str(x))
        out.append(c.id)
    return out


def place(st: GearState, setup: dict[str, Any]) -> None:
    """Build the players' zones from ``setup`` (teams given: the draft is skipped)."""
    from .select import make_team
    teams = setup["teams"]
    if set(teams) != set(st.players):
        raise SetupError("teams: give every seat's characters (the first one fights first)",
                         code="SETUP_TEAMS", seats=sorted(teams))
    for seat in st.players:
        ids = char_ids(st, teams[seat], f"teams.{seat}")
        if not 1 <= len(ids) <= 3:
            raise SetupError(f"teams.{seat}: 1 to 3 characters (3 fight, TG-005)",
                             code="SETUP_TEAMS", seat=seat)
        team = make_team(st, seat, ids)
        pl = st.p[seat]
        pl.battle, pl.reserve = team[0], team[1:]
        pl.drafted = ids
        rest = player_deck()
        st.rng().shuffle(rest)

        def claim(cards: list[GCard], what: str) -> list[GCard]:
            for c in cards:
                if c not in rest:
                    mine = Place(f"{seat}'s cards", "zone_cards", seat)
                    raise SetupError(f"{what}: {c} appears twice in {seat}'s cards",
                                     code="SETUP_DUPLICATE", card=c, seat=seat,
                                     places=Twice(mine, mine))
                rest.remove(c)
            return cards

        pl.hand = claim(_cards((setup.get("hands") or {}).get(seat, []), f"hands.{seat}"), "hands")
        if seat not in (setup.get("hands") or {}):
            pl.hand = []
        life = (setup.get("life") or {}).get(seat, pl.battle.char.life)
        deck = (setup.get("deck") or {}).get(seat)
        discard = (setup.get("discard") or {}).get(seat)
        pl.deck = claim(_cards(deck, f"deck.{seat}"), "deck") if deck is not None else []
        pl.discard = claim(_cards(discard, f"discard.{seat}"), "discard") if discard is not None else []
        if isinstance(life, int):
            if life < 0 or life > len(rest):
                raise SetupError(f"life.{seat}: {life} cards are not available", code="SETUP_LIFE",
                                 seat=seat)
            pl.life, rest = rest[:life], rest[life:]
        else:
            pl.life = claim(_cards(life, f"life.{seat}"), "life")
        if seat not in (setup.get("hands") or {}):
            n = pl.battle.char.hand
            pl.hand, rest = rest[:n], rest[n:]
        if deck is None:
            pl.deck = rest
        elif discard is None:
            pl.discard = rest
        else:
            pl.box = rest
        for sid in (setup.get("used") or {}).get(seat, []):
            for m in team:
                sk = m.char.skill(str(sid))
                if sk is not None:
                    pl.uses_game[f"{m.key}:{sk.id}"] = 1
        if not pl.life:
            raise SetupError(f"life.{seat}: a battle character needs at least 1 life card",
                             code="SETUP_LIFE", seat=seat)
    _ = norm_id
