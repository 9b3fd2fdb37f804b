"""A refusal on a 1280x720 projector, as a teacher shows it to a class: a prepared scenario
opened from the scenario menu (the exceptions tour's files) whose point is a refused move, and
a wrong click during play. The refusal's box stood beside the prompt and the scenario's line,
about 165 px wide, two lines high, and scrolled: the class read the first words of the reason
that stop is there to show."""
from __future__ import annotations

import re
from typing import Any

import pytest

from browsing import new_page, off_the_screen, settled
from tricklab.games import GAMES

pytestmark = pytest.mark.browser

# Each refusal's box: its size, whether it scrolls, its smallest words' size (the cited ruling's
# line was 0.9 em), and the status' width
BOXES = """() => {
  const panel = document.querySelector('.tl-status').getBoundingClientRect().width;
  return [...document.querySelectorAll('.tl-status .tl-error')].map((e) => {
    const r = e.getBoundingClientRect();
    return {width: Math.round(r.width), height: Math.round(r.height), panel: Math.round(panel),
            scrolls: e.scrollHeight > e.clientHeight + 1,
            size: Math.min(...[e, ...e.querySelectorAll('*')].filter((x) => x.innerText && x.innerText.trim())
                                  .map((x) => parseFloat(getComputedStyle(x).fontSize))),
            text: e.innerText.slice(0, 50)};
  });
}"""

# Where the felt ends, from the game's top (the round line): the page starts there
FELT_BOTTOM = """() => Math.round(document.querySelector('.tl-felt').getBoundingClientRect().bottom
  - document.querySelector('.tl-table .tl-header').getBoundingClientRect().top)"""


# Whether the character cards or a form stand beside the felt (felt.css: a refusal's box keeps
# to the prompt's height there, so that the felt and the cards stay on the screen)
BESIDE = """() => !!document.querySelector('.tl-table.tl-large:is(:has(.tl-pick .tl-character, .tl-pick .tl-gear-char),'
  + ' :has(.tl-play .tl-form .tl-slot ~ .tl-slot ~ .tl-slot))')"""


