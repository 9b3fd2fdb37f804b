"""A skill's cost said aloud is core's ``suits_aloud`` (TRicK GEAR kept a copy of it): the same
words as before in both languages, a lone sign counted ("1 heart" / 「ハート1枚」) where a
scenario title's lone sign stays its suit ("hearts")."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tricklab.core.view import suits_aloud
from tricklab.games.trickgear.characters import load_characters, starter_set
from tricklab.games.trickgear.skills import cost_words

#: The words the copy said before it went, per cost (suit letters, in the order written).
SAID = {
    "SS": ("2 spades", "スペード2枚"), "H": ("1 heart", "ハート1枚"),
    "D": ("1 diamond", "ダイヤ1枚"), "DD": ("2 diamonds", "ダイヤ2枚"),
    "CC": ("2 clubs", "クラブ2枚"), "C": ("1 club", "クラブ1枚"),
    "SSS": ("3 spades", "スペード3枚"), "HH": ("2 hearts", "ハート2枚"),
    "SD": ("1 spade, 1 diamond", "スペード1枚、ダイヤ1枚"),
    "HSH": ("2 hearts, 1 spade", "ハート2枚、スペード1枚"),
    "SSHD": ("2 spades, 1 heart, 1 diamond", "スペード2枚、ハート1枚、ダイヤ1枚"),
}


def skills():
    sets = [starter_set(), load_characters("scenarios/data/mixed_cost.yaml")]
    return [sk for cs in sets for c in cs.characters.values() for sk in c.skills]


@pytest.mark.parametrize("lang", [0, 1])
def test_every_skill_says_its_cost_as_before(lang):
    every = skills()
    assert {"".join(sk.cost) for sk in every} <= set(SAID), "a cost this test does not know"
    for sk in every:
        assert cost_words(sk, ("en", "ja")[lang]) == SAID["".join(sk.cost)][lang], sk.id
    for cost, words in SAID.items():            # costs no packaged skill has (yet)
        assert cost_words(replace(every[0], cost=tuple(cost)), ("en", "ja")[lang]) == words[lang]


def test_core_counts_a_lone_sign_only_when_asked():
    assert suits_aloud("♥", "en", counted=True) == "1 heart"
    assert suits_aloud("♥", "ja", counted=True) == "ハート1枚"
    assert suits_aloud("♥", "en") == "hearts" and suits_aloud("♥", "ja") == "ハート"
    assert suits_aloud("♠♠♥", "en") == "2 spades, hearts"
