"""Alchemist (アルケミスト, 3C): plays 3 cards of its own deck as one entry, gains elements on a
magic circle and forges crowns (spec 7.13, TT-130…TT-140, TT-179…TT-181).

Round data (``st.cdata[seat]``):

* ``deck`` — the Alchemist deck, top first (hidden: ``private_keys``; ``deck_n`` is its public
  size). Setup discards the hand to the shared discard pile, shuffles the 15 cards taken from
  the box (scenario field ``alchemist_deck`` fixes the top) and draws 6. The hand limit is 6.
* ``circle`` — (point, element) pairs of the magic circle (``magic_circle.py``), in placement
  order; ``queue`` — elements gained and still to be placed (a ``place`` decision each).

A play is one entry of 3 cards: ``Ann AR3 AR4 AB5`` (``Entry.card`` is the first card named,
``Entry.more`` the other two), with a colour word when the Alchemist sets the lead colour
(``Ann AR3 AB4 AG5 black``). Alchemy value, colour and elements follow 7.13. The engine's
plain must-follow check only sees the first card, so ``exempt`` always answers and
``make_entry`` applies the real rule to the 3 cards (black is colourless for the Alchemist and
never obliges it). The other two cards leave the hand in ``on_played``; the draw and the
elements α–δ come in ``on_any_play`` (after the play is announced); ε in ``after_trick``.

Received cards: black cards are colourless numbers, special cards colourless 0s (TT-136).
Change the past hands it 3 cards (``cards_owed``); received beyond the hand limit they go on top
of the Alchemist deck (TT-160). That is applied at once when the cards arrive while a finished
trick is being dealt with; cards received during a turn or a setup are followed by a discard or
a card handed back (a carried Strategist card, a partner exchange), so there the limit is only
enforced at the start of the next trick.

Rewind (TT-152): the Time Traveler's generic rewind returns ``entry.card`` to the hand;
``on_rewind`` brings back the two cards of ``entry.more`` as well, then the three returned cards
fill the hand up to 6 (in the order they were named) and the rest go on top of the Alchemist
deck, first-named card on top. Elements already placed stay.

Round end: formations score (``round_points``); then, at stage ``forge``, a complete hexagon
lets it forge (TT-139) from the game-long supply ``st.table_data["forged"]`` (crowns forged so
far; a forged crown is a new crown, a black crown paid goes to the box).
"""
from __future__ import annotations

from functools import partial
from collections.abc import Sequence
from itertools import combinations, repeat
from operator import attrgetter, eq
from typing import Any

from tricklab.core.actions import Action, Options
from tricklab.core.chance import shuffle
from tricklab.core.errors import NotationError, SetupError
from tricklab.core.listlike import ListLike
from tricklab.core.events import Event, EventKind, Sink, Step, StepLater, StepsLater

from ..cards import (ALCHEMIST_DECK, COLOUR_WORDS, NUM, TRUMP, TTCard, card_of_code,
                     parse_colour, sort_hand)
from ..state import Entry, TTState, new_entry
from ..table import crown, discard, from_box, gain, rng, where
from ..trick import COLOUR_NAME, Eff, number_eff, printed
from . import magic_circle as mc
from ..registry import get
from .base import Character, Line

HAND_LIMIT = 6
PLAY = 3
COLOURED = ("R", "B", "G")
FORGE_MAX = {"gold": 1, "black": 2}


# ``Alchemist.effective``'s last answer: (entry, card given, revolt, lead colour, answer,
# whether the entry declared its colour)
_LAST: list[tuple[Any, ...]] = [(None, None, None, None, None, False)]


# -- pure helpers ----------------------------------------------------------------------------
def alch_colour(card: TTCard) -> str | None:
    """The colour a card has for the Alchemist: black and special cards are colourless."""
    return card.suit if card.kind == NUM and card.suit in COLOURED else None


def alchemy_value(cards) -> tuple[int, int]:
    """(sum, value): 10 stays 10, 11 and more keep the ones digit (TT-131); a special card
    counts 0 (TT-136)."""
    total = 0
    for c in cards:             # (a loop, not sum() of a generator: at every Alchemist play)
        if c.kind == NUM:
            total += c.value
    return total, (10 if total == 10 else total % 10 if total > 10 else total)


def shapes(cards) -> list[str]:
    """β (three of a kind), γ (flush), δ (straight); only 3 coloured number cards form them."""
    if len(cards) != PLAY:
        return []
    # (the three cards named, no loop, set or comprehension: asked at every Alchemist play;
    # ``follows`` is a coloured number card's suit, so one test says red, blue or green)
    a, b, c = cards
    if a.follows not in COLOURED or b.follows not in COLOURED or c.follows not in COLOURED:
        return []
    low, mid, high = sorted((a.value, b.value, c.value))
    out = []
    if low == high:
        out.append("β")
    if a.suit == b.suit == c.suit:
        out.append("γ")
    if mid == low + 1 and high == mid + 1:
        out.append("δ")
    return out


