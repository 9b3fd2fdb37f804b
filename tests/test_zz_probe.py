import pytest
from test_browser_felt import browser, EXTERNAL  # noqa
pytestmark = pytest.mark.browser

@pytest.mark.parametrize("name,url", [
    ("gear_mid", "trickgear_dashboard.ipynb?scenario=tg034_damage_phase_crash&lang=ja"),
    ("kings_mid", "tricktakers_kings_dashboard.ipynb?scenario=kg015_later_king_wins&lang=ja"),
    ("triatri", "triatri_dashboard.ipynb?seed=5&lang=ja"),
])
def test_shot(browser, voila_url, name, url):
    pg = browser.new_page(viewport={"width": 1280, "height": 800})
    pg.route(EXTERNAL, lambda route: route.abort())
    pg.goto(voila_url + "voila/render/" + url, timeout=120_000)
    pg.wait_for_selector(".tl-table .tl-card-btn, .tl-table .tl-choice", timeout=120_000)
    pg.wait_for_timeout(1500)
    pg.evaluate("document.querySelector('.tl-table .tl-header').scrollIntoView()")
    pg.screenshot(path=f"/tmp/shots/{name}.png")
    pg.close()
