"""The robot's program cards (spec section 7, an [interp] set) and the behaviours they name.

Programs are data: a card is three lines (lead / follow / unfollow), each a behaviour code with
an optional fallback. ``robot_choice`` returns the card *and* the explanation steps, so the
step-through can say which program line chose the card and which tie-break decided it.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from operator import itemgetter
from typing import Callable, Sequence

from tricklab.core.cards import SUITS, Card, full_deck
from tricklab.core.events import Step


@dataclass(frozen=True)
class Line:
    behaviour: str
    fallback: str | None = None


@dataclass(frozen=True)
class Program:
    id: str
    name: dict[str, str]
    lead: Line
    follow: Line
    unfollow: Line

    def line(self, situation: str) -> Line:
        return self.lead if situation == "lead" else (
            self.follow if situation == "follow" else self.unfollow)


def _p(pid: str, en: str, ja: str, lead: Line, follow: Line, unfollow: Line) -> Program:
    return Program(pid, {"en": en, "ja": ja}, lead, follow, unfollow)


L = Line
PROGRAMS: dict[str, Program] = {p.id: p for p in [
    _p("AI-01", "Standard", "スタンダード", L("HIGH"), L("LOW"), L("LONG_LOW")),
    _p("AI-02", "Aggressor", "アグレッサー", L("HIGH"), L("HIGH"), L("TRUMP_HIGH", "LONG_HIGH")),
    _p("AI-03", "Coward", "臆病者", L("LOW"), L("LOW"), L("NONTRUMP_LOW", "LOW")),
    _p("AI-04", "Economist", "倹約家", L("LONG_HIGH"), L("WIN_CHEAP"), L("TRUMP_LOW", "LOW")),
    _p("AI-05", "Marathon", "マラソン", L("LONG_LOW"), L("HIGH"), L("LONG_HIGH")),
    _p("AI-06", "Sniper", "スナイパー", L("SHORT_HIGH"), L("LOW"), L("SHORT_LOW")),
    _p("AI-07", "Trumpeter", "切り札使い", L("TRUMP_HIGH", "HIGH"), L("WIN_CHEAP"), L("TRUMP_LOW", "LOW")),
    _p("AI-08", "Dumper", "ダンパー", L("LOW"), L("HIGH"), L("NONTRUMP_HIGH", "HIGH")),
    _p("AI-09", "Dodger", "かわし屋", L("NONTRUMP_HIGH", "HIGH"), L("DUCK"), L("LONG_HIGH")),
    _p("AI-10", "Balancer", "バランサー", L("LONG_HIGH"), L("LOW"), L("SHORT_LOW")),
]}


def suit_order(card: Card) -> int:
    """Robot tie-break: ♠ first, then ♥, ♦, ♣ (RT-026, [interp])."""
    return SUITS.index(card.suit)


def beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Would ``card`` beat the current winning ``best`` (spec 5.3)?"""
    if card.suit == best.suit:
        return card.rank > best.rank
    return card.suit == trump


def current_winner(trick: Sequence[tuple[str, Card]], trump: str) -> Card:
    led = trick[0][1].suit
    best = trick[0][1]
    for _, c in trick[1:]:
        if beats(c, best, led, trump):
            best = c
    return best


class _Pick:
    """Collects the steps of one behaviour evaluation (``explain=False``: only the card)."""

    def __init__(self, explain: bool = True) -> None:
        self.steps: list[Step] = []
        self.explain = explain

    def extreme(self, cards: Sequence[Card], high: bool) -> Card:
        target = max(cards)[0] if high else min(cards)[0]     # cards are (rank, suit) tuples
        tied = [c for c in cards if c[0] == target]
        if len(tied) == 1:
            return tied[0]
        tied.sort(key=suit_order)
        if self.explain:
            self.steps.append(Step("RANK_TIE", ("RT-009",), {"cards": tied, "card": tied[0]}))
        return tied[0]

    def by_length(self, cards: Sequence[Card], longest: bool, high: bool, trump: str) -> Card:
        lengths = {s: 0 for s in SUITS}
        for c in cards:
            lengths[c[1]] += 1
        present = {s: n for s, n in lengths.items() if n > 0}
        target = max(present.values()) if longest else min(present.values())
        suits = [s for s in SUITS if present.get(s) == target]
        if self.explain:
            code = "LONG_SUIT" if longest else "SHORT_SUIT"
            self.steps.append(Step(code, ("RT-025",) if longest else (),
                                   {"suit": suits[0], "n": target}))
            if len(suits) > 1:
                self.steps.append(Step("LENGTH_TIE", ("RT-026",), {"suits": suits, "suit": suits[0]}))
            if suits[0] == trump:
                self.steps.append(Step("TRUMP_COUNTED", ("RT-027",), {"suit": trump}))
        return self.extreme([c for c in cards if c[1] == suits[0]], high)




