"""An event in a notebook cell as a seat sees it (``Event.display(seat=...)``, ``Match.log``):
nothing hidden from the seat may be shown, and the teacher's whole view says it is one."""
from __future__ import annotations

import random
import re

import pytest

from tricklab.core.copies import card_said
from tricklab.core.display import event_html
from tricklab.core.markup import plain_text
from tricklab.core.match import Match
from tricklab.games import GAMES


def random_match(name: str, seed: int, actions: int = 60) -> Match:
    m = Match(name, seed=seed)
    rng = random.Random(seed)
    while not m.is_over() and len(m.actions) < actions:
        m.play(rng.choice(m.legal_actions(m.to_act()[0])))
    return m


def cards_said(value: object) -> set[str]:
    """Every card reachable in ``value`` (parameters: dicts, lists, tuples), as shown."""
    if hasattr(value, "label"):
        return {card_said(value)}
    if isinstance(value, dict):
        return set().union(set(), *map(cards_said, value.values()))
    if isinstance(value, (list, tuple, set, frozenset)):
        return set().union(set(), *map(cards_said, value))
    return set()


def shown(text: str, card: str) -> bool:
    """``card`` in ``text`` as a whole face (♦1 is not in ♦10)."""
    return re.search(re.escape(card) + r"(?![0-9A-Za-z])", text) is not None


def text_of(ev, lang: str = "en", seat: str | None = None) -> str:
    return plain_text(ev.display(lang, seat=seat)._repr_html_())


# a secret choice of one seat: its cards are the event's, hidden from everyone else
SECRETS = [("robotrick", "PASS_CHOSEN"), ("triatri", "REVEAL_CHOSEN")]


def secret_event(name: str, code: str):
    m = random_match(name, 5, actions=8)
    ev = next(e for e in m.events if e.code == code)
    return m, ev, sorted(cards_said(ev.params))


@pytest.mark.parametrize("name,code", SECRETS)
def test_a_hidden_choice_shows_its_cards_to_its_owner_and_the_teacher_only(name, code):
    m, ev, cards = secret_event(name, code)
    assert cards and ev.visible_to == frozenset({ev.seat})
    for lang in ("en", "ja"):
        for who in (ev.seat, None):
            text = text_of(ev, lang, who)
            assert all(shown(text, c) for c in cards), (who, lang, text)
        for other in (s for s in m.players if s != ev.seat):
            text = text_of(ev, lang, other)
            assert not any(shown(text, c) for c in cards), (other, lang, text)
            assert other in text and ev.seat in text, text     # who did it, hidden from whom
    other = next(s for s in m.players if s != ev.seat)
    assert "hidden from" in text_of(ev, "en", other)
    ja = text_of(ev, "ja", other)
    assert "からは見えません" in ja and not re.search(r"hidden|teacher", ja)


@pytest.mark.parametrize("name,code", SECRETS)
def test_an_event_alone_in_a_cell_says_it_is_the_teachers_view(name, code):
    m, ev, cards = secret_event(name, code)
    whole = plain_text(ev._repr_html_())
    assert all(shown(whole, c) for c in cards) and "teacher view" in whole, whole
    assert "先生モード" in text_of(ev, "ja") and "[teacher view" in repr(ev)
    public = next(e for e in m.events if e.visible_to is None and not e.private)
    assert "teacher view" not in plain_text(public._repr_html_()) + repr(public)
    # the teacher's mark belongs to the whole view alone: the owner reads its own choice
    assert "teacher view" not in text_of(ev, "en", ev.seat)


@pytest.mark.parametrize("name,code", SECRETS)
def test_a_seats_log_hides_what_the_seat_may_not_see(name, code):
    m, ev, cards = secret_event(name, code)
    other = next(s for s in m.players if s != ev.seat)
    for lang in ("en", "ja"):
        seats_log = plain_text(m.log(lang, seat=other)._repr_html_())
        teachers = plain_text(m.log(lang, teacher=True)._repr_html_())
        owners = plain_text(m.log(lang, seat=ev.seat)._repr_html_())
        assert len(seats_log.splitlines()) == len(teachers.splitlines())   # one line an event
        for c in cards:
            assert shown(teachers, c) and shown(owners, c)
        assert text_of(ev, lang, other) in seats_log
    seat = m.to_act()[0]
    assert repr(m.log()) == repr(m.log(seat=seat))      # as ``m`` shows the table
    with pytest.raises(Exception, match="no seat called"):
        m.log(seat="Nobody")


