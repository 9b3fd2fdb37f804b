"""The dashboard's settings from the page address (``?lang=ja&seed=5&players=4``).

Why a module of its own: the query string is typed by people (and by anyone who sends a link),
so every value is checked against a strict pattern *before* it is converted (``"²".isdigit()``
is true but ``int("²")`` fails; a 5,000-digit seed makes ``int()`` raise). A value that is not
valid is left out and explained in a note shown on the page, never an error page.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from tricklab.core.checks import LANGS, SEED_LIMIT
from tricklab.core.errors import clip
from tricklab.core.game import GameInfo

SEED = re.compile(r"-?[0-9]{1,18}")           # ASCII digits only; fits check_seed's range
COUNT = re.compile(r"[0-9]{1,2}")
SCENARIO = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")   # a file name, never a path
RULING = re.compile(r"[A-Z]{2}-[0-9]{3}")      # a ruling id as the catalogues write it
FLAGS = {"teacher": "teacher", "hotseat": "hotseat", "large": "large",
         "auto": "auto_bots"}        # auto=0: bots wait for "Next bot move"
TRUE, FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")
MAX_QUERY = 20_000          # far above any real address; parse_qs stays instant
TABS = ("explain", "history", "scores", "rules", "tour")      # the table's tabs, in order


@dataclass
class Settings:
    """Keyword arguments for ``Table`` and the parameters that were ignored, as
    (name, value as typed, what was expected)."""

    table: dict[str, Any] = field(default_factory=dict)
    tab: str | None = None
    ignored: list[tuple[str, str, str]] = field(default_factory=list)
    scenario: str = ""           # ?scenario=NAME: a file name, opened once the table is built
    tour: str = ""               # ?tour=TT-009: the exceptions tour opened at that ruling


def parse(query: str, info: GameInfo) -> Settings:
    """Read ``query`` for the game whose header is ``info`` (its option presets and player
    counts). Unknown parameter names are left alone (Voila adds its own)."""
    out = Settings()
    if len(query) > MAX_QUERY:
        out.ignored.append(("(address)", f"{len(query)} characters", f"at most {MAX_QUERY}"))
        return out
    q = {k: v[-1] for k, v in parse_qs(query).items()}

    def bad(name: str, expected: str) -> None:
        out.ignored.append((name, clip(q[name], 30), expected))

    if "lang" in q:
        if q["lang"] in LANGS:
            out.table["lang"] = q["lang"]
        else:
            bad("lang", " or ".join(LANGS))
    if "seed" in q:
        if SEED.fullmatch(q["seed"]) and abs(int(q["seed"])) < SEED_LIMIT:
            out.table["seed"] = int(q["seed"])
        else:
            bad("seed", "a whole number of at most 18 digits")
    for flag, arg in FLAGS.items():
        if flag in q:
            word = q[flag].strip().lower()
            if word in TRUE or word in FALSE:
                out.table[arg] = word in TRUE
            else:
                bad(flag, "1 or 0")
    # first visit: ?mode=learn opens the guided first game, mode=play just the table (the
    # dashboard asks otherwise); ?tab=tour opens the Exceptions tour tab
    if "mode" in q:
        if q["mode"] in ("learn", "play", "ask"):
            out.table["mode"] = q["mode"]
        else:
            bad("mode", "learn or play")
    if "tab" in q:
        if q["tab"] in TABS:
            out.tab = q["tab"]
        else:
            bad("tab", " or ".join(TABS))
    sets = list(info.presets)
    if "set" in q and sets:
        if q["set"] in sets:
            out.table["card_set"] = q["set"]
        else:
            bad("set", " or ".join(sets))
    if "scenario" in q:
        if SCENARIO.fullmatch(q["scenario"]):
            out.scenario = q["scenario"]
        else:
            bad("scenario", "a scenario file name (letters, digits, _ . -)")
    # a link to one exception (a lesson plan's "see TT-009"): the game's catalogue says later
    # whether it knows the ruling; here only its shape is checked
    if "tour" in q:
        rid = q["tour"].strip().upper()
        if RULING.fullmatch(rid):
            out.tour = rid
        else:
            bad("tour", "a ruling id such as RT-011")
    # a game of one table size (RoboTrick: 3) has no players menu, but a wrong count in its
    # address is still said: ``players=9`` was dropped without a word
    counts = info.player_counts
    if "players" in q:
        if COUNT.fullmatch(q["players"]) and int(q["players"]) in counts:
            if len(counts) > 1:
                out.table["players"] = list(info.players(int(q["players"])))
        else:
            bad("players", " or ".join(map(str, counts)))
    # a set for other table sizes (?set=white2p&players=5) is left out and said: the table
    # would refuse it (``GameInfo.check_preset``) and show no table at all
    chosen = out.table.get("card_set")
    if chosen is not None and "players" in out.table \
            and not info.presets[chosen].fits(len(out.table["players"])):
        del out.table["card_set"]
        n = len(out.table["players"])
        bad("set", " or ".join(k for k in sets if info.presets[k].fits(n)) + f" (for {n} players)")
    return out
