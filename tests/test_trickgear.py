"""TRicK GEAR engine: crash, raise, damage, reload, JOKERs as units; random games (hypothesis,
quick profile by default) conserve each player's 54 cards across reloads and end within the
TG-062 bound; the character data file is validated."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tricklab import new_match
from tricklab.core.errors import IllegalAction, SetupError
from tricklab.core.simulate import random_playout
from tricklab.games.trickgear import GAME
from tricklab.games.trickgear.characters import parse_characters, starter_set
from sample_sizes import games

BASE = {"teams": {"Alice": ["blade"], "Bob": ["volt"]}}


def match(hands, **setup):
    return new_match("trickgear", ["Alice", "Bob"], seed=1, setup={**BASE, "hands": hands, **setup})


def test_equal_numbers_crash_one_damage_each():
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "9D 4C 5C 6C 8H".split()})
    m.play("Alice set 9S")
    assert m.facts()["phase"] == "set"          # secret until both have set
    m.play("Bob set 9D")
    f = m.facts()
    assert f["life"] == {"Alice": 5, "Bob": 5} and f["phase"] == "cleanup"
    assert any(e.code == "CRASH" and "TG-016" in e.rulings for e in m.events)


def test_raise_adds_rate_and_own_field_number():
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D QC 3D 5C 6C".split()})
    m.play("Alice set 9S"), m.play("Bob set 7D"), m.play("Bob raise QC")
    f = m.facts()
    assert f["rate"] == 2 and f["field"] == {"Alice": 9, "Bob": 8}
    with pytest.raises(IllegalAction) as err:
        m.play("Alice raise 4H")
    assert err.value.code == "RAISE_NOT_FACE"


def test_rate_damage_flips_life_cards_to_the_discard():
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D QC KC 5C 6C".split()})
    for a in ("Alice set 9S", "Bob set 7D", "Bob raise QC", "Alice pass", "Bob pass"):
        m.play(a)
    f = m.facts()
    assert f["life"]["Bob"] == 4 and f["discard_sizes"]["Bob"] == 4   # 2 life, 7D, QC
    assert f["rate"] == 1                                              # rate cards went home


def test_reload_shuffles_the_discard_and_costs_two_life():
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D 4C 5C 6C 8H".split()},
              deck={"Alice": ["2C"]}, discard={"Alice": ["3C", "3D", "3H"]})
    for a in ("Alice set 9S", "Bob set 7D", "Bob pass", "Alice pass", "Alice refill"):
        m.play(a)
    f = m.facts()
    assert f["life"]["Alice"] == 4 and f["deck_sizes"]["Alice"] == 4
    assert f["owned"]["Alice"] == 54


def test_joker_declared_and_joker_pair_crashes():
    m = match({"Alice": "JK1 4H 5H 6H 7C".split(), "Bob": "9D 4C 5C 6C 8H".split()})
    m.play("Alice set JK1"), m.play("Bob set 9D")
    assert m.to_act() == ["Alice"]
    m.play("Alice declare KS")
    assert m.facts()["field"] == {"Alice": 13, "Bob": 9}
    m2 = match({"Alice": "JS 4H 5H 6H 7C".split(), "Bob": "JK2 4C 5C 6C 8H".split()})
    m2.play("Alice set JS joker"), m2.play("Bob set JK2")
    assert m2.facts()["life"] == {"Alice": 5, "Bob": 5}
    assert any("TG-014" in e.rulings for e in m2.events)


def test_reserve_third_joker_is_plain():
    m = new_match("trickgear", ["Alice", "Bob"], seed=1, setup={
        "teams": {"Alice": ["blade", "volt"], "Bob": ["volt"]},
        "hands": {"Alice": "9D 4H 5H 6H 7C".split(), "Bob": "8D 4C 5C 6C 8H".split()}})
    with pytest.raises(IllegalAction) as err:
        m.play("Alice set 9D joker")
    assert err.value.ruling == "TG-015"


def test_set_choices_are_secret():
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D 4C 5C 6C 8H".split()})
    m.play("Alice set 9S")
    seen = GAME.view(m.state, "Bob")
    assert seen.secret.chosen["Alice"] is None and seen.p["Alice"].hand == []


def test_character_file_is_validated():
    assert len(starter_set().characters) == 8
    bad = {"characters": [{"id": "x", "name": {"en": "X", "ja": "X"}, "life": 5, "hand": 5,
                           "third_joker": "AS", "skills": [{"id": "heal", "name": {"en": "H", "ja": "H"},
                                                            "cost": "C", "limit": "per_round",
                                                            "effect": [{"life": 2}]}]}] * 2}
    with pytest.raises(SetupError, match="per_game"):
        parse_characters(bad)
    with pytest.raises(SetupError):
        parse_characters({"characters": [{"id": "x", "life": 0}]})


def _check_game(seed: int) -> None:
    players = ["Alice", "Bob", "Cara", "Dan"][:2 + seed % 3]
    rng = random.Random(seed)
    state, _ = GAME.new_state(players, seed, {}, {})
    actions = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, legal[rng.randrange(len(legal))])
        actions += 1
        assert not GAME.invariants(state), GAME.invariants(state)
        assert state.round <= state.life_budget
        assert actions < 20_000
    assert state.winners


@settings(max_examples=games(ci=1000, quick=50), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_conserve_cards_and_end_within_the_bound(seed):
    _check_game(seed)


def test_every_emitted_message_has_english_and_japanese():
    cat = GAME.catalogue
    codes = set()
    for seed in range(10):
        _, events = random_playout(GAME, seed, ["Alice", "Bob", "Cara"][:2 + seed % 2])
        codes |= {e.code for e in events} | {s.code for e in events for s in e.steps}
    missing = [c for c in codes if set(cat.messages.get(c, {})) != {"en", "ja"}]
    assert not missing, missing


def test_choosing_the_entering_character_has_its_own_words():
    """The cleanup entry a player chooses reads as an entry, not as the generic "Bo: Bo enter
    dealer." (TG-046)."""
    cat = GAME.catalogue
    for seed in range(30):
        _, events = random_playout(GAME, seed, ["Alice", "Bob", "Cara"])
        chosen = [e for e in events if e.code == "ENTRY_CHOSEN"]
        if chosen:
            break
    assert chosen, "no seed chose an entering character"
    e = chosen[0]
    assert not any(x.kind.name == "ACTION" and x.code == "ACTION" and x.seat == e.seat
                   for x in events)
    en, ja = (cat.explain(e, lang).headline for lang in ("en", "ja"))
    name = e.params["char"]
    assert en == f"{e.seat} sends {cat.term(name, 'en')} into the battle.", en
    assert ja == f"{e.seat}は{cat.term(name, 'ja')}を参戦させます。" and "enter" not in ja, ja
    assert "TG-046" in e.rulings


