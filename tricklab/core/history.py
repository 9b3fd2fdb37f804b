"""The match history as a pandas DataFrame: one row per action a seat took (the robot's
automatic plays included), with the legal alternatives it had and the rulings involved.

One action may make several rows: in RoboTrick the last pass sets off the robot's lead, so
step 3 is Chie's pass *and* the robot's ♠K. Each row keeps its ``step`` (the actions before
it, plus one: what ``Match.at`` and replays count) and says which ``part`` of the step it is
(1, 2 ...). Two rows both numbered "3" read as a mistake, or as two moves of one seat; the
History tab therefore labels the parts "3a", "3b" (in Japanese 「3-1」「3-2」, the way a
Japanese manual numbers the parts of a step, without Latin letters: ``step_label``), and a
step of one row stays "3".

Read only through the shared vocabulary (``EventKind``) and each event as the given seat sees
it (``Event.seen_by``): the alternatives an actor had are private to it, so a seat's history
never shows another seat's hand.
"""
from __future__ import annotations

from typing import Any, Callable

from .actions import Action
from .checks import LANGS
from .cited import cited_rows
from .events import Event, EventKind
from .strings import column_words

COLUMNS = ["step", "round", "trick", "seat", "action", "legal", "winner", "rulings", "auto"]

#: the History tab's header of each column, in each language: the tab shows them, and a frame
#: asked for in a language (``history_frame``, ``Match.history``) is headed with them; their
#: words are in ``strings.yaml`` (``head_step`` ...), with the table's
HEADS: dict[str, dict[str, str]] = column_words("head_", COLUMNS, LANGS)


def seat_words(match: Any, lang: str) -> Callable[[Any], Any]:
    """A seat as the History tab writes it in ``lang``, the game's view naming it (RoboTrick's
    robot is 「ロボット」 in Japanese); a missing seat (None, "") is returned as it is."""
    from .display import adapter
    view = adapter(match.game)
    return lambda s: view.name(s, lang) if isinstance(s, str) and s else s


def number_parts(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Give each row (in the order of the game) its ``part`` of its step, 1, 2 ..., and the
    step's number of ``parts``: a row of its own is part 1 of 1."""
    count: dict[Any, int] = {}
    for r in rows:
        count[r["step"]] = count.get(r["step"], 0) + 1
        r["part"] = count[r["step"]]
    for r in rows:
        r["parts"] = count[r["step"]]
    return rows


def step_label(step: int, part: int = 1, parts: int = 1, lang: str = "en") -> str:
    """A row's step as the History tab shows it: "3" for a step of one row; "3a", "3b"
    (Japanese 「3-1」「3-2」) for the rows of one step that set off more (a pass, then the
    robot's automatic lead), so a reader sees both belong to action 3 rather than two
    actions numbered alike."""
    if parts <= 1:
        return str(step)
    if lang == "ja" or parts > 26:
        return f"{step}-{part}"
    return f"{step}{chr(ord('a') + part - 1)}"


def _text(v: Any) -> str:
    if isinstance(v, Action):
        return " ".join(v.args) if v.kind == "play" else " ".join((v.kind, *v.args))
    if hasattr(v, "label"):
        return str(v)
    if isinstance(v, (list, tuple)):
        return " ".join(_text(x) for x in v)
    return "" if v is None else str(v)


def _action_text(ev: Event, params: dict[str, Any], text: Any = _text) -> str:
    """What was done: the card of a play, otherwise the action without its seat."""
    act = params.get("action")
    if ev.kind == EventKind.AUTO or (isinstance(act, Action) and act.kind == "play"):
        card = params.get("card")
        if card is not None:
            return str(text(card))
    if act is not None:
        return str(text(act))
    # an automatic step without an action: a reader's ``text`` words the event, the default
    # (parsable notation) names its code
    return ev.code.lower() if text is _text else str(text(ev))


def history_rows(match: Any, seat: str | None = None, text: Any = None) -> list[dict[str, Any]]:
    """One row per action, with its ``part`` of its step and the step's ``parts`` (see the
    module: a pass and the robot's play it set off are parts 1 and 2 of one step). ``text`` renders a value (a card, an action, a list) for a reader
    (the table passes one that writes cards with their symbols and verbs in the chosen
    language); by default the engine's notation, which scripts can parse back. The rulings
    and the trick's winner are ``cited.cited_rows``', as ``match.history()`` cites them."""
    text = text or _text
    rows: list[dict[str, Any]] = []
    for ev, cited in cited_rows(match, seat)[1]:
        seen = ev.seen_by(seat)
        p = ev.params_for(seat) if seen is not None else ev.params
        act = ev.params.get("action")
        rows.append({
            "step": cited["step"], "round": cited["round"], "trick": p.get("trick"),
            "seat": ev.seat,
            # a hidden action shows only its verb (the others know Aki passed)
            "action": (text(act.kind) if isinstance(act, Action) else "")
            if seen is None else _action_text(ev, p, text),
            "legal": "" if seen is None else text(p.get("legal", [])),
            "winner": cited["winner"] or "", "rulings": " ".join(cited["rulings"]),
            "auto": ev.kind == EventKind.AUTO,
        })
    return number_parts(rows)


def history_frame(match: Any, seat: str | None = None, text: Any = None, lang: str = "en") -> Any:
    """``history_rows`` as a pandas DataFrame. ``lang="ja"``: headed as the Japanese History
    tab is (``HEADS``), and the seats (``seat``, ``winner``) named as it names them; the
    notation stays (``text`` words it). pandas is optional at run time (the browser-only site
    has none: it is compiled and only on Pyodide's CDN), so its absence is said plainly."""
    from .checks import check_lang
    check_lang(lang)
    try:
        import pandas as pd  # type: ignore[import-untyped]  # no pandas stubs installed
    except ImportError as err:
        raise ImportError("Match.history() returns a pandas DataFrame and needs pandas, which is "
                          "not installed here (the browser site has none): pip install pandas, "
                          "or use tricklab.core.history.history_rows(match) for plain rows") from err
    rows = history_rows(match, seat, text)
    if lang == "en":                    # the default, as it always was: the columns' keys
        return pd.DataFrame(rows, columns=COLUMNS)
    name = seat_words(match, lang)
    for r in rows:
        r["seat"], r["winner"] = name(r["seat"]), name(r["winner"])
    return pd.DataFrame(rows, columns=COLUMNS).rename(columns=HEADS[lang])
