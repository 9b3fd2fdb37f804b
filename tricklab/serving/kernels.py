"""A kernel manager with a cap on live kernels, so a class cannot exhaust the server's memory.

Every Voilà page load and every notebook opened in JupyterLab starts a kernel (~100 MB). Culling
frees the kernels of closed pages after a while, but 30 learners reloading at once could still
start more kernels than the machine holds. Past the cap, starting a kernel raises ``ClassFull``
(an HTTP 503): the Voilà handler of :mod:`tricklab.serving.extension` turns it into a bilingual
"the class is full" page, and JupyterLab shows its message in its kernel-error dialog.

It also keeps ``pool_size`` kernels warm: started, with ``tricklab.ui`` imported (and what else
:func:`tricklab.serving.warm.warm_up` prepares), waiting for the
next page. Starting Python and ipykernel and importing the widgets took about 1.5 s of a
dashboard's first 3–4 s; a page that gets a warm kernel only builds its table. The page's own
settings (Voilà passes the URL's query string in the kernel's environment) are set in the warm
kernel before it is handed over, so it is the same kernel a fresh start would have given.

Configured as ``--ServerApp.kernel_manager_class=tricklab.serving.kernels.CappedKernelManager
--CappedKernelManager.max_kernels=N --CappedKernelManager.pool_size=N``. The culling settings
(``cull_idle_timeout``, ...) are the ordinary ``MappingKernelManager`` ones, which this class
inherits; warm kernels waiting in the pool are never culled.
"""
from __future__ import annotations

import asyncio
import ctypes
import gc
import json
import os
import sys
import time
import uuid
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server._tz import utcnow
from tornado.web import HTTPError
from traitlets import Float, Integer, Unicode


def _malloc_trim() -> bool:
    """Give the C heap's free pages back to the system (glibc only; elsewhere a no-op).

    Measured: after 10 learners' pages were culled, the server process held 141 MB although
    its Python objects were back to the warm-up level (125 MB); ``malloc_trim`` returned it to
    119 MB. Without it the server's RSS only ever grows with the size of the last class."""
    try:
        return bool(ctypes.CDLL(None).malloc_trim(0))
    except (OSError, AttributeError):
        return False


def limit_malloc_arenas(n: int = 2) -> bool:
    """Let the C heap use at most ``n`` arenas (glibc only; elsewhere a no-op), as
    ``MALLOC_ARENA_MAX=n`` would. Call before the server starts its threads.

    Why: glibc gives each thread that allocates (ZeroMQ's I/O threads, the server's thread pool)
    an arena of its own, and freed memory scattered over many arenas is what ``malloc_trim``
    cannot give back; the server's threads do little, so two arenas cost no speed."""
    try:
        return bool(ctypes.CDLL(None).mallopt(-8, n))      # -8: M_ARENA_MAX
    except (OSError, AttributeError):
        return False


#: Set by ``tricklab serve`` in its own environment once it runs on the C allocator.
ALLOCATOR_ENV = "TRICKLAB_SERVER_ALLOCATOR"


def system_allocator_argv(environ: "dict[str, str] | os._Environ[str]" = os.environ,
                          platform: str = sys.platform,
                          orig_argv: "list[str] | None" = None) -> list[str] | None:
    """The command that starts this server process again on the C allocator
    (``PYTHONMALLOC=malloc``), or None: already on it, an allocator chosen by the user, or not
    Linux (where ``malloc_trim`` does not exist).

    Why: Python keeps small objects in 256 KiB arenas that go back to the system only when
    entirely empty, and after a class a few live objects in many arenas held the server 10-12%
    above its start. On the C allocator ``malloc_trim`` after the culls returns those pages:
    measured after 30 learners, +2% (118 -> 120 MB) against +11% (114 -> 126 MB). The kernels
    keep Python's allocator (faster, and a culled kernel gives everything back anyway)."""
    if platform != "linux" or "PYTHONMALLOC" in environ or ALLOCATOR_ENV in environ:
        return None
    argv = list(orig_argv if orig_argv is not None else sys.orig_argv)
    return [sys.executable, *argv[1:]] if argv else None


