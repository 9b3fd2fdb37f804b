"""Little's 10 characters: the 8 Tricktakers components it reuses, as small variants that read
Little's data (score tables, the win bonus instead of instant wins), plus the Healer and the
Devil (provisional, spec 8.9–8.10).

Why subclasses: the abilities are the Tricktakers ones, unchanged; only the numbers and the
end of the game differ. Each variant keeps its Tricktakers ``name`` (messages, tactics and
decisions keep working) and gets Little's rank as its priority code.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from tricklab.core.events import Event, EventKind, Step, step_now

from ..tricktakers import registry
from ..tricktakers.cards import BERSERKER_CARD, BZ, NUM, RARE, TRUMP, WF, TTCard
from ..tricktakers.characters import (Berserker, Character, Collector, Gambler, Hermit, King,
                                      Ninja, Resistance, Samurai)
from ..tricktakers.characters.base import Line
from ..tricktakers.characters.resistance import revolt_points
from ..tricktakers.characters.samurai import is_black
from ..tricktakers.state import TTState

from ..tricktakers.table import draw, to_pile
from . import words
from .data import data, points, rank, table

BONUS = "WIN_BONUS"


def names_at(st: TTState, seat: str) -> tuple[str, ...]:
    """The characters a seat plays this round (two in round 3)."""
    name = st.chars.get(seat)
    return getattr(registry.get(name), "names", (name,)) if name else ()


def bonus_line(seat: str, character: str, why: str) -> tuple[int, Step]:
    pts = points("win")
    return (pts, Step(BONUS, ("LT-064",), {"seat": seat, "character": character, "why": why,
                                             "delta": pts}))


class Shifted:
    """Mixin: with the Devil at the same seat, the score table reads min(T + 2, 5) (LT-069,
    LT-072). Only tables read ``tricks``; the King does not take this mixin."""

    def tricks(self, st: TTState, seat: str) -> int:          # type: ignore[override]
        n = len(st.tricks[seat])
        if "devil" in names_at(st, seat):
            return min(n + int(data()["devil"]["shift"]), 5)
        return n

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        """The table lines say that they read the Devil's shifted count (and its cap)."""
        lines = super().round_points(st, seat)            # type: ignore[misc]
        if "devil" not in names_at(st, seat) or not lines:
            return lines
        n = len(st.tricks[seat])
        capped = n + int(data()["devil"]["shift"]) > 5
        pts, step = lines[0][0], step_now(lines[0][1])
        # "won 4 tricks" when 2 were won read as a wrong count: the plain table line says both
        code = "TABLE_POINTS_DEVIL" if step.code == "TABLE_POINTS" else step.code
        lines[0] = (pts, Step(code, (*step.rulings, "LT-069", *(("LT-072",) if capped else ())),
                              {**step.params, "real": n}))
        return lines


def _code(name: str) -> str:
    """Little's priority as a code that sorts by its rank (spec 2.3); the table shows the
    printed code (``badge``) of the 8 reused characters instead."""
    return f"{rank(name)}A"


class LittleKing(King):
    code = _code("king")
    badge = King.code
    table = table("king")          # 5 tricks: the win bonus, doubled in round 3 (LT-077)

    def effective(self, st: TTState, entry: Any, eff: Any, revolt: bool) -> Any:
        """A King + Ninja's face-down card still wins ties when turned up (LT-045). Little
        plays with the Little-King variant on, so the Tricktakers King adds no "a Rare in every
        respect" note: the Little King's cards win ties even when played later (LT-021)."""
        eff = super().effective(st, entry, eff, revolt)
        if entry.get("shadow") and eff.wins_ties:
            return replace(eff, wins_ties=(*eff.wins_ties, "LT-045"))
        return eff

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines = super().round_points(st, seat)
        if lines and self.tricks(st, seat) == 5:      # the sweep: no instant win (LT-064)
            pts, step = lines[0][0], step_now(lines[0][1])
            extra = ("LT-064", "LT-077") if st.round == 3 else ("LT-064",)
            lines[0] = (pts, Step(step.code, (*step.rulings, *extra), step.params))
        if lines and "devil" in names_at(st, seat):   # the King reads the real count (LT-072)
            pts, step = lines[0][0], step_now(lines[0][1])
            lines[0] = (pts, Step(step.code, (*step.rulings, "LT-072"), step.params))
        return lines


