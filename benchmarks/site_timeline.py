"""Where the static site's start-up time goes: a dashboard opened in Chromium, first visit and
cached visits, with a timeline of what happened in between.

Why a script (not a test): the figures depend on the machine; the issue asks for them printed.
The site is served like a teacher's host would (a plain static file server on 127.0.0.1; every
request that reaches it is logged, so a request the browser answered from its cache does not
appear), and the page's console (the kernel's worker included) is timestamped.

    python benchmarks/site_timeline.py                       # site/, basic dashboard, 2 rounds
    python benchmarks/site_timeline.py --site other/site --page voici/render/ja/robotrick_dashboard.html
    python benchmarks/site_timeline.py --rounds 3 --visits 3 --clicks 20 --timeline

Each round is a new browser profile (cold cache): visit 1 is the first visit, the next ones are
cached visits. "playable" is navigation to the first card or choice on the table, as in
``tests/test_site.py``.
"""
from __future__ import annotations

import argparse
import os
import functools
import http.server
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from browsing import CHROMIUM, CHROMIUM_ARGS, OFFLINE_ARGS  # noqa: E402

READY = ".tl-table .tl-card-btn, .tl-table .tl-choice"


class Log:
    """What reached the server, stamped against the current navigation."""

    def __init__(self) -> None:
        self.t0 = time.perf_counter()
        self.hits: list[tuple[float, str, int, int]] = []
        self.lock = threading.Lock()

    def add(self, path: str, status: int, size: int) -> None:
        with self.lock:
            self.hits.append((time.perf_counter() - self.t0, path, status, size))


def serve(site: Path, log: Log) -> http.server.ThreadingHTTPServer:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_request(self, code="-", size="-"):
            n = int(size) if str(size).isdigit() else 0
            log.add(self.path, int(code) if str(code).isdigit() else 0, n)

        def log_message(self, *a):
            pass

    handler = functools.partial(Handler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def cpu_seconds(profile: str) -> float:
    """CPU time (user + system) used so far by the browser whose profile is ``profile`` and
    all its processes: on a shared machine wall time says little, CPU time compares."""
    procs = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        procs[int(d.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]), cmd)
    roots = {pid for pid, (_, _, cmd) in procs.items() if profile.encode() in cmd}
    tree, grew = set(roots), True
    while grew:
        new = {pid for pid, (ppid, _, _) in procs.items() if ppid in tree} - tree
        tree |= new
        grew = bool(new)
    return sum(procs[p][1] for p in tree) / os.sysconf("SC_CLK_TCK")


def sizes(site: Path, hits) -> int:
    total = 0
    for _, path, status, _ in hits:
        if status == 200:
            f = site / path.split("?")[0].lstrip("/")
            if f.is_file():
                total += f.stat().st_size
    return total


def click_times(page, n: int) -> list[float]:
    """``n`` clicks on the first legal card or choice, each timed to the next step."""
    out = []
    for _ in range(n):
        before = int(page.locator(".tl-step").inner_text() or 0)
        if "Game over" in page.locator(".tl-status").inner_text():
            break
        cards = page.locator(".tl-card-btn.tl-legal:not(.tl-selected)")
        choices = page.locator(".tl-choice:not(.tl-hidden)")
        target = cards.first if cards.count() else choices.first
        t0 = time.perf_counter()
        try:
            target.click(timeout=3000)
        except Exception:
            target.dispatch_event("click")
        try:
            page.wait_for_function(
                f"Number(document.querySelector('.tl-step').innerText) > {before}", timeout=10_000)
            out.append(time.perf_counter() - t0)
        except Exception:
            pass
    return out


