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

import yaml

from .errors import IllegalAction, NotationError, ScenarioError, SetupError, TricklabError
from .events import EventKind
from .match import Match

TOP_FIELDS = {"game", "title", "description", "rulings", "players", "seed", "setup", "options",
              "actions", "expect", "lang"}
EXPECT_FIELDS = {"trick_winners", "rulings_shown", "illegal", "facts", "events", "setup_error",
                 "seen_by"}


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
        return not self.failures

    def report(self) -> str:
        head = f"{'PASS' if self.passed else 'FAIL'} {self.scenario.path}: {self.scenario.title}"
        return "\n".join([head, *(f"    - {f}" for f in self.failures)])


def load_scenario(source: "str | Path", known_rulings: Callable[[str], set[str]] | None = None) -> Scenario:
    """Load and validate a scenario from a path or YAML text."""
    path = "<text>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.endswith((".yaml", ".yml"))):
        path = str(source)
        try:
            text = Path(source).read_text(encoding="utf-8")
        except OSError as err:
            raise ScenarioError(f"{path}: cannot read the file ({err.strerror})",
                                code="SCENARIO_IO", path=path) from None
    else:
        text = str(source)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as err:
        raise ScenarioError(f"{path}: not valid YAML: {err}", code="SCENARIO_YAML", path=path) from None
    if not isinstance(data, dict):
        raise ScenarioError(f"{path}: a scenario is a YAML mapping with game, setup, actions, expect",
                            code="SCENARIO_SHAPE", path=path)
    unknown = set(data) - TOP_FIELDS
    if unknown:
        raise ScenarioError(f"{path}: unknown field(s) {', '.join(sorted(unknown))}; "
                            f"allowed: {', '.join(sorted(TOP_FIELDS))}", code="SCENARIO_FIELD", path=path)
    for req in ("game", "actions"):
        if req not in data:
            raise ScenarioError(f"{path}: missing required field '{req}'", code="SCENARIO_FIELD", path=path)
    expect = data.get("expect") or {}
    if not isinstance(expect, dict):
        raise ScenarioError(f"{path}: expect must be a mapping", code="SCENARIO_SHAPE", path=path)
    bad = set(expect) - EXPECT_FIELDS
    if bad:
        raise ScenarioError(f"{path}: unknown expectation(s) {', '.join(sorted(bad))}; "
                            f"allowed: {', '.join(sorted(EXPECT_FIELDS))}", code="SCENARIO_FIELD", path=path)
    for item in data.get("actions") or []:
        if isinstance(item, dict):
            bad = set(item.get("expect", {}) or {}) - EXPECT_FIELDS
            if set(item) != {"expect"} or bad:
                raise ScenarioError(f"{path}: an action is a string like 'Ben 3S' or a mapping "
                                    f"{{expect: ...}}, not {item!r}", code="SCENARIO_SHAPE", path=path)
    rulings = list(data.get("rulings") or [])
    if known_rulings is not None:
        known = known_rulings(str(data["game"]))
        cited = rulings + list(expect.get("rulings_shown") or [])
        missing = [r for r in cited if r not in known]
        if missing:
            raise ScenarioError(f"{path}: unknown ruling id(s) {', '.join(missing)} for game "
                                f"{data['game']}", code="SCENARIO_RULING", path=path, ids=missing)
    try:
        seed = int(data.get("seed", 0))
    except (TypeError, ValueError):
        raise ScenarioError(f"{path}: seed must be an integer", code="SCENARIO_SHAPE", path=path) from None
    return Scenario(game=str(data["game"]), title=str(data.get("title", "")), rulings=rulings,
                    players=data.get("players"), seed=seed, setup=dict(data.get("setup") or {}),
                    options=dict(data.get("options") or {}), actions=list(data.get("actions") or []),
                    expect=expect, description=str(data.get("description", "")), path=path)


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
            got, want_n = facts[key], self.norm(want)
            if isinstance(want_n, dict) and isinstance(got, dict):
                got = {k: got.get(k) for k in want_n}
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
                raise ScenarioError(f"{sc.path}: action {i} '{text}': {err.message}",
                                    code="SCENARIO_ACTION", path=sc.path) from None
            if act.seat in game.auto_seats and act.kind == "play":
                plays = self.auto_plays(match)
                if self.auto_seen >= len(plays):
                    self.fail(f"action {i} '{text}'", f"{act.seat} plays {act.args[0]}",
                              f"{act.seat} has not played yet (waiting for {match.to_act()})")
                    return self.result
                got = plays[self.auto_seen].params["card"]
                self.auto_seen += 1
                want = self.norm(act.args[0])
                if str(got) != want:
                    self.fail(f"action {i} '{text}'", want, str(got))
                continue
            try:
                match.play(act)
            except (IllegalAction, NotationError) as err:
                is_last = all(isinstance(x, dict) for x in sc.actions[i:])
                if want_illegal is None or not is_last:
                    self.fail(f"action {i} '{text}'", "accepted", f"refused: {err.message}")
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
