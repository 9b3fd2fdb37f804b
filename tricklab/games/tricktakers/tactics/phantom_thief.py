"""Rule-bot tactic of the phantom_thief (see ``tactics/__init__.py``)."""
from __future__ import annotations
