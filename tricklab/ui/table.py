"""The playable table, generic over games through a per-game view adapter
(``tricklab/games/<game>/view.py``: which zones to draw, how many cards one action takes).

Clicks drive the engine; nothing waits for input. Every error is shown as a message in the
chosen language and never changes the match. Bots fill every seat the learner does not play.
"""
from __future__ import annotations

import html
import logging
import random
from functools import lru_cache
from importlib import import_module
from typing import Any

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core.display import zone_html
from tricklab.core.errors import TricklabError
from tricklab.core.match import Match
from tricklab.core.scenario import Scenario

from .chart import score_chart_svg
from .i18n import UI, t
from .stepper import Stepper

log = logging.getLogger(__name__)

LEGAL_BG, ILLEGAL_BG, SELECTED_BORDER = "#FFF3B0", "#E6E6E6", "3px dashed #D55E00"


@lru_cache(maxsize=None)
def scenario_index(game: str) -> tuple[tuple[Any, str, tuple[str, ...]], ...]:
    """(path, title, rulings) of every packaged scenario of ``game``, read once per process."""
    from tricklab import scenarios as sc_mod
    out = []
    for p in sc_mod.packaged(game):
        try:
            sc = sc_mod.load(p)
        except TricklabError:
            continue
        out.append((p, sc.title, tuple(sc.rulings)))
    return tuple(out)


def view_adapter(game: str) -> Any:
    return import_module(f"tricklab.games.{game}.view").VIEW