class LittleGambler(Shifted, Gambler):
    code = _code("gambler")
    badge = Gambler.code

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines = super().round_points(st, seat)
        d, n = st.cdata[seat], self.tricks(st, seat)
        if d["bid"] == n and lines:
            pts = points(data()["gambler_hit"][n])
            lines[0] = (pts, Step("BID_HIT", ("LT-025",) if n < 4 else ("LT-064",),
                                  {**step_now(lines[0][1]).params, "delta": pts}))
        return lines

    def wins(self, st: TTState, seat: str) -> Step | None:
        return None                # 5 tricks: nothing beyond the table (spec 8.2)


class LittleNinja(Shifted, Ninja):
    code = _code("ninja")
    badge = Ninja.code
    table = table("ninja")

    def _place_shadow(self, st: TTState, seat: str, entry: Any, events: list[Event]) -> None:
        """After a colourless lead the face-down card sets no lead colour: the next player
        chooses freely (LT-043). Under the turn-order rule the card is not always the last
        one played (LT-047): the line says when it counts (``words.SEAT_ORDER``)."""
        free = st.lead is None and entry.card.kind != NUM and entry.get("clone") != "deck"
        start = len(events)
        super()._place_shadow(st, seat, entry, events)
        if st.opts.get("ninja_timing") == "seat_order":
            words.events(events, start, words.SEAT_ORDER)
        if free and st.lead is None:
            events.append(Event(EventKind.RULE, "NINJA_HIDDEN_NO_LEAD", seat, ("LT-043",),
                                {"round": st.round, "trick": st.trick_no, "first": entry.card}))

    def _ask(self, st: TTState, seat: str, events: list[Event]) -> None:
        """A Boots user who chose to play last before the Ninja's turn has played after the
        Ninja's two cards; the Ninja turns its card up now, last (LT-046, case 1)."""
        super()._ask(st, seat, events)
        booted = any(s != seat and st.cdata.get(s, {}).get("used_item") == "boots"
                     and st.cdata[s].get("used") for s in st.players)
        if booted and events and "LT-046" not in events[-1].rulings:
            events[-1] = replace(events[-1], rulings=(*events[-1].rulings, "LT-046"))

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        """The table's 0 and 2 tricks are plain lines: the Tricktakers lines speak of the
        Ninja's black crown, and Little has no crowns (LT-064)."""
        out: list[Line] = []
        for pts, line in super().round_points(st, seat):
            step = step_now(line)
            if step.code in ("NINJA_TABLE_ZERO", "NINJA_TABLE_TWO"):
                step = Step("TABLE_POINTS", tuple(r for r in step.rulings if r != "TT-104"),
                            step.params)
            out.append((pts, step))
        return out


def reveal_words(st: TTState, events: list[Event], start: int) -> None:
    """The Ninja's face-down card turned up (events from ``start`` on), said as it is in
    Little: a Little King's card wins its ties even turned up last (LT-045), and a card still
    to come from the Little King wins its tie against it (LT-021). (The turn-up is the
    Tricktakers Ninja's decision, asked of it by name: the engine relabels it afterwards.)"""
    k = next((i for i in range(start, len(events))
              if events[i].code in ("NINJA_REVEALS", "NINJA_REVEALS_BEFORE")), None)
    if k is None:
        return
    e = events[k]
    kings = [s for s in e.params.get("after", ()) if "king" in names_at(st, s)]
    extra: tuple[str, ...]
    if e.seat and "king" in names_at(st, e.seat):
        code, extra = "NINJA_REVEALS_KING", ("LT-021", "LT-045")
    elif kings:
        code, extra = "NINJA_REVEALS_BEFORE_KING", ("LT-021",)
    else:
        return
    events[k] = Event(e.kind, code, e.seat, (*e.rulings, *extra),
                      {**e.params, "king": kings[0] if kings else e.seat}, e.steps,
                      e.visible_to, e.private)


