"""Rule-bot tactic of the strategist (see ``tactics/__init__.py``)."""
from __future__ import annotations
