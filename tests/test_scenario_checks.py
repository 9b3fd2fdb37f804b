"""The two forms auditors missed in scenario files: a list check (``{contains, excludes}``)
wherever a list is expected, and ``refused``: several refused moves checked in one position.

Each form passes on a right expectation and fails, as data naming the place and why, on a
wrong one, in more than one game; a malformed form is refused when the file is loaded; the
table and the exceptions tour see a scenario's final refusals."""
from __future__ import annotations

import html
import re
import textwrap
from pathlib import Path

import pytest

from test_scenarios import GOOD

from tricklab import scenarios
from tricklab.core.errors import ScenarioError
from tricklab.ui.i18n import t as t_ui

KINGS = """
game: tricktakers_kings
title: Bo must follow red
players: [Ann, Bo, Cy, Di, Eve]
setup:
  parties:
    Ann: {king: R, characters: [NIN-1, HER-1, GAM-1, COL-1]}
    Bo: {king: B, characters: [SAM-1, HEA-1, RES-1, BER-1]}
    Cy: {king: G, characters: [NIN-2, HEA-2, COL-2, MAR-1]}
    Di: {king: K, characters: [SAM-2, RES-2, DEV-1, NEM-1]}
    Eve: {king: W, characters: [GAM-2, HER-2, COL-3, DEV-2]}
  fronts: {Ann: [COL-1], Bo: [HEA-1], Cy: [COL-2], Di: [NEM-1], Eve: [COL-3]}
  bids: {Ann: [GAM-1], Bo: [RES-1], Cy: [MAR-1], Di: [SAM-2], Eve: [GAM-2]}
  trick: 4
  leader: Ann
  hands: {Ann: [R8, R1], Bo: [R3, B5], Cy: [G3, G4], Di: [B1, B2], Eve: [K1, K2]}
actions: [Ann R8]
expect:
"""

GEAR = """
game: trickgear
title: Overdrive costs two spades
players: [Alice, Bob]
setup:
  teams: {Alice: [blade], Bob: [volt]}
  hands: {Alice: [2S, KS, 4S, 8H, 7C], Bob: [10D, QC, 5C, 6C, 8H]}
actions:
  - Alice set 2S
  - Bob set 10D
  - {expect: CHECKPOINT}
  - Alice skill overdrive pay KS
expect:
"""

# the worked sequence of test_scenarios, without its expectations
ROBOT = GOOD[:GOOD.index("expect:")] + "expect:\n"


def run(base: str, expect: str, checkpoint: str = "{}"):
    """Run ``base`` with ``expect`` (YAML lines) as its final expectations."""
    text = textwrap.dedent(base).replace("CHECKPOINT", checkpoint) + textwrap.indent(
        textwrap.dedent(expect).strip() + "\n", "  ")
    return scenarios.run(text)


def failures(result) -> list[str]:
    return [str(f) for f in result.failures]


# -- list checks: contains / excludes ---------------------------------------------------------

@pytest.mark.parametrize("base, good, bad, says", [
    (KINGS, "facts: {hands: {Bo: {contains: [R3, B5]}}}",
     "facts: {hands: {Bo: {contains: [R3, R9]}}}",
     "facts.hands.Bo: expected {'contains': ['R3', 'R9']}, got ['R3', 'B5'] (missing R9)"),
    (KINGS, "facts: {legal_actions: {contains: [Bo R3], excludes: [Bo B5, Bo R3 king]}}",
     "facts: {legal_actions: {excludes: [Bo R3]}}",
     "facts.legal_actions: expected {'excludes': ['Bo R3']}, got ['Bo R3'] (holds Bo R3, which it must not)"),
    (GEAR, "facts: {hands: {Alice: {contains: [4S, 8H], excludes: [KS]}}}",
     "facts: {hands: {Alice: {contains: [KS]}}}",
     "facts.hands.Alice: expected {'contains': ['KS']}, got ['4S', '8H', '7C'] (missing KS)"),
    (ROBOT, "facts: {captured: {Chie: {contains: [♠A]}}, hands: {Ben: {excludes: [KS]}}}",
     "facts: {hands: {Ben: {excludes: [7S, 6S]}}}",
     "(holds 7S, 6S, which it must not)"),
])
def test_a_list_check_in_facts_passes_when_right_and_says_what_is_wrong(base, good, bad, says):
    assert run(base, good).passed, run(base, good).report()
    res = run(base, bad)
    assert not res.passed and len(res.failures) == 1
    assert says in failures(res)[0]


