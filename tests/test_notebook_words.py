"""What the tutorials show a learner once run: each section prints what its heading promises,
in words and symbols as the table shows them (no reprs of engine objects, no codes), and a
Japanese section reads in Japanese. ``test_notebooks`` only checks that they run."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


@lru_cache(maxsize=None)
def executed(name: str) -> tuple[tuple[str, str], ...]:
    """(cell source, everything it printed or displayed as text) for each code cell of the
    notebook, run top to bottom."""
    path = NOTEBOOKS / name
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    out = []
    for c in nb.cells:
        if c.cell_type != "code":
            continue
        text = []
        for o in c.get("outputs", []):
            if o.get("output_type") == "stream":
                text.append(o["text"])
            elif o.get("output_type") in ("execute_result", "display_data"):
                data = o.get("data", {})
                text.append(data.get("text/html") or data.get("text/plain", ""))
        out.append((c.source, "".join(text)))
    return tuple(out)


def section(name: str, heading: str) -> str:
    """The text output of the code cells under the markdown heading that starts with
    ``heading``, up to the next heading."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    outputs = iter(executed(name))
    found, text = False, []
    for c in nb.cells:
        if c.cell_type == "markdown" and c.source.startswith("#"):
            if found:
                break
            found = c.source.lstrip("# ").startswith(heading)
        elif c.cell_type == "code":
            src, out = next(outputs)
            assert src == c.source
            if found:
                text.append(out)
    assert found, f"{name}: no section {heading!r}"
    return "\n".join(text)


def test_tricktakers_who_wins_a_trick_shows_the_two_steps():
    text = section("tricktakers_tutorial.ipynb", "2. Who wins a trick")
    assert "Step 1" in text and "Step 2" in text and "TT-009" in text
    assert "PASS " not in text            # tt001's report (the deck: no trick won) was all it showed


def test_tricktakers_in_japanese_shows_the_two_steps_in_japanese():
    text = section("tricktakers_tutorial.ipynb", "6. In Japanese")
    assert "手順1" in text and "手順2" in text and "勝ちました" in text
    assert "Step 1" not in text and "PASS" not in text


