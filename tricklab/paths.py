"""Where the project's folders are (shared by the command line and the classroom server, so
neither imports the other)."""
from __future__ import annotations

from pathlib import Path


def notebooks_dir() -> Path:
    """The project's notebooks/ folder (next to the package in a source checkout)."""
    here = Path(__file__).resolve().parent.parent / "notebooks"
    if here.is_dir():
        return here
    return Path.cwd() / "notebooks"
