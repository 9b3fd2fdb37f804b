"""A sequence made on demand (each item decoded when indexed) that stands for a list: equal to
the list it stands for, printed as one, unhashable like one. Why: a random playout reads a
list's length and one item, so the engines hand out such sequences instead of building every
item (legal actions, a character's plays); tests and callers still compare them to lists."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class ListLike(Sequence[Any]):
    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (ListLike, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to a list, so unhashable like one

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self)!r})"
