"""The Little Tricktakers engine: the Tricktakers engine with Little's own steps (spec 3–9).

What Little changes, and where: the character choice (``picks``: two characters each in round
3), the option phase between choice and setup (``shop``), each seat's component (``seat``: one
or two characters plus bought items), scoring (points only: no crowns, no instant wins, a
"win" cell is the win bonus) and the game end (highest total; ties to the best round-3
character). Everything else — dealing, setup hooks, tricks, strength, revolts, items — is the
Tricktakers engine and components, unchanged. Actions, besides Tricktakers' own::

    Ann buy rare / Ann buy wf / Ann buy item sword / Ann pass     the option phase
"""
from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import Any, Sequence

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction, SetupError, TricklabError
from tricklab.core.events import Built, Event, EventKind, Step
from tricklab.core.game import GameInfo
from tricklab.core.observation import Outcome
from tricklab.core.rulings import Catalogue, Named, Verb, package_rulings
from tricklab.core.setup import check_fields
from tricklab.core.worded import PLUS

from ..tricktakers import registry
from ..tricktakers.cards import BERSERKER_DECK, KING_RARE, OPTION_CARDS, SHARED_DECK
from ..tricktakers.deal import OPTIONS as TT_OPTIONS
from ..tricktakers.deal import new_game
from ..tricktakers.facts import facts as tt_facts
from ..tricktakers.rules import Tricktakers
from ..tricktakers.scoring import round_points, shared_top
from ..tricktakers.state import TTState
from . import picks, ruling_map, shop
from .data import data
from .roster import ROSTER, names_at, reveal_words
from .seat import PREFIX, seat_name
from .shop_items import held, set_held

OPTIONS = {"public_discards": False, "ninja_always_last": False}
LITTLE_SETUP = frozenset({"characters", "previous", "held_items", "shop"})
ALL_CARDS = (*SHARED_DECK, KING_RARE, *BERSERKER_DECK, *OPTION_CARDS)


class LittleCatalogue(Catalogue):
    """Little's own rulings (LT-001…LT-081) are the catalogue; the Tricktakers rulings that
    reused code may still cite without a Little counterpart (``ruling_map``) are *inherited*:
    shown in explanations and found by ``ruling``, not Little's to cover with scenarios; the
    Rulings tab lists those Little cites (``kept``) after Little's own, as Tricktakers'. A
    seat's component name (``little:king+gambler``) reads as its characters'."""

    def __init__(self, game: str, rulings: dict[str, Any], messages: dict[str, dict[str, str]],
                 terms: dict[str, Any], inherited: dict[str, Any] | None = None,
                 refusals: dict[str, dict[str, str]] | None = None) -> None:
        super().__init__(game, rulings, messages, terms, refusals)
        self.inherited = dict(inherited or {})

    def ruling(self, rid: str) -> Any:
        return self.rulings[rid] if rid in self.rulings else self.inherited[rid]

    kept_from = dict(Tricktakers.info.title)

    def kept(self) -> list[Any]:
        return [self.inherited[r] for r in ruling_map.KEPT]

    def explain(self, item: Any, lang: str = "en") -> Any:
        exp = super().explain(item, lang)
        if isinstance(item, Event):
            ids: Any = item.all_rulings()
        elif isinstance(item, Step):
            ids = item.rulings
        else:
            ids = [getattr(item, "ruling", None),
                   *(r for s in dict(getattr(item, "params", {})).get("steps", ()) or ()
                     for r in s.rulings)]
        extra = tuple(self.inherited[r] for r in dict.fromkeys(i for i in ids if i)
                      if r not in self.rulings and r in self.inherited)
        return replace(exp, rulings=exp.rulings + extra) if extra else exp

    def term(self, value: Any, lang: str) -> str:
        if isinstance(value, str) and value.startswith(PREFIX):
            # the sign as each language writes a sum: 「サムライ＋バーサーカー」, not 「サムライ + バーサーカー」
            return PLUS[lang].join(super(LittleCatalogue, self).term(n, lang)
                              for n in value[len(PREFIX):].split("+"))
        return super().term(value, lang)


