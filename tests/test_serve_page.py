"""The parts of ``tricklab serve`` that make a first page sooner, checked without a browser: our
Voilà template loads the page's JavaScript before the cells (and only once), its templates are
compiled once per server, a kernel client is ready without draining IOPub, and warm kernels wait
while pages render. The whole page in Chromium is covered by ``test_browser.py`` and
``test_serve.py``, which run through this template."""
from __future__ import annotations

import asyncio
import os
import re

import nbformat
import pytest

from browsing import NOTEBOOKS


def render(template: str) -> str:
    """The page Voilà would stream for the robotrick dashboard with ``template``, its cell given
    one output (no kernel: ``kernel_start`` and the cell loop are stand-ins)."""
    from voila.exporter import VoilaExporter
    from voila.paths import collect_template_paths
    nb = nbformat.read(NOTEBOOKS / "robotrick_dashboard.ipynb", as_version=4)
    nb.cells[0].outputs = [nbformat.v4.new_output("display_data", {"text/plain": "TABLE"})]

    async def kernel_start(nb):
        return "KERNEL-ID"

    async def cells(nb, kernel_id):
        for cell in nb.cells:
            yield cell

    async def page() -> str:
        ex = VoilaExporter(template_paths=collect_template_paths(["voila", "nbconvert"], template),
                           template_name=template, base_url="/", theme="light")
        context = {"frontend": "voila", "main_js": "voila.js", "kernel_start": kernel_start,
                   "cell_generator": cells, "notebook_execute": None, "progressive_rendering": False}
        config = {"fullStaticUrl": "/voila/static", "fullLabextensionsUrl": "/voila/labextensions",
                  "federated_extensions": [{"name": "@x/widgets", "load": "static/remoteEntry.1.js"}]}
        html = ""
        async for part, _ in ex.generate_from_notebook_node(
                nb, resources={"base_url": "/", "theme": "light", "template": template,
                               "metadata": {"name": "d"}, "page_config": {}},
                extra_context=context, page_config=config):
            html += part
        return html

    return asyncio.run(page())


@pytest.fixture(scope="module")
def template_found():
    from tricklab.serving.server import add_template_root
    env = {"JUPYTER_PATH": os.environ.get("JUPYTER_PATH", "")}
    add_template_root(env)
    add_template_root(env)                       # twice: still once on the path
    old = os.environ.get("JUPYTER_PATH")
    os.environ["JUPYTER_PATH"] = env["JUPYTER_PATH"]
    yield env["JUPYTER_PATH"]
    if old is None:
        del os.environ["JUPYTER_PATH"]
    else:
        os.environ["JUPYTER_PATH"] = old


def test_our_page_loads_voila_js_before_the_cells_and_only_once(template_found):
    from tricklab.serving.server import TEMPLATE, ServeSettings, server_argv, template_root
    assert template_found.split(os.pathsep).count(str(template_root())) == 1
    argv = server_argv(ServeSettings(), NOTEBOOKS)
    assert f"--VoilaConfiguration.template={TEMPLATE}" in argv
    assert "--VoilaConfiguration.allow_template_override=NO" in argv   # notebooks say "lab"
    lab, ours = render("lab"), render(TEMPLATE)
    script = '<script src="/voila/static/voila.js"></script>'
    assert lab.count(script) == 1 and ours.count(script) == 1
    # Voilà's own page: after the cells; ours: after the settings (the kernel's id), before them
    assert lab.index(script) > lab.index("TABLE")
    config, cell = ours.index('id="jupyter-config-data"'), ours.index('cell-index="1"')
    assert config < ours.index(script) < cell < ours.index("TABLE")
    assert '"kernelId": "KERNEL-ID"' in ours and ours.count('cell-index="1"') == 1
    assert ours.count("voila_process(1, 1)") == 1 and "window.voila_finish()" in ours
    assert re.search(r'<link rel="preload" as="script" href="/voila/labextensions/@x/widgets/'
                     r'static/remoteEntry\.1\.js">', ours)
    assert ours.rstrip().endswith("</html>") and ours.count("</body>") == 1
    # the cell itself is drawn as in Voilà's page
    cell_html = re.search(r'<div id="cell-id=.*?TABLE', ours, re.S)
    assert cell_html and cell_html.group(0) in lab


