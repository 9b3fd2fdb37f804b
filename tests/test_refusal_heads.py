"""A refusal is shown under a head that says it is one ("Not allowed:" on the table, 「できません：」),
so a game's refusal says only why: "Not allowed: Not now: choose your character first…" said
the refusal twice (the Japanese had already dropped its own head). Probed over every
registered game with real refusals: moves of every kind the game offers somewhere, tried
where they are not legal."""
from __future__ import annotations

import random
import re

import pytest

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction
from tricklab.core.match import Match
from tricklab.games import GAMES, get_game
from tricklab.ui.i18n import t

# a head of a few words ending in a colon, then a second one of one or two words ("Not now:")
TWO_HEADS = re.compile(r"^[^:]{1,20}: [A-Z][a-z']*(?: [a-z']+)?: ")


def refusals(game: str, seeds: int = 2, per_kind: int = 3) -> dict[str, str]:
    """code -> the English headline of refusals met by trying, every few moves of random
    games, moves of each kind met anywhere in them by the seat to act."""
    g = get_game(game)
    found: dict[str, str] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        m = Match(g, None, seed)
        pool: dict[str, list[Action]] = {}
        probes: list[int] = []
        while not m.is_over() and len(m.actions) < 400:
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            for a in legal:
                kinds = pool.setdefault(a.kind, [])
                if len(kinds) < per_kind and a not in kinds:
                    kinds.append(a)
            probes.append(len(m.actions))
            m.play(legal[rng.randrange(len(legal))])
        for k in probes[::7]:
            at = Match(g, None, seed)
            for a in m.actions[:k]:
                at.play(a)
            if at.is_over():
                continue
            seat = at.to_act()[0]
            legal = set(at.legal_actions(seat))
            for kinds in pool.values():
                for a in kinds:
                    tried = Action(seat, a.kind, tuple(a.args))
                    if tried in legal:
                        continue
                    try:
                        at.play(tried)
                    except IllegalAction as err:
                        found.setdefault(str(err.code), g.catalogue.explain(err, "en").headline)
                    else:
                        at.undo()
    return found


@pytest.mark.parametrize("game", list(GAMES))
def test_no_english_refusal_says_it_is_one_twice(game):
    said = refusals(game)
    assert len(said) >= 2, said                       # the probe met refusals
    head = t("illegal", "en")
    doubled = {code: f"{head}: {words}" for code, words in said.items()
               if TWO_HEADS.match(f"{head}: {words}")}
    assert not doubled, doubled
