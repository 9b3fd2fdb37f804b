"""The playable table: it displays a headless ``Session`` (``table.session``: seats, bots,
undo, hot-seat, scenarios, what-if lines) through the game's view adapter (the hooks of
``tricklab.core.view.ViewAdapter``) and forwards clicks to it.

Clicks drive the engine; nothing waits for input. Every error is shown as a message in the
chosen language and never changes the match. Nothing here knows a game: its words come from
``core/strings.yaml`` and the adapter, its menus (player counts, presets, bots) from ``game.info``.
"""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
import dataclasses
import logging
from contextlib import contextmanager
from functools import lru_cache
from importlib import import_module
from typing import Any, Callable, Iterator, Optional

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core.checks import check_lang, check_seed, seed_from_text
from tricklab.core.display import refusal_html, ruling_html
from tricklab.core.errors import TricklabError
from tricklab.core.game import Game
from tricklab.core.match import Match
from tricklab.core.events import EventKind
from tricklab.core.copies import copy_numbers_kept
from tricklab.core.punctuation import (ALT_SEP, COLON, GAP, LIST_SEP, STOP, WIDE_GAP, aside, cited,
                                       together)
from tricklab.core.rulings import Explanation, spoken_cards
from tricklab.core.scenario import Scenario
from tricklab.core.view import (MAX_BUTTONS, CardGroup, ChoiceForm, Slot, ViewAdapter, aloud,
                                 labels_aloud, signed)
from tricklab.core.worded import SEAT_SEP, InLanguages
from tricklab.games import get_game
from tricklab.session import NOBODY, Session, winners

from .careful import CarefulOverlay
from .chart import score_chart_svg
from .coach import CoachPanel, Welcome
from .learn import start_mode
from .whatif import WhatIfPanel
from .felt import Felt, HandCard
from .i18n import UI, interp_label, menu_tip, t, t_html
from . import own_content as own
from . import scenario_menu as menu
from .refused import refusal_boxes
from .scene import build_scene, scene_codes, scene_text, scene_zones
from .stepper import Stepper

log = logging.getLogger(__name__)



#: The start of a refusal's line as a function of the language (None: "Not allowed")
Head = Optional[Callable[[str], str]]


def view_adapter(game: "str | Game") -> ViewAdapter[Any]:
    """The game's view adapter: ``VIEW`` in the ``view`` module of the game's package."""
    g = get_game(game) if isinstance(game, str) else game
    view: ViewAdapter[Any] = import_module(f"{g.info.package}.view").VIEW
    return view


def _info_html(text: str) -> str:
    """An info line (plain text, escaped here): it starts where the prompt above it starts (a
    side padding read as a leading space)."""
    return f"<div class='tl-info' style='padding:0.3em 0'>{html.escape(text)}</div>"


