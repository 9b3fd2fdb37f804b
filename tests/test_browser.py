"""The RoboTrick dashboard in a real browser: Voila on 127.0.0.1, Debian's Chromium driven by
Playwright. Passing, playing a card, reading the explanation, switching to Japanese, and no
error from the project's own code in the console."""
from __future__ import annotations

import re
from typing import Any

import pytest

from browsing import new_page, off_the_screen, settled, step_back_to_a_ruling, step_count
from tricklab.games import GAMES

pytestmark = pytest.mark.browser


def open_dashboard(browser, url):
    pg = new_page(browser, 1300, 1000)
    pg.console_errors = []
    pg.on("console", lambda m: pg.console_errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: pg.console_errors.append(f"pageerror: {e}"))
    pg.goto(url, timeout=120_000)
    pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000)
    return pg


@pytest.fixture(scope="module")
def page(browser, voila_url):
    pg = open_dashboard(browser, voila_url + "voila/render/robotrick_dashboard.ipynb")
    yield pg
    pg.close()


def own_errors(messages):
    ignorable = ("Failed to load resource", "net::ERR", "font-awesome", "MathJax", "fontawesome",
                 "favicon")
    return [m for m in messages if not any(s in m for s in ignorable)]


def test_dashboard_plays_explains_and_speaks_japanese(page):
    status = page.locator(".tl-status")
    assert "Choose 2 cards" in status.inner_text()
    # two cards named by their place in the hand: "the second legal card" changes once the
    # first is selected, and a loaded machine re-drew the hand between finding and clicking it
    picks = page.eval_on_selector_all(".tl-card-btn.tl-legal", "bs => bs.slice(0, 2).map(b => b.dataset.i)")
    for i in picks:
        page.locator(f".tl-card-btn[data-i='{i}']").click()
        page.wait_for_selector(f".tl-card-btn.tl-selected[data-i='{i}']", timeout=30_000)
    page.locator(".tl-pass").click()
    page.wait_for_function(
        "document.querySelector('.tl-status') && document.querySelector('.tl-status').innerText.includes('Your turn')",
        timeout=30_000)
    hand_before = page.locator(".tl-card-btn").count()
    page.locator(".tl-card-btn.tl-legal").first.click()
    page.wait_for_function(f"document.querySelectorAll('.tl-card-btn').length < {hand_before}", timeout=30_000)
    # the step-through shows the latest event with its rulings
    expl = page.locator(".tl-explanation").inner_text()
    assert re.search(r"RT-0\d\d", expl), expl
    page.locator(".tl-first").click()
    page.wait_for_function("document.querySelector('.tl-explanation').innerText.includes('RT-001')", timeout=30_000)
    # an illegal card (if the learner must follow) explains why, and changes nothing
    if page.locator(".tl-card-btn.tl-illegal").count() and page.locator(".tl-card-btn.tl-legal").count():
        n = page.locator(".tl-card-btn").count()
        page.locator(".tl-card-btn.tl-illegal").first.click()
        page.wait_for_selector(".tl-error", timeout=30_000)
        assert page.locator(".tl-card-btn").count() == n
    # Japanese; a screen reader hears which language is on (aria-pressed), not only a shade
    pressed = "[...document.querySelectorAll('.tl-lang button')].map(b => b.getAttribute('aria-pressed'))"
    assert page.evaluate(pressed) == ["true", "false"]
    page.locator(".tl-lang button", has_text="日本語").click()
    page.wait_for_function("document.querySelector('.tl-status').innerText.includes('番')", timeout=30_000)
    page.wait_for_function("document.querySelector('.tl-explanation').innerText.includes('第1ラウンド')", timeout=30_000)
    assert "一手戻す" in page.locator(".tl-undo").inner_text()
    assert page.evaluate(pressed) == ["false", "true"]
    page.screenshot(path=str(__import__("pathlib").Path(__file__).parent / ".last-browser.png"), full_page=False)
    assert "Traceback" not in page.content()
    assert not own_errors(page.console_errors), page.console_errors


def learner_move(page) -> bool:
    """One move as a learner plays on any dashboard: a highlighted card, else the first offered
    choice (with a card selected, the first way to play it). True if the match moved on.
    A click on a control that the next render replaces may do nothing; so may a click on a
    button that the next render hides (the choice buttons are kept and hidden, and Playwright
    waits on the element it found, not on the selector): such a click gives up after a few
    seconds and is a miss (False), like a click that changed nothing (a card selected). A click
    that selects a card is seen at once, not after those seconds (RoboTrick's two passed cards
    cost ten seconds of every walk)."""
    before = step_count(page)
    chosen = page.locator(".tl-card-btn.tl-selected").count()
    cards = page.locator(".tl-card-btn.tl-legal:not(.tl-selected)")
    choices = page.locator(".tl-choice:not(.tl-hidden):visible")   # as a learner sees them
    selected = page.locator(".tl-card-btn.tl-selected")
    submit = page.locator(".tl-pass:not([disabled])")
    target = None
    if submit.count() and submit.first.is_visible():   # enough cards selected
        target = submit.first
    elif selected.count() and choices.count():   # the ways to play the selected card
        target = choices.first
    elif cards.count():
        target = cards.first
    elif choices.count():
        target = choices.first
    try:
        if target is not None:
            target.click(timeout=5_000)
        page.wait_for_function(
            f"Number(document.querySelector('.tl-step').innerText) > {before}"
            f" || document.querySelectorAll('.tl-card-btn.tl-selected').length !== {chosen}",
            timeout=5_000)
        if step_count(page) > before:
            return True
        page.wait_for_timeout(300)          # a selection that moves the match on after all
        return step_count(page) > before
    except Exception:
        return False


