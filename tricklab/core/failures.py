"""A scenario's failures as data, and the runner's words in them: ``str`` is the English of
the command line (``tricklab scenario run``); ``Failure.words`` says a failure in Japanese
for a table in Japanese, where only the runner's words are translated and the file's own
(fields, codes, moves) stay as written. Kept apart from the runner (``core.scenario``)
because the runner decides and this module only says."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .errors import TricklabError, clip
from .punctuation import aside


def _short(items: list[Any]) -> str:
    return clip(", ".join(str(x) for x in items), 200)


@dataclass
class Failure:
    expectation: str
    expected: Any
    got: Any
    note: RunnerWords | str = ""    # why, in a few words, when expected/got alone do not say it

    def __str__(self) -> str:
        text = f"{self.expectation}: expected {self.expected!r}, got {self.got!r}"
        return f"{text} ({self.note})" if self.note else text

    def words(self, cat: Any, lang: str) -> str:
        """The failure as a table in ``lang`` shows it under a scenario that did not play as
        its file says; ``str`` is the English of the command line. In Japanese the file's own
        words (fields, codes, moves) stay as written, the runner's are translated."""
        if lang != "ja":
            return str(self)
        label = self.expectation
        for pattern, ja in _LABELS_JA:
            label = pattern.sub(ja, label)
        said = (f"{label}：期待は{_value_ja(self.expected, cat)}、"
                f"結果は{_value_ja(self.got, cat)}")
        return said + aside(_value_ja(self.note, cat, quote=False) if self.note else "", "ja")


class RunnerWords:
    """The runner's own words in a failure, kept as data so that a table can say them in
    Japanese (``ja``); ``str`` and ``repr`` are the English the command line and tests read."""

    def ja(self, cat: Any) -> str:
        """The words in Japanese, without 「」 (``cat``: the game's catalogue, for a refusal)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return repr(str(self))


def _items_ja(items: tuple[Any, ...]) -> str:
    """Items of the file listed in Japanese (「R3、B5」), cut as ``_short`` cuts the English."""
    return clip("、".join(str(x) for x in items), 200)


@dataclass(frozen=True, repr=False)
class Phrase(RunnerWords):
    """A fixed phrase of the runner ("accepted", "no position"): as a plain string it would be
    translated wherever the file's own value happened to read the same."""
    text: str

    def __str__(self) -> str:
        return self.text

    def ja(self, cat: Any) -> str:
        return _PHRASES_JA[self.text]


_PHRASES_JA = {"accepted": "受け付けられる",
               "the setup was accepted": "セットアップが受け付けられた",
               "every action was accepted": "すべての行動が受け付けられた",
               "no position": "局面なし",
               "moves refused at the final position": "最後の局面で拒否される手",
               "the move is legal here": "この局面では合法な手です",
               "the setup itself was refused": "セットアップ自体が拒否されました",
               "there is no such entry": "その項目はありません"}


@dataclass(frozen=True, repr=False)
class WasRefused(RunnerWords):
    """A move the runner saw refused, kept with its error so a failure can say why in either
    language ("refused: It is not Di's turn…" / 「拒否：Diの番ではありません…」)."""
    error: TricklabError

    def __str__(self) -> str:
        return f"refused: {clip(self.error.message, 200)}"

    def ja(self, cat: Any) -> str:
        return f"拒否：{cat.explain(self.error, 'ja').headline}"


@dataclass(frozen=True, repr=False)
class ToBeRefused(RunnerWords):
    """What a move of ``refused`` must meet: "refused (KG_MUST_FOLLOW, KG-003)", the code and
    ruling as the file names them."""
    named: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"refused ({', '.join(self.named)})" if self.named else "refused"

    def ja(self, cat: Any) -> str:
        return "拒否される" + aside("、".join(self.named), "ja")


@dataclass(frozen=True, repr=False)
class Missing(RunnerWords):
    """Events or rulings the file lists that did not come, and the rulings shown instead
    (``shown``, for ``rulings_shown``)."""
    items: tuple[Any, ...]
    shown: tuple[str, ...] | None = None

    def __str__(self) -> str:
        text = f"missing {list(self.items)}"
        return text if self.shown is None else f"{text}; shown {list(self.shown)}"

    def ja(self, cat: Any) -> str:
        if self.shown is None:
            return f"{_items_ja(self.items)}がありません"
        shown = f"示されたのは{_items_ja(self.shown)}" if self.shown else "どの裁定も示されていません"
        return f"{_items_ja(self.items)}が示されていません（{shown}）"


