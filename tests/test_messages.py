"""Every error code the source can raise has an English and a Japanese message: a learner who
reads Japanese never meets a bare code. Codes are found in the source (``code="..."``), so a new
error without its messages fails here, whichever game or layer raises it."""
from __future__ import annotations

import ast
import functools
import sys
import re
from pathlib import Path

import pytest
from helpers import japanese_texts

from tricklab.core.rulings import Catalogue
from tricklab.games import GAMES, get_game

sys.path.insert(0, str(Path(__file__).parent))

ROOT = Path(__file__).resolve().parent.parent / "tricklab"
ERRORS = {"TricklabError", "IllegalAction", "NotationError", "SetupError", "ScenarioError"}
# helpers that raise with the code as a positional argument, and its position
HELPERS = {"refuse": 1, "_wrong": 2}
IS_CODE = re.compile(r"^[A-Z][A-Z0-9_]+$")


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def codes_in(folder: Path) -> dict[str, str]:
    """Code -> the first file raising it: ``code="..."`` keywords, an error class's second
    argument, and the raising helpers' code argument."""
    out: dict[str, str] = {}
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            found = [k.value for k in node.keywords if k.arg == "code"]
            name = _name(node.func)
            pos = 1 if name in ERRORS else HELPERS.get(name)
            if pos is not None and len(node.args) > pos:
                found.append(node.args[pos])
            for v in found:
                if isinstance(v, ast.Constant) and isinstance(v.value, str) and IS_CODE.match(v.value):
                    out.setdefault(v.value, str(path.relative_to(ROOT)))
    return out


def catalogue_for(path: str) -> Catalogue:
    parts = Path(path).parts
    if parts[0] == "games" and parts[1] in GAMES:
        return get_game(parts[1]).catalogue
    return Catalogue.load("tricklab.core", "core")


def all_codes() -> list[tuple[str, str]]:
    return sorted(codes_in(ROOT).items())


def test_the_scan_finds_the_codes():
    codes = dict(all_codes())
    assert {"MUST_FOLLOW", "NOT_YOUR_TURN", "SETUP_PLAYERS", "BAD_ACTION", "UNKNOWN_GAME"} <= set(codes)


def missing() -> list[str]:
    out = []
    for code, path in all_codes():
        cat = catalogue_for(path)
        for lang in ("en", "ja"):
            if not (cat.refusals.get(code) or cat.messages.get(code, {})).get(lang):
                out.append(f"{code} ({path}): no {lang} message")
    return out


def test_every_raised_code_has_english_and_japanese():
    assert not missing(), "\n".join(missing())


@pytest.mark.parametrize("name", list(GAMES))
def test_a_refusal_never_takes_the_template_of_an_event_with_its_code(name):
    """GAME_OVER is both the event that ends a game (its winners) and the refusal of a move
    after it: TriATri's refusal read "Game over: {winners} wins." with the name unfilled."""
    from tricklab.core.errors import IllegalAction
    cat = get_game(name).catalogue
    for lang in ("en", "ja"):
        head = cat.explain(IllegalAction("the game is over", code="GAME_OVER"), lang).headline
        assert "{" not in head and head == cat.refusals["GAME_OVER"][lang], (lang, head)
    for code in cat.refusals:               # an event keeps its own template
        if code in cat.messages:
            assert cat.message(code, {}, "en") == cat.messages[code]["en"].format_map(
                {k: "{" + k + "}" for k in re.findall(r"\{(\w+)\}", cat.messages[code]["en"])})