def test_replay_is_deterministic():
    from tricklab.core.bots import RandomBot
    m = new_match("trickgear", seed=5)
    rng, bot = random.Random(5), RandomBot()
    for _ in range(200):
        if m.is_over():
            break
        m.play(bot.choose(m, m.to_act()[0], rng))
    again = m.copy()
    assert again.facts() == m.facts()


def test_rule_bot_hint_is_legal():
    from tricklab.games.trickgear.bots import advise
    m = new_match("trickgear", seed=2)
    for _ in range(150):
        if m.is_over():
            break
        seat = m.to_act()[0]
        hint = advise(m, seat)
        assert hint.action in m.legal_actions(seat)
        m.play(hint.action)


def hint_words(m, seat):
    from tricklab.games.trickgear.bots import advise
    hint = advise(m, seat)
    return {lang: GAME.catalogue.message(hint.code, hint.params, lang) for lang in ("en", "ja")}


def test_hints_name_cards_by_their_labels():
    """The hint names a card as the table draws it (♠10, ♥K, 🃏₁), not in notation (10S, KH, JK1)."""
    m = match({"Alice": "10S 4H 5H 6H 7C".split(), "Bob": "5D 4C 6C 7D 8H".split()})
    said = hint_words(m, "Alice")
    assert "(♠10)" in said["en"] and "一番大きいカード（♠10）" in said["ja"], said
    for raise_card, label in (("KH", "♥K"), ("JK1", "🃏₁")):
        m = match({"Alice": ["9S", raise_card, "4H", "5H", "6H"], "Bob": "5D 4C 6C 7D 8H".split()})
        m.play("Alice set 9S"), m.play("Bob set 5D"), m.play("Bob pass")
        said = hint_words(m, "Alice")
        assert said["en"].startswith(f"Raise with {label}:"), said
        assert said["ja"].startswith(f"{label}でレイズしましょう"), said


def test_a_raise_with_a_number_card_cites_the_raise_rule():
    """5♣ cannot raise because it is not a face card (TG-021), whether or not Bob still holds
    one; with none left, TG-066 explains why raising stops, as a step."""
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D QC 3D 5C 6C".split()})
    m.play("Alice set 9S"), m.play("Bob set 7D")
    with pytest.raises(IllegalAction) as err:
        m.play("Bob raise 5C")                       # QC is still in Bob's hand
    assert (err.value.code, err.value.ruling) == ("RAISE_NOT_FACE", "TG-021")
    assert not err.value.params.get("steps")
    m.play("Bob raise QC"), m.play("Alice pass")
    with pytest.raises(IllegalAction) as err:
        m.play("Bob raise 5C")                       # no face card left
    assert (err.value.code, err.value.ruling) == ("RAISE_NOT_FACE", "TG-021")
    ex = GAME.catalogue.explain(err.value, "ja")
    assert [r.id for r in ex.rulings] == ["TG-021", "TG-066"]
    assert ex.steps[0].text == "Bobにはレイズに使える絵札もJOKERも残っていません。レイズのたびに手札を1枚使うからです。"


