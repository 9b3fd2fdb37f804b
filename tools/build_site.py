"""Builds ``site/``: the classroom site as static files, every game running in the learner's
browser (Pyodide), with no server and no fetch from the internet at run time.

Why a static site: a Voilà server costs ~110 MB per learner and mybinder.org caps a repository
at about 100 users; a folder of files can be put on any web server, GitHub Pages or a USB stick
and serves a whole school.

Why every step below (each one was measured on a machine with no internet but PyPI and npm):

* Pyodide comes from the npm ``pyodide`` package (the core only: interpreter, stdlib, lock
  file) and is copied to ``static/pyodide``, where ``jupyter lite build`` picks it up and points
  the kernel at it instead of a CDN.
* Pyodide's ``pyodide-lock.json`` lists the packages it can load by name. The kernel loads
  ``micropip``, ``ipython``, ``jedi``... from it; compiled ones (numpy, pandas, sqlite3, pyyaml)
  exist only on Pyodide's CDN. So this script downloads the *pure-Python* wheels the lock asks
  for (exact versions, from PyPI), replaces the compiled ``pyyaml`` with a wheel of PyYAML's
  pure-Python half, stubs ``sqlite3`` (IPython runs without it), and adds tricklab and its
  dependencies that the lock does not know (ipywidgets, anywidget, fastjsonschema...), each
  with its sha256. Everything the site loads is then a file in ``site/``.
* The kernel is told to load ``tricklab`` and its own packages at start
  (``loadPyodideOptions.packages``: one parallel load instead of piplite installing them one by
  one), so the dashboards run unchanged: the same notebook works in Voilà and in the browser.
* Every wheel carries its bytecode, compiled by the site's own Pyodide under Node: a visit
  otherwise compiles IPython, ipywidgets and tricklab from source (in WebAssembly) each time.
* The kernel starts from a memory snapshot of Pyodide (``tricklab-snapshot.bin``, made by the
  build under Node): the interpreter with the kernel, IPython, the widgets and tricklab (every
  game's rulings) already imported, so a visit restores memory instead of running those imports
  and unpacking the wheels (10-15 s of a cached visit here, under load). The kernel's worker is patched to pass it to ``loadPyodide``; see
  ``make_snapshot`` and ``patch_kernel``.
* Each voici page hands its query string to Python as ``QUERY_STRING`` (as Voilà does), so
  ``?seed=5&lang=ja&tab=rules`` works on the static site too.
* Learners get voici pages (a notebook rendered as an app: no code, no cells, it runs by
  itself), tutorials open in JupyterLite's notebook UI; the landing page is the classroom
  server's own (``tricklab.serving.pages``) with static links.

Run through ``make site`` (which installs the build tools); ``python tools/build_site.py
--help`` for options. Downloads are cached in ``build/site-cache`` so a rebuild is offline.
"""
from __future__ import annotations

import argparse
import base64
import csv
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import time
import zipfile
from email.parser import Parser as EmailParser
from pathlib import Path

from packaging.markers import Marker, default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
#: The Pyodide the kernel (jupyterlite-pyodide-kernel 0.7.x) was built against: its worker
#: expects this interpreter's API, and the lock's Python version picks the wheels below.
PYODIDE_VERSION = "0.29.3"
#: What tricklab needs in the browser: its dependencies minus the server side (voila,
#: jupyterlab, ipykernel: the kernel *is* Pyodide) and minus pandas (compiled, CDN only;
#: tricklab falls back to plain HTML tables without it).
BROWSER_DEPS = ["ipywidgets", "anywidget", "pyyaml", "fastjsonschema", "traitlets"]
#: What the Pyodide kernel installs at start (``initKernel`` in its worker).
KERNEL_DEPS = ["micropip", "ipython", "jedi", "comm", "sqlite3"]
#: The kernel's own wheels (shipped by jupyterlite-pyodide-kernel, not in Pyodide's lock).
#: Unless they are named in ``loadPyodideOptions.packages``, the kernel installs them one by
#: one with piplite after Pyodide has started (micropip, then piplite, then six installs, each
#: reading an index: 4-5 s of a page's start here); named there, Pyodide loads them together
#: with tricklab, in parallel, while the interpreter starts.
KERNEL_OWN = ["piplite", "ipykernel", "pyodide_kernel"]
#: Exactly the names the kernel's worker looks for (it compares strings, so ``pyodide_kernel``).
PRELOAD = ["micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi",
           "ipython", "tricklab"]
#: Dependencies never bundled: the widgets' JavaScript side is served by the lab extension
#: (piplite ships a stub of widgetsnbextension for the same reason).
SKIP = {"widgetsnbextension", "pexpect", "ptyprocess", "appnope", "colorama", "ipykernel"}
#: The lock's compiled packages that have a pure-Python stand-in here.
STUBS = {"sqlite3": "IPython runs without sqlite3 (no history file); Pyodide's is on its CDN"}
PURE_FROM_PLATFORM = {"pyyaml": "yaml"}


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, check=True, **kw)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ---------------------------------------------------------------- wheels


