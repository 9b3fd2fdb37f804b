"""How the generic table draws TRicK GEAR: a board per player (battle character with LIFE,
HAND, third joker, skills with their suit costs and abilities; the face-down reserve; the
characters that left; deck, discard and charge), the field cards face down until the reveal,
the shared rate area, the cost areas, the crash and the last round; and how a learner acts in
every phase without long button lists.

Why the clicks are shaped as they are: the draft takes a revealed character by a click on its
card in the hand row (the set's full cards stay above), the set phase places a hand card (one
click, the third joker offers "as printed" or "as JOKER"), the action phase raises with a
clicked face card (the engine's own refusal explains a click on a number card) and pays skills
by selecting cards (``CardGroup``), the keep step selects 3 drafted characters shown in the hand row (the first
clicked fights first), mulligan and cleanup discard any selection of hand cards. A JOKER's
declaration offers the numbers that matter (the highest, and a crash with each opponent)
instead of all 52 cards. Everything is drawn from ``game.view(state, seat)``: the others' hands,
set cards, reserve order and life cards never reach the page."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from dataclasses import dataclass, field
from collections import Counter
from itertools import combinations
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.bots import Hint
from tricklab.core.cards import SUIT_SYMBOL
from tricklab.core.copies import card_label
from tricklab.core.rulings import speaking
from tricklab.core.display import interp_label
from tricklab.core.errors import IllegalAction, TricklabError
from tricklab.core.punctuation import LIST_SEP, SEP, aside
from tricklab.core.view import (FACE_DOWN, CardGroup, Choice, Labels, Aloud, SeatBoard, Stat,
                                ViewAdapter, Zone)

from .battle import base, field_number, rate
from .bots import advise
from .cards import GCard, Joker, number, parse_card, sort_cards
from .characters import Character, Skill, member_words
from .rules import GAME
from .select import set_copies
from .skills import cost_text, cost_words
from .state import GearState, Player

T: dict[str, Any] = {
    "header": {"en": "Round {r} · {phase} · rate {rate}",
               "ja": "第{r}ラウンド・{phase}・レート{rate}"},
    "header_select": {"en": "{phase}", "ja": "{phase}"},
    "phase": {"select": {"en": "Standard Select (draft)", "ja": "スタンダードセレクト（ドラフト）"},
              "keep": {"en": "choosing the team", "ja": "チーム決め"},
              "mulligan": {"en": "mulligan", "ja": "マリガン"},
              "set": {"en": "set phase", "ja": "セットフェイズ"},
              "declare": {"en": "JOKER declaration", "ja": "JOKERの宣言"},
              "action": {"en": "action phase", "ja": "アクションフェイズ"},
              "discard": {"en": "action phase (discard)", "ja": "アクションフェイズ（カードを捨てる）"},
              "damage": {"en": "damage phase", "ja": "ダメージフェイズ"},
              "cleanup": {"en": "cleanup phase", "ja": "クリンナップフェイズ"},
              "over": {"en": "game over", "ja": "ゲーム終了"}},
    "acts": {"en": " · {p} acts", "ja": "・{p}の手番"},
    "set_title": {"en": "Character set", "ja": "キャラクターセット"},
    "set_copies": {"en": " (two copies of each character)", "ja": "（各キャラクター2枚）"},
    "revealed": {"en": "revealed", "ja": "公開中"},
    # who drafted a character of the set; with two copies of the set, how many of its copies
    # ("Volt · 2 taken by Cara" read as a second stat of Volt's, or as "Volt 2")
    "taken": {"en": "taken by {p}", "ja": "{p}が獲得"},
    "taken_one": {"en": "one copy taken by {p}", "ja": "{p}が1枚獲得"},
    "taken_both": {"en": "both copies taken by {p}", "ja": "{p}が2枚とも獲得"},
    "stats": {"en": "LIFE {life} · HAND {hand} · third joker", "ja": "ライフ{life}・手札{hand}・第3のJOKER"},
    "life_now": {"en": "LIFE {n}", "ja": "ライフ{n}"},
    "life_left": {"en": "{n} LIFE left", "ja": "残りライフ{n}"},
    "hand_n": {"en": "hand {n}", "ja": "手札{n}枚"},
    "deck_n": {"en": "deck {n}", "ja": "山札{n}枚"},
    "discard_n": {"en": "discard {n}", "ja": "捨て札{n}枚"},
    "charge_n": {"en": "charge +{n}", "ja": "チャージ+{n}"},
    "reload_soon": {"en": "empty deck: the next card taken reloads (−2 LIFE)",
                    "ja": "山札なし：次に引くとリロード（ライフ−2）"},
    "reserve": {"en": "reserve (face down): {names}", "ja": "控え（裏向き）：{names}"},
    "reserve_n": {"en": "reserve: {n} face down", "ja": "控え：裏向き{n}枚"},
    "left": {"en": "left the game: {names}", "ja": "退場：{names}"},
    "absent": {"en": "has left this round", "ja": "このラウンドは退場中"},
    "eliminated": {"en": "out of the game", "ja": "脱落"},
    "drafted": {"en": "{p} drafted: {names}", "ja": "{p}の獲得：{names}"},
    # before a seat's first pick: "drafted: —" read as a value left out
    "drafted_none": {"en": "{p} has drafted no character yet", "ja": "{p}の獲得：まだありません"},
    "team_ready": {"en": "team chosen, secret", "ja": "チームは決定済み・非公開"},
    "field": {"en": "Field cards", "ja": "場札"},
    # Japanese writes its signs full width with no spaces (「Alice = 10」, 「場札の数 = 場札の数字 +
    # …」 set ASCII signs and English spaces in Japanese), as the rulebook's sums: 0＋1＋2＝3
    "field_cap": {"en": "{p} = {n}", "ja": "{p}＝{n}"},
    "set_hidden": {"en": "{p}: set", "ja": "{p}：セット済み"},
    "set_mine": {"en": "{p} (yours, hidden)", "ja": "{p}（あなた・伏せ札）"},
    "waiting_set": {"en": "{p}: choosing", "ja": "{p}：選択中"},
    "field_note": {"en": "field number = base + own rate cards + charge + abilities",
                   "ja": "場札の数＝場札の数字＋自分のレートカード＋チャージ＋能力"},
    "field_note_set": {"en": "placed face down; all are turned up together",
                       "ja": "伏せて置き、全員そろったら同時に公開"},
    "rate_title": {"en": "Rate area · rate {rate}", "ja": "レートエリア・レート{rate}"},
    "rate_note": {"en": "rate = 1 + cards here; each card is +1 to its owner's field",
                  "ja": "レート＝1＋ここのカード枚数。各カードは持ち主の場札の数+1"},
    "cost_title": {"en": "{p}: cost paid", "ja": "{p}：支払ったコスト"},
    "charge_title": {"en": "{p}: charge +{n}", "ja": "{p}：チャージ+{n}"},
    "last_title": {"en": "Round {r} result", "ja": "第{r}ラウンドの結果"},
    "last_crash": {"en": "CRASH: {groups} — equal numbers, 1 damage each, no rate damage",
                   "ja": "クラッシュ：{groups}。同じ数なので各1ダメージ、レートのダメージなし"},
    "last_win": {"en": "{w} wins at rate {rate}: {hits}", "ja": "{w}の勝ち（レート{rate}）：{hits}"},
    "hit": {"en": "{p} took {n} damage", "ja": "{p}は{n}ダメージ"},
    "hit_left": {"en": "{p} took {n} damage and left", "ja": "{p}は{n}ダメージで退場"},
    "last_alone": {"en": "{w} is the only one present: no damage", "ja": "{w}だけが残り、ダメージなし"},
    "declared": {"en": "→{c}", "ja": "→{c}"},
    "as_joker": {"en": "as JOKER", "ja": "JOKER扱い"},
    "used": {"en": "used", "ja": "使用済み"},
    "limit": {"per_round": {"en": "once per round", "ja": "1ラウンド1回"},
              "per_game": {"en": "once per game", "ja": "1ゲーム1回"},
              "none": {"en": "no limit", "ja": "制限なし"}},
    "ability": {"en": " (ability): ", "ja": "（能力）："},
    "you": {"en": "you", "ja": "あなた"},
    # prompts
    # no place for the character set: above the felt, or beside it on a low projector screen
    "prompt": {"select": {"en": "Take one of the revealed characters: read their skills in the character set, then click one in the table's bottom row",
                          "ja": "公開中のキャラクターを1人取ってください：スキルはキャラクターセットで読み、テーブルの一番下の列でカードをクリックします"},
               "keep": {"en": "Click the 3 characters you keep (the first you click fights first), then confirm",
                        "ja": "残す3人をクリックしてください（最初にクリックしたキャラクターが先に戦います）。最後に「決定」を押してください"},
               "mulligan": {"en": "Mulligan once per game: keep this hand, or choose cards to redraw",
                            "ja": "マリガン（1ゲーム1回）：この手札のままにするか、引き直すカードを選んでください"},
               "set": {"en": "Set phase: click the card you place face down as your field card",
                       "ja": "セットフェイズ：場札として伏せるカードをクリックしてください"},
               "declare": {"en": "Your field card is the only JOKER: declare what it counts as",
                           "ja": "あなたの場札だけがJOKERです。何として数えるか宣言してください"},
               "action": {"en": "Your action: use a skill (buttons), click a face card to raise, or pass",
                          "ja": "あなたのアクション：スキルを使う（ボタン）か、絵札をクリックしてレイズするか、パスしてください"},
               "discard": {"en": "Insight: click the card you discard", "ja": "インサイト：捨てるカードをクリックしてください"},
               "enter": {"en": "Cleanup: choose the character who enters the battle",
                         "ja": "クリンナップ：次に参戦するキャラクターを選んでください"},
               "refill": {"en": "Cleanup: keep your hand or discard some cards, then draw up to HAND {n}",
                          "ja": "クリンナップ：手札をそのままにするか何枚か捨ててから、手札{n}枚まで引きます"},
               "cut": {"en": "Cleanup: you hold more than HAND {n}: discard at least {k}, then draw up to {n}",
                       "ja": "クリンナップ：手札が{n}枚を超えています。{k}枚以上捨ててから{n}枚まで引きます"}},
    "submit_keep": {"en": "Keep these 3 (the first fights first)", "ja": "この3人で決定（最初の1人が先に戦う）"},
    "row": {"select": {"en": "Revealed characters: click one to take it", "ja": "公開中のキャラクター：クリックで1人取る"},
            "keep": {"en": "Your drafted characters: click the 3 you keep", "ja": "獲得したキャラクター：残す3人をクリックしてください"}},
    "keep_hand": {"en": "Keep this hand", "ja": "この手札のままにする"},
    "redraw": {"en": "Choose cards to redraw…", "ja": "引き直すカードを選ぶ…"},
    "set_printed": {"en": "Set {c} as printed ({n})", "ja": "{c}を印刷どおり（{n}）でセット"},
    "set_joker": {"en": "Set {c} as a JOKER", "ja": "{c}をJOKERとしてセット"},
    # the same move after the fact (the history, a what-if line): 「♣K、jokerをセットする」 read
    # the notation's mark as a card
    "set_as_joker": {"en": "set {c} as a JOKER", "ja": "{c}をJOKERとしてセットする"},
    # the other moves as sentences: "mulligan" alone was keeping the hand, "refill" alone
    # discarding nothing, and a skill read as its button ("Siphon on Bob · pay ♦3 ♦5")
    "move": {"keep_hand": {"en": "keep the hand", "ja": "手札をそのままにする"},
             "mulligan": {"en": "redraw {cards}", "ja": "{cards}を引き直す"},
             "refill_keep": {"en": "discard nothing and draw up", "ja": "何も捨てずに補充する"},
             "refill": {"en": "discard {cards} and draw up", "ja": "{cards}を捨てて補充する"},
             "use": {"en": "use {name}", "ja": "{name}を使う"},
             "use_on": {"en": "use {name} on {p}", "ja": "{p}に{name}を使う"},
             "paying": {"en": "{use}, paying {cards}", "ja": "{cards}を支払って{use}"},
             # Japanese goes on from 「…を使う」 as 「…を使い、」: the template gets its stem
             "field": {"en": "{use}: {c} becomes the field card",
                       "ja": "{use_stem}い、{c}を新しい場札にする"},
             "field_as": {"en": "{use}: {c} becomes the field card as {d}",
                          "ja": "{use_stem}い、{c}を{d}として新しい場札にする"}},
    "declare_high": {"en": "Declare {c} (13, the highest)", "ja": "{c}と宣言（13・最大）"},
    "declare_crash": {"en": "Declare {c}: crash with {p} ({n})", "ja": "{c}と宣言：{p}とクラッシュ（{n}）"},
    "declare_n": {"en": "Declare {c} ({n})", "ja": "{c}と宣言（{n}）"},
    "pass": {"en": "Pass", "ja": "パス"},
    "skill": {"en": "{name} {cost}: {effect}", "ja": "{name} {cost}：{effect}"},
    "cost_said": {"en": "{name} (cost: {cost})", "ja": "{name}（コスト：{cost}）"},
    "skill_on": {"en": "{name} {cost} on {p}: {effect}", "ja": "{p}に{name} {cost}：{effect}"},
    "pay": {"en": " · pay {cards}", "ja": "・{cards}で支払う"},
    "choose_pay": {"en": " · choose the cards to pay…", "ja": "・支払うカードを選ぶ…"},
    "choose_mirage": {"en": " · click the new field card first, then the payment…",
                      "ja": "・先に新しい場札、次に支払うカードを選ぶ…"},
    "with": {"en": " · {c} becomes the field card", "ja": "・{c}を新しい場札に"},
    "enter": {"en": "Send in {c} (LIFE {life}, HAND {hand})", "ja": "{c}を参戦させる（ライフ{life}・手札{hand}）"},
    "refill_keep": {"en": "Keep my hand, draw up to {n}", "ja": "手札はそのまま、{n}枚まで引く"},
    "refill_some": {"en": "Discard cards first, then draw…", "ja": "先にカードを捨ててから引く…"},
    "refill_cut": {"en": "Discard at least {k}, then draw…", "ja": "{k}枚以上捨ててから引く…"},
}
EFFECT: dict[str, dict[str, str]] = {
    "charge": {"en": "Charge +{n}", "ja": "チャージ+{n}"},
    "discharge": {"en": "target Charge −{n}", "ja": "対象のチャージ−{n}"},
    "damage": {"en": "{n} damage to the target", "ja": "対象に{n}ダメージ"},
    "draw": {"en": "draw {n}", "ja": "{n}枚引く"},
    "discard": {"en": "then discard {n}", "ja": "その後{n}枚捨てる"},
    "life": {"en": "up to {n} deck cards to LIFE (max {cap})", "ja": "山札から最大{n}枚をライフへ（上限{cap}）"},
    "all_in": {"en": "top deck card to the rate area", "ja": "山札の一番上をレートエリアへ"},
    "copy_base": {"en": "copy the target's base number", "ja": "対象の場札の数字をコピー"},
    "swap_field": {"en": "a hand card becomes your field card", "ja": "手札1枚を新しい場札にする"},
    "rate_damage_reduction": {"en": "rate damage −{amount} (at least {minimum})",
                              "ja": "レートのダメージ−{amount}（最低{minimum}）"},
    "field_bonus": {"en": "field +{amount} while LIFE ≤ {life_at_most}",
                    "ja": "ライフ{life_at_most}以下の間、場札の数+{amount}"},
}
_t = Labels(T)
_e = Labels(EFFECT)
#: the action a step asks for (the cleanup's two steps: ``card_verb``)
CLICK_VERB = {"select": "pick", "keep": "keep", "mulligan": "mulligan", "set": "set",
              "declare": "declare", "action": "raise", "discard": "discard"}
MAX_DECLARES = 8


@dataclass(frozen=True)
class CharacterToken:
    """A character drawn in the hand row: a revealed one during the draft (a click takes it)
    and a drafted one during the keep step (the learner picks 3 of 4 by clicking; the order of
    the clicks is the order of the stack). Equal by ``key`` only: the label changes with the
    language, the selection must survive that."""

    key: str                                     # "<index>:<character id>"
    label: str = field(compare=False)
    colour: str = field(default="#0072B2", compare=False)
    suit = None
    named = True                                 # drawn by its name, in either script

    @property
    def cid(self) -> str:
        return self.key.split(":", 1)[1]

    def __str__(self) -> str:
        return self.cid


@dataclass(frozen=True)
class FirstCardGroup(CardGroup):
    """A group whose first clicked card has a role of its own (Mirage: the new field card;
    the other cards pay). ``firsts`` gives, per option, the card that must be clicked first."""

    firsts: tuple[Any, ...] = ()

    def match(self, selected: list[Any]) -> Action | None:
        want = frozenset(selected)
        found = [(f, a) for f, (cs, a) in zip(self.firsts, self.options) if cs == want]
        return next((a for f, a in found if selected and f == selected[0]), None)


def _sym(suits: "tuple[str, ...] | str") -> str:
    return "".join(SUIT_SYMBOL[s] for s in suits)


class TrickGearView(ViewAdapter[GearState]):
    game = GAME

    def __init__(self) -> None:
        # the language of the last drawing: the hand row has no language argument, and the
        # keep step draws characters there (see ``CharacterToken``)
        self._lang = "en"

    # -- words -----------------------------------------------------------------------------
    def _char(self, c: Character, lang: str) -> str:
        return c.name.get(lang, c.name["en"])

    def _effect(self, sk: Skill, lang: str) -> str:
        parts = [_e(op, lang, n=n, **extra) for op, n, extra in sk.effect]
        return LIST_SEP[lang].join(parts)

    def value_words(self, value: Any, lang: str) -> str:
        # a second copy of a character in a team ("jester-2", 3-4 players) reads as its name
        if isinstance(value, str) and value not in self.game.catalogue.terms \
                and value.rpartition("-")[2].isdigit():
            return member_words(self.game.catalogue, value, lang)
        return super().value_words(value, lang)

    def action_words(self, action: Action, lang: str) -> str:
        if action.kind == "skill":
            return skill_words(self, action, lang)
        if action.kind == "set" and len(action.args) == 2 and action.args[1] == "joker":
            return _t("set_as_joker", lang, c=self.value_words(action.args[0], lang))
        if action.kind in ("mulligan", "refill"):
            if not action.args:
                return _t("move.keep_hand" if action.kind == "mulligan" else "move.refill_keep", lang)
            cards = self.card_order([parse_card(a) for a in action.args])
            return _t(f"move.{action.kind}", lang,
                      cards=LIST_SEP[lang].join(str(c.label) for c in cards))
        return super().action_words(action, lang)

    def header(self, state: GearState, lang: str) -> str:
        phase = _t(f"phase.{state.phase}", lang)
        if state.phase in ("select", "keep") or state.round == 0:
            return _t("header_select", lang, phase=phase)
        head = _t("header", lang, r=state.round, phase=phase, rate=rate(state))
        if state.phase in ("declare", "action", "discard") and state.actor:
            head += _t("acts", lang, p=state.actor)
        return head

    def prompt(self, state: GearState, seat: str, lang: str, cards: bool = True) -> str:
        ph, pl = state.phase, state.p[seat]
        if not cards and ph in ("set", "discard", "keep"):
            return ""             # those prompts ask for a card click
        if ph == "cleanup":
            if pl.cleanup == "entry":
                return _t("prompt.enter", lang)
            n = pl.battle_hand()
            extra = len(pl.hand) - n
            return (_t("prompt.cut", lang, n=n, k=extra) if extra > 0
                    else _t("prompt.refill", lang, n=n))
        return _t(f"prompt.{ph}", lang) if ph in T["prompt"] else ""

    def submit_label(self, state: GearState, seat: str, lang: str) -> str:
        return _t("submit_keep", lang) if state.phase == "keep" else ""

    # -- the hand row and clicks -----------------------------------------------------------
    def hand(self, state: GearState, seat: str) -> list[Any]:
        pl = state.p.get(seat)
        if pl is None:
            return []
        if state.phase in ("select", "keep") and seat in GAME.to_act(state):
            # the draft is a click on a card, as at a real table: the revealed characters lie
            # in the row while it is this seat's pick, its own four while it keeps three
            ids = (dict.fromkeys(state.revealed) if state.phase == "select" else pl.drafted)
            return [CharacterToken(f"{i}:{cid}", self._char(state.chars.get(cid), self._lang))
                    for i, cid in enumerate(ids)]
        return self.card_order(pl.hand)

    def card_order(self, cards: list[Any]) -> list[Any]:
        return sort_cards(cards)

    def hand_label(self, state: GearState, seat: str, lang: str) -> str | None:
        if state.phase in ("select", "keep") and seat in GAME.to_act(state):
            return _t(f"row.{state.phase}", lang)
        return None

    def card_verb(self, state: GearState, seat: str) -> str:
        """The action the current step asks for (a click on a hand card makes it only in the
        set, action and discard steps: the others are buttons, see ``why_not``)."""
        if state.phase == "cleanup" and seat in state.p:
            return "enter" if state.p[seat].cleanup == "entry" else "refill"
        return CLICK_VERB.get(state.phase, "set")

    def click_plays(self, state: GearState, seat: str) -> bool:
        return self.card_verb(state, seat) in ("set", "raise")   # to the field, to the rate

    def select_count(self, state: GearState, seat: str) -> int:
        return 3 if state.phase == "keep" else 1

    def legal_cards(self, state: GearState, seat: str) -> list[Any]:
        if GAME.is_over(state) or seat not in GAME.to_act(state):
            return []
        if state.phase in ("select", "keep"):
            return self.hand(state, seat)
        verb = self.card_verb(state, seat)
        if state.phase not in ("set", "action", "discard"):
            return []
        cards = {parse_card(a.args[0]) for a in GAME.legal_actions(state, seat)
                 if a.kind == verb and a.args}
        return [c for c in self.hand(state, seat) if c in cards]

    def card_action(self, state: GearState, seat: str, card: Any) -> Action:
        return Action(seat, self.card_verb(state, seat), (str(card),))

    def action_for(self, state: GearState, seat: str, cards: list[Any]) -> Action:
        if state.phase == "keep":
            return Action(seat, "keep", tuple(str(c) for c in cards))
        return self.card_action(state, seat, cards[0])

    def why_not(self, state: GearState, seat: str, card: Any) -> TricklabError | None:
        """A click on a hand card in a step decided with the buttons (the mulligan, the
        cleanup's entry and discards, a JOKER's declaration) is turned down with what that
        step asks for and how: it once said "cannot set now", an action nobody asked for."""
        if seat in GAME.to_act(state) and state.phase in ("mulligan", "cleanup", "declare"):
            return buttons_first(state, seat)
        return super().why_not(state, seat, card)

    def variants(self, state: GearState, seat: str, cards: list[Any], lang: str) -> list[Choice]:
        """The third joker set as printed or as a JOKER (TG-013)."""
        if state.phase != "set" or len(cards) != 1:
            return []
        c = cards[0]
        ways = [a for a in GAME.legal_actions(state, seat) if a.kind == "set" and a.args[0] == str(c)]
        if len(ways) < 2:
            return []
        return [(_t("set_joker", lang, c=card_label(c)) if "joker" in a.args[1:]
                 else _t("set_printed", lang, c=card_label(c), n=number(c)), a) for a in ways]

    def choices(self, state: GearState, seat: str, lang: str) -> list[Choice]:
        self._lang = lang
        if GAME.is_over(state) or seat not in GAME.to_act(state):
            return []
        ph, pl = state.phase, state.p[seat]
        legal = GAME.legal_actions(state, seat)
        if ph in ("select", "keep"):
            return []                 # a click on a character in the hand row (see ``hand``)
        if ph == "mulligan":
            return [(_t("keep_hand", lang), Action(seat, "mulligan")),
                    (_t("redraw", lang), self._subsets(seat, "mulligan", pl.hand, 1))]
        if ph == "declare":
            return self._declares(state, seat, lang)
        if ph == "cleanup":
            if pl.cleanup == "entry":
                out: list[Choice] = []
                for a in legal:
                    m = next(m for m in pl.reserve if m.key == a.args[0])
                    out.append((_t("enter", lang, c=self._char(m.char, lang), life=m.char.life,
                                   hand=m.char.hand), a))
                return out
            n = pl.battle_hand()
            extra = len(pl.hand) - n
            if extra > 0:
                return [(_t("refill_cut", lang, k=extra), self._subsets(seat, "refill", pl.hand, extra))]
            return [(_t("refill_keep", lang, n=n), Action(seat, "refill")),
                    (_t("refill_some", lang), self._subsets(seat, "refill", pl.hand, 1))]
        if ph == "action":
            return [(_t("pass", lang), Action(seat, "pass"))] + self._skills(state, seat, legal, lang)
        return []

    def _subsets(self, seat: str, kind: str, hand: list[GCard], least: int) -> CardGroup:
        """Every selection of at least ``least`` hand cards (mulligan, cleanup discards)."""
        cards = sort_cards(hand)
        return CardGroup(tuple((frozenset(combo), Action(seat, kind, tuple(str(c) for c in combo)))
                               for k in range(max(least, 1), len(cards) + 1)
                               for combo in combinations(cards, k)))

    def _skills(self, state: GearState, seat: str, legal: list[Action], lang: str) -> list[Choice]:
        """One button per skill (and target): a direct button when one payment is possible,
        else a group of payments chosen by clicking hand cards."""
        pl = state.p[seat]
        if pl.battle is None:
            return []
        groups: dict[tuple[str, str], list[tuple[frozenset[Any], Action, Any]]] = {}
        for a in legal:
            if a.kind != "skill":
                continue
            words = _split(a.args)
            target = words["on"][0] if words["on"] else ""
            with_card = parse_card(words["with"][0]) if words["with"] else None
            pay = [parse_card(x) for x in words["pay"]]
            cards = frozenset(pay + ([with_card] if with_card is not None else []))
            groups.setdefault((a.args[0], target), []).append((cards, a, with_card))
        out: list[Choice] = []
        for (sid, target), opts in groups.items():
            sk = pl.battle.char.skill(sid)
            assert sk is not None
            name = sk.name.get(lang, sk.name["en"])
            key = "skill_on" if target else "skill"
            # the cost's signs, and the cards' below, in words when the button is named for a
            # screen reader ("Overdrive, cost: 2 spades"; ``spoken_cards``)
            cost = cost_words(sk, lang) if speaking() else cost_text(sk)
            label = _t(key, lang, name=name, cost=cost, effect=self._effect(sk, lang), p=target)
            if len(opts) == 1:
                cards, a, w = opts[0]
                words = _split(a.args)
                paid = LIST_SEP[lang].join(card_label(parse_card(x)) for x in words["pay"])
                label += (_t("with", lang, c=card_label(w)) if w is not None else "") + _t("pay", lang, cards=paid)
                out.append((label, a))
            elif any(w is not None for _, _, w in opts):
                out.append((label + _t("choose_mirage", lang),
                            FirstCardGroup(tuple((cs, a) for cs, a, _ in opts),
                                           firsts=tuple(w for _, _, w in opts))))
            else:
                out.append((label + _t("choose_pay", lang),
                            CardGroup(tuple((cs, a) for cs, a, _ in opts))))
        return out

    def _declares(self, state: GearState, seat: str, lang: str) -> list[Choice]:
        """The declarations worth offering: K (the highest), a crash with each opponent (its
        field number less this player's modifiers, TG-011), then the next highest numbers."""
        mods = field_number(state, seat) - base(state.p[seat])
        names = {1: "A", 11: "J", 12: "Q", 13: "K"}
        seen: dict[int, Choice] = {}

        def card(n: int) -> GCard:
            return parse_card(f"{names.get(n, n)}S")

        top = card(13)
        seen[13] = (_t("declare_high", lang, c=card_label(top)), Action(seat, "declare", (str(top),)))
        for s in state.present():
            n = field_number(state, s) - mods
            if s != seat and 1 <= n <= 13 and n not in seen:
                c = card(n)
                seen[n] = (_t("declare_crash", lang, c=card_label(c), p=s, n=n + mods),
                           Action(seat, "declare", (str(c),)))
        for n in range(12, 0, -1):
            if len(seen) >= MAX_DECLARES:
                break
            if n not in seen:
                c = card(n)
                seen[n] = (_t("declare_n", lang, c=card_label(c), n=n + mods), Action(seat, "declare", (str(c),)))
        return list(seen.values())

    # -- drawing ---------------------------------------------------------------------------
    def panel(self, state: GearState, viewer: str | None, lang: str) -> str:
        """The character set during the draft and keep steps; after them only the note that
        the characters are ours (each player's board is drawn in its seat: ``board``)."""
        self._lang = lang
        if state.phase in ("select", "keep"):
            return self._set_panel(state, viewer, lang)
        return self._starter_mark(state, lang)

    def _starter_mark(self, state: GearState, lang: str) -> str:
        text = state.chars.label.get(lang, "")
        return (f"<div class='tl-starter' style='font-size:0.85em;margin:2px 0'>"
                f"<span style='background:#E69F00;padding:0 4px;border-radius:3px'>"
                f"{html.escape(interp_label(lang))}</span> {html.escape(text)}</div>")

    def _char_card(self, c: Character, lang: str, mark: str = "", dim: bool = False,
                   pl: Player | None = None) -> str:
        """A character card: name, LIFE, HAND, third joker, skills with costs and limits,
        abilities. With ``pl`` (the battle character's player), spent skills say so."""
        from tricklab.core.display import card_html
        skills = []
        for sk in c.skills:
            used = ""
            if pl is not None and pl.battle is not None:
                from .skills import limit_reached
                if limit_reached(pl, sk):
                    used = f"<span style='color:#D55E00'>{aside(_t('used', lang), lang)}</span>"
            skills.append(f"<div><b>{html.escape(sk.name.get(lang, sk.name['en']))}</b> "
                          f"<span style='font-size:1.1em'>{cost_text(sk)}</span> → "
                          f"{html.escape(self._effect(sk, lang))}{SEP[lang]}"
                          f"<i>{_t(f'limit.{sk.limit}', lang)}</i>{used}</div>")
        for ab in c.abilities:
            skills.append(f"<div><b>{html.escape(ab.name.get(lang, ab.name['en']))}</b>"
                          f"{_t('ability', lang)}{html.escape(_e(ab.kind, lang, **ab.params))}</div>")
        stats = _t("stats", lang, life=c.life, hand=c.hand)
        return (f"<div class='tl-gear-char' style='display:inline-block;vertical-align:top;width:17em;"
                f"margin:3px;padding:5px;border:2px solid #0072B2;border-radius:6px;background:#fff;"
                f"{'opacity:0.45;' if dim else ''}'><b>{html.escape(self._char(c, lang))}</b>{mark}"
                f"<div style='font-size:0.85em'>{stats} "
                f"{card_html(c.third_joker, words=self.face(c.third_joker, lang).name)}</div>"
                f"<div style='font-size:0.85em'>{''.join(skills)}</div></div>")

    def _set_panel(self, state: GearState, viewer: str | None, lang: str) -> str:
        owners: dict[str, list[str]] = {}
        for s, pl in state.p.items():
            for cid in pl.drafted:
                owners.setdefault(cid, []).append(s)
        cards = []
        # 3 or 4 players draft from two copies of the set (spec 3.2): "Aqua · revealed ·
        # taken by Cara" is then two cards, which the title says once
        two = set_copies(len(state.players), len(state.chars.characters)) > 1
        # the revealed characters (the ones to take now) first, beside the prompt
        first = {cid: i for i, cid in enumerate(dict.fromkeys(state.revealed))}
        shown = sorted(state.chars.characters.items(), key=lambda kv: first.get(kv[0], len(first)))
        for cid, c in shown:
            bits = []
            if cid in state.revealed:
                bits.append(_t("revealed", lang))
            # with two copies of the set, one player may hold both copies of a character
            held = Counter(owners.get(cid, []))
            bits += [_t("taken" if not two else "taken_one" if n == 1 else "taken_both", lang, p=s)
                     for s, n in held.items()]
            mark = (SEP[lang] + html.escape(SEP[lang].join(bits))) if bits else ""
            if state.phase == "keep":
                # by now every character is someone's: the viewer keeps 3 of its own, which
                # are the cards to read (all of them at 45 % were hard to read on a projector)
                dim = viewer is not None and viewer not in owners.get(cid, [])
            else:         # drafting: the characters taken and not offered again are done with
                dim = bool(owners.get(cid)) and cid not in state.revealed
            cards.append(self._char_card(c, lang, mark, dim=dim))
        return (f"<div class='tl-gear-set'><b>{_t('set_title', lang)}"
                f"{_t('set_copies', lang) if two else ''}</b>"
                f"{self._starter_mark(state, lang)}{''.join(cards)}</div>")

    def panel_notes(self, state: GearState, viewer: str | None, lang: str) -> str:
        """What each player has drafted, one line a player, under the set (under the felt on a
        low projector: a teacher reads what the others took while choosing which 3 to keep)."""
        if state.phase not in ("select", "keep"):
            return ""
        teams = []
        for s, pl in state.p.items():
            names = LIST_SEP[lang].join(self._char(state.chars.get(c), lang) for c in pl.drafted)
            line = _t("drafted", lang, p=s, names=names) if names else _t("drafted_none", lang, p=s)
            ready = aside(_t("team_ready", lang), lang) if s in state.secret.chosen and state.phase == "keep" else ""
            teams.append(f"<span class='tl-drafted' style='margin-right:1.5em'>"
                         f"{html.escape(line)}{ready}</span>")
        return f"<div class='tl-gear-teams' style='display:flex;flex-wrap:wrap'>{''.join(teams)}</div>"

    score_name = {"en": "LIFE left", "ja": "残りのライフ"}    # what the score chart follows

    def total_words(self, value: int, lang: str) -> str:
        return _t("life_left", lang, n=value)       # a total is the LIFE cards left

    def board(self, state: GearState, seat: str, viewer: str | None, lang: str) -> SeatBoard | None:
        """One player's area in its seat: battle character, LIFE, deck, discard, charge,
        reserve (names only for its owner), characters that left; the battle character's
        card (skills with costs and limits) folded away. None while drafting."""
        if state.phase in ("select", "keep") or seat not in state.p:
            return None
        pl = state.p[seat]
        counts = state.counts.get(seat, {})
        deck = counts.get("deck", len(pl.deck))
        stats = [Stat(_t("life_now", lang, n=len(pl.life)), main=True), Stat(_t("deck_n", lang, n=deck)),
                 Stat(_t("discard_n", lang, n=len(pl.discard)))]
        if pl.charge:
            stats.append(Stat(_t("charge_n", lang, n=len(pl.charge))))
        status = ""
        if pl.eliminated:
            status = _t("eliminated", lang)
        elif pl.battle is None and state.phase not in ("cleanup", "mulligan"):
            status = _t("absent", lang)
        notes = []
        if deck == 0 and not pl.eliminated:
            notes.append(_t("reload_soon", lang))
        if pl.reserve:
            if viewer in (None, seat):
                notes.append(_t("reserve", lang, names=LIST_SEP[lang].join(self._char(m.char, lang) for m in pl.reserve)))
            else:
                notes.append(_t("reserve_n", lang, n=len(pl.reserve)))
        if pl.left:
            notes.append(_t("left", lang, names=LIST_SEP[lang].join(self._char(m.char, lang) for m in pl.left)))
        char = pl.battle.char if pl.battle is not None else None
        return SeatBoard(title=self._char(char, lang) if char is not None else "", stats=stats, notes=notes,
                         status=status, detail=self._char_lines(char, lang, pl) if char is not None else [])

    def _char_lines(self, c: Character, lang: str, pl: Player) -> list[str]:
        """A character card as plain lines: LIFE, HAND and third joker, then each skill with
        its cost, effect and limit (spent ones say so), then its abilities."""
        from .skills import limit_reached
        stats = _t('stats', lang, life=c.life, hand=c.hand)
        # each line drawn with its signs and said in words (a screen reader read "♠♠" as
        # "black spade suit black spade suit")
        out: list[str] = [Aloud(f"{stats} {c.third_joker.label}", f"{stats} {self.face(c.third_joker, lang).name}")]
        for sk in c.skills:
            used = aside(_t('used', lang), lang) if pl.battle is not None and limit_reached(pl, sk) else ""
            name = sk.name.get(lang, sk.name['en'])
            rest = f" → {self._effect(sk, lang)}{SEP[lang]}{_t(f'limit.{sk.limit}', lang)}{used}"
            out.append(Aloud(f"{name} {cost_text(sk)}{rest}",
                            _t("cost_said", lang, name=name, cost=cost_words(sk, lang)) + rest))
        for ab in c.abilities:
            out.append(f"{ab.name.get(lang, ab.name['en'])}{_t('ability', lang)}{_e(ab.kind, lang, **ab.params)}")
        return out

    def zones(self, state: GearState, viewer: str | None, lang: str) -> list[Zone]:
        if state.phase in ("select", "keep"):
            return []
        field_zone = self._field_zone(state, viewer, lang)
        zones = [field_zone] if field_zone.cards else []
        r = rate(state)
        zones.append(Zone("rate", _t("rate_title", lang, rate=r), [FACE_DOWN for _ in state.rate_area],
                          captions=[o for o, _ in state.rate_area], note=_t("rate_note", lang)))
        for s in state.players:
            pl = state.p[s]
            if pl.charge:
                zones.append(Zone(f"charge-{s}", _t("charge_title", lang, p=s, n=len(pl.charge)),
                                  [FACE_DOWN for _ in pl.charge]))
            if pl.cost:
                zones.append(Zone(f"cost-{s}", _t("cost_title", lang, p=s), list(pl.cost)))
        last = self._last_zone(state, lang)
        if last is not None:
            zones.append(last)
        return zones

    def _field_zone(self, state: GearState, viewer: str | None, lang: str) -> Zone:
        cards: list[Any] = []
        caps: list[str] = []
        badges: list[str] = []
        if state.phase == "set":
            for s in state.secret.seats:
                chosen = state.secret.chosen.get(s, "?")
                if s not in state.secret.chosen:
                    caps.append(_t("waiting_set", lang, p=s))
                    cards.append(FACE_DOWN)
                    badges.append("…")
                elif chosen is not None and viewer in (None, s):
                    cards.append(chosen[0])
                    caps.append(_t("set_mine", lang, p=s))
                    badges.append(_t("as_joker", lang) if chosen[1] else "")
                else:
                    cards.append(FACE_DOWN)
                    caps.append(_t("set_hidden", lang, p=s))
                    badges.append("")
            return Zone("field", _t("field", lang), cards, captions=caps, badges=badges, big=True,
                        note=_t("field_note_set", lang))
        for s in state.players:
            pl = state.p[s]
            if pl.field_card is None:
                continue
            cards.append(pl.field_card)
            shown = field_number(state, s) if pl.present else base(pl)
            caps.append(_t("field_cap", lang, p=s, n=shown))
            if pl.as_joker and pl.declared is not None:
                badges.append(_t("declared", lang, c=pl.declared.label))
            elif pl.as_joker and not isinstance(pl.field_card, Joker):
                badges.append(_t("as_joker", lang))
            else:
                badges.append("")
        return Zone("field", _t("field", lang), cards, captions=caps, badges=badges, big=True,
                    note=_t("field_note", lang) if cards else "")

    def _last_zone(self, state: GearState, lang: str) -> Zone | None:
        """The round that just ended (shown in cleanup and the next set phase, when the field
        cards are gone): its field cards and numbers, and the crash or the winner."""
        last = state.last
        if not last.get("field") or state.phase not in ("cleanup", "set", "mulligan", "over"):
            return None
        cards, caps, nums = [], [], []
        for s, f in last["field"].items():
            if f["card"] is not None:
                cards.append(f["card"])
                caps.append(s)
                nums.append(_t("field_cap", lang, p=s, n=f["number"]))
        sep = " / " if lang == "en" else "／"
        if last.get("crash"):
            equals = " = " if lang == "en" else "＝"
            groups = sep.join(equals.join(f"{s} {last['field'].get(s, {}).get('number', '')}".strip()
                                          for s in g) for g in last.get("groups", []))
            note = _t("last_crash", lang, groups=groups)
        elif last.get("winner") and not last.get("damage"):
            note = _t("last_alone", lang, w=last["winner"])
        elif last.get("winner"):
            note = _t("last_win", lang, w=last["winner"], rate=last.get("rate", 1),
                      hits=self._hits(last, lang))
        else:
            return None
        return Zone("last", _t("last_title", lang, r=last.get("round", state.round)), cards,
                    captions=caps, note=f"{(' · ' if lang == 'en' else '、').join(nums)}{sep}{note}")

    def _hits(self, last: dict[str, Any], lang: str) -> str:
        """The damage each loser took, as it was dealt: a defence (Iron Wall) may have taken
        less than the rate, and a loser at 0 has left (its field is no longer present)."""
        out = []
        for s, n in last["damage"].items():
            left = not last["field"].get(s, {}).get("present", True)
            ability = last.get("reduced", {}).get(s)
            words = aside(self.game.catalogue.term(ability, lang), lang) if ability else ""
            out.append(_t("hit_left" if left else "hit", lang, p=s, n=n) + words)
        return LIST_SEP[lang].join(out)

    # -- scores and hints ------------------------------------------------------------------
    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """LIFE cards of each player's battle character at the end of every round."""
        rows: list[dict[str, Any]] = []
        for k in range(1, len(match.actions) + 1):
            before, after = match.at(k - 1), match.at(k)
            if after.round != before.round and before.round > 0 or (
                    after.phase == "over" and before.phase != "over"):
                rows.append({"round": before.round, **GAME.totals(after)})
        return rows

    def hint(self, match: Any, seat: str) -> Hint | None:
        return advise(match, seat)


def buttons_first(state: GearState, seat: str) -> IllegalAction:
    """Why a hand card clicked now does nothing: the step is chosen with the buttons first
    (then, for a discard, the cards are clicked), cited with the step's ruling."""
    pl = state.p[seat]
    if state.phase == "declare":
        return IllegalAction("declare with the buttons: a hand card plays no part",
                             code="CLICK_DECLARE", ruling="TG-010", seat=seat)
    if state.phase == "mulligan":
        return IllegalAction("to redraw, choose the redraw button first, then the cards",
                             code="CLICK_REDRAW", ruling="TG-008", seat=seat)
    if pl.cleanup == "entry":
        return IllegalAction("choose the entering character first; the hand comes after",
                             code="CLICK_ENTRY", ruling="TG-045", seat=seat)
    n = pl.battle_hand()
    extra = len(pl.hand) - n
    if extra > 0:
        return IllegalAction(f"above HAND {n}: choose the discard button, then {extra} cards",
                             code="CLICK_CUT", ruling="TG-048", seat=seat, n=n, k=extra)
    return IllegalAction("to discard first, choose the discard button, then the cards",
                         code="CLICK_REFILL", ruling="TG-050", seat=seat, n=n)


def skill_words(view: "TrickGearView", action: Action, lang: str) -> str:
    """A skill action as a sentence for the history, a hint or a what-if line: "use Siphon on
    Bob, paying ♦3, ♦5" / 「♦3、♦5を支払ってBobにサイフォンを使う」; Mirage adds the new field
    card. Its button says the same in few words (``skill_choices``)."""
    words = _split(action.args)
    name = view.game.catalogue.term(action.args[0], lang) if action.args else ""
    target = words["on"][0] if words["on"] else ""
    use = (_t("move.use_on", lang, name=name, p=target) if target
           else _t("move.use", lang, name=name))
    if words["pay"]:
        use = _t("move.paying", lang, use=use,
                 cards=LIST_SEP[lang].join(view.value_words(x, lang) for x in words["pay"]))
    if words["with"]:
        c = view.value_words(words["with"][0], lang)
        d = view.value_words(words["as"][0], lang) if words["as"] else ""
        use = _t("move.field_as" if d else "move.field", lang, use=use, use_stem=use[:-1], c=c, d=d)
    return use


def _split(args: tuple[str, ...]) -> dict[str, list[str]]:
    """The words of a skill action: ``<id> on <seat> with <card> as <card> pay <cards>``."""
    words: dict[str, list[str]] = {"on": [], "with": [], "as": [], "pay": []}
    cur = None
    for a in args[1:]:
        if a in words:
            cur = a
        elif cur is not None:
            words[cur].append(a)
    return words


VIEW = TrickGearView()
