"""Scenario files: a chosen setup, a list of actions and what must happen.

A scenario is YAML (fields documented in docs/scenarios.md)::

    game: robotrick
    title: A void player trumps and takes the robot's card
    rulings: [RT-011, RT-012]
    seed: 1
    setup: {dealer: Aki, trump_indicator: 6H, program: AI-01, hands: {...}}
    actions: [Robot AS, Ben KS, Chie 2H, Aki 5S]
    expect:
      trick_winners: [Chie]
      rulings_shown: [RT-011, RT-012]

Actions of automatic seats (the robot) are *checked*, not played: the engine plays them itself
and the scenario states what it must have played. A mapping ``{expect: {...}}`` inside the
action list checks expectations at that point. ``run_scenario`` never raises on an unmet
expectation: it returns every failure with what was expected and what happened.

Two forms let an author say less than everything (docs/scenarios.md):

- ``{contains: [...], excludes: [...]}`` stands wherever a list is expected (a fact, a seat's
  hand inside a fact, ``trick_winners``, ``rulings_shown``, ``events``): the list must hold the
  items named, and none of the excluded ones. Why: a hand or a list of legal actions written
  out in full breaks whenever an unrelated card changes, and hides which card the file is about.
- ``refused: [...]`` lists moves that must each be refused at that point (at the end, or at an
  ``{expect: ...}`` step), with the refusal's code and ruling. Why: "R5 is refused here, and so
  is K2" is one position; a file per refusal repeats the whole setup. Each move is tried on a
  fork of the match, so the match goes on exactly as if it had not been tried.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NoReturn

from . import safe_yaml, schema
from .errors import IllegalAction, NotationError, ScenarioError, SetupError, TricklabError, clip
from .events import EventKind
from .failures import (Failure, Holds, Lacks, ListAsMapping, Missing, NotAList,
                       NotPlayedYet, Notes, Phrase, Plays, RunnerWords, ToBeRefused, WasRefused)
from .match import Match
from .rulings import Catalogue
from .checks import nearest
from .worded import Because, InLanguages, Said, Typed


@dataclass
class Scenario:
    game: str
    title: str
    rulings: list[str]
    players: list[str] | None
    seed: int
    setup: dict[str, Any]
    options: dict[str, Any]
    actions: list[Any]
    expect: dict[str, Any]
    description: str = ""
    path: str = "<text>"
    lesson: dict[str, Any] = field(default_factory=dict)   # a guided game (session/lesson.py)
    titles: dict[str, str] = field(default_factory=dict)    # {"en": ..., "ja": ...} as given

    def title_in(self, lang: str) -> str:
        """The title in ``lang`` when the file gives one, else the other language's."""
        return self.titles.get(lang) or self.title


@dataclass(frozen=True)
class Refusal:
    """A move of ``expect: refused`` that was refused at the scenario's final position, and the
    error saying why (the table shows these under the position; the tour finds a ruling here)."""
    action: str
    error: TricklabError


@dataclass
class ScenarioResult:
    scenario: Scenario
    failures: list[Failure] = field(default_factory=list)
    match: Match | None = None
    error: TricklabError | None = None         # the expected IllegalAction/SetupError, if any
    refused_action: str | None = None           # the action ``error`` refused, as written
    refusals: list[Refusal] = field(default_factory=list)   # ``expect: refused`` at the end

    @property
    def passed(self) -> bool:
        """True when every expectation was met."""
        return not self.failures

    def report(self, lang: str = "en", catalogue: Any = None) -> str:
        """PASS/FAIL with the file and title, then one line per unmet expectation; in Japanese
        (``lang="ja"``, 合格/不合格) the runner's words are translated and the file's own
        (fields, codes, moves) stay as written, as a table in Japanese shows them
        (``catalogue``: the game's, which words a refusal; by default the match's)."""
        sc = self.scenario
        title = sc.title_in(lang)
        if lang != "ja":
            head = f"{'PASS' if self.passed else 'FAIL'} {sc.path}" + (f": {title}" if title else "")
            return "\n".join([head, *(f"    - {f}" for f in self.failures)])
        if catalogue is None:
            catalogue = self.match.game.catalogue if self.match is not None else Catalogue.core()
        head = f"{'合格' if self.passed else '不合格'} {sc.path}" + (f"：{title}" if title else "")
        return "\n".join([head, *(f"    ・{f.words(catalogue, 'ja')}" for f in self.failures)])