@pytest.mark.parametrize("base, good, bad, says", [
    (ROBOT, "trick_winners: {contains: [Chie], excludes: [Ben]}", "trick_winners: {excludes: [Chie]}",
     "trick_winners: expected {'excludes': ['Chie']}, got ['Chie'] (holds Chie, which it must not)"),
    (ROBOT, "trick_winners: {contains: [Chie]}", "trick_winners: {contains: [Chie, Chie]}",
     "(missing Chie (Chie not as many times as listed))"),
    (ROBOT, "rulings_shown: {contains: [RT-011], excludes: [RT-013]}", "rulings_shown: {excludes: [RT-011]}",
     "rulings_shown: expected {'excludes': ['RT-011']}"),
    (ROBOT, "events: {contains: [TRICK_WON], excludes: [GAME_OVER]}", "events: {excludes: [TRICK_WON]}",
     "events: expected {'excludes': ['TRICK_WON']}"),
    (GEAR, "rulings_shown: {contains: [TG-024], excludes: [TG-066]}", "rulings_shown: {contains: [TG-066]}",
     "(missing TG-066)"),
    (KINGS, "facts: {kings_used: {excludes: [Bo]}, kings: {contains: [Bo, Ann]}}",
     "facts: {kings: {excludes: [Bo]}}", "facts.kings: expected {'excludes': ['Bo']}"),
])
def test_list_checks_on_winners_rulings_events_and_mapping_keys(base, good, bad, says):
    assert run(base, good).passed, run(base, good).report()
    res = run(base, bad)
    assert not res.passed and says in failures(res)[0], failures(res)


def test_a_list_check_item_given_as_a_mapping_matches_part_of_an_element():
    path = Path(scenarios.__file__).parent / "games/tricktakers_kings/scenarios/kg008_round_result_before_the_floor.yaml"
    text = path.read_text("utf-8")
    base = text[:text.index("expect:")] + "expect:\n"
    assert run(base, "facts: {round_scores: {contains: [{Ann: -20}]}}").passed
    res = run(base, "facts: {round_scores: {contains: [{Ann: 20}]}}")
    assert failures(res) == ["facts.round_scores: expected {'contains': [{'Ann': 20}]}, "
                             "got [{'Ann': -20, 'Bo': 50}] (missing {'Ann': 20})"]


def test_a_list_check_on_text_or_a_missing_entry_fails_and_says_so():
    res = run(KINGS, "facts: {phase: {contains: [play]}, hands: {Zed: {contains: [R3]}}}")
    assert failures(res) == [
        "facts.phase: expected {'contains': ['play']}, got 'play' "
        "(contains/excludes check a list or a mapping; this is text)",
        "facts.hands.Zed: expected {'contains': ['R3']}, got None (there is no such entry)"]


def test_a_misspelt_list_check_in_facts_is_compared_and_the_failure_points_at_the_list():
    res = run(KINGS, "facts: {hands: {Bo: {contain: [R3]}}}")
    assert len(res.failures) == 1 and "hands.Bo is a list" in str(res.failures[0].note)
    assert "{contains: [...]}" in str(res.failures[0])


def test_a_list_check_and_plain_values_mix_in_one_fact():
    assert run(KINGS, "facts: {hands: {Bo: {contains: [B5]}, Cy: [G3, G4]}}").passed
    res = run(KINGS, "facts: {hands: {Bo: {contains: [B5]}, Cy: [G3]}}")
    assert failures(res) == ["facts.hands: expected {'Cy': ['G3']}, got {'Cy': ['G3', 'G4']}"]


def test_seen_by_takes_list_checks():
    assert run(KINGS, "seen_by: {Ann: {hands: {Ann: {contains: [R1]}, Bo: {excludes: [R3]}}}}").passed
    res = run(KINGS, "seen_by: {Ann: {hands: {Bo: {contains: [R3]}}}}")   # Bo's hand is hidden
    assert failures(res) == ["seen_by.Ann.hands.Bo: expected {'contains': ['R3']}, got [] (missing R3)"]


