"""Tricktakers KINGs against the game contract: the header, the scenario setup, who acts,
the legal actions and ``apply``, which checks every action (citing the ruling that refuses
it) before ``flow`` and ``abilities`` change anything. 4-5 players and the 2-player game are
one engine: the 2-player differences are read from ``KState.two`` where the rules differ.

Action notation (seat first): ``Ann pick KING-R`` / ``Ann pick NIN-1`` (draft), ``Bo devil B``
(2p devil colour), ``Ann show NIN-1`` (the round's front, secret), ``Ann bid HER-1`` (secret;
2p round 3 may name two), ``Ann partner Di`` / ``Ann copy Di``, ``Ann discard R1 R2`` (Gambler,
Hermit), ``Ann take K3`` / ``Ann decline`` (Berserker), ``Ann lead Cy`` (Ninja), ``Ann hermit``,
``Ann gift``, ``Ann cheer R9`` / ``Di return R9``, and plays ``Ann R1 as9``, ``Ann B8 sword
aswf``, ``Ann R3 king``."""
from __future__ import annotations

import random
from functools import cached_property
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction, SetupError
from tricklab.core.events import Event, EventKind, Step
from tricklab.core.game import Game, GameInfo, OptionPreset, RoundRoles
from tricklab.core.observation import Outcome
from tricklab.core.rulings import Catalogue, Place, Verb
from tricklab.core.setup import CardLedger, check_fields, seat_mapping
from tricklab.core.worded import Typed

from . import abilities as ab
from . import flow
from .cards import BERSERKER_9, KING_COLOURS, TTCard, deck_for, king_id, parse_card, sort_hand
from .characters import component
from .data import DEFAULT, load
from .deck import discard, ev
from .names import TheirMove, card_name, move_words
from .state import KState

VERBS = ("pick", "devil", "show", "bid", "partner", "copy", "discard", "take", "decline",
         "lead", "hermit", "gift", "cheer", "return")
OPTIONS = {"use_cheerleader", "cheerleader_rule", "white_king_cap_80", "score_floor_zero",
           "use_white_king_2p", "card_data"}
SETUP = {"draft_first", "first", "parties", "round", "hands", "deck", "discards", "captured",
         "tricks", "trick", "leader", "start", "shown", "fronts", "bids", "partner", "copy",
         "kings_used", "items_used", "totals", "devil", "phase"}



def layout_ruling(round_no: int) -> str:
    """The ruling of a round's party layout (which cards are face up, which may bid): a
    refusal cites the round it happens in."""
    return {1: "KG-040", 2: "KG-041"}.get(round_no, "KG-042")


#: The card a Cheerleader front or a Copy bid hands out, as its item term (KG-099)
ITEM_TERM = {"partner": "partner", "copy": "copy_card"}


class KingsCatalogue(Catalogue):
    """KINGs' rulings and messages, with two kinds of value a hint or a refusal hands over
    so that it reads as the table does rather than as notation: a character card
    (``CardName``: 「ギャンブラー 2/50」, not GAM-2) and a move (an ``Action``: 「⚐₂を出す
    （キングを乗せて）」, not 'Ann WF2 king'), worded as the table's history words it."""

    def term(self, value: Any, lang: str) -> str:
        if isinstance(value, Action):
            return move_words(value, self, lang)
        return super().term(value, lang)

    def about(self, value: Any, seat: str) -> Any:
        """A move a bot's reason quotes is said of its seat ("with Di's King"), not as the
        button speaks to the reader ("with your King")."""
        return TheirMove(value) if isinstance(value, Action) else value