def colour_options(cards) -> list[str]:
    """Colours a leading Alchemist may name: its cards' colours; black only from one red, one
    blue and one green (TT-132). Empty: no red/blue/green card, a colourless entry (TT-133)."""
    cols = [alch_colour(c) for c in cards]
    out = [s for s in COLOURED if s in cols]
    if len(cards) == PLAY and sorted(c or "" for c in cols) == sorted(COLOURED):
        out.append(TRUMP)
    return out


def _variants(held, lead: str | None) -> dict[TTCard, tuple[tuple[str, ...], ...]]:
    """The extra words of every 3-card play of a hand as ``held``, by its lowest card in
    display order (``play_variants``; ``plays`` reads the same table by index)."""
    hand = sort_hand(held)
    found: dict[TTCard, list[tuple[str, ...]]] = {c: [] for c in hand}
    for places, end in _shape(lead, tuple(map(_FOLLOWS, hand))):
        found[hand[places[0]]].append(tuple(hand[j].code for j in places[1:]) + end)
    return {c: tuple(words) for c, words in found.items()}


_FOLLOWS = attrgetter("follows")     # a card's must-follow colour (None: a special card)


def _shape(lead: str | None, follows: tuple[str | None, ...]) -> tuple[_Play, ...]:
    """The plays of a hand whose cards, in display order, follow these colours, each as
    (places of its cards, lowest first; colour words), in the order of ``combinations``:
    by lowest card, then the others. Kept per pattern: the plays depend on the cards only
    through their colours, hands share a few hundred patterns, and the hand itself changes
    at every play. A leader's pattern is its colours; a follower's, which of its cards hold
    the lead colour (one pattern per hand size when none does: any 3 cards)."""
    n = len(follows)
    follow = lead in COLOURED and lead in follows
    key: Any = (None, follows) if lead is None else tuple(map(eq, follows, repeat(lead))) \
        if follow else n
    shape = _SHAPES.get(key)
    if shape is not None:
        return shape
    # (loops, not comprehensions: a pattern not seen yet is worked out at a turn)
    cols: list[Any] = []
    if lead is None:
        for f in follows:
            cols.append(f if f in COLOURED else None)     # black: colourless (TT-136)
    else:                                    # following: True marks the lead colour
        cols = list(key) if follow else [False] * n
    need = max(1, min(PLAY, n))              # the cards of a play (made by itertools)
    out: list[_Play] = []
    for places, colours in zip(combinations(range(n), need), combinations(cols, need)):
        if lead is None:                     # the leader names a colour when it may choose
            for end in _ENDINGS.get(colours) or _endings(colours):
                out.append((places, end))
        elif not follow or True in colours:  # must-follow on the 3 cards (TT-132)
            out.append((places, ()))
    if len(_SHAPES) >= 4_096:            # (bounded: a hand beyond the limit has more patterns)
        _SHAPES.clear()
    shape = _SHAPES[key] = tuple(out)
    return shape


def _endings(cols: tuple[str | None, ...]) -> tuple[tuple[str, ...], ...]:
    """What a leading play of cards with these Alchemist colours may end with: each colour it
    may name (``colour_options`` in words), or nothing when it names none; kept per colour
    combination (a hand's plays share a few dozen of them)."""
    opts = [o for o in COLOURED if o in cols]
    if len(cols) == PLAY and sorted(c or "" for c in cols) == sorted(COLOURED):
        opts.append(TRUMP)
    found = _ENDINGS[cols] = tuple((COLOUR_NAME[o],) for o in opts) or ((),)
    return found


_ENDINGS: dict[tuple[str | None, ...], tuple[tuple[str, ...], ...]] = {}
_Play = tuple[tuple[int, ...], tuple[str, ...]]
_SHAPES: dict[Any, tuple[_Play, ...]] = {}   # per pattern (see _shape)


class _Plays(ListLike):
    """A turn's plays, (card, words) as ``plays`` lists them, each made only when asked: a
    random turn reads the length and one play, so building the 20 to 60 others (3 % of a
    random game's instructions) was waste. Iterating makes them all, in order."""

    __slots__ = ("cards", "shape")      # (set by ``Alchemist.plays``)
    cards: list[TTCard]
    shape: tuple[_Play, ...]

    def __len__(self) -> int:
        return len(self.shape)

    def __getitem__(self, r):  # type: ignore[override]
        if r.__class__ is slice:
            return list(self)[r]
        places, end = self.shape[r]
        cards = self.cards
        words = []          # (a loop: one play a turn, two names at most)
        for j in places[1:]:
            words.append(cards[j].code)
        return cards[places[0]], (*words, *end)


def _read(card: TTCard, words: tuple[str, ...]) -> tuple[list[TTCard], list[str]]:
    """The cards of a play (``card`` first) and its colour words, each word read once."""
    named: list[str] = []
    cards = [card]
    for w in words:
        if parse_colour(w):
            named.append(w)
        else:
            cards.append(TTCard.parse(w))
    return cards, named


