"""The character mechanism: one small component class per character, whose methods the engine
calls at fixed points of the game. A component is stateless (one instance serves every match);
its round data lives in ``state.cdata[seat]`` (a flat dict of immutable values).

Hooks, in the order the engine calls them (defaults do nothing / follow the general rules):

=====================  =====================================================================
``init``               the character was chosen: return its fresh round data
``setup_auto``         its setup turn starts (priority order): automatic steps (King's Rare,
                       Berserker deck, Gambler +20)
``setup_actions``      the decisions it still owes during setup (bid, equip, tasks); empty =
                       its own setup is complete. ``setup_act`` checks and performs one.
                       Optional, for random playouts (an option drawn by index, no list
                       built): ``setup_options`` (with ``SetupOptions``), the options stated
                       once, the list read from them; or ``setup_count``/``setup_choose``,
                       their number and the i-th carried out, written beside the list where
                       building an ``Options`` per decision costs too much
``can_discard``        a ruling id when it may not discard a card (King's Rare, BZ), else None
``exchange``           the round-3 black-crown exchange (Berserker draws from its aside cards)
``on_trick_start``     a trick starts (reset per-trick abilities; later: traps)
``turn_actions``       optional abilities before playing (Hermit draw, items, revolt,
                       reservation); ``turn_act`` checks and performs one;
                       ``turn_options`` or ``turn_count``/``turn_choose`` as for the setup
``exempt``             a step (a ``StepLater``) when it may play a card ignoring must-follow
                       (Ruler, Wand, Orb)
``follow_free``        whether ``exempt`` would answer, without building its Step
``play_variants``      extra words a play may carry (Ruler: ``token``)
``plays``              (card, words) of every legal play of the playable cards at once: each
                       card's ``play_variants`` unless work shared by the hand is done once
``plain_turn``         True when no card may carry words this turn (no item armed, no beast
                       in the rear...): ``plays`` then asks no card its ``play_variants``
``make_entry``         build the entry for a play (token, item, face down); may raise
``listed_entry``       ``make_entry`` of a play the engine listed (default: the same); may
                       skip checking words the character itself listed (Alchemist)
``on_played``          the entry is on the table (clear an armed item)
``visible_cards``      cards of its hand everyone may see (Fairy Mischief)
``effective``          stage 1 of the effective card (items, tokens, Hermit WF, Little King)
``effective_late``     stage 2, seeing every entry's stage-1 card (later: Samurai)
``on_trick_won``       every character, right after the winner is known (Hermit bonus,
                       revolt record and black-revolt victory)
``claims``             cards of the trick it takes although it did not win (Collector)
``take_trick``         the winner's component takes the remaining cards (Adventurer: as a
                       face-up equipment card with a new item)
``on_take``            every character sees who took which cards (Ruler's "take" tasks)
``after_trick``        every character, after the cards moved
``claims_gold``        the round's gold crown goes to it whatever the tricks (3p revolt)
``gold_eligible``      False when it may not take the gold crown (Collector)
``black_eligible``     whether it earns a black crown (default: 0 tricks)
``crown_rulings``      rulings of its own crown rule, cited on the crown events (Ninja TT-104)
``round_points``       its round-end points: a list of (delta, Step or StepLater): ``Line``
``points_for_others``  points it gives other players at round end (Ruler's tasks)
``wins``               a Step when its own "wins the game" condition holds (tier 1)
``public_facts``       what everyone may know of its round data, as ``{fact: {seat: value}}``
                       (bids, tasks, equipment...), for ``match.facts()`` and the table
=====================  =====================================================================

Hooks added for the expansion (all optional):

=====================  =====================================================================
``held_cards``         cards kept on its own components (Alchemist deck, summoned beasts):
                       part of the card-conservation check
``on_receive``         cards just entered its hand from anywhere (Samurai: no black cards)
``on_any_play``        every character sees each entry the moment it is face up (traps)
``pending_verbs``      verbs of the decisions it asks for (``st.pending`` with ``owner``);
``pending_actions``    the legal answers, ``pending_act`` checks and performs one (the seat
                       asked may be another player: the Phantom Thief's partner);
                       ``pending_options`` (``PendingOptions``) or ``pending_count``/
                       ``pending_choose`` as for the setup
``before_resolve``     after everyone played, before the winner is decided (Ninja: reveal or
                       discard the face-down card); True = a decision is pending, call again
``after_win``          5.8 step 4, before any card moves (Change the past); True = pending
``after_trick``        5.8 steps 7–8 (Samurai take, chip, elements); True = pending
``on_rewind``          a Rewind sent this trick's cards back: undo what the rulings undo
``cards_owed``         how many cards Change the past hands this seat (1; Alchemist 3)
``round_end_stage``    round-end decisions at stage ``decide`` (before crowns: Strategist
                       carry-over), ``forge`` (after points: Alchemist), ``theft`` (after
                       forging: Phantom Thief); True = pending
``scenario_fields``    setup fields a scenario may fix for it (trap order, Alchemist deck…),
                       checked by ``check_scenario_field``; readable as ``st.fixed[key]``
``private_keys``       round-data keys other players may not see (an item deck, predictions)
=====================  =====================================================================

Adding a character (e.g. the expansion's Ninja, Samurai, Time Traveler, Summoner, Alchemist)
means writing a subclass and calling ``register``; the trick engine does not change.
"""
from __future__ import annotations