def wheel_metadata(whl: Path) -> tuple[str, str, list[str]]:
    """(name, version, Requires-Dist lines) read from a wheel's METADATA."""
    with zipfile.ZipFile(whl) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        msg = EmailParser().parsestr(z.read(meta).decode("utf-8"))
    return msg["Name"], msg["Version"], msg.get_all("Requires-Dist") or []


def wheel_imports(whl: Path) -> list[str]:
    """Top-level importable names (what Pyodide's lock calls ``imports``)."""
    with zipfile.ZipFile(whl) as z:
        names = z.namelist()
        top = [n for n in names if n.endswith("top_level.txt")]
        if top:
            return [x for x in z.read(top[0]).decode().split() if x and not x.startswith("_")]
    out = set()
    for n in names:
        head = n.split("/")[0]
        if ".dist-info" in head or ".data" in head:
            continue
        if "/" in n:
            out.add(head)
        elif n.endswith(".py"):
            out.add(n[:-3])
    return sorted(x for x in out if not x.startswith("_"))


def browser_env(python: str) -> dict[str, str]:
    """The marker environment of Pyodide, to evaluate ``Requires-Dist`` markers."""
    env = default_environment()
    env.update(python_version=python, python_full_version=python + ".0", sys_platform="emscripten",
               platform_system="Emscripten", platform_machine="wasm32", os_name="posix",
               implementation_name="cpython", platform_python_implementation="CPython")
    return env


def runtime_deps(requires: list[str], env: dict[str, str]) -> list[str]:
    out = []
    for line in requires:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate({**env, "extra": ""}):
            continue
        out.append(canonicalize_name(req.name))
    return out


def pip_download(specs: list[str], dest: Path, python: str, platform: str | None = None) -> None:
    """Pure wheels for Pyodide's Python (``--only-binary``: an sdist would need building)."""
    if not specs:
        return
    cmd = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
           "--python-version", python, "-d", str(dest)]
    if platform:
        cmd += ["--platform", platform]
    run(cmd + specs)


def find_wheel(folder: Path, name: str, version: str | None = None) -> Path | None:
    want = canonicalize_name(name)
    for whl in sorted(folder.glob("*.whl")):
        n, v = whl.name.split("-")[:2]
        if canonicalize_name(n) == want and (version is None or v == version):
            return whl
    return None


def make_wheel(dest: Path, name: str, version: str, files: dict[str, bytes], summary: str) -> Path:
    """A ``py3-none-any`` wheel with ``files`` (path -> bytes), written reproducibly."""
    dist = f"{name.replace('-', '_')}-{version}"
    info = f"{dist}.dist-info"
    files = dict(files)
    files[f"{info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                                 f"Summary: {summary}\n").encode()
    files[f"{info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: tricklab build_site\n"
                              b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    record = io.StringIO()
    w = csv.writer(record, lineterminator="\n")
    for path, data in sorted(files.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        w.writerow([path, f"sha256={digest}", len(data)])
    w.writerow([f"{info}/RECORD", "", ""])
    files[f"{info}/RECORD"] = record.getvalue().encode()
    out = dest / f"{dist}-py3-none-any.whl"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(files):
            zi = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, files[path])
    return out


def pure_part(platform_whl: Path, package: str, dest: Path, name: str, version: str) -> Path:
    """The pure-Python half of a package whose wheels are all compiled (PyYAML: ``yaml/*.py``
    works without its optional ``_yaml`` C extension, ``yaml.__with_libyaml__`` is then False)."""
    files = {}
    with zipfile.ZipFile(platform_whl) as z:
        for n in z.namelist():
            if n.startswith(package + "/") and n.endswith(".py"):
                files[n] = z.read(n)
    return make_wheel(dest, name, version, files, f"pure-Python part of {name} (for Pyodide)")


def tricklab_wheel(dest: Path) -> Path:
    for old in dest.glob("tricklab-*.whl"):
        old.unlink()
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
         str(dest), str(ROOT)], stdout=subprocess.DEVNULL)
    return next(dest.glob("tricklab-*.whl"))


# ---------------------------------------------------------------- pyodide


