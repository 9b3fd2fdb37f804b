"""An Adventurer's item button says the move, as the history does: 「白のオーブを使う」 /
"Use the White Orb". The verb and its object read 「白のオーブをアイテム使用」 and "Use item
White Orb"; the Castle Visit, whose Japanese name is a phrase with a verb, is quoted
(「「城に立ち寄る」を使う」, not 「城に立ち寄るを使う」)."""
from __future__ import annotations

from itertools import islice

import pytest
from test_tt_adventurer_count import _turns, _with

from tricklab import get_game
from tricklab.core.actions import Action
from tricklab.core.display import adapter
from tricklab.core.view import CardGroup
from tricklab.games.tricktakers.characters.items import ITEMS

VIEWS = [adapter(get_game(name)) for name in ("tricktakers", "tricktakers_little")]


def _labels(view, variant: bool, lang: str) -> dict[str, str]:
    """The first label of each item's button on real turns, by the item (and the items a
    Castle Visit names after it)."""
    out: dict[str, str] = {}
    for st, seat in islice(_turns(), 40):
        for name in ITEMS:
            rest = tuple(("blue", n) for n in ("orb", "boots")) if name == "castle" else ()
            mine = _with(st, seat, (("red", name), *rest), variant)
            for label, choice in view.choices(mine, seat, lang):
                # the map's button is a group: its cards are clicked next
                action = choice.options[0][1] if isinstance(choice, CardGroup) else choice
                if isinstance(action, Action) and action.kind == "item":
                    key = "map" if action.args[0] == "map" else " ".join(action.args)
                    out.setdefault(key, label)
    return out


WANT = {"ja": {"orb": "白のオーブを使う", "gold": "ゴールドを使う", "castle": "「城に立ち寄る」を使う",
               "map": "運命の地図を使う…", "castle orb": "「城に立ち寄る」を使う（白のオーブ）"},
        "en": {"orb": "Use the White Orb", "gold": "Use the Gold",
               "castle": "Use the Castle Visit", "map": "Use the Map of Destiny …",
               "castle orb": "Use the Castle Visit (White Orb)"}}


@pytest.mark.parametrize("view", VIEWS, ids=["tricktakers", "little"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_item_button_says_the_move(view, lang):
    labels = {**_labels(view, False, lang), **_labels(view, True, lang)}
    usable = {n for n, i in ITEMS.items() if i.usable}
    assert usable <= set(labels), sorted(usable - set(labels))
    for key, words in WANT[lang].items():
        assert labels[key] == words, (key, labels[key])
    for key, label in labels.items():
        assert "アイテム使用" not in label and "Use item" not in label, label
        name = view.game.catalogue.term(key.split()[0], lang)
        if lang == "ja":
            assert label.startswith((f"{name}を使う", f"「{name}」を使う")), label
        else:
            assert label.startswith(f"Use the {name}"), label
