"""The card table (felt) in a real browser: every card of a phone's hand can be tapped, and
each seat's board (score, tricks, character) is drawn inside its seat on the felt, in English
and Japanese. Voila on 127.0.0.1, Debian's Chromium through Playwright."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from browsing import new_page, open_table, settled

pytestmark = pytest.mark.browser

# Where each card's middle is, and which card the page finds there (what a tap would hit).
HITS = """() => [...document.querySelectorAll('.tl-hand-row button.tl-card-btn')].map(b => {
  const r = b.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const btn = hit && hit.closest('button.tl-card-btn');
  return {i: Number(b.dataset.i), hit: btn ? Number(btn.dataset.i) : -1,
          inside: r.left >= 0 && r.right <= window.innerWidth};
})"""


def settle(pg, selector):
    """Scroll ``selector`` into view and wait until the table stops moving: a trick's cards
    slide in (200 ms) and legal cards rise (120 ms), and a box measured mid-slide is not where
    the card comes to rest (a CI run measured a card 36 px short of its place)."""
    pg.locator(selector).first.scroll_into_view_if_needed()
    settled(pg)


def uncover(pg):
    """Hot-seat: if the curtain covers the table, take the screen as the next person (press
    "Show …'s hand") and wait until the table is shown again."""
    # found and pressed in one step: a curtain that lifts meanwhile would leave a click waiting
    pressed = pg.evaluate("() => { const b = document.querySelector('.tl-table.tl-curtained .tl-curtain-show');"
                          " if (!b) return false; b.click(); return true; }")
    if pressed:
        pg.wait_for_function("!document.querySelector('.tl-table.tl-curtained')", timeout=60_000)


def test_every_card_of_a_phone_hand_can_be_tapped(browser, voila_url):
    """390x844: RoboTrick's twelve cards wrap into rows; the middle of every card is that card
    (an overlapped row left the middle cards covered by their neighbours), and a tap on a
    middle card selects it."""
    pg = open_table(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?seed=3&mode=play", 390, 844)
    try:
        settle(pg, ".tl-hand-row")
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
    pg = open_table(browser, voila_url + "voila/render/basic_dashboard.ipynb?seed=3&mode=play", 1280, 720)
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
    pg = open_table(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?seed=3&mode=play", 620, 900)
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


# Each word card of a seat (a character card of a KINGs party): its label, its seat, the size
# of its words, and whether its right edge lies inside the seat.
CHIPS = """() => [...document.querySelectorAll('.tl-felt .tl-seat .tl-chip')].map(c => {
  const r = c.getBoundingClientRect();
  const seat = c.closest('.tl-seat').getBoundingClientRect();
  return {label: c.getAttribute('aria-label'), font: parseFloat(getComputedStyle(c).fontSize),
          inside: r.left >= seat.left - 1 && r.right <= seat.right + 1};
})"""

# Each card of the trick: the name under it, where the card lies, and whether the middle of
# the name is the name itself (not another card lying over it).
TRICK_CARDS = """() => [...document.querySelectorAll('.tl-felt .tl-trick-card')].map(t => {
  const c = t.querySelector('.tl-caption');
  const r = c.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const b = t.querySelector('.tl-fcard').getBoundingClientRect();
  return {name: c.textContent, seen: hit === c || c.contains(hit),
          box: [b.left, b.top, b.right, b.bottom]};
})"""


WORDS_OUTSIDE = """() => [...document.querySelectorAll('.tl-hand-row button.tl-card-btn')].flatMap(b => {
  const r = b.getBoundingClientRect();
  return [...b.querySelectorAll('svg text')].filter(t => {
    const q = t.getBoundingClientRect();
    return q.left < r.left - 0.5 || q.right > r.right + 0.5 || q.top < r.top - 0.5 || q.bottom > r.bottom + 0.5;
  }).map(t => t.textContent);
})"""


BOXES = """sel => [...document.querySelectorAll(sel)].map(e => {
  const r = e.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom];
})"""


def covered(a: list[float], b: list[float]) -> float:
    """The share of card ``a``'s area that card ``b`` lies over."""
    w = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    h = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    return w * h / ((a[2] - a[0]) * (a[3] - a[1]))


