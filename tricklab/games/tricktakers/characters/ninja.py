"""Ninja (忍者, 2D): Shadow clone, a second face-down card that counts only when turned up
(spec 7.11, 5.1–5.3; TT-101…TT-105, TT-077, TT-089, TT-149).

* **Play** — ``Ann R2 shadow R7``: R2 is played face up as usual; R7 becomes a second,
  face-down entry of Ann (``facedown=True``, ``index=None``, extra ``shadow`` and
  ``owner_reveals``), then Ann draws 1 (TT-101). R7 must follow the lead colour as it stands
  *after* R2, which R2 may have set (TT-102). In trick 5 the Ninja writes ``Ann R2 shadow``:
  the second card is the top card of the draw deck, looked at and played face down, and
  nothing is drawn after it; with nothing left to draw there is no second card (TT-177).
  Before trick 5 the clone is offered only if a card can be drawn back or the hand keeps a
  card for every trick still to come (TT-177: the Ninja must never run out of cards).
  The face-down entry is added once the face-up card is on the table (``on_any_play``), so
  the step-through shows "Ann plays R2" before "Ann adds a card face down".
* **Reveal** — after everyone has played, ``before_resolve`` asks the Ninja ``Ann reveal``
  (turned up, it gets the next play index: it counts as the last card played and loses
  ties to earlier cards, TT-103) or ``Ann drop`` (discarded face down, it never counted).
  Whoever wins, the Ninja wins at most one trick per trick (TT-105).
* **Timid Boots (TT-077)** — option ``ninja_timing``. ``always_last`` (default, designer's
  recommendation): the Ninja decides after every other card, a Boots player included.
  ``seat_order`` (official rule): a player who moved itself behind everyone *after* the Ninja
  played (seen as a seat that was skipped in the order the Ninja saw) plays after the
  Ninja's decision, which is then asked as soon as only such players are left. A player
  who was already last in the order and uses Boots changes nothing that can be seen in the
  order, so the Ninja then decides after it, as in ``always_last`` (a known limit: telling
  it apart would need the Adventurer to mark the use of Boots).
* **Hidden information** — others see the face-down entry as ``??`` (``view``); the card
  is told only to the Ninja. A face-down card is not in play, so a Collector cannot reserve
  it (TT-089: ``reserve Ann`` always means the face-up card).
* **Rewind (TT-149), the hook's contract with the Time Traveler** — ``on_rewind`` receives
  every entry of the rewound trick. The Time Traveler has already put the face-up cards back
  into their owners' hands and leaves entries with ``owner_reveals`` to their owners. This
  hook handles only this seat's face-down ``shadow`` entries: each is taken off the table
  and discarded face down (the Ninja already drew for it). It never touches face-up entries,
  and if a shadow card was returned to the hand anyway, it takes it out of the hand first.
* **Crowns and points** — black crown with exactly 2 tricks (not 0); never the gold crown
  with 2 tricks, and then nobody gets it (TT-104). Table 0: +70, 1: −20, 2: +70, 3: −20,
  4: +140, 5: wins.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricklab.core.actions import Action, make_action
from tricklab.core.events import Event, EventKind, Sink, Step
from tricklab.core.listlike import ListLike

from ..cards import NUM, TTCard, sort_hand
from ..hooks import hooked
from ..state import Entry, TTState, new_entry, plain_entry
from ..table import draw, to_pile, where
from ..trick import COLOUR_NAME
from ..registry import REGISTRY, get, memo
from .base import WINS, Character, Line

SHADOW = "shadow"
LAST_TRICK = 5
_SHADOW_EXTRA = (("shadow", True), ("owner_reveals", True))   # a face-down clone's
# ``_SHADOW in e.extra`` is ``e.get("shadow")`` for any entry (only ``_SHADOW_EXTRA`` marks a
# shadow), read with a C comparison instead of a Python call: asked at every play while a
# shadow lies face down
_SHADOW = _SHADOW_EXTRA[0]
_CLAIMS: dict[str, bool] = memo()    # per name: its class has a ``claims`` of its own


def lead_after(st: TTState, first: TTCard) -> str | None:
    """The lead colour once ``first`` is face up (the Ninja's cards are never changed)."""
    if st.lead is not None:
        return st.lead
    return first.suit if first.kind == NUM else None


def follow_problem(st: TTState, seat: str, first: TTCard, second: TTCard) -> list[TTCard]:
    """The lead-colour cards that oblige ``second`` (empty = it may be played): must-follow
    measured against the lead colour after the first card, with the first card gone (TT-102)."""
    lead = lead_after(st, first)
    if lead is None or second.kind != NUM or second.suit == lead:
        return []
    return [c for c in st.hands[seat] if c is not first and c.kind == NUM and c.suit == lead]


class _Shadows(ListLike):
    """A turn's plays before trick 5 with a shadow possible, each made only when asked: every
    card of ``cards`` plain, then with each other card of ``hand`` (display order) it lets go
    down face down, ``counts`` of them a card (``plays`` counts them). A card that lets fewer
    than all the others go down binds the second card to its lead colour."""

    __slots__ = ("cards", "hand", "led", "counts", "n")      # (set by ``Ninja.plays``)
    cards: list[TTCard]
    hand: list[TTCard]
    led: str | None
    counts: list[int]
    n: int

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, r):  # type: ignore[override]
        if r.__class__ is slice:
            return list(self)[r]
        if r < 0:
            r += self.n
        if not 0 <= r < self.n:
            raise IndexError("play index out of range")
        counts, k = self.counts, 0
        while r >= counts[k]:           # the card: (loops, one play a turn)
            r -= counts[k]
            k += 1
        x = self.cards[k]
        if not r:
            return x, ()
        hand = self.hand
        free = counts[k] == len(hand)   # every other card may go down
        lead = self.led if self.led is not None else x.follows
        for c in hand:
            if c is not x and (free or c.follows is None or c.follows == lead):
                if r == 1:
                    return x, (SHADOW, c.code)
                r -= 1
        raise AssertionError("a count of _Shadows is wrong")


