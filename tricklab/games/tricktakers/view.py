"""How the generic table draws Tricktakers: the character selection screen (each character's
card text and priority), the trick with lead colour and revolt, each player's character,
crowns, victory points and character zones (bids, tasks, items, reservations, the Berserker's
set-aside cards), and the crown box on the round card. Plain data and HTML, no widgets."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from typing import Any, ClassVar

from tricklab.core import packaged_yaml

from tricklab.core.actions import Action
from tricklab.core.bots import Hint
from tricklab.core.errors import TricklabError
from tricklab.core.punctuation import COLON, LIST_SEP, SEP, aside, cited
from tricklab.core.copies import card_said
from tricklab.core.view import (FACE_DOWN, MAX_BUTTONS, CardFace, CardGroup, Choice, ChoiceForm, Labels,
                                 Aloud, SeatBoard, Slot, Stat, ViewAdapter, Zone, in_hand_order)

from . import components_view
from .bots import hint
from .cards import COPY_DIGITS, card_or_none, named_in_hand, parse_colour
from .characters import get
from .rules import GAME
from .state import TTState

CARD_ACTIONS = ("play", "discard")      # actions whose argument is a card of the hand

T: dict[str, Any] = {
    "header": {"en": "Round {r}/3 · {phase} · trick {t}/5 · lead colour {lead}{revolt}",
               "ja": "第{r}/3ラウンド・{phase}・第{t}/5トリック・リードカラー：{lead}{revolt}"},
    "header_round": {"en": "Round {r}/3 · {phase}", "ja": "第{r}/3ラウンド・{phase}"},
    "revolt": {"en": " · REVOLT trick", "ja": "・革命トリック"},
    "phase": {"draft": {"en": "character draft", "ja": "キャラクタードラフト"},
              "select": {"en": "character selection", "ja": "キャラクター選択"},
              "reveal": {"en": "characters revealed", "ja": "キャラクター公開"},
              "setup": {"en": "character set-up", "ja": "キャラクターの準備"},
              "lead": {"en": "choosing the lead player", "ja": "リードプレイヤー決め"},
              "play": {"en": "trick play", "ja": "トリックプレイ"},
              "over": {"en": "game over", "ja": "ゲーム終了"}},
    "trick": {"en": "Trick {n}", "ja": "第{n}トリック"},
    "last": {"en": "Last trick (won by {w})", "ja": "直前のトリック（{w}の勝ち）"},
    "crowns": {"en": "Round card", "ja": "ラウンドカード"},
    "crown_note": {"en": "at stake this round: 👑 1 gold, ♛ 2 black · rounds left after this: {left} · back in the box: 👑 {g} ♛ {b}",
                   "ja": "このラウンドの王冠：👑 1、黒王冠 ♛ 2・残り{left}ラウンド・箱に戻った王冠：👑 {g} ♛ {b}"},
    # the same in words for a screen reader, which read 👑 and ♛ as "crown", "black chess queen"
    "crown_said": {"en": "at stake this round: 1 gold crown, 2 black crowns · rounds left after this: {left}"
                         " · back in the box: {g} gold crowns, {b} black crowns",
                   "ja": "このラウンドの王冠：王冠1個、黒王冠2個・残り{left}ラウンド・箱に戻った王冠：王冠{g}個、黒王冠{b}個"},
    "more": {"en": "card text", "ja": "カードの説明"},
    # the name a screen reader gives each character's "card text" (eight were alike)
    "more_of": {"en": "card text: {char}", "ja": "{char}のカードの説明"},
    "vp": {"en": "{n} VP", "ja": "{n}点"},
    "vp_words": {"en": "victory points: {n}", "ja": "勝利点：{n}"},
    "gold": {"en": "gold crowns: {n}", "ja": "金の王冠：{n}"},
    "black": {"en": "black crowns: {n}", "ja": "黒の王冠：{n}"},
    "tricks": {"en": "{n} tricks", "ja": "{n}トリック"},
    "tricks_words": {"en": "tricks won: {n}", "ja": "獲得したトリック：{n}"},
    # the pick's prompts name no place: the character cards stand above the felt, or beside it
    # on a low projector screen, with the menu under the felt (felt.css, tl-pick)
    "prompt": {"select": {"en": "Choose your character: read the character cards, then pick in the menu",
                          "ja": "キャラクターを選んでください：キャラクターカードを読んで、メニューで選びます"},
               "select_buttons": {"en": "Choose your character: read the character cards, then press its button",
                                  "ja": "キャラクターを選んでください：キャラクターカードを読んで、ボタンで選びます"},
               "draft": {"en": "Draft a character", "ja": "キャラクターをドラフトしてください"},
               "setup": {"en": "Your character's set-up: make your choice, or click a card to discard",
                         "ja": "キャラクターの準備：選択肢から選ぶか、捨てるカードをクリックしてください"},
               "lead": {"en": "Choose who leads the first trick", "ja": "最初のトリックのリードを選んでください"},
               "play": {"en": "Your turn: play a highlighted card (abilities are the buttons)",
                        "ja": "あなたの番です：光っているカードを出してください（能力はボタン）"},
               # no ability to use now (a King; a Gambler who has bid): no buttons to point at
               "play_cards": {"en": "Your turn: play a highlighted card",
                              "ja": "あなたの番です：光っているカードを出してください"},
               # an Alchemist's set: the cards are clicked one by one, then played together;
               # a leading one names the lead colour by its button (one per colour it may name)
               "play_set": {"en": "Your turn: select {n} of the highlighted cards as one set, "
                                  "then press “Play the selected cards”",
                            "ja": "あなたの番です：光っているカードから{n}枚を1組として選び、"
                                  "「選んだカードを出す」を押してください"},
               "play_set_lead": {"en": "Your turn to lead: select {n} of the highlighted cards "
                                       "as one set, then press the button of the lead colour "
                                       "to name (or “Play the selected cards”)",
                                 "ja": "あなたのリードです：光っているカードから{n}枚を1組として"
                                       "選び、宣言するリードカラーのボタン（または「選んだカードを"
                                       "出す」）を押してください"}},
    # a pending discard: a click discards, whatever the phase says (after a purchase the
    # prompt said "play a highlighted card" and the click threw the card away). {why} is a
    # reason of ``discard_why``, or none; the Japanese legend says 「光っている」 once
    # an item used and waiting for the card it goes on (the White Orb: "the next card is a
    # White Flag"): the prompt said only "play a card" and nothing of the item
    "armed": {"orb": {"en": "White Orb: the card you play next becomes a White Flag{rid}. ",
                      "ja": "白のオーブ：次に出すカードは白旗になります{rid}。"},
              "item": {"en": "The {item} goes on the card you play next{rid}. ",
                       "ja": "次に出すカードに{item}を使います{rid}。"}},
    "prompt_discard": {"en": "Your turn: discard {count}, chosen from the highlighted cards",
                       "ja": "あなたの番です：カードを{n}枚捨ててください"},
    "prompt_discard_why": {"en": "Your turn: {why}, so discard {count}, chosen from the highlighted cards",
                           "ja": "あなたの番です：{why}ので、カードを{n}枚捨ててください"},
    "count": {"en": "{n} cards", "ja": "{n}枚"}, "count_one": {"en": "1 card", "ja": "1枚"},
    # why a discard is pending (the ``why`` of the engine's pending discard); {char}: the
    # character that asks for it (the pending discard's ``owner``)
    "discard_why": {
        "king": {"en": "the {char}'s rare card came into your hand", "ja": "{char}のレアカードが手札に加わった"},
        "strategist": {"en": "the {char}'s card came into your hand", "ja": "{char}のカードが手札に加わった"},
        "carry": {"en": "the card kept from the last round came into your hand",
                  "ja": "前のラウンドから持ち越したカードが手札に加わった"},
        "hermit": {"en": "your {char} exchanged and drew a card", "ja": "{char}の交換でカードを1枚引いた"},
        "book": {"en": "an item drew you a card", "ja": "アイテムでカードを1枚引いた"},
        "samurai": {"en": "your {char} took a card into your hand", "ja": "{char}がカードを手札に加えた"},
        "rewind": {"en": "your {char} rewound the trick and drew cards",
                   "ja": "{char}がトリックを巻き戻してカードを引いた"},
        "past": {"en": "your hand holds more cards than the {char}'s journey to the past allows",
                 "ja": "{char}が過去に戻ったあと、手札が多すぎる"}},
    "chars_title": {"en": "Characters (priority order)", "ja": "キャラクター（優先順）"},
    "taken_char": {"en": "{who} (taken)", "ja": "{who}（選択済み）"},
    "yours": {"en": "{who} (yours)", "ja": "{who}（あなた）"},
    "char_code": {"en": "{name} ({code})", "ja": "{name}（{code}）"},
    "facedown": {"en": "face down", "ja": "裏向き"},
    "submit_play": {"en": "Play the selected cards", "ja": "選んだカードを出す"},
    "play_naming": {"en": "Play {cards}, naming {colour}", "ja": "{cards}を出し、{colour}を宣言する"},
    "play_using": {"en": "Play {cards} using the {what}", "ja": "{what}を使って{cards}を出す"},
    "a_card": {"en": "a card", "ja": "カード"},
    # the number a Gambler bids and bets, with its unit (a button read 「30をベット」)
    "unit": {"bid": {"en": "{n} tricks", "ja": "{n}勝"}, "bet": {"en": "{n} points", "ja": "{n}点"}},
    "bid_word": {"en": "bid", "ja": "予想"}, "bet_word": {"en": "bet", "ja": "BET"},
    # the Strategist's round-end choice (TT-123): a card to carry over, or the points of its
    # points table for the tricks won ("take 50 points instead" names what is given up)
    "carry": {"rare": {"en": "carry over the Rare", "ja": "レアを次のラウンドに持ち越す"},
              "k7": {"en": "carry over the Black 7", "ja": "黒の7を次のラウンドに持ち越す"},
              "points": {"en": "take the points instead", "ja": "持ち越さずに勝利点を得る"},
              "points_n": {"en": "take {n} points instead", "ja": "持ち越さずに{n}点を得る"}},
    # a Ruler's task on its holder's board: still to do, or done (「（open）」 was the fact's word)
    "task_open": {"en": "not yet done", "ja": "未達成"}, "task_done": {"en": "done", "ja": "達成"},
    # a move as the history, a hint and the step-through word it: a sentence with its
    # arguments in their places ({0} the first, {rest} the others as a list). The buttons keep
    # their short labels (``VERB``); this is read after the fact (「Cy、赤をとらないをタスク」
    # and 「Tをエレメントを置く」 were the buttons' words run together)
    "move": {"task": {"en": "give {0} the task “{1}”", "ja": "{0}にタスク「{1}」を渡す"},
             "give": {"en": "give {0} {rest}", "ja": "{0}に{rest}を渡す"},
             "reserve": {"en": "reserve {0}'s card", "ja": "{0}のカードをコレクション予約する"},
             "reserve2": {"en": "reserve {0}'s {rest}", "ja": "{0}の{rest}をコレクション予約する"},
             "lead": {"en": "name {0} to lead", "ja": "{0}をリードプレイヤーにする"},
             "predict": {"en": "predict the gold crown for {0} and a black crown for {1}",
                         "ja": "王冠は{0}、黒王冠は{1}と予想する"},
             "traps": {"en": "stack the traps in the order {rest}", "ja": "罠を{rest}の順に積む"},
             "letters": {"en": "hand out the letters ({rest})", "ja": "手紙を配る（{rest}）"},
             "letter": {"en": "{0}: {1}", "ja": "{0}：{1}"},
             "chip": {"en": "put the chip {0}", "ja": "チップを{0}に置く"},
             "chip_turn": {"en": "chip: {0}", "ja": "チップ：{0}"},
             "place": {"en": "place the element on the {0}", "ja": "{0}にエレメントを置く"},
             "command": {"en": "use {0}'s rear-guard ability: discard {rest} and draw as many",
                         "ja": "{0}の後衛能力で{rest}を捨て、同じ枚数を引く"},
             "item": {"en": "use the {0}", "ja": "{0}を使う"},
             "item_map": {"en": "use the {0}: discard {rest} and draw as many",
                          "ja": "{0}を使って{rest}を捨て、同じ枚数を引く"},
             "item_cards": {"en": "use the {0} ({rest})", "ja": "{0}を使う（{rest}）"},
             "equip": {"en": "equip {rest}", "ja": "{rest}を装備する"},
             "offer": {"en": "offer {rest} to the partner", "ja": "{rest}を相棒に渡す"},
             "exchange": {"en": "exchange {rest} (a black crown)", "ja": "黒王冠で{rest}を交換する"},
             "draft": {"en": "draft the {0}", "ja": "{0}をドラフトで取る"},
             "pick": {"en": "pick the {0}", "ja": "{0}を選ぶ"}},
}
VERB = {"pick": {"en": "Pick", "ja": "選ぶ"}, "draft": {"en": "Draft", "ja": "ドラフト"},
        "discard": {"en": "Discard", "ja": "捨てる"}, "redraw": {"en": "Redraw", "ja": "引き直す"},
        # the Gambler's words as its events say them: 「2勝を予想しました」, 「30点をBETしました」
        "bid": {"en": "Bid", "ja": "予想する"}, "bet": {"en": "Bet", "ja": "BETする"},
        "equip": {"en": "Equip", "ja": "装備"}, "task": {"en": "Task", "ja": "タスク"},
        "exchange": {"en": "Exchange", "ja": "交換"}, "lead": {"en": "Leader:", "ja": "リード："},
        "revolt": {"en": "Declare the revolt", "ja": "革命を宣言"},
        "reserve": {"en": "Reserve", "ja": "予約"}, "item": {"en": "Use an item", "ja": "アイテムを使う"},
        "play": {"en": "Play", "ja": "出す"}, "done": {"en": "Done", "ja": "終了"},
        "draw": {"en": "Draw 1", "ja": "1枚引く"},
        # the expansion
        "traps": {"en": "Trap order", "ja": "罠の順番"},
        "carry": {"en": "Carry over", "ja": "持ち越し"},
        "summon": {"en": "Summon", "ja": "召喚"}, "command": {"en": "Command", "ja": "後衛能力"},
        "reveal": {"en": "Turn up the face-down card", "ja": "裏向きのカードを表にする"},
        "drop": {"en": "Discard the face-down card", "ja": "裏向きのカードを捨てる"},
        "place": {"en": "Place the element on", "ja": "エレメントを置く："},
        "forge": {"en": "Forge", "ja": "錬成"}, "take": {"en": "Take", "ja": "取る"},
        "decline": {"en": "Decline", "ja": "使わない"}, "predict": {"en": "Predict", "ja": "予想"},
        "rewind": {"en": "Rewind", "ja": "巻き戻し"},
        "change": {"en": "Change the past", "ja": "過去改変"}, "give": {"en": "Give", "ja": "渡す"},
        "letters": {"en": "Letters", "ja": "手紙"}, "chip": {"en": "Chip", "ja": "チップ"},
        "offer": {"en": "Offer to the partner", "ja": "相棒に渡す"},
        "return": {"en": "Hand back", "ja": "返す"}, "refuse": {"en": "Refuse", "ja": "断る"},
        "steal": {"en": "Steal", "ja": "盗む"}}


_t = Labels(T)


def _move(key: str, lang: str, *args: str, **kw: str) -> str:
    """A move's sentence (``T["move"]``) with its arguments by place and the rest by name."""
    return str(T["move"][key][lang]).format(*args, **kw)


