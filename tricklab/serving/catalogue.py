"""What the landing page offers: one entry per registered game, read from the registry and the
notebooks folder, so a new game appears on the page by being registered (no list to edit here).

Kept free of tornado and jupyter so it can be tested and reused (``tricklab list``, docs)."""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class GameEntry:
    name: str
    title: dict[str, str]
    player_counts: tuple[int, ...]
    dashboard: str | None            # notebook file name under the notebooks folder
    tutorials: tuple[tuple[str, str], ...]   # (file, title) opened in JupyterLab ("learn")
    picture: str | None              # file name under tricklab/serving/static/
    tutorial: str | None = None      # the game's own tutorial among ``tutorials`` (GameInfo.tutorial)
    extra: dict[str, Any] = field(default_factory=dict)


def player_counts(game: Any) -> tuple[int, ...]:
    """The table sizes a game is played at. ``game.info.player_counts`` (the v2 contract) when it
    exists; until that merges, the view adapter's seat lists, else the default seats."""
    info = getattr(game, "info", None)
    counts = getattr(info, "player_counts", None)
    if counts:
        return tuple(int(c) for c in counts)
    try:
        from importlib import import_module
        view = getattr(import_module(game.package + ".view"), "VIEW", None)
        seats = getattr(view, "player_counts", None)
        if seats:
            return tuple(len(s) for s in seats)
    except (ImportError, AttributeError):
        pass
    return (len(getattr(game, "default_players", ())) or 0,)


def picture_for(name: str) -> str | None:
    """The packaged picture of a game (``static/<name>.png``), or None: the page then draws a
    placeholder card in SVG."""
    f = resources.files("tricklab.serving") / "static" / f"{name}.png"
    return f.name if f.is_file() else None


def games(notebooks: Path) -> list[GameEntry]:
    """Every registered game, in registry order, with what exists for it in ``notebooks``."""
    from tricklab.games import GAMES, get_game
    out = []
    for name in GAMES:
        game = get_game(name)
        info = getattr(game, "info", None)
        title = dict(getattr(info, "title", None) or game.title)
        dash = f"{name}_dashboard.ipynb"
        tutorial = getattr(info, "tutorial", None) or f"{name}_tutorial.ipynb"
        tutorials = [tutorial] if (notebooks / tutorial).is_file() else []
        # tricktakers_* also matches the Little and KINGs notebooks: those are another
        # game's, and no dashboard is a tutorial
        others = [o for o in GAMES if o.startswith(f"{name}_")]
        tutorials += sorted(p.name for p in notebooks.glob(f"{name}_*.ipynb")
                            if p.name not in (dash, tutorial) and not p.name.endswith("_dashboard.ipynb")
                            and not any(p.name.startswith(f"{o}_") for o in others))
        out.append(GameEntry(name=name, title=title, player_counts=player_counts(game),
                             dashboard=dash if (notebooks / dash).is_file() else None,
                             tutorials=tuple((f, notebook_title(notebooks / f)) for f in tutorials),
                             picture=picture_for(name),
                             tutorial=tutorials[0] if tutorials and tutorials[0] == tutorial else None))
    return out


def first_steps(notebooks: Path) -> list[str]:
    """The general notebooks (``00_start_here.ipynb``, ...): numbered file names."""
    return sorted(p.name for p in notebooks.glob("[0-9]*.ipynb"))


def translations(notebooks: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """``{English notebook: {lang: (its translation's path under notebooks, title)}}``: a
    translation is the notebook of the same name in the language's folder (``ja/<name>``).
    Read from the files, so a translated tutorial is linked by being written."""
    from tricklab.core.checks import LANGS
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for lang in LANGS:
        for p in sorted((notebooks / lang).glob("*.ipynb")):
            if (notebooks / p.name).is_file():
                out.setdefault(p.name, {})[lang] = (f"{lang}/{p.name}", notebook_title(p))
    return out


def is_dashboard(path: str) -> bool:
    """Only dashboards are Voilà pages; tutorials need cells and belong in JupyterLab."""
    return path.rsplit("/", 1)[-1].endswith("_dashboard.ipynb")


def notebook_title(path: Path) -> str:
    """The first Markdown heading of a notebook (what a learner would call it), else its name."""
    import json
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
        for cell in nb.get("cells", []):
            if cell.get("cell_type") == "markdown":
                for line in "".join(cell.get("source", "")).splitlines():
                    if line.startswith("#"):     # as it reads: `tricklab` without its backticks
                        return line.lstrip("#").replace("`", "").strip()
    except (OSError, ValueError):
        pass
    return path.stem.replace("_", " ")
