"""The felt's scene: everything the card-table widget draws, as plain JSON data built from the
game's view adapter.

Why a module of its own, free of widgets: the scene is the one place that decides what the
viewer sees on the felt, so it is built only from what ``game.observe`` lets that viewer see
(the adapter's zones of the redacted public view, the viewer's own hand, the hands the viewer
may see) and it can be tested, diffed and measured without a browser. The JavaScript side only
draws it; every string in it is inserted with ``textContent`` except ``figure``, which is the
adapter's trusted, already-escaped HTML (a board drawn as SVG).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from tricklab.core.view import CardFace, FaceDown, SeatBoard, ViewAdapter, Zone, owners_of, placement, aloud

from tricklab.core.punctuation import LIST_SEP, STOP
from tricklab.core.rulings import unsigned

from .i18n import t

# Where the seats sit around the felt, clockwise from the learner at the bottom, per table size.
POSITIONS: dict[int, tuple[str, ...]] = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "top-left", "top-right"),     # a triangle: both others face the learner
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top-left", "top-right", "right"),
    6: ("bottom", "left", "top-left", "top", "top-right", "right"),
}
ANGLE = {"bottom": 90, "left": 180, "top-left": 225, "top": 270, "top-right": 315, "right": 0}
# Where each seat's card lies in the trick (x in card widths, y in half card heights from the
# centre) where the circle of ANGLE puts cards over each other: at three seats the two upper
# cards lie at the top corners (on the diagonals, their names covered the learner's card); at
# five, the two upper cards lie higher and nearer the middle and the side seats a little lower
# (the cards of "left" and "top-left" covered each other and the name under one of them).
SPOTS: dict[int, dict[str, tuple[float, float]]] = {
    # two seats face each other: their cards lie side by side, a little toward each seat
    # (one above the other, the upper card's name lay under the lower card)
    2: {"bottom": (-0.5, 0.3), "top": (0.5, -0.3)},
    3: {"bottom": (0.0, 1.0), "top-left": (-1.0, -1.0), "top-right": (1.0, -1.0)},
    5: {"bottom": (0.0, 1.0), "left": (-1.0, 0.2), "top-left": (-0.45, -0.95),
        "top-right": (0.45, -0.95), "right": (1.0, 0.2)},
}


def positions(n: int) -> tuple[str, ...]:
    """The felt positions of ``n`` seats (beyond six, the top row is shared)."""
    if n in POSITIONS:
        return POSITIONS[n]
    return ("bottom", "left", *(["top"] * (n - 3)), "right")


def trick_spot(pos: str, seats: int) -> tuple[float, float]:
    """Where the card of the seat at ``pos`` lies in the trick (and comes from): toward its
    seat, on a circle, except at the table sizes of ``SPOTS``."""
    if seats in SPOTS:
        return SPOTS[seats][pos]
    a = math.radians(ANGLE[pos])
    return (round(math.cos(a), 3), round(math.sin(a), 3))


def _luminance(hex_colour: str) -> float:
    r, g, b = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two ``#RRGGBB`` colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@lru_cache(maxsize=256)     # a game has a few colours; every card of every scene asks again
def ink(colour: str, paper: str = "#FFFFFF", target: float = 4.5) -> str:
    """``colour`` darkened just enough to read on ``paper`` at WCAG AA (4.5:1): a game's
    palette (Okabe-Ito orange, a Rare's amber) keeps its hue and becomes legible."""
    if not (isinstance(colour, str) and len(colour) == 7 and colour.startswith("#")):
        return "#000000"
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    for _ in range(40):
        c = f"#{r:02X}{g:02X}{b:02X}"
        if contrast(c, paper) >= target:
            return c
        r, g, b = int(r * 0.9), int(g * 0.9), int(b * 0.9)
    return "#000000"


PAPER = {"special": "#FFF8E6", "words": "#FFF8E6"}


def card_data(face: CardFace, code: str, **extra: Any) -> dict[str, Any]:
    """One card as the felt draws it (its face, its notation for tests and scripts); the ink
    is made legible on the card's paper."""
    colour = face.colour if face.kind in ("dark", "back") else ink(face.colour, PAPER.get(face.kind, "#FFFFFF"))
    return {"code": code, "rank": face.rank, "symbol": face.symbol, "colour": colour,
            "kind": face.kind, "mark": face.mark, "note": face.mark_note, "name": face.name, **extra}


def _zone(view: ViewAdapter[Any], z: Zone, lang: str, seats: list[str],
          direction: dict[str, tuple[float, float]], legend: dict[str, str]) -> dict[str, Any]:
    owners = owners_of(z, seats)
    cards = []
    for i, c in enumerate(z.cards):
        face = view.face(c, lang)
        if face.mark:
            legend[face.mark] = face.mark_note
        owner = owners[i]
        dx, dy = direction.get(owner or "", (0.0, 0.0))
        badge = z.badges[i] if i < len(z.badges) else ""
        cap = z.captions[i] if i < len(z.captions) else ""
        # said, a caption drops its sign: the trump's "♣ clubs" was read "black club suit clubs"
        name = t("list_sep", lang).join(b for b in (face.name, aloud(badge), unsigned(cap)) if b)
        cards.append(card_data(face, "??" if isinstance(c, FaceDown) else str(c), badge=badge,
                               caption=cap, owner=owner or "", dx=dx, dy=dy, label=name))
    # the title and note as a screen reader hears them (``aloud``): "👑 1" drawn, 「王冠1個」 said
    return {"key": z.key, "title": z.title, "note": z.note, "figure": z.figure, "cards": cards,
            "big": z.big, "title_words": aloud(z.title), "note_words": aloud(z.note)}


def board_data(board: SeatBoard | None) -> dict[str, Any] | None:
    """A seat's board as the felt draws it (plain strings, inserted as text)."""
    if board is None:
        return None
    notes = [n for n in board.notes if n]
    detail = [d for d in board.detail if d]
    # each text beside its words for a screen reader (``aloud``), the felt draws the one and
    # says the other
    return {"title": board.title, "status": board.status, "notes": notes, "detail": detail,
            "title_words": aloud(board.title), "status_words": aloud(board.status),
            "notes_words": [aloud(n) for n in notes], "detail_words": [aloud(d) for d in detail],
            "stats": [{"text": x.text, "words": aloud(x.words or x.text), "main": x.main} for x in board.stats]}


def build_scene(view: ViewAdapter[Any], match: Any, viewer: str | None, hand_seat: str,
                lang: str, *, hand: list[Any], legal: set[Any], selected: list[Any],
                hinted: frozenset[str] = frozenset(),
                announce: str = "", version: int = 0, large: bool = False,
                choosing: bool = False) -> dict[str, Any]:
    """The scene of ``match`` as ``viewer`` (None: the teacher) sees it, with ``hand_seat``'s
    hand at the bottom. ``legal`` and ``selected`` are the hand cards drawn playable and
    selected; ``announce`` is the latest explanation, read out by screen readers.
    ``choosing``: a click on a hand card now chooses it (a draft pick, a bid, a discard, a
    card for a King) rather than plays it, and each card's name says "may be chosen", not
    "legal" (「出せる」 on a draft board's character card said it could be played)."""
    game = view.game
    state = match.state
    seen = game.observe(state, viewer)
    shown = seen.public
    seats = list(game.seats(state)) or list(match.players)
    if hand_seat in seats:           # the learner at the bottom, the others clockwise
        k = seats.index(hand_seat)
        seats = seats[k:] + seats[:k]
    pos = positions(len(seats))
    direction = {s: trick_spot(p, len(seats)) for s, p in zip(seats, pos)}
    legend: dict[str, str] = {}
    zones = view.zones(shown, viewer, lang)
    centre, side = [], []
    at_seat: dict[str, list[dict[str, Any]]] = {s: [] for s in seats}
    face_up: dict[str, list[list[str]]] = {s: [] for s in seats}    # each seat zone's cards
    for z in zones:
        place, seat = placement(z, seats)
        data = _zone(view, z, lang, seats, direction, legend)
        if place == "seat" and seat is not None:
            at_seat[seat].append(data)
            face_up[seat].append(sorted(map(str, z.cards)))
        elif place == "centre":
            centre.append(data)
        else:
            side.append(data)
    if viewer is None:               # teacher view: the other hands face up in their seats
        for s in seats:
            if s != hand_seat and s in seen.hands:
                cards = list(view.hand(state, s))
                if sorted(map(str, cards)) in face_up[s]:
                    continue             # open to all already (the robot's hand): not twice
                z = Zone(f"hand-{s}", t("their_hand", lang), cards)
                at_seat[s].append(_zone(view, z, lang, seats, {}, legend))
    waiting = set(seen.to_act)
    sizes = seen.hidden_sizes
    seat_data = []
    for s, p in zip(seats, pos):
        n = int(sizes.get(s, 0))
        seat_data.append({
            "id": s, "name": view.name(s, lang), "pos": p, "me": s == hand_seat,
            "active": s in waiting, "count": n,
            "count_text": t("n_cards", lang, n=n) if s in sizes else "",
            "backs": 0 if s == hand_seat or (viewer is None) or s in seen.hands else min(n, 6),
            "zones": at_seat[s],
            "board": board_data(view.board(shown, s, viewer, lang)),
        })
    hand_cards = []
    for i, c in enumerate(hand):
        face = view.face(c, lang)
        if face.mark:
            legend[face.mark] = face.mark_note
        ok, sel, hint = c in legal, c in selected, str(c) in hinted
        said = ("card_choosable", "card_unchoosable") if choosing else ("card_legal", "card_illegal")
        words = [face.name, t(said[0] if ok else said[1], lang)]
        if sel:
            words.append(t("card_selected", lang))
        if hint:
            words.append(t("card_hinted", lang))
        hand_cards.append(card_data(face, str(c), i=i, legal=ok, selected=sel, hinted=hint,
                                    label=t("list_sep", lang).join(words)))
    return {
        "v": version, "lang": lang, "large": large,
        # no hand row, so no name for one, when the screen shows no seat's hand (a hot-seat
        # curtain over a move taken back: ``Session.cover``)
        "labels": {"felt": t("felt_label", lang), "hand": "" if hand_seat not in seats else (
                       view.hand_label(state, hand_seat, lang)
                       or t("your_hand", lang, seat=view.name(hand_seat, lang))),
                   "legend": t("legend", lang), "to_act": t("to_act" if len(waiting) < 2 else "to_choose", lang),
                   "empty": t("empty_hand", lang), "more": t("board_more", lang)},
        # how a screen reader's name of an area joins its parts (「、」「。」 in Japanese: it
        # read 「直前のトリック（Cyの勝ち）. 赤の9, Ann」)
        # and what names each seat's "more" (three alike were one name)
        "speech": {"sep": LIST_SEP[lang], "stop": STOP[lang],
                   "more_of": t("board_more_of", lang, seat="{seat}")},
        # the page's title, in the table's language (a Voila page said the notebook's file
        # name, "tricktakers_dashboard")
        "page": f"{game.info.title.get(lang) or game.name} — tricklab",
        "seats": seat_data, "centre": centre, "side": side,
        "hand": {"seat": hand_seat, "cards": hand_cards},
        "legend": [{"mark": m, "note": n} for m, n in legend.items() if n],
        "announce": announce,
    }


def scene_text(scene: dict[str, Any]) -> str:
    """Every word the felt shows (titles, notes, names, captions), one per line: what tests
    read to check a language or a leak, as a learner would read the page."""
    out: list[str] = list(scene.get("labels", {}).values())

    def zone(z: dict[str, Any]) -> None:
        out.extend([z["title"], z["note"]])
        for c in z["cards"]:
            out.extend([c["name"], c["badge"], c["caption"], c["note"]])

    for s in scene["seats"]:
        out.extend([s["name"], s["count_text"]])
        b = s.get("board")
        if b:
            out.extend([b["title"], b["status"], *(x["text"] for x in b["stats"]),
                        *(x["words"] for x in b["stats"]), *b["notes"], *b["detail"]])
        for z in s["zones"]:
            zone(z)
    for z in scene["centre"] + scene["side"]:
        zone(z)
    for c in scene["hand"]["cards"]:
        out.extend([c["label"], c["note"]])
    out.extend(f"{x['mark']} {x['note']}" for x in scene["legend"])
    out.append(scene.get("announce", ""))
    return "\n".join(x for x in out if x)


def scene_zones(scene: dict[str, Any]) -> list[dict[str, Any]]:
    """Every zone on the felt: the side, the centre and each seat's."""
    out = list(scene["side"]) + list(scene["centre"])
    for seat in scene["seats"]:
        out += seat["zones"]
    return out


def scene_codes(scene: dict[str, Any]) -> set[str]:
    """The notation of every face-up card on the felt, the hand included (leak checks)."""
    codes = {c["code"] for z in scene_zones(scene) for c in z["cards"]}
    return (codes | {c["code"] for c in scene["hand"]["cards"]}) - {"??"}
