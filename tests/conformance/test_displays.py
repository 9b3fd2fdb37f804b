"""The rich displays a notebook cell shows (a match, its state, an event, a ruling, a
comparison) on every registered game: the table in words, never a field dump, in Japanese
with no English left, and nothing of another seat's hidden hand in a seat's view. A game
passes by being registered: its display is drawn from its view adapter."""
from __future__ import annotations

import html as stdlib_html
import random
import re
from importlib import import_module

import pytest

from checks import ENGLISH_WORD, KEPT_IN_JAPANESE
from tricklab.core.copies import card_said
from tricklab.core.match import Match
from tricklab.core.whatif import compare
from tricklab.games import GAMES, get_game

GAME_NAMES = sorted(GAMES)
MOVES = (0, 7, 25)          # the deal, a first choice or trick, well into a round

#: a field dump: a dataclass's repr, an object's default repr, a dict or list of text
DUMP = re.compile(r"[A-Za-z]+\((?:[a-z_]+)=|object at 0x|\{'[^']*': |\['[^']*', '")
#: words a Japanese display keeps (as the table's messages do: the [interp] mark)
KEPT = KEPT_IN_JAPANESE | {"interp"}
#: after a card's face: not a digit (●1 is not ●10) nor a corner mark (⚐ is not ⚐ᶻ)
MARKLESS = r"(?![0-9\u1d2c-\u1dbf\u2080-\u2089])"


def adapter(game):
    """The game's view adapter, the one its table draws with."""
    return import_module(f"{game.package}.view").VIEW


def plain_text(markup: str) -> str:
    """What a display says: its markup's text, each element apart."""
    return re.sub(r"\s+", " ", stdlib_html.unescape(re.sub(r"<[^>]+>", " ", markup))).strip()


def positions(name: str, seed: int = 3):
    """A match of ``name`` after each count of random moves in ``MOVES`` (fewer if it ends)."""
    game = get_game(name)
    m = Match(game, list(game.info.default_players), seed)
    rng = random.Random(seed)
    for n in range(max(MOVES) + 1):
        if n in MOVES:
            yield m
        if m.is_over():
            return
        seat = m.to_act()[0]
        m.play(rng.choice(m.legal_actions(seat)))


def english_left(ja: str, en: str, seats: list[str]) -> set[str]:
    """English words of the English display that the Japanese one still shows (outside 「」,
    seat names and ruling ids aside)."""
    def words(text: str) -> set[str]:
        text = re.sub(r"<code>.*?</code>", " ", text)         # notation: a fact's name
        text = re.sub(r"「[^」]*」|(?<![A-Za-z])[A-Z]{2,4}-\d+", " ", plain_text(text))
        return set(ENGLISH_WORD.findall(text))
    return (words(ja) & words(en)) - KEPT - set(seats)


def views(m: Match):
    """(label, seat, English, Japanese) of every way a cell shows a position."""
    seats = list(m.game.seats(m.state))
    yield "default", m.to_act()[0] if not m.is_over() else None, m._repr_html_(), m.display("ja")._repr_html_()
    yield "state", None, m.state._repr_html_(), m.game.state_html(m.state, None, "ja")
    yield "teacher", None, m.display(teacher=True)._repr_html_(), m.display("ja", teacher=True)._repr_html_()
    for s in seats:
        yield s, s, m.display(seat=s)._repr_html_(), m.display("ja", seat=s)._repr_html_()
        yield f"state_html {s}", s, m.game.state_html(m.state, s, "en"), m.game.state_html(m.state, s, "ja")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_display_is_the_table_in_words_not_a_dump(game):
    for m in positions(game):
        seats = list(m.game.seats(m.state))
        for label, _, en, ja in views(m):
            for lang, html in (("en", en), ("ja", ja)):
                text = plain_text(html)
                assert not DUMP.search(html) and not DUMP.search(text), (label, lang, text[:300])
            assert ja != en and not english_left(ja, en, seats), (label, english_left(ja, en, seats))
        assert not DUMP.search(repr(m.display()))
        for ev in m.events[-6:] + m.events[:2]:       # the deal's events list every hand
            for text in (repr(ev), plain_text(ev._repr_html_()), plain_text(ev.display("ja")._repr_html_())):
                assert not DUMP.search(text) and len(text) < 800, text[:300]
            assert ev.code not in plain_text(ev._repr_html_()) or not ev.code.isupper(), ev
            assert not english_left(ev.display("ja")._repr_html_(), ev._repr_html_(), seats)


