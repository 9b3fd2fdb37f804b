"""Puts the conformance helpers (``tables``, ``checks``) on the path and offers the registry
as a fixture; what is shared lives in ``tables.py``."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))   # conformance helpers

from tables import registered_games  # noqa: E402


@pytest.fixture(name="registered_games")
def registered_games_fixture() -> list[tuple[str, Any]]:
    """The hook other conformance modules (the widgets' too) build on."""
    return registered_games()