_verb = Labels(VERB)

# Decisions of several named parts, drawn as small forms (one menu per slot) instead of one
# button per combination: the Strategist's 120 trap orders, a Time Traveler's predictions, the
# Phantom Thief's letters.
FORM: dict[str, Any] = {
    "traps": {"title": {"en": "Stack your 5 trap cards", "ja": "5枚の罠カードを積む順番"},
              "slot": {"en": "trap {n}", "ja": "{n}番目の罠"},
              "help": {"en": "The first trap is turned up for trick 1, the next for trick 2, and so on; each letter once.",
                       "ja": "1番目の罠が第1トリックで表になり、次が第2トリック……。各文字は1回ずつ。"}},
    "predict": {"title": {"en": "Predict this round's crowns", "ja": "このラウンドの王冠を予想する"},
                "slots": [{"en": "gold crown 👑 goes to", "ja": "王冠👑を取る人"},
                          {"en": "a black crown ♛ goes to", "ja": "黒王冠♛を取る人"}],
                "help": {"en": "+50 for each prediction that comes true.", "ja": "当たった予想1つにつき+50。"}},
    "letters": {"title": {"en": "Hand out your letters", "ja": "手紙を配る"},
                "slot": {"en": "letter to {p}", "ja": "{p}への手紙"},
                "help": {"en": "Each letter goes to one player; the invitation makes that player your partner.",
                         "ja": "手紙は1人に1通。招待状を受け取った人が相棒になります。"}},
}
# A trap menu's option is a closed select box, which cannot wrap: trap E's own words ("not
# following the lead colour is caught; special cards never follow") were cut off in it, a few
# letters in English and half the words in Japanese, on a 1280x720 projector. The menu says
# the same rule in fewer words; the trap card and the rulings keep the full sentence.
TRAP_MENU = {"E": {"en": "not following the lead colour is caught (special cards too)",
                   "ja": "リードカラー以外のカードがかかる（特殊カードも）"}}