# -- refused: several refused moves in one position --------------------------------------------

KINGS_REFUSED = """
refused:
  - {action: Bo B5, code: KG_MUST_FOLLOW, ruling: KG-003}
  - {action: Bo B5 king, code: KG_MUST_FOLLOW, ruling: KG-011, rulings_shown: [KG-011]}
  - {action: Bo R3 king, code: KG_KING_COLOUR, ruling: KG-012}
  - Bo R1
"""


def test_refused_moves_pass_and_leave_the_match_as_it_was():
    res = run(KINGS, KINGS_REFUSED)
    assert res.passed, res.report()
    assert [r.action for r in res.refusals] == ["Bo B5", "Bo B5 king", "Bo R3 king", "Bo R1"]
    assert [r.error.code for r in res.refusals][:3] == ["KG_MUST_FOLLOW", "KG_MUST_FOLLOW", "KG_KING_COLOUR"]
    plain = run(KINGS, "facts: {}")
    assert res.match.facts() == plain.match.facts() and len(res.match.actions) == 1


def test_a_refused_move_that_is_accepted_fails_and_changes_nothing():
    res = run(KINGS, "refused: [{action: Bo R3, code: KG_MUST_FOLLOW}, Bo R3]\nfacts: {to_act: [Bo]}")
    assert failures(res) == [
        "refused #1 'Bo R3': expected 'refused (KG_MUST_FOLLOW)', got 'accepted' (the move is legal here)",
        "refused #2 'Bo R3': expected 'refused', got 'accepted' (the move is legal here)"]
    assert len(res.match.actions) == 1 and res.refusals == []


def test_a_move_refused_for_another_reason_names_the_move_and_the_reason():
    res = run(KINGS, """
        refused:
          - {action: Bo B5, code: KG_MUST_FOLLOW, ruling: KG-003}
          - {action: Bo R3 king, code: KG_MUST_FOLLOW, ruling: KG-011}
          - {action: Bo B5 king, rulings_shown: {excludes: [KG-011]}}
        """)
    got = failures(res)
    assert len(got) == 3, got
    assert got[0].startswith("refused #2 'Bo R3 king' code: expected 'KG_MUST_FOLLOW', got 'KG_KING_COLOUR' "
                             "(refused: ")
    assert got[1].startswith("refused #2 'Bo R3 king' ruling: expected 'KG-011', got 'KG-012' (refused: ")
    assert got[2].startswith("refused #3 'Bo B5 king' rulings_shown: expected {'excludes': ['KG-011']}")
    assert "holds KG-011, which it must not; refused: " in got[2]


def test_refused_at_a_step_inside_actions_then_play_goes_on():
    steps = ("{refused: [{action: Alice skill overdrive pay 4S, code: COST_NOT_PAID, ruling: TG-023},"
             " {action: Alice skill overdrive pay 4S 8H, code: COST_WRONG_SUIT, ruling: TG-023}]}")
    res = run(GEAR, "rulings_shown: [TG-024]", steps)
    assert res.passed, res.report()
    assert res.refusals == []           # not the final position: the table does not show them
    wrong = steps.replace("pay 4S,", "pay KS,").replace("COST_WRONG_SUIT", "COST_NOT_PAID")
    res = run(GEAR, "rulings_shown: [TG-024]\nfacts: {hands: {Alice: {excludes: [KS]}}}", wrong)
    assert failures(res) == [
        "after action 2: refused #1 'Alice skill overdrive pay KS': expected 'refused (COST_NOT_PAID, TG-023)', "
        "got 'accepted' (the move is legal here)",
        "after action 2: refused #2 'Alice skill overdrive pay 4S 8H' code: expected 'COST_NOT_PAID', "
        "got 'COST_WRONG_SUIT' (refused: ♥8 cannot pay ♠♠: a card pays only symbols of its own "
        "suit.)"]
    # the wrongly accepted KS payment was tried on a copy: the scenario's own KS payment is played
    assert str(res.match.actions[-1]) == "Alice skill overdrive pay KS"


