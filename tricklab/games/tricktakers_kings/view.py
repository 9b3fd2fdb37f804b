"""How the generic table draws KINGs: the draft board (Kings and character cards, whose pick,
what each player took), each seat's party (King face up or used, characters by round, bid
card, items, Partner/Copy marker), the trick with Kings laid on cards, the 2-player devil
colour, and the provisional-data label. During the draft and the character/bid choices the
"hand" row holds the draft board or the party, so a pick is one click and button lists stay
short; trick abilities are buttons with words."""
from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

from tricklab.core import markup as html
from tricklab.core.actions import Action
from tricklab.core.bots import Hint
from tricklab.core.display import cards_html
from tricklab.core.events import EventKind
from tricklab.core.punctuation import COLON, LIST_SEP, aside
from tricklab.core.copies import card_said
from tricklab.core.view import (CardFace, CardGroup, Choice, Labels, Aloud, SeatBoard, Stat, ViewAdapter,
                                Zone, aloud)

from ..tricktakers.view import VIEW as TT_VIEW
from ..tricktakers.view import phrase
from .abilities import king_fits
from .bots import hint
from .cards import BERSERKER_9, KING_HEX, PoolCard, TTCard, parse_card, sort_hand
from .data import DEFAULT
from .names import WORD, card_name, move_words
from .rules import GAME
from .state import KState
from .trick import lead_colour