def stage_pyodide(node_pyodide: Path, cache: Path, static: Path) -> list[str]:
    """Copy Pyodide to ``static/pyodide`` with every wheel the site needs and a lock that
    names them. Returns the names of the packages added to the lock."""
    dest = static / "pyodide"
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(node_pyodide, dest, ignore=shutil.ignore_patterns(
        "*.map", "*.d.ts", "README.md", "package.json", "console*.html", "*.ts"))
    lock_path = dest / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    python = ".".join(lock["info"]["python"].split(".")[:2])
    env = browser_env(python)
    wheels = cache / f"wheels-py{python}"
    wheels.mkdir(parents=True, exist_ok=True)
    pkgs = lock["packages"]
    key = {canonicalize_name(k): k for k in pkgs}      # lock keys and depends mix - and _

    def entry_of(n: str) -> dict | None:
        return pkgs.get(key.get(n, n))

    own = tricklab_wheel(cache)
    _, tl_version, tl_requires = wheel_metadata(own)
    tl_deps = [d for d in runtime_deps(tl_requires, env) if d in BROWSER_DEPS]

    todo = [canonicalize_name(n) for n in BROWSER_DEPS + KERNEL_DEPS]
    seen: set[str] = set()
    added: list[str] = []
    used: dict[str, Path] = {}
    while todo:
        batch = sorted({n for n in todo if n not in seen and n not in SKIP})
        todo = []
        seen.update(batch)
        want, want_free = [], []
        for n in batch:
            entry = entry_of(n)
            if n in STUBS or n in PURE_FROM_PLATFORM:
                continue
            if entry and entry["file_name"].endswith("-none-any.whl"):
                if not (wheels / entry["file_name"]).exists():
                    want.append(f"{n}=={entry['version']}")
            elif entry:
                raise SystemExit(f"{n} is compiled in Pyodide's lock and only on its CDN: "
                                 "give it a stand-in (STUBS / PURE_FROM_PLATFORM) or drop it")
            elif not find_wheel(wheels, n):
                want_free.append(n)
        pip_download(want, wheels, python)
        pip_download(want_free, wheels, python, platform="any")
        for n in batch:
            entry = entry_of(n)
            if n in STUBS:
                whl = make_wheel(wheels, n, entry["version"], {}, STUBS[n])
                entry.update(file_name=whl.name, depends=[], package_type="package",
                             imports=[], sha256=sha256(whl))
                used[n] = whl
                continue
            if n in PURE_FROM_PLATFORM:
                ver = entry["version"]
                whl = find_wheel(wheels, n, ver)
                if whl is None or not whl.name.endswith("-none-any.whl"):
                    tmp = cache / "platform"
                    tmp.mkdir(exist_ok=True)
                    pip_download([f"{n}=={ver}"], tmp, python, platform="manylinux2014_x86_64")
                    whl = pure_part(find_wheel(tmp, n, ver), PURE_FROM_PLATFORM[n], wheels, n, ver)
                entry.update(file_name=whl.name, depends=[], package_type="package",
                             sha256=sha256(whl))
                used[n] = whl
                continue
            if entry:
                whl = wheels / entry["file_name"]
                entry["sha256"] = sha256(whl)
                todo += [canonicalize_name(d) for d in entry["depends"]]
                used[n] = whl
                continue
            whl = find_wheel(wheels, n)
            if whl is None:
                raise SystemExit(f"no pure-Python wheel of {n} for Python {python}")
            name, version, requires = wheel_metadata(whl)
            deps = [d for d in runtime_deps(requires, env) if d not in SKIP]
            pkgs[n] = {"name": n, "version": version, "file_name": whl.name, "install_dir": "site",
                       "sha256": sha256(whl), "package_type": "package",
                       "imports": wheel_imports(whl), "depends": deps, "unvendored_tests": False}
            added.append(n)
            used[n] = whl
            todo += deps
    pkgs["tricklab"] = {"name": "tricklab", "version": tl_version, "file_name": own.name,
                        "install_dir": "site", "sha256": sha256(own), "package_type": "package",
                        "imports": ["tricklab"], "depends": tl_deps, "unvendored_tests": False}
    used["tricklab"] = own
    for name in KERNEL_OWN:
        whl = find_wheel(kernel_pypi(), name)
        if whl is None:
            raise SystemExit(f"no {name} wheel in {kernel_pypi()}: is jupyterlite-pyodide-kernel installed?")
        key_ = canonicalize_name(name)
        pkgs[key_] = {"name": key_, "version": wheel_metadata(whl)[1], "file_name": whl.name,
                      "install_dir": "site", "sha256": "", "package_type": "package",
                      "imports": [name], "depends": [], "unvendored_tests": False}
        used[key_] = whl
    for whl in used.values():
        shutil.copy2(whl, dest / whl.name)
    precompile([dest / whl.name for whl in used.values()], node_pyodide, cache)
    for name, whl in used.items():
        pkgs[key.get(name, name)]["sha256"] = sha256(dest / whl.name)
    lock_path.write_text(json.dumps(lock, separators=(",", ":")))
    # (the package's version: its lock file still calls itself 0.28.0.dev0)
    version = json.loads((node_pyodide / "package.json").read_text())["version"]
    log(f"pyodide {version} (Python {python}), {len(used)} wheels: "
        + ", ".join(sorted(used)))
    return added + ["tricklab"]


def kernel_pypi() -> Path:
    """Where jupyterlite-pyodide-kernel keeps its wheels (in the build venv)."""
    return (Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite"
            / "pyodide-kernel-extension" / "static" / "pypi")


