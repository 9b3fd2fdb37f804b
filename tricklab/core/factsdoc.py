"""What each fact of a game means (``tricklab facts GAME`` and the facts tables of
docs/scenarios.md), generated from the games themselves.

The names, types and example values come from playing the game: a few seeded random games
are played and ``game.facts(state)`` is read after every action, so a fact the game adds is
listed at once and a type the game changes is shown as it is. What a fact *means* is written
once per game, in the ``facts.yaml`` of its package (``{fact: {en: meaning, ja: 意味}}``), with
the meanings most games share in this module's ``COMMON_MEANINGS``; the Japanese sits next to
its English so the two are edited together (``tricklab facts GAME --lang ja``). A test fails
when a fact has no meaning in either language or a meaning names no fact, and when
docs/scenarios.md (English) differs from what this module writes.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

from . import packaged_yaml
from .record import plain

FACTS_FILE = "facts.yaml"
SEEDS = (0, 1, 2, 3)      # the games sampled for types and examples (deterministic)
MAX_EXAMPLE = 70          # characters of an example value

#: Meanings shared by most games, ``{fact: (english, japanese)}``: the two sit on one line so
#: a change to one is seen next to the other. A game's ``facts.yaml`` overrides any of them.
COMMON_MEANINGS: dict[str, tuple[str, str]] = {
    "players": ("the seats, in seating order",
                "全員の席（座っている順）"),
    "round": ("the round being played (1 = the first)",
              "いま遊んでいるラウンド（1が最初のラウンド）"),
    "phase": ("what the game is waiting for now (the game's phase names, e.g. `play`; `over` at the end)",
              "ゲームがいま待っていること（ゲームごとのフェイズ名。例：`play`。終了後は`over`）"),
    "to_act": ("the seats that must act now (several during a simultaneous choice; empty at the end)",
               "いま行動しなければならない席（同時に選ぶときは複数。終了後は空）"),
    "legal_actions": ("every action allowed now, in the notation (for the first seat to act)",
                      "いま許されているすべての行動を記法で書いたもの（最初に行動する席の分）"),
    "legal": ("the cards the seat to act may play now (empty outside a trick)",
              "行動する席がいま出せるカード（トリックの外では空）"),
    "hands": ("every seat's hand (in `seen_by`, hidden hands are `[]`)",
              "全員の手札（`seen_by`では、見えない手札は`[]`）"),
    "hand_sizes": ("how many cards each seat holds (public even when the cards are not)",
                   "各席の手札の枚数（カードが非公開でも枚数は公開）"),
    "trick": ("the number of the trick being played in this round",
              "このラウンドでいま遊んでいるトリックの番号"),
    "leader": ("who leads (or led) the current trick",
               "いまのトリックをリードする（またはリードした）人"),
    "current_trick": ("the cards on the table, in play order, as `seat card`",
                      "場に出ているカード（出した順。`seat card`の形）"),
    "last_trick": ("the cards of the last finished trick, as `seat card`",
                   "最後に終わったトリックのカード（`seat card`の形）"),
    "last_winner": ("who won the last finished trick (null before the first)",
                    "最後に終わったトリックに勝った人（最初のトリックが終わるまでは`null`）"),
    "winners": ("who won the game (empty while it goes on)",
                "ゲームに勝った人（ゲームが続いている間は空）"),
    "end_reason": ("why the game ended (null while it goes on)",
                   "ゲームが終わった理由（ゲームが続いている間は`null`）"),
    "totals": ("each seat's running total of points",
               "各席のこれまでの合計点"),
    "points": ("each seat's points",
               "各席の得点"),
    "deck_size": ("cards left in the draw deck",
                  "山札に残っているカードの枚数"),
    "order": ("the seats in playing order for this round",
              "このラウンドの手番の順に並べた席"),
    "tricks": ("how many tricks each seat has taken this round",
               "各席がこのラウンドに取ったトリックの数"),
    "pending": ("a decision the rules are waiting for in the middle of a trick or a set-up (null: none)",
                "トリックや準備の途中でルールが待っている決定（なければ`null`）"),
    "over": ("true when the game has ended",
             "ゲームが終わっていれば`true`"),
    "trump": ("the trump suit",
              "切り札のスート"),
    "captured": ("cards each seat has captured",
                 "各席が獲得したカード"),
    "round_scores": ("the points each seat scored, one mapping per finished round",
                     "各席が獲得した得点（終わったラウンドごとに1つのマッピング）"),
}
#: The English meanings alone (docs/scenarios.md and the English listing).
COMMON: dict[str, str] = {k: en for k, (en, _) in COMMON_MEANINGS.items()}


@dataclass(frozen=True)
class FactDoc:
    """One fact of a game: its name, type, an example value (YAML) and its meaning."""

    name: str
    type: str
    example: str
    meaning: str


LANGS = ("en", "ja")


def _pairs(game: Any) -> dict[str, dict[str, str]]:
    """The game's ``facts.yaml`` as ``{fact: {lang: meaning}}``. An entry is ``{en: ..., ja: ...}``;
    a plain string is English alone, so ``untranslated`` reports it instead of it passing silently."""
    f = resources.files(game.info.package).joinpath(FACTS_FILE)
    own = (packaged_yaml.load(f.read_text("utf-8")) or {}) if f.is_file() else {}
    return {str(k): {str(lang): str(t) for lang, t in v.items()} if isinstance(v, dict) else {"en": str(v)}
            for k, v in own.items()}


def _all_pairs(game: Any) -> dict[str, dict[str, str]]:
    """``COMMON_MEANINGS`` under the game's own: an entry replaces both languages at once, so a
    game's English never shows with the common Japanese."""
    common = {k: dict(zip(LANGS, v)) for k, v in COMMON_MEANINGS.items()}
    return {**common, **_pairs(game)}