def test_a_five_seat_table_shows_each_party_and_each_trick_card_by_name(browser, voila_url):
    """Tricktakers KINGs at five seats (kg015's King duel; for the last trick, the duel played
    as trick 4, so the round goes on and its trick stays beside the table), 1280x720: each party's
    character cards are readable labels inside their seat, in English and Japanese (drawn as
    small cards, "Hermit 0/30" was a few pixels high and ran past the seat), and the cards of the trick lie apart with
    their names readable (on a circle, the cards of the upper-right and right seats covered
    two fifths of each other)."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_kings_dashboard.ipynb"
                   "?scenario=kg015_later_king_wins", 1280, 720)
    try:
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-seat .tl-chip').length >= 5",
                             timeout=60_000)
        chips = pg.evaluate(CHIPS)
        assert all(c["font"] >= 11 for c in chips), chips
        assert all(c["inside"] for c in chips), chips
        assert all(re.search(r"\w+ (\d+/\d+|\d+/miss), (front|bid)$", c["label"]) for c in chips), chips
        # the hand's character cards say their words inside the card ("Collector 0/30" in
        # three corners ran off the card)
        assert pg.evaluate(WORDS_OUTSIDE) == [], pg.evaluate(WORDS_OUTSIDE)
        pg.locator(".tl-lang button", has_text="日本語").click()      # the same in Japanese
        pg.wait_for_function("[...document.querySelectorAll('.tl-felt .tl-seat .tl-chip')]"
                             ".some(c => c.getAttribute('aria-label').endsWith('表'))", timeout=30_000)
        chips_ja = pg.evaluate(CHIPS)
        assert len(chips_ja) == len(chips), chips_ja
        assert all(c["font"] >= 11 and c["inside"] for c in chips_ja), chips_ja
        pg.locator(".tl-lang button", has_text="English").click()
        pg.wait_for_function("[...document.querySelectorAll('.tl-felt .tl-seat .tl-chip')]"
                             ".some(c => c.getAttribute('aria-label').endsWith(', front'))", timeout=30_000)
        # beside the table, the last trick's five small cards lie apart, and so do the Kings'
        # signs on them (fanned in the narrow column, "♔green" lay over the next card's "♔white");
        # the duel played as trick 4, so that the round goes on and the trick stays there
        pg.goto(voila_url + "voila/render/tricktakers_kings_dashboard.ipynb"
                "?scenario=kg015_later_king_wins_mid_round", timeout=120_000)
        settle(pg, ".tl-side .tl-zone-last")
        last = pg.evaluate(BOXES, ".tl-side .tl-zone-last .tl-fcard")
        signs = pg.evaluate(BOXES, ".tl-side .tl-zone-last .tl-badge")
        assert len(last) == 5 and len(signs) == 2, (last, signs)
        for group in (last, signs):
            for a in group:
                for b in group:
                    if a is not b:
                        assert covered(a, b) == 0, (a, b)
        # the scenario ends with the trick taken: one step back, three cards lie in it
        pg.locator(".tl-table button", has_text="Undo").first.click()
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-trick-card').length >= 3",
                             timeout=60_000)
        settle(pg, ".tl-felt .tl-trick")
        cards = pg.evaluate(TRICK_CARDS)
        assert len(cards) >= 3, cards
        assert all(c["seen"] for c in cards), cards
        for a in cards:          # cards of other seats overlap at a corner at most
            for b in cards:
                if a is not b:
                    assert covered(a["box"], b["box"]) < 0.25, (a, b)
    finally:
        pg.close()


SEAT_BOXES = """() => [...document.querySelectorAll('.tl-felt .tl-seat')].map(s => {
  const r = s.getBoundingClientRect();
  return {seat: s.dataset.seat, me: s.classList.contains('tl-me'), top: r.top, bottom: r.bottom};
})"""


def test_at_three_seats_the_others_sit_at_the_top_of_the_felt(browser, voila_url):
    """Three seats sit as a triangle: both other seats start at the top of the felt, above
    the trick (at the sides, they sat low under an empty top row as tall as the side column)."""
    pg = open_table(browser, voila_url + "voila/render/triatri_dashboard.ipynb?seed=3&players=3&mode=play",
                   1280, 720)
    try:
        felt = pg.locator(".tl-felt").bounding_box()
        trick = pg.locator(".tl-felt .tl-centre").bounding_box()
        others = [s for s in pg.evaluate(SEAT_BOXES) if not s["me"]]
        assert len(others) == 2, others
        for s in others:
            assert s["top"] < felt["y"] + 0.15 * felt["height"], (s, felt)
            assert s["top"] <= trick["y"], (s, trick)
    finally:
        pg.close()


CAPTIONS = """() => [...document.querySelectorAll('.tl-felt .tl-trick-card .tl-caption')].map(c => {
  const r = c.getBoundingClientRect();
  return {name: c.textContent, box: [r.left, r.top, r.right, r.bottom]};
})"""


def names_readable(pg, expected: list[str]) -> None:
    """The trick's names are ``expected``; none lies over another name or over another
    card, and each can be read (nothing covers its middle)."""
    names = pg.evaluate(CAPTIONS)
    assert sorted(n["name"] for n in names) == expected, names
    for a in names:
        for b in names:
            if a is not b:
                assert covered(a["box"], b["box"]) == 0, (a, b)
    cards = pg.evaluate(TRICK_CARDS)
    assert all(c["seen"] for c in cards), cards
    boxes = {c["name"]: c["box"] for c in cards}
    for n in names:
        for name, box in boxes.items():
            if name != n["name"]:
                assert covered(n["box"], box) == 0, (n, name, box)


def test_a_seat_with_two_cards_in_the_trick_shows_both_names(browser, voila_url):
    """A Ninja's face-down second card lies beside its first (Tricktakers, tt101): the names
    under the trick's cards do not lie over each other (they did: "Ann" under "Ann (face
    down)") nor over a card ("Ann (face down)", wider than its card, covered the lower corner
    of Ann's first card), and each can be read."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_dashboard.ipynb"
                   "?scenario=tt101_shadow_clone", 1280, 720)
    try:
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-trick-card').length >= 2",
                             timeout=60_000)
        # the scenario ends with the trick taken: one step back, both of Ann's cards lie in it
        pg.locator(".tl-table button", has_text="Undo").first.click()
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-trick-card').length >= 4",
                             timeout=60_000)
        settle(pg, ".tl-felt .tl-trick")
        names_readable(pg, ["Ann", "Ann (face down)", "Bo", "Cy"])
    finally:
        pg.close()


