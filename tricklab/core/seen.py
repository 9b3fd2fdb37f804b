"""An event, or a match's whole log, in words as one seat sees it, for a notebook cell.

A seat reads the event ``Event.seen_by`` gives it: the other seats' private parameters
removed, so the catalogue's headline names only what the seat may know. An event hidden
from the seat is not skipped but said to be hidden ("Ben: pass (hidden from Aki)"), as
the table lists another seat's secret pass by its verb alone: a learner reading a log
with a silent gap would wonder what was missed. ``seat=None`` is the teacher, who sees
everything; an event shown whole that some seat could not see is marked as the teacher's
view, so a notebook never shows a hidden card without saying it is hidden.
"""
from __future__ import annotations

from typing import Any

from . import markup as html
from .actions import Action
from .punctuation import COLON
from .strings import words


def _seat_name(game: Any, lang: str) -> Any:
    """A seat as the table writes it (RoboTrick's robot is 「ロボット」); a bare event's
    seats as they are."""
    if game is None:
        return lambda s: str(s)
    from .display import adapter
    view = adapter(game)
    return lambda s: str(view.name(s, lang))


def hidden_words(ev: Any, seat: str, lang: str = "en", game: Any = None) -> str:
    """What ``seat`` may know of an event hidden from it: who, and the verb of an action
    (the others know Aki passed, not which cards), never its cards or its rulings.
    ``game``: the event's own (``_game``) when not given."""
    game = game if game is not None else getattr(ev, "_game", None)
    name = _seat_name(game, lang)
    act = ev.params.get("action")
    if ev.seat and isinstance(act, Action) and game is not None:
        verb = game.catalogue.verb(act.kind, lang)
        said = f"{name(ev.seat)}{COLON[lang]}{verb}"
        return words("event_hidden_move", lang, said=said, seat=name(seat))
    if ev.seat:
        return words("event_hidden", lang, actor=name(ev.seat), seat=name(seat))
    return words("event_hidden_anon", lang, seat=name(seat))


def hides(ev: Any, lang: str = "en") -> bool:
    """Whether some seat would read ``ev`` otherwise than the teacher: hidden from some, or
    worded with a seat's private parameters (the card a Ninja dropped face down). An
    actor's private alternatives alone change nothing said, so they mark nothing."""
    from .display import event_words
    if ev.visible_to is not None:
        return True
    if not ev.private:
        return False
    public = ev.evolve(private={})
    public._game = getattr(ev, "_game", None)
    return event_words(ev, lang) != event_words(public, lang)


def seen_html(ev: Any, lang: str = "en", seat: str | None = None, mark: bool = True) -> str:
    """``ev`` as ``seat`` sees it (``display.event_html`` of its ``seen_by`` copy, or the
    words saying it is hidden); ``seat=None``: the teacher, with the teacher's mark when
    ``mark`` and the event holds what some seat may not see."""
    from .display import event_html, teacher_mark_html
    if seat is not None:
        seen = ev.seen_by(seat)
        if seen is None:
            return (f"<div class='tl-event tl-event-hidden' style='color:#555'>"
                    f"{html.escape(hidden_words(ev, seat, lang))}</div>")
        return event_html(seen, lang)
    shown = event_html(ev, lang)
    if not (mark and hides(ev, lang)):
        return shown
    return f"{shown[:-len('</div>')]}{teacher_mark_html(words('event_teacher_view', lang))}</div>"


def log_html(match: Any, lang: str = "en", seat: str | None = None) -> str:
    """Every event of ``match`` so far as ``seat`` sees it (None: the teacher's log, headed
    as such, its events unmarked one by one)."""
    head = (words("events_as_seen", lang, seat=_seat_name(match.game, lang)(seat))
            if seat is not None else words("events_teacher_view", lang))
    lines = "".join(seen_html(ev, lang, seat, mark=False) for ev in match.events)
    return f"<div class='tl-log'><div><i>{html.escape(head)}</i></div>{lines}</div>"