def restart_on_system_allocator() -> None:
    """Start this process again on the C allocator when :func:`system_allocator_argv` says so
    (same pid, same arguments); once there, leave the kernels to Python's own allocator."""
    argv = system_allocator_argv()
    if argv is not None:
        sys.stdout.flush()
        sys.stderr.flush()
        os.execve(sys.executable, argv,
                  {**os.environ, "PYTHONMALLOC": "malloc", ALLOCATOR_ENV: "malloc"})
    if os.environ.get(ALLOCATOR_ENV) == "malloc":
        os.environ.pop("PYTHONMALLOC", None)     # the kernels inherit this environment


class QuickClient(AsyncKernelClient):
    """A kernel client ready as soon as the kernel has answered on both channels.

    Why: jupyter_client's ``wait_for_ready`` ends by draining IOPub until it has been silent for
    0.2 s, and a page made two clients in a row (the warm kernel's hand-over, then Voilà's
    executor): 0.4 s of every page spent waiting for nothing. The kernel-info handshake stays (it
    proves the shell and IOPub sockets are connected); messages left on IOPub belong to that
    handshake, and the executor ignores messages that do not answer its own requests.

    Configured as ``--AsyncKernelManager.client_factory=tricklab.serving.kernels.QuickClient``."""

    async def wait_for_ready(self, timeout: float | None = None) -> None:  # type: ignore[override]
        deadline = time.monotonic() + (float("inf") if timeout is None else timeout)
        while True:
            self.kernel_info()
            try:
                reply = await self.shell_channel.get_msg(timeout=1)
            except Exception:              # queue.Empty: no answer yet
                reply = None
            if reply is not None and reply["msg_type"] == "kernel_info_reply":
                try:                       # IOPub connected: the handshake's status came through
                    await self.iopub_channel.get_msg(timeout=0.2)
                except Exception:
                    pass
                else:
                    self._handle_kernel_info_reply(reply)
                    return
            if not await self.is_alive():
                raise RuntimeError("Kernel died before replying to kernel_info")
            if time.monotonic() > deadline:
                raise RuntimeError(f"Kernel didn't respond in {timeout} seconds")


class ClassFull(HTTPError):
    """No kernel left for one more learner. Status 503 (retry later), with a message in both
    languages because the API answer (JupyterLab's dialog) cannot know the learner's."""

    def __init__(self, max_kernels: int) -> None:
        self.max_kernels = max_kernels
        super().__init__(503, "The class is full (%d kernels in use); please try again in a minute."
                         " / 教室が満員です（%d 個のカーネルが使用中）。1分ほどしてからもう一度お試しください。",
                         max_kernels, max_kernels, reason="Class full")


class _Warm:
    """One pool place: a task that starts and warms a kernel, after a delay that a page needing
    it now can cut short (``hurry``)."""

    def __init__(self, km: "CappedKernelManager", delay: float) -> None:
        self.hurry = asyncio.Event()
        self.kernel_id = str(uuid.uuid4())
        self.task = asyncio.ensure_future(km._warm_kernel(self, delay))


