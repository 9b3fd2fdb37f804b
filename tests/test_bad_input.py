"""Bad input never crashes or hangs (issue 10): malformed scenario files, hostile YAML, loose
arguments, malformed dashboard addresses, and fuzzed text all end in a typed error (or an
``ERROR file: reason`` line from the CLI), quickly and without a traceback."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import fastjsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tricklab
from tricklab import new_match, scenarios
from tricklab.core import safe_yaml, schema
from tricklab.core.errors import ArgumentError, NotationError, ScenarioError, SetupError, TricklabError
from tricklab.games import GAMES, get_game
from tricklab.ui import url_params

ROOT = Path(__file__).resolve().parent.parent
MALFORMED = sorted((ROOT / "tests" / "data" / "malformed").iterdir())
# Fuzzing stays quick in ``make test``; TRICKLAB_FUZZ_EXAMPLES=5000 for a long run.
FUZZ = settings(max_examples=int(os.environ.get("TRICKLAB_FUZZ_EXAMPLES", "120")), deadline=None,
                database=None, suppress_health_check=[HealthCheck.too_slow])


# -- malformed files through the real command line ------------------------------------------
def test_every_malformed_file_is_one_error_line_and_never_a_traceback():
    assert len(MALFORMED) >= 40
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "tricklab", "scenario", "run", *map(str, MALFORMED)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert time.monotonic() - started < 60
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert lines[-1] == f"scenarios: 0 passed, 0 failed, {len(MALFORMED)} errors"
    for path in MALFORMED:
        mine = [ln for ln in lines if ln.startswith(f"ERROR {path}: ")]
        assert len(mine) == 1, (path, mine)
        reason = mine[0][len(f"ERROR {path}: "):]
        assert str(path) not in reason                        # the path is printed once
        assert "please report" not in reason, reason          # no unexpected exception
        assert len(reason) < 300


def test_every_malformed_file_is_one_error_line_in_japanese_with_lang_ja():
    """``scenario run --lang ja`` for a Japanese teacher: the same one line per file, in the
    catalogue's Japanese (the path once, even where the words start with it), and the count in
    Japanese; before, --lang changed only --explain's lines."""
    proc = subprocess.run([sys.executable, "-m", "tricklab", "scenario", "run", "--lang", "ja",
                           *map(str, MALFORMED)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert lines[-1] == f"シナリオ：合格0件、不合格0件、エラー{len(MALFORMED)}件"
    for path in MALFORMED:
        mine = [ln for ln in lines if ln.startswith("エラー ") and str(path) in ln]
        assert len(mine) == 1, (path, mine)
        assert mine[0].count(str(path)) == 1, mine[0]
        reason = mine[0].replace(str(path), "")
        assert re.search("[ぁ-んァ-ヶ]", reason), mine[0]       # said in Japanese
        assert not re.search(r"\b(must|expected|got|unknown|cannot)\b", reason), mine[0]
        assert "報告" not in reason, reason                      # no unexpected exception


def test_a_failed_scenario_is_reported_in_japanese_with_lang_ja(tmp_path, capsys):
    from tricklab.cli import main
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: robotrick\ntitle: {en: Passing first, ja: 最初に渡す}\n"
                   "players: [Ann, Bo, Cy]\nseed: 3\nactions: [Ann play X9]\n", "utf-8")
    untitled = tmp_path / "untitled.yaml"
    untitled.write_text("game: robotrick\nplayers: [Ann, Bo, Cy]\nseed: 3\nactions: []\n", "utf-8")
    assert main(["scenario", "run", "--lang", "ja", "-v", str(bad), str(untitled)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"不合格 {bad}：最初に渡す"
    assert out[1].startswith("    ・1番目の行動「Ann play X9」：期待は「受け付けられる」、結果は「拒否：")
    assert "must" not in out[1] and "e.g." not in out[1]
    assert out[2] == f"合格 {untitled}"                      # no title: the file's name alone
    assert out[-1] == "シナリオ：合格1件、不合格1件"
    assert main(["scenario", "run", str(untitled), str(tmp_path / "missing.yaml")]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "scenarios: 1 passed, 0 failed, 1 error"


def test_the_alias_bomb_is_refused_at_once():
    started = time.monotonic()
    with pytest.raises(ScenarioError, match="aliases|anchors"):
        scenarios.load(ROOT / "tests" / "data" / "malformed" / "bomb_facts.yaml")
    assert time.monotonic() - started < 0.5


@pytest.mark.parametrize("text, message", [
    ("game: robotrick\nsetup: {hands: {Ben: 5}}\nactions: []\n", "setup.hands.Ben: must be a list of cards, got 5"),
    ("game: robotrick\nseed: 1.9\nactions: []\n", "seed: must be a whole number, got 1.9"),
    ("game: robotrick\nseed: 2.0\nactions: []\n", "seed: must be a whole number"),
    ("game: robotrick\ngame: robotrick\nactions: []\n", "the key 'game' appears twice"),
    ("game: triatri\nsetup: {gems: {Ann: {fire: lots}}}\nactions: []\n", "setup.gems.Ann.fire: must be a whole number"),
    ("game: basic\ntitel: x\nactions: []\n",
     "unknown field titel — did you mean title?; allowed: "),
    # a misspelt required field was only "missing required field 'actions'"
    ("game: basic\nactons: [Ann 7H]\n", "missing required field 'actions'; unknown field actons "
                                        "— did you mean actions?; allowed: actions, description"),
    ("game: basic\nactions: []\nexpect: {refused: [{actoin: Ann 7H}]}\n",
     "expect.refused[0]: missing required field 'action'; unknown field actoin — did you mean "
     "action?; allowed: action, code, ruling, rulings_shown"),
])
def test_schema_errors_name_the_field_and_what_was_expected(text, message):
    with pytest.raises(ScenarioError) as err:
        scenarios.load(text)
    assert message in err.value.message


def test_a_misspelt_required_field_is_named_in_japanese_too():
    with pytest.raises(ScenarioError) as err:
        scenarios.load("game: basic\nactons: [Ann 7H]\n")
    assert schema.worded(err.value.params["detail"], "ja") == (
        "必須の項目「actions」がありません。actonsという項目は書けません（actionsのことですか？"
        "書ける項目：actions、description、expect、game、lang、lesson、options、players、rulings、"
        "seed、setup、title）")


def test_little_names_its_own_setup_fields_among_the_allowed_ones():
    """Little reads its shop and held items out of the setup before Tricktakers checks the
    rest: "shopp" must still be answered with "shop"."""
    with pytest.raises(SetupError) as caught:
        new_match("tricktakers_little", setup={"shopp": []})
    assert "unknown field shopp — did you mean shop?" in caught.value.message
    assert "held_items" in caught.value.message


@pytest.mark.parametrize("game", list(GAMES))
def test_a_misspelt_setup_field_reads_the_same_in_every_game(game, tmp_path):
    """``setup: {handz: ...}`` was "Unknown setup field or option: handz." in five games
    (neither the field, the allowed names nor a guess) and "setup: unknown field handz;
    allowed: …" in the two whose schema lists their fields. Every registered game is tried,
    so a new one is checked by being registered."""
    path = tmp_path / "typo.yaml"
    path.write_text(f"game: {game}\nsetup: {{handz: {{}}}}\nactions: []\n", encoding="utf-8")
    with pytest.raises((ScenarioError, SetupError)) as caught:
        tricklab.load(path)
    err = caught.value
    names = r"[a-z_]+(?:{sep}[a-z_]+)*"
    en = names.format(sep=", ")
    assert re.fullmatch(rf"setup: unknown field handz — did you mean hands\?; allowed: {en}\.?",
                        err.message), err.message
    assert str(err) == f"{path}: {err.message}" and err.params["field"] == "setup"
    assert "hands" in err.message.partition("allowed: ")[2].rstrip(".").split(", ")
    ja = get_game(game).catalogue.explain(err, "ja").headline
    assert re.fullmatch(rf"setup：handzという項目は書けません（handsのことですか？書ける項目："
                        rf"{names.format(sep='、')}）。", ja), ja


def test_a_one_line_string_is_a_path_and_says_so():
    with pytest.raises(ScenarioError, match="cannot read the file") as err:
        scenarios.load("x.txt")
    assert str(err.value).startswith("x.txt: ")


# -- the schema: one source, valid for every packaged scenario --------------------------------
def test_the_docs_copy_of_the_schema_is_the_packaged_one():
    assert (ROOT / "docs" / "scenario.schema.json").read_text("utf-8") == schema.schema_text(), \
        "regenerate docs/scenario.schema.json from tricklab.core.schema.schema_text()"
    assert "scenario.schema.json" in (ROOT / "docs" / "scenarios.md").read_text("utf-8")


def test_every_schema_description_has_its_japanese():
    """What a field expects is said to a Japanese teacher from its ``x-ja`` (the composed
    schema holds every registered game's fragment)."""
    def described(node):
        if isinstance(node, dict):
            if isinstance(node.get("description"), str):
                yield node
            for v in node.values():
                yield from described(v)
        elif isinstance(node, list):
            for v in node:
                yield from described(v)
    found = list(described(schema.schema()))
    assert len(found) > 80
    for node in found:
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", node.get("x-ja", "")), node["description"]


@pytest.fixture(scope="module")
def scenario_validator():
    """The schema compiled once (0.2 s a compile, 641 scenarios)."""
    return fastjsonschema.compile(json.loads(schema.schema_text()))


@pytest.mark.parametrize("path", scenarios.packaged(), ids=lambda p: p.name)
def test_every_packaged_scenario_is_valid_against_the_schema(path, scenario_validator):
    scenario_validator(safe_yaml.load(path.read_text("utf-8")))


# -- strict arguments -----------------------------------------------------------------------
@pytest.mark.parametrize("seed, code", [("7", "BAD_SEED"), (1.5, "BAD_SEED"), (True, "BAD_SEED"),
                                        ([1], "BAD_SEED"), (2**70, "SEED_RANGE")])
def test_a_seed_must_be_a_whole_number(seed, code):
    """(a whole number too large is not "not a whole number": it is out of range)"""
    with pytest.raises(ArgumentError) as err:
        new_match("robotrick", seed=seed)
    assert err.value.code == code and isinstance(err.value, TypeError)


def test_a_seed_of_none_draws_a_recorded_seed():
    m = new_match("robotrick", seed=None)
    assert isinstance(m.seed, int)
    assert new_match("robotrick", seed=m.seed).facts() == m.facts()


@pytest.mark.parametrize("n", [0, -1, "1", 1.0, True])
def test_undo_counts_are_whole_numbers_from_one(n):
    m = new_match("robotrick", seed=1)
    with pytest.raises(ArgumentError):
        m.undo(n)


def test_unknown_game_and_language_are_typed_errors():
    from tricklab.ui.table import Table
    with pytest.raises(SetupError, match="unknown game"):
        Table("chess")
    with pytest.raises(ArgumentError, match="language"):
        Table("robotrick", lang="fr")
    with pytest.raises(ArgumentError):
        get_game("robotrick").catalogue.explain(new_match("robotrick").events[0], "fr")


NEW_CODES = ["TOO_LONG", "TOO_MANY_WORDS", "BAD_SEED", "BAD_COUNT", "BAD_LANG", "UNKNOWN_GAME",
             "SCENARIO_IO", "SCENARIO_SOURCE", "SCENARIO_NOT_TEXT", "SCENARIO_TOO_LARGE",
             "SCENARIO_YAML", "SCENARIO_SHAPE", "SCENARIO_SCHEMA", "SCENARIO_RULING",
             "SCENARIO_ACTION", "BAD_ACTION", "SEED_RANGE", "SEED_TYPED", "SEED_EMPTY",
             "SETUP_PRESET_PLAYERS"]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_new_error_code_has_english_and_japanese(game):
    messages = get_game(game).catalogue.messages
    for code in NEW_CODES:
        assert {"en", "ja"} <= set(messages[code]), code     # (and its names: said as typed)
        # Japanese words, or Japanese punctuation around a part worded in either language
        assert re.search(r"[\u3001-\u30ff\u4e00-\u9fff]", messages[code]["ja"]), code


def _raised_codes(folder: Path) -> set[str]:
    """The error codes the sources of ``folder`` raise (``code="X"``, a character's
    ``refuse(..., "X", ...)``, a set-up's ``fail(..., "X", ...)``)."""
    found: set[str] = set()
    for f in folder.rglob("*.py"):
        text = f.read_text("utf-8")
        found |= set(re.findall(r'code="([A-Z][A-Z0-9_]+)"', text))
        found |= set(re.findall(r'(?:refuse|fail)\([^)]*?"([A-Z][A-Z0-9_]{3,})"', text, re.S))
    return found


@pytest.mark.parametrize("game", list(GAMES))
def test_every_error_code_a_game_raises_has_english_and_japanese(game):
    """TRicK GEAR refused a set-up of two equal names in English only (SETUP_PLAYERS had no
    words): the table fell back to the engine's note. The game's package is read with the
    game packages it builds on (Little on Tricktakers) and the shared ones."""
    root = Path(__file__).parents[1] / "tricklab"
    own = root / "games" / game
    based = {m for f in own.rglob("*.py")
             for m in re.findall(r"tricklab\.games\.(\w+)", f.read_text("utf-8"))}
    codes = set().union(*(_raised_codes(root / "games" / g) for g in {game, *based}),
                        *(_raised_codes(root / d) for d in ("core", "session", "ui")))
    cat = get_game(game).catalogue
    assert len(codes) > 10
    for code in sorted(codes):
        words = cat.refusals.get(code) or cat.messages.get(code) or {}
        assert {"en", "ja"} <= set(words), code


@pytest.mark.parametrize("game, example", [("robotrick", "Ben 3S"), ("triatri", "Ann F5"),
                                           ("tricktakers", "Ann R5")])
def test_bad_action_quotes_the_games_own_example(game, example):
    """Without a position (the notation alone) the game's own example is quoted; a match
    quotes a move legal in its position (below)."""
    from tricklab.core.errors import NotationError
    with pytest.raises(NotationError) as caught:
        get_game(game).parse_action("Ann")
    err = caught.value
    assert err.code == "BAD_ACTION" and f"'{example}'" in err.message
    assert example in get_game(game).catalogue.explain(err, "ja").headline


@pytest.mark.parametrize("game", list(GAMES))
def test_a_text_that_is_no_action_is_answered_with_a_move_legal_here(game):
    """"'R7' is not an action: write the seat then the card, e.g. 'Ben 3S'" answered a
    TRicK GEAR player whose seats are Alice and Bob, while Bob had a character to pick: the
    example is a move legal now, in both languages."""
    m = new_match(game, seed=1)
    seat = m.to_act()[0]
    legal = [str(a) for a in m.legal_actions(seat)]
    for text in ("R7", "xx"):
        err = m.try_play(text)
        assert err is not None and err.code == "BAD_ACTION"
        assert err.params["example"] in legal and f"'{legal[0]}'" in err.message, err.message
        assert f"「{legal[0]}」" in get_game(game).catalogue.explain(err, "ja").headline
    assert len(m.actions) == 0


def test_not_in_hand_is_said_once():
    m = new_match("triatri", seed=3)
    seat = m.to_act()[0]
    other = next(c for s in m.players if s != seat for c in m.state.hands[s])
    err = m.try_play(f"{seat} reveal {other}")
    assert err is not None and err.code == "NOT_IN_HAND"
    assert "(is not in the hand)" not in err.message and err.message.count("not in") == 1


def _refusals(game: str, seeds: int = 2, steps: int = 60):
    """(match, typed text, error) for texts refused along seeded random games: each seat's
    typed verbs with none, one or two of its cards, and nonsense ("x")."""
    import random
    g = get_game(game)
    verbs = sorted({*(g.info.verbs or ()), "pass", "lead", "discard", "item", "pick", "bid"})
    for seed in range(seeds):
        m, rng = new_match(game, seed=seed), random.Random(seed)
        for _ in range(steps):
            if m.is_over():
                break
            hands = getattr(m.state, "hands", {})
            for seat in m.players:
                cards = [str(c) for c in (hands.get(seat, ()) if isinstance(hands, dict) else ())]
                for verb in verbs:
                    for args in ("", " ".join(cards[:1]), " ".join(cards[:2]), "x"):
                        text = f"{seat} {verb} {args}".strip()
                        err = m.try_play(text)
                        if err is None:
                            m.undo()
                        else:
                            yield m, text, err
            m.play(rng.choice(m.legal_actions(m.to_act()[0])))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_refusal_in_code_reads_as_the_table_says_it(game):
    """Someone trying moves in code read the engine's notes: "you must follow D: you hold
    3D", "Ann must first discard 1 card(s), e.g. 'e.g. 'Ann discard R3''", "'bid' is the
    gambler's ability; Bo is adventurer". A refusal through a match says what the table says
    (the catalogue's English); an example added to it is a move legal for that seat now."""
    cat, seen = get_game(game).catalogue, set()
    for m, text, err in _refusals(game):
        if isinstance(err, NotationError):
            continue                # notation help ("write rank then suit") stays the engine's
        said = str(err)
        head = cat.explain(err, "en").headline
        assert said == err.message and said.startswith(head.rstrip(".")), (text, said)
        assert "(s)" not in said and "e.g. 'e.g." not in err.note, (text, said, err.note)
        assert "{" not in said.replace("{contains", ""), (text, said)   # no unfilled placeholder
        if said != head:                    # an example was added: legal for the seat now
            example = re.fullmatch(r".*, e\.g\. '([^']+)'\.", said)
            assert example, (text, said)
            seat = text.split()[0]
            assert example[1] in [str(a) for a in m.legal_actions(seat)], (text, said)
        seen.add(err.code)
    assert "NOT_YOUR_TURN" in seen or game == "trickgear", seen
    # and in Japanese no English is left: Latin letters only in what was typed (「…」), seat
    # names, card codes and the words the rulebooks print so (HAND, BET, JOKER); KINGs asked for a
    # 「King colourを1つ」 (KZ9: KINGs' code for the Berserker's black 9, in its notation help)
    seats = "|".join(sorted({s for m, _, _ in _refusals(game, 1, 3) for s in m.players}, key=len,
                            reverse=True))
    for _, text, err in _refusals(game):
        ja = cat.explain(err, "ja").headline
        rest = re.sub(rf"「[^」]*」|{seats}|(?:WF|RA|JK|KZ|[RBGKWFX])\d+|RAK|BZ|(?:10|[2-9AJQK])[SHDC]"
                      r"|HAND|BET|KINGs|JOKER", "", ja)
        assert not re.search(r"[A-Za-z]{2,}", rest) and "{" not in ja, (text, ja)


def test_an_example_is_a_legal_move_of_the_kind_the_engine_showed():
    """RoboTrick's engine showed 'Aki pass 2C 3C' whatever Aki held; a refusal without an
    example in the engine's words gets none."""
    m = new_match("robotrick", seed=0)
    seat = m.to_act()[0]
    err = m.try_play(f"{seat} lead")
    assert err is not None and err.code == "MUST_PASS_FIRST"
    example = re.fullmatch(rf"{seat} must first choose 2 cards to pass to the left, e\.g\. "
                           rf"'({seat} pass \w+ \w+)'\.", str(err))
    assert example and example[1] in [str(a) for a in m.legal_actions(seat)], str(err)
    assert err.note.startswith(f"{seat} must first choose 2 cards to pass")
    m = new_match("basic", seed=0)
    other = next(s for s in m.players if s not in m.to_act())
    err = m.try_play(f"{other} 2C")
    assert err is not None and str(err) == f"It is not {other}'s turn: waiting for " \
        f"{', '.join(m.to_act())}.", str(err)


def test_a_typo_is_quoted_back_as_typed_in_both_languages():
    """KINGs named a typo as it names a card ("ANN is not in your party", 「ANNは…」), and
    asked in Japanese for a 「King colourを1つ」."""
    m = new_match("tricktakers_kings", seed=0)
    seat = m.to_act()[0]
    cat = get_game("tricktakers_kings").catalogue
    err = m.try_play(f"{seat} pick ann")
    assert err is not None and str(err) == "'ANN' is not on the draft board.", str(err)
    assert cat.explain(err, "ja").headline == "「ANN」はドラフトの場にありません。"
    err = m.try_play(f"{seat} pick")
    assert str(err) == "Name one card of the draft board."
    assert cat.explain(err, "ja").headline == "ドラフトの場のカードを1つ指定してください。"


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little"])
def test_a_pick_without_a_name_lists_the_characters_to_pick(game):
    m = new_match(game, seed=0)
    seat = m.to_act()[0]
    names = [a.args[0] for a in m.legal_actions(seat) if a.kind == "pick"]
    cat = get_game(game).catalogue
    for text, code in ((f"{seat} pick", "CHARACTER_NOT_NAMED"), (f"{seat} pick zz", "UNKNOWN_CHARACTER")):
        err = m.try_play(text)
        assert err is not None and err.code == code
        assert err.params["available"] == names
        assert cat.term(names[0], "en") in str(err)
        assert cat.term(names[0], "ja") in cat.explain(err, "ja").headline


def test_at_least_is_said_as_at_least():
    """The black-crown exchange takes 1 card or more: its refusal read "Name 1 card from
    Ann's hand." (the engine's note said "at least")."""
    from tricklab.games.tricktakers.args import hand_cards
    m = new_match("tricktakers", seed=0)
    cat = get_game("tricktakers").catalogue
    with pytest.raises(TricklabError) as caught:
        hand_cards(m.state, "Ann", [], None, at_least=1)
    assert cat.explain(caught.value, "en").headline == "Name at least 1 card from Ann's hand."
    assert cat.explain(caught.value, "ja").headline == "Annの手札から1枚以上を書いてください。"
    with pytest.raises(TricklabError) as caught:
        hand_cards(m.state, "Ann", [], None, exactly=2)
    assert cat.explain(caught.value, "en").headline == "Name 2 cards from Ann's hand."


@pytest.mark.parametrize("game, kw, en, ja", [
    ("robotrick", {"setup": {"hands": {"Aki": ["2C", "2C"]}}},
     "The card ♣2 appears twice in Aki's hand.", "カード♣2がAkiの手札に2回出てきます。"),
    ("robotrick", {"setup": {"hands": {"Aki": ["2C"], "Ben": ["2C"]}}},
     "The card ♣2 appears twice: in Aki's hand and in Ben's hand.",
     "カード♣2が2か所にあります：Akiの手札とBenの手札。"),
    ("tricktakers", {"setup": {"hands": {"Ann": ["R1", "R1"]}}},
     "The card ▲1 appears twice in Ann's hand.", "カード▲1がAnnの手札に2回出てきます。"),
    ("trickgear", {"players": ["Alice", "Bob"], "setup": {
        "teams": {"Alice": ["bastion"], "Bob": ["volt"]}, "hands": {"Alice": ["AS", "AS"]}}},
     "The card ♠A appears twice in Alice's cards.", "カード♠AがAliceのカードに2回出てきます。"),
])
def test_a_card_placed_twice_names_its_places(game, kw, en, ja):
    """TRicK GEAR's refusal showed its template's placeholders ("appears twice: in {first}
    and in {second}"); a card twice in one hand read "in Aki's hand and in Aki's hand"."""
    with pytest.raises(SetupError) as caught:
        new_match(game, **kw)
    cat = get_game(game).catalogue
    assert cat.explain(caught.value, "en").headline == en
    assert cat.explain(caught.value, "ja").headline == ja
    assert str(caught.value) == en and "appears twice" in caught.value.note   # code reads it too


@pytest.mark.parametrize("game, en, ja", [
    ("tricktakers", "Ruler's Wand is not on the Adventurer's equipment: no item can be used now.",
     "「ルーラーの杖」は装備されていません。今使えるアイテムはありません。"),
    ("tricktakers_little", "You do not hold the Ruler's Wand: you hold no item.",
     "「ルーラーの杖」は持っていません。アイテムを1つも持っていません。")])
def test_a_refusal_says_a_count_of_none_as_none(game, en, ja):
    """A typed 'item wand' with no item read "(available: —)" / "(your items: —)": a
    refusal takes its ``_NONE`` words as an event's message does."""
    from tricklab.core.errors import IllegalAction
    cat = get_game(game).catalogue
    err = IllegalAction("wand", code="ITEM_NOT_AVAILABLE", item="wand", items=[])
    assert (cat.explain(err, "en").headline, cat.explain(err, "ja").headline) == (en, ja)
    err = IllegalAction("wand", code="ITEM_NOT_AVAILABLE", item="wand", items=["orb"])
    assert "White Orb" in cat.explain(err, "en").headline


# -- the dashboard's address ----------------------------------------------------------------
def _info():
    from tricklab.core.game import GameInfo, OptionPreset
    return GameInfo("g", {"en": "G", "ja": "G"}, "tricklab.games.basic", (3, 4),
                    {3: ("A", "B", "C"), 4: ("A", "B", "C", "D")},
                    presets={"base": OptionPreset({}, {}), "all": OptionPreset({}, {})})


@pytest.mark.parametrize("query, name", [("seed=--5", "seed"), ("seed=²", "seed"),
                                         ("seed=" + "9" * 5000, "seed"), ("players=²", "players"),
                                         ("lang=fr", "lang"), ("teacher=maybe", "teacher")])
def test_url_parameters_that_are_not_valid_are_ignored_with_a_note(query, name):
    got = url_params.parse(query, _info())
    assert name not in got.table and [n for n, _, _ in got.ignored] == [name]
    assert all(len(v) <= 30 for _, v, _ in got.ignored)


def test_valid_url_parameters_are_used():
    got = url_params.parse("seed=-5&players=4&lang=ja&teacher=1&set=all", _info())
    assert got.table == {"seed": -5, "players": ["A", "B", "C", "D"], "lang": "ja",
                         "teacher": True, "card_set": "all"} and not got.ignored


def test_the_dashboard_shows_the_note(monkeypatch):
    from tricklab.ui.table import dashboard
    monkeypatch.setenv("QUERY_STRING", "seed=²&players=²")
    t = dashboard("triatri", seed=1)
    assert "Ignored seed=²" in t.status.value and "Ignored players=²" in t.status.value


# -- fuzzing: arbitrary text and documents raise only typed errors ---------------------------
PARSERS = [get_game(g).parse_card for g in GAMES]
MATCHES = {g: new_match(g, seed=1) for g in GAMES}


@FUZZ
@given(text=st.text(max_size=80))
def test_card_parsers_raise_only_notation_errors(text):
    for parse in PARSERS:
        try:
            parse(text)
        except NotationError as err:
            assert len(err.message) < 400


@FUZZ
@given(text=st.one_of(st.text(max_size=60),
                      st.builds(lambda s, w: f"{s} {w}", st.sampled_from(["Aki", "Ann", "Robot", "Bo"]),
                                st.text(max_size=40))))
def test_actions_raise_only_typed_errors_and_leave_the_match_unchanged(text):
    for m in MATCHES.values():
        before = len(m.actions)
        err = m.try_play(text)
        if err is not None:
            assert len(m.actions) == before
        else:
            m.undo()


@FUZZ
@given(text=st.text(max_size=300))
def test_the_loader_on_arbitrary_text_raises_only_scenario_errors(text):
    try:
        scenarios.load("{" + text if "\n" not in text else text)
    except ScenarioError:
        pass


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
FIELDS = ["title", "description", "rulings", "players", "seed", "setup", "options", "actions",
          "expect", "lang"]


@FUZZ
@given(game=st.sampled_from(list(GAMES) + ["chess"]),
       extra=st.dictionaries(st.sampled_from(FIELDS), JSON, max_size=5))
def test_arbitrary_yaml_documents_load_and_run_with_typed_errors_only(game, extra):
    text = yaml.safe_dump({"game": game, "actions": [], **extra}, allow_unicode=True)
    try:
        scenarios.run(scenarios.load(text))
    except TricklabError:
        pass


# -- one escaping helper --------------------------------------------------------------------
def test_only_the_markup_module_uses_the_standard_html_module():
    users = [p.relative_to(ROOT) for p in (ROOT / "tricklab").rglob("*.py")
             if re.search(r"^\s*(import html\b|from html\b)", p.read_text("utf-8"), re.M)]
    assert users == [Path("tricklab/core/markup.py")]


@pytest.mark.parametrize("game, setup, place", [
    ("robotrick", {"hands": {"Aki": ["AS"], "Ben": ["AS"]}}, "Benの手札"),
    ("robotrick", {"captured": {"Aki": ["AS"]}, "burned": ["AS", "2C", "3C"]}, "伏せて除いたカード"),
    ("basic", {"hands": {"Ann": ["AS"], "Bo": ["AS"]}}, "Boの手札"),
    ("tricktakers", {"hands": {"Ann": ["R1", "R2", "R3", "R4", "R5"]}, "deck": ["R1"]}, "山札"),
    ("tricktakers_kings", {"hands": {"Ann": ["R1"], "Bo": ["R1"]}}, "Boの手札"),
])
def test_a_refused_setup_names_its_places_in_japanese(game, setup, place):
    """「カード♠Aが2か所にあります：Robot's handとBen's hand」: the places a set-up names are
    words of the reader's language (core.rulings.Place), the English stays in English."""
    from tricklab.core.errors import SetupError
    from tricklab.core.match import Match
    from tricklab.games import get_game
    g = get_game(game)
    with pytest.raises(SetupError) as info:
        Match(g, None, 0, setup)
    ja = g.catalogue.explain(info.value, "ja").headline
    assert place in ja and "'s " not in ja and "hands." not in ja, ja
    assert "'s " in g.catalogue.explain(info.value, "en").headline


@pytest.mark.parametrize("game", list(GAMES))
def test_a_number_of_players_takes_the_games_seat_names(game):
    """``new_match("triatri", players=4)`` raised "'int' object is not iterable"; a count the
    game does not allow is refused with the game's title and its counts ("3, 4 or 5"), in
    Japanese 「トリアトリのプレイ人数は…」, not the registry key."""
    from tricklab.core.errors import SetupError
    info = get_game(game).info
    for n in info.player_counts:
        assert new_match(game, players=n).players == list(info.players(n))
    with pytest.raises(SetupError) as caught:
        new_match(game, players=9)
    err, cat = caught.value, get_game(game).catalogue
    assert err.code == "SETUP_PLAYER_COUNT" and info.title["en"] in str(err)
    en, ja = cat.explain(err, "en").headline, cat.explain(err, "ja").headline
    assert en.startswith(info.title["en"]) and ja.startswith(info.title["ja"]), (en, ja)
    if len(info.player_counts) > 1:
        assert f" or {info.player_counts[-1]} players" in en, en
    assert new_match(game, players=[]).players == list(info.default_players)
