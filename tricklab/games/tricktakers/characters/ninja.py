"""Ninja (忍者, 2D): Shadow clone: a second, face-down card that counts only when turned up (spec 7.11, TT-101…TT-105).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from .base import Character


class Ninja(Character):
    name = "ninja"
    code = "2D"
    title = {"en": "Ninja", "ja": "忍者"}
    expansion = True
