"""How the table draws the expansion's components: the Strategist's trap card and pool, the
Summoner's summon sheet and MP, the Alchemist's magic circle (a small SVG with its elements),
the Time Traveler's tokens and predictions, the Phantom Thief's letters, chip and partner
marker, the Ninja's shadow clones and the Samurai's taken reds.

Everything comes from the characters' ``public_facts`` (what every player may know), so a
learner never sees a hidden prediction or trap order through the table. Plain text and one
trusted SVG; the generic table does the layout.
"""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from typing import Any

from tricklab.core.punctuation import LIST_SEP, SEP
from tricklab.core.view import Aloud, Zone, aloud

from .cards import TTCard
from .characters import get
from .characters.magic_circle import FORMATIONS, HEXAGON
from .rules import GAME
from .state import TTState

T = {
    "trap": {"en": "Trap {card}: {rule}", "ja": "罠{card}：{rule}"},
    "pool": {"en": "pool {n} points", "ja": "プール{n}点"},
    "traps_left": {"en": "{n} trap(s) still face down", "ja": "残りの罠{n}枚"},
    "tactical": {"en": "Tactical card available", "ja": "戦術カード未使用"},
    "tactical_used": {"en": "Tactical card used", "ja": "戦術カード使用済み"},
    "sheet": {"en": "{p}: summon sheet (rear) · MP {mp}/5", "ja": "{p}：召喚シート（後衛）・MP {mp}/5"},
    "beasts_left": {"en": "not yet summoned: {names}", "ja": "未召喚：{names}"},
    "circle": {"en": "{p}: magic circle", "ja": "{p}：魔法陣"},
    "circle_note": {"en": "{n}/9 elements · formations {pts} points{hexa}",
                    "ja": "エレメント{n}/9・役{pts}点{hexa}"},
    "hexagon": {"en": " · hexagon complete: may forge", "ja": "・六芒星完成：錬成できます"},
    "deck": {"en": "Alchemist deck {n}", "ja": "アルケミストの山札{n}枚"},
    "forge_left": {"en": "forging supply 👑{g} ♛{b}", "ja": "錬成用 👑{g} ♛{b}"},
    "tokens": {"en": "⌛ time travel ×{n}", "ja": "⌛ タイムトラベル ×{n}"},
    "predicts": {"en": "predicts 👑 {g} · ♛ {b}", "ja": "予想 👑 {g}・♛ {b}"},
    # the notes above in words for a screen reader (it read "crown", "hourglass", "times")
    "forge_left_said": {"en": "forging supply: {g} gold crowns, {b} black crowns",
                        "ja": "錬成用：王冠{g}個、黒王冠{b}個"},
    "tokens_said": {"en": "{n} time travel tokens", "ja": "タイムトラベル{n}個"},
    "predicts_said": {"en": "predicts the gold crown for {g}, a black crown for {b}",
                      "ja": "予想：王冠は{g}、黒王冠は{b}"},
    "shadows_said": {"en": "{n} shadow clones", "ja": "分身{n}体"},
    "secret": {"en": "?", "ja": "？"},
    # the "?" in words: a prediction not shown to this reader (or not yet made)
    "secret_said": {"en": "a seat not shown", "ja": "非公開"},
    "predicts_hidden_said": {"en": "prediction not shown", "ja": "予想：非公開"},
    "chip": {"en": "chip on {opt}, {side}", "ja": "チップ {opt}・{side}"},
    "partner_of": {"en": "🤝 partner of {p}", "ja": "🤝 {p}の相棒"},
    "letter": {"en": "✉ {letter}", "ja": "✉ {letter}"},
    "shadows": {"en": "shadow clones ×{n}", "ja": "分身 ×{n}"},
    "reds": {"en": "reds taken: {cards}", "ja": "取った赤：{cards}"},
}


def _t(key: str, lang: str, **kw: Any) -> str:
    return T[key][lang].format(**kw)


def _facts(state: TTState) -> dict[str, dict[str, Any]]:
    """Every character's public facts merged, keyed by fact then seat."""
    out: dict[str, dict[str, Any]] = {}
    for s, name in state.chars.items():
        if state.cdata.get(s):
            for key, by_seat in get(name).public_facts(state, s).items():
                out.setdefault(key, {}).update(by_seat)
    return out


def trick_note(state: TTState, lang: str, term: Any) -> str:
    """Under the trick: the Strategist's trap card of this trick and the pool."""
    f = _facts(state)
    bits = []
    for seat, card in f.get("trap", {}).items():
        if card:
            bits.append(_t("trap", lang, card=card, rule=term(f"trap_{card}", lang)))
            bits.append(_t("pool", lang, n=f.get("trap_pool", {}).get(seat, 0)))
            left = f.get("traps_left", {}).get(seat)
            if left is not None:
                bits.append(_t("traps_left", lang, n=left))
    return SEP[lang].join(bits)


