"""Classroom serving, for real: ``tricklab serve`` on 127.0.0.1 with a cap of 2 kernels and a
10 s cull. The landing page lists every registered game with links that answer; tutorials are
not Voilà pages; two Chromium pages keep their kernels while open, a third learner gets the
"class is full" page in English and Japanese, and once the pages close their kernels are freed;
the kernel of a browser that died without a word is culled after the idle time.
A server with a warm kernel keeps it past the cull, hands it to the next page with that page's
own settings, and starts another.
"""
from __future__ import annotations

import json
import os
import re
import time
import urllib.error
import urllib.request
from datetime import datetime
from html.parser import HTMLParser

import pytest

from browsing import ROOT, browser_process, chromium, kill_hard, new_page, serving

CAP, CULL_IDLE, CULL_INTERVAL = 2, 10, 1


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """``tricklab serve`` with test-sized settings; its log file; terminated at teardown."""
    log = tmp_path_factory.mktemp("serve") / "serve.log"
    with serving(log, f"--max-kernels={CAP}", f"--cull-idle={CULL_IDLE}",
                 f"--cull-interval={CULL_INTERVAL}", "--warm=0") as url:
        yield url, log


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def get(url: str, follow: bool = True, timeout: float = 120):
    """(status, headers, body) without raising on 3xx/4xx/5xx."""
    opener = urllib.request.build_opener(*([] if follow else [NoRedirect()]))
    try:
        with opener.open(url, timeout=timeout) as r:
            return r.status, r.headers, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read().decode("utf-8", "replace")


def kernels(url: str) -> list[dict]:
    return json.loads(get(url + "api/kernels")[2])


def shut_down_kernels(url: str) -> None:
    """DELETE every kernel through the REST API (with the server's XSRF cookie, as a browser)."""
    import http.cookiejar
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(url + "lab", timeout=30).close()
    xsrf = next(c.value for c in jar if c.name == "_xsrf")
    for k in kernels(url):
        req = urllib.request.Request(url + f"api/kernels/{k['id']}", method="DELETE",
                                     headers={"X-XSRFToken": xsrf})
        opener.open(req, timeout=30).close()


class Articles(HTMLParser):
    """The landing page's game articles: data-game -> list of (class, href), and img srcs."""

    def __init__(self) -> None:
        super().__init__()
        self.games: dict[str, list[tuple[str, str]]] = {}
        self.cur: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "article" and a.get("data-game"):
            self.cur = a["data-game"]
            self.games[self.cur] = []
        elif self.cur and tag == "a":
            self.games[self.cur].append((a.get("class", ""), a["href"]))
        elif self.cur and tag == "img":
            self.games[self.cur].append(("img", a["src"]))

    def handle_endtag(self, tag):
        if tag == "article":
            self.cur = None


@pytest.mark.slow
def test_landing_page_lists_every_game_with_working_links(server):
    url, _ = server
    from tricklab.games import GAMES, get_game
    origin = url.rstrip("/")
    for lang in ("en", "ja"):
        status, _, body = get(url + f"?lang={lang}")
        assert status == 200
        assert f'<html lang="{lang}"' in body
        assert "Noto Sans CJK JP" in body and "Noto Color Emoji" in body   # the font stack
        page = Articles()
        page.feed(body)
        assert list(page.games) == list(GAMES), "every registered game, in registry order"
        for name, links in page.games.items():
            title = get_game(name).title
            assert title["en"] in body and title["ja"] in body
            kinds = {cls for cls, _ in links}
            assert {"play", "learn", "tour", "img"} <= kinds, (name, links)
            for cls, href in links:
                if cls in ("play", "tour"):
                    assert f"lang={lang}" in href and "/voila/render/" in href
                if cls == "tour":
                    assert "tab=tour" in href
                if cls == "learn":
                    assert "/lab/tree/" in href      # tutorials open in JupyterLab, not Voilà
                if cls in ("learn", "img"):
                    status, headers, _ = get(origin + href)
                    assert status == 200, href
                    if cls == "img":
                        assert headers["Content-Type"] == "image/png"
    # each play link renders its dashboard (one language is enough: same notebook)
    for name, links in page.games.items():
        href = next(h for cls, h in links if cls == "play")
        status, _, body = get(origin + href)
        assert status == 200, href
        assert "application/vnd.jupyter.widget-view+json" in body and "Traceback" not in body
        shut_down_kernels(url)                 # stay under the cap of 2 for the next dashboard
    # the bare Voilà list and Voilà-rendered tutorials are gone
    assert get(url + "voila/tree", follow=False)[0] == 302
    status, headers, _ = get(url + "voila/render/robotrick_tutorial.ipynb", follow=False)
    assert status == 302 and headers["Location"].endswith("/lab/tree/robotrick_tutorial.ipynb")