def read_source(source: "str | Path | bytes") -> tuple[str, str]:
    """(path, text) of a scenario given as a file path or as YAML text.

    A ``Path`` is a file. So is a ``str`` of one line that does not start with ``{``: YAML
    text of one line cannot be a scenario (``actions`` is required), while ``"x.txt"`` or
    ``"my scenario.yaml"`` is clearly meant as a file name; reading it as YAML text would give
    a confusing "not a mapping" instead of "no such file". Anything else is YAML text.
    """
    if isinstance(source, bytes):
        return "<text>", safe_yaml.decode(source)
    if not isinstance(source, (str, Path)):
        raise ScenarioError(f"a scenario is a file path or YAML text, not {type(source).__name__}",
                            code="SCENARIO_SOURCE", path="<text>")
    is_path = isinstance(source, Path) or ("\n" not in source and not source.lstrip().startswith("{")
                                            and len(source) < 4096)
    if not is_path:
        return "<text>", str(source)
    path = str(source)
    try:
        with open(path, "rb") as fh:
            data = fh.read(safe_yaml.MAX_BYTES + 1)     # never read more than the limit
    except OSError as err:
        raise ScenarioError(f"cannot read the file ({err.strerror or type(err).__name__})",
                            code="SCENARIO_IO", path=path) from None
    except ValueError:                                   # e.g. a NUL byte in the path
        raise ScenarioError("cannot read the file (not a valid file name)",
                            code="SCENARIO_IO", path=path) from None
    try:
        return path, safe_yaml.decode(data)
    except ScenarioError as err:
        err.params["path"] = path
        raise


def load_scenario(source: "str | Path | bytes",
                  known_rulings: Callable[[str], set[str]] | None = None) -> Scenario:
    """Load and validate a scenario from a path or YAML text (see ``read_source``).

    Every problem is a ``ScenarioError`` whose message names the field and what was expected
    (the file name is in ``err.params["path"]`` and in ``str(err)``): the YAML is read by the
    strict loader (``safe_yaml``), then checked against ``scenario.schema.json``."""
    path, text = read_source(source)
    try:
        data = safe_yaml.load(text)
        if not isinstance(data, dict):
            raise ScenarioError("a scenario is a YAML mapping with game, setup, actions, expect",
                                code="SCENARIO_SHAPE")
        schema.validate(data)
        seed = data.get("seed", 0)
        if isinstance(seed, float):          # JSON Schema counts 2.0 as an integer; we do not
            _schema_problem("seed", "SCHEMA_TYPE", expected="type_integer", got=clip(str(seed)))
        rulings = list(data.get("rulings") or [])
        expect = data.get("expect") or {}
        _refuse_false(expect, "expect")
        checkpoints = [item.get("expect") or {} for item in data.get("actions") or []
                       if isinstance(item, dict)]
        for i, item in enumerate(data.get("actions") or []):
            if isinstance(item, dict):
                _refuse_false(item.get("expect") or {}, f"actions[{i}].expect")
                _only_at_the_end(item.get("expect") or {}, f"actions[{i}].expect")
        if known_rulings is not None:
            known = known_rulings(str(data["game"]))
            cited = rulings + [r for ex in [expect, *checkpoints] for r in _cited(ex)] + [
                r for st in (data.get("lesson") or {}).get("steps", []) for r in st.get("ideas", [])]
            missing = [r for r in cited if r not in known]
            if missing:
                raise ScenarioError(f"unknown ruling id(s) {', '.join(clip(m, 20) for m in missing[:10])} "
                                    f"for game {data['game']}", code="SCENARIO_RULING", ids=missing)
    except ScenarioError as err:
        err.params["path"] = path
        raise
    raw_title = data.get("title", "")
    titles = {str(k): str(v) for k, v in raw_title.items()} if isinstance(raw_title, dict) else {}
    title = titles.get("en") or next(iter(titles.values()), "") if titles else str(raw_title)
    return Scenario(game=str(data["game"]), title=title, titles=titles, rulings=rulings,
                    players=data.get("players"), seed=int(seed), setup=dict(data.get("setup") or {}),
                    options=dict(data.get("options") or {}), actions=list(data.get("actions") or []),
                    expect=expect, description=str(data.get("description", "")), path=path,
                    lesson=dict(data.get("lesson") or {}))