class LittleResistance(Resistance):
    code = _code("resistance")
    badge = Resistance.code

    def on_trick_won(self, st: TTState, seat: str, res: Any, events: list[Event]) -> None:
        card = res.entry.card
        if st.revolt == seat and res.winner == seat and card.kind == NUM and card.suit == TRUMP:
            st.cdata[seat]["revolt_card"] = card.code     # no instant win: points (LT-064)
            events.append(Event(EventKind.RULE, "REVOLT_WON", seat, ("LT-028", "LT-029"),
                                {"round": st.round, "trick": st.trick_no, "card": card}))
            return
        super().on_trick_won(st, seat, res, events)

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines = super().round_points(st, seat)
        c = self.won_card(st, seat)
        if c is not None and revolt_points(c)[1] == "black":
            lines[0] = bonus_line(seat, self.name, "black_revolt")
        elif c is not None and revolt_points(c)[1] == "colourless":
            lines[0] = (0, Step("REVOLT_NO_BAND", ("LT-078",), {"seat": seat, "card": c,
                                                                "delta": 0}))
        return lines


class LittleSamurai(Shifted, Samurai):
    """The Tricktakers Samurai with Little's replacement procedure (LT-075): a black card
    drawn as a replacement is put aside, not discarded, until the Samurai holds no black card;
    then the cards put aside go to the discard pile. So no black card can be reshuffled and
    drawn again while the Samurai is still replacing, and the replacing always ends."""

    code = _code("samurai")
    badge = Samurai.code
    table = table("samurai")

    def _replace(self, st: TTState, seat: str, black: list[TTCard], events: list[Event],
                 rulings: tuple[str, ...]) -> None:
        d = st.cdata[seat]
        aside = d.get("_black_aside")
        where = {"round": st.round, "trick": st.trick_no, "n": len(black)}
        if aside is not None:                 # a replacement drawn during this replacing
            for c in black:
                st.hands[seat].remove(c)
            aside.extend(black)
            d["replaced"] += len(black)
            events.append(Event(EventKind.RULE, "SAMURAI_BLACK_ASIDE", seat, ("LT-075",), where))
            if any(not is_black(c) for c in (*st.deck, *st.discard)):
                draw(st, seat, len(black), events, why="samurai")
            else:
                events.append(Event(EventKind.RULE, "SAMURAI_NO_REPLACEMENT", seat,
                                    ("LT-050", "LT-075"), where))
            return
        d["_black_aside"] = []
        try:
            super()._replace(st, seat, black, events, rulings)
        finally:
            put = d.pop("_black_aside")
        if put:
            to_pile(st, put)
            events.append(Event(EventKind.RULE, "SAMURAI_ASIDE_DISCARDED", seat, ("LT-075",),
                                {**where, "n": len(put)}))

    def effective_late(self, st: TTState, entry: Any, eff: Any, effs: list[Any],
                       revolt: bool) -> Any:
        """The spirit of red in Little's words (no tasks, no EL)."""
        return words.notes(super().effective_late(st, entry, eff, effs, revolt))


class LittleHermit(Shifted, Hermit):
    code = _code("hermit")
    badge = Hermit.code
    table = table("hermit")

    def effective_late(self, st: TTState, entry: Any, eff: Any, effs: list[Any],
                       revolt: bool) -> Any:
        """Says which case of the Hermit's White Flag the trick is in: no Rare in the trick
        (a plain White Flag, LT-032) or the Berserker card above it (LT-009)."""
        eff = super().effective_late(st, entry, eff, effs, revolt)
        if revolt or entry.card.kind != WF or not eff.rare_plus:
            return eff
        where = {"seat": entry.seat, "card": entry.card}
        if not any(e.kind == RARE for e in effs):
            return eff.note(Step("HERMIT_WF_NO_RARE", ("LT-032",), where))
        if any(e.kind == BZ for e in effs):
            return eff.note(Step("HERMIT_WF_UNDER_BZ", ("LT-009",), where))
        return eff


