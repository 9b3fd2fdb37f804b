"""What the tutorials show a learner once run: each section prints what its heading promises,
in words and symbols as the table shows them (no reprs of engine objects, no codes), and a
Japanese section reads in Japanese. ``test_notebooks`` only checks that they run."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


@lru_cache(maxsize=None)
def executed(name: str) -> tuple[tuple[str, str], ...]:
    """(cell source, everything it printed or displayed as text) for each code cell of the
    notebook, run top to bottom."""
    path = NOTEBOOKS / name
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    out = []
    for c in nb.cells:
        if c.cell_type != "code":
            continue
        text = []
        for o in c.get("outputs", []):
            if o.get("output_type") == "stream":
                text.append(o["text"])
            elif o.get("output_type") in ("execute_result", "display_data"):
                data = o.get("data", {})
                text.append(data.get("text/html") or data.get("text/plain", ""))
        out.append((c.source, "".join(text)))
    return tuple(out)


def section(name: str, heading: str) -> str:
    """The text output of the code cells under the markdown heading that starts with
    ``heading``, up to the next heading."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    outputs = iter(executed(name))
    found, text = False, []
    for c in nb.cells:
        if c.cell_type == "markdown" and c.source.startswith("#"):
            if found:
                break
            found = c.source.lstrip("# ").startswith(heading)
        elif c.cell_type == "code":
            src, out = next(outputs)
            assert src == c.source
            if found:
                text.append(out)
    assert found, f"{name}: no section {heading!r}"
    return "\n".join(text)


def test_tricktakers_who_wins_a_trick_shows_the_two_steps():
    text = section("tricktakers_tutorial.ipynb", "2. Who wins a trick")
    assert "Step 1" in text and "Step 2" in text and "TT-009" in text
    assert "PASS " not in text            # tt001's report (the deck: no trick won) was all it showed


def test_tricktakers_in_japanese_shows_the_two_steps_in_japanese():
    text = section("tricktakers_tutorial.ipynb", "6. In Japanese")
    assert "手順1" in text and "手順2" in text and "勝ちました" in text
    assert "Step 1" not in text and "PASS" not in text
