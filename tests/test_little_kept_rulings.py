"""Little's step-through cited Tricktakers rulings (TT-004 must-follow, TT-025 who leads…)
that its Rulings tab did not contain: a learner could not look them up. The tab lists them
after Little's own, under a heading saying they are Tricktakers'."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tricklab.core.match import Match
from tricklab.core.scenario import load_scenario, run_scenario
from tricklab.games import get_game
from tricklab.games.tricktakers_little import ruling_map
from tricklab.ui import Table

LITTLE = get_game("tricktakers_little")
HEAD = {"en": "Tricktakers rulings this game keeps", "ja": "このゲームでも使うトリックテイカーズの裁定"}


def listed(t: Table) -> set[str]:
    return set(re.findall(r"<b>((?:LT|TT)-\d+)</b>", t.rulings_html.value))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_ruling_littles_steps_cite_is_in_its_rulings_tab(lang):
    t = Table("tricktakers_little", seed=4, lang=lang)
    t.end_button.click()                          # the bots finish the game
    cited = {r for ev in t.stepper.items for r in ev.all_rulings()}
    assert {r for r in cited if r.startswith("TT-")}, cited     # it does cite Tricktakers'
    assert cited <= listed(t), sorted(cited - listed(t))
    tab = t.rulings_html.value
    assert HEAD[lang] in tab
    kept = tab.split("tl-rulings-kept", 1)[1]     # under the heading: Tricktakers' and only
    assert set(re.findall(r"<b>((?:LT|TT)-\d+)</b>", kept)) == set(ruling_map.KEPT)
    r = LITTLE.catalogue.ruling("TT-025")
    assert r.title[lang] in kept                  # its text, in the table's language


def _cited(m: Match) -> set[str]:
    return {r for k in range(-1, len(m.actions)) for ev in m.events_of(k) for r in ev.all_rulings()}


def test_kept_lists_every_tricktakers_ruling_little_cites():
    """Random games of every size and every Little scenario (their refusals too) cite no
    Tricktakers ruling the Rulings tab leaves out."""
    cited: set[str] = set()
    for n, names in LITTLE.info.seat_names.items():
        for seed in range(6):
            m, rng = Match(LITTLE, list(names), seed, {}), random.Random(seed)
            while not m.is_over():
                seat = m.to_act()[0]
                m.play(rng.choice(m.legal_actions(seat)))
            cited |= _cited(m)
    folder = Path(LITTLE.info.package.replace(".", "/"))
    scenarios = sorted((Path(__file__).parents[1] / folder / "scenarios").glob("*.yaml"))
    assert scenarios
    for path in scenarios:
        res = run_scenario(load_scenario(path), LITTLE)
        if res.match is not None:
            cited |= _cited(res.match)
        cited |= {e.ruling for e in [res.error, *(r.error for r in res.refusals)] if e and e.ruling}
    cited |= {r for ids in ruling_map.BY_CODE.values() for r in ids.values()}
    own = set(LITTLE.catalogue.rulings)
    assert {r for r in cited if r not in own} <= set(ruling_map.KEPT), sorted(cited - own)