def visit(context, url: str, log: Log, clicks: int, timeline: bool, site: Path,
          profile: str) -> dict:
    page = context.new_page()
    cpu0 = cpu_seconds(profile)
    msgs: list[tuple[float, str]] = []
    page.on("console", lambda m: msgs.append((time.perf_counter() - log.t0, f"{m.type}: {m.text}")))
    log.hits.clear()
    log.t0 = time.perf_counter()
    page.goto(url, timeout=120_000)
    try:
        page.wait_for_selector(READY, state="attached", timeout=120_000)
    except Exception:
        timeline, clicks = True, 0        # show what happened before failing
        msgs.append((time.perf_counter() - log.t0, "TIMEOUT: no table"))
    took = time.perf_counter() - log.t0
    cpu = cpu_seconds(profile) - cpu0
    hits = list(log.hits)
    out = {"playable": took, "cpu": cpu, "requests": len(hits),
           "downloaded": sizes(site, hits), "clicks": click_times(page, clicks) if clicks else []}
    if timeline:
        events = [(t, f"GET {p} {s}") for t, p, s, _ in hits] + msgs
        for t, what in sorted(events):
            if "GET" in what and not any(k in what for k in (".whl", "pyodide", ".json", "/render/", "python_stdlib")):
                continue
            print(f"    {t:6.2f} s  {what[:150]}")
        print(f"    {took:6.2f} s  table playable")
    page.close()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", type=Path, default=ROOT / "site")
    ap.add_argument("--page", default="voici/render/basic_dashboard.html")
    ap.add_argument("--rounds", type=int, default=2, help="new browser profiles (cold caches)")
    ap.add_argument("--visits", type=int, default=2, help="visits per profile (first + cached)")
    ap.add_argument("--clicks", type=int, default=15, help="timed clicks per visit")
    ap.add_argument("--timeline", action="store_true", help="print requests and console lines")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright
    log = Log()
    server = serve(args.site, log)
    base = f"http://127.0.0.1:{server.server_port}/"
    first, cached, clicks, first_cpu, cached_cpu = [], [], [], [], []
    with sync_playwright() as pw:
        for r in range(args.rounds):
            # a profile on disk, as a learner's browser has (Playwright's default contexts keep
            # their cache in memory, too small for Pyodide's 9 MB interpreter); no request
            # routing either (it turns the HTTP cache off): other hosts are made unresolvable
            with tempfile.TemporaryDirectory() as profile:
                ctx = pw.chromium.launch_persistent_context(
                    profile, executable_path=str(CHROMIUM), headless=True,
                    args=[*CHROMIUM_ARGS, *OFFLINE_ARGS], viewport={"width": 1300, "height": 1000})
                for v in range(args.visits):
                    kind = "first" if v == 0 else "cached"
                    print(f"[site] round {r + 1} visit {v + 1} ({kind}):")
                    res = visit(ctx, base + args.page, log, args.clicks, args.timeline,
                                args.site, profile)
                    (first if v == 0 else cached).append(res["playable"])
                    (first_cpu if v == 0 else cached_cpu).append(res["cpu"])
                    clicks += res["clicks"]
                    print(f"  playable {res['playable']:.2f} s (browser CPU {res['cpu']:.2f} s); "
                          f"{res['requests']} requests reached the server, "
                          f"{res['downloaded'] / 1e6:.1f} MB sent")
                ctx.close()
    server.shutdown()

    def fmt(xs, unit="s", scale=1.0):
        if not xs:
            return "-"
        xs = sorted(x * scale for x in xs)
        p90 = xs[min(len(xs) - 1, int(0.9 * len(xs)))]
        return f"median {statistics.median(xs):.2f} {unit}, p90 {p90:.2f}, max {xs[-1]:.2f} (n={len(xs)})"
    print(f"[site] first visit -> playable: {fmt(first)}   (target <= 15 s)")
    print(f"[site] cached visit -> playable: {fmt(cached)}   (target <= 5 s)")
    print(f"[site] browser CPU to playable, first visit: {fmt(first_cpu)}; cached: {fmt(cached_cpu)}")
    print(f"[site] click -> new step: {fmt(clicks, 'ms', 1000)}   (target p90 <= 250 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
