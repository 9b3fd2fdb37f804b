"""A class of simulated learners against ``tricklab serve``: how much memory a learner costs and
whether the server gets it back.

Starts ``tricklab serve`` on 127.0.0.1 (classroom defaults unless told otherwise), opens N
RoboTrick dashboards in headless Debian Chromium (``--concurrency`` at a time, as learners
arriving), plays a few legal cards on each, keeps every page open until the whole class is
seated (the peak), then closes the tabs as a browser does: each page's ``beforeunload`` runs and
sends Voilà's leave request (a beacon posting ``voila/api/shutdown/<its kernel>`` with the
``_xsrf`` cookie's token), from a browser context that stays open as a browser outlives its tab
(a context closed with its page drops the beacon). Then it waits up to ``--wait`` seconds for
the culler. Prints: time to a playable table; the kernels before and after closing; the
learners' kernels freed within 5 s of their tab's close (the leave request delivered), those
freed only later by the idle cull, and those left (warm kernels waiting for the next page are
not counted), with the server log's shutdown, cull and refused-shutdown lines; RSS of the
server process and of the server with its kernels at start / peak / end, and memory per
learner. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/classroom.py [--learners 30] [--concurrency 5] [--wait 120] [--classes 1]
        [--close-gap 0]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from tricklab._chromium import CHROMIUM, CHROMIUM_ARGS, OFFLINE_ARGS

ROOT = Path(__file__).resolve().parent.parent
MB = 1 << 20
LEAVE_WINDOW = 5.0       # seconds after a tab's close within which its leave request freed it


def rss_tree(pid: int) -> tuple[int, int]:
    """(RSS of pid, RSS of pid and all its descendants) in bytes: psutil if installed, else /proc."""
    try:
        import psutil
        p = psutil.Process(pid)
        own = p.memory_info().rss
        total = own
        for c in p.children(recursive=True):
            try:
                total += c.memory_info().rss
            except psutil.Error:
                pass
        return own, total
    except ImportError:
        pass
    parents: dict[int, int] = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                stat = open(f"/proc/{d}/stat").read()
                parents[int(d)] = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass

    def rss(p: int) -> int:
        try:
            for line in open(f"/proc/{p}/status"):
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        except OSError:
            pass
        return 0

    tree, todo = [pid], [pid]
    while todo:
        cur = todo.pop()
        kids = [c for c, pp in parents.items() if pp == cur]
        tree += kids
        todo += kids
    return rss(pid), sum(rss(p) for p in tree)


class Sampler(threading.Thread):
    """Samples the server's memory every half second; keeps the peaks."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.stop = pid, threading.Event()
        self.peak_own = self.peak_total = 0

    def run(self) -> None:
        while not self.stop.is_set():
            own, total = rss_tree(self.pid)
            self.peak_own, self.peak_total = max(self.peak_own, own), max(self.peak_total, total)
            time.sleep(0.5)


def kernel_ids(url: str) -> set[str]:
    """The kernels alive. Asked again after a 500: jupyter_server lists a kernel still starting
    (a warm one the pool refills) before its ``last_activity`` is set, and fails on it."""
    for attempt in range(10):
        try:
            with urllib.request.urlopen(url + "api/kernels", timeout=10) as r:
                return {k["id"] for k in json.loads(r.read())}
        except urllib.error.HTTPError as err:
            if err.code < 500 or attempt == 9:
                raise
            time.sleep(0.3)
    raise AssertionError("unreachable")


def warm_ids(url: str) -> set[str]:
    """The warm kernels waiting for a page (a server without ``/tricklab/status`` has none)."""
    try:
        with urllib.request.urlopen(url + "tricklab/status", timeout=10) as r:
            return set(json.loads(r.read()).get("warm", []))
    except OSError:
        return set()


def kernels(url: str, learners_only: bool = False) -> int:
    """Kernels alive; ``learners_only``: not counting the warm ones waiting for a page."""
    return len(kernel_ids(url) - (warm_ids(url) if learners_only else set()))


def count_line(url: str, label: str) -> str:
    ids, warm = kernel_ids(url), warm_ids(url)
    return f"{label}: {len(ids)} kernels alive ({len(ids - warm)} learners', {len(ids & warm)} warm)"


