"""Test helpers shared by the games' test modules."""
from __future__ import annotations

import random
from typing import Any, Callable


def play_checking_hints(match: Any, bots: dict[str, Any], rng: random.Random,
                        hint: Callable[[Any, str], Any]) -> Any:
    """Play ``match`` to the end with ``bots``; before every decision ask for a hint and check
    it is a legal action whose message and rulings exist in the catalogue (in both languages)."""
    cat = match.game.catalogue
    while not match.is_over():
        seat = match.to_act()[0]
        h = hint(match, seat)
        assert h.action in match.legal_actions(seat), (h.action, seat)
        assert set(cat.messages.get(h.code, {})) == {"en", "ja"}, h.code
        assert all(r in cat.rulings for r in h.rulings)
        cat.message(h.code, h.params, "ja")
        match.play(bots[seat].choose(match, seat, rng))
    return match


def assert_replays(game: Any, players: Any, seed: int, setup: dict[str, Any], actions: Any,
                   facts: dict[str, Any], events: list[Any], **options: Any) -> None:
    """Replaying (players, seed, setup, actions) from their text gives the same facts and the
    same events (kind, code, seat, rulings, params)."""
    from tricklab.core.match import Match
    again = Match.replay(game, players, seed, setup, [str(a) for a in actions], **options)
    assert again.facts() == facts
    # a Match stamps the action and the outcome on its events (Game.step); bare ``apply`` does not
    key = lambda e: (e.kind, e.code, e.seat, e.rulings,  # noqa: E731
                     {k: v for k, v in e.params.items() if k not in ("action", "outcome")})
    assert [key(e) for e in again.events] == [key(e) for e in events]


def refuse_all(match: Any, texts: Any, snapshot: Callable[[Any], Any]) -> list[str]:
    """Each action in ``texts`` must be refused with a typed error, both by the engine on a
    copy of the state and through the match, and change nothing. Returns the error codes."""
    import pytest

    from tricklab import IllegalAction, NotationError
    game = match.game
    before, k = snapshot(match.state), len(match.actions)
    codes = []
    for text in texts:
        probe = match.state.clone()
        with pytest.raises((IllegalAction, NotationError)) as err:
            game.apply(probe, game.parse_action(text))
        assert snapshot(probe) == before, text
        assert match.try_play(text) is not None, text
        codes.append(err.value.code)
    assert snapshot(match.state) == before and len(match.actions) == k
    return codes
