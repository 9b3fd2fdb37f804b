"""Which prepared scenarios the table offers, grouped by the ruling they teach, and where the
exceptions tour goes for a ruling.

Why not simply every packaged file: some ``bad_*`` files are the test suite's bad-input cases
(a duplicated card, a hand of the wrong size, ``expect: setup_error``); offered in a menu they
fail to load and teach nothing. The other ``bad_*`` files end on a refused move ("a King cannot
dodge must-follow"): a position a learner asks about ("why may I not play that?"), offered
like any other. And a scenario that *lists* a ruling does not always *show* it as an event (it
may be listed for the set-up it relies on), so the tour runs the candidates and opens the
first whose events cite the ruling, else the first whose refusals cite it (its refused last
action, ``expect: illegal``, or a move its final ``expect: refused`` lists: the table shows
both under the position), else the first that lists it. A move ``refused`` at an earlier
``{expect: ...}`` step is not counted: the table shows the scenario's final position.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, NamedTuple, Sequence

from tricklab.core.errors import TricklabError
from tricklab.core.punctuation import aside
from tricklab.core.view import spelt_runs


class Entry(NamedTuple):
    path: Path
    title: str
    rulings: tuple[str, ...]
    titles: dict[str, str] = {}         # {"en": ..., "ja": ...} when the file gives both

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` when the file gives one, else its title."""
        return self.titles.get(lang) or self.title


def labels(entries: Sequence[Any], catalogue: Any, lang: str,
           words: Callable[[str], str] = str) -> list[str]:
    """The menu labels of ``entries`` in ``lang``: a title the file gives in that language, else
    (a teacher's file with an English title only) the ruling it teaches, named in ``lang``,
    numbered when several share it; its other title only when it names no ruling. ``words``
    rewrites a title's cards as the table draws them (``ViewAdapter.notation_in_words``)."""
    out, seen = [], {}              # type: list[str], dict[str, int]
    for e in entries:
        text = e.titles.get(lang) or (e.title if lang == "en" or not e.title else "")
        r = catalogue.rulings.get(e.rulings[0]) if e.rulings else None
        if not text and r is not None:
            text = f"{r.id} {r.title[lang]}"
            seen[text] = seen.get(text, 0) + 1
            text += aside(str(seen[text]), lang) if seen[text] > 1 else ""
        elif not text:                  # nothing to name it by in ``lang``: its own title,
            text = e.title or _file_name(e) or "—"      # else its file's name
        out.append(cut(words(text), 120))
    return out


def cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters for a menu, with "…", never inside a card's label
    or a word ("…, ◆" was left of ◆3ᵃ, read "black diamond")."""
    if len(text) <= limit:
        return text
    end = limit - 1
    for a, b in spelt_runs(text):
        if a < end < b:
            end = a
    return text[:end].rstrip(" ,;:、，") + "…"


def _file_name(entry: Any) -> str:
    """The name of the file a scenario came from ("mine.yaml"), empty for text."""
    path = str(getattr(entry, "path", "") or "")
    return "" if not path or path.startswith("<") else Path(path).name


def offered(path: Path) -> bool:
    """A scenario a learner may open: not a bad-input test file (a ``bad_*`` file expecting a
    set-up error). A ``bad_*`` file ending on a refused move shows a position and why."""
    return not (path.name.startswith("bad_") and _SETUP_ERROR.search(path.read_text("utf-8")))


_SETUP_ERROR = re.compile(r"^\s+setup_error\s*:", re.M)


#: The top-level keys the menu needs; the rest of a scenario file is not read for the menu.
HEADER_KEYS = ("title", "rulings")


def header(path: Path) -> Entry:
    """The menu entry of a packaged scenario from its ``title:`` and ``rulings:`` alone.

    Why not load the whole file: every dashboard builds this menu before its first card shows,
    and parsing and checking all ~250 Tricktakers files took over a second of that. The packaged
    files are ours and the test suite loads every one of them (and checks this entry against
    the full load), so the menu does not check them again at each page load."""
    from tricklab.core import packaged_yaml
    keep: list[str] = []
    taking = False
    for line in path.read_text("utf-8").splitlines():
        if line[:1] not in ("", " ", "\t", "-", "#"):       # a new top-level key
            taking = line.split(":", 1)[0].strip() in HEADER_KEYS
        if taking:
            keep.append(line)
    data = packaged_yaml.load("\n".join(keep)) or {}
    raw = data.get("title", "")
    titles = {str(k): str(v) for k, v in raw.items()} if isinstance(raw, dict) else {}
    title = (titles.get("en") or next(iter(titles.values()), "")) if titles else str(raw)
    return Entry(path, title, tuple(str(r) for r in data.get("rulings") or ()), titles)


@lru_cache(maxsize=None)
def scenario_index(game: str) -> tuple[Entry, ...]:
    """Every offered packaged scenario of ``game`` (read once per process; not run)."""
    from tricklab import scenarios as sc_mod
    out = []
    for p in sc_mod.packaged(game):
        if not offered(p):
            continue
        try:
            out.append(header(p))
        except Exception:                   # an odd header: the full, checked load decides
            try:
                sc = sc_mod.load(p)
            except TricklabError:
                continue
            out.append(Entry(p, sc.title, tuple(sc.rulings), dict(sc.titles)))
    return tuple(out)


def by_ruling(game: str) -> dict[str, list[Entry]]:
    """The offered scenarios listing each ruling, in file order."""
    out: dict[str, list[Entry]] = {}
    for e in scenario_index(game):
        for rid in e.rulings:
            out.setdefault(rid, []).append(e)
    return out


#: A topic's menu label, with how many scenarios it holds: 「共通のカード (1)」 was English
#: spacing and brackets in a Japanese menu, and a count after a title that ends in brackets
#: read 「…（第3ラウンド）（1件）」, so Japanese puts it after the ruling's id
_TOPIC = {"en": "{rid} {title} ({n})", "ja": "{rid}（{n}件）{title}"}


def topics(game: str, catalogue: Any, lang: str,
           words: Callable[[str], str] = str) -> list[tuple[str, str]]:
    """The topic menu: (label, ruling id) for each ruling some scenario teaches (its first
    ruling), ordered by ruling id; the label names the ruling in words (``words`` as for
    ``labels``) and the count."""
    count: dict[str, int] = {}
    for e in scenario_index(game):
        if e.rulings:
            count[e.rulings[0]] = count.get(e.rulings[0], 0) + 1
    out = []
    for rid in sorted(count):
        r = catalogue.rulings.get(rid)
        title = words(r.title[lang]) if r is not None else ""
        out.append((cut(_TOPIC[lang].format(rid=rid, title=title, n=count[rid]), 90), rid))
    return out


def in_topic(game: str, topic: str) -> list[Entry]:
    """The scenarios of one topic (all of them for "")."""
    return [e for e in scenario_index(game) if not topic or (e.rulings and e.rulings[0] == topic)]


@lru_cache(maxsize=None)
def tour_target(game: str, rid: str, viewer: str | None = None) -> tuple[Path | None, str]:
    """The scenario the tour opens for ``rid`` and how it shows the ruling: ``"event"`` (an
    event that ``viewer`` may see cites it: the step-through shows only those), ``"refusal"``
    (the scenario's last action, or a move its final ``refused`` lists, is refused with it:
    the table says so under the position), ``"listed"`` (it lists the ruling, which
    its position shows without an event citing it: a card's number, a setup), or (None, "")
    when no offered scenario lists it."""
    from tricklab import scenarios as sc_mod
    from tricklab.core.scenario import run_scenario
    from tricklab.games import get_game
    g = get_game(game)
    fallback: Path | None = None
    listed: Path | None = None
    for e in by_ruling(game).get(rid, []):
        try:
            result = run_scenario(sc_mod.load(e.path), g)
        except TricklabError:
            continue
        if result.match is None:
            continue
        seen = (ev.seen_by(viewer) for ev in result.match.events)
        if any(ev is not None and rid in ev.all_rulings() for ev in seen):
            return e.path, "event"
        refusals = ([result.error] if result.error is not None else []) + \
            [r.error for r in result.refusals]
        if fallback is None and any(rid in {r.id for r in g.catalogue.explain(err, "en").rulings}
                                    for err in refusals):
            fallback = e.path
        listed = listed or e.path
    if fallback is not None:
        return fallback, "refusal"
    return (listed, "listed") if listed is not None else (None, "")
