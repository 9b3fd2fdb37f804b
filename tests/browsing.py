"""Servers and the browser for tests: project paths, Debian's Chromium, a free port, waiting
for a server. A module of its own (not ``conftest``): ``tests/conformance`` has a conftest too,
and ``from conftest import ...`` would find whichever was imported last."""
from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, timeout: float = 90.0, proc: subprocess.Popen | None = None) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode} before answering {url}")
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                if r.status < 500:
                    return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"{url} did not answer within {timeout} s")


def require_browser() -> None:
    if not CHROMIUM.exists():
        if os.environ.get("TRICKLAB_REQUIRE_BROWSER") or os.environ.get("CI"):
            pytest.fail("/usr/bin/chromium is missing: CI must install Debian's chromium")
        pytest.skip("/usr/bin/chromium not installed (make test installs it when run as root)")
