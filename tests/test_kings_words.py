"""What a KINGs learner reads at the table: the playing cards in sight while a character is
shown and a bid made, hints and refusals naming cards as the table draws them (never GAM-2,
B3 or 'Ann WF2 king'), cards named with a colour word for a screen reader, the Gambler's
discard saying how many and why, a header that claims a trick and its lead colour only in
trick play, the last trick only within its round, and Japanese joined as Japanese.
Clicks are programmatic."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tricklab import new_match
from tricklab.core.actions import Action
from tricklab.games.tricktakers_kings.bots import hint
from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from test_widgets_generic import advance_until, step  # noqa: E402

SEATS = ["Ann", "Bo", "Cy", "Di", "Eve"]
CARD_ID = re.compile(r"\b(?:[A-Z]{3}-\d|KING-[WRBGK]|WF\d|RA\d|KZ9|[RBGK]\d)\b")
JA = r"[\u3041-\u30ff\u4e00-\u9fff（）]"
JA_SPACE = re.compile(f"(?<={JA})[ \u00a0]+(?={JA})|：[ \u00a0]")


def learner_to_act(phase):
    return lambda t: t.match.state.phase == phase and t.learner in t.match.to_act()


def seat_zones(t, seat):
    return [z for s in t.felt.scene["seats"] if s["id"] == seat for z in s["zones"]]


# -- 1. the playing cards are in sight while choosing and bidding ---------------------------
@pytest.mark.parametrize("players,phase", [(SEATS, "choose"), (SEATS, "bid"),
                                           (SEATS[:2], "bid"), (SEATS[:2], "draft")])
def test_the_learners_playing_cards_lie_in_front_of_the_learner(players, phase):
    t = Table("tricktakers_kings", seed=1, players=players, lang="ja")
    ready = learner_to_act(phase)
    if phase == "draft":        # 2p: the cards are dealt before each round's draft
        ready = lambda t: learner_to_act("draft")(t) and t.match.state.hands["Ann"]  # noqa: E731
    assert advance_until(t, ready, 3000)
    st = t.match.state
    hand = {str(c) for c in st.hands["Ann"]}
    assert len(hand) == (9 if len(players) == 2 else 5)
    # the hand row keeps what is clicked (the party, or the draft board)
    assert not hand & {str(c) for c in t._hand_cards}
    zone = [z for z in seat_zones(t, "Ann") if z["key"] == "cards-Ann"]
    assert zone and {c["code"] for c in zone[0]["cards"]} == hand, seat_zones(t, "Ann")
    assert zone[0]["title"] == "あなたの手札"
    others = {str(c) for s in players[1:] for c in st.hands[s]}
    assert not others & t.felt_codes                   # never another seat's cards
    for s in players[1:]:
        assert not [z for z in seat_zones(t, s) if z["key"].startswith("cards-")]


def test_the_playing_cards_go_back_to_the_hand_row_for_trick_play():
    t = Table("tricktakers_kings", seed=1, players=SEATS)
    assert advance_until(t, learner_to_act("play"))
    assert not [z for z in seat_zones(t, "Ann") if z["key"] == "cards-Ann"]
    assert {str(c) for c in t._hand_cards} == {str(c) for c in t.match.state.hands["Ann"]}


# -- 2. hints and refusals name cards as the table does -------------------------------------
@pytest.mark.parametrize("players", [SEATS, SEATS[:2]])
def test_every_hint_names_cards_in_words_not_notation(players):
    cat = None
    kinds = set()
    for seed in range(3):
        m = new_match("tricktakers_kings", players=players, seed=seed)
        cat = m.game.catalogue
        while not m.is_over():
            seat = m.to_act()[0]
            h = hint(m, seat)
            for lang in ("en", "ja"):
                text = cat.message(h.code, h.params, lang)
                assert not CARD_ID.search(text), (h.code, h.params, text)
                assert str(h.action) not in text, text
            kinds.add(h.code)
            m.play(h.action)
    assert {"KG_HINT_PICK", "KG_HINT_BID", "KG_HINT_ABILITY"} <= kinds


def test_a_hint_names_the_card_as_the_hand_row_shows_it():
    t = Table("tricktakers_kings", seed=1, players=SEATS, lang="ja")
    assert advance_until(t, learner_to_act("bid"))
    t.show_hint()
    h = t.view.hint(t.match, "Ann")
    label = next(c.label for c in t._hand_cards if str(c) == h.action.args[0])
    assert f"{label}でビッドしましょう" in t.message_html


@pytest.mark.parametrize("lang,words", [
    ("en", "Use it now: 'play ⚐ with your King'."),
    ("ja", "今使いましょう：「⚐を出す（キングを乗せて）」。")])
def test_a_hint_for_a_move_reads_as_the_move(lang, words):
    m = new_match("tricktakers_kings", players=SEATS, seed=1)
    text = m.game.catalogue.message("KG_HINT_ABILITY",
                                    {"action": Action("Ann", "play", ("WF2", "king"))}, lang)
    assert text == words


@pytest.mark.parametrize("lang,words", [("en", "Collector 1/40 is showing its front"),
                                        ("ja", "コレクター 1/40は表になっています")])
def test_a_refusal_names_the_character_card(lang, words):
    m = new_match("tricktakers_kings", players=SEATS, seed=1)
    while not (m.state.phase == "bid" and "Ann" in m.to_act()):
        m.play(hint(m, m.to_act()[0]).action)
    front = m.state.fronts["Ann"][0]
    assert front == "COL-2"          # seed 1: the rule bot shows this Collector in round 1
    err = m.game.explain_illegal(m.state, Action("Ann", "bid", (front,)))
    assert err is not None and err.code == "KG_BID_FRONT"
    text = m.game.catalogue.explain(err, lang).headline
    assert words in text and "COL-2" not in text


# -- 3. a screen reader hears a colour, not a symbol ----------------------------------------
@pytest.mark.parametrize("lang,colours", [("en", ("red", "blue", "green", "black")),
                                          ("ja", ("赤の", "青の", "緑の", "黒の"))])
def test_playing_cards_are_named_with_a_colour_word(lang, colours):
    t = Table("tricktakers_kings", seed=1, players=SEATS, lang=lang)
    assert advance_until(t, learner_to_act("play"))
    for card, button in zip(t._hand_cards, t.hand_buttons):
        name = t.view.face(card, lang).name
        assert not re.search("[●▲■◆]", name), name
        assert button.description.startswith(name)
        if card.kind == "num":
            assert any(name.startswith(c) for c in colours) and str(card.value) in name


def test_the_berserkers_black_nine_is_named_as_kings_own():
    from tricklab.games.tricktakers_kings.cards import BERSERKER_9
    from tricklab.games.tricktakers_kings.view import VIEW
    assert VIEW.face(BERSERKER_9, "ja").name == "黒の9（バーサーカー専用）"
    assert VIEW.face(BERSERKER_9, "en").name == "black 9 (the Berserker's own card)"


# -- 4. the Gambler's discard says how many and why -----------------------------------------
def test_the_gambler_setup_says_to_discard_two():
    t = Table("tricktakers_kings", seed=1, players=SEATS)

    def gambling(t):
        p = t.match.state.pending
        return bool(p) and p[0] == "discard" and p[1] == "Ann" and p[3] == "gambler"
    assert advance_until(t, gambling)
    assert "Gambler: you drew 2 cards; select 2 cards to discard" in t.status.value
    t.hand_buttons[0].click()
    t.hand_buttons[1].click()
    assert t.pass_button.description == "Discard the 2 selected cards"
    t.set_lang("ja")
    assert "ギャンブラー：2枚引きました。捨てるカードを2枚選んで" in t.status.value
    assert t.pass_button.description == "選んだ2枚を捨てる"


# -- 5. the header claims a trick only in trick play, with its lead colour ------------------
def test_the_header_shows_a_trick_and_its_lead_colour_only_in_trick_play():
    t = Table("tricktakers_kings", seed=1, players=SEATS, lang="ja")
    seen = set()
    for _ in range(400):
        st = t.match.state
        head = t.header.value
        if st.phase == "play":
            assert f"第{st.trick_no}/5トリック" in head and "リードカラー：" in head, head
            if st.trick and st.trick[0].card.kind == "num":
                colour = {"R": "赤", "B": "青", "G": "緑", "K": "黒"}[st.trick[0].card.suit]
                assert f"リードカラー：{colour}" in head, head
                seen.add("lead")
        else:
            assert "トリック" not in head.replace("トリックプレイ", ""), head
            seen.add(st.phase)
        if st.round == 2 and st.phase == "play":
            break
        step(t)
    assert {"draft", "choose", "bid", "lead"} <= seen, seen


# -- 6. the last trick stays within its round -----------------------------------------------
def test_the_last_trick_leaves_the_table_with_its_round():
    t = Table("tricktakers_kings", seed=1, players=SEATS)
    assert advance_until(t, lambda t: t.match.state.round == 2)
    assert not t.match.state.last_trick
    assert "last" not in t.felt_zones and "Last trick" not in t.felt_text
    assert advance_until(t, lambda t: t.match.state.round == 2 and t.match.state.trick_no == 2)
    assert "last" in t.felt_zones               # the round's own last trick is shown


# -- 7. Japanese joined as Japanese ---------------------------------------------------------
def test_japanese_labels_take_no_english_spacing():
    t = Table("tricktakers_kings", seed=1, players=SEATS[:2], lang="ja")
    assert advance_until(t, learner_to_act("devil"))
    labels = [b.description for b in t._choice_buttons if b.layout.display != "none"]
    assert any(x.startswith("デビルの契約：") for x in labels), labels
    assert not [x for x in labels if JA_SPACE.search(x)], labels
    m = new_match("tricktakers_kings", players=SEATS, seed=1)
    from tricklab.games.tricktakers_kings.view import VIEW, pool_card
    card = pool_card(m.state, "DEV-1", "ja")
    assert card.label == "デビル（外れ×30）"
    assert VIEW.face(card, "ja").rank == "デビル 外れ×30"     # two lines on the card face
    assert pool_card(m.state, "DEV-1", "en").label == "Devil 30/miss"


def test_a_move_out_of_its_step_is_refused_in_words():
    """A move of another step was refused as 「「show」はできません」: the verb in words."""
    from tricklab.core.actions import Action
    from tricklab.core.errors import IllegalAction
    t = Table("tricktakers_kings", seed=1, players=["Ann", "Bo", "Cy", "Di", "Eve"], lang="ja")
    with pytest.raises(IllegalAction) as err:
        t.match.game.apply(t.match.state.clone(), Action("Ann", "show", ("COL-1",)))
    said = t.catalogue.explain(err.value, "ja").headline
    assert "「表にする」" in said and "show" not in said, said


@pytest.mark.parametrize("lang,plain,kinged", [
    ("en", re.compile(r"^play \S+$"),
     re.compile(r"^play \S+ with (the King's Sword|your King|the King's Sword and your King)$")),
    ("ja", re.compile(r"^\S+を出す$"),
     re.compile(r"^\S+を出す（(キングの剣つき|キングを乗せて|キングの剣つき、キングを乗せて)）$"))])
def test_the_ways_to_play_a_card_read_as_moves(lang, plain, kinged):
    """The buttons of the ways to play a selected card read 「▲9 キングを乗せて」 and "▲3 with
    the King's Sword, with your King": a card and a bare phrase. Each is now the move as the
    history words it, the plain way too."""
    labels = []
    for seed in range(1, 12):
        t = Table("tricktakers_kings", seed=seed, players=SEATS[:4], lang=lang)
        m = t.match
        for _ in range(200):
            if m.is_over():
                break
            seat, st = m.to_act()[0], m.state
            for card in t.view.hand(st, seat) if t.view._mode(st, seat) == "play" else ():
                labels += [words for words, _ in t.view.variants(st, seat, [card], lang)]
            m.play(m.legal_actions(seat)[0])
        if any("剣" in x or "Sword" in x for x in labels):
            break
    assert any("King" in x or "キング" in x for x in labels), labels
    odd = [x for x in labels if not (plain.match(x) or kinged.match(x) or "as " in x or "として" in x)]
    assert not odd, odd


# -- 4. the history's own words (audit s35) ------------------------------------------------------
SCEN = Path(__file__).parent.parent / "tricklab" / "games" / "tricktakers_kings" / "scenarios"


def texts(m, lang):
    """Every headline and step of a match's history in ``lang``."""
    out = []
    for e in m.events:
        ex = m.explain(e, lang)
        out += [ex.headline] + [s.text for s in ex.steps]
    return out