def test_refused_beside_illegal_is_tried_in_the_position_before_the_refused_last_action():
    text = textwrap.dedent(KINGS).replace("actions: [Ann R8]", "actions: [Ann R8, Bo B5]") + \
        "  illegal: {code: KG_MUST_FOLLOW, ruling: KG-003}\n" + \
        "  refused: [{action: Bo R3 king, code: KG_KING_COLOUR, ruling: KG-012}]\n"
    res = scenarios.run(text)
    assert res.passed, res.report()
    assert res.error is not None and [r.action for r in res.refusals] == ["Bo R3 king"]


def test_refused_after_a_refused_setup_is_an_unmet_expectation():
    text = textwrap.dedent(KINGS).replace("Bo: [R3, B5]", "Bo: [R3, R8]") + \
        "  setup_error: SETUP_DUPLICATE\n  refused: [Bo B5]\n"
    res = scenarios.run(text)
    assert failures(res) == ["refused: expected 'moves refused at the final position', got 'no position' "
                             "(the setup itself was refused)"]


def test_the_robot_games_refusals_work_too():
    res = run(ROBOT, "refused: [{action: Aki 5S, code: GAME_OVER}]")
    assert not res.passed and failures(res)[0].startswith("refused #1 'Aki 5S' code: expected 'GAME_OVER'")
    res = run(ROBOT, "refused: [{action: Robot 9S, code: ROBOT_IS_AUTOMATIC}, Ben 7S]")
    assert res.passed, res.report()


# -- malformed forms are refused when the file is loaded ----------------------------------------

@pytest.mark.parametrize("expect, message", [
    ("{facts: {hands: {Ann: {contains: R5}}}}", "expect.facts.hands.Ann.contains: must be a list"),
    ("{facts: {hands: {Ann: {contains: [R5], Bo: [R1]}}}}",
     "expect.facts.hands.Ann: a list check takes only 'contains' and 'excludes', not Bo"),
    ("{facts: {hands: {Ann: {excludes: []}}}}", "expect.facts.hands.Ann.excludes: must be at least 1 item "),
    ("{seen_by: {Ann: {hands: {Ann: {contains: 3}}}}}", "expect.seen_by.Ann.hands.Ann.contains: must be a list"),
    ("{trick_winners: {contain: [Ann]}}", "expect.trick_winners: a list check takes only 'contains' and "
                                          "'excludes', not contain"),
    ("{rulings_shown: {contains: KG-003}}", "expect.rulings_shown.contains: must be a list of ruling ids"),
    ("{events: {excludes: [TRICK_WON], also: [X]}}", "expect.events: a list check takes only"),
    ("{refused: Ann R5}", "expect.refused: must be a list of moves that must each be refused here"),
    ("{refused: []}", "expect.refused: must be at least 1 item "),
    ("{refused: [{code: KG_MUST_FOLLOW}]}", "expect.refused[0]: missing required field 'action'"),
    ("{refused: [{action: Ann R5, rulings: [KG-003]}]}",
     "expect.refused[0]: unknown field rulings — did you mean ruling?; "
     "allowed: action, code, ruling, rulings_shown"),
    ("{refused: [5]}", "expect.refused[0]: must be a move such as 'Ann R5', or a mapping"),
    ("{refused: [{action: Ann R5, ruling: KG-999}]}", "unknown ruling id(s) KG-999"),
    ("{refused: [{action: Ann R5, rulings_shown: {excludes: [KG-998]}}]}", "unknown ruling id(s) KG-998"),
    ("{rulings_shown: {excludes: [KG-997]}}", "unknown ruling id(s) KG-997"),
])
def test_malformed_forms_are_refused_when_loaded(expect, message):
    with pytest.raises(ScenarioError) as err:
        scenarios.load(f"game: tricktakers_kings\nactions: [Ann R8]\nexpect: {expect}\n")
    assert message in err.value.message, err.value.message


@pytest.mark.parametrize("step, message", [
    ("{expect: {illegal: KG_MUST_FOLLOW}}",
     "actions[1].expect.illegal: only the file's expect may say illegal (to check a refused move at this "
     "point, list it under refused: [...])"),
    ("{expect: {setup_error: true}}", "actions[1].expect.setup_error: only the file's expect may say setup_error"),
    ("{expect: {refused: [{action: Bo B5, ruling: KG-996}]}}", "unknown ruling id(s) KG-996"),
])
def test_a_step_inside_actions_says_refused_not_illegal(step, message):
    with pytest.raises(ScenarioError) as err:
        scenarios.load(f"game: tricktakers_kings\nactions: [Ann R8, {step}]\n")
    assert message in err.value.message, err.value.message


