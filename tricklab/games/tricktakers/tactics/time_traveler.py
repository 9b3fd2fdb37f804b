"""Rule-bot tactic of the time_traveler (see ``tactics/__init__.py``)."""
from __future__ import annotations
