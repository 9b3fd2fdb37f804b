"""Strategist (ストラテジスト, 1C): Trap cards, a trap pool, the Tactical card and a carry-over card (spec 7.9, TT-116…TT-123).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from ..cards import STRATEGIST_K7, CARRY_K7, CARRY_RARE
from .base import Character


class Strategist(Character):
    name = "strategist"
    code = "1C"
    title = {"en": "Strategist", "ja": "ストラテジスト"}
    expansion = True
    exclusive = (STRATEGIST_K7, CARRY_K7, CARRY_RARE,)