@pytest.mark.slow
@pytest.mark.browser
def test_open_pages_keep_kernels_a_full_class_refuses_and_closed_pages_free_them(server):
    url, log = server
    deadline = time.time() + 30
    while kernels(url) and time.time() < deadline:
        time.sleep(0.5)
    assert kernels(url) == []
    with chromium() as browser:
        pages = []
        for game in ("robotrick", "triatri"):
            pg = new_page(browser)
            pg.goto(url + f"voila/render/{game}_dashboard.ipynb", timeout=120_000)
            pg.wait_for_selector(".tl-card-btn", timeout=120_000)
            pages.append(pg)
        assert len(kernels(url)) == CAP
        # one learner too many: a page that says so, in both languages, not a traceback
        extra = browser.new_page()
        resp = extra.goto(url + "voila/render/robotrick_dashboard.ipynb?lang=ja", timeout=60_000)
        assert resp.status == 503
        text = extra.inner_text("body")
        assert "教室が満員です" in text and "The class is full" in text
        assert "try again in a minute" in text and "1分" in text
        assert text.index("教室") < text.index("The class"), "the learner's language first"
        assert "Traceback" not in extra.content()
        extra.close()
        # open pages are never culled, however long the learner thinks
        time.sleep(CULL_IDLE + 2 * CULL_INTERVAL)
        assert len(kernels(url)) == CAP
        for pg in pages:
            pg.close()
        closed = time.time()
    while kernels(url) and time.time() - closed < CULL_IDLE + 30:
        time.sleep(0.5)
    freed_after = time.time() - closed
    assert kernels(url) == [], "a closed page's kernel must be freed"
    print(f"kernels of 2 closed pages freed {freed_after:.1f} s after closing (cull idle {CULL_IDLE} s)")
    # the pages idled past CULL_IDLE while open, so whichever comes first frees each kernel:
    # its page's leave (test_serve_leave) or the next cull round (1 s; a leave may be lost: a
    # page of ``browser.new_page()`` closes its context with it). The cull alone: the test
    # below. (A page's last messages at closing may count as activity, so a lost leave may
    # wait one idle time more.)
    assert freed_after < CULL_IDLE + 5 * CULL_INTERVAL
    # and a seat is free again
    status, _, body = get(url + "voila/render/robotrick_dashboard.ipynb")
    assert status == 200 and "application/vnd.jupyter.widget-view+json" in body
    shut_down_kernels(url)


