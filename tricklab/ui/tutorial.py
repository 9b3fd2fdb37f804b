"""Live pieces for the tutorial notebooks: a small table at the position the text talks about
(from a lesson or a scenario file) and a self-check ("which card wins this trick?") answered
with the rulings. Plain ipywidgets: they work in JupyterLab and in Voila."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core import markup as html
from tricklab.core.actions import Action
from tricklab.core.events import Event, EventKind
from tricklab.core.match import Match
from tricklab.core.punctuation import cited
from tricklab.core.copies import card_said, copies_among, copy_numbers_kept

from .i18n import t
from .learn import start_lesson
from .stepper import play_cells, trick_cells
from .table import Table, view_adapter


def _source(game: str, source: "str | Path | None") -> Path:
    from tricklab.session.lesson import first_lesson
    if source is None:
        found = first_lesson(game)
        if found is None:
            raise ValueError(f"{game} has no lesson")
        return found
    path = Path(source)
    if not path.is_absolute() and not path.exists():
        from importlib import resources
        path = Path(str(resources.files(f"tricklab.games.{game}").joinpath(str(source))))
    return path


def live_table(game: str, source: "str | Path | None" = None, moves: int = 0, lang: str = "en",
               **table_options: Any) -> Table:
    """A table at a prepared position. A lesson (the game's first by default) is opened with
    its coach and its first ``moves`` learner moves played; a scenario file is loaded as the
    dashboard's scenario menu loads it (the step-through shows its last event)."""
    path = _source(game, source)
    table = Table(game, seed=1, lang=lang, **table_options)
    from tricklab import scenarios
    sc = scenarios.load(path)
    if sc.lesson:
        lesson = start_lesson(table, path)
        for _ in range(moves):
            if lesson is None or table.coach is None:
                break
            table.coach.show_me()
    else:
        table.load_scenario(sc)
    return table


def _plays(events: list[Event], upto: int) -> list[Event]:
    """The cards laid in the trick that ``events[upto]`` (a TRICK_WON) closes: the plays since
    the previous trick, round or deal ended."""
    out: list[Event] = []
    for e in reversed(events[:upto]):
        if e.kind in (EventKind.TRICK_WON, EventKind.ROUND_SCORED, EventKind.SETUP):
            break
        card = e.params.get("card")
        act = e.params.get("action")
        if card is None or not hasattr(card, "label"):
            continue
        if e.kind == EventKind.AUTO or (e.kind == EventKind.ACTION and isinstance(act, Action)
                                        and act.kind == "play"):
            out.append(e)
    return out[::-1]


def trick_question(match: Match, nth: int = 1) -> tuple[list[Event], Event] | None:
    """The plays and the TRICK_WON event of the ``nth`` trick (1-based) of ``match`` whose
    cards are all public, or None."""
    events = match.events
    n = 0
    for i, e in enumerate(events):
        if e.kind != EventKind.TRICK_WON or e.visible_to is not None:
            continue
        plays = _plays(events, i)
        if len(plays) < 2:
            continue
        n += 1
        if n == nth:
            return plays, e
    return None


class SelfCheck(W.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """"Which card wins this trick?": one button per card; the answer says right or not and
    explains the winner step by step with the rulings."""

    def __init__(self, match: Match, nth: int = 1, lang: str = "en") -> None:
        self.match = match
        self.lang = lang
        found = trick_question(match, nth)
        if found is None:
            raise ValueError("no trick to ask about")
        self.plays, self.won = found
        self.winner = self.won.params.get("winner")
        cat = match.game.catalogue
        view = view_adapter(match.game)
        name = view.name        # a robot seat reads 「ロボット」 in Japanese
        cells = trick_cells(play_cells(self.plays), name, lang, gap=6,
                            card_name=lambda card, L: view.face(card, L).name)
        self.question = W.HTML(f"<b>{t('quiz_question', lang)}</b><div>{cells}</div>")
        self.buttons = []
        # a card by its label without its copy number (⚐), kept for two copies in the trick
        with copy_numbers_kept(copies_among(e.params["card"] for e in self.plays)):
            said = [card_said(e.params["card"]) for e in self.plays]
        for e, card in zip(self.plays, said):
            b = W.Button(description=t("quiz_choice", lang, card=card,
                                       seat=name(str(e.seat), lang)), layout=W.Layout(width="auto"))
            b.add_class("tl-quiz-choice")
            b.on_click(lambda _b, e=e: self.answer(e))
            self.buttons.append(b)
        self.feedback = W.HTML()
        self.feedback.add_class("tl-quiz-answer")
        self.catalogue = cat
        super().__init__([self.question, W.HBox(self.buttons, layout=W.Layout(flex_flow="row wrap")),
                          self.feedback])
        self.add_class("tl-quiz")

    def answer(self, play: Event) -> bool:
        L = self.lang
        right = play.seat == self.winner
        ex = self.catalogue.explain(self.won, L)
        steps = "".join(f"<li>{html.escape(s.text)}"
                        f"<b>{html.escape(cited(s.rulings, L))}</b></li>"
                        for s in ex.steps)
        rules = "".join(f"<div style='font-size:0.9em'>{html.escape(r.render(L))}</div>" for r in ex.rulings)
        verdict = t("quiz_right", L) if right else t("quiz_wrong", L)
        colour = "#E3F4EA" if right else "#FDEBD9"
        self.feedback.value = (f"<div style='background:{colour};padding:0.4em'><b>{html.escape(verdict)}</b> "
                               f"{html.escape(ex.headline)}<ul style='margin:0.2em 0'>{steps}</ul>{rules}</div>")
        return right


def self_check(game: str, source: "str | Path | None" = None, nth: int = 1, lang: str = "en") -> SelfCheck:
    """A self-check on the ``nth`` trick of a lesson (the game's first by default) or a
    scenario file, played with its scripted moves."""
    path = _source(game, source)
    from tricklab import scenarios
    from tricklab.session.lesson import Lesson
    sc = scenarios.load(path)
    if sc.lesson:
        lesson = Lesson(sc)
        while lesson.step is not None:
            lesson.play_script()
        match = lesson.match
    else:
        res = scenarios.run(sc)
        if res.match is None:
            raise ValueError(f"{path}: no position")
        match = res.match
    return SelfCheck(match, nth, lang)