def test_an_upper_seat_with_two_cards_in_the_trick_shows_both_names(browser, voila_url):
    """The same Ninja seen from another seat (hot-seat: the table turns to the seat to act):
    Ann sits above the trick and her second card fans up and behind the first, both names
    readable and neither over a card."""
    pg = new_page(browser, 1280, 720)
    pg.goto(voila_url + "voila/render/tricktakers_dashboard.ipynb?scenario=tt101_shadow_clone&hotseat=1",
            timeout=120_000)
    try:
        pg.wait_for_selector(".tl-felt .tl-zone-last", state="attached", timeout=120_000)
        # the curtain falls whenever the turn passes to another person: undo from it or from
        # the table, and take the screen as Cy at the end
        count = "document.querySelectorAll('.tl-felt .tl-trick-card').length"
        for _ in range(4):          # back to Cy's turn in trick 1: Ann's two cards and Bo's
            n = pg.evaluate(count)
            if n == 3:
                break
            # either Undo does the same; a curtain may fall or lift just after the felt moved,
            # so the button is found and pressed in one step, as soon as one of them shows
            # (for an instant, while the curtain falls, neither may: the run then waits)
            pg.wait_for_function(
                "() => { const b = [...document.querySelectorAll('.tl-curtain-undo, .tl-undo')]"
                ".find(b => b.checkVisibility({visibilityProperty: true}));"
                " if (b) { b.click(); return true; } return false; }", timeout=60_000)
            pg.wait_for_function(f"{count} !== {n}", timeout=60_000)
        me = "(document.querySelector('.tl-felt .tl-me .tl-seat-title') || {}).textContent"
        pg.wait_for_function(f"document.querySelector('.tl-table.tl-curtained') || {me} === 'Cy'",
                             timeout=60_000)
        uncover(pg)
        pg.wait_for_function(f"{me} === 'Cy'", timeout=60_000)
        assert pg.locator(".tl-felt .tl-me").inner_text().startswith("Cy"), pg.locator(".tl-felt .tl-me").inner_text()
        settle(pg, ".tl-felt .tl-trick")
        ann = [s for s in pg.evaluate(SEAT_BOXES) if s["seat"] == "Ann"]
        trick = pg.locator(".tl-felt .tl-trick").bounding_box()
        assert ann and ann[0]["bottom"] <= trick["y"] + trick["height"] / 2, (ann, trick)
        names_readable(pg, ["Ann", "Ann (face down)", "Bo"])
    finally:
        pg.close()