@pytest.mark.slow
@pytest.mark.browser
def test_the_kernel_of_a_browser_that_died_is_culled_after_the_idle_time(server, tmp_path):
    """The idle cull itself, no leave involved: a dashboard in a Chromium that is then killed
    (SIGKILL, as a crash: no ``pagehide``, no ``beforeunload``, no beacon). Its kernel must be
    culled ``CULL_IDLE`` s after its last activity, the log saying so. A closed page now frees
    its kernel at once by its leave, so the test above no longer shows the cull."""
    url, log = server
    before = {k["id"] for k in kernels(url)}
    with browser_process(url + "voila/render/robotrick_dashboard.ipynb", tmp_path / "profile") as proc:
        deadline = time.time() + 120
        while not (mine := [k for k in kernels(url) if k["id"] not in before and k["connections"]]):
            assert time.time() < deadline and proc.poll() is None, "the page never reached its kernel"
            time.sleep(0.2)
        kid = mine[0]["id"]
        time.sleep(2)                               # the page is open, its kernel kept
        assert [k["connections"] > 0 for k in kernels(url) if k["id"] == kid] == [True]
        kill_hard(proc)
    died = time.time()
    # the server notices the dead websocket within moments, not at once on a loaded machine:
    # wait (a few seconds, far below CULL_IDLE) until the kernel shows no connection
    left = {k["id"]: k for k in kernels(url)}
    while kid in left and left[kid]["connections"] and time.time() - died < 5:
        time.sleep(0.2)
        left = {k["id"]: k for k in kernels(url)}
    assert kid in left and left[kid]["connections"] == 0, \
        f"nothing but the cull may free it (kernel left: {kid in left}, connections: " \
        f"{left[kid]['connections'] if kid in left else '-'})"
    last = datetime.fromisoformat(left[kid]["last_activity"].replace("Z", "+00:00")).timestamp()
    while kid in {k["id"] for k in kernels(url)} and time.time() - died < CULL_IDLE + 3 * CULL_INTERVAL + 5:
        time.sleep(0.2)
    gone = time.time()
    print(f"kernel of a killed browser culled {gone - died:.1f} s after the kill, "
          f"{gone - last:.1f} s after its last activity (cull idle {CULL_IDLE} s, every {CULL_INTERVAL} s)")
    assert kid not in {k["id"] for k in kernels(url)}, \
        f"the dead page's kernel still runs {gone - died:.0f} s later"
    text = log.read_text()
    assert f"Culling 'idle' kernel 'python3' ({kid})" in text, text[-2000:]
    assert f"tricklab: kernel {kid} shut down, idle for {CULL_IDLE} s with no open page" in text
    assert gone - last >= CULL_IDLE, "freed before its idle time: not by the cull"


def test_defaults_language_and_a_game_without_dashboard_or_picture():
    """The pure parts: the default cap follows the RAM but stays CPU-bounded; ``?lang`` wins over
    the browser; a game with neither dashboard nor picture still gets a card (SVG, no play link)."""
    from tricklab.serving import pages
    from tricklab.serving.catalogue import GameEntry, is_dashboard
    from tricklab.serving.server import MAX_KERNELS_CPU, default_max_kernels
    assert default_max_kernels(24 << 30) == MAX_KERNELS_CPU
    assert 4 <= default_max_kernels(2 << 30) < default_max_kernels(4 << 30) < MAX_KERNELS_CPU
    assert pages.pick_lang("ja", "en-US") == "ja" and pages.pick_lang(None, "ja,en;q=0.8") == "ja"
    assert pages.pick_lang("xx", None) == "en"
    assert is_dashboard("notebooks/robotrick_dashboard.ipynb") and not is_dashboard("robotrick_tutorial.ipynb")
    g = GameEntry(name="newgame", title={"en": "New <Game>", "ja": "新しい"}, player_counts=(2, 3, 4),
                  dashboard=None, tutorials=(), picture=None)
    html = pages.landing([g], [], "ja", "/base/")
    assert "<svg" in html and "New &lt;Game&gt;" in html and "2〜4人" in html
    assert 'class="play"' not in html and pages.TEXT["ja"]["no_dash"] in html
    full = pages.class_full(30, "en", "/", "/voila/render/x_dashboard.ipynb?lang=en")
    assert full.index("The class is full") < full.index("教室が満員です") and "30" in full



