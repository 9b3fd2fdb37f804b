"""Debian's headless Chromium as the tests, benchmarks and tools launch it: one place for its
path and flags, importable without the tests (no network chatter, no sandbox in containers)."""
from __future__ import annotations

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Offline but for this machine, by Chromium's own resolver: every other host is unknown, so a
#: page's CDN assets (font-awesome, MathJax) fail at once. Not by Playwright's ``route``: a routed
#: request waits for the driver, which drops a closing page's last requests (measured: 1-2 of 8
#: closing dashboards' leave requests lost, 11 of 19 over test_browser_felt; none unrouted),
#: and routing turns the HTTP cache off.
OFFLINE_ARGS = ("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",)

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "OFFLINE_ARGS"]
