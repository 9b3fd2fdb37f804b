"""Loading YAML that a stranger wrote: scenario files are read from disk, from a teacher's
e-mail, from the browser. ``yaml.safe_load`` alone is not enough for that:

* aliases let 525 bytes expand into gigabytes (the "billion laughs" bomb), and scenario files
  have no need of them, so an anchor or alias is refused *while composing*, before anything is
  expanded;
* deep nesting (``[[[[...]]]]``) overflows Python's stack, so nesting is limited;
* a repeated key silently keeps the last value, hiding a typo, so it is refused;
* numbers with thousands of digits make ``int()`` raise, so they are refused as text;
* timestamps, sets, binary and other YAML-only types are not JSON values the scenario schema
  could describe, so only null, booleans, numbers, strings, lists and mappings are built
  (a date-like ``2024-01-01`` stays text);
* bytes that are not UTF-8 are reported as such instead of a ``UnicodeDecodeError``.

Only PyYAML's pure-Python loader classes are used (never the C extension), so the same code
runs in Pyodide. Every problem becomes one ``ScenarioError`` with a short reason.
"""
from __future__ import annotations

from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.resolver import Resolver
from yaml.scanner import Scanner

from .errors import ScenarioError, clip
from .worded import Said

MAX_BYTES = 256 * 1024       # the largest packaged scenario is a few kB
MAX_DEPTH = 32               # scenario files nest four or five levels
MAX_NUMBER_DIGITS = 40       # seeds and counts are short; int() refuses > 4300 digits


class _Refused(Exception):
    """Raised inside the loader; turned into a ScenarioError (with the line) by ``load``.
    ``code`` and ``params`` name a message of the core catalogue (``YAML_*``), so the reason
    reads in the teacher's language."""

    def __init__(self, code: str, node: "Node | None" = None, line: int | None = None,
                 **params: Any) -> None:
        super().__init__(code)
        self.code, self.node, self.params = code, node, params
        self.line = line if line is not None else (node.start_mark.line + 1 if node else None)


class _Composer(Composer):
    """Refuses anchors and aliases before any expansion and counts the nesting depth."""

    _depth = 0
    check_event: Any            # provided by the Parser the loader mixes in
    peek_event: Any

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(AliasEvent):
            event = self.peek_event()
            raise _Refused("YAML_ALIAS", line=event.start_mark.line + 1,
                           name=clip(event.anchor, 20))
        event = self.peek_event()
        if getattr(event, "anchor", None) is not None:
            raise _Refused("YAML_ANCHOR", line=event.start_mark.line + 1,
                           name=clip(event.anchor, 20))
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused("YAML_DEPTH", line=event.start_mark.line + 1, n=MAX_DEPTH)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


class _Constructor(SafeConstructor):
    """JSON-compatible values only; repeated keys and over-long numbers refused."""

    def construct_mapping(self, node: Any, deep: bool = False) -> dict[Any, Any]:
        if isinstance(node, MappingNode):
            self.flatten_mapping(node)          # merge keys (<<) need aliases: already refused
            seen: set[Any] = set()
            for key_node, _ in node.value:
                if not isinstance(key_node, ScalarNode):
                    raise _Refused("YAML_KEY_KIND", key_node)
                key = self.construct_object(key_node)
                if key in seen:
                    raise _Refused("YAML_KEY_TWICE", key_node, key=clip(str(key), 40))
                seen.add(key)
        return super().construct_mapping(node, deep=deep)

    def construct_yaml_int(self, node: Any) -> int:
        if len(str(node.value)) > MAX_NUMBER_DIGITS:
            raise _Refused("YAML_LONG_NUMBER", node, n=len(node.value))
        return int(super().construct_yaml_int(node))

    def construct_yaml_float(self, node: Any) -> float:
        if len(str(node.value)) > MAX_NUMBER_DIGITS:
            raise _Refused("YAML_LONG_NUMBER", node, n=len(node.value))
        return float(super().construct_yaml_float(node))

    def refuse_tag(self, node: Any) -> Any:
        raise _Refused("YAML_TAG", node, tag=clip(node.tag, 40))


_Constructor.yaml_constructors = {
    **{tag: fn for tag, fn in SafeConstructor.yaml_constructors.items()
       if tag in ("tag:yaml.org,2002:null", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:str",
                  "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map")},
    "tag:yaml.org,2002:int": _Constructor.construct_yaml_int,
    "tag:yaml.org,2002:float": _Constructor.construct_yaml_float,
    "tag:yaml.org,2002:timestamp": SafeConstructor.construct_yaml_str,   # dates stay text
    None: _Constructor.refuse_tag,           # binary, set, omap, pairs and any custom tag
}


class StrictLoader(Reader, Scanner, Parser, _Composer, _Constructor, Resolver):
    """PyYAML's pure-Python SafeLoader with the refusals above."""

    def __init__(self, stream: str) -> None:
        Reader.__init__(self, stream)
        Scanner.__init__(self)
        Parser.__init__(self)
        _Composer.__init__(self)
        _Constructor.__init__(self)
        Resolver.__init__(self)


