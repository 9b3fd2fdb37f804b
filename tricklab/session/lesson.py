"""A guided first game, headless: a lesson file's scripted deal and moves, a coach line before
each of the learner's moves, the engine's reason when a move is refused, what just happened
and why, progress through the lesson's ideas (its rulings) and a summary at the end.

A lesson is a scenario file with a ``lesson`` section (same setup and action notation, same
schema; ``docs/lessons.md``)::

    rulings: [RT-010, RT-011, RT-012]        # the ideas the lesson meets, in order
    actions: [Robot AS, Ben KS, Chie 2H, Aki 5S, ...]
    lesson:
      learner: Aki
      intro: {en: ..., ja: ...}
      steps:                                 # one per action of the learner, in order
        - move: Aki 5S
          coach: {en: "You hold spades: you must follow ...", ja: "..."}
          ideas: [RT-010]
          wrong: Aki AH                      # a tempting wrong move the engine refuses
      summary: {en: ..., ja: ...}

Every other seat plays the script's moves (the robot plays itself, as in a scenario). The
lesson's position is derived from the match (the longest prefix of the script it holds), so
undo, a what-if line or a reload never confuse it::

    lesson = Lesson.load("tricklab/games/robotrick/lessons/first_game.yaml")
    lesson.coach("en")                  # what to do now
    fb = lesson.move("Aki AH")          # refused: fb.error says why, nothing changed
    fb = lesson.move("Aki 5S")          # played; the bots answered; fb.events are what happened
    lesson.progress()                   # (met, total)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Literal, Sequence

from tricklab.cli_words import w
from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction, NotationError, ScenarioError, TricklabError, clip
from tricklab.core.events import Event
from tricklab.core.game import Game
from tricklab.core.match import Match
from tricklab.core.punctuation import unfold
from tricklab.core.rulings import Explanation
from tricklab.core.scenario import Scenario, action_at, load_scenario, run_scenario, unreadable

from .session import Session, _game

LESSONS = "lessons"


@dataclass(frozen=True)
class CoachStep:
    """One learner move of the lesson and the words around it."""

    index: int                    # 0-based among the learner's moves
    move: Action
    coach: dict[str, str]
    ideas: tuple[str, ...] = ()
    wrong: str | None = None
    after: dict[str, str] = field(default_factory=dict)


Outcome = Literal["played", "refused", "not_this_one", "off_script", "over"]


@dataclass
class Feedback:
    """What happened to a move the learner tried. ``played``: it was the lesson's move and
    ``events`` are its events and the bots' answers; ``refused``: the engine refused it and
    ``error`` says why; ``not_this_one``: legal, but the lesson's deal is arranged for another
    move (nothing changed); ``off_script``: the match left the lesson's line."""

    outcome: Outcome
    step: CoachStep | None = None
    error: TricklabError | None = None
    events: list[Event] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.outcome == "played"


def _text(d: Any) -> dict[str, str]:
    """A lesson's text by language, its Japanese lines joined without YAML's spaces."""
    return {str(k): unfold(str(v), str(k)) for k, v in (d or {}).items()}