def seat_notes(state: TTState, seat: str, lang: str, term: Any) -> str:
    """The short public state of ``seat``'s expansion components, for its seat line, with
    its words for a screen reader (``Aloud``)."""
    f = _facts(state)
    bits: list[str] = []

    def say(key: str, **kw: Any) -> str:                # a note drawn with signs, with its words
        return Aloud(_t(key, lang, **kw), _t(f"{key}_said", lang, **kw))
    g = lambda key: f.get(key, {}).get(seat)  # noqa: E731
    if g("tactical_used") is not None:
        bits.append(_t("tactical_used" if g("tactical_used") else "tactical", lang))
    if g("tt_tokens") is not None:
        bits.append(say("tokens", n=g("tt_tokens")))
        hide, unsaid = _t("secret", lang), _t("secret_said", lang)
        gold, black = (x if x not in (None, "?") else None
                       for x in (g("predicted_gold"), g("predicted_black")))
        drawn = _t("predicts", lang, g=gold or hide, b=black or hide)
        bits.append(Aloud(drawn, _t("predicts_said", lang, g=gold or unsaid, b=black or unsaid)
                          if gold or black else _t("predicts_hidden_said", lang)))
    if g("chip"):
        bits.append(_t("chip", lang, opt=g("chip"), side=term(f"side_{g('chip_side')}", lang)))
    for thief, partner in f.get("partner", {}).items():
        if partner == seat:
            bits.append(_t("partner_of", lang, p=thief))
    if g("letters"):
        bits.append(_t("letter", lang, letter=term(f"letter_{g('letters')}", lang)))
    ninja = g("ninja")
    if isinstance(ninja, dict) and ninja.get("shadows"):
        bits.append(say("shadows", n=ninja["shadows"]))
    samurai = g("samurai")
    if isinstance(samurai, dict) and samurai.get("red_taken"):
        reds = [TTCard.parse(c) for c in samurai["red_taken"]]
        colour = term("red", lang)
        red = lambda c: f"{colour}の{c.value}" if lang == "ja" else f"{colour} {c.value}"  # noqa: E731
        bits.append(Aloud(_t("reds", lang, cards=" ".join(c.label for c in reds)),
                         _t("reds", lang, cards=LIST_SEP[lang].join(red(c) for c in reds))))
    if g("alchemist_deck_size") is not None:
        bits.append(_t("deck", lang, n=g("alchemist_deck_size")))
        supply = g("forge_supply") or {}
        if supply:
            bits.append(say("forge_left", g=supply.get("gold", 0), b=supply.get("black", 0)))
    return Aloud(SEP[lang].join(bits), SEP[lang].join(aloud(b) for b in bits))


def zones(state: TTState, lang: str) -> list[Zone]:
    """Zones of their own: a summon sheet with its beasts, a magic circle."""
    f = _facts(state)
    out = []
    for seat, mp in f.get("mp", {}).items():
        rear = [TTCard.parse(c) for c in f.get("rear", {}).get(seat) or ()]
        left = f.get("beasts_available", {}).get(seat) or ()
        out.append(Zone(f"summon-{seat}", _t("sheet", lang, p=seat, mp=mp), rear,
                        note=_t("beasts_left", lang, names=LIST_SEP[lang].join(
                            GAME.catalogue.term(b, lang) for b in left) or "—")))
    for seat, circle in f.get("magic_circle", {}).items():
        circle = circle or {}
        filled = [p for p, e in circle.items() if e]
        pts = sum(v for _, pts_, v in FORMATIONS if set(pts_) <= set(filled))
        hexa = _t("hexagon", lang) if HEXAGON <= set(filled) else ""
        out.append(Zone(f"circle-{seat}", _t("circle", lang, p=seat), [],
                        note=_t("circle_note", lang, n=len(filled), pts=pts, hexa=hexa),
                        figure=circle_svg(circle, lang)))
    return out


# the sheet's 9 points (spec 7.13 layout), in SVG coordinates
XY = {"T": (50, 10), "UL": (15, 35), "UM": (50, 35), "UR": (85, 35), "C": (50, 55),
      "LL": (15, 75), "LM": (50, 75), "LR": (85, 75), "B": (50, 100)}
FORMATION_COLOUR = {"purple_triangle": "#CC79A7", "pink_triangle": "#E69F00",
                    "upper_row": "#56B4E9", "lower_row": "#56B4E9", "column": "#009E73"}


def circle_svg(circle: dict[str, str], lang: str = "en") -> str:
    """The magic circle: formation lines (coloured when complete, dashed otherwise) and the
    points with their elements; the hexagon points have a thicker ring. A point is named by
    its place in words (「左上」, the words of the buttons and the step-through), in its
    tooltip and for a screen reader, never by the notation's code ("UL" at 5 px)."""
    filled = {p for p, e in circle.items() if e}
    term = GAME.catalogue.term
    parts = ["<svg class='tl-circle' width='150' height='156' viewBox='0 0 100 110' "
             f"role='img' aria-label='{html.escape(term('alch_circle', lang))}'>"]
    for name, pts, _ in FORMATIONS:
        done = set(pts) <= filled
        ring = list(pts) + ([pts[0]] if len(pts) == 3 and "triangle" in name else [])
        d = " ".join(f"{XY[p][0]},{XY[p][1]}" for p in ring)
        dash = "" if done else "stroke-dasharray='3,2'"
        parts.append(f"<polyline points='{d}' fill='none' stroke='{FORMATION_COLOUR[name]}' "
                     f"stroke-width='{2.5 if done else 1}' {dash} opacity='0.8'/>")
    for p, (x, y) in XY.items():
        e = circle.get(p)
        where = html.escape(term(f"alch_point_{p}", lang))
        parts.append(f"<circle cx='{x}' cy='{y}' r='8' fill='{'#F0E442' if e else '#fff'}' "
                     f"stroke='#333' stroke-width='{2 if p in HEXAGON else 1}'>"
                     f"<title>{where}{(' ' + html.escape(e)) if e else ''}</title></circle>")
        if e:
            parts.append(f"<text x='{x}' y='{y + 3}' font-size='9' text-anchor='middle' "
                         f"fill='#000'>{html.escape(e)}</text>")
    parts.append("</svg>")
    return "".join(parts)