# -- the table and the tour see the final refusals ---------------------------------------------

def box_lines(status: str) -> list[str]:
    """The moves a shared refusal box lists, one a line ("– Bo: ●5 (KG-003)"), as text."""
    return [html.unescape(re.sub(r"<[^>]+>", "", ln)) for ln in re.findall(r"<div>– (.*?)</div>", status)]


def test_the_table_shows_why_each_final_refused_move_is_refused(tmp_path):
    """Each refused move is named with its reason and its ruling; moves in a row refused for
    the same reason share one box, said once (three boxes said three times that Bo's move is
    refused, 215 px on a projector). Bo's hand stays hidden from Ann's seat; the teacher view
    sees the reasons, two of which are the same; a screen reader hears every reason."""
    from tricklab.ui.table import Table
    path = tmp_path / "three.yaml"
    path.write_text(textwrap.dedent(KINGS) + textwrap.indent(textwrap.dedent(KINGS_REFUSED), "  "), "utf-8")
    heads = {"en": ("3 moves refused in this position: ", "2 moves refused in this position: ",
                    "Refused in this position (Bo: play ▲3 with Bo's King)", "Refused in this position (Bo: ▲1)",
                    "You must follow red", "blue 5 is not allowed", "cannot lie on red 3"),
             "ja": ("この場面で認められない3手：", "この場面で認められない2手：",
                    "この場面で認められない手「Bo：▲3を出す（Boのキングを乗せて）」", "この場面で認められない手「Bo：▲1」",
                    "赤をフォローする必要があります", "青の5は出せません", "赤の3の上に置けません")}
    # each move of a shared box on its line, with the rulings that refused it (not all of them)
    lines = {"en": (["Bo: play (KG-003)", "Bo: play (KG-011)", "Bo: play (KG-012)"],
                    ["Bo: ●5 (KG-003)", "Bo: play ●5 with Bo's King (KG-011)"]),
             "ja": (["Bo：出す（KG-003）", "Bo：出す（KG-011）", "Bo：出す（KG-012）"],
                    ["Bo：●5（KG-003）", "Bo：●5を出す（Boのキングを乗せて）（KG-011）"])}
    said_moves = {"en": "Bo: blue 5 (KG-003). Bo: play blue 5 with Bo's King (KG-011).",
                  "ja": "Bo：青の5（KG-003）。Bo：青の5を出す（Boのキングを乗せて）（KG-011）。"}
    for lang, (hidden, same, own, r1, why, heard5, heard3) in heads.items():
        t = Table("tricktakers_kings", seed=1, lang=lang)
        t.load_scenario(scenarios.load(path))
        text = re.sub(r"<[^>]+>", " ", t.status.value).replace("&#x27;", "'")
        assert t.status.value.count("tl-error") == 2 and hidden in text and r1 in text, text
        assert text.count(t_ui("refused_hidden", lang, seat="Bo")) == 1, text
        assert "●5" not in text and "▲3" not in text, text          # Bo's cards, hidden from Ann
        assert box_lines(t.status.value) == lines[lang][0]
        for rid in ("KG-003", "KG-011", "KG-012"):       # on its move's line and its text
            assert text.count(rid) == 2, (rid, text)     # (the headline cited them all again)
        t.teacher_box.value = True
        text = re.sub(r"<[^>]+>", " ", t.status.value).replace("&#x27;", "'")
        assert t.status.value.count("tl-error") == 3 and same in text and own in text and r1 in text, text
        assert text.count(why) == 1 and all(rid in text for rid in ("KG-003", "KG-011", "KG-012")), text
        assert box_lines(t.status.value) == lines[lang][1]
        assert [text.count(rid) for rid in ("KG-003", "KG-011", "KG-012")] == [2, 2, 2], text
        assert text.count(t.catalogue.rulings["KG-011"].title[lang]) == 1, text   # its text once
        t.load_scenario(scenarios.load(path))
        heard = t.felt.scene["announce"]
        assert heard5 in heard and heard3 in heard and "▲1" not in heard, heard
        assert said_moves[lang] in heard, heard     # the moves the box lists are heard too