CHIP_WORDS = {"0": ("on 0 (equal tricks)", "0の上（トリック数が同じ）"),
              "1": ("on ±1 (one trick apart)", "±1の上（トリック数の差が1）"),
              "move": ("move it (0 ↔ ±1)", "動かす（0 ↔ ±1）"),
              "flip": ("flip it (thief ↔ wolf)", "裏返す（怪盗 ↔ 狼）"),
              "keep": ("leave it", "そのまま")}
MARK_NOTES = {"ᵃ": {"en": "Alchemist deck card", "ja": "アルケミストのデッキのカード"},
              "ˢ": {"en": "Strategist's set-up card", "ja": "ストラテジストの準備カード"},
              "ᶜ": {"en": "Strategist's carry-over card", "ja": "ストラテジストの持ち越しカード"},
              "ᵐ": {"en": "a Summoner's beast", "ja": "サモナーの召喚獣"},
              "ᵉ": {"en": "a beast that beats Rares", "ja": "レアに勝つ召喚獣"},
              "ᶻ": {"en": "Berserker deck card", "ja": "バーサーカーのデッキのカード"},
              "♔": {"en": "the King's Rare", "ja": "キング専用レア"},
              "ᵒ": {"en": "option card bought for this round", "ja": "このラウンドに買ったオプションカード"}}
