"""The ``tricklab.serving`` Jupyter server extension: the landing page at ``/``, the game
pictures, and Voilà's render route made classroom-safe.

Why a server extension inside ``jupyter server`` rather than Voilà standalone: the landing page's
"learn" links open tutorials in JupyterLab, which only a Jupyter server can host next to Voilà;
and the same server keeps Binder's ``/voila/render/notebooks/...`` route (Voilà's own extension).

The extension's routes are put in front of every other route (Voilà's and JupyterLab's), so
``/`` is the landing page and ``/voila/render/...`` goes through :class:`ClassroomVoilaHandler`:
- only dashboards render in Voilà; any other notebook (a tutorial) is redirected to JupyterLab,
  where its cells exist;
- when the kernel cap is reached, the learner gets the bilingual "class is full" page (503)
  instead of a kernel error;
- the bare Voilà file list (``/voila``, ``/voila/tree``) redirects to the landing page.
"""
from __future__ import annotations

import os
from importlib import resources
from pathlib import Path
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server.base.handlers import APIHandler, JupyterHandler
from jupyter_server.utils import url_path_join
from tornado import web

from . import catalogue, pages
from .kernels import ALLOCATOR_ENV, ClassFull

STATIC = Path(str(resources.files("tricklab.serving") / "static"))


def _notebooks(handler: JupyterHandler) -> Path:
    return Path(handler.settings.get("server_root_dir", ".")).expanduser()


def _seats(handler: JupyterHandler) -> tuple[int, int] | None:
    km = handler.kernel_manager
    cap = getattr(km, "max_kernels", 0)
    used = km.kernels_in_use() if hasattr(km, "kernels_in_use") else len(km.list_kernel_ids())
    return (used, cap) if cap else None


class LandingHandler(JupyterHandler):
    """``/``: every registered game with its picture and play / learn / tour links."""

    @web.authenticated
    def get(self) -> None:
        lang = pages.pick_lang(self.get_argument("lang", None), self.request.headers.get("Accept-Language"))
        nb = _notebooks(self)
        steps = [(f, catalogue.notebook_title(nb / f)) for f in catalogue.first_steps(nb)]
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(pages.landing(catalogue.games(nb), steps, lang, self.base_url, _seats(self),
                                  translated=catalogue.translations(nb)))


class StatusHandler(JupyterHandler):
    """``/tricklab/status``: kernels in use, the warm ones waiting for a page, the cap and the
    server's memory allocator (JSON), so a teacher or a benchmark can tell learners' kernels
    from warm ones."""

    @web.authenticated
    def get(self) -> None:
        km = self.kernel_manager
        warm = sorted(km.pooled_ids()) if hasattr(km, "pooled_ids") else []
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        self.finish({"kernels": len(km.list_kernel_ids()), "warm": warm,
                     "max_kernels": getattr(km, "max_kernels", 0),
                     "allocator": os.environ.get(ALLOCATOR_ENV)
                     or os.environ.get("PYTHONMALLOC") or "python"})


class LeaveHandler(APIHandler):
    """``voila/api/shutdown/<kernel>``: a page that leaves frees its kernel at once.

    A page says so twice: Voilà's ``beforeunload`` and our template's ``pagehide`` (which also
    fires where ``beforeunload`` does not: a tab closed by a phone or tablet, a browser that
    closes pages without asking them). Voilà's own handler answered the second request with a
    404 or, mid-shutdown, an error, so this one frees a kernel once and answers any other
    leave at once. The kernel is killed rather than asked to stop: no page needs it any more,
    and when a class closes its tabs together, 30 polite shutdowns (up to a second each on a
    busy server) kept kernels after the pages had gone. Authentication and the XSRF check are
    the server's (the page sends the ``_xsrf`` cookie's token in the form)."""

    @web.authenticated
    async def post(self, kernel_id: str) -> None:
        km = self.kernel_manager
        leaving: set[str] = self.settings.setdefault("tricklab_leaving", set())
        if kernel_id in km and kernel_id not in leaving:
            leaving.add(kernel_id)
            try:
                await ensure_async(km.shutdown_kernel(kernel_id, now=True))
            finally:
                leaving.discard(kernel_id)
        self.set_status(204)
        self.finish()


class ToLandingHandler(JupyterHandler):
    """Voilà's bare file list listed tutorials as Voilà pages: send its visitors to ``/``."""

    def get(self, *args: Any) -> None:
        self.redirect(self.base_url)


def _words(km: Any, key: str, **kw: object) -> str:
    """A log line of tricklab's own in the server's language (its kernel manager's ``lang``,
    set by ``tricklab serve --lang``; English under another kernel manager)."""
    from tricklab.cli_words import w
    return w(key, getattr(km, "lang", "en"), **kw)