def click_until_over(page, max_clicks=700):
    """Play like a learner (``learner_move``) to the end of the game; a few misses in a row are
    a look again, six are a table that offers nothing playable."""
    misses = 0
    for _ in range(max_clicks):
        if "Game over" in page.locator(".tl-status").inner_text():
            return
        if learner_move(page):
            misses = 0
        else:
            misses += 1
            assert misses < 6, page.locator(".tl-status").inner_text()
    raise AssertionError("the game did not end")


@pytest.fixture(scope="module")
def dashboards(browser, voila_url):
    """One page per dashboard, opened on first use and reused by the tests of that game."""
    pages = {}

    def get(game):
        if game not in pages:
            pages[game] = open_dashboard(browser, voila_url + f"voila/render/{game}_dashboard.ipynb")
        return pages[game]
    yield get
    for pg in pages.values():
        pg.close()


@pytest.mark.parametrize("game,players,prefix,card_set", [
    ("triatri", "2", "TA", None), ("triatri", "3", "TA", None), ("triatri", "4", "TA", None),
    ("tricktakers", "3", "TT", "base"), ("tricktakers", "4", "TT", "all"),
    ("tricktakers", "5", "TT", "all"), ("tricktakers", "5", "TT", "base")])
def test_full_game_in_the_browser(dashboards, game, players, prefix, card_set):
    page = dashboards(game)
    page.locator(".tl-players select").select_option(label=players)
    if card_set:                    # Tricktakers: base set (8 characters) or all 15
        from tricklab.games import get_game
        label = get_game(game).info.presets[card_set].label["en"]
        page.locator(".tl-set select").select_option(label=label)
    started = int(page.locator(".tl-game").inner_text())
    page.locator(".tl-new").click()
    page.wait_for_function(f"Number(document.querySelector('.tl-game').innerText) > {started}"
                           " && !document.querySelector('.tl-status').innerText.includes('Game over')",
                           timeout=30_000)
    if game == "tricktakers":                                      # the selection screen
        # (the panel may reach the page after the game counter, the last game's 8 characters
        # still shown: wait until the number offered is the new game's)
        want = 15 if card_set == "all" else 8
        try:
            page.wait_for_function(f"document.querySelectorAll('.tl-character').length === {want}",
                                   timeout=30_000)
        except Exception:       # noqa: BLE001 - the assertion below says what was shown
            pass
        assert page.locator(".tl-character").count() == want
    click_until_over(page)
    # the step-through walks back from the end to an event with the game's rulings
    step_back_to_a_ruling(page, prefix, tries=6)
    assert "Traceback" not in page.content()
    assert not own_errors(page.console_errors), page.console_errors


