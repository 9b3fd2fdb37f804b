"""Test helpers shared by the games' test modules."""
from __future__ import annotations

import ast
import random
import re
from typing import Any, Callable, Iterator


def play_checking_hints(match: Any, bots: dict[str, Any], rng: random.Random,
                        hint: Callable[[Any, str], Any]) -> Any:
    """Play ``match`` to the end with ``bots``; before every decision ask for a hint and check
    it is a legal action whose message and rulings exist in the catalogue (in both languages)."""
    cat = match.game.catalogue
    while not match.is_over():
        seat = match.to_act()[0]
        h = hint(match, seat)
        assert h.action in match.legal_actions(seat), (h.action, seat)
        assert set(cat.messages.get(h.code, {})) == {"en", "ja"}, h.code
        assert all(r in cat.rulings for r in h.rulings)
        cat.message(h.code, h.params, "ja")
        match.play(bots[seat].choose(match, seat, rng))
    return match


def assert_replays(game: Any, players: Any, seed: int, setup: dict[str, Any], actions: Any,
                   facts: dict[str, Any], events: list[Any], **options: Any) -> None:
    """Replaying (players, seed, setup, actions) from their text gives the same facts and the
    same events (kind, code, seat, rulings, params)."""
    from tricklab.core.match import Match
    again = Match.replay(game, players, seed, setup, [str(a) for a in actions], **options)
    assert again.facts() == facts
    # a Match stamps the action and the outcome on its events (Game.step); bare ``apply`` does not
    key = lambda e: (e.kind, e.code, e.seat, e.rulings,  # noqa: E731
                     {k: v for k, v in e.params.items() if k not in ("action", "outcome")})
    assert [key(e) for e in again.events] == [key(e) for e in events]


def refuse_all(match: Any, texts: Any, snapshot: Callable[[Any], Any]) -> list[str]:
    """Each action in ``texts`` must be refused with a typed error, both by the engine on a
    copy of the state and through the match, and change nothing. Returns the error codes."""
    import pytest

    from tricklab import IllegalAction, NotationError
    game = match.game
    before, k = snapshot(match.state), len(match.actions)
    codes = []
    for text in texts:
        probe = match.state.clone()
        with pytest.raises((IllegalAction, NotationError)) as err:
            game.apply(probe, game.parse_action(text))
        assert snapshot(probe) == before, text
        assert match.try_play(text) is not None, text
        codes.append(err.value.code)
    assert snapshot(match.state) == before and len(match.actions) == k
    return codes


def played_games(game: Any, seeds: range) -> list[Any]:
    """Every packaged scenario of ``game`` played as written, then random games of each table
    size over ``seeds``: the matches a check over a game's cited rulings reads."""
    from tricklab.core.match import Match
    from tricklab.core.scenario import load_scenario, run_scenario
    from tricklab.scenarios import packaged
    paths = packaged(game.info.name)
    assert paths
    out = [m for m in (run_scenario(load_scenario(p), game).match for p in paths) if m is not None]
    for names in game.info.seat_names.values():
        for seed in seeds:
            m, rng = Match(game, list(names), seed, {}), random.Random(seed)
            while not m.is_over():
                m.play(rng.choice(m.legal_actions(m.to_act()[0])))
            out.append(m)
    return out


def words_of_games(game_name: str, configs: Any, scenarios: bool = True) -> Any:
    """Every text a learner may read about ``game_name``'s seeded games and packaged scenarios,
    as (where, lang, text): each event's headline and steps, the hint and the bot's reason at
    every decision, and the refusal of each hand card that may not be clicked. ``configs`` are
    (players, seed, bot name, options). What a reading pass over the games' words finds is
    checked over all of it, so a template is met in many fillings, not in one."""
    import random as _random

    from tricklab import new_match, scenarios as packaged
    from tricklab.core.bots import choose_explained, reason_params
    from tricklab.games import get_game
    from tricklab.session.session import Session
    from tricklab.ui.table import view_adapter

    game = get_game(game_name)
    cat, view = game.catalogue, view_adapter(game_name)

    def told(where: str, item: Any) -> Any:
        for lang in ("en", "ja"):
            ex = cat.explain(item, lang)
            yield where, lang, ex.headline
            for line in ex.steps:
                yield where, lang, line.text

    def events(m: Any, where: str) -> Any:
        for e in m.events:
            yield from told(f"{where}: {e.code}", e)
            why = e.params_for(None).get("reason")
            if isinstance(why, dict):
                for lang in ("en", "ja"):
                    yield f"{where}: reason {why['code']}", lang, cat.message(why["code"], why["params"], lang)

    for players, seed, bot, options in configs:
        where = f"{len(players)}p seed {seed} {bot}"
        m = new_match(game_name, players=players, seed=seed, **options)
        bots = Session(game, players=players, seed=seed).bot_registry
        rng = _random.Random(seed)
        while not m.is_over():
            seat = m.to_act()[0]
            h = view.hint(m, seat)
            if h is not None:
                for lang in ("en", "ja"):
                    yield f"{where}: hint {h.code}", lang, cat.message(h.code, h.params, lang)
            st = m.state
            legal = view.legal_cards(st, seat)
            for card in view.hand(st, seat):
                err = None if card in legal else view.why_not(st, seat, card)
                if err is not None:
                    yield from told(f"{where}: refusal {err.code}", err)
            action, why = choose_explained(bots[bot](), m, seat, rng)
            m.play(action, reason=reason_params(why) if why is not None else None)
        yield from events(m, where)
    if scenarios:
        for path in packaged.packaged(game_name):
            res = packaged.run(path)
            if res.match is not None:
                yield from events(res.match, path.name)
            for err in ([res.error] if res.error is not None else []) + [r.error for r in res.refusals]:
                yield from told(f"{path.name}: refusal {getattr(err, 'code', '')}", err)