@pytest.mark.parametrize("name", list(GAMES))
def test_japanese_is_not_the_english(name):
    """A Japanese message identical to the English one was not translated."""
    cat = get_game(name).catalogue
    same = [c for c, m in cat.messages.items() if m.get("ja") and m.get("ja") == m.get("en")
            and re.search(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", "", m["en"]))]
    assert not same, same


#: An English space between two Japanese characters (「ロボットは プログラム」: a YAML line folded
#: with a space, which Japanese has not), or between a placeholder and a Japanese word
SPACE_IN_JAPANESE = re.compile(r"(?<=[\u3001-\u303f\u3040-\u30ff\u4e00-\u9fff\uff01\uff08\uff09\uff0c\uff1a\uff1b\uff1f])"
                               r" +(?=[\u3001-\u303f\u3040-\u30ff\u4e00-\u9fff\uff01\uff08\uff09\uff0c\uff1a\uff1b\uff1f])"
                               r"|[、。：「（] +\S"
                               # a space between a placeholder and a Japanese word: 「手札に {held} が
                               # あります」 read 「手札に ♥4、♥10 があります」
                               r"|\} +(?=[\u3040-\u30ff\u4e00-\u9fff])|(?<=[\u3040-\u30ff\u4e00-\u9fff]) +\{")

#: English punctuation beside a Japanese word (「強い. カード」, 「番：(a)」 after 「：」, 「手番 · 」,
#: a typed example in ASCII quotes 「例：'forge gold'、」): Japanese has 「。」, 「（」, 「・」 and 「」
LATIN_AFTER_JAPANESE = re.compile(r"[\u3001-\u303f\u3041-\u30ff\u4e00-\u9fff\uff1a] ?[.(·']"
                                  r"|[·'] ?[\u3001-\u303f\u3041-\u30ff\u4e00-\u9fff]")


#: a full-width sign set off by English spaces: 「場札の数字4 ＋ レートカード0 ＝ 4」, where the
#: sums of the rulebook (and core's ``Sum``) read 「0＋1＋2＝3」
SPACED_SIGN = re.compile(r" [＋＝]|[＋＝] ")


def test_no_japanese_text_has_an_english_space_between_two_japanese_characters():
    """Every Japanese string shipped in YAML (messages, rulings, UI words, scenario titles) and
    every lesson's text as the lesson reads it (its folded lines joined): 「ロボットは プログラム
    カード」 and 「自分の 出したカード」 were shown so."""
    from tricklab.core import packaged_yaml
    from tricklab.session.lesson import Lesson
    root = Path(__file__).resolve().parent.parent / "tricklab"
    found = []
    lessons = sorted(root.glob("games/*/lessons/*.yaml"))
    for path in sorted(root.rglob("*.yaml")):
        if path in lessons:
            continue
        for where, text in japanese_texts(packaged_yaml.load(path.read_text("utf-8"))):
            found += [f"{path.relative_to(root)}{where}: {text}"
                      for rx in (SPACE_IN_JAPANESE, LATIN_AFTER_JAPANESE, SPACED_SIGN)
                      for _ in rx.finditer(text)]
    assert lessons
    for path in lessons:
        les = Lesson.load(path)
        texts = [les.intro, les.summary_text, les.title] + [s.coach for s in les.steps] + [s.after for s in les.steps]
        found += [f"{path.name}: {d['ja']}" for d in texts if d.get("ja")
                  and (SPACE_IN_JAPANESE.search(d["ja"]) or LATIN_AFTER_JAPANESE.search(d["ja"]))]
    assert not found, "\n".join(found)


def test_a_games_own_sense_of_a_common_verb_wins():
    """TRicK GEAR's "pass" passes the turn (its button says 「パス」); the history called it
    「渡す」, RoboTrick's handing over of cards. TriATri's gem read 「🔥火を宝石を宣言する」."""
    from tricklab.core.actions import Action
    from tricklab.ui import Table
    words = lambda game, action: Table(game, seed=1, lang="ja").view.action_words(action, "ja")  # noqa: E731
    assert words("trickgear", Action("Alice", "pass", ())) == "パスする"
    assert words("robotrick", Action("Aki", "pass", ("2C", "3C"))) == "♣2、♣3を渡す"
    assert words("triatri", Action("Ann", "gem", ("fire",))).count("を") == 1


def test_english_counts_take_the_plural_the_number_asks_for():
    """Messages written for any count read "1 card(s)" and "Ann win(s)": English takes the
    singular for one and the plural otherwise (Japanese has no plural to choose)."""
    from tricklab.games import get_game
    gear, core = get_game("trickgear").catalogue, get_game("basic").catalogue
    code = next(c for c, m in gear.messages.items() if m.get("en") == "{seat} draws {n} card(s).")
    assert gear.message(code, {"seat": "Ann", "n": 1}) == "Ann draws 1 card."
    assert gear.message(code, {"seat": "Ann", "n": 3}) == "Ann draws 3 cards."
    win = next(c for c, m in core.messages.items() if str(m.get("en", "")).startswith("{winners} win(s) with the most"))
    assert core.message(win, {"winners": ["Ann"], "points": 3}).startswith("Ann wins with")
    assert core.message(win, {"winners": ["Ann", "Bo"], "points": 3}).startswith("Ann and Bo win with")
    assert "(s)" not in gear.message(code, {"seat": "Ann", "n": 2}, "ja")


def test_japanese_names_the_summoners_beasts_in_katakana():
    """The Japanese rulebook writes the beasts マル、グル、ネム、オコ、エル、ミリア; our Japanese
    said 「後衛にMIRIA」 and listed 「未召喚：MARU、OKO」. Every Japanese string shipped for the
    Tricktakers family, and the beasts as a term, are katakana; the view's own word tables
    (Python, not YAML) use 「・」 between parts, not " · " (「召喚シート（後衛）· MP」)."""
    from tricklab.core import packaged_yaml
    from tricklab.games.tricktakers import components_view, view
    root = Path(__file__).resolve().parent.parent / "tricklab" / "games"
    beast = re.compile(r"(?<![A-Za-z{])(MARU|GURU|NEMU|OKO|EL|MIRIA)(?![A-Za-z}])")
    found = [f"{path.name}{where}: {text}"
             for path in sorted(root.glob("tricktakers*/*.yaml"))
             for where, text in japanese_texts(packaged_yaml.load(path.read_text("utf-8")))
             if beast.search(text)]
    assert not found, "\n".join(found)
    cat = get_game("tricktakers").catalogue
    assert [cat.term(b, "ja") for b in ("MARU", "OKO", "MIRIA")] == ["マル", "オコ", "ミリア"]
    tables = [*japanese_texts(components_view.T), *japanese_texts(view.T)]
    assert tables and not [text for _, text in tables if LATIN_AFTER_JAPANESE.search(text)]


@pytest.mark.parametrize("text, shown", [
    ("bids 1 tricks", "bids 1 trick"), ("score now: 1 points", "score now: 1 point"),
    ("Ann −1 points, Bo 1 points", "Ann −1 point, Bo 1 point"),
    ("11 tricks", "11 tricks"), ("2-1 points", "2-1 points"), ("0.1 points", "0.1 points"),
    ("1 trickster", "1 trickster"), ("+1 MP", "+1 MP"),
    ("Round 1 points: Cy +20", "Round 1 points: Cy +20"), ("trick 1 cards", "trick 1 cards"),
    # a card of value 1 is not a count: the verb after it stays ("◆1 wins", "the green 1 wins")
    ("the green 10 ◆10: ◆1 wins for Ann.", "the green 10 ◆10: ◆1 wins for Ann."),
    ("★1 wins the trick in 78% of deals", "★1 wins the trick in 78% of deals"),
    ("so the green 1 wins.", "so the green 1 wins."), ("Ann plays R1 points", "Ann plays R1 points"),
    ("(+1 points)", "(+1 point)"),
])
def test_a_count_of_one_is_singular_in_english(text, shown):
    from tricklab.core.punctuation import one_is_singular
    assert one_is_singular(text, "en") == shown
    assert one_is_singular(text, "ja") == text


# words printed in capitals on the Japanese cards and rule sheets themselves
_PRINTED_CAPITALS = {"BET", "JOKER"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_japanese_rulings_name_no_code_words(game):
    """RoboTrick's Japanese rulings read 「WIN_CHEAP：最小の札で勝つ」 and 「フォローはHIGH」:
    the program's code names, where a reader needs the words the table shows
    (「勝てる最も低いカード」)."""
    code = re.compile(r"(?<![A-Za-z\-])[A-Z][A-Z_]{2,}(?![A-Za-z\-\d])")
    cat = get_game(game).catalogue
    found = [(rid, w) for rid, r in cat.rulings.items()
             for part in (r.title, r.text, r.example or {}) for w in code.findall(part.get("ja", ""))
             if w not in _PRINTED_CAPITALS]
    # an option's name in Python: 「設定「use_white_king_2p」で白のキングを加えられます」 (KG-091)
    # where the table offers the card set 「2人用・白のキングあり」
    option = re.compile(r"(?<![A-Za-z])[a-z]+(?:_[a-z0-9]+)+")
    found += [(rid, w) for rid, r in cat.rulings.items()
              for part in (r.title, r.text, r.example or {}, r.interp_reason or {})
              for w in option.findall(part.get("ja", ""))]
    assert not found, found


@pytest.mark.parametrize("n, shown", [(1, "1 card stays"), (2, "2 cards stay"), (0, "0 cards stay")])
def test_a_verb_agrees_with_its_count(n, shown):
    """"1 card stay face down": a template marks a verb that agrees with a count, stay[s]."""
    cat = get_game("triatri").catalogue
    text = cat.message("ROUND_START", {"round": 1, "n": 3, "top": 9, "fakes": 1, "deck_size": 28,
                                       "hand_size": 9, "leftover": n}, "en")
    assert shown in text and "[s]" not in text, text
    assert "[s]" not in cat.message("ROUND_START", {"leftover": n}, "ja")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_rulings_source_reads_as_a_citation(game):
    """KINGs sources read "[seed] Joyple Games KINGs web rulebook (2022-12-10); spec tag:
    [seed]" / 「…、仕様のタグ：[seed]」 on every ruling: the tag twice and the spec's jargon."""
    cat = get_game(game).catalogue
    bad = [(rid, r.source_in(lang)) for rid, r in cat.rulings.items() for lang in ("en", "ja")
           if "spec tag" in r.source_in(lang) or "のタグ" in r.source_in(lang)]
    assert not bad, bad[:5]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_rulings_source_and_mark_read_as_japanese(game):
    """A Japanese step-through cited RT-010 as 「[seed]。切り札を出さなくてもよいことは[interp]」
    and marked our rulings 「[interp：tricklabの裁定]」: the spec's tags as English words. They
    read 「［原作］」「［資料1］」「［解釈］」; the English keeps the spec's tags."""
    from tricklab.core.display import ruling_html
    cat = get_game(game).catalogue
    tag = re.compile(r"\[(seed|interp|src \d+)|interp")
    bad = [(rid, text) for rid, r in cat.rulings.items()
           for text in (r.source_in("ja"), r.render("ja"), ruling_html(r, "ja"))
           if tag.search(text)]
    assert not bad, bad[:5]
    assert all(r.source_in("en") == r.source for r in cat.rulings.values())


# -- a reading pass over KINGs and TRicK GEAR, kept as checks (s37) ---------------------------------
# Every text of seeded games and packaged scenarios (tests/helpers.words_of_games): events,
# steps, hints, bots' reasons, refusals of clicks. Seeds and options are the ones in which the
# reading met each case: a Cheerleader and a Copy bid (5p 101/102), the White King as the
# devil King (2p 102), second copies of a character (TRicK GEAR 3p 6, 4p 1), two crashes at
# once (4p 2), a third joker raising (2p 1).
_P5, _GP, _RT = ["Ann", "Bo", "Cy", "Di", "Eve"], ["Alice", "Bob", "Cara", "Dan"], ["Aki", "Ben", "Chie"]
# Tricktakers' characters from its own presets (the base set, and all 15 with the expansion)
_TT = {k: p.options for k, p in get_game("tricktakers").info.presets.items()}
# s38: every other registered game, its options read from its set-up schema (Tricktakers'
# styles and Ninja timing, Little's public discards and Ninja, Basic's trump). Each run of a
# game costs 0.05-0.3 s; the seeds are those where the reading met the Time Traveler's rewind,
# the Summoner's magic circle, a draft reveal, a Collector's reserved card, TriATri's scoring
# of an exhausted colour and a redo of the reveal, a robot with one legal card.
SWEEP = {
    "tricktakers_kings": [(_P5, 101, "rules", {"use_cheerleader": True}),
                          (_P5, 102, "random", {"use_cheerleader": True}),
                          (_P5, 1, "rules", {}), (_P5[:4], 2, "rules", {}),
                          (_P5[:4], 3, "random", {"use_cheerleader": True, "cheerleader_rule": "advanced"}),
                          (_P5[:2], 4, "rules", {}), (_P5[:2], 102, "random", {"use_white_king_2p": True})],
    "trickgear": [(_GP[:2], 1, "rules", {}), (_GP[:2], 2, "random", {}), (_GP[:3], 6, "rules", {}),
                  (_GP[:4], 1, "rules", {}), (_GP[:4], 2, "random", {})],
    "tricktakers": [(_P5[:3], 1, "rules", _TT["base"]), (_P5[:4], 2, "random", _TT["all"]),
                    (_P5, 3, "rules", _TT["all"]), (_P5[:4], 3, "rules", {**_TT["all"], "style": "draft"}),
                    (_P5, 4, "random", {**_TT["all"], "style": "shuffle", "ninja_timing": "seat_order"}),
                    (_P5[:3], 5, "rules", {"style": "basic"}), (_P5, 6, "rules", {**_TT["all"], "style": "draft"}),
                    (_P5[:3], 4, "random", _TT["all"]), (_P5, 2, "rules", _TT["all"]),
                    (_P5[:3], 3, "rules", _TT["all"])],
    "tricktakers_little": [(_P5[:3], 1, "rules", {}), (_P5[:4], 2, "random", {}),
                           (_P5, 3, "rules", {"public_discards": True, "ninja_always_last": True}),
                           (_P5, 4, "random", {})],
    "triatri": [(_P5[:2], 1, "rules", {}), (_P5[:2], 2, "random", {}), (_P5[:3], 3, "rules", {}),
                (_P5[:4], 4, "rules", {}), (_P5[:4], 5, "random", {})],
    "robotrick": [(_RT, 1, "rules", {}), (_RT, 2, "random", {}), (_RT, 3, "rules", {})],
    "basic": [(_P5[:3], 1, "rules", {"trump": "random"}), (_P5[:4], 2, "random", {"trump": "none"}),
              (_P5[:4], 3, "rules", {})],
}


def test_the_sweep_reads_every_registered_game():
    assert set(SWEEP) == set(GAMES)


@functools.lru_cache(maxsize=None)
def swept(game):
    from helpers import words_of_games
    return tuple(words_of_games(game, SWEEP[game]))


#: a word said twice in a row: "the Partner card card", 「パートナーカードカード」 (an item's term
#: put in a template that says "card" again)
TWICE = {"en": re.compile(r"\b(\w{3,})(?: (?:the|a|an))? \1\b", re.I),   # (s38) "Steal the steal 30 points"
         "ja": re.compile(r"([\u30a1-\u30ff]{3,})\1")}
#: a count of none said as a number: "0 red cards × 10: +0", "with 0 of the White Flags and
#: Rares", "0 other players missed × 30", 「公開されなかった0枚は箱に戻します」
ZERO = {"en": re.compile(r"(?<![\d.−-])0 (?:[a-z]+ ){0,2}(?:[a-z]+ ×|other players? missed|unrevealed)"
                         r"|with 0 of"),
        "ja": re.compile(r"(?<![\d.−])0(?:枚×|人×|個 ?×|枚で\+|枚は箱)")}
# (s38) TriATri's score line: "0 sets × +1, 0 pairs × −2, 0 leftover none gems × 0"


def said(game, patterns):
    """The sweep's texts of ``game`` that match the pattern of their language, as (lang, text)."""
    return sorted({(lang, text) for where, lang, text in swept(game) if patterns[lang].search(text)})


@pytest.mark.parametrize("game", list(SWEEP))
def test_no_text_says_a_word_twice(game):
    bad = said(game, TWICE)
    assert not bad, bad[:5]


@pytest.mark.parametrize("game", list(SWEEP))
def test_a_count_of_none_is_said_as_none(game):
    """A score line or a count of cards left for none (the used King's "0 red cards × 10:
    +0", the Devil bid's "0 other players missed × 30", TRicK GEAR's 「公開されなかった0枚は箱に
    戻します」) says there are none (core ``Catalogue.count_variant``)."""
    bad = said(game, ZERO)
    assert not bad, bad[:5]


#: a choice among one said as among many: the random bot's "picks one of its 1 legal choice
#: at random", 「選べる1通りの中からランダムに1つを選びます」 (core's ``_ONE`` variant)
ONE_OF_ONE = {"en": re.compile(r"\bone of (?:its |your |the )?1\b"), "ja": re.compile(r"(?<!\d)1通りの中から")}


@pytest.mark.parametrize("game", list(SWEEP))
def test_a_choice_of_one_is_not_said_as_one_among_many(game):
    bad = said(game, ONE_OF_ONE)
    assert not bad, bad[:5]


@pytest.mark.parametrize("game", list(SWEEP))
def test_no_text_keeps_a_plural_mark(game):
    """ "3 leftover 🌳wood gem(s)" (a sign before the counted word) and "the reserved card(s)
    ■1" (counted by the list after it): the count is there, so English says card or cards."""
    bad = {text for where, lang, text in swept(game) if lang == "en" and re.search(r"\w\(s\)|\w\[s\]", text)}
    assert not bad, sorted(bad)[:5]


#: what a Japanese text may keep in Latin letters: seat names, the game's printed words (the
#: Summoner's MP tokens, the Gambler's BET), the project's name; a quoted notation to type
#: (「例：「declare KS」」) is set apart as typed
_LATIN_KEPT = {"KINGs", "JOKER", "tricklab", "MP", "BET"}
#: ... and printed codes: a ruling's id, RoboTrick's program card 「AI-06」, the order of the
#: Strategist's trap cards A–E 「DEABC」
_PRINTED = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z]{2,3}-\d{2,3}|[A-E]{5})(?![A-Za-z0-9])|「[^」]*」")


def _seat_names() -> set[str]:
    """The names a seat may have in a swept text: each game's own seats, and the players of
    its packaged scenarios (a scenario seats "Ed")."""
    from tricklab import scenarios
    from tricklab.core import packaged_yaml
    names = {n for g in GAMES for ns in get_game(g).info.seat_names.values() for n in ns}
    for g in GAMES:
        for path in scenarios.packaged(g):
            names |= set((packaged_yaml.load(path.read_text("utf-8")) or {}).get("players") or ())
    return names


@pytest.mark.parametrize("game", list(SWEEP))
def test_no_text_shows_an_id_a_placeholder_or_english_in_japanese(game):
    """A second Aqua's key read 「ライフが最も多いaqua-2を参戦させましょう」 in the hint; no text may
    show a key, an unfilled placeholder or "None", and a Japanese one no English word."""
    seats = _seat_names()
    bad = set()
    for where, lang, text in swept(game):
        if where.split(": ")[-1].startswith("refusal SETUP_"):
            continue    # a refused set-up file names its own keys as typed ("alchemist_deck")
        if re.search(r"\{\w*\}|\bNone\b|\b[a-z]+-\d\b|\b[a-z]+_[a-z]+\b", text):
            bad.add((where, text))
        if lang == "ja":
            words = set(re.findall(r"[A-Za-z]{2,}", _PRINTED.sub("", text)))
            if words - seats - _LATIN_KEPT:
                bad.add((where, text))
    assert not bad, sorted(bad)[:5]


def test_a_count_of_zero_takes_the_none_words_only_when_its_count_is_zero():
    from tricklab.core.rulings import Catalogue
    cat = Catalogue("t", {}, {"X": {"en": "{n} red card(s) × 10", "ja": "赤{n}枚"},
                              "X_NONE": {"en": "no red card", "ja": "赤なし"},
                              "Y": {"en": "{missed} missed"},
                              "Y_NONE": {"count": "missed", "en": "nobody missed"}}, {})
    assert cat.message("X", {"n": 0}) == "no red card" and cat.message("X", {"n": 0}, "ja") == "赤なし"
    assert cat.message("X", {"n": 2}) == "2 red cards × 10"
    assert cat.message("X", {"n": False}) != "no red card"        # a count, not a flag
    assert cat.message("Y", {"missed": 0, "n": 3}) == "nobody missed"
    assert cat.message("Y", {"n": 0, "missed": 1}) == "1 missed"
    # a refusal says none as none too ("(your items: —)" read as a slip), with the variant
    # beside its words: in ``refusals`` when its words are there
    assert cat.message("X", {"n": 0}, refusal=True) == "no red card"
    cat.refusals["X"] = {"en": "{n} red card(s) refused"}
    assert cat.message("X", {"n": 0}, refusal=True) == "0 red cards refused"
    cat.refusals["X_NONE"] = {"en": "no red card refused"}
    assert cat.message("X", {"n": 0}, refusal=True) == "no red card refused"
    assert cat.message("X", {"n": 0}) == "no red card"             # an event's words


def test_a_count_of_one_takes_the_one_words_only_when_its_count_is_one():
    from tricklab.core.rulings import Catalogue
    cat = Catalogue("t", {}, {"W": {"en": "every other seat pays {n}", "ja": "ほかの全員"},
                              "W_ONE": {"count": "others", "en": "the other seat pays {n}",
                                        "ja": "相手"},
                              "W_NONE": {"count": "others", "en": "nobody pays"}}, {})
    assert cat.message("W", {"others": 1, "n": 3}) == "the other seat pays 3"
    assert cat.message("W", {"others": 1, "n": 3}, "ja") == "相手"
    assert cat.message("W", {"others": 2, "n": 1}) == "every other seat pays 1"
    assert cat.message("W", {"others": 0, "n": 1}) == "nobody pays"
    assert cat.message("W", {"others": True, "n": 1}) == "every other seat pays 1"


#: a Latin name or number and a Japanese word side by side with an English space: the Phantom
#: Thief's letters read 「Cy 王冠を盗む、Ann 30点を盗む」 (a seat: words dict), 「Ann ハーミット」
LATIN_SPACE_JAPANESE = re.compile(r"(?<=[A-Za-z0-9]) +(?=[\u3040-\u30ff\u4e00-\u9fff])"
                                  r"|(?<=[\u3040-\u30ff\u4e00-\u9fff]) +(?=[A-Za-z])")
#: ... except the games' own titles and the project's name, written so in Japanese too
_SPACED_NAMES = re.compile(r"トリックテイカーズ KINGs|tricklab ")


@pytest.mark.parametrize("game", list(SWEEP))
def test_no_japanese_text_joins_a_name_and_a_word_with_a_space(game):
    bad = {text for where, lang, text in swept(game)
           if lang == "ja" and LATIN_SPACE_JAPANESE.search(_SPACED_NAMES.sub("", text))}
    assert not bad, sorted(bad)[:5]


@pytest.mark.parametrize("game", list(SWEEP))
def test_seats_acting_together_are_named_as_a_group(game):
    """ "Game over: Ann, Cy share the victory", "Tie for the most tricks (Ann, Bo, 2 each)":
    the subject of a shared win or tie reads "Ann and Cy" (a message's ``and`` key)."""
    rx = re.compile(r"\b[A-Z][a-z]+, [A-Z][a-z]+(?:, [A-Z][a-z]+)* (?:share|tie|took|win)\b")
    bad = {text for where, lang, text in swept(game) if lang == "en" and rx.search(text)}
    assert not bad, sorted(bad)[:5]


@pytest.mark.parametrize("game", list(SWEEP))
def test_no_aside_is_nested_in_another(game):
    """A term with its own aside put in a template's aside: "leaves the chip as it is ("0",
    thief side (targets: the notice holders))", 「罠カードE（…かかる（特殊カードは…））」."""
    bad = {text for where, lang, text in swept(game) if re.search(r"（[^）]*（|\([^)]*\(", text)}
    assert not bad, sorted(bad)[:5]


def test_a_seat_and_its_character_read_as_japanese():
    """「バトルキャラクター：Alice バスティオン」: a name and a noun side by side with an English
    space; Japanese joins them with 「の」."""
    from tricklab.core.rulings import Named
    cat = get_game("tricktakers").catalogue
    assert cat.term(Named("Ann", "hermit"), "ja") == "Annのハーミット"
    assert cat.term(Named("Ann", "hermit"), "en") == "Ann Hermit"


def test_a_group_of_seats_reads_as_one_in_english():
    """"Game over: a draw between Alice, Bob" and "Ann, Bo win": a message's ``and`` key joins
    the list it names as a group ("Alice and Bob"); card lists keep their commas, and Japanese
    its 「、」."""
    from tricklab.core.rulings import Catalogue
    from tricklab.scenarios import packaged, run
    cat = Catalogue("t", {}, {"D": {"and": ["tied"], "en": "{tied} tie with {cards}",
                                    "ja": "{tied}が同点"}}, {})
    assert cat.message("D", {"tied": ["A", "B", "C"], "cards": ["x", "y"]}) == "A, B and C tie with x, y"
    assert cat.message("D", {"tied": ["A"], "cards": []}) == "A tie with —"
    assert cat.message("D", {"tied": ["A", "B"]}, "ja") == "A、Bが同点"
    core = get_game("tricktakers").catalogue
    assert core.message("WIN_POINTS", {"winners": ["Ann", "Bo"], "points": 90}) == \
        "Ann and Bo win with the most points (90)."
    res = run(next(p for p in packaged("trickgear") if p.name == "tg052_draw.yaml"))
    drawn = [e for e in res.match.events if e.code == "GAME_DRAWN"]
    assert drawn and " and " in res.match.explain(drawn[0], "en").headline


_TT_FOLLOW = ({"HINT_WIN_CHEAP", "HINT_LOSE_HIGH", "HINT_DUMP"},
              lambda st: not any(not e.facedown for e in st.entries))
#: the words of a follow a lead may not take, and whether a state is a lead
LEAD = {"tricktakers": _TT_FOLLOW, "tricktakers_little": _TT_FOLLOW,
        "triatri": ({"HINT_WIN", "HINT_FORCED_WIN", "HINT_DUCK", "HINT_CANT_WIN"},
                    lambda st: not st.slots)}


@pytest.mark.parametrize("game", list(LEAD))
def test_a_lead_is_not_advised_as_a_follow(game):
    """On a lead every card wins "so far": the hint read "You want this trick: ■1 is the
    cheapest card that wins it so far", "Nothing fits your plan: play your weakest card"
    (when leading the weakest card is the plan) and TriATri's "every legal card wins the
    🌳wood gem" of a card the others still play against. A lead has its own words."""
    import random

    from tricklab import new_match
    from tricklab.core.bots import choose_explained
    from tricklab.session.session import Session
    from tricklab.ui.table import view_adapter
    view, (follow_only, leading) = view_adapter(game), LEAD[game]
    bad, leads = [], 0
    for players, seed, bot, options in SWEEP[game][:3]:
        m = new_match(game, players=players, seed=seed, **options)
        bots, rng = Session(get_game(game), players=players, seed=seed).bot_registry, random.Random(seed)
        while not m.is_over():
            seat = m.to_act()[0]
            h = view.hint(m, seat)
            if h is not None and h.action.kind == "play" and leading(m.state):
                leads += 1
                if h.code in follow_only:
                    bad.append((seed, seat, h.code))
            m.play(choose_explained(bots[bot](), m, seat, rng)[0])
    assert leads and not bad, bad[:5]


def test_the_collector_reserving_its_own_card_says_so():
    """"Cy (Collector) reserves Cy's card" named the actor twice: it reads "their own card"
    (「自分のカード」); another seat's card keeps its owner's name."""
    from tricklab.scenarios import packaged, run
    seen = set()
    for name in ("tt088_reservation_counts_as_taking.yaml", "tt083_reservation.yaml"):
        m = run(next(p for p in packaged("tricktakers") if p.name == name)).match
        for e in (e for e in m.events if e.code == "RESERVED"):
            own = e.params["target"] == e.seat
            en, ja = m.explain(e, "en").headline, m.explain(e, "ja").headline
            assert ("their own card" in en) is own and (f"{e.params['target']}'s card" in en) is not own
            assert ("自分のカード" in ja) is own and (f"{e.params['target']}のカード" in ja) is not own
            seen.add(own)
    assert seen == {True, False}


def test_an_empty_list_takes_the_none_words():
    """The Alchemist's placing read "(3 of 9 filled; formations: —)": a ``_NONE`` entry may
    count a list, and the empty list says "no formation yet" (「完成した役はまだありません」)."""
    cat = get_game("tricktakers").catalogue
    p = {"seat": "Ann", "element": "α", "at": "alch_point_UL", "n": 3}
    none = cat.message("ALCH_PLACED", {**p, "formations": []})
    assert "no formation yet" in none and "—" not in none, none
    assert "完成した役はまだありません" in cat.message("ALCH_PLACED", {**p, "formations": []}, "ja")
    some = cat.message("ALCH_PLACED", {**p, "formations": ["alch_line"]})
    assert "formations: " in some, some
    auto = cat.message("ALCH_PLACED_AUTO", {**p, "formations": []})
    assert "no formation completed" in auto, auto
