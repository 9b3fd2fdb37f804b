"""The tests' browser reaches nothing but this machine: a page asking for another host's
image or script gets nothing, at once. The browser is offline by its own resolver
(``OFFLINE_ARGS``), not by routing each page (which lost a closing page's leave request).

The outside hosts: ``example.com`` (the internet, if this machine has it), ``outside.localhost``,
which Chromium would reach on any machine (a ``*.localhost`` name is this machine to it): a
small server here counts what came, so the test fails without the resolver rule even with no
network; and an address written as such, ``127.0.0.2``, which the rule stops too (else it is
refused, not unresolved)."""
from __future__ import annotations

import http.server
import threading

import pytest

from browsing import new_page

pytestmark = pytest.mark.browser

OUTSIDE = ("example.com", "outside.localhost", "127.0.0.2")


@pytest.fixture(scope="module")
def here():
    """A server on 127.0.0.1 that answers anything with a page asking
    for an image and a script from each outside host (the port its own), and one from itself.
    Its list of (host, path) asked."""
    asked: list[tuple[str, str]] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            host = (self.headers.get("Host") or "").rsplit(":", 1)[0]
            asked.append((host, self.path))
            port = self.server.server_port
            body = "".join(f'<img src="http://{h}:{port}/image.png"><script src="http://{h}:{port}/s.js">'
                           "</script>" for h in OUTSIDE)
            body += f'<img src="http://127.0.0.1:{port}/here.png">'
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/", asked
    server.shutdown()
    server.server_close()


def test_a_page_asking_for_another_host_gets_nothing(browser, here):
    url, asked = here
    pg = new_page(browser)
    failed: dict[str, str] = {}
    pg.on("requestfailed", lambda r: failed.setdefault(r.url.split("/")[2].rsplit(":", 1)[0],
                                                       r.failure or ""))
    pg.goto(url, wait_until="load", timeout=30_000)
    pg.close()
    hosts = {h for h, _ in asked}
    assert ("127.0.0.1", "/here.png") in asked, asked        # the page did load what it asked
    assert not hosts & set(OUTSIDE), f"a page reached another host: {sorted(asked)}"
    assert failed == {h: "net::ERR_NAME_NOT_RESOLVED" for h in OUTSIDE}, failed
