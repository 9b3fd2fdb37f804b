"""Checks of the arguments of the public API (``new_match``, ``Match.undo``, ``Table``...).

Why strict: a loose argument does not fail where it was given but later and elsewhere
(``seed=1.5`` quietly became a different game than ``seed=1``; ``undo(0)`` returned ``[]``;
``lang="fr"`` failed deep inside a widget). Each check either returns the value to use or
raises ``ArgumentError`` (a ``TypeError`` and a ``ValueError`` too) with a reason code that
the catalogue renders in English and Japanese.
"""
from __future__ import annotations

import random
import re
import unicodedata
from typing import Any

from .errors import ArgumentError, clip

LANGS = ("en", "ja")
SEED_LIMIT = 2**63           # seeds are shown and typed in the table: keep them a sane size
SEED_MAX = SEED_LIMIT - 1    # the largest seed (and -SEED_MAX the smallest), as messages say
# a seed as typed, once full-width digits and signs are plain (a Japanese keyboard types
# 「１２３」); at most 30 digits are converted, more are out of range before ``int()`` reads them
SEED_TEXT = re.compile(r"[+-]?[0-9]{1,30}")


def _whole(value: Any) -> int | None:
    """``value`` as an int if it is a whole number type (int, numpy integer), else None.
    ``True`` is an int to Python but never a seed or a count."""
    if isinstance(value, bool):
        return None
    try:
        return int(value.__index__())
    except (AttributeError, TypeError):
        return None


def check_seed(seed: Any) -> int:
    """The seed to deal from. ``None`` means "any game": a fresh random seed is drawn and
    returned, so the match still records (and can replay) the seed it was dealt from."""
    if seed is None:
        return random.SystemRandom().randrange(2**32)
    n = _whole(seed)
    if n is None:
        raise ArgumentError(f"the seed must be a whole number (or None for a random one), "
                            f"not {clip(repr(seed))}", code="BAD_SEED", value=clip(repr(seed)),
                            low=-SEED_MAX, high=SEED_MAX)
    return _in_range(n, str(n))


def _in_range(n: int, said: str) -> int:
    """``n`` if it is a seed's size; else why not, naming it as ``said`` (as typed): 10**22
    was refused as "not a whole number", and shown rounded (the box's float)."""
    if not -SEED_LIMIT < n < SEED_LIMIT:
        raise ArgumentError(f"the seed {clip(said)} is out of range: a seed is a whole number "
                            f"from {-SEED_MAX} to {SEED_MAX}", code="SEED_RANGE",
                            value=clip(said), low=-SEED_MAX, high=SEED_MAX)
    return n


def seed_from_text(text: str) -> int:
    """The seed typed in the table's box. Why text and not a number box: the browser turned
    ``99999999999999999999999`` into a float before Python saw it, so the refusal showed
    another number; any seed past 2**53 was silently rounded. Refusals quote ``text``."""
    typed = str(text).strip()
    plain = unicodedata.normalize("NFKC", typed).replace("\u2212", "-")    # − (minus sign)
    if not typed:
        raise ArgumentError("the seed box is empty", code="SEED_EMPTY", low=-SEED_MAX,
                            high=SEED_MAX)
    if SEED_TEXT.fullmatch(plain):
        return _in_range(int(plain), typed)
    if re.fullmatch(r"[+-]?[0-9]+", plain):       # too many digits to convert: out of range
        _in_range(SEED_LIMIT, typed)
    raise ArgumentError(f"the seed must be a whole number, not {clip(typed)!r}",
                        code="SEED_TYPED", value=clip(typed), low=-SEED_MAX, high=SEED_MAX)


def check_count(value: Any, what: str, least: int = 1) -> int:
    """A count of at least ``least`` (``undo(n)``; ``simulate(games=0)`` plays none)."""
    n = _whole(value)
    if n is None or n < least:
        raise ArgumentError(f"{what} must be a whole number of at least {least}, "
                            f"not {clip(repr(value))}", code="BAD_COUNT", what=what,
                            value=clip(repr(value)), least=least)
    return n


def check_lang(lang: Any) -> str:
    if lang not in LANGS:
        raise ArgumentError(f"the language must be one of {', '.join(LANGS)}, not {clip(repr(lang))}",
                            code="BAD_LANG", langs=list(LANGS), value=clip(repr(lang)))
    return str(lang)


def nearest(word: Any, known: Any) -> str | None:
    """The known name closest to a misspelt ``word`` ("hermitt": "hermit"), or None when
    nothing is close: a refusal that says what was probably meant saves reading a list."""
    import difflib
    found = difflib.get_close_matches(str(word), [str(k) for k in known], n=1, cutoff=0.6)
    if not found:
        found = difflib.get_close_matches(str(word).lower(), [str(k) for k in known], n=1, cutoff=0.6)
    return found[0] if found else None