class CappedKernelManager(AsyncMappingKernelManager):
    """``AsyncMappingKernelManager`` that refuses new kernels beyond ``max_kernels`` and keeps
    ``pool_size`` warm kernels ready.

    Kernels still starting count too (their ids are chosen here and held in ``_starting``), so a
    burst of simultaneous page loads cannot overshoot the cap. Warm kernels count as well: they
    hold memory like any other."""

    max_kernels = Integer(0, config=True,
                          help="Most kernels alive at once (0: no cap). A refused Voilà page "
                               "shows a 'class is full, retry in a minute' page.")
    pool_size = Integer(0, config=True,
                        help="Kernels kept started and warmed (see pool_warmup) for the next pages.")
    pool_warmup = Unicode("from tricklab.serving.warm import warm_up; warm_up()", config=True,
                          help="Code a warm kernel runs while it waits (imports only: anything it "
                               "displays or creates would show on the page that gets the kernel).")
    pool_refill_delay = Float(3.0, config=True,
                              help="Seconds before a used pool place is refilled, so the refill does "
                                   "not take the CPU from the page that just got a warm kernel.")
    pool_quiet = Float(2.0, config=True,
                       help="A used pool place is refilled only when no page has been rendering for "
                            "this many seconds (the browser is still busy with a page after its HTML).")
    pool_max_wait = Float(30.0, config=True,
                          help="Most seconds a refill waits for quiet pages before starting anyway.")
    lang = Unicode("en", config=True,
                   help="The language of tricklab's own log lines (tricklab serve --lang); "
                        "Jupyter's stay English.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._starting: set[str] = set()
        self._trim_due = False
        self._pool: list[_Warm] = []
        self._handing: set[str] = set()
        self.warmup_kernels: set[str] = set()    # the server's own start-up page (extension)
        self._pages = 0                          # pages being rendered now
        self._last_page = 0.0                    # when the last one finished (monotonic)
        self.pages_seen = 0                      # pages begun since the server started

    def words(self, key: str, **kw: object) -> str:
        """A log line of tricklab's own in the server's language (``cli_words``)."""
        from tricklab.cli_words import w
        return w(key, self.lang, **kw)

    # -- pages first ---------------------------------------------------------------------------
    # On 2 cores a warm kernel's start (Python, ipykernel, the imports: ~1.5 s of CPU) slows the
    # page being rendered next to it, and the first learner of a fresh server found the start-up
    # page and its refill starting with theirs (measured: 3-6 s to a playable table instead of
    # ~2.5). So a refill waits until pages have stopped rendering, and the start-up page waits for
    # quiet too (``extension.warm_server``). The server's first fill starts at once, all together:
    # one at a time, the second learner waited for the second kernel.
    def page_started(self) -> None:
        """A page's rendering began (``ClassroomVoilaHandler``)."""
        self._pages += 1
        self.pages_seen += 1

    def page_finished(self) -> None:
        self._pages = max(0, self._pages - 1)
        self._last_page = time.monotonic()

    async def pages_quiet(self, hurry: asyncio.Event | None = None) -> None:
        """Return once no page has rendered for ``pool_quiet`` s (or ``hurry`` is set, or
        ``pool_max_wait`` s have passed)."""
        deadline = time.monotonic() + self.pool_max_wait
        while time.monotonic() < deadline and not (hurry is not None and hurry.is_set()):
            if self._pages == 0 and time.monotonic() - self._last_page >= self.pool_quiet:
                return
            await asyncio.sleep(0.1)

    async def pool_ready(self) -> None:
        """Wait until the warm kernels now in the pool are started (or failed)."""
        while True:
            pending = [w.task for w in self._pool if not w.task.done()]
            if not pending:
                return
            await asyncio.wait(pending)

    def kernels_in_use(self) -> int:
        """Live kernels plus those being started (warm ones included)."""
        return len(set(self.list_kernel_ids()) | self._starting)

    def is_full(self) -> bool:
        """No kernel for one more page: the cap is reached and no warm kernel is waiting."""
        return self.max_kernels > 0 and self.kernels_in_use() >= self.max_kernels and not self._pool

    def pooled_ids(self) -> set[str]:
        return {w.kernel_id for w in self._pool}

    # -- the warm pool ---------------------------------------------------------------------
    def fill_pool(self, delay: float = 0.0) -> None:
        """Start warm kernels until the pool holds ``pool_size`` (never past the cap)."""
        while len(self._pool) < self.pool_size and not (
                self.max_kernels > 0 and self.kernels_in_use() >= self.max_kernels):
            w = _Warm(self, delay)
            self._starting.add(w.kernel_id)
            self._pool.append(w)

    async def _warm_kernel(self, w: _Warm, delay: float) -> str:
        try:
            if delay > 0:
                try:
                    await asyncio.wait_for(w.hurry.wait(), delay)
                except asyncio.TimeoutError:
                    pass
            if delay > 0 and not w.hurry.is_set():       # a refill, not the server's first fill
                await self.pages_quiet(w.hurry)
            await super().start_kernel(kernel_id=w.kernel_id, path="")  # type: ignore[arg-type]
            if self.pool_warmup.strip():
                await self._run_in(w.kernel_id, self.pool_warmup, started=True)
            self.log.info(self.words("serve_log_warm_ready", kernel=w.kernel_id))
            return w.kernel_id
        except BaseException:
            if w in self._pool:
                self._pool.remove(w)
            raise
        finally:
            self._starting.discard(w.kernel_id)

    async def _run_in(self, kernel_id: str, code: str, timeout: float = 120,
                      started: bool = False) -> None:
        """Run ``code`` in a kernel silently (no output, no history) and wait for it to finish.

        ``started``: the kernel was just started, so wait until it answers. A warm kernel already
        has: its shell socket queues the request until connected and only the reply is awaited
        (no IOPub, no handshake: about 0.2 s less for the page that gets it)."""
        client: Any = self.get_kernel(kernel_id).client()     # an async client (typed as sync)
        client.start_channels(iopub=started, stdin=False, hb=False, control=False)
        try:
            if started:
                await client.wait_for_ready(timeout=timeout)
            msg_id = client.execute(code, silent=True, store_history=False)
            deadline = time.monotonic() + timeout
            while True:
                reply = await client.get_shell_msg(timeout=max(1.0, deadline - time.monotonic()))
                if reply.get("parent_header", {}).get("msg_id") == msg_id:
                    break
            if reply["content"].get("status") != "ok":
                raise RuntimeError(f"warm-up failed: {reply['content'].get('ename')}: "
                                   f"{reply['content'].get('evalue')}")
        finally:
            client.stop_channels()

    async def _take_warm(self, kernel_name: str | None, path: Any, env: dict[str, str] | None) -> str | None:
        """A warm kernel set up as a fresh start with ``path`` and ``env`` would be, or None.
        A ready one first; else the one closest to ready (still sooner than a fresh start)."""
        if not self._pool or kernel_name not in (None, self.default_kernel_name):
            return None
        ready = [w for w in self._pool if w.task.done() and not w.task.cancelled()
                 and w.task.exception() is None]
        w = ready[0] if ready else self._pool[0]
        self._pool.remove(w)
        self._handing.add(w.kernel_id)         # not culled while it is being handed over
        w.hurry.set()
        self.fill_pool(self.pool_refill_delay)
        try:
            kid = await w.task
            changed = {k: v for k, v in (env or {}).items() if os.environ.get(k) != v}
            cwd = self.cwd_for_path(path) if path is not None else self.root_dir
            await self._run_in(kid, "import os as _o; _o.environ.update(%s); _o.chdir(%s); del _o"
                               % (json.dumps(changed), json.dumps(str(cwd))))
            kernel: Any = self.get_kernel(kid)
            kernel.last_activity = utcnow()     # the server's culling clock (set by the server)
        except Exception as err:               # a warm kernel that failed: start a fresh one
            self.log.warning(self.words("serve_log_warm_unusable", error=repr(err)))
            if w.kernel_id in self:
                await self.shutdown_kernel(w.kernel_id)
            return None
        finally:
            self._handing.discard(w.kernel_id)
        self.log.info(self.words("serve_log_warm_taken", kernel=kid))
        return kid

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:  # type: ignore[override]
        if kernel_id in self.pooled_ids() or kernel_id in self._handing:   # no page yet
            return
        idle = self.cull_idle_timeout
        await super().cull_kernel_if_idle(kernel_id)
        if kernel_id not in self:           # culled: Jupyter said so in English, say it here
            self.log.info(self.words("serve_log_culled", kernel=kernel_id, idle=idle,
                                     used=self.kernels_in_use()))

    async def shutdown_all(self, now: bool = False) -> None:  # type: ignore[override]
        pool, self._pool = self._pool, []
        for w in pool:
            w.task.cancel()
        await super().shutdown_all(now=now)

    async def start_kernel(self, *args: Any, kernel_id: str | None = None,  # type: ignore[override]
                           **kwargs: Any) -> str:
        if kernel_id is not None and kernel_id in self:      # an existing kernel: no new one
            return await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
        if kernel_id is None and not args:
            warm = await self._take_warm(kwargs.get("kernel_name"), kwargs.get("path"), kwargs.get("env"))
            if warm is not None:
                if "tricklab_warmup=1" in (kwargs.get("env") or {}).get("QUERY_STRING", ""):
                    self.warmup_kernels.add(warm)
                return warm
        if self.is_full():
            self.log.warning(self.words("serve_log_full_kernel", used=self.kernels_in_use(),
                                        cap=self.max_kernels))
            raise ClassFull(self.max_kernels)
        kernel_id = kernel_id or str(uuid.uuid4())
        self._starting.add(kernel_id)
        try:
            return await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
        finally:
            self._starting.discard(kernel_id)

    async def shutdown_kernel(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        await super().shutdown_kernel(*args, **kwargs)
        self._trim_due = True

    async def cull_kernels(self) -> None:
        """The periodic cull, then, if any kernel went away since the last one, a full garbage
        collection and one heap trim.

        Why collect first: a closed page leaves cycles behind in the server (its kernel's client
        and channels, Voilà's renderer with its templates and the widget state it gathered),
        and Python collects the oldest generation rarely, so after a class they still held
        memory the trim could not return."""
        await super().cull_kernels()
        if self._trim_due:
            self._trim_due = False
            gc.collect()
            _malloc_trim()
