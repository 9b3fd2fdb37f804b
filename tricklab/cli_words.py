"""The command line's words in English and Japanese, read from ``cli_words.yaml`` (one file
for every sentence ``tricklab scenario run`` and ``tricklab lesson ...`` print in both
languages, so a translator edits one place; the table's words are ``ui/strings.yaml``).

A leaf module (it imports only the YAML reader), so the lesson checker in ``tricklab.session``
can word its outcomes from it without importing the CLI. Read on first use: ``tricklab list``
and ``--help`` do not pay for it."""
from __future__ import annotations

import argparse
from functools import cache
from importlib import resources
from typing import Any

from tricklab.core import packaged_yaml

LANGS = ("en", "ja")


@cache
def words() -> dict[str, dict[str, str]]:
    """Every entry: key -> {"en": ..., "ja": ...}."""
    text = resources.files("tricklab").joinpath("cli_words.yaml").read_text("utf-8")
    return dict(packaged_yaml.load(text))


def w(key: str, lang: str, **kw: object) -> str:
    """The sentence ``key`` in ``lang`` (English for a language it does not have), its
    {placeholders} filled from ``kw``; ``outcome`` names an ``outcome_`` entry, said in the
    same language."""
    entry = words()[key]
    if "outcome" in kw:
        kw["outcome"] = w(f"outcome_{kw['outcome']}", lang)
    return entry.get(lang, entry["en"]).format(**kw)


def add_lang(parser: Any, help: str | None = None) -> None:
    """``--lang en|ja`` on a subcommand. Its default is left to the top-level ``--lang`` (so
    ``tricklab --lang ja list`` and ``tricklab list --lang ja`` both work): a subcommand's own
    default would overwrite the one given before the subcommand's name."""
    parser.add_argument("--lang", default=argparse.SUPPRESS, choices=LANGS,
                        help=help or "the language of what the command prints (default en)")


__all__ = ["LANGS", "add_lang", "w", "words"]
