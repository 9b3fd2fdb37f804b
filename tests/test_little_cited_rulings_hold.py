"""Little's Samurai scored its tricks citing TT-115, kept from Tricktakers ("exactly 4 tricks
wins the game"): false in Little, a points contest where 4 tricks score the win bonus (spec
8.5, LT-064). Every ruling a Little line cites, as a Little learner reads it in both languages,
must hold in Little: none but Little's own may speak of winning the game outright."""
from __future__ import annotations

import random
import re

import pytest

from tricklab.core.match import Match
from tricklab.games import get_game
from tricklab.games.tricktakers_little import ruling_map
from helpers import played_games

LITTLE = get_game("tricktakers_little")
# "wins the game" as a ruling says it; Little's own rulings say it only to say it is gone (LT-064)
WINS_GAME = {"en": re.compile(r"\bwins? the game\b", re.I), "ja": re.compile(r"ゲームに勝")}


@pytest.fixture(scope="module")
def little_games():
    """Every Little scenario, and random games of each size (played once for the module)."""
    return played_games(LITTLE, range(4))


def _says_little_has_instant_wins(r, lang: str) -> bool:
    return any(WINS_GAME[lang].search(words or "")
               for words in (r.title[lang], r.text[lang], r.example.get(lang, "")))


def test_no_line_cites_a_ruling_that_lets_little_be_won_outright(little_games):
    """Random games of each size, and every Little scenario: the rulings each event cites,
    as its explanation shows them, never tell the learner a game is won outright."""
    cited = set()
    for m in little_games:
        for e in m.events:
            for lang in ("en", "ja"):
                for r in LITTLE.catalogue.explain(e, lang).rulings:
                    cited.add(r.id)
                    assert r.id.startswith("LT-") or not _says_little_has_instant_wins(r, lang), \
                        (e.code, r.id, r.text[lang])
    assert cited


def test_the_samurais_points_cite_littles_ruling_not_tt115(little_games):
    """Every Samurai table line (with a Devil partner too) cites LT-064, the Little ruling that
    turns "wins the game" into the win bonus, and never TT-115; the scenario has the 4-trick
    line itself (+150)."""
    lines = []
    for m in little_games:
        lines += [s for e in m.events for s in e.steps
                  if s.code.startswith("TABLE_POINTS") and s.params.get("character") == "samurai"]
    assert lines
    for s in lines:
        assert "TT-115" not in s.rulings and "LT-064" in s.rulings, (s.code, s.rulings)
    assert any(s.params["tricks"] == 4 and s.params["delta"] == 150 for s in lines)


# what Little does not have (spec 1, 11): crowns, the poker exchange, and the characters it
# leaves out (the Ruler's Wand is an item Little sells)
NOT_IN_LITTLE = {
    "en": re.compile(r"crown|exchange|Adventurer|Ruler(?!'s Wand)|Strategist|Summoner|"
                     r"Alchemist|Time Traveler|Phantom Thief|\btasks?\b", re.I),
    "ja": re.compile(r"王冠|交換|アドベンチャラー|ルーラー(?!の杖)|ストラテジスト|サモナー|"
                     r"アルケミスト|タイムトラベラー|ファントムシーフ|タスク")}


def test_the_rulings_tab_keeps_no_tricktakers_ruling_that_is_false_in_little():
    """The kept Tricktakers rulings, as Little's Rulings tab shows them, say nothing of an
    outright win and name nothing Little lacks (title, text, example, in both languages)."""
    kept = LITTLE.catalogue.kept()
    assert [r.id for r in kept] == list(ruling_map.KEPT)
    for r in kept:
        for lang in ("en", "ja"):
            assert not _says_little_has_instant_wins(r, lang), (r.id, r.text[lang])
            for words in (r.title[lang], r.text[lang], r.example.get(lang, "")):
                assert not NOT_IN_LITTLE[lang].search(words), (r.id, words)


def test_littles_hints_cite_rulings_its_rulings_tab_lists():
    """The Hint button (and the rule bot's reason) showed the reused Tricktakers tactics'
    citations as they are (TT-008, TT-101, TT-106...), ids Little's Rulings tab does not list:
    over rule-bot games of each size, every hint cites Little's rulings or the kept ones."""
    from tricklab.games.tricktakers_little.bots import RuleBot
    from tricklab.ui.table import view_adapter
    view, bot, cited = view_adapter(LITTLE), RuleBot(), set()
    for n in (3, 4, 5):
        m, rng = Match(LITTLE, list(LITTLE.info.seat_names[n]), n, {}), random.Random(n)
        while not m.is_over():
            seat = m.to_act()[0]
            h = view.hint(m, seat)
            if h is not None:
                cited |= set(h.rulings)
                assert h.rulings == bot.reason(m, seat).rulings
            m.play(bot.choose(m, seat, rng))
    assert {"LT-001", "LT-066"} <= cited         # a trick-play tactic's, the shop's
    assert cited <= set(LITTLE.catalogue.rulings) | set(ruling_map.KEPT), \
        sorted(cited - set(LITTLE.catalogue.rulings))