class Table(W.VBox):
    """A game table. ``Table("robotrick", seed=7)``; set ``lang="ja"`` for Japanese."""

    def __init__(self, game: str = "robotrick", seed: int | None = None, lang: str = "en",
                 learner: str | None = None, teacher: bool = False, hotseat: bool = False,
                 bot: str = "rules", auto_bots: bool = True, large: bool = False,
                 match: Match | None = None, players: list[str] | None = None,
                 setup: dict[str, Any] | None = None, card_set: str | None = None,
                 **options: Any) -> None:
        self.view = view_adapter(game)
        self.game = self.view.game
        self.catalogue = self.game.catalogue
        self.lang = lang
        self.learner = learner or self.view.learner
        self.options = options
        self.selected: list[Any] = []
        self.group: Any = None          # a CardGroup being answered by selecting cards
        self.message_html = ""
        self.games_started = 1          # counts new games and loaded scenarios
        self._hotseat_for_scenario = False
        self.rng = random.Random(0)
        # -- controls ----------------------------------------------------------------------
        self.title = W.HTML()
        self.lang_toggle = W.ToggleButtons(options=[("English", "en"), ("日本語", "ja")], value=lang,
                                           style={"button_width": "6em"})
        self.lang_toggle.add_class("tl-lang")
        self.teacher_box = W.Checkbox(value=teacher, indent=False)
        self.hotseat_box = W.Checkbox(value=hotseat, indent=False)
        self.auto_box = W.Checkbox(value=auto_bots, indent=False)
        self.large_box = W.Checkbox(value=large, indent=False)
        self.seed_box = W.IntText(value=seed if seed is not None else 1, layout=W.Layout(width="10em"),
                                  style={"description_width": "initial"})
        self.new_button = W.Button(layout=W.Layout(width="auto"))
        self.bot_choice = W.Dropdown(options=list(self.view.bots), value=bot, layout=W.Layout(width="13em"),
                                     style={"description_width": "initial"})
        self.undo_button = W.Button(layout=W.Layout(width="auto"))
        self.hint_button = W.Button(layout=W.Layout(width="auto"))
        self.bot_button = W.Button(layout=W.Layout(width="auto"))
        self.end_button = W.Button(layout=W.Layout(width="auto"))
        self.pass_button = W.Button(layout=W.Layout(width="auto"), button_style="primary")
        self.choice_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.choice_box.add_class("tl-choices")
        self._choice_actions: list[Any] = []
        self._choice_buttons: list[W.Button] = []
        counts = getattr(self.view, "player_counts", None)
        self.players_choice = W.Dropdown(options=[(str(len(p)), i) for i, p in enumerate(counts or [])],
                                         value=self._count_index(counts, players),
                                         layout=W.Layout(width="9em",
                                                         display="" if counts else "none"),
                                         style={"description_width": "initial"})
        self.players_choice.add_class("tl-players")
        # a game may offer sets of options (Tricktakers: base characters or all 15)
        sets = getattr(self.view, "option_sets", None) or {}
        self.set_choice = W.Dropdown(options=[(v["label"][lang], k) for k, v in sets.items()],
                                     value=card_set if card_set in sets else next(iter(sets), None),
                                     layout=W.Layout(width="19em", display="" if sets else "none"),
                                     style={"description_width": "initial"})
        self.set_choice.add_class("tl-set")
        for w, cls in ((self.new_button, "tl-new"), (self.undo_button, "tl-undo"),
                       (self.hint_button, "tl-hint"), (self.bot_button, "tl-bot-step"),
                       (self.end_button, "tl-to-end"), (self.pass_button, "tl-pass")):
            w.add_class(cls)
        self.scenario_choice = W.Dropdown(options=[("—", "")], layout=W.Layout(width="24em"))
        self.scenario_button = W.Button(layout=W.Layout(width="auto"))
        self.from_here_button = W.Button(layout=W.Layout(width="auto"))
        self.from_here_button.add_class("tl-from-here")
        self._event_actions: list[int] = []
        self.scenario_button.add_class("tl-load-scenario")
        # -- table -------------------------------------------------------------------------
        self.header = W.HTML()
        self.status = W.HTML()
        self.status.add_class("tl-status")
        self.zones = W.HTML()
        self.zones.add_class("tl-zones")
        self.hand_label = W.HTML()
        self.hand_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.hand_box.add_class("tl-hand")
        self.hand_buttons: list[W.Button] = []
        self._hand_cards: list[Any] = []
        self.stepper = Stepper(self.catalogue, lang)
        self.stepper.children = (*self.stepper.children, self.from_here_button)
        self.history_sort = W.Dropdown(options=["step", "round", "trick", "seat", "winner"],
                                       value="step", layout=W.Layout(width="14em"))
        self.history_html = W.HTML()
        self.history_html.add_class("tl-history")
        self.scores_html = W.HTML()
        self.scores_html.add_class("tl-scores")
        self.rulings_html = W.HTML()
        self.panel = W.HTML()
        self.panel.add_class("tl-panel")
        self.tour_intro = W.HTML()
        self.tour_choice = W.Dropdown(options=[("—", "")], layout=W.Layout(width="40em"))
        self.tour_choice.add_class("tl-tour-choice")
        self.tour_button = W.Button(layout=W.Layout(width="auto"), button_style="primary")
        self.tour_button.add_class("tl-tour-show")
        self.tour_text = W.HTML()
        self.tabs = W.Tab(children=[self.stepper, W.VBox([self.history_sort, self.history_html]),
                                    self.scores_html, self.rulings_html,
                                    W.VBox([self.tour_intro, W.HBox([self.tour_choice, self.tour_button]),
                                            self.tour_text])])
        # -- wiring ------------------------------------------------------------------------
        self.lang_toggle.observe(lambda c: self.set_lang(c["new"]), names="value")
        for box in (self.teacher_box, self.hotseat_box, self.large_box):
            box.observe(lambda c: self.render(), names="value")
        self.auto_box.observe(lambda c: self._after_change(), names="value")
        self.new_button.on_click(lambda _: self._guard(self.new_game))
        self.undo_button.on_click(lambda _: self._guard(self.undo))
        self.hint_button.on_click(lambda _: self._guard(self.show_hint))
        self.bot_button.on_click(lambda _: self._guard(self.bot_step))
        self.end_button.on_click(lambda _: self._guard(self.bots_to_end))
        self.pass_button.on_click(lambda _: self._guard(self._submit_selected))
        self.history_sort.observe(lambda c: self._render_history(), names="value")
        self.scenario_button.on_click(lambda _: self._guard(self._load_selected_scenario))
        self.tour_button.on_click(lambda _: self._guard(self.tour, self.tour_choice.value))
        self.from_here_button.on_click(lambda _: self._guard(self.play_from_here))
        self.tour_choice.observe(lambda c: self._render_tour_text(), names="value")
        self._fill_scenarios()
        settings = W.VBox([
            W.HBox([self.title, self.lang_toggle, self.players_choice, self.set_choice,
                    self.seed_box, self.new_button, self.bot_choice],
                   layout=W.Layout(flex_flow="row wrap", align_items="center")),
            W.HBox([self.teacher_box, self.hotseat_box, self.auto_box, self.large_box, self.scenario_choice,
                    self.scenario_button], layout=W.Layout(flex_flow="row wrap", align_items="center")),
        ])
        moves = W.HBox([self.pass_button, self.undo_button, self.hint_button, self.bot_button,
                        self.end_button], layout=W.Layout(flex_flow="row wrap"))
        super().__init__([settings, self.header, self.status, self.panel, self.zones, self.choice_box,
                          self.hand_label, self.hand_box, moves, self.tabs])
        self.add_class("tl-table")
        self.match = match or Match(self.game, self._players(), self.seed_box.value, setup,
                                    **self._options())
        self._set_labels()
        self._after_change()

    # -- helpers ---------------------------------------------------------------------------
    @staticmethod
    def _count_index(counts: Any, players: list[str] | None) -> int | None:
        """Which of the adapter's player lists to start with (3 players unless told)."""
        if not counts:
            return None
        want = len(players) if players else 3
        return next((i for i, names in enumerate(counts) if len(names) == want), 0)

    def _options(self) -> dict[str, Any]:
        """The game options: the chosen option set (if the game offers sets), then the
        options given to the table."""
        sets = getattr(self.view, "option_sets", None) or {}
        chosen = sets.get(self.set_choice.value, {}).get("options", {})
        return {**chosen, **self.options}

    def _players(self) -> list[str] | None:
        counts = getattr(self.view, "player_counts", None)
        if not counts or self.players_choice.value is None:
            return None
        return list(counts[self.players_choice.value])

    @property
    def hand_seat(self) -> str:
        """The seat whose cards are clickable: the learner, or in hot-seat whoever is to act."""
        if self.hotseat_box.value:
            waiting = self.match.to_act()
            return waiting[0] if waiting else self.learner
        return self.learner

    @property
    def viewer(self) -> str | None:
        return None if self.teacher_box.value or self.hotseat_box.value else self.learner

    def _bot(self) -> Any:
        return self.view.bots[self.bot_choice.value]()

    def _guard(self, fn: Any, *args: Any) -> Any:
        """Run a callback; show any error as a message instead of a traceback."""
        try:
            return fn(*args)
        except TricklabError as err:
            self.show_error(err)
        except Exception as err:  # noqa: BLE001 - the learner must never see a traceback
            log.exception("table callback failed")
            self.message_html = (f"<div class='tl-error' style='color:#fff;background:#A23;padding:0.4em'>"
                                 f"{t('error', self.lang)}: {html.escape(type(err).__name__)}: "
                                 f"{html.escape(str(err))}</div>")
            self._render_status()
        return None

    def show_error(self, err: TricklabError) -> None:
        ex = self.catalogue.explain(err, self.lang)
        ids = ", ".join(r.id for r in ex.rulings)
        rul = "".join(f"<div style='font-size:0.9em'>{html.escape(r.render(self.lang))}</div>" for r in ex.rulings)
        self.message_html = (f"<div class='tl-error' style='border:2px solid #D55E00;background:#FDEBD9;"
                             f"padding:0.4em;border-radius:4px'><b>{t('illegal', self.lang)}:</b> "
                             f"{html.escape(ex.headline)}{' (' + ids + ')' if ids else ''}{rul}</div>")
        self._render_status()

    def _info(self, text: str) -> None:
        self.message_html = f"<div class='tl-info' style='padding:0.3em'>{text}</div>"

    # -- actions ---------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        """Play an action for whoever it names, then let the bots move."""
        self.match.play(action)
        self.selected = []
        self.message_html = ""
        self._after_change()

    def click_card(self, index: int) -> None:
        self._guard(self._click_card, index)

    def _click_card(self, index: int) -> None:
        card = self._hand_cards[index]
        state = self.match.state
        seat = self.hand_seat
        if self.group is not None:           # choosing the cards of an ability (e.g. a swap)
            if card not in self.group.cards:
                self.show_error(TricklabError("not one of the cards this choice can use",
                                              code="NOT_IN_CHOICE", card=card))
                return
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
            self._info(t("selected", self.lang, cards=" ".join(c.label for c in self.selected)))
            self.render()
            return
        legal = self.view.legal_cards(state, seat)
        if card not in legal:
            err = self.view.why_not(state, seat, card)
            if err is None:
                waiting = self.match.to_act()
                err = TricklabError("not now", code="NOT_YOUR_TURN", seat=seat, waiting=waiting)
            self.show_error(err)
            return
        need = self.view.select_count(state, seat)
        variants = getattr(self.view, "variants", None)
        if need == 1 and variants is not None and len(variants(state, seat, [card])) > 1:
            # several ways to play this card (e.g. with a second card face down): select it,
            # the choice buttons then show the ways
            self.selected = [] if self.selected == [card] else [card]
            self._info(t("selected", self.lang, cards=" ".join(c.label for c in self.selected)))
            self.render()
            return
        if need == 1:
            self.play(self.view.action_for(state, seat, [card]))
            return
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < need:
            self.selected.append(card)
        self._info(t("selected", self.lang, cards=" ".join(c.label for c in self.selected)))
        self.render()

    def _submit_selected(self) -> None:
        if self.group is not None:
            action = self.group.match(self.selected)
            if action is None:
                self.show_error(TricklabError("no such choice with these cards",
                                              code="NOT_IN_CHOICE", cards=list(self.selected)))
                return
            self.play(action)
            return
        state = self.match.state
        self.play(self.view.action_for(state, self.hand_seat, list(self.selected)))

    def undo(self) -> None:
        """Take back the learner's last action and every bot action after it."""
        if not self.match.actions:
            self.show_error(TricklabError("nothing to undo", code="NOTHING_TO_UNDO"))
            return
        mine = self.learner if not self.hotseat_box.value else None
        undone: list[Any] = []
        while self.match.actions:
            undone = self.match.undo() + undone
            if mine is None or undone[0].seat == mine:
                break
        self.selected = []
        self._info(t("undone", self.lang, actions=", ".join(str(a) for a in undone)))
        self.render()

    def new_game(self, seed: int | None = None) -> None:
        if seed is not None:
            self.seed_box.value = seed
        self.match = Match(self.game, self._players(), int(self.seed_box.value), None,
                           **self._options())
        self.games_started += 1
        if self._hotseat_for_scenario:          # a scenario switched hot-seat on; a new game ends it
            self._hotseat_for_scenario = False
            self.hotseat_box.value = False
        self.selected = []
        self.message_html = ""
        self._after_change()

    def load_scenario(self, sc: Scenario) -> None:
        """Set up a prepared position and play its actions (teachers' prepared situations)."""
        m = Match(self.game, sc.players, sc.seed, sc.setup, **sc.options)
        for a in sc.actions:
            if isinstance(a, dict):
                continue
            act = self.game.parse_action(a)
            if act.seat in self.game.auto_seats:
                continue
            if m.try_play(act) is not None:
                break
        self.match = m
        self.games_started += 1
        if not self.hotseat_box.value:
            self._hotseat_for_scenario = True
        self.hotseat_box.value = True
        self.selected = []
        self._info(f"{t('scenario', self.lang)}: {html.escape(sc.title)}")
        self.stepper.pos = -1
        self.render()
        self.stepper.go(len(self.stepper.items) - 1)

    def _fill_scenarios(self) -> None:
        index = scenario_index(self.game.name)
        self._scenario_files = {str(p): p for p, _, _ in index}
        self._by_ruling: dict[str, list[Any]] = {}
        for p, _, rulings in index:
            for rid in rulings:
                self._by_ruling.setdefault(rid, []).append(p)
        self.scenario_choice.options = [("—", "")] + [(f"{p.stem}: {title}"[:80], str(p))
                                                     for p, title, _ in index]

    def _load_selected_scenario(self) -> None:
        if not self.scenario_choice.value:
            return
        from tricklab import scenarios as sc_mod
        self.load_scenario(sc_mod.load(self._scenario_files[self.scenario_choice.value]))

    # -- exceptions tour -------------------------------------------------------------------
    def _fill_tour(self) -> None:
        keep = self.tour_choice.value
        opts = [("—", "")] + [(f"{r.id} {r.title[self.lang]}"[:90], r.id)
                              for r in self.catalogue.rulings.values()]
        self.tour_choice.options = opts
        self.tour_choice.value = keep if keep in {v for _, v in opts} else ""
        self._render_tour_text()

    def _render_tour_text(self) -> None:
        rid = self.tour_choice.value
        if not rid:
            self.tour_text.value = ""
            return
        r = self.catalogue.rulings[rid]
        files = self._by_ruling.get(rid, [])
        more = (f"<div style='color:#555'>{html.escape(', '.join(p.name for p in files))}</div>"
                if files else f"<i>{t('tour_none', self.lang)}</i>")
        example = r.example.get(self.lang, "")
        self.tour_text.value = (f"<div class='tl-tour-text'><b>{r.id}</b> {html.escape(r.title[self.lang])}"
                                f"{' [interp]' if r.interp else ''}<br>{html.escape(r.text[self.lang])}"
                                f"{'<br><i>' + html.escape(example) + '</i>' if example else ''}{more}</div>")

    def tour(self, rid: str) -> None:
        """Open the first scenario showing ruling ``rid`` and step to the event citing it."""
        if not rid:
            return
        files = self._by_ruling.get(rid, [])
        if not files:
            self._info(t("tour_none", self.lang))
            self._render_status()
            return
        from tricklab import scenarios as sc_mod
        self.load_scenario(sc_mod.load(files[0]))
        hits = [i for i, e in enumerate(self.stepper.items) if rid in e.all_rulings()]
        self.stepper.go(hits[0] if hits else len(self.stepper.items) - 1)
        self.tabs.selected_index = 0

    def play_from_here(self) -> None:
        """Go back to just before the action that caused the event shown in the step-through,
        to try another move ("what if I had played another card?"); later actions are taken
        back."""
        pos = self.stepper.pos
        if not 0 <= pos < len(self._event_actions):
            return
        keep = self._event_actions[pos]            # actions before the one that caused it
        undone = self.match.undo(len(self.match.actions) - keep) if keep < len(self.match.actions) else []
        self.selected = []
        self._info(t("undone", self.lang, actions=", ".join(str(a) for a in undone) or "—"))
        self._after_change()                        # bots move on to the learner's decision

    def show_hint(self) -> None:
        if self.match.is_over() or self.hand_seat not in self.match.to_act():
            return
        h = self.view.hint(self.match, self.hand_seat)
        text = self.catalogue.message(h.code, h.params, self.lang)
        self.message_html = (f"<div class='tl-hint-text' style='border:2px solid #009E73;padding:0.4em;"
                             f"border-radius:4px'><b>{t('hint_is', self.lang)}:</b> {html.escape(text)}"
                             f"{' (' + ', '.join(h.rulings) + ')' if h.rulings else ''}</div>")
        self._render_status()

    def bot_step(self) -> bool:
        """Let a bot take the next decision that is not the learner's. True if one moved."""
        if self.match.is_over():
            return False
        waiting = self.match.to_act()
        bots = [s for s in waiting if self.hotseat_box.value or s != self.learner]
        if not bots:
            return False
        seat = bots[0]
        self.match.play(self._bot().choose(self.match, seat, self.rng))
        self.render()
        return True

    def bots_to_end(self) -> None:
        while not self.match.is_over():
            seat = self.match.to_act()[0]
            self.match.play(self._bot().choose(self.match, seat, self.rng))
        self.render()

    def _after_change(self) -> None:
        self.group = None
        if self.auto_box.value and not self.hotseat_box.value:
            while not self.match.is_over():
                waiting = [s for s in self.match.to_act() if s != self.learner]
                if not waiting:
                    break
                self.match.play(self._bot().choose(self.match, waiting[0], self.rng))
        self.render()

    # -- language --------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        if lang not in ("en", "ja"):
            raise ValueError("language must be 'en' or 'ja'")
        self.lang = lang
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang
        self.stepper.set_lang(lang)
        self._set_labels()
        self.message_html = ""
        self.render()

    def _set_labels(self) -> None:
        L = self.lang
        self.title.value = f"<h3 style='margin:0.2em 1em 0.2em 0'>{html.escape(self.game.title[L])}</h3>"
        self.teacher_box.description = t("teacher", L)
        self.hotseat_box.description = t("hotseat", L)
        self.auto_box.description = t("auto_bots", L)
        self.large_box.description = t("large", L)
        self.seed_box.description = t("seed", L)
        self.new_button.description = t("new_game", L)
        self.bot_choice.description = t("bot", L)
        keep = self.bot_choice.value          # new options would reset the choice to the first
        self.bot_choice.options = [(UI.get(f"bot_{k}", {}).get(L, k), k) for k in self.view.bots]
        self.bot_choice.value = keep
        self.players_choice.description = t("players", L)
        sets = getattr(self.view, "option_sets", None) or {}
        if sets:
            keep_set = self.set_choice.value
            self.set_choice.options = [(v["label"][L], k) for k, v in sets.items()]
            self.set_choice.value = keep_set
            self.set_choice.description = t("card_set", L)
        self.undo_button.description = t("undo", L)
        self.from_here_button.description = t("from_here", L)
        self.hint_button.description = t("hint", L)
        self.bot_button.description = t("bot_step", L)
        self.end_button.description = t("to_end", L)
        self.pass_button.description = t("pass_selected", L)
        self.scenario_choice.description = t("scenario", L)
        self.scenario_button.description = t("load", L)
        self.history_sort.description = t("sort_by", L)
        for i, key in enumerate(("tab_explain", "tab_history", "tab_scores", "tab_rules", "tab_tour")):
            self.tabs.set_title(i, t(key, L))
        self.tour_intro.value = f"<i>{t('tour_intro', L)}</i>"
        self.tour_button.description = t("tour_show", L)
        self._fill_tour()

    # -- rendering -------------------------------------------------------------------------
    def render(self) -> None:
        state = self.match.state
        L = self.lang
        shown = self.game.view(state, self.viewer)
        self.header.value = f"<div class='tl-header' style='font-size:1.05em'>{html.escape(self.view.header(state, L))}</div>"
        self.panel.value = self.view.panel(shown, self.viewer, L) if hasattr(self.view, "panel") else ""
        zones = self.view.zones(shown, self.viewer, L)
        if self.viewer is None:      # teacher view: every other hand face up
            from tricklab.core.view import Zone
            for seat in self.match.players:
                if seat != self.hand_seat:
                    zones.append(Zone(f"hand-{seat}", t("your_hand", L, seat=seat),
                                      self.view.hand(state, seat), group_by_suit=True))
        scale = 1.6 if self.large_box.value else 1.0
        self.zones.value = (f"<div style='display:flex;flex-wrap:wrap;align-items:flex-start;font-size:{scale}em'>"
                            + "".join(zone_html(z, L) for z in zones) + "</div>")
        self._render_hand(state)
        self._render_choices(state)
        self._render_status()
        visible, cause = [], []          # each visible event, and the action that caused it
        for k in range(-1, len(self.match.actions)):
            for e in self.match.events_of(k):
                seen = e.seen_by(self.viewer)      # without other seats' private params
                if seen is not None:
                    visible.append(seen)
                    cause.append(max(k, 0))
        self._event_actions = cause
        self.stepper.update(visible)
        self._render_history()
        self._render_scores(state)
        self._render_rulings()
        self.undo_button.disabled = not self.match.actions

    def _render_status(self) -> None:
        L = self.lang
        if self.match.is_over():
            totals = ", ".join(f"{p} {v}" for p, v in self.match.totals().items())
            line = f"<b>{t('game_over', L, totals=totals)}</b>"
        elif self.hand_seat in self.match.to_act():
            line = (f"<b>{html.escape(self.view.prompt(self.match.state, self.hand_seat, L))}</b> "
                    f"<span style='color:#555'>{t('legal_legend', L)}</span>")
        else:
            line = t("waiting", L, seats=", ".join(self.match.to_act()))
        # the action count lets scripts (and browser tests) see that the match moved on
        self.status.value = (f"<div>{line}<span class='tl-step' style='display:none'>"
                             f"{len(self.match.actions)}</span><span class='tl-game' style='display:none'>"
                             f"{self.games_started}</span></div>{self.message_html}")

    def _render_hand(self, state: Any) -> None:
        seat = self.hand_seat
        cards = self.view.hand(state, seat)
        legal = set(self.group.cards) if self.group is not None else \
            set(self.view.legal_cards(state, seat))
        self.hand_label.value = f"<b>{html.escape(t('your_hand', self.lang, seat=seat))}</b>"
        while len(self.hand_buttons) < len(cards):
            b = W.Button(layout=W.Layout(width="4.2em", height="3.4em", margin="2px"))
            b.add_class("tl-card-btn")
            i = len(self.hand_buttons)
            b.on_click(lambda _b, i=i: self.click_card(i))
            self.hand_buttons.append(b)
        self._hand_cards = cards
        scale = 1.6 if self.large_box.value else 1.0
        for b, c in zip(self.hand_buttons, cards):
            b.layout.width, b.layout.height = f"{4.2 * scale:.1f}em", f"{3.4 * scale:.1f}em"
            b.description = c.label
            b.tooltip = str(c)
            b.style.text_color = c.colour
            b.style.font_weight = "bold"
            b.style.font_size = f"{1.25 * scale:.2f}em"
            is_legal = c in legal
            b.style.button_color = LEGAL_BG if is_legal else ILLEGAL_BG
            b.layout.border = SELECTED_BORDER if c in self.selected else (
                "3px solid #0072B2" if is_legal else "1px solid #999")
            for cls in ("tl-legal", "tl-illegal", "tl-selected"):
                b.remove_class(cls)
            b.add_class("tl-legal" if is_legal else "tl-illegal")
            if c in self.selected:
                b.add_class("tl-selected")
        self.hand_box.children = tuple(self.hand_buttons[:len(cards)])
        need = self.view.select_count(state, seat) if not self.match.is_over() else 1
        if self.group is not None:
            self.pass_button.layout.display = ""
            self.pass_button.description = t("confirm", self.lang)
            self.pass_button.disabled = self.group.match(self.selected) is None
            return
        label = getattr(self.view, "submit_label", None)
        self.pass_button.description = label(state, seat, self.lang) if label else \
            t("pass_selected", self.lang)
        self.pass_button.layout.display = "" if need > 1 and seat in self.match.to_act() else "none"
        self.pass_button.disabled = len(self.selected) != need

    def _render_choices(self, state: Any) -> None:
        """Buttons for actions that are not a card (e.g. naming a gem colour). The buttons are
        kept and shown or hidden, so they appear in the browser together with the rest."""
        seat = self.hand_seat
        items = []
        if hasattr(self.view, "choices") and not self.match.is_over() and seat in self.match.to_act():
            items = self.view.choices(state, seat, self.lang)
            variants = getattr(self.view, "variants", None)
            if variants is not None and self.selected:
                items = variants(state, seat, list(self.selected), self.lang) + items
        while len(self._choice_buttons) < len(items):
            b = W.Button(layout=W.Layout(width="auto", height="2.6em"), button_style="info")
            b.add_class("tl-choice")
            i = len(self._choice_buttons)
            b.on_click(lambda _b, i=i: self._guard(self._choose, i))
            self._choice_buttons.append(b)
        for i, b in enumerate(self._choice_buttons):
            if i < len(items):
                b.description = items[i][0]
                b.layout.display = ""
                b.remove_class("tl-hidden")
            else:
                b.layout.display = "none"
                b.add_class("tl-hidden")
        self._choice_actions = [a for _, a in items]
        self._choice_labels = [label for label, _ in items]
        if len(self.choice_box.children) != len(self._choice_buttons):
            self.choice_box.children = tuple(self._choice_buttons)

    def _choose(self, i: int) -> None:
        choice = self._choice_actions[i]
        if hasattr(choice, "match"):            # a group: the cards are chosen in the hand
            self.group = None if self.group == choice else choice
            self.selected = []
            self._info(t("choose_cards", self.lang, choice=self._choice_labels[i]))
            self.render()
            return
        self.play(choice)

    def _render_history(self) -> None:
        df = self.match.history(seat=self.viewer)
        key = self.history_sort.value
        if len(df) and key in df.columns:
            df = df.sort_values(key, kind="stable")
        if self.lang == "ja":
            df = df.rename(columns=dict(zip(UI["history_cols"]["en"].split(","),
                                            UI["history_cols"]["ja"].split(","))))
        self.history_html.value = (
            "<div style='max-height:24em;overflow:auto'>"
            + df.to_html(index=False, classes="tl-history-table", na_rep="", border=0) + "</div>")

    def _render_scores(self, state: Any) -> None:
        rows = self.view.score_rows(self.match)
        players = list(self.match.players)
        if not rows:
            self.scores_html.value = f"<i>{t('no_scores', self.lang)}</i>"
            return
        import pandas as pd  # type: ignore[import-untyped]  # no pandas stubs installed
        df = pd.DataFrame(rows).set_index("round")
        self.scores_html.value = (score_chart_svg(rows, players, t("tab_scores", self.lang),
                                                 t("round", self.lang))
                                  + df.to_html(classes="tl-score-table", border=0))

    def _render_rulings(self) -> None:
        L = self.lang
        items = []
        for r in self.catalogue.rulings.values():
            tag = (f" <span style='background:#E69F00;padding:0 3px'>{t('interp', L)}</span>" if r.interp else "")
            items.append(f"<div style='margin:0.3em 0'><b>{r.id}</b> {html.escape(r.title[L])}{tag}"
                         f"<br>{html.escape(r.text[L])} <span style='color:#555'>{html.escape(r.source)}</span></div>")
        self.rulings_html.value = "<div style='max-height:28em;overflow:auto'>" + "".join(items) + "</div>"


