"""The table's words in English and Japanese, read from ``strings.yaml`` (one file for every
label, button and message of the generic UI, so a translator edits one place)."""
from __future__ import annotations

from importlib import resources

from tricklab.core import packaged_yaml

from tricklab.core.display import interp_label
from tricklab.core.punctuation import one_is_singular

UI: dict[str, dict[str, str]] = packaged_yaml.load(
    resources.files("tricklab.ui").joinpath("strings.yaml").read_text("utf-8"))
LANGS = ("en", "ja")


def t(key: str, lang: str, **kw: object) -> str:
    return one_is_singular(UI[key][lang].format(**kw), lang)


def t_html(key: str, lang: str, **kw: object) -> str:
    """``t`` for text placed in HTML: every parameter (seat names, actions...) is escaped,
    the template itself (ours) is kept as written."""
    from tricklab.core.markup import escape_all
    return one_is_singular(UI[key][lang].format(**escape_all(kw)), lang)


__all__ = ["LANGS", "UI", "interp_label", "t", "t_html"]