def _refuse_false(expect: dict[str, Any], where: str) -> None:
    """``illegal: false`` reads as "nothing is refused" but would mean the opposite; the
    schema allows ``true`` only through the boolean type, so ``false`` is refused here."""
    for key in ("illegal", "setup_error"):
        if expect.get(key) is False:
            _schema_problem(f"{where}.{key}", "SCHEMA_FALSE")


def _only_at_the_end(expect: dict[str, Any], where: str) -> None:
    """``illegal`` and ``setup_error`` speak of the file's last action and of its setup: at a
    step inside ``actions`` they were silently never checked, so they are refused there."""
    for key, code in (("illegal", "SCHEMA_ILLEGAL_INSIDE"),
                      ("setup_error", "SCHEMA_SETUP_ERROR_INSIDE")):
        if key in expect:
            _schema_problem(f"{where}.{key}", code)


def _unreadable(sc: Scenario, i: int, text: str, err: NotationError) -> ScenarioError:
    """A scenario's action the game cannot read: a mistake in the file, said with the game's
    words for it in either language (``why``)."""
    return unreadable(sc.path, action_at(i), text, err)


def action_at(i: int) -> InLanguages:
    """"action 3" / 「3番目の行動」: where an unreadable action stands in a file."""
    return InLanguages((("en", f"action {i}"), ("ja", f"{i}番目の行動")))


def unreadable(path: str, where: Any, text: str, err: NotationError) -> ScenarioError:
    """An action of a file (``where``: ``action_at(i)`` or a field's path) that the game
    cannot read: a mistake in the file, said in the game's words for it in either language."""
    return ScenarioError(f"{where} '{clip(text)}': {err.message}", code="SCENARIO_ACTION",
                         path=path, where=where, text=Typed(clip(text)), why=Because(err))


def _schema_problem(field: str, code: str, **params: Any) -> NoReturn:
    """Refuse a shape the schema cannot say, worded as the schema's own problems are (in
    either language, ``params["detail"]``)."""
    detail = Said(code, (("where", schema.where(field)), *params.items()))
    raise ScenarioError(schema.worded(detail), code="SCENARIO_SCHEMA", field=field, detail=detail)


def _cited(expect: dict[str, Any]) -> list[str]:
    """The ruling ids an ``expect`` mapping names: ``rulings_shown`` (a list, or its
    ``contains``/``excludes``) and each ``refused`` move's ``ruling`` and ``rulings_shown``."""
    def ids(want: Any) -> list[str]:
        if isinstance(want, dict):
            return [str(r) for op in LIST_CHECKS for r in want.get(op) or []]
        return [str(r) for r in want or []]
    out = ids(expect.get("rulings_shown"))
    for item in expect.get("refused") or []:
        if isinstance(item, dict):
            out += ([str(item["ruling"])] if item.get("ruling") else []) + ids(item.get("rulings_shown"))
    return out


#: The keys of a list check, ``{contains: [...], excludes: [...]}``: a mapping with either key
#: stands for "a list holding these items (and none of those)" wherever a list is expected.
LIST_CHECKS = ("contains", "excludes")


def is_list_check(want: Any) -> bool:
    """Whether ``want`` is a list check (``{contains: [...]}`` and/or ``{excludes: [...]}``)
    rather than a value to compare. The schema refuses a mapping mixing these keys with
    others, so a fact keyed by a seat named "contains" is the one thing this cannot say."""
    return isinstance(want, dict) and any(k in want for k in LIST_CHECKS)


_ABSENT = object()      # ``_checks``: the mapping has no such key (or is not a mapping)


def _item_matches(got: Any, item: Any) -> bool:
    """An item of a list check matches an element equal to it; an item that is a mapping
    matches an element holding those keys with those values (as ``facts`` compares)."""
    if isinstance(item, dict) and isinstance(got, dict):
        return bool(_only_wanted(got, item) == item)
    return bool(got == item)


