"""What a dashboard reads before its first card shows is read the fast way and gives the same
result as the slow, checked way (the scenario menu from file headers, packaged YAML through the
C parser where present)."""
from __future__ import annotations

import pytest
import yaml

from tricklab import scenarios
from tricklab.core import packaged_yaml
from tricklab.games import GAMES
from tricklab.ui import scenario_menu as menu


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_menu_read_from_headers_is_the_menu_of_the_full_load(game):
    """Every offered file loads (the menu no longer checks them) and its menu entry (title,
    titles, rulings) is what the full, checked load gives."""
    index = {e.path: e for e in menu.scenario_index(game)}
    offered = [p for p in scenarios.packaged(game) if menu.offered(p)]
    assert sorted(index) == sorted(offered)
    for path in offered:
        sc = scenarios.load(path)
        e = index[path]
        assert (e.title, e.rulings, e.titles) == (sc.title, tuple(sc.rulings), dict(sc.titles)), path.name


def test_a_header_is_read_from_the_title_and_rulings_keys_only(tmp_path):
    f = tmp_path / "x.yaml"
    f.write_text("game: robotrick\ntitle:\n  en: Lead\n  ja: リード\nrulings:\n- RT-001\n- RT-002\n"
                 "setup: {hands: {Ann: [1R]}}\nactions:\n  - title: not this one\n", "utf-8")
    e = menu.header(f)
    assert (e.title, e.titles, e.rulings) == ("Lead", {"en": "Lead", "ja": "リード"}, ("RT-001", "RT-002"))


def test_packaged_yaml_reads_like_safe_load():
    text = "a: [1, 2.5, x]\nb: {c: null, d: 'yes', e: true}\nf: |\n  two\n  lines\ng: 2024-01-01\n"
    assert packaged_yaml.load(text) == yaml.safe_load(text)
