"""The run-size switch (``tests/sample_sizes.py``): CI plays the full 1,000-game runs, a plain
``make test`` a sample, and no property test escapes the switch with a large fixed count (the
engines' runs of 1,000 games each ran in every ``make test`` and took it past 20 minutes; the
TRicK GEAR run read a variable nothing set, so its 1,000 games never ran in CI)."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
LARGEST_FIXED = 300          # a fixed count above this must go through sample_sizes.games


def profile_under(env: dict[str, str]) -> str:
    """The profile and sizes a fresh interpreter sees under ``env`` (the conformance suite's
    too, which must agree)."""
    clean = {k: v for k, v in os.environ.items() if k not in ("CI", "TRICKLAB_HYPOTHESIS")}
    code = ("import sys; sys.path[:0] = [sys.argv[1], sys.argv[1] + '/conformance']\n"
            "import sample_sizes, tables\n"
            "print(sample_sizes.PROFILE, tables.PROFILE, sample_sizes.games(ci=1000, quick=7))")
    out = subprocess.run([sys.executable, "-c", code, str(TESTS)], env={**clean, **env},
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_ci_plays_the_full_runs_and_a_plain_run_a_sample():
    assert profile_under({"CI": "true"}) == "ci ci 1000"
    assert profile_under({}) == "quick quick 7"
    assert profile_under({"CI": "false"}) == "quick quick 7"
    assert profile_under({"TRICKLAB_HYPOTHESIS": "ci"}) == "ci ci 1000"
    assert profile_under({"CI": "true", "TRICKLAB_HYPOTHESIS": "quick"}) == "quick quick 7"


def fixed_counts(path: Path) -> list[tuple[int, int]]:
    """(line, count) of every ``max_examples=<number>`` written in ``path``, outside the
    profiles' own definitions (``register_profile``: the conformance suite's ``ci`` is 1,000)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or (
                isinstance(node.func, ast.Attribute) and node.func.attr == "register_profile"):
            continue
        out += [(kw.value.lineno, kw.value.value) for kw in node.keywords
                if kw.arg == "max_examples" and isinstance(kw.value, ast.Constant)
                and isinstance(kw.value.value, int)]
    return out


def test_no_property_test_fixes_a_large_count():
    large = [f"{p.relative_to(TESTS)}:{line} max_examples={n}"
             for p in sorted(TESTS.rglob("*.py")) for line, n in fixed_counts(p)
             if n > LARGEST_FIXED]
    assert not large, f"use sample_sizes.games(ci=..., quick=...) instead: {large}"


def test_the_count_check_sees_a_fixed_count(tmp_path):
    f = tmp_path / "test_x.py"
    f.write_text("from hypothesis import settings\n@settings(max_examples=1000)\ndef t(): pass\n"
                 "settings.register_profile('ci', max_examples=1000)\n")
    assert fixed_counts(f) == [(2, 1000)]
