"""A match written as a scenario file and read back: ``m.save(path)``, ``m.to_scenario()``,
``tricklab.load(path)``.

A match is (game, players, seed, setup, options, actions), so its scenario file holds exactly
those; ``expect`` is optional (``expect=True`` records the tricks' winners so far, so running
the file with ``tricklab scenario run`` checks that it still plays out the same way). Reading it
back goes through the scenario loader and runner: the same strict YAML reader, the same schema,
and the same match (seed, setup and actions replayed)."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

import yaml

from .events import EventKind


def plain(value: Any) -> Any:
    """``value`` as YAML can write and the scenario schema can read: mappings with text keys,
    lists, text, numbers, booleans and null; cards and other values as their notation."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [plain(v) for v in value]
        return sorted(items, key=str) if isinstance(value, (set, frozenset)) else items
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


class _Dumper(yaml.SafeDumper):
    """Never writes anchors or aliases (the strict reader refuses them)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


class _Block(list):  # type: ignore[type-arg]
    """A list written one item per line (the actions), whatever the default style."""


_Dumper.add_representer(_Block, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v,
                                                                    flow_style=False))


def trick_winners(match: Any) -> list[str]:
    """The winners of the tricks played so far, in order."""
    return [str(e.params.get("winner")) for e in match.events if e.kind == EventKind.TRICK_WON]


def scenario_data(match: Any, expect: "Mapping[str, Any] | bool | None" = None,
                  title: str | Mapping[str, str] | None = None,
                  description: str = "") -> dict[str, Any]:
    """The scenario mapping of ``match`` (what ``to_scenario`` writes as YAML)."""
    data: dict[str, Any] = {"game": match.game.info.name}
    if title:
        data["title"] = plain(title)
    else:
        data["title"] = f"{match.game.info.title['en']}: seed {match.seed}, {len(match.actions)} actions"
    if description:
        data["description"] = description
    data["players"] = list(match.players)
    data["seed"] = int(match.seed)
    if match.setup:
        data["setup"] = plain(match.setup)
    if match.options:
        data["options"] = plain(match.options)
    data["actions"] = _Block(str(a) for a in match.actions)
    if expect is True:
        data["expect"] = {"trick_winners": trick_winners(match)}
    elif expect:
        data["expect"] = plain(expect)
    return data


def to_scenario(match: Any, expect: "Mapping[str, Any] | bool | None" = None,
                title: str | Mapping[str, str] | None = None, description: str = "") -> str:
    """The scenario file text (YAML) of ``match``: setup, seed, options and every action, so
    ``tricklab.load`` gives an identical match."""
    text = yaml.dump(scenario_data(match, expect, title, description), Dumper=_Dumper,
                     sort_keys=False, allow_unicode=True, default_flow_style=None, width=100)
    return str(text)


def save(match: Any, path: "str | Path", expect: "Mapping[str, Any] | bool | None" = None,
         title: str | Mapping[str, str] | None = None, description: str = "") -> Path:
    """Write ``match`` as a scenario file at ``path`` (UTF-8); returns the path."""
    out = Path(path)
    out.write_text(to_scenario(match, expect, title, description), encoding="utf-8")
    return out
