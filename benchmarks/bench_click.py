"""Click → table updated, and first playable: the issue 11 targets (click p90 ≤ 100 ms, a
dashboard playable ≤ 2.5 s cold). Prints figures; asserts nothing (timings depend on the
machine and on what else runs on it).

Kernel side (always): a learner's click through the felt's message path (``Felt.click``, the
same handler a browser message reaches), the engine, the bots' replies and the whole re-render,
plus the JSON the scene costs to send; per game, over many clicks of real games.

Browser side (``--browser``, needs /usr/bin/chromium): Voila serves the dashboards; Chromium
clicks a legal card and waits until the page shows the new position (the action counter and the
felt's hand changed): that is what the learner waits for. "First playable" is navigation → the
first highlighted card can be clicked, on a freshly started server (cold) and again (warm).
The server is ``tricklab serve`` with its defaults (what a class uses; it keeps warm kernels),
or Voila alone with ``--voila`` (as Binder serves the dashboards).

Usage: ``python benchmarks/bench_click.py [--browser [--voila]] [--no-kernel] [clicks]``
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from tricklab._chromium import CHROMIUM_ARGS as ARGS
from tricklab.games import GAMES
from tricklab.ui import Table

ROOT = Path(__file__).resolve().parent.parent


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def kernel(clicks: int) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "conformance"))
    from test_widgets_generic import step       # a learner's next click, as the tests make it
    print("kernel side: click -> engine, bots, re-render, scene JSON (ms)")
    for game in sorted(GAMES):
        times: list[float] = []
        sizes: list[int] = []
        seed = 1
        while len(times) < clicks and seed < 50:
            t = Table(game, seed=seed)
            seed += 1
            while not t.match.is_over() and len(times) < clicks:
                start = time.perf_counter()
                step(t)
                payload = json.dumps(t.felt.scene)
                times.append((time.perf_counter() - start) * 1000)
                sizes.append(len(payload))
        print(f"  {game:12} n={len(times):4}  p50 {statistics.median(times):6.1f}  "
              f"p90 {pct(times, 0.9):6.1f}  max {max(times):6.1f}   scene {statistics.median(sizes) / 1024:5.1f} KiB")


def browser(clicks: int, server: str) -> None:
    from playwright.sync_api import sync_playwright
    port = 8897
    if server == "voila":           # Voila alone, as Binder serves the dashboards
        cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
               "--Voila.ip=127.0.0.1", "notebooks"]
    else:                           # the classroom server with its defaults (warm kernels)
        cmd = [sys.executable, "-m", "tricklab", "serve", f"--port={port}"]
    proc = subprocess.Popen(cmd, cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(480):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)
                break
            except OSError:
                time.sleep(0.25)
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
            print(f"browser side ({'Voila' if server == 'voila' else 'tricklab serve'} + Chromium; "
                  "cold: the first page once the server answers)")
            for run, game in (("cold", "robotrick"), ("warm", "robotrick"), ("warm", "tricktakers"),
                              ("warm", "triatri"), ("warm", "basic")):
                if not (ROOT / "notebooks" / f"{game}_dashboard.ipynb").exists():
                    continue
                pg = b.new_page(viewport={"width": 1280, "height": 720})
                pg.route("**/*", lambda r: r.abort() if "127.0.0.1" not in r.request.url else r.continue_())
                start = time.perf_counter()
                pg.goto(f"http://127.0.0.1:{port}/voila/render/{game}_dashboard.ipynb?seed=3")
                pg.wait_for_selector(".tl-card-btn.tl-legal, .tl-choice:not(.tl-hidden)", timeout=120_000)
                first = time.perf_counter() - start
                times = []
                for _ in range(clicks):
                    if "Game over" in pg.locator(".tl-status").inner_text():
                        break
                    submit = pg.locator(".tl-pass:not([disabled])")
                    if submit.count() and submit.first.is_visible():
                        submit.first.click()
                        pg.wait_for_timeout(300)
                        continue
                    legal = pg.locator(".tl-card-btn.tl-legal:not(.tl-selected)")
                    if not legal.count():
                        choice = pg.locator(".tl-choice:not(.tl-hidden)")
                        if not choice.count():
                            break
                        choice.first.click()
                        pg.wait_for_timeout(300)
                        continue
                    before = pg.evaluate("document.querySelector('.tl-step').innerText + '|' + "
                                         "document.querySelectorAll('.tl-card-btn').length")
                    t0 = time.perf_counter()
                    legal.first.click()
                    try:
                        pg.wait_for_function(
                            "b => (document.querySelector('.tl-step').innerText + '|' + "
                            "document.querySelectorAll('.tl-card-btn').length) != b", arg=before,
                            timeout=10_000, polling="raf")
                    except Exception:       # a click that only selects: not a move
                        continue
                    times.append((time.perf_counter() - t0) * 1000)
                line = f"  {game:12} first playable ({run}) {first:5.2f} s"
                if times:
                    line += (f"   click->updated n={len(times):3} p50 {statistics.median(times):6.1f} ms  "
                             f"p90 {pct(times, 0.9):6.1f} ms")
                print(line)
                pg.close()
            b.close()
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    clicks = int(args[0]) if args else 60
    if "--no-kernel" not in sys.argv:
        kernel(clicks)
    if "--browser" in sys.argv:
        if os.path.exists("/usr/bin/chromium"):
            browser(min(clicks, 40), "voila" if "--voila" in sys.argv else "serve")
        else:
            print("browser side skipped: /usr/bin/chromium is missing")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
