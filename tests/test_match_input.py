"""The Python API answers what it is given (an audit of ``new_match`` and ``Match``): seat names
are said as written, seat names and options a file could not hold are refused up front, moves
are kept as ``legal_actions`` writes them, unknown seats and arguments are refused in words,
and the example a refusal gives is a move legal here. Every check runs over ``GAMES``."""
from __future__ import annotations

import random
import re

import pytest

import tricklab
from tricklab import new_match
from tricklab.core import schema
from tricklab.core.errors import ArgumentError, IllegalAction, ScenarioError, SetupError
from tricklab.core.match import Match
from tricklab.games import GAMES, get_game

GAME_NAMES = sorted(GAMES)
SEAT = re.compile(r"^[^\s]+$")         # the scenario file's seat rule (one word)


def _texts(m: Match, lang: str) -> list[str]:
    """Every event of ``m`` in words, headline and steps."""
    out = []
    for ev in m.events:
        ex = m.explain(ev, lang)
        out += [ex.headline, *(line.text for line in ex.steps)]
    return out


def _term_names(game: str) -> list[str]:
    """Seat names spelt like terms of the game ("S", "H" in a game of suits), as many as its
    usual table: the shortest such terms first."""
    g = get_game(game)
    cat, default = g.catalogue, g.info.default_players
    names = sorted((k for k, v in cat.terms.items() if isinstance(v, dict) and not v.get("seat")
                    and SEAT.match(k) and len(k) <= 12 and k not in default
                    and not k.startswith("verb_") and k.lower() not in g.verbs
                    and k.lower() not in ("play", "pass")),
                   key=lambda k: (len(k), k))
    picked: list[str] = []
    for k in names:                        # different even without case
        if k.lower() not in {p.lower() for p in picked}:
            picked.append(k)
    return picked[:len(default)]


def _renamed(text: str, names: dict[str, str]) -> str:
    for old, new in names.items():
        text = re.sub(rf"(?<![A-Za-z0-9]){re.escape(old)}(?![A-Za-z0-9])", new, text)
    return text


@pytest.mark.parametrize("game", GAME_NAMES)
def test_seat_names_spelt_like_terms_are_said_as_written(game):
    """Seats called "S", "H", "C", "D" read "It is not ♥ hearts's turn: waiting for ♠ spades."
    and "(seats: ♠ spades, ♥ hearts, …)": the same game played by seats named after terms of
    the game says, word for word, what it says with the usual names, in both languages."""
    default = list(get_game(game).info.default_players)
    names = _term_names(game)
    assert len(names) == len(default), names
    rename = dict(zip(default, names))
    a, b = new_match(game, seed=3), new_match(game, players=names, seed=3)
    rng = random.Random(3)
    refused_a: list[str] = []
    refused_b: list[str] = []
    for _ in range(40):
        if a.is_over():
            break
        seat = a.to_act()[0]
        idle = next((s for s in default if s not in a.to_act()), None)
        for m, out, tr in ((a, refused_a, {}), (b, refused_b, rename)):
            for text in ([f"{idle} 2C"] if idle else []) + ["Qz 2C"]:
                err = m.why_not(_renamed(text, tr))
                assert err is not None
                out += [m.explain(err, lang).headline for lang in ("en", "ja")]
        act = str(rng.choice(a.legal_actions(seat)))
        a.play(act)
        b.play(" ".join(rename.get(w, w) for w in act.split()))
    for lang in ("en", "ja"):
        assert [_renamed(t, rename) for t in _texts(a, lang)] == _texts(b, lang)
    assert [_renamed(t, rename) for t in refused_a] == refused_b


def test_the_audit_s_seats_named_like_suits():
    m = new_match("basic", players=["S", "H", "C", "D"], seed=1)
    err = m.why_not("H 2C")
    assert str(err) == "It is not H's turn: waiting for S."
    assert m.explain(err, "ja").headline == "Hの番ではありません。Sの番です。"
    assert "(seats: S, H, C, D)" in str(m.why_not("Q 2C"))


