"""Rule-bot tactic of the samurai (see ``tactics/__init__.py``)."""
from __future__ import annotations
