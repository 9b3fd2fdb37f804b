"""The card table (felt) in a real browser: every card of a phone's hand can be tapped, and
each seat's board (score, tricks, character) is drawn inside its seat on the felt, in English
and Japanese. Voila on 127.0.0.1, Debian's Chromium through Playwright."""
from __future__ import annotations

import re

import pytest

from browsing import chromium

pytestmark = pytest.mark.browser

EXTERNAL = re.compile(r"^https?://(?!127\.0\.0\.1|localhost)")

# Where each card's middle is, and which card the page finds there (what a tap would hit).
HITS = """() => [...document.querySelectorAll('.tl-hand-row button.tl-card-btn')].map(b => {
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const btn = hit && hit.closest('button.tl-card-btn');
  return {i: Number(b.dataset.i), hit: btn ? Number(btn.dataset.i) : -1,
          inside: r.left >= 0 && r.right <= window.innerWidth};
})"""


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


def open_page(browser, url, width, height):
    pg = browser.new_page(viewport={"width": width, "height": height})
    pg.route(EXTERNAL, lambda route: route.abort())
    pg.goto(url, timeout=120_000)
    pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000)
    return pg


def test_every_card_of_a_phone_hand_can_be_tapped(browser, voila_url):
    """390x844: RoboTrick's twelve cards wrap into rows; the middle of every card is that card
    (an overlapped row left the middle cards covered by their neighbours), and a tap on a
    middle card selects it."""
    pg = open_page(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?seed=3&mode=play", 390, 844)
    try:
        pg.locator(".tl-hand-row").scroll_into_view_if_needed()
        hits = pg.evaluate(HITS)
        assert len(hits) == 12
        assert [h["hit"] for h in hits] == [h["i"] for h in hits], hits
        assert all(h["inside"] for h in hits), hits
        middle = pg.locator(".tl-hand-row button.tl-card-btn[data-i='6']")
        middle.click()                       # Playwright refuses if another card covers it
        pg.wait_for_selector(".tl-hand-row button.tl-card-btn.tl-selected[data-i='6']", timeout=30_000)
        pg.locator(".tl-hand-row button.tl-card-btn[data-i='5']").click()
        pg.wait_for_selector(".tl-hand-row button.tl-card-btn.tl-selected[data-i='5']", timeout=30_000)
        assert pg.locator(".tl-card-btn.tl-selected").count() == 2
    finally:
        pg.close()


def test_each_seat_shows_its_board_on_the_felt(browser, voila_url):
    """Basic tricks at 1280x720: every seat on the felt has its board with the tricks it won;
    after a played trick the winner's count is 1; in Japanese the board speaks Japanese."""
    pg = open_page(browser, voila_url + "voila/render/basic_dashboard.ipynb?seed=3&mode=play", 1280, 720)
    try:
        seats = pg.locator(".tl-felt .tl-seat")
        assert seats.count() == 3
        for k in range(3):
            shown = seats.nth(k).locator(".tl-board .tl-stat-main > [aria-hidden='true']")
            assert shown.inner_text() == "0 tricks"
        pg.locator(".tl-card-btn.tl-legal").first.click()
        pg.wait_for_function(
            "[...document.querySelectorAll('.tl-felt .tl-seat .tl-stat-main > [aria-hidden]')]"
            ".some(e => e.innerText === '1 trick')", timeout=30_000)
        # the screen reader's words, not only the short figure
        words = pg.locator(".tl-felt .tl-seat .tl-stat-main .tl-sr").all_inner_texts()
        assert any("tricks won: 1" in w for w in words), words
        pg.locator(".tl-lang button", has_text="日本語").click()
        pg.wait_for_function(
            "[...document.querySelectorAll('.tl-felt .tl-seat .tl-stat-main > [aria-hidden]')]"
            ".every(e => /^\\d+トリック$/.test(e.innerText))", timeout=30_000)
        assert pg.locator(".tl-panel .tl-board, .tl-panel .tl-gear-board").count() == 0
    finally:
        pg.close()


# Where a card's visible strip starts (its left edge, a few pixels in), and which card is there.
LEFT_EDGE_HIT = """i => {
  const b = document.querySelector(`.tl-hand-row button.tl-card-btn[data-i='${i}']`);
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
  const btn = hit && hit.closest('button.tl-card-btn');
  return btn ? Number(btn.dataset.i) : -1;
}"""


def test_a_hovered_card_in_a_fan_does_not_cover_its_neighbour(browser, voila_url):
    """A fanned hand (RoboTrick's twelve cards in 620 px): while the pointer rests on one
    card, the next card's visible left edge is still that next card, so a quick second click
    there picks the card the learner sees (a hovered card raised above its neighbour took
    that click)."""
    pg = open_page(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?seed=3&mode=play", 620, 900)
    try:
        row = pg.locator(".tl-hand-row")
        row.scroll_into_view_if_needed()
        assert "tl-wrapped" not in (row.get_attribute("class") or "")
        shift = pg.evaluate("parseFloat(document.querySelector(\"button.tl-card-btn[data-i='6']\")"
                            ".style.marginLeft || '0')")
        assert shift < 0, "the hand is not fanned at this width: the test proves nothing"
        assert pg.evaluate(LEFT_EDGE_HIT, 6) == 6
        box = pg.locator(".tl-hand-row button.tl-card-btn[data-i='5']").bounding_box()
        pg.mouse.move(box["x"] + 6, box["y"] + box["height"] / 2)   # resting on card 5
        pg.wait_for_timeout(200)                                    # past the lift's transition
        assert pg.evaluate(LEFT_EDGE_HIT, 6) == 6
    finally:
        pg.close()
