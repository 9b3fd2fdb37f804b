"""``tricklab serve``: one Jupyter server for a class — the landing page, the Voilà dashboards,
the tutorials in JupyterLab — with kernel culling and a kernel cap.

Why these defaults (measured on a 2-core / 24 GB machine, see README "Classroom"):
- a closed page's kernel is shut down after ``cull_idle`` s without activity, checked every
  ``cull_interval`` s: 60 + 10 frees it in about 70 s, well within the 2 minutes promised;
  open pages are never culled (``cull_connected=False``), however long a learner thinks;
- ``max_kernels`` defaults to what memory allows at ``LEARNER_MB`` per learner with a quarter of
  the RAM left for the system, and at most ``MAX_KERNELS_CPU`` (on 2 cores, starting a dashboard
  costs ~2 s of CPU: 60 kernels is a class of 30 with a reload or a tutorial each).
- ``warm`` kernels (default 2) wait started and warmed for the next pages, and the server renders
  one dashboard itself at start (``extension.warm_server``): a learner's first table no longer
  waits for Python, ipykernel and the imports, and the first page's one-time work is not left
  in the server's memory after the class.
The server runs in this process (no child ``jupyter`` process), so SIGTERM stops the server
and its kernels together.
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

#: Measured memory of one learner (a dashboard kernel + server share), rounded up; see README.
LEARNER_MB = 150
#: The default cap never exceeds this, whatever the RAM: CPU, not memory, limits a 2-core box.
MAX_KERNELS_CPU = 60
#: Warm kernels waiting for the next pages (started, ``tricklab.ui`` imported): a page that
#: gets one skips Python's start-up and the imports. Two, for two learners arriving together.
WARM_KERNELS = 2
#: The Voilà template ``tricklab serve`` renders dashboards with (shipped in this package).
TEMPLATE = "tricklab"


def template_root() -> Path:
    """The folder holding ``voila/templates/tricklab``: a Jupyter data directory of our own, put
    on JUPYTER_PATH so Voilà finds the template and serves its static files by name."""
    return Path(__file__).resolve().parent / "jupyter"


def add_template_root(environ: dict[str, str] | None = None) -> None:
    """Put :func:`template_root` first on JUPYTER_PATH (once), as Voilà reads it at start."""
    env = os.environ if environ is None else environ
    root = str(template_root())
    paths = [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    if root not in paths:
        env["JUPYTER_PATH"] = os.pathsep.join([root, *paths])


def total_memory_bytes() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 8 << 30


def default_max_kernels(mem_bytes: int | None = None) -> int:
    """Kernels that fit in three quarters of the RAM at ``LEARNER_MB`` each, capped for CPU."""
    mem = total_memory_bytes() if mem_bytes is None else mem_bytes
    return max(4, min(MAX_KERNELS_CPU, int(mem * 0.75 / (LEARNER_MB << 20))))


@dataclass
class ServeSettings:
    ip: str = "127.0.0.1"
    port: int = 8866
    cull_idle: int = 60          # seconds without activity before a page-less kernel is shut down
    cull_interval: int = 10      # how often the culler looks
    max_kernels: int | None = None   # None: default_max_kernels()
    warm: int = WARM_KERNELS         # kernels kept started and warmed for the next pages
    notebooks: Path | None = None
    content: Path | None = None      # a teacher's scenario (and lesson) files: --content DIR
    lang: str = "en"                 # the banner's and tricklab's log lines' language (--lang)

    @property
    def cap(self) -> int:
        return default_max_kernels() if self.max_kernels is None else self.max_kernels


def server_argv(s: ServeSettings, root: Path) -> list[str]:
    """The ``jupyter server`` command-line settings, printable and testable."""
    argv = [
        f"--ServerApp.ip={s.ip}", f"--ServerApp.port={s.port}", "--ServerApp.port_retries=0",
        "--ServerApp.open_browser=False", f"--ServerApp.root_dir={root}",
        "--IdentityProvider.token=",
        "--ServerApp.terminals_enabled=False",        # learners get notebooks, not a shell
        "--ServerApp.jpserver_extensions=tricklab.serving.extension=True",
        "--ServerApp.kernel_manager_class=tricklab.serving.kernels.CappedKernelManager",
        f"--CappedKernelManager.max_kernels={s.cap}",
        f"--CappedKernelManager.pool_size={max(0, s.warm)}",
        f"--CappedKernelManager.lang={s.lang}",      # tricklab's own log lines
        "--AsyncKernelManager.client_factory=tricklab.serving.kernels.QuickClient",
        f"--MappingKernelManager.cull_idle_timeout={s.cull_idle}",
        f"--MappingKernelManager.cull_interval={s.cull_interval}",
        "--MappingKernelManager.cull_connected=False",
        "--MappingKernelManager.cull_busy=False",
        "--VoilaConfiguration.show_tracebacks=False",
        # Our page template (``jupyter/voila/templates/tricklab``, found through JUPYTER_PATH, see
        # ``serve``): Voilà's lab page with its JavaScript loaded before the cells run. Notebooks
        # name "lab" in their metadata (for Binder and plain Voilà), so here their choice, and a
        # URL's ?template=, give way to ours.
        f"--VoilaConfiguration.template={TEMPLATE}",
        "--VoilaConfiguration.allow_template_override=NO",
        # Under load (30 learners on 2 cores) a dashboard cell's output can reach the server more
        # than nbclient's default 4 s after the cell finished; it is then dropped and the learner
        # gets a blank page (seen: 1 in 30, "Timeout waiting for IOPub output"). Waiting longer
        # costs nothing when the output comes at once.
        "--VoilaExecutor.iopub_timeout=60",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        argv.append("--allow-root")
    return argv


def banner(s: ServeSettings, root: Path) -> str:
    """What the teacher needs to know at start: where, how many, how fast kernels are freed
    (in ``s.lang``: the words are ``cli_words``')."""
    from tricklab.cli_words import w
    from . import catalogue
    L = s.lang
    host = s.ip
    if host in ("0.0.0.0", "", "::"):            # reachable by the class: show a name they can type
        import socket
        host = socket.gethostname()
    url = f"http://{host}:{s.port}/"
    cap = s.cap
    how = w("serve_cap_set", L) if s.max_kernels is not None else w(
        "serve_cap_default", L, gb=f"{total_memory_bytes() / 2**30:.0f}", mb=LEARNER_MB,
        most=MAX_KERNELS_CPU)
    lines = [w("serve_open", L, url=url), _line("notebooks", root, L)]
    for g in catalogue.games(root):
        if g.dashboard:
            name = f"{g.name:11}" if L == "en" else f"{g.title.get(L, g.name)}（{g.name}）"
            lines.append(w("serve_dashboard", L, name=name, url=f"{url}voila/render/{g.dashboard}"))
    cull = (w("serve_cull_off", L) if s.cull_idle <= 0 else
            w("serve_cull", L, idle=s.cull_idle, interval=s.cull_interval,
              within=s.cull_idle + s.cull_interval))
    kern = (w("serve_kernels_cap", L, cap=cap, how=how, next=cap + 1) if cap > 0
            else w("serve_kernels_no_cap", L))
    if s.content is not None:
        lines += content_lines(s.content, url, L)
    warm = w("serve_warm_on", L, n=s.warm) if s.warm > 0 else w("serve_warm_off", L)
    lines += [_line("kernels", kern, L), _line("warm", warm, L),
              _line("culling", w("serve_cull_end", L, cull=cull), L),
              _line("options", "--max-kernels N  --warm N  --cull-idle S  --cull-interval S  "
                               "--ip  --port  --content DIR  --lang", L)]
    lines += exposure_lines(s.ip, L)
    return "\n".join(lines)


def _line(label: str, value: object, lang: str) -> str:
    """A banner line: its label (a column in English, 「ラベル：」 in Japanese), then its value."""
    from tricklab.cli_words import w
    return w("serve_line", lang, label=w(f"serve_label_{label}", lang), value=value)


def content_lines(folder: Path, url: str, lang: str = "en") -> list[str]:
    """The teacher's files the dashboards offer ("Your positions"), a link for each, and the
    files that cannot be read, with the reason."""
    from tricklab import content
    from tricklab.cli_words import w
    lines = [_line("content", w("serve_content", lang, folder=folder), lang)]
    found = content.listing(None, folder, lang)
    for sc in found.scenarios:
        lines.append(w("serve_content_file", lang, name=f"{sc.name:24}",
                       url=f"{url}voila/render/{sc.game}_dashboard.ipynb?scenario={sc.name}"))
    for path, reason in found.problems:
        reason = " ".join(reason.split())
        named = str(path) in reason          # the catalogue's words name the file: once
        lines.append(w("serve_content_refused_named" if named else "serve_content_refused", lang,
                       file=path.name, reason=reason))
    if not found.scenarios and not found.problems:
        lines.append(w("serve_content_none", lang))
    return lines


def exposure_lines(ip: str, lang: str = "en") -> list[str]:
    """What ``--ip`` exposes, said plainly when it is not this machine only."""
    from tricklab.cli_words import w
    if ip in ("127.0.0.1", "localhost", "::1"):
        return [_line("network", w("serve_local", lang), lang)]
    return [_line("network", w("serve_exposed", lang, ip=ip or w("serve_every_address", lang)),
                  lang)]


def serve(s: ServeSettings) -> int:
    """Print the settings, then run the Jupyter server in this process until stopped."""
    from jupyter_server.serverapp import ServerApp
    from tricklab.paths import notebooks_dir
    from .kernels import restart_on_system_allocator
    restart_on_system_allocator()            # before anything is printed or started
    root = (s.notebooks or notebooks_dir()).resolve()
    if s.content is not None:
        from tricklab.content import ENV
        s.content = s.content.expanduser().resolve()
        os.environ[ENV] = str(s.content)       # the kernels (dashboards) inherit it
    print(banner(s, root), flush=True)
    add_template_root()
    from .kernels import limit_malloc_arenas
    limit_malloc_arenas()
    ServerApp.launch_instance(argv=server_argv(s, root))
    return 0


if __name__ == "__main__":                 # python -m tricklab.serving.server (for debugging)
    raise SystemExit(serve(ServeSettings(port=int(sys.argv[1]) if len(sys.argv) > 1 else 8866)))
