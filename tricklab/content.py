"""A teacher's own files next to the packaged ones: ``tricklab serve --content DIR``.

The folder holds scenario files and (later) lesson files::

    DIR/
      my_position.yaml          scenario files, any game (also in DIR/scenarios/)
      scenarios/void_trumps.yaml
      lessons/...               lesson files (read by the lessons feature when it exists)

The server tells each dashboard where the folder is through the ``TRICKLAB_CONTENT``
environment variable (kernels inherit the server's environment); a notebook may set it too, or
pass a folder to these functions. Files are read with the same strict loader and schema as
every scenario; a file that does not load is listed in ``problems`` with the reason in words,
never offered half-loaded. A link ``?scenario=NAME`` opens the file whose name (without
``.yaml``) is NAME: the teacher's files first, then the packaged ones.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from tricklab.core.errors import TricklabError

ENV = "TRICKLAB_CONTENT"
SCENARIO_DIRS = ("", "scenarios")          # where scenario files are looked for, in order
LESSON_DIR = "lessons"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")   # what ?scenario= accepts
MAX_FILES = 500


@dataclass(frozen=True)
class OwnScenario:
    """One of the teacher's scenario files: where it is, its name (the file name without
    ``.yaml``: what ``?scenario=`` says), game, titles and rulings."""

    path: Path
    name: str
    game: str
    title: str
    titles: dict[str, str] = field(default_factory=dict)
    rulings: tuple[str, ...] = ()

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` when the file gives one, else its other title."""
        return self.titles.get(lang) or self.title or self.name


@dataclass
class Listing:
    """The teacher's scenarios that load, and the files that do not, with the reason."""

    scenarios: list[OwnScenario] = field(default_factory=list)
    problems: list[tuple[Path, str]] = field(default_factory=list)


def content_dir(folder: "str | Path | None" = None) -> Path | None:
    """The content folder: ``folder``, else ``$TRICKLAB_CONTENT``, else None."""
    raw = folder if folder is not None else os.environ.get(ENV)
    if not raw:
        return None
    path = Path(raw).expanduser()
    return path if path.is_dir() else None


def scenario_files(folder: Path) -> list[Path]:
    """The ``.yaml``/``.yml`` files of the folder and of its ``scenarios/`` subfolder."""
    out: list[Path] = []
    for sub in SCENARIO_DIRS:
        d = folder / sub if sub else folder
        if d.is_dir():
            out += sorted(p for p in d.iterdir() if p.is_file() and p.suffix in (".yaml", ".yml"))
    return out[:MAX_FILES]


def lesson_files(folder: Path) -> list[Path]:
    """The files of the ``lessons/`` subfolder (for the lessons feature)."""
    d = folder / LESSON_DIR
    return sorted(p for p in d.iterdir() if p.is_file()) if d.is_dir() else []


def _said(err: TricklabError, lang: str) -> str:
    """A file's refusal in ``lang``: the core catalogue's words (a file that does not load names
    no game yet), else the error's own."""
    from tricklab.core.rulings import Catalogue
    return str(Catalogue.core().explain(err, lang).headline) or err.message


def listing(game: str | None = None, folder: "str | Path | None" = None,
            lang: str = "en") -> Listing:
    """The teacher's scenarios (of ``game``, or all), each loaded and checked; a file that
    cannot be read comes with the reason in ``lang`` (the catalogue's words for it)."""
    from tricklab import scenarios as sc_mod
    out = Listing()
    where = content_dir(folder)
    if where is None:
        return out
    for p in scenario_files(where):
        try:
            sc = sc_mod.load(p)
        except TricklabError as err:
            out.problems.append((p, err.message if lang == "en" else _said(err, lang)))
            continue
        if game is not None and sc.game != game:
            continue
        out.scenarios.append(OwnScenario(p, p.stem, sc.game, sc.title, dict(sc.titles), tuple(sc.rulings)))
    return out


def find(name: str, game: str, folder: "str | Path | None" = None) -> Path | None:
    """The scenario file a link's ``?scenario=NAME`` means for ``game``: the teacher's file of
    that name, else a packaged one; None when there is none (or the name is not a file name)."""
    if not NAME.fullmatch(name or ""):
        return None
    stem = name[:-5] if name.endswith(".yaml") else name[:-4] if name.endswith(".yml") else name
    for own in listing(game, folder).scenarios:
        if own.name == stem:
            return own.path
    from tricklab import scenarios as sc_mod
    for p in sc_mod.packaged(game):
        if p.stem == stem and not p.name.startswith("bad_"):
            return p
    return None