def _entry_steps(seat: str, cards: list[TTCard], total: int, value: int, need: int,
                 pale: list[TTCard], declares: bool, colour: str | None, after: bool,
                 lead: str | None) -> list[Step]:
    """The steps of an entry (``Alchemist._entry``): fewer cards, the alchemy value, the
    colourless cards, then the colour it declares or takes. ``after``: entries lay before
    it (TT-179: a colourless lead came first)."""
    p = {"seat": seat, "cards": cards, "total": total, "value": value}
    steps = []
    if need < PLAY:                          # only after other players' effects [interp]
        steps.append(Step("ALCH_FEWER_CARDS", ("TT-130",), {"seat": seat, "n": need}))
    steps.append(Step("ALCH_VALUE", ("TT-131",), p))
    if pale:
        steps.append(Step("ALCH_COLOURLESS_CARDS", ("TT-136",), {"seat": seat, "cards": pale}))
    if declares and colour is not None:
        steps.append(Step("ALCH_DECLARES", ("TT-132",) + (("TT-179",) if after else ()),
                          {**p, "colour": COLOUR_NAME[colour]}))
    elif declares:
        steps.append(Step("ALCH_COLOURLESS_ENTRY", ("TT-133",) + (("TT-179",) if after
                                                                 else ()), p))
    else:
        steps.append(Step("ALCH_TAKES_LEAD", ("TT-132",), {**p, "colour": COLOUR_NAME[lead]}))
    return steps