def told(match: Any, events: Any, viewer: str | None, lang: str) -> list[str]:
    """The headlines of ``events`` as ``viewer`` (None: the teacher) reads them."""
    cat = match.game.catalogue
    return [cat.explain(e.seen_by(viewer), lang).headline for e in events
            if e.seen_by(viewer) is not None]


def after_moves(game: str, setup: dict[str, Any], moves: Any, seed: int,
                **options: Any) -> tuple[Any, Any]:
    """A 3-player match (Ann, Bo, Cy) after ``moves``, and the events of the last move."""
    from tricklab import new_match
    m = new_match(game, players=["Ann", "Bo", "Cy"], seed=seed, setup=setup, **options)
    for a in moves:
        m.play(a)
    return m, m.events_of(len(m.actions) - 1)


def spelt_words(text: str) -> list[str]:
    """The runs of ``text`` that could spell a card in any game's notation or on its table
    (R2, AR1, A♣, ▲3ᵃ, 🔥5, 🎭₁), as the table finds them (``spelt_runs``)."""
    from tricklab.core.view import spelt_runs
    return [text[a:b] for a, b in spelt_runs(text)]


#: A word in kanji that may name a card as the games' parsers read it (火5, 5火, 赤10, 白旗1,
#: 専用黒9, a bare 偽 or 白旗), whole: 「偽カード」 is a word of its own (kanji then katakana),
#: not 偽. Katakana words are the cards' names (バーサーカー), never a code.
KANJI_WORD = re.compile(r"(?<![\u3400-\u9fff々\d])"
                        r"(?:[\u3400-\u9fff々]+\d{0,2}|\d{1,2}[\u3400-\u9fff々]+)"
                        r"(?![\u30a1-\u30fa\u30fc\u3400-\u9fff々\d])")


def kanji_words(text: str) -> list[str]:
    """The words of ``text`` in kanji, with a number beside them if any (火5, 白旗1, 偽, 第4):
    the ones a game's parser reads as a card name it in kanji, as the rulings once did
    (「A偽、B火2」) where the table draws 🎭₁ and 🔥2."""
    return KANJI_WORD.findall(text)


def japanese_texts(data: Any, where: str = "") -> Iterator[tuple[str, str]]:
    """Every Japanese string of a YAML file's data: each ``ja`` value, with where it sits."""
    if isinstance(data, dict):
        for k, v in data.items():
            if k == "ja" and isinstance(v, str):
                yield where, v
            else:
                yield from japanese_texts(v, f"{where}/{k}")
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from japanese_texts(v, f"{where}/{i}")


_KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def python_japanese_texts(source: str) -> Iterator[tuple[str, str]]:
    """Every Japanese string literal of a Python module's ``source`` (a view's word table, a
    character's names), with its line: what the YAML check alone would not read. Docstrings
    are left out: they are for developers and name the notation's own aliases (火5)."""
    tree = ast.parse(source)
    docs = {id(body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and (body := node.body) and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)}
    found = [node for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and id(node) not in docs and _KANA_KANJI.search(node.value)]
    for node in sorted(found, key=lambda n: (n.lineno, n.col_offset)):    # in reading order
        yield f":{node.lineno}", node.value


def full_events(events: Any) -> list[Any]:
    """Every field of every event, the explanation steps built."""
    return [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps, e.visible_to,
             repr(e.private)) for e in events]


def assert_bulk_loop_matches(game: Any, st: Any, rng: random.Random, seed: int) -> None:
    """From ``st``, a game's own bulk loop (``play_randomly``, on a clone and a generator in
    the same state) plays the game the generic ``moves``/``perform`` loop plays with ``rng``:
    the same final state, every event field alike."""
    from tricklab.core.events import EventLog
    own, own_rng = st.clone(), random.Random()
    own_rng.setstate(rng.getstate())
    log = EventLog([])
    game.play_randomly(own, own_rng, log)
    events: list[Any] = []
    while not game.is_over(st):
        seat = game.to_act(st)[0]
        events += game.perform(st, seat, rng.choice(game.moves(st, seat)))
    assert own == st, seed
    assert full_events(log) == full_events(events), seed
