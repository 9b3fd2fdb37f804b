"""TriATri bots: the reference random bot (TA-041) and a small rule-based bot whose reasoning
doubles as the learner's hint.

Both see only ``match.view(seat)`` and ``match.legal_actions(seat)``. The rule bot:

* reveal — show the weakest element card (the start card is spent, TA-011) and keep fakes;
* gem — name the colour where its own cards are strongest, weighted by what the gem is worth
  in the final scoring (sets +1, pairs −2), and grab a special victory (TA-033) when it can;
* play — simulate each legal card with the engine's own value and exchange rules; if the gem is
  wanted, play the cheapest card that makes it the current winner, otherwise stay below.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, HintBot, RandomBot
from tricklab.core.punctuation import signed_number

from .cards import TCard
from .scoring import final_score, special_victory
from .state import TriState
from .trick import play_card, trick_winner

__all__ = ["RandomBot", "RuleBot", "hint"]

FAKE_COST = 9          # a fake is worth keeping: it steals the best card on the table


def cost(card: TCard) -> int:
    """How much a card is worth keeping for later."""
    return FAKE_COST if card.is_fake else card.number


def gem_gain(st: TriState, seat: str, colour: str) -> int:
    """Change of ``seat``'s provisional score if it takes one ``colour`` gem now."""
    now = final_score(st.gems[seat], st.supply).score
    gems = dict(st.gems[seat])
    gems[colour] += 1
    supply = dict(st.supply)
    supply[colour] -= 1
    return final_score(gems, supply).score - now


def wins_special(st: TriState, seat: str, colour: str) -> bool:
    gems = dict(st.gems[seat])
    gems[colour] += 1
    return special_victory(gems)


def hint(match: Any, seat: str) -> Hint:
    """The rule bot's suggestion for ``seat``, with the reason as a message code."""
    st: TriState = match.view(seat)
    legal = match.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has nothing to do now (waiting for {match.to_act()})")
    if st.phase == "reveal":
        return _reveal(st, seat, legal)
    if st.phase == "gem":
        return _gem(st, seat, legal)
    return _play(st, seat, legal)


def _reveal(st: TriState, seat: str, legal: list[Action]) -> Hint:
    cards = [TCard.parse(a.args[0]) for a in legal]
    card = min(cards, key=lambda c: (cost(c), c.code))
    return Hint(Action(seat, "reveal", (str(card),)), "HINT_REVEAL", {"card": card},
                ("TA-011", "TA-004"))


def _gem(st: TriState, seat: str, legal: list[Action]) -> Hint:
    hand = st.hands[seat]
    others = [p for p in st.players if p != seat]
    best: tuple[float, str] | None = None
    for a in legal:
        c = a.args[0]
        mine = [x for x in hand if x.element == c]
        strength = (max((x.number for x in mine), default=0) + len(mine)
                    + 2 * any(x.is_fake for x in hand))
        score = strength + 3 * gem_gain(st, seat, c)
        if wins_special(st, seat, c):
            score += 100
        if any(wins_special(st, p, c) for p in others):
            score -= 20
        if best is None or score > best[0]:
            best = (score, c)
    assert best is not None
    colour = best[1]
    if wins_special(st, seat, colour):
        return Hint(Action(seat, "gem", (colour,)), "HINT_GEM_SPECIAL", {"colour": colour},
                    ("TA-033", "TA-012"))
    gain = gem_gain(st, seat, colour)
    cards = [x for x in hand if x.element == colour]
    # four sentences, not "your water cards are —, … changes your score by +0"
    code = ("HINT_GEM" if cards else "HINT_GEM_NO_CARD") + ("" if gain else "_EVEN")
    return Hint(Action(seat, "gem", (colour,)), code,
                {"colour": colour, "cards": cards, "gain": signed_number(gain)},
                ("TA-012", "TA-013", "TA-037"))


def _play(st: TriState, seat: str, legal: list[Action]) -> Hint:
    cards = [TCard.parse(a.args[0]) for a in legal]
    act = lambda c: Action(seat, "play", (str(c),))  # noqa: E731
    if len(cards) == 1:
        return Hint(act(cards[0]), "HINT_ONLY", {"card": cards[0]}, ("TA-014",))
    suit = st.suit
    assert suit is not None
    threat = any(wins_special(st, p, suit) for p in st.players if p != seat)
    want = wins_special(st, seat, suit) or threat or gem_gain(st, seat, suit) >= 0
    outcome = {}
    for c in cards:
        slots, _ = play_card(st.slots, seat, c)
        outcome[c] = (slots[trick_winner(slots).index].seat == seat, slots[-1].value, slots)
    winning = [c for c in cards if outcome[c][0]]
    losing = [c for c in cards if not outcome[c][0]]
    if not st.slots:
        # a lead wins "so far" whatever it is: "every legal card wins the gem" and "makes you
        # the current winner" were said of a card the others still play against
        card = (min(cards, key=lambda c: (cost(c), c.code)) if want
                else min(cards, key=lambda c: (outcome[c][1], c.code)))
        return Hint(act(card), "HINT_LEAD_WANT" if want else "HINT_LEAD_LOW",
                    {"card": card, "colour": suit}, ("TA-015",))
    if want and winning:
        card = min(winning, key=lambda c: (cost(c), c.code))
        taken = outcome[card][2][-1].card
        if card.is_fake and not taken.is_fake:
            victim = next(s for s in st.slots if s.card == taken)
            return Hint(act(card), "HINT_STEAL",
                        {"card": card, "victim": victim.seat, "target": victim.card,
                         "value": victim.value}, ("TA-025", "TA-015"))
        return Hint(act(card), "HINT_WIN", {"card": card, "value": outcome[card][1],
                                            "colour": suit}, ("TA-015", "TA-031"))
    if want:
        card = min(cards, key=lambda c: (cost(c), c.code))
        top = st.slots[trick_winner(st.slots).index] if st.slots else None
        return Hint(act(card), "HINT_CANT_WIN",
                    {"card": card, "best": top.card if top else "-",
                     "value": top.value if top else 0}, ("TA-015",))
    if losing:
        last = len(st.slots) == len(st.players) - 1
        pick = max if last else min
        card = pick(losing, key=lambda c: (cost(c) if not c.is_fake else -1, c.code))
        return Hint(act(card), "HINT_DUCK", {"card": card, "colour": suit,
                                             "gain": signed_number(gem_gain(st, seat, suit))},
                    ("TA-037", "TA-031"))
    card = min(cards, key=lambda c: (outcome[c][1], c.code))
    return Hint(act(card), "HINT_FORCED_WIN", {"card": card, "colour": suit}, ("TA-015",))


class RuleBot(HintBot):
    """Plays the hint: a readable baseline for the learner to beat."""

    def __init__(self) -> None:
        super().__init__(hint)


BOTS = {"random": RandomBot, "rules": RuleBot}
