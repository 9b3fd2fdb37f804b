"""Character data: loaded from ``characters.yaml`` and validated when the game starts.

Why data and not code: the published characters are unknown (spec section 9 is our
``[interp]`` starter set), so replacing them must be a data edit. The engine knows only the
small vocabulary of effect operations and ability kinds listed here; a file that uses anything
else, or has a bad number, suit or card, is refused with a clear message when loaded.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from tricklab.core import packaged_yaml
from tricklab.core.cards import SUITS
from tricklab.core.errors import NotationError, SetupError
from tricklab.core.worded import Worded

from .cards import GCard, parse_card

OPS = {"charge", "discharge", "damage", "draw", "discard", "life", "all_in", "copy_base",
       "swap_field"}
TARGET_OPS = {"discharge", "damage", "copy_base"}
LIMITS = {"per_round", "per_game", "none"}
ABILITY_KINDS = {"rate_damage_reduction": {"amount", "minimum"},
                 "field_bonus": {"amount", "life_at_most"}}


@dataclass(frozen=True)
class Skill:
    id: str
    name: dict[str, str]
    cost: tuple[str, ...]              # suit letters, one per symbol (TG-023)
    limit: str                         # per_round | per_game | none (TG-063, 6.5.7)
    target: bool                       # needs a present opponent
    effect: tuple[tuple[str, int, dict[str, int]], ...]   # (op, n, extra) in order

    def ops(self) -> set[str]:
        return {op for op, _, _ in self.effect}


@dataclass(frozen=True)
class Ability:
    id: str
    name: dict[str, str]
    kind: str
    params: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Character:
    id: str
    name: dict[str, str]
    life: int
    hand: int
    third_joker: GCard
    skills: tuple[Skill, ...] = ()
    abilities: tuple[Ability, ...] = ()

    @property
    def label(self) -> str:
        return self.name["en"]

    def skill(self, sid: str) -> Skill | None:
        key = norm_id(sid)
        return next((s for s in self.skills if norm_id(s.id) == key
                     or norm_id(s.name["en"]) == key), None)

    def ability(self, kind: str) -> Ability | None:
        return next((a for a in self.abilities if a.kind == kind), None)


@dataclass(frozen=True)
class CharacterSet:
    characters: dict[str, Character]
    label: dict[str, str]

    def get(self, cid: str) -> Character:
        return self.characters[cid]

    def find(self, text: str) -> Character | None:
        key = norm_id(text)
        return next((c for c in self.characters.values()
                     if key in (norm_id(c.id), norm_id(c.name["en"]), c.name["ja"])), None)


def member_words(cat: Any, key: str, lang: str) -> str:
    """A team member's key in words: its character's name, and a second copy's number (3–4
    players draft from two starter sets: "jester-2" reads "Jester 2"), the one way the
    buttons, the history and the hints name it."""
    if key not in cat.terms:
        base, _, n = key.rpartition("-")
        if n.isdigit() and base in cat.terms:
            return f"{cat.term(base, lang)} {n}"
    return str(cat.term(key, lang))


@dataclass(frozen=True)
class MemberName(Worded):
    """A team member as a hint names it (``member_words``): the hint read 「aqua-2を参戦させ
    ましょう」, the key of a second Aqua. ``str`` is the key."""

    key: str

    def words(self, cat: Any, lang: str) -> str:
        return member_words(cat, self.key, lang)

    def __str__(self) -> str:
        return self.key


def norm_id(text: str) -> str:
    return str(text).strip().lower().replace("_", "").replace("-", "").replace(" ", "")


def _bad(where: str, why: str) -> SetupError:
    return SetupError(f"characters file: {where}: {why}", code="SETUP_CHARACTERS", where=where)


def _name(raw: Any, where: str) -> dict[str, str]:
    if not isinstance(raw, dict) or not {"en", "ja"} <= set(raw):
        raise _bad(where, "name needs en and ja")
    return {"en": str(raw["en"]), "ja": str(raw["ja"])}


def _int(raw: Any, where: str, lo: int = 0, hi: int = 99) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or not lo <= raw <= hi:
        raise _bad(where, f"must be a whole number {lo}–{hi}, not {raw!r}")
    return raw


def _skill(raw: Any, where: str) -> Skill:
    if not isinstance(raw, dict) or "id" not in raw:
        raise _bad(where, "a skill is a mapping with id, name, cost, limit, target, effect")
    where = f"{where} skill {raw['id']}"
    cost = tuple(str(raw.get("cost", "")).upper())
    if not cost or any(s not in SUITS for s in cost):
        raise _bad(where, f"cost must be suit letters S H D C, not {raw.get('cost')!r}")
    limit = str(raw.get("limit", "none")).lower()
    if limit not in LIMITS:
        raise _bad(where, f"limit must be one of {sorted(LIMITS)}")
    target = str(raw.get("target", "none")).lower()
    if target not in ("opponent", "none"):
        raise _bad(where, "target must be opponent or none")
    effect = []
    for step in raw.get("effect") or []:
        ops = [k for k in step if k in OPS]
        if not isinstance(step, dict) or len(ops) != 1:
            raise _bad(where, f"each effect step has exactly one of {sorted(OPS)}: {step!r}")
        op = ops[0]
        extra = {k: _int(v, f"{where} {k}") for k, v in step.items() if k != op}
        if set(extra) - ({"cap"} if op == "life" else set()):
            raise _bad(where, f"unknown field(s) in {step!r}")
        effect.append((op, _int(step[op], f"{where} {op}", 1, 9), extra))
    if not effect:
        raise _bad(where, "the effect is empty")
    if any(op == "life" for op, _, _ in effect) and limit != "per_game":
        raise _bad(where, "a skill that adds life must be limited per_game: the proof that "
                          "every game ends (TG-062) needs bounded life gain")
    needs_target = any(op in TARGET_OPS for op, _, _ in effect)
    if needs_target != (target == "opponent"):
        raise _bad(where, "target: opponent is needed exactly when the effect has "
                          f"{sorted(TARGET_OPS)}")
    return Skill(str(raw["id"]), _name(raw.get("name"), where), cost, limit,
                 target == "opponent", tuple(effect))


def _ability(raw: Any, where: str) -> Ability:
    if not isinstance(raw, dict) or raw.get("kind") not in ABILITY_KINDS:
        raise _bad(where, f"an ability needs id, name and kind in {sorted(ABILITY_KINDS)}")
    want = ABILITY_KINDS[raw["kind"]]
    params = {k: _int(raw.get(k), f"{where} {raw.get('id')} {k}") for k in want}
    return Ability(str(raw.get("id")), _name(raw.get("name"), where), raw["kind"], params)


def parse_characters(data: Any) -> CharacterSet:
    """Validate the YAML mapping of a characters file."""
    if not isinstance(data, dict) or not isinstance(data.get("characters"), list):
        raise _bad("top", "a mapping with `characters:` (a list) is needed")
    out: dict[str, Character] = {}
    for i, raw in enumerate(data["characters"]):
        if not isinstance(raw, dict) or "id" not in raw:
            raise _bad(f"character {i + 1}", "needs an id")
        cid = str(raw["id"])
        if cid in out:
            raise _bad(cid, "id defined twice")
        try:
            tj = parse_card(raw.get("third_joker", ""))
        except NotationError:
            raise _bad(cid, f"third_joker {raw.get('third_joker')!r} is not a card") from None
        if not hasattr(tj, "suit") or tj.suit is None:
            raise _bad(cid, "third_joker must be one of the 52 cards")
        skills = tuple(_skill(s, cid) for s in raw.get("skills") or [])
        if len({norm_id(s.id) for s in skills}) != len(skills):
            raise _bad(cid, "two skills with the same id")
        out[cid] = Character(cid, _name(raw.get("name"), cid),
                             _int(raw.get("life"), f"{cid} life", 1, 20),
                             _int(raw.get("hand"), f"{cid} hand", 1, 20), tj, skills,
                             tuple(_ability(a, cid) for a in raw.get("abilities") or []))
    if len(out) < 2:
        raise _bad("top", "at least 2 characters are needed")
    label = data.get("label") or {"en": "characters", "ja": "キャラクター"}
    return CharacterSet(out, _name(label, "label"))


def load_characters(path: "str | Path | None" = None) -> CharacterSet:
    """The starter set shipped with the package, or another file in the same format."""
    if path is None:
        return starter_set()
    p = Path(path)
    if not p.is_absolute() and not p.exists():
        # a file shipped with the package (e.g. scenarios/data/...)
        p = Path(str(resources.files(__package__).joinpath(str(path))))
    if not p.exists():
        raise SetupError(f"characters file {path} not found", code="SETUP_CHARACTERS", where=str(path))
    return parse_characters(yaml.safe_load(p.read_text("utf-8")))


@lru_cache(maxsize=1)
def starter_set() -> CharacterSet:
    text = resources.files(__package__).joinpath("characters.yaml").read_text("utf-8")
    return parse_characters(packaged_yaml.load(text))
