"""The Little table: the Tricktakers table (``TricktakersView``) with Little's differences —
the provisional title, the shop (prices, face-up items, what each player bought) as a small
form of buttons, two characters per seat in round 3, items held, and the points race (no
crowns)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricklab.core import markup as html
from tricklab.core.bots import Hint
from tricklab.core.punctuation import LIST_SEP, SEP, aside
from tricklab.core.view import Choice, Labels, SeatBoard, Zone
from tricklab.core.worded import PLUS

from ..tricktakers.view import TricktakersView, header_round, verb
from .bots import hint
from .data import data, points, table
from .roster import names_at
from .ruling_map import lt
from .rules import GAME
from .shop import faceup, price, supply
from .shop_items import held

T = Labels({
    # the option phase in Tricktakers' header words ("Round 1/3 · character selection"); no
    # title: the table's title line already says it, and the status line repeated it
    "shop_phase": {"en": "option phase", "ja": "オプション選択"},
    # why a discard is pending after a purchase (``TricktakersView.discard_why``)
    "why_option": {"en": "you bought the {option} option", "ja": "{option}のオプションを買った"},
    "shop": {"en": "Shop (provisional prices)", "ja": "ショップ（暫定価格）"},
    "shop_note": {"en": "Rare {rare} pts ({nr} left) · White Flag {wf} pts ({nw} left) · item {item} pts",
                  "ja": "レア{rare}点（残り{nr}）・白旗{wf}点（残り{nw}）・アイテム{item}点"},
    # the face-up items and the round's purchases each under their own words: the items
    # followed "bought: none ·" unnamed, read as what had been bought
    "on_offer": {"en": "items on offer: {items}", "ja": "並んでいるアイテム：{items}"},
    "bought": {"en": "bought this round: {bought}", "ja": "このラウンドの購入：{bought}"},
    "items": {"en": "items: {items}", "ja": "アイテム：{items}"},
    "none": {"en": "none", "ja": "なし"},
    "prompt_shop": {"en": "Option phase: buy one option or pass", "ja": "オプション選択：1つ買うか、パスしてください"},
})
# a shop button as a sentence of its language, the price with its unit: 「白旗を買う（10点）」,
# not 「買う 白旗 (10)」
VERBS = Labels({"buy": {"en": "Buy {what} ({cost} points)", "ja": "{what}を買う（{cost}点）"},
                "pass": {"en": "Pass", "ja": "パス"},
                # after the fact (the history, a hint): the option without its price
                "bought": {"en": "buy {what}", "ja": "{what}を買う"}})


class LittleView(TricktakersView):
    game = GAME

    def header(self, state: Any, lang: str) -> str:
        """Tricktakers' header (the trick and its lead colour once tricks are played); the
        option phase is Little's own, said in the same words."""
        if state.phase == "shop":
            return header_round(state.round, T("shop_phase", lang), lang)
        return super().header(state, lang)

    def discard_why(self, state: Any, seat: str, asked: Mapping[str, Any], lang: str) -> str:
        """A purchase's discard names the option bought (the seat's last purchase)."""
        if asked.get("why") == "option":
            mine = [k for s, k in state.table_data.get("bought", ()) if s == seat]
            if mine:
                return T("why_option", lang, option=self.game.catalogue.term(mine[-1], lang))
        return super().discard_why(state, seat, asked, lang)

    def prompt(self, state: Any, seat: str, lang: str, cards: bool = True) -> str:
        if state.phase == "shop" and state.pending is None:
            return T("prompt_shop", lang)
        return super().prompt(state, seat, lang, cards)

    def ruling(self, rid: str) -> str:
        return lt(rid) or rid        # Little's own ruling for it (TT-075 is LT-058)

    def choices(self, state: Any, seat: str, lang: str) -> list[Choice]:
        """The shop is a small form: one button per option, labelled in words and price."""
        if state.phase == "shop" and state.pending is None:
            cat = self.game.catalogue
            out: list[Choice] = []
            for a in self.game.legal_actions(state, seat):
                if a.kind == "pass":
                    out.append((VERBS("pass", lang), a))
                    continue
                what = a.args[-1]
                cost = price(a.args[0])
                out.append((VERBS("buy", lang, what=cat.term(what, lang), cost=cost), a))
            return out
        return super().choices(state, seat, lang)

    def action_words(self, action: Any, lang: str) -> str:
        """A purchase names its option as the shop's button does ("buy Hermit's Secret
        Book", not "buy Use item, Hermit's Secret Book": the first word is the option's kind)."""
        if action.kind == "buy" and action.args:
            return VERBS("bought", lang, what=self.game.catalogue.term(action.args[-1], lang))
        return super().action_words(action, lang)

    def panel(self, state: Any, viewer: str | None, lang: str) -> str:
        note = html.escape(data()["notice"][lang])
        return f"<div class='tl-provisional'><i>{note}</i></div>" + super().panel(state, viewer, lang)

    def holders(self, state: Any) -> dict[str, str]:
        """Each character chosen so far and its seat: a seat's component (``little:king+ninja``
        in round 3) holds one or two characters, each marked taken on the selection screen."""
        return {n: s for s in state.players for n in names_at(state, s)}

    def character_card(self, name: str) -> dict[str, Any]:
        """Little's own characters (the provisional Healer and Devil) are not in the
        Tricktakers card file, and a base character's Tricktakers card is not true in Little
        where it names crowns, an instant win or another table: those lines come from
        ``little_options.yaml``, with the tables filled from its numbers (``_card_numbers``)."""
        d, card = data(), dict(super().character_card(name))
        for part, texts in (("summary", d["summaries"]), ("text", d["texts"])):
            if name in texts:
                card[part] = {lang: t.format(**_card_numbers(name, lang))
                              for lang, t in texts[name].items()}
        return card

    def zones(self, state: Any, viewer: str | None, lang: str) -> list[Zone]:
        cat = self.game.catalogue
        zones = [z for z in super().zones(state, viewer, lang)
                 if z.key != "crowns" and not z.key.startswith("seat-")]
        bought = LIST_SEP[lang].join(f"{cat.term(k, lang)}{aside(s, lang)}"
                                     for s, k in state.table_data.get("bought", ())) or T("none", lang)
        offer = LIST_SEP[lang].join(cat.term(i, lang) for i in faceup(state)) or T("none", lang)
        zones.append(Zone("shop", T("shop", lang), [], note=SEP[lang].join((
            T("shop_note", lang, rare=price("rare"), wf=price("wf"), item=price("item"),
              nr=len(supply(state, "rare")), nw=len(supply(state, "wf"))),
            T("on_offer", lang, items=offer), T("bought", lang, bought=bought)))))
        return zones

    def board(self, state: Any, seat: str, viewer: str | None, lang: str) -> SeatBoard:
        """The seat's characters, points and tricks (no crowns here), and its items."""
        cat = self.game.catalogue
        sep = "、" if lang == "ja" else ", "
        items = sep.join(cat.term(i, lang) for i in held(state, seat)) or T("none", lang)
        return SeatBoard(title=PLUS[lang].join(cat.term(n, lang) for n in names_at(state, seat)),
                         stats=self._stats(state, seat, lang, crowns=False),
                         notes=[T("items", lang, items=items)] if held(state, seat) else [])

    def hint(self, match: Any, seat: str) -> Hint | None:
        return hint(match, seat)


VIEW = LittleView()

__all__ = ["VIEW", "LittleView", "verb"]


def _card_numbers(name: str, lang: str) -> dict[str, str]:
    """The numbers a Little card text names, from ``little_options.yaml``: ``{table}`` the
    character's points by tricks won, ``{hit}`` the Gambler's bid table, ``{black}``,
    ``{nine}`` and ``{zero}`` the cells that were instant wins (LT-064). Why from the data: a
    table edited there (the official rulebook's, one day) is then the one the card shows."""
    cat = GAME.catalogue
    d = data()

    def row(cells: dict[int, int | None], unit: str) -> str:
        if lang == "ja":
            return "、".join(f"{k}{unit}{cat.term(v, lang)}点" for k, v in cells.items())
        return ", ".join(f"{k} = {cat.term(v, lang)}" for k, v in cells.items())
    out = {"black": str(points(d["resistance_black"])), "nine": str(points(d["collector_nine"])),
           "zero": str(points(d["berserker_round3_zero"])),
           "hit": row({int(k): points(v) for k, v in d["gambler_hit"].items()}, "勝予想")}
    if name in d["tables"]:
        out["table"] = row(table(name), "勝")
    return out
