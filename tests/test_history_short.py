"""The History tab in the side panel: a row stays a few lines high, and a sort by a column
puts the rows with nothing in it last.

RoboTrick's pass row listed ten passes (「♠7、♦9を渡す／♠7、♥9を渡す／…」) before its count, a
row about 15 lines high in the side panel; it lists three and counts the 66 (every one stays in
``Match.history()``). A sort by winner opened on every row without one (the passes, the plays
before a trick's last card)."""
from __future__ import annotations

import html
import re

import pytest

from tricklab.core.history import HEADS
from tricklab.core.punctuation import ALT_SEP
from tricklab.ui import Table


def cells(t: Table) -> list[dict[str, str]]:
    """The History tab's rows as the reader sees them, by column key."""
    t._render_history()
    value = t.history_html.value
    heads = [html.unescape(h) for h in re.findall(r"<th>(.*?)</th>", value)]
    keys = {w: k for k, w in HEADS[t.lang].items()}
    out = []
    for row in re.findall(r"<tr>(.*?)</tr>", value, flags=re.S)[1:]:
        tds = [html.unescape(re.sub(r"<[^>]+>", "", c))
               for c in re.findall(r"<td>(.*?)</td>", row, flags=re.S)]
        out.append({keys[h]: v for h, v in zip(heads, tds)})
    return out


@pytest.mark.parametrize("lang, count", [("ja", "（全66通り）"), ("en", "(66 choices)")])
def test_a_pass_row_lists_three_passes_and_counts_them_all(lang: str, count: str) -> None:
    t = Table("robotrick", seed=1, lang=lang)
    t.hand_buttons[0].click()
    t.hand_buttons[1].click()
    t.pass_button.click()
    mine = next(r for r in cells(t) if r["seat"] == "Aki" and r["legal"])
    assert mine["legal"].endswith(count), mine
    assert mine["legal"].count(ALT_SEP[lang].strip()) == 2, mine     # three passes
    assert len(mine["legal"]) <= 60, mine
    frame = t.match.history(seat="Aki")      # the whole list stays in the frame
    assert max(len(v) for v in frame["legal"] if isinstance(v, list)) == 66


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_sort_by_winner_puts_the_rows_without_one_last(lang: str) -> None:
    t = Table("robotrick", seed=1, lang=lang)
    t.bots_to_end()
    t.history_sort.value = "winner"
    winners = [r["winner"] for r in cells(t)]
    assert "" in winners and any(winners)
    first_empty = winners.index("")
    assert not any(winners[first_empty:]), winners
    assert winners[:first_empty] == sorted(winners[:first_empty])