async def watch_gone(url: str, closed: dict[str, float], gone: dict[str, float], until: float,
                     every: float) -> None:
    """Poll the server's kernels until ``until`` (a ``time.time()``) or until every kernel of
    ``closed`` (kernel id -> when its tab closed) is gone; note in ``gone`` how many seconds
    after its tab's close each one was first seen gone."""
    while len(gone) < len(closed) and time.time() < until:
        alive = await asyncio.to_thread(kernel_ids, url)
        now = time.time()
        for kid, at in closed.items():
            if kid not in alive and kid not in gone:
                gone[kid] = now - at
        await asyncio.sleep(every)


async def learner(browser, url: str, i: int, gate: asyncio.Semaphore, seated: list,
                  log: list) -> tuple[object, str | None]:
    """One learner: open the dashboard, pass two cards, play a card; leave the page open.
    Returns the page and its kernel's id (None where the page has none: a full class)."""
    async with gate:
        # a context of the learner's own that outlives the page, as a browser outlives its tab
        context = await browser.new_context(viewport={"width": 1280, "height": 900})
        page = await context.new_page()
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text[:120])
                if m.type == "error" and "Failed to load resource" not in m.text else None)
        t0 = time.perf_counter()
        try:
            await page.goto(f"{url}voila/render/robotrick_dashboard.ipynb?seed={i}", timeout=240_000)
            await page.wait_for_selector(".tl-card-btn.tl-legal", timeout=240_000)
        except Exception as err:                       # a refused or broken page: report it
            shot = Path(os.environ.get("CLASSROOM_SHOTS", "/tmp")) / f"classroom-learner-{i}.png"
            try:
                text = (await page.inner_text("body"))[:160].replace("\n", " ")
                await page.screenshot(path=str(shot))
            except Exception:
                text = "?"
            log.append(f"learner {i}: no table ({type(err).__name__}); page says: {text!r}; "
                       f"errors: {errors[:3]}; screenshot {shot}")
            return page, await page_kernel(page)
        seated.append(time.perf_counter() - t0)
        clicks = 0
        try:
            # choose the 2 cards to pass, as a learner does: a card not chosen yet, and the next
            # only once the table shows the first chosen. Clicking legal.nth(k) at once, a
            # redraw still on its way (slow under load) could put the first card under the
            # second click and un-choose it: the submit button then stayed disabled (seen: 4-8
            # of 30 learners "stopped after 2 clicks", even with 90 s click timeouts).
            for k in range(2):
                await page.locator(".tl-card-btn.tl-legal:not(.tl-selected)").first.click(timeout=20_000)
                clicks += 1
                await page.wait_for_function(
                    f"document.querySelectorAll('.tl-card-btn.tl-selected').length >= {k + 1}",
                    timeout=60_000)
            if await page.locator(".tl-pass").count():
                await page.locator(".tl-pass").click(timeout=20_000)
                clicks += 1
                await page.wait_for_function(
                    "document.querySelector('.tl-status').innerText.includes('Your turn')", timeout=60_000)
            await page.locator(".tl-card-btn.tl-legal").first.click(timeout=20_000)
            clicks += 1
        except Exception as err:
            log.append(f"learner {i}: stopped after {clicks} clicks ({type(err).__name__})")
        log.append(f"learner {i}: {clicks} clicks")
        return page, await page_kernel(page)


async def page_kernel(page) -> str | None:
    """The id of the kernel behind a Voilà page, or None (a refused or broken page)."""
    try:
        return await page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    except Exception:
        return None