#: Run inside Pyodide (the browser's own Python, so the bytecode's version always matches):
#: adds ``__pycache__/*.pyc`` to each wheel. Unchecked-hash pycs (PEP 552), because the files
#: Pyodide unpacks get new timestamps, which would make ordinary pycs stale. Tests are left out.
PYC_CODE = r"""
import importlib.util, marshal, os, sys, zipfile
tag = sys.implementation.cache_tag
def pyc(src, path):
    code = compile(src, path, "exec", dont_inherit=True)
    return (importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little")   # flags: hash, unchecked
            + importlib.util.source_hash(src) + marshal.dumps(code))
done = 0
for name in sorted(os.listdir("/wheels")):
    path = "/wheels/" + name
    with zipfile.ZipFile(path) as z:
        entries = [(i, z.read(i)) for i in z.infolist()]
    added = {}
    for info, data in entries:
        n = info.filename
        if not n.endswith(".py") or "/tests/" in n or n.startswith("tests/"):
            continue
        head, _, base = n.rpartition("/")
        try:
            added[(head + "/" if head else "") + f"__pycache__/{base[:-3]}.{tag}.pyc"] = pyc(data, n)
        except (SyntaxError, ValueError):
            pass
    if not added:
        continue
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for info, data in entries:
            if info.filename.endswith(".dist-info/RECORD"):
                data += "".join(f"{p},,\n" for p in sorted(added)).encode()
            z.writestr(info, data)
        for p, data in sorted(added.items()):
            zi = zipfile.ZipInfo(p, date_time=(2020, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    done += len(added)
print(f"{done} modules compiled for {tag}")
"""

#: Node runs Pyodide (the copy the site ships) on a folder of wheels.
PYC_DRIVER = """
const path = require("path"), fs = require("fs");
const [pyodideDir, wheels, code] = process.argv.slice(2);
const { loadPyodide } = require(path.resolve(pyodideDir, "pyodide.js"));
loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" }).then((py) => {
  py.FS.mkdirTree("/wheels");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(wheels) }, "/wheels");
  py.runPython(fs.readFileSync(code, "utf8"));
}).catch((e) => { console.error(e); process.exit(1); });
"""


def precompile(wheels: list[Path], node_pyodide: Path, cache: Path) -> None:
    """Bytecode in the wheels: without it, every visit compiles every module it imports
    (IPython, ipywidgets, tricklab...) from source, in WebAssembly. Compiled by Pyodide under
    Node (npm brought both), so no second Python of the browser's version is needed."""
    work = cache / "pyc"
    if work.exists():
        shutil.rmtree(work)
    (work / "wheels").mkdir(parents=True)
    for whl in wheels:
        shutil.copy2(whl, work / "wheels" / whl.name)
    (work / "driver.js").write_text(PYC_DRIVER)
    (work / "compile.py").write_text(PYC_CODE)
    out = run(["node", str(work / "driver.js"), str(node_pyodide), str(work / "wheels"),
               str(work / "compile.py")], capture_output=True, text=True)
    log("bytecode: " + out.stdout.strip().splitlines()[-1])
    for whl in wheels:
        shutil.copy2(work / "wheels" / whl.name, whl)


# ---------------------------------------------------------------- memory snapshot

#: The file next to ``pyodide.js`` and the kernel option that names it
#: (``loadPyodideOptions``; without it the kernel starts Pyodide as usual).
SNAPSHOT = "tricklab-snapshot.bin"
SNAPSHOT_OPTION = "tricklabSnapshot"
#: The file's layout, gzipped as a whole (a third of its size): ``MAGIC``, the header's length
#: (uint32, little-endian), the header (JSON: ``image`` length, ``files`` [[path, size]...],
#: ``loaded`` {package: channel}), padding to a multiple of 16, the memory image, then the
#: files' bytes in order. The JavaScript objects Python holds (micropip and the kernel keep
#: functions of ``pyodide_js``) are written as [``"pyodide"`` or ``"api"``, property, type]: the
#: restoring worker hands Python stand-ins that call the same property of the new Pyodide.
SNAPSHOT_MAGIC = "TLS1"

#: Run in the Pyodide the snapshot is taken of: the kernel's own start (micropip, piplite, the
#: kernel, which imports IPython and creates the shell), then what the classroom server's warm
#: kernels do while they wait (``tricklab.serving.warm``: the UI's imports, every game's rulings
#: catalogue, the scenario schema compiled: 0.6 s of a dashboard's first call under Node).
#: ``print`` would go to the kernel's stream, which has nowhere to go yet.
SNAPSHOT_CODE = r"""
import sys
import micropip, piplite.piplite, pyodide_kernel
import IPython.core.completer, comm, jedi, traitlets, yaml, ipywidgets, anywidget
from tricklab.serving.warm import warm_up
warm_up()
# micropip copied the lock's address, this build folder; the restore sets the site's instead
import micropip._compat as mc
mc.lockfile_base_url = mc.compatibility_layer.lockfile_base_url = ""
sys.modules["micropip._compat._compat_in_pyodide"].lockfileBaseUrl = ""
del mc
sys.__stdout__.write(f"{len(sys.modules)} modules imported\n")
"""

