"""The one way text reaches HTML: ``escape``.

Seat names, scenario titles, action texts and messages come from people (a scenario file, a
``Match`` passed in, a typed action) and are shown inside ``ipywidgets.HTML`` values, which the
browser renders as markup in the notebook's origin. A seat named
``<img src=x onerror=alert(1)>`` must show as text, never run. Every module that builds HTML
imports this module *as* ``html`` (``from tricklab.core import markup as html``), so each
``html.escape(...)`` call goes through here; a test checks that no other module uses the
standard library's ``html`` directly.
"""
from __future__ import annotations

import html as _stdlib_html
from typing import Any


def escape(value: Any, quote: bool = True) -> str:
    """``value`` as text safe inside an element or a quoted attribute (``& < > " '``
    replaced). Accepts any value (``str()`` is taken), so a card, a number or ``None`` can be
    passed without a separate conversion that could be forgotten."""
    return _stdlib_html.escape(value if isinstance(value, str) else str(value), quote=quote)


def escape_all(values: dict[str, Any]) -> dict[str, str]:
    """Every value of a template's parameters escaped (for the i18n templates)."""
    return {k: escape(v) for k, v in values.items()}


def frame_html(df: Any, **to_html: Any) -> str:
    """A pandas DataFrame as an HTML table whose cells, column names and index went through
    ``escape`` (pandas' own escaping leaves quotes as they are; one helper means one rule)."""
    safe = df.map(escape) if hasattr(df, "map") else df.applymap(escape)
    safe.columns = [escape(c) for c in safe.columns]
    safe.index = safe.index.map(escape)
    safe.index.name = None if df.index.name is None else escape(df.index.name)
    return str(safe.to_html(escape=False, **to_html))
