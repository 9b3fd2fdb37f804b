"""The words of the generic table (labels, buttons, its messages) and the history's headers,
in English and Japanese: ``strings.yaml`` beside this module, the one file a translator edits
for them. In core, read as data, because the history frames (``Match.history(lang="ja")``)
are headed as the History tab is and core must not import the widgets; ``ui.i18n`` reads the
same words."""
from __future__ import annotations

from importlib import resources

from . import packaged_yaml
from .punctuation import one_is_singular

STRINGS: dict[str, dict[str, str]] = packaged_yaml.load(
    resources.files("tricklab.core").joinpath("strings.yaml").read_text("utf-8"))


def column_words(prefix: str, keys: "tuple[str, ...] | list[str]",
                 langs: "tuple[str, ...]") -> dict[str, dict[str, str]]:
    """``{lang: {key: words}}`` from the entries ``<prefix><key>`` (``head_step``)."""
    return {lang: {k: STRINGS[prefix + k][lang] for k in keys} for lang in langs}


def words(key: str, lang: str, **kw: object) -> str:
    """Entry ``key`` in ``lang`` with its {placeholders} filled ("1 cards" made singular):
    ``ui.i18n.t``, and core's own sentences (an event as a seat sees it) without the widgets."""
    return one_is_singular(STRINGS[key][lang].format(**kw), lang)
