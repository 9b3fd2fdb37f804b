"""The Adventurer's 15 items (spec 7.6): kind, value when unused at round end, and what they
need. The effects themselves are in ``adventurer.py``; this is the card list.

Names are the words used in actions (``Ann item sword``). ``arms`` items change the card the
Adventurer plays next this turn; ``number`` items work only on number cards (TT-071).
"""
from __future__ import annotations

from dataclasses import dataclass

BLUE, RED, REGULAR = "initial_blue", "initial_red", "regular"


@dataclass(frozen=True)
class Item:
    name: str
    kind: str
    value: int                 # unused at round end (on an initial equipment card)
    value_extra: int | None = None   # on an extra equipment card, when different
    arms: bool = False         # modifies the card played this turn
    number: bool = False       # only on a number card (Sword, Wand, Axe)
    usable: bool = True

    def unused_value(self, slot: str) -> int:
        return self.value_extra if slot == "extra" and self.value_extra is not None else self.value


ITEMS: dict[str, Item] = {i.name: i for i in (
    Item("map", BLUE, 10),
    Item("potion", BLUE, 10, arms=True),
    Item("boots", BLUE, 10),
    Item("sword", RED, -30, arms=True, number=True),
    Item("wand", RED, -30, arms=True, number=True),
    Item("axe", RED, -30, arms=True, number=True),
    Item("book", REGULAR, 10),
    Item("orb", REGULAR, 10, arms=True),
    Item("wing", REGULAR, 10, arms=True),
    Item("doll", REGULAR, -50, arms=True),
    Item("fairy", REGULAR, -30),
    Item("gold", REGULAR, 10),
    Item("castle", REGULAR, 10),
    Item("crystal", REGULAR, 20, 30, usable=False),
    Item("rock", REGULAR, 30, 50, usable=False),
)}
INITIAL_BLUE = tuple(n for n, i in ITEMS.items() if i.kind == BLUE)
INITIAL_RED = tuple(n for n, i in ITEMS.items() if i.kind == RED)
ALIASES = {"map_of_destiny": "map", "invisibility_potion": "potion", "timid_boots": "boots",
           "miracle_sword": "sword", "rulers_wand": "wand", "berserkers_axe": "axe",
           "secret_book": "book", "white_orb": "orb", "proactive_wing": "wing",
           "dragon_doll": "doll", "fairy_mischief": "fairy", "castle_visit": "castle",
           "rock_crystal": "rock"}


def item_name(text: str) -> str | None:
    t = str(text).strip().lower().replace("-", "_").replace("'", "")
    t = ALIASES.get(t, t)
    return t if t in ITEMS else None


def sword_value(v: int) -> int | None:
    """Miracle Sword: the value becomes exactly 5 more or 5 less, within 1–9 (one choice at
    most: 1–4 go up, 6–9 go down, a 5 cannot use it)."""
    if 1 <= v + 5 <= 9:
        return v + 5
    if 1 <= v - 5 <= 9:
        return v - 5
    return None
