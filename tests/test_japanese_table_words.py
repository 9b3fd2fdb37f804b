"""A learner alone in Japanese plays each game against bots: every word the table shows her
(buttons, menus, tooltips, the felt, refusals, hints, undo, the step-through, the tabs, the end
of the game) is Japanese. Found by playing: Little's note said 「[interp] と表示しています」,
the basic game's sources read 「[tricklab：基本のホイスト]」, a face-down card's caption was
「Cy (裏向き)」, the chart's name said 「ラウンド3の時点で」, the basic game's trump menu was
labelled 「キャラクター」, and the Japanese landing page listed English notebooks as its own."""
from __future__ import annotations

import html
import random
import re
from typing import Any, Iterator

import ipywidgets as W
import pytest

from tricklab.games import GAMES, get_game
from tricklab.ui import Table
from tricklab.ui.scene import scene_text

#: Latin words a Japanese table keeps: the printed "JOKER" and "BET", the Summoner's "MP",
#: the KINGs rulebook's publisher and title as printed (「Joyple Games『KINGs』Webルールブック」),
#: the product's name and the language button "English"
KEPT = {"JOKER", "BET", "MP", "Joyple", "Games", "KINGs", "Web", "tricklab", "English"}
#: codes, not words: ruling ids (TT-008), RoboTrick's program ids (AI-06), the Strategist's
#: trap order as printed on the traps (DEABC), a scenario file's extension (.yaml)
CODE = re.compile(r"(?<![A-Za-z])(?:[A-Z]{2}-\d{2,3}|[A-E]{5}(?![A-Za-z]))|\.yaml\b")


def _seats() -> set[str]:
    """Every seat name of every game and of its packaged scenarios: a scenario's title in the
    menu names its own table's seats ("Ed")."""
    from tricklab import scenarios
    seats = {s for g in GAMES for names in get_game(g).info.seat_names.values() for s in names}
    for g in GAMES:
        for path in scenarios.packaged(g):
            m = re.search(r"^players: \[(.*)\]", path.read_text("utf-8"), re.M)
            seats |= {x.strip() for x in m[1].split(",")} if m else set()
    return seats | {"Robot"}


SEATS = _seats()
JA = "\u3001-\u30ff\u4e00-\u9fff\uff01-\uff5e"
#: an ASCII bracket beside Japanese: 「Cy (裏向き)」, 「で、[interp] と」, 「[tricklab：…]」
LATIN_BRACKET = re.compile(f"[{JA}] ?[\\[(]|[\\])] ?[{JA}]|[\\[(][{JA}]|[{JA}][\\])]")
ATTR = re.compile(r"""(?:title|aria-label|alt)=(['"])(.*?)\1""")


def words_of(value: str) -> str:
    """What a reader meets in an HTML value: its text and its tooltips / spoken names."""
    said = [m[2] for m in ATTR.finditer(value)]
    value = re.sub(r"<style.*?</style>", " ", value, flags=re.S)
    return html.unescape(" ".join([re.sub(r"<[^>]+>", " ", value), *said]))


def shown(w: Any, seen: set[int] | None = None) -> Iterator[str]:
    """Every string a widget tree shows: values of text widgets, descriptions, tooltips, a
    menu's labels, the tabs' titles and the felt's words."""
    seen = set() if seen is None else seen
    if id(w) in seen:
        return
    seen.add(id(w))
    menu = isinstance(w, (W.Dropdown, W.ToggleButtons, W.Select))
    for attr in ("description", "tooltip", "placeholder") + (() if menu or not isinstance(
            getattr(w, "value", None), str) else ("value",)):
        v = getattr(w, attr, None)
        if isinstance(v, str) and v:
            yield words_of(v)
    if menu:
        yield from w._options_labels
    if isinstance(w, W.Tab):
        yield from (str(x) for x in w.titles)
    if hasattr(w, "scene") and isinstance(w.scene, dict) and w.scene:
        yield scene_text(w.scene)
    for c in getattr(w, "children", ()):
        yield from shown(c, seen)


def english_in(texts: Iterator[str], seats: set[str]) -> dict[str, str]:
    """Latin words, ASCII brackets and two brackets in a row in Japanese texts, each with
    where it was met."""
    bad: dict[str, str] = {}
    for text in texts:
        bare = CODE.sub("", text)
        for w in re.findall(r"[A-Za-z]{2,}", bare):
            if w not in seats and w not in KEPT:
                bad.setdefault(w, text[:160])
        for m in LATIN_BRACKET.finditer(bare):
            bad.setdefault(m[0], text[:160])
        if "）（" in bare:          # two asides in a row: 「黒（切り札）（リードカラー赤）」
            bad.setdefault("）（", text[:160])
        if "??" in bare:            # a hidden card as the notation writes it: 「●6（分身、??）」
            bad.setdefault("??", text[:160])
    return bad


def legal(t: Table) -> list[int]:
    return [i for i, b in enumerate(t.hand_buttons) if "tl-legal" in b._dom_classes]


