"""Servers and the browser for tests: project paths, Debian's Chromium, a free port, waiting
for a server. A module of its own (not ``conftest``): ``tests/conformance`` has a conftest too,
and ``from conftest import ...`` would find whichever was imported last."""
from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from tricklab._chromium import CHROMIUM as _CHROMIUM
from tricklab._chromium import CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = Path(_CHROMIUM)


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


def stop_server(proc: subprocess.Popen) -> None:
    """Stop a server started with ``start_new_session=True`` and everything it started (the
    kernels of ``tricklab serve``): its whole process group, forcibly after 20 s."""
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)


@contextlib.contextmanager
def chromium():
    """One headless Debian Chromium (Playwright's sync API allows one driver per thread), or
    skip / fail as ``require_browser`` says."""
    require_browser()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def step_back_to_a_ruling(page, prefix: str, tries: int = 8,
                          languages: tuple[tuple[str, str, str], ...] = ()) -> None:
    """After a game played to the end: step the step-through back from the last event until
    its explanation cites one of the game's rulings (``prefix``-nnn, e.g. ``TG``), and fail if
    none does within ``tries`` steps. Then switch the table's language once per entry of
    ``languages`` — (button text, selector, text it must then show) — waiting for the text."""
    cited = re.compile(re.escape(prefix) + r"-\d{3}")
    explanation = page.locator(".tl-explanation")
    for _ in range(tries):
        if cited.search(explanation.inner_text()):
            break
        before = explanation.inner_text()
        page.locator(".tl-prev").click()
        page.wait_for_function("document.querySelector('.tl-explanation').innerText != "
                               + json.dumps(before), timeout=30_000)
    assert cited.search(explanation.inner_text()), explanation.inner_text()
    for button, selector, text in languages:
        page.locator(".tl-lang button", has_text=button).click()
        page.wait_for_function(f"document.querySelector({json.dumps(selector)}).innerText"
                               f".includes({json.dumps(text)})", timeout=30_000)