class Lesson:
    """A lesson played on a ``Session`` (made here unless given: the table passes its own)."""

    def __init__(self, scenario: Scenario, game: "Game | str | None" = None,
                 session: Session | None = None) -> None:
        if not scenario.lesson:
            raise ScenarioError(f"{scenario.path}: no lesson section", code="LESSON_SHAPE",
                                path=scenario.path)
        self.scenario = scenario
        self.game = _game(game or scenario.game)
        info = scenario.lesson
        self.learner = str(info["learner"])
        self.title = _text(info.get("title")) or {"en": scenario.title, "ja": scenario.title}
        self.intro = _text(info.get("intro"))
        self.summary_text = _text(info.get("summary"))
        self.ideas: list[str] = list(scenario.rulings)
        self.script = self._script()
        mine = [i for i, a in enumerate(self.script) if a.seat == self.learner]
        raw = list(info.get("steps") or [])
        if len(raw) != len(mine):
            raise ScenarioError(f"{scenario.path}: lesson.steps has {len(raw)} step(s) but the "
                                f"learner {self.learner} has {len(mine)} action(s)",
                                code="LESSON_SHAPE", path=scenario.path)
        self.steps: list[CoachStep] = []
        self._step_at: dict[int, CoachStep] = {}
        for n, (i, st) in enumerate(zip(mine, raw)):
            move = self._parse(str(st["move"]), f"lesson.steps[{n}].move")
            if str(move) != str(self.script[i]):
                raise ScenarioError(f"{scenario.path}: lesson.steps[{n}].move is '{clip(str(move))}' "
                                    f"but the learner's action {n + 1} is '{clip(str(self.script[i]))}'",
                                    code="LESSON_SHAPE", path=scenario.path)
            step = CoachStep(n, move, _text(st["coach"]), tuple(st.get("ideas") or ()),
                             st.get("wrong"), _text(st.get("after")))
            self.steps.append(step)
            self._step_at[i] = step
        self.refused: list[TricklabError] = []      # the learner's refused tries (rulings met)
        self.last: Feedback | None = None
        self.session = session or Session(self.game, players=scenario.players, seed=scenario.seed,
                                          setup=scenario.setup, learner=self.learner,
                                          auto_bots=False, **scenario.options)
        if session is not None:
            session.auto_bots = False            # the script plays the other seats
            session._learner = self.learner
            session.adopt(Match(self.game, scenario.players, scenario.seed, dict(scenario.setup),
                                **scenario.options))
        self.session.learner = self.learner
        self.session.auto_bots = False
        self.line = self.session.branch              # the branch the lesson is played on
        self.advance()

    # -- loading -----------------------------------------------------------------------------
    @classmethod
    def load(cls, source: "str | Path | bytes", session: Session | None = None) -> "Lesson":
        from tricklab import scenarios
        return cls(load_scenario(source, scenarios.known_rulings), session=session)

    def _parse(self, text: str, where: Any) -> Action:
        try:
            return self.game.parse_action(text)  # type: ignore[no-any-return]
        except NotationError as err:
            raise unreadable(self.scenario.path, where, text, err) from None

    def _script(self) -> list[Action]:
        """The actions a person or bot takes (the automatic seats' plays are the engine's)."""
        out = []
        for i, item in enumerate(self.scenario.actions, start=1):
            if isinstance(item, dict):
                continue
            act = self._parse(str(item), action_at(i))
            if act.seat in self.game.auto_seats and act.kind == "play":
                continue
            out.append(act)
        return out

    # -- where the lesson stands ---------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    def position(self) -> int:
        """How many script actions the shown match has played (its prefix that is the script)."""
        n = 0
        for a, b in zip(self.match.actions, self.script):
            if str(a) != str(b):
                break
            n += 1
        return n

    @property
    def off_script(self) -> bool:
        """The match shown is not the lesson's line (a what-if line, or moves off the script)."""
        return len(self.match.actions) > self.position()

    @property
    def done(self) -> bool:
        return not self.off_script and self.position() >= len(self.script)

    @property
    def step(self) -> CoachStep | None:
        """The learner's move the lesson waits for now (None when done or off the script)."""
        if self.off_script:
            return None
        return self._step_at.get(self.position())

    def advance(self) -> list[Event]:
        """Play the script's other moves up to the learner's next move; their events."""
        events: list[Event] = []
        while not self.off_script and not self.match.is_over():
            pos = self.position()
            if pos >= len(self.script) or self.script[pos].seat == self.learner:
                break
            events += self.match.play(self.script[pos])
        return events

    # -- the learner acts ---------------------------------------------------------------------
    def move(self, action: "str | Action") -> Feedback:
        """The learner tries ``action``. Only the lesson's move is played; a refused one is
        kept (its rulings count as met: the learner met that rule) and changes nothing."""
        step = self.step
        if step is None:
            fb = Feedback("over" if self.done else "off_script")
            self.last = fb
            return fb
        try:
            act = self.game.parse_action(action)
        except NotationError as err:
            fb = Feedback("refused", step, err)
            self.last = fb
            return fb
        if str(act) != str(step.move):
            refusal = self.match.fork().try_play(act)      # a copy: the shown match never moves
            if refusal is not None:
                self.refused.append(refusal)
                fb = Feedback("refused", step, refusal)
            else:
                fb = Feedback("not_this_one", step)
            self.last = fb
            return fb
        events = list(self.match.play(act))
        events += self.advance()
        fb = Feedback("played", step, None, events)
        self.last = fb
        return fb

    def play_script(self) -> Feedback:
        """The lesson's move (the coach's "show me")."""
        step = self.step
        return self.move(step.move) if step is not None else Feedback("over" if self.done else "off_script")

    # -- what the learner reads ----------------------------------------------------------------
    def coach(self, lang: str = "en") -> str:
        step = self.step
        return step.coach.get(lang, step.coach.get("en", "")) if step is not None else ""

    def explain(self, events: Sequence[Event], lang: str = "en") -> list[Explanation]:
        """The events as the learner may see them, in words."""
        cat = self.game.catalogue
        out = []
        for e in events:
            seen = e.seen_by(self.learner)
            if seen is not None:
                out.append(cat.explain(seen, lang))
        return out

    def shown_rulings(self) -> set[str]:
        """Rulings the learner has met: cited by an event of the lesson's line so far, or by
        the reason of a move of theirs the engine refused."""
        shown = {r for e in self.match.events if e.visible(self.learner) for r in e.all_rulings()}
        for err in self.refused:
            if err.ruling:
                shown.add(err.ruling)
            shown |= {r for s in err.params.get("steps", ()) for r in getattr(s, "rulings", ())}
        return shown

    def met(self) -> list[str]:
        shown = self.shown_rulings()
        return [r for r in self.ideas if r in shown]

    def progress(self) -> tuple[int, int]:
        return len(self.met()), len(self.ideas)

    def progress_text(self, lang: str = "en") -> str:
        m, n = self.progress()
        if lang == "en":
            return f"{m} of {n} ideas met"
        # a count, not a sentence: 「10個のうち0個のルールに出会いました」 said the learner had
        # met none as if it were news; every idea met is said in words
        return f"すべてのルールに出会いました（{n}／{n}）" if m == n else f"出会ったルール：{m}／{n}"

    def summary(self, lang: str = "en") -> list[tuple[str, str, bool]]:
        """(ruling id, its title, met?) for every idea of the lesson."""
        shown = self.shown_rulings()
        cat = self.game.catalogue
        return [(r, cat.rulings[r].title[lang] if r in cat.rulings else r, r in shown)
                for r in self.ideas]


