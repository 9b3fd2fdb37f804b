"""The YAML files shipped inside the package (rulings, messages, UI words, game data), read with
PyYAML's C parser when it is installed.

Why: a dashboard reads about a megabyte of these before its first card shows, and the
pure-Python parser took most of a second of that (Tricktakers: 0.8 s). They are our own,
trusted files, so the strict loader for strangers' files (``safe_yaml``) is not needed; where
the C extension is missing (Pyodide) the pure-Python safe loader gives the same data."""
from __future__ import annotations

from typing import Any

import yaml

_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load(text: str) -> Any:
    """``yaml.safe_load`` of a packaged file's text, faster where libyaml is available."""
    return yaml.load(text, Loader=_LOADER)  # noqa: S506 (a safe loader class)
