"""Step-through panel: walk the match's events one by one (first / previous / next / last, or
jump to a trick) and read each event's explanation with its rulings in the chosen language."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from typing import Any, Callable, Sequence

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core.display import card_html, explanation_html
from tricklab.core.events import Event, EventKind
from tricklab.core.picture import is_play, picture_at
from tricklab.core.punctuation import COLON, GAP, SEP, cited

from .i18n import menu_tip, t


class Stepper(W.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    def __init__(self, catalogue: Any, lang: str = "en",
                 name: Callable[[str, str], str] = lambda seat, lang: seat,
                 words: Callable[[str], str] = str,
                 card_name: Callable[[Any, str], str] | None = None) -> None:
        self.catalogue = catalogue
        self.card_name = card_name  # a card in the table's words (its tooltip, screen reader)
        self.name = name            # how the table writes a seat (a robot's name is translated)
        self.words = words          # how it writes the cards a ruling names (as on the felt)
        self.lang = lang
        self.items: list[Any] = []          # visible events, in order
        self.pos = -1
        self.first_button = W.Button(layout=W.Layout(width="auto"))
        self.prev_button = W.Button(layout=W.Layout(width="auto"))
        self.next_button = W.Button(layout=W.Layout(width="auto"))
        self.last_button = W.Button(layout=W.Layout(width="auto"))
        for b, cls in ((self.first_button, "tl-first"), (self.prev_button, "tl-prev"),
                       (self.next_button, "tl-next"), (self.last_button, "tl-last")):
            b.add_class(cls)
        self.jump = W.Dropdown(options=[("—", -1)], layout=W.Layout(width="14em"))
        self.counter = W.HTML()
        self.body = W.HTML()
        self.body.add_class("tl-explanation")
        # called with the new position when the learner steps (a button, the jump menu), not
        # when the table follows the game: the table has the step said (a live region)
        self.on_step: StepCallback | None = None
        self.first_button.on_click(lambda _: self._step(0))
        self.prev_button.on_click(lambda _: self._step(self.pos - 1))
        self.next_button.on_click(lambda _: self._step(self.pos + 1))
        self.last_button.on_click(lambda _: self._step(len(self.items) - 1))
        self.jump.observe(self._on_jump, names="value")
        self._jumping = False
        self._jump_opts: list[tuple[str, int]] = []
        self._shown: tuple[Any, ...] = ()
        nav = W.HBox([self.first_button, self.prev_button, self.next_button, self.last_button,
                      self.jump, self.counter], layout=W.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([nav, self.body])
        self.set_lang(lang)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.first_button.description = t("first", lang)
        self.prev_button.description = t("prev", lang)
        self.next_button.description = t("next", lang)
        self.last_button.description = t("last", lang)
        self.jump.description = t("jump", lang)
        self.jump.tooltip = menu_tip(self.jump.description)
        self._refresh_jump()
        self._show()

    def update(self, events: list[Any], follow: bool = True) -> None:
        """New event list; stay on the same event unless we were at the end (then follow)."""
        at_end = self.pos >= len(self.items) - 1
        self.items = events
        if follow and at_end or self.pos >= len(events):
            self.pos = len(events) - 1
        self._refresh_jump()
        self._show()

    def _step(self, i: int) -> None:
        """A step the learner asked for: shown, then reported to ``on_step``."""
        self.go(i)
        if self.on_step is not None and self.items:
            self.on_step(self.pos)

    def go(self, i: int) -> None:
        if not self.items:
            return
        self.pos = max(0, min(i, len(self.items) - 1))
        self._show()

    def _refresh_jump(self) -> None:
        opts: list[tuple[str, int]] = [("—", -1)]
        seen = set()
        for i, ev in enumerate(self.items):
            r, tr = ev.params.get("round"), ev.params.get("trick")
            if ev.kind == EventKind.SETUP and ("round", r) not in seen:
                seen.add(("round", r))
                opts.append((self._round_start(r), i))
            elif is_play(ev) and (r, tr) not in seen and tr is not None:
                seen.add((r, tr))
                trick = t("trick_n", self.lang, n=tr)
                opts.append((trick if r is None else f"{t('round_n', self.lang, n=r)}{SEP[self.lang]}{trick}", i))
        if opts == self._jump_opts and self.jump.value == -1:
            return                  # unchanged: no message to the page
        self._jump_opts = opts
        self._jumping = True
        try:
            with self.jump.hold_sync():
                self.jump.options = opts
                self.jump.value = -1
        finally:
            self._jumping = False

    def _round_start(self, r: Any) -> str:
        """A round's first event in the jump menu; set-up events before any round (a draft,
        a team choice) carry no round number and read "Set-up"."""
        if r is None:
            return t("setup_events", self.lang)
        return f"{t('round_n', self.lang, n=r)}{COLON[self.lang]}{t('start', self.lang)}"

    def _on_jump(self, change: dict[str, Any]) -> None:
        if not self._jumping and change["new"] is not None and change["new"] >= 0:
            self._step(change["new"])

    def _show(self) -> None:
        n = len(self.items)
        for b in (self.first_button, self.prev_button):
            b.disabled = self.pos <= 0
        for b in (self.next_button, self.last_button):
            b.disabled = self.pos >= n - 1
        if not n or self.pos < 0:
            self.counter.value = ""
            self.body.value = f"<i>{t('no_events', self.lang)}</i>"
            return
        self.counter.value = t("step_of", self.lang, i=self.pos + 1, n=n)
        key = (self.lang, self.pos, self.items[self.pos])
        if key == self._shown:      # the same event, explained the same way: nothing to send
            return
        self._shown = key
        self.body.value = (self._table_at(self.pos)
                           + explanation_html(self.catalogue.explain(self.items[self.pos], self.lang),
                                              self.words)
                           + reason_html(self.catalogue, self.items[self.pos], self.lang, self.name))

    def _table_at(self, pos: int) -> str:
        """The cards of the trick (or of a round's table) as they lay at this event, so the
        explanation can be read next to the cards it talks about (``core.picture``)."""
        pic = picture_at(self.items, pos)
        if pic is None:
            return ""
        cells = trick_cells(pic.cells, self.name, self.lang, card_name=self.card_name)
        caption = (t("trick_n", self.lang, n=pic.trick) if pic.trick is not None
                   else t("round_n", self.lang, n=pic.round))
        return (f"<div class='tl-step-table' style='margin-bottom:0.3em'><small>"
                f"{html.escape(caption)}</small><br>{cells}</div>")

    @property
    def current(self) -> Any:
        return self.items[self.pos] if 0 <= self.pos < len(self.items) else None


def trick_cells(cells: Sequence[tuple[str, Any]], name: Callable[[str, str], str], lang: str,
                gap: int = 4, card_name: Callable[[Any, str], str] | None = None) -> str:
    """The cards of a trick, (seat, card) side by side, each over its seat as the table
    writes it (a robot's name translated): the step-through's picture and the self-check's
    question. ``card_name`` words a card for its tooltip and a screen reader as the felt
    does (``ViewAdapter.face(card, lang).name``: "♦ 6", 「♦の6」), not by its code ("6D")."""
    def words(card: Any) -> str:
        return card_name(card, lang) if card_name is not None else ""
    return "".join(f"<span style='display:inline-block;text-align:center;margin-right:{gap}px'>"
                   f"{card_html(card, words=words(card))}<br><small>"
                   f"{html.escape(name(str(seat), lang))}</small></span>" for seat, card in cells)


def play_cells(plays: Sequence[Event]) -> list[tuple[str, Any]]:
    """A trick's play events as the (seat, card) cells ``trick_cells`` draws."""
    return [(str(e.seat), e.params["card"]) for e in plays]


def reason_html(catalogue: Any, ev: Event, lang: str,
                name: Callable[[str, str], str] = lambda seat, lang: seat) -> str:
    """"Why did the bot play that?": the tactic a bot followed (the ``reason`` it recorded on
    its ACTION event, public or private to the seat the screen shows)."""
    why = ev.params_for(None).get("reason")
    if not isinstance(why, dict) or "code" not in why:
        return ""
    text = catalogue.reason(str(why["code"]), dict(why.get("params") or {}), name(str(ev.seat), lang), lang)
    return (f"<div class='tl-bot-reason' style='border-left:4px solid #009E73;padding-left:0.4em;"
            f"margin-top:0.3em'><b>{html.escape(t('bot_reason', lang, seat=name(str(ev.seat), lang)))}</b>"
            f"{GAP[lang]}{html.escape(text)}{html.escape(cited(why.get('rulings') or (), lang))}</div>")


StepCallback = Callable[[int], None]