class Kings(Game):
    info = GameInfo(
        name="tricktakers_kings", title={"en": "Tricktakers KINGs", "ja": "トリックテイカーズ KINGs"},
        package="tricklab.games.tricktakers_kings", player_counts=(2, 4, 5), default_count=5,
        seat_names={2: ("Ann", "Bo"), 4: ("Ann", "Bo", "Cy", "Di"),
                    5: ("Ann", "Bo", "Cy", "Di", "Eve")},
        presets={"standard": OptionPreset({"en": "Standard (no Cheerleader)",
                                           "ja": "基本（チアリーダーなし）"}, {}),
                 "cheerleader": OptionPreset({"en": "With the Cheerleader (4–5 players)",
                                              "ja": "チアリーダーあり（4〜5人）"},
                                             {"use_cheerleader": True}, (4, 5)),
                 "advanced": OptionPreset({"en": "Cheerleader, advanced rule",
                                           "ja": "チアリーダー・上級ルール"},
                                          {"use_cheerleader": True,
                                           "cheerleader_rule": "advanced"}, (4, 5)),
                 "white2p": OptionPreset({"en": "2 players with the White King",
                                          "ja": "2人用・白のキングあり"},
                                         {"use_white_king_2p": True}, (2,))},
        presets_name={"en": "Variant", "ja": "ルール"},
        bots=("random", "rules"), simultaneous=True, verbs=VERBS, learner="Ann",
        options=tuple(sorted(OPTIONS)),
        characters=tuple(dict.fromkeys(c.character for c in DEFAULT.cards.values())))
    action_example = "Ann R5"

    @cached_property
    def catalogue(self) -> Catalogue:
        own = Catalogue.load(self.package, self.name)
        return KingsCatalogue(self.name, own.rulings, own.messages, own.terms, own.refusals)

    # -- setup -----------------------------------------------------------------------------
    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[KState, list[Event]]:
        players = [str(p) for p in players]
        players = self.info.check_players(players)
        n = len(players)
        setup, options = dict(setup or {}), dict(options or {})
        check_fields(options, OPTIONS, "options")
        check_fields(setup, SETUP)
        if n == 2 and options.get("use_cheerleader"):
            raise SetupError("the Cheerleader is not played with 2 players",
                             code="SETUP_CHEERLEADER_2P", ruling="KG-091")
        if options.get("cheerleader_rule", "normal") not in ("normal", "advanced"):
            raise SetupError("cheerleader_rule is normal or advanced", code="SETUP_OPTION",
                             option="cheerleader_rule")
        data = load(options.get("card_data"))
        opts = {k: v for k, v in options.items() if k != "card_data"}
        opts["seed"] = seed
        st = KState(players, data, opts, totals={s: 0 for s in players})
        rng = random.Random(seed)
        first = setup.get("draft_first") or setup.get("first") or rng.choice(players)
        if first not in players:
            raise SetupError(f"no seat called '{first}'", code="SETUP_BAD_SEAT", seat=first)
        st.first = first
        events: list[Event] = [ev(EventKind.SETUP, "KG_GAME", None, ("KG-080",) if n == 2
                                  else ("KG-033",) if n == 4 else ("KG-007",), players=n,
                                  provisional=data["provisional_label"]["en"])]
        st.options["fixed"] = self._fixed_cards(st, setup)
        if "parties" not in setup:
            for key in ("round", "fronts", "bids", "shown", "phase"):
                if key in setup:
                    raise SetupError(f"{key} needs parties", code="SETUP_NEEDS_PARTIES",
                                     field=key)
            if n == 2:
                events += flow.deal(st)
            events += flow.start_draft(st, first)
            return st, events
        self._parties(st, setup)
        events += self._position(st, setup)
        return st, events

    def _fixed_cards(self, st: KState, setup: dict[str, Any]) -> dict[str, Any]:
        every = deck_for(len(st.players)) + [BERSERKER_9]
        ledger = CardLedger(parse_card, every)
        size = st.tricks_per_round - (int(setup.get("trick", 1)) - 1)
        hands = {s: ledger.take(h, Place.hand(s))
                 for s, h in seat_mapping(setup.get("hands"), "hands", st.players).items()}
        for s, h in hands.items():
            if len(h) != size:
                raise SetupError(f"hands.{s}: {len(h)} cards, not {size}",
                                 code="SETUP_HAND_SIZE", seat=s, n=len(h), want=size)
        captured = {s: ledger.take(h, Place(f"{s}'s captured cards", "zone_captures", s))
                    for s, h in seat_mapping(setup.get("captured"), "captured",
                                             st.players).items()}
        fixed: dict[str, Any] = {
            "hands": hands, "captured": captured,
            "deck": ledger.take(setup.get("deck"), Place("the deck", "zone_deck")),
            "discards": ledger.take(setup.get("discards"), Place("the discards", "zone_discards"))}
        fixed["deck_size"] = self._deck_size(st, setup, fixed)
        return fixed

    @staticmethod
    def _deck_size(st: KState, setup: dict[str, Any], fixed: dict[str, Any]) -> int:
        """How many cards the draw deck holds in a real game at the set-up's trick (spec 2.1,
        5.7): the deal took 5 a seat (9 in 2p) whatever trick it is now, and draws only move
        cards between the deck and the discards, so the deck and the discards together hold
        what the deal left (15, 12 or 10), one more once the Berserker's black 9 left the
        supply (whose taking discarded one card, spec 7.4). A trick 4 position must not count
        the 15 cards of tricks 1-3 as drawable; ``flow.deal`` boxes what is over. A set-up
        no real game can reach (more captured cards than tricks played, more discards or
        deck cards than the deal left) is refused."""
        n, trick = len(st.players), int(setup.get("trick", 1))
        played = n * (trick - 1)
        captured = sum(len(h) for h in fixed["captured"].values())
        if captured > played:
            raise SetupError(f"captured: {captured} cards, but only {played} have been played "
                             f"before trick {trick}", code="SETUP_CAPTURED", n=captured,
                             played=played, trick=trick)
        nine = any(BERSERKER_9 in h for part in ("hands", "captured")
                   for h in fixed[part].values())
        discards = len(fixed["discards"])
        size = len(deck_for(n)) + nine - n * st.tricks_per_round - max(discards, int(nine))
        if size < 0:
            raise SetupError(f"discards: {discards} cards, but the deal leaves only "
                             f"{size + discards}", code="SETUP_DISCARDS", n=discards,
                             most=size + discards)
        if len(fixed["deck"]) > size:
            raise SetupError(f"deck: {len(fixed['deck'])} cards, but a real game's draw deck "
                             f"holds {size} here", code="SETUP_DECK", n=len(fixed["deck"]),
                             most=size)
        return size

    def _parties(self, st: KState, setup: dict[str, Any]) -> None:
        parties = seat_mapping(setup["parties"], "parties", st.players)
        want = 3 if st.two else 4
        seen: set[str] = set()
        for s in st.players:
            p = parties.get(s)
            if not isinstance(p, dict) or str(p.get("king", "")) not in KING_COLOURS:
                raise SetupError(f"parties.{s}: give king (W, R, B, G or K) and characters",
                                 code="SETUP_PARTY", seat=s)
            chars = [str(c) for c in p.get("characters") or []]
            bad = [c for c in chars if c not in st.data.cards]
            if bad or len(chars) != want or p["king"] in seen or len(set(chars)) != len(chars):
                raise SetupError(f"parties.{s}: one King not taken by another and {want} "
                                 f"different character cards of the data file (KG-035)",
                                 code="SETUP_PARTY", seat=s, ruling="KG-035")
            if st.two and any(not st.data.cards[c].two_player for c in chars):
                raise SetupError(f"parties.{s}: the 2-player game uses only its 8 characters",
                                 code="SETUP_PARTY", seat=s, ruling="KG-088")
            if any(st.data.cards[c].expansion for c in chars) and not st.options.get(
                    "use_cheerleader"):
                raise SetupError("the Cheerleader needs use_cheerleader (KG-032, KG-091)",
                                 code="SETUP_CHEERLEADER", ruling="KG-091" if st.two
                                 else "KG-032")
            seen.add(p["king"])
            st.kings[s], st.party[s] = p["king"], chars
            st.king_used[s] = 0
        taken = {c for cs in st.party.values() for c in cs}
        if len(taken) != want * len(st.players):
            raise SetupError("a character card can be in one party only", code="SETUP_PARTY",
                             seat="")
        for s in st.players:
            for c in st.party[s]:
                for thing in flow.ITEMS.get(st.character(c), ()):
                    st.items[thing], st.item_used[thing] = s, 0
        st.pool, st.order = [], []

    def _position(self, st: KState, setup: dict[str, Any]) -> list[Event]:
        """A scenario's position after the draft: round, earlier rounds, and optionally the
        round's fronts, bids and targets (then play starts at once, setups counted as done)."""
        r = setup.get("round", 1)
        if r not in (1, 2, 3):
            raise SetupError("round is 1, 2 or 3", code="SETUP_ROUND", round=r)
        st.round = r
        st.trick_no = int(setup.get("trick", 1))
        if not 1 <= st.trick_no <= st.tricks_per_round:
            raise SetupError("trick is out of range", code="SETUP_TRICK", trick=st.trick_no)
        for s, v in seat_mapping(setup.get("totals"), "totals", st.players).items():
            st.totals[s] = int(v)
        for s, v in seat_mapping(setup.get("kings_used"), "kings_used", st.players).items():
            st.king_used[s] = int(v)
        for item, v in (setup.get("items_used") or {}).items():
            if item not in st.items:
                raise SetupError(f"items_used: nobody owns {item}", code="SETUP_ITEM", item=item)
            st.item_used[item] = int(v)
        for s, v in seat_mapping(setup.get("shown"), "shown", st.players).items():
            st.shown[s] = [str(c) for c in v]
        if st.two:
            st.devil = str(setup.get("devil", ""))
        deal = flow.deal(st)
        events = list(deal)
        if st.two and "bids" not in setup:
            st.phase = "devil" if not st.devil else "bid"
            if st.devil:
                events += flow.begin(st)
            return events
        if "fronts" not in setup and "bids" not in setup:
            return events + flow.start_round_after_deal(st)
        events += flow.begin(st)
        if st.trick_no > 1:         # a mid-round position: no deal or first lead happened here
            events = []
        fronts = seat_mapping(setup.get("fronts"), "fronts", st.players)
        bids = seat_mapping(setup.get("bids"), "bids", st.players)
        for s in st.players:
            st.bids[s] = [str(c) for c in (bids.get(s) or [])]
            st.fronts[s] = [str(c) for c in (fronts.get(s) or [])] if not st.two else \
                [c for c in st.party[s] if c not in st.bids[s]]
            if any(c not in st.party[s] for c in st.fronts[s] + st.bids[s]):
                raise SetupError(f"{s}: fronts and bids come from the party", code="SETUP_PARTY",
                                 seat=s)
            st.shown.setdefault(s, [])
            for c in st.fronts[s]:
                if c not in st.shown[s]:
                    st.shown[s].append(c)
        st.partner = {k: str(v) for k, v in seat_mapping(setup.get("partner"), "partner",
                                                          st.players).items()}
        st.copy = {k: str(v) for k, v in seat_mapping(setup.get("copy"), "copy",
                                                       st.players).items()}
        st.tricks = {s: 0 for s in st.players}
        st.tricks.update({s: int(v) for s, v in seat_mapping(setup.get("tricks"), "tricks",
                                                              st.players).items()})
        won, played = sum(st.tricks.values()), st.trick_no - 1
        if won > played or min(st.tricks.values()) < 0:
            raise SetupError(f"tricks: {won} won, but {played} have been played before trick "
                             f"{st.trick_no}", code="SETUP_TRICKS_WON", n=won, played=played,
                             trick=st.trick_no)
        if "start" in setup:
            st.start = st.leader = str(setup["start"])
        if "leader" in setup:
            st.leader = str(setup["leader"])
        if st.leader not in st.players:
            raise SetupError(f"no seat called '{st.leader}'", code="SETUP_BAD_SEAT",
                             seat=st.leader)
        st.phase = "play"
        if st.trick_no > 1:
            # the earlier tricks' cards nobody was given are boxed, not drawable (flow.deal)
            steps = [Step("KG_POSITION_BOX", (), {"n": len(st.box)})] if st.box else []
            # a set-up that names fewer winners than tricks played: the bids are scored on
            # the counts given, so the learner is told the rest count for nobody
            if won < played:
                steps.append(Step("KG_POSITION_UNWON" if won else "KG_POSITION_NONE_WON", (),
                                  {"won": won, "played": played}))
            events.append(Event(EventKind.SETUP, "KG_POSITION", st.leader, (),
                                {"round": st.round, "trick": st.trick_no,
                                 "per": st.tricks_per_round, "tricks": dict(st.tricks),
                                 "n": len(st.hands[st.leader]), "deck": len(st.deck)},
                                steps=tuple(steps)))
        return events

    # -- who acts, what is legal -----------------------------------------------------------
    def to_act(self, st: KState) -> list[str]:
        if st.over:
            return []
        if st.pending:
            return [st.pending[1]]
        if st.phase == "draft":
            return st.order[:1]
        if st.phase == "devil":
            return [flow.devil_chooser(st)]
        if st.phase == "choose":        # who has fewer fronts shown than rounds played
            return [s for s in st.players if s not in st.secret and len(st.shown[s]) < st.round]
        if st.phase == "bid":
            return [s for s in st.players if s not in st.secret and (st.two or flow.needs_bid(st, s))]
        if st.phase == "target":
            return st.targets[:1]
        if st.phase == "play":
            order = st.order_from(st.leader)
            return [order[len(st.trick)]]
        return []

    def is_over(self, st: KState) -> bool:
        return st.over

    def legal_actions(self, st: KState, seat: str | None = None) -> list[Action]:
        waiting = self.to_act(st)
        seat = seat or (waiting or [""])[0]
        if seat not in waiting:
            return []
        if st.pending:
            return ab.pending_actions(st)
        if st.phase == "draft":
            return [Action(seat, "pick", (i,)) for i in st.pool if self._pick_ok(st, seat, i)]
        if st.phase == "devil":
            return [Action(seat, "devil", (i[-1],)) for i in st.out if i.startswith("KING-")]
        if st.phase == "choose":
            return [Action(seat, "show", (c,)) for c in self._choosable(st, seat)]
        if st.phase == "bid":
            cards = self._biddable(st, seat)
            out = [Action(seat, "bid", (c,)) for c in cards]
            if st.two and st.round == 3:
                out += [Action(seat, "bid", (a, b)) for i, a in enumerate(cards)
                        for b in cards[i + 1:]]
            return out
        if st.phase == "target":
            verb = "partner" if st.has_front(seat, "cheerleader") else "copy"
            return [Action(seat, verb, (p,)) for p in st.players
                    if p != seat and (verb == "partner" or st.bids.get(p))]
        if st.phase == "play":
            return ab.turn_actions(st, seat) + ab.legal_plays(st, seat)
        return []

    def _pick_ok(self, st: KState, seat: str, item: str) -> bool:
        return self._pick_problem(st, seat, item) is None

    def _pick_problem(self, st: KState, seat: str, item: str) -> IllegalAction | None:
        """Exactly 1 King and 4 characters (3 in 2p) per player (KG-035)."""
        if item not in st.pool:
            return IllegalAction(f"{item} is not on the draft board", code="KG_NOT_IN_POOL",
                                 ruling="KG-034", item=self._named(st, item))
        full = len(st.party[seat]) >= (3 if st.two else 4)
        if item.startswith("KING-") and seat in st.kings:
            return IllegalAction("you already hold a King", code="KG_SECOND_KING",
                                 ruling="KG-035", item=item)
        if not item.startswith("KING-") and full:
            return IllegalAction("your characters are complete: take a King",
                                 code="KG_MUST_TAKE_KING", ruling="KG-035", item=item)
        return None

    def _choosable(self, st: KState, seat: str) -> list[str]:
        """A character not shown yet (R2: not C1; R3: neither C1 nor C2; KG-041, KG-042)."""
        return [c for c in st.party[seat] if c not in st.shown.get(seat, [])]

    def _biddable(self, st: KState, seat: str) -> list[str]:
        if st.two:
            return list(st.party[seat])
        return [c for c in st.party[seat] if c not in st.fronts[seat]]

    def parse_card(self, text: Any) -> TTCard:
        return parse_card(text)

    # -- apply -----------------------------------------------------------------------------
    def apply(self, st: KState, action: Action) -> list[Event]:
        self.check_actor(st, action)
        seat, verb, args = action.seat, action.kind, tuple(action.args)
        if st.pending:
            return self._answer(st, seat, verb, args)
        want = {"draft": ("pick",), "devil": ("devil",), "choose": ("show",), "bid": ("bid",),
                "target": ("partner", "copy"),
                "play": ("play", "lead", "hermit", "gift", "cheer")}[st.phase]
        if verb not in want:
            raise IllegalAction(f"now is the time to {' or '.join(want)}, not {verb}",
                                code="KG_WRONG_PHASE", phase=st.phase,
                                verb=Verb(verb),
                                ruling=self._phase_ruling(st, verb))
        return getattr(self, f"_{verb}")(st, seat, args)

    @staticmethod
    def _phase_ruling(st: KState, verb: str) -> str | None:
        return {"cheer": "KG-076", "gift": "KG-036", "hermit": "KG-051", "lead": "KG-059",
                "bid": "KG-094", "show": "KG-094"}.get(verb)

    def _one(self, args: tuple[str, ...], what: str) -> str:
        """The one argument of an action; ``what`` names it (a catalogue term ``what_…``)."""
        if len(args) != 1:
            raise IllegalAction(f"name one {what.removeprefix('what_').replace('_', ' ')}",
                                code="KG_ONE_ARG", what=what)
        return str(args[0]).strip().upper()

    @staticmethod
    def _named(st: KState, item: str) -> Any:
        """A card or King a refusal names: by its name when the game has it, else quoted as
        typed (a typo is no card: "'ANN' is not in your party")."""
        if item in st.data.cards or item in {king_id(c) for c in KING_COLOURS}:
            return card_name(st.data, item)
        return Typed(item)

    def _pick(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        item = self._one(args, "what_draft_card")
        why = self._pick_problem(st, seat, item)
        if why is not None:
            raise why
        return flow.pick(st, seat, item)

    def _devil(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        colour = self._one(args, "what_king_colour")
        if colour not in KING_COLOURS:
            raise IllegalAction(f"'{colour}' is not a King colour: name one of the Kings left over",
                                code="KG_NOT_A_COLOUR", ruling="KG-085", text=Typed(colour))
        if king_id(colour) not in st.out:
            raise IllegalAction(f"the {colour} King was drafted: choose a King left over",
                                code="KG_DEVIL_NOT_LEFT", ruling="KG-085", king=king_id(colour))
        return flow.choose_devil(st, seat, colour)

    def _show(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        cid = self._one(args, "what_character_card")
        if cid not in st.party[seat]:
            raise IllegalAction(f"{cid} is not in your party", code="KG_NOT_IN_PARTY",
                                ruling="KG-040", card=self._named(st, cid))
        if cid not in self._choosable(st, seat):
            raise IllegalAction(f"{cid} was shown in an earlier round", code="KG_SHOWN_BEFORE",
                                ruling=layout_ruling(st.round), card=card_name(st.data, cid))
        st.secret[seat] = [cid]
        events = [ev(EventKind.ACTION, "KG_CHOSE", seat, ("KG-094",), {seat: {"card": cid}})]
        if not self.to_act(st):
            events += flow.reveal_choices(st)
        return events

    def _bid(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        cards = [str(a).strip().upper() for a in args]
        most = 2 if st.two and st.round == 3 else 1
        if not 1 <= len(cards) <= most or len(set(cards)) != len(cards):
            raise IllegalAction(f"bid with {most if most == 1 else '1 or 2'} character card(s)",
                                code="KG_BID_COUNT", ruling="KG-087" if st.two else "KG-040",
                                most=most)
        for c in cards:
            if c not in st.party[seat]:
                raise IllegalAction(f"{c} is not in your party", code="KG_NOT_IN_PARTY",
                                    ruling="KG-040", card=self._named(st, c))
            if c not in self._biddable(st, seat):
                raise IllegalAction(f"{c} is showing its front: bid with another card",
                                    code="KG_BID_FRONT", ruling=layout_ruling(st.round),
                                    card=card_name(st.data, c))
        st.secret[seat] = cards
        events = [ev(EventKind.ACTION, "KG_BID_PLACED", seat, ("KG-094",),
                     {seat: {"cards": cards}})]
        if not self.to_act(st):
            events += flow.reveal_bids(st)
        return events

    def _target(self, st: KState, seat: str, args: tuple[str, ...], verb: str) -> list[Event]:
        other = str(args[0]) if len(args) == 1 else ""
        mine = "partner" if st.has_front(seat, "cheerleader") else "copy"
        if verb != mine:
            raise IllegalAction(f"you hand out the {mine} card", code="KG_WRONG_TARGET_CARD",
                                ruling="KG-099", card=ITEM_TERM[mine], tried=ITEM_TERM[verb])
        if other not in st.players or other == seat or (verb == "copy" and not st.bids[other]):
            raise IllegalAction(f"give the {verb} card to another player with a bid card",
                                code="KG_BAD_TARGET", ruling="KG-075" if verb == "partner"
                                else "KG-078", target=other)
        (st.partner if verb == "partner" else st.copy)[seat] = other
        st.targets.pop(0)
        if not st.targets:
            st.phase = "play"
        return [ev(EventKind.ACTION, "KG_PARTNER" if verb == "partner" else "KG_COPY", seat,
                   ("KG-075",) if verb == "partner" else ("KG-078",), target=other)]

    def _partner(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        return self._target(st, seat, args, "partner")

    def _copy(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        return self._target(st, seat, args, "copy")

    def _answer(self, st: KState, seat: str, verb: str, args: tuple[str, ...]) -> list[Event]:
        kind = st.pending[0]
        allowed = {"discard": ("discard",), "berserker": ("take", "decline"),
                   "return": ("return",)}[kind]
        if verb not in allowed:
            raise IllegalAction(f"first {' or '.join(allowed)}", code="KG_PENDING",
                                pending=kind, verb=verb)
        hand = st.hands[seat]
        if kind == "discard":
            cards = [parse_card(a) for a in args]
            if len(cards) != st.pending[2] or len(set(cards)) != len(cards):
                raise IllegalAction(f"discard exactly {st.pending[2]} cards",
                                    code="KG_DISCARD_COUNT", n=st.pending[2],
                                    ruling="KG-051" if st.pending[3] == "hermit" else "KG-092")
            for c in cards:
                if c not in hand:
                    raise IllegalAction(f"{c} is not in {seat}'s hand", code="NOT_IN_HAND",
                                        card=c, seat=seat)
            discard(st, seat, cards)
            st.pending = []
            events = [ev(EventKind.ACTION, "KG_DISCARD", seat, ("KG-009",),
                         {seat: {"cards": cards}}, n=len(cards), why="")]
            return events + flow.advance(st)
        if kind == "berserker":
            if verb == "decline":
                st.pending = []
                return [ev(EventKind.ACTION, "KG_BERSERKER_DECLINE", seat, ("KG-054",))] + \
                    flow.advance(st)
            card = parse_card(self._one(args, "what_discard"))
            if card not in hand and card is not BERSERKER_9:
                raise IllegalAction(f"{card} is not in {seat}'s hand", code="NOT_IN_HAND",
                                    card=card, seat=seat)
            st.supply.remove(BERSERKER_9)
            hand.append(BERSERKER_9)
            discard(st, seat, [card])
            st.pending = []
            return [ev(EventKind.ACTION, "KG_BERSERKER_TAKE", seat, ("KG-054", "KG-027"),
                       {seat: {"card": card}})] + flow.advance(st)
        card = parse_card(self._one(args, "what_card"))
        if card not in hand:
            raise IllegalAction(f"{card} is not in {seat}'s hand", code="NOT_IN_HAND",
                                card=card, seat=seat)
        return ab.give_back(st, seat, card)

    def _play(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        if not args:
            raise IllegalAction("name a card", code="KG_ONE_ARG", what="what_card")
        card = parse_card(args[0])
        p = ab.check_play(st, seat, card, tuple(str(w).lower() for w in args[1:]))
        return ab.play(st, p)

    def _ability(self, st: KState, seat: str, verb: str) -> None:
        if not any(a.kind == verb for a in ab.turn_actions(st, seat)):
            fronts = [st.character(c) for c in st.fronts.get(seat, [])]
            if verb == "lead":
                if st.trick:
                    raise IllegalAction("only the player about to lead names a lead player",
                                        code="KG_NOT_LEADING", ruling="KG-059")
                if seat in st.passed:
                    raise IllegalAction("you passed the lead once this trick",
                                        code="KG_NINJA_PASSED", ruling="KG-060")
            if verb == "gift":
                own = st.items.get("gift") == seat
                raise IllegalAction("the Fairy's Gift is not yours to use" if not own else
                                    "the Fairy's Gift was used already",
                                    code="KG_ITEM_USED" if own else "KG_NO_ITEM",
                                    ruling="KG-037", item="gift")
            name = {"lead": "ninja", "hermit": "hermit", "cheer": "cheerleader"}[verb]
            if name in fronts:
                raise IllegalAction(f"the {name} ability is used up this round",
                                    code="KG_ABILITY_USED",
                                    ruling={"hermit": "KG-051", "cheer": "KG-076"}.get(
                                        verb, "KG-060"), ability=name)
            raise IllegalAction(f"you show no {name}", code="KG_NO_ABILITY",
                                ruling={"lead": "KG-059", "hermit": "KG-051"}.get(
                                    verb, "KG-099" if st.two else "KG-076"), ability=name)

    def _lead(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        self._ability(st, seat, "lead")
        if len(args) != 1:
            raise IllegalAction("name one player", code="KG_ONE_ARG", what="what_player")
        to = str(args[0])
        if to not in st.players:
            raise IllegalAction(f"no seat called '{to}'", code="UNKNOWN_SEAT", seat=to,
                                seats=st.players)
        return ab.lead_pass(st, seat, to)

    def _hermit(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        self._ability(st, seat, "hermit")
        return ab.hermit(st, seat)

    def _gift(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        self._ability(st, seat, "gift")
        return ab.gift(st, seat)

    def _cheer(self, st: KState, seat: str, args: tuple[str, ...]) -> list[Event]:
        self._ability(st, seat, "cheer")
        card = parse_card(self._one(args, "what_card"))
        if card not in st.hands[seat]:
            raise IllegalAction(f"{card} is not in {seat}'s hand", code="NOT_IN_HAND",
                                card=card, seat=seat)
        return ab.cheer(st, seat, card)

    # -- what may be seen ------------------------------------------------------------------
    def view(self, st: KState, seat: str | None) -> KState:
        v = st.clone()
        if seat is None:
            return v
        v.deck = []
        v.discards = []
        v.box = []
        v.hands = {s: (h if s == seat else []) for s, h in v.hands.items()}
        v.secret = {s: (c if s == seat else []) for s, c in v.secret.items()}
        v.captured = {s: (c if s == seat else []) for s, c in v.captured.items()}
        if v.pending and v.pending[1] != seat:
            v.pending = v.pending[:2]
        return v

    def hidden_sizes(self, st: KState) -> dict[str, int]:
        return {s: len(h) for s, h in st.hands.items()}

    def totals(self, st: KState) -> dict[str, int]:
        return dict(st.totals)

    def round_roles(self, st: KState) -> RoundRoles:
        """Each scored round's active fronts (spec 4.1: C1; C1 and C2; C2 and C3), named by
        their characters and joined by "+" (``healer+samurai``): what a seat played as that
        round. The King is no role (a card laid once): ``round_holdings`` names it."""
        return RoundRoles("character", tuple(
            {s: "+".join(st.character(c) for c in cards) or "-" for s, cards in r.items()}
            for r in st.round_fronts))

    def round_holdings(self, st: KState) -> RoundRoles:
        """Each scored round's King of each seat, by its id (``KING-R``, as ``fixed:`` takes
        it): drafted once at 4-5 players (KG-034), again each round at 2 (KG-086)."""
        return RoundRoles("king", tuple({s: king_id(c) for s, c in r.items()}
                                        for r in st.round_kings))

    def characters(self, st: KState) -> tuple[str, ...]:
        """The characters this table's draft offers: its card data's (the option ``card_data``
        may replace it) less the cards the set-up leaves out (the Cheerleader without
        ``use_cheerleader``, the 4-player removals, all but the 2-player set)."""
        cards = st.data.cards
        return tuple(dict.fromkeys(cards[c].character for c in flow.pool_for(st) if c in cards))

    def choices(self, st: KState | None = None) -> tuple[str, ...]:
        """The draft's characters and its Kings, by their ids (KING-R), as ``chosen`` names a
        King taken: a seat drafts its King too (KG-034), the White King in 2p only with
        ``use_white_king_2p`` (KG-091)."""
        if st is None:
            return (*self.info.characters, *(king_id(c) for c in KING_COLOURS))
        return (*self.characters(st), *(king_id(c) for c in flow.king_colours(st)))

    def chosen(self, st: KState, action: Action) -> str:
        """A drafted card's character ("GAM-2": gambler); a King is named by its id."""
        cid = str(action.args[0]) if action.args else ""
        return st.character(cid) if cid in st.data.cards else cid

    def outcome(self, st: KState) -> Outcome | None:
        if not st.over:
            return None
        win = flow.winners(st)
        best = st.totals[win[0]]
        tied = [s for s in st.players if st.totals[s] == best]
        if len(tied) > 1:
            return Outcome(tuple(win), "KG_WIN_TIE", {"winners": win, "points": best,
                                                     "number": st.visible_number(win[0])})
        return Outcome(tuple(win), "WIN_POINTS", {"winners": win, "points": best})

    def invariants(self, st: KState) -> list[str]:
        problems = []
        every = ([c for h in st.hands.values() for c in h] + [p.card for p in st.trick]
                 + [c for h in st.captured.values() for c in h] + st.deck + st.discards
                 + st.supply + st.box)
        if st.hands and sort_hand(every) != sort_hand(flow.all_cards(st)):
            problems.append("playing cards not conserved")
        kings = list(st.kings.values())
        if len(set(kings)) != len(kings):
            problems.append("a King is held twice")
        held = [k for k in st.pool if k.startswith("KING-")] + [king_id(k) for k in kings] + [
            k for k in st.out if k.startswith("KING-")]
        if st.phase == "draft" and len(held) != len(flow.king_colours(st)):
            problems.append("Kings not conserved in the draft")
        return problems

    def facts(self, st: KState) -> dict[str, Any]:
        waiting = self.to_act(st)
        return {
            "round": st.round, "phase": st.phase, "trick": st.trick_no, "to_act": waiting,
            # as every game gives them (a scenario checks a move is offered, or not)
            "legal_actions": [str(a) for a in self.legal_actions(st)] if waiting else [],
            "leader": st.leader, "start": st.start,
            "pool": list(st.pool), "kings": dict(st.kings),
            "kings_used": {s: r for s, r in st.king_used.items() if r},
            "parties": {s: list(p) for s, p in st.party.items()},
            "items": dict(st.items), "items_used": {k: v for k, v in st.item_used.items() if v},
            "fronts": {s: list(f) for s, f in st.fronts.items()},
            "shown": {s: list(f) for s, f in st.shown.items()},
            "bids": {s: list(b) for s, b in st.bids.items()},
            "partner": dict(st.partner), "copy": dict(st.copy), "devil": st.devil,
            "tricks": dict(st.tricks), "hand_sizes": self.hidden_sizes(st),
            "hands": {s: [str(c) for c in sort_hand(h)] for s, h in st.hands.items()},
            "captured": {s: [str(c) for c in c_] for s, c_ in st.captured.items()},
            "current_trick": [f"{p.seat} {p.card}" for p in st.trick],
            "totals": dict(st.totals), "round_scores": [dict(r) for r in st.round_scores],
            "numbers": {s: st.visible_number(s) for s in st.kings},
            "winners": flow.winners(st) if st.over else [], "over": st.over,
            "deck_size": len(st.deck), "left": list(st.out),
            "pending": st.pending[0] if st.pending else "",
        }


GAME = Kings()
