"""Generated parts of the documentation: the facts tables of docs/scenarios.md.

``python -m tricklab.docgen`` rewrites them in place; a test fails when the file differs from
what this writes (``tricklab.core.factsdoc`` reads the games), so the docs cannot drift from
the games. A table sits between ``<!-- facts:GAME -->`` and ``<!-- /facts:GAME -->``.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from tricklab.core import factsdoc
from tricklab.games import get_game

DOC = Path(__file__).resolve().parent.parent / "docs" / "scenarios.md"
BLOCK = re.compile(r"(<!-- facts:(\w+) -->\n)(?:.*?\n)??(<!-- /facts:\2 -->)", re.S)


def update(text: str) -> str:
    """``text`` with every facts block regenerated from its game."""
    return BLOCK.sub(lambda m: m.group(1) + factsdoc.markdown(get_game(m.group(2))) + "\n" + m.group(3), text)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated blocks of docs/scenarios.md (or the files given)."""
    paths = [Path(p) for p in (argv if argv is not None else sys.argv[1:])] or [DOC]
    for p in paths:
        old = p.read_text(encoding="utf-8")
        new = update(old)
        if new != old:
            p.write_text(new, encoding="utf-8")
            print(f"updated {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
