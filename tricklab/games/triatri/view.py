"""How the generic table draws TriATri: the trick with each card's printed number *and* its
current value (×2 / ×4 badge), the element cycle as a legend, the gem supply and each player's
gems, the revealed start cards. Plain data, no widgets."""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint
from tricklab.core.punctuation import LIST_SEP, STOP
from tricklab.core.view import Choice, Labels, Aloud, SeatBoard, Stat, ViewAdapter, Zone, aloud

from .bots import hint
from .cards import BEATS, ELEMENTS, SYMBOL, sort_hand
from .rules import GAME
from .state import TriState

T: dict[str, Any] = {
    "trick": {"en": "Trick {n} · suit {suit}", "ja": "第{n}トリック・スート：{suit}"},
    "last": {"en": "Last trick (won by {w})", "ja": "直前のトリック（{w}の勝ち）"},
    "reveal": {"en": "Start-player reveal", "ja": "スタートプレイヤー決めの公開"},
    "gems": {"en": "{p}: gems", "ja": "{p}：宝石"},
    "supply": {"en": "Gem supply", "ja": "宝石のサプライ"},
    "cycle_title": {"en": "Element cycle", "ja": "属性の相性"},
    "beats": {"en": "{a} beats {b}", "ja": "{a}は{b}に強い"},
    "cycle": {"en": "A card is ×2 (a 2 is ×4) when its element beats the card played just before it.",
              "ja": "直前のカードの属性に強い属性なら×2（2は×4）。"},
    "header": {"en": "Round {r}/3 · trick {t}/5 · {n} players · {phase}",
               "ja": "第{r}/3ラウンド・第{t}/5トリック・{n}人・{phase}"},
    "phase": {"reveal": {"en": "start-player reveal", "ja": "スタートプレイヤー決め"},
              "gem": {"en": "leader names a gem", "ja": "リードが宝石を宣言"},
              "play": {"en": "playing the trick", "ja": "トリック中"},
              "over": {"en": "game over", "ja": "ゲーム終了"}},
    "prompt_reveal": {"en": "Choose a card to reveal for the start player (printed numbers only; a fake is 0)",
                      "ja": "スタートプレイヤー決めに出すカードを選んでください（印刷の数字のみ、偽カードは0）"},
    "prompt_gem": {"en": "You lead: name a gem colour (its element becomes the suit)",
                   "ja": "あなたがリードです：宝石の色を宣言してください（その属性がスートになります）"},
    "name_gem": {"en": "Name {gem} ({left} left)", "ja": "{gem}を宣言（残り{left}）"},
    "score": {"en": "{s} pts", "ja": "{s}点"},
    "score_words": {"en": "score now: {s} points", "ja": "現在の得点：{s}点"},
    "gem_words": {"en": "{gem} gems: {n}", "ja": "{gem}の宝石：{n}"},
    # said by a screen reader for the signs the felt draws (🔥×6, a card's ×2 badge)
    "supply_words": {"en": "{gems} left", "ja": "残り：{gems}"},
    "gems_of": {"en": "{n} {gem}", "ja": "{gem}{n}個"},
    "times_words": {"en": "value {n} times the number", "ja": "値は数字の{n}倍"},
}
_t = Labels(T)


