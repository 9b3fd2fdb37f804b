"""The set-up bar in a real browser (session 55): what the learner types in the seed box
reaches Python as typed (the number box had the browser round 99999999999999999999999 to a
float), and a switch of language leaves "New game" as it was."""
from __future__ import annotations

import pytest

from browsing import open_table

pytestmark = pytest.mark.browser

TOO_LARGE = "99999999999999999999999"


def test_a_seed_too_large_is_refused_as_typed_and_a_switch_of_language_changes_nothing(
        browser, voila_url):
    pg = open_table(browser, voila_url + "voila/render/tricktakers_dashboard.ipynb"
                    "?lang=ja&seed=3&mode=play&set=all", 1280, 720)
    try:
        pg.locator(".tl-lang button", has_text="English").click()
        pg.wait_for_function("document.querySelector('.tl-undo').textContent.includes('Undo')",
                             timeout=30_000)
        assert "mod-warning" not in (pg.locator(".tl-new").get_attribute("class") or "")
        pg.locator(".tl-seed input").fill(TOO_LARGE)
        pg.locator(".tl-new").click()
        pg.wait_for_selector(".tl-status .tl-error", timeout=30_000)
        said = pg.locator(".tl-status .tl-error").inner_text()
        assert f"The seed {TOO_LARGE} is out of range" in said and "9223372036854775807" in said, said
        assert pg.locator(".tl-seed input").input_value() == TOO_LARGE
    finally:
        pg.close()


def test_a_two_player_variant_at_five_players_is_refused_on_the_page(browser, voila_url):
    """KINGs at 5 players with 「2人用・白のキングあり」: "New game" dealt a plain 5-player game
    without a word; it is refused and the game shown stays."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_kings_dashboard.ipynb"
                    "?lang=ja&seed=3&mode=play&players=5", 1280, 720)
    try:
        game = pg.locator(".tl-status .tl-game").text_content()       # games started so far
        pg.locator(".tl-set select").select_option(label="2人用・白のキングあり")
        pg.locator(".tl-new").click()
        pg.wait_for_selector(".tl-status .tl-error", timeout=30_000)
        said = pg.locator(".tl-status .tl-error").inner_text()
        assert "「2人用・白のキングあり」は2人用です（5人では遊べません）" in said, said
        assert pg.locator(".tl-status .tl-game").text_content() == game     # the game stays
    finally:
        pg.close()
