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


def rows_html(columns: list[str], rows: list[list[Any]], *, index: str | None = None,
              classes: str = "") -> str:
    """A plain HTML table (no pandas) with every cell and header escaped.

    Why not pandas: the card table must run in a browser-only site (Pyodide with pure-Python
    wheels only), where pandas is not available offline. The markup mirrors ``DataFrame.to_html``
    (class ``dataframe``, ``thead``/``tbody``, an optional index column) so styles apply alike.
    ``index`` names the first column when it is the row label (rendered as ``th``)."""
    head = "".join(f"<th>{escape(c)}</th>" for c in columns)
    body = []
    for row in rows:
        cells = [("" if v is None else v) for v in row]
        if index is not None:
            first, rest = cells[0], cells[1:]
            tds = f"<th>{escape(first)}</th>" + "".join(f"<td>{escape(v)}</td>" for v in rest)
        else:
            tds = "".join(f"<td>{escape(v)}</td>" for v in cells)
        body.append(f"<tr>{tds}</tr>")
    cls = escape(f"dataframe {classes}".strip())
    return (f'<table border="0" class="{cls}"><thead><tr style="text-align: right;">{head}</tr>'
            f'</thead><tbody>{"".join(body)}</tbody></table>')


def plain_text(markup: str) -> str:
    """What an HTML display says, as lines of text (a rich display's short ``repr`` in a
    terminal): a block ends a line, a cell or a card is a word apart, entities read as text."""
    import re
    text = re.sub(r"<(br|/div|/tr|/li|/ol|/table)[^>]*>", "\n", markup)
    text = re.sub(r"<(td|th)[^>]*>|</span>|</small>", " ", text)
    text = _stdlib_html.unescape(re.sub(r"<[^>]+>", "", text))
    lines = (re.sub(r"[ \t]+", " ", line).strip() for line in text.splitlines())
    return "\n".join(line for line in lines if line)
