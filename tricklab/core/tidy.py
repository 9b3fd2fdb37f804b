"""The match history as tidy data (``match.history()``): one row per action, in the words of
the notation, with lists as lists and "nothing" as missing (``None`` in ``tidy_rows``, ``pd.NA``
in every column of the DataFrame), ready for pandas.

Read only through the shared event vocabulary (``EventKind``) and each event as the viewer
may see it (``Event.seen_by``): a seat's history never shows another seat's alternatives or
hidden choices. Columns:

``step``      actions before this row, plus one (0: the deal, a row only when it cites rulings)
``part``      which row of its step this is: 1, then 2, 3 ... for what the same action set off
              (RoboTrick: Chie's pass is step 3 part 1, the robot's lead it starts is step 3
              part 2). A step stays one number on all its rows, so ``df[df.step == 3]`` is the
              whole action and ``Match.at(3)`` the state after it; ``part`` tells a reader
              that two rows numbered 3 are one action and its consequence, not two moves
``round``     the round it happened in (missing before the first: TRicK GEAR's draft)
``trick``     the trick it happened in (missing outside a trick)
``seat``      who acted
``kind``      ``action`` (a seat's choice), ``auto`` (the engine playing an automatic seat)
              or ``setup`` (the deal's rulings)
``verb``      the notation's verb: ``play``, ``pass``, ``reveal``, ``gem``, ``pick`` ...
``action``    the action in the notation (``"Ann reveal F5"``); the ``action`` rows replay the
              match: ``Match.replay(game, players, seed, setup, df[df.kind == "action"].action)``;
              missing when the viewer may not see it
``card``      the card played (missing for other actions)
``position``  1 for the lead, 2 for the next card of the trick ...
``leader``    who led that trick
``legal``     the actor's legal actions then, as a list (missing when the viewer may not see them,
              and on the deal's row)
``winner``    on the trick's last card: who won the trick (missing otherwise)
``points``    the change of the totals this step caused, ``{seat: change}`` (empty: none)
``rulings``   every ruling cited by this action and what it set off (trick, scoring, next deal)
``auto``      True for the engine's own plays
"""
from __future__ import annotations

from typing import Any

from .checks import LANGS
from .cited import cited_rows
from .events import EventKind
from .strings import column_words

OTHER_LANGS = tuple(lang for lang in LANGS if lang != "en")

COLUMNS = ["step", "part", "round", "trick", "seat", "kind", "verb", "action", "card", "position",
           "leader", "legal", "winner", "points", "rulings", "auto"]
RULING_COLUMNS = ["step", "seat", "kind", "code", "ruling", "title", "interp"]
#: the headers of ``match.history(lang="ja")``: the History tab's (``history.HEADS``) where
#: the tab has the column, these for the columns it has not (``strings.yaml``: ``head_part`` ...)
MORE_HEADS: dict[str, dict[str, str]] = column_words(
    "head_", ("part", "kind", "verb", "card", "position", "leader", "points"), OTHER_LANGS)
#: the ``kind`` column's values in each language but English: a row's kind is shown to the
#: learner in her language (a Japanese table read "action" and "setup"); the replay's filter
#: reads ``df[df["種類"] == "選択"]`` (``strings.yaml``: ``history_kind_action`` ...)
KIND_WORDS: dict[str, dict[str, str]] = column_words(
    "history_kind_", ("action", "auto", "setup"), OTHER_LANGS)


def tidy_rows(match: Any, seat: str | None = None) -> list[dict[str, Any]]:
    """The rows of ``match.history(seat)`` as dictionaries (see the module's columns)."""
    setup_rulings, cited = cited_rows(match, seat)
    rows: list[dict[str, Any]] = []
    if setup_rulings:
        rows.append({c: None for c in COLUMNS} | {
            "step": 0, "kind": EventKind.SETUP.value, "verb": None, "legal": None, "points": {},
            "rulings": setup_rulings, "auto": False})
    last: dict[int, dict[str, Any]] = {}          # each step's last row: its points
    for _, row in cited:
        rows.append(row)
        last[row["step"]] = row
    totals = match.game.totals(match.at(0))
    for k in range(len(match.actions)):
        after = match.game.totals(match.at(k + 1))
        if k + 1 in last:
            last[k + 1]["points"] = {s: after[s] - totals.get(s, 0) for s in after
                                     if after[s] != totals.get(s, 0)}
        totals = after
    parts: dict[Any, int] = {}
    for r in rows:                    # the rows are in the game's order
        parts[r["step"]] = r["part"] = parts.get(r["step"], 0) + 1
    return rows