def _behaviour(code: str, legal: Sequence[Card], trick: Sequence[tuple[str, Card]], trump: str,
               pick: _Pick) -> Card | None:
    """The card ``code`` picks from ``legal``, or None if it has no eligible card."""
    if code in ("HIGH", "LOW"):
        return pick.extreme(legal, code == "HIGH")
    if code in ("LONG_HIGH", "LONG_LOW", "SHORT_HIGH", "SHORT_LOW"):
        return pick.by_length(legal, code.startswith("LONG"), code.endswith("HIGH"), trump)
    if code in ("TRUMP_HIGH", "TRUMP_LOW"):
        trumps = [c for c in legal if c.suit == trump]
        return pick.extreme(trumps, code == "TRUMP_HIGH") if trumps else None
    if code in ("NONTRUMP_HIGH", "NONTRUMP_LOW"):
        plain = [c for c in legal if c.suit != trump]
        return pick.extreme(plain, code == "NONTRUMP_HIGH") if plain else None
    if code in ("WIN_CHEAP", "DUCK"):
        if not trick:
            return pick.extreme(legal, False)
        best = current_winner(trick, trump)
        led = trick[0][1].suit
        winners = [c for c in legal if beats(c, best, led, trump)]
        if code == "WIN_CHEAP":
            if winners:
                if pick.explain:
                    pick.steps.append(Step("CHEAPEST_WINNER", ("RT-028",), {"best": best, "cards": winners}))
                return pick.extreme(winners, False)
            if pick.explain:
                pick.steps.append(Step("NONE_WINS_LOW", ("RT-028",), {"best": best}))
            return pick.extreme(legal, False)
        losers = [c for c in legal if c not in winners]
        if losers:
            if pick.explain:
                pick.steps.append(Step("HIGHEST_LOSER", ("RT-029",), {"best": best, "cards": losers}))
            return pick.extreme(losers, True)
        if pick.explain:
            pick.steps.append(Step("ALL_WIN_LOW", ("RT-029",), {"best": best}))
        return pick.extreme(legal, False)
    raise ValueError(f"unknown behaviour {code}")


@dataclass(frozen=True)
class RobotChoice:
    card: Card
    situation: str               # lead | follow | unfollow
    behaviour: str               # the behaviour that finally chose the card
    steps: tuple[Step, ...]


def situation_of(hand: Sequence[Card], trick: Sequence[tuple[str, Card]]) -> str:
    if not trick:
        return "lead"
    led = trick[0][1].suit
    return "follow" if any(c.suit == led for c in hand) else "unfollow"


def legal_for(hand: Sequence[Card], trick: Sequence[tuple[str, Card]]) -> list[Card]:
    if not trick:
        return list(hand)
    led = trick[0][1].suit
    follow = [c for c in hand if c.suit == led]
    return follow or list(hand)


_LINE_RULINGS = {("follow", "LOW"): ("RT-024",), ("unfollow", "LONG_LOW"): ("RT-025",),
                 ("unfollow", "LONG_HIGH"): ("RT-025",)}


def robot_card(program: Program, hand: Sequence[Card], trick: Sequence[tuple[str, Card]],
               trump: str) -> Card:
    """The card ``robot_choice`` picks, without building the explanation (the engine's fast
    path; the steps are built from a copy when asked)."""
    return robot_pick(program, hand, trick, trump)[0]


# -- the fast decision -----------------------------------------------------------------------
# The engine asks the robot 12 times a round; ``_behaviour`` with its explanation machinery
# cost a tenth of a simulated round. The same behaviours decided with C-level min/max over
# cards (ties: ♠ ♥ ♦ ♣, RT-026); a test checks them against ``robot_choice`` on every program.