def choices(t: Table) -> list[W.Button]:
    return [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons


def play_in_japanese(game: str, n: int, seed: int, card_set: str | None = None) -> Iterator[str]:
    """A learner's evening: random legal clicks, a wrong card now and then, hints, undos, the
    bots to the end, then every step of the step-through; yields what the table showed."""
    t = Table(game, seed=seed, lang="ja", players=list(get_game(game).info.players(n)), card_set=card_set)
    rng = random.Random(seed)

    def look() -> Iterator[str]:
        for tab in (1, 2, 3, 0):
            t.tabs.selected_index = tab       # the history, scores and rulings draw when shown
            yield from shown(t)

    yield from look()
    for k in range(120):
        if t.match.is_over():
            break
        hand, ok, r = t.hand_buttons, legal(t), rng.random()
        wrong = [i for i in range(len(hand)) if i not in ok]
        n_played = len(t.match.actions)
        if wrong and r < 0.15:
            hand[rng.choice(wrong)].click()    # a refusal: read at once
        elif r < 0.2:
            t.hint_button.click()
        elif r < 0.25 and n_played > 2:
            t.undo_button.click()
        else:
            if ok and (not choices(t) or r < 0.7):
                hand[rng.choice(ok)].click()
            elif choices(t):
                rng.choice(choices(t)).click()
            if len(t.match.actions) == n_played and t.pass_button.layout.display != "none" \
                    and not t.pass_button.disabled:
                t.pass_button.click()          # a group of selected cards
            if k % 4:
                continue                       # a move: the table is read every 4th
        yield from look()
    t.bots_to_end()
    assert t.match.is_over()
    yield from look()
    for i in range(len(t.stepper.items)):
        t.stepper.go(i)
        yield words_of(t.stepper.body.value)


#: each game at its smallest and its largest table
CONFIGS = [(g, n) for g in GAMES for n in sorted({min(get_game(g).info.player_counts),
                                                   max(get_game(g).info.player_counts)})]


@pytest.mark.parametrize("game, n", CONFIGS)
def test_a_japanese_table_shows_no_english(game, n):
    bad = english_in(play_in_japanese(game, n, seed=3), SEATS)
    assert not bad, bad


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_all_fifteen_characters_in_japanese_show_no_english(seed):
    """The expansion's Ninja lays cards face down in the trick (「Cy (裏向き)」)."""
    bad = english_in(play_in_japanese("tricktakers", 4, seed=seed, card_set="all"), SEATS)
    assert not bad, bad


@pytest.mark.parametrize("game", list(GAMES))
def test_the_score_chart_names_its_last_round_in_japanese_word_order(game):
    """「得点のグラフ：ラウンド3の時点で…」 is English word order; the table's own header says
    「第3ラウンド」, 「第13トリック」."""
    t = Table(game, seed=2, lang="ja")
    t.bots_to_end()
    t.tabs.selected_index = 2
    name = re.search(r"aria-label='([^']*)'", t.scores_html.value)
    assert name and re.search(r"：第\d+(ラウンド|トリック)の時点で", name[1]), name and name[1]


@pytest.mark.parametrize("game", [g for g in GAMES if get_game(g).info.presets])
def test_a_preset_menu_says_characters_only_where_seats_choose_characters(game):
    """The basic game's trump menu read 「キャラクター：切り札なし」 ("Characters: No trump")."""
    info = get_game(game).info
    for lang, word in (("en", "Characters"), ("ja", "キャラクター")):
        label = Table(game, lang=lang).set_choice.description
        assert label and (label != word or info.characters), (game, lang, label)


def test_trickgear_team_note_is_not_run_into_the_last_character():
    """「…ボルト、アクア・チーム決定済み（秘密）」 read as one name, 「アクア・チーム」."""
    t = Table("trickgear", seed=1, lang="ja", players=["Alice", "Bob"])
    m = t.match
    while m.state.phase != "keep" or not m.state.secret.chosen:
        seat = m.to_act()[0]
        m.play(m.legal_actions(seat)[0])
    notes = t.view.panel_notes(m.state, None, "ja")
    chosen = next(iter(m.state.secret.chosen))
    line = re.search(f"{chosen}の獲得：[^<]*", notes)
    assert line and "・チーム" not in line[0] and re.search(r"（[^（）]*決定済み[^（）]*）$", line[0]), line


def test_the_japanese_landing_page_says_which_notebooks_are_english():
    """「学ぶ JupyterLab のチュートリアル」 and "What is a trick?" opened English notebooks
    without a word: every link on the Japanese page to an English notebook says 「（英語）」 and
    marks an English title as English (a Japanese twin, ``ja/<name>``, is linked instead when
    there is one: ``test_notebooks_ja``)."""
    from tricklab.serving import catalogue, pages
    from tricklab.paths import notebooks_dir
    nb = notebooks_dir()
    steps = [(f, catalogue.notebook_title(nb / f)) for f in catalogue.first_steps(nb)]
    page = pages.landing(catalogue.games(nb), steps, "ja", "/", translated=catalogue.translations(nb))
    links = re.findall(r'<a [^>]*href="[^"]*/lab/tree/([^"]*)"[^>]*>(.*?)</a>', page)
    first = re.search(r'<section class="first"><h2>(.*?)</h2>', page)
    assert links and first
    for path, link in links:
        assert ("（英語）" in link) == ("/" not in path), link
        bare = re.sub(r'<span lang="en">.*?</span>', "", link)
        assert not english_in(iter([words_of(bare)]), {"JupyterLab"}), link