class LittleCollector(Collector):
    code = _code("collector")
    badge = Collector.code

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines = super().round_points(st, seat)
        if super().wins(st, seat) is not None:
            lines.append(bonus_line(seat, self.name, "nine"))
        return lines

    def wins(self, st: TTState, seat: str) -> Step | None:
        return None


class LittleBerserker(Shifted, Berserker):
    code = _code("berserker")
    badge = Berserker.code
    table = table("berserker")

    def setup_auto(self, st: TTState, seat: str, events: list[Event]) -> None:
        """The whole hand goes, except cards the seat may not discard (the King's Rare,
        LT-068); the hand is then filled to 5 from the Berserker deck and the rest set aside.
        A Samurai partner's black 10 is replaced from the set-aside cards (spec 8.11)."""
        seat_comp = registry.get(st.chars[seat])
        kept = [c for c in st.hands[seat] if seat_comp.can_discard(st, seat, c)]
        for c in kept:
            st.hands[seat].remove(c)
        super().setup_auto(st, seat, events)
        if kept:
            events.append(Event(EventKind.RULE, "BERSERKER_KEEPS", seat, ("LT-068",),
                                {"round": st.round, "trick": 0, "cards": kept}))
        hand, aside = st.hands[seat], st.aside[seat]
        for _ in kept:                       # fewer Berserker cards: the hand stays at 5
            extra = next(c for c in reversed(hand) if c is not BERSERKER_CARD)
            hand.remove(extra)
            aside.append(extra)
        hand.extend(kept)
        if "samurai" in names_at(st, seat):
            for black in [c for c in hand if c.kind == NUM and c.suit == TRUMP]:
                swap = next((c for c in aside if not (c.kind == NUM and c.suit == TRUMP)), None)
                hand.remove(black)
                to_pile(st, [black])
                if swap is not None:
                    aside.remove(swap)
                    hand.append(swap)
                events.append(Event(EventKind.RULE, "SAMURAI_BERSERKER_SWAP", seat,
                                    ("LT-050", "LT-068"), {"round": st.round, "trick": 0}))

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        if st.round == 3 and self.tricks(st, seat) == 0:
            return [bonus_line(seat, self.name, "berserker_zero")]
        return super().round_points(st, seat)

    def wins(self, st: TTState, seat: str) -> Step | None:
        return None


class Healer(Character):
    """Provisional (spec 8.9, the KINGs text): +10 per blue or green card captured, max 50.
    A card the Collector reserved counts as captured (LT-037)."""

    name = "healer"
    code = _code("healer")
    badge = str(rank("healer"))     # its rank in Little's order (spec 2.3): no printed code
    title = {"en": "Healer", "ja": "ヒーラー"}

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        h = data()["healer"]
        n = sum(1 for c in st.taken[seat] if c.kind == NUM and c.suit in h["colours"])
        pts = min(int(h["per_card"]) * n, int(h["cap"]))
        return [(pts, Step("HEALER_POINTS", ("LT-070",), {"seat": seat, "n": n, "delta": pts}))]


class Devil(Character):
    """Provisional (spec 8.10): shifts the partner's table (``Shifted``) and scores 10 per
    trick actually won."""

    name = "devil"
    code = _code("devil")
    badge = str(rank("devil"))
    title = {"en": "Devil", "ja": "デビル"}

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        n = len(st.tricks[seat])
        pts = int(data()["devil"]["per_trick"]) * n
        return [(pts, Step("DEVIL_POINTS", ("LT-069", "LT-072"),
                           {"seat": seat, "tricks": n, "delta": pts}))]


ROSTER: dict[str, Character] = {c.name: c for c in (
    LittleKing(), LittleGambler(), LittleNinja(), LittleResistance(), LittleSamurai(),
    LittleHermit(), LittleCollector(), LittleBerserker(), Healer(), Devil())}
assert tuple(ROSTER) == tuple(sorted(ROSTER, key=rank)) == tuple(data()["characters"])