def test_the_robot_seat_still_reads_in_the_readers_words():
    m = new_match("robotrick", seed=7)
    texts = _texts(m, "ja")
    assert any("ロボット" in t for t in texts) and not any("Robot" in t for t in texts)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_seat_name_a_file_could_not_hold_is_refused_with_the_loaders_words(game):
    """"Ann Lee" was accepted, could not be played by notation, and its saved file could not
    be loaded (the game was lost): ``new_match`` refuses it as the loader does, word for
    word in both languages, and leaves nothing behind."""
    default = list(get_game(game).info.default_players)
    players = [f"{default[0]} Lee", *default[1:]]
    with pytest.raises(SetupError) as made:
        new_match(game, players=players)
    text = f"game: {game}\nplayers: [{', '.join(players)}]\nactions: []\n"
    with pytest.raises(ScenarioError) as loaded:
        tricklab.load(text)
    cat = get_game(game).catalogue
    for lang in ("en", "ja"):
        assert cat.explain(made.value, lang).headline == cat.explain(loaded.value, lang).headline
    assert "players[0]" in str(made.value) and "one word" in str(made.value)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_moves_are_kept_as_legal_actions_writes_them(game):
    """``Ann k♥`` was kept as typed: the history's action was never among its legal ones and
    the saved file kept ``Ann k♥``. A move typed in small letters is kept as the legal one;
    a file of moves as typed still replays to the same match."""
    m = new_match(game, seed=1)
    rng = random.Random(0)
    typed = []
    for _ in range(30):
        if m.is_over():
            break
        a = rng.choice(m.legal_actions(m.to_act()[0]))
        words = [a.seat, *([] if a.kind == "play" else [a.kind.upper()]),
                 *(_small(m, w) for w in a.args)]
        typed.append(" ".join(words))
        m.play(typed[-1])
        assert m.actions[-1] == a, (typed[-1], m.actions[-1], a)
    assert any(t.split(" ", 1)[1] != str(a).split(" ", 1)[1] for t, a in zip(typed, m.actions))
    h = m.history()
    rows = h[h.action.notna()]
    assert all(r.action in r.legal for r in rows.itertuples())
    assert all(str(a) in m.to_scenario() for a in m.actions)
    again = Match.replay(game, m.players, 1, None, typed)
    assert again.actions == m.actions


def _small(m: Match, word: str) -> str:
    """``word`` in small letters when the game reads it so as the same card."""
    try:
        return word.lower() if str(m.game.parse_card(word.lower())) == str(m.game.parse_card(word)) \
            else word
    except Exception:
        return word


@pytest.mark.parametrize("game", GAME_NAMES)
def test_an_unknown_seat_is_refused_in_words_by_every_query(game):
    """``history('Zed')``, ``view('Zed')``, ``legal_actions('ann')`` answered with nothing, as
    if the seat had no move; ``events_of(0)`` of a new match was a bare IndexError and
    ``events_of('Zed')`` a TypeError."""
    m = new_match(game, seed=2)
    seat = m.to_act()[0]
    before = (len(m.actions), m.facts())
    for query in (m.history, m.view, m.legal_actions, m.rulings_fired):
        with pytest.raises(ArgumentError) as err:
            query("Zed")
        assert err.value.code == "UNKNOWN_SEAT" and "There is no seat called 'Zed'" in str(err.value)
        with pytest.raises(ArgumentError) as err:
            query(seat.lower())
        assert err.value.code == "UNKNOWN_SEAT_CASE" and f"'{seat}'" in str(err.value)
        ja = m.explain(err.value, "ja").headline
        assert f"「{seat}」" in ja and "capital" not in ja
    assert m.legal_actions(seat) and m.history(seat) is not None
    with pytest.raises(IndexError, match="there is no action 0: this match has 0"):
        m.events_of(0)
    with pytest.raises(ArgumentError) as err:
        m.events_of("Zed")
    assert "whole number" in str(err.value) and "整数" in m.explain(err.value, "ja").headline
    assert m.events_of(-1) == m.events
    with pytest.raises(ArgumentError) as err:
        m.explain("hello")
    assert err.value.code == "BAD_EXPLAIN" and "'hello'" in str(err.value)
    assert "「'hello'」" not in m.explain(err.value, "ja").headline
    assert (len(m.actions), m.facts()) == before


def _declared(game: str) -> dict[str, dict[str, object]]:
    part = schema.schema()["definitions"].get(f"{game}_options") or {}
    return dict(part.get("properties") or {})


def test_an_option_of_the_wrong_type_is_refused_as_a_file_s_would_be():
    """``new_match("tricktakers", rule_350="yes")`` was accepted (and read as true): an
    option is checked against the type the game declares for a scenario file's options,
    every true-or-false option of every game."""
    checked = []
    for game in GAME_NAMES:
        for name, rule in _declared(game).items():
            kinds = rule.get("type")
            if kinds == "boolean" or (isinstance(kinds, list) and "boolean" in kinds):
                with pytest.raises(SetupError) as err:
                    new_match(game, **{name: "yes"})
                assert f"options.{name}" in str(err.value)
                assert "「yes」" in get_game(game).catalogue.explain(err.value, "ja").headline
                checked.append((game, name))
    assert {g for g, _ in checked} >= {"tricktakers", "tricktakers_kings", "tricktakers_little"}