def test_dashboard_link_opens_in_japanese(browser, voila_url):
    pg = open_dashboard(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?lang=ja&seed=9")
    try:
        assert "渡すカードを2枚" in pg.locator(".tl-status").inner_text()
        assert "一手戻す" in pg.locator(".tl-undo").inner_text()
        assert not own_errors(pg.console_errors), pg.console_errors
    finally:
        pg.close()


def test_trickgear_full_game_in_the_browser(browser, voila_url):
    """TRicK GEAR starts with the draft (no hand card yet): open on the status line, take the
    characters, keep 3, then play every round by clicks to the end."""
    pg = new_page(browser, 1300, 1000)
    pg.console_errors = []
    pg.on("console", lambda m: pg.console_errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: pg.console_errors.append(f"pageerror: {e}"))
    try:
        pg.goto(voila_url + "voila/render/trickgear_dashboard.ipynb", timeout=120_000)
        pg.wait_for_selector(".tl-table .tl-status", timeout=120_000)
        assert pg.locator(".tl-gear-char").count() >= 8            # the character set
        assert "our starter characters" in pg.locator(".tl-panel").inner_text()
        click_until_over(pg, max_clicks=900)
        assert pg.locator(".tl-winners").count() == 1
        step_back_to_a_ruling(pg, "TG", tries=6, languages=(("日本語", ".tl-status", "勝者"),))
        assert "Traceback" not in pg.content()
        assert not own_errors(pg.console_errors), pg.console_errors
    finally:
        pg.close()


def lay_the_king(page, max_clicks=300) -> bool:
    """Play on (as ``click_until_over``) until the "Lay your King" button is offered with a card
    it can go on, then lay it: the button, the card, Confirm. False if the game ends first."""
    for _ in range(max_clicks):
        if "Game over" in page.locator(".tl-status").inner_text():
            return False
        king = page.locator(".tl-choice:not(.tl-hidden)", has_text="Lay your")
        if king.count():
            try:        # a button a late render hides: look again (see click_until_over)
                king.first.click(timeout=5_000)
            except Exception:
                continue
            page.wait_for_selector(".tl-pass", state="visible", timeout=30_000)   # Confirm
            cards = page.locator(".tl-card-btn.tl-legal")
            if cards.count():
                before = step_count(page)
                cards.last.click()   # the last of an overlapped row is whole
                page.locator(".tl-pass:not([disabled])").first.click()
                page.wait_for_function(
                    f"Number(document.querySelector('.tl-step').innerText) > {before}", timeout=30_000)
                return True
            king.first.click()                                      # nothing takes it yet
            page.wait_for_selector(".tl-pass", state="hidden", timeout=30_000)
        before = step_count(page)
        legal = page.locator(".tl-card-btn.tl-legal:not(.tl-selected)")
        submit = page.locator(".tl-pass:not([disabled])")
        choices = page.locator(".tl-choice:not(.tl-hidden):visible")   # as a learner sees them
        target = None
        if submit.count() and submit.first.is_visible():
            target = submit.first
        elif legal.count():
            target = legal.last
        elif choices.count():
            target = choices.first
        try:            # a button the next render hides: give up and look again (see above)
            if target is not None:
                target.click(timeout=5_000)
            page.wait_for_function(
                f"Number(document.querySelector('.tl-step').innerText) > {before}", timeout=5_000)
        except Exception:
            pass
    return False


@pytest.mark.parametrize("players", ["5", "2"])
def test_kings_full_game_in_the_browser(dashboards, players):
    """Tricktakers KINGs by clicks: the draft board, a King laid on a card with its button, the
    rest of the game to the line naming the winner, the step-through's KG rulings, Japanese."""
    page = dashboards("tricktakers_kings")
    page.locator(".tl-players select").select_option(label=players)
    started = int(page.locator(".tl-game").inner_text())
    page.locator(".tl-new").click()
    page.wait_for_function(f"Number(document.querySelector('.tl-game').innerText) > {started}"
                           " && !document.querySelector('.tl-status').innerText.includes('Game over')",
                           timeout=30_000)
    assert "Draft board" in page.locator(".tl-felt").inner_text()
    assert page.locator(".tl-card-btn", has_text="♔").count() >= 1       # Kings to draft
    assert lay_the_king(page)
    assert "♔" in page.locator(".tl-felt").inner_text()                 # the King on its card
    click_until_over(page, max_clicks=900)
    assert page.locator(".tl-winners").count() == 1
    step_back_to_a_ruling(page, "KG", tries=6, languages=(("日本語", ".tl-status", "勝者"),
                                                         ("English", ".tl-status", "Game over")))
    assert "Traceback" not in page.content()
    assert not own_errors(page.console_errors), page.console_errors


@pytest.mark.parametrize("players", ["3", "5"])
def test_little_full_game_in_the_browser(dashboards, players):
    """Little Tricktakers: the provisional-rules notice, the character choice, the shop, two
    characters per seat in round 3, played by clicks to the end; then the step-through shows
    Little's rulings (LT-xxx) and Japanese switches the provisional title."""
    page = dashboards("tricktakers_little")
    assert "provisional" in page.locator(".tl-panel").inner_text()
    page.locator(".tl-players select").select_option(label=players)
    started = int(page.locator(".tl-game").inner_text())
    page.locator(".tl-new").click()
    page.wait_for_function(f"Number(document.querySelector('.tl-game').innerText) > {started}"
                           " && !document.querySelector('.tl-status').innerText.includes('Game over')",
                           timeout=30_000)
    click_until_over(page, max_clicks=900)
    assert "Shop" in page.locator(".tl-felt").inner_text() or "Shop" in page.content()
    step_back_to_a_ruling(page, "LT", languages=(("日本語", ".tl-panel", "暫定"),
                                                 ("English", ".tl-panel", "provisional"))
                          if players == "5" else ())
    assert "Traceback" not in page.content()
    assert not own_errors(page.console_errors), page.console_errors


def test_keyboard_only_play_and_a_spoken_explanation(browser, voila_url):
    """Deliverable 2: the hand's cards are buttons with names; Tab reaches them, arrow keys move
    between them, Enter plays; the newest explanation is in a polite live region."""
    pg = open_dashboard(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?seed=3")
    try:
        names = pg.locator(".tl-card-btn").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
        # RoboTrick opens with the pass: the cards are chosen to be passed, not played
        # (the suit in words: "queen of spades", not "♠ queen")
        assert names and all(re.match(r"\S+ of (spades|hearts|diamonds|clubs), (may be chosen|cannot be chosen now)", n)
                             for n in names), names
        # the hand is one Tab stop: arrow keys move within it
        stops = "[...document.querySelectorAll('.tl-card-btn')].filter(b => b.tabIndex >= 0).length"
        assert pg.evaluate(stops) == 1
        first = pg.locator(".tl-card-btn").first
        first.focus()
        pg.keyboard.press("ArrowRight")
        assert pg.evaluate("document.activeElement.dataset.i") == "1"
        assert pg.evaluate("document.activeElement.tabIndex") == 0 and pg.evaluate(stops) == 1
        pg.keyboard.press("Enter")                     # select a card to pass
        pg.wait_for_selector(".tl-card-btn.tl-selected", timeout=30_000)
        pg.wait_for_function("document.activeElement && document.activeElement.dataset.i", timeout=30_000)
        pg.keyboard.press("ArrowRight")
        pg.keyboard.press("Enter")
        pg.wait_for_selector(".tl-pass:not([disabled])", timeout=30_000)
        pg.locator(".tl-pass").focus()
        before = int(pg.locator(".tl-step").inner_text())
        pg.keyboard.press("Enter")
        pg.wait_for_function(f"Number(document.querySelector('.tl-step').innerText) > {before}", timeout=30_000)
        # the pass button is gone: the keyboard is back on the hand, not at the page's top
        pg.wait_for_function("document.activeElement && document.activeElement.matches('.tl-card-btn')",
                             timeout=10_000)
        live = pg.locator(".tl-live")
        assert live.get_attribute("aria-live") == "polite"
        pg.wait_for_function("document.querySelector('.tl-live').textContent.length > 5", timeout=30_000)
        assert not own_errors(pg.console_errors), pg.console_errors
    finally:
        pg.close()


def open_projector(browser: Any, voila_url: str, width: int, height: int,
                   game: str = "robotrick", query: str = "") -> Any:
    """A game's dashboard (RoboTrick unless told) in projector (large) mode on a screen of
    ``width`` x ``height``, scrolled to the game's top, as a teacher shows it; ``query`` adds
    the page address's other settings (``&players=4``)."""
    pg = new_page(browser, width, height)
    pg.goto(voila_url + f"voila/render/{game}_dashboard.ipynb?seed=3&large=1{query}", timeout=120_000)
    pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000)
    pg.evaluate("document.querySelector('.tl-table .tl-header').scrollIntoView()")
    pg.wait_for_timeout(300)
    settled(pg)             # the page's own scrolling done before a test clicks its settings
    return pg


def test_projector_mode_fits_trick_hand_and_explanation_on_1280x720(browser, voila_url):
    """Finding 7: large mode enlarged only the cards and the teacher scrolled between trick and
    hand. At 1280x720, with the game at the top of the window, the felt (trick and hand) and
    the explanation's first lines are all inside the window, the text really is larger, and
    no tab title is clipped."""
    pg = open_projector(browser, voila_url, 1280, 720)
    try:
        felt = pg.locator(".tl-felt").bounding_box()
        hand = pg.locator(".tl-hand-row").bounding_box()
        expl = pg.locator(".tl-explanation").bounding_box()
        assert felt["y"] >= 0 and felt["y"] + felt["height"] <= 720, felt
        assert hand["y"] + hand["height"] <= 720 and expl["y"] + 60 <= 720, (hand, expl)
        size = pg.evaluate("parseFloat(getComputedStyle(document.querySelector('.tl-status')).fontSize)")
        button = pg.evaluate("parseFloat(getComputedStyle(document.querySelector('.tl-undo')).fontSize)")
        assert size >= 18 and button >= 18, (size, button)
        # every tab of the side panel shows its whole title, larger font or not
        clipped = pg.evaluate("""[...document.querySelectorAll('.tl-table .lm-TabBar-tab, .tl-table .lm-TabBar-tabLabel')]
            .filter(t => t.scrollWidth > t.clientWidth + 1).map(t => t.textContent)""")
        titles = pg.locator(".tl-table .lm-TabBar-tab").count()
        assert titles >= 5 and not clipped, (titles, clipped)
        # in Japanese too, and no setting's label is cut (「大きなカード（プロジェクタ…」 was)
        pg.locator(".tl-lang button", has_text="日本語").click()
        pg.wait_for_function("document.querySelector('.tl-status').innerText.includes('選')", timeout=30_000)
        pg.wait_for_timeout(300)
        cut = pg.evaluate("""[...document.querySelectorAll('.tl-table .lm-TabBar-tabLabel, .tl-table .widget-checkbox, .tl-table .widget-checkbox *')]
            .filter(t => t.scrollWidth > t.clientWidth + 1).map(t => t.textContent)""")
        boxes = pg.locator(".tl-table .widget-checkbox").count()
        assert boxes >= 4 and not cut, (boxes, cut)
    finally:
        pg.close()


def test_projector_mode_uses_a_large_screen(browser, voila_url):
    """At 1920x1080 the large cards filled under half the screen: a projector wider and taller
    than 1280x720 gets larger cards still, and the felt (trick and hand) still fits."""
    pg = open_projector(browser, voila_url, 1920, 1080)
    try:
        card = pg.locator(".tl-card-btn").first.bounding_box()
        hand = pg.locator(".tl-hand-row").bounding_box()
        felt = pg.locator(".tl-felt").bounding_box()
        assert card["width"] >= 52 * 1.55, card
        assert felt["y"] >= 0 and hand["y"] + hand["height"] <= 1080, (felt, hand)
    finally:
        pg.close()


# What of the current step lies outside the screen (browsing.off_the_screen), and each player's
# line of what it drafted (TRicK GEAR: read while choosing which 3 to keep)
OFF_THE_SCREEN = off_the_screen(("drafted", ".tl-drafted"))

# The character cards of the set being chosen from (Tricktakers' and Little's selection,
# TRicK GEAR's draft and "keep 3")
CHARACTER_CARDS = ".tl-panel .tl-character, .tl-panel .tl-gear-char"


def card_width(pg: Any) -> float:
    return float(pg.locator(".tl-hand-row .tl-card-btn").first.bounding_box()["width"])


# A prompt that names a place for the character cards or the choice made from them ("read the
# cards below ... under them", 「下のカードを読み、その下の…」, "choose below"): untrue once the
# cards or a form stand beside the felt and a menu under the felt
PLACED_PROMPT = re.compile(r"\bbelow\b|\bunder them\b|下の(カード|キャラクター|メニュー|ボタン)|その下|下から")

# Whether the character cards or a form stand beside the felt (a low wide projector)
BESIDE_THE_FELT = """() => {
  const right = document.querySelector('.tl-felt').getBoundingClientRect().right;
  return [...document.querySelectorAll('.tl-panel .tl-character, .tl-panel .tl-gear-char, .tl-forms .tl-form')]
    .some((e) => e.offsetParent && e.getBoundingClientRect().left >= right);
}"""


def check_the_step(pg: Any, move: int = 0) -> None:
    """Nothing of the step off the screen (``OFF_THE_SCREEN``), and, while the character cards or
    a form stand beside the felt, a prompt that names no place for them."""
    off = pg.evaluate(OFF_THE_SCREEN)
    status = pg.locator(".tl-status").inner_text()
    assert not off, (move, status.splitlines()[0], off)
    if pg.evaluate(BESIDE_THE_FELT):
        assert not PLACED_PROMPT.search(status), status


def walk_on_the_projector(pg: Any, moves: int) -> list[tuple[str, bool]]:
    """Play ``moves`` learner moves (``learner_move``), and at each step before them find
    nothing of the step off the screen and no prompt placing the cards wrongly
    (``check_the_step``), in English or Japanese. Returns each step's round line and whether it
    chose from a set of characters, so a test knows which steps it saw."""
    steps = []
    for move in range(moves):
        status = pg.locator(".tl-status").inner_text()
        if "Game over" in status or "ゲーム終了" in status:
            break
        settled(pg)
        check_the_step(pg, move)
        steps.append((pg.locator(".tl-table .tl-header").inner_text(),
                      pg.locator(CHARACTER_CARDS).count() > 0))
        learner_move(pg)
        pg.wait_for_timeout(300)        # the buttons of the next step reach the page
    return steps


# (game, page settings, moves, steps that choose characters at least) walked at 1366x768
AT_1366 = [(game, "", 12, {"tricktakers": 2, "tricktakers_little": 2, "trickgear": 7}.get(game, 0))
           for game in GAMES] + [
    ("trickgear", "&players=4", 8, 7),                  # two copies of the set: "keep 3" of 4
    ("tricktakers", "&set=all&players=5", 2, 1),        # all 15 characters, and a menu
]


@pytest.mark.parametrize("game,query,moves,picks", AT_1366,
                         ids=[f"{g}{q}" for g, q, _, _ in AT_1366])
def test_projector_mode_fits_each_step_on_1366x768(browser, voila_url, game, query, moves, picks):
    """The audit at 1366x768 (the commonest projector): in projector mode the large cards put
    the KINGs draft rows, RoboTrick's hand from its second trick (its Pass touched the screen's
    edge) and TRicK GEAR's hand and action buttons below the screen, and a teacher scrolled at
    each step. With the game's top at the top of the screen, every step of the first dozen moves
    shows the felt, the hand's cards and the step's buttons (Pass, a TRicK GEAR action, the
    set-up discards...), and the cards are still clearly larger than in the normal mode.
    Choosing a character too: the set's cards stood above the felt and pushed the felt, the hand
    and the confirm button below the screen (TRicK GEAR's "keep 3" with four players, 125 px);
    every card of the set shows as well, with the hand it is chosen by and the buttons."""
    pg = open_projector(browser, voila_url, 1366, 768, game, query)
    try:
        large = card_width(pg)
        box = pg.locator(".tl-table .widget-checkbox", has_text="Large cards").locator("input")
        box.uncheck()
        pg.wait_for_selector(".tl-felt-root:not(.tl-large) .tl-hand-row .tl-card-btn", timeout=30_000)
        normal = card_width(pg)
        box.check()
        pg.wait_for_selector(".tl-table.tl-large .tl-felt-root.tl-large .tl-hand-row .tl-card-btn",
                             timeout=30_000)
        assert large >= 1.1 * normal, (large, normal)
        steps = walk_on_the_projector(pg, moves)
        assert sum(chose for _, chose in steps) >= picks, steps
    finally:
        pg.close()


# Where the page's screen shows a part as it is, not scrolled by the test: the lowest bottom
# and the highest top (px from the window's top) of what ``selector`` finds shown
ON_THE_SCREEN = """(selector) => {
  const shown = [...document.querySelectorAll(selector)].filter((e) => e.offsetParent);
  const r = shown.map((e) => e.getBoundingClientRect());
  return {n: r.length, top: Math.min(...r.map((x) => x.top)),
          bottom: Math.max(...r.map((x) => x.bottom))};
}"""


def kings_of_five_large(browser: Any, voila_url: str) -> Any:
    """KINGs of five in projector mode (``?large=1``) at 1366x768, as it first shows its
    large cards: its draft board is the tallest table a projector page opens on."""
    pg = new_page(browser, 1366, 768)
    pg.goto(voila_url + "voila/render/tricktakers_kings_dashboard.ipynb"
            "?seed=1&players=5&large=1", timeout=120_000)
    pg.wait_for_selector(".tl-table.tl-large .tl-felt-root.tl-large .tl-card-btn",
                         timeout=120_000)
    return pg


def test_a_projector_page_opens_on_the_kings_draft_at_1366x768(browser, voila_url):
    """KINGs of five in projector mode at 1366x768 (``?large=1``): the page opened at its top,
    the settings (two rows at the large size) and the welcome above the game, and the draft
    board's third row stood below the screen. The 1366x768 walk above did not see it: it
    scrolls the game's top to the screen's top before it measures, as a teacher would. The page
    now opens on the game: every card of the draft is on the screen as it first shows, and
    again when the teacher ticks "Large cards" on a page at its top."""
    pg = kings_of_five_large(browser, voila_url)
    try:
        pg.wait_for_timeout(3500)           # the page's own settling (felt.js looks for 3 s)
        settled(pg)
        board = pg.evaluate(ON_THE_SCREEN, ".tl-felt .tl-card-btn")
        head = pg.evaluate(ON_THE_SCREEN, ".tl-table .tl-header")
        assert board["n"] >= 22 and board["bottom"] <= 768, board     # 22 cards in three rows
        assert head["top"] >= -1, head                # the round line still shows
        box = pg.locator(".tl-table .widget-checkbox", has_text="Large cards").locator("input")
        box.uncheck()
        pg.wait_for_selector(".tl-felt-root:not(.tl-large) .tl-card-btn", timeout=30_000)
        pg.evaluate("window.scrollTo(0, 0); document.querySelector('.tl-table').scrollIntoView()")
        box.check()
        pg.wait_for_selector(".tl-felt-root.tl-large .tl-card-btn", timeout=30_000)
        pg.wait_for_timeout(1500)
        settled(pg)
        board = pg.evaluate(ON_THE_SCREEN, ".tl-felt .tl-card-btn")
        assert board["n"] >= 22 and board["bottom"] <= 768, board
    finally:
        pg.close()


# How far the page is scrolled down, wherever it scrolls (in Voila a box of the page, not the
# window)
SCROLLED = """(() => { let y = window.scrollY;
  for (let e = document.querySelector('.tl-table'); e; e = e.parentElement) y += e.scrollTop;
  return y; })()"""


def test_a_teacher_who_scrolls_up_as_the_page_opens_stays_at_the_settings(browser, voila_url):
    """A projector page (KINGs of five, ``?large=1``, 1366x768) brings the game's top to the
    screen's top as it opens, and looks again for 3 s while the settings draw. Where the page
    below the game is too short for the round line to reach the top, it kept scrolling back
    down for all 3 s: a teacher who scrolled up to the settings at once was pulled back, and
    a test's click on "Large cards" landed on the page as it jumped (CI, 12-07). The reader's
    own scroll up now ends the looking: the page stays where they scrolled."""
    pg = kings_of_five_large(browser, voila_url)
    try:
        pg.wait_for_function(SCROLLED + " > 0", timeout=10_000)      # the page brought the game up
        pg.mouse.move(683, 400)
        pg.mouse.wheel(0, -5000)                                        # the teacher scrolls up
        pg.wait_for_function(SCROLLED + " === 0", timeout=10_000)
        pg.wait_for_timeout(1500)
        assert pg.evaluate(SCROLLED) == 0
        # and the page says it stopped looking (tests wait for that before they click)
        assert pg.evaluate("document.querySelectorAll('.tl-table[data-tl-looking]').length") == 0
        box = pg.locator(".tl-table .widget-checkbox", has_text="Large cards").locator("input")
        assert box.bounding_box()["y"] >= 0
    finally:
        pg.close()


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little", "trickgear"])
def test_the_tour_tab_the_address_asks_for_is_on_the_screen(browser, voila_url, game):
    """The landing page's "Exceptions tour" link (``?tab=tour``) at 1366x768, in Japanese: the
    tab was chosen, but the character draft above it left it at 637-757 px and its ruling menu
    below the screen, so a teacher saw only the draft. The page now opens with the tabs, the
    tour's words, its ruling menu and its button on the screen (Tricktakers' tour, its tabs
    at 637 px, had them there already, just)."""
    pg = new_page(browser, 1366, 768)
    try:
        pg.goto(voila_url + f"voila/render/{game}_dashboard.ipynb?tab=tour&lang=ja",
                timeout=120_000)
        pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000)
        pg.wait_for_selector(".tl-tour-choice select", timeout=30_000)
        pg.wait_for_timeout(3500)           # the page's own settling (felt.js looks for 3 s)
        settled(pg)
        menu = pg.evaluate(ON_THE_SCREEN, ".tl-tour-choice select, .tl-tour-show")
        tabs = pg.evaluate(ON_THE_SCREEN, ".tl-table .widget-tab .lm-TabBar-tab")
        assert menu["n"] == 2 and 0 <= menu["top"] and menu["bottom"] <= 768, menu
        assert tabs["n"] >= 5 and tabs["top"] >= 0, tabs
        current = pg.locator(".tl-table .widget-tab .lm-TabBar-tab.lm-mod-current")
        assert "例外ツアー" in current.inner_text()
    finally:
        pg.close()