def test_moves_refused_by_the_same_rulings_cite_them_once_after_the_headline():
    """A shared box whose moves all broke the same rulings cites them after its headline, not
    again on each move's line; moves refused by different rulings cite theirs on their lines
    alone (see the table's test above)."""
    from tricklab.core.display import refusal_html
    from tricklab.core.rulings import Explanation
    from tricklab.games import get_game
    from tricklab.ui.refused import refusal_boxes
    rulings = get_game("tricktakers_kings").catalogue.rulings
    reason = Explanation("You must follow red.", (), (rulings["KG-003"],), "en")
    [box] = refusal_boxes([("Bo: ●5", reason), ("Bo: ●6", reason)])
    shown = html.unescape(re.sub(r"<[^>]+>", "", refusal_html(box.explained(), "en")))
    assert shown.startswith("You must follow red. (KG-003)"), shown
    assert "– Bo: ●5" in shown and "– Bo: ●6" in shown and shown.count("KG-003") == 2, shown


def test_the_tour_opens_a_scenario_whose_final_refused_move_shows_the_ruling(tmp_path, monkeypatch):
    from tricklab.ui import scenario_menu as menu
    path = tmp_path / "three.yaml"
    path.write_text(textwrap.dedent(KINGS) + textwrap.indent(textwrap.dedent(KINGS_REFUSED), "  "), "utf-8")
    entry = menu.Entry(path, "three", ("KG-012",))
    monkeypatch.setattr(menu, "by_ruling", lambda game: {"KG-012": [entry]})
    menu.tour_target.cache_clear()
    try:
        assert menu.tour_target("tricktakers_kings", "KG-012") == (path, "refusal")
    finally:
        menu.tour_target.cache_clear()


# -- every failure reads in Japanese; the English stays as it was --------------------------------

REFUSED_SETUP = textwrap.dedent(KINGS).replace("Bo: [R3, B5]", "Bo: [R3, R8]") + \
    "  setup_error: SETUP_HAND_SIZE\n  refused: [Bo B5]\n  rulings_shown: [KG-003]\n"
WRONG_ILLEGAL = textwrap.dedent(KINGS).replace("actions: [Ann R8]", "actions: [Ann R8, Bo B5]") + \
    "  illegal: {code: KG_KING_COLOUR, ruling: KG-012}\n"
FIVE_REFUSED = """
    refused:
      - {action: Bo R3, code: KG_MUST_FOLLOW, ruling: KG-003}
      - Bo R3
      - {action: Bo R3 king, code: KG_MUST_FOLLOW, ruling: KG-011}
      - {action: Bo B5 king, rulings_shown: {excludes: [KG-011]}}
      - {action: Bo B5, rulings_shown: [KG-099]}
    """

# a failure's Japanese label: where (「2番目の行動の後の」), then a move of the file or a field
_LABEL_JA = re.compile(r"(?:(?:最初の行動の前|\d+番目の行動の後)の)?(?:\d+番目の行動「[^」]*」"
                       r"|拒否されるべき\d+番目の手「[^」]*」(?:の(?:code|ruling|rulings_shown))?"
                       r"|[a-z_]+(?:\.\w+)*)")


def runner_english(said: str, facts: "set[str] | frozenset[str]" = frozenset()) -> list[str]:
    """The Latin words of a failure's Japanese that are not the file's own: what is left once
    the label (a field or a move), the file's text quoted in 「」, its lists and mappings, field
    paths, list-check keys, the game's ``facts``, true/false and capitalised words (seats,
    codes, ids, cards) are taken out."""
    label, sep, rest = said.partition("：期待は")
    assert sep and _LABEL_JA.fullmatch(label), said
    rest = re.sub(r"「[^「」\u3040-\u30ff\u4e00-\u9fff]*」", "", rest)
    while re.search(r"\[[^\[\]]*\]|\{[^{}]*\}", rest):
        rest = re.sub(r"\[[^\[\]]*\]|\{[^{}]*\}", "", rest)
    rest = re.sub(r"[\w#-]*[_.][\w.#-]*|\b[A-Z][\w-]*|\b(?:contains|excludes|true|false)\b", "",
                  rest, flags=re.A)
    return [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w not in facts]


