"""The teaching commands of the CLI: ``tricklab lesson list | check`` and the full
``scenario run --explain`` (every event's steps with their ruling ids, and the reason of an
expected refusal). Kept apart from ``cli.py``, which only registers them."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tricklab.cli_words import add_lang, w


def explain_lines(catalogue: Any, item: Any, lang: str, indent: str = "    ") -> list[str]:
    """An event (or an error) in words: its headline with its ruling ids, then each step with
    the ids it applied."""
    ex = catalogue.explain(item, lang)
    ids = [r.id for r in ex.rulings]
    out = [f"{indent}{ex.headline}" + (f"  [{', '.join(ids)}]" if ids else "")]
    for st in ex.steps:
        out.append(f"{indent}  - {st.text}" + (f"  [{', '.join(st.rulings)}]" if st.rulings else ""))
    return out


def explain_result(res: Any, lang: str) -> list[str]:
    """Every event of a scenario run, then the refusal it expected (if it ended on one)."""
    out: list[str] = []
    if res.match is not None:
        cat = res.match.game.catalogue
        for ev in res.match.events:
            out += explain_lines(cat, ev, lang)
    if res.error is not None:
        from tricklab.games import get_game
        cat = get_game(res.scenario.game).catalogue
        head = w("explain_refused", lang)
        lines = explain_lines(cat, res.error, lang)
        out += [f"    {head}{lines[0].strip()}", *lines[1:]]
    return out


def cmd_lesson_list(args: argparse.Namespace) -> int:
    from tricklab.core.errors import TricklabError
    from tricklab.session import lesson as L
    for path in L.packaged(args.game):
        try:
            les = L.Lesson.load(path)
        except TricklabError as err:
            print(f"ERROR {path}: {err.message}")
            continue
        size = w("lesson_size", args.lang, moves=len(les.steps), ideas=len(les.ideas))
        print(f"{les.game.info.name:18} {les.title.get(args.lang, '')}{size}  {path}")
    return 0


def cmd_lesson_check(args: argparse.Namespace) -> int:
    from tricklab.session import lesson as L
    lang = args.lang
    paths = [Path(p) for p in args.files]
    if args.all:
        paths += L.packaged(args.game)
    if not paths:
        print(f"tricklab lesson check: {w('lesson_nothing', lang)}", file=sys.stderr)
        return 2
    failed = 0
    for p in paths:
        try:
            res = L.check_lesson(p)
        except Exception as err:  # noqa: BLE001 - one line, never a traceback
            what = f"{type(err).__name__}: {err}"
            res = L.CheckResult(str(p), "", [L.Problem(w("lesson_bug", "en", what=what),
                                                       w("lesson_bug", "ja", what=what))])
        m, n = res.met
        title = res.titles.get(args.lang) or res.title
        if res.passed:
            print(w("lesson_pass", lang, outcome="pass", path=p, title=title, steps=res.steps,
                    met=m, ideas=n))
        else:
            failed += 1
            print(w("lesson_fail" if title else "lesson_fail_untitled", lang, outcome="fail", path=p,
                    title=title))
            for prob in res.problems_in(lang):
                print(w("lesson_problem", lang, problem=prob))
    passed = len(paths) - failed
    print(w("lesson_total", lang, passed=passed, failed=failed))
    return 0 if failed == 0 else 1


def add_lesson_parser(sub: Any, lang: str = "en") -> None:
    """``lesson list | check``, their help in ``lang``."""
    lp = sub.add_parser("lesson", help=w("help_cmd_lesson", lang))
    ls = lp.add_subparsers(dest="sub", required=True)
    li = ls.add_parser("list", help=w("help_cmd_lesson_list", lang))
    li.add_argument("--game", default=None, help=w("help_lesson_list_game", lang))
    add_lang(li, lang)
    li.set_defaults(fn=cmd_lesson_list)
    ch = ls.add_parser("check", help=w("help_cmd_lesson_check", lang))
    ch.add_argument("files", nargs="*", help=w("help_check_files", lang))
    ch.add_argument("--all", action="store_true", help=w("help_check_all", lang))
    ch.add_argument("--game", default=None, help=w("help_check_game", lang))
    add_lang(ch, lang, "check_lang")
    ch.set_defaults(fn=cmd_lesson_check)
