"""What a reviewer of the dashboards read on the page: program codes, card codes and a spec
reference in the Scenario menu, "1 pts" on a score badge, and tooltips written "null"."""
from __future__ import annotations

import re
import string
import sys
from typing import Any, Iterator

import ipywidgets as W
import pytest

from tricklab.core.view import Labels
from tricklab.games import GAMES
from tricklab.ui import Table
from tricklab.ui import scenario_menu as menu
from tricklab.ui.table import view_adapter

# -- 1. the Scenario menu speaks words ----------------------------------------------------

_CODE = re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")          # WIN_CHEAP, TRUMP_HIGH
_SPEC = re.compile(r"仕様|\bspec(ification)?s?\b", re.I)
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
#: ASCII words a Japanese title may keep, each a proper name the game prints in Latin letters
#: in Japanese too: the scenario files' players (Ann, Ben; Alice, Bob, Cara; Eve), the JOKER printed
#: on TrickGear's card and BET as the Gambler's printed card text writes it. Nothing else: a
#: Japanese title says the rest in Japanese.
_JA_NAMES = {"Ann", "Ben", "Alice", "Bob", "Cara", "Eve", "JOKER", "BET"}
_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Z0-9]{2,3}(?![a-z0-9])")


def _labels(game: str, lang: str) -> list[str]:
    view = view_adapter(game)
    entries = list(menu.scenario_index(game))
    return menu.labels(entries, view.game.catalogue, lang, view.notation_in_words)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_scenario_menu_labels_carry_no_codes_nor_spec_references(game: str, lang: str) -> None:
    bad = [label for label in _labels(game, lang) if _CODE.search(label) or _SPEC.search(label)]
    assert not bad, bad


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_scenario_menu_labels_show_no_raw_card_code(game: str, lang: str) -> None:
    """A playing card is drawn as the felt draws it (♣A), not as the file writes it (AC). Only
    cards the felt draws with a suit sign: a named card ("BZ", the beast "OKO") keeps its name,
    and "3B" may be a character's number."""
    parse = view_adapter(game).game.parse_card

    def is_card(word: str) -> bool:
        try:
            return any(s in str(parse(word).label) for s in "♠♥♦♣")
        except Exception:
            return False
    bad = [(label, w) for label in _labels(game, lang) for w in _TOKEN.findall(label) if is_card(w)]
    assert not bad, bad


@pytest.mark.parametrize("game", list(GAMES))
def test_japanese_scenario_menu_labels_have_no_english_words(game: str) -> None:
    bad = [(label, w) for label in _labels(game, "ja")
           for w in _ASCII_WORD.findall(label) if w not in _JA_NAMES]
    assert not bad, bad


# -- 2. one point is "1 pt" --------------------------------------------------------------

def _badge_templates(game: str) -> Iterator[tuple[Labels, str, str]]:
    """(labels, key, English template) of every label of ``game``'s view that writes "pts"."""
    module = sys.modules[type(view_adapter(game)).__module__]
    for labels in {id(v): v for v in vars(module).values() if isinstance(v, Labels)}.values():
        def walk(table: Any, prefix: str) -> Iterator[tuple[str, str]]:
            for k, v in table.items():
                if isinstance(v, dict) and "en" not in v:
                    yield from walk(v, f"{prefix}{k}.")
                elif isinstance(v, dict) and "pts" in str(v["en"]):
                    yield f"{prefix}{k}", str(v["en"])
        for key, en in walk(labels.table, ""):
            yield labels, key, en


def test_some_games_write_a_pts_badge() -> None:
    assert {g for g in GAMES if any(_badge_templates(g))} >= {"robotrick", "triatri", "tricktakers_kings"}


@pytest.mark.parametrize("game", list(GAMES))
def test_one_point_on_a_badge_reads_1_pt(game: str) -> None:
    for labels, key, en in _badge_templates(game):
        fields = [f for _, f, _, _ in string.Formatter().parse(en) if f]
        for n, want in ((1, "1 pt"), (-1, "-1 pt"), (0, "0 pts"), (2, "2 pts")):
            text = labels(key, "en", **{f: n for f in fields})
            assert re.search(rf"(?<![\d.]){re.escape(want)}\b", text), (key, n, text)


def test_triatri_badge_after_one_point(monkeypatch: pytest.MonkeyPatch) -> None:
    from tricklab import new_match
    view = view_adapter("triatri")
    state = new_match("triatri", ["Ann", "Bo", "Cy"], seed=1).state
    seat = state.players[0]
    monkeypatch.setattr(type(view.game), "provisional", lambda self, st: {seat: 1})
    main = view.board(state, seat, seat, "en").stats[0]
    assert main.text == "1 pt" and "1 point" in main.words and "points" not in main.words


# -- 3. no tooltip written "null" --------------------------------------------------------

#: The ipywidgets 8 views that write ``tooltip`` into the page as it is (``None`` as "null"):
#: a ToggleButton's and a FileUpload's ``title``, and an IntText's description label. A Button,
#: Checkbox, Dropdown or Text drops the ``title`` when the tooltip is empty.
_SHOWN_AS_IS = (W.ToggleButton, W.FileUpload, W.IntText)


def _widgets(w: Any) -> Iterator[Any]:
    yield w
    for c in getattr(w, "children", ()) or ():
        yield from _widgets(c)


@pytest.mark.parametrize("game", list(GAMES))
def test_no_widget_shows_a_null_tooltip_in_either_language(game: str) -> None:
    tb = Table(game)
    for lang in ("en", "ja", "en"):
        tb.lang_toggle.value = lang
        shown = [w for w in _widgets(tb) if isinstance(w, _SHOWN_AS_IS)]
        assert shown
        for w in shown:
            assert isinstance(w.tooltip, str) and w.tooltip.strip() and w.tooltip != "null", \
                (type(w).__name__, w.description, w.tooltip)
        for w in _widgets(tb):
            for trait in ("description", "tooltip"):
                assert getattr(w, trait, "") != "null", (type(w).__name__, trait)
