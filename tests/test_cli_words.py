"""The command line's Japanese is in one place, ``tricklab/cli_words.yaml``, next to its
English, so a translator finds it there: it was spread over three inline tables and a dozen
``... if ja else ...`` lines in ``cli.py``, ``cli_teach.py`` and the lesson checker."""
from __future__ import annotations

import ast
import re
import typing
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tricklab"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e]")


def test_every_cli_sentence_is_said_in_both_languages():
    from tricklab.cli_words import words
    entries = words()
    assert entries
    for key, entry in entries.items():
        assert set(entry) == {"en", "ja"}, key
        assert JAPANESE.search(entry["ja"]) or not JAPANESE.search(entry["en"]), key
        # the same placeholders in both languages
        assert sorted(re.findall(r"\{(\w+)\}", entry["en"])) == sorted(re.findall(r"\{(\w+)\}", entry["ja"])), key


def test_every_outcome_of_a_lessons_move_has_words():
    """The lesson checker says why a scripted move did not play in the CLI's words."""
    from tricklab.cli_words import words
    from tricklab.session.lesson import Outcome
    outcomes = set(typing.get_args(Outcome)) - {"played"}
    assert outcomes and all(f"lesson_outcome_{o}" in words() for o in outcomes), outcomes


def test_the_cli_modules_hold_no_japanese_of_their_own():
    """No Japanese string in the CLI's code, except inside an option's ``help=`` text (English,
    which names the Japanese words the option prints)."""
    found = []
    for name in ("cli.py", "cli_teach.py"):
        tree = ast.parse((PACKAGE / name).read_text("utf-8"))
        helps = {id(n) for node in ast.walk(tree)
                 if isinstance(node, ast.keyword) and node.arg == "help" for n in ast.walk(node.value)}
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and JAPANESE.search(node.value) and id(node) not in helps):
                found.append(f"{name}:{node.lineno}: {node.value}")
    assert not found, "\n".join(found)
    assert "_OUTCOME" not in (PACKAGE / "session" / "lesson.py").read_text("utf-8")