def test_hot_seat_curtain_hides_the_table_between_two_peoples_turns(browser, voila_url):
    """Hot-seat at 1280x720: after a person plays, the curtain covers the whole table; under it
    no card can be seen or reached by the keyboard, which waits on "Show …'s hand"; Enter turns
    the table to the next person, whose name is then at the bottom seat."""
    pg = new_page(browser, 1280, 720)
    pg.goto(voila_url + "voila/render/basic_dashboard.ipynb?seed=3&mode=play&hotseat=1", timeout=120_000)
    try:
        pg.wait_for_selector(".tl-felt .tl-card-btn", state="attached", timeout=120_000)
        uncover(pg)
        me = pg.locator(".tl-felt .tl-me .tl-seat-title").first.inner_text()
        pg.locator(".tl-card-btn.tl-legal").first.click()
        pg.wait_for_selector(".tl-curtain-show", state="visible", timeout=60_000)
        nxt = pg.locator(".tl-curtain-show").inner_text()
        assert me not in nxt, (me, nxt)
        assert not pg.locator(".tl-felt .tl-card-btn").first.is_visible()
        felt = pg.locator(".tl-felt").bounding_box()
        cover = pg.locator(".tl-curtain").bounding_box()
        assert cover["y"] <= felt["y"] and cover["y"] + cover["height"] >= felt["y"] + felt["height"] - 1
        status = pg.locator(".tl-status").bounding_box()      # "Waiting for …" stays readable
        assert cover["y"] >= status["y"] + status["height"] - 1, (cover, status)
        reached = pg.evaluate("() => { const b = document.querySelector('.tl-felt .tl-card-btn');"
                              " b.focus(); return document.activeElement === b; }")
        assert not reached, "a card under the curtain took the keyboard's focus"
        # the played card went under the curtain: the keyboard is on "Show …'s hand"
        pg.wait_for_function("document.activeElement && document.activeElement.classList"
                             ".contains('tl-curtain-show')", timeout=10_000)
        pg.keyboard.press("Enter")
        pg.wait_for_function("!document.querySelector('.tl-table.tl-curtained')", timeout=60_000)
        settle(pg, ".tl-felt .tl-me")
        shown = pg.locator(".tl-felt .tl-me .tl-seat-title").first.inner_text()
        assert shown != me and shown in nxt, (shown, nxt)
        assert pg.locator(".tl-felt .tl-card-btn").first.is_visible()
        # the Show button is gone: the keyboard is on the next person's hand, ready to play
        pg.wait_for_function("document.activeElement && document.activeElement.matches("
                             "'.tl-felt .tl-me button.tl-card-btn')", timeout=10_000)
    finally:
        pg.close()


