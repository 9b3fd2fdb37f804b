"""What a warm kernel does while it waits for a page (``CappedKernelManager.pool_warmup``).

Only work every dashboard repeats and that shows nothing: imports, the rulings catalogues, the
scenario schema. A widget made here would appear on the page that gets the kernel, and the
page's own settings (language, seed) are not known yet, so the table itself is built later."""
from __future__ import annotations


def warm_up() -> None:
    import tricklab.ui  # noqa: F401  (ipywidgets, anywidget, the engine: most of the start-up)
    from tricklab.core import schema
    from tricklab.games import GAMES, get_game
    schema.prepare()                 # the first lesson's scenario is checked on every dashboard
    for name in GAMES:               # the page's game is not known yet: ~7 MB for all of them
        get_game(name).catalogue