def said_ja(res) -> list[str]:
    """Each failure of ``res`` as a Japanese table says it; none holds a word of the runner's
    English."""
    from tricklab.games import get_game
    said = [f.words(get_game(res.scenario.game).catalogue, "ja") for f in res.failures]
    facts = set(res.match.facts()) if res.match is not None else set()
    for line in said:
        assert runner_english(line, facts) == [], line
    return said


@pytest.mark.parametrize("text, n, english, japanese", [
    (ROBOT.replace("Robot AS", "Robot AD") + "  {}\n", 0,
     "action 1 'Robot AD': expected 'AD', got 'AS'",
     "1番目の行動「Robot AD」：期待は「AD」、結果は「AS」"),
    (ROBOT.replace("Aki 5S]", "Aki 5S, Robot 9S]") + "  {}\n", 0,
     "action 5 'Robot 9S': expected 'Robot plays 9S', got \"Robot has not played yet (waiting for ['Chie'])\"",
     "5番目の行動「Robot 9S」：期待は「Robotが9Sを出す」、結果は「Robotはまだ出していません（Chieの番です）」"),
    (ROBOT + "  trick_winners: [Ben]\n  rulings_shown: [RT-013]\n  events: [GAME_OVER]\n", 2,
     "events: expected ['GAME_OVER'], got \"missing ['GAME_OVER']\"",
     "events：期待は['GAME_OVER']、結果は「GAME_OVERがありません」"),
    (KINGS + "  facts: {phase: accepted, hands: {Bo: {contain: [R3]}}}\n", 0,
     "facts.phase: expected 'accepted', got 'play'",
     "facts.phase：期待は「accepted」、結果は「play」"),       # the file's word, not the runner's
    (KINGS + "  facts: {hands: {Bo: {contains: [R3, R3, R9], excludes: [B5]}}, phase: {contains: [play]},"
             " kings_used: {Zed: {contains: [R1]}}, round: {contains: [1]}}\n", 0,
     "facts.hands.Bo: expected {'contains': ['R3', 'R3', 'R9'], 'excludes': ['B5']}, got ['R3', 'B5'] "
     "(missing R3, R9 (R3 not as many times as listed); holds B5, which it must not)",
     "facts.hands.Bo：期待は{'contains': ['R3', 'R3', 'R9'], 'excludes': ['B5']}、結果は['R3', 'B5']"
     "（R3、R9がありません（R3はありますが、書かれた回数より少ないです）。含まれてはいけないB5が含まれています）"),
    (KINGS + textwrap.indent(textwrap.dedent(FIVE_REFUSED), "  "), 4,
     "refused #4 'Bo B5 king' rulings_shown: expected {'excludes': ['KG-011']}, got ['KG-011'] (holds KG-011, "
     "which it must not; refused: You must follow red (or play a White Flag or Rare): ●5 is not allowed.)",
     "拒否されるべき4番目の手「Bo B5 king」のrulings_shown：期待は{'excludes': ['KG-011']}、結果は['KG-011']"
     "（含まれてはいけないKG-011が含まれています。拒否：赤をフォローする必要があります（白旗かレアも可）。●5は出せません。）"),
    (GEAR.replace("CHECKPOINT", "{refused: [Alice skill overdrive pay KS]}") + "  {}\n", 0,
     "after action 2: refused #1 'Alice skill overdrive pay KS': expected 'refused', got 'accepted' "
     "(the move is legal here)",
     "2番目の行動の後の拒否されるべき1番目の手「Alice skill overdrive pay KS」：期待は「拒否される」、"
     "結果は「受け付けられる」（この局面では合法な手です）"),
    (GEAR.replace("CHECKPOINT", "{}").replace("  - Alice set 2S", "  - {expect: {trick_winners: [Bob]}}\n"
                                               "  - Alice set 2S") + "  {}\n", 0,
     "after action 0: trick_winners: expected ['Bob'], got []",
     "最初の行動の前のtrick_winners：期待は['Bob']、結果は[]"),
    (REFUSED_SETUP, 1,
     "rulings_shown: expected ['KG-003'], got \"missing ['KG-003']; shown []\"",
     "rulings_shown：期待は['KG-003']、結果は「KG-003が示されていません（どの裁定も示されていません）」"),
    (KINGS + "  setup_error: true\n", 0, "setup_error: expected True, got 'the setup was accepted'",
     "setup_error：期待はtrue、結果は「セットアップが受け付けられた」"),
    (KINGS + "  illegal: true\n", 0, "illegal: expected True, got 'every action was accepted'",
     "illegal：期待はtrue、結果は「すべての行動が受け付けられた」"),
    (WRONG_ILLEGAL, 0, "illegal.code: expected 'KG_KING_COLOUR', got 'KG_MUST_FOLLOW'",
     "illegal.code：期待は「KG_KING_COLOUR」、結果は「KG_MUST_FOLLOW」"),
], ids=["robot-card", "robot-not-yet", "events", "file-word", "list-check", "refused-notes", "after-action",
        "before-actions", "refused-setup", "setup-accepted", "all-accepted", "illegal-code"])
