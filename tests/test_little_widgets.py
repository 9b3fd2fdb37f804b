"""Little Tricktakers at the table, driven through its real widgets (programmatic clicks):
the shop as buttons, two characters per seat in round 3, items and the points race, played to
the end in English and in Japanese."""
from __future__ import annotations

from tricklab.ui import Table


def legal_cards(t):
    return [i for i, b in enumerate(t.hand_buttons[:len(t._hand_cards)]) if "tl-legal" in b._dom_classes]


def shown(t):
    """The buttons a learner may press: plain choices, and the confirm of a form (a long
    list of choices, e.g. the characters to pick, is one menu with a confirm button)."""
    return [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons


def play_to_the_end(t, buy=True, max_clicks=900):
    """A learner: in the shop, the first Buy button when ``buy`` (else Pass); otherwise a
    highlighted card, else the first offered choice. Returns what the learner bought."""
    bought = []
    for _ in range(max_clicks):
        if t.match.is_over():
            return bought
        n = len(t.match.actions)
        st = t.match.state
        choices = shown(t)
        if st.phase == "shop" and st.pending is None and choices:
            want = [b for b in choices if b.description.startswith(("Buy", "買う"))]
            pick = (want if buy and want else [b for b in choices if b not in want] or choices)[0]
            bought.append(pick.description)
            pick.click()
        elif legal_cards(t):
            t.hand_buttons[legal_cards(t)[0]].click()
        else:
            assert choices, t.status.value
            choices[0].click()
        assert len(t.match.actions) > n, t.status.value
    raise AssertionError("the game did not end")


def test_little_full_game_through_the_table_with_the_shop():
    t = Table("tricktakers_little", seed=4)
    assert "provisional" in t.panel.value
    bought = play_to_the_end(t, buy=True)
    assert t.match.is_over() and "Game over" in t.status.value
    assert any(b.startswith("Buy") for b in bought)
    assert "shop" in t.felt_zones and "crowns" not in t.felt_zones
    assert len(t.match.state.round_log) == 3
    assert all(len(v) == 2 for v in t.match.game.facts(t.match.state)["characters"].values())
    assert "<svg" in t.scores_html.value


def test_little_round3_shows_two_characters_per_seat():
    t = Table("tricktakers_little", seed=2, setup={"round": 3, "leader": "Ann", "characters": {
        "Ann": ["gambler", "resistance"], "Bo": ["hermit", "healer"], "Cy": ["king", "ninja"]}})
    assert "Gambler + Resistance" in t.felt_text and "King + Ninja" in t.felt_text
    play_to_the_end(t, buy=False)
    assert t.match.is_over() and t.match.state.round == 3


def test_little_in_japanese_with_five_players():
    t = Table("tricktakers_little", seed=6, lang="ja")
    t.players_choice.value = 2
    t.new_button.click()
    assert len(t.match.players) == 5 and "暫定" in t.panel.value
    play_to_the_end(t, buy=True)
    assert t.match.is_over() and "リトル" in t.panel.value


def test_the_provisional_healer_and_devil_have_their_lines_on_the_selection_screen():
    """Little's own characters are not in the Tricktakers card file: their summary and card
    text were blank on the selection screen. Japanese keeps its full-width brackets."""
    import re
    for lang, names, mark in (("en", ("Healer", "Devil"), "(provisional)"),
                              ("ja", ("ヒーラー", "デビル"), "（暫定）")):
        t = Table("tricktakers_little", seed=4, lang=lang)
        cards = re.findall(r"<div class='tl-character'.*?</details></div>", t.panel.value, re.S)
        for name in names:
            card = next(c for c in cards if f"<b>{name}</b>" in c)
            summary, text = re.search(r"margin-top:3px'>(.*?)</div>.*</summary>(.*?)</details>", card, re.S).groups()
            assert mark in summary and len(summary) > 15 and mark in text and len(text) > 30, card
    t = Table("tricktakers", seed=4, lang="ja")     # the Tricktakers seat: name and code
    while not any(s["board"]["title"] for s in t.felt.scene["seats"]):
        t.session.bot_step()
        t.render()
    titles = [s["board"]["title"] for s in t.felt.scene["seats"] if s["board"]["title"]]
    assert titles and all(re.fullmatch(r"[^ ()]+（\d+[A-D]）", x) for x in titles), titles


def test_priority_badges_show_printed_codes_and_the_provisional_ranks():
    """The selection cards and seat boards show the code printed on a reused character's card
    (Ninja 2D, not Little's sort key 3A), and the Healer and Devil, whose cards are not known,
    their rank in Little's order (9, 10), not an invented code (9A, 10A)."""
    import re
    t = Table("tricktakers_little", seed=4)
    badges = dict(re.findall(r"<div class='tl-character'.*?<b>(\w+)</b> <span[^>]*>([^<]+)</span>",
                             t.panel.value, re.S))
    assert badges == {"King": "1A", "Gambler": "2A", "Ninja": "2D", "Resistance": "3A",
                      "Samurai": "3D", "Hermit": "4A", "Collector": "4B", "Berserker": "5A",
                      "Healer": "9", "Devil": "10"}, badges


def test_the_header_names_the_trick_and_lead_colour_only_once_tricks_are_played():
    """While characters are chosen "trick 1/5" said nothing, and in play the lead colour was
    missing (Tricktakers' header has both); the option phase keeps its own words."""
    t = Table("tricktakers_little", seed=1, lang="ja")
    assert t.match.state.phase == "select"
    assert "/5トリック" not in t.header.value and "キャラクター選択" in t.header.value
    for _ in range(200):
        st = t.match.state
        if st.phase == "shop" and st.pending is None:
            assert "オプション選択" in t.header.value
        if st.phase == "play" and st.entries:
            break
        legal = legal_cards(t)
        (t.hand_buttons[legal[0]] if legal else shown(t)[0]).click()
    # the title stands in the table's title line: the header no longer repeats it
    assert "リードカラー：" in t.header.value and "暫定ルール" not in t.header.value, t.header.value
    assert "暫定ルール" in t.title.value


def test_the_shop_names_the_items_on_offer_and_what_was_bought():
    """The face-up items followed "bought: none ·" without a word of their own, read as what
    had been bought; a purchase read 「Bo 白旗」 (an English space)."""
    from tricklab.games.tricktakers_little.view import LittleView
    for lang, offer, bought, none in (("en", "items on offer: ", "bought this round: ", "none"),
                                      ("ja", "並んでいるアイテム：", "このラウンドの購入：", "なし")):
        t = Table("tricktakers_little", seed=4, lang=lang, auto_bots=False, hotseat=True)
        view = LittleView()
        while not (t.match.state.phase == "shop" and t.match.state.pending is None):
            t.match.play(t.match.game.legal_actions(t.match.state, t.match.to_act()[0])[0])
        note = next(z.note for z in view.zones(t.match.state, None, lang) if z.key == "shop")
        assert offer in note and bought + none in note, note
        seat = t.match.to_act()[0]
        flag = next(a for a in t.match.game.legal_actions(t.match.state, seat)
                    if a.kind == "buy" and a.args[0] == "wf")
        t.match.play(flag)
        note = next(z.note for z in view.zones(t.match.state, None, lang) if z.key == "shop")
        words = {"en": f"White Flag ({seat})", "ja": f"白旗（{seat}）"}[lang]
        assert bought + words in note, note
