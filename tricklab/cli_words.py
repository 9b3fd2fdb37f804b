"""The command line's words in English and Japanese, read from ``cli_words.yaml`` (one file
for every sentence ``tricklab scenario run`` and ``tricklab lesson ...`` print in both
languages, so a translator edits one place; the table's words are ``ui/strings.yaml``).

A leaf module (it imports only the YAML reader), so the lesson checker in ``tricklab.session``
can word its outcomes from it without importing the CLI. Read on first use: ``tricklab list``
and ``--help`` do not pay for it."""
from __future__ import annotations

import argparse
from contextlib import contextmanager
from functools import cache
from importlib import resources
from typing import Any, Iterator

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


#: argparse's own words in Japanese ("usage: ", its errors), read through its gettext calls
ARGPARSE_JA = {
    "usage: ": "使い方：",
    "positional arguments": "位置引数",
    "options": "オプション",
    "show this help message and exit": "このヘルプを表示して終了します",
    "%(prog)s: error: %(message)s\n": "%(prog)s：エラー：%(message)s\n",
    "the following arguments are required: %s": "次の引数が必要です：%s",
    "unrecognized arguments: %s": "分からない引数があります：%s",
    "argument %(argument_name)s: %(message)s": "引数%(argument_name)s：%(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)":
        "%(value)rは選べません（%(choices)sから選んでください）",
    "invalid %(type)s value: %(value)r": "%(value)rは%(type)sの値として正しくありません",
    "expected one argument": "値を1つ指定してください",
}


@contextmanager
def argparse_words(lang: str) -> Iterator[None]:
    """argparse in ``lang`` while a command line is parsed: its help's headings and its errors
    come from its own gettext calls, which read English whatever the reader asked for."""
    if lang != "ja":
        yield
        return
    english = argparse._  # type: ignore[attr-defined]
    argparse._ = lambda text: ARGPARSE_JA.get(text, english(text))  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = english  # type: ignore[attr-defined]


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose help's headings end in the reader's colon: argparse writes
    "オプション:" whatever it was told (its subcommands' parsers are made of the same class)."""

    def format_help(self) -> str:
        text = super().format_help()
        for heading in set(ARGPARSE_JA.values()):
            text = text.replace(f"\n{heading}:\n", f"\n{heading}：\n")
        return text


def add_lang(parser: Any, help: str | None = None) -> None:
    """``--lang en|ja`` on a subcommand. Its default is left to the top-level ``--lang`` (so
    ``tricklab --lang ja list`` and ``tricklab list --lang ja`` both work): a subcommand's own
    default would overwrite the one given before the subcommand's name."""
    parser.add_argument("--lang", default=argparse.SUPPRESS, choices=LANGS,
                        help=help or "the language of what the command prints (default en)")


__all__ = ["ARGPARSE_JA", "LANGS", "Parser", "add_lang", "argparse_words", "w", "words"]