def _full_page(handler: JupyterHandler, max_kernels: int) -> None:
    lang = pages.pick_lang(handler.get_argument("lang", None), handler.request.headers.get("Accept-Language"))
    handler.clear()
    handler.set_status(503)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Retry-After", "60")
    handler.set_header("Cache-Control", "no-store")
    handler.finish(pages.class_full(max_kernels, lang, handler.base_url, handler.request.uri or handler.base_url))


def make_voila_handler() -> type:
    """Voilà's render handler with the classroom checks in front. Built lazily so importing this
    module does not import Voilà."""
    from voila.tornado.handler import TornadoVoilaHandler  # type: ignore[import-untyped]

    class ClassroomVoilaHandler(TornadoVoilaHandler):
        async def prepare(self) -> None:
            await super().prepare()
            path = self.path_args[0] if self.path_args else ""
            if path.endswith(".ipynb") and not catalogue.is_dashboard(path):
                self.redirect(url_path_join(self.base_url, "lab", "tree", path))
                return
            km = self.kernel_manager
            if getattr(km, "is_full", lambda: False)():
                self.log.warning(_words(km, "serve_log_full_page", path=self.request.path))
                _full_page(self, km.max_kernels)

        async def get(self, path: str | None = None) -> None:
            """Voilà's page, counted while it renders: warm kernels wait for quiet pages."""
            # The page's XSRF cookie, set before the page streams its first byte: on leaving
            # (Voilà's ``beforeunload``, our template's ``pagehide``: ``LeaveHandler``), the page
            # posts ``voila/api/shutdown/<its kernel>`` with the ``_xsrf`` form field read from
            # this cookie. Voilà's page never set it, so the
            # server refused that request (403) and the kernel waited for the idle cull. The
            # check itself is unchanged: a request must carry the cookie's token, which another
            # site's page cannot read.
            self.xsrf_token  # noqa: B018 (set as a side effect)
            km = self.kernel_manager
            counted = hasattr(km, "page_started")
            if counted:
                km.page_started()
            try:
                await super().get(path)
            finally:
                if counted:
                    km.page_finished()

        def write_error(self, status_code: int, **kwargs: Any) -> None:
            exc = kwargs.get("exc_info", (None, None))[1]
            if isinstance(exc, ClassFull):      # a burst got past prepare(): same page
                _full_page(self, exc.max_kernels)
                return
            super().write_error(status_code, **kwargs)

    return ClassroomVoilaHandler


def _voila_handler_kwargs(server_app: Any) -> dict[str, Any]:
    """The arguments Voilà's own extension gives its render handler (same configuration)."""
    from voila.configuration import VoilaConfiguration  # type: ignore[import-untyped]
    from voila.paths import collect_template_paths  # type: ignore[import-untyped]
    from voila.server_extension import load_config_file  # type: ignore[import-untyped]
    conf = VoilaConfiguration(parent=server_app)
    local = load_config_file()
    if local is not None:
        conf.update_config(local)
    return {"config": server_app.config, "voila_configuration": conf,
            "template_paths": collect_template_paths(["voila", "nbconvert"], conf.template)}


class _CompiledTemplates:
    """Compiled Jinja templates kept for the server's life (a Jinja bytecode cache in memory).

    Why: Voilà builds a new exporter, hence a new Jinja environment, for every page, and compiled
    the 13 nbconvert/Voilà templates each time: about 0.1 s of the server's CPU per page on a quiet
    machine, 0.2-0.3 s while a class loads pages, all before the page's first byte. A template
    whose source changed is compiled again (the source's checksum is checked)."""

    def __init__(self) -> None:
        from jinja2 import BytecodeCache

        codes: dict[str, tuple[str, Any]] = {}

        class Cache(BytecodeCache):
            def load_bytecode(self, bucket: Any) -> None:
                found = codes.get(bucket.key)
                if found is not None and found[0] == bucket.checksum:
                    bucket.code = found[1]

            def dump_bytecode(self, bucket: Any) -> None:
                codes[bucket.key] = (bucket.checksum, bucket.code)

        self.cache = Cache()
        self.codes = codes

    def attach(self) -> bool:
        """Give every Voilà page's Jinja environment this cache (False: Voilà changed, no cache)."""
        try:
            from voila.exporter import VoilaExporter  # type: ignore[import-untyped]
        except ImportError:
            return False
        create = getattr(VoilaExporter, "_create_environment", None)
        if create is None or getattr(create, "_tricklab_cache", None) is not None:
            return create is not None
        cache = self.cache

        def _create_environment(exporter: Any) -> Any:
            env = create(exporter)
            env.bytecode_cache = cache
            return env

        _create_environment._tricklab_cache = cache  # type: ignore[attr-defined]
        VoilaExporter._create_environment = _create_environment
        return True