def typical_refusal(game: str) -> int:
    """The index, in the scenario menu's "all topics" list, of ``game``'s typical refusal
    scenario: of the offered scenarios that end on a refused move, the one whose message (the
    scenario's line, the headline, the reason, the cited ruling) is of median length."""
    from tricklab import scenarios as sc_mod
    from tricklab.ui import scenario_menu as menu
    from tricklab.ui.table import Table
    table = Table(game, seed=3, large=True)
    sized = []
    for i, entry in enumerate(menu.scenario_index(game)):
        result = sc_mod.run(entry.path)
        if result.match is None or (result.error is None and not result.refusals):
            continue
        table.load_scenario(sc_mod.load(entry.path))
        sized.append((len(re.sub(r"<[^>]+>", "", table.message_html)), i))
    assert sized, f"{game}: no scenario ends on a refused move"
    return sorted(sized)[len(sized) // 2][1]


def open_page(browser: Any, voila_url: str, game: str, lang: str) -> Any:
    pg = new_page(browser, 1280, 720)
    pg.goto(voila_url + f"voila/render/{game}_dashboard.ipynb?seed=3&large=1&lang={lang}", timeout=120_000)
    pg.wait_for_selector(".tl-table.tl-large .tl-card-btn", timeout=120_000)
    settled(pg)
    return pg


def to_top(pg: Any) -> None:
    pg.evaluate("document.querySelector('.tl-table .tl-header').scrollIntoView()")
    settled(pg)


def wrong(pg: Any, what: str) -> list[str]:
    """What makes the refusal hard to read for a class: a box narrower than 60 % of the
    status' width, one that scrolls, words under 16 px; and a felt below the screen."""
    to_top(pg)
    boxes = pg.evaluate(BOXES)
    out = [f"{what}: no refusal shown"] if not boxes else []
    for b in boxes:
        if b["width"] < 0.6 * b["panel"] or b["scrolls"] or b["size"] < 16:
            out.append(f"{what}: {b}")
    felt = pg.evaluate(FELT_BOTTOM)
    if felt > 720:
        out.append(f"{what}: the felt ends at {felt} px")
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_a_scenario_s_refusal_takes_a_full_row_on_a_1280x720_projector(browser, voila_url, game):
    """Each game's typical refusal scenario (``typical_refusal``), opened from the scenario menu
    on a 1280x720 projector: its box is at least 60 % of the status' width, does not scroll and
    its words are 16 px at least; the felt still ends on the screen. In English and Japanese."""
    index = typical_refusal(game)
    found = []
    for lang in ("en", "ja"):
        pg = open_page(browser, voila_url, game, lang)
        try:
            pg.locator(".tl-more").click()
            pg.locator(".tl-scenario select").select_option(index=index + 1)     # after "—"
            pg.locator(".tl-load-scenario").click()
            pg.wait_for_selector(".tl-status .tl-error", timeout=30_000)
            pg.locator(".tl-more").click()               # the settings' second row folded again
            found += wrong(pg, f"{lang} {pg.locator('.tl-scenario select').input_value()}")
        finally:
            pg.close()
    assert not found, found


@pytest.mark.parametrize("game", list(GAMES))
def test_a_wrong_click_s_refusal_takes_a_full_row_on_a_1280x720_projector(browser, voila_url, game):
    """Each game on a 1280x720 projector, played on as a learner plays until a card of the hand
    may not be played, then that card clicked: the refusal's box is at least 60 % of the
    status' width, does not scroll and its words are 16 px at least, the felt on the screen."""
    from test_browser import learner_move
    found = []
    for lang in ("en", "ja"):
        pg = open_page(browser, voila_url, game, lang)
        try:
            illegal = pg.locator(".tl-hand-row .tl-card-btn.tl-illegal")
            for _ in range(16):
                if illegal.count() and not pg.evaluate(BESIDE):
                    break
                learner_move(pg)
            assert illegal.count() and not pg.evaluate(BESIDE), f"{game}: no card refused in 16 moves"
            illegal.first.click()
            pg.wait_for_selector(".tl-status .tl-error", timeout=30_000)
            found += wrong(pg, f"{lang} {pg.locator('.tl-status').inner_text().splitlines()[0][:40]}")
        finally:
            pg.close()
    assert not found, found


def opens_on_character_cards(game: str) -> bool:
    """Whether ``game``'s table opens on its character cards, read beside a hand whose cards
    are refused until a character is chosen (TRicK GEAR's seats choose by the hand's cards,
    KINGs' draft from a board in the hand's place: no card of theirs is refused then)."""
    from tricklab.ui.table import Table
    return "tl-character" in Table(game, seed=3, large=True).panel.value


# Those games (the character cards stand beside the felt on a low projector while they are
# chosen), and Tricktakers with all 15 characters (the tallest pick)
PICKS = [(game, "") for game in GAMES if opens_on_character_cards(game)] + [("tricktakers", "&set=all")]


@pytest.mark.parametrize("game,query", PICKS, ids=[f"{g}{q}" for g, q in PICKS])
def test_a_refusal_beside_the_character_cards_takes_a_full_row_on_a_1280x720_projector(
        browser, voila_url, game, query):
    """Each game whose seats choose characters, on a 1280x720 projector, while the character
    cards (or a form of three menus) stand beside the felt: a card of the hand clicked there is
    refused, and its box stood beside the prompt no taller than it, 487 px wide, and scrolled
    ("Not allowed: Choose your character first (read the…" cut after a line in English). The
    box is at least 60 % of the status' width, does not scroll, its words are 16 px at least,
    the felt ends on the screen, and the felt, the hand, the buttons, the menus and the
    character cards are on the screen (``browsing.off_the_screen``). In English and Japanese."""
    from test_browser import learner_move
    found = []
    for lang in ("en", "ja"):
        pg = new_page(browser, 1280, 720)
        try:
            pg.goto(voila_url + f"voila/render/{game}_dashboard.ipynb?seed=3&large=1&lang={lang}{query}",
                    timeout=120_000)
            pg.wait_for_selector(".tl-table.tl-large .tl-card-btn", timeout=120_000)
            settled(pg)
            refused = pg.locator(".tl-hand-row .tl-card-btn:not(.tl-legal)")
            for _ in range(16):
                if refused.count() and pg.evaluate(BESIDE):
                    break
                learner_move(pg)
            assert refused.count() and pg.evaluate(BESIDE), f"{game}: no card refused beside the cards in 16 moves"
            refused.first.click()
            pg.wait_for_selector(".tl-status .tl-error", timeout=30_000)
            what = f"{lang} {pg.locator('.tl-status').inner_text().splitlines()[0][:40]}"
            found += wrong(pg, what)
            found += [f"{what}: {w}" for w in pg.evaluate(off_the_screen())]
        finally:
            pg.close()
    assert not found, found
