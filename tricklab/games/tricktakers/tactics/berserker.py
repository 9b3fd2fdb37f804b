"""Rule-bot tactic of the Berserker (see ``tactics/__init__.py``): 3 tricks are its best
result in rounds 1–2, and it wants none in round 3."""
from __future__ import annotations

from ..state import TTState
from .kit import wants


@wants("berserker")
def wants_trick(st: TTState, seat: str) -> bool:
    return st.round < 3 and len(st.tricks[seat]) < 3