def list_check(got: Any, want: dict[str, Any]) -> RunnerWords | None:
    """None when ``got`` meets the list check ``want``, else why not, in a few words.

    ``contains``: every item is in ``got``, each matching an element of its own (an item
    listed twice must be there twice: ``trick_winners: {contains: [Ann, Ann]}`` is "Ann won
    at least two tricks"). ``excludes``: no item is in ``got``. On a mapping (``kings_used``,
    ``items``) the items are its keys: ``kings_used: {excludes: [Ann]}`` is "Ann has not used
    her King"."""
    if got is _ABSENT:
        return Phrase("there is no such entry")
    if isinstance(got, (dict, list, tuple)):
        pool = list(got)            # a mapping's keys
    else:
        kind = "nothing" if got is None else "text" if isinstance(got, str) else type(got).__name__
        return NotAList(kind)
    left, missing = list(pool), []
    for item in want.get("contains") or []:
        j = next((j for j, g in enumerate(left) if _item_matches(g, item)), None)
        if j is None:
            missing.append(item)
        else:
            del left[j]
    present = [item for item in want.get("excludes") or [] if any(_item_matches(g, item) for g in pool)]
    why: list[RunnerWords] = []
    if missing:
        found = [x for x in missing if any(_item_matches(g, x) for g in pool)]
        why.append(Lacks(tuple(missing), tuple(found)))
    if present:
        why.append(Holds(tuple(present)))
    return Notes(tuple(why)) if why else None


def _only_wanted(got: Any, want: Any) -> Any:
    """The part of ``got`` that ``want`` names: mappings are compared key by key at every
    depth (``gems: {Cy: {water: 1}}`` checks one count), anything else whole."""
    if isinstance(want, dict) and isinstance(got, dict):
        return {k: _only_wanted(got.get(k), v) for k, v in want.items()}
    return got


_CHECKED = object()     # ``_plain``'s answer for a list check: left to ``_checks``


def _plain(want: Any) -> Any:
    """``want`` without its list checks (compared whole, as before); ``_CHECKED`` when
    ``want`` is one."""
    if is_list_check(want):
        return _CHECKED
    if isinstance(want, dict):
        kept = {k: _plain(v) for k, v in want.items()}
        return {k: v for k, v in kept.items() if v is not _CHECKED}
    return want


def _checks(got: Any, want: Any, path: str = "") -> list[tuple[str, Any, dict[str, Any]]]:
    """Every list check inside ``want`` as (path such as ``.Ann``, the part of ``got`` at that
    path, the check): a mapping is walked key by key, as ``_only_wanted`` compares it."""
    if is_list_check(want):
        return [(path, got, want)]
    if not isinstance(want, dict):
        return []
    inner = got if isinstance(got, dict) else {}
    return [c for k, v in want.items() for c in _checks(inner.get(k, _ABSENT), v, f"{path}.{k}")]


def _list_as_mapping(got: Any, want: Any, path: str) -> ListAsMapping | None:
    """A hint when ``want`` gives a mapping where the fact has a list (``hands: {Ann: {contain:
    [R5]}}``, a misspelt list check): a mapping is compared key by key with a mapping only."""
    if not isinstance(want, dict):
        return None
    if isinstance(got, (list, tuple)):
        return ListAsMapping(path)
    if isinstance(got, dict):
        return next((n for k, v in want.items() for n in [_list_as_mapping(got.get(k), v, f"{path}.{k}")]
                     if n), None)
    return None


