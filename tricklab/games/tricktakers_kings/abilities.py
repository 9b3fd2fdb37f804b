"""Trick play: the abilities used on your turn (Ninja lead pass KG-059/060, Hermit KG-051,
Cheerleader exchange KG-076, Fairy's Gift KG-036/069), the ways to play a card (Resistance
words KG-052/053, the King's Sword KG-073, a King KG-010..KG-013) and the end of a trick
(KG-016, KG-025, KG-037). ``legal_*`` lists exactly what ``check_play`` accepts."""
from __future__ import annotations

from itertools import combinations
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.errors import IllegalAction
from tricklab.core.rulings import Owned
from tricklab.core.events import Event, EventKind, Step

from .cards import BERSERKER_9, NUM, RARE, WF, TTCard, sort_hand
from .characters import component
from .deck import draw, ev
from .flow import end_round
from .state import KState, Play
from .trick import decide, lead_colour

WORDS = ("as9", "as1", "asrare", "aswf", "sword", "king")


# -- what the acting seat may do -------------------------------------------------------------
def turn_actions(st: KState, seat: str) -> list[Action]:
    out: list[Action] = []
    fronts = [st.character(c) for c in st.fronts.get(seat, [])]
    if not st.trick and seat not in st.passed and any(component(f).passes_lead for f in fronts):
        out += [Action(seat, "lead", (p,)) for p in st.order_from(seat)]
    if "hermit" in fronts and "hermit" not in st.used[seat]:
        out.append(Action(seat, "hermit"))
    partner = st.partner.get(seat)
    if ("cheerleader" in fronts and partner and "cheer" not in st.used[seat]
            and st.hands[partner] and st.hands[seat]):
        out += [Action(seat, "cheer", (str(c),)) for c in sort_hand(st.hands[seat])]
    if st.items.get("gift") == seat and not st.item_used.get("gift"):
        out.append(Action(seat, "gift"))
    return out


def king_fits(st: KState, seat: str, card: TTCard, sword: bool) -> bool:
    """A King lies on a card of its colour (KG-010, KG-026, KG-027); the White King on a
    White Flag, a Rare or a sworded card (KG-013, KG-028). Colour and kind are physical."""
    colour = st.kings.get(seat)
    if colour == "W":
        return card.kind in (WF, RARE) or sword
    return card.kind == NUM and card.suit == colour


def can_king(st: KState, seat: str) -> bool:
    return seat in st.kings and not st.king_used.get(seat)


def can_sword(st: KState, seat: str) -> bool:
    return st.items.get("sword") == seat and not st.item_used.get("sword")