def decode(data: bytes) -> str:
    """UTF-8 text of a file's bytes (a BOM is dropped), or a ScenarioError."""
    if len(data) > MAX_BYTES:
        raise ScenarioError(f"the file is {len(data):,} bytes; a scenario may have at most "
                            f"{MAX_BYTES:,}", code="SCENARIO_TOO_LARGE", size=len(data), limit=MAX_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise ScenarioError(f"not UTF-8 text (byte {err.start}); save the file as UTF-8",
                            code="SCENARIO_NOT_TEXT", at=err.start) from None
    if "\x00" in text:
        raise ScenarioError("not UTF-8 text (it contains NUL bytes); save the file as UTF-8",
                            code="SCENARIO_NOT_TEXT", at=text.index("\x00"))
    return text


def load(text: str) -> Any:
    """Parse one YAML document with the refusals above; every problem is a ScenarioError."""
    if len(text) > MAX_BYTES:
        raise ScenarioError(f"the text is {len(text):,} characters; a scenario may have at most "
                            f"{MAX_BYTES:,}", code="SCENARIO_TOO_LARGE", size=len(text), limit=MAX_BYTES)
    loader = None
    try:
        loader = StrictLoader(text)          # the reader already refuses control characters
        return loader.get_single_data()
    except _Refused as err:
        reason = Said(err.code, tuple(err.params.items()))
        detail = Said("YAML_LINE", (("line", err.line), ("reason", reason))) if err.line \
            else reason
        raise _not_yaml(detail, reason) from None
    except yaml.YAMLError as err:
        raise _not_yaml(*_parser_problem(err)) from None
    except (RecursionError, MemoryError, ValueError, OverflowError) as err:
        # belt and braces: the limits above should make these unreachable
        detail = Said("YAML_PARSER_NOWHERE", (("problem", type(err).__name__),
                                              ("reason", Said("YAML_WHY_OTHER", (("problem", type(err).__name__),)))))
        raise _not_yaml(detail, type(err).__name__) from None
    finally:
        if loader is not None:
            loader.dispose()


# The parser's problems a scenario's author makes most, in words of the core catalogue
# (``YAML_WHY_*``): the parser's own sentences are English and name its grammar ("expected
# ',' or ']', but got ':'"). Matched on the parser's context first (what was open), then on
# its problem; anything else is said in general words, the parser's English kept in ``str``.
_CONTEXTS = (("flow sequence", "YAML_WHY_BRACKET"), ("flow mapping", "YAML_WHY_BRACE"),
             ("quoted scalar", "YAML_WHY_QUOTE"))
_PROBLEMS = (("'\\t'", "YAML_WHY_TAB"), ("mapping values are not allowed", "YAML_WHY_COLON"),
             ("could not find expected ':'", "YAML_WHY_NO_COLON"),
             ("expected <block end>", "YAML_WHY_INDENT"),
             ("did not find expected '-'", "YAML_WHY_INDENT"),
             ("did not find expected key", "YAML_WHY_INDENT"))


def _parser_problem(err: yaml.YAMLError) -> tuple[Said, str]:
    """(detail, the parser's problem in its English) of a PyYAML error. The place is where
    the problem *starts* when the parser says so (``context_mark``: the unclosed ``[`` on line
    3), with where it stopped reading (``problem_mark``: line 4) said after it."""
    mark = getattr(err, "problem_mark", None)
    start = getattr(err, "context_mark", None) or mark
    problem = clip(getattr(err, "problem", None) or str(err).splitlines()[0], 120)
    context = str(getattr(err, "context", None) or "")
    why = next((code for key, code in _CONTEXTS if key in context), None) or next(
        (code for key, code in _PROBLEMS if key in problem), "YAML_WHY_OTHER")
    # the general words' English: what was open when the parser has it, else its problem
    reason = Said(why, (("problem", clip(context, 120) if context and mark is not start else problem),))
    if start is None:
        return Said("YAML_PARSER_NOWHERE", (("problem", problem), ("reason", reason))), problem
    at = (("line", start.line + 1), ("column", start.column + 1), ("reason", reason))
    if mark is not None and (mark.line, mark.column) != (start.line, start.column):
        stopped = Said("YAML_STOPPED", (("line", mark.line + 1), ("column", mark.column + 1),
                                        ("problem", problem)))
        return Said("YAML_PARSER", (*at, ("stopped", stopped))), problem
    # one place: the English keeps the parser's words after ours (unless they are the same)
    code = "YAML_PARSER_HERE" if why == "YAML_WHY_OTHER" else "YAML_PARSER_HERE_SAID"
    return Said(code, (*at, ("problem", problem))), problem


def _not_yaml(detail: Said, reason: Any) -> ScenarioError:
    """The loader's refusal, in English for ``str(err)``; ``params["detail"]`` words it in
    either language (``reason`` keeps what the parser or the refusal said, for code)."""
    from .rulings import Catalogue         # imported here: the catalogue loads YAML itself
    return ScenarioError(detail.words(Catalogue.core(), "en"), code="SCENARIO_YAML",
                         reason=str(reason) if not isinstance(reason, Said) else
                         reason.words(Catalogue.core(), "en"), detail=detail)
