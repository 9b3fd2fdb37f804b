"""Starting and leaving a guided first game on a table, and the dashboard's first-visit
modes: ``ask`` (offer "Learn" / "Play"), ``learn`` (open the game's first lesson at once),
``play`` (just the table). Nothing here knows a game: the lesson is the first one the game
package ships (``session.lesson.first_lesson``)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tricklab.session.lesson import Lesson, first_lesson

from .coach import CoachPanel, Welcome
from .i18n import t

if TYPE_CHECKING:
    from .table import Table

MODES = ("ask", "learn", "play")


def start_lesson(table: "Table", source: "str | Path | None" = None) -> Lesson | None:
    """Play a lesson on ``table`` (the game's first lesson by default). The lesson's deal
    replaces the game shown; the coach panel appears above the table."""
    path = source or first_lesson(table.game.name)
    if path is None:
        table._info(t("no_lesson", table.lang))
        table._render_status()
        return None
    lesson = Lesson.load(path, session=table.session)
    table.coach = CoachPanel(lesson, table.lang, on_change=table._moved,
                             on_leave=lambda: leave_lesson(table), words=table.view.action_words)
    table.teach_box.children = (table.coach,)
    table._show_count()          # the players menu says the lesson's table ("4人のテーブル")
    table._moved()
    table.felt.focus_hand += 1   # the "Learn" button pressed is gone: the keyboard to the hand
    return lesson


def leave_lesson(table: "Table") -> None:
    """Back to a free game on the same position: bots play as the table's settings say."""
    table.coach = None
    table.teach_box.children = ()
    table.session.set_auto_bots(bool(table.auto_box.value))
    table._changed()


def start_mode(table: "Table", mode: str | None) -> None:
    if mode == "learn":
        table._guard(start_lesson, table)
    elif mode == "ask" and first_lesson(table.game.name) is not None:
        def learn() -> None:
            table._guard(start_lesson, table)

        def play() -> None:
            table.teach_box.children = ()
            table.felt.focus_hand += 1       # the button pressed is gone: on to the hand
        table.teach_box.children = (Welcome(table.lang, learn, play),)


