"""Binder works locally: a fresh virtual environment built only from binder/requirements.txt
(as repo2docker does, from the repository root) serves the RoboTrick dashboard through
``/voila/render/...`` under ``jupyter server`` with a Binder-like base URL."""
from __future__ import annotations

import os
import subprocess
import sys
import urllib.request

import pytest

from browsing import ROOT, free_port, wait_http

pytestmark = pytest.mark.slow


def test_fresh_binder_env_serves_the_dashboard(tmp_path):
    venv = tmp_path / "binder-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    reqs = (ROOT / "binder" / "requirements.txt").read_text()
    assert any(line.strip() == "." for line in reqs.splitlines()), "binder must install the repo itself"
    subprocess.run([str(py), "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
                   cwd=str(ROOT), check=True, timeout=900)
    port = free_port()
    cmd = [str(venv / "bin" / "jupyter"), "server", "--no-browser", f"--port={port}",
           "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.base_url=/user/x/",
           f"--ServerApp.root_dir={ROOT}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    log = open(tmp_path / "server.log", "w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}/user/x/"
        wait_http(base + "api", proc=proc)
        url = base + "voila/render/notebooks/robotrick_dashboard.ipynb"
        with urllib.request.urlopen(url, timeout=180) as r:
            body = r.read().decode("utf-8", "replace")
            assert r.status == 200
        assert "application/vnd.jupyter.widget-view+json" in body   # the executed table is a widget view
        assert "voila_finish" in body and "ModuleNotFoundError" not in body
        assert "Traceback" not in body
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