class _Run:
    def __init__(self, sc: Scenario, game: Any) -> None:
        self.sc, self.game = sc, game
        self.result = ScenarioResult(sc)
        self.auto_seen = 0          # automatic plays already matched against scenario actions

    def norm(self, v: Any) -> Any:
        if hasattr(v, "label"):
            return str(v)
        if isinstance(v, dict):
            return {str(k): self.norm(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [self.norm(x) for x in v]
        if isinstance(v, str):
            try:
                return str(self.game.parse_card(v))
            except (NotationError, ValueError, TricklabError):
                return v
        if hasattr(v, "label"):
            return str(v)
        return v

    def fail(self, what: str, expected: Any, got: Any, note: RunnerWords | None = None) -> None:
        self.result.failures.append(Failure(what, expected, got, note or ""))

    def check(self, match: Match, expect: dict[str, Any], where: str, final: bool = False) -> None:
        """Check ``expect`` against ``match`` now; ``final``: the scenario's last position (its
        refused moves are kept in the result for the table and the tour)."""
        events = match.events
        if "trick_winners" in expect:
            got = [e.params.get("winner") for e in events if e.kind == EventKind.TRICK_WON]
            want = expect["trick_winners"]
            if is_list_check(want):
                self.check_list(f"{where}trick_winners", got, want)
            elif got[:len(want)] != list(want):
                self.fail(f"{where}trick_winners", list(want), got)
        if "rulings_shown" in expect:
            shown = {r for e in events for r in e.all_rulings()}
            err = self.result.error
            if err is not None:
                shown |= _error_rulings(err)
            self.check_shown(f"{where}rulings_shown", shown, expect["rulings_shown"])
        if "events" in expect:
            codes = [e.code for e in events]
            if is_list_check(expect["events"]):
                self.check_list(f"{where}events", codes, expect["events"])
            else:
                missing = [c for c in expect["events"] if c not in codes]
                if missing:
                    self.fail(f"{where}events", list(expect["events"]), Missing(tuple(missing)))
        if "facts" in expect:
            self.compare_facts(match.facts(), expect["facts"] or {}, f"{where}facts")
        for seat, wanted in (expect.get("seen_by") or {}).items():
            # facts as ``seat`` may see them (hidden information, e.g. other hands, passes)
            seen = self.game.facts(self.game.view(match.state, seat))
            self.compare_facts(seen, wanted or {}, f"{where}seen_by.{seat}")
        for n, item in enumerate(expect.get("refused") or [], start=1):
            self.check_refused(match, item, f"{where}refused #{n}", final)

    def check_list(self, label: str, got: Any, want: dict[str, Any]) -> None:
        """A list check (``{contains, excludes}``); an unmet one says which items."""
        why = list_check(got, want)
        if why:
            self.fail(label, want, None if got is _ABSENT else got, why)

    def check_shown(self, label: str, shown: set[str], want: Any) -> None:
        """``rulings_shown``: a list (every id is shown) or a list check."""
        if is_list_check(want):
            self.check_list(label, sorted(shown), want)
            return
        missing = [r for r in want if r not in shown]
        if missing:
            self.fail(label, list(want), Missing(tuple(missing), tuple(sorted(shown))))

    def check_refused(self, match: Match, item: Any, label: str, final: bool) -> None:
        """One move of ``refused``: tried on a fork (the match is never changed, even when the
        move is wrongly accepted), it must be refused, with the code, ruling and rulings the
        item names. A failure names the move and says how it was refused instead."""
        want = {"action": item} if isinstance(item, str) else dict(item)
        text = str(want["action"])
        label = f"{label} '{clip(text)}'"
        try:
            match.fork().play(text)
        except TricklabError as err:
            if final:
                self.result.refusals.append(Refusal(text, err))
            why = WasRefused(err)
            for key in ("code", "ruling"):
                if key in want and want[key] != getattr(err, key):
                    self.fail(f"{label} {key}", want[key], getattr(err, key), why)
            if "rulings_shown" in want:
                before = len(self.result.failures)
                self.check_shown(f"{label} rulings_shown", _error_rulings(err), want["rulings_shown"])
                for f in self.result.failures[before:]:
                    f.note = Notes((f.note, why)) if isinstance(f.note, RunnerWords) else why
            return
        named = tuple(str(want[k]) for k in ("code", "ruling") if k in want)
        self.fail(label, ToBeRefused(named), Phrase("accepted"), Phrase("the move is legal here"))

    def compare_facts(self, facts_raw: dict[str, Any], wanted: dict[str, Any], label: str) -> None:
        facts = self.norm(facts_raw)
        unknown = [k for k in wanted if k not in facts]
        if unknown:        # a typo in the file, as an unknown expectation is: not an unmet one
            raise self.mistake("SCENARIO_FACT", f"{label.rpartition(': ')[2]}.{unknown[0]}",
                               str(unknown[0]), sorted(facts), "is not a fact of this game "
                               f"(its facts: {', '.join(sorted(facts))})",
                               known=InLanguages((("en", ", ".join(sorted(facts))),
                                                  ("ja", "、".join(sorted(facts))))))
        for key, want in wanted.items():
            want_n = self.norm(want)
            plain = _plain(want_n)
            if plain is not _CHECKED and not (plain == {} and want_n != {}):
                got = _only_wanted(facts[key], plain)
                if got != plain:
                    self.fail(f"{label}.{key}", plain, got, _list_as_mapping(facts[key], plain, key))
            for path, node, check in _checks(facts[key], want_n):
                self.check_list(f"{label}.{key}{path}", node, check)

    def mistake(self, code: str, field: str, name: str, names: Any, what: str,
                **params: Any) -> ScenarioError:
        """A name in the file that the game does not have (a fact, an error code): an error
        in the file naming the field and the nearest known name, in either language."""
        guess = nearest(name, names)
        return ScenarioError(f"{field}: '{clip(name, 40)}' {what}"
                             + (f" — did you mean {guess}?" if guess else ""), code=code,
                             path=self.sc.path, field=field, name=Typed(clip(name, 40)),
                             guess=Said("SCENARIO_GUESS", (("guess", InLanguages((("en", guess),))),))
                             if guess else "", **params)

    def check_codes(self) -> None:
        """Every error code the file expects (``illegal``, ``setup_error``, ``refused``) is
        one the game can raise: "NOT_YOUR_TRN" was an unmet expectation, run after run."""
        cat = self.game.catalogue
        known = set(cat.messages) | set(cat.refusals)
        wanted: list[tuple[str, Any]] = []
        ex = self.sc.expect
        for key in ("illegal", "setup_error"):
            want = ex.get(key)
            wanted.append((key, want.get("code") if isinstance(want, dict) else want))
        steps = [("", ex)] + [(f"actions[{i}].expect.", item.get("expect") or {})
                              for i, item in enumerate(self.sc.actions) if isinstance(item, dict)]
        for where, expect in steps:
            for n, item in enumerate(expect.get("refused") or []):
                if isinstance(item, dict):
                    wanted.append((f"{where}refused[{n}].code", item.get("code")))
        for field, code in wanted:
            if isinstance(code, str) and code not in known:
                raise self.mistake("SCENARIO_CODE", field, code, sorted(known),
                                   f"is not an error code of {self.game.info.name}")

    def auto_plays(self, match: Match) -> list[Any]:
        return [e for e in match.events if e.kind == EventKind.AUTO]

    def run(self) -> ScenarioResult:
        sc, game = self.sc, self.game
        expect = sc.expect
        self.check_codes()
        try:
            match = Match(game, sc.players, sc.seed, sc.setup, **sc.options)
        except SetupError as err:
            want = expect.get("setup_error")
            if want is None:
                raise located(err, sc) from None
            self.result.error = err
            if want not in (True, err.code):
                self.fail("setup_error", want, err.code)
            self.check_rulings_only(expect)
            return self.result
        if "setup_error" in expect:
            self.fail("setup_error", expect["setup_error"], Phrase("the setup was accepted"))
        self.result.match = match
        want_illegal = expect.get("illegal")
        for i, item in enumerate(sc.actions, start=1):
            if isinstance(item, dict):
                self.check(match, item.get("expect") or {}, f"after action {i - 1}: ")
                continue
            text = str(item)
            try:
                act = game.parse_action(text)
            except NotationError as err:
                raise _unreadable(sc, i, text, err) from None
            if act.seat in game.auto_seats and act.kind == "play":
                plays = self.auto_plays(match)
                if self.auto_seen >= len(plays):
                    self.fail(f"action {i} '{clip(text)}'", Plays(act.seat, act.args[0]),
                              NotPlayedYet(act.seat, tuple(match.to_act())))
                    return self.result
                got = plays[self.auto_seen].params["card"]
                self.auto_seen += 1
                want = self.norm(act.args[0])
                if str(got) != want:
                    self.fail(f"action {i} '{clip(text)}'", want, str(got))
                continue
            try:
                match.play(act)
            except (IllegalAction, NotationError) as err:
                if isinstance(err, NotationError) and want_illegal is None:
                    # a card the game cannot read is a mistake in the file, not a refusal
                    raise _unreadable(sc, i, text, err) from None
                is_last = all(isinstance(x, dict) for x in sc.actions[i:])
                if want_illegal is None or not is_last:
                    self.fail(f"action {i} '{clip(text)}'", Phrase("accepted"), WasRefused(err))
                    return self.result
                self.result.error, self.result.refused_action = err, text
                self.check_illegal(want_illegal, err)
                break
        else:
            if want_illegal is not None:
                self.fail("illegal", want_illegal, Phrase("every action was accepted"))
        self.check(match, {k: v for k, v in expect.items() if k not in ("illegal", "setup_error")}, "",
                   final=True)
        return self.result

    def check_rulings_only(self, expect: dict[str, Any]) -> None:
        """The expectations a refused setup can meet: ``rulings_shown`` (by the error). Moves
        to refuse (``refused``) are unmet: there is no position to try them in."""
        err = self.result.error
        shown = {err.ruling} if err is not None and err.ruling else set()
        if "rulings_shown" in expect:
            self.check_shown("rulings_shown", shown, expect["rulings_shown"])
        if expect.get("refused"):
            self.fail("refused", Phrase("moves refused at the final position"), Phrase("no position"),
                      Phrase("the setup itself was refused"))

    def check_illegal(self, want: Any, err: TricklabError) -> None:
        if isinstance(want, str):
            want = {"code": want}
        if want is True:
            return
        for key in ("code", "ruling"):
            if key in want and want[key] != getattr(err, key):
                self.fail(f"illegal.{key}", want[key], getattr(err, key))


def _fields_of(value: Any, wanted: set[str], at: str) -> list[str]:
    """The paths (``setup.hands.Ann[0]``) of the keys and texts in ``value`` that are one of
    ``wanted`` (compared without case), in the file's order."""
    if isinstance(value, dict):
        return [f for k, v in value.items()
                for f in ([f"{at}.{k}"] if str(k).lower() in wanted else
                          _fields_of(v, wanted, f"{at}.{k}"))]
    if isinstance(value, list):
        return [f for i, v in enumerate(value) for f in _fields_of(v, wanted, f"{at}[{i}]")]
    return [at] if value is not None and str(value).strip().lower() in wanted else []


def located(err: TricklabError, sc: Scenario) -> TricklabError:
    """A set-up the game refused, said with the file and the field it came from: "Ann's hand:
    'ZZ' is not a card" named neither the file (``tricklab.load``) nor ``setup.hands.Ann[0]``.
    The field is the one the game names, else the entry holding the text, seat or card the
    error names; ``str(err)`` starts with the file, ``err.message`` with the field."""
    field = str(err.params.get("field") or "")
    if not field.startswith(("setup", "options")):
        wanted = {str(getattr(v, "text", v)).strip().lower() for k, v in err.params.items()
                  if k in ("text", "seat", "card", "name", "program") and v is not None}
        found = (_fields_of(sc.setup, wanted, "setup") + _fields_of(sc.options, wanted, "options")
                 if wanted else [])
        # a card placed twice: where it is placed the second time
        field = (found[-1] if err.code == "SETUP_DUPLICATE" else found[0]) if found else ""
    if field:
        err.params["field"] = field
        if not err.message.startswith(field):
            err.message = f"{field}: {err.message}"
    err.params["path"] = sc.path
    err.args = (f"{sc.path}: {err.message}" if sc.path != "<text>" else err.message,)
    return err


def _error_rulings(err: TricklabError) -> set[str]:
    """The rulings a refusal shows: its own and those of the steps explaining it."""
    return ({err.ruling} if err.ruling else set()) | {
        r for s in err.params.get("steps", ()) for r in s.rulings}


def run_scenario(sc: Scenario, game: Any) -> ScenarioResult:
    """Run a loaded scenario against ``game``; unmet expectations are returned, not raised."""
    return _Run(sc, game).run()
