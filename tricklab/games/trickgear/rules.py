"""The TRicK GEAR engine: select, battle setup, rounds of set → action → damage → cleanup, the
end of the game. Every step emits events naming the TG rulings it applied; the text is in
``messages.yaml`` / ``rulings.yaml``. Actions (seat first, see docs/scenarios.md)::

    Alice pick blade                 draft a revealed character (TG-004)
    Alice keep blade volt jester     keep 3 of 4; the first fights first (TG-005, TG-006)
    Alice mulligan 3C 4D             once, right after the first hand (or `Alice mulligan`)
    Alice set 9S                     field card, secret until all have set (TG-009)
    Alice set JS joker               the third joker set "as JOKER" (TG-013)
    Alice declare KS                 what a single field JOKER counts as (TG-010)
    Alice skill overdrive pay 4S 8S  a skill: `on <seat>` for a target, `with <card> [as <card>]`
    Alice raise QC                   a face card (or JOKER) to the rate area (TG-021)
    Alice pass
    Alice discard 5C                 Insight's "then discard 1"
    Bob enter bastion                cleanup entry when several characters remain (TG-046)
    Alice refill 3C 4D               cleanup: discard these, then draw up to HAND (TG-050)
"""
from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import Any

from tricklab.core.rulings import Catalogue, Verb

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction, NotationError, SetupError
from tricklab.core.events import Event, Step
from tricklab.core.game import Game, GameInfo, RoundRoles
from tricklab.core.observation import Outcome
from tricklab.core.secret import SecretChoices
from tricklab.core.setup import check_fields
from tricklab.core.view import FACE_DOWN
from tricklab.core.worded import Typed

from . import cleanup as cl
from .battle import ROUND_END, begin_round, declare, field_number, is_joker_for, rate, reveal, after_act, \
    base
from .cards import GCard, Joker, parse_card, sort_cards
from .characters import CharacterSet, Skill, load_characters, norm_id, starter_set
from .position import FIELDS, char_ids, check_setup, place
from .select import DRAFTED, TEAM, battle_setup, begin_select, keep_done, life_budget, \
    mulligan_done, pick
from .skills import MAX_ACTS_PER_ROUND, do_raise, limit_reached, minimal_payments, \
    payment_problem, raise_cards, use_skill
from .state import GearState, Player
from .zones import ev

PHASE_VERBS = {"select": ("pick",), "keep": ("keep",), "mulligan": ("mulligan",),
               "set": ("set",), "declare": ("declare",), "action": ("skill", "raise", "pass"),
               "discard": ("discard",), "cleanup": ("enter", "refill")}
PHASE_RULING = {"select": "TG-004", "keep": "TG-005", "mulligan": "TG-008", "set": "TG-009",
                "declare": "TG-010", "action": "TG-019", "discard": "TG-059",
                "cleanup": "TG-045"}


def with_round(events: list[Event], round_no: int) -> list[Event]:
    """Each event with the round it belongs to, as the other games' events carry it (the
    History's Round column reads it). One action can end a round and start the next (the last
    refill of a cleanup), so the round changes at the new round's ROUND_START; ``round_no`` is
    the round when the action began. The draft, the keep step and the mulligan come before
    round 1: their events have no round."""
    out = []
    for e in events:
        if e.code == "ROUND_START":
            round_no = e.params["round"]
        if round_no and "round" not in e.params:
            e = replace(e, params={**e.params, "round": round_no})
        out.append(e)
    return out


def learn_names(cat: Catalogue, chars: CharacterSet) -> None:
    """Make the characters, skills and abilities of ``chars`` words of the catalogue, so an
    event naming them by id reads "Hybrid" / 「ハイブリッド」. The first set to name an id
    keeps it (the starter set's names stay as they are)."""
    for cid, ch in chars.characters.items():
        cat.terms.setdefault(cid, dict(ch.name))
        for sk in ch.skills:
            cat.terms.setdefault(sk.id, dict(sk.name))
        for ab in ch.abilities:
            cat.terms.setdefault(ab.id, dict(ab.name))