_LOW_KEY = {c: (c[0], SUITS.index(c[1])) for c in full_deck()}   # lowest rank, ♠ first
_HIGH_KEY = {c: (c[0], -SUITS.index(c[1])) for c in full_deck()}  # highest rank, ♠ first
_low_key, _high_key = _LOW_KEY.__getitem__, _HIGH_KEY.__getitem__
_suit = itemgetter(1)


def _low(cards: Sequence[Card], trick: object = (), trump: str = "") -> Card:
    return min(cards, key=_low_key)


def _high(cards: Sequence[Card], trick: object = (), trump: str = "") -> Card:
    return max(cards, key=_high_key)


def _by_length(cards: Sequence[Card], longest: bool, high: bool) -> Card:
    suits = "".join(map(_suit, cards))
    suit, target = "", 0
    for s in SUITS:                      # the first longest (shortest) present suit: RT-026
        n = suits.count(s)
        if n and (not target or (n > target if longest else n < target)):
            suit, target = s, n
    mine = [c for c in cards if c[1] == suit]
    return max(mine, key=_high_key) if high else min(mine, key=_low_key)


def _long_high(cards: Sequence[Card], trick: object, trump: str) -> Card:
    return _by_length(cards, True, True)


def _long_low(cards: Sequence[Card], trick: object, trump: str) -> Card:
    return _by_length(cards, True, False)


def _short_high(cards: Sequence[Card], trick: object, trump: str) -> Card:
    return _by_length(cards, False, True)


def _short_low(cards: Sequence[Card], trick: object, trump: str) -> Card:
    return _by_length(cards, False, False)


def _trump_high(cards: Sequence[Card], trick: object, trump: str) -> Card | None:
    mine = [c for c in cards if c[1] == trump]
    return max(mine, key=_high_key) if mine else None


def _trump_low(cards: Sequence[Card], trick: object, trump: str) -> Card | None:
    mine = [c for c in cards if c[1] == trump]
    return min(mine, key=_low_key) if mine else None


def _plain_high(cards: Sequence[Card], trick: object, trump: str) -> Card | None:
    mine = [c for c in cards if c[1] != trump]
    return max(mine, key=_high_key) if mine else None


def _plain_low(cards: Sequence[Card], trick: object, trump: str) -> Card | None:
    mine = [c for c in cards if c[1] != trump]
    return min(mine, key=_low_key) if mine else None


def _winning(trick: Sequence[tuple[str, Card]], trump: str) -> Card:
    """``current_winner`` without a call per card."""
    best = trick[0][1]
    for _, c in trick:
        if (c[0] > best[0]) if c[1] == best[1] else c[1] == trump:
            best = c
    return best


def _win_cheap(cards: Sequence[Card], trick: Sequence[tuple[str, Card]], trump: str) -> Card:
    if not trick:
        return _low(cards)
    best = _winning(trick, trump)
    rank, suit = best
    winners = [c for c in cards if ((c[0] > rank) if c[1] == suit else c[1] == trump)]
    return _low(winners or cards)


def _duck(cards: Sequence[Card], trick: Sequence[tuple[str, Card]], trump: str) -> Card:
    if not trick:
        return _low(cards)
    best = _winning(trick, trump)
    rank, suit = best
    losers = [c for c in cards if not ((c[0] > rank) if c[1] == suit else c[1] == trump)]
    return _high(losers) if losers else _low(cards)


_FAST: dict[str, Callable[[Sequence[Card], Sequence[tuple[str, Card]], str], "Card | None"]] = {
    "HIGH": _high, "LOW": _low, "LONG_HIGH": _long_high, "LONG_LOW": _long_low,
    "SHORT_HIGH": _short_high, "SHORT_LOW": _short_low, "TRUMP_HIGH": _trump_high,
    "TRUMP_LOW": _trump_low, "NONTRUMP_HIGH": _plain_high, "NONTRUMP_LOW": _plain_low,
    "WIN_CHEAP": _win_cheap, "DUCK": _duck,
}