#: items whose Japanese name is a phrase with a verb (「城に立ち寄る」): quoted as a move's
#: object, 「城に立ち寄るを使う」 read as two verbs
ITEM_PHRASES = frozenset(["castle"])
KIND_WORDS = {"wf": {"en": "White Flag", "ja": "白旗"}, "rare": {"en": "Rare", "ja": "レア"},
              "bz": {"en": "Berserker card", "ja": "バーサーカーカード"}}
COLOUR_NAME = {"R": "red", "B": "blue", "G": "green", "K": "black"}


def phrase(verb_text: str, args: str, lang: str) -> str:
    """A button's words in the language's order: "Pick King" / 「キングを選ぶ」; a Japanese
    verb ending in "：" keeps its place (「リード：Ann」)."""
    if not args:
        return verb_text
    if lang == "ja":
        return f"{verb_text}{args}" if verb_text.endswith("：") else f"{args}を{verb_text}"
    return f"{verb_text} {args}"


def _t_form(entry: dict[str, str], lang: str, **kw: Any) -> str:
    return entry[lang].format(**kw)


def header_round(r: int, phase: str, lang: str) -> str:
    """The header before tricks are played: the round and the phase in words."""
    return _t("header_round", lang, r=r, phase=phase)


def verb(kind: str, lang: str) -> str:
    """The button word of an action kind (the kind itself if it has none)."""
    return _verb.get(kind, lang, kind)


@lru_cache(maxsize=1)
def character_cards() -> dict[str, Any]:
    f = resources.files("tricklab.games.tricktakers").joinpath("character_cards.yaml")
    return (packaged_yaml.load(f.read_text("utf-8")) or {}).get("characters", {}) if f.is_file() else {}


