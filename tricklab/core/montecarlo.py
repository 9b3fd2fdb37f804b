"""Monte-Carlo trick odds: "this card wins the trick in 78% of the deals consistent with what
you have seen". Game-agnostic; a game supplies ``sample_deal(state, seat, rng, events)``: the
real state with every card ``seat`` cannot see dealt again at random, consistent with what it
has seen (hand sizes, cards passed to others, suits others showed they lack). Each sampled
deal is played to the end of the current trick with random legal cards for the other seats
(automatic seats play by their rules), on the engine's fast path when the game has one.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence

from .actions import Action
from .bots import Hint
from .events import Event, EventKind


@dataclass(frozen=True)
class CardOdds:
    card: Any
    wins: int
    deals: int

    @property
    def rate(self) -> float:
        return self.wins / self.deals if self.deals else 0.0


def voids_from_events(events: Iterable[Event], suit_of: Callable[[Any], Hashable] = lambda c: c.suit,
                      reset_codes: Sequence[str] = ()) -> dict[str, set[Hashable]]:
    """Suits each seat has shown it lacks: it played another suit to a trick led in that suit
    (public plays only; a deal-starting event whose code is in ``reset_codes`` forgets them)."""
    voids: dict[str, set[Hashable]] = {}
    led: Hashable | None = None
    for ev in events:
        if ev.code in reset_codes:
            voids, led = {}, None
        elif ev.kind in (EventKind.ACTION, EventKind.AUTO) and ev.visible_to is None:
            card = ev.params.get("card")
            if card is None or ev.seat is None:
                continue
            if led is None:
                led = suit_of(card)
            elif suit_of(card) != led:
                voids.setdefault(ev.seat, set()).add(led)
        elif ev.kind == EventKind.TRICK_WON:
            led = None
    return voids


def deal_hidden(pool: Sequence[Any], sizes: dict[str, int], fixed: dict[str, list[Any]],
                voids: dict[str, set[Hashable]], rng: random.Random,
                suit_of: Callable[[Any], Hashable] = lambda c: c.suit,
                tries: int = 30) -> tuple[dict[str, list[Any]], list[Any]]:
    """Deal ``pool`` at random: each seat gets its ``fixed`` cards plus cards up to its size,
    none of a suit it is void in (given up after ``tries`` failures: voids ignored). Returns
    (hands, the cards left over)."""
    fixed_all = {c for cs in fixed.values() for c in cs}
    rest = [c for c in pool if c not in fixed_all]
    order = sorted(sizes, key=lambda s: -len(voids.get(s, ())))
    for attempt in range(tries + 1):
        rng.shuffle(rest)
        left = list(rest)
        hands: dict[str, list[Any]] = {}
        ok = True
        for s in order:
            want = sizes[s] - len(fixed.get(s, []))
            bad = voids.get(s, set()) if attempt < tries else set()
            take = [c for c in left if suit_of(c) not in bad][:max(want, 0)]
            if len(take) < want:
                ok = False
                break
            taken = set(take)
            left = [c for c in left if c not in taken]
            hands[s] = list(fixed.get(s, [])) + take
        if ok:
            return hands, left
    raise ValueError("no deal fits the hand sizes")  # pragma: no cover - voids ignored last


def _play_card(game: Any, state: Any, seat: str, card: Any) -> list[Event]:
    if hasattr(game, "perform"):
        return list(game.perform(state, seat, (card,)))
    return list(game.apply(state, Action(seat, "play", (str(card),))))


def _random_move(game: Any, state: Any, seat: str, rng: random.Random) -> list[Event]:
    if hasattr(game, "moves") and hasattr(game, "perform"):
        ms = game.moves(state, seat)
        return list(game.perform(state, seat, ms[rng.randrange(len(ms))]))
    acts = game.legal_actions(state, seat)
    return list(game.apply(state, acts[rng.randrange(len(acts))]))


def _trick_winner(game: Any, state: Any, seat: str, card: Any, rng: random.Random) -> str | None:
    events = _play_card(game, state, seat, card)
    for _ in range(64):
        for ev in events:
            if ev.kind == EventKind.TRICK_WON:
                return ev.seat
        if game.is_over(state):
            return None
        events = _random_move(game, state, game.to_act(state)[0], rng)
    return None


def trick_odds(game: Any, state: Any, seat: str, events: Sequence[Event] = (), deals: int = 200,
               seed: int = 0) -> list[CardOdds]:
    """For each card ``seat`` may play now, in how many of ``deals`` random deals consistent
    with what it has seen that card wins the current trick. Best first."""
    rng = random.Random(seed)
    cards = list(game.legal_cards(state, seat))
    wins = {c: 0 for c in cards}
    for _ in range(deals):
        full = game.sample_deal(state, seat, rng, events)
        for c in cards:
            if _trick_winner(game, full.clone(), seat, c, rng) == seat:
                wins[c] += 1
    return sorted((CardOdds(c, wins[c], deals) for c in cards), key=lambda o: -o.wins)


def odds_hint(match: Any, seat: str, deals: int = 200, seed: int = 0) -> Hint | None:
    """The card most likely to win the trick, as a hint: ``MC_ODDS`` with ``card``, ``pct``
    and ``deals`` (None if the game cannot sample deals or ``seat`` has no card to play)."""
    game = match.game
    if not hasattr(game, "sample_deal") or match.is_over() or seat not in match.to_act():
        return None
    state = match.state
    legal = [a for a in match.legal_actions(seat) if a.kind == "play" and len(a.args) == 1]
    if not legal:
        return None
    odds = trick_odds(game, state, seat, match.events, deals, seed)
    best = odds[0]
    action = next(a for a in legal if game.parse_card(a.args[0]) == best.card)
    return Hint(action, "MC_ODDS", {"card": best.card, "pct": round(100 * best.rate),
                                    "deals": deals,
                                    "others": ", ".join(f"{o.card.label} {round(100 * o.rate)}%"
                                                        for o in odds[1:4])}, ())