T: dict[str, Any] = {
    "header": {"en": "Round {r}/3 · {phase}{trick}{devil} · {prov}",
               "ja": "第{r}/3ラウンド・{phase}{trick}{devil}・{prov}"},
    "header_trick": {"en": " · trick {t}/{n} · lead colour {lead}",
                     "ja": "・第{t}/{n}トリック・リードカラー：{lead}"},
    "devil": {"en": " · devil colour: {c}", "ja": "・デビルカラー：{c}"},
    "prov": {"en": "provisional card data", "ja": "暫定カードデータ"},
    "board": {"en": "Draft board ({seat} picks)", "ja": "ドラフトの場（{seat}の番）"},
    "board_row": {"en": "Draft board: the cards to pick from", "ja": "ドラフトの場：選べるカード"},
    "board_left": {"en": "{n} cards left ({k} Kings, {c} characters), laid out in the row at the bottom",
                   "ja": "残り{n}枚（キング{k}枚、キャラカード{c}枚）。下の列に並んでいます"},
    "trick": {"en": "Trick {n}", "ja": "第{n}トリック"},
    "last": {"en": "Last trick (won by {w})", "ja": "直前のトリック（{w}の勝ち）"},
    "party": {"en": "{king} ({state})", "ja": "{king}（{state}）"},
    "party_drafting": {"en": "no King yet", "ja": "キング未選択"},
    "party_cards": {"en": "Party", "ja": "パーティ"},
    "pts": {"en": "{n} pts", "ja": "{n}点"}, "pts_words": {"en": "points: {n}", "ja": "得点：{n}"},
    "tricks": {"en": "{n} won", "ja": "勝数{n}"}, "tricks_words": {"en": "tricks won: {n}", "ja": "勝ったトリック：{n}"},
    "up": {"en": "face up", "ja": "表"}, "used": {"en": "used", "ja": "使用済み"},
    "fronts": {"en": "front", "ja": "表"}, "bid": {"en": "bid", "ja": "ビッド"},
    # a seat's Partner card and Copy card, as notes on its board (「パートナー元 Di」 was an
    # English word order)
    "items": {"en": "items", "ja": "アイテム"}, "partner": {"en": "partner of {cl}", "ja": "{cl}のパートナー"},
    "copy": {"en": "copies {seat}'s bid", "ja": "{seat}のビッドをコピー"},
    "start": {"en": "▶ start", "ja": "▶ スタートプレイヤー"},
    "own_cards": {"en": "Your playing cards", "ja": "あなたの手札"},
    "own_nine": {"en": "the Berserker's own card", "ja": "バーサーカー専用"},
    "submit_discard": {"en": "Discard the {n} selected cards", "ja": "選んだ{n}枚を捨てる"},
    "lay_king": {"en": "Lay your {king} on a card…", "ja": "{king}をカードに乗せる…"},
    # the same button while no card can take the King now: why, and what to do instead
    "king_none": {"en": "Your {king} goes only on a {colour} card (KG-012), and you hold no "
                        "{colour} card, so it cannot be laid now: press this button again to "
                        "close it, then play a card without the King.",
                  "ja": "{king}は{colour}のカードにしか乗せられません（KG-012）。{colour}のカードを"
                        "持っていないので、今はキングを使えません。もう一度このボタンを押して"
                        "閉じ、キングを使わずにカードを出してください。"},
    "king_none_white": {"en": "Your {king} goes only on a White Flag or a rare (KG-013), and you "
                              "hold neither, so it cannot be laid now: press this button again "
                              "to close it, then play a card without the King.",
                        "ja": "{king}は白旗かレアにしか乗せられません（KG-013）。どちらも持って"
                              "いないので、今はキングを使えません。もう一度このボタンを押して"
                              "閉じ、キングを使わずにカードを出してください。"},
    "king_none_follow": {"en": "The card under your {king} must itself be legal (KG-011), and no "
                               "card it goes on may be played now: press this button again to "
                               "close it, then play a card without the King.",
                         "ja": "{king}の下のカードも出せるカードでなければなりません（KG-011）。"
                               "{king}を乗せられるカードは今は出せないので、もう一度このボタンを"
                               "押して閉じ、キングを使わずにカードを出してください。"},
    "play_plain": {"en": "play {card}", "ja": "{card}を出す"},
    "prompt": {"draft": {"en": "Draft: click a King or a character card", "ja": "ドラフト：キングかキャラカードをクリックしてください"},
               "devil": {"en": "Choose the King that signs with the Devil", "ja": "デビルと契約するキングを選んでください"},
               "choose": {"en": "Click the character to show this round", "ja": "このラウンドに表にするキャラをクリックしてください"},
               "bid": {"en": "Click the character card to bid with (its back)", "ja": "ビッドに使うキャラカード（裏面）をクリックしてください"},
               "target": {"en": "Choose whom to give the card to", "ja": "カードを渡す相手を選んでください"},
               "setup": {"gambler": {"en": "Gambler: you drew 2 cards; select {n} cards to discard, then confirm",
                                     "ja": "ギャンブラー：2枚引きました。捨てるカードを{n}枚選んで確定してください"},
                         "hermit": {"en": "Hermit: you drew 3 cards; select {n} cards to discard, then confirm",
                                    "ja": "ハーミット：3枚引きました。捨てるカードを{n}枚選んで確定してください"},
                         "berserker": {"en": "Berserker: click the card to discard for the exclusive black 9, or decline it",
                                       "ja": "バーサーカー：専用の黒の9と引き換えに捨てるカードをクリックするか、取らないを選んでください"}},
               "play": {"en": "Your turn: play a highlighted card (abilities are the buttons)", "ja": "あなたの番です：光っているカードを出してください（能力はボタン）"},
               # no King to lay nor ability to use now: no buttons to point at
               "play_cards": {"en": "Your turn: play a highlighted card",
                              "ja": "あなたの番です：光っているカードを出してください"},
               # the partner's answer to the Cheerleader's card (KG-076): no card is played
               "return": {"en": "{cl} (Cheerleader) gave you a card: click the card to give back (any card, the one you received too)",
                          "ja": "{cl}（チアリーダー）から1枚受け取りました：返すカードをクリックしてください（受け取ったカードでもかまいません）"}},
}
VERB = {"partner": {"en": "Partner card to", "ja": "パートナーカードを渡す："},
        "copy": {"en": "Copy card to", "ja": "コピーカードを渡す："},
        "devil": {"en": "Devil signs with", "ja": "デビルの契約："},
        "lead": {"en": "Name as lead player:", "ja": "リードプレイヤーに指名："},
        "hermit": {"en": "Hermit: draw 3, discard 3", "ja": "ハーミット：3枚引いて3枚捨てる"},
        "gift": {"en": "Use the Fairy's Gift (+1 trick)", "ja": "妖精の加護を使う（勝数+1）"},
        "cheer": {"en": "Cheerleader: give a card…", "ja": "チアリーダー：1枚渡す…"},
        "decline": {"en": "Decline the black 9", "ja": "黒の9を取らない"},
        "bid": {"en": "Bid with both", "ja": "2枚でビッド："},
        "discard": {"en": "Discard", "ja": "捨てる"}}
