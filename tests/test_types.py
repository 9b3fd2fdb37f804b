"""The package type-checks: mypy over ``tricklab`` finds nothing (it catches a None where a
card or a seat is expected, the commonest slip when a character's hook grows a new case)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_errors():
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "tricklab"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