def test_a_game_lists_only_its_own_tutorials():
    """``tricktakers_*.ipynb`` also matched the Little and KINGs notebooks: Tricktakers' card
    offered their dashboards as tutorials ("Learn | tricktakers kings dashboard")."""
    from tricklab.serving.catalogue import games
    entries = {g.name: g for g in games(ROOT / "notebooks")}
    files = {name: [f for f, _ in g.tutorials] for name, g in entries.items()}
    assert files["tricktakers"] == ["tricktakers_tutorial.ipynb", "tricktakers_expansion.ipynb"], files
    assert files["tricktakers_kings"] == ["tricktakers_kings_tutorial.ipynb"], files
    assert not any(f.endswith("_dashboard.ipynb") for fs in files.values() for f in fs), files


@pytest.mark.slow
def test_a_warm_kernel_waits_past_the_cull_and_serves_the_next_page_with_its_settings(tmp_path):
    log = tmp_path / "serve.log"
    with serving(log, "--max-kernels=3", f"--cull-idle={CULL_IDLE}",
                 f"--cull-interval={CULL_INTERVAL}", "--warm=1") as url:
        def status() -> dict:
            return json.loads(get(url + "tricklab/status")[2])

        deadline = time.time() + 180            # the server renders its start-up page, frees
        while time.time() < deadline and not (  # that kernel and refills the pool
                "tricklab: ready" in log.read_text()
                and len(re.findall(r"warm kernel \S+ ready", log.read_text())) >= 2
                and [k["id"] for k in kernels(url)] == status()["warm"]):
            time.sleep(0.5)
        time.sleep(2 * CULL_INTERVAL)
        warm = [k["id"] for k in kernels(url)]
        assert warm == status()["warm"] and len(warm) == 1, "one warm kernel waits, the start-up page's is freed"
        time.sleep(CULL_IDLE + 3 * CULL_INTERVAL)
        assert [k["id"] for k in kernels(url)] == warm, "a waiting warm kernel is never culled"
        # the page's query string reaches the warm kernel: a Japanese table
        with chromium() as browser:
            pg = new_page(browser)
            pg.goto(url + "voila/render/robotrick_dashboard.ipynb?lang=ja&seed=5", timeout=120_000)
            pg.wait_for_selector(".tl-card-btn", timeout=120_000)
            text = pg.inner_text("body")
        assert "新しいゲーム" in text and "New game" not in text
        assert f"page got warm kernel {warm[0]}" in log.read_text()
        deadline = time.time() + 120                # the pool is filled again
        while warm[0] in status()["warm"] or not status()["warm"]:
            assert time.time() < deadline, "the pool is refilled"
            time.sleep(0.5)


def test_the_server_runs_on_the_c_allocator_and_its_kernels_do_not(server):
    """``tricklab serve`` starts itself again with ``PYTHONMALLOC=malloc`` (so ``malloc_trim``
    can give a class's memory back), and leaves the kernels on Python's allocator."""
    url, _ = server
    assert json.loads(get(url + "tricklab/status")[2])["allocator"] == "malloc"


def test_when_the_server_starts_itself_again():
    from tricklab.serving.kernels import ALLOCATOR_ENV, system_allocator_argv
    argv = ["/venv/bin/python", "-m", "tricklab", "serve", "--port=1"]
    again = system_allocator_argv({}, "linux", argv)
    assert again is not None and again[1:] == argv[1:]
    assert system_allocator_argv({"PYTHONMALLOC": "pymalloc_debug"}, "linux", argv) is None
    assert system_allocator_argv({ALLOCATOR_ENV: "malloc"}, "linux", argv) is None
    assert system_allocator_argv({}, "darwin", argv) is None


def test_once_restarted_the_kernels_get_pythons_allocator(monkeypatch):
    from tricklab.serving.kernels import ALLOCATOR_ENV, restart_on_system_allocator
    monkeypatch.setenv(ALLOCATOR_ENV, "malloc")
    monkeypatch.setenv("PYTHONMALLOC", "malloc")
    restart_on_system_allocator()            # already restarted: no exec, only the clean-up
    assert "PYTHONMALLOC" not in os.environ
