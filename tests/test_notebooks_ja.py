"""The Japanese tutorials (``notebooks/ja/<the English notebook's name>``): each is the twin of
an English notebook, with its cells in the same order, and its prose reads as Japanese (no
English word left outside backticks, no ASCII bracket or colon beside Japanese); the Japanese
landing page links them, and marks 「（英語）」 only the notebooks that have no Japanese twin.
That ``ja/`` notebooks run is ``test_notebooks``'s."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

FOLDER = Path(__file__).resolve().parent.parent / "notebooks"
JA = FOLDER / "ja"
NOTEBOOKS = sorted(JA.glob("*.ipynb"))

#: Japanese letters and full-width punctuation
JA_CHARS = "\u3001-\u30ff\u4e00-\u9fff\uff01-\uff5e"
#: codes, not words: ruling ids (TT-009, KG-015) and RoboTrick's program ids (AI-06)
CODE = re.compile(r"(?<![A-Za-z])[A-Z]{2}-\d{2,3}(?!\d)")
#: the Summoner's MP, as the Japanese card text prints it (「5MPを受け取ります」)
KEPT = {"MP"}
#: an ASCII bracket, colon or sentence mark beside Japanese (「卓 (日本語)」「手順:」「です.」)
LATIN_MARK = re.compile(f"[{JA_CHARS}] ?[\\[(:]|[\\]):] ?[{JA_CHARS}]|[{JA_CHARS}][,.?!]")


def game_titles() -> set[str]:
    """Latin words in the games' Japanese titles (「トリックテイカーズ KINGs」): a title as the
    package names it in Japanese."""
    from tricklab.games import GAMES, get_game
    return {w for g in GAMES for w in re.findall(r"[A-Za-z]{2,}", get_game(g).info.title["ja"])}


def prose(path: Path) -> str:
    """The notebook's Markdown without its code (inline backticks and fenced blocks)."""
    nb = nbformat.read(path, as_version=4)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    return re.sub(r"`[^`\n]*`", " ", text)


def english_left(text: str) -> set[str]:
    """Latin words of two letters or more, besides ruling ids, Latin game titles and ``KEPT``."""
    return set(re.findall(r"[A-Za-z]{2,}", CODE.sub(" ", text))) - game_titles() - KEPT


def test_there_are_japanese_tutorials_and_their_words_are_checked():
    assert {"00_start_here.ipynb", "01_what_is_a_trick.ipynb"} <= {p.name for p in NOTEBOOKS}
    text = prose_of("## 卓 (日本語)\n\n`Table(lang=\"ja\")`で、TT-009とKINGsを見ます。Play it live:")
    assert english_left(text) == {"Play", "it", "live"}
    assert LATIN_MARK.findall("卓 (日本語)") and LATIN_MARK.findall("手順: 1") and LATIN_MARK.findall("です.")
    assert not LATIN_MARK.findall("卓（日本語）、手順：1。`x.ipynb`：ノートブック")


def prose_of(markdown: str) -> str:
    return re.sub(r"`[^`\n]*`", " ", markdown)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_japanese_notebook_is_the_twin_of_an_english_one(path):
    """Same name, same cells in the same order (Markdown where the English has Markdown)."""
    en = FOLDER / path.name
    assert en.is_file(), f"ja/{path.name} has no English twin notebooks/{path.name}"
    kinds = [c.cell_type for c in nbformat.read(path, as_version=4).cells]
    assert kinds == [c.cell_type for c in nbformat.read(en, as_version=4).cells]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_japanese_notebook_reads_in_japanese(path):
    text = prose(path)
    assert not english_left(text), f"ja/{path.name}: English left in its prose: {sorted(english_left(text))}"
    marks = [text[max(m.start() - 8, 0):m.end() + 8] for m in LATIN_MARK.finditer(text)]
    assert not marks, f"ja/{path.name}: ASCII brackets or colons beside Japanese: {marks}"


ASKS = {lang: re.compile(f"""(?:lang=|, )["']{lang}["']""") for lang in ("en", "ja")}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_japanese_notebook_asks_for_japanese(path):
    """Its code asks for Japanese; a cell that asks for English says so in Japanese (「同じ説明を
    英語で」) or sits under a heading that does (「英語では」)."""
    heading, asks_ja = "", False
    for c in nbformat.read(path, as_version=4).cells:
        if c.cell_type == "markdown" and c.source.startswith("#"):
            heading = c.source.split("\n")[0]
        elif c.cell_type == "code":
            asks_ja = asks_ja or bool(ASKS["ja"].search(c.source))
            if ASKS["en"].search(c.source):
                assert "英語" in c.source or "英語" in heading, (path.name, c.source)
    assert asks_ja, f"ja/{path.name} never asks for Japanese"


# -- the landing page ---------------------------------------------------------------------------
def page(lang: str, notebooks: Path = FOLDER) -> str:
    from tricklab.serving import catalogue, pages
    steps = [(f, catalogue.notebook_title(notebooks / f)) for f in catalogue.first_steps(notebooks)]
    return pages.landing(catalogue.games(notebooks), steps, lang, "/",
                         translated=catalogue.translations(notebooks))


LINK = re.compile(r'<a [^>]*href="/lab/tree/([^"]*)"[^>]*>(.*?)</a>')


def test_the_japanese_page_links_the_japanese_tutorials():
    links = dict(LINK.findall(page("ja")))
    english = {f for f in links if "/" not in f}
    assert {f"ja/{p.name}" for p in NOTEBOOKS} <= set(links)
    for p in NOTEBOOKS:
        assert p.name not in english                      # never the English one beside it
        assert "（英語）" not in links[f"ja/{p.name}"] and 'lang="en"' not in links[f"ja/{p.name}"]
    for f in english:                                      # the others: still marked English
        assert (JA / f).exists() is False and "（英語）" in links[f], (f, links[f])


def test_the_english_page_links_only_english_notebooks():
    from tricklab.serving import catalogue, pages
    steps = [(f, catalogue.notebook_title(FOLDER / f)) for f in catalogue.first_steps(FOLDER)]
    translated = page("en")
    assert translated == pages.landing(catalogue.games(FOLDER), steps, "en", "/")
    assert not [f for f, _ in LINK.findall(translated) if "/" in f]


def test_a_translation_is_read_from_the_files(tmp_path):
    """Writing ``ja/<name>`` is all it takes for the Japanese page to link it; a notebook in
    ``ja/`` without an English twin is not linked."""
    for src in FOLDER.glob("*.ipynb"):
        (tmp_path / src.name).write_bytes(src.read_bytes())
    (tmp_path / "ja").mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# ロボトリックのチュートリアル")])
    nbformat.write(nb, tmp_path / "ja" / "robotrick_tutorial.ipynb")
    nbformat.write(nb, tmp_path / "ja" / "no_such_twin.ipynb")
    links = dict(LINK.findall(page("ja", tmp_path)))
    assert "ja/robotrick_tutorial.ipynb" in links and "robotrick_tutorial.ipynb" not in links
    assert links["ja/robotrick_tutorial.ipynb"].endswith("<small>JupyterLabのチュートリアル</small>")
    assert "ja/no_such_twin.ipynb" not in links
    assert "（英語）" in links["01_what_is_a_trick.ipynb"]    # not translated in this folder
