"""The "what a careful player knows" overlay: a checkbox under the felt that shows the public
inferences of ``tricklab.core.inference`` for the seat the screen shows (voids revealed by a
failure to follow, trumps played, cards still unseen per suit), each with the event that
revealed it; choosing one shows that event in the step-through."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core import markup as html
from tricklab.core.inference import Knowledge, infer

from .i18n import menu_tip, t

if TYPE_CHECKING:
    from .table import Table


class CarefulOverlay(W.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    def __init__(self, table: "Table") -> None:
        self.table = table
        self.box = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.box.add_class("tl-careful-toggle")
        self.body = W.HTML()
        self.body.add_class("tl-careful")
        self.jump = W.Dropdown(options=[("—", -1)], layout=W.Layout(width="auto", display="none"))
        self.jump.add_class("tl-careful-jump")
        self._filling = False
        self.knowledge: Knowledge | None = None
        self.box.observe(lambda c: self.render(), names="value")
        self.jump.observe(self._on_jump, names="value")
        super().__init__([self.box, self.body, self.jump])
        self.lang = table.lang
        self.set_lang(table.lang)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.box.description = t("careful", lang)
        self.jump.description = t("careful_jump", lang)
        self.jump.tooltip = menu_tip(self.jump.description)

    def _suit(self, suit: Any) -> str:
        return str(self.table.view.value_words(suit, self.lang))

    def render(self) -> None:
        tb, L = self.table, self.lang
        if not self.box.value:
            self.body.value = ""
            self.jump.layout.display = "none"
            return
        k = infer(tb.match, tb.hand_seat if tb.viewer is not None else None)
        self.knowledge = k
        visible, _ = tb.session.seen_events()
        events = tb.match.events
        pos = {id(e): i for i, e in enumerate(visible)}
        lines: list[str] = []
        opts: list[tuple[str, int]] = [("—", -1)]

        def where(index: int) -> int:
            ev = events[index] if 0 <= index < len(events) else None
            if ev is None:
                return -1
            seen = ev.seen_by(tb.viewer)
            return pos.get(id(seen), pos.get(id(ev), -1))
        for inf in k.voids:
            text = t("careful_void", L, seat=tb.view.name(str(inf.seat), L), suit=self._suit(inf.suit),
                     card=str(inf.card.label))
            lines.append(f"<li class='tl-careful-void'>{html.escape(text)}</li>")
            opts.append((text[:80], where(inf.event)))
        if k.trumps:
            cards = t("list_sep", L).join(str(i.card.label) for i in k.trumps)
            lines.append(f"<li class='tl-careful-trumps'>{html.escape(t('careful_trumps', L, cards=cards))}</li>")
            for inf in k.trumps:
                opts.append((t("careful_trump_by", L, seat=tb.view.name(str(inf.seat), L),
                               card=str(inf.card.label))[:80], where(inf.event)))
        for owner in dict.fromkeys(i.seat for i in k.held):
            cards = t("list_sep", L).join(str(i.card.label) for i in k.held if i.seat == owner)
            text = t("careful_held", L, seat=tb.view.name(str(owner), L), cards=cards)
            lines.append(f"<li class='tl-careful-held'>{html.escape(text)}</li>")
        if k.unseen:
            parts = t("list_sep", L).join(f"{self._suit(i.suit)} {i.count}" for i in k.unseen)
            lines.append(f"<li class='tl-careful-unseen'>{html.escape(t('careful_unseen', L, counts=parts))}</li>")
        if not lines:
            lines.append(f"<li>{html.escape(t('careful_none', L))}</li>")
        self.body.value = (f"<ul style='margin:0.2em 0;padding-left:1.2em;background:#F3F8FC'>"
                           f"{''.join(lines)}</ul>")
        self._filling = True
        try:
            self.jump.options = [(label, i) for label, i in opts if i != -1 or label == "—"]
            self.jump.value = -1
        finally:
            self._filling = False
        self.jump.layout.display = "" if len(self.jump.options) > 1 else "none"

    def _on_jump(self, change: dict[str, Any]) -> None:
        if self._filling or change["new"] is None or change["new"] < 0:
            return
        self.table.stepper.go(int(change["new"]))
        self.table.tabs.selected_index = 0