# (game, page settings, moves, steps that choose characters at least) walked at 1280x720, the
# smallest projector: every game, Tricktakers with its whole set of 15 characters (the longest
# pick) and TRicK GEAR with four players (the longest "keep 3"); KINGs' walk is the one below,
# to the second round's tricks.
AT_1280 = [(game, {"tricktakers": "&set=all&players=5", "trickgear": "&players=4"}.get(game, ""),
            10, {"tricktakers": 1, "tricktakers_little": 2, "trickgear": 7}.get(game, 0))
           for game in GAMES if game != "tricktakers_kings"]

# The smallest text of the step's words a learner reads (the prompt, the felt's and the character
# cards' words, the buttons), in px
SMALLEST_TEXT = """() => {
  const seen = [...document.querySelectorAll(
      '.tl-status, .tl-felt, .tl-felt *, .tl-panel .tl-character, .tl-panel .tl-character *, ' +
      '.tl-panel .tl-gear-char, .tl-panel .tl-gear-char *, .tl-choices button, .tl-forms button')]
    .filter((e) => e.offsetParent && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
  return Math.min(...seen.map((e) => parseFloat(getComputedStyle(e).fontSize)));
}"""


@pytest.mark.parametrize("game,query,moves,picks", AT_1280,
                         ids=[f"{g}{q}" for g, q, _, _ in AT_1280])