class TriATriView(ViewAdapter[TriState]):
    game = GAME

    def card_order(self, cards: list[Any]) -> list[Any]:
        return sort_hand(cards)

    def card_verb(self, state: TriState, seat: str) -> str:
        return "reveal" if state.phase == "reveal" else "play"

    def choices(self, state: TriState, seat: str, lang: str) -> list[Choice]:
        """Gem colours the leader may name (TA-012, TA-035)."""
        if state.phase != "gem" or seat not in GAME.to_act(state):
            return []
        cat = GAME.catalogue
        return [(_t("name_gem", lang, gem=cat.term(e, lang), left=state.supply[e]),
                 Action(seat, "gem", (e,))) for e in GAME.gem_choices(state)]

    def prompt(self, state: TriState, seat: str, lang: str, cards: bool = True) -> str:
        key = {"reveal": "prompt_reveal", "gem": "prompt_gem"}.get(state.phase)
        if not cards and key == "prompt_reveal":
            return ""
        return _t(key, lang) if key else ""

    def header(self, state: TriState, lang: str) -> str:
        return _t("header", lang, r=state.round, t=state.trick_no, n=len(state.players),
                  phase=_t(f"phase.{state.phase}", lang))

    def _gem_cards(self, counts: dict[str, int], lang: str) -> str:
        """The supply drawn as 🔥×6 … and said in words ("6 fire, 5 water, 6 wood left")."""
        words = LIST_SEP[lang].join(_t("gems_of", lang, n=counts.get(e, 0), gem=aloud(GAME.catalogue.term(e, lang)))
                                    for e in ELEMENTS)
        return Aloud("  ".join(f"{SYMBOL[e]}×{counts.get(e, 0)}" for e in ELEMENTS),
                    _t("supply_words", lang, gems=words))

    def zones(self, state: TriState, viewer: str | None, lang: str) -> list[Zone]:
        cat = GAME.catalogue
        suit = cat.term(state.suit, lang) if state.suit else "—"
        slots = state.slots
        zones = [Zone("trick", _t("trick", lang, n=state.trick_no, suit=suit), [s.card for s in slots],
                      captions=[f"{s.seat} = {s.value}" for s in slots],
                      badges=[self._badge(s, lang) for s in slots], big=True,
                      owners=[s.seat for s in slots])]
        if state.last_slots:
            zones.append(Zone("last", _t("last", lang, w=state.last_winner or ""),
                              [s.card for s in state.last_slots],
                              captions=[f"{s.seat} = {s.value}" for s in state.last_slots],
                              badges=[self._badge(s, lang) for s in state.last_slots]))
        if state.last_reveal:
            zones.append(Zone("reveal", _t("reveal", lang), list(state.last_reveal.values()),
                              captions=list(state.last_reveal)))
        legend = LIST_SEP[lang].join(_t("beats", lang, a=cat.term(k, lang), b=cat.term(v, lang))
                            for k, v in BEATS.items())
        zones.append(Zone("supply", _t("supply", lang), [], note=self._gem_cards(state.supply, lang)))
        zones.append(Zone("cycle", _t("cycle_title", lang), [], note=f"{legend}{STOP[lang]}{_t('cycle', lang)}"))
        return zones

    def board(self, state: TriState, seat: str, viewer: str | None, lang: str) -> SeatBoard:
        """The score the gems would give now, then the gems of each element."""
        s = GAME.provisional(state).get(seat, 0)
        gems = state.gems.get(seat, {})
        return SeatBoard(stats=[Stat(_t("score", lang, s=s), _t("score_words", lang, s=s), main=True)]
                         + [Stat(f"{SYMBOL[e]}×{gems.get(e, 0)}",
                                 _t("gem_words", lang, gem=GAME.catalogue.term(e, lang), n=gems.get(e, 0)))
                            for e in ELEMENTS])

    @staticmethod
    def _badge(slot: Any, lang: str) -> str:
        """×2 or ×4 on a card whose value its element multiplied, said in words."""
        if slot.card.is_fake or slot.value == slot.card.printed or not slot.card.printed:
            return ""
        n = next((k for k in (4, 2) if slot.value == slot.card.printed * k), 0)
        return Aloud(f"×{n}", _t("times_words", lang, n=n)) if n else ""

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """Score the gems would give at the end of each finished round (final scores last)."""
        rows: list[dict[str, Any]] = []
        for k in range(1, len(match.actions) + 1):
            before, after = match.at(k - 1), match.at(k)
            if after.round != before.round or (after.phase == "over" and before.phase != "over"):
                rows.append({"round": before.round, **GAME.totals(after)})
        return rows

    def hint(self, match: Any, seat: str) -> Hint | None:
        return hint(match, seat)


VIEW = TriATriView()