class Ninja(Character):
    name = "ninja"
    code = "2D"
    title = {"en": "Ninja", "ja": "忍者"}
    expansion = True
    table = {0: 70, 1: -20, 2: 70, 3: -20, 4: 140, 5: WINS}
    pending_verbs = ("reveal", "drop")
    win_rulings = ("TT-020",)

    def init(self, st: TTState, seat: str) -> dict:
        # shadow_rest: seats still to play when the face-down card went down (TT-077), None
        # once it is decided on; deferred: those of them found passed over. Both are set when
        # a shadow goes down and cleared when it is decided on (or rewound), not at every
        # trick's start: an ``on_trick_start`` was a call at every trick of every Ninja
        return {"shadow_rest": None, "deferred": (), "shadows": 0}

    # -- playing: the shadow clone (TT-101, TT-102) ----------------------------------------
    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        return self._variants(st, seat, card, self._shadow_hand(st, seat))

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> Sequence[tuple[TTCard, tuple[str, ...]]]:
        """The hand sorted (and the shadow's chance checked) once for all its cards, and with
        a shadow possible, ``_variants`` of every card counted for the turn (``_Shadows``:
        a random turn reads the count and one play, and building them all was 2 % of a
        random game's bytecodes)."""
        # (no helper calls here: asked at each of the Ninja's turns. _shadow_hand and
        # can_shadow written out, and lead_after with the lead colour read once)
        trick, hand = st.trick_no, st.hands[seat]
        if trick >= LAST_TRICK:         # the second card is the deck's top card, if any
            ways = [(), (SHADOW,)] if st.deck or st.discard else [()]
            return [(x, words) for x in cards for words in ways]
        if not (st.deck or st.discard) and len(hand) - 2 < LAST_TRICK - trick:
            return [(x, ()) for x in cards]
        # ``cards`` (in display order) are the whole hand unless must-follow took some out
        if len(cards) != len(hand):
            hand = sort_hand(hand)
        else:
            hand = cards
        # each card's number of plays (plain, then one per second card it allows): a card
        # binds the second to its lead colour while another card of that colour stays in
        # hand, and then only that colour and the cards that follow nothing (``wild``) may
        # go down: itself excluded, 1 + wild + same - (it is one of them), else every other
        led, size, wild = st.lead, len(hand), 0
        counts, n = [], 0
        if led is not None:             # following: one lead colour for every card
            same = 0
            for c in hand:
                follows = c.follows
                if follows is None:
                    wild += 1
                elif follows == led:
                    same += 1
            for x in cards:
                follows = x.follows
                if follows == led:
                    k = wild + same if same > 1 else size
                else:
                    k = wild + same + (follows is not None) if same else size
                counts.append(k)
                n += k
        else:                           # leading: each card's own colour
            held: dict[str | None, int] = {}
            for c in hand:
                follows = c.follows
                held[follows] = held.get(follows, 0) + 1
            wild = held.get(None, 0)
            for x in cards:
                follows = x.follows
                same = held[follows] if follows is not None else 0
                k = wild + same if same > 1 else size
                counts.append(k)
                n += k
        # (made by ``__new__`` and slot stores: ``_Shadows(...)`` would call an __init__)
        out = _Shadows.__new__(_Shadows)
        out.cards, out.hand, out.led, out.counts, out.n = cards, hand, led, counts, n
        return out

    def _shadow_hand(self, st: TTState, seat: str) -> list[TTCard] | None:
        """The hand in display order when a hand card may go down as the shadow (before
        trick 5, ``can_shadow``), else None."""
        if st.trick_no < LAST_TRICK and self.can_shadow(st, seat):
            return sort_hand(st.hands[seat])
        return None

    @staticmethod
    def _variants(st: TTState, seat: str, card: TTCard,
                  hand: list[TTCard] | None) -> list[tuple[str, ...]]:
        """``play_variants`` of ``card``, ``hand`` being ``_shadow_hand``."""
        out: list[tuple[str, ...]] = [()]
        if st.trick_no >= LAST_TRICK:
            if st.deck or st.discard:
                out.append((SHADOW,))
            return out
        if hand is not None:
            # follow_problem for every second card at once: the lead colour after ``card``
            # binds the second card only while another card of that colour stays in hand
            lead = lead_after(st, card)
            bound = False               # (a loop, not any(): asked for every card of a turn)
            if lead is not None:
                for c in hand:
                    if c.follows == lead and c is not card:
                        bound = True
                        break
            out += [(SHADOW, c.code) for c in hand if c is not card
                    and (not bound or c.follows is None or c.follows == lead)]
        return out

    @staticmethod
    def can_shadow(st: TTState, seat: str) -> bool:
        """Before trick 5: a card can be drawn back, or the hand keeps one card for each trick
        still to come (TT-177: with nothing to draw the Ninja must not run out of cards)."""
        return bool(st.deck or st.discard) or len(st.hands[seat]) - 2 >= LAST_TRICK - st.trick_no

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        entry = plain_entry(seat, card, index)
        if not words:
            return entry
        if words[0].lower() != SHADOW:
            self.refuse(f"'{' '.join(words)}' means nothing after a card: write "
                        f"'{seat} {card} shadow <card>' for a shadow clone", "PLAY_EXTRA_WORDS",
                        "TT-101", words=" ".join(words))
        rest = words[1:]
        if st.trick_no >= LAST_TRICK:
            if rest:
                self.refuse(f"in trick 5 the second card is the top card of the draw deck: "
                            f"write '{seat} {card} shadow'", "NINJA_SHADOW_FROM_DECK", "TT-101")
            if not (st.deck or st.discard):
                self.refuse("nothing is left to draw: no second card in trick 5",
                            "NINJA_SHADOW_NOTHING", "TT-177")
            return entry.with_extra(clone="deck")
        if not self.can_shadow(st, seat):
            self.refuse("nothing is left to draw: a second card now would leave you without a "
                        "card for a later trick", "NINJA_SHADOW_NO_DRAW", "TT-177")
        if len(rest) != 1:
            self.refuse(f"name the second card to play face down, e.g. '{seat} {card} shadow "
                        f"<card>'", "NINJA_SHADOW_NEEDS_CARD", "TT-101")
        second = TTCard.parse(rest[0])
        if second not in st.hands[seat] or second is card:
            self.refuse(f"{second} is not another card of {seat}'s hand", "NINJA_SHADOW_NOT_IN_HAND",
                        "TT-101", card=second, seat=seat)
        held = follow_problem(st, seat, card, second)
        if held:
            suit = COLOUR_NAME[lead_after(st, card)]
            self.refuse(f"the face-down card must follow {suit} too: {seat} holds "
                        f"{' '.join(c.label for c in held)}", "MUST_FOLLOW", "TT-102",
                        suit=suit, held=held, card=second)
        return entry.with_extra(clone=second)

    def listed_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                     index: int, steps: list[Step]) -> Entry:
        """A play of ``plays``: its second card is another card of the hand that may follow
        (or, in trick 5, the deck's top card, with a card left to draw), so the words are
        only read, not checked again (each Ninja play is made here)."""
        if not words:
            return plain_entry(seat, card, index)
        # (``plain_entry(...).with_extra(clone=...)`` as one Entry: no keyword call)
        return new_entry(seat, card, index, False, None, None,
                         (("clone", TTCard.parse(words[1]) if len(words) > 1 else "deck"),))

    def on_any_play(self, st: TTState, seat: str, entry: Entry, events: list[Event]) -> None:
        # asked at every face-up entry: most are another seat's, and no shadow is down
        if entry.seat == seat and entry.extra and not entry.facedown:
            for key, clone in entry.extra:      # (``entry.get("clone")`` without its call)
                if key == "clone":
                    if clone is not None:
                        self._place_shadow(st, seat, entry, events)
                    break
        d = st.cdata[seat]
        rest = d["shadow_rest"]
        # a seat can be passed over (``deferred``) only with two or more seats still to play
        # when the shadow went down: else there is nothing to check
        if rest is None or len(rest) < 2 or st.pending is not None:
            return
        # the seats play in the order the Ninja saw (most tricks): the first seat of ``rest``
        # plays, leaves it (a played seat first in ``rest`` is never passed over: what the
        # loops below find is unchanged) and nobody can have been passed over, without the
        # loops. Once another seat plays out of that order, the Ninja's own seat (played)
        # goes first in ``rest``, so every later play takes the loops (TT-077)
        player = entry.seat
        if player == rest[0]:
            d["shadow_rest"] = rest[1:]
            return
        if player != seat and rest[0] != seat:
            d["shadow_rest"] = rest = (seat, *rest)
        # the seats on the table, and whether the shadow is still down, in one loop without
        # calls (written here, not in a method: asked at most plays once a shadow is down)
        played = set()
        down = False
        for e in st.entries:
            played.add(e.seat)
            if e.facedown and e.seat == seat and _SHADOW in e.extra:
                down = True
        if not down:
            return
        # the seats of ``rest`` (the order the Ninja saw) that have not played although a
        # seat after them has: they chose to play last after the Ninja's turn (Timid Boots)
        out: list[str] = []
        after = False                       # a seat after this one has played
        for s in reversed(rest):
            if s in played:
                after = True
            elif after:
                out.append(s)
        if out:
            out.reverse()
            self._deferred(st, seat, tuple(out), events)

    def _place_shadow(self, st: TTState, seat: str, entry: Entry, events: Sink) -> None:
        """Put the second card face down next to the first one, then draw 1 (TT-101)."""
        k = len(st.entries) - 1             # its place: the last entry, as just played
        if k < 0 or st.entries[k] is not entry:
            for k, e in enumerate(st.entries):  # (a loop, not next() of a generator)
                if e.seat == seat and e.card is entry.card:
                    break
            else:
                raise AssertionError(f"{entry.card} was just played: it is on the table")
        # the entry without its clone word (loops and a plain new_entry(): no generator, no
        # keyword call, as this runs at every shadow)
        kept: list[tuple[str, Any]] = []
        clone: Any = None                   # the shadow card named, or "deck" (trick 5)
        for kv in entry.extra:
            if kv[0] == "clone":
                if clone is None:
                    clone = kv[1]
            else:
                kept.append(kv)
        st.entries[k] = new_entry(entry.seat, entry.card, entry.index, entry.facedown,
                                  entry.item, entry.token, tuple(kept), entry.more)
        from_deck = clone == "deck"
        if from_deck:                       # trick 5: the top card of the draw deck
            got = draw(st, seat, 1, events, why="shadow", react=False)
            if not got:
                return
            clone = got[0]
        st.hands[seat].remove(clone)    # (cards compare by identity: this card leaves)
        st.entries.append(new_entry(seat, clone, None, True, None, None, _SHADOW_EXTRA))
        d = st.cdata[seat]
        played = set()                  # (a set, not any() for each seat; loops, not calls)
        for e in st.entries:
            played.add(e.seat)
        rest = []
        for s in st.order:
            if s != seat and s not in played:
                rest.append(s)
        d["shadow_rest"], d["deferred"] = tuple(rest), ()
        d["shadows"] += 1
        claimers = False                # another seat's character claims tricks (TT-089)
        for s, n in st.chars.items():
            if s != seat:
                claims = _CLAIMS.get(n)     # (kept per character: asked at every shadow)
                if claims is None:
                    claims = _CLAIMS[n] = \
                        type(REGISTRY.get(n) or get(n)).claims is not Character.claims
                if claims:
                    claimers = True
                    break
        rid = ("TT-101", "TT-103") + (() if from_deck else ("TT-102",)) + \
            (("TT-089",) if claimers else ())
        trick = st.trick_no if st.phase == "play" else 0
        events.append((_shadow_event, seat, rid, st.round, trick, from_deck, entry.card, clone))
        if not from_deck:
            draw(st, seat, 1, events, why="shadow")

    # -- turning it up or discarding it (TT-103, TT-077) -----------------------------------
    @staticmethod
    def facedown(st: TTState, seat: str) -> list[Entry]:
        return [e for e in st.entries if e.seat == seat and e.facedown and e.get("shadow")]

    def _deferred(self, st: TTState, seat: str, late: tuple[str, ...],
                  events: list[Event]) -> None:
        """``late`` passed over the shadow's seat order (``on_any_play`` found them): under
        the seat-order rule the Ninja decides as soon as only they are left (TT-077)."""
        st.cdata[seat]["deferred"] = late
        if st.opts.get("ninja_timing") != "seat_order":
            return
        left = [s for s in st.order if not any(e.seat == s for e in st.entries)]
        if left and all(s in late for s in left):      # only the Boots player is left
            self._ask(st, seat, events)

    def _ask(self, st: TTState, seat: str, events: Sink) -> None:
        late = st.cdata[seat]["deferred"]
        early = bool(late) and any(not any(e.seat == s for e in st.entries) for s in late)
        code = "NINJA_DECIDES_SEAT_ORDER" if early else \
            "NINJA_DECIDES_AFTER_BOOTS" if late else "NINJA_DECIDES"
        events.append((Event, EventKind.RULE, code, seat,
                       ("TT-103",) + (("TT-077",) if late else ()),
                       {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0,
                        "late": list(late)}))      # ({**where(st), ...} without its call)
        st.pending = (seat, "ninja_shadow", {"owner": self.name, "ruling": "TT-103"})

    def before_resolve(self, st: TTState, seat: str, events: list[Event]) -> bool:
        # the shadow still down? (asked at every trick, and most have no shadow down: told by
        # ``shadow_rest``, set only while one is, without a look at every entry)
        if st.cdata[seat]["shadow_rest"] is None:
            return False
        for e in st.entries:
            if e.facedown and e.seat == seat and _SHADOW in e.extra:
                self._ask(st, seat, events)
                return True
        return False

    # its shadow decision's two answers, in the order they are listed
    ANSWERS = ("reveal", "drop")

    def pending_actions(self, st: TTState, seat: str, data: dict[str, Any]) -> list[Action]:
        return [make_action(seat, kind) for kind in self.ANSWERS]

    def pending_count(self, st: TTState, seat: str, data: dict[str, Any]) -> int:
        """Always both answers: a random playout draws one without listing them."""
        return len(self.ANSWERS)

    def pending_act(self, st: TTState, action: Action, data: dict[str, Any],
                    events: list[Event]) -> None:
        if action.args:
            self.refuse(f"write just '{action.kind}'", "PLAY_EXTRA_WORDS", "TT-103",
                        words=" ".join(action.args))
        self.pending_choose(st, action.seat, data, self.ANSWERS.index(action.kind), events)

    def pending_choose(self, st: TTState, seat: str, data: dict[str, Any], i: int,
                       events: Sink) -> None:
        """The shadow card turned up (``reveal``) or discarded (``drop``), TT-103: answer
        ``i`` of ``ANSWERS`` (no Action made; the decision itself, not a call to it, as a
        random playout draws it at every shadow)."""
        kind = self.ANSWERS[i]
        k = 0                   # its place (a loop: list.index would compare entries)
        for e in st.entries:
            if e.facedown and e.seat == seat and _SHADOW in e.extra:
                break
            k += 1
        else:
            self.refuse("there is no face-down card to decide on", "WRONG_ACTION", "TT-103")
        entry = st.entries[k]
        d = st.cdata[seat]
        late = d["deferred"]
        d["shadow_rest"] = None             # decided: no seat is passed over it any more
        rid = ("TT-103",) + (("TT-077",) if late else ())
        st.pending = None
        at = {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0}  # where(st)
        if kind == "drop":
            del st.entries[k]
            to_pile(st, [entry.card])
            events.append((_dropped_event, seat, rid, at, entry.card,
                           bool(st.opts.get("public_discards"))))
            return
        nxt = 0                             # after every face-up card (a loop, not sum())
        for e in st.entries:
            if not e.facedown:
                nxt += 1
        # (``entry.changed(facedown=False, index=nxt)`` as a positional Entry: no keywords)
        up = new_entry(entry.seat, entry.card, nxt, False, entry.item, entry.token,
                       entry.extra, entry.more)
        st.entries[k] = up
        if st.lead is None and up.card.kind == NUM:
            st.lead = up.card.suit
        # still to play: the Timid Boots user who chose to play last after the Ninja had
        # played, when the Ninja decides before that player (the seat-order rule, TT-077)
        played = set()                  # (loops, not comprehensions: no calls)
        for e in st.entries:
            played.add(e.seat)
        after = []
        for s in st.order:
            if s not in played:
                after.append(s)
        events.append((Event, EventKind.ACTION, "NINJA_REVEALS_BEFORE" if after
                       else "NINJA_REVEALS", seat, rid,
                       {**at, "shown": entry.card,
                        "index": nxt + 1, "after": after}))
        for s, sc in hooked(st, "on_any_play"):     # traps see it now (as the engine: only
            sc.on_any_play(st, s, up, events)       # the seats whose character watches)

    def on_trick_won(self, st: TTState, seat: str, res, events: Sink) -> None:
        if res.winner != seat:
            return
        mine = 0                            # (a loop, not a comprehension: at every trick)
        for e in res.entries:
            if e.seat == seat:
                mine += 1
        if mine > 1:
            events.append((Event, EventKind.RULE, "NINJA_ONE_TRICK", seat, ("TT-105",),
                           {**where(st), "card": res.entry.card}))

    def on_rewind(self, st: TTState, seat: str, entries: list[Entry], events: list[Event]) -> None:
        """TT-149: this seat's face-down shadow cards are discarded (see the module docstring
        for what the Time Traveler does with the other entries)."""
        d = st.cdata[seat]
        d["shadow_rest"], d["deferred"] = None, ()
        for e in entries:
            if e.seat != seat or not e.facedown or not e.get("shadow"):
                continue
            if e.card in st.hands[seat]:
                st.hands[seat].remove(e.card)
            st.entries = [x for x in st.entries if x is not e]
            to_pile(st, [e.card])
            events.append(_dropped_event(seat, ("TT-149",), where(st), e.card,
                                         bool(st.opts.get("public_discards")),
                                         "NINJA_REWIND_DISCARD", EventKind.RULE))

    # -- crowns and points (TT-104) --------------------------------------------------------
    def gold_eligible(self, st: TTState, seat: str) -> bool:
        return self.tricks(st, seat) != 2

    def black_eligible(self, st: TTState, seat: str) -> bool:
        return self.tricks(st, seat) == 2

    def crown_rulings(self, st: TTState, seat: str, kind: str) -> tuple[str, ...]:
        return ("TT-104",) if kind in ("gold", "black") else ()

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        n = self.tricks(st, seat)
        pts = self.table.get(n)
        if pts is None:
            return []
        code = {0: "NINJA_TABLE_ZERO", 2: "NINJA_TABLE_TWO"}.get(n, "TABLE_POINTS")
        return [(pts, (code, ("TT-104",) if n in (0, 2) else (),
                       {"seat": seat, "character": self.name, "tricks": n, "delta": pts}))]

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat)
        if not d:
            return {}
        return {"ninja": {seat: {"facedown": len(self.facedown(st, seat)),
                                 "shadows": d.get("shadows", 0)}}}


