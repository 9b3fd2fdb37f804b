"""Samurai (サムライ, 3D): Spirit of red, no black cards, takes a red card after winning (spec 7.12, TT-106…TT-115).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from .base import Character


class Samurai(Character):
    name = "samurai"
    code = "3D"
    title = {"en": "Samurai", "ja": "サムライ"}
    expansion = True