class Table(W.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """A game table. ``Table("robotrick", seed=7)``; set ``lang="ja"`` for Japanese."""

    def __init__(self, game: str = "robotrick", seed: int | None = None, lang: str = "en",
                 learner: str | None = None, teacher: bool = False, hotseat: bool = False,
                 bot: str = "rules", auto_bots: bool = True, large: bool = False,
                 match: Match | None = None, players: list[str] | None = None,
                 setup: dict[str, Any] | None = None, card_set: str | None = None,
                 mode: str | None = None, **options: Any) -> None:
        lang = check_lang(lang)          # before any widget: a clear error, not a TraitError
        seed = 1 if seed is None else check_seed(seed)
        self.view = view_adapter(game)
        self.game = self.view.game
        self.info = self.game.info
        self.catalogue = self.game.catalogue
        self.lang = lang
        self.options = options
        self.selected: list[Any] = []
        self.group: CardGroup | None = None   # a group of choices answered by selecting cards
        self.message_html = ""
        # the message shown (its html) and how to say it again: a switch of language re-says
        # it in the new language (a refusal or the scenario's line vanished at the switch)
        self._again: tuple[str, Callable[[], str]] | None = None
        # -- controls ----------------------------------------------------------------------
        self.title = W.HTML()
        self.lang_toggle = W.ToggleButtons(options=[("English", "en"), ("日本語", "ja")], value=lang,
                                           style={"button_width": "6em"})
        self.lang_toggle.add_class("tl-lang")
        self.teacher_box = W.Checkbox(value=teacher, indent=False, layout=W.Layout(width="auto"))
        self.hotseat_box = W.Checkbox(value=hotseat, indent=False, layout=W.Layout(width="auto"))
        self.auto_box = W.Checkbox(value=auto_bots, indent=False, layout=W.Layout(width="auto"))
        self.large_box = W.Checkbox(value=large, indent=False, layout=W.Layout(width="auto"))
        # text, read by ``seed_from_text`` at "New game": a number box let the browser round
        # what was typed (99999999999999999999999 was refused as 99999999999999991611392)
        self.seed_box = W.Text(value=str(seed), layout=W.Layout(width="10em"),
                               style={"description_width": "initial"})
        self.seed_box.add_class("tl-seed")
        self.new_button = W.Button(layout=W.Layout(width="auto"))
        self.bot_choice = W.Dropdown(options=list(self.info.bots), value=bot, layout=W.Layout(width="13em"),
                                     style={"description_width": "initial"})
        self.undo_button = W.Button(layout=W.Layout(width="auto"))
        self.hint_button = W.Button(layout=W.Layout(width="auto"))
        self.bot_button = W.Button(layout=W.Layout(width="auto"))
        self.end_button = W.Button(layout=W.Layout(width="auto"))
        # shown while a scenario or the tour has set the learner's game aside
        self.back_button = W.Button(layout=W.Layout(width="auto", display="none"),
                                    button_style="info")
        self.pass_button = W.Button(layout=W.Layout(width="auto"), button_style="primary")
        self.choice_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.choice_box.add_class("tl-choices")
        self._choice_actions: list[Any] = []
        self._choice_labels: list[str] = []
        self._choice_buttons: list[W.Button] = []
        counts = self.info.player_counts
        presets = self.info.presets      # named sets of options (e.g. which cards are in play)
        card_set = card_set if card_set in presets else next(iter(presets), None)
        self.players_choice = W.Dropdown(options=[(str(n), i) for i, n in enumerate(counts)],
                                         value=self._count_index(players, card_set),
                                         layout=W.Layout(width="9em",
                                                         display="" if len(counts) > 1 else "none"),
                                         style={"description_width": "initial"})
        self.players_choice.add_class("tl-players")
        # set while the table itself sets the players or variant menu (to follow a loaded
        # match, or to reword the menu in another language): no choice of the learner's then
        self._menus_by_table = False
        # as wide as its longest name (a fixed 19em cut KINGs' "Standard (no Cheerleader…")
        self.set_choice = W.Dropdown(options=[(v.label[lang], k) for k, v in presets.items()],
                                     value=card_set,
                                     layout=W.Layout(width="auto", display="" if presets else "none"),
                                     style={"description_width": "initial"})
        self.set_choice.add_class("tl-set")
        for w, cls in ((self.new_button, "tl-new"), (self.undo_button, "tl-undo"),
                       (self.hint_button, "tl-hint"), (self.bot_button, "tl-bot-step"),
                       (self.end_button, "tl-to-end"), (self.pass_button, "tl-pass")):
            w.add_class(cls)
        self.scenario_topic = W.Dropdown(options=[("—", "")], layout=W.Layout(width="25em"))  # its longest option whole
        self.scenario_topic.add_class("tl-scenario-topic")
        self.scenario_choice = W.Dropdown(options=[("—", "")], layout=W.Layout(width="auto", min_width="24em",
                                                                                 max_width="48em"))
        self.scenario_choice.add_class("tl-scenario")
        self.scenario_button = W.Button(layout=W.Layout(width="auto"))
        self.from_here_button = W.Button(layout=W.Layout(width="auto"))
        self.from_here_button.add_class("tl-from-here")
        self._event_actions: list[int] = []
        self.scenario_button.add_class("tl-load-scenario")
        self.upload = own.upload_widget()          # a teacher's file, checked like any scenario
        # -- what-if lines: which one is shown, and how it compares with another -------------
        self.branch_choice = W.Dropdown(layout=W.Layout(width="24em"), style={"description_width": "initial"})
        self.branch_choice.add_class("tl-branch")
        self.compare_choice = W.Dropdown(layout=W.Layout(width="20em"), style={"description_width": "initial"})
        self.compare_choice.add_class("tl-compare")
        self.compare_html = W.HTML()
        self.compare_html.add_class("tl-compare-line")
        self.branch_box = W.VBox([W.HBox([self.branch_choice, self.compare_choice],
                                         layout=W.Layout(flex_flow="row wrap")), self.compare_html],
                                 layout=W.Layout(display="none"))
        self._filling_branches = False
        # -- table -------------------------------------------------------------------------
        self.header = W.HTML()
        self.header.add_class("tl-round-line")
        self.status = W.HTML()
        self.status.add_class("tl-status")
        # the card table: seats around a felt, the trick in the middle, the hand at the bottom
        self.felt = Felt(on_card=self.click_card, layout=W.Layout(width="100%"))
        self.felt.add_class("tl-felt-widget")
        # the hand's version, sent with each click (``Felt``): it changes when the cards at the
        # hand's places change, not at every redraw, so a click made while the table redraws
        # the same hand (a coach line, a tab) still counts
        self._version = 0
        self._hinted: frozenset[str] = frozenset()   # the cards the hint names, marked
        # what the live region says instead of the last move's events until the next move (a
        # hint, a step of the step-through), made in the table's language when said
        self._speak: Callable[[], str] | None = None
        # (match, actions before the learner's latest move): what the bots did since is read
        # out; another match (a new game, a scenario, another line) has nothing to tell
        self._since: tuple[Any, int] | None = None
        self._hand_key: tuple[Any, ...] = ()
        self._asked_below: tuple[Any, ...] = ()     # the decision last brought into view
        self._hand_cards: list[Any] = []
        self.form_box = W.VBox()
        self.form_box.add_class("tl-forms")
        self._forms: list[tuple[ChoiceForm, list[W.Dropdown], W.Button]] = []
        self._form_key: tuple[Any, ...] = ()
        self.stepper = Stepper(self.catalogue, lang, self.view.name, self.view.notation_in_words,
                               card_name=lambda card, L: self.view.face(card, L).name)
        self.stepper.on_step = self._announce_step       # a step the learner takes is said
        self.stepper.children = (*self.stepper.children, self.from_here_button)
        self.history_sort = W.Dropdown(options=_sort_options(lang), value="step",
                                       layout=W.Layout(width="14em"))
        self._history_html = W.HTML()
        self._history_html.add_class("tl-history")
        self._scores_html = W.HTML()
        self._scores_html.add_class("tl-scores")
        self._rulings_html = W.HTML()
        self._stale: set[int] = set()     # tabs drawn only when shown (see ``_tab_later``)
        self.panel = W.HTML()
        self.panel.add_class("tl-panel")
        self.panel_notes = W.HTML(layout=W.Layout(display="none"))   # ``ViewAdapter.panel_notes``
        self.panel_notes.add_class("tl-panel-notes")
        self.tour_intro = W.HTML()
        # the menu takes the room left and the button keeps its words (beside the explanation
        # the row is narrow: a 40em menu squeezed the button to 「ステ…」)
        self.tour_choice = W.Dropdown(options=[("—", "")],
                                      layout=W.Layout(width="auto", flex="1 1 16em", min_width="12em"))
        self.tour_choice.add_class("tl-tour-choice")
        self.tour_button = W.Button(layout=W.Layout(width="auto", flex="0 0 auto"), button_style="primary")
        self.tour_button.add_class("tl-tour-show")
        self.tour_text = W.HTML()
        self.tabs = W.Tab(children=[self.stepper, W.VBox([self.history_sort, self._history_html]),
                                    self._scores_html, self._rulings_html,
                                    W.VBox([self.tour_intro, W.HBox([self.tour_choice, self.tour_button],
                                                                      layout=W.Layout(flex_flow="row wrap")),
                                            self.tour_text])])
        # -- the session the table shows -----------------------------------------------------
        if match is None:       # a variant asked for a table it is not for: said, not dropped
            self.info.check_preset(self.set_choice.value, len(self._players()))
        self.session = Session(self.game, players=self._players(), seed=seed,
                               learner=learner, bots=bot, hotseat=hotseat, auto_bots=auto_bots,
                               teacher=teacher, setup=setup, match=match, **self._options())
        # -- wiring ------------------------------------------------------------------------
        self.lang_toggle.observe(lambda c: self.set_lang(c["new"]), names="value")
        self.teacher_box.observe(lambda c: self._guard(self._set_teacher, c["new"]), names="value")
        self.hotseat_box.observe(lambda c: self._guard(self._set_hotseat, c["new"]), names="value")
        self.auto_box.observe(lambda c: self._guard(self._set_auto, c["new"]), names="value")
        self.large_box.observe(lambda c: self._set_large(c["new"]), names="value")
        self.bot_choice.observe(lambda c: setattr(self.session, "bots", c["new"]), names="value")
        self.new_button.on_click(lambda _: self._guard(self.new_game))
        self.undo_button.on_click(lambda _: self._guard(self.undo))
        self.back_button.on_click(lambda _: self._guard(self.back_to_game))
        self.hint_button.on_click(lambda _: self._guard(self.show_hint))
        self.bot_button.on_click(lambda _: self._guard(self.bot_step))
        self.end_button.on_click(lambda _: self._guard(self.bots_to_end))
        self.pass_button.on_click(lambda _: self._guard(self._submit_selected))
        self.history_sort.observe(lambda c: self._render_history(), names="value")
        self.tabs.observe(lambda c: self._fresh(c["new"]), names="selected_index")
        self.tabs.add_class("tl-tabs")
        if large:       # a projector's page opens on the game (the felt brings it into view)
            self.felt.show_game = 1
        self.scenario_button.on_click(lambda _: self._guard(self._load_selected_scenario))
        self.tour_button.on_click(lambda _: self._guard(self.tour, self.tour_choice.value))
        self.from_here_button.on_click(lambda _: self._guard(self.play_from_here))
        self.tour_choice.observe(lambda c: self._render_tour_text(), names="value")
        self.scenario_topic.observe(lambda c: self._fill_scenario_files(), names="value")
        self.upload.observe(lambda c: self._guard(self._on_upload, c["new"]), names="value")
        self.players_choice.observe(lambda c: self._next_game_note(), names="value")
        self.set_choice.observe(lambda c: self._next_game_note(), names="value")
        self.branch_choice.observe(lambda c: self._guard(self._on_branch, c["new"]), names="value")
        self.compare_choice.observe(lambda c: self._render_compare(), names="value")
        self._fill_scenarios()
        # The second settings row (teacher view, hot-seat, scenarios) starts folded (the "⚙"
        # button shows it), so the felt and a decision's buttons fit one 1280x720 screen; it
        # starts open when one of its settings is on, so that setting can be seen and undone.
        unfold = not large and (self.teacher_box.value or self.hotseat_box.value or not self.auto_box.value)
        self.more_button = W.ToggleButton(value=unfold, layout=W.Layout(width="auto"))
        self.more_button.add_class("tl-more")
        self.settings_more = W.HBox([self.teacher_box, self.hotseat_box, self.auto_box,
                                     self.scenario_topic, self.scenario_choice, self.scenario_button,
                                     self.upload],
                                    layout=W.Layout(flex_flow="row wrap", align_items="center",
                                                    display="" if unfold else "none"))
        self.more_button.observe(lambda c: setattr(self.settings_more.layout, "display",
                                                   "" if c["new"] else "none"), names="value")
        settings = W.VBox([
            W.HBox([self.title, self.lang_toggle, self.players_choice, self.set_choice,
                    self.seed_box, self.new_button, self.bot_choice, self.large_box, self.more_button],
                   layout=W.Layout(flex_flow="row wrap", align_items="center")),
            self.settings_more,
        ])
        moves = W.HBox([self.undo_button, self.hint_button, self.bot_button, self.end_button,
                        self.back_button],
                       layout=W.Layout(flex_flow="row wrap"))
        moves.add_class("tl-moves")
        self.careful = CarefulOverlay(self)      # the careful player's inferences, on demand
        self._choice_row = W.HBox([self.pass_button, self.choice_box],
                                  layout=W.Layout(flex_flow="row wrap", align_items="center"))
        # a decision that is not a card (a gem's colour, a bid, a pass) is offered right under
        # the felt, before the careful player's notes: at 1280x720 it lay below the screen
        play = W.VBox([self.felt, self._choice_row, self.form_box, self.careful],
                      layout=W.Layout(flex="1 1 640px", min_width="0"))
        play.add_class("tl-play")
        self._play_box = play
        # a choice made from the panel's cards (a character) is offered right under the panel
        # (``ViewAdapter.choices_by_panel``): the menu and the cards it names read together
        self.decide_box = W.VBox()
        self.decide_box.add_class("tl-decide")
        self._near_panel = False
        # the panel and the choice under it are one block: on a low projector screen the
        # character cards sit beside the felt rather than above it, and the choice under the
        # felt (felt.css, tl-pick)
        pick = W.VBox([self.panel, self.decide_box, self.panel_notes])
        pick.add_class("tl-pick")
        self._pick_box = pick
        side = W.VBox([moves, self.tabs], layout=W.Layout(flex="1 1 360px", min_width="0", max_width="760px"))
        side.add_class("tl-sidebar")        # (felt.css places its rows on a low projector)
        main = W.HBox([play, side], layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
        main.add_class("tl-main")
        # hot-seat: between two people's turns a curtain covers the table (see Session.curtain)
        self.curtain_text = W.HTML()
        self.curtain_button = W.Button(layout=W.Layout(width="auto"), button_style="primary")
        self.curtain_button.add_class("tl-curtain-show")
        self.curtain_button.on_click(lambda _: self._guard(self.reveal))
        self.curtain_undo = W.Button(layout=W.Layout(width="auto"))
        self.curtain_undo.add_class("tl-curtain-undo")
        self.curtain_undo.on_click(lambda _: self._guard(self._undo_under_curtain))
        self.curtain = W.VBox([self.curtain_text, W.HBox([self.curtain_button, self.curtain_undo],
                                                         layout=W.Layout(flex_flow="row wrap"))],
                              layout=W.Layout(display="none"))
        self.curtain.add_class("tl-curtain")
        self._curtain_for: str | None = None       # whom the curtain waits for, if it is down
        self._took_back_covered = False     # the curtain is down over a move taken back under it
        stage = W.VBox([main, self.curtain])
        stage.add_class("tl-stage")
        # teaching: the first-visit Learn/Play choice, the coach panel, the what-if comparison
        self.coach: CoachPanel | None = None
        self.teach_box = W.VBox()
        self.teach_box.add_class("tl-teach")
        self.whatif = WhatIfPanel(self)
        super().__init__([settings, self.teach_box, self.header, self.status, pick, stage,
                          self.branch_box, self.whatif])
        self.add_class("tl-table")
        self._set_labels()
        self.render()
        start_mode(self, mode)

    # -- what the session decides ----------------------------------------------------------
    @property
    def match(self) -> Match:
        """The match of the line being shown."""
        return self.session.match

    @property
    def learner(self) -> str:
        return self.session.learner

    @property
    def hand_seat(self) -> str:
        return self.session.hand_seat

    @property
    def viewer(self) -> str | None:
        return self.session.viewer

    @property
    def games_started(self) -> int:
        """New games and loaded scenarios so far (browser tests watch it change)."""
        return self.session.games_started

    # -- helpers ---------------------------------------------------------------------------
    def _count_index(self, players: list[str] | None, card_set: str | None = None) -> int:
        """Which player count to start with: the players given, else a first table of 3 when
        the game allows it (the smallest table a learner follows easily), else its usual one,
        else one the chosen preset is for (``?set=white2p``: KINGs' 2-player variant)."""
        counts = self.info.player_counts
        usual = self.info.default_count or counts[0]
        want = len(players) if players else (3 if 3 in counts else usual)
        preset = self.info.presets.get(card_set) if card_set is not None else None
        if not players and preset is not None and not preset.fits(want):
            want = next((n for n in counts if preset.fits(n)), want)
        return counts.index(want) if want in counts else counts.index(usual)

    def _options(self) -> dict[str, Any]:
        """The game options: the chosen preset's, then the options given to the table."""
        preset = self.info.presets.get(self.set_choice.value)
        return {**(preset.options if preset else {}), **self.options}

    def _players(self) -> list[str]:
        return list(self.info.players(self.info.player_counts[self.players_choice.value]))

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

    def show_error(self, err: TricklabError, head: Head = None) -> None:
        """Say why ``err`` refused; ``head``: the line's start as a function of the language
        (so that the line is said again in the other language after a switch), else "Not
        allowed"."""
        if self.coach is not None:
            self.coach.note_refusal(err)
        self._say(lambda: self._error_html(err, head))
        self._announce_refusal(err, head)
        self._render_status()

    def _announce_refusal(self, err: TricklabError, head: Head, hidden: str | None = None) -> None:
        """A screen reader hears the refusal too, in the felt's live region (``hidden``: the
        mover whose hand the viewer does not see, ``_hidden_mover``)."""
        if self.felt.scene:
            with self._spoken():
                why = self._explained(err, hidden).headline
            self.felt.scene = {**self.felt.scene, "announce": aloud(f"{self._head(head)}{why}")}

    def _spoken(self) -> spoken_cards:
        """While made for the live region, a message says each card in words, as the hand's
        buttons name it ("blue 9" / 「青の9」), not by its symbols: "Cy plays ▲3." was read
        "black up-pointing triangle 3". The text on the page keeps the symbols."""
        view, lang = self.view, self.lang
        return spoken_cards(lambda card: view.face(card, lang).name)

    def _say_aloud(self, make: Callable[[], str]) -> None:
        """Have the live region say what ``make`` words (with cards in words) until the next
        move, and say it now."""
        self._speak = make
        if self.felt.scene:
            with self._spoken():
                text = make()
            self.felt.scene = {**self.felt.scene, "announce": aloud(text)}

    def _announce_step(self, pos: int) -> None:
        """A step of the step-through the learner took: its place and headline are said (the
        explanation below the buttons changed in silence)."""
        def step() -> str:
            ev = self.stepper.current
            if ev is None:
                return ""
            L = self.lang
            return (f"{t('step_of', L, i=self.stepper.pos + 1, n=len(self.stepper.items))}{COLON[L]}"
                    f"{self.catalogue.explain(ev, L).headline}")
        self._say_aloud(step)

    def _focus_after_decision(self) -> None:
        """The button that answered a decision is gone (hidden, or its row rebuilt) and the
        browser's focus fell to the page's top: the keyboard goes to the hand, or to "New game"
        once the game is over (no card is left to go to)."""
        if self.session.curtain is not None:
            return                  # a hot-seat curtain fell: its "Show" button has the focus
        if self.match.is_over():
            self.new_button.focus()
        else:
            self.felt.focus_hand += 1

    def _head(self, head: Head) -> str:
        said = head(self.lang) if head is not None else t("illegal", self.lang)
        return f"{said}{COLON[self.lang]}"

    def _error_html(self, err: TricklabError, head: Head = None, hidden: str | None = None) -> str:
        """The refusal's box; ``hidden``: the mover whose hand the viewer does not see (only
        whose move broke which rule is said, ``_hidden_reason``)."""
        return self._box_html(self._head(head), self._explained(err, hidden))

    def _box_html(self, head: str, ex: Explanation) -> str:
        """A refusal's box: ``head`` (plain text) in bold, then why (``refusal_html``)."""
        body = refusal_html(ex, self.lang, self.view.notation_in_words)
        return (f"<div class='tl-error' style='border:2px solid #D55E00;background:#FDEBD9;"
                f"padding:0.4em;border-radius:4px'><b>{html.escape(head)}</b>{body}</div>")

    def _explained(self, err: TricklabError, hidden: str | None = None) -> Explanation:
        """Why ``err`` refused, as the viewer may read it: with ``hidden`` (the mover whose
        hand the viewer does not see) only whose move broke which rule is said."""
        ex = self.catalogue.explain(err, self.lang)
        if hidden is not None:      # its steps and rulings say what is public: kept
            ex = dataclasses.replace(ex, headline=self._hidden_reason(hidden))
        return ex

    def _scenario_refusals(self, refusals: list[tuple[TricklabError, str]]) -> list[tuple[str, Explanation]]:
        """A scenario's refused moves (why, the move as written) as their boxes' heads and
        reasons (``refused.refusal_boxes``: moves in a row refused for the same reason share
        one box, which lists each move with the rulings that refused it)."""
        L = self.lang
        out = []
        for box in refusal_boxes((self._refused_words(action),
                                  self._explained(err, self._hidden_mover(action, err.params)))
                                 for err, action in refusals):
            head = (t("scenario_refuses", L, move=box.moves[0][0]) if len(box.moves) == 1
                    else t("scenario_refuses_many", L, n=len(box.moves)))
            out.append((f"{head}{COLON[L]}", box.explained()))
        return out

    def _hidden_reason(self, seat: str) -> str:
        """The headline of another seat's refused move without its hidden cards (the
        catalogue's said "you hold ♠K, ♠7…" of the mover's hand): whose move, and where to see
        the hands; the ruling it cites follows it."""
        return t("refused_hidden", self.lang, seat=self.view.name(seat, self.lang))

    def _say(self, make: Callable[[], str]) -> None:
        """Show the message ``make`` writes in the table's language, and keep ``make`` to say it
        again if the learner switches language while it is shown."""
        self.message_html = make()
        self._again = (self.message_html, make)

    def _info(self, text: str) -> None:
        """Show ``text`` (plain text: escaped here) as the table's info line."""
        self.message_html = _info_html(text)

    # -- settings --------------------------------------------------------------------------
    def _set_teacher(self, on: bool) -> None:
        self.session.teacher = on
        self._say_again()           # a refusal names the hidden cards only in teacher view
        self.render()

    def _say_again(self) -> None:
        """Say the message still shown again, as it is made now (in the table's language,
        for the table's viewer)."""
        again, shown = self._again, self.message_html
        self.message_html, self._again = "", None
        if again is not None and again[0] == shown:
            self._say(again[1])

    def _next_game_note(self) -> None:
        """Players and Characters shape a new deal: say so where the learner is looking, and
        make "New game" the button to press (finding 12: changing them did nothing visible)."""
        if self._menus_by_table:
            return
        self._info(t("applies_next", self.lang))
        self.new_button.button_style = "warning"
        self._render_status()

    def _show_count(self) -> None:
        """The players menu says how many sit at the match shown: a scenario brings its own
        table (four seats under a menu that said 3). Nothing waits for a new game then, so
        no "applies to the next game" note."""
        counts = list(self.info.player_counts)
        n = len(self.match.players)
        if n in counts and self.players_choice.value != counts.index(n):
            with self._table_sets_menus():
                self.players_choice.value = counts.index(n)

    @contextmanager
    def _table_sets_menus(self) -> Iterator[None]:
        """While the table changes a set-up menu itself, that is no choice of the learner's:
        no "applies to the next game" note, "New game" keeps its colour."""
        was, self._menus_by_table = self._menus_by_table, True
        try:
            yield
        finally:
            self._menus_by_table = was

    def _set_large(self, on: bool) -> None:
        if on:
            self.more_button.value = False      # projector mode folds the second settings row
        self.render()
        if on:                                  # the game, not the settings, on the screen
            self.felt.show_game += 1

    def _set_hotseat(self, on: bool) -> None:
        self.session.set_hotseat(on)        # turned off mid-trick, the bots move on
        self._changed()

    def _set_auto(self, on: bool) -> None:
        self.session.set_auto_bots(on)
        self._changed()

    # -- actions ---------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        """Play an action for whoever it names; the session lets the bots move on. In a
        lesson the coach takes the move (only the lesson's move is played)."""
        if self.coach is not None and not self.coach.lesson.off_script:
            self.coach.attempt(action)
            self._moved()
            return
        before = len(self.match.actions)
        self.session.play(action)
        self._since = (self.match, before)
        self._close_welcome()
        self._moved()
        self._trick_note(before)

    def _since_move(self, start: int) -> list[Any]:
        """The events the viewer saw from action ``start`` on (the learner's move and what
        the bots did after it), as the viewer sees them."""
        m, out = self.match, []
        for k in range(start, len(m.actions)):
            for ev in m.events_of(k):
                seen = ev.seen_by(self.viewer)
                if seen is not None:
                    out.append(seen)
        return out

    def _trick_note(self, start: int) -> None:
        """The bots may finish a trick and start the next one in the same instant as the
        learner's card: the info line says who won it ("Cy wins trick 2 with ♥A."), which the
        small last-trick picture alone did not tell a learner or a class."""
        won = [ev for ev in self._since_move(start) if ev.kind == EventKind.TRICK_WON]
        if won and not self.message_html:
            self._info(GAP[self.lang].join(str(self.catalogue.explain(ev, self.lang).headline)
                                           for ev in won[-2:]))
            self._render_status()

    def _close_welcome(self) -> None:
        """Playing, or opening a prepared position, answers "learn or play?": the offer gives
        its 55 px of a 720-px screen back to the table (a decision's buttons fell below it)."""
        if any(isinstance(w, Welcome) for w in self.teach_box.children):
            self.teach_box.children = ()

    def _moved(self) -> None:
        """After a move or a new position: a refusal or note about the last click no longer
        applies (a lesson's "Show me" left "Not allowed: …" under the prompt to the game's end)."""
        self.message_html = ""
        self._changed()

    def _changed(self) -> None:
        """The match moved: selections made for the old position no longer apply."""
        self.selected = []
        self.group = None
        self._hinted = frozenset()
        self._speak = None
        self.render()

    def click_card(self, index: int) -> None:
        self._guard(self._click_card, index)

    def _select(self, card: Any, limit: int | None = None) -> None:
        """Toggle ``card`` in the selection (at most ``limit`` cards) and show it."""
        if card in self.selected:
            self.selected.remove(card)
        elif limit is None or len(self.selected) < limit:
            self.selected.append(card)
            if len(self.selected) == limit:
                # complete: its button (under the felt, below a laptop's screen) comes into view
                self.felt.show_decision += 1
        self._show_selected()

    def _show_selected(self) -> None:
        """Say which cards are selected (a list: 「フューリー、セージ」 in Japanese) and redraw."""
        self._info(t("selected", self.lang, cards=LIST_SEP[self.lang].join(c.label for c in self.selected) or "—"))
        self.render()

    def _click_card(self, index: int) -> None:
        if not 0 <= index < len(self._hand_cards):
            return
        card = self._hand_cards[index]
        state = self.match.state
        seat = self.hand_seat
        if self.group is not None:           # choosing the cards of an ability (e.g. a swap)
            if card not in self.group.cards:
                attempt = self.group.attempt(card)
                self.show_error((self.game.explain_illegal(state, attempt) if attempt else None)
                                or TricklabError("not one of the cards this choice can use",
                                                 code="NOT_IN_CHOICE", card=card))
                return
            self._select(card)
            return
        if card not in self.view.legal_cards(state, seat):
            err = self.view.why_not(state, seat, card) or TricklabError(
                t("not_now", "en"), code="NOT_YOUR_TURN", seat=seat, waiting=self.match.to_act())
            self.show_error(err)
            return
        need = self.view.select_count(state, seat)
        if need > 1 and card not in self.selected:
            # the cards of one action (an Alchemist's set of 3): a card joins the selection
            # only if a legal action still holds it with the cards already selected; else the
            # engine's reason (must follow...), or what to do when the selection is full
            if len(self.selected) >= need:
                self._info(t("selection_full", self.lang, n=need))
                self._render_status()
                return
            if card not in self.view.selectable(state, seat, list(self.selected)):
                self.show_error(self.view.why_not_with(state, seat, list(self.selected), card)
                                or TricklabError("not one of the cards you may use now",
                                                 code="NOT_IN_CHOICE", card=card))
                return
        if need == 1 and len(self.view.variants(state, seat, [card], self.lang)) > 1:
            # several ways to play this card (e.g. with a second card face down): select it,
            # the choice buttons then show the ways
            self.selected = [] if self.selected == [card] else [card]
            self._show_selected()
            return
        if need == 1:
            self.play(self.view.action_for(state, seat, [card]))
            return
        self._select(card, need)

    def _submit_selected(self) -> None:
        if self.group is not None:
            action = self.group.match(self.selected)
            if action is None:
                self.show_error(TricklabError("no such choice with these cards",
                                              code="NOT_IN_CHOICE", cards=list(self.selected)))
                return
            self.play(action)
            self._focus_after_decision()
            return
        self.play(self.view.action_for(self.match.state, self.hand_seat, list(self.selected)))
        self._focus_after_decision()

    def undo(self) -> None:
        """Take back what the session's undo policy says (the learner's move and the bots'
        after it); under a hot-seat curtain the curtain stays down (``_still_covered``)."""
        self._still_covered(self._undo, took_back=True)

    def _undo(self) -> None:
        m = self.match
        n = self.session.undo_count()
        # read before the undo: what the viewer saw of each move (a bot's pass shows its verb)
        seen = self._took_back(m, range(len(m.actions) - n, len(m.actions)))
        self.session.undo()
        self._info(t("undone", self.lang, actions=seen))
        self._changed()

    def _undo_under_curtain(self) -> None:
        """Hot-seat: the curtain's "Undo", for the person who just moved. By then the next
        person may hold the screen: lifting the curtain on the mover's turn showed them the
        mover's hand and passed cards. So the curtain stays down, now for the mover, over no
        one's hand (the took-back line says only what every seat saw), and the keyboard
        stays on "Show …'s hand"."""
        self.undo()
        if self.session.curtain is None:
            self.felt.focus_hand += 1
        else:
            self.curtain_button.focus()

    def _still_covered(self, change: Callable[[], None], took_back: bool = False) -> None:
        """Make ``change`` to the game (take back a move, switch lines, a new game) without
        lifting a hot-seat curtain that is down: whoever pressed it, the person the table
        would show next may not be at the screen. Nobody is known to hold it then
        (``Session.cover``): the table shows only what every seat sees, the curtain waits for
        the person to act, and only they show their hand."""
        covered = self.session.curtain is not None
        if covered:
            self.session.cover()        # words said of the change (took back …) are public
            self._took_back_covered = took_back     # what the curtain then says
        change()
        if covered and self.session.hotseat and self.session.screen != NOBODY:
            self.session.cover()        # (a game set aside comes back with its learner)
            self.render()

    def _seen_moves(self, m: Any, ks: Any) -> str:
        """Actions ``ks`` of match ``m`` as the viewer saw them ("Aki: ♠7; Robot: ♦5" /
        「Aki：♠7、ロボット：♦5」), for the took-back and new-line messages."""
        sep = "; " if self.lang == "en" else "、"
        return sep.join(self._seen_move(m, k) for k in ks) or "—"

    #: the most moves a took-back message names one by one; a what-if from the first trick
    #: of a finished game took back about 100, said as one paragraph of moves
    SAID_MOVES = 6

    def _took_back(self, m: Any, ks: Any) -> str:
        """``_seen_moves`` for a message: a long run of moves as its count, its first moves,
        "…" and its last move ("97 moves: Aki: ♠7; Ben: ♠2; Chie: ♠K; …; Ben: ♣3")."""
        ks = list(ks)
        if len(ks) <= self.SAID_MOVES:
            return self._seen_moves(m, ks)
        first = self._seen_moves(m, ks[:self.SAID_MOVES - 3])
        last = self._seen_moves(m, ks[-1:])
        return t("moves_said", self.lang, n=len(ks), first=first, last=last)

    def _refused_words(self, text: str) -> str:
        """A move of a scenario's ``refused`` list in words ("Bo: ▲R3, King"); as written
        when the game cannot read it (a move refused for its notation); its verb alone when
        another seat's cards are hidden from the viewer ("Bo: play": the card would say what
        Bo holds)."""
        try:
            act = self.game.parse_action(text)
        except TricklabError:
            return text
        if self._hidden_mover(text, act.args) is not None:
            return self._said(act.seat, self.catalogue.verb(act.kind, self.lang))
        return self._said(act.seat, self.view.moved_words(act, self.lang))

    def _hidden_mover(self, action: str | None, said: Any) -> str | None:
        """The seat of a scenario's refused ``action`` when what would be ``said`` of it (the
        refusal's parameters, the move's cards) names a card of that seat's hand, hidden from
        the viewer; else None. "You hold ♠K, ♠7…" told Aki Ben's hand when a scenario ended on
        Ben's refused move: the table then says whose move it was, not those cards."""
        if action is None or self.viewer is None:
            return None
        try:
            seat = self.game.parse_action(action).seat
        except TricklabError:
            return None
        if seat == self.viewer:
            return None
        hand = {str(c) for c in (self.match.facts().get("hands") or {}).get(seat, ())}
        return seat if _names_any(said, hand) else None

    def _said(self, seat: str, words: str) -> str:
        """A seat's move as the table lists it: "Bo: ▲R3" (「Bo：▲R3」)."""
        return self.view.said_words(seat, words, self.lang)

    def _seen_move(self, m: Any, k: int) -> str:
        """Action ``k`` in words as the viewer saw it: its verb alone when an event of it
        is hidden from the viewer (a bot's secret pass, reveal or pick)."""
        act = m.actions[k]
        # nobody holds the screen (a hot-seat curtain over a take-back): a card taken back is
        # in a hand again, and the next person never saw it played (the curtain fell on it)
        hidden = self.viewer == NOBODY or any(
            ev.seen_by(self.viewer) is None for ev in m.events_of(k)
            if ev.kind in (EventKind.ACTION, EventKind.AUTO))
        words = (self.catalogue.verb(act.kind, self.lang) if hidden
                 else self.view.moved_words(m.game.public_action(act, m.events_of(k))
                                             if self.viewer not in (None, act.seat) else act,
                                             self.lang))
        return self._said(act.seat, words)

    def back_to_game(self) -> None:
        """The game a scenario or a tour stop replaced, back as it was left (its lines too):
        a look at a ruling never costs the learner the game they were playing."""
        self.session.resume()
        self._show_count()
        self._moved()
        self._info(t("back_done", self.lang))
        self._render_status()

    def reveal(self) -> None:
        """Hot-seat: the person the curtain waits for took the screen; show it to them."""
        self.session.reveal()
        self._moved()
        self.felt.focus_hand += 1      # after the curtain lifted: the keyboard goes to the hand

    def new_game(self, seed: int | None = None) -> None:
        if seed is not None:
            self.seed_box.value = str(check_seed(seed))
        chosen = seed_from_text(self.seed_box.value)     # refused as typed, the game stays
        players = self._players()
        # refused before anything changes: the game shown stays (KINGs' 2-player variant at 5
        # players started a plain 5-player game under a menu that still said "2 players"),
        # and so does a hot-seat curtain
        self.info.check_preset(self.set_choice.value, len(players))
        self._still_covered(lambda: self._new_game(chosen, players))

    def _new_game(self, seed: int, players: list[str]) -> None:
        self.session.new_game(seed, players, **self._options())
        self.message_html = ""
        self.new_button.button_style = ""
        self._changed()

    def load_scenario(self, sc: "Scenario | Any") -> None:
        """Set up a prepared position (teachers' prepared situations): the learner keeps their
        seat and hot-seat stays as it was; a scenario that fails to load leaves the game."""
        self._still_covered(lambda: self._load_scenario(sc))

    def _load_scenario(self, sc: "Scenario | Any") -> None:
        result = self.session.load_scenario(sc)
        self._close_welcome()
        self._show_count()
        self._moved()
        # (why, the refused move as written): the moves its final ``expect: refused`` lists
        refusals = [(r.error, r.action) for r in result.refusals]
        for err in ([result.error] if result.error is not None else []) + [e for e, _ in refusals]:
            if self.coach is not None:
                self.coach.note_refusal(err)

        def stopped() -> tuple[str, Explanation] | None:
            """The scenario's last action, refused as it should be."""
            if result.error is None:
                return None
            ex = self._explained(result.error, self._hidden_mover(result.refused_action, result.error.params))
            return self._head(lambda L: t("scenario_stopped", L)), ex

        def boxes() -> list[tuple[str, Explanation]]:
            first = stopped()
            return ([first] if first is not None else []) + self._scenario_refusals(refusals)

        def message() -> str:
            """The scenario's line, then why each refused move is refused, then a warning if it
            did not play as its file says, in the table's language."""
            L = self.lang
            title = menu.labels([result.scenario], self.catalogue, L, self.view.notation_in_words)[0]
            line = f"{t('scenario', L)}{COLON[L]}{title}"
            out = _info_html(line)
            out += "".join(self._box_html(head, ex) for head, ex in boxes())
            if result.failures:             # loaded, but not as the file says: warn, visibly
                out += ("<div class='tl-warning' role='alert' style='border:2px solid #E69F00;"
                        "background:#FFF4D6;padding:0.4em;border-radius:4px'>"
                        + html.escape(own.say("expect_failed", L, failures=SEAT_SEP[L].join(
                            f.words(self.catalogue, L) for f in result.failures)))
                        + "</div>")
            return out

        self._say(message)
        if self.felt.scene and (result.error is not None or refusals):
            L = self.lang
            with self._spoken():            # a screen reader hears every refusal's reason and
                said = GAP[L].join(         # its lines (a shared box's moves), one sentence each
                    GAP[L].join([f"{head}{ex.headline}", *(
                        f"{s.text}{cited(s.rulings, L)}{STOP[L].rstrip()}" for s in ex.steps)])
                    for head, ex in boxes())
            self.felt.scene = {**self.felt.scene, "announce": aloud(said)}
        self.stepper.go(len(self.stepper.items) - 1)
        self._render_status()

    def _fill_scenarios(self) -> None:
        """The scenario menus: a topic (the ruling a scenario teaches, in words), then the
        scenarios of that topic by title. Bad-input test files are not offered."""
        from tricklab import content
        self._scenario_files = {str(e.path): e.path for e in menu.scenario_index(self.game.name)}
        self._own = content.listing(self.game.name)          # a teacher's files (serve --content)
        self._scenario_files.update({str(e.path): e.path for e in self._own.scenarios})
        keep = self.scenario_topic.value
        opts = [(t("all_topics", self.lang, n=len(menu.scenario_index(self.game.name))), "")] + \
            menu.topics(self.game.name, self.catalogue, self.lang, self.view.notation_in_words)
        if self._own.scenarios:
            opts.insert(0, (own.say("own_topic", self.lang, n=len(self._own.scenarios)), own.OWN))
            if not keep:
                keep = own.OWN
        self.scenario_topic.options = opts
        self.scenario_topic.value = keep if keep in {v for _, v in opts} else ""
        self._fill_scenario_files()

    def _fill_scenario_files(self) -> None:
        keep = self.scenario_choice.value
        topic = self.scenario_topic.value or ""
        entries = list(self._own.scenarios) if topic == own.OWN else menu.in_topic(self.game.name, topic)
        opts = [("—", "")] + list(zip(menu.labels(entries, self.catalogue, self.lang,
                                                  self.view.notation_in_words),
                                      (str(e.path) for e in entries)))
        self.scenario_choice.options = opts
        self.scenario_choice.value = keep if keep in {v for _, v in opts} else ""
        self._say_menus()

    def _say_menus(self) -> None:
        """The words a screen reader says for the options of the menus that list scenarios and
        rulings by title, where a title draws a card by its label: "▲2 wins" was read "black
        up-pointing triangle 2 wins"; it is said "red 2 wins" (「赤の2」), as the hand's buttons
        name the card (``Felt.menus``; the felt's script names each ``<option>`` with them)."""
        view, lang = self.view, self.lang
        words: dict[str, str] = {}
        for m in (self.scenario_topic, self.scenario_choice, self.tour_choice):
            for text in m._options_labels:
                if signed(text) and text not in words:
                    said = aloud(labels_aloud(self.game, text, lambda card: view.face(card, lang).name, lang))
                    if said != text:
                        words[text] = said
        if words != self.felt.menus:
            self.felt.menus = words

    def _load_selected_scenario(self) -> None:
        if not self.scenario_choice.value:
            return
        from tricklab import scenarios as sc_mod
        path = self._scenario_files[self.scenario_choice.value]
        try:
            self.load_scenario(sc_mod.load(path))
        except TricklabError as err:       # the current game stays as it was: say so, in words
            self.show_error(err, head=lambda L: t("scenario_failed", L))

    def _on_upload(self, value: Any) -> None:
        """A scenario file uploaded in the page: checked by the same loader and schema as any
        scenario; a problem is said in words and the game on the table stays as it was."""
        from tricklab import scenarios as sc_mod
        from tricklab.core.errors import ScenarioError
        got = own.uploaded(value)
        if got is None:
            return
        name, data = got
        try:
            if len(data) > own.MAX_UPLOAD:
                raise ScenarioError(own.say("upload_too_big", self.lang, n=len(data) // 1024),
                                    code="SCENARIO_SIZE", path=name)
            from tricklab.core.scenario import load_scenario
            sc = load_scenario(data, sc_mod.known_rulings)
            sc.path = name
            if sc.game != self.game.name:
                game, here = (InLanguages(tuple(g.info.title.items()))
                              for g in (get_game(sc.game), self.game))
                raise ScenarioError(f"a {game} scenario; this table plays {here}",
                                    code="SCENARIO_GAME", path=name, game=game, here=here)
            self.load_scenario(sc)
        except TricklabError as err:
            if isinstance(err, ScenarioError) and err.params.get("path") in (None, "<text>"):
                err.params["path"] = name           # read from the upload's bytes: its name
            # the catalogue's words name the field to fix in the table's language; the file's
            # name is said once (some of them start with it)
            failed = err

            def head(L: str) -> str:
                named = name in self.catalogue.explain(failed, L).headline
                return t("scenario_failed", L) + ("" if named else aside(name, L))
            self.show_error(err, head=head)
        finally:
            self.upload.value = ()              # the same file may be uploaded again

    def open_named_scenario(self, name: str) -> bool:
        """Open the scenario a link names (``?scenario=NAME``): the teacher's file of that
        name, else a packaged one. False (with a note on the page) when there is none."""
        from tricklab import content
        from tricklab import scenarios as sc_mod
        path = content.find(name, self.game.name)
        if path is None:
            self._info(own.say("not_found", self.lang, name=name))
            self._render_status()
            return False
        try:
            self.load_scenario(sc_mod.load(path))
        except TricklabError as err:
            self.show_error(err, head=lambda L: t("scenario_failed", L))
            return False
        return True

    # -- exceptions tour -------------------------------------------------------------------
    def _fill_tour(self) -> None:
        keep = self.tour_choice.value
        words = self.view.notation_in_words
        opts = [("—", "")] + [(menu.cut(f"{r.id} {words(r.title[self.lang])}", 90), r.id)
                              for r in self.catalogue.rulings.values()]
        self.tour_choice.options = opts
        self.tour_choice.value = keep if keep in {v for _, v in opts} else ""
        self._say_menus()
        self._render_tour_text()

    def _render_tour_text(self) -> None:
        rid = self.tour_choice.value
        if not rid:
            self.tour_text.value = ""
            return
        r = self.catalogue.rulings[rid]
        files = menu.by_ruling(self.game.name).get(rid, [])
        titles = menu.labels(files[:3], self.catalogue, self.lang, self.view.notation_in_words)
        more = (f"<div style='color:#555'>{html.escape(t('list_sep', self.lang).join(titles))}</div>"
                if files else f"<i>{t('tour_none', self.lang)}</i>")
        words = self.view.notation_in_words
        example = words(r.example.get(self.lang, ""))
        self.tour_text.value = (f"<div class='tl-tour-text'><b>{r.id}</b> {html.escape(words(r.title[self.lang]))}"
                                f"{' ' + html.escape(interp_label(self.lang)) if r.interp else ''}"
                                f"<br>{html.escape(words(r.text[self.lang]))}"
                                f"{'<br><i>' + html.escape(example) + '</i>' if example else ''}{more}</div>")

    def tour(self, rid: str) -> None:
        """Open the first scenario showing ruling ``rid`` and step to the event citing it."""
        if not rid:
            return
        path, how = menu.tour_target(self.game.name, rid, self.viewer)
        if path is None:
            self._info(t("tour_none", self.lang))
            self._render_status()
            return
        from tricklab import scenarios as sc_mod
        self.load_scenario(sc_mod.load(path))
        hits = [i for i, e in enumerate(self.stepper.items) if rid in e.all_rulings()]
        self.stepper.go(hits[0] if hits else len(self.stepper.items) - 1)
        self.tabs.selected_index = 0
        # the tour's button is in the tab just left: the keyboard goes on to the step shown
        nav = self.stepper
        (nav.prev_button if nav.next_button.disabled and not nav.prev_button.disabled
         else nav.next_button).focus()

    def play_from_here(self) -> None:
        """Try the moment shown in the step-through again: a new line from just before the
        action that caused it ("what if I had played another card?"). The old line is kept
        and can be shown again or compared from the line chooser."""
        self._still_covered(self._play_from_here)

    def _play_from_here(self) -> None:
        pos = self.stepper.pos
        if not 0 <= pos < len(self._event_actions):
            return
        keep = self._event_actions[pos]            # actions before the one that caused it
        m = self.match
        undone = self._took_back(m, range(keep, len(m.actions)))
        old = self.session.branch
        # a moment a move caused (not the deal): when a bot made that move, the learner
        # chooses it now, or the bot replayed its card at once and nothing seemed to happen
        setup = sum(1 for ev in m.events_of(-1) if ev.seen_by(self.viewer) is not None)
        if keep < len(m.actions):
            self.session.fork(actions=keep, choose=pos >= setup)   # the bots move on
        said = t("forked", self.lang, actions=undone, old=old)
        seat = self.session.stand_in
        if seat is not None:
            said += GAP[self.lang] + t("forked_choose", self.lang,
                                        seat=self.view.name(seat, self.lang))
        self._info(said)
        self._changed()

    def _on_branch(self, name: str | None) -> None:
        if self._filling_branches or not name or name == self.session.branch:
            return
        self._still_covered(lambda: self._switch(name))

    def _switch(self, name: str) -> None:
        self.session.switch(name)
        self._moved()

    def show_hint(self) -> None:
        if self.match.is_over() or self.hand_seat not in self.match.to_act():
            return
        h = self.view.hint(self.match, self.hand_seat)
        if h is None:
            self._info(t("no_hint", self.lang))
            self._say_aloud(lambda: t("no_hint", self.lang))
        else:
            state, seat = self.match.state, self.hand_seat

            def hint_html() -> str:
                L = self.lang
                # the hint names a card as its button does (⚐, or ⚐₂ beside a ⚐₁ button)
                with copy_numbers_kept(self.view.hint_copies(state, seat, h.action, L)):
                    text = self.catalogue.message(h.code, h.params, L)
                return (f"<div class='tl-hint-text' style='border:2px solid #009E73;padding:0.4em;"
                        f"border-radius:4px'><b>{t('hint_is', L)}{COLON[L]}</b>{html.escape(text)}"
                        f"{cited(h.rulings, L)}</div>")
            self._say(hint_html)
            # the hand's cards the hinted action names are marked on the felt too
            self._hinted = frozenset(map(str, h.action.args)) & {str(c) for c in self._hand_cards}
            # and a screen reader hears it (the live region kept the last move's words)
            self._speak = lambda: (f"{t('hint_is', self.lang)}{COLON[self.lang]}"
                                   f"{self.catalogue.message(h.code, h.params, self.lang)}")
            self.render()
            return
        self._render_status()

    def bot_step(self) -> bool:
        """Let a bot take the next decision that is not the learner's. True if one moved."""
        moved = self.session.bot_step()
        if moved:
            self._changed()
        return moved

    def bots_to_end(self) -> None:
        self.session.bots_to_end()
        self._moved()                   # a hint or note about the last position is gone too
        self._focus_after_decision()

    # -- language --------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        self.lang = check_lang(lang)
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang
        self.stepper.set_lang(lang)
        for w in (*self.teach_box.children, self.careful, self.whatif):
            if hasattr(w, "set_lang"):
                w.set_lang(lang)
        self._set_labels()
        self._say_again()                       # still shown: said again in ``lang``
        self.render()

    def _set_labels(self) -> None:
        L = self.lang
        self.title.value = f"<h3 style='margin:0.2em 1em 0.2em 0'>{html.escape(self.info.title[L])}</h3>"
        self.teacher_box.description = t("teacher", L)
        self.hotseat_box.description = t("hotseat", L)
        self.auto_box.description = t("auto_bots", L)
        self.large_box.description = t("large", L)
        self.more_button.description = t("more_settings", L)
        self.more_button.tooltip = t("more_settings_tip", L)    # ipywidgets writes None as "null"
        self.seed_box.description = t("seed", L)
        self.seed_box.tooltip = t("seed_tip", L)
        self.new_button.description = t("new_game", L)
        self.bot_choice.description = t("bot", L)
        keep = self.bot_choice.value          # new options would reset the choice to the first
        self.bot_choice.options = [(UI.get(f"bot_{k}", {}).get(L, k), k) for k in self.info.bots]
        self.bot_choice.value = keep
        self.players_choice.description = t("players", L)
        if self.info.presets:
            # new options reset the menu to its first choice and back: not the learner's
            # change (a switch of language turned "New game" orange)
            keep_set = self.set_choice.value
            with self._table_sets_menus():
                self.set_choice.options = [(v.label[L], k) for k, v in self.info.presets.items()]
                self.set_choice.value = keep_set
            self.set_choice.description = self.info.presets_name.get(L) or t("card_set", L)
        self.undo_button.description = t("undo", L)
        self.back_button.description = t("back_to_game", L)
        self.from_here_button.description = t("from_here", L)
        self.hint_button.description = t("hint", L)
        self.bot_button.description = t("bot_step", L)
        self.end_button.description = t("to_end", L)
        self.scenario_choice.description = t("scenario", L)
        self.scenario_topic.description = t("topic", L)
        self._fill_scenarios()
        self.scenario_button.description = t("load", L)
        self.upload.description = own.say("upload", L)
        self.upload.tooltip = own.say("upload_tip", L)
        self.history_sort.description = t("sort_by", L)
        keep = self.history_sort.value                     # new options reset the value
        self.history_sort.options = _sort_options(L)
        self.history_sort.value = keep
        self.branch_choice.description = t("branch", L)
        self.compare_choice.description = t("compare_with", L)
        for i, key in enumerate(("tab_explain", "tab_history", "tab_scores", "tab_rules", "tab_tour")):
            self.tabs.set_title(i, t(key, L))
        self.tour_intro.value = f"<i>{t('tour_intro', L)}</i>"
        self.tour_button.description = t("tour_show", L)
        self._fill_tour()
        # every menu says on hover what it chooses (the tour's menu has no label of its own)
        for menu in (self.bot_choice, self.players_choice, self.set_choice, self.scenario_topic,
                     self.scenario_choice, self.history_sort, self.branch_choice, self.compare_choice):
            menu.tooltip = menu_tip(menu.description)
        self.tour_choice.tooltip = t("tour_pick", L)
        # no tooltip on the language buttons: a change of theirs from the kernel makes
        # ipywidgets draw the buttons anew, so the one just pressed lost the focus and, for a
        # moment, no button was pressed (the buttons say their language themselves)
        self._tab_later(3)                 # the rulings change only with the language

    # -- rendering -------------------------------------------------------------------------
    def render(self) -> None:
        state = self.match.state
        L = self.lang
        # What the learner waits for goes to the page first (each widget is its own message):
        # the felt and the status line, then the buttons, then the explanation and the rest.
        # (The header and panel are worded first: an adapter may note the language there.)
        head = self.view.header(state, L)
        seen = self.game.observe(state, self.viewer).public
        panel = self.view.panel(seen, self.viewer, L)
        notes = self.view.panel_notes(seen, self.viewer, L)
        if self.session.curtain is not None:   # a curtain falls first and lifts last (below)
            self._render_curtain()
        # The table's size class before the felt it sizes: the page applies the messages in
        # order, so large cards never stand in a table laid out for small ones (a projector
        # test caught the character cards below the screen between the two messages).
        if self.large_box.value:
            self.add_class("tl-large")
        else:
            self.remove_class("tl-large")
        visible, self._event_actions = self.session.seen_events()
        self._render_hand(state, visible)
        self._render_status()
        self._render_choices(state)
        self._place_choices(state)
        self.header.value = f"<div class='tl-header' style='font-size:1.05em'>{html.escape(head)}</div>"
        self.panel.value = panel
        self.panel_notes.value = notes
        self.panel_notes.layout.display = "" if notes else "none"
        self.stepper.update(visible)
        self._tab_later(1, 2)
        self._render_branches()
        self.undo_button.disabled = not self.session.undo_count()
        self.bot_button.disabled = self.session.bot_seat() is None
        self.end_button.disabled = self.match.is_over()
        self.back_button.layout.display = "" if self.session.set_aside is not None else "none"
        self._render_curtain()
        if self.coach is not None:
            self.coach.render()
        self.careful.render()
        self.whatif.render()

    def _place_choices(self, state: Any) -> None:
        """Under the panel while the view says the choice is made from it, else under the
        felt (a widget lives in one place at a time: moved, never copied)."""
        near = not self.match.is_over() and self.view.choices_by_panel(state, self.hand_seat)
        if near == self._near_panel:
            return
        self._near_panel = near
        moved = (self._choice_row, self.form_box)
        rest = tuple(w for w in self._play_box.children if w not in moved)
        if near:
            self._play_box.children = rest
            self.decide_box.children = moved
        else:
            self.decide_box.children = ()
            below = tuple(w for w in rest if w is not self.felt)
            self._play_box.children = (self.felt, *moved, *below)     # right under the felt

    def _render_curtain(self) -> None:
        """Cover the table while the screen passes to the next person (hot-seat). Under the
        curtain the table still shows only what the person leaving may see, and it is hidden
        from sight and from the keyboard, not just painted over."""
        seat = self.session.curtain
        fell, self._curtain_for = seat is not None and seat != self._curtain_for, seat
        if seat is None:
            self._took_back_covered = False
            self.curtain.layout.display = "none"
            self.remove_class("tl-curtained")
            return
        L, name = self.lang, self.view.name(seat, self.lang)
        # after a take-back under the curtain nobody holds the screen: the curtain says why
        # it is still down
        head = t("curtain_taken_back" if self._took_back_covered else "curtain_pass", L, seat=name)
        self.curtain_text.value = (f"<div class='tl-curtain-text' role='status'>"
                                   f"<b>{html.escape(head)}</b>"
                                   f"<div>{html.escape(t('curtain_why', L, seat=name))}</div></div>")
        self.curtain_button.description = t("curtain_show", L, seat=name)
        # named for the person whose move it takes back: only they should press it
        n = self.session.undo_count()
        mover = self.match.actions[-n].seat if n else None
        self.curtain_undo.description = (t("curtain_undo", L, seat=self.view.name(mover, L))
                                          if mover is not None else "")
        self.curtain_undo.layout.display = "" if mover is not None else "none"
        self.curtain.layout.display = ""
        self.add_class("tl-curtained")
        if fell:        # the card just played lies under the curtain: Enter now shows the table
            self.curtain_button.focus()

    def _render_branches(self) -> None:
        """The line chooser, shown once there is more than one line to choose from."""
        s = self.session
        self.branch_box.layout.display = "" if len(s.branches) > 1 else "none"
        L = self.lang
        opts = [(t("branch_from", L, name=b.name, parent=b.parent, at=b.at) if b.parent
                 else t("branch_item", L, name=b.name), b.name) for b in s.branches]
        others = [(label, name) for label, name in opts if name != s.branch]
        self._filling_branches = True         # setting options fires the observers
        try:
            keep = self.compare_choice.value
            self.branch_choice.options = opts
            self.branch_choice.value = s.branch
            self.compare_choice.options = others
            names = [n for _, n in others]
            parent = s.tree.branches[s.branch].parent
            if names:       # keep the compared line; else compare with the parent line
                self.compare_choice.value = next(n for n in (keep, parent, names[0]) if n in names)
        finally:
            self._filling_branches = False
        self._render_compare()

    def _render_compare(self) -> None:
        """One line saying where the shown line and the chosen one part and how each stands."""
        other = self.compare_choice.value
        if self._filling_branches or not other or other == self.session.branch:
            self.compare_html.value = ""
            return
        L, a, b = self.lang, self.session.branch, other
        c = self.session.compare(a, b)
        if c.first == (None, None):
            self.compare_html.value = f"<i>{t('compare_same', L, a=a, b=b)}</i>"
            return

        def pts(totals: dict[str, int]) -> str:
            return LIST_SEP[L].join(f"{self.view.name(p, L)} {v}" for p, v in totals.items())
        lines = self.session.tree.branches
        ta, tb = pts(c.totals[0]), pts(c.totals[1])
        if c.first[0] is None or c.first[1] is None:    # one line stops where they part
            x, y, tx, ty = (a, b, ta, tb) if c.first[1] is None else (b, a, tb, ta)
            text = t("compare_line_one", L, a=x, b=y, common=c.common, ta=tx, tb=ty,
                     fa=self._seen_move(lines[x].match, c.common))
        else:
            fa, fb = (self._seen_move(lines[name].match, c.common) for name in (a, b))
            text = t("compare_line", L, a=a, b=b, common=c.common, fa=fa, fb=fb, ta=ta, tb=tb)
        if any(c.winners):
            wa, wb = (LIST_SEP[L].join(self.view.name(w, L) for w in ws) or "—" for ws in c.winners)
            text += t("compare_winners", L, a=a, b=b, wa=wa, wb=wb)
        self.compare_html.value = f"<div class='tl-compare-text'>{html.escape(text)}</div>"

    def _why_won(self) -> str:
        """Why the game ended as it did, as the game's last event explains it (its steps,
        with their rulings): a Berserker on 100 points beat a King on 250, and the line said
        only "Winner: Bo" ("took no trick in round 3: wins the game. (TT-065)"). ""
        when that event gives no step (its headline would repeat the line)."""
        for ev in reversed(self.match.events_of(len(self.match.actions) - 1)):
            if ev.kind == EventKind.GAME_OVER:
                steps = self.catalogue.explain(ev, self.lang).steps
                text = GAP[self.lang].join(f"{s.text}{cited(s.rulings, self.lang)}" for s in steps)
                return f"<div class='tl-why-won'>{html.escape(text)}</div>" if text else ""
        return ""

    def _render_status(self) -> None:
        L = self.lang
        sep = t("list_sep", L)
        if self.match.is_over():
            totals = sep.join(f"{self.view.name(p, L)} {self.view.total_words(v, L)}"
                              for p, v in self.match.totals().items())
            won = [self.view.name(w, L) for w in winners(self.match)]
            said = t("winners" if len(won) == 1 else "winners_many", L, winners=together(won, L))
            line = (f"<b>{t_html('game_over', L, totals=totals)}</b>"
                    + (f"{GAP[L]}<b class='tl-winners'>{html.escape(said)}</b>" if won else "")
                    + self._why_won())
        elif self.hand_seat in self.match.to_act():
            # never contradict the screen: no card to click means no "play a highlighted card"
            state = self.match.state
            clickable = bool(self._hand_cards) and (
                self.group is not None or bool(self.view.legal_cards(state, self.hand_seat)))
            if clickable:
                prompt = self.view.prompt(state, self.hand_seat, L) or t("your_turn", L)
                # what the highlight means: cards to play, or to choose (a pass, a discard, a
                # draft), unless the prompt already said "play a highlighted card"
                plays = self.group is None and self.view.click_plays(state, self.hand_seat)
                legend = ("why_legend" if plays and t("highlighted", L) in prompt
                          else "legal_legend" if plays else "choose_legend")
                # two statements: a Japanese line sets them apart with a full-width space
                line = (f"<b>{html.escape(prompt)}</b>{WIDE_GAP[L]}"
                        f"<span class='tl-legend-text' style='color:#444'>{t(legend, L)}</span>")
            else:
                prompt = self.view.prompt(state, self.hand_seat, L, cards=False) or t("your_turn_choose", L)
                line = f"<b>{html.escape(prompt)}</b>"
                # the answer lies below the felt; on a tall table (a projector's large cards,
                # five seats in teacher view) below the screen: the page brings it into view
                # once per decision
                ask = (len(self.match.actions), self.hand_seat)
                if ask != self._asked_below:
                    self._asked_below = ask
                    self.felt.show_decision += 1
            stand_in = self.session.stand_in
            if stand_in is not None:    # the prompt says "your turn": whose move it is
                whose = t("choosing_for", L, seat=self.view.name(stand_in, L))
                line = f"<b class='tl-stand-in'>{html.escape(whose)}</b>{WIDE_GAP[L]}{line}"
        else:
            # bots that wait for "Next bot move" (bots not playing at once, or a scenario
            # shown at its refused move) are waited for until it is pressed: say so
            key = "waiting_bot" if self.session.waiting_bots() else "waiting"
            line = t_html(key, L, seats=sep.join(self.view.name(s, L) for s in self.match.to_act()),
                          button=t("bot_step", L))
        # the action count lets scripts (and browser tests) see that the match moved on
        self.status.value = (f"<div>{line}<span class='tl-step' style='display:none'>"
                             f"{len(self.match.actions)}</span><span class='tl-game' style='display:none'>"
                             f"{self.games_started}</span><span class='tl-branch-name' style='display:none'>"
                             f"{self.session.branch}</span></div>{self.message_html}")

    @property
    def hand_buttons(self) -> list[HandCard]:
        """The hand's cards on the felt, clickable from Python like the browser's buttons."""
        return [HandCard(self.felt, i) for i in range(len(self._hand_cards))]

    @property
    def felt_text(self) -> str:
        """Every word the felt shows now (zones, seats, card names): what a learner reads."""
        return scene_text(self.felt.scene)

    @property
    def felt_zones(self) -> dict[str, dict[str, Any]]:
        """The zones on the felt by key (e.g. ``"trick"``, ``"hand-Ben"`` in teacher view)."""
        return {z["key"]: z for z in scene_zones(self.felt.scene)}

    @property
    def felt_codes(self) -> set[str]:
        """The notation of every face-up card on the felt (what a leak test looks for)."""
        return scene_codes(self.felt.scene)

    def _announce(self, events: list[Any]) -> str:
        """What a screen reader says after a move: every headline since the learner's move
        (the bots' cards and who won the trick, not only the last card), at most the last 8;
        otherwise the newest explanation's headline."""
        with self._spoken():
            if self._speak is not None:
                return self._speak()
            if self.coach is not None:      # a lesson: the coach's answer and next step
                return self.coach.said(self.lang)
            if not events:
                return ""
            mine = self._since is not None and self._since[0] is self.match
            since = self._since_move(self._since[1]) if mine else []  # type: ignore[index]
            return GAP[self.lang].join(str(self.catalogue.explain(ev, self.lang).headline)
                                       for ev in (since[-8:] or events[-1:]))

    def _lesson_cards(self) -> frozenset[str]:
        """The hand's cards of a lesson's next move, marked on the felt as a hint's card: the
        coach names the move ("Trump it with ♥3"), and another legal card, highlighted like
        it, was declined when clicked ("legal, but the lesson is arranged for ♥3")."""
        coach = self.coach
        step = coach.lesson.step if coach is not None and not coach.lesson.off_script else None
        if step is None or step.move.seat != self.hand_seat:
            return frozenset()
        return frozenset(map(str, step.move.args)) & {str(c) for c in self._hand_cards}

    def _render_hand(self, state: Any, events: list[Any]) -> None:
        """Draw the felt (the whole card table) with ``hand_seat``'s hand at the bottom."""
        seat = self.hand_seat
        cards = self.view.hand(state, seat) if seat != NOBODY else []
        need = (self.view.select_count(state, seat)
                if seat != NOBODY and not self.match.is_over() else 1)
        legal = set(self.group.cards) if self.group is not None else \
            set(self.view.legal_cards(state, seat)) if need == 1 else \
            {*self.view.selectable(state, seat, list(self.selected)), *self.selected}
        self._hand_cards = cards
        key = (seat, *map(str, cards))
        if key != self._hand_key:
            self._hand_key = key
            self._version += 1
        self.felt.scene = build_scene(self.view, self.match, self.viewer, seat, self.lang,
                                      hand=cards, legal=legal, selected=list(self.selected),
                                      hinted=self._hinted | self._lesson_cards(),
                                      announce=aloud(self._announce(events)), version=self._version,
                                      large=bool(self.large_box.value),
                                      choosing=self.group is not None
                                      or not self.view.click_plays(state, seat))
        with self.pass_button.hold_sync(), self.pass_button.layout.hold_sync():
            self._render_submit(state, seat, need)

    def _render_submit(self, state: Any, seat: str, need: int) -> None:
        """The button that submits the selected cards (or confirms a group's choice)."""
        if self.group is not None:
            self.pass_button.layout.display = ""
            self.pass_button.description = t("confirm", self.lang)
            self.pass_button.disabled = self.group.match(self.selected) is None
            return
        self.pass_button.description = (self.view.submit_label(state, seat, self.lang)
                                        or t("submit_selected", self.lang))
        # a full selection played in several ways (an Alchemist leading names a colour) is
        # played by the ways' buttons: this button would pick one of them unasked
        ways = need > 1 and len(self.selected) == need and \
            len(self.view.variants(state, seat, list(self.selected), self.lang)) > 1
        self.pass_button.layout.display = "" if need > 1 and seat in self.match.to_act() \
            and not ways else "none"
        self.pass_button.disabled = len(self.selected) != need

    def _render_choices(self, state: Any) -> None:
        """Buttons for actions that are not a card (e.g. naming a gem colour), and small forms
        for decisions of several named parts. Never a wall of buttons: beyond ``MAX_BUTTONS``
        plain choices, they are offered in one menu (a form of one slot). The buttons are kept
        and shown or hidden, so they appear in the browser together with the rest."""
        seat = self.hand_seat
        items: list[Any] = []
        if not self.match.is_over() and seat in self.match.to_act():
            items = self.view.buttons(state, seat, list(self.selected), self.lang)
        said = self._said_choices(state, seat, items)
        forms = [c for _, c in items if isinstance(c, ChoiceForm)]
        items = [(label, c) for label, c in items if not isinstance(c, ChoiceForm)]
        plain = [(label, c) for label, c in items if not isinstance(c, CardGroup)]
        if len(items) > MAX_BUTTONS and len(plain) > 1:
            keep = [(label, c) for label, c in items if isinstance(c, CardGroup)]
            menu = ChoiceForm(t("choose_one", self.lang),
                              (Slot(t("choice", self.lang),
                                    tuple((label, str(i)) for i, (label, _) in enumerate(plain))),),
                              tuple(((str(i),), a) for i, (_, a) in enumerate(plain)))
            forms, items = [menu, *forms], keep
        while len(self._choice_buttons) < len(items):
            b = W.Button(layout=W.Layout(width="auto", height="auto", min_height="2.6em"), button_style="info")
            b.add_class("tl-choice")
            i = len(self._choice_buttons)
            b.on_click(lambda _b, i=i: self._guard(self._choose, i))
            self._choice_buttons.append(b)
        for i, b in enumerate(self._choice_buttons):
            with b.hold_sync(), b.layout.hold_sync():       # one message per widget changed
                if i < len(items):
                    b.description = items[i][0]
                    b.tooltip = said.get(items[i][0], items[i][0])
                    b.layout.display = ""
                    b.remove_class("tl-hidden")
                else:
                    b.layout.display = "none"
                    b.add_class("tl-hidden")
        self._choice_actions = [a for _, a in items]
        self._choice_labels = [label for label, _ in items]
        if len(self.choice_box.children) != len(self._choice_buttons):
            self.choice_box.children = tuple(self._choice_buttons)
        self._render_forms(forms, said)

    def _said_choices(self, state: Any, seat: str, items: list[Any]) -> dict[str, str]:
        """The words a screen reader says for the drawn text of the decision's buttons and
        forms (titles, slots, options) that hold signs: {text: words}. The felt's script
        names each control with them (``Felt.controls``); a button's tooltip is its words.
        TRicK GEAR's "Overdrive ♠♠: … · pay ♠J" was read "black spade suit black spade
        suit", a prediction menu "gold crown crown goes to". The game's own buttons, made
        again while cards and signs are said in words (``spoken_cards``), give the words."""
        def texts(found: list[Any]) -> list[str]:
            out = []
            for label, c in found:
                out.append(label)
                if isinstance(c, ChoiceForm):
                    out += [c.title, c.help, *(x for sl in c.slots
                                               for x in (sl.label, *(w for w, _ in sl.options)))]
            return out
        drawn = texts(items)
        words: dict[str, str] = {}
        if any(signed(x) for x in drawn):
            with self._spoken():
                again = self.view.buttons(state, seat, list(self.selected), self.lang)
            spoken = texts(again)
            if len(spoken) == len(drawn):
                words = {x: aloud(w) for x, w in zip(drawn, spoken) if signed(x) and aloud(w) != x}
        words.update({x: aloud(x) for x in drawn if signed(x) and x not in words})
        if words != self.felt.controls:
            self.felt.controls = words
        return words

    def _render_forms(self, forms: list[ChoiceForm], said: dict[str, str]) -> None:
        """One row per form: its title and help in words, a menu per named slot (set to a
        combination that is allowed), and a confirm button. Rebuilt only when the forms
        change, so a half-filled form survives an unrelated redraw. The heading is not a
        control the felt's script names: a title or help that holds signs is drawn hidden
        from a screen reader, which reads its ``said`` words instead."""
        key = tuple((f.title, f.slots, f.help, said.get(f.title), said.get(f.help)) for f in forms)
        if key == self._form_key:
            return
        self._form_key = key
        self._forms = []
        rows = []
        for f in forms:
            first = f.options[0][0] if f.options else ()
            menus = []
            for k, slot in enumerate(f.slots):
                values = [v for _, v in slot.options]
                d = W.Dropdown(options=list(slot.options), description=slot.label,
                               value=first[k] if k < len(first) and first[k] in values else values[0],
                               style={"description_width": "initial"},
                               layout=W.Layout(width="auto", max_width="100%"),
                               tooltip=menu_tip(slot.label, said))
                d.add_class("tl-slot")
                menus.append(d)
            ok = W.Button(description=t("confirm_form", self.lang), button_style="primary",
                          layout=W.Layout(width="auto", height="auto", min_height="2.6em"))
            ok.add_class("tl-choice")
            ok.add_class("tl-form-ok")
            idx = len(self._forms)
            ok.on_click(lambda _b, idx=idx: self._guard(self._submit_form, idx))
            self._forms.append((f, menus, ok))
            head = W.HTML(f"<b>{_in_words(f.title, said)}</b>"
                          + (f" <span class='tl-form-help'>{_in_words(f.help, said)}</span>" if f.help else ""))
            row = W.VBox([head, W.HBox([*menus, ok], layout=W.Layout(flex_flow="row wrap", align_items="center"))])
            row.add_class("tl-form")
            rows.append(row)
        self.form_box.children = tuple(rows)

    @property
    def form_buttons(self) -> list[W.Button]:
        """The confirm buttons of the forms shown now."""
        return [ok for _, _, ok in self._forms]

    def _submit_form(self, idx: int) -> None:
        f, menus, _ = self._forms[idx]
        action = f.match(tuple(str(d.value) for d in menus))
        if action is None:
            self.show_error(TricklabError(t("form_no_match", self.lang), code="NOT_IN_CHOICE"))
            return
        self.play(action)
        self._focus_after_decision()

    def _choose(self, i: int) -> None:
        choice = self._choice_actions[i]
        if isinstance(choice, CardGroup):       # a group: the cards are chosen in the hand
            self.group = None if self.group == choice else choice
            self.selected = []
            empty = choice.empty
            if self.group is None:          # closed: its "click the cards" no longer holds
                self.message_html, self._again = "", None
            elif empty is not None and not choice.cards:
                # no card can be chosen (no red card for the Red King): "click the highlighted
                # cards" contradicted a hand of cards that cannot be chosen; say why and what
                # to do instead (a click on a card still shows the engine's reason)
                self._say(lambda: _info_html(empty(self.lang)))
            else:
                self._info(t("choose_cards", self.lang, choice=self._choice_labels[i]))
            self.render()
            self.felt.focus_hand += 1          # the cards to choose are in the hand
            return
        self.play(choice)
        self._focus_after_decision()

    def _render_history(self) -> None:
        """The History tab, built from what the viewer may see (``Event.seen_by``), with
        cards, verbs and yes/no in words rather than engine notation."""
        from tricklab.core.history import COLUMNS, HEADS, history_rows, seat_words, step_label
        L = self.lang
        name = seat_words(self.match, L)      # as Match.history(lang=...) names them
        def words(v: Any) -> str:        # a long list of alternatives: its start and count
            if isinstance(v, (list, tuple)) and len(v) > 1 and not hasattr(v, "label"):
                return shortened(self.view.alternatives_words(list(v), L), len(v), L)
            return self.view.value_words(v, L)
        rows = history_rows(self.match, self.viewer, text=words)
        for r in rows:
            for col in ("round", "trick"):      # trick 0: a setup move, before the first trick
                v = r[col]
                r[col] = "" if v is None or v != v or not int(v) else str(int(v))
            r["auto"] = t("yes_mark", L) if r["auto"] else ""
            r["seat"], r["winner"] = name(r["seat"]) or "", name(r["winner"]) or ""
            r["rulings"] = "\n".join(str(r["rulings"] or "").split())   # one id a line (felt.css)
        key = self.history_sort.value
        if key in COLUMNS:
            rows.sort(key=lambda r: _sort_key(r[key]) if key != "step" else (0, r["step"], r["part"]))
        for r in rows:      # the rows of one action: "3a", "3b" / 「3-1」「3-2」 (a pass, the robot's play)
            r["step"] = step_label(r["step"], r["part"], r["parts"], L)
        names = [HEADS[L][c] for c in COLUMNS]      # the headers in words, not the frame's keys
        # as wide as the side panel at most: a wider table scrolls, where the rulings column
        # was cut off at 1366 px ("BT-00")
        self._history_html.value = (
            "<div class='tl-history-box' style='max-height:24em;max-width:100%;overflow:auto'>"
            + html.rows_html(names, [[r[c] for c in COLUMNS] for r in rows],
                             classes="tl-history-table") + "</div>")

    # The History, Scores and Rulings tabs are drawn when shown: a hidden tab redrawn on every
    # click costs the page a message and a re-render (the history grows with the game) that
    # nobody sees. Reading one from Python (scripts, tests) brings it up to date first.
    _TABS = {1: "_render_history", 2: "_render_scores", 3: "_render_rulings"}

    def _tab_later(self, *tabs: int) -> None:
        """Mark ``tabs`` out of date; the one shown is redrawn now."""
        self._stale.update(tabs)
        self._fresh(self.tabs.selected_index)

    def _fresh(self, tab: int | None) -> None:
        """Redraw ``tab`` if it is out of date."""
        if tab in self._stale:
            self._stale.discard(tab)
            getattr(self, self._TABS[tab])()

    @property
    def history_html(self) -> W.HTML:
        """The History tab's table (up to date)."""
        self._fresh(1)
        return self._history_html

    @property
    def scores_html(self) -> W.HTML:
        """The Scores tab: chart and table (up to date)."""
        self._fresh(2)
        return self._scores_html

    @property
    def rulings_html(self) -> W.HTML:
        """The Rulings tab (up to date)."""
        self._fresh(3)
        return self._rulings_html

    def _render_scores(self, state: Any = None) -> None:
        rows = self.view.score_rows(self.match)
        players = list(self.match.players)
        if not rows:
            self._scores_html.value = f"<i>{t('no_scores', self.lang)}</i>"
            return
        cols = list(dict.fromkeys(k for r in rows for k in r))     # "round" first, then seats
        step = t(self.view.score_step, self.lang)
        name = (self.view.score_name or {}).get(self.lang) or t("tab_scores", self.lang)
        last = rows[-1]
        L = self.lang
        summary = t("chart_summary", L, name=name, step=step, n=last.get("round", len(rows)),
                    totals=LIST_SEP[L].join(f"{self.view.name(p, L)} {last.get(p, 0)}" for p in players))
        # projector mode: the chart's words as large as the table's (17 px, not 12 px), the
        # chart as wide as the side panel leaves it at 1280x720
        large = bool(self.large_box.value)
        chart = (score_chart_svg(rows, players, name, step, width=460, height=300, scale=17 / 12,
                                 summary=summary)
                 if large else score_chart_svg(rows, players, name, step, summary=summary))
        self._scores_html.value = (chart
                                  + html.rows_html([step if c == "round" else c for c in cols],
                                                   [[r.get(c, "") for c in cols] for r in rows],
                                                   index="round", classes="tl-score-table"))

    def _render_rulings(self) -> None:
        L = self.lang
        cat = self.catalogue
        items = [ruling_html(r, L, words=self.view.notation_in_words) for r in cat.rulings.values()]
        kept = cat.kept()
        if kept:     # another game's rulings the steps cite (Little's Tricktakers rulings)
            items.append(f"<h4 class='tl-rulings-kept' style='margin:0.6em 0 0.2em'>"
                         f"{html.escape(t('rulings_kept', L, game=cat.kept_from[L]))}</h4>")
            items += [ruling_html(r, L, cls="tl-ruling-kept", words=self.view.notation_in_words)
                      for r in kept]
        self._rulings_html.value = "<div style='max-height:28em;overflow:auto'>" + "".join(items) + "</div>"


def _names_any(value: Any, cards: set[str]) -> bool:
    """Whether ``value`` (a card, or lists and mappings of them, as a refusal's parameters
    hold them) names one of ``cards`` (their codes)."""
    if isinstance(value, dict):
        return any(_names_any(v, cards) for v in value.values())
    if isinstance(value, (list, tuple, set, frozenset)):
        return any(_names_any(v, cards) for v in value)
    return str(value) in cards


def _in_words(text: str, said: dict[str, str]) -> str:
    """``text`` as HTML that a screen reader hears in its ``said`` words when it holds signs
    ("👑" read "crown"): the drawn text hidden from it, the words for it alone."""
    words = said.get(text) or (aloud(text) if signed(text) else text)
    if words == text:
        return html.escape(text)
    return (f"<span aria-hidden='true'>{html.escape(text)}</span>"
            f"<span class='tl-sr'>{html.escape(words)}</span>")


def _sort_options(lang: str) -> list[tuple[str, str]]:
    """The History tab's sort choices, each column named as its header is in ``lang`` (the
    menu showed the English keys in Japanese)."""
    from tricklab.core.history import HEADS
    return [(HEADS[lang][k], k) for k in ("step", "round", "trick", "seat", "winner")]


def _sort_key(v: Any) -> tuple[int, Any]:
    """Sort the history like pandas did: numbers by value, texts after them, stable; an empty
    cell (no winner yet, no round) last, as pandas puts a missing value (``na_position``): a
    sort by winner opened on every row that had none."""
    if v is None or v != v or v == "":
        return (2, "")
    if isinstance(v, (int, float)) or (isinstance(v, str) and v.isascii() and v.isdigit()):
        return (0, int(v))
    return (1, str(v))


def dashboard(game: str, **defaults: Any) -> Table:
    """The table a dashboard shows, configured from the page's URL when Voila serves it:
    ``...robotrick_dashboard.ipynb?lang=ja&seed=5&teacher=1&auto=0`` (Voila passes the query string
    to the kernel as ``QUERY_STRING``); ``set=all`` picks one of the game's option sets
    (Tricktakers: ``base``, ``all``, ``basic``); ``tour=TT-009`` opens the exceptions tour at
    that ruling (the moment of a scenario that shows it). Unknown parameters are left alone; a known one
    whose value is not valid (``?seed=--5``, ``?players=²``) is ignored with a note on the page
    (``url_params``), never an error page."""
    import os
    from . import url_params
    got = url_params.parse(os.environ.get("QUERY_STRING", ""), get_game(game).info)
    table = Table(game, **{"mode": "ask", **defaults, **got.table})
    if got.tab is not None:
        table.tabs.selected_index = url_params.TABS.index(got.tab)
        table.felt.show_tabs = 1        # in view: below a character draft it was out of sight
    if got.scenario:
        table.open_named_scenario(got.scenario)
    if got.tour:
        if table.catalogue.knows(got.tour):
            table.tour_choice.value = got.tour
            table.tour(got.tour)
        else:
            got.ignored.append(("tour", got.tour, t("url_ruling", table.lang)))
    if got.ignored:
        table._info(" ".join(t("url_ignored", table.lang, name=n, value=v, expected=e)
                             for n, v, e in got.ignored))
        table._render_status()
    return table


#: how many characters of alternatives a History cell lists before it counts the rest
HISTORY_CELL = 100
#: how many moves that are lists themselves (a pass of two cards, an order of characters) a
#: History cell lists before it counts the rest
HISTORY_MOVES = 3


def shortened(listed: str, n: int, lang: str) -> str:
    """A History cell's alternatives as long as a line or two: the first ones that fit, then
    how many there were ("keep Aqua, Bastion, Fury / … (12 choices)"). All 12 orders of
    TRicK GEAR's three characters made one cell a wall of text; RoboTrick's 66 passes were
    only counted, which hid what the first few were. Moves that are lists themselves stop at
    ``HISTORY_MOVES``: 100 characters of them were ten passes, a row 15 lines high in the side
    panel (「♠7、♦9を渡す／…」). Every one stays in ``Match.history()``'s frame."""
    sep = ALT_SEP[lang] if ALT_SEP[lang] in listed else LIST_SEP[lang]
    if sep == ALT_SEP[lang] and listed.count(sep) >= HISTORY_MOVES:
        listed = sep.join(listed.split(sep)[:HISTORY_MOVES]) + sep     # cut after the third
    elif len(listed) <= HISTORY_CELL:
        return listed
    cut = listed.rfind(sep, 0, HISTORY_CELL)
    if cut <= 0:                      # not even the first fits
        return t("n_choices", lang, n=n)
    return t("n_choices_more", lang, shown=listed[:cut], n=n)