class Alchemist(Character):
    name = "alchemist"
    code = "3C"
    frees_every_card = True              # never bound by must-follow (TT-132)
    title = {"en": "Alchemist", "ja": "アルケミスト"}
    expansion = True
    exclusive = ALCHEMIST_DECK
    exclusive_ruling = "TT-130"
    pending_verbs = ("place", "forge")
    private_keys = ("deck",)
    scenario_fields = {"alchemist_deck": "the top cards of the Alchemist deck, top first "
                                         "(e.g. [AR1, AR2, AR3, AB4, AB5, AG1]); the rest is "
                                         "shuffled"}

    def check_scenario_field(self, key: str, value: Any) -> Any:
        items = value.replace(",", " ").split() if isinstance(value, str) else value
        cards: list[TTCard] = []
        try:
            cards = [TTCard.parse(x) for x in items]
        except (NotationError, TypeError):
            cards = [None]  # type: ignore[list-item]
        if any(c not in ALCHEMIST_DECK for c in cards) or len(set(cards)) != len(cards):
            raise SetupError("alchemist_deck: different cards of the Alchemist deck (AR1…AR5, "
                             "AB1…AB5, AG1…AG5), top first", code="SETUP_ALCHEMIST_DECK",
                             text=str(value))
        return tuple(cards)

    # -- round data ------------------------------------------------------------------------
    def init(self, st: TTState, seat: str) -> dict:
        return {"deck": (), "deck_n": 0, "circle": (), "queue": (), "eps": None,
                "forge_asked": False}

    def held_cards(self, st: TTState, seat: str) -> list[TTCard]:
        return list(st.cdata[seat].get("deck", ()))

    @staticmethod
    def _set_deck(d: dict, cards) -> None:
        d["deck"] = tuple(cards)
        d["deck_n"] = len(d["deck"])

    def _draw(self, st: TTState, seat: str, n: int, events: Sink, why: str,
              rulings: tuple[str, ...] = ("TT-130",)) -> list[TTCard]:
        """Draw from the top of the Alchemist deck (as many as remain)."""
        d = st.cdata[seat]
        deck = d["deck"]
        got = list(deck[:max(0, n)])
        d["deck"] = rest = deck[len(got):]      # (``_set_deck`` written out: at every play)
        d["deck_n"] = len(rest)
        st.hands[seat].extend(got)
        if got:
            events.append((_alch_draws_event, seat, rulings, st.round,
                           st.trick_no if st.phase == "play" else 0, len(got), got, why,
                           d["deck_n"]))
        return got

    def _to_top(self, st: TTState, seat: str, cards: list[TTCard], events: Sink,
                ruling: str) -> None:
        """Cards beyond the hand limit go on top of the Alchemist deck (TT-152, TT-160)."""
        if not cards:
            return
        d = st.cdata[seat]
        self._set_deck(d, tuple(cards) + d["deck"])
        events.append((Event, EventKind.RULE, "ALCH_ON_TOP", seat, (ruling,),
                       {**where(st), "n": len(cards), "limit": HAND_LIMIT,
                        "left": d["deck_n"]}))

    # -- setup -----------------------------------------------------------------------------
    def setup_auto(self, st: TTState, seat: str, events: Sink) -> None:
        d = st.cdata[seat]
        discard(st, seat, list(st.hands[seat]), events, why="alchemist")
        mine = from_box(st, self.exclusive)
        top = [c for c in st.fixed.get("alchemist_deck", ()) if c in mine]
        rest = [c for c in mine if c not in top] if top else list(mine)
        shuffle(rng(st, st.round, "alchemist"), rest)
        self._set_deck(d, top + rest)
        events.append((Event, EventKind.RULE, "ALCH_SETUP", seat, ("TT-130",),
                       {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0,
                        "n": len(mine), "hand": HAND_LIMIT}))      # (where(st) without its call)
        self._draw(st, seat, HAND_LIMIT, events, why="setup")

    def exchange(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        """Round 3 (TT-138): the cards go under the Alchemist deck in the order named, the
        replacements come from its top."""
        d = st.cdata[seat]
        for c in cards:
            st.hands[seat].remove(c)
        self._set_deck(d, d["deck"] + tuple(cards))
        events.append(Event(EventKind.RULE, "ALCH_EXCHANGE", seat, ("TT-138",),
                            {**where(st), "n": len(cards), "cards": list(cards)},
                            visible_to=frozenset({seat})))
        self._draw(st, seat, len(cards), events, why="exchange", rulings=("TT-138",))

    # -- hand limit --------------------------------------------------------------------------
    def on_receive(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        """TT-160: while a finished trick is dealt with (Change the past) cards beyond the
        hand limit go on top of the Alchemist deck at once (see the module docstring)."""
        if st.phase != "play" or st.stage not in ("won", "moved"):
            return
        hand = st.hands[seat]
        mine = [c for c in cards if c in hand]
        n = min(len(mine), len(hand) - HAND_LIMIT)
        if n <= 0:
            return
        over = mine[len(mine) - n:]
        for c in over:
            hand.remove(c)
        self._to_top(st, seat, over, events, "TT-160")

    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        hand = st.hands[seat]
        if len(hand) > HAND_LIMIT:              # the hand limit, whatever brought it above
            over = hand[HAND_LIMIT:]
            del hand[HAND_LIMIT:]
            self._to_top(st, seat, over, events, "TT-160")

    def cards_owed(self, st: TTState, seat: str) -> int:
        return PLAY

    def on_rewind(self, st: TTState, seat: str, entries: list[Entry], events: Sink) -> None:
        """TT-152: the other two cards come back too; the hand is refilled to 6 and the rest go
        on top of the Alchemist deck. Elements stay (nothing to do for them)."""
        hand = st.hands[seat]
        for e in entries:
            if e.seat != seat or not e.get("separate_cards"):
                continue
            back = []
            for c in e.cards:
                if c in hand:                    # returned by the rewind itself
                    hand.remove(c)
                    back.append(c)
                elif c is not e.card:            # the other two: nobody else returns them
                    back.append(c)
            room = max(0, HAND_LIMIT - len(hand))
            hand.extend(back[:room])
            events.append((Event, EventKind.RULE, "ALCH_REWOUND", seat, ("TT-152",),
                           {**where(st), "cards": list(e.cards), "to_hand": len(back[:room]),
                            "elements": len(st.cdata[seat]["circle"])}))
            self._to_top(st, seat, back[room:], events, "TT-152")

    # -- playing 3 cards -------------------------------------------------------------------
    def exempt(self, st: TTState, seat: str, card: TTCard) -> StepLater:
        return ("ALCH_FOLLOW_THREE", ("TT-132",), {"seat": seat})

    def follow_free(self, st: TTState, seat: str, card: TTCard) -> bool:
        """Always: ``exempt`` answers for every card."""
        return True

    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        """Each set of cards once: ``card`` is the lowest of them in display order."""
        return list(_variants(tuple(st.hands[seat]), st.lead).get(card, ()))

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> Sequence[tuple[TTCard, tuple[str, ...]]]:
        """Every play of the hand, made by index from its colours' table (``_Plays``)."""
        if len(cards) != len(st.hands[seat]):   # (follow_free: every card is playable)
            return super().plays(st, seat, cards)
        # (made by ``__new__`` and two slot stores: ``_Plays(...)`` would call an __init__,
        # at every Alchemist turn)
        out = _Plays.__new__(_Plays)
        out.cards, out.shape = cards, _shape(st.lead, tuple(map(_FOLLOWS, cards)))
        return out

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        cards, named = _read(card, words)
        self._check(st, seat, cards, named)
        return self._entry(st, seat, cards, named, index, steps)

    def listed_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                     index: int, steps: list[Step]) -> Entry:
        """A play of ``plays``: ``_variants`` named cards of the hand, as many as it must play,
        following the lead, and a colour only when one is needed and allowed, so the words are
        only read (``_check`` was about 1 % of a random game)."""
        # (``_read`` written out for the words ``_Plays`` makes, card codes and then a colour
        # name: a parse call for each word is saved, at every play)
        cards, named = [card], []
        for w in words:
            if w in COLOUR_WORDS:
                named.append(w)
            else:
                cards.append(card_of_code(w))
        return self._entry(st, seat, cards, named, index, steps)

    def _check(self, st: TTState, seat: str, cards: list[TTCard], named: list[str]) -> None:
        """Refuse a typed play whose cards or colour word break TT-130…TT-133."""
        hand = st.hands[seat]
        need = min(PLAY, len(hand))
        if len(set(cards)) != len(cards):
            self.refuse("a card is named twice", "CARD_TWICE", "TT-130")
        for c in cards:
            if c not in hand:
                self.refuse(f"{c} is not in {seat}'s hand", "NOT_IN_HAND", "TT-130", card=c,
                            seat=seat)
        if len(cards) != need:
            self.refuse(f"the Alchemist plays exactly {need} cards as one entry, e.g. "
                        f"'{seat} AR1 AR2 AB3'", "ALCH_THREE_CARDS", "TT-130", n=need)
        lead = st.lead
        if lead in COLOURED and lead not in [alch_colour(c) for c in cards]:
            held = [c for c in hand if alch_colour(c) == lead]   # must-follow on 3 (TT-132)
            if held:
                self.refuse(f"must follow {COLOUR_NAME[lead]}: one of the 3 cards must be "
                            f"{COLOUR_NAME[lead]} ({seat} holds "
                            f"{' '.join(c.label for c in held)})", "MUST_FOLLOW", "TT-132",
                            suit=COLOUR_NAME[lead], held=held)
        if len(named) > 1:
            self.refuse("name at most one colour", "ALCH_COLOUR_WORDS", "TT-132")
        if lead is None:
            opts = colour_options(cards)
            word = parse_colour(named[0]) if named else None
            if word is not None and word not in opts:
                if not opts:
                    self.refuse("none of these cards is red, blue or green: the entry is a "
                                "colourless number and names no colour", "ALCH_NO_COLOUR",
                                "TT-133")
                self.refuse(f"the Alchemist names one of its cards' colours "
                            f"({', '.join(COLOUR_NAME[o] for o in opts)}); black only with one "
                            f"red, one blue and one green", "ALCH_COLOUR_NOT_ALLOWED",
                            "TT-132", colour=COLOUR_NAME[word],
                            options=[COLOUR_NAME[o] for o in opts])
            if word is None and len(opts) > 1:
                self.refuse(f"name the lead colour after the cards "
                            f"({', '.join(COLOUR_NAME[o] for o in opts)}), e.g. "
                            f"'{seat} {' '.join(map(str, cards))} {COLOUR_NAME[opts[0]]}'",
                            "ALCH_NAME_COLOUR", "TT-132",
                            options=[COLOUR_NAME[o] for o in opts])
        elif named:
            self.refuse(f"the lead colour is already {COLOUR_NAME[lead]}: the entry takes it, "
                        f"no colour is named", "ALCH_COLOUR_FOLLOWING", "TT-132")

    def _entry(self, st: TTState, seat: str, cards: list[TTCard], named: list[str],
               index: int, steps: list[Step]) -> Entry:
        """The entry of checked (or listed) ``cards`` and colour word, with its steps."""
        need = min(PLAY, len(st.hands[seat]))
        lead = st.lead
        # ``alchemy_value(cards)`` written out (a call at every Alchemist play; the two are
        # tested alike), with the colourless cards found in the same loop
        total = 0
        pale = []
        for c in cards:
            if c.kind == NUM:
                total += c.value
            if c.follows not in COLOURED:        # (a coloured number card's suit)
                pale.append(c)
        value = 10 if total == 10 else total % 10 if total > 10 else total
        declares = lead is None
        colour: str | None = None
        if declares:
            if named:
                colour = parse_colour(named[0])
            else:                                # at most one colour it may name: that one
                opts = colour_options(cards)
                colour = opts[0] if opts else None
        # its steps, made when the play's explanation is read (``_entry_steps``)
        steps.append(StepsLater((_entry_steps, seat, cards, total, value, need, pale,  # type: ignore[arg-type]
                                 declares, colour, bool(st.entries), lead)))
        return new_entry(seat, cards[0], index, False, None, None,  # (positional: no keywords)
                         (("separate_cards", True), ("alchemy", value), ("total", total),
                          ("declared", declares), ("colour", colour), ("badge", f"={value}")),
                         tuple(cards[1:]))

    def on_played(self, st: TTState, entry: Entry, events: list[Event]) -> None:
        hand = st.hands[entry.seat]
        for c in entry.more:    # (cards compare by identity, in C: ``remove`` takes this one)
            hand.remove(c)

    def on_any_play(self, st: TTState, seat: str, entry: Entry, events: Sink) -> None:
        """Its own entry is on the table: announce the three cards, draw 3, gain α–δ."""
        if entry.seat != seat:
            return
        # (its keys read from one dict: ``Entry.get`` is a Python call for each)
        extra: dict[str, Any] = dict(entry.extra)
        if not extra.get("separate_cards"):
            return
        d = st.cdata[seat]
        colour = extra.get("colour") if extra.get("declared") else st.lead
        # (an entry is immutable: what the event names is read from it when built; its
        # place is ``where(st)``, read once for every event below: a call for each)
        round_no, trick = st.round, st.trick_no if st.phase == "play" else 0
        events.append((_alch_entry_event, seat, round_no, trick, entry, colour))
        if d["deck"]:
            self._draw(st, seat, min(PLAY, HAND_LIMIT - len(st.hands[seat])), events, "play")
        else:
            events.append((Event, EventKind.RULE, "ALCH_DECK_EMPTY", seat, ("TT-137",),
                           {"round": round_no, "trick": trick, "hand": len(st.hands[seat])}))
        # α: the alchemy value's ones digit equals the lead card's value as played (0 matches
        # 10); never for the leader (TT-135); a colourless lead card counts 0 (TT-179).
        # (Written here, not in a method of its own: a call at every Alchemist play.)
        gained: list[str] = []
        value = extra["alchemy"]
        lead = self.lead_card(st, seat, st.entries)
        if lead is not None and value % 10 == lead[2] % 10:
            first, eff, lead_value = lead
            rulings = ["TT-134"]
            if eff.kind != NUM or lead_value != first.card.value:
                rulings.append("TT-181")
            if extra.get("declared"):
                rulings.append("TT-179")
            elif st.revolt is None:
                rulings.append("TT-135")            # equal value, played later: no ε as well
            events.append((Event, EventKind.RULE, "ALCH_ALPHA", seat, tuple(rulings),
                           {"round": round_no, "trick": trick, "element": "α", "value": value,
                            "lead_value": lead_value, "lead": first.card,
                            "leader": first.seat}))
            gained.append("α")
        # β, γ, δ: the shapes of the entry's cards (``shapes`` asked only when they can form
        # one: 3 coloured number cards)
        a, more = entry.card, entry.more
        if len(more) == PLAY - 1 and a.follows in COLOURED and more[0].follows in COLOURED \
                and more[1].follows in COLOURED:
            b, c = more
            for el in shapes((a, b, c)):
                gained.append(el)
                events.append((Event, EventKind.RULE, "ALCH_ELEMENT", seat, ("TT-134",),
                               {"round": round_no, "trick": trick, "element": el,
                                "why": f"alch_{el}",
                                "cards": [a, b, c]}))
        if gained:
            d["queue"] = d["queue"] + tuple(gained)
            self._ask(st, seat, events, then=st.pending)

    @staticmethod
    def lead_card(st: TTState, seat: str, entries) -> tuple[Entry, Eff, int] | None:
        """The lead card, its effective card as played and its value for α (TT-181: after
        items or a beast; a special card counts 0), or None when ``seat`` led (TT-135)."""
        first = entries[0] if entries else None     # the first face-up entry, as sorted
        if first is None or first.index != 0 or first.facedown:     # would give (most
            first = None                # tricks: the entry played first, counted first)
            for e in entries:           # (a loop, not min() of a generator: at every play)
                i = e.index
                if i is not None and not e.facedown and (first is None or i < first.index):
                    first = e
        if first is None or first.seat == seat:
            return None
        eff = first.card.printed or printed(first.card)
        owner = get(st.chars[first.seat])
        if type(owner).effective is not Character.effective:    # (else the printed card:
            eff = owner.effective(st, first, eff, False)        # Character's, without its call)
        return first, eff, (eff.value if eff.kind == NUM else 0)

    # -- placing elements --------------------------------------------------------------------
    def _ask(self, st: TTState, seat: str, events: Sink, then: Any) -> bool:
        """Place the queued elements: a ``place`` decision for each, automatic with one empty
        point, lost with none (TT-180). ``then`` is a decision that was waiting before."""
        d = st.cdata[seat]
        while d["queue"]:
            # the empty points counted, not listed: a point holds one element at most, and
            # most elements find two or more empty points (asked at every element gained)
            el, left = d["queue"][0], len(mc.POINTS) - len(d["circle"])
            if left > 1:
                st.pending = (seat, "place", {"owner": self.name, "element": el,
                                              "ruling": "TT-134", "then": then})
                return True
            d["queue"] = d["queue"][1:]
            if left:
                self._place(st, seat, el, mc.empty_points(dict(d["circle"]))[0], events,
                            auto=True)
            else:
                events.append((Event, EventKind.RULE, "ALCH_ELEMENT_LOST", seat, ("TT-180",),
                               {**where(st), "element": el}))
        st.pending = then
        return False

    def _place(self, st: TTState, seat: str, el: str, pt: str, events: Sink,
               auto: bool) -> None:
        d = st.cdata[seat]
        d["circle"] = circle = d["circle"] + ((pt, el),)
        events.append((_alch_placed_event, seat, auto, st.round,
                       st.trick_no if st.phase == "play" else 0, el, pt, circle))

    def pending_actions(self, st: TTState, seat: str, data: dict[str, Any]) -> Options:
        """An element goes on an empty point of the circle; or forge one of the crowns
        offered, or none. A random playout counts and carries them out with
        ``pending_count``/``pending_choose`` instead (no ``Options`` made at each element)."""
        if "element" in data:
            return Options(seat).add("place", mc.empty_points(dict(st.cdata[seat]["circle"])),
                                     partial(self._placed, st, seat, data))
        return Options(seat).add("forge", (*data["options"], "none"),
                                 lambda action, events: self.forge(st, seat, action, data, events),
                                 by_action=True)

    def pending_count(self, st: TTState, seat: str, data: dict[str, Any]) -> int:
        """``len(pending_actions(...))``: the empty points (9 less the elements, as ``_ask``
        counts them), or the crowns offered and none."""
        if "element" in data:
            return len(mc.POINTS) - len(st.cdata[seat]["circle"])
        return len(data["options"]) + 1

    def pending_choose(self, st: TTState, seat: str, data: dict[str, Any], i: int,
                       events: list[Event]) -> None:
        """``pending_actions(...)[i]`` carried out as its handler would (a forge, asked
        once a round at most, as listed)."""
        if "element" in data:
            self._placed(st, seat, data, mc.empty_points(dict(st.cdata[seat]["circle"]))[i],
                         events)
        else:
            self.pending_actions(st, seat, data).choose(i, events)

    def _placed(self, st: TTState, seat: str, data: dict[str, Any], pt: str,
                events: list[Event]) -> None:
        """The element asked for goes on ``pt``; then the next one is asked for."""
        d = st.cdata[seat]
        d["queue"] = d["queue"][1:]
        self._place(st, seat, data["element"], pt, events, auto=False)
        self._ask(st, seat, events, then=data.get("then"))

    def pending_act(self, st: TTState, action: Action, data: dict[str, Any],
                    events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if "element" in data:
            if action.kind != "place":
                self.refuse(f"place the element {data['element']} on an empty point of the "
                            f"magic circle first ('place T')", "ALCH_PLACE_FIRST", "TT-134")
            empty = mc.empty_points(dict(d["circle"]))
            pt = mc.point(action.args[0]) if len(action.args) == 1 else None
            if pt is None:
                self.refuse(f"name one point of the magic circle ({', '.join(mc.POINTS)})",
                            "ALCH_BAD_POINT", "TT-134", points=list(mc.POINTS))
            if pt not in empty:
                self.refuse(f"{pt} already holds an element and elements never move; empty "
                            f"points: {', '.join(empty)}", "ALCH_POINT_TAKEN", "TT-134",
                            point=f"alch_point_{pt}", empty=[f"alch_point_{p}" for p in empty])
            self._placed(st, seat, data, pt, events)
            return
        if action.kind != "forge":
            self.refuse("decide on forging first: 'forge gold', 'forge black' or 'forge none'",
                        "ALCH_FORGE_FIRST", "TT-139")
        self.forge(st, seat, action, data, events)

    # -- winning the trick: ε ----------------------------------------------------------------
    def after_trick(self, st: TTState, seat: str, res, events: Sink) -> bool:
        if res.winner != seat:          # (most tricks: told before anything is looked up)
            return False
        d = st.cdata[seat]
        key = (st.round, st.trick_no)
        if d["eps"] == key:
            return False
        d["eps"] = key
        rulings: tuple[str, ...] = ("TT-134",)
        value = res.entry.get("alchemy")
        lead = self.lead_card(st, seat, res.entries)
        both = lead is not None and value is not None and value % 10 == lead[2] % 10
        if both:                                 # α and ε together: no tie with the lead
            rulings += ("TT-135", "TT-037") if res.revolt else ("TT-135", "TT-179")
        events.append((Event, EventKind.RULE, "ALCH_EPSILON", seat, rulings,
                       {"round": st.round, "trick": st.trick_no if st.phase == "play" else 0,
                        "element": "ε",        # (where(st) without its call, at every trick won)
                        "both": "alch_alpha_too" if both else "alch_no_alpha"}))
        d["queue"] = d["queue"] + ("ε",)
        return self._ask(st, seat, events, then=None)

    # -- strength ----------------------------------------------------------------------------
    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        """A number card of the alchemy value in the lead colour (or the declared colour);
        in a revolt a red/blue/green-tier number (TT-037).

        The last answer is kept (``_LAST``): the card an entry becomes depends only on the
        entry, the card given, the revolt and the lead colour, all immutable values or
        compared here, and the same entry is asked again within its trick (the lead colour
        it sets, a trap, the trick's resolution): an ``Eff`` and its step cost some 15,000
        instructions. The entry and card are held there, so no other object can take their
        identity while they are compared."""
        lead = st.lead
        last = _LAST[0]
        if last[0] is entry and last[1] is eff and last[2] == revolt \
                and (last[3] == lead or last[5]):
            return last[4]
        # (the keys read from one dict, not an ``Entry.get`` call each: at every trick)
        extra: dict[str, Any] = dict(entry.extra)
        if not extra.get("separate_cards"):
            return eff
        value = extra["alchemy"]
        declared = bool(extra.get("declared"))
        colour = extra.get("colour") if declared else lead
        # (cards: ``list(entry.cards)`` without the property's call)
        p = {"seat": entry.seat, "value": value, "cards": [entry.card, *entry.more],
             "card": entry.card, "colour": COLOUR_NAME[colour] if colour else "alch_colourless"}
        if revolt:
            # the revolt ranks only "black or not": any colour but black keeps it in the
            # red/blue/green tier; a declared or lead black becomes colourless for strength
            out = number_eff(None if colour == TRUMP else colour, value,
                             eff.notes + (("ALCH_REVOLT", ("TT-037",), p),))
        else:
            step = ("ALCH_EFFECTIVE", ("TT-131", "TT-132") if colour else ("TT-131", "TT-133"), p)
            out = number_eff(colour, value, eff.notes + (step,))
        # (a declared colour is the entry's whatever the lead colour becomes)
        _LAST[0] = (entry, eff, revolt, lead, out, declared)
        return out

    # -- round end ---------------------------------------------------------------------------
    def round_points(self, st: TTState, seat: str) -> list[Line]:
        filled = [p for p, _ in st.cdata[seat]["circle"]]
        lines: list[Line] = [(v, ("ALCH_FORMATION", ("TT-180",),
                                  {"seat": seat, "formation": f"alch_{name}",
                                   "points": [f"alch_point_{p}" for p in pts], "delta": v}))
                             for name, pts, v in mc.formations(filled)]
        if not lines:
            lines.append((0, ("ALCH_NO_FORMATION", ("TT-180",),
                              {"seat": seat, "n": len(filled), "delta": 0})))
        return lines

    @staticmethod
    def forged(st: TTState) -> dict[str, int]:
        return {"gold": 0, "black": 0, **st.table_data.get("forged", {})}

    def forge_options(self, st: TTState, seat: str) -> list[str]:
        made = self.forged(st)
        out = []
        if made["gold"] < FORGE_MAX["gold"] and st.black[seat] > 0:
            out.append("gold")
        if made["black"] < FORGE_MAX["black"] and st.points[seat] >= 50 * st.round:
            out.append("black")
        return out

    def round_end_stage(self, st: TTState, seat: str, stage: str, events: Sink) -> bool:
        d = st.cdata[seat]
        if stage != "forge" or d["forge_asked"]:
            return False
        d["forge_asked"] = True
        if not mc.hexagon_complete(p for p, _ in d["circle"]):
            return False
        opts = self.forge_options(st, seat)
        made = self.forged(st)
        p = {**where(st), "cost": 50 * st.round, "points": st.points[seat],
             "black": st.black[seat], "gold_left": FORGE_MAX["gold"] - made["gold"],
             "black_left": FORGE_MAX["black"] - made["black"]}
        if not opts:
            events.append((Event, EventKind.RULE, "ALCH_CANNOT_FORGE", seat, ("TT-139",), p))
            return False
        events.append((Event, EventKind.RULE, "ALCH_MAY_FORGE", seat, ("TT-139",),
                       {**p, "options": [f"alch_forge_{o}" for o in opts]}))
        st.pending = (seat, "forge", {"owner": self.name, "options": tuple(opts),
                                      "ruling": "TT-139"})
        return True

    def forge(self, st: TTState, seat: str, action: Action, data: dict[str, Any],
              events: Sink) -> None:
        what = action.args[0].lower() if len(action.args) == 1 else ""
        if what not in (*data["options"], "none"):
            self.refuse(f"forge one of: {', '.join((*data['options'], 'none'))} (a gold crown "
                        f"costs a black crown you own, a black crown 50 × round points; at most "
                        f"1 gold and 2 black per game)", "ALCH_CANNOT_FORGE_THAT", "TT-139",
                        options=[f"alch_forge_{o}" for o in (*data["options"], "none")])
        st.pending = None
        events.append((Event, EventKind.ACTION, "ALCH_FORGES", seat, ("TT-139",),
                       {**where(st), "what": f"alch_forge_{what}"}))
        if what == "none":
            return
        made = self.forged(st)
        if what == "gold":
            crown(st, seat, "black", -1, events, "ALCH_PAYS_BLACK", ("TT-139",))
            crown(st, seat, "gold", 1, events, "ALCH_FORGED_GOLD", ("TT-139",) + (
                ("TT-140",) if st.gold[seat] >= 1 else ()))
        else:
            cost = 50 * st.round
            gain(st, seat, -cost, events, "ALCH_PAYS_POINTS", ("TT-139",), cost=cost)
            crown(st, seat, "black", 1, events, "ALCH_FORGED_BLACK", ("TT-139",))
        st.table_data["forged"] = {**made, what: made[what] + 1}

    # -- what everyone sees ------------------------------------------------------------------
    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat)
        if not d or "circle" not in d:
            return {}
        made = self.forged(st)
        return {"magic_circle": {seat: {p: el for p, el in d["circle"]}},
                "alchemist_deck_size": {seat: d["deck_n"]},
                "forge_supply": {seat: {k: FORGE_MAX[k] - made[k] for k in FORGE_MAX}}}


def _alch_draws_event(seat: str, rulings: tuple[str, ...], round_no: int, trick: int, n: int,
                      got: list[TTCard], why: str, left: int) -> Event:
    """The event of a draw from the Alchemist deck (at once, or as a record built when read)."""
    return Event.quick(EventKind.RULE, "ALCH_DRAWS", seat, rulings,
                       {"round": round_no, "trick": trick, "n": n, "cards": got, "why": why,
                        "left": left}, visible_to=frozenset({seat}))


def _alch_entry_event(seat: str, round_no: int, trick: int, entry: Entry,
                      colour: str | None) -> Event:
    """The event of the Alchemist's three cards on the table (at once, or as a record)."""
    return Event.quick(EventKind.RULE, "ALCH_ENTRY", seat, ("TT-130", "TT-131"),
                       {"round": round_no, "trick": trick, "cards": list(entry.cards),
                        "total": entry.get("total"), "value": entry.get("alchemy"),
                        "colour": COLOUR_NAME[colour] if colour else "alch_colourless"})


def _alch_placed_event(seat: str, auto: bool, round_no: int, trick: int, el: str, pt: str,
                       circle: tuple[tuple[str, str], ...]) -> Event:
    """The event of an element placed on the magic circle (at once, or as a record built
    when read: the formations it completes are worked out only then)."""
    filled = [p for p, _ in circle]
    return Event.quick(EventKind.RULE if auto else EventKind.ACTION,
                       "ALCH_PLACED_AUTO" if auto else "ALCH_PLACED", seat, ("TT-134",),
                       {"round": round_no, "trick": trick, "element": el, "point": pt,
                        "at": f"alch_point_{pt}", "n": len(filled),
                        "formations": [f"alch_{f}" for f, _, _ in mc.formations(filled)]})