class TricktakersView(ViewAdapter[TTState]):
    game: ClassVar[Any] = GAME

    def _card_actions(self, state: TTState, seat: str) -> list[tuple[tuple[Any, ...], Action]]:
        """Legal plays and discards with the hand cards they use (an Alchemist plays 3, a
        Ninja may add a face-down card, a Rewind discards 2...), without the plays that spend
        a once-per-round card: those are a choice of their own (``choices``)."""
        if seat not in self.game.to_act(state):
            return []
        hand = set(state.hands.get(seat, []))
        out = []
        for a in self.game.legal_actions(state, seat):
            if a.kind in CARD_ACTIONS and not self._spends(state, seat, a):
                out.append((named_in_hand(a.args, hand), a))
        return out

    def _spends(self, state: TTState, seat: str, a: Action) -> bool:
        """Whether the play ``a`` spends a once-per-round card (the words the seat's character
        lists in ``spending_words``: the Tactical card). Why apart: offered with the plain
        plays, a card legal only through the Tactical card was highlighted like any other and
        one click spent the card, with no must-follow refusal to warn a learner."""
        if a.kind != "play" or len(a.args) < 2 or seat not in state.chars:
            return False
        words = get(state.chars[seat]).spending_words
        return any(x in words for x in a.args[1:])

    def card_order(self, cards: list[Any]) -> list[Any]:
        return sorted(cards, key=lambda c: (str(c.suit or "Z"), c.value, str(c)))

    def select_count(self, state: TTState, seat: str) -> int:
        """How many cards one click-action takes: 1, or k when every legal play/discard uses
        exactly k cards of the hand (the Alchemist's 3 cards, a discard of 2 after a Rewind)."""
        sizes = {len(cards) for cards, _ in self._card_actions(state, seat)}
        # (``min(sizes | {1}) > 1`` was always false: an Alchemist's set was one card clicked
        # and its plays offered as a menu of sets, the other cards refused "play 3 cards")
        return sizes.pop() if len(sizes) == 1 and min(sizes) > 1 else 1

    def legal_cards(self, state: TTState, seat: str) -> list[Any]:
        out: dict[Any, None] = {}
        several = self.select_count(state, seat) > 1
        for cards, a in self._card_actions(state, seat):
            if several:                 # every card of a legal set (an Alchemist's 3 cards)
                out.update(dict.fromkeys(cards))
            elif cards:
                out[cards[0]] = None
        return list(out)

    def selectable(self, state: TTState, seat: str, selected: list[Any]) -> list[Any]:
        """The cards that, with the ``selected`` ones, are still part of a legal set."""
        want = set(selected)
        out: dict[Any, None] = {}
        for cards, _ in self._card_actions(state, seat):
            if want.issubset(cards):
                out.update(dict.fromkeys(c for c in cards if c not in want))
        return list(out)

    def why_not_with(self, state: TTState, seat: str, selected: list[Any],
                     card: Any) -> TricklabError | None:
        """Why ``card`` cannot join the ``selected`` cards: the engine's reason for a set
        that holds them all, completed with other cards of the hand (every completion is
        refused alike: the Alchemist's must-follow names the lead colour and the cards that
        hold it, not the set)."""
        need = self.select_count(state, seat)
        if need == 1 or card in self.selectable(state, seat, selected):
            return None if need > 1 else self.why_not(state, seat, card)
        chosen = [*selected, card]
        rest = [c for c in self.hand(state, seat) if c not in chosen]
        cards = self.card_order([*chosen, *rest[:max(0, need - len(chosen))]])
        err = self.game.explain_illegal(
            state, Action(seat, self.card_verb(state, seat), tuple(map(str, cards))))
        return None if err is None else in_hand_order(err, self.hand(state, seat))

    def why_not(self, state: TTState, seat: str, card: Any) -> TricklabError | None:
        """A card of no legal set, while sets are selected, is refused with the reason of a
        set that holds it (the card alone was refused "the Alchemist plays 3 cards")."""
        if self.select_count(state, seat) > 1 and card not in self.legal_cards(state, seat):
            return self.why_not_with(state, seat, [], card)
        return super().why_not(state, seat, card)

    def action_for(self, state: TTState, seat: str, cards: list[Any]) -> Action:
        """The action of the selected cards: the plain one when there is one."""
        want = set(cards)
        found = [a for cs, a in self._card_actions(state, seat)
                 if (set(cs) == want if len(cards) > 1 else cs[:1] == tuple(cards))]
        if not found:
            raise KeyError(f"no legal action with {' '.join(map(str, cards))}")
        return min(found, key=lambda a: len(a.args))

    def variants(self, state: TTState, seat: str, cards: list[Any],
                 lang: str = "en") -> list[Choice]:
        """The ways to play the selected card(s) (a Ninja's second card, a Summoner's beast,
        an Alchemist's declared colour, the Strategist's Tactical card), as labelled buttons."""
        if len(cards) < self.select_count(state, seat):
            return []                            # still selecting
        want = set(cards)
        cat = self.game.catalogue
        out: list[Choice] = []
        for cs, a in self._card_actions(state, seat):
            if (set(cs) == want) if len(cards) > 1 else (cs[:1] == tuple(cards)):
                words = [self._arg_words(a.kind, x, lang) for x in a.args]
                if len(cards) > 1 and a.kind == "play" and len(a.args) > len(cs) \
                        and parse_colour(a.args[-1]):
                    # a leading set names its colour: 「青を出す」 read as a blue card played
                    label = _t("play_naming", lang, cards=" ".join(words[:-1]), colour=words[-1])
                    out.append((label, a))
                    continue
                out.append((phrase(verb(a.kind, lang), " ".join(words), lang), a))
        return out if len(out) > 1 else []

    def card_verb(self, state: TTState, seat: str) -> str:
        """A click discards while a discard is pending (after a Rewind...), else plays."""
        kinds = {a.kind for _, a in self._card_actions(state, seat)}
        return "discard" if kinds == {"discard"} else "play"

    def choices(self, state: TTState, seat: str, lang: str) -> list[Choice]:
        """Every legal action that is not a card click: picks, bids, items, the revolt...
        Actions that differ only in the hand cards they name become one ``CardGroup``."""
        cat = self.game.catalogue
        hand = set(state.hands.get(seat, []))
        order: list[tuple[str, ...]] = []            # group keys, in the engine's order
        groups: dict[tuple[str, ...], list[tuple[frozenset[Any], Action]]] = {}
        for a in self.game.legal_actions(state, seat):
            if a.kind in CARD_ACTIONS and not self._spends(state, seat, a):
                continue                        # played by clicking cards (see ``variants``)
            cards = frozenset(named_in_hand(a.args, hand))
            key = (a.kind,) if a.kind in FORM else \
                (a.kind, *(x for x in a.args if card_or_none(x) not in hand))
            if key not in groups:
                groups[key] = []
                order.append(key)
            groups[key].append((cards, a))   # a lone action is a group of one (no cards)

        def label(a: Action) -> str:
            if self._spends(state, seat, a):
                return self._spending_label(a, hand, lang)
            if a.kind == "item":
                return self._item_label(a, lang)
            if a.kind == "carry" and a.args and a.args[0] in T["carry"]:
                words = self._carry_words(a.args[0], lang, self._table_points(state, seat))
                return words[:1].upper() + words[1:]
            sep = "、" if lang == "ja" else " "
            return phrase(verb(a.kind, lang), sep.join(self._arg_words(a.kind, x, lang) for x in a.args), lang)

        result: list[Choice] = []
        for item in order:
            form = self._form(item[0], [a for _, a in groups[item]], lang) \
                if len(groups[item]) > 1 else None
            if form is not None:
                result.append((form.title, form))
            elif len(groups[item]) == 1:
                result.append((label(groups[item][0][1]), groups[item][0][1]))
            elif self._spends(state, seat, groups[item][0][1]):
                a = groups[item][0][1]     # a click outside the group: the engine says why
                result.append((self._spending_label(a, hand, lang, one=False),
                               CardGroup(tuple(groups[item]), tried=Action(seat, a.kind, item[1:]))))
            elif item[0] == "item":          # the Map of Destiny: its cards are chosen next
                result.append((self._item_label(Action(seat, "item", item[1:]), lang)
                               + (" …" if lang == "en" else "…"), CardGroup(tuple(groups[item]))))
            else:
                words = " ".join(cat.term(x, lang) for x in item[1:])
                word = verb(item[0], lang)
                result.append((phrase(word, words, lang) + (" …" if lang == "en" else "…"),
                               CardGroup(tuple(groups[item]))))
        return result

    def _item_label(self, a: Action, lang: str) -> str:
        """An item's button says the move ("Use the White Orb" / 「白のオーブを使う」): the
        verb and its object read 「白のオーブをアイテム使用」; a Castle Visit that names
        items says them after it (「「城に立ち寄る」を使う（白のオーブ）」)."""
        words = self._move_words(a, lang)
        return words[:1].upper() + words[1:]

    def _table_points(self, state: TTState, seat: str) -> int | None:
        """The points ``seat``'s character would score for the tricks it has won (its points
        table), None for a cell that wins the game or no character."""
        name = state.chars.get(seat)
        return get(name).table.get(len(state.tricks.get(seat, []))) if name else None

    def _carry_words(self, word: str, lang: str, points: int | None = None) -> str:
        """A carry-over choice in words: the card carried, or the points taken instead (with
        their number when known). Why not the catalogue's terms: "points" there names the
        win by most points and "rare" has none, so the buttons read "Carry over most victory
        points after round 3" and 「rareを持ち越し」."""
        if word == "points" and points is not None:
            return _t("carry.points_n", lang, n=points)
        return _t(f"carry.{word}", lang)

    def action_words(self, action: Action, lang: str) -> str:
        """An action in the table's words: a play with extra words names its cards, then what
        the words add in brackets (「◆2（戦術カード）」, not 「◆2、tactic」); a carry-over
        says what is carried or taken. Others as every game's (``ViewAdapter``)."""
        if action.kind == "carry" and action.args and action.args[0] in T["carry"]:
            return self._carry_words(action.args[0], lang)
        moved = self._move_words(action, lang)
        if moved:
            return moved
        if action.kind in T["unit"] and action.args:
            return phrase(self.verb_word(action.kind, lang),
                          LIST_SEP[lang].join(self._arg_words(action.kind, x, lang) for x in action.args), lang)
        if action.kind == "play":
            found = [(x, card_or_none(x)) for x in action.args]
            cards = [c for _, c in found if c is not None]
            extra = [x for x, c in found if c is None]
            if cards and extra:
                cat = self.game.catalogue
                return (LIST_SEP[lang].join(card_said(c) for c in cards)
                        + aside(LIST_SEP[lang].join(cat.term(x, lang) for x in extra), lang))
        return super().action_words(action, lang)

    def _move_words(self, action: Action, lang: str) -> str:
        """A move in a sentence of its own (``T["move"]``), or "" for one worded otherwise.
        Without arguments a move reads as the catalogue's sentence verb ("declare the
        revolt" / 「革命を宣言する」), not as its button ("Declare the revolt")."""
        kind, args = action.kind, action.args
        if kind not in VERB or kind == "play" or kind in T["unit"]:
            return ""                   # another game's verb; a play's cards; a bid's unit
        if not args:
            return self.game.catalogue.verb(kind, lang)
        cat, sep = self.game.catalogue, LIST_SEP[lang]
        words = [self._arg_words(kind, x, lang) for x in args]
        key = kind
        if kind == "task" and len(args) == 2:
            words[1] = cat.term(args[1], lang)
        elif kind == "reserve" and len(args) > 1:
            key = "reserve2"
        elif kind == "letters":
            words = [_move("letter", lang, seat, cat.term("letter_" + letter, lang))
                     for seat, _, letter in (x.partition("=") for x in args)]
            return _move("letters", lang, rest=sep.join(words))
        elif kind == "traps":
            return _move("traps", lang, rest=(" → " if lang == "en" else "→").join(args[0]))
        elif kind == "chip" and args[0] in ("move", "flip"):
            key = "chip_turn"
        elif kind == "item":
            key = "item" if len(args) == 1 else "item_map" if args[0] == "map" else "item_cards"
        elif kind == "predict" and len(args) != 2:
            return ""
        if key not in T["move"]:            # a verb and its object: 「▲8を捨てる」
            return phrase(cat.verb(kind, lang), sep.join(words), lang)
        rest = sep.join(words if kind in ("equip", "exchange", "offer") else words[1:])
        return _move(key, lang, *words, rest=rest)

    def _spending_label(self, a: Action, hand: set[Any], lang: str, one: bool = True) -> str:
        """The button of a play that spends a once-per-round card, saying so: "Play ●1 using
        the Tactical card" / 「戦術カードを使って●1を出す」; ``one`` False: the button of
        several such plays, whose card is then chosen in the hand ("Play a card using …")."""
        cat = self.game.catalogue
        cards = LIST_SEP[lang].join(card_said(c) for c in named_in_hand(a.args, hand)) \
            if one else _t("a_card", lang)
        what = LIST_SEP[lang].join(cat.term(x, lang) for x in a.args if card_or_none(x) not in hand)
        return _t("play_using", lang, cards=cards, what=what) + ("" if one else "…")

    def _arg_words(self, kind: str, x: str, lang: str) -> str:
        """One argument of an action in words: a card's label, a magic-circle point, a chip
        side, a carried card, else the catalogue's term."""
        en = lang == "en"
        if kind in T["unit"] and str(x).isdigit():
            return _t(f"unit.{kind}", lang, n=x)      # "1 trick": Labels makes one singular
        if kind == "place" and f"alch_point_{x}" in self.game.catalogue.terms:   # T: "top"
            return self.game.catalogue.term(f"alch_point_{x}", lang)
        if kind == "chip" and x in CHIP_WORDS:
            return CHIP_WORDS[x][0 if en else 1]
        card = card_or_none(x)
        if card is not None:
            return card_said(card)
        if kind == "item" and x in ITEM_PHRASES and lang == "ja":
            return f"「{self.game.catalogue.term(x, lang)}」"   # 「城に立ち寄る」を使う
        return self.game.catalogue.term(x, lang)

    def _form(self, kind: str, actions: list[Action], lang: str) -> ChoiceForm | None:
        """A form with named slots for the multi-part decisions (``FORM``), else None."""
        spec = FORM.get(kind)
        if spec is None or not actions:
            return None
        cat = self.game.catalogue
        if kind == "traps":
            values = [tuple(a.args[0]) for a in actions]
            labels = [_t_form(spec["slot"], lang, n=i + 1) for i in range(len(values[0]))]
            word = {x: f"{x}{COLON[lang]}" + (TRAP_MENU[x][lang] if x in TRAP_MENU else cat.term("trap_" + x, lang))
                    for v in values for x in v}
        elif kind == "letters":
            values = [tuple(x.split("=", 1)[1] for x in a.args) for a in actions]
            labels = [_t_form(spec["slot"], lang, p=x.split("=", 1)[0]) for x in actions[0].args]
            word = {x: cat.term("letter_" + x, lang) for v in values for x in v}
        elif kind == "predict":
            values = [tuple(a.args) for a in actions]
            labels = [d[lang] for d in spec["slots"]]
            word = {x: x for v in values for x in v}
        else:
            return None
        def order(xs: list[str]) -> list[str]:
            return sorted(dict.fromkeys(xs)) if kind == "traps" else list(dict.fromkeys(xs))
        slots = tuple(Slot(lab, tuple((word[x], x) for x in order([v[i] for v in values])))
                      for i, lab in enumerate(labels))
        return ChoiceForm(spec["title"][lang], slots, tuple(zip(values, actions)), help=spec["help"][lang])

    def verb_word(self, kind: str, lang: str) -> str:
        return verb(kind, lang).rstrip("：:") if kind in VERB else super().verb_word(kind, lang)

    def face(self, card: Any, lang: str) -> CardFace:
        """Tricktakers' cards: colour and shape, black as a dark trump, White Flags, Rares and
        the Berserker card as specials, and the superscript marks explained in words."""
        if card is FACE_DOWN or not hasattr(card, "kind"):
            return super().face(card, lang)
        cat = self.game.catalogue
        label = str(card.label)
        mark = next((m for m in MARK_NOTES if label.endswith(m)), "")
        note = MARK_NOTES[mark][lang] if mark else ""
        if card.kind == "num":
            colour = cat.term(COLOUR_NAME[card.suit], lang)
            name = f"{colour}の{card.value}" if lang == "ja" else f"{colour} {card.value}"
            name += aside(note, lang)
            return CardFace(str(card.value), label[0], card.colour, name,
                            kind="dark" if card.suit == "K" else "plain", mark=mark, mark_note=note)
        # A special card has no rank: its corners stay empty and its symbol fills the middle.
        # The subscript of a label (⚐₂, ★ᵒ₁) only tells identical copies apart for the
        # notation; drawn in a corner it read as a value ("1" on a Rare, where 1s beat 10s,
        # TT-009). The copies play alike, so the face and the name leave it out; the drawn
        # card keeps its code (WF2) for clicks, tests and scripts.
        bare = label.rstrip(COPY_DIGITS)
        mark = next((m for m in MARK_NOTES if bare.endswith(m)), "")
        note = MARK_NOTES[mark][lang] if mark else ""
        kind_word = KIND_WORDS.get(card.kind, {}).get(lang, label)
        name = kind_word + aside(note, lang)
        return CardFace("", label[0], card.colour, name, kind="special", mark=mark, mark_note=note)


    def submit_label(self, state: TTState, seat: str, lang: str) -> str:
        """Several cards played at once (the Alchemist) say so; other uses are generic."""
        return _t("submit_play", lang) if state.phase == "play" and state.pending is None else ""

    def prompt(self, state: TTState, seat: str, lang: str, cards: bool = True) -> str:
        p = state.pending
        if cards and p is not None and p[0] == seat and p[1] == "discard":
            n = int(p[2].get("n", 1))
            count = _t("count_one" if n == 1 else "count", lang, n=n)
            why = self.discard_why(state, seat, p[2], lang)
            return _t("prompt_discard_why" if why else "prompt_discard", lang, why=why, count=count, n=n)
        phase = state.phase if state.phase in T["prompt"] else "play"
        if not cards and phase in ("play", "setup"):
            return ""             # those prompts ask for a card click
        n = self.select_count(state, seat) if phase == "play" and p is None else 1
        if n > 1:                 # a set of cards: words beyond them name the lead colour
            leads = any(len(a.args) > len(cs) for cs, a in self._card_actions(state, seat))
            return _t("prompt.play_set_lead" if leads else "prompt.play_set", lang, n=n)
        if phase == "select" and len(self.choices(state, seat, lang)) <= MAX_BUTTONS:
            phase = "select_buttons"      # few characters: the table shows buttons, no menu
        if phase == "play" and not self.choices(state, seat, lang):
            phase = "play_cards"          # "(abilities are the buttons)" only with buttons
        note = self.armed_note(state, seat, lang) if phase in ("play", "play_cards") else ""
        return note + _t(f"prompt.{phase}", lang)

    def armed_note(self, state: TTState, seat: str, lang: str) -> str:
        """What the item ``seat`` used does to its next card (the White Orb makes it a White
        Flag), with the ruling, until the card is played; "" with no item waiting."""
        armed = (state.cdata.get(seat) or {}).get("armed")
        if not armed:
            return ""
        if armed == "orb":
            return _t("armed.orb", lang, rid=cited([self.ruling("TT-075")], lang))
        return _t("armed.item", lang, item=self.game.catalogue.term(str(armed), lang),
                  rid=cited([self.ruling("TT-068")], lang))

    def ruling(self, rid: str) -> str:
        """The id this game gives Tricktakers ruling ``rid`` (a game built on it renames)."""
        return rid

    def discard_why(self, state: TTState, seat: str, asked: Mapping[str, Any], lang: str) -> str:
        """Why ``seat`` must discard now, as a clause, from the engine's pending discard
        (``asked``: its ``why``, and its ``owner``, the character that asked for it); "" when
        the table has no words for the reason, or they name a character and none asked. A game
        that builds on Tricktakers adds its own reasons (Little's options)."""
        entry = T["discard_why"].get(str(asked.get("why", "")))
        if entry is None:
            return ""
        text, owner = str(entry[lang]), asked.get("owner")
        if "{char}" in text and not owner:
            return ""
        return text.format(char=self.game.catalogue.term(str(owner), lang) if owner else "")

    def header(self, state: TTState, lang: str) -> str:
        """The round and its phase; the trick and its lead colour only once tricks are played
        (while characters are chosen, "trick 1/5 · lead colour none yet" only said nothing)."""
        if state.phase not in ("play", "over"):
            return header_round(state.round, _t(f"phase.{state.phase}", lang), lang)
        lead = self.game.catalogue.term({"R": "red", "B": "blue", "G": "green", "K": "black"}.get(
            state.lead or "", "none"), lang)
        return _t("header", lang, r=state.round, phase=_t(f"phase.{state.phase}", lang),
                  t=state.trick_no, lead=lead, revolt=_t("revolt", lang) if state.revolt else "")

    def choices_by_panel(self, state: TTState, seat: str) -> bool:
        # a character is chosen from the selection screen's cards: its menu goes under them (or
        # under the felt, when a low projector screen puts the cards beside the felt)
        return state.phase in ("select", "draft", "reveal")

    def panel(self, state: TTState, viewer: str | None, lang: str) -> str:
        """The character selection screen: every character of the game with its priority code
        and card text (only during selection or draft)."""
        if state.phase not in ("select", "draft", "reveal"):
            return ""
        taken = self.holders(state)
        offered = set(state.faceup) or set(state.pool)
        items = []
        for name in sorted(state.pool, key=lambda n: get(n).priority):
            ch, card = get(name), self.character_card(name)
            who = taken.get(name)
            mark = (SEP[lang] + html.escape(_t("yours" if who == viewer else "taken_char", lang, who=who))
                    if who else "")
            dim = "opacity:0.45;" if who or name not in offered else ""
            text = card.get("text", {}).get(lang, "")
            summary = card.get("summary", {}).get(lang, "")
            items.append(
                f"<div class='tl-character' style='display:inline-block;vertical-align:top;width:16em;"
                f"margin:4px;padding:6px;border:2px solid #0072B2;border-radius:6px;background:#fff;{dim}'>"
                f"<b>{html.escape(self.game.catalogue.term(name, lang))}</b> "
                f"<span style='background:#E69F00;padding:0 4px;border-radius:3px'>{html.escape(ch.badge or ch.code)}</span>"
                f"{mark}<div style='font-size:0.9em;margin-top:3px'>{html.escape(summary)}</div>"
                f"<details style='font-size:0.85em;margin-top:3px'><summary aria-label='"
                f"{html.escape(_t('more_of', lang, char=self.game.catalogue.term(name, lang)))}'>"
                f"{_t('more', lang)}</summary>"
                f"{html.escape(text)}</details></div>")
        return (f"<div class='tl-characters'><b>{_t('chars_title', lang)}</b><br>"
                + "".join(items) + "</div>")

    def holders(self, state: TTState) -> dict[str, str]:
        """Who holds each character chosen so far, by character name (a game whose seats hold
        several characters at once says so for each)."""
        return {c: s for s, c in state.chars.items()}

    def character_card(self, name: str) -> dict[str, Any]:
        """A character's card as the selection screen shows it: ``summary`` (one line) and
        ``text`` (the card), each by language. A game with characters of its own adds theirs."""
        return character_cards().get(name, {})

    def zones(self, state: TTState, viewer: str | None, lang: str) -> list[Zone]:
        cat = self.game.catalogue
        cards, caps, badges = self._trick_row(state.entries, lang)
        zones = [Zone("trick", _t("trick", lang, n=state.trick_no), cards, captions=caps,
                      badges=badges, big=True,
                      note=self._trick_note(state, lang))]
        if state.last_entries:
            cards, caps, badges = self._trick_row(state.last_entries, lang)
            zones.append(Zone("last", _t("last", lang, w=state.last_winner or ""), cards,
                              captions=caps, badges=badges))
        zones += components_view.zones(state, lang)     # summon sheets, magic circles
        box = {"g": state.crown_box.get("gold", 0), "b": state.crown_box.get("black", 0),
               "left": max(0, 3 - state.round)}
        zones.append(Zone("crowns", _t("crowns", lang), [],
                          note=Aloud(_t("crown_note", lang, **box), _t("crown_said", lang, **box))))
        for p in state.players:
            aside = state.aside.get(p) if viewer in (None, p) else None
            if aside:
                zones.append(Zone(f"aside-{p}", f"{p}{COLON[lang]}{cat.term('berserker', lang)}", list(aside)))
        return zones

    def board(self, state: TTState, seat: str, viewer: str | None, lang: str) -> SeatBoard:
        """The seat's character (its card's summary folded away), victory points, crowns and
        tricks, and what its character and components say (bids, tasks, tokens...)."""
        cat = self.game.catalogue
        name = state.chars.get(seat)
        summary = self.character_card(name).get("summary", {}).get(lang, "") if name else ""
        facts = self.game.facts(state)
        notes = [self._character_notes(facts, seat, lang), self._component_notes(state, seat, lang)]
        return SeatBoard(title=_t("char_code", lang, name=cat.term(name, lang), code=get(name).badge or get(name).code)
                         if name else "",
                         stats=self._stats(state, seat, lang), notes=notes, detail=[summary])

    def _stats(self, state: TTState, seat: str, lang: str, crowns: bool = True) -> list[Stat]:
        vp, g, b = state.points.get(seat, 0), state.gold.get(seat, 0), state.black.get(seat, 0)
        tr = len(state.tricks.get(seat, []))
        return ([Stat(_t("vp", lang, n=vp), _t("vp_words", lang, n=vp), main=True)]
                + ([Stat(f"👑 {g}", _t("gold", lang, n=g)), Stat(f"♛ {b}", _t("black", lang, n=b))] if crowns else [])
                + [Stat(_t("tricks", lang, n=tr), _t("tricks_words", lang, n=tr))])

    def _trick_row(self, entries: list[Any], lang: str) -> tuple[list[Any], list[str], list[str]]:
        """Every physical card of the trick in play order: a face-down card as a card back,
        an entry of several cards (Alchemist, a beast on a card) as its cards side by side."""
        cat = self.game.catalogue
        cards: list[Any] = []
        caps: list[str] = []
        badges: list[str] = []
        for e in entries:
            if e.facedown or e.card is None:
                cards.append(FACE_DOWN)
                caps.append(e.seat + aside(_t('facedown', lang), lang))
                badges.append("")
                continue
            mods = " ".join(f"+{cat.term(m, lang)}" for m in (e.item,) if m)
            for k, c in enumerate(e.cards):
                cards.append(c)
                caps.append((f"{e.seat} {mods}".strip() if k == 0 else "+"))
                badges.append(cat.term(e.get("badge"), lang) if k == 0 and e.get("badge") else "")
        return cards, caps, badges

    def _trick_note(self, state: TTState, lang: str) -> str:
        """Public table components of the expansion (the trap card and pool) as text."""
        return components_view.trick_note(state, lang, self.game.catalogue.term)

    def _character_notes(self, facts: dict[str, Any], p: str, lang: str) -> str:
        cat, bits = self.game.catalogue, []
        if p in facts["bids"]:
            bid, bet = facts["bids"][p], facts["bets"].get(p)     # None: not decided yet
            bits.append(SEP[lang].join(
                f"{_t(k + '_word', lang)}{COLON[lang]}{'—' if n is None else self._arg_words(k, str(n), lang)}"
                for k, n in (("bid", bid), ("bet", bet))))
        if p in facts["tasks"]:
            task, _, status = facts["tasks"][p].partition(" ")
            bits.append(f"{verb('task', lang)}{COLON[lang]}{cat.term(task, lang)}"
                        f"{aside(_t('task_' + status, lang), lang)}")
        if p in facts["equipment"]:
            bits.append(LIST_SEP[lang].join(cat.term(x.split(":")[1], lang) for x in facts["equipment"][p]
                                  if x.split(":")[1] != "-"))
        if p in facts["revolt"] and facts["revolt"][p].get("used"):
            bits.append(cat.term("revolt_used", lang))
        if p in facts["collection"]:
            bits.append(LIST_SEP[lang].join(cat.term(k, lang) for k in facts["collection"][p]["combos"]))
        return SEP[lang].join(b for b in bits if b)

    def _component_notes(self, state: TTState, p: str, lang: str) -> str:
        """What the expansion components say about seat ``p`` (tokens, letters, chip...)."""
        return components_view.seat_notes(state, p, lang, self.game.catalogue.term)

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """Victory points after each finished round (never below 0, TT rules)."""
        rows: list[dict[str, Any]] = []
        for k in range(1, len(match.actions) + 1):
            before, after = match.at(k - 1), match.at(k)
            if after.round != before.round or (after.phase == "over" and before.phase != "over"):
                rows.append({"round": before.round, **{p: after.points.get(p, 0) for p in match.players}})
        return rows

    def hint(self, match: Any, seat: str) -> Hint | None:
        return hint(match, seat)


VIEW = TricktakersView()
