"""The table's words in English and Japanese, read from ``core/strings.yaml`` (one file for
every label, button and message of the generic UI and the history's headers, so a translator
edits one place; in core because the history frames read the headers without the widgets)."""
from __future__ import annotations

from tricklab.core.display import interp_label
from tricklab.core.punctuation import one_is_singular
from tricklab.core.strings import STRINGS as UI, words as t
from tricklab.core.view import aloud

LANGS = ("en", "ja")


def t_html(key: str, lang: str, **kw: object) -> str:
    """``t`` for text placed in HTML: every parameter (seat names, actions...) is escaped,
    the template itself (ours) is kept as written."""
    from tricklab.core.markup import escape_all
    return one_is_singular(UI[key][lang].format(**escape_all(kw)), lang)


def menu_tip(name: str, said: dict[str, str] | None = None) -> str:
    """A menu's tooltip: what it chooses, in the words a screen reader names it with (its
    ``said`` words when its name holds signs), without the colon its label ends with. The felt's
    script puts the same words on the page (felt.js ``speakButtons``): ipywidgets 8 shows no
    tooltip for a menu that has a description (jupyter-widgets/ipywidgets#3964)."""
    return ((said or {}).get(name) or aloud(name)).strip().rstrip(":：").strip()


__all__ = ["LANGS", "UI", "interp_label", "menu_tip", "t", "t_html"]
