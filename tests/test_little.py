"""Little Tricktakers properties over random games: cards conserved (52 = 40 shared + the
King's Rare + the Berserker deck + 4 option cards), points never negative and equal to the
sum of the event deltas, the option supply never negative, option cards never in the pile."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tricklab.core.match import Match
from tricklab.core.scenario import load_scenario
from tricklab.core.simulate import random_playout
from tricklab.games.tricktakers_little import GAME
from tricklab.games.tricktakers_little.shop import supply


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_invariants(seed):
    n = 3 + seed % 3
    m = Match(GAME, list(GAME.info.seat_names[n]), seed=seed)
    rng = random.Random(seed)
    while not GAME.is_over(m.state):
        seat = GAME.to_act(m.state)[0]
        m.play(rng.choice(GAME.legal_actions(m.state, seat)))
        assert GAME.invariants(m.state) == []
        assert all(len(supply(m.state, k)) >= 0 for k in ("rare", "wf"))
    out = GAME.outcome(m.state)
    assert out is not None and out.winners == tuple(m.state.winners)
    assert max(m.state.points.values()) == m.state.points[out.winners[0]]


def test_round_three_gives_two_characters_each():
    m = Match(GAME, ["Ann", "Bo", "Cy", "Di", "Eve"], seed=5)
    rng = random.Random(5)
    while not GAME.is_over(m.state):
        if m.state.round == 3 and m.state.phase == "play":
            names = GAME.facts(m.state)["characters"]
            assert all(len(v) == 2 for v in names.values())
            assert len({n for v in names.values() for n in v}) == 10
            return
        m.play(rng.choice(GAME.legal_actions(m.state)))
    raise AssertionError("round 3 never reached")


def _score_events(match):
    """Every event that changes points carries ``deltas`` (applied, after the floor at 0)."""
    return [e for e in match.events if isinstance(e.params.get("deltas"), dict)]


@pytest.mark.parametrize("seed", range(100, 112))
def test_points_are_the_sum_of_the_scored_deltas(seed):
    """Property: the totals recomputed from the ROUND_SCORED events (and the other point
    changes: purchases, the Gambler's +20 and bet, the Hermit's bonus) equal the points held,
    after every action; each ROUND_SCORED event's totals are the points before it plus its
    deltas."""
    from tricklab.core.events import EventKind
    from tricklab.games.tricktakers_little.bots import RuleBot
    n = 3 + seed % 3
    m = Match(GAME, list(GAME.info.seat_names[n]), seed=seed)
    rng = random.Random(seed)
    start = dict(m.state.points)
    bot = RuleBot()
    while not GAME.is_over(m.state):
        seat = GAME.to_act(m.state)[0]
        m.play(bot.choose(m, seat, rng) if rng.random() < 0.5
               else rng.choice(GAME.legal_actions(m.state, seat)))
        running = dict(start)
        for e in _score_events(m):
            for s, d in e.params["deltas"].items():
                running[s] += d
            if e.kind == EventKind.ROUND_SCORED:
                assert e.params["totals"] == running, (e.code, e.params)
        assert running == m.state.points
    rounds = [e for e in m.events if e.kind == EventKind.ROUND_SCORED]
    assert len(rounds) == 3


def test_little_pick_buttons_name_the_healer_and_the_devil():
    """Little's own characters are named from Little's catalogue, like the base ones (the
    base view once read the base game's catalogue and showed "Pick healer")."""
    from tricklab.games.tricktakers_little.view import LittleView
    m = Match(GAME, list(GAME.info.seat_names[4]), seed=3)
    seat = GAME.to_act(m.state)[0]
    labels = {lang: [label for label, _ in LittleView().choices(m.state, seat, lang)]
              for lang in ("en", "ja")}
    assert "Pick Healer" in labels["en"] and "Pick Devil" in labels["en"], labels["en"]
    assert "ヒーラーを選ぶ" in labels["ja"] and "デビルを選ぶ" in labels["ja"], labels["ja"]
    assert not any(w in " ".join(labels["ja"]) for w in ("healer", "devil"))


# -- the audit of round 35: what the Little texts and facts say ------------------------------

SCENARIOS = Path(__file__).resolve().parent.parent / "tricklab/games/tricktakers_little/scenarios"


def _played(name):
    """The match of a packaged Little scenario, every action played."""
    sc = load_scenario(SCENARIOS / f"{name}.yaml")
    m = Match(GAME, sc.players, seed=sc.seed, setup=sc.setup, **sc.options)
    for a in sc.actions:
        if isinstance(a, str):
            m.play(a)
    return m


def _lines(m, lang="en"):
    """Every event line and step line of the match, in ``lang``."""
    cat = GAME.catalogue
    return [cat.explain(x, lang).headline for e in m.events for x in (e, *e.steps)]


def test_faceup_drops_each_pick_and_the_selection_screen_marks_it():
    """``faceup`` is "characters still open for choosing this round": a pick leaves it (it
    was the whole pool all round); the selection screen dims each taken character and names
    its holder, both characters of a seat in round 3 (its component is little:a+b)."""
    from tricklab.games.tricktakers_little.view import VIEW
    m = Match(GAME, ["Ann", "Bo", "Cy", "Di", "Eve"], seed=65, setup={
        "round": 3, "previous": {"Ann": "king", "Bo": "hermit", "Cy": "samurai", "Di": "ninja",
                                 "Eve": "collector"},
        "points": {"Ann": 100, "Bo": 50, "Cy": 80, "Di": 60, "Eve": 70}})
    assert GAME.facts(m.state)["faceup"] == list(GAME.facts(m.state)["pool"])
    for a in ("Ann pick gambler", "Bo pick devil", "Di pick ninja", "Eve pick hermit",
              "Cy pick samurai", "Cy pick resistance"):
        m.play(a)
    facts = GAME.facts(m.state)
    assert facts["faceup"] == ["king", "collector", "berserker", "healer"]
    assert sorted(str(a).split()[-1] for a in GAME.legal_actions(m.state)) == \
        sorted(["collector", "berserker", "healer", "king"])
    cards = re.findall(r"<div class='tl-character'.*?</details></div>",
                       VIEW.panel(m.state, "Ann", "en"), re.S)
    shown = {re.search(r"<b>(.*?)</b>", c)[1]: ("opacity" in c, re.search(r"· (\w+)", c))
             for c in cards}
    assert shown["Gambler"][0] and shown["Gambler"][1][1] == "Ann"
    assert shown["Resistance"][1][1] == shown["Samurai"][1][1] == "Cy"
    assert not shown["Collector"][0] and shown["Collector"][1] is None


@pytest.mark.parametrize("code, n, en", [
    ("SAMURAI_ASIDE_DISCARDED", 1, "Cy (Samurai) holds no black card now: the discard pile takes the 1 black card put aside."),
    ("SAMURAI_ASIDE_DISCARDED", 2, "Cy (Samurai) holds no black card now: the discard pile takes the 2 black cards put aside."),
    ("DECK_RESHUFFLED", 1, "The draw deck ran out: the discard pile (1 card) is shuffled into a new deck."),
    ("DECK_RESHUFFLED", 2, "The draw deck ran out: the discard pile (2 cards) is shuffled into a new deck."),
    ("ITEM_DECK_RESHUFFLED", 1, "The item deck is empty: the pile of used items (1 item) is shuffled into a new item deck."),
    ("ITEM_DECK_RESHUFFLED", 2, "The item deck is empty: the pile of used items (2 items) is shuffled into a new item deck."),
    ("OPTION_CARDS_BACK", 1, "The option supply gets back the 1 option card bought last round: option cards never join the playing deck."),
    ("OPTION_CARDS_BACK", 2, "The option supply gets back the 2 option cards bought last round: option cards never join the playing deck."),
])
def test_a_count_of_one_or_two_reads_right(code, n, en):
    """"the 1 black card put aside go", "the 1 discarded cards are shuffled": the lines with a
    count now agree with any count (and Japanese has its count as before)."""
    cat = GAME.catalogue
    assert cat.message(code, {"seat": "Cy", "n": n}, "en") == en
    assert f"{n}" in cat.message(code, {"seat": "Cy", "n": n}, "ja")


# what Little does not have: the Adventurer and its equipment cards, crowns, the Ruler and its
# tasks, EL (an item name such as the Ruler's Wand is Little's: it is sold in the shop)
ABSENT = {"en": re.compile(r"Adventurer|equipment|crown|\btasks?\b|Ruler(?!'s Wand)|\bEL\b", re.I),
          "ja": re.compile(r"アドベンチャラー|装備|王冠|タスク|ルーラー(?!の杖)|エル")}


@pytest.mark.parametrize("seed", range(0, 90, 3))
def test_little_texts_name_nothing_little_does_not_have(seed):
    """Every event and step of random games, in both languages: the reused Tricktakers lines
    are said in Little's words (an item used, the Wing, the lead token, the Ninja's table, the
    Samurai's spirit of red), and the King's Rare is never "a Rare in every respect" (LT-021:
    the Little King's cards win ties)."""
    players = list(GAME.info.seat_names[3 + seed % 3])
    _, events = random_playout(GAME, seed, players)
    cat = GAME.catalogue
    for e in events:
        for x in (e, *e.steps):
            assert x.code != "KINGS_RARE_IS_RARE"
            for lang in ("en", "ja"):
                text = cat.explain(x, lang).headline
                assert not ABSENT[lang].search(text), (x.code, text)


def test_the_hermits_choice_cites_no_tricktakers_decision_points():
    """Tricktakers' Hermit exchange says it was a choice and cites TT-176, Tricktakers' list
    of decision points (the Adventurer's items, the Ruler's tasks...), which Little does not
    have: Little's Hermit says the same words, citing Little's own exchange (LT-030)."""
    hermits = 0
    for seed in range(0, 60, 3):
        _, events = random_playout(GAME, seed, list(GAME.info.seat_names[3 + seed % 3]))
        for e in events:
            assert "TT-176" not in e.all_rulings(), e.code
            if e.code == "HERMIT_EXCHANGE" and e.steps:       # said at a round's first
                assert [s.code for s in e.steps] == ["HERMIT_MAY_DECLINE"]
                assert e.all_rulings() == ["LT-030"]
                hermits += 1
    assert hermits


def test_the_ninja_turn_up_says_who_wins_its_ties():
    """LT-047: turned up before the Boots user plays, the card is not "after every face-up
    card": the card still to come loses the tie to it. LT-045: the Little King's hidden card
    still wins its tie."""
    up = "turns the face-down card up:"
    before = [t for t in _lines(_played("lt047_ninja_before_boots")) if up in t]
    assert before and "a card still to come (from Cy) loses a tie to it" in before[0]
    assert "after every face-up card" not in before[0]
    king = [t for t in _lines(_played("lt045_hidden_king_rare")) if up in t]
    assert king and "it still wins its ties" in king[0] and "loses" not in king[0]
    ja = [t for t in _lines(_played("lt045_hidden_king_rare"), "ja") if "表にしました" in t]
    assert "それでも勝ちます" in ja[0]


def test_boots_used_after_the_lead_names_who_plays_next():
    """Cy uses the Timid Boots after Ann led and Bo played: Di plays next (Ann is not "now
    first to play")."""
    m = _played("lt047_ninja_before_boots")
    en = [t for t in _lines(m) if "(Timid Boots)" in t]
    ja = [t for t in _lines(m, "ja") if "臆病なブーツ」で" in t]
    assert en == ["Cy will play last this trick (Timid Boots); Di plays next."]
    assert ja and "次に出すのはDiです" in ja[0] and "最初" not in ja[0]


def test_round3_setup_names_each_character_in_its_own_turn():
    """Ann (King + Ninja) sets up the King, then the Ninja: not "the King + Ninja", then
    "the Ninja" again."""
    lines = [t for t in _lines(_played("lt045_hidden_king_rare")) if " sets up the " in t]
    assert lines[:2] == ["Ann sets up the King.", "Ann sets up the Ninja."]
    assert not any(" + " in t for t in lines)


def test_the_lead_token_tie_says_the_priority_broke_it():
    """No gold crown in Little; a tie on the fewest points says the priority decided."""
    from tricklab.core.events import Event, EventKind
    cat = GAME.catalogue
    e = Event(EventKind.RULE, "LITTLE_LEAD_TOKEN_TIE", "Cy", ("TT-021",),
              {"points": 30, "character": "little:resistance", "others": ["Bo"], "tied": ["Cy", "Bo"]})
    assert cat.explain(e, "en").headline == (
        "Cy and Bo share the fewest points (30): the tie goes to the higher-priority "
        "character, Cy's Resistance, so Cy takes the lead-player token.")


CROWN = re.compile(r"crown|王冠", re.I)
NONE_OF_THEM = re.compile(r"\bno\b|ない|なし")


@pytest.mark.parametrize("n", [3, 4, 5])
def test_no_line_cites_a_ruling_that_gives_little_crowns(n):
    """Little has no crowns (LT-064), yet the lead-player token line cited the inherited TT-021
    ("the fewest points among those without a gold crown") and the setup lines TT-024 ("black-
    crown ties"). Over seeded full games played through the registry, every ruling a line
    cites, as a Little learner reads it (title, text, example, source), names no crown, except
    Little's own rulings that say there is none."""
    from tricklab import new_match
    from tricklab.games import get_game
    game = get_game("tricktakers_little")
    cited: set[str] = set()
    for seed in range(2):
        m = new_match("tricktakers_little", players=list(game.info.seat_names[n]), seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            seat = m.to_act()[0]
            m.play(rng.choice(m.legal_actions(seat)))
        for e in m.events:
            for lang in ("en", "ja"):
                for r in game.catalogue.explain(e, lang).rulings:
                    cited.add(r.id)
                    for words in (r.title[lang], r.text[lang], r.example.get(lang, ""),
                                  r.source_in(lang)):
                        if CROWN.search(words):
                            assert r.id.startswith("LT-") and NONE_OF_THEM.search(words), \
                                (e.code, r.id, words)
    assert {"TT-021", "TT-024"} <= cited        # the lead token's and the priority's lines


def test_the_lead_token_cites_the_little_reading_of_its_rule():
    """No Little ruling covers the lead-player token (spec 4 step 6): its line keeps TT-021,
    shown in Little's reading, the rule the engine applies (fewest points, ties by priority),
    with the Little spec section as its source."""
    cat = GAME.catalogue
    r = cat.ruling("TT-021")
    assert "the player with the fewest points (tie → higher-priority character)" in r.text["en"]
    assert "勝利点が最も少ないプレイヤー" in r.text["ja"] and "王冠" not in r.text["ja"]
    assert r.source.startswith("Little spec section 4, step 6")
    from tricklab.games.tricktakers import GAME as TT
    assert "gold crown" in TT.catalogue.ruling("TT-021").text["en"]      # Tricktakers' own


def test_last_rounds_king_left_with_only_the_king_is_told_the_ban_is_lifted():
    """5 players, round 3: the others leave the King, so Ann's last pick can only be the King;
    the engine lifts LT-019's ban (docs/rulings-notes.md) and says so, in both languages."""
    m = _played("lt065_king_ban_lifted")
    lifted = [e for e in m.events if e.code == "KING_BAN_LIFTED"]
    assert len(lifted) == 1 and set(lifted[0].rulings) == {"LT-019", "LT-065"}
    assert "the ban is lifted" in GAME.catalogue.explain(lifted[0], "en").headline
    assert "禁止を解除" in GAME.catalogue.explain(lifted[0], "ja").headline
    assert not any(e.code == "KING_BAN_LIFTED" for e in _played("lt065_round3_snake").events)


def test_a_table_read_with_the_devil_says_the_tricks_really_won():
    """"Ann (Ninja) won 4 tricks: 140" when Ann won 2: the line gives both counts."""
    from tricklab.core.scenario import load_scenario, run_scenario
    from tricklab.games import get_game
    from tricklab.scenarios import packaged
    game = get_game("tricktakers_little")
    path = next(p for p in packaged("tricktakers_little") if p.name == "lt069_devil_ninja.yaml")
    m = run_scenario(load_scenario(path), game).match
    lines = [s.text for e in m.events for s in m.explain(e, "en").steps]
    assert "Ann (Ninja) won 2 tricks, read as 4 with the Devil: 140." in lines, lines
    ja = [s.text for e in m.events for s in m.explain(e, "ja").steps]
    assert any("2勝、デビルがいるので4勝として数えます" in x for x in ja), ja


def test_the_selection_cards_say_little_rules_not_tricktakers():
    """The selection screen showed the Tricktakers cards: crowns, "taking all 5 tricks wins
    the game" (Little has no crowns and no instant win, LT-064) and no Little-King tie rule
    (LT-021). Every card now reads as Little, and its tables are the data file's."""
    from tricklab.games.tricktakers_little.data import data, points, table
    from tricklab.games.tricktakers_little.view import VIEW
    for name in data()["characters"]:
        card = VIEW.character_card(name)
        for lang in ("en", "ja"):
            words = card["summary"][lang] + " " + card["text"][lang]
            assert not re.search(r"crown|wins? the game|王冠|ゲームに勝利|\{", words, re.I), \
                (name, lang, words)
    king = VIEW.character_card("king")
    assert "tie" in king["text"]["en"] and "同じ強さ" in king["text"]["ja"]
    for name in data()["tables"]:
        cells = table(name)
        en = ", ".join(f"{k} = {str(v).replace('-', '−')}" for k, v in cells.items())
        ja = "、".join(f"{k}勝{str(v).replace('-', '−')}点" for k, v in cells.items())
        assert en in VIEW.character_card(name)["text"]["en"], name
        assert ja in VIEW.character_card(name)["text"]["ja"], name
    assert f"of one colour {points(data()['collector_nine'])}" in \
        VIEW.character_card("collector")["text"]["en"]