def play_words(st: KState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
    """Every way ``card`` may be played now, as the words after it."""
    resist = st.has_front(seat, "resistance") > 0
    out: list[tuple[str, ...]] = []
    for sword in (False, True) if can_sword(st, seat) else (False,):
        convs = [""] + (list(component("resistance").conversions(card, sword)) if resist else [])
        for conv in convs:
            kings = (False, True) if can_king(st, seat) and king_fits(st, seat, card, sword) \
                else (False,)
            for king in kings:
                out.append(tuple(w for w, on in ((conv, bool(conv) and not sword),
                                                 ("sword", sword),
                                                 (conv, bool(conv) and sword),
                                                 ("king", king)) if on))
    return out


def follow_ok(st: KState, seat: str, card: TTCard) -> bool:
    lead = lead_colour(st.trick)
    if lead is None or card.kind != NUM or card.suit == lead:
        return True
    return not any(c.kind == NUM and c.suit == lead for c in st.hands[seat])


def legal_plays(st: KState, seat: str) -> list[Action]:
    out = []
    for c in sort_hand(st.hands[seat]):
        if follow_ok(st, seat, c):
            out += [Action(seat, "play", (str(c), *w)) for w in play_words(st, seat, c)]
    return out


def pending_actions(st: KState) -> list[Action]:
    verb, seat = st.pending[0], st.pending[1]
    hand = sort_hand(st.hands[seat])
    if verb == "discard" and len(st.pending) > 2:   # another seat's view hides how many
        return [Action(seat, "discard", tuple(map(str, cs)))
                for cs in combinations(hand, st.pending[2])]
    if verb == "berserker":
        return [Action(seat, "take", (str(c),)) for c in hand + [BERSERKER_9]] + \
            [Action(seat, "decline")]
    if verb == "return":
        return [Action(seat, "return", (str(c),)) for c in hand]
    return []


# -- doing it --------------------------------------------------------------------------------
def refuse(message: str, code: str, ruling: str | None = None, **params: Any) -> IllegalAction:
    return IllegalAction(message, code=code, ruling=ruling, **params)


def why_lead(st: KState) -> tuple[Step, ...]:
    """Why the trick's lead colour is what a refusal says, when the led card does not show
    it: a White Flag or Rare led sets no colour and the first number card does (KG-004); a
    Samurai's red keeps red the lead colour for all its black strength (KG-057)."""
    first = next((p for p in st.trick if p.card.kind == NUM), None)
    if first is None:
        return ()
    out = []
    if st.trick[0] is not first:
        out.append(Step("KG_LEAD_FROM_NUMBER", ("KG-004",),
                        {"first": st.trick[0].card, "card": first.card, "lead": first.card.suit}))
    if first.card.suit == "R" and st.has_front(first.seat, "samurai"):
        out.append(Step("KG_SAMURAI_LEADS_RED", ("KG-057",), {"seat": first.seat, "card": first.card}))
    return tuple(out)


def check_play(st: KState, seat: str, card: TTCard, words: tuple[str, ...]) -> Play:
    """Check one play and build its table entry; raise with the ruling that forbids it."""
    if card not in st.hands[seat]:
        raise refuse(f"{card} is not in {seat}'s hand", "NOT_IN_HAND", card=card, seat=seat)
    bad = [w for w in words if w not in WORDS]
    if bad or len(set(words)) != len(words):
        raise refuse(f"'{' '.join(words)}': after a card write as9, as1, asrare, aswf, sword "
                     f"or king", "KG_PLAY_WORDS", words=" ".join(words))
    if not follow_ok(st, seat, card):
        lead = lead_colour(st.trick)
        raise refuse(f"you must follow {lead}", "KG_MUST_FOLLOW",
                     "KG-011" if "king" in words else "KG-003", card=card, lead=lead or "",
                     steps=why_lead(st))
    sword = "sword" in words
    convs = [w for w in words if w.startswith("as")]
    if sword and not can_sword(st, seat):
        used = st.items.get("sword") == seat
        raise refuse("the King's Sword is not yours to use", "KG_ITEM_USED" if used
                     else "KG_NO_ITEM", "KG-037", item="sword")
    if convs:
        if not st.has_front(seat, "resistance"):
            raise refuse("only an active Resistance converts cards", "KG_NO_ABILITY", "KG-052",
                         ability="resistance")
        if len(convs) > 1 or convs[0] not in component("resistance").conversions(card, sword):
            raise refuse(f"{card} cannot be played {convs[0]}", "KG_BAD_CONVERSION",
                         "KG-053" if sword else "KG-052", card=card, word=convs[0])
    if "king" in words:
        if seat not in st.kings:
            raise refuse("you have no King", "KG_NO_KING", "KG-035")
        if st.king_used.get(seat):
            raise refuse("your King was used already", "KG_KING_USED",
                         "KG-081" if st.two else "KG-017")
        if not king_fits(st, seat, card, sword):
            colour = st.kings[seat]
            rid = "KG-013" if colour == "W" else "KG-026" if (
                colour == "K" and card.suit == "R" and st.has_front(seat, "samurai")) else "KG-012"
            raise refuse(f"the {colour} King cannot lie on {card}", "KG_KING_COLOUR", rid,
                         king=f"KING-{colour}", card=card)
    return Play(seat, card, len(st.trick) + 1, convs[0] if convs else "", sword,
                st.kings[seat] if "king" in words else "", st.has_front(seat, "samurai") > 0)


def play(st: KState, p: Play) -> list[Event]:
    st.hands[p.seat].remove(p.card)
    st.trick.append(p)
    rul: tuple[str, ...] = ()
    if p.king:
        st.king_used[p.seat] = st.round
        rul += {"W": ("KG-013",)}.get(p.king, ("KG-010",))
    if p.sword:
        st.item_used["sword"] = st.round
        st.sworded.append(p.card)
        rul += ("KG-073",)
    if p.conv:
        rul += ("KG-053",) if p.sword else ("KG-052",)
    if p.samurai and p.card.kind == NUM and p.card.suit == "R":
        st.samurai_red.append(p.card)
        rul += ("KG-055",)
    # in the order of the turn (spec 5.3): a Resistance word as the card is played, the
    # sword, a Resistance White Flag after the sword (KG-053), then the King
    words = [w for w in ("" if p.sword else p.conv, "sword" if p.sword else "",
                         p.conv if p.sword else "", f"KING-{p.king}" if p.king else "") if w]
    # the round and trick it went to, as every game's play carries them: the step-through
    # draws the trick's cards from the plays of one (round, trick)
    events = [ev(EventKind.ACTION, "KG_PLAYS_WITH" if words else "KG_PLAYS", p.seat, rul,
                 card=p.card, words=words, round=st.round, trick=st.trick_no)]
    if len(st.trick) == len(st.players):
        events += finish_trick(st)
    return events


def finish_trick(st: KState) -> list[Event]:
    res = decide(st.trick)
    win = st.trick[res.winner]
    cards = [p.card for p in st.trick]
    st.captured[win.seat] += cards                    # cards under Kings too (KG-025)
    st.tricks[win.seat] += 1
    events = [Event(EventKind.TRICK_WON, "KG_TRICK_WON", win.seat, ("KG-001",),
                    {"winner": win.seat, "card": win.card, "trick": st.trick_no,
                     "round": st.round, "cards": cards}, res.steps)]
    kings = [p for p in st.trick if p.king]
    # what the rules do after a trick is a RULE (AUTO is a card an automatic seat plays: the
    # history made these rows "play" moves without a card)
    if kings:
        events.append(ev(EventKind.RULE, "KG_KINGS_HOME", win.seat, ("KG-016", "KG-025"),
                         kings=[Owned(p.seat, f"KING-{p.king}") for p in kings]))
    if any(p.sword for p in st.trick):
        st.item_used["sword"] = st.item_used.get("sword") or st.round
        events.append(ev(EventKind.RULE, "KG_SWORD_BOX", None, ("KG-037",)))
    st.last_trick, st.trick, st.passed = st.trick, [], []
    st.leader = win.seat
    st.trick_no += 1
    if st.trick_no > st.tricks_per_round:
        events += end_round(st)
    return events


def lead_pass(st: KState, seat: str, to: str) -> list[Event]:
    st.passed.append(seat)
    st.leader = to
    rul = ("KG-059",) if to == seat else ("KG-059", "KG-060") if st.has_front(to, "ninja") \
        else ("KG-059",)
    return [ev(EventKind.ACTION, "KG_LEAD_PASS", seat, rul, to=to)]


def hermit(st: KState, seat: str) -> list[Event]:
    st.used[seat].append("hermit")
    events = [ev(EventKind.ACTION, "KG_HERMIT", seat, ("KG-051",))]
    events += draw(st, seat, 3, "hermit", ("KG-051", "KG-009"))
    st.pending = ["discard", seat, 3, "hermit"]
    return events


def gift(st: KState, seat: str) -> list[Event]:
    st.item_used["gift"] = st.round
    return [ev(EventKind.ACTION, "KG_GIFT", seat, ("KG-036", "KG-069"))]


def cheer(st: KState, seat: str, card: TTCard) -> list[Event]:
    partner = st.partner[seat]
    st.used[seat].append("cheer")
    st.hands[seat].remove(card)
    st.hands[partner].append(card)
    st.pending = ["return", partner, seat]
    secret = {seat: {"card": card}, partner: {"card": card}}
    return [ev(EventKind.ACTION, "KG_CHEER_GIVE", seat, ("KG-076",), secret, partner=partner)]


def give_back(st: KState, seat: str, card: TTCard) -> list[Event]:
    cl = st.pending[2]
    st.hands[seat].remove(card)
    st.hands[cl].append(card)
    st.pending = []
    secret = {seat: {"card": card}, cl: {"card": card}}
    return [ev(EventKind.ACTION, "KG_CHEER_RETURN", seat, ("KG-076",), secret, to=cl)]
