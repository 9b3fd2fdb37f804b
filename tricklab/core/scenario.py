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
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from . import safe_yaml, schema
from .errors import IllegalAction, NotationError, ScenarioError, SetupError, TricklabError, clip
from .events import EventKind
from .match import Match


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


@dataclass
class Failure:
    expectation: str
    expected: Any
    got: Any

    def __str__(self) -> str:
        return f"{self.expectation}: expected {self.expected!r}, got {self.got!r}"


@dataclass
class ScenarioResult:
    scenario: Scenario
    failures: list[Failure] = field(default_factory=list)
    match: Match | None = None
    error: TricklabError | None = None         # the expected IllegalAction/SetupError, if any

    @property
    def passed(self) -> bool:
        """True when every expectation was met."""
        return not self.failures

    def report(self) -> str:
        """PASS/FAIL with the file and title, then one line per unmet expectation."""
        head = f"{'PASS' if self.passed else 'FAIL'} {self.scenario.path}: {self.scenario.title}"
        return "\n".join([head, *(f"    - {f}" for f in self.failures)])


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
            raise ScenarioError(f"seed: must be a whole number, got {clip(str(seed))}",
                                code="SCENARIO_SCHEMA", field="seed")
        rulings = list(data.get("rulings") or [])
        expect = data.get("expect") or {}
        _refuse_false(expect, "expect")
        for i, item in enumerate(data.get("actions") or []):
            if isinstance(item, dict):
                _refuse_false(item.get("expect") or {}, f"actions[{i}].expect")
        if known_rulings is not None:
            known = known_rulings(str(data["game"]))
            cited = rulings + list(expect.get("rulings_shown") or []) + [
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
            raise ScenarioError(f"{where}.{key}: must be an error code or true, got false "
                                f"(leave it out when nothing is refused)", code="SCENARIO_SCHEMA",
                                field=f"{where}.{key}")


def _only_wanted(got: Any, want: Any) -> Any:
    """The part of ``got`` that ``want`` names: mappings are compared key by key at every
    depth (``gems: {Cy: {water: 1}}`` checks one count), anything else whole."""
    if isinstance(want, dict) and isinstance(got, dict):
        return {k: _only_wanted(got.get(k), v) for k, v in want.items()}
    return got


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

    def fail(self, what: str, expected: Any, got: Any) -> None:
        self.result.failures.append(Failure(what, expected, got))

    def check(self, match: Match, expect: dict[str, Any], where: str) -> None:
        events = match.events
        if "trick_winners" in expect:
            got = [e.params.get("winner") for e in events if e.kind == EventKind.TRICK_WON]
            want = list(expect["trick_winners"])
            if got[:len(want)] != want:
                self.fail(f"{where}trick_winners", want, got)
        if "rulings_shown" in expect:
            shown = {r for e in events for r in e.all_rulings()}
            err = self.result.error
            if err is not None:
                shown |= {err.ruling} if err.ruling else set()
                shown |= {r for s in err.params.get("steps", ()) for r in s.rulings}
            missing = [r for r in expect["rulings_shown"] if r not in shown]
            if missing:
                self.fail(f"{where}rulings_shown", list(expect["rulings_shown"]),
                          f"missing {missing}; shown {sorted(shown)}")
        if "events" in expect:
            codes = [e.code for e in events]
            missing = [c for c in expect["events"] if c not in codes]
            if missing:
                self.fail(f"{where}events", list(expect["events"]), f"missing {missing}")
        if "facts" in expect:
            self.compare_facts(match.facts(), expect["facts"] or {}, f"{where}facts")
        for seat, wanted in (expect.get("seen_by") or {}).items():
            # facts as ``seat`` may see them (hidden information, e.g. other hands, passes)
            seen = self.game.facts(self.game.view(match.state, seat))
            self.compare_facts(seen, wanted or {}, f"{where}seen_by.{seat}")

    def compare_facts(self, facts_raw: dict[str, Any], wanted: dict[str, Any], label: str) -> None:
        facts = self.norm(facts_raw)
        for key, want in wanted.items():
            if key not in facts:
                self.fail(f"{label}.{key}", want, f"no such fact (known: {', '.join(sorted(facts))})")
                continue
            got, want_n = _only_wanted(facts[key], self.norm(want)), self.norm(want)
            if got != want_n:
                self.fail(f"{label}.{key}", want_n, got)

    def auto_plays(self, match: Match) -> list[Any]:
        return [e for e in match.events if e.kind == EventKind.AUTO]

    def run(self) -> ScenarioResult:
        sc, game = self.sc, self.game
        expect = sc.expect
        try:
            match = Match(game, sc.players, sc.seed, sc.setup, **sc.options)
        except SetupError as err:
            want = expect.get("setup_error")
            if want is None:
                raise
            self.result.error = err
            if want not in (True, err.code):
                self.fail("setup_error", want, err.code)
            self.check_rulings_only(expect)
            return self.result
        if "setup_error" in expect:
            self.fail("setup_error", expect["setup_error"], "the setup was accepted")
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
                raise ScenarioError(f"action {i} '{clip(text)}': {err.message}",
                                    code="SCENARIO_ACTION", path=sc.path) from None
            if act.seat in game.auto_seats and act.kind == "play":
                plays = self.auto_plays(match)
                if self.auto_seen >= len(plays):
                    self.fail(f"action {i} '{clip(text)}'", f"{act.seat} plays {act.args[0]}",
                              f"{act.seat} has not played yet (waiting for {match.to_act()})")
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
                    raise ScenarioError(f"action {i} '{clip(text)}': {err.message}",
                                        code="SCENARIO_ACTION", path=sc.path) from None
                is_last = all(isinstance(x, dict) for x in sc.actions[i:])
                if want_illegal is None or not is_last:
                    self.fail(f"action {i} '{clip(text)}'", "accepted", f"refused: {err.message}")
                    return self.result
                self.result.error = err
                self.check_illegal(want_illegal, err)
                break
        else:
            if want_illegal is not None:
                self.fail("illegal", want_illegal, "every action was accepted")
        self.check(match, {k: v for k, v in expect.items() if k not in ("illegal", "setup_error")}, "")
        return self.result

    def check_rulings_only(self, expect: dict[str, Any]) -> None:
        err = self.result.error
        shown = {err.ruling} if err is not None and err.ruling else set()
        missing = [r for r in expect.get("rulings_shown", []) if r not in shown]
        if missing:
            self.fail("rulings_shown", expect["rulings_shown"], f"missing {missing}")

    def check_illegal(self, want: Any, err: TricklabError) -> None:
        if isinstance(want, str):
            want = {"code": want}
        if want is True:
            return
        for key in ("code", "ruling"):
            if key in want and want[key] != getattr(err, key):
                self.fail(f"illegal.{key}", want[key], getattr(err, key))


def run_scenario(sc: Scenario, game: Any) -> ScenarioResult:
    """Run a loaded scenario against ``game``; unmet expectations are returned, not raised."""
    return _Run(sc, game).run()
