"""Every notebook executes top to bottom, and is committed without outputs."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

FOLDER = Path(__file__).resolve().parent.parent / "notebooks"
#: the English notebooks and their translations (``ja/<same name>``), each run in its own folder
NOTEBOOKS = sorted(FOLDER.glob("*.ipynb")) + sorted(FOLDER.glob("*/*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(FOLDER)))
def test_notebook_executes(path):
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
              if o.get("output_type") == "error"]
    assert not errors
    # a scenario's report names its file by its full path: a learner reads the scenario's title
    root = str(FOLDER.parent)
    shown = [str(o.get("text", "")) + str(o.get("data", {}).get("text/plain", ""))
             for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert not [t for t in shown if root in t], f"{path.name} prints a path of this machine"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(FOLDER)))
def test_notebook_is_committed_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")


def test_there_is_a_dashboard_per_game():
    from tricklab.cli import dashboard
    from tricklab.games import GAMES
    names = {p.name for p in NOTEBOOKS if p.parent == FOLDER}
    assert all(dashboard(g) in names for g in GAMES)