def robot_pick(program: Program, hand: Sequence[Card], trick: Sequence[tuple[str, Card]],
               trump: str) -> tuple[Card, list[Card]]:
    """``robot_card`` and the legal cards it chose from (the engine records both)."""
    if trick:
        led = trick[0][1][1]
        legal = [c for c in hand if c[1] == led]
        line = program.follow if legal else program.unfollow
        if not legal:
            legal = list(hand)
    else:
        legal = list(hand)
        line = program.lead
    if len(legal) == 1:
        return legal[0], legal
    card = _FAST[line.behaviour](legal, trick, trump)
    if card is None:
        assert line.fallback is not None, f"{program.id} needs a fallback"
        card = _FAST[line.fallback](legal, trick, trump)
        assert card is not None
    return card, legal


# -- the bulk loop's decision ------------------------------------------------------------------
# In a bulk playout the robot's hand (it neither passes nor receives) is also kept per suit,
# each suit's cards rising in rank: then most behaviours read an end of a list instead of
# scanning the hand. Same decisions (a test checks them against ``robot_choice``).

def hand_by_suit(hand: Sequence[Card]) -> dict[str, list[Card]]:
    """``hand`` per suit (every suit present as a key), each list rising in rank."""
    out: dict[str, list[Card]] = {s: [] for s in SUITS}
    for c in sorted(hand):
        out[c[1]].append(c)
    return out


def _end(high: bool, plain: bool, suits: dict[str, list[Card]], among: Sequence[str],
         trick: object = (), trump: str = "") -> Card | None:
    """The highest (``high``) or lowest card of the suits ``among`` (``plain``: but trumps);
    equal ranks: the first suit, ♠ ♥ ♦ ♣ (RT-026). HIGH, LOW, NONTRUMP_HIGH, NONTRUMP_LOW."""
    skip = trump if plain else ""
    best: Card | None = None
    for s in among:                      # among is in suit order: the first of equals stays
        cards = suits[s]
        if cards and s != skip:
            c = cards[-1] if high else cards[0]
            if best is None or ((c[0] > best[0]) if high else (c[0] < best[0])):
                best = c
    return best


def _length_end(longest: bool, high: bool, suits: dict[str, list[Card]], among: Sequence[str],
                trick: object, trump: str) -> Card:
    """The highest (lowest) card of the longest (shortest) suit among ``among``; equal
    lengths: the first suit (RT-025 … RT-027). LONG_HIGH, LONG_LOW, SHORT_HIGH, SHORT_LOW."""
    suit, target = "", 0
    for s in among:
        n = len(suits[s])
        if n and (not target or (n > target if longest else n < target)):
            suit, target = s, n
    cards = suits[suit]
    return cards[-1] if high else cards[0]


def _trump_end(high: bool, suits: dict[str, list[Card]], among: Sequence[str], trick: object,
               trump: str) -> Card | None:
    """TRUMP_HIGH, TRUMP_LOW: None without a legal trump."""
    cards = suits[trump] if trump in among else None
    if not cards:
        return None
    return cards[-1] if high else cards[0]


def _win_cheap_by_suit(suits: dict[str, list[Card]], among: Sequence[str],
                       trick: Sequence[tuple[str, Card]], trump: str) -> Card | None:
    """The cheapest card that beats the best so far, else the lowest (RT-028)."""
    if trick:
        rank, suit = _winning(trick, trump)
        if suit in among:
            for c in suits[suit]:
                if c[0] > rank:
                    return c
        if suit != trump and trump in among and suits[trump]:
            return suits[trump][0]
    return _end(False, False, suits, among)


def _duck_by_suit(suits: dict[str, list[Card]], among: Sequence[str],
                  trick: Sequence[tuple[str, Card]], trump: str) -> Card | None:
    """The highest card that does not beat the best so far, else the lowest (RT-029)."""
    if not trick:                        # leading: the lowest card
        return _end(False, False, suits, among)
    rank, suit = _winning(trick, trump)
    best: Card | None = None
    for s in among:
        cards = suits[s]
        if s == suit:
            losers = [c for c in cards if c[0] < rank]
            c2 = losers[-1] if losers else None
        elif s == trump:
            c2 = None
        else:
            c2 = cards[-1] if cards else None
        if c2 is not None and (best is None or c2[0] > best[0]):
            best = c2
    return best if best is not None else _end(False, False, suits, among)


