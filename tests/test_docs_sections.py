"""docs/scenarios.md describes every game as teachers need it to write a file: its cards, its
actions and its setup fields, next to its facts table. "The basic game" had only the facts
table: no card notation (``T`` for 10), no actions, no ``setup`` or ``trump`` option."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tricklab.core.schema import game_fragments
from tricklab.games import GAMES

DOC = Path(__file__).resolve().parent.parent / "docs" / "scenarios.md"


def section(game: str) -> str:
    """The part of the docs about ``game``: the ``##`` section holding its facts table."""
    text = DOC.read_text(encoding="utf-8")
    at = text.index(f"<!-- facts:{game} -->")
    start = text.rfind("\n## ", 0, at)
    end = text.find("\n## ", at)
    return text[start:end if end > 0 else None]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_actions_and_setup_sections(game):
    text = section(game)
    assert "**Actions**" in text and "**Setup**" in text, game


def test_the_basic_game_documents_its_cards_fields_and_options():
    text = section("basic")
    assert "**Cards**" in text and "**Options**" in text
    assert "`T`" in text                      # T for 10
    frag = game_fragments()["basic"]
    fields = [*frag["setup"]["properties"], *frag["options"]["properties"]]
    assert fields and all(f"`{f}`" in text for f in fields), json.dumps(fields)
    for value in frag["options"]["properties"]["trump"]["enum"]:
        assert f"`{value}`" in text, value
