"""The API reference: which modules it covers and which public names lack a docstring.

``make docs`` renders these modules with pdoc (the ``[docs]`` extra) into ``docs/api/``; a
test fails when a public module, class, function or method of these modules has no docstring
(a method overriding a documented one inherits its docstring). The games' own modules are
their internals: their public surface is the ``Game`` contract documented here.
"""
from __future__ import annotations

import importlib
import inspect
from typing import Any

#: The modules of the API reference, in reading order.
MODULES = (
    "tricklab", "tricklab.core.match", "tricklab.core.game", "tricklab.core.events",
    "tricklab.core.actions", "tricklab.core.errors", "tricklab.core.observation",
    "tricklab.core.scenario", "tricklab.core.record", "tricklab.core.tidy",
    "tricklab.core.whatif", "tricklab.core.factsdoc", "tricklab.core.rulings",
    "tricklab.core.bots", "tricklab.core.simulate", "tricklab.simulate", "tricklab.intervals",
    "tricklab.core.lookup",
    "tricklab.session", "tricklab.session.session", "tricklab.session.tree",
    "tricklab.scenarios", "tricklab.content", "tricklab.plot", "tricklab.reference",
    "tricklab.docgen", "tricklab.games",
)

#: The package's own modules the reference leaves out, being the command line's and the
#: docs' machinery rather than an API: a new module is one or the other, never forgotten.
INTERNAL = ("tricklab.cli", "tricklab.cli_teach", "tricklab.cli_words", "tricklab.paths",
            "tricklab.apidoc")


def _documented_upstream(cls: type, name: str) -> bool:
    return any(inspect.getdoc(getattr(base, name, None)) for base in cls.__mro__[1:]
               if getattr(base, name, None) is not None and base is not object)


def undocumented(modules: tuple[str, ...] = MODULES) -> list[str]:
    """Public names of ``modules`` without a docstring, as ``module.name`` or
    ``module.Class.method``."""
    out: list[str] = []
    for name in modules:
        mod = importlib.import_module(name)
        if not (mod.__doc__ or "").strip():
            out.append(name)
        for key, obj in vars(mod).items():
            if key.startswith("_") or getattr(obj, "__module__", None) != name:
                continue
            if not (inspect.isfunction(obj) or inspect.isclass(obj)):
                continue
            if not (obj.__doc__ or "").strip():
                out.append(f"{name}.{key}")
            if inspect.isclass(obj):
                out += [f"{name}.{key}.{m}" for m in _undocumented_members(obj)]
    return out


def _undocumented_members(cls: type) -> list[str]:
    out = []
    for m, raw in vars(cls).items():
        if m.startswith("_"):
            continue
        # a property's own doc (``property(fget, doc=...)``), else its getter's
        f: Any = (raw if raw.__doc__ else raw.fget) if isinstance(raw, property) \
            else getattr(raw, "__func__", raw)
        if isinstance(raw, property) or inspect.isfunction(f):
            if not (getattr(f, "__doc__", None) or "").strip() and not _documented_upstream(cls, m):
                out.append(m)
    return out
