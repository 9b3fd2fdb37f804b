"""Alchemist (アルケミスト, 3C): Plays 3 cards from its own deck as one entry, gains elements on a magic circle, forges crowns (spec 7.13, TT-130…TT-140, TT-179…TT-181).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from ..cards import ALCHEMIST_DECK
from .base import Character


class Alchemist(Character):
    name = "alchemist"
    code = "3C"
    title = {"en": "Alchemist", "ja": "アルケミスト"}
    expansion = True
    exclusive = ALCHEMIST_DECK
