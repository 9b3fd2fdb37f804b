"""What a KINGs learner reads when a round is scored: the round result as the spec computes
it, the score floor as a step of its own (KG-008), each bid's trick count with its parts and
the Copy's −10 written out, every ruling cited where it applies and only once."""
from __future__ import annotations

from pathlib import Path

import tricklab
from tricklab.core.events import EventKind
from tricklab.games.tricktakers_kings.view import VIEW

SCEN = Path(tricklab.__file__).parent / "games" / "tricktakers_kings" / "scenarios"


def scored(m):
    return next(e for e in m.events if e.kind == EventKind.ROUND_SCORED)


def lines(m, lang="en"):
    ex = m.explain(scored(m), lang)
    return [ex.headline] + [s.text for s in ex.steps]


# -- the round result and the floor (KG-008, spec 6.1 step 6) ---------------------------------
def test_the_round_result_is_the_spec_result_and_the_floor_stops_the_total():
    """10 points, then a round of −20: the round scored −20 (not the −10 the total moved by),
    the total stops at 0 in a step that says so, and the score chart shows the totals after
    the round (not the round results added up from 0)."""
    m = tricklab.load(SCEN / "kg008_round_result_before_the_floor.yaml")
    assert m.state.round_scores == [{"Ann": -20, "Bo": 50}]
    assert m.totals() == {"Ann": 0, "Bo": 60}
    e = scored(m)
    assert e.params["scores"] == {"Ann": -20, "Bo": 50}
    assert e.params["deltas"] == {"Ann": -10, "Bo": 50}
    en, ja = lines(m), lines(m, "ja")
    assert en[0] == "Round 2 scored: Ann −20, Bo 50. Totals: Ann 0, Bo 60."
    assert "Ann's total would be −10: it stops at 0." in en
    assert not any("(+10)" in x for x in en)
    assert "Annの合計は−10点になるところですが、0点で止まります。" in ja
    assert VIEW.score_rows(m) == [{"round": 2, "Ann": 0, "Bo": 60}]


def line_of(m, seat, code, lang="en"):
    cat = m.game.catalogue
    return next(cat.message(s.code, s.params, lang) for s in scored(m).steps
                if s.code == code and s.params["seat"] == seat)


# -- a bid's count and points with their parts (spec 6.3, KG-070, KG-078) ----------------------
def test_a_count_changed_by_the_gift_and_the_devil_shows_its_parts():
    """0 real wins read "took 3: hit" (an adjusted count that looked like a slip); the line
    adds it up as the spec's example does (0 + 1 + 2 = 3)."""
    m = tricklab.load(SCEN / "kg070_gift_and_devil.yaml")
    en = line_of(m, "Eve", "KG_LINE_BID")
    assert "took 0 + 1 (Fairy's Gift) + 2 (Devil front) = 3: hit, 60 points" in en
    ja = line_of(m, "Eve", "KG_LINE_BID", "ja")
    assert "勝数0＋1（妖精の加護）＋2（デビルの表）＝3で成功：60点" in ja
    # a count nothing changed stays a plain number
    assert "took 0: missed" in line_of(m, "Bo", "KG_LINE_BID")


def test_the_cheerleaders_count_names_the_partners_tricks_and_the_gift():
    m = tricklab.load(SCEN / "kg071_cheerleader_gift_helps_partner.yaml")
    assert "took 1 (Cy's tricks) + 1 (Fairy's Gift) = 2: hit" in line_of(m, "Ann", "KG_LINE_BID")
    assert "took 1 + 1 (Ann's Fairy's Gift) = 2: hit" in line_of(m, "Cy", "KG_LINE_BID")
    assert "勝数1（Cyの勝数）＋1（妖精の加護）＝2で成功" in line_of(m, "Ann", "KG_LINE_BID", "ja")


def test_a_copied_bid_shows_its_minus_ten():
    """"bid Samurai (2 tricks for 50 points, copied), took 2: hit, 40 points" read as an
    arithmetic slip: the Copy's −10 is written out (KG-078), cited once."""
    m = tricklab.load(SCEN / "kg078_copy_bid.yaml")
    en = line_of(m, "Bo", "KG_LINE_BID")
    assert en.endswith("took 2: hit, 50 − 10 (Copy) = 40 points.")
    assert line_of(m, "Bo", "KG_LINE_BID", "ja").endswith("勝数2で成功：50−10（コピー）＝40点。")
    step = next(s for s in scored(m).steps if s.params.get("seat") == "Bo")
    assert step.rulings.count("KG-078") == 1


