"""Fast checks of ``tools/build_site.py`` pieces that need no build (the site itself is tested
in a browser by ``test_site.py``)."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def build_site():
    pytest.importorskip("packaging")
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "tools" / "build_site.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["build_site"] = mod
    spec.loader.exec_module(mod)
    return mod


PAGE = """<html><head><script>var x;</script></head><body>
<script id="jupyter-config-data" type="application/json">
  {"litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {"loadPyodideOptions": {"packages": ["tricklab"]}}}}
</script>
<script src="../build/voici.js"></script></body></html>"""


def test_the_query_script_comes_after_the_configuration_and_before_voici(build_site, tmp_path):
    page = tmp_path / "voici" / "render" / "ja" / "x_dashboard.html"
    page.parent.mkdir(parents=True)
    page.write_text(PAGE, "utf-8")
    assert build_site.pass_query(tmp_path) == 1
    text = page.read_text("utf-8")
    config, script, voici = (text.index('id="jupyter-config-data"'),
                             text.index("QUERY_STRING"), text.index("voici.js"))
    assert config < script < voici
    assert "location.search" in text


def test_a_page_without_configuration_stops_the_build(build_site, tmp_path):
    page = tmp_path / "voici" / "render" / "x.html"
    page.parent.mkdir(parents=True)
    page.write_text("<html></html>", "utf-8")
    with pytest.raises(SystemExit):
        build_site.pass_query(tmp_path)


def test_the_kernel_finds_its_packages_preloaded(build_site, tmp_path):
    """The kernel's worker skips its own installs only for names it finds, spelled as it
    spells them; tricklab is loaded with them."""
    build_site.lite_config(tmp_path, "./static/pyodide/pyodide.js")
    cfg = json.loads((tmp_path / "jupyter-lite.json").read_text())
    kernel = cfg["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    packages = kernel["loadPyodideOptions"]["packages"]
    for name in ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi",
                 "ipython", "tricklab"):
        assert name in packages


def test_bytecode_is_unchecked_hash_and_loads(build_site, tmp_path):
    """The compile step's pyc format, run here on this Python (the build runs it in Pyodide)."""
    import zipfile
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    whl = build_site.make_wheel(wheels, "demo", "1.0", {"demo/__init__.py": b"X = 41 + 1\n",
                                                        "demo/tests/test_x.py": b"x = 1\n"}, "demo")
    code = build_site.PYC_CODE.replace('"/wheels"', repr(str(wheels))).replace(
        '"/wheels/"', repr(str(wheels) + "/"))
    exec(compile(code, "pyc", "exec"), {})
    tag = sys.implementation.cache_tag
    with zipfile.ZipFile(whl) as z:
        names = z.namelist()
        assert f"demo/__pycache__/__init__.{tag}.pyc" in names
        assert not any("tests/__pycache__" in n for n in names)
        assert f"demo/__pycache__/__init__.{tag}.pyc,," in z.read("demo-1.0.dist-info/RECORD").decode()
        z.extractall(tmp_path / "lib")
    pyc = (tmp_path / "lib" / "demo" / "__pycache__" / f"__init__.{tag}.pyc").read_bytes()
    assert int.from_bytes(pyc[4:8], "little") == 1          # hash-based, source not checked
    (tmp_path / "lib" / "demo" / "__init__.py").write_text("X = 0\n")   # ignored: unchecked
    sys.path.insert(0, str(tmp_path / "lib"))
    try:
        import demo
        assert demo.X == 42
    finally:
        sys.path.remove(str(tmp_path / "lib"))
        sys.modules.pop("demo", None)
