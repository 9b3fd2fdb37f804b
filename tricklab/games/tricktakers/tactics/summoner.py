"""Rule-bot tactic of the summoner (see ``tactics/__init__.py``)."""
from __future__ import annotations
