"""A discard a player chooses was told twice: "Ann discards ●7." (the action) and "Ann
discards 1 card face down: ●7." (the pile's event). It is now one event, seen as the discard
pile is (TT-015, Little's LT-018): face down, by its player (and the teacher) alone, the
other seats never see the card; with public discards, face up and by everyone. A real Little
Tricktakers game (Di discards ◆4 after drawing), in English and Japanese."""
from __future__ import annotations

import random

import pytest

from tricklab import new_match
from tricklab.core.history import history_rows


def discarded(**options):
    m = new_match("tricktakers_little", seed=0, **options)
    rng = random.Random(0)
    for _ in range(9):
        m.play(rng.choice(list(m.legal_actions())))
    assert str(m.actions[-1]) == "Di discard G4"
    return m, m.events_of(len(m.actions) - 1)


def told(m, events, viewer, lang):
    cat = m.game.catalogue
    return [cat.explain(e.seen_by(viewer), lang).headline for e in events
            if e.seen_by(viewer) is not None]


@pytest.mark.parametrize("lang,words", [("en", "Di discards ◆4 face down."),
                                        ("ja", "Diは◆4を裏向きで捨てました。")])
def test_a_chosen_discard_is_one_event_its_player_sees(lang: str, words: str) -> None:
    m, events = discarded()
    for viewer in ("Di", None):                      # the player, the teacher
        lines = [x for x in told(m, events, viewer, lang) if "◆4" in x]
        assert lines == [words], lines
    for other in ("Ann", "Bo", "Cy"):                # the card stays hidden from the others
        assert not any("◆4" in x for x in told(m, events, other, lang))
        rows = [r for r in history_rows(m, other) if r["seat"] == "Di" and r["step"] == 9]
        assert [r["action"] for r in rows] == ["discard"], rows
    codes = [e.code for e in events if e.seat == "Di"]
    assert codes.count("DISCARD_CHOSEN") == 1 and "DISCARDS" not in codes, codes
    one = next(e for e in events if e.code == "DISCARD_CHOSEN")
    assert "LT-018" in one.all_rulings()             # the pile's ruling, on the one event


@pytest.mark.parametrize("lang,words", [("en", "Di discards ◆4 face up."),
                                        ("ja", "Diは◆4を表向きで捨てました。")])
def test_a_public_discard_is_one_event_everyone_sees(lang: str, words: str) -> None:
    m, events = discarded(public_discards=True)
    for viewer in ("Ann", "Di", None):
        assert [x for x in told(m, events, viewer, lang) if "◆4" in x] == [words]
