"""The card-table widget: an ``anywidget`` whose ES module and CSS ship in the package
(``ui/static/felt.js``, ``felt.css``), so it needs no npm build and runs wherever anywidget
does (JupyterLab, Voila, JupyterLite). It draws one ``scene`` (``ui/scene.py``) and reports
card clicks; the controls around it stay ordinary ipywidgets.

Why clicks carry the scene's version: a learner may click twice quickly; the second click was
aimed at the old hand and must not play whatever card now sits at that index. The table changes
the version only when the hand does (``Table._render_hand``), so a redraw of the same hand
never swallows a click.
"""
from __future__ import annotations

from importlib import resources
from typing import Any, Callable

import anywidget  # type: ignore[import-untyped]  # anywidget ships no type hints for mypy here
import traitlets  # type: ignore[import-untyped]

_STATIC = resources.files("tricklab.ui").joinpath("static")


class Felt(anywidget.AnyWidget):  # type: ignore[misc]
    _esm = _STATIC.joinpath("felt.js").read_text("utf-8")
    _css = _STATIC.joinpath("felt.css").read_text("utf-8")
    scene = traitlets.Dict().tag(sync=True)
    # bumped when the keyboard should go to the hand: after a hot-seat curtain lifts, the
    # "Show" button that had the focus is gone and the next person would start from the page
    focus_hand = traitlets.Int(0).tag(sync=True)
    # bumped when a decision is to be answered below the felt (buttons, a form): the page
    # scrolls it into view if it lies off the screen
    show_decision = traitlets.Int(0).tag(sync=True)
    # bumped (or set before the page shows) when the page is to bring a part of the table into
    # view as it opens: the game's top in projector mode (the settings and the welcome above
    # it put the KINGs draft's last row below a 1366x768 screen), the tabs when the page's
    # address asked for one (?tab=tour stood below a character draft, out of sight)
    show_game = traitlets.Int(0).tag(sync=True)
    show_tabs = traitlets.Int(0).tag(sync=True)
    # the words a screen reader says for the drawn text of the controls below the felt that
    # hold signs ({text: words}): the script names those buttons, menus and options with them
    controls = traitlets.Dict().tag(sync=True)
    # the same for the options of the menus that list scenarios and rulings by title ("▲2
    # wins" said "red 2 wins"): apart from ``controls``, which change at every move, these only
    # when the lists or the language do
    menus = traitlets.Dict().tag(sync=True)

    def __init__(self, on_card: Callable[[int], None], **kw: Any) -> None:
        super().__init__(**kw)
        self.on_card = on_card
        self.on_msg(self._on_msg)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        """A message from the browser: ``{"type": "card", "index": i, "v": version}``."""
        if not isinstance(content, dict) or content.get("type") != "card":
            return
        index, v = content.get("index"), content.get("v")
        if not isinstance(index, int) or v != self.scene.get("v"):
            return                       # a click aimed at a hand that has changed since
        self.on_card(index)

    def click(self, index: int) -> None:
        """Click hand card ``index`` as the browser would (tests, scripts)."""
        self._on_msg(self, {"type": "card", "index": index, "v": self.scene.get("v")})


class HandCard:
    """One card of the learner's hand as scripts and tests see it: ``click()`` goes through
    the same message path as a browser click; ``_dom_classes`` are the classes the card's
    button has on the page (``tl-legal``, ``tl-illegal``, ``tl-selected``)."""

    def __init__(self, felt: Felt, index: int) -> None:
        self.felt, self.index = felt, index

    def _card(self) -> dict[str, Any]:
        cards: list[dict[str, Any]] = self.felt.scene["hand"]["cards"]
        return cards[self.index]

    @property
    def _dom_classes(self) -> tuple[str, ...]:
        c = self._card()
        return ("tl-card-btn", "tl-legal" if c["legal"] else "tl-illegal",
                *(("tl-selected",) if c["selected"] else ()))

    @property
    def description(self) -> str:
        return str(self._card()["label"])

    @property
    def tooltip(self) -> str:
        return str(self._card()["code"])

    def click(self) -> None:
        self.felt.click(self.index)
