"""A bot's reason beside its move ("What Ben was thinking: …"), read by a teacher who sees
every seat, said "your hangar" of Ben's hangar: it was the hint's words, which speak to the
seat they advise. It now names the seat ("Ben's hangar", 「Benの格納庫」). A real RoboTrick
game played to its end by the bots, read in teacher view in English and Japanese."""
from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from test_widgets_generic import step  # noqa: E402

HANGAR = {"HINT_PASS", "HINT_TAKE", "HINT_DODGE_FULL"}      # the hints that name the hangar


def reasons(lang: str) -> list[tuple[str, str, str]]:
    """(seat, hint code, the reason's words) for every bot move the step-through explains."""
    t = Table("robotrick", seed=4, learner="Aki", teacher=True, lang=lang)
    for _ in range(300):            # the learner's moves clicked, the bots play theirs
        if t.match.is_over():
            break
        step(t)
    assert t.match.is_over()
    out = []
    for i, e in enumerate(t.stepper.items):
        why = e.params_for(None).get("reason")
        if isinstance(why, dict) and why.get("code") in HANGAR:
            t.stepper.go(i)
            box = re.search(r"tl-bot-reason[^>]*>(.*?)</div>", t.stepper.body.value)
            assert box, t.stepper.body.value
            out.append((str(e.seat), str(why["code"]), html.unescape(re.sub(r"<[^>]+>", "", box.group(1)))))
    return out


@pytest.mark.parametrize("lang,own,yours", [("en", "{seat}'s hangar", "your hangar"),
                                            ("ja", "{seat}の格納庫", "あなたの格納庫")])
def test_a_bot_reason_names_the_seat_whose_hangar_it_is(lang: str, own: str, yours: str) -> None:
    found = reasons(lang)
    assert {code for _, code, _ in found} >= {"HINT_PASS", "HINT_TAKE"}, found
    assert any(seat != "Aki" for seat, _, _ in found)       # another seat's, in teacher view
    for seat, _, text in found:
        assert own.format(seat=seat) in text and yours not in text, text
        if lang == "ja":
            assert not re.search(r"[A-Za-z]{3,}", text.replace(seat, "")), text
