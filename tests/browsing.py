"""Servers and the browser for tests: project paths, Debian's Chromium, a free port, waiting
for a server, ``tricklab serve`` with a test's settings, an offline browser. A module of its own
(not ``conftest``): ``tests/conformance`` has a conftest too, and ``from conftest import ...``
would find whichever was imported last."""
from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tricklab._chromium import CHROMIUM as _CHROMIUM
from tricklab._chromium import CHROMIUM_ARGS, OFFLINE_ARGS

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
def serving(log: Path, *options: str):
    """``tricklab serve`` (what ``make serve`` runs) on 127.0.0.1 with ``options``, its output in
    ``log``: its address once it answers; stopped with the kernels it started at the end. The
    server and its kernels import this checkout's package first: the venv may hold another
    checkout's editable install (a git worktree's tests would otherwise test the main one)."""
    port = free_port()
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    with open(log, "w") as fh:
        proc = subprocess.Popen([sys.executable, "-m", "tricklab", "serve", f"--port={port}", *options],
                                cwd=str(ROOT), stdout=fh, stderr=subprocess.STDOUT,
                                start_new_session=True, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_http(url, proc=proc)
        yield url
    finally:
        stop_server(proc)     # the server and the kernels it started


@contextlib.contextmanager
def chromium(*args: str):
    """One headless Debian Chromium (Playwright's sync API allows one driver per thread),
    offline but for this machine (``OFFLINE_ARGS``: its resolver knows no other host, so a
    page's CDN assets fail at once), with ``args`` besides the usual flags, or skip / fail as
    ``require_browser`` says. Not by routing each page's requests: Playwright drops a closing
    page's routed requests, its leave among them (``test_serve_leave``)."""
    require_browser()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                               args=[*CHROMIUM_ARGS, *OFFLINE_ARGS, *args])
        try:
            yield b
        finally:
            b.close()


@contextlib.contextmanager
def browser_process(url: str, profile: Path):
    """Debian's Chromium itself, headless and offline (``OFFLINE_ARGS``), showing ``url``: a
    learner's browser the test can kill (``kill_hard``), so its page gets no ``pagehide`` and
    sends nothing more, as when a browser crashes. Not Playwright's: its browser cannot be
    killed, only closed (which lets the page leave). Killed at the end if still running."""
    require_browser()
    proc = subprocess.Popen([str(CHROMIUM), "--headless", *CHROMIUM_ARGS, *OFFLINE_ARGS,
                             f"--user-data-dir={profile}", "--remote-debugging-port=0", url],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        yield proc
    finally:
        kill_hard(proc)


def kill_hard(proc: subprocess.Popen) -> None:
    """SIGKILL a process started with ``start_new_session=True`` and all of its group (a
    browser's renderer and network processes too)."""
    with contextlib.suppress(ProcessLookupError):      # the group outlives its leader
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def new_page(browser, width: int | None = None, height: int | None = None):
    """A page of ``browser`` (offline: ``chromium``) on a ``width`` x ``height`` screen
    (Playwright's own 1280x720 unless told)."""
    return browser.new_page(**({"viewport": {"width": width, "height": height}}
                               if width is not None and height is not None else {}))


def open_table(browser, url: str, width: int, height: int, state: str = "visible"):
    """A page on a ``width`` x ``height`` screen showing ``url`` once its table has
    drawn its cards (``state="attached"``: drawn, though perhaps behind a hot-seat curtain)."""
    pg = new_page(browser, width, height)
    pg.goto(url, timeout=120_000)
    pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000, state=state)
    settled(pg)
    return pg


def step_count(page) -> int:
    """The step the step-through shows (0 before the first)."""
    return int(page.locator(".tl-step").inner_text() or 0)


def settled(page) -> None:
    """Wait until the table stops moving (a trick's cards slide in, legal cards rise): a box
    measured mid-slide is not where the card comes to rest. Nor while the page still brings
    the game's top to the screen's top (felt.js marks the table ``data-tl-looking`` for up to
    3 s after it opens or "Large cards" is ticked): a click aimed then lands where the page
    jumps to (CI, 12-07: a click on "Large cards" missed)."""
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')"
                           " && !document.querySelector('.tl-table[data-tl-looking]')",
                           timeout=10_000)


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


def off_the_screen(*extra: tuple[str, str]) -> str:
    """A page function listing what of the current step lies below or right of the screen,
    measured from the game's top (the round line), so a page that scrolls a decision into view
    by itself is measured as the teacher first sees it: the felt (the trick on it), the hand's
    cards, the Pass/confirm and choice buttons, the menus, the character cards being chosen
    from, and ``extra`` (what, CSS selector) pairs a test adds."""
    parts = [("felt", ".tl-felt"), ("hand card", ".tl-hand-row .tl-card-btn"),
             ("button", ".tl-pass, .tl-choices button"),
             ("menu", ".tl-forms button, .tl-forms select"),
             ("character", ".tl-panel .tl-character, .tl-panel .tl-gear-char"), *extra]
    pairs = ", ".join(f"['{what}', '{sel}']" for what, sel in parts)
    return """() => {
  const top = document.querySelector('.tl-table .tl-header').getBoundingClientRect().top;
  const shown = (s) => [...document.querySelectorAll(s)]
    .filter((e) => e.offsetParent && !e.classList.contains('tl-hidden'));
  const out = [];
  for (const [what, sel] of [PAIRS]) {
    for (const e of shown(sel)) {
      const r = e.getBoundingClientRect();
      const bottom = Math.round(r.bottom - top);
      const name = what === 'felt' ? '' : (e.getAttribute('aria-label') || e.innerText).split('\\n')[0].slice(0, 30);
      if (bottom > window.innerHeight) out.push(`${what} ${name} ends at ${bottom} px`);
      if (r.right > window.innerWidth + 1) out.push(`${what} ${name} ends ${Math.round(r.right)} px right`);
    }
  }
  return out;
}""".replace("PAIRS", pairs)
