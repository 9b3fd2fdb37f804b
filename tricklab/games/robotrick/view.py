"""How the generic table draws RoboTrick: which zones exist and what each shows. Plain data,
no widgets (the ``tricklab.ui`` table renders it), so it is testable headless."""
from __future__ import annotations

from typing import Any

from tricklab.core.bots import Hint
from tricklab.core.cards import sort_for_display
from tricklab.core.punctuation import LIST_SEP, signed_number
from tricklab.core.view import Labels, Aloud, SeatBoard, Stat, ViewAdapter, Zone

from .bots import advise
from .programs import PROGRAMS
from .rules import GAME
from .scoring import round_score
from .state import ROBOT, RoboState

T = {
    "indicator": {"en": "Trump", "ja": "切り札"},
    # shown in the robot's own seat, which already says "Robot"
    "robot": {"en": "Open hand · program {program}", "ja": "公開手札・プログラム {program}"},
    "trick": {"en": "Trick {n}", "ja": "第{n}トリック"},
    "last": {"en": "Last trick (won by {w})", "ja": "直前のトリック（{w}の勝ち）"},
    "hangar": {"en": "Hangar", "ja": "格納庫"},
    "minus": {"en": "minus: {cards}", "ja": "マイナス：{cards}"},
    # a hangar card's badge in words (a screen reader read "plus", "minus" as bare signs)
    "plus_card": {"en": "counts plus", "ja": "プラスに数える"},
    "minus_card": {"en": "counts minus", "ja": "マイナスに数える"},
    "total": {"en": "{t} pts", "ja": "{t}点"},
    "total_words": {"en": "total: {t} points", "ja": "合計：{t}点"},
    "round": {"en": "round {r}", "ja": "今回 {r}"},
    "round_words": {"en": "this round: {r}", "ja": "このラウンド：{r}"},
    "header": {"en": "Round {r}/{rounds} · dealer {d} · trump {t} (indicator {i}) · program {p} {name}",
               "ja": "第{r}/{rounds}ラウンド・親：{d}・切り札：{t}（表示札：{i}）・プログラム：{p}「{name}」"},
    "select": {"en": "Choose 2 cards to pass to {to}", "ja": "{to}に渡すカードを2枚選んでください"},
    "passed": {"en": "You passed to {to}", "ja": "{to}に渡したカード"},
    "submit": {"en": "Pass the 2 selected cards", "ja": "選んだ2枚を渡す"},
}
_t = Labels(T)


class RoboTrickView(ViewAdapter[RoboState]):
    game = GAME

    def name(self, seat: str, lang: str) -> str:
        return "ロボット" if seat == ROBOT and lang == "ja" else seat

    def card_order(self, cards: list[Any]) -> list[Any]:
        return sort_for_display(cards)

    def card_verb(self, state: RoboState, seat: str) -> str:
        return "pass" if state.phase == "pass" else "play"

    def select_count(self, state: RoboState, seat: str) -> int:
        """How many cards one action of ``seat`` takes (2 to pass, 1 to play)."""
        return 2 if state.phase == "pass" else 1

    def submit_label(self, state: RoboState, seat: str, lang: str) -> str:
        return _t("submit", lang)

    def prompt(self, state: RoboState, seat: str, lang: str, cards: bool = True) -> str:
        if cards and state.phase == "pass" and seat in GAME.to_act(state):
            to = {state.dealer: state.left, state.left: state.right, state.right: state.dealer}[seat]
            return _t("select", lang, to=to)
        return ""

    def header(self, state: RoboState, lang: str) -> str:
        prog = PROGRAMS[state.program]
        suit = GAME.catalogue.term(state.trump, lang)
        return _t("header", lang, r=state.round, rounds=state.rounds, d=state.dealer, t=suit,
                  i=state.indicator.label if state.indicator else "?", p=prog.id,
                  name=prog.name[lang])

    def zones(self, state: RoboState, viewer: str | None, lang: str) -> list[Zone]:
        zones = [Zone("indicator", _t("indicator", lang), [state.indicator] if state.indicator else [],
                      captions=[GAME.catalogue.term(state.trump, lang)], big=True),
                 Zone("robot", _t("robot", lang, program=state.program), state.robot_hand,
                      group_by_suit=True, place="seat", seat=ROBOT)]
        zones.append(Zone("trick", _t("trick", lang, n=state.trick_no),
                          [c for _, c in state.trick],
                          captions=[self.name(s, lang) for s, _ in state.trick], big=True,
                          owners=[s for s, _ in state.trick]))
        if state.last_trick:
            zones.append(Zone("last", _t("last", lang, w=self.name(state.last_winner or "", lang)),
                              [c for _, c in state.last_trick],
                              captions=[self.name(s, lang) for s, _ in state.last_trick]))
        for p in state.players:
            caps = state.captured.get(p, [])
            if caps:
                zones.append(Zone(f"hangar-{p}", _t("hangar", lang), caps,
                                  badges=[Aloud("+", _t("plus_card", lang)) if i < 3
                                          else Aloud("−", _t("minus_card", lang)) for i in range(len(caps))]))
        if viewer is not None and state.passed.get(viewer):
            zones.append(Zone("passed", _t("passed", lang, to=GAME.receiver(state, viewer)),
                              list(state.passed[viewer])))
        return zones

    def board(self, state: RoboState, seat: str, viewer: str | None, lang: str) -> SeatBoard | None:
        """A player's total and this round's score so far; the robot keeps no score."""
        if seat not in state.players:
            return None
        caps, minus = state.captured.get(seat, []), state.minus.get(seat, [])
        r, total = round_score(caps, minus), state.totals.get(seat, 0)
        return SeatBoard(stats=[Stat(_t("total", lang, t=total), _t("total_words", lang, t=total), main=True),
                                Stat(_t("round", lang, r=signed_number(r)),
                                     _t("round_words", lang, r=signed_number(r)))],
                         notes=[Aloud(_t("minus", lang, cards=" ".join(c.label for c in minus)),
                                     _t("minus", lang, cards=LIST_SEP[lang].join(self.face(c, lang).name
                                                                                 for c in minus)))]
                         if minus else [])

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """Running totals after each scored round (for the score chart)."""
        state = match.state
        rows, running = [], {p: 0 for p in state.players}
        for i, r in enumerate(state.round_scores, 1):
            for p in state.players:
                running[p] += r[p]
            rows.append({"round": i, **{p: running[p] for p in state.players}})
        return rows

    def hint(self, match: Any, seat: str) -> Hint | None:
        return self.odds_hint(match, seat) or advise(match, seat)


VIEW = RoboTrickView()
