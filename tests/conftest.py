"""Shared fixtures: a Voila server started once per test session (paths, ports and the
browser are in ``browsing.py``)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from browsing import ROOT, free_port, stop_server, wait_http


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory):
    """The dashboards served by ``tricklab serve`` (what ``make serve`` runs) on 127.0.0.1,
    started once and terminated at the end of the session. The server and the kernels it
    starts import this checkout's package first: the venv may hold another checkout's
    editable install (a git worktree's tests would otherwise test the main checkout)."""
    port = free_port()
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    with open(log, "w") as fh:
        proc = subprocess.Popen([sys.executable, "-m", "tricklab", "serve", f"--port={port}"],
                                cwd=str(ROOT), stdout=fh, stderr=subprocess.STDOUT,
                                start_new_session=True, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_http(url, proc=proc)
        yield url
    finally:
        stop_server(proc)     # the server and the kernels it started
