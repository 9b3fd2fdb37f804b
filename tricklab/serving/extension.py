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

from importlib import resources
from pathlib import Path
from typing import Any

from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from tornado import web

from . import catalogue, pages
from .kernels import ClassFull

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
        self.finish(pages.landing(catalogue.games(nb), steps, lang, self.base_url, _seats(self)))


class ToLandingHandler(JupyterHandler):
    """Voilà's bare file list listed tutorials as Voilà pages: send its visitors to ``/``."""

    def get(self, *args: Any) -> None:
        self.redirect(self.base_url)


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
                self.log.warning("tricklab: class full, refused %s", self.request.path)
                _full_page(self, km.max_kernels)

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
        (url_path_join(base, "/voila/?"), ToLandingHandler),
        (url_path_join(base, "/voila/tree(.*)"), ToLandingHandler),
    ]
    try:
        handlers.append((url_path_join(base, "/voila/render/(.*)"), make_voila_handler(),
                         _voila_handler_kwargs(server_app)))
    except ImportError:                       # no Voilà: the landing page still serves
        server_app.log.warning("tricklab: voila is not installed; dashboards will not render")
    web_app.add_handlers(".*$", handlers)
    _put_first(web_app)
    km = server_app.kernel_manager
    if getattr(km, "pool_size", 0) > 0:        # warm kernels, started once the server runs
        from tornado.ioloop import IOLoop
        IOLoop.current().add_callback(km.fill_pool)
    server_app.log.info("tricklab: landing page at %s", base)


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tricklab.serving.extension"}]
