"""``tricklab facts GAME [--lang ja]`` and ``tricklab rulings GAME [ID] [--lang ja]``: what a scenario
may check, and every ruling's text, source and [interp] mark, read from the games."""
from __future__ import annotations

import sys
from typing import Any

from tricklab.cli_words import add_lang, w
from tricklab.core import factsdoc
from tricklab.core.errors import SetupError, TricklabError
from tricklab.core.rulings import INTERP_MARK
from tricklab.games import get_game


def facts_text(game: str, lang: str = "en") -> str:
    """Every fact of ``game``: name, type, an example value and its meaning in ``lang``."""
    g = get_game(game)
    head = (f"{g.info.name}のファクト（match.facts()。シナリオファイルのexpect.factsとseen_byで確かめられます）"
            if lang == "ja" else
            f"Facts of {g.info.name} (match.facts(); expect.facts and seen_by in scenario files)")
    return head + "\n" + factsdoc.text(g, lang)


def ruling_text(r: Any, lang: str = "en") -> str:
    """One ruling: id, title, [interp] mark, text, example, source (and why it is ours)."""
    mark = INTERP_MARK[lang] if r.interp else ""
    lines = [f"{r.id} {r.title[lang]}{mark}", f"    {r.text[lang]}"]
    if r.example.get(lang):
        lines.append(("    例：" if lang == "ja" else "    e.g. ") + r.example[lang])
    if r.interp and r.interp_reason.get(lang):
        lines.append(("    理由：" if lang == "ja" else "    why: ") + r.interp_reason[lang])
    lines.append(("    出典：" if lang == "ja" else "    source: ") + (r.source_in(lang) or "-"))
    return "\n".join(lines)


def error_words(err: TricklabError, lang: str) -> str:
    """``err`` in ``lang``: the core catalogue's words for it (an unknown game read "unknown
    game ..." in English to a Japanese reader), the error's own English otherwise."""
    if lang == "en":
        return err.message
    from tricklab.core.rulings import Catalogue
    return str(Catalogue.core().explain(err, lang).headline) or err.message


def rulings_text(game: str, rid: str | None = None, lang: str = "en") -> str:
    """Every ruling of ``game`` (or those whose id starts with ``rid``), then the game's
    appendix (RoboTrick: the program cards). Raises KeyError, worded in ``lang``, for an
    unknown id."""
    g = get_game(game)
    rulings = list(g.catalogue.rulings.values())
    if rid:
        want = rid.strip().upper()
        rulings = [r for r in rulings if r.id.upper() == want] or \
            [r for r in rulings if r.id.upper().startswith(want)]
        if not rulings:
            ids = list(g.catalogue.rulings)
            raise KeyError(w("no_ruling", lang, id=rid, game=g.info.name, first=ids[0], last=ids[-1]))
    out = [ruling_text(r, lang) for r in rulings]
    appendix = getattr(g, "rulings_appendix", None)
    if callable(appendix) and (not rid or len(rulings) > 1 or rid.upper().startswith("AI")):
        out.append(str(appendix(lang)))
    return "\n".join(out)


def cmd_facts(args: Any) -> int:
    """``tricklab facts GAME [--lang ja]``."""
    try:
        print(facts_text(args.game, args.lang))
    except SetupError as err:
        print(f"tricklab facts: {error_words(err, args.lang)}", file=sys.stderr)
        return 2
    return 0


def cmd_rulings(args: Any) -> int:
    """``tricklab rulings GAME [ID] [--lang ja]``."""
    try:
        print(rulings_text(args.game, args.id, args.lang))
    except SetupError as err:
        print(f"tricklab rulings: {error_words(err, args.lang)}", file=sys.stderr)
        return 2
    except KeyError as err:
        print(f"tricklab rulings: {err.args[0]}", file=sys.stderr)
        return 2
    return 0


def add_commands(sub: Any, lang: str = "en") -> None:
    """The ``facts`` and ``rulings`` subcommands (called by ``tricklab.cli``), their help in
    ``lang``."""
    fp = sub.add_parser("facts", help=w("help_cmd_facts", lang))
    fp.add_argument("game", help=w("help_sim_game", lang))
    add_lang(fp, lang)
    fp.set_defaults(fn=cmd_facts)
    rp = sub.add_parser("rulings", help=w("help_cmd_rulings", lang))
    rp.add_argument("game", help=w("help_sim_game", lang))
    rp.add_argument("id", nargs="?", default=None, help=w("help_rulings_id", lang))
    add_lang(rp, lang)
    rp.set_defaults(fn=cmd_rulings)
