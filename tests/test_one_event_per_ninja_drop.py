"""A Ninja dropping its face-down shadow card was told twice to the Ninja and the teacher: "Ann
(Ninja) discards the face-down card without showing it" (public) and "Ann discards 1 card face
down: ●7" (the pile's event, private). It is now one event, worded for each reader (core's
``_SEEN`` words): the Ninja and the teacher read the card, the others read that a card nobody
saw was discarded; with public discards everyone reads the card, face up (TT-015). The
TT-101 scenario's deal (Ann leads R2 with R7 face down, then drops it), English and Japanese."""
from __future__ import annotations

import pytest

from tricklab import new_match
from tricklab.core.history import history_rows
from tricklab.games.tricktakers.cards import TTCard

from helpers import after_moves, told

SETUP = {"leader": "Ann", "characters": {"Ann": "ninja", "Bo": "hermit", "Cy": "resistance"},
         "hands": {"Ann": ["R2", "R7", "B1", "G1", "G2"], "Bo": ["R5", "B2", "B3", "G3", "G4"],
                   "Cy": ["R3", "B5", "B6", "G5", "G6"]}, "deck": ["B9"]}
R7 = TTCard.parse("R7").label


def dropped(**options):
    return after_moves("tricktakers", SETUP, ("Ann R2 shadow R7", "Bo R5", "Cy R3", "Ann drop"),
                       101, characters=["ninja", "hermit", "resistance", "collector"], **options)


@pytest.mark.parametrize("lang,mine,theirs", [
    ("en", f"Ann (Ninja) discards its shadow card {R7} face down: it never counted.",
     "Ann (Ninja) discards the face-down card without showing it: it never counted."),
    ("ja", f"Ann（忍者）は分身のカード{R7}を裏向きで捨てました。このカードは場に出なかったことになります。",
     "Ann（忍者）は裏向きのカードを見せずに捨てました。このカードは場に出なかったことになります。")])
def test_a_ninja_drop_is_one_line_for_every_reader(lang: str, mine: str, theirs: str) -> None:
    m, events = dropped()
    for viewer in ("Ann", None):                       # the Ninja, the teacher
        lines = [x for x in told(m, events, viewer, lang) if "Ann" in x and x != theirs]
        assert lines[:1] == [mine] and theirs not in told(m, events, viewer, lang), lines
        assert sum(R7 in x for x in told(m, events, viewer, lang)) == 1
    for other in ("Bo", "Cy"):                         # the card stays hidden from the others
        lines = told(m, events, other, lang)
        assert theirs in lines and not any(R7 in x for x in lines), lines
        rows = [r for r in history_rows(m, other) if r["seat"] == "Ann" and r["step"] == 4]
        assert [r["action"] for r in rows] == ["drop"], rows
    codes = [e.code for e in events if e.seat == "Ann"]
    assert codes.count("NINJA_DROPS") == 1 and "DISCARDS" not in codes, codes
    one = next(e for e in events if e.code == "NINJA_DROPS")
    assert {"TT-103", "TT-015"} <= set(one.all_rulings())


@pytest.mark.parametrize("lang,words", [
    ("en", f"Ann (Ninja) discards its shadow card {R7} face up: it never counted."),
    ("ja", f"Ann（忍者）は分身のカード{R7}を表向きで捨てました。このカードは場に出なかったことになります。")])
def test_a_public_ninja_drop_is_one_line_everyone_reads(lang: str, words: str) -> None:
    m, events = dropped(public_discards=True)
    for viewer in ("Ann", "Bo", None):
        assert [x for x in told(m, events, viewer, lang) if R7 in x] == [words]


@pytest.mark.parametrize("lang,mine", [
    ("en", f"Rewind: the shadow card {TTCard.parse('K1').label} of Ann (Ninja) is discarded face down"),
    ("ja", f"巻き戻し：Ann（忍者）の分身のカード{TTCard.parse('K1').label}は裏向きで捨て札になります")])
def test_a_shadow_card_a_rewind_discards_is_one_line_too(lang: str, mine: str) -> None:
    """The same pair when a Rewind discards the face-down card (TT-149's scenario)."""
    m = new_match("tricktakers", players=["Ann", "Bo", "Cy"], seed=149,
                  characters=["ninja", "hermit", "time_traveler"], setup={
                      "leader": "Ann", "characters": {"Ann": "ninja", "Bo": "hermit",
                                                      "Cy": "time_traveler"},
                      "hands": {"Ann": ["B4", "K1", "R1", "G1", "G2"],
                                "Bo": ["B2", "R2", "B5", "G3", "G4"],
                                "Cy": ["B3", "R4", "B6", "G5", "G6"]}, "deck": ["B9", "G7", "R7"]})
    for a in ("Cy predict Bo Ann", "Ann B4 shadow K1", "Bo B2", "Cy rewind"):
        m.play(a)
    events = m.events_of(len(m.actions) - 1)
    k1 = TTCard.parse("K1").label
    for viewer in ("Ann", None):
        lines = [x for x in told(m, events, viewer, lang) if k1 in x]
        assert len(lines) == 1 and lines[0].startswith(mine), lines
    for other in ("Bo", "Cy"):
        lines = told(m, events, other, lang)
        assert not any(k1 in x for x in lines) and any("Ann" in x for x in lines), lines