# -- finding and checking lessons ---------------------------------------------------------------
def packaged(game: str | None = None) -> list[Path]:
    """Lesson files shipped with the package (all games, or one), in each game's order."""
    from tricklab.games import GAMES
    out: list[Path] = []
    for name in ([game] if game else list(GAMES)):
        folder = resources.files(f"tricklab.games.{name}").joinpath(LESSONS)
        if folder.is_dir():
            out += sorted(Path(str(p)) for p in folder.iterdir() if p.name.endswith((".yaml", ".yml")))
    return out


def first_lesson(game: str) -> Path | None:
    """The lesson a first-time visitor of ``game``'s dashboard is offered."""
    found = packaged(game)
    if not found:
        return None
    from tricklab import scenarios

    def order(p: Path) -> tuple[int, str]:
        try:
            return int(load_scenario(p, scenarios.known_rulings).lesson.get("order", 100)), p.name
        except TricklabError:
            return 1000, p.name
    return min(found, key=order)


class Problem(str):
    """One problem a lesson check found: the English (the string itself, as the command line
    and the tests read it) and its Japanese (``ja``), the file's own words (moves, ruling ids)
    as written in both."""

    ja: str

    def __new__(cls, en: str, ja: str) -> "Problem":
        made = super().__new__(cls, en)
        made.ja = ja
        return made

    def words(self, lang: str) -> str:
        """The problem in ``lang``."""
        return self.ja if lang == "ja" else str(self)


