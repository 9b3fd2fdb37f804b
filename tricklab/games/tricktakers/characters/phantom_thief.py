"""Phantom Thief (ファントムシーフ, 5C): Letters, a partner, the chip and round-end theft (spec 7.15, TT-163…TT-170, TT-183).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from .base import Character


class PhantomThief(Character):
    name = "phantom_thief"
    code = "5C"
    title = {"en": "Phantom Thief", "ja": "ファントムシーフ"}
    expansion = True
