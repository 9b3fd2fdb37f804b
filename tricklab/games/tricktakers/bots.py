"""Tricktakers bots: the reference random bot (TT-176) and a rule-based bot with one small
strategy per character, whose reasoning doubles as the learner's hint.

Both see only ``match.view(seat)`` and ``match.legal_actions(seat)``. The rule bot:

* character choice — trick-takers first (King, else Berserker, Adventurer…): crowns and
  the King's doubled points win most games; only a hand without a strong card (black 7+,
  Rare, 9) takes the Hermit or the Resistance and aims at 0 tricks;
* setup — the King discards its weakest non-black card, the Gambler bids its strong cards and
  bets a little on a low bid, the Adventurer equips Map + Sword, the Ruler hands "take" tasks
  to trick-hungry characters and "do not take" tasks to the others; round-3 exchanges are
  declined;
* play — each character says whether it wants this trick (King, Adventurer, Collector: yes;
  Hermit: no; Gambler: until its bid is reached; Berserker: 3 tricks, none in round 3; Ruler:
  exactly one). Wanting it: the cheapest card that wins the trick so far; not wanting it: the
  highest card that still loses. The Resistance revolts when it plays last and its card would
  be the weakest, the Collector reserves the card that helps its combinations most, the
  Adventurer cashes Gold. Anything unplanned falls back to a random legal action.
"""
from __future__ import annotations

import random
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint, RandomBot

from . import characters as chars
from .cards import NUM, RARE, TRUMP, WF, TTCard
from .characters.combos import best
from .state import TTState
from .tactics import TACTICS, WANTS
from .trick import decide, printed

__all__ = ["BOTS", "RandomBot", "RuleBot", "hint"]

PICK_STRONG = ("king", "berserker", "samurai", "summoner", "adventurer", "alchemist",
               "strategist", "gambler", "ninja", "time_traveler", "collector", "ruler",
               "phantom_thief", "resistance", "hermit")
PICK_WEAK = ("hermit", "ninja", "resistance", "time_traveler", "strategist", "ruler",
             "phantom_thief", "gambler", "alchemist", "collector", "adventurer", "summoner",
             "samurai", "berserker", "king")

WANTS_TAKE = {"king", "berserker", "gambler", "adventurer"}


def strength(card: TTCard) -> int:
    """A rough value of a card for winning tricks (higher wins more)."""
    if card.kind == NUM:
        return card.value + (10 if card.suit == TRUMP else 0)
    return {WF: 0, RARE: 25}.get(card.kind, 30)


def strong_cards(hand: list[TTCard]) -> int:
    return sum(1 for c in hand if strength(c) >= 17 or (c.kind == NUM and c.value == 9))


def wants_trick(st: TTState, seat: str) -> bool:
    """Does this seat's character want to win the current trick?"""
    name, n = st.chars[seat], len(st.tricks[seat])
    if name in WANTS:
        return WANTS[name](st, seat)
    d = st.cdata.get(seat, {})
    if name == "hermit" or name == "resistance":
        return False
    if name == "gambler":
        return n < (d.get("bid") or 0)
    if name == "berserker":
        return st.round < 3 and n < 3
    if name == "ruler":
        return n < 1
    return True


def outcome_with(game: Any, st: TTState, seat: str, action: Action) -> str | None:
    """Who would be winning the trick right after ``action`` (ignoring players still to play)."""
    try:
        entry, _ = game._check_play(st, seat, action.args)
    except Exception:              # noqa: BLE001 - a hypothetical play, never applied
        return None
    if entry.facedown:
        return None
    entries = [e for e in st.entries if not e.facedown] + [entry]
    lead = st.lead
    comp = chars.get(st.chars[seat])
    if lead is None:
        eff = comp.effective(st, entry, printed(entry.card), False)
        lead = eff.colour if eff.kind == NUM else None
    revolt = st.revolt is not None
    effs = game.effective_cards(st, entries, revolt)
    out = decide(list(zip(entries, effs)), lead, revolt)
    return entries[out.winner].seat


def _by_card(actions: list[Action], key) -> list[Action]:
    return sorted(actions, key=lambda a: key(TTCard.parse(a.args[0])))


