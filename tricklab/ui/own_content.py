"""The table's part of a teacher's own files: the "Your positions" group of the Scenario menu,
the upload button (an ipywidgets ``FileUpload``) and the warning when a scenario's
expectation is not met. The files themselves are found by ``tricklab.content``.

Kept out of ``table.py`` so the table only calls these few functions."""
from __future__ import annotations

from typing import Any

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

OWN = "__own__"                 # the topic value of the "Your positions" group
MAX_UPLOAD = 256 * 1024         # the strict loader's limit, said before reading

TEXT: dict[str, dict[str, str]] = {
    "own_topic": {"en": "Your positions ({n})", "ja": "あなたの局面（{n}件）"},
    "upload": {"en": "Open a scenario file…", "ja": "シナリオファイルを開く…"},
    "upload_tip": {"en": "Open a scenario file (.yaml) from your computer; it is checked before it is shown.",
                   "ja": "お使いのコンピューターからシナリオファイル（.yaml）を開きます。表示する前に内容を確認します。"},
    "upload_too_big": {"en": "This file is {n} kB; a scenario file is at most 256 kB.",
                       "ja": "このファイルは{n} kBです。シナリオファイルは256 kBまでです。"},
    "expect_failed": {"en": "Opened, but the file's expectation is not met: {failures}",
                      "ja": "開きましたが、ファイルの期待どおりになっていません：{failures}"},
    "not_found": {"en": "No scenario called {name} (the address's ?scenario=).",
                  "ja": "「{name}」というシナリオはありません（アドレスの ?scenario=）。"},
    "bad_files": {"en": "{n} of your files could not be read: {files}",
                  "ja": "あなたのファイルのうち{n}件を読めませんでした：{files}"},
}


def say(key: str, lang: str, **kw: Any) -> str:
    """One of this module's texts in ``lang``."""
    return TEXT[key][lang].format(**kw)


def upload_widget() -> Any:
    """The upload button: one ``.yaml``/``.yml`` file at a time."""
    up = W.FileUpload(accept=".yaml,.yml", multiple=False, layout=W.Layout(width="auto"))
    up.add_class("tl-upload")
    return up


def uploaded(value: Any) -> tuple[str, bytes] | None:
    """(file name, bytes) of the file just uploaded (ipywidgets 8's value), or None."""
    items = list(value or ())
    if not items:
        return None
    item = items[-1]
    get = item.get if isinstance(item, dict) else (lambda k, d=None: getattr(item, k, d))
    return str(get("name", "upload.yaml")), bytes(get("content", b""))
