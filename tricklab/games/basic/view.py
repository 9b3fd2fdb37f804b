"""How the generic table draws Basic tricks: the trick in the middle, the last trick, and each
seat's tricks won on its board. Everything else (hand, legal cards, reasons, hints) is the base's default."""
from __future__ import annotations

from typing import Any

from tricklab.core.bots import Hint
from tricklab.core.cards import sort_for_display
from tricklab.core.events import EventKind
from tricklab.core.view import Labels, SeatBoard, Stat, ViewAdapter, Zone

from .bots import advise
from .rules import GAME, BasicState

_t = Labels({
    "header": {"en": "Trick {n} · trump: {trump}", "ja": "第{n}トリック・切り札：{trump}"},
    "trick": {"en": "Trick {n}", "ja": "第{n}トリック"},
    "last": {"en": "Last trick", "ja": "直前のトリック"},
    "won": {"en": "{n} tricks", "ja": "{n}トリック"},
    "won_words": {"en": "tricks won: {n}", "ja": "獲得したトリック：{n}"},
})


class BasicView(ViewAdapter[BasicState]):
    game = GAME

    def card_order(self, cards: list[Any]) -> list[Any]:
        return sort_for_display(cards)

    score_step = "trick"          # a point per trick: the chart runs trick by trick

    def header(self, state: BasicState, lang: str) -> str:
        return _t("header", lang, n=self._trick_no(state),
                  trump=GAME.catalogue.term(state.trump or "none", lang))

    @staticmethod
    def _trick_no(state: BasicState) -> int:
        """The trick being played, or the last one once the game is over (the counter has
        then moved past it: "Trick 14" of a 13-trick game)."""
        return state.trick_no - 1 if state.over else state.trick_no

    def zones(self, state: BasicState, viewer: str | None, lang: str) -> list[Zone]:
        zones = [Zone("trick", _t("trick", lang, n=self._trick_no(state)), [c for _, c in state.trick],
                      captions=[s for s, _ in state.trick], big=True,
                      owners=[s for s, _ in state.trick])]
        if state.last_trick:
            zones.append(Zone("last", _t("last", lang), [c for _, c in state.last_trick],
                              captions=[s for s, _ in state.last_trick]))
        return zones

    def total_words(self, value: int, lang: str) -> str:
        return _t("won", lang, n=value)      # tricks, not points ("1 trick": Labels)

    def board(self, state: BasicState, seat: str, viewer: str | None, lang: str) -> SeatBoard:
        n = state.tricks.get(seat, 0)
        return SeatBoard(stats=[Stat(_t("won", lang, n=n), _t("won_words", lang, n=n), main=True)])

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """One point per trick: the running count after every trick (a short game's chart)."""
        rows, running = [], {p: 0 for p in match.players}
        for ev in match.events:
            if ev.kind == EventKind.TRICK_WON:
                running[ev.params["winner"]] += 1
                rows.append({"round": ev.params["trick"], **running})
        return rows

    def hint(self, match: Any, seat: str) -> Hint | None:
        return self.odds_hint(match, seat) or advise(match, seat)


VIEW = BasicView()
