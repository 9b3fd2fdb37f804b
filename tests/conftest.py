"""Shared fixtures: a Voila server started once per test session, Chromium once per test
module (paths, ports and the browser are in ``browsing.py``)."""
from __future__ import annotations

import pytest

from browsing import chromium, serving


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """The dashboards served by ``tricklab serve`` (what ``make serve`` runs), started once and
    terminated at the end of the session."""
    with serving(tmp_path_factory.mktemp("voila") / "voila.log") as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    """One headless Debian Chromium for a test module (skip / fail as ``require_browser`` says)."""
    with chromium() as b:
        yield b