#: Node loads the site's Pyodide with the kernel's packages, runs ``SNAPSHOT_CODE`` and writes
#: the memory image with the installed packages' files: memory holds the imported modules but
#: not the file system (lazy imports, package data and the kernel's own modules need files),
#: and writing ~5,000 files from JavaScript is much faster than Pyodide unpacking 28 wheels
#: again. Pyodide refuses a snapshot once packages were loaded (its list of loaded packages is a
#: JavaScript object it expects empty): the list is kept in the header and emptied.
#: Objects of Pyodide's API that Python holds are named by where they are found.
SNAPSHOT_DRIVER = """
const path = require("path"), fs = require("fs"), zlib = require("zlib");
const [pyodideDir, out, packages, code, magic, least] = process.argv.slice(2);
const { loadPyodide } = require(path.resolve(pyodideDir, "pyodide.js"));
(async () => {
  // sys.executable as in a browser, not this script's path
  const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/", _makeSnapshot: true,
                                 _sysExecutable: "./this.program", packages: packages.split(",") });
  await py.runPythonAsync(fs.readFileSync(code, "utf8"));
  // Python no longer holds the build folder's path, but freed memory keeps its bytes: wipe each
  // copy, even one whose last bytes the allocator has since overwritten (a copy is found by its
  // first LEAST bytes, then wiped as far as it goes on), so a published image carries no folder
  // of the build machine
  const heap = Buffer.from(py._module.HEAPU8.buffer), folder = Buffer.from(path.resolve(pyodideDir));
  const lead = folder.subarray(0, Number(least));
  let wiped = 0;
  for (let at = heap.indexOf(lead); at >= 0; at = heap.indexOf(lead, at + 1)) {
    let end = at + lead.length;
    while (end < heap.length && end - at < folder.length && heap[end] === folder[end - at]) end++;
    while (end < heap.length && heap[end] > 0x20 && heap[end] < 0x7f) end++;
    heap.fill(0, at, end);
    wiped++;
  }
  const files = [], blobs = [];
  const walk = (dir) => {
    for (const name of py.FS.readdir(dir).sort()) {
      if (name === "." || name === "..") continue;
      const p = dir + "/" + name;
      if (py.FS.isDir(py.FS.stat(p).mode)) { walk(p); continue; }
      const data = py.FS.readFile(p);
      files.push([p, data.length]);
      blobs.push(data);
    }
  };
  walk(py._api.sitepackages);
  const loaded = { ...py.loadedPackages };
  for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
  const known = new Map([[py, ["pyodide", "", "object"]]]);
  for (const [where, obj] of [["pyodide", py], ["api", py._api]]) {
    for (const key of Object.getOwnPropertyNames(obj)) {
      let v;
      try { v = obj[key]; } catch { continue; }
      if (v && ["object", "function"].includes(typeof v) && !known.has(v)) known.set(v, [where, key, typeof v]);
    }
  }
  const image = py.makeMemorySnapshot({ serializer: (obj) => {
    if (known.has(obj)) return known.get(obj);
    throw new Error(`Python holds a JavaScript object the snapshot cannot name: ${obj}`);
  } });
  const header = Buffer.from(JSON.stringify({ image: image.length, files, loaded }));
  const start = Math.ceil((8 + header.length) / 16) * 16;
  const head = Buffer.alloc(start);
  head.write(magic, 0, "latin1");
  head.writeUInt32LE(header.length, 4);
  header.copy(head, 8);
  fs.writeFileSync(out, zlib.gzipSync(Buffer.concat([head, image, ...blobs]), { level: 6 }));
  const size = blobs.reduce((n, b) => n + b.length, 0);
  console.log(`memory image ${(image.length / 1e6).toFixed(0)} MB, ` +
              `${files.length} files ${(size / 1e6).toFixed(0)} MB, ${wiped} copies of the folder wiped`);
})().catch((e) => { console.error(e); process.exit(1); });
"""


def make_snapshot(pyodide_dir: Path, cache: Path) -> Path:
    """``pyodide_dir/SNAPSHOT``: Pyodide's memory after ``SNAPSHOT_CODE`` and the files of its
    packages, for the kernel to restore. Taken from the very files the site serves (the image
    is tied to that ``pyodide.asm.wasm``; Pyodide checks the build id when restoring)."""
    work = cache / "snapshot"
    work.mkdir(parents=True, exist_ok=True)
    (work / "driver.js").write_text(SNAPSHOT_DRIVER)
    (work / "code.py").write_text(SNAPSHOT_CODE)
    out = pyodide_dir / SNAPSHOT
    # A copy of the folder is known by the checkout (or the cache, when ``--cache`` is elsewhere)
    # and the next folder name: enough to never wipe other paths, however short the checkout's.
    folder = str(pyodide_dir.resolve())
    anchor = str(ROOT.resolve()) if folder.startswith(str(ROOT.resolve()) + "/") else str(cache.resolve())
    after = folder.find("/", len(anchor) + 1)
    least = len(folder) if after < 0 else after + 1
    res = run(["node", str(work / "driver.js"), str(pyodide_dir), str(out), ",".join(PRELOAD),
               str(work / "code.py"), SNAPSHOT_MAGIC, str(least)], capture_output=True, text=True)
    lines = res.stdout.strip().splitlines()
    log(f"snapshot: {', '.join(lines[-2:])}; {out.stat().st_size / 1e6:.0f} MB gzipped")
    return out