def meanings(game: Any, lang: str = "en") -> dict[str, str]:
    """The game's own meanings (its ``facts.yaml``) over ``COMMON``, in ``lang`` (a fact with no
    meaning in that language is left out)."""
    return {k: v[lang] for k, v in _all_pairs(game).items() if v.get(lang)}


def own_meanings(game: Any, lang: str = "en") -> dict[str, str]:
    """Only the meanings the game's ``facts.yaml`` gives, in ``lang``."""
    return {k: v[lang] for k, v in _pairs(game).items() if v.get(lang)}


def untranslated(game: Any, lang: str = "ja") -> list[str]:
    """Facts with an English meaning but none in ``lang`` (a test keeps this empty)."""
    return sorted(set(meanings(game)) - set(meanings(game, lang)))


def _empty(v: Any) -> bool:
    return v is None or v == [] or v == {} or v == "" or v == ()


def type_name(v: Any, seats: frozenset[str] = frozenset()) -> str:
    """A short type for a fact value: ``int``, ``text``, ``[text]``, ``{seat: int}``..."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, float):
        return "number"
    if isinstance(v, str):
        return "text"
    if isinstance(v, (list, tuple)):
        inner = next((x for x in v if not _empty(x)), None)
        return f"[{type_name(inner, seats)}]" if inner is not None else "[]"
    if isinstance(v, dict):
        key = "seat" if v and set(map(str, v)) <= seats else "text"
        inner = {type_name(x, seats) for x in v.values() if not _empty(x)}
        kind = inner.pop() if len(inner) == 1 else "any" if inner else "…"
        return "{" + key + ": " + kind + "}"
    return "text"


def _richer(a: str, b: str) -> str:
    """The more informative of two type names (fewer unknown parts, then longer)."""
    if a == "null" or b == "null":
        return b if a == "null" else a
    return max(a, b, key=lambda t: (-t.count("…") - t.count("[]"), len(t)))


def _full(v: Any) -> bool:
    """No empty container and no null anywhere inside: the best kind of example."""
    if _empty(v):
        return False
    if isinstance(v, dict):
        return all(_full(x) for x in v.values())
    if isinstance(v, (list, tuple)):
        return all(_full(x) for x in v)
    return True


@lru_cache(maxsize=None)
def observe(game: Any) -> dict[str, tuple[str, Any]]:
    """``{fact: (type, first non-empty value)}`` over a few seeded random games."""
    from .match import Match
    seen: dict[str, list[Any]] = {}
    nulls: set[str] = set()
    presets = [p.options for p in game.info.presets.values()] or [{}]
    for seed, options in ((s, o) for s in SEEDS for o in presets):
        m = Match(game, None, seed, None, **options)
        rng = random.Random(seed)
        seats = frozenset(m.players) | game.info.auto_seats
        while True:
            for k, v in m.facts().items():
                if v is None:
                    nulls.add(k)
                got = seen.setdefault(k, ["null", None, False])
                got[0] = _richer(got[0], type_name(v, seats))
                if not got[2] and not _empty(v) and (got[1] is None or _full(v)):
                    got[1], got[2] = v, _full(v)
            if m.is_over() or len(m.actions) > 2000:
                break
            seat = m.to_act()[0]
            acts = m.legal_actions(seat)
            m.play(acts[rng.randrange(len(acts))])
    out = {}
    for k, (t, v, _) in seen.items():
        if k in nulls and t != "null":
            t += " or null"
        out[k] = (t, v)
    return out


def example_text(v: Any) -> str:
    """An example value in YAML's one-line form, cut to ``MAX_EXAMPLE`` characters."""
    if v is None:
        return "null"
    text = str(yaml.safe_dump(plain(v), default_flow_style=True, allow_unicode=True, width=10_000)).strip()
    if text.endswith("\n...") or text.endswith("..."):
        text = text[:-3].strip()
    return text if len(text) <= MAX_EXAMPLE else text[:MAX_EXAMPLE - 1] + "…"


def describe(game: Any, lang: str = "en") -> list[FactDoc]:
    """Every fact the game produced in the sampled games, sorted by name, with its meaning in
    ``lang`` (English where that language has none, so a listing never loses a meaning)."""
    mean = {**meanings(game), **meanings(game, lang)}
    return [FactDoc(k, t, example_text(v), mean.get(k, ""))
            for k, (t, v) in sorted(observe(game).items())]


def undocumented(game: Any) -> list[str]:
    """Facts with no meaning (a test keeps this empty)."""
    return [d.name for d in describe(game) if not d.meaning]


def stale(game: Any) -> list[str]:
    """Meanings in the game's ``facts.yaml`` for facts it never produced."""
    names = set(observe(game))
    return sorted(k for k in _pairs(game) if k not in names)


def markdown(game: Any) -> str:
    """The facts table of docs/scenarios.md for ``game``."""
    def cell(s: str) -> str:
        return s.replace("|", "\\|")
    lines = ["| Fact | Type | Example | Meaning |", "| --- | --- | --- | --- |"]
    for d in describe(game):
        lines.append(f"| `{d.name}` | {cell(d.type)} | `{cell(d.example)}` | {cell(d.meaning)} |")
    return "\n".join(lines)


def text(game: Any, lang: str = "en") -> str:
    """The plain-text listing ``tricklab facts GAME [--lang ja]`` prints."""
    eg = "例：" if lang == "ja" else "e.g. "
    out = []
    for d in describe(game, lang):
        out.append(f"{d.name}  ({d.type})\n    {d.meaning or '-'}\n    {eg}{d.example}")
    return "\n".join(out)