# ``_FAST`` for a hand kept by ``hand_by_suit``, over the legal cards, which are every card of
# the suits ``among``: (suits, among, trick, trump) -> the card, or None (then the fallback).
# (partial: the shared behaviours with their flags, one Python call each)
_BY_SUIT: dict[str, Callable[[dict[str, list[Card]], Sequence[str],
                              Sequence[tuple[str, Card]], str], "Card | None"]] = {
    "HIGH": partial(_end, True, False), "LOW": partial(_end, False, False),
    "LONG_HIGH": partial(_length_end, True, True), "LONG_LOW": partial(_length_end, True, False),
    "SHORT_HIGH": partial(_length_end, False, True),
    "SHORT_LOW": partial(_length_end, False, False),
    "TRUMP_HIGH": partial(_trump_end, True), "TRUMP_LOW": partial(_trump_end, False),
    "NONTRUMP_HIGH": partial(_end, True, True), "NONTRUMP_LOW": partial(_end, False, True),
    "WIN_CHEAP": _win_cheap_by_suit, "DUCK": _duck_by_suit,
}


def pick_by_suit(program: Program, suits: dict[str, list[Card]],
                 trick: Sequence[tuple[str, Card]], trump: str) -> Card:
    """``robot_card`` for a hand kept by ``hand_by_suit``."""
    among: tuple[str, ...]
    if trick:
        led = trick[0][1][1]
        follow = suits[led]
        if follow:
            if len(follow) == 1:
                return follow[0]
            line, among = program.follow, (led,)
        else:
            line, among = program.unfollow, SUITS
    else:
        line, among = program.lead, SUITS
    card = _BY_SUIT[line.behaviour](suits, among, trick, trump)
    if card is None:
        assert line.fallback is not None, f"{program.id} needs a fallback"
        card = _BY_SUIT[line.fallback](suits, among, trick, trump)
        assert card is not None
    return card


def robot_choice(program: Program, hand: Sequence[Card], trick: Sequence[tuple[str, Card]],
                 trump: str) -> RobotChoice:
    """The card the program plays, with the steps that explain the choice (spec 5.2, 7)."""
    situation = situation_of(hand, trick)
    legal = legal_for(hand, trick)
    line = program.line(situation)
    line_rulings = _LINE_RULINGS.get((situation, line.behaviour), ())
    head = Step("PROGRAM_LINE", line_rulings, {"program": program.id, "name": program.name["en"],
                                     "name_ja": program.name["ja"], "situation": situation,
                                     "behaviour": line.behaviour,
                                     "fallback": line.fallback or "-"})
    if len(legal) == 1:
        return RobotChoice(legal[0], situation, "SINGLE", (
            head, Step("SINGLE_LEGAL", ("RT-031",), {"card": legal[0]})))
    pick = _Pick()
    card = _behaviour(line.behaviour, legal, trick, trump, pick)
    behaviour = line.behaviour
    if card is None:
        assert line.fallback is not None, f"{program.id} {situation} needs a fallback"
        pick.steps.append(Step("FALLBACK", ("RT-030",), {"behaviour": line.behaviour,
                                                          "fallback": line.fallback}))
        card = _behaviour(line.fallback, legal, trick, trump, pick)
        behaviour = line.fallback
        assert card is not None
    chosen = Step("BEHAVIOUR_PICKS", (), {"behaviour": behaviour, "card": card})
    return RobotChoice(card, situation, behaviour, (head, *pick.steps, chosen))



def program_cards_text(lang: str = "en", terms: dict[str, dict[str, str]] | None = None) -> str:
    """Every program card as text (``tricklab rulings robotrick``): its id and name, and the
    behaviour of each line (lead, follow, unfollow), with the fallback after ``/``."""
    terms = terms or {}

    def word(code: str) -> str:
        return terms.get(code, {}).get(lang, code)

    head = {"en": "Program cards (the robot's behaviour; RT-026 … RT-031, [interp])",
            "ja": "プログラムカード（ロボットの行動。RT-026〜RT-031、[interp]）"}[lang]
    out = [head]
    for p in PROGRAMS.values():
        out.append(f"  {p.id} {p.name[lang]}")
        for sit in ("lead", "follow", "unfollow"):
            line = p.line(sit)
            fb = f" / {word(line.fallback)}" if line.fallback else ""
            out.append(f"      {word(sit)}: {word(line.behaviour)}{fb}")
    return "\n".join(out)