def test_page_templates_are_compiled_once_per_server(template_found):
    from jinja2 import Environment
    from tricklab.serving.extension import COMPILED_TEMPLATES
    from tricklab.serving.server import TEMPLATE
    assert COMPILED_TEMPLATES.attach() and COMPILED_TEMPLATES.attach()   # attached once
    compiled: list[str] = []
    real = Environment.compile

    def counting(self, source, name=None, filename=None, *a, **k):
        compiled.append(str(name))
        return real(self, source, name, filename, *a, **k)

    Environment.compile = counting
    try:
        first = render(TEMPLATE)
        n = len(compiled)
        second = render(TEMPLATE)
    finally:
        Environment.compile = real
    assert first == second
    assert len(compiled) == n, f"compiled again: {compiled[n:]}"
    assert n == 0 or len(COMPILED_TEMPLATES.codes) >= n


def test_a_quick_client_is_ready_and_runs_code():
    from jupyter_client.manager import AsyncKernelManager
    from tricklab.serving.kernels import QuickClient

    async def run() -> str:
        km = AsyncKernelManager(client_factory=QuickClient)
        await km.start_kernel()
        kc = km.client()
        assert isinstance(kc, QuickClient)
        kc.start_channels()
        try:
            await kc.wait_for_ready(timeout=60)
            reply = await kc.execute_interactive("print(6 * 7)", timeout=60,
                                                 output_hook=lambda m: out.append(m))
            return reply["content"]["status"]
        finally:
            kc.stop_channels()
            await km.shutdown_kernel(now=True)

    out: list[dict] = []
    assert asyncio.run(run()) == "ok"
    assert any(m["msg_type"] == "stream" and "42" in m["content"]["text"] for m in out)


def test_a_warm_kernel_waits_while_a_page_renders():
    from tricklab.serving.kernels import CappedKernelManager

    async def run() -> list[str]:
        km = CappedKernelManager(pool_quiet=0.2, pool_max_wait=60)
        seen = []
        await asyncio.wait_for(km.pages_quiet(), 5)          # no page yet: at once
        seen.append("quiet at start")
        km.page_started()
        waiting = asyncio.ensure_future(km.pages_quiet())
        await asyncio.sleep(0.5)
        seen.append("waits while a page renders" if not waiting.done() else "did not wait")
        km.page_finished()
        await asyncio.wait_for(waiting, 5)
        seen.append("quiet after the page")
        km.page_started()
        hurry = asyncio.Event()
        hurried = asyncio.ensure_future(km.pages_quiet(hurry))
        hurry.set()                                          # a page needs the kernel now
        await asyncio.wait_for(hurried, 5)
        seen.append("hurried")
        return seen

    assert asyncio.run(run()) == ["quiet at start", "waits while a page renders",
                                  "quiet after the page", "hurried"]


def test_the_start_up_page_is_skipped_once_learners_came_first():
    """Learners' pages before the server's own start-up page: they did its one-time work, and
    the start-up page would only take a warm kernel (and its refill) from the class."""
    from types import SimpleNamespace
    from tricklab.serving.extension import warm_server
    from tricklab.serving.kernels import CappedKernelManager

    logged: list[str] = []
    km = CappedKernelManager(pool_quiet=0.0)
    app = SimpleNamespace(kernel_manager=km, ip="127.0.0.1", port=9, base_url="/",
                          web_app=SimpleNamespace(settings={"server_root_dir": str(NOTEBOOKS)}),
                          log=SimpleNamespace(info=lambda m, *a: logged.append(m % a),
                                              warning=lambda m, *a: logged.append("WARNING " + m % a)))
    km.page_started()
    km.page_finished()
    asyncio.run(warm_server(app))          # port 9: a fetch would fail and log a warning
    assert logged == ["tricklab: ready (the first learners' pages did the start-up work)"]
