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


WORKER = ("class K{async initRuntime(e){let t,{pyodideUrl:n,indexUrl:s}=e;n.endsWith(\".mjs\")?"
          "t=(await r(476)(n)).loadPyodide:(importScripts(n),t=self.loadPyodide),"
          "this._pyodide=await t({indexURL:s,stdout:e=>{},...e.loadPyodideOptions})}}"
          "class L{async initRuntime(e){const{pyodideUrl:t,indexUrl:n}=e;let s;t.endsWith(\".mjs\")?"
          "s=(await import(t)).loadPyodide:(importScripts(t),s=self.loadPyodide),"
          "this._pyodide=await s({indexURL:n,stdout:e=>{},...e.loadPyodideOptions})}}")


def kernel_extension(root, version="0.7.0", worker=WORKER):
    ext = root / "extensions" / "@jupyterlite" / "pyodide-kernel-extension"
    (ext / "static").mkdir(parents=True)
    (ext / "package.json").write_text(json.dumps({"version": version}))
    (ext / "static" / "352.js").write_text(worker)
    (ext / "static" / "154.js").write_text("const other = 1;")
    return ext


def test_both_spellings_of_the_kernel_worker_get_the_snapshot_loader(build_site, tmp_path):
    ext = kernel_extension(tmp_path)
    assert build_site.patch_kernel(tmp_path) == 2
    text = (ext / "static" / "352.js").read_text()
    assert text.count(build_site.SNAPSHOT_OPTION) == 4            # read and deleted, twice
    assert ")(t,n)({indexURL:s," in text and ")(s,t)({indexURL:n," in text
    assert (ext / "static" / "154.js").read_text() == "const other = 1;"


@pytest.mark.parametrize("version, worker", [("0.7.1", WORKER),
                                             ("0.7.0", WORKER.replace("this._pyodide=await", "this._py=await"))])
def test_an_unknown_kernel_worker_stops_the_build(build_site, tmp_path, version, worker):
    kernel_extension(tmp_path, version, worker)
    with pytest.raises(SystemExit):
        build_site.patch_kernel(tmp_path)


def test_a_site_without_the_kernel_stops_the_build(build_site, tmp_path):
    with pytest.raises(SystemExit):
        build_site.patch_kernel(tmp_path)


def test_the_kernel_is_told_where_the_snapshot_is(build_site, tmp_path):
    build_site.lite_config(tmp_path, "./static/pyodide/pyodide.js")
    cfg = json.loads((tmp_path / "jupyter-lite.json").read_text())
    kernel = cfg["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["loadPyodideOptions"][build_site.SNAPSHOT_OPTION] == build_site.SNAPSHOT


#: Runs ``KERNEL_LOADER`` under Node with a stand-in Pyodide loader and ``fetch``: what it passes
#: to the loader, what it writes, what Python is told to run, how Python's stand-ins call the
#: new Pyodide.
LOADER_CHECK = """
const fs = require("fs");
const [loaderFile, snapFile] = process.argv.slice(2);
const calls = [];
const fakeLoad = async (opts) => {
  calls.push(Object.keys(opts).sort());
  if (opts._loadSnapshot && opts._loadSnapshot.length !== 32) throw new Error("wrong image");
  const py = { files: {}, dirs: [], code: [], loadedPackages: {}, _api: { install: () => "api" },
    loadPackage: function (x) { return "loaded " + x; },
    FS: { mkdirTree: (d) => py.dirs.push(d), writeFile: (p, d) => { py.files[p] = Buffer.from(d).toString(); } },
    runPython: (c) => py.code.push(c),
    _module: { __hiwire_get: (i) => ({}), __hiwire_set: (i, v) => { py.slot = [i, v === py.loadedPackages]; } } };
  if (opts._snapshotDeserializer) py.standIn = opts._snapshotDeserializer(["pyodide", "loadPackage", "function"]);
  return py;
};
globalThis.fetch = async (url) => snapFile === "-" ? new Response("", { status: 404 })
                                                    : new Response(fs.readFileSync(snapFile));
const loader = eval(fs.readFileSync(loaderFile, "utf8"))(fakeLoad, "http://x/static/pyodide/pyodide.js");
(async () => {
  const py = await loader({ indexURL: "i", tricklabSnapshot: "snap.bin", packages: ["a"], env: { QUERY_STRING: "seed=5" } });
  console.log(JSON.stringify({ calls, files: py.files, dirs: py.dirs, code: py.code,
    loaded: py.loadedPackages, slot: py.slot || null, standIn: py.standIn ? py.standIn("b") : null }));
})().catch((e) => { console.error(e); process.exit(1); });
"""


def snapshot_file(build_site, path, files, zipped=True):
    import gzip
    header = json.dumps({"image": 32, "files": [[p, len(d)] for p, d in files],
                         "loaded": {"tricklab": "default channel"}}).encode()
    start = -(-(8 + len(header)) // 16) * 16
    head = build_site.SNAPSHOT_MAGIC.encode() + len(header).to_bytes(4, "little") + header
    data = head.ljust(start, b"\0") + b"\1" * 32 + b"".join(d for _, d in files)
    path.write_bytes(gzip.compress(data) if zipped else data)


def run_loader(build_site, tmp_path, snap: str) -> dict:
    import shutil
    import subprocess
    if not shutil.which("node"):
        pytest.skip("node is needed (the build uses it too)")
    (tmp_path / "loader.js").write_text(build_site.KERNEL_LOADER)
    (tmp_path / "check.js").write_text(LOADER_CHECK)
    out = subprocess.run(["node", str(tmp_path / "check.js"), str(tmp_path / "loader.js"), snap],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("zipped", [True, False], ids=["gzip", "server-gunzipped"])
def test_the_loader_restores_the_image_writes_the_files_and_applies_the_page_environment(build_site, tmp_path, zipped):
    snapshot_file(build_site, tmp_path / "snap.bin", [("/lib/site/a/__init__.py", b"X = 1\n"),
                                                       ("/lib/site/a/b.py", b"Y = 2\n")], zipped)
    got = run_loader(build_site, tmp_path, str(tmp_path / "snap.bin"))
    assert got["calls"] == [["_loadSnapshot", "_snapshotDeserializer", "env", "indexURL", "packages"]]
    assert got["files"] == {"/lib/site/a/__init__.py": "X = 1\n", "/lib/site/a/b.py": "Y = 2\n"}
    assert got["dirs"] == ["/lib/site/a"]
    assert got["loaded"] == {"tricklab": "default channel"}
    assert 'os.environ.update({"QUERY_STRING":"seed=5"})' in got["code"][0]
    assert "random.seed()" in got["code"][0]
    assert got["standIn"] == "loaded b"          # Python's old reference calls the new Pyodide
    assert got["slot"] == [6, True]              # and its list of loaded packages is the real one


def test_without_a_snapshot_the_kernel_starts_as_before(build_site, tmp_path):
    got = run_loader(build_site, tmp_path, "-")
    assert got["calls"] == [["env", "indexURL", "packages"]]
    assert got["code"] == []