def hidden_from(m: Match, seat: str) -> list:
    """The cards in hands ``seat`` may not see, less any card of the same name it does see
    (a second copy, a card face up on the table)."""
    game, view = m.game, adapter(m.game)
    seen = game.observe(m.state, seat)
    def said(c):                    # a face as the display draws it (⚐, not ⚐₂)
        return card_said(c) if hasattr(c, "label") else str(c)
    visible = {said(c) for h in seen.hands.values() for c in h}
    visible |= {said(c) for lang in ("en", "ja") for z in view.zones(seen.public, seat, lang) for c in z.cards}
    visible |= {said(c) for c in view.hand(m.state, seat)}
    return [c for s, h in game.hands(m.state).items() if s not in seen.hands for c in h
            if said(c) not in visible]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_seats_display_shows_no_hidden_card(game):
    checked = 0
    for m in positions(game):
        view = adapter(m.game)
        default = m.to_act()[0] if not m.is_over() else None
        for label, seat, en, ja in views(m):
            if seat is None or (label == "default" and default is None):
                continue
            for c in hidden_from(m, seat):
                checked += 1
                for lang, html in (("en", en), ("ja", ja)):
                    assert not re.search(re.escape(card_said(c)) + MARKLESS, html), (label, lang, c)
                    face = view.face(c, lang)       # a rank and suit in words ("queen of spades")
                    assert (face.kind not in ("plain", "dark")
                            or not re.search(re.escape(face.name) + MARKLESS, html)), (label, lang, c)
        teacher = m.display(teacher=True)._repr_html_()
        # the teacher sees every seat's row as the table draws it (a party while it is chosen)
        assert all(card_said(c) in teacher for s in m.game.seats(m.state) for c in view.hand(m.state, s))
    assert checked, "no hidden card to look for"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_plain_display_is_the_seat_to_acts_view(game):
    """The documented choice: ``m`` in a cell shows the seat to act's view (the teacher's
    once the game is over); ``m.display(seat=...)`` another seat's."""
    m = next(iter(positions(game)))
    seat = m.to_act()[0]
    assert m._repr_html_() == m.display(seat=seat)._repr_html_()
    assert m.state._repr_html_() in m._repr_html_()


@pytest.mark.parametrize("game", GAME_NAMES)
def test_rulings_and_comparisons_have_a_display(game):
    g = get_game(game)
    r = next(iter(g.catalogue.rulings.values()))
    assert repr(r).startswith(f"<Ruling {r.id} ") and len(repr(r)) < 200
    for lang in ("en", "ja"):
        text = plain_text(r.display(lang)._repr_html_())
        assert r.id in text and r.title[lang] in text and r.text[lang] in text, text
        assert r.source_in(lang) in text
    assert r._repr_html_() == r.display()._repr_html_()
    m = next(iter(positions(game)))
    seat = m.to_act()[0]
    legal = m.legal_actions(seat)
    a, b = m.branch(legal[0]), m.branch(legal[-1])
    cmp = compare(a, b)
    assert len(repr(cmp)) < 300 and not DUMP.search(repr(cmp))
    en, ja = cmp._repr_html_(), cmp.display("ja")._repr_html_()
    assert str(cmp.common) in plain_text(en) and not english_left(ja, en, [*m.players, cmp.a, cmp.b])