def test_a_copied_bid_in_round_3_doubles_before_the_minus_ten():
    m = tricklab.load(SCEN / "kg078_copy_bid_round3.yaml")
    assert line_of(m, "Bo", "KG_LINE_BID").endswith(
        "took 2: hit, 100 (×2 in round 3) − 10 (Copy) = 90 points.")
    assert line_of(m, "Bo", "KG_LINE_BID", "ja").endswith(
        "勝数2で成功：100（第3ラウンドは2倍）−10（コピー）＝90点。")


def test_a_copied_devil_bid_shows_its_minus_ten():
    """"Devil bid, copied, 2 other players missed × 30: 50 points" read as 2 × 30 = 50."""
    m = tricklab.load(SCEN / "kg078_copy_of_a_devil_bid.yaml")
    assert line_of(m, "Bo", "KG_LINE_DEVIL_BID") == \
        "Bo: Devil bid, copied, 2 other players missed × 30: 60 − 10 (Copy) = 50 points."
    # a Devil bid does not read its player's trick count: no count rulings on it
    assert not {"KG-067", "KG-069"} & set(
        next(s for s in scored(m).steps if s.params.get("seat") == "Bo").rulings)


# -- citations: where a ruling applies, and once ------------------------------------------------
def _twice(ids):
    return sorted({r for r in ids if list(ids).count(r) > 1})


def _random_games():
    import random
    from tricklab import new_match
    from tricklab.core.bots import RandomBot
    for n, opts in ((5, {"use_cheerleader": True}), (4, {}), (2, {"use_white_king_2p": True})):
        for seed in range(3):
            m = new_match("tricktakers_kings", players=["Ann", "Bo", "Cy", "Di", "Eve"][:n],
                          seed=seed, **opts)
            rng, bot = random.Random(seed), RandomBot()
            while not m.is_over():
                m.play(bot.choose(m, m.to_act()[0], rng))
            yield m


def test_no_event_or_step_cites_a_ruling_twice_or_writes_its_id_in_its_text():
    """[KG-001, KG-001] on every 'Strongest' step, [KG-078 … KG-078] on a copied bid, and
    「…（KG-091）。 [KG-091]」 on the 2-player Cheerleader refusal."""
    from tricklab import scenarios
    matches = list(_random_games())
    bad = []
    for path in scenarios.packaged("tricktakers_kings"):
        res = scenarios.run(path)
        if res.match is not None:
            matches.append(res.match)
    for m in matches:
        for e in m.events:
            if _twice(e.rulings):
                bad.append((e.code, e.rulings))
            for s in e.steps:
                if _twice(s.rulings):
                    bad.append((s.code, s.rulings))
                for lang in ("en", "ja"):
                    text = m.game.catalogue.message(s.code, s.params, lang)
                    if any(r in text for r in s.rulings):
                        bad.append((s.code, text))
    assert not bad, bad[:5]
    from tricklab.core.errors import SetupError
    from tricklab import new_match
    try:
        new_match("tricktakers_kings", players=["Ann", "Bo"], use_cheerleader=True)
    except SetupError as err:
        for lang in ("en", "ja"):
            assert "KG-091" not in m.game.catalogue.explain(err, lang).headline
    else:
        raise AssertionError("the 2-player Cheerleader was accepted")


def test_the_samurai_ruling_is_cited_only_for_a_samurais_red():
    """KG-058 (a captured Samurai red is red) on a used red King's line only when the pile
    holds a red a Samurai played; it was cited on every used red King line."""
    plain = tricklab.load(SCEN / "kg020_kg025_used_king_counts_its_colour.yaml")
    samurai = tricklab.load(SCEN / "kg058_samurai_red_captured_as_red.yaml")

    def king_line(m):
        return next(s for s in scored(m).steps if s.code == "KG_LINE_USED_KING")
    assert "KG-058" not in king_line(plain).rulings
    assert "KG-058" in king_line(samurai).rulings


def test_the_sword_ruling_is_cited_where_a_sworded_card_is_scored():
    """KG-074 (a captured sworded card is still itself) was cited when the White King was laid
    on a sworded card, where KG-028 applies; it belongs to the score lines that read it."""
    laid = tricklab.load(SCEN / "kg028_sword_card_takes_white_king.yaml")
    assert not any("KG-074" in e.all_rulings() for e in laid.events
                   if e.kind == EventKind.TRICK_WON)
    m = tricklab.load(SCEN / "kg074_sword_card_is_still_itself.yaml")
    assert "Bo: Collector, no White Flag or Rare captured: +0." in lines(m)
    cited = {s.code for s in scored(m).steps if "KG-074" in s.rulings}
    assert cited == {"KG_LINE_COLLECTOR", "KG_LINE_USED_KING"}
