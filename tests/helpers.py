"""Test helpers shared by the games' test modules."""
from __future__ import annotations

import random
from typing import Any, Callable


def play_checking_hints(match: Any, bots: dict[str, Any], rng: random.Random,
                        hint: Callable[[Any, str], Any]) -> Any:
    """Play ``match`` to the end with ``bots``; before every decision ask for a hint and check
    it is a legal action whose message and rulings exist in the catalogue (in both languages)."""
    cat = match.game.catalogue
    while not match.is_over():
        seat = match.to_act()[0]
        h = hint(match, seat)
        assert h.action in match.legal_actions(seat), (h.action, seat)
        assert set(cat.messages.get(h.code, {})) == {"en", "ja"}, h.code
        assert all(r in cat.rulings for r in h.rulings)
        cat.message(h.code, h.params, "ja")
        match.play(bots[seat].choose(match, seat, rng))
    return match
