"""The play prompt points at ability buttons only when the seat has one now: 「光っているカードを
出してください（能力はボタン）」 was said to a King, and to a Gambler who had bid, with no
button under it."""
from __future__ import annotations

import random

import pytest

from tricklab import get_game
from tricklab.core.display import adapter

BUTTONS = {"en": "abilities are the buttons", "ja": "能力はボタン"}
PLAY = {"en": "play a highlighted card", "ja": "光っているカードを出してください"}


def _prompts(name: str, lang: str, seeds: range):
    """(prompt, buttons shown, the seat's character) at every turn of random games of ``name``
    with every character, where the prompt asks for a card."""
    game, view = get_game(name), adapter(get_game(name))
    presets = game.info.presets
    options = dict(presets["all"].options) if "all" in presets else {}
    for seed in seeds:
        players = list(game.info.seat_names[max(game.info.player_counts)])
        state, _ = game.new_state(players, seed, {}, options)
        rng = random.Random(seed)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            said = view.prompt(state, seat, lang)
            if PLAY[lang] in said:
                chars = getattr(state, "chars", {}) or {}
                yield said, view.choices(state, seat, lang), chars.get(seat)
            game.apply(state, rng.choice(game.legal_actions(state, seat)))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["tricktakers", "tricktakers_little", "tricktakers_kings"])
def test_the_buttons_are_named_only_when_there_are_some(name, lang):
    seen = set()
    for said, buttons, char in _prompts(name, lang, range(4)):
        assert (BUTTONS[lang] in said) == bool(buttons), (said, [b for b, _ in buttons], char)
        seen.add(bool(buttons))
        if name == "tricktakers" and char in ("king", "gambler"):
            seen.add(char)
    assert {True, False} <= seen, seen
    if name == "tricktakers":
        assert {"king", "gambler"} <= seen, seen