#: The worker's ``initRuntime`` (jupyterlite-pyodide-kernel 0.7.0, minified, in two spellings):
#: ``{pyodideUrl:r,indexUrl:n}=e; ... this._pyodide=await t({indexURL:n, ...})``. The patch
#: wraps the loader ``t`` (``KERNEL_LOADER``), nothing else changes.
KERNEL_VERSION = "0.7.0"
KERNEL_CALL = re.compile(r"(async initRuntime\((\w+)\)\{[^{}]{0,20}\{pyodideUrl:(\w+),indexUrl:(\w+)\}=\2;"
                         r"[^{}]{0,250}?this\._pyodide=await )(\w+)(\(\{indexURL:\4,)")
#: Given Pyodide's loader and the URL of ``pyodide.js``: a loader that fetches the snapshot
#: named by the option (next to ``pyodide.js``), gunzips it (unless the server already did),
#: restores the memory image without loading any package (Python's references to Pyodide's
#: API become stand-ins that look the name up in the new one), writes the packages' files and
#: marks them loaded (the kernel loads the packages a cell imports unless they are). The
#: restored Python's ``os.environ`` and ``random`` are the build's, so ``AFTER_RESTORE`` applies
#: the page's environment (``QUERY_STRING``) and reseeds ``random``. Any failure falls back to
#: an ordinary start, logged as an error (the page works, slower; the browser test fails).
#: Python run once the snapshot is restored (``ENV``: the page's environment as JSON).
#: micropip copied the lock's address when it was imported: the build's folder, not this site.
AFTER_RESTORE = """
import os, random, sys
os.environ.update(ENV)
random.seed()
import pyodide_js
mc = sys.modules.get("micropip._compat")
if mc is not None:
    mc.lockfile_base_url = mc.compatibility_layer.lockfile_base_url = pyodide_js.lockfileBaseUrl
    sys.modules["micropip._compat._compat_in_pyodide"].lockfileBaseUrl = pyodide_js.lockfileBaseUrl
del mc
"""
KERNEL_LOADER = """((load, pyodideUrl) => async (opts) => {
  const name = opts.%(option)s;
  delete opts.%(option)s;
  if (!name) return load(opts);
  let data, header, at;
  try {
    const resp = await fetch(new URL(name, pyodideUrl));
    if (!resp.ok) throw new Error(`${resp.status} ${resp.url}`);
    // gunzipped while it is read, unless the server already did (its first bytes tell)
    const reader = resp.body.getReader();
    const head = (await reader.read()).value || new Uint8Array(0);
    let body = new ReadableStream({
      start: (c) => { if (head.length) c.enqueue(head); },
      pull: async (c) => { const { done, value } = await reader.read(); done ? c.close() : c.enqueue(value); } });
    if (head[0] === 0x1f && head[1] === 0x8b) body = body.pipeThrough(new DecompressionStream("gzip"));
    data = new Uint8Array(await new Response(body).arrayBuffer());
    const view = new DataView(data.buffer, data.byteOffset);
    if (new TextDecoder().decode(data.subarray(0, 4)) !== "%(magic)s") throw new Error("not a snapshot");
    const size = view.getUint32(4, true);
    header = JSON.parse(new TextDecoder().decode(data.subarray(8, 8 + size)));
    at = Math.ceil((8 + size) / 16) * 16;
  } catch (err) {
    console.error("tricklab: no Pyodide snapshot, slower ordinary start:", err);
    return load(opts);
  }
  let py;
  try {
    const later = {};
    const find = (d) => { const base = d[0] === "api" ? later.py._api : later.py; return d[1] ? base[d[1]] : base; };
    const standIn = (d) => d[2] === "function"
      ? function (...args) { return Reflect.apply(find(d), this, args); }
      : new Proxy({}, {
          get: (_, k) => Reflect.get(find(d), k), set: (_, k, v) => Reflect.set(find(d), k, v),
          has: (_, k) => k in find(d), ownKeys: () => Reflect.ownKeys(find(d)),
          getOwnPropertyDescriptor: (_, k) => {
            const p = Reflect.getOwnPropertyDescriptor(find(d), k);
            return p && { ...p, configurable: true };
          } });
    py = later.py = await load({ ...opts, packages: [], _snapshotDeserializer: standIn,
                                 _loadSnapshot: data.subarray(at, at + header.image) });
    at += header.image;
    const made = new Set();
    for (const [path, size] of header.files) {
      const dir = path.slice(0, path.lastIndexOf("/"));
      if (!made.has(dir)) { py.FS.mkdirTree(dir); made.add(dir); }
      py.FS.writeFile(path, data.subarray(at, at + size));
      at += size;
    }
  } catch (err) {
    console.error("tricklab: the Pyodide snapshot did not restore, slower ordinary start:", err);
    return load(opts);
  }
  // Python's own reference to the list of loaded packages (taken at start-up, slot 6 of
  // Pyodide's table of JavaScript objects; pyodide._package_loader and micropip keep it) is
  // restored as a new empty object: point it at the real list again
  const slot = py._module.__hiwire_get(6);
  if (slot && slot !== py.loadedPackages && !Object.keys(slot).length) py._module.__hiwire_set(6, py.loadedPackages);
  Object.assign(py.loadedPackages, header.loaded);
  py.runPython(`%(after)s`.replace("ENV", JSON.stringify(opts.env || {})));
  return py;
})""" % {"option": SNAPSHOT_OPTION, "magic": SNAPSHOT_MAGIC, "after": AFTER_RESTORE}