FAN_PAIR = """() => {
  const cells = [...document.querySelectorAll('.tl-felt .tl-trick-card')];
  const box = (name) => { const t = cells.find(t => t.querySelector('.tl-caption').textContent === name);
                          return t.querySelector('.tl-fcard').getBoundingClientRect(); };
  const a = box('Ann'), b = box('Ann (face down)');
  const x = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
  const y = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
  const hit = document.elementFromPoint(x, y);
  const on = hit && hit.closest('.tl-trick-card');
  return {first: [a.left, a.top], second: [b.left, b.top],
          overlap: a.right > b.left && b.right > a.left && a.bottom > b.top && b.bottom > a.top,
          on_top: on ? on.querySelector('.tl-caption').textContent : null};
}"""


def test_across_the_table_a_second_card_fans_up_and_behind_the_first(browser, voila_url):
    """Four seats, the Ninja across the table (tt101 at four players, Cy to play, hot-seat
    turned to Cy): Ann's face-down second card lies higher than her first and behind it, so it
    runs over neither the trick's other cards nor their names (across, it did)."""
    pg = new_page(browser, 1280, 720)
    pg.goto(voila_url + "voila/render/tricktakers_dashboard.ipynb?scenario=tt101_shadow_clone_four&hotseat=1",
            timeout=120_000)
    try:
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-trick-card').length === 3",
                             timeout=120_000)
        me = "(document.querySelector('.tl-felt .tl-me .tl-seat-title') || {}).textContent"
        pg.wait_for_function(f"document.querySelector('.tl-table.tl-curtained') || {me} === 'Cy'",
                             timeout=60_000)
        uncover(pg)                    # Ann sat at the screen; the turn is Cy's
        pg.wait_for_function(f"{me} === 'Cy'", timeout=60_000)
        settle(pg, ".tl-felt .tl-trick")
        ann = [s for s in pg.evaluate(SEAT_BOXES) if s["seat"] == "Ann"]
        trick = pg.locator(".tl-felt .tl-trick").bounding_box()
        assert ann and ann[0]["bottom"] <= trick["y"] + trick["height"] / 2, (ann, trick)
        pair = pg.evaluate(FAN_PAIR)
        assert pair["second"][1] < pair["first"][1] - 4, pair          # up
        assert pair["overlap"] and pair["on_top"] == "Ann", pair         # and behind
        names_readable(pg, ["Ann", "Ann (face down)", "Bo"])
    finally:
        pg.close()


def test_at_four_seats_the_ninjas_fan_below_leaves_the_name_across_readable(browser, voila_url):
    """Four seats seen by the Ninja (tt101 at four players; the bots play Cy and Di): Ann's
    two cards fan across below the trick, her first card's name above it, and Cy's card lies
    straight across above. That name and Cy's ran into each other ("Cy" over "Ann"); now no
    name of the trick lies over another or over a card."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_dashboard.ipynb"
                   "?scenario=tt101_shadow_clone_four", 1280, 720)
    try:
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-trick-card').length === 5",
                             timeout=60_000)
        settle(pg, ".tl-felt .tl-trick")
        names_readable(pg, ["Ann", "Ann (face down)", "Bo", "Cy", "Di"])
        trick = pg.locator(".tl-felt .tl-trick").bounding_box()
        for c in pg.evaluate(TRICK_CARDS):        # the taller fan still lies inside the trick
            assert trick["y"] - 1 <= c["box"][1] and c["box"][3] <= trick["y"] + trick["height"] + 1, (c, trick)
    finally:
        pg.close()


WHOLE_ROW = """() => {
  const felt = document.querySelector('.tl-felt').getBoundingClientRect();
  const row = document.querySelector('.tl-hand-row');
  const cards = [...row.querySelectorAll('button.tl-card-btn')].map(b => {
    const r = b.getBoundingClientRect();
    return {i: Number(b.dataset.i), left: r.left, right: r.right, top: Math.round(r.top),
            words: b.classList.contains('tl-words')};
  });
  const cut = cards.filter(c => c.left < felt.left || c.right > felt.right).map(c => c.i);
  const covered = cards.filter((c, k) => k > 0 && cards[k - 1].top === c.top
                               && (c.words || cards[k - 1].words) && c.left < cards[k - 1].right - 1)
                       .map(c => c.i);
  return {n: cards.length, words: cards.filter(c => c.words).length, cut, covered,
          overflow: row.scrollWidth - row.clientWidth};
}"""


def test_a_kings_draft_board_lays_every_card_whole_and_its_words_uncovered(browser, voila_url):
    """Tricktakers KINGs at five seats, 1280x720: the draft board is the bottom row (22 Kings
    and character cards). Its last cards ran past the felt's edge (the row measured its room
    while laid out in one line, which widened its own column), and a fan of character cards
    covered each card's words; now the row wraps onto as many lines as keep every card whole.
    The side column names the board and counts its cards in words instead of drawing 22 cards
    a few pixels wide."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_kings_dashboard.ipynb?seed=4", 1280, 720)
    try:
        settle(pg, ".tl-hand-row")
        row = pg.evaluate(WHOLE_ROW)
        assert row["n"] >= 20 and row["words"] >= 10, row
        assert row["cut"] == [] and row["covered"] == [] and row["overflow"] <= 1, row
        board = pg.locator(".tl-felt .tl-zone-board").inner_text()
        assert "Draft board" in board and f"{row['n']} cards left" in board, board
        assert pg.locator(".tl-felt .tl-zone-board .tl-fcard").count() == 0
    finally:
        pg.close()


