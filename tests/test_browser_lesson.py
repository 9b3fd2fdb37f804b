"""Issue 15: a learner plays the RoboTrick guided first game to its end in a real browser, in
Japanese (Voila on 127.0.0.1, Debian's Chromium through Playwright; never ``playwright
install``). Run alone with ``pytest tests/test_browser_lesson.py -k lesson``."""
from __future__ import annotations

import pytest

from test_browser import open_dashboard, own_errors

pytestmark = pytest.mark.browser


def card(page, code):
    return page.locator(f".tl-card-btn[data-code='{code}']")


def wait_text(page, selector, text, timeout=30_000):
    try:
        page.wait_for_function(
            f"[...document.querySelectorAll({selector!r})].some(e => e.innerText.includes({text!r}))",
            timeout=timeout)
    except Exception as err:     # say what the page showed instead (a CI log is all there is)
        shown = {s: page.locator(s).all_inner_texts() for s in (selector, ".tl-coach-line", ".tl-status")}
        raise AssertionError(f"{text!r} never appeared in {selector}: {shown}") from err


def test_lesson_robotrick_played_to_the_end_in_japanese(browser, voila_url):
    page = open_dashboard(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?mode=learn&lang=ja")
    try:
        wait_text(page, ".tl-coach-line", "1/4手目")
        wait_text(page, ".tl-coach-intro", "4トリック")
        # a legal card the lesson did not plan: the coach says which one, nothing changes
        card(page, "2D").click()
        wait_text(page, ".tl-coach-feedback", "♥3")
        card(page, "3H").click()                          # trump the robot's ace
        wait_text(page, ".tl-coach-line", "2/4手目")
        # the coach's line and its feedback are two widgets: each update may arrive first
        wait_text(page, ".tl-coach-feedback", "今起きたこと")
        card(page, "2D").click()
        wait_text(page, ".tl-coach-line", "3/4手目")
        card(page, "9H").click()                          # refused: must follow clubs
        wait_text(page, ".tl-coach-feedback", "できません")
        assert "RT-010" in page.locator(".tl-coach-feedback").inner_text()
        card(page, "10C").click()
        wait_text(page, ".tl-coach-line", "4/4手目")
        card(page, "9H").click()
        wait_text(page, ".tl-coach-line", "レッスン終了")
        wait_text(page, ".tl-coach-summary", "出会ったルール")   # the summary may render a moment later
        summary = page.locator(".tl-coach-summary").inner_text()
        assert "出会ったルール" in summary and "RT-019" in summary
        wait_text(page, ".tl-coach-progress", "すべてのルールに出会いました（9／9）")
        assert "Traceback" not in page.content()
        assert not own_errors(page.console_errors), page.console_errors
    finally:
        page.close()