def patch_kernel(site: Path) -> int:
    """Every copy of the Pyodide kernel's worker in ``site`` gets ``KERNEL_LOADER``. Stops the
    build if the kernel is not the version this was written for or the call is not found."""
    done = 0
    for ext in site.rglob("extensions/@jupyterlite/pyodide-kernel-extension"):
        version = json.loads((ext / "package.json").read_text())["version"]
        if version != KERNEL_VERSION:
            raise SystemExit(f"{ext}: jupyterlite-pyodide-kernel {version}, the snapshot patch "
                             f"is for {KERNEL_VERSION}: check KERNEL_CALL against its worker")
        found = 0
        for js in sorted((ext / "static").glob("*.js")):
            text = js.read_text("utf-8")
            if "async initRuntime(" not in text:
                continue
            new, n = KERNEL_CALL.subn(lambda m: m.group(1) + "(" + KERNEL_LOADER + ")("
                                      + m.group(5) + "," + m.group(3) + ")" + m.group(6), text)
            want = text.count("async initRuntime(")
            if n != want:
                raise SystemExit(f"{js}: the kernel's loadPyodide call was not found "
                                 f"({n} of {want}): see KERNEL_CALL")
            js.write_text(new, "utf-8")
            found += n
        if not found:
            raise SystemExit(f"{ext}: no kernel worker found to patch")
        done += found
    if not done:
        raise SystemExit(f"{site}: no Pyodide kernel extension found")
    return done


# ---------------------------------------------------------------- contents

KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: Font Awesome from a CDN (Voilà's template): the table does not use icons, and a request
#: to the internet must never be made by the site.
CDN_LINK = re.compile(r'<link[^>]*href="https://[^"]*"[^>]*>\s*')


def lite_notebook(src: Path, dest: Path, code: dict[str, str] | None = None) -> None:
    """A copy of a notebook for the Pyodide kernel (its kernelspec is ``python``); ``code``
    replaces cell sources (the Japanese dashboards)."""
    nb = json.loads(src.read_text("utf-8"))
    nb["metadata"]["kernelspec"] = KERNELSPEC
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            text = "".join(cell["source"])
            for old, new in (code or {}).items():
                text = text.replace(old, new)
            cell["source"] = text
            cell["outputs"], cell["execution_count"] = [], None
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False), "utf-8")


def lite_config(dest: Path, pyodide_url: str) -> None:
    """The kernel loads Pyodide from the site, and with it tricklab and the kernel's own
    packages (``PRELOAD``); never PyPI."""
    cfg = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "pyodideUrl": pyodide_url, "disablePyPIFallback": True,
            "loadPyodideOptions": {"packages": PRELOAD, SNAPSHOT_OPTION: SNAPSHOT}}}}}
    (dest / "jupyter-lite.json").write_text(json.dumps(cfg, indent=1))


def tidy(site: Path) -> None:
    """Source maps are for developers of JupyterLab (a third of the size); CDN links go."""
    for m in site.rglob("*.map"):
        m.unlink()
    for page in site.rglob("*.html"):
        text = page.read_text("utf-8")
        new = CDN_LINK.sub("", text)
        if new != text:
            page.write_text(new, "utf-8")


#: Voila hands the page's query string to the kernel as ``QUERY_STRING``; a static page has no
#: server to do that, so the page itself puts it in the options the kernel starts Pyodide with
#: (``loadPyodideOptions.env`` becomes ``os.environ``) before voici reads its configuration.
#: ``tricklab.ui.dashboard`` then reads ``?seed=5&tab=rules&lang=ja`` the same way on both.
QUERY_SCRIPT = """<script>
(function () {
  var el = document.getElementById("jupyter-config-data");
  var cfg = JSON.parse(el.textContent);
  var kernel = cfg.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
  var opts = kernel.loadPyodideOptions = kernel.loadPyodideOptions || {};
  opts.env = Object.assign({}, opts.env, {QUERY_STRING: location.search.replace(/^[?]/, "")});
  el.textContent = JSON.stringify(cfg);
})();
</script>
"""
CONFIG_END = re.compile(r'(<script id="jupyter-config-data" type="application/json">.*?</script>\s*)',
                        re.S)


def pass_query(site: Path) -> int:
    """Every voici page gets ``QUERY_SCRIPT`` right after its configuration."""
    done = 0
    for page in (site / "voici" / "render").rglob("*.html"):
        text = page.read_text("utf-8")
        new, n = CONFIG_END.subn(lambda m: m.group(1) + QUERY_SCRIPT, text, count=1)
        if n != 1:
            raise SystemExit(f"{page}: no jupyter-config-data (did voici change its template?)")
        page.write_text(new, "utf-8")
        done += 1
    return done


