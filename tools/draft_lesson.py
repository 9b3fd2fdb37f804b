"""Draft a lesson file from a seeded game (a starting point a teacher then edits).

    python tools/draft_lesson.py GAME --seeds 1-40 --moves 8 [--players 3] [--preset all]

Plays seeded games where every seat (the learner's too) follows the rule bot's hint, keeps the
seed whose first ``--moves`` learner moves meet the most rulings, and prints a lesson YAML:
the seed and options (the scripted deal), every action, and one coach step per learner move.
A step's coach line is the hint in both languages (the catalogue's words) plus the rulings
the move is about to meet; where the learner holds a card the engine refuses, that card is the
step's ``wrong`` move (the refusal shows its ruling). Intro and summary are left for a person.
"""
from __future__ import annotations

import argparse
import random
from importlib import import_module
from typing import Any

import yaml

from tricklab.core.events import EventKind
from tricklab.games import get_game
from tricklab.session import Session


def play(game: str, seed: int, players: list[str] | None, options: dict[str, Any], moves: int,
         learner: str | None) -> dict[str, Any]:
    s = Session(game, players=players, seed=seed, learner=learner, auto_bots=False, **options)
    g = s.game
    view = import_module(f"{g.info.package}.view").VIEW
    rng = random.Random(seed)
    bot = s.bot_registry["rules"]()
    steps: list[dict[str, Any]] = []
    shown = {r for e in s.match.events for r in e.all_rulings()}
    start = set(shown)
    ideas: list[str] = []
    while not s.match.is_over() and len(steps) < moves:
        seat = s.match.to_act()[0]
        m = s.match
        if seat != s.learner:
            m.play(bot.choose(m, seat, rng))
            continue
        hint = view.hint(m, seat)
        wrong = None
        wrong_ruling = None
        for card in view.hand(m.state, seat):
            err = view.why_not(m.state, seat, card)
            if err is not None and err.ruling and err.ruling not in shown and err.code != "NOT_YOUR_TURN":
                wrong, wrong_ruling = str(view.card_action(m.state, seat, card)), err.ruling
                break
        action = hint.action if hint is not None and hint.action in m.legal_actions(seat) \
            else bot.choose(m, seat, rng)
        before = len(m.events)
        m.play(action)
        # the bots' answers up to the learner's next move belong to this step
        while not m.is_over() and m.to_act()[0] != s.learner:
            who = m.to_act()[0]
            m.play(bot.choose(m, who, rng))
        new = []
        for e in m.events[before:]:
            if not e.visible(s.learner):      # the learner meets only what they may see
                continue
            for r in e.all_rulings():
                if r not in shown and r not in new:
                    new.append(r)
        if wrong_ruling and wrong_ruling not in new:
            new.insert(0, wrong_ruling)
        shown |= set(new)
        ideas += new
        steps.append({"action": action, "hint": hint, "wrong": wrong, "ideas": new})
    return {"session": s, "steps": steps, "ideas": ideas, "start": start}


def coach(g: Any, step: dict[str, Any], lang: str) -> str:
    cat = g.catalogue
    h = step["hint"]
    parts = [cat.message(h.code, h.params, lang)] if h is not None else []
    titles = [cat.rulings[r].title[lang] for r in step["ideas"] if r in cat.rulings][:2]
    if step["wrong"]:
        parts.append("(Try another card first and see why it is refused.)" if lang == "en"
                     else "（先に別のカードを試すと、出せない理由がわかります。）")
    if titles:
        parts.append(("Watch for: " if lang == "en" else "注目：") + ("; ".join(titles) if lang == "en" else "、".join(titles)))
    return " ".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--seeds", default="1-30")
    ap.add_argument("--moves", type=int, default=6)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--preset", default=None)
    ap.add_argument("--learner", default=None)
    ap.add_argument("--max-ideas", type=int, default=10)
    a = ap.parse_args()
    g = get_game(a.game)
    players = list(g.info.players(a.players)) if a.players else None
    options = dict(g.info.presets[a.preset].options) if a.preset else {}
    lo, hi = (int(x) for x in a.seeds.split("-"))
    best = None
    for seed in range(lo, hi + 1):
        try:
            got = play(a.game, seed, players, options, a.moves, a.learner)
        except Exception:       # noqa: BLE001 - a draft tool: skip seeds the bots cannot play
            continue
        if best is None or len(got["ideas"]) > len(best[1]["ideas"]):
            best = (seed, got)
    assert best is not None
    seed, got = best
    s = got["session"]
    m = s.match
    ideas = got["ideas"][:a.max_ideas]
    doc: dict[str, Any] = {"game": a.game, "title": f"Your first game of {g.info.title['en']}",
                           "rulings": ideas, "seed": seed}
    if players:
        doc["players"] = players
    if options:
        doc["options"] = options
    doc["actions"] = [str(x) for x in m.actions]
    steps = []
    for st in got["steps"]:
        st["ideas"] = [r for r in st["ideas"] if r in ideas]
        d: dict[str, Any] = {"move": str(st["action"]),
                             "coach": {"en": coach(g, st, "en"), "ja": coach(g, st, "ja")}}
        if st["ideas"]:
            d["ideas"] = st["ideas"]
        if st["wrong"]:
            d["wrong"] = st["wrong"]
        steps.append(d)
    doc["lesson"] = {"learner": s.learner, "order": 0,
                     "title": {"en": f"Your first game of {g.info.title['en']}",
                               "ja": f"はじめての{g.info.title['ja']}"},
                     "intro": {"en": "TODO", "ja": "TODO"}, "steps": steps,
                     "summary": {"en": "TODO", "ja": "TODO"}}
    print(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=100))


if __name__ == "__main__":
    main()