def test_the_reveal_is_written_in_each_language():
    """「Alice ♠J（JOKER）、Bob ♦7」: the Japanese reveal takes 「、」 and full-width brackets."""
    m = match({"Alice": "JS 4H 5H 6H 7C".split(), "Bob": "7D 3C 3D 5C 6C".split()})
    m.play("Alice set JS joker"), m.play("Bob set 7D")
    reveal = next(e for e in m.events if e.code == "REVEAL")
    assert GAME.catalogue.explain(reveal, "ja").headline == "全員の場札を同時に公開：Alice ♠J（JOKER）、Bob ♦7。"
    assert GAME.catalogue.explain(reveal, "en").headline == \
        "All field cards are turned up together: Alice ♠J (JOKER), Bob ♦7."


def test_events_carry_their_round_for_the_history():
    """The History's Round column: a round's actions say their round, the refill that ends
    round 1 still belongs to it though the same action starts round 2."""
    from tricklab.core.history import history_rows
    m = match({"Alice": "9S 4S 8S 2H 3C".split(), "Bob": "7D QC 3D 5H 6C".split()})
    for a in ("Alice set 9S", "Bob set 7D", "Bob pass", "Alice pass", "Alice refill", "Bob refill",
              "Alice set 8S"):
        m.play(a)
    rows = [(r["round"], r["seat"], r["action"]) for r in history_rows(m)]
    assert rows == [(1, "Alice", "set 9S"), (1, "Bob", "set 7D"), (1, "Bob", "pass"),
                    (1, "Alice", "pass"), (1, "Alice", "refill"), (1, "Bob", "refill"),
                    (2, "Alice", "set 8S")], rows
    assert all(e.params.get("round") in (1, 2) for e in m.events)
    assert next(e for e in m.events if e.code == "ROUND_START" and e.params["round"] == 2)


def test_an_unknown_skill_lists_the_skills_by_name():
    m = match({"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D 3C 3D 5C 6C".split()},
              teams={"Alice": ["blade"], "Bob": ["volt"]})
    m.play("Alice set 9S"), m.play("Bob set 7D")
    with pytest.raises(IllegalAction) as err:
        m.play("Bob skill overdrive pay 3D")
    ja = GAME.catalogue.explain(err.value, "ja").headline
    assert "（使えるスキル：ショートサーキット、サイフォン）" in ja, ja


def told(setup, actions, lang="en", teams=None):
    """(code, headline) of every event of the last action, in the order they are told."""
    m = new_match("trickgear", ["Alice", "Bob"], seed=1,
                  setup={**BASE, **({"teams": teams} if teams else {}), **setup})
    for a in actions:
        m.play(a)
    return [(e.code, str(GAME.catalogue.explain(e, lang).headline))
            for e in m.events_of(len(m.actions) - 1)]


def codes(events):
    return [c for c, _ in events]


SAGE = {"teams": {"Alice": ["sage"], "Bob": ["volt"]},
        "hands": {"Alice": "4S 3D 5H 6H 8C 9C".split(), "Bob": "10D 3C 5C 6C 8H".split()}}
INSIGHT = ["Alice set 4S", "Bob set 10D", "Alice skill insight pay 3D"]


def test_a_reload_in_the_middle_of_a_skill_is_told_where_it_happens():
    """TG-041: draw 1 → reload → the skill resumes → draw 2 (the draws were told after the
    reload as one "draws 3", and the resumption last)."""
    ev = told({**SAGE, "deck": {"Alice": ["2C"]}}, INSIGHT)
    assert codes(ev) == ["SKILL_USED", "DRAWS", "RELOAD", "SKILL_RESUMED", "DRAWS"], ev
    assert ev[1][1] == "Alice draws 1 card." and ev[-1][1] == "Alice draws 2 cards."


def test_a_reload_that_ends_the_skill_comes_after_the_card_it_followed():
    """TG-042: the card drawn, then the reload that takes the last life, then the cancel."""
    ev = told({**SAGE, "deck": {"Alice": ["2C"]}, "life": {"Alice": 2},
               "teams": {"Alice": ["sage", "blade"], "Bob": ["volt"]}}, INSIGHT)
    assert codes(ev)[:5] == ["SKILL_USED", "DRAWS", "RELOAD", "LEAVES", "SKILL_CANCELLED"], ev


BLADE = {"hands": {"Alice": "9S 4S 8S 6H 8C".split(), "Bob": "10D 3D 5C 6C 8H".split()}}
OVERDRIVE = ["Alice set 9S", "Bob set 10D", "Alice skill overdrive pay 4S 8S"]