def test_projector_mode_fits_each_step_on_1280x720(browser, voila_url, game, query, moves, picks):
    """The 1366x768 audit on the smallest projector, 1280x720: Tricktakers' 15 characters put
    its menu 19 px below the screen (40 px in Japanese, whose card texts are longer), the
    Strategist's five trap menus under the felt its Confirm 80 px (at 1366x768 14 px above the
    edge). With the game's top at the top of the screen the first step in English, then every
    step of the first moves in Japanese (the character picks included), shows the felt, the hand, the step's
    buttons and menus and every character card of the set; the words of the first step,
    character cards included, are no smaller than in the normal mode; and while the cards or the
    form stand beside the felt the prompt does not send the learner "below"."""
    pg = open_projector(browser, voila_url, 1280, 720, game, query)
    try:
        large = pg.evaluate(SMALLEST_TEXT)
        box = pg.locator(".tl-table .widget-checkbox", has_text="Large cards").locator("input")
        box.uncheck()
        pg.wait_for_selector(".tl-felt-root:not(.tl-large) .tl-hand-row .tl-card-btn", timeout=30_000)
        normal = pg.evaluate(SMALLEST_TEXT)
        box.check()
        pg.wait_for_selector(".tl-felt-root.tl-large .tl-hand-row .tl-card-btn", timeout=30_000)
        pg.evaluate("document.querySelector('.tl-table .tl-header').scrollIntoView()")
        pg.wait_for_timeout(300)
        assert large >= normal, (large, normal)
        check_the_step(pg)
        pg.locator(".tl-lang button", has_text="日本語").click()
        # ``?.``: while the switch redraws them, no button is pressed for a moment (a null read
        # threw, and wait_for_function stops at a throw instead of waiting)
        pg.wait_for_function("document.querySelector('.tl-lang button[aria-pressed=true]')?.innerText.includes('日本語')"
                             " && /[ぁ-ん]/.test(document.querySelector('.tl-status')?.innerText)", timeout=30_000)
        pg.wait_for_timeout(300)
        steps = walk_on_the_projector(pg, moves)
        assert sum(chose for _, chose in steps) >= picks, steps
    finally:
        pg.close()


