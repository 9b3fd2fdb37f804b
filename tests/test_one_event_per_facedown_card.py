"""A card laid face down was told in two events: a public one ("Ann (Ninja) adds a second card
face down …", "Bo plays a card face down (Invisibility Potion).") and a private one ("Your
face-down shadow card is ●7." / "Your face-down card is ■1."), which the teacher, who is not
that seat, read as "Your …" too. It is now one event worded for each reader (core's ``_SEEN``
words): the card's owner and the teacher read which card, the others only that a card lies
face down, and no record of the others names it (History, the move's words, every list of past
moves the table keeps). Tricktakers (TT-101, TT-073, their scenarios' deals) and Little (its
seed-7 game), English and Japanese."""
from __future__ import annotations

import random
import re

import pytest

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.history import history_rows
from tricklab.games.tricktakers.cards import TTCard

from helpers import after_moves, told
from test_one_event_per_ninja_drop import SETUP as NINJA

POTION = {"leader": "Ann", "characters": {"Ann": "berserker", "Bo": "adventurer", "Cy": "resistance"},
          "berserker_aside": ["RAZ", "WFZ"],
          "hands": {"Bo": ["K1", "R2", "B2", "G3", "G4"], "Cy": ["K6", "R4", "B3", "G5", "G6"]}}
R2, R7, K1 = (TTCard.parse(c).label for c in ("R2", "R7", "K1"))


def played(setup, moves, seed, **options):
    return after_moves("tricktakers", setup, moves, seed, **options)


def records_of(m, viewer):
    """Every record of the last move the viewer may read: History's rows, both kinds."""
    k = len(m.actions)
    rows = [r["action"] for r in history_rows(m, viewer) if r["step"] == k]
    tidy = [r["action"] for r in m.history(viewer).to_dict("records") if r["step"] == k]
    return [str(x) for x in rows + tidy]


@pytest.mark.parametrize("lang,mine,theirs", [
    ("en", f"Ann (Ninja) adds a second card, {R7}, face down next to {R2} (shadow clone), then draws 1.",
     f"Ann (Ninja) adds a second card face down next to {R2} (shadow clone), then draws 1."),
    ("ja", f"Ann（忍者）は{R2}の横に2枚目のカード{R7}を裏向きで出し（分身）、1枚引きます。",
     f"Ann（忍者）は{R2}の横に2枚目のカードを裏向きで出し（分身）、1枚引きます。")])
def test_a_shadow_clone_is_one_line_for_every_reader(lang: str, mine: str, theirs: str) -> None:
    m, events = played(NINJA, ["Ann R2 shadow R7"], 101,
                       characters=["ninja", "hermit", "resistance", "collector"])
    for viewer in ("Ann", None):                       # the Ninja, the teacher
        lines = told(m, events, viewer, lang)
        shadow = [x for x in lines if R7 in x]
        assert len(shadow) == 1 and shadow[0].startswith(mine), lines
        assert not any(x.startswith(("Your", "裏向きに出した")) for x in lines), lines
    for other in ("Bo", "Cy"):                         # the card stays hidden from the others
        lines = told(m, events, other, lang)
        assert any(x.startswith(theirs) for x in lines), lines
        assert not any(R7 in x for x in lines) and not any("R7" in x for x in records_of(m, other))
    assert [e.code for e in events].count("NINJA_SHADOW") == 1
    assert not any("CARD" in e.code for e in events), [e.code for e in events]


@pytest.mark.parametrize("lang,mine,theirs", [
    ("en", f"Bo plays {K1} face down (Invisibility Potion).",
     "Bo plays a card face down (Invisibility Potion)."),
    ("ja", f"Boは「透明になる薬」で{K1}を裏向きに出しました。",
     "Boは「透明になる薬」でカードを裏向きに出しました。")])
def test_a_potion_play_is_one_line_for_every_reader(lang: str, mine: str, theirs: str) -> None:
    m, events = played(POTION, ["Bo equip potion sword", "Ann K10", "Bo item potion", "Bo K1"], 73)
    for viewer in ("Bo", None):
        assert told(m, events, viewer, lang) == [mine]
    for other in ("Ann", "Cy"):
        assert told(m, events, other, lang) == [theirs]
        assert not any("K1" in x for x in records_of(m, other)), records_of(m, other)
    assert all("K1" in x for x in records_of(m, "Bo"))


