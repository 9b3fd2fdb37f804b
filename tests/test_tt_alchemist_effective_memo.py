"""The Alchemist's ``effective`` keeps its last answer: kept answers are the answers.

Why: an entry's effective card is asked several times within its trick (the lead colour it
sets, a Strategist's trap, the resolution), and making it (an ``Eff`` and a step) is dear, so
the last answer is kept and given again for the same entry, card, revolt and lead colour (or
any lead colour when the entry declared its own). Each answer is compared here with one
worked out afresh (the kept answer forgotten first), over a random walk of entries that
declared a colour or followed one, lead colours and revolts.
"""
from __future__ import annotations

import random

from tricklab.games.tricktakers import GAME, TTCard
from tricklab.games.tricktakers.characters import alchemist as alch_module
from tricklab.games.tricktakers.registry import get
from tricklab.games.tricktakers.trick import printed

C = TTCard.parse


def _entries(st):
    """Entries of Ann's Alchemist: leading (declaring a colour, or colourless) and following."""
    alchemist = get("alchemist")
    out = []
    for lead, cards, words in ((None, "AR1 AR2 AB3", ("red",)), (None, "K1 K2 WF1", ()),
                               ("B", "AB1 AG2 AG3", ()), ("G", "AG4 K3 AR5", ()),
                               (None, "AR3 AB4 AG5", ("black",))):
        first, *more = (C(x) for x in cards.split())
        st.lead, st.entries = lead, []
        st.hands["Ann"] = [first, *more]
        out.append(alchemist.listed_entry(st, "Ann", first, (*(c.code for c in more), *words),
                                          0, []))
    return out


def test_a_kept_answer_is_the_one_worked_out_afresh():
    st, _ = GAME.new_state(["Ann", "Bo", "Cy"], 5, {"leader": "Ann", "characters": {
        "Ann": "alchemist", "Bo": "gambler", "Cy": "resistance"}},
        {"characters": ("alchemist", "gambler", "resistance")})
    alchemist = get("alchemist")
    entries = _entries(st)
    rng = random.Random(7)
    kept = 0
    for _ in range(400):
        e = rng.choice(entries)
        st.lead = rng.choice((None, "R", "B", "G", "K"))
        revolt = rng.random() < 0.3
        before = alch_module._LAST[0]
        got = alchemist.effective(st, e, printed(e.card), revolt)
        kept += alch_module._LAST[0] is before
        alch_module._LAST[0] = (None, None, None, None, None, False)       # forgotten
        assert got == alchemist.effective(st, e, printed(e.card), revolt), (e, st.lead, revolt)
    assert kept > 10        # the walk did ask again what was kept