@dataclass(frozen=True, repr=False)
class Lacks(RunnerWords):
    """Items of a list check's ``contains`` that are not there (``found``: there, but fewer
    times than listed)."""
    items: tuple[Any, ...]
    found: tuple[Any, ...] = ()

    def __str__(self) -> str:
        return f"missing {_short(list(self.items))}" + (
            f" ({_short(list(self.found))} not as many times as listed)" if self.found else "")

    def ja(self, cat: Any) -> str:
        return f"{_items_ja(self.items)}がありません" + aside(
            f"{_items_ja(self.found)}はありますが、書かれた回数より少ないです" if self.found else "", "ja")


@dataclass(frozen=True, repr=False)
class Holds(RunnerWords):
    """Items of a list check's ``excludes`` that are there."""
    items: tuple[Any, ...]

    def __str__(self) -> str:
        return f"holds {_short(list(self.items))}, which it must not"

    def ja(self, cat: Any) -> str:
        return f"含まれてはいけない{_items_ja(self.items)}が含まれています"


@dataclass(frozen=True, repr=False)
class NotAList(RunnerWords):
    """A list check on a value that is neither a list nor a mapping (``kind``: "text",
    "nothing", or the value's type)."""
    kind: str

    def __str__(self) -> str:
        return f"contains/excludes check a list or a mapping; this is {self.kind}"

    def ja(self, cat: Any) -> str:
        kind = _KINDS_JA.get(self.kind, f"「{self.kind}」")
        return f"contains／excludesで確かめられるのはリストかマッピングです。これは{kind}です"


_KINDS_JA = {"nothing": "空（null）", "text": "テキスト", "int": "整数", "float": "数",
             "bool": "真偽値", "set": "集合"}


@dataclass(frozen=True, repr=False)
class ListAsMapping(RunnerWords):
    """A mapping written where the fact has a list (``path``): a misspelt list check."""
    path: str

    def __str__(self) -> str:
        return (f"{self.path} is a list: write the whole list, or check some items with "
                f"{{contains: [...]}} / {{excludes: [...]}}")

    def ja(self, cat: Any) -> str:
        return (f"{self.path}はリストです。リスト全体を書くか、{{contains: [...]}}か"
                f"{{excludes: [...]}}で一部の項目を確かめます")


@dataclass(frozen=True, repr=False)
class Plays(RunnerWords):
    """The card an automatic seat must have played, as a scenario's action says."""
    seat: str
    card: Any

    def __str__(self) -> str:
        return f"{self.seat} plays {self.card}"

    def ja(self, cat: Any) -> str:
        return f"{self.seat}が{self.card}を出す"


@dataclass(frozen=True, repr=False)
class NotPlayedYet(RunnerWords):
    """An automatic seat that has not played where the scenario says it has, and the seats
    the match waits for instead (none when it is over)."""
    seat: str
    waiting: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.seat} has not played yet (waiting for {list(self.waiting)})"

    def ja(self, cat: Any) -> str:
        now = f"{_items_ja(self.waiting)}の番です" if self.waiting else "ゲームは終わっています"
        return f"{self.seat}はまだ出していません（{now}）"


@dataclass(frozen=True, repr=False)
class Notes(RunnerWords):
    """Several notes on one failure ("missing R9; holds B5, which it must not")."""
    parts: tuple[RunnerWords, ...]

    def __str__(self) -> str:
        return "; ".join(str(p) for p in self.parts)

    def ja(self, cat: Any) -> str:
        said = [p.ja(cat) for p in self.parts]
        return "".join(s if s.endswith("。") else s + "。" for s in said[:-1]) + said[-1]


# the runner's labels in Japanese (the file's fields and moves stay as written)
_LABELS_JA = [(re.compile(r"^after action 0: "), "最初の行動の前の"),
              (re.compile(r"^after action (\d+): "), r"\1番目の行動の後の"),
              (re.compile(r"refused #(\d+) '(.*)' (\w+)$"), r"拒否されるべき\1番目の手「\2」の\3"),
              (re.compile(r"refused #(\d+) '(.*)'$"), r"拒否されるべき\1番目の手「\2」"),
              (re.compile(r"^action (\d+) '(.*)'$"), r"\1番目の行動「\2」")]


def _value_ja(value: Any, cat: Any, quote: bool = True) -> str:
    """A failure's value in Japanese: the runner's words translated, the file's as written
    (text in 「」, true/false as YAML writes them, lists and mappings as Python shows them)."""
    if isinstance(value, RunnerWords):
        said = value.ja(cat)
    elif value is None:
        said = "なし"
    elif isinstance(value, bool):
        return "true" if value else "false"
    elif isinstance(value, str):
        said = value
    else:
        return repr(value)
    return f"「{said}」" if quote else said