#: the columns of whole numbers and of text; a missing value in either reads ``<NA>``
INT_COLUMNS = ("step", "part", "round", "trick", "position")
TEXT_COLUMNS = ("seat", "kind", "verb", "action", "card", "leader", "winner")


def tidy_frame(match: Any, seat: str | None = None, lang: str = "en") -> Any:
    """``match.history(seat, lang)`` as a pandas DataFrame with the module's columns. Every
    missing value is ``pd.NA`` and reads ``<NA>``: whole numbers are ``Int64``, text is
    ``string`` and a hidden or absent ``legal`` list is ``pd.NA`` (the frame read NaN, <NA> and
    None for "nothing" side by side); ``isna()``/``notna()`` find them in every column alike.
    ``lang="ja"``: the Japanese History tab's headers (``MORE_HEADS`` for the columns it has
    not) and seats named as it names them (``seat``, ``winner``, ``leader``, the keys of
    ``points``) and its kinds (``KIND_WORDS``); the notation (``action``, ``legal``, ``card``,
    ``verb``) stays as it is, the typed command language being the same in both languages,
    so the frame still replays."""
    from .checks import check_lang
    from .history import HEADS, seat_words
    check_lang(lang)
    pd = _pandas()
    rows = tidy_rows(match, seat)
    if lang != "en":
        name = seat_words(match, lang)
        for r in rows:
            for col in ("seat", "winner", "leader"):
                r[col] = name(r[col])
            r["points"] = {name(s): v for s, v in r["points"].items()}
            r["kind"] = KIND_WORDS[lang].get(r["kind"], r["kind"])
    df = pd.DataFrame(rows, columns=COLUMNS)
    for col in INT_COLUMNS:
        df[col] = df[col].astype("Int64")
    for col in TEXT_COLUMNS:
        df[col] = df[col].astype("string[python]")   # pd.NA, whatever the default storage
    df["legal"] = [pd.NA if x is None else x for x in df["legal"]]
    df["auto"] = df["auto"].astype(bool)
    return df if lang == "en" else df.rename(columns=HEADS[lang] | MORE_HEADS[lang])


def ruling_rows(match: Any, seat: str | None = None) -> list[dict[str, Any]]:
    """One row per ruling each event cited (the deal's, every action's, the scoring's), as
    ``seat`` may see them: step, seat, event kind and code, ruling id, its English title and
    whether it is our own ruling ([interp])."""
    cat = match.game.catalogue
    out: list[dict[str, Any]] = []
    for k in range(-1, len(match.actions)):
        for ev in match.events_of(k):
            if ev.seen_by(seat) is None:
                continue
            for rid in ev.all_rulings():
                r = cat.rulings.get(rid)
                out.append({"step": k + 1, "seat": ev.seat, "kind": str(ev.kind.value),
                            "code": ev.code, "ruling": rid,
                            "title": r.title.get("en", "") if r is not None else "",
                            "interp": bool(r.interp) if r is not None else False})
    return out


def rulings_frame(match: Any, seat: str | None = None) -> Any:
    """``match.rulings_fired(seat)``: ``ruling_rows`` as a pandas DataFrame; count them with
    ``.ruling.value_counts()``."""
    return _pandas().DataFrame(ruling_rows(match, seat), columns=RULING_COLUMNS)


def _pandas() -> Any:
    """pandas, which is optional at run time (the browser-only site has none: it is compiled
    and only on Pyodide's CDN), so its absence is said plainly."""
    try:
        import pandas as pd  # type: ignore[import-untyped]  # no pandas stubs installed
    except ImportError as err:
        raise ImportError("Match.history() returns a pandas DataFrame and needs pandas, which is "
                          "not installed here (the browser site has none): pip install pandas, "
                          "or use tricklab.core.tidy.tidy_rows(match) (or "
                          "tricklab.core.history.history_rows) for plain rows") from err
    return pd