# Each option of the form menus shown now that is wider than its closed menu's room for text
# (a select box cannot wrap: the option chosen is cut at its right edge), as "option: px > px"
CUT_OPTIONS = """() => {
  const ctx = document.createElement('canvas').getContext('2d');
  const out = [];
  for (const s of document.querySelectorAll('.tl-forms .tl-slot select')) {
    const cs = getComputedStyle(s);
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    for (const o of s.options) {
      const width = ctx.measureText(o.text).width;
      if (width > room + 1) out.push(`${o.text}: ${Math.round(width)} > ${Math.round(room)} px`);
    }
  }
  return out;
}"""


def test_the_strategists_trap_menus_show_each_trap_whole_on_1280x720(browser, voila_url):
    """The Strategist's five trap menus stand beside the felt on a 1280x720 projector, each as
    wide as the form leaves it: trap E ("not following the lead colour is caught; special
    cards never follow") was cut off in its closed menu, a few letters in English and half its
    words in Japanese. Every option of every trap menu fits its menu, in projector mode and in
    the normal mode, in English and Japanese."""
    pg = open_projector(browser, voila_url, 1280, 720, "tricktakers",
                        "&scenario=tt116_strategist_setup")
    try:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout
        menus = pg.locator(".tl-forms .tl-slot select")
        for _ in range(6):          # the scenario played on: take back to the traps' form
            # Undo is disabled while the bots play on (under load that outlasted the click's
            # 30 s wait once): wait for the form, or for Undo to be there to press
            pg.wait_for_function("document.querySelector('.tl-forms .tl-slot select') || "
                                 "!document.querySelector('.tl-undo').disabled", timeout=120_000)
            if menus.count():
                break
            before = step_count(pg)
            pg.locator(".tl-undo").click()
            pg.wait_for_function(f"Number(document.querySelector('.tl-step').innerText) < {before}",
                                 timeout=30_000)
            # the step's number is drawn before the form's new menus: under load, pressing Undo
            # again at once went one move past the form (CI, 12-05); give the menus time to come
            try:
                menus.first.wait_for(timeout=30_000)
                break
            except PlaywrightTimeout:
                continue
        menus.first.wait_for(timeout=10_000)
        assert menus.count() == 5
        box = pg.locator(".tl-table .widget-checkbox", has_text="Large cards").locator("input")
        for mode in ("projector", "normal"):
            for lang, button in (("en", "English"), ("ja", "日本語")):
                pg.locator(".tl-lang button", has_text=button).click()
                pg.wait_for_function(
                    "/[ぁ-ん]/.test(document.querySelector('.tl-forms .tl-form').innerText) === "
                    + ("true" if lang == "ja" else "false"), timeout=30_000)
                pg.wait_for_timeout(300)
                assert "E" in menus.first.inner_text()
                assert not pg.evaluate(CUT_OPTIONS), (mode, lang, pg.evaluate(CUT_OPTIONS))
            if mode == "projector":
                pg.locator(".tl-lang button", has_text="English").click()
                pg.wait_for_timeout(500)
                box.uncheck()
                pg.wait_for_selector(".tl-felt-root:not(.tl-large)", timeout=30_000)
    finally:
        pg.close()


