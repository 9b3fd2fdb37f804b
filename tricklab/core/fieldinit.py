"""A dataclass ``__init__`` that makes its empty dicts and lists as literals.

Why: the ``__init__`` ``dataclasses`` writes calls each field's ``default_factory``; for a
state of some sixty fields, thirty of them empty containers, those calls cost most of
building the state (about 25 k instructions, once per game of a bulk simulation). ``{}`` and
``[]`` written in the code cost a fraction of a call. The signature, the defaults and every
value are those of the dataclass's own ``__init__``; only the way an empty container is made
changes (tests/test_fieldinit.py compares both)."""
from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T", bound=type)

_LITERALS = {dict: "{}", list: "[]"}


class _Factory:
    """The default of a field its factory makes (shown as ``dataclasses`` shows it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def literal_init(cls: T) -> T:
    """Replace dataclass ``cls``'s ``__init__`` by one whose ``default_factory`` of ``dict``
    or ``list`` is a literal (other factories are still called). Only the plain case is
    handled: every field in ``__init__``, none keyword-only, no ``__post_init__``."""
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: literal_init does not call __post_init__")
    names: dict[str, Any] = {"_FACTORY": _FACTORY}
    params, body = [], []
    for f in dataclasses.fields(cls):
        if not f.init or f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: literal_init takes plain fields only")
        if f.default is not dataclasses.MISSING:
            names[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
            body.append(f"self.{f.name} = {f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            made = _LITERALS.get(f.default_factory)       # type: ignore[call-overload]
            if made is None:
                names[f"_f_{f.name}"] = f.default_factory
                made = f"_f_{f.name}()"
            params.append(f"{f.name}=_FACTORY")
            body.append(f"self.{f.name} = {made} if {f.name} is _FACTORY else {f.name}")
        else:
            params.append(f.name)
            body.append(f"self.{f.name} = {f.name}")
    source = (f"def __init__(self, {', '.join(params)}) -> None:\n    "
              + "\n    ".join(body or ["pass"]) + "\n")
    exec(source, names)
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = "The dataclass's own __init__, its empty dicts and lists made as literals."
    init.__annotations__ = {**{f.name: f.type for f in dataclasses.fields(cls)}, "return": None}
    cls.__init__ = init                                   # type: ignore[misc]
    return cls