def play_hint(game: Any, st: TTState, seat: str, legal: list[Action]) -> Hint:
    plays = [a for a in legal if a.kind == "play"]
    name = st.chars[seat]
    last = st.turn == len(st.order) - 1
    extra = [a for a in legal if a.kind != "play"]
    if name == "adventurer" and Action(seat, "item", ("gold",)) in extra:
        return Hint(Action(seat, "item", ("gold",)), "HINT_ITEM_GOLD", {"item": "gold"}, ("TT-068",))
    if name == "resistance" and last and Action(seat, "revolt") in extra:
        st.revolt = seat
        try:
            good = [a for a in plays if outcome_with(game, st, seat, a) == seat]
        finally:
            st.revolt = None
        if good:
            black = [a for a in good if TTCard.parse(a.args[0]).suit == TRUMP]
            return Hint(Action(seat, "revolt"), "HINT_REVOLT",
                        {"card": TTCard.parse((black or good)[0].args[0])}, ("TT-027", "TT-029"))
    if name == "resistance" and st.revolt == seat:
        good = [a for a in plays if outcome_with(game, st, seat, a) == seat]
        if good:
            black = [a for a in good if TTCard.parse(a.args[0]).suit == TRUMP]
            pick = (black or good)[0]
            return Hint(pick, "HINT_REVOLT_CARD", {"card": TTCard.parse(pick.args[0])}, ("TT-029",))
    if name == "collector":
        reserve = [a for a in extra if a.kind == "reserve" and a.args[0] != seat]
        if reserve:
            cards: dict[str, TTCard] = {}
            for e in st.entries:     # a seat's first face-up card (a Ninja may have two)
                if not e.facedown:
                    cards.setdefault(e.seat, e.card)
            mine = st.taken.get(seat, [])
            pick = max(reserve, key=lambda a: best(mine + [cards[a.args[0]]]).score)
            return Hint(pick, "HINT_RESERVE", {"card": cards[pick.args[0]]}, ("TT-083", "TT-085"))
    if not plays:
        return Hint(legal[0], "HINT_ONLY", {}, ())
    want = wants_trick(st, seat)
    winning = [a for a in plays if outcome_with(game, st, seat, a) == seat]
    losing = [a for a in plays if a not in winning]
    if want and winning:
        pick = _by_card(winning, strength)[0]
        return Hint(pick, "HINT_WIN_CHEAP", {"card": TTCard.parse(pick.args[0])}, ("TT-008",))
    if not want and losing:
        pick = _by_card(losing, strength)[-1]
        return Hint(pick, "HINT_LOSE_HIGH", {"card": TTCard.parse(pick.args[0])}, ("TT-008",))
    if name == "hermit" and Action(seat, "draw") in extra:
        return Hint(Action(seat, "draw"), "HINT_HERMIT_DRAW", {}, ("TT-059",))
    pick = _by_card(plays, strength)[0]
    return Hint(pick, "HINT_DUMP", {"card": TTCard.parse(pick.args[0])}, ())


def setup_hint(st: TTState, seat: str, legal: list[Action]) -> Hint | None:
    name = st.chars[seat]
    hand = st.hands[seat]
    kinds = {a.kind for a in legal}
    if "discard" in kinds:
        options = [a for a in legal if a.kind == "discard"]
        pick = min(options, key=lambda a: strength(TTCard.parse(a.args[0])))
        rid = ("TT-047",) if name == "king" else ("TT-059",)
        return Hint(pick, "HINT_DISCARD", {"card": TTCard.parse(pick.args[0])}, rid)
    if "bid" in kinds:
        bid = min(4, strong_cards(hand))
        return Hint(Action(seat, "bid", (str(bid),)), "HINT_BID", {"bid": bid}, ("TT-053",))
    if "bet" in kinds:
        bets = [int(a.args[0]) for a in legal if a.kind == "bet"]
        want = 20 if (st.cdata[seat].get("bid") or 0) <= 1 else 0
        bet = max(b for b in bets if b <= want)
        return Hint(Action(seat, "bet", (str(bet),)), "HINT_BET", {"bet": bet}, ("TT-053",))
    if "equip" in kinds:
        return Hint(Action(seat, "equip", ("map", "sword")), "HINT_EQUIP", {}, ("TT-067",))
    if "task" in kinds:
        target = next(a.args[0] for a in legal if a.kind == "task")
        hungry = st.chars.get(target) in WANTS_TAKE
        tasks = [a.args[1] for a in legal if a.kind == "task" and a.args[0] == target]
        choice = next((t for t in tasks if t.startswith("take" if hungry else "no")), tasks[0])
        return Hint(Action(seat, "task", (target, choice)), "HINT_TASK",
                    {"target": target, "task": choice}, ("TT-093",))
    if "done" in kinds:
        return Hint(Action(seat, "done"), "HINT_NO_EXCHANGE", {}, ("TT-017",))
    return None


def pick_hint(st: TTState, seat: str, legal: list[Action]) -> Hint:
    hand = st.hands[seat]
    n = strong_cards(hand)
    order = PICK_WEAK if n == 0 else PICK_STRONG
    names = [a.args[0] for a in legal]
    name = next((c for c in order if c in names), names[0])
    pick = next(a for a in legal if a.args[0] == name)
    return Hint(pick, "HINT_PICK", {"character": name, "n": n}, ("TT-022",))


def hint(match: Any, seat: str) -> Hint:
    """The rule bot's suggestion for ``seat``, with the reason as a message code."""
    legal = match.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has nothing to do now")
    st: TTState = match.view(seat)
    game = match.game
    asked = st.pending[2].get("owner") if st.pending and st.pending[1] != "discard" else None
    owner = asked or st.chars.get(seat)
    if owner in TACTICS:                  # an expansion character's own tactic first
        h = TACTICS[owner](game, st, seat, legal)
        if h is not None:
            return h
    if st.phase in ("select", "draft", "reveal") and st.pending is None:
        return pick_hint(st, seat, legal)
    if st.phase == "lead":
        return Hint(Action(seat, "lead", (seat,)), "HINT_LEAD_SELF", {}, ("TT-025",))
    if st.phase == "setup" or st.pending is not None:
        h = setup_hint(st, seat, legal)
        if h is not None:
            return h
    if st.phase == "play":
        return play_hint(game, st, seat, legal)
    return Hint(legal[0], "HINT_ONLY", {}, ())


class RuleBot:
    """Plays what ``hint`` suggests; a random legal action if the hint is not legal."""

    name = "rules"

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        h = hint(match, seat)
        legal = match.legal_actions(seat)
        return h.action if h.action in legal else legal[rng.randrange(len(legal))]


BOTS = {"random": RandomBot, "rules": RuleBot}
