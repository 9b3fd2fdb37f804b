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
from typing import Any, Callable, Iterable

import fastjsonschema  # type: ignore[import-untyped,unused-ignore]  # typed in some versions only

from .checks import nearest
from .errors import ScenarioError, SetupError, clip
from .rulings import Catalogue
from .worded import Either, InLanguages, Names, Said, Typed

SCHEMA_FILE = "scenario.schema.json"


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
                                 "description": "the game: " + ", ".join(sorted(frags)),
                                 "x-ja": "ゲーム名：" + "、".join(sorted(frags))}
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
    ``setup.hands.Ben: must be a list of cards, got 5`` (``params["detail"]`` words it in
    either language: a Japanese teacher's upload read the loader's English)."""
    try:
        _validator()(data)
    except fastjsonschema.JsonSchemaValueException as err:
        detail = problem(err)
        raise ScenarioError(worded(detail), code="SCENARIO_SCHEMA", field=_path(err),
                            rule=err.rule, detail=detail) from None


@lru_cache(maxsize=1)
def _seats_validator() -> Callable[[Any], Any]:
    # the players field alone, by the file's own seat rule (compiling the whole schema would
    # cost a new match 0.7 s); its size is the game's to check, in the game's words
    doc = schema()
    return fastjsonschema.compile(copy.deepcopy({  # type: ignore[no-any-return,unused-ignore]
        "definitions": {"seat": doc["definitions"]["seat"]},
        "properties": {"players": {"type": "array", "items": {"$ref": "#/definitions/seat"}}}}))


def check_seats(players: list[str]) -> None:
    """Refuse seat names a scenario file could not hold, with the loader's rule and words
    ("players[0]: must be a seat name (one word: actions are split at spaces), got 'Ann
    Lee'"): a match whose seat "Ann Lee" could not be played by notation was saved, and its
    file could not be loaded (the game was lost)."""
    try:
        _seats_validator()({"players": list(players)})
    except fastjsonschema.JsonSchemaValueException as err:
        detail = problem(err)
        raise SetupError(worded(detail), code="SCENARIO_SCHEMA", field=_path(err),
                         rule=err.rule, detail=detail) from None


@lru_cache(maxsize=None)
def _options_validator(game: str) -> Callable[[Any], Any] | None:
    # the game's options section alone, as the loader checks a file's (None: it declares none)
    doc = schema()
    part = doc["definitions"].get(f"{game}_options")
    if part is None:
        return None
    return fastjsonschema.compile(copy.deepcopy({  # type: ignore[no-any-return,unused-ignore]
        "definitions": _used(part, doc["definitions"]), "properties": {"options": part}}))


def _used(part: Any, definitions: dict[str, Any]) -> dict[str, Any]:
    """The definitions ``part`` refers to, and those they refer to (compiling all of them
    cost a new match a quarter of a second)."""
    out: dict[str, Any] = {}
    todo = [part]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            ref = item.get("$ref", "")
            name = ref.rpartition("/")[2] if ref.startswith("#/definitions/") else ""
            if name and name not in out:
                out[name] = definitions[name]
                todo.append(definitions[name])
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return out


def check_options(game: str, options: dict[str, Any]) -> None:
    """Refuse options of the wrong type for ``game`` with the loader's rule and words
    ("options.rule_350: must be true or false, got 'yes'"): ``new_match("tricktakers",
    rule_350="yes")`` was accepted and read as true. A set or tuple is checked as a list."""
    check = _options_validator(game)
    if check is None or not options:
        return
    plain = {k: list(v) if isinstance(v, (set, frozenset, tuple)) else v
             for k, v in options.items()}
    try:
        check({"options": plain})
    except fastjsonschema.JsonSchemaValueException as err:
        detail = problem(err)
        raise SetupError(worded(detail), code="SCENARIO_SCHEMA", field=_path(err),
                         rule=err.rule, detail=detail) from None


def worded(detail: Said, lang: str = "en") -> str:
    """A schema problem in words (English for ``str(err)`` and the command line)."""
    return detail.words(Catalogue.core(), lang)


def where(path: str) -> Any:
    """The field path a problem starts with ("setup.hands.Ben: "), nothing at the top."""
    return Said("SCHEMA_WHERE", (("field", Names((path,))),)) if path else ""


def _path(err: Any) -> str:
    name = str(err.name or "data")
    return name[5:] if name.startswith("data.") else "" if name == "data" else name


def _got(value: Any) -> Any:
    if isinstance(value, dict):
        return "got_mapping"
    if isinstance(value, list):
        return "got_list"
    if value is None:
        return "got_nothing"
    return Typed(clip(value, 40)) if isinstance(value, str) else clip(str(value), 40)


def _expected(definition: dict[str, Any]) -> Any:
    """What the rule's ``description`` says was expected (the text editors show), in either
    language (its ``x-ja``); the type's name when it has none."""
    text = definition.get("description")
    if text:
        return InLanguages((("en", text), ("ja", definition.get("x-ja") or text)))
    kind = definition.get("type")
    kinds: list[str] = kind if isinstance(kind, list) else [kind] if kind else []
    return Either(tuple(f"type_{k}" for k in kinds)) if kinds else "type_object"


_BOUNDS = {"maxLength": "SCHEMA_MAX_LENGTH", "minLength": "SCHEMA_MIN_LENGTH",
           "maxItems": "SCHEMA_MAX_ITEMS", "minItems": "SCHEMA_MIN_ITEMS",
           "maxProperties": "SCHEMA_MAX_PROPERTIES", "minimum": "SCHEMA_MINIMUM",
           "maximum": "SCHEMA_MAXIMUM"}


def unknown_fields(path: str, given: Iterable[Any], allowed: Iterable[str],
                   named: bool = True) -> Said:
    """"setup: unknown field handz — did you mean hands?; allowed: hands, leader, trump": a
    key of the mapping at ``path`` that is not ``allowed``, with the allowed names and the
    nearest one. The loader (by the schema) and each game's setup (``core.setup.check_fields``,
    for keys the schema cannot list) both say it so, in every game. ``named``: start with the
    path (False: a sentence that already did)."""
    allowed = sorted(allowed)
    unknown = sorted(clip(str(k), 30) for k in given if k not in allowed)[:5]
    guess = nearest(unknown[0], allowed) if len(unknown) == 1 else None
    code = "SCHEMA_UNKNOWN_EXPECT" if path.rsplit(".", 1)[-1] == "expect" \
        else "SCHEMA_UNKNOWN_FIELD"
    said = Said("SCENARIO_GUESS", (("guess", Names((guess,))),)) if guess else ""
    # each name as written: a game's catalogue read Tricktakers' "points" as one of its terms
    # ("most victory points after round 3"); lists of one name, so "field(s)" is counted
    return Said(code, (("where", where(path) if named else ""),
                       ("unknown", [Names((k,)) for k in unknown]),
                       ("allowed", [Names((k,)) for k in allowed]), ("guess", said)))


def problem(err: Any) -> Said:
    """One short sentence for a fastjsonschema error, as a message of the core catalogue:
    the field, what the rule expected, what the file has."""
    path, rule, value = _path(err), err.rule, err.value
    definition = err.definition if isinstance(err.definition, dict) else {}
    at = where(path)
    if rule == "required" and isinstance(value, dict):
        missing = Said("SCHEMA_MISSING", (("where", at), ("fields", [
            Typed(k) for k in definition.get("required", []) if k not in value])))
        allowed = sorted(definition.get("properties", {}))
        if definition.get("additionalProperties") is False and set(value) - set(allowed):
            # "actons:" for "actions:" said only "missing required field 'actions'"
            return Said("SCHEMA_MISSING_MISSPELT", (("missing", missing), (
                "unknown", unknown_fields(path, value, allowed, named=False))))
        return missing
    if rule == "additionalProperties" and isinstance(value, dict):
        allowed = sorted(definition.get("properties", {}))
        if allowed == ["contains", "excludes"]:     # a list check (docs/scenarios.md)
            unknown = sorted(clip(str(k), 30) for k in value if k not in allowed)[:5]
            return Said("SCHEMA_LIST_CHECK", (("where", at), ("unknown", unknown)))
        return unknown_fields(path, value, allowed)
    if rule in _BOUNDS:
        described = (Said("SCHEMA_AS_DESCRIBED", (("text", _expected(definition)),))
                     if definition.get("description") else "")
        return Said("SCHEMA_BOUND", (("where", at), ("bound", Said(_BOUNDS[rule], (
            ("n", definition.get(rule)),))), ("expected", described)))
    if rule == "enum":
        return Said("SCHEMA_ENUM", (("where", at), ("allowed", [str(v) for v in definition.get(
            "enum", [])]), ("got", _got(value))))
    if rule == "uniqueItems":
        return Said("SCHEMA_UNIQUE", (("where", at),))
    return Said("SCHEMA_TYPE", (("where", at), ("expected", _expected(definition)),
                                ("got", _got(value))))


def describe(err: Any) -> str:
    """``problem`` in English."""
    return worded(problem(err))