def test_two_reloads_in_one_charge_are_told_between_the_cards():
    """TG-044: one card, the deck runs out with nothing to shuffle (an empty new deck), the
    second card must be taken from that empty deck: a reload of its own kind, then the card."""
    ev = told({**BLADE, "deck": {"Alice": ["2C"]}, "discard": {"Alice": []}}, OVERDRIVE)
    assert codes(ev) == ["SKILL_USED", "CHARGE_PLUS", "RELOAD_EMPTY", "SKILL_RESUMED",
                         "RELOAD_FORCED", "SKILL_RESUMED", "CHARGE_PLUS"], ev
    assert "ran out" in ev[2][1] and "(0 cards)" not in ev[2][1]
    assert "ran out" not in ev[4][1] and "a card must be taken" in ev[4][1]


def test_a_card_taken_from_an_empty_deck_does_not_say_the_deck_ran_out():
    """TG-044: the deck was empty before the take (it did not run out now)."""
    ev = told({**BLADE, "deck": {"Alice": []}, "discard": {"Alice": ["2C", "3C", "4C"]}}, OVERDRIVE)
    assert codes(ev) == ["SKILL_USED", "RELOAD_FORCED", "SKILL_RESUMED", "CHARGE_PLUS"], ev
    assert not any("ran out" in h for _, h in ev)
    ja = told({**BLADE, "deck": {"Alice": []}, "discard": {"Alice": ["2C", "3C", "4C"]}}, OVERDRIVE, "ja")
    assert not any("尽き" in h for _, h in ja)


def test_all_in_with_nothing_to_take_puts_nothing_in_the_rate_area():
    """TG-044: "no card is taken" was followed by "puts the top deck card … rate 1"."""
    ev = told({"teams": {"Alice": ["dealer"], "Bob": ["volt"]}, "deck": {"Alice": []},
               "discard": {"Alice": []}, "hands": {"Alice": "4S 2C 3H 6H 8H 9H".split(),
                                                   "Bob": "10D 4C 5C 6C 8H".split()}},
              ["Alice set 4S", "Bob set 10D", "Alice skill all-in pay 2C"])
    assert "NOTHING_TO_TAKE" in codes(ev) and "ALL_IN" not in codes(ev), ev


def test_all_in_tells_the_rate_card_before_the_reload_it_causes():
    """TG-058: the card is already in the rate area when the deck runs out."""
    ev = told({"teams": {"Alice": ["dealer"], "Bob": ["blade"]}, "deck": {"Alice": ["2C"]},
               "discard": {"Alice": ["3C", "4C", "5C"]},
               "hands": {"Alice": "9S 6C 7H 8H 9H 10H".split(), "Bob": "QS 4S 5S 6D 7D".split()}},
              ["Alice set 9S", "Bob set QS", "Alice skill all-in pay 6C"])
    assert codes(ev)[:3] == ["SKILL_USED", "ALL_IN", "RELOAD"], ev


def test_a_character_leaving_in_the_cleanup_is_not_absent_until_the_cleanup():
    """TG-047: the refill draw empties the deck, the reload takes the last life: the refill is
    told first, then the reload and the leave, which no longer says "absent until cleanup"."""
    ev = told({"teams": {"Alice": ["blade"], "Bob": ["bastion", "fury"]}, "life": {"Bob": 2},
               "deck": {"Bob": ["9H"]}, "hands": {"Alice": "5S 4S 2H 6H 8C".split(),
                                                 "Bob": "QD 2C 3C 4H".split()}},
              ["Alice set 5S", "Bob set QD", "Alice pass", "Bob pass", "Alice refill", "Bob refill"])
    assert codes(ev)[:4] == ["REFILL_KEPT", "RELOAD", "LEAVES_IN_CLEANUP", "CLEANUP_RESTART"], ev
    assert not any("until cleanup" in h for _, h in ev)
    m_leave = dict(ev)["LEAVES_IN_CLEANUP"]
    assert m_leave == "Bob's Bastion has no life left and leaves."