def _dropped_event(seat: str, rid: tuple[str, ...], at: dict[str, Any], card: TTCard,
                   public: bool, code: str = "NINJA_DROPS",
                   kind: EventKind = EventKind.ACTION) -> Event:
    """The one event of a discarded shadow card (dropped, or discarded by a Rewind), seen as
    the discard pile is (TT-015): its card is the Ninja's (and the teacher's) to read, face
    down, unless discards are public; the others read that a card nobody saw was discarded
    (``code`` and its ``_SEEN`` words). A public event and the pile's own private one told
    the Ninja the same discard twice."""
    seen = {"cards": [card], "face": "discard_face_up" if public else "discard_face_down"}
    return Event(kind, code, seat, rid + ("TT-015",),
                 {**at, **(seen if public else {})}, private={} if public else {seat: seen})


def _shadow_event(seat: str, rid: tuple[str, ...], round_no: int, trick: int, from_deck: bool,
                  first: TTCard, clone: TTCard) -> Event:
    """The one event of a shadow clone laid down (at once, or as a record): the others read that a second card lies
    face down, the Ninja and the teacher which card it is (``clone``, private: the
    ``_SEEN`` words). A public line and a private "Your face-down shadow card is …" told the
    Ninja twice, and told it to the teacher as if the teacher were the Ninja."""
    return Event(EventKind.RULE, "NINJA_SHADOW_DECK" if from_deck else "NINJA_SHADOW", seat,
                 rid, {"round": round_no, "trick": trick, "card": SHADOW, "first": first},
                 private={seat: {"clone": clone}})
