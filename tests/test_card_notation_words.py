"""A text that is no card was told how cards are written in English only: the engine's note
said "write rank then suit, e.g. AS, 10H, 7D, QC", the table's Japanese only 「「ZZ9」はこの
ゲームのカードではありません。」 (and Little, which deals Tricktakers' cards, was told to
write AS and 10H). Each game's catalogue now says its notation in both languages, with the
same card codes as examples."""
from __future__ import annotations

import random
import re

import pytest

from tricklab import GAMES, new_match

# a card code as the notations write them: AS, 10H, R5, WF1, RAK, BZ, KZ9, JK1, F5, X1
# (ASCII edges, not \b: a Japanese letter is a word character too)
CODE = re.compile(r"(?<![A-Za-z0-9])(?:(?:10|[2-9AJQK])[SHDC]|(?:WF|RA|JK|KZ|[RBGKFWX])\d+|RAK|BZ)"
                  r"(?![A-Za-z0-9])")
# the verbs that take a card in each game (TRicK GEAR sets one in front of it)
CARD_VERBS = ("play", "set", "reveal")


def refused_card(game: str):
    """A match at a move that takes a card, and the refusal of a text that is no card."""
    m, rng = new_match(game, seed=3), random.Random(1)
    while not m.is_over():
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        verb = next((a.kind for a in legal if a.kind in CARD_VERBS), None)
        if verb is not None:
            err = m.why_not(f"{seat} ZZ9" if verb == "play" else f"{seat} {verb} ZZ9")
            if err is not None and err.code == "BAD_CARD":
                return m, err
        m.play(rng.choice(legal))
    raise AssertionError(f"{game}: no move took a card")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_text_that_is_no_card_is_told_the_notation_in_both_languages(game):
    m, err = refused_card(game)
    en, ja = (m.explain(err, lang).headline for lang in ("en", "ja"))
    assert en.startswith("'ZZ9' is not a") and ja.startswith("「ZZ9」は"), (en, ja)
    examples = CODE.findall(en)
    assert len(examples) >= 3, en                   # the notation, with examples
    assert CODE.findall(ja) == examples, (en, ja)   # the same help in Japanese, in step
    # written as Japanese: no English word outside the card codes and the rulebooks' own
    # words (KINGs; TRicK GEAR's Japanese rulebook prints JOKER), Japanese punctuation
    assert not re.search(r"[A-Za-z]{2,}", re.sub(rf"「[^」]*」|{CODE.pattern}|KINGs|JOKER", "", ja)), ja
    # (the codes listed in 「」 one after another, or with 「、」; never ", ")
    assert ("、" in ja or "」「" in ja) and ", " not in ja, ja
    # the cards dealt are written so: one in the seat's hand matches the notation
    if game != "tricktakers_kings":      # (KINGs' cards are Tricktakers' codes too: R5)
        held = [str(a).split()[-1] for a in m.legal_actions(m.to_act()[0])]
        assert any(CODE.fullmatch(c) for c in held), held


def test_little_is_told_tricktakers_notation_not_the_52_card_one():
    _, little = refused_card("tricktakers_little")
    _, tt = refused_card("tricktakers")
    assert little.code == tt.code == "BAD_CARD"
    from tricklab import get_game
    for lang in ("en", "ja"):
        said = get_game("tricktakers_little").catalogue.explain(little, lang).headline
        assert said == get_game("tricktakers").catalogue.explain(tt, lang).headline
        assert "AS" not in said


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_kings"])
def test_what_was_typed_is_quoted_as_typed_not_as_a_term(game):
    """A Tricktakers seat plays a card without a verb, so "Ann play ZZ9" read 'play' as a
    card: the refusal quoted it as the game's term, "'trick play' is not a card" /
    「「トリックプレイ」は…」; and "play" alone "'trick play' is not an action"."""
    m, _ = refused_card(game)
    seat = m.to_act()[0]
    for text, code in ((f"{seat} play ZZ9", "BAD_CARD"), ("play", "BAD_ACTION")):
        err = m.why_not(text)
        assert err is not None and err.code == code, (text, err)
        en, ja = (m.explain(err, lang).headline for lang in ("en", "ja"))
        assert en.startswith("'play' is not a") and ja.startswith("「play」は"), (en, ja)