_t, _verb, _word = Labels(T), Labels(VERB), Labels(WORD)
CLICK_VERBS = {"draft": "pick", "choose": "show", "bid": "bid"}
PENDING_VERB = {"discard": "discard", "berserker": "take", "return": "return"}


def _king_none(key: str, king: str, colour: str, lang: str) -> str:
    """Why no card can take the King now, and what to do instead (``T`` ``key``)."""
    cat = GAME.catalogue
    return _t(key, lang, king=cat.term(king, lang), colour=cat.term(colour, lang))


def pool_card(st: KState, item: str, lang: str = "en") -> PoolCard:
    """A King or character card as the table draws it: words, not codes, named as the
    messages name it (``CardName``), so a hint's card is the card the learner sees."""
    if item.startswith("KING-"):
        c = item[-1]
        return PoolCard(item, f"♔{GAME.catalogue.term(c, lang)}", KING_HEX[c])
    name = card_name(st.data, item)
    return PoolCard(item, name.words(GAME.catalogue, lang), "#333333",
                    lines=" ".join(name.parts(GAME.catalogue, lang)))


class KingsView(ViewAdapter[KState]):
    game = GAME

    def value_words(self, value: Any, lang: str) -> str:
        # a play's extra words ("as9", "king") read as on the play buttons
        if isinstance(value, str) and value in WORD:
            return _word(value, lang)
        if isinstance(value, str) and value in self._data.cards:
            # a character card by its name and back, as the felt draws it (the history read
            # 「NIN-1を選ぶ」)
            return card_name(self._data, value).words(GAME.catalogue, lang)
        return super().value_words(value, lang)

    def action_words(self, action: Action, lang: str) -> str:
        """KINGs' own moves as a hint quotes them (``names.move_words``: 「⚐₂を出す（キングを
        乗せて）」, not 「⚐₂、キングを乗せて」); the draft, choices and bids as the base words them."""
        if action.kind in ("play", "take", "lead", "devil", "cheer", "return") and action.args:
            return move_words(action, self.game.catalogue, lang)
        return super().action_words(action, lang)

    def moved_words(self, action: Action, lang: str) -> str:
        """A move in a list of seats' moves (history, what-if, a scenario's refused move) is
        said of its seat ("Di: play ■5 with Di's King"); the buttons and hints speak to the
        reader ("with your King")."""
        if action.kind in ("play", "cheer") and action.args:
            return move_words(action, self.game.catalogue, lang, of_seat=True)
        return self.action_words(action, lang)

    def __init__(self) -> None:
        # the language of the last drawing: the hand row has no language argument, and the
        # draft board and the party are drawn there (the table draws the header first)
        self._lang = "en"
        self._data = DEFAULT      # the card data of the last drawing (a match may override it)

    def _mode(self, st: KState, seat: str) -> str:
        if st.pending:
            return PENDING_VERB[st.pending[0]]
        return CLICK_VERBS.get(st.phase, "play")

    def card_order(self, cards: list[Any]) -> list[Any]:
        return sort_hand(cards)

    def hand(self, st: KState, seat: str) -> list[Any]:
        mode = self._mode(st, seat)
        if mode == "pick":
            return [pool_card(st, i, self._lang) for i in st.pool]
        if mode in ("show", "bid") and not st.pending:
            return [pool_card(st, c, self._lang) for c in st.party.get(seat, [])]
        cards: list[Any] = self.card_order(st.hands.get(seat, []))
        if mode == "take":
            from .cards import BERSERKER_9
            cards = cards + [BERSERKER_9]
        return cards

    def hand_label(self, st: KState, seat: str, lang: str) -> str | None:
        # while drafting, the bottom row is the board every seat picks from, not a hand
        return _t("board_row", lang) if self._mode(st, seat) == "pick" else None

    def card_verb(self, st: KState, seat: str) -> str:
        return self._mode(st, seat)

    def select_count(self, st: KState, seat: str) -> int:
        return int(st.pending[2]) if st.pending and st.pending[0] == "discard" else 1

    def legal_cards(self, st: KState, seat: str) -> list[Any]:
        if GAME.is_over(st) or seat not in GAME.to_act(st):
            return []
        verb = self._mode(st, seat)
        out: dict[str, None] = {}
        for a in GAME.legal_actions(st, seat):
            if a.kind == verb and (verb != "bid" or len(a.args) == 1):
                out.update(dict.fromkeys(a.args if verb == "discard" else a.args[:1]))
        return [c for c in self.hand(st, seat) if str(c) in out]

    def card_action(self, st: KState, seat: str, card: Any) -> Action:
        return Action(seat, self.card_verb(st, seat), (str(card),))

    def variants(self, st: KState, seat: str, cards: list[Any], lang: str) -> list[Choice]:
        if self._mode(st, seat) != "play" or len(cards) != 1:
            return []
        ways = [a for a in GAME.legal_actions(st, seat)
                if a.kind == "play" and a.args[0] == str(cards[0])]
        if len(ways) <= 1:
            return []
        # each way as the history words the move (「▲9を出す（キングを乗せて）」), the plain
        # one too (「▲9を出す」): a label, not a bare 「▲9 キングを乗せて」
        out: list[Choice] = [(move_words(a, GAME.catalogue, lang) if len(a.args) > 1
                              else _t("play_plain", lang, card=card_said(cards[0])), a) for a in ways]
        return out[:8]

    def choices(self, st: KState, seat: str, lang: str) -> list[Choice]:
        verb = self._mode(st, seat)
        out: list[Choice] = []
        cheers = []
        for a in GAME.legal_actions(st, seat):
            if a.kind == verb and not (verb == "bid" and len(a.args) == 2):
                continue
            if a.kind == "cheer":
                cheers.append((frozenset([parse_card(a.args[0])]), a))
                continue
            words = " ".join(GAME.catalogue.term(x, lang) for x in a.args)
            if a.kind == "bid":
                words = (LIST_SEP[lang] if lang == "ja" else " + ").join(
                    pool_card(st, x, lang).label for x in a.args)
            # a Japanese label ending in 「：」 takes its words straight after it
            # (「デビルの契約：緑」, not 「デビルの契約： 緑」)
            out.append((phrase(_verb.get(a.kind, lang, a.kind), words, lang), a))
        if cheers:
            out.append((_verb("cheer", lang), CardGroup(tuple(cheers))))
        return (self._king_choice(st, seat, lang) + out)[:8]

    def _king_choice(self, st: KState, seat: str, lang: str) -> list[Choice]:
        """While the King is unused, one button lays it: then the learner clicks the card to
        lay it on. It is offered even when no card in hand takes the King, which is how a
        learner finds out what the King needs: pressed then, it says why (KG-011/012/013)
        and to play without the King (it asked to click a card, and none could be chosen)."""
        king = st.kings.get(seat)
        if st.phase != "play" or st.pending or not king or st.king_used.get(seat):
            return []
        ways: dict[str, Action] = {}
        for a in GAME.legal_actions(st, seat):     # per card the plainest way with the King
            if a.kind == "play" and "king" in a.args[1:]:
                if a.args[0] not in ways or len(a.args) < len(ways[a.args[0]].args):
                    ways[a.args[0]] = a
        empty = None
        if not ways:
            fits = any(king_fits(st, seat, c, False) for c in st.hands.get(seat, []))
            key = "king_none_follow" if fits else "king_none_white" if king == "W" \
                else "king_none"
            empty = partial(_king_none, key, f"KING-{king}", king)
        group = CardGroup(tuple((frozenset([parse_card(c)]), a) for c, a in ways.items()),
                          tried=Action(seat, "play", ("king",)), empty=empty)
        return [(_t("lay_king", lang, king=GAME.catalogue.term(f"KING-{king}", lang)), group)]

    def prompt(self, st: KState, seat: str, lang: str, cards: bool = True) -> str:
        """What to do now. A setup's discard says whose ability it is, how many cards and
        why (the Gambler drew 2 and gives 2 back: KG-092), not just "choose the cards"."""
        if st.pending and st.pending[0] == "return" and st.pending[1] == seat:
            return _t("prompt.return", lang, cl=st.pending[2])
        if st.pending and st.pending[0] != "return" and st.pending[1] == seat:
            why = st.pending[3] if st.pending[0] == "discard" and len(st.pending) > 3 \
                else "berserker"
            n = st.pending[2] if st.pending[0] == "discard" else 1
            return _t(f"prompt.setup.{why}", lang, n=n)
        key = st.phase if not st.pending else "play"
        key = key if key in T["prompt"] and key != "setup" else "play"
        if key == "play" and not self.choices(st, seat, lang):
            key = "play_cards"            # "(abilities are the buttons)" only with buttons
        return _t(f"prompt.{key}", lang)

    def submit_label(self, st: KState, seat: str, lang: str) -> str:
        if st.pending and st.pending[0] == "discard" and st.pending[1] == seat:
            return _t("submit_discard", lang, n=st.pending[2])
        return ""

    def header(self, st: KState, lang: str) -> str:
        """The round and its step; the trick and its lead colour only while tricks are
        played (during the draft, the choices and the bids no trick is under way)."""
        self._lang, self._data = lang, st.data
        cat = GAME.catalogue
        # the devil colour is chosen again each round (KG-085): during the next round's draft
        # and devil step the last round's colour is no longer this round's
        devil = _t("devil", lang, c=cat.term(st.devil, lang)) \
            if st.devil and st.phase not in ("draft", "devil") else ""
        trick = ""
        if st.phase == "play":
            trick = _t("header_trick", lang, t=min(st.trick_no, st.tricks_per_round),
                       n=st.tricks_per_round, lead=cat.term(lead_colour(st.trick) or "none", lang))
        return _t("header", lang, r=st.round, phase=cat.term(st.phase, lang), trick=trick,
                  devil=devil, prov=_t("prov", lang))

    def face(self, card: Any, lang: str) -> CardFace:
        """A playing card is named as in Tricktakers (「青の9」, "White Flag"), whose cards
        these are: a screen reader says "black circle 3" for ●3. The Berserker's black 9 is
        KINGs' own (spec 7.4), not a card of a Berserker deck. A character card's face sets
        its name and back on two lines; a King is named as the messages name it."""
        if isinstance(card, TTCard):
            face = TT_VIEW.face(card, lang)
            if card is BERSERKER_9:
                note = _t("own_nine", lang)
                face = replace(face, name=face.name.replace(aside(face.mark_note, lang),
                                                            aside(note, lang)), mark_note=note)
            return face
        if isinstance(card, PoolCard) and card.lines:
            return CardFace(card.lines, "", card.colour, card.label, kind="words")
        face = super().face(card, lang)
        if isinstance(card, PoolCard) and str(card).startswith("KING-"):
            # drawn as its sign and colour, named as every line names it: a screen reader
            # said "♔ white, legal" on the draft board where the hint says "the White King"
            face = replace(face, name=GAME.catalogue.term(str(card), lang))
        return face

    def panel(self, st: KState, viewer: str | None, lang: str) -> str:
        label = st.data["provisional_label"][lang]
        return f"<div class='tl-provisional' style='font-size:0.85em;color:#555'>⚠ {html.escape(label)}</div>"

    def zones(self, st: KState, viewer: str | None, lang: str) -> list[Zone]:
        z: list[Zone] = []
        if st.phase == "draft" and st.order:
            # the board's cards are the bottom row while drafting (every seat picks from it):
            # drawn here as well, 22 cards in the side column were a few pixels each
            kings = sum(i.startswith("KING-") for i in st.pool)
            z.append(Zone("board", _t("board", lang, seat=st.order[0]), [],
                          note=_t("board_left", lang, n=len(st.pool), k=kings,
                                  c=len(st.pool) - kings)))
        if st.trick:
            z.append(Zone("trick", _t("trick", lang, n=st.trick_no), [p.card for p in st.trick],
                          captions=[p.seat for p in st.trick],
                          badges=[self._badge(p, lang) for p in st.trick], big=True))
        if st.last_trick:       # kept beside the next trick: the bots may have led it already
            from .trick import decide
            w = st.last_trick[decide(st.last_trick).winner].seat
            # the small cards beside the table carry only the signs (a word as wide as three
            # small cards lay over its neighbours'); the note says what lay on them in words
            marks = [(p.seat, b) for p in st.last_trick if (b := self._badge(p, lang))]
            note = Aloud(LIST_SEP[lang].join(f"{s}{COLON[lang]}{b}" for s, b in marks),
                        LIST_SEP[lang].join(f"{s}{COLON[lang]}{aloud(b)}" for s, b in marks))
            z.append(Zone("last", _t("last", lang, w=w), [p.card for p in st.last_trick],
                          captions=[p.seat for p in st.last_trick],
                          badges=[self._badge(p, lang, short=True) for p in st.last_trick], note=note))
        own = self._own_cards(st, viewer, lang)
        if own is not None:
            z.append(own)
        for p in st.players:
            party = self._party(st, p, lang)
            if party.cards:
                z.append(party)
        return z

    def _own_cards(self, st: KState, viewer: str | None, lang: str) -> Zone | None:
        """The viewer's playing cards while the hand row holds the draft board or the party:
        a character is shown and a bid made to fit the hand (2p drafts after the deal), so
        the hand must be in sight. Only the viewer's own, in front of its own seat."""
        if viewer is None or self._mode(st, viewer) not in ("pick", "show", "bid") \
                or st.pending or not st.hands.get(viewer):
            return None
        return Zone(f"cards-{viewer}", _t("own_cards", lang), sort_hand(st.hands[viewer]),
                    place="seat", seat=viewer)

    def _badge(self, p: Any, lang: str, short: bool = False) -> str:
        """What lies on or goes with a played card: the King (by colour), the sword, the
        Resistance's word; ``short``, the signs alone (a small card). Said in words: a screen
        reader read ♔ and ⚔ as "white chess king", "crossed swords"."""
        term = GAME.catalogue.term
        conv = "" if short or not p.conv else term(p.conv, lang)
        text = " ".join(b for b in (("♔" if short else f"♔{term(p.king, lang)}") if p.king else "",
                                    "⚔" if p.sword else "", conv) if b)
        words = LIST_SEP[lang].join(b for b in (term(f"KING-{p.king}", lang) if p.king else "",
                                                term("sword", lang) if p.sword else "", conv) if b)
        return Aloud(text, words) if text else ""

    def _party(self, st: KState, p: str, lang: str) -> Zone:
        """The cards in front of a seat: its party while drafting, then its fronts and bids."""
        king = st.kings.get(p)
        cards = [pool_card(st, c, lang) for c in st.fronts.get(p, [])]
        badges = [_t("fronts", lang)] * len(cards)
        for c in st.bids.get(p, []):
            cards.append(pool_card(st, c, lang))
            badges.append(_t("bid", lang))
        if st.phase == "draft":
            cards = [pool_card(st, f"KING-{king}", lang)] if king else []
            cards += [pool_card(st, c, lang) for c in st.party.get(p, [])]
            badges = [""] * len(cards)
        return Zone(f"party-{p}", _t("party_cards", lang), cards, badges=badges)

    def board(self, st: KState, p: str, viewer: str | None, lang: str) -> SeatBoard:
        """The seat's King (face up or used), points and tricks, items, partner, copy."""
        cat = GAME.catalogue
        king = st.kings.get(p)
        title = _t("party", lang, king=cat.term(f"KING-{king}", lang),
                   state=_t("used" if st.king_used.get(p) else "up", lang)) if king else \
            _t("party_drafting", lang)
        pts, tr = st.totals.get(p, 0), st.tricks.get(p, 0)
        stats = [Stat(_t("pts", lang, n=pts), _t("pts_words", lang, n=pts), main=True)]
        if king:
            stats.append(Stat(_t("tricks", lang, n=tr), _t("tricks_words", lang, n=tr)))
        notes = []
        items = [cat.term(i, lang) + (aside(_t('used', lang), lang) if st.item_used.get(i) else "")
                 for i, o in st.items.items() if o == p]
        if items:
            notes.append(f"{_t('items', lang)}{COLON[lang]}{LIST_SEP[lang].join(items)}")
        for cl, partner in st.partner.items():
            if partner == p:
                notes.append(f"🤝 {_t('partner', lang, cl=cl)}")
        if p in st.copy:
            notes.append(f"📄 {_t('copy', lang, seat=st.copy[p])}")
        if st.start == p:
            notes.append(_t("start", lang))
        return SeatBoard(title=title, stats=stats, notes=notes)

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """The totals after each scored round, as the round's event gives them: the round
        results (``round_scores``) do not add up to the totals when the floor stopped a total
        at 0 (KG-008), and a scenario may start in round 2 with totals of its own."""
        return [{"round": e.params["round"], **e.params["totals"]} for e in match.events
                if e.kind == EventKind.ROUND_SCORED]

    def hint(self, match: Any, seat: str) -> Hint | None:
        return hint(match, seat)


VIEW = KingsView()