def plain(text: str) -> str:
    """Displayed HTML as the reader sees it: no style blocks, no tags, entities decoded."""
    import html
    text = re.sub(r"<style.*?</style>", " ", text, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


SEATS = {"Ann", "Bo", "Cy", "Di", "Eve", "Alice", "Bob", "Aki", "Ben", "Chie"}
#: names a Japanese page writes in Latin letters too: a ruling's source (the publisher, the
#: game's own title, its web rulebook) and the spec's status tags ([seed], [interp])
PROPER = {"Joyple", "Games", "KINGs", "Web", "seed", "interp", "tricklab"}


def english_left(text: str) -> set[str]:
    """Latin words of two letters or more in a Japanese text, besides seat names, ruling ids
    and the names in ``PROPER``."""
    text = re.sub(r"\b[A-Z]{2}-\d{3}\b", " ", plain(text))
    return {w for w in re.findall(r"[A-Za-z]{2,}", text)} - SEATS - PROPER


def reprs(text: str) -> list[str]:
    """Engine objects shown by their repr instead of in words."""
    return re.findall(r"\b(?:ScenarioResult|Scenario|Action|Card|Explanation)\(|'[A-Z]{3}-\d'|'KING-[A-Z]'",
                      plain(text))


def test_kings_tutorial_shows_words_not_reprs():
    for heading in ("1. The open draft", "2. The King", "3. A whole game", "4. The 2-player game"):
        text = section("tricktakers_kings_tutorial.ipynb", heading)
        assert not reprs(text), (heading, reprs(text))
    draft = plain(section("tricktakers_kings_tutorial.ipynb", "1. The open draft"))
    assert "Gambler 1/40" in draft and "pick red King" in draft
    duel = plain(section("tricktakers_kings_tutorial.ipynb", "2. The King"))
    assert "later King wins" in duel and "KG-015" in duel


def test_kings_tutorial_counts_its_rulings_from_the_catalogue():
    from tricklab.games import get_game
    ids = sorted(get_game("tricktakers_kings").catalogue.rulings)
    nb = nbformat.read(NOTEBOOKS / "tricktakers_kings_tutorial.ipynb", as_version=4)
    prose = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert "KG-099" not in prose and "… KG-" not in prose     # no range written by hand
    head = "\n".join(out for _, out in executed("tricktakers_kings_tutorial.ipynb")[:3])
    assert f"{len(ids)} rulings" in head and ids[-1] in head


def test_kings_two_player_tie_says_the_rule():
    text = plain(section("tricktakers_kings_tutorial.ipynb", "4. The 2-player game"))
    from tricklab.games import get_game
    rule = get_game("tricktakers_kings").catalogue.ruling("KG-090")
    assert rule.text["en"] in text and "lower King number" in text


def test_kings_tutorial_has_a_japanese_section_in_japanese():
    text = section("tricktakers_kings_tutorial.ipynb", "5. In Japanese")
    assert "キング" in text and "勝ちました" in text and "同点" in text
    assert not reprs(text) and not english_left(text), english_left(text)


# -- the tabs a notebook names are the table's --------------------------------------------------
TAB_EN = re.compile(r"\*([^*\n]+)\* tab\b|\b[Tt]he ([A-Za-z][\w-]*) tab\b")
TAB_JA = re.compile(r"「([^」]+)」タブ")


def table_tabs() -> dict[str, set[str]]:
    """Every tab title of the table in each language: the UI strings' ``tab_*`` and a game's
    own name for its scores tab (TRicK GEAR's "LIFE left")."""
    from tricklab.games import GAMES
    from tricklab.ui.i18n import UI
    from tricklab.ui.table import view_adapter
    tabs: dict[str, set[str]] = {"en": set(), "ja": set()}
    for key, text in UI.items():
        if key.startswith("tab_"):
            for lang in tabs:
                tabs[lang].add(text[lang])
    for game in GAMES:
        for lang, name in (view_adapter(game).score_name or {}).items():
            tabs[lang].add(name)
    return tabs


def named_tabs(text: str) -> dict[str, set[str]]:
    """The tab names a text mentions: "the *Step-through* tab", "the History tab",
    「ステップ解説」タブ."""
    en = {a or b for a, b in TAB_EN.findall(text)}
    return {"en": en, "ja": set(TAB_JA.findall(text))}


def test_tab_names_are_found_in_a_text():
    text = "step through it with the Explain tab; The *Step-through* tab; 「解説」タブで"
    assert named_tabs(text) == {"en": {"Explain", "Step-through"}, "ja": {"解説"}}


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(NOTEBOOKS.glob("*/*.ipynb")),
                         ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_every_tab_a_notebook_names_exists(path):
    nb = nbformat.read(path, as_version=4)
    tabs = table_tabs()
    named = named_tabs("\n".join(c.source for c in nb.cells))
    for lang in ("en", "ja"):
        known = {x.lower() for x in tabs[lang]}
        unknown = {x for x in named[lang] if x.lower() not in known}
        assert not unknown, f"{path.name} names tabs the table does not have ({lang}): {unknown}; it has {tabs[lang]}"


@pytest.mark.parametrize("path", [NOTEBOOKS.parent / "README.md", *sorted((NOTEBOOKS.parent / "docs").glob("*.md"))],
                         ids=lambda p: p.name)
def test_every_tab_the_docs_name_exists(path):
    tabs, named = table_tabs(), named_tabs(path.read_text("utf-8"))
    for lang in ("en", "ja"):
        known = {x.lower() for x in tabs[lang]}
        assert not {x for x in named[lang] if x.lower() not in known}, (path.name, named[lang])


def test_start_here_history_reads_missing_values_one_way():
    text = section("00_start_here.ipynb", "Let bots play")
    table = plain(text)
    assert "<NA>" in table and "NaN" not in table and "None" not in table
    assert "[Aki pass" not in table          # the legal lists, cut off: their number instead


def test_what_is_a_trick_names_the_card_in_words():
    from tricklab.core.cards import Card
    from tricklab.games.basic.view import VIEW
    text = section("01_what_is_a_trick.ipynb", "Cards and their notation")
    for lang in ("en", "ja"):
        assert VIEW.face(Card.parse("10H"), lang).name in text
    assert "ace of spades" in text          # the suit in words too (a screen reader's name)


def test_trickgear_japanese_cells_word_moves_in_japanese():
    cells = [(src, out) for src, out in executed("trickgear_tutorial.ipynb") if 'lang="ja"' in src]
    assert len(cells) >= 3
    for src, out in cells:
        moves = [line for line in plain(out).splitlines() if line.startswith("▶")]
        assert moves and all("：" in line for line in moves), moves
        assert not english_left("\n".join(moves)), (src, moves)
        assert not english_left(out), (src, english_left(out))
    english = "\n".join(out for src, out in executed("trickgear_tutorial.ipynb") if "show(" in src
                        and 'lang="ja"' not in src)
    assert "▶ Bob: raise ♣Q" in english and "raise QC" not in english
