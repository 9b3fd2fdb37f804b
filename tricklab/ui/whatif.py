"""What-if side by side: once the learner has tried a moment again ("What if…?" in the
step-through), the line shown and the line compared are laid out next to each other: the
first different move, the trick each made, the points at the round's end, and the rulings
only one of them met. "Show this line" switches to either (the Session keeps both)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core import markup as html
from tricklab.core.punctuation import COLON, GAP, cited, signed_number
from tricklab.session.whatif import Side, SideBySide, side_by_side

from .i18n import t

if TYPE_CHECKING:
    from .table import Table


class WhatIfPanel(W.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    def __init__(self, table: "Table") -> None:
        self.table = table
        self.lang = table.lang
        self.head = W.HTML()
        self.cols = [W.HTML(layout=W.Layout(flex="1 1 300px", min_width="0")) for _ in range(2)]
        self.buttons = [W.Button(layout=W.Layout(width="auto")) for _ in range(2)]
        for i, b in enumerate(self.buttons):
            b.add_class("tl-whatif-show")
            b.on_click(lambda _b, i=i: self._show(i))
        self.cols[0].add_class("tl-whatif-a")
        self.cols[1].add_class("tl-whatif-b")
        self.names = ["", ""]
        self.result: SideBySide | None = None
        row = W.HBox([W.VBox([self.cols[i], self.buttons[i]], layout=W.Layout(flex="1 1 300px", min_width="0",
                                                                              border="1px solid #999", padding="0.3em"))
                      for i in range(2)], layout=W.Layout(flex_flow="row wrap"))
        super().__init__([self.head, row], layout=W.Layout(display="none"))
        self.add_class("tl-whatif")

    def set_lang(self, lang: str) -> None:
        self.lang = lang

    def _show(self, i: int) -> None:
        name = self.names[i]
        tb = self.table
        if name and name != tb.session.branch:
            tb._guard(tb._on_branch, name)

    def _side_html(self, side: Side, other: Side, common: int) -> str:
        tb, L = self.table, self.lang
        cat = tb.catalogue
        parts = [f"<h4 style='margin:0.1em 0'>{html.escape(t('whatif_line', L, name=side.name))}"
                 f"{' ◀' if side.name == tb.session.branch else ''}</h4>"]
        # as the learner saw it (a bot's secret pass by its verb), "no move yet" for a line
        # that stops where the two part
        move = (tb._seen_move(tb.session.tree.branches[side.name].match, common)
                if side.first is not None else t("whatif_no_move", L))
        parts.append(f"<div>{html.escape(t('whatif_first', L, move=move))}</div>")
        if side.trick is not None:
            ex = cat.explain(side.trick, L)
            steps = "".join(f"<br><small>– {html.escape(s.text)}"
                            f"{html.escape(cited(s.rulings, L))}</small>"
                            for s in ex.steps)
            parts.append(f"<div><b>{t('whatif_trick', L)}</b>{GAP[L]}{html.escape(ex.headline)}{steps}</div>")
        else:
            parts.append(f"<div><b>{t('whatif_trick', L)}</b>{GAP[L]}{t('whatif_not_yet', L)}</div>")
        if side.round_scores is not None:
            pts = t("list_sep", L).join(f"{tb.view.name(str(p), L)} {signed_number(v)}" if isinstance(v, int) else
                                        f"{tb.view.name(str(p), L)} {html.escape(str(v))}"
                                        for p, v in side.round_scores.items())
            parts.append(f"<div><b>{t('whatif_round', L)}</b>{GAP[L]}{html.escape(pts)}</div>")
        else:
            parts.append(f"<div><b>{t('whatif_round', L)}</b>{GAP[L]}{t('whatif_not_yet', L)}</div>")
        if side.only:
            items = "".join(f"<li><b>{html.escape(r)}</b> "
                            f"{html.escape(tb.view.notation_in_words(cat.rulings[r].title[L])) if r in cat.rulings else ''}</li>"
                            for r in side.only[:8])
            parts.append(f"<div><b>{t('whatif_rulings', L)}</b><ul style='margin:0;padding-left:1.2em'>{items}</ul></div>")
        return "".join(parts)

    def render(self) -> None:
        tb = self.table
        s = tb.session
        other = tb.compare_choice.value
        if len(s.branches) < 2 or not other or other == s.branch or other not in s.tree.branches:
            self.layout.display = "none"
            self.result = None
            return
        self.layout.display = ""
        L = self.lang
        res = side_by_side(s, s.branch, other)
        self.result = res
        self.names = [res.a.name, res.b.name]
        self.head.value = f"<h4 style='margin:0.3em 0'>{html.escape(t('whatif_title', L, a=res.a.name, b=res.b.name))}</h4>"
        if not res.parted:
            self.head.value += f"<i>{t('whatif_same', L)}</i>"
        self.cols[0].value = self._side_html(res.a, res.b, res.common)
        self.cols[1].value = self._side_html(res.b, res.a, res.common)
        for b, name in zip(self.buttons, self.names):
            b.description = t("whatif_show", L)
            b.disabled = name == s.branch