def dashboard(game: str, **defaults: Any) -> Table:
    """The table a dashboard shows, configured from the page's URL when Voila serves it:
    ``...robotrick_dashboard.ipynb?lang=ja&seed=5&teacher=1`` (Voila passes the query string
    to the kernel as ``QUERY_STRING``); ``set=all`` picks one of the game's option sets
    (Tricktakers: ``base``, ``all``, ``basic``). Unknown or malformed parameters are ignored."""
    import os
    from urllib.parse import parse_qs
    q = {k: v[-1] for k, v in parse_qs(os.environ.get("QUERY_STRING", "")).items()}
    kw: dict[str, Any] = dict(defaults)
    if q.get("lang") in ("en", "ja"):
        kw["lang"] = q["lang"]
    if q.get("seed", "").lstrip("-").isdigit():
        kw["seed"] = int(q["seed"])
    for flag in ("teacher", "hotseat", "large"):
        if flag in q:
            kw[flag] = q[flag].lower() in ("1", "true", "yes", "on")
    sets = getattr(view_adapter(game), "option_sets", None) or {}
    if q.get("set") in sets:
        kw["card_set"] = q["set"]
    counts = getattr(view_adapter(game), "player_counts", None)
    if counts and q.get("players", "").isdigit():
        names = [p for p in counts if len(p) == int(q["players"])]
        if names:
            kw["players"] = list(names[0])
    return Table(game, **kw)
