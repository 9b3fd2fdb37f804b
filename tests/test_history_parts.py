"""One action may make several History rows: RoboTrick's last pass sets off the robot's
lead, both at step 3. The rows read as two moves numbered alike; now they say they are parts
of one action: ``Match.history()`` keeps ``step`` (a whole number on every row, what
``Match.at`` counts) and adds ``part`` (1, 2); the History tab labels them "3a", "3b"
(Japanese 「3-1」「3-2」, no Latin letters) and a step of one row stays "3". A real game, in English and Japanese."""
from __future__ import annotations

import random
import re

import pytest

from tricklab import new_match
from tricklab.core.history import history_rows
from tricklab.ui import Table


def robotrick_game(moves: int = 12):
    m = new_match("robotrick", seed=7)
    rng = random.Random(7)
    for _ in range(moves):
        m.play(rng.choice(list(m.legal_actions())))
    return m


def shared_step(rows) -> int:
    """The step of the robot's automatic play that an action set off."""
    return next(r["step"] for r in rows if r["auto"])


def test_the_frame_numbers_the_parts_of_one_step() -> None:
    df = robotrick_game().history()
    assert str(df["part"].dtype) == "Int64" and str(df["step"].dtype) == "Int64"
    assert list(df.columns[:2]) == ["step", "part"]
    k = shared_step(df.to_dict("records"))
    one = df[df.step == k]
    assert list(one.part) == [1, 2] and list(one.kind) == ["action", "auto"], one
    for _, rows in df.groupby("step"):          # 1, 2, ... within every step
        assert list(rows.part) == list(range(1, len(rows) + 1)), rows
    single = df[(df.step == k + 1)]
    assert list(single.part) == [1]


def test_history_rows_say_part_and_parts() -> None:
    rows = history_rows(robotrick_game())
    k = shared_step(rows)
    assert [(r["part"], r["parts"]) for r in rows if r["step"] == k] == [(1, 2), (2, 2)]
    assert [(r["part"], r["parts"]) for r in rows if r["step"] == k + 1] == [(1, 1)]


@pytest.mark.parametrize("lang,first,second", [("en", "{k}a", "{k}b"), ("ja", "{k}-1", "{k}-2")])
def test_the_history_tab_labels_the_parts_3a_3b(lang: str, first: str, second: str) -> None:
    m = robotrick_game()
    k = shared_step(history_rows(m))
    t = Table("robotrick", match=m, learner="Aki", auto_bots=False, lang=lang)
    t.tabs.selected_index = 1
    t._render_history()
    body = t._history_html.value
    steps = re.findall(r"<tr>\s*<td>([^<]*)</td>", body)
    assert steps, body[:400]
    a, b = first.format(k=k), second.format(k=k)
    assert a in steps and b in steps, steps
    assert str(k) not in steps and str(k + 1) in steps, steps
    assert steps.index(a) + 1 == steps.index(b)
