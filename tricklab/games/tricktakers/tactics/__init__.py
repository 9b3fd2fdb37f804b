"""Rule-bot tactics, one small module per character (``tactics/<name>.py``), base set and
expansion alike.

A tactic module registers itself with the ``tactic``/``wants`` decorators of ``kit.py``; this
package imports every module it holds, so adding a character's tactic is adding its file (no
list to extend). ``kit.py`` explains what a tactic sees and returns.

Decisions asked of another player on a character's behalf (the Phantom Thief's partner
answering an exchange) go to the tactic of the character that asked.
"""
from __future__ import annotations

from importlib import import_module
from pkgutil import iter_modules

from .kit import TACTICS, WANTS, Tactic, tactic, wants

for _module in sorted(m.name for m in iter_modules(__path__)):
    if _module != "kit":
        import_module(f"{__name__}.{_module}")

__all__ = ["TACTICS", "WANTS", "Tactic", "tactic", "wants"]