class LittleTricktakers(Tricktakers):
    info = GameInfo(
        name="tricktakers_little", title=dict(data()["title"]),
        package="tricklab.games.tricktakers_little",
        player_counts=(3, 4, 5), default_count=4,
        seat_names={3: ("Ann", "Bo", "Cy"), 4: ("Ann", "Bo", "Cy", "Di"),
                    5: ("Ann", "Bo", "Cy", "Di", "Eve")},
        bots=("random", "rules"),
        verbs=("pick", "discard", "done", "lead", "buy", "pass", "exchange"), learner="Ann",
        options=tuple(OPTIONS), characters=tuple(ROSTER))
    base_verbs = info.verbs
    action_example = "Ann R5"

    @cached_property
    def catalogue(self) -> Catalogue:
        """Little's rulings and messages over Tricktakers' (reused, never copied): the reused
        components' messages render as they do in Tricktakers. An inherited ruling whose
        Tricktakers text names what Little lacks (TT-021's gold crowns) is shown in Little's
        reading (``inherited.yaml``: the Little spec's words and section)."""
        tt = Catalogue.load("tricklab.games.tricktakers", "tricktakers")
        own = Catalogue.load(self.package, self.name)
        readings = package_rulings(self.package, "inherited.yaml")
        # Little deals Tricktakers' cards (``TTCard.parse`` reads them): a card that is none
        # is said in Tricktakers' words for them, not in core's 52-card ones ("write rank then
        # suit, e.g. AS"), which ``own`` carries as it is loaded over core
        cards = {code: tt.messages[code] for code in ("BAD_CARD", "SETUP_BAD_CARD")}
        return LittleCatalogue(self.name, own.rulings, {**tt.messages, **own.messages, **cards},
                               {**tt.terms, **own.terms}, inherited={**tt.rulings, **readings},
                               refusals={**tt.refusals, **own.refusals})

    # -- edges: every event and refusal cites Little's rulings -----------------------------
    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[TTState, list[Event]]:
        try:
            st, events = self._new_state(players, seed, dict(setup or {}), dict(options or {}))
        except TricklabError as err:
            err.ruling = ruling_map.lt(err.ruling, err.code)
            raise
        return st, ruling_map.events(events)

    def apply(self, st: TTState, action: Action) -> list[Event]:
        try:
            return ruling_map.events(super().apply(st, action))
        except TricklabError as err:
            err.ruling = ruling_map.lt(err.ruling, err.code)
            raise

    def perform(self, st: TTState, seat: str, action: Action) -> list[Event]:
        """Bulk simulation goes through ``apply``: Little's own checks and the ruling map."""
        return self.apply(st, action)

    # -- setup -----------------------------------------------------------------------------
    def _new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                   options: dict[str, Any]) -> tuple[TTState, list[Event]]:
        players = [str(p) for p in players]
        players = self.info.check_players(players)
        check_fields(options, OPTIONS, "options")
        mine = {**OPTIONS, **options}
        opts = {**TT_OPTIONS, "characters": tuple(ROSTER), "variant_little_king": True,
                "rule_350": False, "public_discards": bool(mine["public_discards"]),
                "ninja_timing": "always_last" if mine["ninja_always_last"] else "seat_order",
                "ninja_always_last": bool(mine["ninja_always_last"])}
        st = TTState(players=players, seed=seed, opts=opts, pool=tuple(ROSTER))
        events: list[Event] = Built()
        own = {k: setup.pop(k) for k in LITTLE_SETUP if k in setup}
        if "points" not in setup:
            setup["points"] = {p: int(data()["start_points"]) for p in players}
        else:
            setup["points"] = {p: setup["points"].get(p, int(data()["start_points"]))
                               for p in players} if isinstance(setup["points"], dict) \
                else setup["points"]
        new_game(st, setup, events, taken=LITTLE_SETUP)
        shop.new_item_deck(st, list(st.fixed.get("items", ())))
        st.prev = {s: seat_name(v) for s, v in self._names(st, own.get("previous"), "previous",
                                                           st.round - 1 or 1).items()}
        for s, items in self._seats(st, own.get("held_items"), "held_items").items():
            names = [str(i) for i in (items or [])]
            if any(n not in data()["items"] for n in names):
                raise SetupError(f"held_items: shop items only ({', '.join(data()['items'])})",
                                 code="SETUP_ITEMS")
            set_held(st, s, tuple(names))
            row = [i for i in shop.faceup(st) if i not in names]
            deck = [i for i in st.table_data["item_deck"] if i not in names]
            st.table_data.update(item_faceup=tuple(row), item_deck=tuple(deck))
            shop.refill(st, events)
        chosen = self._names(st, own.get("characters"), "characters", st.round)
        st.box.extend(OPTION_CARDS)
        if chosen:
            if set(chosen) != set(st.players):
                raise SetupError("characters: give the characters of every player",
                                 code="SETUP_CHARACTER", names=[])
            flat = [n for v in chosen.values() for n in v]
            if len(set(flat)) != len(flat):
                raise SetupError("characters: each character at one seat only",
                                 code="SETUP_CHARACTER", names=flat)
            for s, v in chosen.items():
                prev = st.prev.get(s)
                if "king" in v and prev and "king" in registry.get(prev).names:  # type: ignore[attr-defined]
                    raise SetupError(f"{s} was the King last round and may not be the King "
                                     f"again", code="SETUP_KING_AGAIN", ruling="LT-019", seat=s)
            st.chars = {s: seat_name(chosen[s]) for s in st.players}
            if own.get("shop"):
                order, _ = picks.first_pass(st)
                shop.open_shop(st, order, events)
            else:
                self._begin_setup(st, events)
        else:
            self.begin_selection(st, events)
        self._advance(st, events)
        return st, events

    @staticmethod
    def _seats(st: TTState, value: Any, what: str) -> dict[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, dict) or any(s not in st.players for s in value):
            raise SetupError(f"{what} must map player names ({', '.join(st.players)}) to values",
                             code="SETUP_SHAPE", what=what)
        return value

    def _names(self, st: TTState, value: Any, what: str, rnd: int) -> dict[str, list[str]]:
        """``{seat: name}`` or, in round 3, ``{seat: [name, name]}``, checked."""
        out: dict[str, list[str]] = {}
        want = int(data()["round3_characters"]) if rnd == int(data()["rounds"]) else 1
        for s, v in self._seats(st, value, what).items():
            names = [str(n).lower() for n in (v if isinstance(v, list) else [v])]
            if len(names) != want or any(n not in ROSTER for n in names) \
                    or len(set(names)) != len(names):
                raise SetupError(f"{what}: {s} needs {want} different character(s) of "
                                 f"{', '.join(ROSTER)} in round {rnd}", code="SETUP_CHARACTER",
                                 ruling="LT-065", names=names)
            out[s] = names
        return out

    # -- the character choice and the option phase ----------------------------------------
    def begin_selection(self, st: TTState, events: list[Event]) -> None:
        back = [k for _, k in st.table_data.get("bought", ()) if k in ("rare", "wf")]
        if st.round > 1 and back:
            events.append(Event(EventKind.RULE, "OPTION_CARDS_BACK", None, ("LT-067",),
                                {"round": st.round, "trick": 0, "n": len(back)}))
        if OPTION_CARDS[0] not in st.box and not any(OPTION_CARDS[0] in h for h in
                                                     st.hands.values()):
            st.box.extend(c for c in OPTION_CARDS if c not in st.box)   # back each round (LT-067)
        picks.begin(st, events)

    def check_pick(self, st: TTState, seat: str, args: tuple[str, ...]) -> str:
        return picks.check(st, seat, args)

    def picked(self, st: TTState, seat: str, name: str, events: list[Event]) -> bool:
        if picks.apply(st, seat, name, events):
            shop.open_shop(st, list(st.table_data["first_pass"]), events)
        return False

    def to_act(self, st: TTState) -> list[str]:
        if st.phase == "shop" and st.pending is None:
            q = shop.queue(st)
            return [q[0]] if q else []
        return super().to_act(st)

    def _legal(self, st: TTState, seat: str) -> Sequence[Action]:
        if st.phase == "select" and st.pending is None:
            return picks.actions(st, seat)
        if st.phase == "shop" and st.pending is None:
            return shop.actions(st, seat)
        return super()._legal(st, seat)

    def _act(self, st: TTState, action: Action, events: list[Event]) -> None:
        if action.kind == "exchange" and st.phase != "over":
            self.check_actor(st, action)
            raise IllegalAction("Little has no round-3 exchange: it was paid with black crowns, "
                                "which Little does not have", code="NO_EXCHANGE", ruling="LT-080")
        if st.phase == "shop" and st.pending is None and action.kind in ("buy", "pass"):
            self.check_actor(st, action)
            shop.buy(st, action, events)
            return
        if st.phase == "shop" and st.pending is None:
            self.check_actor(st, action)
            raise IllegalAction(f"{action.seat} may buy one option now ('buy rare', 'buy wf', "
                                f"'buy item <name>') or 'pass'", code="WRONG_PHASE",
                                ruling="LT-066", seat=action.seat, kind=Verb(action.kind),
                                phase=st.phase, todo="todo_shop",
                                expected=self._example(st, action.seat))
        if action.kind in ("buy", "pass") and st.phase != "over":
            self.check_actor(st, action)
            raise IllegalAction("options are bought only in the option phase, after the "
                                "character choice", code="SHOP_CLOSED", ruling="LT-066")
        super()._act(st, action, events)

    def _do(self, st: TTState, action: Action, events: list[Event], listed: bool = False) -> None:
        start = len(events)
        super()._do(st, action, events, listed)
        if action.kind == "reveal":           # the Ninja's card turned up, in Little's words
            reveal_words(st, events, start)

    def _advance(self, st: TTState, events: list[Event]) -> None:
        start = len(events)
        if st.phase == "shop" and st.pending is None and not shop.queue(st):
            self._begin_setup(st, events)
        super()._advance(st, events)
        for i in range(start, len(events)):
            e = events[i]
            if e.code == "SETUP_TURN" and str(e.params.get("character", "")).startswith(PREFIX):
                # a seat's first setup turn is its first character's ("Cy sets up the
                # Resistance"; the Collector's turn comes later, Seat.setup_next), not both
                first = names_at(st, e.seat)[0] if e.seat else e.params["character"]
                events[i] = replace(e, params={**e.params, "character": first})

    def _begin_setup(self, st: TTState, events: list[Event]) -> None:
        """As Tricktakers; the announced order names each setup turn's character (a seat with
        two characters has two turns), not the seat's component name."""
        super()._begin_setup(st, events)
        turns = sorted((ROSTER[n].priority, s, n) for s in st.players for n in names_at(st, s))
        e = events[-1]
        if e.code == "CHARACTERS":
            events[-1] = replace(e, params={**e.params, "text": ", ".join(
                f"{s} {n}" for _, s, n in turns), "lineup": tuple(Named(s, n) for _, s, n in turns)})

    def setup_order(self, st: TTState) -> list[str]:
        """One setup turn per character, all players' characters in priority order (spec 4
        step 4): a seat with two characters sets each up in its own turn."""
        turns = sorted((ROSTER[n].priority, s) for s in st.players for n in names_at(st, s))
        return [s for _, s in turns]

    # -- round end: points only ------------------------------------------------------------
    def score_round(self, st: TTState, events: list[Event]) -> None:
        n = {s: len(st.tricks[s]) for s in st.players}
        st.awards = {"tricks": n, "deltas": round_points(st, events)}

    def close_round(self, st: TTState, events: list[Event]) -> None:
        a = st.awards
        st.round_log.append({"round": st.round, "chars": dict(st.chars), "tricks": a["tricks"],
                             "gold": None, "black": [], "deltas": a["deltas"],
                             "points": dict(st.points),
                             "bought": [list(b) for b in st.table_data.get("bought", ())]})
        if st.round < int(data()["rounds"]):
            self._lead_token(st, events)
            return
        best = max(st.points.values())
        tied = [s for s in st.players if st.points[s] == best]
        winner = min(tied, key=lambda s: registry.priority(st.chars[s]))
        steps = [Step("MOST_POINTS", ("LT-064",), {"seat": winner, "points": best})]
        if len(tied) > 1:
            steps = [shared_top(tied, best, "LT-064")]
            steps.append(Step("LITTLE_TIE_BREAK", ("LT-064",),
                              {"seat": winner, "character": st.chars[winner],
                               "others": [s for s in tied if s != winner]}))
        st.winners, st.end_reason, st.phase = [winner], \
            "tie_break" if len(tied) > 1 else "points", "over"
        events.append(Event(EventKind.GAME_OVER, "GAME_WON", winner, ("LT-064",),
                            {"round": st.round, "trick": 0, "winners": [winner],
                             "reason": "points", "character": st.chars[winner],
                             "points": dict(st.points)}, steps=tuple(steps)))

    @staticmethod
    def _lead_token(st: TTState, events: list[Event]) -> None:
        """The fewest points take the lead-player token, ties to the higher priority of this
        round's character (spec 4 step 6). No Little ruling covers it: the line cites TT-021,
        which Little's catalogue shows in Little's reading (no gold-crown condition: Little
        has no crowns). A tie says that the priority broke it."""
        low = min(st.points.values())
        tied = [s for s in st.players if st.points[s] == low]
        holder = min(tied, key=lambda s: registry.priority(st.chars[s]))
        st.lead_token = holder
        params = {"round": st.round, "trick": 0, "points": low}
        if len(tied) > 1:
            events.append(Event(EventKind.RULE, "LITTLE_LEAD_TOKEN_TIE", holder, ("TT-021",),
                                {**params, "character": st.chars[holder],
                                 "others": [s for s in tied if s != holder],
                                 "tied": [holder] + [s for s in tied if s != holder]}))
        else:
            events.append(Event(EventKind.RULE, "LITTLE_LEAD_TOKEN", holder, ("TT-021",),
                                params))

    def outcome(self, st: TTState) -> Outcome | None:
        if st.phase != "over":
            return None
        code = "LITTLE_WIN_TIE_BREAK" if st.end_reason == "tie_break" else "LITTLE_WIN_POINTS"
        return Outcome(tuple(st.winners), code, {"winners": list(st.winners),
                                                 "points": max(st.points.values())}, ("LT-064",))

    # -- what each seat may see, facts, invariants ------------------------------------------
    def view(self, st: TTState, seat: str | None) -> TTState:
        v = super().view(st, seat)
        if seat is not None:
            v.table_data = {**v.table_data, "item_deck": ()}
        return v

    def facts(self, st: TTState) -> dict[str, Any]:
        out = tt_facts(self, st)
        out.update(characters={s: list(names_at(st, s)) for s in st.players},
                   shop_queue=list(shop.queue(st)), items_faceup=list(shop.faceup(st)),
                   items_held={s: list(held(st, s)) for s in st.players},
                   bought=[list(b) for b in st.table_data.get("bought", ())],
                   item_deck_size=len(st.table_data.get("item_deck", ())),
                   item_discard=list(st.table_data.get("item_discard", ())),
                   option_supply={k: len(shop.supply(st, k)) for k in ("rare", "wf")},
                   win_bonus=int(data()["win_bonus"]))
        return out

    def invariants(self, st: TTState) -> list[str]:
        out = []
        cards = st.all_cards()
        if st.phase != "over" and sorted(map(str, cards)) != sorted(map(str, ALL_CARDS)):
            out.append(f"cards not conserved: {len(cards)} held, {len(ALL_CARDS)} expected")
        if any(p < 0 for p in st.points.values()):
            out.append("negative points")
        if any(c.origin == "option" for c in st.discard + st.deck):
            out.append("an option card reached the discard pile or the deck")
        items = list(st.table_data.get("item_deck", ())) + list(shop.faceup(st)) + \
            list(st.table_data.get("item_discard", ())) + [i for s in st.players
                                                          for i in held(st, s)]
        if sorted(items) != sorted(data()["items"]):
            out.append(f"items not conserved: {sorted(items)}")
        return out


GAME = LittleTricktakers()