def played_game(seed=2):
    import random
    from tricklab.core.bots import RandomBot
    m = new_match("tricktakers_kings", players=SEATS, seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    return m


def test_a_bid_card_says_its_points_in_a_grammatical_sentence():
    """'exactly 1 trick score 40 points' (a count of one with a plural verb)."""
    m = new_match("tricktakers_kings", players=SEATS, seed=0)
    step = next(s for e in played_game().events if e.code == "KG_BIDS_REVEALED"
                for s in e.steps if s.code == "KG_BID_SHOWN" and s.params["wins"] == 1)
    text = m.game.catalogue.message(step.code, step.params, "en")
    assert text.endswith(f": {step.params['points']} points for exactly 1 trick, 0 for any other count.")


def test_the_kings_are_named_one_way_and_each_seats_reveal_is_grouped():
    """'the white King' beside 'used White King': every line names the White King as the
    rest of the game does; a reveal of two fronts each groups each seat's cards (it read
    "Ann Cheerleader, Resistance, Bo Samurai, Hermit"); a pick names the card taken, in
    Japanese too (「ギャンブラーのカードを1枚取りました」 did not say which)."""
    m = played_game()
    en, ja = texts(m, "en"), texts(m, "ja")
    assert any("White King" in t for t in en)
    assert not [t for t in en if "white King" in t or "King King" in t]
    assert not [t for t in en if "(s)" in t]           # 'Healer, 3 blue/green card(s)'

    assert not [t for t in ja if "キングのキング" in t]
    reveal = [t for t in en if t.startswith("Characters revealed together")]
    assert len(reveal) == 3                    # rounds 2 and 3 show two fronts each
    assert re.fullmatch(r"Characters revealed together: (\w+: [\w ]+(, [\w ]+)?; ){4}\w+: "
                        r"[\w ]+(, [\w ]+)?\.", reveal[1]), reveal[1]
    assert "／" in next(t for t in ja if t.startswith("キャラを一斉に公開"))
    picks = [t for t in ja if t.endswith("のカードを取りました。")]
    assert picks and all(re.search(r"(\d/\d+|（[^）]+）)のカードを取りました。$", t)
                         for t in picks), picks[:3]
    assert not [t for t in en if CARD_ID.search(t) and " takes the " in t]


@pytest.mark.parametrize("lang,words", [("en", "Bo plays ●8 (King's Sword, as a White Flag)."),
                                        ("ja", "Boが●8を出しました（キングの剣、白旗として）。")])
def test_a_sworded_card_called_a_white_flag_lists_the_sword_first(lang, words):
    """The sword goes on first and the Resistance then calls the card a White Flag (KG-053):
    'plays ●8 (as a White Flag, King's Sword)' had the steps the wrong way round."""
    import tricklab
    m = tricklab.load(SCEN / "kg053_sword_then_white_flag.yaml")
    assert words in texts(m, lang)


# -- 5. the rulings a learner reads (the Rulings tab, the tour, `tricklab rulings`) -------------
PLACEHOLDER = re.compile(r"\bC[123]\b|\b[A-Z]{3}-\d\b|\bE\b|\bE\(|\bT=|\bCL\b|docs/|\.md\b|"
                         r"\b\d\.\d\b|\[interp\]|\bseed\b")


def test_the_kings_rulings_read_as_sentences_without_placeholders():
    """「C1はそのまま、新しいC2を表にし、ビッド（…）。」 (KG-041), 「すべてEを使います」
    (KG-095), card ids (HER-1), the spec's E and T, and an [interp] reason that pointed at
    「docs/rulings-notes.md の KINGs 節」: a learner reads words, and each of tricklab's own
    rulings says its own reason."""
    from tricklab.games import get_game
    cat = get_game("tricktakers_kings").catalogue
    bad, reasons = [], set()
    for r in cat.rulings.values():
        for field in ("title", "text", "example", "interp_reason"):
            for lang, words in (getattr(r, field) or {}).items():
                if PLACEHOLDER.search(words):
                    bad.append((r.id, field, lang, words))
        if r.interp:
            assert r.interp_reason.get("en") and r.interp_reason.get("ja"), r.id
            reasons.add(r.interp_reason["ja"])
    assert not bad, bad[:4]
    assert len(reasons) == sum(r.interp for r in cat.rulings.values())     # one reason each
    assert cat.rulings["KG-041"].text["ja"].endswith("。")
    assert "ビッドは残りのカードの1枚で行います" in cat.rulings["KG-041"].text["ja"]


# -- 7. a scenario's position in the middle of a round -------------------------------------------
def test_a_mid_round_position_says_it_was_set_up():
    """A scenario at trick 4 narrated a history that never happened: 'Round 1: … 2 dealt to
    each player; 30 stay in the draw deck' and 'Di leads trick 1'. It says it is a set-up
    position, with the trick, the tricks won so far and who leads."""
    import tricklab
    m = tricklab.load(SCEN / "kg015_later_king_wins_mid_round.yaml")
    st = m.at(0)
    assert st.trick_no > 1
    first = [e for e in m.events if e.kind.value == "setup"]
    en = [m.explain(e, "en").headline for e in first]
    ja = [m.explain(e, "ja").headline for e in first]
    assert not any(e.code in ("KG_DEAL", "KG_START_PLAYER") for e in m.events[:3])
    pos = next(t for t in en if t.startswith("A set-up position:"))
    assert f"round {st.round}, trick {st.trick_no} of 5" in pos and f"{st.leader} leads" in pos
    assert any(t.startswith("シナリオで用意した局面：") for t in ja)


def test_a_deck_of_one_card_is_singular():
    from tricklab.games import get_game
    cat = get_game("tricktakers_kings").catalogue
    text = cat.message("KG_DEAL", {"round": 2, "n": 9, "deck": 1}, "en")
    assert text.endswith("; 1 card left in the draw deck.")


# -- s37: each line holds at the moment it is shown -------------------------------------------------
P5 = SEATS


def _games(configs):
    """Matches played to the end by the rule bot, whose moves are its hints, yielding (match,
    seat, hint, view of the seat) before every decision."""
    for n, seed, opts in configs:
        m = new_match("tricktakers_kings", players=P5[:n], seed=seed, **opts)
        while not m.is_over():
            seat = m.to_act()[0]
            h = hint(m, seat)
            yield m, seat, h, m.view(seat)
            m.play(h.action)


def _random_game(n, seed, opts):
    """A match played to its end by the random bot."""
    import random
    from tricklab.core.bots import RandomBot
    m = new_match("tricktakers_kings", players=P5[:n], seed=seed, **opts)
    rng, bot = random.Random(seed), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    return m


RULE_GAMES = ((5, 101, {"use_cheerleader": True}), (5, 102, {"use_cheerleader": True}), (5, 1, {}),
              (5, 2, {}), (4, 2, {}), (4, 3, {"use_cheerleader": True}), (2, 4, {}),
              (2, 102, {"use_white_king_2p": True}))


def parse(text):
    from tricklab.games.tricktakers_kings.cards import parse_card
    return parse_card(text)


def _wins_now(st, seat, card):
    """Whether ``card`` played plainly by ``seat`` would win the trick as it stands."""
    from tricklab.games.tricktakers_kings.state import Play
    from tricklab.games.tricktakers_kings.trick import decide
    p = Play(seat, card, len(st.trick) + 1, samurai=st.has_front(seat, "samurai") > 0)
    plays = st.trick + [p]
    return plays[decide(plays).winner] is p


def test_a_trick_play_hint_gives_a_reason_that_holds():
    """"Play ●2: you have the tricks your bid needs, so try to lose this one" was said to a
    seat that still needed tricks but could not win this one; "Play ⚐₂: you still need
    tricks" led a White Flag; a Devil bid was told it "still needs tricks for your bid", and a
    Cheerleader, whose own tricks never count (KG-077), to win them."""
    from tricklab.games.tricktakers_kings.cards import WF
    from tricklab.games.tricktakers_kings.scoring import bid_of, counts
    seen = set()
    for m, seat, h, st in _games(RULE_GAMES):
        if h.code not in {"KG_HINT_WIN", "KG_HINT_LOSE", "KG_HINT_NO_WIN", "KG_HINT_WIN_DEVIL",
                          "KG_HINT_LOSE_CHEER"}:
            continue
        seen.add(h.code)
        _, cid = bid_of(st, seat)
        bid = st.data.cards[cid].bid if cid else None
        numeric = bid is not None and not bid.special
        need = bid.wins - counts(st)[seat] if numeric else None
        cheer = seat in st.partner
        plain = [parse(a.args[0]) for a in m.legal_actions(seat) if a.kind == "play" and len(a.args) == 1]
        card = parse(h.action.args[0])
        where = (m.game.catalogue.message(h.code, h.params), need, [str(p.card) for p in st.trick])
        if h.code == "KG_HINT_LOSE":
            assert not cheer and numeric and need <= 0, where
        elif h.code == "KG_HINT_LOSE_CHEER":
            assert cheer, where
        elif h.code == "KG_HINT_WIN_DEVIL":
            assert bid is not None and bid.special == "devil" and not cheer, where
        elif h.code == "KG_HINT_WIN":
            assert numeric and need > 0 and not cheer, where
        else:                                # it wants a trick: its bid needs one, or a Devil's
            assert not cheer and (numeric and need > 0 or bid.special == "devil"), where
        if h.code in ("KG_HINT_WIN", "KG_HINT_WIN_DEVIL"):
            if st.trick:
                assert _wins_now(st, seat, card), where
            else:           # a lead wins the empty trick whatever it is: not a White Flag
                assert card.kind != WF or all(c.kind == WF for c in plain), where
        if h.code == "KG_HINT_NO_WIN":
            assert st.trick and not any(_wins_now(st, seat, c) for c in plain), where
    assert seen == {"KG_HINT_WIN", "KG_HINT_LOSE", "KG_HINT_NO_WIN", "KG_HINT_WIN_DEVIL",
                    "KG_HINT_LOSE_CHEER"}, seen


def test_a_bid_hint_says_why_this_back_and_no_step_is_called_an_ability():
    """"Bid Healer 1/40: you expect about 0 tricks" read as a slip; the partner's card back to
    the Cheerleader and the 2-player devil King were "Use it now", as if an ability."""
    seen = set()
    for m, seat, h, st in _games(RULE_GAMES):
        if h.action.kind in ("return", "devil"):
            assert h.code != "KG_HINT_ABILITY", h
            seen.add(h.action.kind)
        if not h.code.startswith("KG_HINT_BID"):
            continue
        seen.add(h.code)
        bid = st.data.cards[h.action.args[0]].bid
        n = h.params["n"]
        singles = [a for a in m.legal_actions(seat) if a.kind == "bid" and len(a.args) == 1]
        assert {"KG_HINT_BID": not bid.special and bid.wins == n,
                "KG_HINT_BID_NEAR": not bid.special and bid.wins != n,
                "KG_HINT_BID_DEVIL": bid.special == "devil",
                "KG_HINT_BID_ONLY": len(singles) == 1}[h.code], (h.code, bid, n)
    assert {"KG_HINT_BID", "KG_HINT_BID_NEAR", "KG_HINT_BID_DEVIL", "return", "devil"} <= seen, seen


def test_a_trick_explanation_says_what_each_card_is():
    """A sworded ●6 was "a Rare", a Samurai's red ▲2 "the highest black card", and a trick of
    White Flags and Rares alone ended with its lead colour "none yet"."""
    from tricklab.games.tricktakers_kings.cards import RARE
    seen = set()
    configs = [(n, seed, opts) for n in (5, 4, 2) for seed in range(1, 9)
               for opts in ({}, {"use_cheerleader": True} if n > 2 else {"use_white_king_2p": True})]
    for n, seed, opts in configs:
        m = _random_game(n, seed, opts)
        for e in m.events:
            if e.code != "KG_TRICK_WON":
                continue
            for s in e.steps:
                if s.code.startswith("KG_STRONGEST"):
                    card, tier = s.params["card"], s.params["tier"]
                    seen.add(tier)
                    assert tier != "tier_rare" or card.kind == RARE, (tier, card)
                    assert tier != "tier_trump" or card.suit == "K", (tier, card)
            for lang, words in (("en", "none yet"), ("ja", "未定")):
                ex = m.explain(e, lang)
                assert not [x.text for x in ex.steps if words in x.text], ex
    assert {"tier_rare_strength", "tier_trump_samurai", "tier_rare", "tier_trump"} <= seen, seen


def test_the_white_kings_devil_cards_are_named_as_cards():
    """"captured white cards cost points": no card is white; the White King's devil cards
    are the White Flags and Rares (KG-085)."""
    seen = 0
    for seed in (102, 106):
        m = _random_game(2, seed, {"use_white_king_2p": True})
        texts = [(e, line) for e in m.events for line in
                 [m.explain(e, "en").headline] + [x.text for x in m.explain(e, "en").steps]]
        for e, line in texts:
            assert "white cards" not in line and "(white)" not in line, line
        white = [line for e, line in texts if e.code == "KG_DEVIL_COLOUR" and e.params["colour"] == "W"]
        seen += len(white)
        assert all("captured White Flags and Rares cost points" in x for x in white), white
    assert seen


def test_the_2p_header_names_only_this_rounds_devil_colour():
    """In round 2's draft the header still said "devil colour: green", round 1's."""
    t = Table("tricktakers_kings", seed=4, players=P5[:2])
    seen = set()
    for _ in range(400):
        st = t.match.state
        if t.match.is_over():
            break
        if st.round > 1 and st.phase in ("draft", "devil"):
            assert "devil colour" not in t.header.value, t.header.value
            seen.add(st.phase)
        step(t)
    assert seen == {"draft", "devil"}, seen


def _partner_returning():
    """A 5-player Cheerleader game at the moment the partner must give a card back."""
    for m, seat, h, st in _games(((5, 101, {"use_cheerleader": True}),
                                  (5, 11, {"use_cheerleader": True}))):
        if st.pending and st.pending[0] == "return":
            return m, seat, st.pending[2]
    raise AssertionError("no Cheerleader exchange in the rule bots' games")


@pytest.mark.parametrize("lang,asks,plays", [
    ("en", "(Cheerleader) gave you a card: click the card to give back", "play a highlighted card"),
    ("ja", "（チアリーダー）から1枚受け取りました：返すカードをクリック", "光っているカードを出して")])
def test_the_partner_is_asked_to_give_a_card_back_not_to_play(lang, asks, plays):
    from tricklab.games.tricktakers_kings.view import VIEW
    m, seat, cl = _partner_returning()
    said = VIEW.prompt(m.state, seat, lang)
    assert said.startswith(cl) and asks in said and plays not in said, said


def test_a_partner_and_a_copy_are_noted_as_japanese():
    """「🤝 パートナー元 Di」, 「📄 コピー先 Di」: an English word order."""
    from tricklab.games.tricktakers_kings.view import VIEW
    m, seat, cl = _partner_returning()
    notes = VIEW.board(m.state, seat, None, "ja").notes
    assert f"🤝 {cl}のパートナー" in notes and not [x for x in notes if "元" in x], notes
    assert f"🤝 partner of {cl}" in VIEW.board(m.state, seat, None, "en").notes
    copy = tricklab_load("kg078_copy_bid.yaml")
    st = next(s for s in map(copy.at, range(len(copy.actions) + 1)) if s.copy)
    who = next(iter(st.copy))
    ja = VIEW.board(st, who, None, "ja").notes
    assert f"📄 {st.copy[who]}のビッドをコピー" in ja, ja


def tricklab_load(name):
    import tricklab
    return tricklab.load(SCEN / name)


@pytest.mark.parametrize("lang,move,words", [
    ("en", Action("Di", "cheer", ("R9",)), "give ▲9 to your partner (Cheerleader)"),
    ("ja", Action("Di", "cheer", ("R9",)), "▲9をパートナーに渡す（チアリーダー）"),
    ("en", Action("Ann", "return", ("R9",)), "give ▲9 back to the Cheerleader"),
    ("ja", Action("Ann", "return", ("R9",)), "▲9をチアリーダーに返す"),
    ("en", Action("Bo", "devil", ("G",)), "have the green King sign with the Devil"),
    ("ja", Action("Bo", "devil", ("G",)), "緑のキングをデビルと契約させる")])
def test_the_exchange_and_the_devil_king_read_as_moves(lang, move, words):
    """「▲9をチアリーダーで渡す」 ("give with the Cheerleader ▲9") said neither to whom nor in the
    language's order; "sign the Devil's contract with green King" missed its article."""
    from tricklab.games.tricktakers_kings.view import VIEW
    assert VIEW.action_words(move, lang) == words


@pytest.mark.parametrize("lang,name", [("en", "White King"), ("ja", "白のキング")])
def test_a_king_on_the_draft_board_is_named_as_the_lines_name_it(lang, name):
    """A screen reader read "♔ white, legal" where the hint says "Take the White King"."""
    from tricklab.games.tricktakers_kings.view import VIEW, pool_card
    m = new_match("tricktakers_kings", players=P5, seed=1)
    assert VIEW.face(pool_card(m.state, "KING-W", lang), lang).name == name


@pytest.mark.parametrize("scenario,lang,words", [
    ("bad_kg099_cheerleader_has_no_copy_card.yaml", "en",
     "You hand out the Partner card this round, not the Copy card."),
    ("bad_kg099_cheerleader_has_no_copy_card.yaml", "ja",
     "このラウンドにあなたが渡すのはパートナーカードで、コピーカードではありません。"),
    ("bad_kg099_copy_user_has_no_partner_card.yaml", "en",
     "You hand out the Copy card this round, not the Partner card."),
    ("bad_kg099_copy_user_has_no_partner_card.yaml", "ja",
     "このラウンドにあなたが渡すのはコピーカードで、パートナーカードではありません。")])
def test_the_wrong_card_to_hand_out_is_named(scenario, lang, words):
    """"You hand out the Partner card card" 「パートナーカードカード」, and "the copied card"."""
    from tricklab import scenarios
    res = scenarios.run(SCEN / scenario)
    assert res.passed and res.error is not None
    assert new_match("tricktakers_kings").game.catalogue.explain(res.error, lang).headline == words


@pytest.mark.parametrize("lang,words", [
    ("en", "Round 3: the totals are tied (Ann 230, Bo 230), so the first player, Bo, drafts first"),
    ("ja", "第3ラウンド：合計が同点（Ann 230、Bo 230）なので、先手のBoが先に取り")])
def test_a_tied_round_3_says_tied_not_fewer_points(lang, words):
    """"Ann has fewer points (or is first player on a tie)" was said of a tied Ann."""
    m = tricklab_load("kg097_round3_tie_first_player.yaml")
    heads = [m.explain(e, lang).headline for e in m.events if e.code.startswith("KG_ROUND3_ORDER")]
    assert heads and heads[0].startswith(words), heads


def test_a_history_row_sets_a_bare_card_apart_from_moves_in_words():
    """The History's legal moves read 「◆3、■1をパートナーに渡す（チアリーダー）」: one move of
    two cards, where ◆3 is a play of its own (English puts the verb first: no doubt there)."""
    from tricklab.games.tricktakers_kings.view import VIEW
    moves = [Action("Di", "play", ("G3",)), Action("Di", "cheer", ("K1",))]
    # the History lists a seat's moves, said of that seat (not "your partner")
    assert VIEW.alternatives_words(moves, "ja") == "◆3／■1をDiのパートナーに渡す（チアリーダー）"
    assert VIEW.alternatives_words(moves, "en") == "◆3, give ■1 to Di's partner (Cheerleader)"
    plays = [Action("Di", "play", ("G3",)), Action("Di", "play", ("K1",))]
    assert VIEW.alternatives_words(plays, "ja") == "◆3、■1"


def test_a_listed_move_is_said_of_its_seat_and_a_button_to_the_reader():
    """The history, a what-if and a scenario's refused move list "Di: play ■7 with your King"
    to whoever reads them; a list of seats' moves says "with Di's King". The words on the
    reader's own buttons and hints still say "your"."""
    from tricklab.games.tricktakers_kings.view import VIEW
    act = Action("Di", "play", ("K7", "king"))
    assert VIEW.said(act, "en") == "Di: play ■7 with Di's King"
    assert VIEW.said(act, "ja") == "Di：■7を出す（Diのキングを乗せて）"
    assert VIEW.value_words(act, "en") == "play ■7 with Di's King"
    assert VIEW.action_words(act, "en") == "play ■7 with your King"
