"""Public facts by name (``match.facts()``), for scenario expectations and the table.

Cards are canonical codes (``R5``), sorted for display; face-down cards show as ``??``. Facts
about one character (bid, tasks, equipment...) are keyed by seat and present only for the seat
playing that character this round.
"""
from __future__ import annotations

from typing import Any

from .cards import sort_hand
from . import characters as chars
from .state import TTState
from .trick import COLOUR_NAME


def _cards(cs) -> list[str]:
    return [str(c) for c in sort_hand(c for c in cs if c is not None)]


def _char_facts(st: TTState) -> dict[str, Any]:
    """Each character component says what is public about its round data (``public_facts``);
    the usual keys are always present so scenarios can rely on them."""
    out: dict[str, Any] = {"bids": {}, "bets": {}, "tasks": {}, "equipment": {},
                           "revolt": {}, "collection": {}, "item_deck_size": {}}
    for s, name in st.chars.items():
        for key, by_seat in chars.get(name).public_facts(st, s).items():
            out.setdefault(key, {}).update(by_seat)
    return out


def facts(game: Any, st: TTState) -> dict[str, Any]:
    waiting = game.to_act(st)
    play = st.phase == "play"
    last = st.round_log[-1] if st.round_log else {}
    return {
        "players": list(st.players), "round": st.round, "phase": st.phase,
        "to_act": waiting,
        "legal_actions": [str(a) for a in game.legal_actions(st)] if waiting else [],
        "legal": [str(c) for c in game.legal_cards(st, waiting[0])]
        if play and waiting and st.pending is None else [],
        "pending": st.pending[1] if st.pending else None,
        "style": st.opts["style"], "pool": list(st.pool), "faceup": list(st.faceup),
        "set_aside": list(st.set_aside),
        "select_order": list(st.select_order),
        "drafted": {s: list(v) for s, v in st.drafted.items()},
        "chars": dict(st.chars), "previous": dict(st.prev),
        "setup_queue": list(st.setup_queue),
        "points": dict(st.points), "gold": dict(st.gold), "black": dict(st.black),
        "crown_box": dict(st.crown_box),
        "hands": {s: _cards(h) for s, h in st.hands.items()},
        "hand_sizes": dict(st.hand_counts) if st.hidden else {s: len(h) for s, h in st.hands.items()},
        "deck_size": len(st.deck), "discard_size": len(st.discard),
        "discard": _cards(st.discard), "aside": {s: _cards(v) for s, v in st.aside.items() if v},
        "box": _cards(st.box),
        "trick": st.trick_no, "leader": st.leader, "lead": COLOUR_NAME[st.lead] if st.lead else None,
        "revolt_trick": st.revolt is not None, "order": list(st.order),
        "current_trick": [str(e) for e in st.entries],
        "last_trick": [str(e) for e in st.last_entries], "last_winner": st.last_winner,
        "tricks": {s: len(v) for s, v in st.tricks.items()},
        "trick_numbers": {s: [t.no for t in v] for s, v in st.tricks.items()},
        "taken": {s: _cards(v) for s, v in st.taken.items()},
        "lead_token": st.lead_token, "round_lead": st.round_lead,
        "round_log": [dict(r) for r in st.round_log],
        "last_round": {k: last.get(k) for k in ("tricks", "gold", "black", "deltas")} if last else {},
        "round_deltas": [r["deltas"] for r in st.round_log],
        "winners": list(st.winners), "end_reason": st.end_reason,
        **_char_facts(st),
    }