class TrickGear(Game):
    action_example = "Alice set 10S"   # a seat of this table (the default "Ben 3S" named none)
    info = GameInfo(
        name="trickgear", title={"en": "TRicK GEAR", "ja": "トリックギア"},
        package="tricklab.games.trickgear",
        player_counts=(2, 3, 4), default_count=2,   # 2 recommended with one starter set (3.3)
        unique_cards=False,                            # a deck per player
        seat_names={2: ("Alice", "Bob"), 3: ("Alice", "Bob", "Cara"),
                    4: ("Alice", "Bob", "Cara", "Dan")},
        bots=("random", "rules"), simultaneous=True,    # keep, mulligan, set, cleanup
        verbs=("pick", "keep", "mulligan", "set", "declare", "skill", "raise", "pass",
               "discard", "enter", "refill"),
        learner="Alice", options=("characters",),
        characters=tuple(starter_set().characters))
    player_counts = (2, 3, 4)

    @cached_property
    def catalogue(self) -> Catalogue:
        """The messages, with the starter characters' names as terms: an event naming
        characters by id ("fury, blade") reads "Fury, Blade" / 「フューリー、ブレード」."""
        cat = Catalogue.load(self.package, self.name)
        learn_names(cat, starter_set())
        return cat

    # -- setup -----------------------------------------------------------------------------
    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[GearState, list[Event]]:
        players = [str(p) for p in players]
        players = self.info.check_players(players)
        check_fields(options, ("characters",), "options")
        chars: CharacterSet = (load_characters(options["characters"]) if options.get("characters")
                               else starter_set())
        # a scenario's own character file: its names are words too (「Alice hybrid」 was
        # shown, the id, where 「Alice ハイブリッド」 was meant)
        learn_names(self.catalogue, chars)
        setup = dict(setup or {})
        check_setup(setup, players)
        st = GearState(players=players, seed=seed, chars=chars)
        st.p = {s: Player(s) for s in players}
        events: list[Event] = []
        if "teams" not in setup:
            if setup.get("pool"):
                st.pool = char_ids(st, setup["pool"], "pool")
            if setup.get("revealer"):
                if setup["revealer"] not in players:
                    raise SetupError(f"revealer: no seat {setup['revealer']!r}", code="SETUP_BAD_SEAT")
            self._select(st, setup, events)
            return st, with_round(events, 0)
        place(st, setup)
        for s in setup.get("mulligan_used") or []:
            st.p[s].mulligan_used = True
        st.life_budget = life_budget(st)
        if setup.get("phase", "set") == "mulligan":
            battle_setup(st, events)
        else:
            for s in players:
                st.p[s].mulligan_used = True
            begin_round(st, events)
        return st, with_round(events, 0)

    def _select(self, st: GearState, setup: dict[str, Any], events: list[Event]) -> None:
        pool, revealer = list(st.pool), setup.get("revealer")
        begin_select(st, events)
        if pool or revealer:
            # a scenario fixed the stack and/or the first revealer: redo the first reveal
            events.clear()
            n = len(st.players)
            st.pool = pool + [c for c in st.pool if False] if pool else st.pool
            if not pool:
                st.pool = st.revealed + st.pool
            st.revealer = revealer or st.revealer
            from .select import _reveal
            events.append(ev("setup", "SELECT_START", st.revealer, ("TG-004",), seat=st.revealer,
                             pool=len(st.pool), copies=1, label=st.chars.label["en"],
                             label_ja=st.chars.label["ja"]))
            if len(st.pool) < DRAFTED * n:
                raise SetupError(f"pool: {DRAFTED * n} characters are needed", code="SETUP_POOL")
            _reveal(st, events)

    # -- whose turn ------------------------------------------------------------------------
    def to_act(self, state: GearState) -> list[str]:
        ph = state.phase
        if ph == "select":
            return state.pick_order[:1]
        if ph in ("keep", "mulligan", "set"):
            return state.secret.waiting()
        if ph in ("declare", "action", "discard"):
            return [state.actor]
        if ph == "cleanup":
            return cl.waiting(state)
        return []

    def is_over(self, state: GearState) -> bool:
        return state.phase == "over"

    def parse_card(self, text: Any) -> GCard:
        return parse_card(text)

    # -- legal actions ---------------------------------------------------------------------
    def legal_actions(self, state: GearState, seat: str | None = None) -> list[Action]:
        waiting = self.to_act(state)
        seat = seat or (waiting[0] if waiting else None)
        if seat is None or seat not in waiting:
            return []
        st, pl, ph = state, state.p[seat], state.phase
        A = lambda kind, *args: Action(seat, kind, tuple(str(a) for a in args))  # noqa: E731
        if ph == "select":
            return [A("pick", c) for c in dict.fromkeys(st.revealed)]
        if ph == "keep":
            d = pl.drafted
            out = []
            for drop in range(len(d)):
                rest = [c for i, c in enumerate(d) if i != drop]
                for first in range(len(rest)):
                    team = [rest[first]] + [c for i, c in enumerate(rest) if i != first]
                    a = A("keep", *team)
                    if a not in out:
                        out.append(a)
            return out
        if ph == "mulligan":
            return [A("mulligan")] + [A("mulligan", *pl.hand)] + [A("mulligan", c) for c in pl.hand]
        if ph == "set":
            out = [A("set", c) for c in sort_cards(dict.fromkeys(pl.hand))]
            tj = pl.battle.char.third_joker if pl.battle else None
            if tj in pl.hand:
                out.append(A("set", tj, "joker"))
            return out
        if ph == "declare":
            from tricklab.core.cards import full_deck
            return [A("declare", c) for c in full_deck()]
        if ph == "discard":
            return [A("discard", c) for c in sort_cards(pl.hand)]
        if ph == "cleanup":
            if pl.cleanup == "entry":
                return [A("enter", m.key) for m in pl.reserve]
            extra = max(0, len(pl.hand) - pl.battle_hand())
            if extra:
                from itertools import combinations
                return [A("refill", *combo) for combo in combinations(sort_cards(pl.hand), extra)]
            return [A("refill")] + [A("refill", c) for c in sort_cards(pl.hand)]
        # action phase
        out = [A("pass")]
        out += [A("raise", c) for c in sort_cards(raise_cards(pl))]
        member = pl.battle
        if member is None:
            return out
        opponents = [s for s in st.present() if s != seat]
        for sk in member.char.skills:
            if limit_reached(pl, sk):
                continue
            targets: list[str | None] = list(opponents) if sk.target else [None]
            withs: list[GCard | None] = [None]
            if any(op == "swap_field" for op, _, _ in sk.effect):
                withs = list(sort_cards(pl.hand))
            for w in withs:
                pays = minimal_payments(pl, sk, exclude=w)
                for t in targets:
                    for pay in pays:
                        args: list[Any] = [sk.id]
                        if t:
                            args += ["on", t]
                        if w is not None:
                            args += ["with", w]
                            if isinstance(w, Joker):
                                args += ["as", "KS"]
                        out.append(A("skill", *args, "pay", *pay))
        return out

    def explain_illegal(self, state: GearState, action: Action) -> IllegalAction | None:
        try:
            self._check(state, action)
        except (IllegalAction, NotationError) as err:
            return err  # type: ignore[return-value]
        return None

    # -- checking --------------------------------------------------------------------------
    def _cards_in_hand(self, pl: Player, args: list[str] | tuple[str, ...]) -> list[GCard]:
        cards = [parse_card(a) for a in args]
        for c in cards:
            if c not in pl.hand:
                raise IllegalAction(f"{c} is not in {pl.seat}'s hand", code="NOT_IN_HAND",
                                    card=c, seat=pl.seat)
        if len(set(cards)) != len(cards):
            raise IllegalAction("a card is named twice", code="CARD_TWICE", seat=pl.seat)
        return cards

    def _check(self, st: GearState, action: Action) -> Any:
        seat = action.seat
        if seat in st.p and not self.is_over(st):
            pl0 = st.p[seat]
            if pl0.eliminated:
                raise IllegalAction(f"{seat} is out of the game: no character is left",
                                    code="ELIMINATED_ERR", ruling="TG-051", seat=seat)
            if (st.phase in ("declare", "action", "discard") and pl0.battle is None
                    and action.kind in PHASE_VERBS[st.phase]):
                char = pl0.left[-1].char.id if pl0.left else "—"
                raise IllegalAction(f"{seat}'s {char} has left: {seat} is absent until cleanup",
                                    code="CHARACTER_LEFT", ruling="TG-038", seat=seat, char=char)
        self.check_actor(st, action)
        ph = st.phase
        pl = st.p[seat]
        verbs = PHASE_VERBS[ph]
        if ph == "cleanup":
            verbs = ("enter",) if pl.cleanup == "entry" else ("refill",)
        if action.kind not in verbs:
            rid = PHASE_RULING[ph]
            if action.kind == "mulligan":
                rid = "TG-008"
            raise IllegalAction(f"{seat} cannot '{action.kind}' now: the {ph} phase expects "
                                f"{' / '.join(verbs)}", code="WRONG_ACTION", ruling=rid,
                                seat=seat, kind=Verb(action.kind),
                                expected=[Verb(v) for v in verbs], phase=ph)
        args = list(action.args)
        k = action.kind
        if k == "pick":
            c = st.chars.find(args[0]) if len(args) == 1 else None
            if c is None or c.id not in st.revealed:
                raise IllegalAction(f"pick one revealed character: {', '.join(st.revealed)}",
                                    code="NOT_REVEALED", ruling="TG-004",
                                    choices=list(st.revealed))
            return c.id
        if k == "keep":
            ids = [st.chars.find(a) for a in args]
            got = [c.id for c in ids if c is not None]
            rest = list(pl.drafted)
            ok = len(got) == TEAM == len(args)
            for cid in got:
                if cid in rest:
                    rest.remove(cid)
                else:
                    ok = False
            if not ok:
                raise IllegalAction(f"keep exactly {TEAM} of your {DRAFTED} drafted characters "
                                    f"({', '.join(pl.drafted)}), the first fights first",
                                    code="KEEP_THREE", ruling="TG-005", drafted=list(pl.drafted))
            return got
        if k == "mulligan":
            return self._cards_in_hand(pl, args)
        if k == "set":
            mark = [a for a in args if a.lower() in ("joker", "asjoker")]
            cards = [a for a in args if a not in mark]
            if len(cards) != 1:
                raise IllegalAction(f"set exactly one card face down (not {len(cards)})",
                                    code="SET_ONE_CARD", ruling="TG-009", n=len(cards))
            card = self._cards_in_hand(pl, cards)[0]
            if mark and (isinstance(card, Joker) or pl.battle is None
                         or card != pl.battle.char.third_joker):
                raise IllegalAction(f"only {seat}'s battle character's third joker "
                                    f"({pl.battle.char.third_joker.label if pl.battle else '—'}) "
                                    f"may be marked 'joker'", code="NOT_THIRD_JOKER",
                                    ruling="TG-015", card=card)
            return (card, bool(mark))
        if k == "declare":
            declared = parse_card(args[0]) if len(args) == 1 else None
            if declared is None or isinstance(declared, Joker):
                raise IllegalAction("declare one ordinary card, A–K of ♠♥♦♣, e.g. 'declare KS'",
                                    code="DECLARE_CARD", ruling="TG-010")
            return declared
        if k == "discard":
            discards = self._cards_in_hand(pl, args)
            if len(discards) != st.pending_discard:
                raise IllegalAction(f"discard exactly {st.pending_discard} card(s)",
                                    code="DISCARD_COUNT", ruling="TG-059", n=st.pending_discard)
            return discards
        if k == "enter":
            key = norm_id(args[0]) if len(args) == 1 else ""
            m = next((m for m in pl.reserve if norm_id(m.key) == key), None) or next(
                (m for m in pl.reserve if norm_id(m.char.id) == key
                 or norm_id(m.char.name["en"]) == key), None)
            if m is None:
                raise IllegalAction(f"enter one of your remaining characters: "
                                    f"{', '.join(x.key for x in pl.reserve)}",
                                    code="NOT_IN_RESERVE", ruling="TG-046",
                                    # ids, named as the Send-in buttons name them
                                    choices=[x.char.id for x in pl.reserve])
            return m
        if k == "refill":
            dropped = self._cards_in_hand(pl, args)
            need = len(pl.hand) - pl.battle_hand()
            if len(dropped) < need:
                raise IllegalAction(f"{seat} holds {len(pl.hand)} cards, HAND is "
                                    f"{pl.battle_hand()}: discard at least {need}",
                                    code="HAND_OVER", ruling="TG-048", n=need,
                                    held=len(pl.hand), limit=pl.battle_hand())
            return dropped
        if k == "pass":
            return None
        if k == "raise":
            if len(args) != 1:
                raise IllegalAction("raise with exactly one face card", code="RAISE_ONE_CARD",
                                    ruling="TG-021")
            card = self._cards_in_hand(pl, args)[0]
            if card not in raise_cards(pl):
                # the refusal's reason is always the raise rule (TG-021); with no face card
                # left at all, TG-066 adds why raising stops: every raise costs a hand card
                faces = raise_cards(pl)
                none_left = () if faces else (Step("RAISE_NONE_LEFT", ("TG-066",), {"seat": seat}),)
                raise IllegalAction(f"{card.label} is not a face card (J, Q, K) or a JOKER"
                                    + ("" if faces else f": {seat} has no card left to raise with"),
                                    code="RAISE_NOT_FACE", ruling="TG-021", card=card,
                                    steps=none_left)
            return card
        return self._check_skill(st, pl, args)

    def _check_skill(self, st: GearState, pl: Player, args: list[str]) -> Any:
        member = pl.battle
        assert member is not None
        if not args:
            names = ", ".join(s.id for s in member.char.skills) or "none"
            raise IllegalAction(f"name the skill to use (skills: {names})", code="SKILL_NOT_NAMED",
                                skills=[s.id for s in member.char.skills])
        sk = member.char.skill(args[0])
        if sk is None:
            names = ", ".join(s.id for s in member.char.skills) or "none"
            raise IllegalAction(f"{member.char.name['en']} has no skill {args[0]!r} "
                                f"(skills: {names}); only the battle character's skills can be used",
                                code="UNKNOWN_SKILL", ruling="TG-015", skill=Typed(args[0]),
                                # ids: the catalogue names them in each language, with its list
                                # separator (a joined string read "overdrive" in Japanese too)
                                skills=[s.id for s in member.char.skills])
        words = {"on": [], "with": [], "as": [], "pay": []}  # type: dict[str, list[str]]
        cur = None
        for a in args[1:]:
            low = a.lower()
            if low in ("on", "with", "pay") or (low == "as" and cur == "with" and words["with"]):
                cur = low
            elif cur is None:
                raise IllegalAction(f"'{a}': write 'on <seat>', 'with <card>', 'pay <cards>'",
                                    code="SKILL_SYNTAX", ruling="TG-023")
            else:
                words[cur].append(a)
        if limit_reached(pl, sk):
            rid = "TG-063" if sk.limit == "per_game" else "TG-066"
            raise IllegalAction(f"{sk.name['en']} can be used once per "
                                f"{'game' if sk.limit == 'per_game' else 'round'}",
                                code="SKILL_LIMIT", ruling=rid, skill=sk.id)
        target = None
        if sk.target:
            if len(words["on"]) != 1:
                raise IllegalAction(f"{sk.name['en']} needs a target: 'on <seat>'",
                                    code="NO_TARGET", ruling="TG-059")
            target = words["on"][0]
            if target == pl.seat or target not in st.p:
                raise IllegalAction(f"{sk.name['en']} targets a present opponent",
                                    code="BAD_TARGET", ruling="TG-059", target=target)
            if not st.p[target].present:
                raise IllegalAction(f"{target}'s character has left: it cannot be targeted",
                                    code="TARGET_ABSENT", ruling="TG-039", target=target)
        with_card = declared = None
        if any(op == "swap_field" for op, _, _ in sk.effect):
            if len(words["with"]) != 1:
                raise IllegalAction(f"{sk.name['en']} needs a hand card: 'with <card>'",
                                    code="NO_WITH_CARD", ruling="TG-057")
            with_card = self._cards_in_hand(pl, words["with"])[0]
            if words["as"]:
                declared = parse_card(words["as"][0])
                if isinstance(declared, Joker) or not is_joker_for(pl, with_card):
                    raise IllegalAction("only a JOKER (or your third joker) is declared 'as' a card",
                                        code="DECLARE_CARD", ruling="TG-010")
            elif isinstance(with_card, Joker):
                raise IllegalAction("a JOKER placed by Mirage is declared at once: add 'as <card>'",
                                    code="DECLARE_CARD", ruling="TG-057")
        payment = self._cards_in_hand(pl, words["pay"])
        if with_card is not None and with_card in payment:
            raise IllegalAction("a card cannot be the new field card and a payment",
                                code="CARD_TWICE", ruling="TG-057")
        if not payment:
            raise IllegalAction(f"{sk.name['en']} costs {''.join(sk.cost)}: add 'pay <cards>'",
                                code="COST_NOT_PAID", ruling="TG-023", cost="".join(sk.cost))
        bad = payment_problem(pl, sk, payment)
        if bad is not None:
            raise bad
        return (sk, target, with_card, declared, payment)

    # -- applying --------------------------------------------------------------------------
    def apply(self, state: GearState, action: Action) -> list[Event]:
        arg = self._check(state, action)
        st, seat, k = state, action.seat, action.kind
        round_no = st.round
        events: list[Event] = []
        if k == "pick":
            pick(st, seat, arg, events)
        elif k in ("keep", "mulligan", "set"):
            done = st.secret.choose(seat, arg)
            # a field card set face down: on the table for its player (and the teacher), who
            # alone see this event (the step-through draws it, core.picture)
            laid = {"on_table": {seat: arg[0]}} if k == "set" else {}
            events.append(ev("action", {"keep": "KEEP_CHOSEN", "mulligan": "MULLIGAN_CHOSEN",
                                        "set": "SET_CHOSEN"}[k], seat,
                             {"keep": ("TG-005", "TG-006"), "mulligan": ("TG-008",),
                              "set": ("TG-009",)}[k], visible_to=frozenset({seat}), seat=seat,
                             action=str(action), **laid))
            if done:
                {"keep": keep_done, "mulligan": mulligan_done, "set": reveal}[k](st, events)
        elif k == "declare":
            declare(st, seat, arg, events)
        elif k == "discard":
            pl = st.p[seat]
            pl.hand = [c for c in pl.hand if c not in arg]
            pl.discard = pl.discard + list(arg)
            st.pending_discard = 0
            st.phase = "action"
            events.append(ev("action", "DISCARDS", seat, ("TG-059",), seat=seat, cards=list(arg),
                             action=str(action)))
            after_act(st, seat, False, events)
        elif k == "enter":
            events.append(ev("action", "ENTRY_CHOSEN", seat, ("TG-046",), seat=seat,
                             char=arg.char.id, action=str(action)))
            cl.enter(st, seat, arg, events)
            cl.advance(st, events)
        elif k == "refill":
            cl.refill(st, seat, arg, events)
        else:
            st.acts_this_round += 1
            if st.acts_this_round > MAX_ACTS_PER_ROUND:
                raise RuntimeError("the action phase did not end (TG-066 violated)")
            if k == "pass":
                only = ("TG-066",) if not st.p[seat].hand else ()
                events.append(ev("action", "PASSES", seat, ("TG-019", "TG-020") + only, seat=seat,
                                 action=str(action)))
                after_act(st, seat, True, events)
            elif k == "raise":
                do_raise(st, seat, arg, events)
                after_act(st, seat, False, events)
            else:
                sk, target, with_card, declared, payment = arg
                use_skill(st, seat, sk, target, with_card, declared, payment, events)
                if st.phase == "action":
                    after_act(st, seat, False, events)
        if st.phase == ROUND_END:
            cl.begin_cleanup(st, events)
        return with_round(events, round_no)

    # -- what each seat may see ------------------------------------------------------------
    def view(self, state: GearState, seat: str | None) -> GearState:
        v = state.clone()
        v.counts = {s: {"hand": len(pl.hand), "deck": len(pl.deck)} for s, pl in state.p.items()}
        if seat is None:
            return v
        v.hidden = frozenset(s for s in state.players if s != seat)
        for s, pl in v.p.items():
            pl.deck = []
            # face down for everyone, its owner too: backs the table counts, not cards
            pl.life = [FACE_DOWN] * len(pl.life)  # type: ignore[list-item]
            if s != seat:
                pl.hand = []
        v.secret.chosen = state.secret.visible_to(seat)  # type: ignore[assignment]
        return v

    def hidden_sizes(self, state: GearState) -> dict[str, int]:
        if state.counts:
            return {s: c["hand"] for s, c in state.counts.items()}
        return {s: len(pl.hand) for s, pl in state.p.items()}

    def hands(self, state: GearState) -> dict[str, list[Any]]:
        return {s: list(pl.hand) for s, pl in state.p.items()}

    def outcome(self, state: GearState) -> Outcome | None:
        if not self.is_over(state):
            return None
        if state.end_reason == "draw":
            return Outcome(tuple(state.winners), "DRAW_ALL_OUT", {"winners": list(state.winners)},
                           ("TG-052",))
        return Outcome(tuple(state.winners), "WIN_LAST_STANDING",
                       {"winners": list(state.winners)}, ("TG-051",))

    def invariants(self, state: GearState) -> list[str]:
        """Each player owns 54 cards wherever they are (TG-002), across any number of reloads."""
        out: list[str] = []
        if state.phase in ("select", "keep"):
            return out                       # the decks are shuffled at battle setup
        for s in state.players:
            cards = state.all_cards(s)
            if len(cards) != 54 or len(set(cards)) != 54:
                out.append(f"{s} owns {len(cards)} cards ({len(set(cards))} different), not 54")
        if state.round > max(state.life_budget, 0) and state.phase != "select":
            out.append(f"round {state.round} exceeds the TG-062 bound {state.life_budget}")
        return out

    def round_roles(self, state: GearState) -> RoundRoles:
        """The characters each seat fought with, in the order they entered ("blade+sage"):
        a battle scores no rounds, so the game is the table's one round, and every character
        that entered it played that round (a drafted one that never entered did not)."""
        if not self.is_over(state):
            return RoundRoles("character", ())
        fought = {s: [m.char.id for m in [*pl.left, *([pl.battle] if pl.battle else [])]]
                  for s, pl in state.p.items()}
        return RoundRoles("character", ({s: "+".join(ids) or "-" for s, ids in fought.items()},))

    def characters(self, state: GearState) -> tuple[str, ...]:
        """The characters of this table's set (the option ``characters`` may load another)."""
        return tuple(state.chars.characters)

    # -- facts -----------------------------------------------------------------------------
    def totals(self, state: GearState) -> dict[str, int]:
        """Life cards left (current life plus the reserve's LIFE is not counted: life now)."""
        return {s: len(pl.life) for s, pl in state.p.items()}

    def facts(self, state: GearState) -> dict[str, Any]:
        st = state
        cs = lambda cards: [str(c) for c in cards]  # noqa: E731
        present = st.present()
        waiting = self.to_act(st)
        counts = st.counts
        return {
            "players": list(st.players), "phase": st.phase, "round": st.round,
            "to_act": waiting, "actor": st.actor if st.phase in ("declare", "action", "discard") else None,
            "legal_actions": [str(a) for a in self.legal_actions(st)] if waiting else [],
            "revealer": st.revealer, "revealed": list(st.revealed),
            "drafted": {s: list(pl.drafted) for s, pl in st.p.items()},
            "battle": {s: (pl.battle.key if pl.battle else None) for s, pl in st.p.items()},
            "reserve": {s: [m.key for m in pl.reserve] for s, pl in st.p.items()},
            "left": {s: [m.key for m in pl.left] for s, pl in st.p.items()},
            "hands": {s: cs(sort_cards(pl.hand)) for s, pl in st.p.items()},
            "hand_sizes": self.hidden_sizes(st),
            "life": {s: len(pl.life) for s, pl in st.p.items()},
            "deck_sizes": ({s: c["deck"] for s, c in counts.items()} if counts
                           else {s: len(pl.deck) for s, pl in st.p.items()}),
            "discard_sizes": {s: len(pl.discard) for s, pl in st.p.items()},
            "discards": {s: cs(sort_cards(pl.discard)) for s, pl in st.p.items()},
            "field_cards": {s: (str(pl.field_card) if pl.field_card is not None else None)
                            for s, pl in st.p.items()},
            "declared": {s: str(pl.declared) for s, pl in st.p.items() if pl.declared is not None},
            "base": {s: base(st.p[s]) for s in present},
            "field": {s: field_number(st, s) for s in present},
            "charge": {s: len(pl.charge) for s, pl in st.p.items()},
            "cost": {s: cs(pl.cost) for s, pl in st.p.items()},
            "rate": rate(st),
            "rate_cards": {s: sum(1 for o, _ in st.rate_area if o == s) for s in st.players},
            "present": present, "passes": st.passes,
            "mulligan_used": {s: pl.mulligan_used for s, pl in st.p.items()},
            "eliminated": [s for s in st.players if st.p[s].eliminated],
            "last_winner": st.last.get("winner"), "last_crash": bool(st.last.get("crash")),
            "winners": list(st.winners), "end_reason": st.end_reason,
            "life_budget": st.life_budget,
            "cleanup": {s: pl.cleanup for s, pl in st.p.items()},
            "owned": {s: len(st.all_cards(s)) for s in st.players},
        }


GAME = TrickGear()
_ = (FIELDS, Skill, SecretChoices)
