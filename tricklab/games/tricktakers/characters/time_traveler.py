"""Time Traveler (タイムトラベラー, 4C): Predictions, Rewind and Change the past (spec 7.14, TT-141…TT-162, TT-182).

Skeleton: the rules are being filled in (issue 5).
"""
from __future__ import annotations

from .base import Character


class TimeTraveler(Character):
    name = "time_traveler"
    code = "4C"
    title = {"en": "Time Traveler", "ja": "タイムトラベラー"}
    expansion = True
