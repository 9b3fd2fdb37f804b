"""Rule-bot tactic of the alchemist (see ``tactics/__init__.py``)."""
from __future__ import annotations