async def run_class(url: str, n: int, concurrency: int, wait: float, gap: float = 0.0
                    ) -> tuple[list[float], list[str], dict[str, float], dict[str, float]]:
    """Seat the class, then close every tab as a browser does and watch their kernels for up
    to ``wait`` seconds, the browser still open (a leave request sent late is still sent).
    Returns the seated times, the learners' log lines, when each kernel's tab closed (kernel
    id -> ``time.time()``) and when each was first seen gone (seconds after that close)."""
    from playwright.async_api import async_playwright
    seated: list[float] = []
    log: list[str] = []
    closed: dict[str, float] = {}
    gone: dict[str, float] = {}
    async with async_playwright() as pw:
        # offline by the resolver, not by routing: a routed page's leave request waits for
        # Playwright, which drops a closing page's last requests (the figures counted them lost)
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                           args=[*CHROMIUM_ARGS, *OFFLINE_ARGS])
        gate = asyncio.Semaphore(concurrency)
        pages = await asyncio.gather(*(learner(browser, url, i, gate, seated, log) for i in range(n)))
        print("  " + count_line(url, f"all {n} learners seated, before closing"), flush=True)
        for page, kid in pages:
            # the page's beforeunload runs (Voilà's sends its leave request); the close is not
            # awaited by Playwright then, so every tab closes at about the same time
            await page.close(run_before_unload=True)
            if kid is not None:
                closed[kid] = time.time()
            if gap:                                    # the closed tabs' kernels watched meanwhile
                end = time.time() + gap
                await watch_gone(url, closed, gone, end, 0.25)
                await asyncio.sleep(max(0.0, end - time.time()))
        last = max(closed.values(), default=time.time())
        await watch_gone(url, closed, gone, last + LEAVE_WINDOW, 0.25)
        print("  " + count_line(url, f"{LEAVE_WINDOW:.0f} s after the tabs closed"), flush=True)
        await watch_gone(url, closed, gone, last + wait, 2.0)
        await browser.close()
    return seated, log, closed, gone


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--learners", type=int, default=30)
    ap.add_argument("--concurrency", type=int, default=5, help="learners opening a page at once")
    ap.add_argument("--wait", type=int, default=120, help="seconds to wait for the culler after closing")
    ap.add_argument("--cull-idle", type=int, default=60)
    ap.add_argument("--cull-interval", type=int, default=10)
    ap.add_argument("--max-kernels", type=int, default=None)
    ap.add_argument("--classes", type=int, default=1, help="classes in a row on the same server")
    ap.add_argument("--close-gap", type=float, default=0.0,
                    help="seconds between two tabs' closes (0: the class leaves at once)")
    a = ap.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [sys.executable, "-m", "tricklab", "serve", f"--port={port}", f"--cull-idle={a.cull_idle}",
           f"--cull-interval={a.cull_interval}"] + ([f"--max-kernels={a.max_kernels}"] if a.max_kernels else [])
    import tempfile
    logpath = Path(tempfile.mkdtemp(prefix="tricklab-classroom-")) / "server.log"
    os.environ["CLASSROOM_SHOTS"] = str(logpath.parent)
    logf = open(logpath, "w")
    proc = subprocess.Popen(cmd, cwd=str(ROOT), stdout=logf, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(180):
            try:
                urllib.request.urlopen(url, timeout=5).close()
                break
            except OSError:
                time.sleep(0.5)
        listening = rss_tree(proc.pid)
        # the server is ready once it has rendered its start-up page ("tricklab: ready"); an
        # older server without one is measured 2 s after it answers, as before
        deadline = time.time() + 180
        while time.time() < deadline and "tricklab: ready" not in logpath.read_text(errors="replace"):
            if "tricklab: warm" not in logpath.read_text(errors="replace") and time.time() > deadline - 170:
                break
            time.sleep(0.5)
        time.sleep(2)
        own0, tot0 = rss_tree(proc.pid)
        print(f"  server answering: {listening[0] / MB:.0f} MB (with kernels {listening[1] / MB:.0f} MB); "
              f"ready: {own0 / MB:.0f} MB ({tot0 / MB:.0f} MB), {kernels(url)} warm kernels", flush=True)
        sampler = Sampler(proc.pid)
        sampler.start()
        after: list[str] = []
        for k in range(a.classes):                      # the same server, class after class
            t = time.time()
            seated_k, log_k, closed_k, gone_k = asyncio.run(
                run_class(url, a.learners, a.concurrency, a.wait, a.close_gap))
            print(f"  class {k + 1} played and left in {time.time() - t:.0f} s", flush=True)
            if k == 0:
                seated, log, closes, freed = seated_k, log_k, closed_k, gone_k
            left = kernels(url, True)
            time.sleep(3)                               # let the server settle after the last cull
            print("  " + count_line(url, "after the wait"), flush=True)
            soon = sum(1 for s in gone_k.values() if s <= LEAVE_WINDOW)
            after.append(f"class {k + 1}: {len(seated_k)} seated, {soon} kernels freed within "
                         f"{LEAVE_WINDOW:.0f} s of leaving, {len(gone_k) - soon} later, "
                         f"{len(closed_k) - len(gone_k)} left, server {rss_tree(proc.pid)[0] / MB:.0f} MB")
            print("  " + after[-1], flush=True)
        sampler.stop.set()
        sampler.join()
        own1, tot1 = rss_tree(proc.pid)
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        logf.close()

    n_ok = len(seated)
    problems = [line for line in log if not line.endswith(" clicks") or " 0 clicks" in line]
    clicks = [int(line.split(": ")[1].split()[0]) for line in log if line.endswith(" clicks")]
    print(f"tricklab classroom benchmark: {a.learners} learners, {a.concurrency} at a time, "
          f"tabs closed {a.close_gap:g} s apart, cull idle {a.cull_idle} s / interval "
          f"{a.cull_interval} s; server log {logpath}")
    if a.classes > 1:
        print("  after each class: " + "; ".join(after))
    if seated:
        q = statistics.quantiles(seated, n=10) if len(seated) >= 2 else seated * 9
        print(f"  seated (page open -> legal cards shown): {n_ok}/{a.learners}, "
              f"median {statistics.median(seated):.1f} s, p90 {q[-1]:.1f} s")
    print(f"  clicks per learner: {min(clicks, default=0)}-{max(clicks, default=0)}; problems: {len(problems)}")
    for line in problems[:10]:
        print("    " + line)
    # which kernels the cull freed: the server log says so ("Culling 'idle' kernel … (<id>)");
    # any other freed learner's kernel was shut down by its page's leave request
    server_log = logpath.read_text(errors="replace")
    culled = {kid for kid in closes if re.search(rf"Culling '\w+' kernel '[^']*' \({kid}\)", server_log)}
    left_soon = {kid: s for kid, s in freed.items() if kid not in culled and s <= LEAVE_WINDOW}
    left_late = {kid: s for kid, s in freed.items() if kid not in culled and s > LEAVE_WINDOW}
    by_cull = {kid: s for kid, s in freed.items() if kid in culled}

    def spread(found: dict[str, float]) -> str:
        return f", {min(found.values()):.1f}-{max(found.values()):.1f} s after the close" if found else ""
    print(f"  learners' kernels when the tabs closed: {len(closes)}")
    print(f"    (a) freed within {LEAVE_WINDOW:.0f} s by the page's leave request: {len(left_soon)}"
          + spread(left_soon))
    print(f"        freed later by the page's leave request: {len(left_late)}" + spread(left_late))
    print(f"    (b) freed only by the idle cull: {len(by_cull)}" + spread(by_cull))
    print(f"    still running {a.wait} s after the close: {len(closes) - len(freed)} "
          f"(learners' kernels left: {left})")
    refused = re.findall(r"\d{3} POST /voila/api/shutdown/\S+", server_log)
    print(f"  server log: 'Culling' lines for {len(culled)} of those kernels; shutdown requests "
          f"answered with an error (4xx/5xx): {len(refused)}{' ' + str(refused[:3]) if refused else ''}")
    print(f"  server process RSS   start {own0 / MB:7.0f} MB  peak {sampler.peak_own / MB:7.0f} MB  "
          f"end {own1 / MB:7.0f} MB  (end/start {own1 / own0:.2f})")
    print(f"  server + kernels RSS start {tot0 / MB:7.0f} MB  peak {sampler.peak_total / MB:7.0f} MB  "
          f"end {tot1 / MB:7.0f} MB")
    if n_ok:
        print(f"  memory per learner: {(sampler.peak_total - tot0) / n_ok / MB:.0f} MB "
              f"((peak - start) / {n_ok} seated learners)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
