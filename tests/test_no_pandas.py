"""tricklab without pandas: the browser site (Pyodide, pure-Python wheels only) has no pandas,
numpy or other compiled package offline. This test makes a fresh venv with the tricklab wheel
(``--no-deps``) and only the pure-Python dependencies the site bundles, then plays a game,
renders a table's HTML (history and scores as plain tables) and checks that ``Match.history()``
says clearly that it needs pandas, and that PyYAML is used through its pure-Python loader.

Slow (~30 s: a venv and a wheel build); needs PyPI or a local mirror, as ``make venv`` does."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
#: The site's browser dependencies (tools/build_site.py BROWSER_DEPS), no server side, no pandas.
PURE = ["ipywidgets", "anywidget", "pyyaml", "fastjsonschema", "traitlets"]

SCRIPT = textwrap.dedent('''
    import importlib.util, sys
    assert importlib.util.find_spec("pandas") is None, "pandas must be absent here"
    assert importlib.util.find_spec("numpy") is None, "numpy must be absent here"
    import yaml
    from yaml import __with_libyaml__        # noqa: F401  (the C loader may exist; not used)
    from tricklab import new_match, play_out
    from tricklab.core.bots import RandomBot
    from tricklab.core import safe_yaml
    from tricklab.ui import Table
    assert safe_yaml.load("a: 1") == {"a": 1}
    # the pure-Python loader classes are what the scenario loader is made of
    bases = [c.__module__ for c in safe_yaml.StrictLoader.__mro__[1:] if c is not object]
    assert all(b.startswith("yaml.") or b == safe_yaml.__name__ for b in bases), bases
    assert not any("cyaml" in b or "_yaml" == b for b in bases), bases
    m = new_match("robotrick", seed=3)
    play_out(m, RandomBot())
    assert m.is_over()
    t = Table("robotrick", seed=3)
    t.play(t.match.legal_actions()[0])
    assert "tl-history-table" in t.history_html.value and "<table" in t.history_html.value
    try:
        m.history()
    except ImportError as err:
        assert "pandas" in str(err) and "history_rows" in str(err), err
    else:
        raise AssertionError("Match.history() worked without pandas?")
    print("OK", sys.version.split()[0])
''')


def test_tricklab_plays_and_renders_without_pandas(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels),
                    str(ROOT)], check=True, stdout=subprocess.DEVNULL)
    whl = next(wheels.glob("tricklab-*.whl"))
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", str(whl)], check=True)
    subprocess.run([str(py), "-m", "pip", "install", "-q", *PURE], check=True)
    out = subprocess.run([str(py), "-c", SCRIPT], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("OK")
