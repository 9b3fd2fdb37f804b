"""The core layer type-checks under ``mypy --strict``: the contract every game, the session and
the table code against (``Game``, ``Observation``, ``Event``...) has no untyped corner where a
wrong call could slip through."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_core_is_strict_clean():
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                          "tricklab/core"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