def test_a_scenario_link_shows_its_table_size_and_the_tour_button_its_words(browser, voila_url):
    """A link to a four-seat scenario, in Japanese, 1280x720: the players menu says 4 (it said
    3 over a table of four), and beside the explanation the exceptions tour's button reads in
    full (a 40em menu squeezed it to 「ステ…」)."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_dashboard.ipynb"
                   "?scenario=tt101_shadow_clone_four&lang=ja", 1280, 720)
    try:
        assert pg.locator(".tl-players select").evaluate("s => s.options[s.selectedIndex].text") == "4"
        pg.locator(".lm-TabBar-tab", has_text="例外ツアー").first.click()
        button = pg.locator(".tl-tour-show")
        button.wait_for(state="visible", timeout=30_000)
        assert button.inner_text().strip() == "ステップ解説で見る"
        assert button.evaluate("b => b.scrollWidth <= b.clientWidth + 1"), button.evaluate(
            "b => [b.scrollWidth, b.clientWidth]")
    finally:
        pg.close()


def test_the_trick_gear_draft_is_a_click_on_a_character_card_named_in_full(browser, voila_url):
    """TRicK GEAR in Japanese, 1280x720: the draft lies in the bottom row as character cards,
    each drawn by its whole name however short (「アクア」 was drawn as a rank in the corners),
    the row is called what it is, and a click on a card takes that character. Lines break as
    Japanese does (never before 「ー」)."""
    pg = open_table(browser, voila_url + "voila/render/trickgear_dashboard.ipynb?lang=ja", 1280, 720)
    try:
        settle(pg, ".tl-hand-row")
        row = pg.locator(".tl-hand-row").first
        assert row.get_attribute("aria-label") == "公開中のキャラクター：クリックで1人取る"
        # Japanese breaks: no line starts with 「ー」 (a seat's 「…、セ／ージ」 did)
        assert row.evaluate("r => getComputedStyle(r).lineBreak") == "strict"
        cards = pg.locator(".tl-hand-row button.tl-card-btn")
        n = cards.count()
        assert n >= 1
        assert pg.locator(".tl-hand-row button.tl-card-btn.tl-words").count() == n
        names = [cards.nth(i).get_attribute("aria-label").split("、")[0] for i in range(n)]
        assert all(pg.locator(".tl-gear-char", has_text=name).count() for name in names), names
        cards.first.click()
        # the set names the taker and how many copies it took once the kernel's answer is
        # drawn (the step count may come first): wait for it rather than read the page at once
        taken = pg.locator(".tl-gear-char", has_text=names[0]).first
        expect(taken).to_contain_text("Aliceが1枚獲得", timeout=30_000)
    finally:
        pg.close()


def test_the_character_menu_sits_right_under_the_character_cards(browser, voila_url):
    """Tricktakers with all 15 characters on a screen tall enough for the cards above the felt
    (1300x1000; a laptop's lower screen sets them beside it): the menu that chooses a character
    lies right under the 15 cards it names and above the table with the hand (it lay under the
    felt, a screen away from the cards); the cards' text is single-spaced."""
    pg = new_page(browser, 1300, 1000)
    try:
        pg.goto(voila_url + "voila/render/tricktakers_dashboard.ipynb?set=all", timeout=120_000)
        pg.wait_for_selector(".tl-decide .tl-forms select", timeout=120_000)
        box = pg.evaluate("""() => {
          const r = s => document.querySelector(s).getBoundingClientRect();
          return {cards: r('.tl-characters').bottom, menu: r('.tl-decide .tl-forms select').top,
                  felt: r('.tl-felt').top};
        }""")
        assert 0 <= box["menu"] - box["cards"] <= 80 and box["menu"] < box["felt"], box
        # a card's text reads single-spaced: an HTML widget's 28 px line height (a button's)
        # made each line twice as tall as its letters
        spacing = pg.evaluate("""() => {
          const s = getComputedStyle(document.querySelector('.tl-character div'));
          return parseFloat(s.lineHeight) / parseFloat(s.fontSize);
        }""")
        assert 1.1 <= spacing <= 1.6, spacing
    finally:
        pg.close()


def test_the_robots_open_hand_shows_every_card_whole_and_larger(browser, voila_url):
    """RoboTrick, 1280x720, the robot's 12 cards face up in its seat: fanned into the seat,
    they overlapped so far that a 10 read as "1("; wrapped in a column sized for a name, each
    was 26 px wide, hard to read from the back of a class. The seat's column now widens: each
    card at least 32 px wide, shown whole, inside the seat."""
    pg = open_table(browser, voila_url + "voila/render/robotrick_dashboard.ipynb?seed=1&mode=play",
                   1280, 720)
    try:
        settle(pg, ".tl-felt .tl-fzone-mini .tl-fcard")
        seat = pg.locator(".tl-felt .tl-seat", has=pg.locator(".tl-fzone-mini .tl-fcard")).first
        boxes = seat.locator(".tl-fzone-mini .tl-fcard").evaluate_all(
            "cs => cs.map(c => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })")
        assert len(boxes) == 12
        for a, b in zip(boxes, boxes[1:]):
            if b[1] < a[3] and b[0] > a[0]:           # the next card of the same line
                assert b[0] - a[0] >= (a[2] - a[0]) - 0.5, (a, b)
        assert min(b[2] - b[0] for b in boxes) >= 32, boxes
        inside = seat.evaluate("s => s.getBoundingClientRect().right")
        assert max(b[2] for b in boxes) <= inside + 1
    finally:
        pg.close()


def test_a_kings_party_names_its_characters_beside_its_king(browser, voila_url):
    """Tricktakers KINGs at five seats during the draft, 1280x720: a party holding a King and
    character cards names each character in a label ("Collector 0/30"), the King drawn as a
    small card beside them. With a King among them the characters were small cards too, their
    words a few pixels high."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_kings_dashboard.ipynb?seed=1&mode=play",
                   1280, 720)
    try:
        mixed = ("() => [...document.querySelectorAll('.tl-felt .tl-seat .tl-fzone-mini')]"
                 ".filter(z => z.querySelector('.tl-chip') && z.querySelector('.tl-fcard.tl-mini'))"
                 ".map(z => z.innerText)")
        for _ in range(4):
            if pg.evaluate(mixed):
                break
            step = pg.locator(".tl-step").first.inner_text()
            pg.locator(".tl-hand-row button.tl-card-btn.tl-legal").first.click()
            pg.wait_for_function(f"document.querySelector('.tl-step').innerText !== '{step}'",
                                 timeout=30_000)
            settle(pg, ".tl-hand-row")
        parties = pg.evaluate(mixed)
        assert parties and all(re.search(r"\d+/\d+", p) for p in parties), parties
        small = pg.evaluate("() => Math.min(...[...document.querySelectorAll('.tl-felt .tl-seat .tl-chip')]"
                            ".map(c => parseFloat(getComputedStyle(c).fontSize)))")
        assert small >= 10, small
    finally:
        pg.close()


def test_two_seats_lay_their_field_cards_side_by_side_with_their_names_clear(browser, voila_url):
    """TRicK GEAR at two players, in the action phase (1280x720): the two field cards lay one
    above the other, the upper card's name ("Bob = 12") half under the lower card, and the
    trick two cards high pushed the Pass button below the screen. They lie side by side now:
    no name under a card, the trick about one card high, the decision's buttons on screen."""
    pg = open_table(browser, voila_url + "voila/render/trickgear_dashboard.ipynb"
                   "?scenario=tg003_card_numbers", 1280, 720)
    try:
        pg.wait_for_function("document.querySelectorAll('.tl-felt .tl-trick-card').length == 2",
                             timeout=60_000)
        settle(pg, ".tl-felt .tl-trick")
        names = sorted(n["name"] for n in pg.evaluate(CAPTIONS))
        assert len(names) == 2 and all(" = " in n for n in names), names
        names_readable(pg, names)
        area = pg.locator(".tl-felt .tl-trick-area").bounding_box()
        card = pg.locator(".tl-felt .tl-trick-card .tl-fcard").first.bounding_box()
        assert area["height"] < 1.8 * card["height"], (area, card)
        buttons = pg.locator(".tl-choices button").evaluate_all(
            "bs => bs.filter(b => b.offsetParent).map(b => b.getBoundingClientRect().bottom)")
        assert buttons and max(buttons) <= 720, buttons
    finally:
        pg.close()


WORD_LINES = """(word) => {
  // the lines a word of a side-column title lies on (1: not broken), for each title holding it
  const out = [];
  for (const t of document.querySelectorAll('.tl-felt .tl-side .tl-fzone-title')) {
    const walk = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const i = n.data.indexOf(word);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i); r.setEnd(n, i + word.length);
      out.push(new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size);
    }
  }
  return out;
}"""


def test_a_side_column_title_breaks_between_its_parts_not_inside_a_word(browser, voila_url):
    """TriATri in Japanese at 1280x720: the side column's trick title broke as 「第1トリック・スー」
    over 「ト：—」. It breaks after 「・」 now; the word 「スート」 stays on one line."""
    pg = open_table(browser, voila_url + "voila/render/triatri_dashboard.ipynb?lang=ja", 1280, 720)
    try:
        pg.wait_for_selector(".tl-felt .tl-side .tl-fzone-title", timeout=60_000)
        settle(pg, ".tl-felt .tl-side")
        lines = pg.evaluate(WORD_LINES, "スート")
        assert lines and all(n == 1 for n in lines), lines
    finally:
        pg.close()


def test_a_decision_below_a_tall_table_is_brought_into_view(browser, voila_url):
    """A projector's large cards, five seats, teacher view (1280x720): the Strategist's
    trap-order form lay below the felt, its Confirm button at y≈1150, while the prompt said
    "choose below". A decision answered below the felt is now scrolled into view."""
    pg = open_table(browser, voila_url + "voila/render/tricktakers_dashboard.ipynb"
                   "?players=5&set=all&teacher=1&large=1&seed=1", 1280, 720)
    try:
        menu = pg.locator(".tl-table select:visible").filter(has_text="Strategist").last  # the character menu
        menu.wait_for(timeout=60_000)
        menu.select_option(label=next(o for o in menu.locator("option").all_inner_texts()
                                      if "Strategist" in o))
        pg.get_by_role("button", name="Confirm").first.click()
        hand = pg.locator(".tl-hand-row button.tl-card-btn.tl-legal")   # its set-up discard
        hand.first.wait_for(timeout=30_000)
        hand.first.click()
        pg.wait_for_selector("text=Stack your 5 trap cards", timeout=60_000)
        ok = pg.locator(".tl-forms button").last
        pg.wait_for_function("""(b) => { const r = b.getBoundingClientRect();
                                         return r.top >= 0 && r.bottom <= window.innerHeight; }""",
                             arg=ok.element_handle(), timeout=10_000)
    finally:
        pg.close()