COMPILED_TEMPLATES = _CompiledTemplates()


def _put_first(web_app: web.Application) -> None:
    """Move the rule just added by ``add_handlers`` to the front of the router, so these routes
    win over Voilà's and the server's whatever order the extensions load in."""
    rules = web_app.default_router.rules
    if len(rules) >= 2:
        rules.insert(0, rules.pop(-2))


def _load_jupyter_server_extension(server_app: Any) -> None:
    web_app = server_app.web_app
    base = web_app.settings["base_url"]
    handlers: list[Any] = [
        (url_path_join(base, "/?"), LandingHandler),
        (url_path_join(base, "/tricklab/static/(.*)"), web.StaticFileHandler, {"path": str(STATIC)}),
        (url_path_join(base, "/tricklab/status"), StatusHandler),
        (url_path_join(base, "/voila/?"), ToLandingHandler),
        (url_path_join(base, "/voila/tree(.*)"), ToLandingHandler),
        (url_path_join(base, "/voila/api/shutdown/(.*)"), LeaveHandler),
    ]
    try:
        handlers.append((url_path_join(base, "/voila/render/(.*)"), make_voila_handler(),
                         _voila_handler_kwargs(server_app)))
    except ImportError:                       # no Voilà: the landing page still serves
        server_app.log.warning(_words(server_app.kernel_manager, "serve_log_no_voila"))
    web_app.add_handlers(".*$", handlers)
    _put_first(web_app)
    COMPILED_TEMPLATES.attach()
    km = server_app.kernel_manager
    from tornado.ioloop import IOLoop
    if getattr(km, "pool_size", 0) > 0:        # warm kernels, started once the server runs
        IOLoop.current().add_callback(km.fill_pool)
    if getattr(km, "pool_size", 0) > 0 and hasattr(km, "warmup_kernels"):
        IOLoop.current().add_callback(warm_server, server_app)
    server_app.log.info(_words(km, "serve_log_landing", base=base))


#: The query string of the server's own first page (``warm_server``); its kernel is shut down.
WARMUP_QUERY = "tricklab_warmup=1"


async def warm_server(server_app: Any) -> None:
    """Render one dashboard at start, as the first learner would, then free its kernel.

    Why: the first page a server renders imports Voilà's renderer, nbclient and nbconvert,
    compiles the page templates and the notebook schema: about 40 MB and half a second that
    the first learner paid, and that made the server look as if it never gave memory back
    after a class (it kept what the first page loaded). Done here, the server is ready at start
    and what a class adds is what it gives back. Logs ``tricklab: ready`` when done."""
    import time
    from tornado.httpclient import AsyncHTTPClient
    km = server_app.kernel_manager
    nb = _notebooks_of(server_app)
    first = next((g.dashboard for g in catalogue.games(nb) if g.dashboard), None)
    if first is None:
        return
    host = server_app.ip if server_app.ip not in ("", "0.0.0.0", "::", "*") else "127.0.0.1"
    host = f"[{host}]" if ":" in host else host
    url = f"http://{host}:{server_app.port}{url_path_join(server_app.base_url, 'voila/render', first)}?{WARMUP_QUERY}"
    # After the warm kernels, and not next to a learner's page: a learner arriving at once gets
    # the first warm kernel and the CPU to themselves. If learners came first, their first page
    # has done the one-time work, and this page would only cost a kernel start and a refill
    # while the class loads pages (measured: the next pages 0.5-1 s slower), so it is skipped.
    if hasattr(km, "pool_ready"):
        await km.pool_ready()
        await km.pages_quiet()
        if km.pages_seen:
            server_app.log.info(_words(km, "serve_log_ready_by_pages"))
            return
    t0 = time.perf_counter()
    try:
        await AsyncHTTPClient().fetch(url, request_timeout=600, connect_timeout=60)
        server_app.log.info(_words(km, "serve_log_ready", took=f"{time.perf_counter() - t0:.1f}"))
    except Exception as err:                    # the server still serves; only slower at first
        server_app.log.warning(_words(km, "serve_log_start_page_failed", error=err))
    for kid in list(km.warmup_kernels):
        km.warmup_kernels.discard(kid)
        if kid in km:
            await km.shutdown_kernel(kid)


def _notebooks_of(server_app: Any) -> Path:
    return Path(server_app.web_app.settings.get("server_root_dir", ".")).expanduser()


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tricklab.serving.extension"}]
