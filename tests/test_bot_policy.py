"""Issue 19: the Tricktakers rule bot chooses characters by a policy, so per-character
statistics are not skewed (the strength order never takes the Collector)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from tricklab import new_match, play_out
from tricklab.games.tricktakers.bots import RuleBot
from tricklab.games.tricktakers.characters import BASE


def chosen(bot: RuleBot, games: int = 12) -> Counter:
    count: Counter = Counter()
    for seed in range(games):
        m = play_out(new_match("tricktakers", ["Ann", "Bo", "Cy", "Di"], seed=seed), bot,
                     random.Random(seed))
        for r in m.state.round_log:
            count.update(r["chars"].values())
    return count


def test_uniform_choice_takes_every_character_the_strength_order_skips():
    by_strength = chosen(RuleBot())
    uniform = chosen(RuleBot(pick="uniform"))
    assert by_strength["collector"] == 0                       # the skew the issue found
    assert set(uniform) == set(BASE) and uniform["collector"] > 0


def test_fixed_choice_takes_the_named_character_when_it_is_on_offer():
    from tricklab.games.tricktakers.bots import choice_actions
    bot = RuleBot(pick="fixed", prefer={"Ann": "collector", "Bo": ["hermit", "king"]})
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        m = new_match("tricktakers", ["Ann", "Bo", "Cy", "Di"], seed=seed)
        while not m.is_over():
            seat = m.to_act()[0]
            act = bot.choose(m, seat, rng)
            offered = {a.args[0] for a in choice_actions(m.legal_actions(seat))}
            if seat == "Ann" and "collector" in offered:
                assert act.args == ("collector",)
                checked += 1
            if seat == "Bo" and offered:
                want = next((c for c in ("hermit", "king") if c in offered), None)
                if want:
                    assert act.args == (want,)
                    checked += 1
            m.play(act)
    assert checked >= 4


def test_a_policy_needs_its_arguments():
    with pytest.raises(ValueError):
        RuleBot(pick="best")
    with pytest.raises(ValueError):
        RuleBot(pick="fixed")
