"""Rule-bot tactic of the ninja (see ``tactics/__init__.py``)."""
from __future__ import annotations