@dataclass
class CheckResult:
    path: str
    title: str
    problems: list[str] = field(default_factory=list)   # ``Problem``s: English, and ``ja``
    steps: int = 0
    met: tuple[int, int] = (0, 0)
    titles: dict[str, str] = field(default_factory=dict)  # the lesson's title by language

    @property
    def passed(self) -> bool:
        return not self.problems

    def problems_in(self, lang: str) -> list[str]:
        """The problems in ``lang`` (a plain string stays as it is)."""
        return [p.words(lang) if isinstance(p, Problem) else p for p in self.problems]


def check_lesson(source: "str | Path") -> CheckResult:
    """Play the lesson with its scripted moves: the scenario's expectations hold, every
    step's tempting wrong move is refused or not the lesson's, every step's move is played,
    every step's ideas are shown by that move, the bots' answers or the refusal of its wrong
    move, and every idea of the lesson is met by the end. Each problem is said in English and
    in Japanese (``Problem``)."""
    from tricklab import scenarios
    from tricklab.core.rulings import Catalogue
    path = str(source)
    cat = Catalogue.core()
    try:
        sc = load_scenario(source, scenarios.known_rulings)
        cat = _game(sc.game).catalogue
        lesson = Lesson(sc)
    except TricklabError as err:
        return CheckResult(path, "", [Problem(err.message, cat.explain(err, "ja").headline)])
    res = CheckResult(path, lesson.title.get("en", ""), titles=dict(lesson.title))
    add = res.problems.append
    run = run_scenario(sc, lesson.game)
    res.problems += [Problem(f"expect: {f}", f"expect：{f.words(cat, 'ja')}") for f in run.failures]
    for step in lesson.steps:
        n = step.index + 1
        if lesson.step != step:
            waits = lesson.step.move if lesson.step else None
            add(Problem(f"step {n} ({step.move}) is never reached (the lesson waits for "
                        f"{waits or 'nothing'})",
                        f"{n}番目の手順（{step.move}）に進みません（"
                        + (f"レッスンは「{waits}」を待っています）" if waits
                           else "レッスンはもう何も待っていません）")))
            break
        shown: set[str] = set()
        if step.wrong:
            fb = lesson.move(step.wrong)
            if fb.ok:
                add(Problem(f"step {n}: the wrong move '{step.wrong}' was played",
                            f"{n}番目の手順：誤りの手「{step.wrong}」が受け付けられました"))
                break
            if fb.error is not None:
                shown |= {fb.error.ruling} if fb.error.ruling else set()
                shown |= {r for s in fb.error.params.get("steps", ()) for r in getattr(s, "rulings", ())}
        fb = lesson.move(step.move)
        if not fb.ok:
            # no refusal: why it did not play (``Feedback.outcome``) in the CLI's words
            why = fb.error.message if fb.error is not None else w(f"lesson_outcome_{fb.outcome}", "en")
            why_ja = (cat.explain(fb.error, "ja").headline if fb.error is not None
                      else w(f"lesson_outcome_{fb.outcome}", "ja"))
            add(Problem(f"step {n}: the lesson's move '{step.move}' was not played ({why})",
                        f"{n}番目の手順：レッスンの手「{step.move}」が受け付けられませんでした"
                        f"（{why_ja.rstrip('。')}）"))
            break
        res.steps += 1
        shown |= {r for e in fb.events for r in e.all_rulings()}
        missing = [r for r in step.ideas if r not in shown]
        if missing:
            add(Problem(f"step {n} ({step.move}): ideas {missing} not shown (shown: {sorted(shown)})",
                        f"{n}番目の手順（{step.move}）：ルール{'、'.join(missing)}が示されません"
                        f"（示されたもの：{'、'.join(sorted(shown)) or 'なし'}）"))
    else:
        if not lesson.done:
            at, of = lesson.position(), len(lesson.script)
            add(Problem(f"the lesson does not reach its end (at action {at} of {of})",
                        f"レッスンが最後まで進みません（{of}手中{at}手目で止まっています）"))
    res.met = lesson.progress()
    unmet = [r for r in lesson.ideas if r not in lesson.met()]
    if unmet:
        add(Problem(f"ideas never met: {unmet}", f"最後まで示されないルール：{'、'.join(unmet)}"))
    return res


__all__ = ["CheckResult", "CoachStep", "Feedback", "Lesson", "check_lesson", "first_lesson",
           "packaged"]
