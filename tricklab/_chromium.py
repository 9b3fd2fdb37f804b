"""Debian's headless Chromium as the tests, benchmarks and tools launch it: one place for its
path and flags, importable without the tests (no network chatter, no sandbox in containers)."""
from __future__ import annotations

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

__all__ = ["CHROMIUM", "CHROMIUM_ARGS"]
