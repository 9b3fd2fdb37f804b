"""Command line: ``tricklab list | serve | lab | scenario run FILE... | lesson list | lesson check | facts | rulings | simulate GAME``."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tricklab.paths import notebooks_dir  # noqa: F401 - kept importable from here

if TYPE_CHECKING:
    from tricklab.core.scenario import ScenarioResult

def dashboard(name: str) -> str:
    """The dashboard notebook of a game (``tools/build_notebooks.py`` writes one per game)."""
    return f"{name}_dashboard.ipynb"




def cmd_list(args: argparse.Namespace) -> int:
    """One line per game, or every fact of the header for ``tricklab list GAME``."""
    from tricklab import scenarios
    from tricklab.core.errors import SetupError
    from tricklab.games import GAMES, get_game
    nb = notebooks_dir()
    try:
        names = [get_game(args.game).name] if args.game else list(GAMES)
    except SetupError as err:
        from tricklab.reference import error_words
        print(f"tricklab list: {error_words(err, args.lang)}", file=sys.stderr)
        return 2
    from tricklab.cli_words import w
    lang = args.lang
    sep = w("list_sep", lang)
    other = "en" if lang == "ja" else "ja"
    none = w("list_none", lang)
    width = max(map(len, names))            # the names in one column, the longest too
    for name in names:
        game = get_game(name)
        info = game.info
        dash = dashboard(name)
        n = len(scenarios.packaged(name))
        print(w("list_game", lang, name=f"{name:{width}}", title=info.title[lang],
                other=info.title[other], counts="/".join(map(str, info.player_counts)),
                rulings=len(game.catalogue.rulings), scenarios=n,
                dashboard="notebooks/" + dash if (nb / dash).is_file() else none))
        if args.game:
            yes, no = w("list_yes", lang), w("list_no", lang)
            for count in info.player_counts:
                print(w("list_seats", lang, count=count, seats=sep.join(info.seat_names[count])))
            for key, preset in info.presets.items():
                label = (preset.label["ja"] if lang == "ja"
                         else f"{preset.label['en']} / {preset.label['ja']}")
                print(w("list_preset", lang, preset=key, label=label))
            print(w("list_bots", lang, bots=sep.join(info.bots), learner=info.learner or none))
            print(w("list_flags", lang, hidden=yes if info.hidden_hands else no,
                    simultaneous=yes if info.simultaneous else no,
                    auto=sep.join(sorted(info.auto_seats)) or none))
            print(w("list_verbs", lang, verbs=sep.join(("play", *game.verbs))))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """A class's server: landing page, dashboards, tutorials in JupyterLab, culling and a cap
    (the machinery lives in ``tricklab.serving``)."""
    from tricklab.cli_words import w
    from tricklab.serving.server import ServeSettings, serve
    if args.content is not None and not Path(args.content).is_dir():
        print(w("serve_no_folder", args.lang, folder=args.content), file=sys.stderr)
        return 2
    return serve(ServeSettings(ip=args.ip, port=args.port, cull_idle=args.cull_idle,
                               cull_interval=args.cull_interval, max_kernels=args.max_kernels,
                               warm=args.warm, lang=args.lang,
                               content=Path(args.content) if args.content else None))


def cmd_lab(args: argparse.Namespace) -> int:
    nb = notebooks_dir()
    cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--ServerApp.ip={args.ip}",
           f"--port={args.port}", f"--ServerApp.root_dir={nb}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    return subprocess.call(cmd)


def run_one(path: Path, lang: str = "en") -> "tuple[ScenarioResult | None, str | None]":
    """(result, None) for a scenario that ran, or (None, reason) for one that could not be
    loaded or run, the reason in ``lang`` (in the catalogue's words: the loader's own for a
    file it cannot read, the game's once the file names one). Never raises: one bad file must
    not stop a batch, and the learner must never see a traceback. An exception that is not a
    ``TricklabError`` is a bug in tricklab; it is still reported on one line (and named as
    such)."""
    from tricklab import scenarios
    from tricklab.cli_teach import explain_lines
    from tricklab.cli_words import w
    from tricklab.core.errors import TricklabError, clip
    from tricklab.core.rulings import Catalogue
    from tricklab.games import get_game
    ja = lang == "ja"
    catalogue = Catalogue.core()
    try:
        sc = scenarios.load(path)
        catalogue = get_game(sc.game).catalogue
        return scenarios.run(sc), None
    except TricklabError as err:
        if not ja:
            return None, err.message
        words = "\n".join(explain_lines(catalogue, err, "ja", indent=""))
        field = err.params.get("field")          # a refused set-up: the field it came from
        if isinstance(field, str) and field.startswith(("setup", "options")) and field not in words:
            words = w("run_field", lang, field=field, reason=words)
        return None, words
    except RecursionError:
        return None, w("run_nested", lang)
    except MemoryError:
        return None, w("run_too_large", lang)
    except Exception as err:  # noqa: BLE001 - reported, never a traceback
        return None, w("run_bug", lang, what=f"{type(err).__name__}: {clip(str(err))}")


def cmd_scenario_run(args: argparse.Namespace) -> int:
    from tricklab import scenarios
    from tricklab.cli_words import w
    from tricklab.games import get_game
    lang = args.lang
    paths = [Path(p) for p in args.files]
    if args.all:
        paths += scenarios.packaged(args.game)
    if not paths:
        print(f"tricklab scenario run: {w('run_nothing', lang)}", file=sys.stderr)
        return 2
    failed = errors = 0
    for p in paths:
        res, reason = run_one(p, args.lang)
        if res is None:
            errors += 1
            reason = " ".join(str(reason).split())               # one line each
            named = str(p) in reason            # the catalogue's words name the file: once
            print(w("run_error_named" if named else "run_error", lang, outcome="error", path=p,
                    reason=reason), flush=True)
            continue
        if not res.passed:
            failed += 1
        if not res.passed or args.verbose:
            print(res.report(args.lang, get_game(res.scenario.game).catalogue))
        if args.explain:
            from tricklab.cli_teach import explain_result
            print("\n".join(explain_result(res, args.lang)))
    passed = len(paths) - failed - errors
    print(w("run_total", lang, passed=passed, failed=failed)
          + (w("run_errors_one" if errors == 1 else "run_errors", lang, n=errors) if errors else ""))
    return 0 if failed == 0 and errors == 0 else 1


def _os_reason(err: OSError, lang: str) -> str:
    """Why a file could not be written, in ``lang`` (the system's own words are English)."""
    import errno
    from tricklab.cli_words import w, words
    name = errno.errorcode.get(err.errno or 0, "")
    if f"os_{name}" in words():
        return w(f"os_{name}", lang)
    return str(err.strerror or err) if lang == "en" else w("os_other", lang, errno=err.errno)


def _refusal_words(err: Exception, lang: str, game: str) -> str:
    """A refused simulation in ``lang``: tricklab.simulate's own words, else the game's (an
    unknown option) or the core's (an unknown game) catalogue, else the error's English."""
    from tricklab.core.errors import TricklabError
    from tricklab.simulate import SimulateError
    if isinstance(err, SimulateError):
        return err.words(lang)
    if isinstance(err, TricklabError):
        if lang == "en":
            return err.message
        from tricklab.core.rulings import Catalogue
        from tricklab.games import GAMES, get_game
        cat = get_game(game).catalogue if game in GAMES else Catalogue.core()
        return str(cat.explain(err, lang).headline) or err.message
    return str(err)


def _summary_table(table: "Any", game: str, lang: str, named: bool = False) -> str:
    """The summary as printed: in Japanese its headers are Japanese and, when ``named``, its
    first column's values (characters, KINGs' Kings) as the game's catalogue names them (a
    data key such as "time_traveler" or an id such as "KING-R" is no word)."""
    if lang == "en":
        return str(table.round(3).to_string(index=False))
    import pandas as pd  # type: ignore[import-untyped,unused-ignore]
    from tricklab.cli_words import w, words
    from tricklab.games import get_game
    cat = get_game(game).catalogue
    first = table.columns[0]
    if named:                           # "hermit+collector" is not printed: one name a row
        table = table.assign(**{first: table[first].map(lambda v: cat.term(v, lang))})
    names = {c: w(f"sim_col_{c}", lang) for c in table.columns if f"sim_col_{c}" in words()}
    with pd.option_context("display.unicode.east_asian_width", True):
        return str(table.round(3).rename(columns=names).to_string(index=False))


#: How a typed ``--option KEY=VALUE`` says yes or no (any case)
_YES_NO = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}


def option_value(text: str) -> Any:
    """A typed option value as the game takes it: a whole number as an int, true/false (yes/no,
    on/off) as a bool, anything else as typed. Why: ``use_cheerleader=False`` reached KINGs as
    the string "False", which reads as true, so the Cheerleader stayed in the draft."""
    said = _YES_NO.get(text.strip().lower())
    if said is not None:
        return said
    digits = text.lstrip("-")
    return int(text) if digits.isascii() and digits.isdigit() else text   # not '²': int refuses


def typed_options(typed: list[str], game: str) -> dict[str, Any]:
    """The ``--option KEY=VALUE`` flags as the game's options (``option_value``). A flag
    without ``=`` or without a key is refused naming the game's options: ``--option rounds``
    reached RoboTrick as ``rounds=""`` and was refused as "invalid literal for int()"."""
    from tricklab.games import get_game
    from tricklab.simulate import SimulateError
    options: dict[str, Any] = {}
    for kv in typed:
        key, eq, value = kv.partition("=")
        if not eq or not key.strip():
            raise SimulateError("sim_option_form", typed=kv, game=game,
                                known=list(get_game(game).info.options or ()) or ["-"])
        options[key.strip()] = option_value(value)
    return options


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play many seeded games with bots into a table (one row per game and seat, or per round
    with ``--per round``; see ``tricklab.simulate``). Everything is checked before the first
    game, so a mistake is one line, not a progress bar and a traceback; ``--lang ja`` says it
    all in Japanese."""
    import time

    from tricklab.cli_words import w
    from tricklab.core.errors import TricklabError
    from tricklab.simulate import SimulateError, make_plan, overviews, run_plan, write_table
    lang = args.lang
    players = args.players
    if players is not None:
        players = int(players) if players.isascii() and players.isdigit() \
            else players.replace(",", " ").split()
    if args.out and not Path(args.out).resolve().parent.is_dir():
        print(w("sim_error", lang, reason=w("sim_no_folder", lang, path=args.out,
                                            folder=Path(args.out).parent)), file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        # the flags named as typed (tricklab.simulate names its parameters: games, workers)
        for flag, value, least in (("--games", args.games, 0), ("--workers", args.workers, 1)):
            if value < least:
                raise SimulateError("sim_too_few", flag=flag, least=least)
        options = typed_options(args.option or [], args.game)
        plan = make_plan(args.game, players, args.bots, args.preset, args.choice, **options)
        per_game, per_round = run_plan(plan, args.games, seed=args.seed, workers=args.workers,
                                       dask=args.dask, progress=not args.quiet, lang=lang)
    except (TricklabError, ValueError) as err:
        print(w("sim_error", lang, reason=_refusal_words(err, lang, args.game)), file=sys.stderr)
        return 2
    took = time.perf_counter() - start
    # the command's name in English; in Japanese the game's title (「tricktakers_kingsを20ゲーム」
    # left a command word in a Japanese sentence)
    from tricklab.games import get_game
    title = get_game(args.game).info.title.get(lang, args.game) if lang == "ja" else args.game
    print(w("sim_done", lang, games=args.games, game=title, took=f"{took:.1f}",
            rate=f"{args.games / took:.1f}")
          + (w("sim_done_workers", lang, n=args.workers)
             if args.workers > 1 and not args.dask else "")
          + (w("sim_done_dask", lang, address=args.dask) if args.dask else "")
          + w("sim_done_end", lang))
    if args.out:
        df = per_round if args.per == "round" else per_game
        try:
            path = write_table(df, args.out)
        except OSError as err:
            print(w("sim_error", lang, reason=w("sim_cannot_write", lang, path=args.out,
                                                reason=_os_reason(err, lang))), file=sys.stderr)
            return 2
        kind = "CSV" if path.endswith(".csv") else "Parquet"
        print(w("sim_wrote", lang, n=len(df), per=w(f"sim_{args.per}", lang), path=path, kind=kind))
    elif not args.games:
        print(w("sim_nothing", lang))
    else:
        for k, (by, rows, table) in enumerate(overviews(plan, per_game, per_round)):
            if k:
                print()                 # a blank line between tables (KINGs: then per King)
            per_round_rows = rows.startswith("round")
            n = len(per_round) if per_round_rows else len(per_game)
            said = {"by": w(f"sim_col_{by}", lang), "n": n, "games": w("sim_header_games", lang),
                    "rows": w("sim_round_and_seat" if per_round_rows else "sim_game_and_seat",
                              lang)}
            if "win_rate" in table.columns:
                won = w("sim_header_round_win", lang) if per_round_rows else ""
                print(w("sim_header_win", lang, won=won, **said))
            else:
                print(w("sim_header_points", lang, **said))
            print(_summary_table(table, plan.game, lang, named=by in ("character", plan.held)))
    return 0


def argv_lang(argv: list[str]) -> str:
    """The language asked for anywhere in ``argv`` (``--lang ja``, ``--lang=ja``), read before
    the parser is built: its help is written in it (``tricklab --lang ja --help``)."""
    from tricklab.cli_words import LANGS
    for i, a in enumerate(argv):
        value = argv[i + 1] if a == "--lang" and i + 1 < len(argv) else a.partition("=")[2] \
            if a.startswith("--lang=") else ""
        if value in LANGS:
            return value
    return "en"


def build_parser(lang: str = "en") -> "argparse.ArgumentParser":
    """The whole command line, its help in ``lang`` (a test walks every subcommand from it).
    argparse's own words are read while it is built and when its help is printed, so both
    happen under ``argparse_words(lang)``."""
    from tricklab.cli_words import LANGS, Parser, add_lang, argparse_words, w

    with argparse_words(lang):      # its headings are worded when a parser is made
        def h(key: str) -> str:
            return w(f"help_{key}", lang)
        ap = Parser(prog="tricklab", description=h("description"))
        ap.add_argument("--lang", default="en", choices=LANGS, help=h("lang"))
        sub = ap.add_subparsers(dest="cmd", required=True)
        ls = sub.add_parser("list", help=h("cmd_list"))
        ls.add_argument("game", nargs="?", default=None, help=h("list_game"))
        add_lang(ls, lang)
        ls.set_defaults(fn=cmd_list)
        sp = sub.add_parser("serve", help=h("cmd_serve"))
        sp.add_argument("--port", type=int, default=8866, help=h("serve_port"))
        sp.add_argument("--ip", default="127.0.0.1", help=h("serve_ip"))
        sp.add_argument("--cull-idle", type=int, default=60, metavar="S", help=h("serve_cull_idle"))
        sp.add_argument("--cull-interval", type=int, default=10, metavar="S",
                        help=h("serve_cull_interval"))
        sp.add_argument("--max-kernels", type=int, default=None, metavar="N",
                        help=h("serve_max_kernels"))
        sp.add_argument("--warm", type=int, default=2, metavar="N", help=h("serve_warm"))
        sp.add_argument("--content", default=None, metavar="DIR", help=h("serve_content"))
        add_lang(sp, lang)
        sp.set_defaults(fn=cmd_serve)
        lp = sub.add_parser("lab", help=h("cmd_lab"))
        lp.add_argument("--port", type=int, default=8888, help=h("lab_port"))
        lp.add_argument("--ip", default="127.0.0.1", help=h("lab_ip"))
        lp.set_defaults(fn=cmd_lab)
        sc = sub.add_parser("scenario", help=h("cmd_scenario"))
        scs = sc.add_subparsers(dest="sub", required=True)
        run = scs.add_parser("run", help=h("cmd_scenario_run"))
        run.add_argument("files", nargs="*", help=h("run_files"))
        run.add_argument("--all", action="store_true", help=h("run_all"))
        run.add_argument("--game", default=None, help=h("run_game"))
        run.add_argument("-v", "--verbose", action="store_true", help=h("run_verbose"))
        run.add_argument("--explain", action="store_true", help=h("run_explain"))
        add_lang(run, lang, "run_lang")
        run.set_defaults(fn=cmd_scenario_run)
        from tricklab.cli_teach import add_lesson_parser
        add_lesson_parser(sub, lang)
        from tricklab.reference import add_commands
        add_commands(sub, lang)
        sim = sub.add_parser("simulate", help=h("cmd_simulate"))
        sim.add_argument("game", help=h("sim_game"))
        sim.add_argument("--games", type=int, default=100, help=h("sim_games"))
        sim.add_argument("--players", default=None, help=h("sim_players"))
        sim.add_argument("--bots", default="rules", help=h("sim_bots"))
        sim.add_argument("--preset", default=None, help=h("sim_preset"))
        sim.add_argument("--choice", default="uniform", help=h("sim_choice"))
        sim.add_argument("--seed", type=int, default=0, help=h("sim_seed"))
        sim.add_argument("--workers", type=int, default=1, help=h("sim_workers"))
        sim.add_argument("--dask", default=None, metavar="ADDRESS", help=h("sim_dask"))
        sim.add_argument("--out", default=None, help=h("sim_out"))
        sim.add_argument("--per", default="game", choices=["game", "round"], help=h("sim_per"))
        sim.add_argument("--option", action="append", metavar="KEY=VALUE", help=h("sim_option"))
        sim.add_argument("-q", "--quiet", action="store_true", help=h("sim_quiet"))
        add_lang(sim, lang)
        sim.set_defaults(fn=cmd_simulate)
    return ap


def main(argv: list[str] | None = None) -> int:
    from tricklab.cli_words import argparse_words
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = argv_lang(argv)
    ap = build_parser(lang)
    with argparse_words(lang):      # "usage:" and its errors are worded when they are printed
        args = ap.parse_args(argv)
    try:
        return int(args.fn(args))
    except BrokenPipeError:
        # the reader stopped early (``tricklab lesson list | head``): not an error of ours;
        # stdout goes to /dev/null so that Python's own flush at exit stays quiet too
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
