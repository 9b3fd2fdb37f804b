"""The reviewer's Alchemist position in the browser (Tricktakers, ?lang=ja&set=all&seed=1, the
learner takes アルケミスト; red led, hand ▲1ᵃ ▲2ᵃ ●1ᵃ ●3ᵃ ◆2ᵃ ◆3ᵃ): every card is lit, the
keyboard builds a set of 3 (●1 joins, it is not refused), the play button under the felt then
plays it; the prompt asks for a set (TT-130, TT-132)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from browsing import new_page, step_count

pytestmark = pytest.mark.browser


def test_the_alchemist_builds_a_set_of_three_by_keyboard(browser, voila_url):
    pg = new_page(browser, 1366, 768)
    try:
        pg.goto(voila_url + "voila/render/tricktakers_dashboard.ipynb?lang=ja&set=all&seed=1",
                timeout=120_000)
        menu = pg.locator(".tl-decide .tl-forms select").first
        menu.wait_for(timeout=120_000)
        label = next(o for o in menu.locator("option").all_inner_texts() if "アルケミスト" in o)
        menu.select_option(label=label)
        pg.locator(".tl-form-ok:visible").first.click()
        card = ".tl-card-btn[data-code='{}']"
        pg.wait_for_selector(card.format("AB1") + ".tl-legal", timeout=60_000)
        for code in ("AR1", "AR2", "AB1", "AB3", "AG2", "AG3"):     # every card of a set
            expect(pg.locator(card.format(code))).to_have_class(re.compile(r"\btl-legal\b"),
                                                                timeout=10_000)
        status = pg.locator(".tl-status")
        expect(status).to_contain_text("光っているカードから3枚を1組として選び")
        for code in ("AR2", "AB1", "AB3"):          # by keyboard: focus the card, Enter
            pg.locator(card.format(code)).focus()
            pg.keyboard.press("Enter")
            expect(pg.locator(card.format(code))).to_have_attribute("aria-pressed", "true",
                                                                    timeout=10_000)
        assert "ちょうど3枚" not in status.inner_text()
        play = pg.locator(".tl-pass:not([disabled])", has_text="選んだカードを出す")
        # the complete set's button is brought into view (it lay below a laptop's screen)
        pg.wait_for_function("""() => { const b = document.querySelector('.tl-pass');
            const r = b.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight + 1; }""", timeout=10_000)
        before = step_count(pg)
        play.first.click(timeout=10_000)
        pg.wait_for_function(
            f"Number(document.querySelector('.tl-step').innerText) > {before}", timeout=30_000)
    finally:
        pg.close()