def test_every_failure_reads_in_japanese_and_the_english_is_as_it_was(text, n, english, japanese):
    """The runner's words were English in a Japanese table ("missing ['GAME_OVER']", "holds B5,
    which it must not", "Robot plays 9S", "True"); only the file's words stay as written."""
    res = scenarios.run(textwrap.dedent(text))
    assert failures(res)[n] == english
    said = said_ja(res)
    assert said[n] == japanese


def test_each_kind_of_note_reads_in_japanese():
    """The notes the runner builds from data: a mapping where the fact is a list, a list check
    on text, on a number, on no entry (a fact the game lacks is an error of the file:
    tests/test_scenario_error_words.py)."""
    res = run(KINGS, "facts: {hands: {Bo: {contain: [R3]}}, phase: {contains: [play]},"
                     " kings_used: {Zed: {contains: [R1]}}, round: {contains: [1]}}")
    said = [""] + said_ja(res)
    assert [s.partition("：")[0] for s in said[1:]] == [
        "facts.hands", "facts.phase", "facts.kings_used.Zed", "facts.round"]
    assert said[1].endswith("（hands.Boはリストです。リスト全体を書くか、{contains: [...]}か"
                            "{excludes: [...]}で一部の項目を確かめます）")
    assert said[2].endswith("結果は「play」（contains／excludesで確かめられるのはリストかマッピングです。"
                            "これはテキストです）")
    assert said[3] == "facts.kings_used.Zed：期待は{'contains': ['R1']}、結果は「なし」（その項目はありません）"
    assert said[4].endswith("結果は1（contains／excludesで確かめられるのはリストかマッピングです。これは整数です）")
    assert failures(res)[2:] == [
        "facts.kings_used.Zed: expected {'contains': ['R1']}, got None (there is no such entry)",
        "facts.round: expected {'contains': [1]}, got 1 (contains/excludes check a list or a mapping; this is int)"]


def test_refused_moves_read_in_japanese_with_the_code_and_ruling_the_file_names():
    res = run(KINGS, FIVE_REFUSED)
    said = said_ja(res)
    assert said[:3] == [
        "拒否されるべき1番目の手「Bo R3」：期待は「拒否される（KG_MUST_FOLLOW、KG-003）」、結果は「受け付けられる」"
        "（この局面では合法な手です）",
        "拒否されるべき2番目の手「Bo R3」：期待は「拒否される」、結果は「受け付けられる」（この局面では合法な手です）",
        "拒否されるべき3番目の手「Bo R3 king」のcode：期待は「KG_MUST_FOLLOW」、結果は「KG_KING_COLOUR」"
        "（拒否：青のキングは▲3の上に置けません。）"]
    assert said[5].startswith("拒否されるべき5番目の手「Bo B5」のrulings_shown：期待は['KG-099']、"
                              "結果は「KG-099が示されていません（示されたのはKG-003）」（拒否：")
    assert failures(res)[:2] == [
        "refused #1 'Bo R3': expected 'refused (KG_MUST_FOLLOW, KG-003)', got 'accepted' (the move is legal here)",
        "refused #2 'Bo R3': expected 'refused', got 'accepted' (the move is legal here)"]
    assert failures(res)[5] == ("refused #5 'Bo B5' rulings_shown: expected ['KG-099'], got \"missing ['KG-099']; "
                                "shown ['KG-003']\" (refused: You must follow red (or play a White Flag or Rare): "
                                "●5 is not allowed.)")
