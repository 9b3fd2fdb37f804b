"""Summoner (サモナー, 2C): MP, two summon sheets (rear) and beasts moved to the front onto a played card (spec 7.10, TT-124…TT-129).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from ..cards import BEASTS
from .base import Character


class Summoner(Character):
    name = "summoner"
    code = "2C"
    title = {"en": "Summoner", "ja": "サモナー"}
    expansion = True
    exclusive = BEASTS