# (players, language, moves, the round lines of trick play the walk reaches): in English to
# the second round's tricks; in Japanese, whose names and prompts are longer, through the
# draft, the set-up and the bids to the first round's tricks, and four players to the second
# round's (the felt's words at 16 px: "白のキングをカードに乗せる…" ended at 768 px)
KINGS_WALKS = [("4", "en", 30, ("Round 1/3", "Round 2/3")), ("5", "en", 30, ("Round 1/3", "Round 2/3")),
               ("5", "ja", 14, ("第1/3ラウンド",)), ("4", "ja", 30, ("第1/3ラウンド", "第2/3ラウンド"))]


@pytest.mark.parametrize("players,lang,moves,rounds", KINGS_WALKS,
                         ids=[f"{p}-{lang}" for p, lang, _, _ in KINGS_WALKS])
def test_projector_mode_fits_kings_trick_play_on_1280x720(browser, voila_url, players, lang, moves, rounds):
    """Tricktakers KINGs on a 1280x720 projector: the seats' boards (a King, points, items, a
    party of three) ran the felt and the trick's buttons up to 80 px below the screen in the
    second round's tricks, the draft board's last row 70 px. Every step to the second round's
    trick play (the draft, the set-up, the bids, two rounds of tricks) fits the screen. In
    Japanese the draft ran 18 px below it (a party card under its title 「パーティ」 in every
    seat), then 110 px (the learner's party 「ギャンブラー 1/40」 side by side left the 22 cards
    four rows): every step to the first round's tricks fits as well."""
    pg = open_projector(browser, voila_url, 1280, 720, "tricktakers_kings", f"&players={players}")
    try:
        if lang == "ja":
            pg.locator(".tl-lang button", has_text="日本語").click()
            pg.wait_for_function("/[ぁ-ん]/.test(document.querySelector('.tl-status').innerText)",
                                 timeout=30_000)
            pg.wait_for_timeout(300)
        steps = walk_on_the_projector(pg, moves)
        tricks = [head for head, _ in steps if "trick play" in head or "トリックプレイ" in head]
        assert all(any(r in h for h in tricks) for r in rounds), steps
    finally:
        pg.close()