def test_little_tells_its_facedown_cards_once_to_each_reader() -> None:
    """Little's seed-7 game (its golden playthrough): a Ninja's shadow clones, one from the
    deck in trick 5, and an Invisibility Potion bought in the shop."""
    m = new_match("tricktakers_little", players=["Ann", "Bo", "Cy", "Di"], seed=7)
    rng, bot = random.Random(7), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    cat = m.game.catalogue
    laid = {"LITTLE_NINJA_SHADOW": "clone", "LITTLE_NINJA_SHADOW_DECK": "clone",
            "PLAYS_FACEDOWN": "facedown"}
    found = set()
    for k in range(len(m.actions)):
        events = m.events_of(k)
        for e in events:
            if e.code not in laid:
                continue
            found.add(e.code)
            card = e.params_for(None)[laid[e.code]].label
            for lang in ("en", "ja"):
                for viewer in m.players + [None]:
                    lines = told(m, events, viewer, lang)
                    assert not any(x.startswith(("Your", "裏向きに出した")) for x in lines), lines
                    n = sum(card in x for x in lines if x.startswith(("Ann", "Bo", "Cy", "Di",
                                                                        "Trick 5", "第5")))
                    assert n == (1 if viewer in (e.seat, None) else 0), (viewer, lines)
    assert found == set(laid), found


# -- the table's own lists of past moves ---------------------------------------------------

#: A card laid face down at the table, and the moves that lay it: (setup, moves, seed, options,
#: the seat that lays it, the card, which move lays it).
LAID = {"potion": (POTION, ["Bo equip potion sword", "Ann K10", "Bo item potion", "Bo K1"], 73, {}, "Bo", "K1", 3),
        "shadow": (NINJA, ["Ann R2 shadow R7"], 101,
                   {"characters": ["ninja", "hermit", "resistance", "collector"]}, "Ann", "R7", 0)}


def table_listings(case: str, learner: str, teacher: bool, lang: str) -> dict[str, str]:
    """Every place the table lists the moves played so far, as ``learner`` (the teacher when
    ``teacher``) reads it: the live region, History, the step-through (its menu of tricks and
    every step, with the trick's picture), the careful player's notes and menu of moves, the
    took-back message of "try this moment again" from the face-down move, the line that
    compares the old line with the new one where they part (at that move) and the what-if
    side by side of the two lines."""
    from tricklab.ui import Table
    setup, moves, seed, options, _, _, at = LAID[case]
    t = Table("tricktakers", seed=seed, lang=lang, players=["Ann", "Bo", "Cy"], setup=setup,
              learner=learner, teacher=teacher, auto_bots=False, **options)
    for a in moves:
        if a.startswith(learner + " "):
            t.play(a)
        else:
            t.session.play(a)
    t.render()
    out = {"live region": t.felt.scene["announce"], "History": t.history_html.value}
    st = t.stepper
    out["step-through menu"] = " | ".join(str(label) for label, _ in st.jump.options)
    st.first_button.click()
    steps = [st.body.value]
    while not st.next_button.disabled:
        st.next_button.click()
        steps.append(st.body.value)
    out["step-through"] = "\n".join(steps)
    t.careful.box.value = True
    out["careful player"] = t.careful.body.value + " | ".join(str(label) for label, _ in t.careful.jump.options)
    causes = t.session.seen_events()[1]          # for each step, the moves before its cause
    st.first_button.click()
    while causes[st.pos] < at:                   # the first step the face-down move caused
        st.next_button.click()
    t.from_here_button.click()
    out["took back"] = t.message_html
    t.compare_choice.value = next(v for _, v in t.compare_choice.options)
    out["lines compared"] = t.compare_html.value
    out["what-if side by side"] = t.whatif.head.value + "".join(c.value for c in t.whatif.cols)
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("case", list(LAID))
def test_the_tables_lists_of_moves_show_a_facedown_card_to_its_player_and_the_teacher_only(case, lang):
    """The Invisibility Potion's card and the Ninja's shadow card, in every list of past moves
    the table keeps: the other seats read that a card lies face down, never which (by its code,
    its drawing or its name in words); its player and the teacher read it."""
    from tricklab.ui.table import view_adapter
    _, _, _, _, owner, code, _ = LAID[case]
    card = TTCard.parse(code)
    name = view_adapter("tricktakers").face(card, lang).name
    # (not "black 1–9" / 「黒の1〜9」 of the deck's ruling)
    shown = re.compile(rf"\b{code}\b|(?:{re.escape(card.label)}|{re.escape(name)})(?![\d–〜])")
    for learner, teacher in ((owner, False), ("Ann", True)):
        seen = table_listings(case, learner, teacher, lang)
        told = {k for k, v in seen.items() if shown.search(v)}
        assert told >= {"History", "step-through", "took back", "lines compared", "what-if side by side"}, seen
    for other in (p for p in ("Ann", "Bo", "Cy") if p != owner):
        seen = table_listings(case, other, False, lang)
        leaks = {k: shown.findall(v) for k, v in seen.items() if shown.search(v)}
        assert not leaks, (other, leaks)
        assert "face" in seen["took back"] or "裏向き" in seen["took back"], seen["took back"]