def seats_views(name: str):
    """Random play of ``name`` (two seeds): every event as every seat sees it, with the cards
    its ``seen_by`` copy lost: ``(match, event, seat, seen, removed)``."""
    for seed in (1, 2):
        m = random_match(name, seed)
        seats = m.game.seats(m.state)
        for ev in m.events:
            every = cards_said(ev.params_for(None))
            for seat in seats:
                seen = ev.seen_by(seat)
                removed = every - (cards_said(seen.params_for(seat)) if seen is not None else set())
                yield m, ev, seat, seen, removed


@pytest.mark.parametrize("name", list(GAMES))
def test_no_event_shows_a_seat_a_card_its_view_of_the_event_removed(name):
    """Every game of the registry, random play: a seat's words of an event never name a card
    its ``seen_by`` copy lost, and an event it may see whole reads as the teacher's."""
    for m, ev, seat, seen, removed in seats_views(name):
        if not removed:
            if seen is not None:      # nothing hidden from it: the same words
                assert text_of(ev, "en", seat) == plain_text(event_html(ev)), (name, seat)
            continue
        for lang in ("en", "ja"):
            text = text_of(ev, lang, seat)
            assert not [c for c in removed if shown(text, c)], (name, seat, lang, text)


def explained(m: Match, ev, lang: str, seat: str | None) -> str:
    """An explanation's own words, headline and steps (the rulings cited are the rules' fixed
    text, whose examples may name any card)."""
    ex = m.explain(ev, lang, seat=seat)
    return "\n".join([ex.headline, *(s.text for s in ex.steps)])


@pytest.mark.parametrize("name", list(GAMES))
def test_a_seat_asking_why_reads_no_card_its_view_of_the_event_removed(name):
    """Every game of the registry, random play: ``m.explain(event, seat=s)`` names no card the
    event's ``seen_by(s)`` copy lost, in either language, and an event hidden from ``s`` is
    explained as hidden; where the teacher's line of an event names such a card, the teacher's
    explanation does too (so the check can bite)."""
    hiding = teacher_named = 0
    for m, ev, seat, seen, removed in seats_views(name):
        for lang in ("en", "ja"):
            text = explained(m, ev, lang, seat)
            assert not [c for c in removed if shown(text, c)], (name, seat, lang, text)
            if seen is None:
                ex = m.explain(ev, lang, seat=seat)
                assert not ex.steps and not ex.rulings, (name, ev.code)
                assert ex.headline == text_of(ev, lang, seat), (name, ev.code, lang)
        # the teacher's line names a card this seat may not see (a game may also keep
        # private cards it never words: Kings' draws, TRicK GEAR's face-down card)
        if any(shown(text_of(ev, "en"), c) for c in removed):
            hiding += 1
            teacher = explained(m, ev, "en", None)
            teacher_named += any(shown(teacher, c) for c in removed)
    assert teacher_named or not hiding, (name, hiding)


def test_asking_why_from_a_seat_checks_the_seat_and_says_what_is_hidden():
    m, ev, cards = secret_event("robotrick", "PASS_CHOSEN")
    other = next(s for s in m.players if s != ev.seat)
    en, ja = (m.explain(ev, lang, seat=other).headline for lang in ("en", "ja"))
    assert "hidden from" in en and other in en and ev.seat in en, en
    assert "からは見えません" in ja and not re.search(r"[A-Za-z]{3,}", ja.replace(other, "").replace(ev.seat, "")), ja
    owner = m.explain(ev, seat=ev.seat)
    assert all(shown(str(owner), c) for c in cards), owner
    assert owner.headline == m.explain(ev).headline and owner.steps == m.explain(ev).steps
    with pytest.raises(Exception, match="no seat called"):
        m.explain(ev, seat="Nobody")


@pytest.mark.parametrize("name,code", SECRETS)
def test_asking_why_as_the_teacher_says_it_is_the_teachers_view(name, code):
    """``m.explain(ev)`` without a seat shows everything, so it carries the teacher's mark
    when some seat may not see the event, as the event alone in a cell does; the owner's own
    explanation and a public event's carry none."""
    m, ev, cards = secret_event(name, code)
    marks = {"en": "teacher view", "ja": "先生モード"}
    for lang, mark in marks.items():
        ex = m.explain(ev, lang)
        assert all(shown(str(ex), c) for c in cards), str(ex)
        assert mark in str(ex) and mark in plain_text(ex._repr_html_()), str(ex)
        assert mark not in str(m.explain(ev, lang, seat=ev.seat))
    public = next(e for e in m.events if e.visible_to is None and not e.private)
    assert all(mark not in str(m.explain(public, lang)) for lang, mark in marks.items())
