"""The scenario schema (``scenario.schema.json`` next to this module, JSON Schema draft-07) and
its validator.

Why a schema file rather than checks in code: the shape of a scenario is written once and the
same file serves the loader, the documentation and editors (VS Code's YAML extension and
others validate and complete a file that names it). fastjsonschema compiles it to plain
Python (no compiled dependency), so the check is identical under Pyodide.

The schema checks *shape* only (which fields, which types, how long); the game still checks its
rules (a duplicate card, a wrong hand size, an unknown seat or setup field).

The core file holds what every scenario shares; each game package may ship a
``setup.schema.json`` (``{"setup": ..., "options": ..., "lesson": ...}``, free to use the core
``#/definitions``). ``schema()`` composes them, so a new game's scenarios are checked by
adding its package, with no edit here (``docs/scenario.schema.json`` is the composed file).
"""
from __future__ import annotations

import copy
import json
from functools import lru_cache
from importlib import resources
from typing import Any, Callable

import fastjsonschema  # type: ignore[import-untyped,unused-ignore]  # typed in some versions only

from .errors import ScenarioError, clip

SCHEMA_FILE = "scenario.schema.json"
_TYPE_WORDS = {"object": "a mapping", "array": "a list", "string": "text", "integer": "a whole number",
               "number": "a number", "boolean": "true or false", "null": "empty"}


GAME_FRAGMENT = "setup.schema.json"
GAMES_PACKAGE = "tricklab.games"     # where game packages live (found by folder, never imported)


def game_fragments() -> dict[str, dict[str, Any]]:
    """``{game: {"setup": schema, "options": schema}}`` from each game package's fragment."""
    out = {}
    for folder in sorted(resources.files(GAMES_PACKAGE).iterdir(), key=lambda f: f.name):
        frag = folder.joinpath(GAME_FRAGMENT)
        if folder.is_dir() and frag.is_file():
            out[folder.name] = dict(json.loads(frag.read_text("utf-8")))
    return out


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    """The whole scenario schema: the core file with each game's setup and options sections."""
    doc = dict(json.loads(resources.files("tricklab.core").joinpath(SCHEMA_FILE).read_text("utf-8")))
    frags = game_fragments()
    doc["properties"]["game"] = {"enum": sorted(frags) if frags else [],
                                 "description": "the game: " + ", ".join(sorted(frags))}
    branches = []
    for name, frag in frags.items():
        then = {}
        for part in ("setup", "options", "lesson"):    # a game may add lesson fields
            if part in frag:
                doc["definitions"][f"{name}_{part}"] = frag[part]
                then[part] = {"$ref": f"#/definitions/{name}_{part}"}
        branches.append({"if": {"properties": {"game": {"const": name}}, "required": ["game"]},
                         "then": {"properties": then}})
    doc["allOf"] = branches
    return doc


def schema_text() -> str:
    """The composed schema as editors read it (``docs/scenario.schema.json`` is this text)."""
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"


@lru_cache(maxsize=1)
def _validator() -> Callable[[Any], Any]:
    # compile a copy: fastjsonschema rewrites the ``$ref``s of the document it is given
    return fastjsonschema.compile(copy.deepcopy(schema()))  # type: ignore[no-any-return,unused-ignore]


def prepare() -> None:
    """Compile the validator now (about 0.7 s, once per process) rather than at the first
    scenario a learner opens: the classroom server's warm kernels call this while they wait."""
    _validator()


def validate(data: Any) -> None:
    """Raise a ScenarioError naming the field path and what was expected, e.g.
    ``setup.hands.Ben: must be a list of cards, got 5``."""
    try:
        _validator()(data)
    except fastjsonschema.JsonSchemaValueException as err:
        raise ScenarioError(describe(err), code="SCENARIO_SCHEMA", field=_path(err),
                            rule=err.rule) from None


def _path(err: Any) -> str:
    name = str(err.name or "data")
    return name[5:] if name.startswith("data.") else "" if name == "data" else name


def _got(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing"
    return clip(repr(value) if isinstance(value, str) else str(value), 40)


def describe(err: Any) -> str:
    """One short sentence for a fastjsonschema error: the rule's ``description`` says what was
    expected (the same text editors show), the value what was found."""
    path, rule, value = _path(err), err.rule, err.value
    definition = err.definition if isinstance(err.definition, dict) else {}
    where = f"{path}: " if path else ""
    if rule == "required" and isinstance(value, dict):
        missing = [k for k in definition.get("required", []) if k not in value]
        return f"{where}missing required field '{', '.join(missing)}'"
    if rule == "additionalProperties" and isinstance(value, dict):
        allowed = sorted(definition.get("properties", {}))
        unknown = sorted(clip(str(k), 30) for k in value if k not in allowed)
        if allowed == ["contains", "excludes"]:     # a list check (docs/scenarios.md)
            return (f"{where}a list check takes only 'contains' and 'excludes', "
                    f"not {', '.join(unknown[:5])}")
        noun = "expectation(s)" if path.rsplit(".", 1)[-1] == "expect" else "field(s)"
        return f"{where}unknown {noun} {', '.join(unknown[:5])}; allowed: {', '.join(allowed)}"
    expected = definition.get("description")
    if rule in ("maxLength", "maxItems", "maxProperties", "minLength", "minItems", "minimum",
                "maximum"):
        bound = definition.get(rule)
        what = {"maxLength": f"at most {bound} characters", "minLength": f"at least {bound} character(s)",
                "maxItems": f"at most {bound} items",
                "minItems": f"at least {bound} item{'' if bound == 1 else 's'}",
                "maxProperties": f"at most {bound} entries", "minimum": f"at least {bound}",
                "maximum": f"at most {bound}"}[rule]
        return f"{where}must be {what}" + (f" ({expected})" if expected else "")
    if rule == "enum":
        return f"{where}must be one of {', '.join(map(str, definition.get('enum', [])))}, got {_got(value)}"
    if rule == "uniqueItems":
        return f"{where}must not repeat an item"
    if not expected:
        kind = definition.get("type")
        kinds: list[str] = kind if isinstance(kind, list) else [kind] if kind else []
        expected = " or ".join(_TYPE_WORDS.get(k, k) for k in kinds) or "something else"
    return f"{where}must be {expected}, got {_got(value)}"
