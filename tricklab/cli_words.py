"""The command line's words in English and Japanese, read from ``cli_words.yaml`` (one file
for every sentence ``tricklab scenario run`` and ``tricklab lesson ...`` print in both
languages, so a translator edits one place; the table's words are ``core/strings.yaml``).

A leaf module (it imports only the YAML reader), so the lesson checker in ``tricklab.session``
can word its outcomes from it without importing the CLI. Read on first use: ``tricklab list``
and ``--help`` do not pay for it."""
from __future__ import annotations

import argparse
import unicodedata
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


#: a line may not start with these (a comma, a closing bracket) nor end with an opening one
_NO_START, _NO_END = set("、。，．）」』：；？！・ー"), set("（「『")


def _columns(ch: str) -> int:
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


def wrap_wide(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal columns: a Japanese character takes two
    and a Japanese sentence has no spaces, so argparse's own wrapping (characters, at spaces)
    ran a help 100 columns wide and broke before a 「、」. A line breaks at a space or beside a
    Japanese character, never before 「、」「）」 nor after 「（」, never inside a Latin word."""
    text = " ".join(text.split())
    lines: list[str] = []
    start, cols, brk = 0, 0, -1
    for i, ch in enumerate(text):
        prev = text[i - 1] if i else ""
        if i > start and ch not in _NO_START and prev not in _NO_END and (
                prev == " " or _columns(prev) == 2 or _columns(ch) == 2):
            brk = i
        cols += _columns(ch)
        if cols > width and brk > start:
            lines.append(text[start:brk].rstrip())
            start, brk = brk, -1
            cols = sum(map(_columns, text[start:i + 1]))
    lines.append(text[start:])
    return lines


class WideFormatter(argparse.HelpFormatter):
    """argparse's help, a Japanese help wrapped by columns (``wrap_wide``); English as it was."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if any(_columns(ch) == 2 for ch in text):
            return wrap_wide(text, width)
        return super()._split_lines(text, width)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose help's headings end in the reader's colon: argparse writes
    "オプション:" whatever it was told (its subcommands' parsers are made of the same class),
    and whose Japanese help is wrapped by the columns it takes."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", WideFormatter)
        super().__init__(*args, **kwargs)

    def format_help(self) -> str:
        text = super().format_help()
        for heading in set(ARGPARSE_JA.values()):
            text = text.replace(f"\n{heading}:\n", f"\n{heading}：\n")
        return text


def add_lang(parser: Any, lang: str = "en", key: str = "command_lang") -> None:
    """``--lang en|ja`` on a subcommand, its help the entry ``help_{key}`` in ``lang``. Its
    default is left to the top-level ``--lang`` (so ``tricklab --lang ja list`` and ``tricklab
    list --lang ja`` both work): a subcommand's own default would overwrite the one given before
    the subcommand's name."""
    parser.add_argument("--lang", default=argparse.SUPPRESS, choices=LANGS,
                        help=w(f"help_{key}", lang))


__all__ = ["ARGPARSE_JA", "LANGS", "Parser", "WideFormatter", "wrap_wide", "add_lang", "argparse_words", "w", "words"]