def test_tricktakers_declares_its_350_rule_and_variants():
    with pytest.raises(SetupError, match="options.rule_350: must be true or false"):
        new_match("tricktakers", rule_350="yes")
    with pytest.raises(ScenarioError, match="rule_350"):
        tricklab.load("game: tricktakers\noptions: {rule_350: maybe}\nactions: []\n")
    assert new_match("tricktakers", rule_350=True, variant_150_lead=False).options["rule_350"]
    new_match("tricktakers", characters=("king", "hermit", "ninja", "ruler"))


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_refusal_s_example_is_a_move_legal_here(game):
    """"Ann frobnicate now" was answered "e.g. 'Ann 7S'" to an Ann holding 7D, and "'Ann' is
    not an action: … e.g. 'Ben 3S'" in games without a seat Ben: an example a refusal gives
    (``why_not`` as ``play``) is a legal move of the seat to act, quoted in both languages."""
    m = new_match(game, seed=1)
    rng = random.Random(1)
    seen = 0
    for _ in range(25):
        if m.is_over():
            break
        seat = m.to_act()[0]
        legal = [str(a) for a in m.legal_actions(seat)]
        for text in (f"{seat} frobnicate now", seat, "frobnicate", f"{seat} pass",
                     f"{seat} pick", f"{seat} ZZ ZZ"):
            refused = m.why_not(text)
            if refused is None:           # a legal move ("Alice pass"): nothing to check
                continue
            for err in (refused, m.try_play(text)):
                assert err is not None
                example = err.params.get("example")
                quoted = re.findall(r"e\.g\. '([^']*)'", str(err))
                assert all(q in legal for q in quoted), (text, str(err), legal)
                if example:
                    seen += 1
                    assert example in legal, (text, example)
                    assert f"「{example}」" in m.explain(err, "ja").headline
        m.play(rng.choice(legal))
    assert seen


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_game_s_own_example_names_a_seat_of_its_table(game):
    """Without a position the notation quotes the game's own example: it names a seat of
    the game's table (basic and TRicK GEAR quoted "Ben 3S")."""
    g = get_game(game)
    act = g.parse_action(g.action_example)
    assert act.seat in {s for n in g.info.player_counts for s in g.info.players(n)}


def test_undo_with_nothing_played_says_so_in_both_languages():
    m = new_match("basic", seed=1)
    with pytest.raises(IllegalAction) as err:
        m.undo()
    assert err.value.code == "NOTHING_TO_UNDO"
    assert str(err.value) == "Nothing to undo: no move has been played yet."
    assert m.explain(err.value, "ja").headline == "元に戻す手がありません。まだ誰も行動していません。"
    m.play(m.legal_actions("Ann")[0])
    with pytest.raises(IllegalAction) as err:
        m.undo(3)
    assert str(err.value) == "Cannot undo 3 moves: only 1 has been played."
    assert m.explain(err.value, "ja").headline == "3手は戻せません。まだ1手しか進んでいません。"
    assert len(m.actions) == 1


def test_dir_of_the_package_is_its_api():
    shown = dir(tricklab)
    assert set(tricklab.__all__) <= set(shown)
    assert not {"Any", "Path", "Sequence", "annotations", "TYPE_CHECKING"} & set(shown)


def _reordered(m: Match, rng: random.Random):
    """A move of the seat to act whose words the rules take in an order its legal list does
    not write (a Map's cards, a pass), in small letters, or None."""
    from itertools import permutations
    from tricklab.core.actions import Action
    from tricklab.core.errors import TricklabError
    legal = m.legal_actions(m.to_act()[0])
    for a in rng.sample(legal, len(legal)):
        for words in list(permutations(a.args))[1:4]:
            moved = Action(a.seat, a.kind, tuple(_small(m, w) for w in words))
            if Action(a.seat, a.kind, tuple(words)) in legal:
                continue
            try:
                m.game.step(m.state.clone(), moved)
            except TricklabError:
                continue
            return moved
    return None


def test_a_move_s_words_keep_the_order_they_were_typed_in():
    """Keeping a move as its legal list writes it reordered its words ("Ann item map B7 K5 K8
    R7" was kept as "… R7 B7 K5 K8"): where the order is part of a move, the record would say
    another move. Words are spelt as the list spells them, in the order typed, and the record
    replays to the same facts."""
    found = set()
    for game in GAME_NAMES:
        for seed in range(3):
            m, rng = new_match(game, seed=seed), random.Random(seed)
            for _ in range(60):
                if m.is_over():
                    break
                moved = _reordered(m, rng)
                if moved is not None:
                    m.play(moved)
                    kept = m.actions[-1]
                    def key(w):
                        try:
                            return str(m.game.parse_card(w))
                        except Exception:
                            return w.casefold()
                    assert [key(w) for w in kept.args] == [key(w) for w in moved.args], (kept, moved)
                    again = Match(game, m.players, seed, m.setup, **m.options)
                    for act in m.actions:
                        again.play(act)
                    assert repr(again.game.facts(again.state)) == repr(m.game.facts(m.state))
                    found.add(game)
                    break
                m.play(rng.choice(m.legal_actions(m.to_act()[0])))
    assert {"robotrick", "tricktakers_little"} <= found, found