def test_the_history_fits_the_side_panel_at_1366(browser, voila_url):
    """At 1366x768 the History's rulings column was cut off at "BT-00": the table fits the
    side panel (its move columns no longer reserve 9em each), and a wider one would scroll."""
    pg = new_page(browser, 1366, 768)
    try:
        pg.goto(voila_url + "voila/render/basic_dashboard.ipynb?seed=3", timeout=120_000)
        pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000)
        for _ in range(4):
            before = step_count(pg)
            pg.locator(".tl-card-btn.tl-legal").first.click()
            pg.wait_for_function(f"Number(document.querySelector('.tl-step').innerText) > {before}",
                                 timeout=30_000)
        pg.locator(".lm-TabBar-tab", has_text="History").click()
        pg.wait_for_selector(".tl-history-table", timeout=30_000)
        box = pg.locator(".tl-history-box")
        assert box.evaluate("b => getComputedStyle(b).overflowX") == "auto"
        fits = box.evaluate("b => b.querySelector('table').getBoundingClientRect().right"
                            " <= b.closest('.lm-TabPanel-stackedPanel, .lm-Widget').getBoundingClientRect().right + 1")
        assert fits and "BT-0" in box.inner_text()
    finally:
        pg.close()


# The learner's first hand card's top, measured from the page's top as the page opens (the
# table's own top then plus the card's distance from it), so a page scrolled meanwhile (a click
# that brings a control into view) is measured as it first shows
FIRST_HAND_CARD = """(base) => {
  const card = [...document.querySelectorAll('.tl-hand-row .tl-card-btn')].find((e) => e.offsetParent);
  const table = document.querySelector('.tl-table').getBoundingClientRect().top;
  return card ? Math.round(card.getBoundingClientRect().top - table + base) : null;
}"""

# Laptop screens, the small ones narrower than 1200 px too: every game, Tricktakers with all
# 15 characters too (the tallest pick)
LAPTOPS = ((1366, 768), (1280, 720), (1024, 768), (1100, 700))
ON_A_LAPTOP = [(game, "") for game in GAMES] + [("tricktakers", "&set=all")]


@pytest.mark.parametrize("game,query", ON_A_LAPTOP, ids=[f"{g}{q}" for g, q in ON_A_LAPTOP])
def test_the_first_hand_card_is_on_a_laptop_screen(browser, voila_url, game, query):
    """The normal mode on a laptop (1366x768, 1280x720, 1024x768, 1100x700), in English and in
    Japanese: at the start (a character pick where the game has one) and at the first card play,
    the top of the learner's first hand card and 40 px of it (its rank and suit) are on the
    screen as the page opens. Tricktakers' 15 character cards stood above the felt and put the
    hand she chooses by at 788 px of 768 (820 of 720), Little's ten at 792 and 840; on the
    screens narrower than 1200 px they still did (Tricktakers: 915 px of 768, 958 of 700;
    Little: 907 and 985)."""
    pg = new_page(browser, *LAPTOPS[0])
    try:
        pg.goto(voila_url + f"voila/render/{game}_dashboard.ipynb?seed=3{query}", timeout=120_000)
        pg.wait_for_selector(".tl-table .tl-card-btn", timeout=120_000)
        base = pg.evaluate("document.querySelector('.tl-table').getBoundingClientRect().top")
        low = []

        def measure(when: str, langs: tuple[str, ...]) -> None:
            for lang in langs:
                pg.locator(".tl-lang button", has_text=lang).click()
                pg.wait_for_function("document.querySelector('.tl-lang button[aria-pressed=true]')"
                                     f"?.innerText.includes('{lang}')", timeout=30_000)
                for width, height in LAPTOPS:
                    pg.set_viewport_size({"width": width, "height": height})
                    pg.wait_for_timeout(300)
                    settled(pg)
                    top = pg.evaluate(FIRST_HAND_CARD, base)
                    if top is None or not 0 <= top <= height - 40:
                        low.append(f"{when} {lang} {width}x{height}: {top} px")

        measure("start", ("English", "日本語"))
        for _ in range(30):          # to the first card play: a legal card, nothing to choose
            if (pg.locator(".tl-hand-row .tl-card-btn.tl-legal").count()
                    and not pg.locator(CHARACTER_CARDS).count()
                    and not pg.locator(".tl-pass:visible").count()):
                break
            learner_move(pg)
            pg.wait_for_timeout(300)
        else:
            raise AssertionError(pg.locator(".tl-status").inner_text())
        measure("first play", ("日本語", "English"))
        assert not low, low
    finally:
        pg.close()
