"""The history's headers were written in ``core/history.py`` (the tab's and ``Match.history``'s)
and ``core/tidy.py`` (the frame's other columns and kinds), every other word of the table in
``ui/strings.yaml``: a translator had three places to look. All of them are now entries of
``core/strings.yaml``, read as data by core (no widget library needed for a frame) and by the
table alike."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import tricklab

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_every_history_header_and_table_word_is_an_entry_of_the_one_file():
    from tricklab.core.checks import LANGS
    from tricklab.core.history import COLUMNS, HEADS
    from tricklab.core.strings import STRINGS
    from tricklab.core.tidy import COLUMNS as TIDY_COLUMNS
    from tricklab.core.tidy import KIND_WORDS, MORE_HEADS
    from tricklab.ui.i18n import UI
    assert UI is STRINGS
    words = {(lang, text[lang]) for text in STRINGS.values() for lang in LANGS}
    for lang in LANGS:
        assert set(HEADS[lang]) == set(COLUMNS)
        assert {(lang, w) for w in HEADS[lang].values()} <= words
    for lang, heads in MORE_HEADS.items():
        assert set(heads) | set(COLUMNS) == set(TIDY_COLUMNS)
        assert {(lang, w) for w in heads.values()} <= words
    for lang, kinds in KIND_WORDS.items():
        assert {(lang, w) for w in kinds.values()} <= words
    # core reads the file as data: a Japanese frame still needs no widget library
    script = ("import sys\nfrom tricklab import new_match\n"
              "m = new_match('robotrick', seed=1)\nm.play(m.legal_actions()[0])\n"
              "df = m.history(lang='ja')\nassert '手順' in df.columns, list(df.columns)\n"
              "loaded = sorted(k for k in sys.modules if k.split('.')[0] in "
              "('ipywidgets', 'IPython', 'voila') or k.startswith('tricklab.ui'))\n"
              "assert not loaded, loaded\n")
    subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True)


def test_the_history_modules_hold_no_words_of_their_own():
    """No Japanese left in the history's code: every word is in the file a translator edits."""
    core = Path(tricklab.__file__).parent / "core"
    for name in ("history.py", "tidy.py", "cited.py"):
        text = (core / name).read_text("utf-8")
        code = re.sub(r'""".*?"""', "", text, flags=re.S)         # docstrings may quote them
        code = "\n".join(line.split("#", 1)[0] for line in code.splitlines())
        assert not JAPANESE.search(code), (name, JAPANESE.findall(code)[:5])

