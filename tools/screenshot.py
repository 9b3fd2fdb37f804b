"""Takes the README screenshot: starts Voila on 127.0.0.1, plays a few moves on the RoboTrick
dashboard in headless Chromium and saves docs/screenshot-<game>.png.
Usage: python tools/screenshot.py [lang] [game] [clicks] [query] [prefer]
(query: the dashboard URL's parameters, e.g. "set=all&players=5&seed=3"; the file name then
ends in "-all" for the Tricktakers expansion set, "-large" for projector mode ``large=1``,
"-tt009" for ``scenario=tt009_...`` or ``tour=TT-009``; "noillegal" stops the last click on an illegal card).
prefer: the start of a choice button's label to press as soon as it shows, then its first card
and the confirm button, so the picture shows what that choice does, e.g. "Lay your" for a King
laid on a card in Tricktakers KINGs; the clicks then stop there.
The window is 1280x720 (a projector's), or ``TL_SHOT_SIZE=390x844`` (a phone: name ends in
"-390"); the picture is the window as the learner sees it, not the whole scrolled page.
``TL_SHOT_OUT=path`` saves it there instead, ``TL_SHOT_SCALE=0.5`` at half the pixels (the same
layout: the landing page's pictures, ``tools/thumbnails.py``).
Voila listens on a free port of 127.0.0.1 and imports this checkout's package first."""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

from tricklab._chromium import CHROMIUM, CHROMIUM_ARGS, OFFLINE_ARGS

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    game = sys.argv[2] if len(sys.argv) > 2 else "robotrick"
    with socket.socket() as sock:          # a fixed port met another server already there
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    # the kernels import this checkout: the venv's editable install may be another worktree's
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.Popen([sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
                             "--Voila.ip=127.0.0.1", "notebooks"], cwd=str(ROOT), env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)
                break
            except OSError:
                time.sleep(0.5)
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                   args=[*CHROMIUM_ARGS, *OFFLINE_ARGS])
            w, h = (int(x) for x in os.environ.get("TL_SHOT_SIZE", "1280x720").split("x"))
            pg = b.new_page(viewport={"width": w, "height": h},
                            device_scale_factor=float(os.environ.get("TL_SHOT_SCALE", "1")))
            query = sys.argv[4] if len(sys.argv) > 4 else ""
            pg.goto(f"http://127.0.0.1:{port}/voila/render/{game}_dashboard.ipynb"
                    + (f"?{query}" if query else ""))
            pg.wait_for_selector(".tl-table .tl-status", timeout=120_000)   # a draft has no hand yet
            if lang == "ja":
                pg.locator(".tl-lang button", has_text="日本語").click()
            if game == "robotrick" and not re.search(r"(?:scenario|tour)=", query):   # the pass
                legal = pg.locator(".tl-card-btn.tl-legal")
                legal.nth(0).click()
                legal.nth(1).click()
                pg.locator(".tl-pass").click()
            prefer = sys.argv[5] if len(sys.argv) > 5 else ""
            for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 4):
                pg.wait_for_timeout(1200)
                wanted = pg.locator(".tl-choice:not(.tl-hidden)", has_text=prefer) if prefer else None
                if wanted is not None and wanted.count():
                    wanted.first.click()
                    pg.wait_for_timeout(1200)
                    pg.locator(".tl-card-btn.tl-legal").first.click()
                    pg.wait_for_timeout(1200)
                    pg.locator(".tl-pass:not([disabled])").first.click()
                    break
                submit = pg.locator(".tl-pass:not([disabled])")
                if submit.count() and submit.first.is_visible():
                    submit.first.click()
                elif pg.locator(".tl-card-btn.tl-selected").count() and \
                        pg.locator(".tl-choice:not(.tl-hidden)").count():
                    pg.locator(".tl-choice:not(.tl-hidden)").first.click()
                elif pg.locator(".tl-card-btn.tl-legal:not(.tl-selected)").count():
                    pg.locator(".tl-card-btn.tl-legal:not(.tl-selected)").first.click()
                elif pg.locator(".tl-choice:not(.tl-hidden)").count():
                    pg.locator(".tl-choice:not(.tl-hidden)").first.click()
            pg.wait_for_timeout(1500)
            if not prefer and pg.locator(".tl-card-btn.tl-illegal").count() and "noillegal" not in query:
                pg.locator(".tl-card-btn.tl-illegal").first.click()
                pg.wait_for_timeout(1200)
            pg.evaluate("document.activeElement && document.activeElement.blur()")
            # the game, not the settings, at the top of the window (as a teacher scrolls to it)
            pg.evaluate("document.querySelector('.tl-table .tl-header') && "
                        "document.querySelector('.tl-table .tl-header').scrollIntoView()")
            pg.wait_for_timeout(400)
            scen = re.search(r"(?:scenario|tour)=([\w.-]+?)(?:\.yaml)?(?:&|$)", query)
            suffix = ("-all" if "set=all" in query else "") + ("-large" if "large=1" in query else "")
            suffix += f"-{scen.group(1).split('_')[0].replace('-', '').lower()}" if scen else ""
            suffix += "-390" if w < 600 else ""
            out = ROOT / "docs" / f"screenshot-{game.replace('_', '-')}{suffix}{'-ja' if lang == 'ja' else ''}.png"
            out = Path(os.environ.get("TL_SHOT_OUT", out)).resolve()
            pg.screenshot(path=str(out))
            print("saved", out.relative_to(ROOT) if out.is_relative_to(ROOT) else out)
            b.close()
    finally:
        proc.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