def landing_pages(site: Path, notebooks: Path) -> None:
    """The classroom server's landing page, with links to the site's own files."""
    sys.path.insert(0, str(ROOT))
    from tricklab.serving import catalogue, pages
    entries = catalogue.games(notebooks)
    steps = [(f, catalogue.notebook_title(notebooks / f)) for f in catalogue.first_steps(notebooks)]
    home = {"en": "index.html", "ja": "index-ja.html"}
    links = pages.Links(
        dashboard=lambda nb, lang: (f"voici/render/{Path(nb).stem}.html" if lang == "en"
                                    else f"voici/render/{lang}/{Path(nb).stem}.html"),
        notebook=lambda nb: f"lab/notebooks/index.html?path={nb}",
        home=lambda lang: home[lang],
        picture=lambda f: f"tricklab/static/{f}")
    for lang, name in home.items():
        (site / name).write_text(pages.landing(entries, steps, lang, "./", links=links,
                                               translated=catalogue.translations(notebooks)), "utf-8")
    pics = site / "tricklab" / "static"
    pics.mkdir(parents=True, exist_ok=True)
    for e in entries:
        if e.picture:
            shutil.copy2(ROOT / "tricklab" / "serving" / "static" / e.picture, pics / e.picture)


def jupyter(tool: str) -> str:
    """The build tools live next to the Python running this script (``make site``'s venv)."""
    exe = Path(sys.executable).parent / tool
    return str(exe) if exe.exists() else tool


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site")
    ap.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache")
    ap.add_argument("--pyodide", type=Path, default=None,
                    help="the npm pyodide package folder (default: <cache>/node_modules/pyodide)")
    args = ap.parse_args(argv)
    t0 = time.time()
    cache, out = args.cache.resolve(), args.out.resolve()
    cache.mkdir(parents=True, exist_ok=True)
    node_pyodide = args.pyodide or cache / "node_modules" / "pyodide"
    if not (node_pyodide / "pyodide-lock.json").exists():
        run(["npm", "install", "--no-save", "--no-audit", "--no-fund", "--silent", "--prefix",
             str(cache), f"pyodide@{PYODIDE_VERSION}"])
    notebooks = ROOT / "notebooks"
    dashboards = sorted(notebooks.glob("*_dashboard.ipynb"))
    others = sorted(p for p in notebooks.glob("*.ipynb") if p not in dashboards)

    # the apps: one voici page per dashboard and language (the Japanese pages, which the
    # Japanese landing page links to, are copies that ask for lang="ja"; ?lang= still wins)
    play = cache / "play"
    if play.exists():
        shutil.rmtree(play)
    (play / "files").mkdir(parents=True)
    stage_pyodide(node_pyodide, cache, play / "static")
    make_snapshot(play / "static" / "pyodide", cache)
    lite_config(play, "./static/pyodide/pyodide.js")
    for nb in dashboards:
        lite_notebook(nb, play / "files" / nb.name)
        lite_notebook(nb, play / "files" / "ja" / nb.name, {"dashboard(\"": "dashboard(lang=\"ja\", game=\""})
    if out.exists():
        shutil.rmtree(out)
    log(f"voici build: {len(dashboards)} dashboards x 2 languages")
    run([jupyter("voici"), "build", "--lite-dir", str(play), "--contents", str(play / "files"),
         "--output-dir", str(out)], cwd=play, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    # the tutorials: JupyterLite's notebook UI, sharing the Pyodide of the apps
    learn = cache / "learn"
    if learn.exists():
        shutil.rmtree(learn)
    (learn / "files").mkdir(parents=True)
    # resolved against the page (site/lab/<app>/index.html), every app is two levels down
    lite_config(learn, "../../static/pyodide/pyodide.js")
    for nb in others:
        lite_notebook(nb, learn / "files" / nb.name)
    # the translated tutorials (ja/<name>, the twin of <name>), in the same folder as in
    # notebooks/: the landing page of their language links them there
    translated = sorted(p for p in notebooks.glob("*/*.ipynb") if (notebooks / p.name).is_file())
    for nb in translated:
        lite_notebook(nb, learn / "files" / nb.parent.name / nb.name)
    log(f"jupyter lite build: {len(others)} tutorials, {len(translated)} translated")
    run([jupyter("jupyter"), "lite", "build", "--lite-dir", str(learn), "--contents",
         str(learn / "files"), "--output-dir", str(out / "lab")], cwd=learn,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    tidy(out)
    log(f"kernel worker patched to start from the snapshot in {patch_kernel(out)} places")
    log(f"query string passed to the kernel on {pass_query(out)} pages")
    landing_pages(out, notebooks)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    files = sum(1 for f in out.rglob("*") if f.is_file())
    log(f"{out} built in {time.time() - t0:.0f} s: {size / 1e6:.0f} MB in {files} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