REFILL_AT = {"teams": {"Alice": ["blade"], "Bob": ["volt"]}, "discard": {"Alice": ["3C", "3D", "3H"]},
             "hands": {"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "7D 4C 5C 6C 8H".split()}}
TO_CLEANUP = ["Alice set 9S", "Bob set 7D", "Bob pass", "Alice pass"]


@pytest.mark.parametrize("deck,refill,said", [
    ([], "Alice refill 4H", [("REFILL_TO_DRAW", "Alice discards ♥4 and must draw 2 cards (HAND 5)."),
                             ("RELOAD_FORCED", "(5 cards)"), ("DRAWS", "Alice draws 2 cards.")]),
    ([], "Alice refill", [("REFILL_KEPT_TO_DRAW", "Alice discards nothing and must draw 1 card (HAND 5)."),
                          ("RELOAD_FORCED", "(4 cards)"), ("DRAWS", "Alice draws 1 card.")]),
])
def test_a_refill_is_told_before_the_reload_its_draw_causes(deck, refill, said):
    """TG-044/TG-045: a refill whose first card must come from an empty deck told the reload
    first, shuffling "the discard area (5 cards)" that held the ♥4 the refill's own line then
    said it discarded. The refill's line comes first and says what is to be drawn, then the
    reload, then the cards (with 1 card left it was already so: the refill with that card, the
    reload, the rest; see the cleanup leave test above)."""
    ev = told({**REFILL_AT, "deck": {"Alice": deck}}, TO_CLEANUP + [refill])
    assert [c for c, _ in ev[:3]] == [c for c, _ in said], ev
    for (_, h), (_, want) in zip(ev, said):
        assert want in h, (h, want)
    ja = told({**REFILL_AT, "deck": {"Alice": deck}}, TO_CLEANUP + [refill], "ja")
    assert [c for c, _ in ja][:3] == [c for c, _ in ev][:3]


def test_an_entry_left_with_no_life_leaves_once():
    """TG-064: the deferred reload loss takes the new character's last life cards: one line
    says it leaves (it was told twice, the first "absent until cleanup" during the cleanup)."""
    ev = told({"teams": {"Alice": ["blade"], "Bob": ["volt", "fury"]}, "life": {"Bob": 1},
               "deck": {"Bob": []}, "discard": {"Bob": []},
               "hands": {"Alice": "9S 4S 2H 6H 8C".split(), "Bob": "9C 3D 5C 6C 8H".split()}},
              ["Alice set 9S", "Bob set 9C"])
    after = codes(ev)[codes(ev).index("DISPOSAL"):]
    assert after[:7] == ["DISPOSAL", "RELOAD_ENTRY_FORCED", "RELOAD_ENTRY_EMPTY", "NOTHING_TO_TAKE",
                         "ENTERS", "RELOAD_LOSS", "ENTRY_NO_LIFE"], ev
    assert "LEAVES" not in after and "LEAVES_IN_CLEANUP" not in after
    said = dict(ev)["ENTRY_NO_LIFE"]
    assert said == "Bob's Fury ends the entry with no life card and leaves at once."


@pytest.mark.parametrize("card,declared,said", [
    ("JK2", "10S", "Alice's new field card is 🃏₂, declared at once as ♠10 (10)"),
    ("7H", "QS", "Alice's new field card is ♥7, declared at once as ♠Q (12)")])
def test_mirage_with_a_joker_says_what_it_is_declared(card, declared, said):
    """TG-057 with TG-010: the field became 10 or 12 and the text did not say why."""
    ev = told({"teams": {"Alice": ["aqua"], "Bob": ["volt"]},
               "hands": {"Alice": ["3H", card, "2H", "6C", "8C"], "Bob": "10D 4C 5C 6C 8H".split()}},
              ["Alice set 3H", "Bob set 10D", f"Alice skill mirage with {card} as {declared} pay 2H"])
    assert dict(ev)["MIRAGE_DECLARED"].startswith(said), ev
    ja = dict(told({"teams": {"Alice": ["aqua"], "Bob": ["volt"]},
                    "hands": {"Alice": ["3H", card, "2H", "6C", "8C"], "Bob": "10D 4C 5C 6C 8H".split()}},
                   ["Alice set 3H", "Bob set 10D", f"Alice skill mirage with {card} as {declared} pay 2H"],
                   "ja"))
    assert "と宣言しました" in ja["MIRAGE_DECLARED"]


def test_a_refill_that_draws_nothing_says_so_in_words():
    """「Bobは何も捨てずに0枚引き」 read a count of zero: 「何も捨てず、引きもしません」."""
    setup = {"teams": {"Alice": ["blade"], "Bob": ["sage", "bastion"]}, "life": {"Bob": 1},
             "hands": {"Alice": "9S 4H 5H 6H 7C".split(), "Bob": "2D 3C 4C 5C 6C 7C".split()}}
    actions = ["Alice set 9S", "Bob set 2D", "Bob pass", "Alice pass", "Alice refill"]
    ev = dict(told(setup, actions + ["Bob refill 3C"], "ja"))
    assert ev["REFILL_NO_DRAW"] == "Bobは♣3を捨て、引きはしません。手札4枚（上限4）。"
    ev = dict(told(setup, actions + ["Bob refill 3C"]))
    assert ev["REFILL_NO_DRAW"] == "Bob discards ♣3 and draws nothing: 4 cards (HAND 4)."


def test_the_hidden_mulligan_decision_does_not_say_a_mulligan_was_taken():
    """「Aliceはマリガンを決めました。」 read "Alice decided to mulligan" though she kept her hand."""
    m = new_match("trickgear", ["Alice", "Bob"], seed=1, setup={**BASE, "phase": "mulligan"})
    m.play("Alice mulligan")
    e = m.events_of(0)[0]
    assert e.code == "MULLIGAN_CHOSEN"
    assert GAME.catalogue.explain(e, "en").headline == "Alice has decided whether to mulligan."
    assert GAME.catalogue.explain(e, "ja").headline == "Aliceはマリガンするかどうかを決めました。"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_of_the_game_names_the_winner_once(lang):
    """「…Bobの勝ちです。最後までキャラクターが残ったのはBobです。」 said the winner twice: the
    headline names the winner, its step says why (TG-051)."""
    m = new_match("trickgear", ["Alice", "Bob"], seed=1, setup={
        **BASE, "life": {"Bob": 1},
        "hands": {"Alice": "9S 4S 2H 6H 8C".split(), "Bob": "9C 3D 5C 6C 8H".split()}})
    m.play("Alice set 9S"), m.play("Bob set 9C")
    over = next(e for e in m.events if e.code == "GAME_WON")
    ex = GAME.catalogue.explain(over, lang)
    text = " ".join([ex.headline, *(s.text for s in ex.steps)])
    assert text.count("Alice") == 1, text
    assert ex.steps and "TG-051" in ex.steps[0].rulings


def test_the_facts_doc_says_what_left_hands_and_discards_hold():
    """`left` was documented as "characters still in play" but lists those that left;
    `hands` and `discards` come in the engine's sort order, which the doc now says."""
    from tricklab.core.factsdoc import meanings
    from tricklab.games.trickgear.cards import parse_card, sort_cards
    doc = meanings(GAME)
    m = new_match("trickgear", ["Alice", "Bob"], seed=1, setup={
        "teams": {"Alice": ["blade"], "Bob": ["volt", "fury"]}, "life": {"Bob": 1},
        "discard": {"Bob": ["KH", "2C", "7S"]},
        "hands": {"Alice": "9S 4S 2H 6H 8C".split(), "Bob": "9C 3D 5C 6C 8H".split()}})
    m.play("Alice set 9S"), m.play("Bob set 9C")
    f = m.facts()
    assert f["left"]["Bob"] == ["volt"] and f["battle"]["Bob"] == "fury"
    assert "still in play" not in doc["left"] and "have left" in doc["left"]
    for name in ("hands", "discards"):
        assert "sort order" in doc[name] and "not the order" in doc[name]
        for cards in f[name].values():
            assert cards == [str(c) for c in sort_cards(map(parse_card, cards))]
    assert f["discards"]["Bob"] != [str(c) for c in m.state.p["Bob"].discard]   # not as discarded


def ja_lines(setup, actions, players=("Alice", "Bob"), options=None):
    """Every headline and step of a match in Japanese, setup included."""
    m = new_match("trickgear", list(players), seed=1, setup=setup, **(options or {}))
    for a in actions:
        m.play(a)
    out = []
    for e in m.events:
        ex = GAME.catalogue.explain(e, "ja")
        out += [ex.headline, *(s.text for s in ex.steps)]
    return out


def test_japanese_reads_the_field_number_copycat_and_rate_damage_in_the_games_terms():
    """「レート0」 read as "the rate is 0" (it counts rate cards); Copycat copied 「場札の数」 (the
    field number) where it copies the base, 「場札の数字」 as TG-032 says; 「レート分2のダメージ」."""
    lines = ja_lines({"teams": {"Alice": ["jester"], "Bob": ["volt"]},
                      "hands": {"Alice": "4S 2H 3H 6C 8C".split(), "Bob": "10D QC 5C 6C 8H".split()}},
                     ["Alice set 4S", "Bob set 10D", "Alice skill copycat on Bob pay 2H 3H",
                      "Bob raise QC", "Alice pass", "Bob pass"])
    text = "\n".join(lines)
    assert "Alice：場札の数字4＋レートカード0＋チャージ0＋能力0＝4。" in text
    assert "AliceはBobの場札の数字をコピー：クリンナップまで10。" in text
    assert "相手のキャラクターがレートと同じ2ダメージを受けます。" in text
    assert "レート分" not in text and "レート0" not in text


def test_japanese_select_start_has_no_bracket_inside_a_bracket():
    first = ja_lines({}, [])[0]
    assert first.startswith("スタンダードセレクト：使うのは"), first
    depth = deepest = 0
    for ch in first:
        depth += {"（": 1, "）": -1}.get(ch, 0)
        deepest = max(deepest, depth)
    assert deepest == 1, first


def test_a_scenarios_own_character_is_named_in_japanese():
    """「バトルキャラクター：Alice hybrid」: the test set's character showed its id."""
    from pathlib import Path
    chars = str(Path(__file__).resolve().parent.parent / "tricklab/games/trickgear/scenarios/data/mixed_cost.yaml")
    lines = ja_lines({"teams": {"Alice": ["hybrid"], "Bob": ["blade"]}}, [],
                     options={"characters": chars})
    assert "バトルキャラクター：Aliceのハイブリッド、Bobのブレイド。" in lines[0], lines[0]


def test_japanese_rulings_and_table_words_of_the_game():
    """TG-036 wrote a Latin N (「Nダメージでライフカードを N 枚」); the score read 「ライフ残り0」;
    the table wrote ジョーカー where the game's published text (and the rest of ours) writes
    JOKER."""
    from tricklab.games.trickgear.view import EFFECT, T, VIEW
    text = GAME.catalogue.ruling("TG-036").text["ja"]
    assert "受けたダメージと同じ枚数のライフカード" in text and "N" not in text
    assert VIEW.total_words(0, "ja") == "残りライフ0"

    def words(d):
        return [v for k, v in d.items() if k == "ja"] + [w for v in d.values() if isinstance(v, dict)
                                                        for w in words(v)]
    assert not [w for w in words(T) + words(EFFECT) if "ジョーカー" in w]
    assert not [c for c, m in GAME.catalogue.messages.items() if "ジョーカー" in m.get("ja", "")]


# -- s37: each round's lines hold at the moment they are shown --------------------------------------
def _played(n, seed, bot="random"):
    """A TRicK GEAR match of ``n`` players played to its end by the random or the rule bot."""
    from tricklab.games.trickgear.bots import RuleBot
    from tricklab.core.bots import RandomBot
    m = new_match("trickgear", ["Alice", "Bob", "Cara", "Dan"][:n], seed=seed)
    rng, b = random.Random(seed), (RuleBot() if bot == "rules" else RandomBot())
    while not m.is_over():
        m.play(b.choose(m, m.to_act()[0], rng))
    return m


def test_a_crash_names_each_group_with_its_number():
    """Two crashes at once read "Equal field numbers: Alice, Dan, Bob, Cara", as if all four
    numbers were equal: each group is named with the number its seats share."""
    groups_seen = 0
    for seed in range(1, 7):
        m = _played(4, seed)
        for e in (e for e in m.events if e.code == "CRASH"):
            numbers = e.params["numbers"]
            groups = [[s for s in numbers if numbers[s] == v]
                      for v in sorted({numbers[s] for s in e.params["seats"]})]
            groups_seen = max(groups_seen, len(groups))
            for lang, sep, brackets in (("en", ", ", " ({})"), ("ja", "、", "（{}）")):
                text = m.explain(e, lang).headline
                for g in groups:
                    assert sep.join(g) + brackets.format(numbers[g[0]]) in text, text
    assert groups_seen == 2


def test_the_round_result_says_who_takes_less_than_the_rate():
    """"every other present character takes the rate, 3" while Iron Wall gave a Bastion 2."""
    reduced = 0
    for n, seed in ((2, 1), (3, 1), (3, 2), (4, 3)):
        m = _played(n, seed, "rules")
        events = m.events
        for i, e in enumerate(events):
            if not e.code.startswith("ROUND_WON"):
                continue
            hits = {d.params["seat"]: d.params["n"] for d in events[i + 1:]
                    if d.code == "RATE_DAMAGE" and d.params.get("round") == e.params.get("round")}
            less = sorted(s for s, n_ in hits.items() if n_ < e.params["rate"])
            text = m.explain(e, "en").headline
            if less:
                reduced += 1
                assert e.code == "ROUND_WON_REDUCED" and all(s in text for s in less), text
                assert f"cuts it to {hits[less[0]]} for" in text, text
            else:
                assert e.code == "ROUND_WON", text
    assert reduced


def test_the_round_result_names_one_opponent_as_the_other_character():
    """With one opponent left the headline said "every other present character takes the
    rate", a crowd that was not there; with two or more it still says so."""
    seen = {1: 0, 2: 0}
    for n, seed in ((2, 1), (2, 2), (3, 1), (4, 3)):
        m = _played(n, seed, "rules")
        for e in (e for e in m.events if e.code.startswith("ROUND_WON")):
            hurt = [d for d in m.events if d.code == "RATE_DAMAGE"
                    and d.params.get("round") == e.params.get("round")]
            en, ja = m.explain(e, "en").headline, m.explain(e, "ja").headline
            one = len(hurt) == 1
            seen[1 if one else 2] += 1
            assert ("the other character" in en) is one and ("every other" in en) is not one, en
            assert ("相手のキャラクター" in ja) is one and ("ほかの全キャラクター" in ja) is not one, ja
    assert seen[1] and seen[2], seen


def test_a_third_joker_raising_says_it_stands_as_a_joker():
    """"Bob raises with ♣7" read as a 7 raising: only J, Q, K and JOKERs raise (TG-021,
    TG-022), and ♣7 is the Dealer's third joker."""
    from tricklab.games.trickgear.cards import is_face, is_joker, parse_card
    seen = 0
    for n, seed in ((2, 1), (2, 2), (3, 1)):
        m = _played(n, seed, "rules")
        for e in (e for e in m.events if e.code == "RAISES"):
            card = parse_card(str(e.params["card"]))
            if is_face(card) or is_joker(card):
                continue
            seen += 1
            assert "(third joker)" in m.explain(e, "en").headline
            assert "（第3のJOKER）" in m.explain(e, "ja").headline
    assert seen


def test_a_third_joker_paying_as_a_joker_says_so():
    """"Bob uses Copycat (♥♥) paying ♥A" read as if an ace paid two hearts: the third joker
    (TG-015) paid as a JOKER (TG-027) and says so."""
    from tricklab.games.trickgear.cards import AsJoker
    as_joker = 0
    for n, seed, bot in ((3, 11, "random"), (3, 14, "rules"), (2, 13, "random"), (2, 1, "rules"),
                         (3, 6, "random")):
        m = _played(n, seed, bot)
        for e in (e for e in m.events if e.code == "SKILL_USED"):
            for c in e.params["paid"]:
                if isinstance(c, AsJoker):
                    as_joker += 1
                    assert f"{c.card.label} (third joker)" in m.explain(e, "en").headline
                    assert f"{c.card.label}（第3のJOKER）" in m.explain(e, "ja").headline
    assert as_joker >= 3, as_joker


def test_japanese_payments_are_lists_and_the_discard_step_is_no_pile():
    """A skill button read 「♣3 ♣Aで支払う」 (an English space between cards) and the header of
    Insight's discard 「アクションフェイズ（捨て札）」, the discard pile's name."""
    import re
    from tricklab.ui import Table
    labels = []
    for seed in range(1, 6):
        t = Table("trickgear", seed=seed, lang="ja", auto_bots=False, hotseat=True)
        for _ in range(120):
            if t.match.is_over():
                break
            t.session.reveal()
            t._changed()
            labels += [b.description for b in t.choice_box.children if "支払う" in b.description]
            t.session.bot_step()
    paid = [x for x in labels if re.search(r"[♠♥♦♣🃏]\S*[、 ][♠♥♦♣🃏]", x)]
    assert paid and not [x for x in paid if re.search(r"[♠♥♦♣🃏][^\s、]* [♠♥♦♣🃏]", x)], paid[:3]
    from tricklab.games.trickgear.view import T
    assert "捨て札" not in T["phase"]["discard"]["ja"]


def test_the_felt_writes_japanese_signs_full_width():
    """「Alice = 10、Bob = 10／クラッシュ：Alice 10 = Bob 10」 and 「レート = 1 + ここのカード枚数」:
    ASCII signs with English spaces in Japanese, where the rulebook writes 0＋1＋2＝3."""
    import re
    from tricklab.ui import Table
    t = Table("trickgear", seed=1, lang="ja", auto_bots=False)
    texts, crashes = [], 0
    while not t.match.is_over() and len(t.match.actions) < 400:
        t.session.bot_step() or t.match.play(t.view.hint(t.match, t.match.to_act()[0]).action)
        t._changed()
        texts.append(t.felt_text)
        crashes += "クラッシュ：" in t.felt_text
    spaced = {m for x in texts for m in re.findall(r".{0,8} [=+] .{0,8}", x)}
    assert crashes and not spaced, sorted(spaced)[:5]


def test_a_third_joker_that_pays_as_its_printed_card_is_itself():
    """Only a payment the printed card could not make names the third joker a JOKER: a
    third joker ♥A paying one heart is an ace paying a heart."""
    from tricklab.games.trickgear.cards import AsJoker, parse_card
    from tricklab.games.trickgear.characters import Character, Skill
    from tricklab.games.trickgear.skills import paid_words
    from tricklab.games.trickgear.state import Member, Player
    ace = parse_card("AH")
    pl = Player("Alice", battle=Member("x", Character("x", {"en": "X"}, 5, 5, ace)))
    one = Skill("s", {"en": "S"}, ("H",), "none", False, ())
    two = Skill("s", {"en": "S"}, ("H", "H"), "none", False, ())
    spades = Skill("s", {"en": "S"}, ("S",), "none", False, ())
    assert paid_words(pl, one, [ace]) == [ace]
    assert paid_words(pl, two, [ace]) == [AsJoker(ace)]
    assert paid_words(pl, spades, [ace]) == [AsJoker(ace)]


@pytest.mark.parametrize("typed, copy", [("🃏₁", 1), ("🃏₂", 2), ("JK1", 1), ("joker 2", 2)])
def test_a_joker_is_read_as_typed_and_as_the_table_draws_it(typed, copy):
    """A learner may type the label she sees on the table (🃏₁): its subscript copy number
    ended in a bare ValueError from int('₁') instead of a card."""
    from tricklab.games.trickgear.cards import Joker, parse_card
    assert parse_card(typed) == Joker(copy)


@pytest.mark.parametrize("typed", ["JK²", "🃏³", "JK3"])
def test_a_joker_that_is_not_one_is_a_notation_error(typed):
    from tricklab.core.errors import NotationError
    from tricklab.games.trickgear.cards import parse_card
    with pytest.raises(NotationError):
        parse_card(typed)