from functools import cached_property
from typing import Any, NoReturn, Sequence

from tricklab.core.actions import Action, Options
from tricklab.core.errors import IllegalAction
from tricklab.core.events import Event, Step, StepLater

from ..cards import TTCard
from ..state import Entry, TTState, plain_entry
from ..table import discard, draw
from ..trick import Eff

WINS = None          # a points-table cell that means "wins the game"
# a round-end line: its points and its step, or a ``StepLater`` the round's explanation
# builds when read (a playout never reads it)
Line = tuple[int, Step | StepLater]


class Character:
    name: str = ""
    code: str = ""                       # priority code, e.g. "1A"
    # what the table shows as the priority when it is not a printed code: a character whose
    # card is not known has a rank we gave it, not a code (Little's Healer and Devil)
    badge: str = ""
    title: dict[str, str] = {}
    basic: bool = False                  # one of the 5 basic characters (Basic style)
    table: dict[int, int | None] = {}    # round points by tricks won; WINS = wins the game
    setup_verbs: tuple[str, ...] = ()
    turn_verbs: tuple[str, ...] = ()
    exclusive: tuple[TTCard, ...] = ()   # cards only this character brings (box otherwise)
    pending_verbs: tuple[str, ...] = ()
    scenario_fields: dict[str, str] = {}     # setup field -> what it fixes (docs, errors)
    private_keys: tuple[str, ...] = ()
    hides_taken: bool = False            # its won cards are hidden from others (Collector)
    rule_350: bool = False               # the expansion's 350-point rule applies (TT-171)
    expansion: bool = False              # one of the expansion's 7 characters
    # play words that spend a once-per-round card (the Tactical card's ``tactic``): a table
    # must never use one on a plain click, so a learner cannot spend the card by a slip
    spending_words: tuple[str, ...] = ()
    # True when, on a turn ``plain_turn`` answers True, a card played without words is
    # ``plain_entry`` with no Step (``make_entry``) and ``on_played`` does nothing with it: the
    # bulk loop then puts the card itself, without those calls (the statement is checked
    # against both methods by tests/test_tt_plain_turn_entries.py)
    plain_turn_entries: bool = False
    # True when ``follow_free`` answers True for every card in every state: the bulk loop then
    # lists the whole hand on a must-follow turn without asking it card by card (checked
    # against ``follow_free`` by tests/test_tt_plain_turn_entries.py)
    frees_every_card: bool = False

    @cached_property
    def priority(self) -> tuple[int, str]:
        """Sort key: lower number first, then A > B > C > D (TT-024). Kept on the instance
        (its code never changes): every setup and selection sorts by it."""
        return (int(self.code[:-1]), self.code[-1])

    def __repr__(self) -> str:
        return f"<character {self.name} {self.code}>"

    # -- helpers for subclasses ------------------------------------------------------------
    @staticmethod
    def data(st: TTState, seat: str) -> dict[str, Any]:
        return st.cdata[seat]

    @staticmethod
    def tricks(st: TTState, seat: str) -> int:
        return len(st.tricks[seat])

    def refuse(self, message: str, code: str, ruling: str | None = None, **params: Any) -> NoReturn:
        raise IllegalAction(message, code=code, ruling=ruling, character=self.name, **params)

    def table_points(self, st: TTState, seat: str, ruling: str = "") -> list[Line]:
        """The points of ``table`` for the tricks won (a WINS cell gives 0 points), citing
        ``ruling`` when one rules this cell (no ruling states a plain table: the 0-point floor
        TT-013 is cited where it applies, by ``gain``)."""
        n = self.tricks(st, seat)
        pts = self.table.get(n)
        if pts is None:
            return []
        return [(pts, ("TABLE_POINTS", (ruling,) if ruling else (),
                       {"seat": seat, "character": self.name, "tricks": n, "delta": pts}))]

    # -- setup -----------------------------------------------------------------------------
    def init(self, st: TTState, seat: str) -> dict[str, Any]:
        return {}

    def setup_auto(self, st: TTState, seat: str, events: list[Event]) -> None:
        pass

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        return []

    def setup_done(self, st: TTState, seat: str) -> bool:
        """True when it owes no more setup decisions (cheaper than listing them)."""
        return not self.setup_actions(st, seat)

    def setup_act(self, st: TTState, action: Action, events: list[Event]) -> None:
        self.refuse(f"{self.name} has no setup action '{action.kind}'", "WRONG_ACTION")

    def setup_count(self, st: TTState, seat: str) -> int:
        """``len(setup_actions(...))`` without building them; with ``setup_choose`` a random
        playout draws an index and builds no action (override both or neither)."""
        return len(self.setup_actions(st, seat))

    def setup_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """Carry out ``setup_actions(...)[i]`` as ``setup_act`` would."""
        self.setup_act(st, self.setup_actions(st, seat)[i], events)

    def setup_next(self, st: TTState, seat: str, events: list[Event]) -> bool:
        """Its setup is done: start a further setup step of the same seat now (a seat with
        two characters, Little) and return True; False lets the next seat set up."""
        return False

    def can_discard(self, st: TTState, seat: str, card: TTCard) -> str | None:
        return None

    def exchange(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        discard(st, seat, cards, events, why="exchange")
        draw(st, seat, len(cards), events, why="exchange")

    def exchange_limit(self, st: TTState, seat: str) -> int | None:
        """The most cards one round-3 exchange may return now (None: any number)."""
        return None

    def check_exchange(self, st: TTState, seat: str, cards: list[TTCard]) -> None:
        for c in cards:
            rid = self.can_discard(st, seat, c)
            if rid:
                self.refuse(f"{seat} may not discard {c}", "KEEP_CARD", rid, card=c, seat=seat)

    # -- tricks ----------------------------------------------------------------------------
    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        pass

    def turn_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        return []

    def turn_act(self, st: TTState, action: Action, events: list[Event]) -> None:
        self.refuse(f"{self.name} has no ability '{action.kind}'", "WRONG_ACTION")

    def turn_count(self, st: TTState, seat: str) -> int:
        """``len(turn_actions(...))`` without building them; with ``turn_choose`` a random
        playout draws an index and builds no action (override both or neither)."""
        return len(self.turn_actions(st, seat))

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """Carry out ``turn_actions(...)[i]`` as ``turn_act`` would."""
        self.turn_act(st, self.turn_actions(st, seat)[i], events)

    def exempt(self, st: TTState, seat: str, card: TTCard) -> Step | StepLater | None:
        """The step of a play that may ignore must-follow, or None. A ``StepLater`` tuple
        (made a Step when the play's explanation is read: a random playout never reads it)."""
        return None

    def follow_free(self, st: TTState, seat: str, card: TTCard) -> bool:
        """True when ``exempt`` gives a step for ``card``: the legal plays ask this of every
        off-colour card of a turn, the step is made only for the card played. A character
        whose exemption is cheap to tell overrides this with the same answer. A question
        only (no effect): the bulk loop asks it of the cards in the hand's own order."""
        return self.exempt(st, seat, card) is not None

    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        """Exactly the extra words ``make_entry`` accepts with ``card`` now, one notation per
        way of playing it ([] if none): the engine lists legal plays from this, without trying
        ``make_entry`` (tests/test_tt_legal.py holds the two to the same set)."""
        return [()]

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> Sequence[tuple[TTCard, tuple[str, ...]]]:
        """(card, words) of every way to play each of ``cards`` (the playable cards, in
        display order): ``play_variants`` of each in turn. A character whose variants share
        work across the hand (a sorted hand, a cached table) overrides this to do it once
        per turn; it must list the same plays in the same order (the random draws index
        this list; a sequence that makes each play when indexed will do: the Alchemist's)."""
        if self.plain_turn(st, seat):               # most turns: one way per card
            return [(x, ()) for x in cards]
        out = []            # (loops, not a comprehension: that is a call, at most turns)
        for x in cards:
            for words in self.play_variants(st, seat, x):
                out.append((x, words))
        return out

    def plain_turn(self, st: TTState, seat: str) -> bool:
        """True when ``play_variants`` would answer ``[()]`` for every playable card now,
        told once for the turn (cheaply, from the round data) instead of card by card. The
        bulk loop asks it before ``plays`` (even an overridden one): True means no variant."""
        return False

    @staticmethod
    def one_word(words: tuple[str, ...], word: str) -> bool:
        """True when ``words`` is nothing or ``word`` alone (in any case): for a character
        whose plays take one optional word, checked at each of its plays."""
        return not words or (len(words) == 1 and words[0].lower() == word)

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        if words:
            self.refuse(f"'{' '.join(words)}' means nothing after a card: play just the card",
                        "PLAY_EXTRA_WORDS", words=" ".join(words))
        return plain_entry(seat, card, index)

    def listed_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                     index: int, steps: list[Step]) -> Entry:
        """``make_entry`` of a play the engine listed itself (``plays``, ``play_variants``):
        its words are known to be accepted, so a character whose checks of the words cost
        (several cards named, each in the hand) may skip them here. A typed play always
        goes through ``make_entry``."""
        return self.make_entry(st, seat, card, words, index, steps)

    def on_played(self, st: TTState, entry: Entry, events: list[Event]) -> None:
        pass

    def visible_cards(self, st: TTState, seat: str) -> list[TTCard]:
        """Cards of its hand every player may see (Adventurer's Fairy Mischief)."""
        return []

    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        return eff

    def effective_late(self, st: TTState, entry: Entry, eff: Eff, effs: list[Eff],
                       revolt: bool) -> Eff:
        return eff

    def on_trick_won(self, st: TTState, seat: str, res: Any, events: list[Event]) -> None:
        pass

    def claims(self, st: TTState, seat: str, res: Any) -> list[TTCard]:
        return []

    def take_trick(self, st: TTState, seat: str, cards: list[TTCard], res: Any,
                   events: list[Event]) -> None:
        st.taken[seat].extend(cards)

    def on_take(self, st: TTState, seat: str, taker: str, cards: list[TTCard], res: Any,
                events: list[Event]) -> None:
        pass

    def after_trick(self, st: TTState, seat: str, res: Any, events: list[Event]) -> bool | None:
        return None

    # -- round end -------------------------------------------------------------------------
    def claims_gold(self, st: TTState, seat: str) -> Step | None:
        return None

    def gold_eligible(self, st: TTState, seat: str) -> bool:
        return True

    def black_eligible(self, st: TTState, seat: str) -> bool:
        return self.tricks(st, seat) == 0

    def crown_rulings(self, st: TTState, seat: str, kind: str) -> tuple[str, ...]:
        """Rulings explaining its own crown rule, cited when it is refused the gold crown
        (``kind`` 'gold'), ties for the most tricks ('tie') or gets a black crown ('black');
        () = the general rules only."""
        return ()

    exclusive_ruling: str | None = None     # cited when another player names its own cards
    repeatable: bool = True                 # may be chosen again next round (King: TT-014)
    picks_first_next: bool = False          # its player picks first next round (King: TT-048)

    def exclusive_card_ruling(self, card: TTCard) -> str | None:
        return self.exclusive_ruling

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        return []

    def points_for_others(self, st: TTState, seat: str) -> dict[str, list[Line]]:
        return {}

    def wins(self, st: TTState, seat: str) -> Step | None:
        n = self.tricks(st, seat)
        if n in self.table and self.table[n] is WINS:
            return Step("WIN_TRICKS", self.win_rulings, {"seat": seat, "character": self.name,
                                                        "tricks": n})
        return None

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        """Public facts about this character's round data, keyed by fact then seat."""
        return {}

    win_rulings: tuple[str, ...] = ()

    # -- expansion hooks (see the second table of the module docstring) --------------------
    def held_cards(self, st: TTState, seat: str) -> list[TTCard]:
        return []

    def on_receive(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        pass

    def on_any_play(self, st: TTState, seat: str, entry: Entry, events: list[Event]) -> None:
        pass

    def pending_actions(self, st: TTState, seat: str, data: dict[str, Any]) -> Sequence[Action]:
        return []

    def pending_act(self, st: TTState, action: Action, data: dict[str, Any],
                    events: list[Event]) -> None:
        self.refuse(f"{self.name} asked for no decision '{action.kind}'", "WRONG_ACTION")

    def pending_count(self, st: TTState, seat: str, data: dict[str, Any]) -> int:
        """``len(pending_actions(...))`` without building them; with ``pending_choose`` a
        random playout draws an index and builds no action (override both or neither)."""
        return len(self.pending_actions(st, seat, data))

    def pending_choose(self, st: TTState, seat: str, data: dict[str, Any], i: int,
                       events: list[Event]) -> None:
        """Carry out ``pending_actions(...)[i]`` as ``pending_act`` would."""
        self.pending_act(st, self.pending_actions(st, seat, data)[i], data, events)

    # -- decisions stated once as ``Options`` (with ``SetupOptions``,
    # ``PendingOptions``): the engine asks these only of a class that overrides them
    def setup_options(self, st: TTState, seat: str) -> Options:
        raise NotImplementedError

    def turn_options(self, st: TTState, seat: str) -> Options:
        raise NotImplementedError

    def pending_options(self, st: TTState, seat: str, data: dict[str, Any]) -> Options:
        raise NotImplementedError

    def before_resolve(self, st: TTState, seat: str, events: list[Event]) -> bool:
        return False

    def after_win(self, st: TTState, seat: str, res: Any, events: list[Event]) -> bool:
        return False

    def on_rewind(self, st: TTState, seat: str, entries: list[Entry], events: list[Event]) -> None:
        """A Rewind (TT-143): ``entries`` are *all* entries of the rewound trick, every seat's,
        as they lay on the table. The engine has already given each entry's ``card`` back to
        its owner, except face-down entries with ``owner_reveals`` (left to their owner);
        ``more`` cards are the owner's to return. ``st.revolt``/``st.lead`` still describe the
        rewound trick; the table is cleared right after every hook ran."""

    def cards_owed(self, st: TTState, seat: str) -> int:
        """How many cards Change the past gives this seat back (Alchemist: 3, TT-160)."""
        return 1

    def round_end_stage(self, st: TTState, seat: str, stage: str, events: list[Event]) -> bool:
        return False

    def check_scenario_field(self, key: str, value: Any) -> Any:
        """Validate a scenario setup field of ``scenario_fields`` (raise SetupError)."""
        return value


class SetupOptions(Character):
    """A character whose setup decisions are stated once, in ``setup_options``: the listing
    is those options, and a random playout counts them and carries out one by index
    (``Options.choose``) from the same object, built once per decision. Why one place: a
    count and a choice written beside the list restated its conditions (enough points?
    redraws left?), and the copies could drift apart. The price is one small object per
    decision (some 4,000 instructions): a character whose decisions come often and whose
    pair is cheap keeps ``setup_count``/``setup_choose`` instead."""

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        return self.setup_options(st, seat)


class PendingOptions(Character):
    """As ``SetupOptions``, for the decisions it asks for (``pending_options``)."""

    def pending_actions(self, st: TTState, seat: str, data: dict[str, Any]) -> Sequence[Action]:
        return self.pending_options(st, seat, data)
