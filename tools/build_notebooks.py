"""Writes the notebooks in notebooks/ from the cell lists below (without outputs).

Why a script: notebooks are JSON; keeping their source here makes reviews readable and keeps
every notebook free of outputs. Run ``python tools/build_notebooks.py`` after editing."""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from tricklab.games import GAMES, get_game
from tricklab.ui.i18n import UI

#: the step-through tab as the table titles it, in each language (tests/test_notebook_words.py
#: checks that every tab a notebook names is one of the table's)
STEP_TAB = UI["tab_explain"]

OUT = Path(__file__).resolve().parent.parent / "notebooks"


def nb(cells: list[tuple[str, str]], dashboard: bool = False) -> nbformat.NotebookNode:
    book = new_notebook(cells=[new_markdown_cell(src) if kind == "md" else new_code_cell(src)
                               for kind, src in cells])
    for i, cell in enumerate(book.cells):        # stable ids: rebuilding changes nothing
        cell.id = f"cell-{i:03d}"
    book.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    book.metadata["language_info"] = {"name": "python"}
    if dashboard:
        book.metadata["voila"] = {"template": "lab"}
    return book


NOTEBOOKS: dict[str, tuple[list[tuple[str, str]], bool]] = {}

NOTEBOOKS["00_start_here.ipynb"] = ([
    ("md", """# tricklab: start here

tricklab lets you **learn trick-taking card games by playing them**. Every surprising moment
("why did that card win?", "why may I ignore the led suit?") can be stepped through, and each
step names the exact rule (a *ruling* such as `RT-011`) in English or Japanese.

* **Play**: open a dashboard (the `*_dashboard.ipynb` notebooks, made for Voilà) and play against bots.
* **Learn**: the tutorials walk the rules cell by cell and replay the exceptions from scenario files.
* **Explore**: build positions in code, ask "what if", simulate thousands of games.

Run the cells below one by one (Shift+Enter)."""),
    ("md", "## The games tricklab knows"),
    ("code", """import tricklab
from tricklab.games import GAMES, get_game
for name in GAMES:
    info = get_game(name).info
    players = "/".join(map(str, info.player_counts))
    print(f"{name:12} {info.title['en']} / {info.title['ja']}: {players} players, "
          f"{len(get_game(name).catalogue.rulings)} rulings")"""),
    ("md", """## A match is a setup, a seed and a list of actions

`new_match` deals a game from a seed (the same seed always gives the same game). `to_act()`
says who must decide, `legal_actions()` lists what they may do, `play()` does it."""),
    ("code", """from tricklab import new_match
m = new_match("robotrick", seed=7)
m.to_act()"""),
    ("code", """m              # the table as the seat to act sees it: its hand, the robot's open hand, trump, hangars"""),
    ("md", """A cell shows the table as the seat to act sees it: the other hands only as counts (every
card once the game is over). `display` shows another seat's view, the teacher's view (every
hand face up) or Japanese."""),
    ("code", """m.display("ja", seat="Ben")     # Ben's view in Japanese; m.display(teacher=True): every hand"""),
    ("md", """## A wrong move is refused with a reason, and nothing changes"""),
    ("code", """from tricklab import IllegalAction
try:
    m.play("Aki pass 2C")             # a pass is exactly two cards
except IllegalAction as err:
    print("refused:", err, "| code:", err.code, "| ruling:", err.ruling)
len(m.actions)                        # still 0: the match is unchanged"""),
    ("md", """## Let bots play, then read the history as a pandas DataFrame"""),
    ("code", """from tricklab import play_out
from tricklab.games.robotrick.bots import RuleBot
play_out(m, RuleBot())
m.totals()"""),
    ("md", """One row per action (and one for the deal's rulings). Missing values read `<NA>` in every
column; `legal` holds each row's legal actions as a list (dozens of ways to pass two cards, so here
only their number), `points` the change of the totals that step caused."""),
    ("code", """h = m.history()
h["choices"] = h.legal.map(len, na_action="ignore").astype("Int64")
h[["step", "round", "trick", "seat", "kind", "action", "choices", "winner", "points", "rulings"]].head(12)"""),
    ("md", """## Every event explains itself, in English or Japanese"""),
    ("code", """trick_won = [e for e in m.events if e.kind == "trick_won"][0]
m.explain(trick_won, "en")"""),
    ("code", """m.explain(trick_won, "ja")"""),
    ("md", """## The table widget

The same match in a playable table (in JupyterLab or Voilà). Legal cards are highlighted; click
any other card to see why it is not allowed. The *""" + STEP_TAB["en"] + """* tab walks every event."""),
    ("code", """from tricklab.ui import Table
Table("robotrick", seed=7)"""),
    ("md", """## Where next
* `01_what_is_a_trick.ipynb`: leading, following, trumps and who wins, cell by cell.
* `robotrick_tutorial.ipynb`: RoboTrick's rules and its exceptions, replayed from scenario files.
* `robotrick_dashboard.ipynb`: the dashboard (open it with Voilà)."""),
], False)

NOTEBOOKS["01_what_is_a_trick.ipynb"] = ([
    ("md", """# What is a trick?

In a trick-taking game each player plays one card in turn; together they form a **trick**.
The first card **leads**; the others **follow**. One card wins the trick, and its player
leads the next one. This notebook shows each idea with **Basic tricks**, the plainest such game
(must-follow whist for 3 or 4 players, with or without trump), cell by cell: no widgets needed
until the last cell."""),
    ("md", """## Cards and their notation

A card is written rank then suit: `AS` is the ace of spades, `10H` the ten of hearts. It
round-trips. The table draws a card with its suit symbol (♥10) and names it in words, as a
hand button tells a screen reader, in English or Japanese (`face(card, lang).name`)."""),
    ("code", """from tricklab.core.cards import Card, parse_cards
from tricklab.games.basic.view import VIEW
for text in ("10h", "AS"):
    card = Card.parse(text)
    print(f"{text!r} is {card}, drawn {card.label}, named {VIEW.face(card, 'en').name!r} / {VIEW.face(card, 'ja').name!r}")
card"""),
    ("md", """## A small position you choose

A match is a setup, a seed and a list of actions. Here three players hold two cards each and
there is no trump; Ann leads."""),
    ("code", """from tricklab import new_match
hands = {"Ann": ["7H", "3C"], "Bo": ["2H", "AS"], "Cy": ["5H", "4C"]}
m = new_match("basic", players=["Ann", "Bo", "Cy"], setup={"hands": hands, "trump": "none"})
m.legal_actions()          # Ann leads: any card"""),
    ("md", """## Following: you must play the led suit if you can

Ann leads ♥7. Bo holds ♥2, so Bo must follow hearts: ♠A is refused, with the reason as data
(a code, the cards involved and the ruling), and nothing changes."""),
    ("code", """from tricklab import IllegalAction
m.play("Ann 7H")
try:
    m.play("Bo AS")
except IllegalAction as err:
    print("refused:", err, "| code:", err.code, "| ruling:", err.ruling)
m.legal_actions()          # only Bo's heart"""),
    ("md", """## Who wins: the highest card of the led suit

Bo plays ♥2 and Cy ♥5: the highest heart wins. Every event explains itself, in English or
Japanese, naming the rulings it applied."""),
    ("code", """m.play("Bo 2H"); m.play("Cy 5H")
won = m.events[-1]
m.explain(won, "en")"""),
    ("code", """m.explain(won, "ja")"""),
    ("md", """## A player without the led suit may play any card, and a trump beats the led suit

Now spades are trump. Ann leads ♥A; Bo has no heart and plays the lowest trump, ♠2, which
wins. Cy's ♦K is neither hearts nor trump: it cannot win however high it is."""),
    ("code", """hands = {"Ann": ["AH", "2C"], "Bo": ["2S", "3C"], "Cy": ["KD", "4C"]}
t = new_match("basic", players=["Ann", "Bo", "Cy"], setup={"hands": hands, "trump": "S"})
for a in ["Ann AH", "Bo 2S", "Cy KD"]:
    t.play(a)
t.explain(t.events[-1], "en")"""),
    ("md", """## Try it yourself

Change the cards or the trump above and re-run the cells. What happens if two trumps are
played? Then play a whole game against bots, with hints and the step-through:"""),
    ("code", """from tricklab.ui import Table
Table("basic", seed=1)"""),
], False)

NOTEBOOKS["robotrick_tutorial.ipynb"] = ([
    ("md", """# RoboTrick tutorial

RoboTrick (ロボトリック, designed by ドミッチ) is a trick-taking game for **3 players and a robot**:
a fourth hand dealt face up and played mechanically by a **program card**. You score by winning
tricks and taking the robot's card, but only your first 3 captured robot cards of a round score
plus; whenever the robot wins a trick, everyone loses the card they played.

This tutorial walks the rules cell by cell, then replays the rule exceptions from the scenario
files shipped with tricklab. Every explanation cites its ruling (`RT-xxx`)."""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.robotrick import GAME
cat = GAME.catalogue
def ruling(rid, lang="en"):
    print(cat.ruling(rid).render(lang))"""),
    ("md", "## 1. Seats, deck, trump"),
    ("code", """for rid in ["RT-001", "RT-002", "RT-003", "RT-004", "RT-005"]:
    ruling(rid)"""),
    ("code", """m = new_match("robotrick", seed=11, setup={"dealer": "Aki"})
m.state"""),
    ("md", "## 2. The program card drives the robot"),
    ("code", """from tricklab.games.robotrick.programs import PROGRAMS
import pandas as pd
pd.DataFrame([{"id": p.id, "name": p.name["en"], "lead": p.lead.behaviour + (f" / {p.lead.fallback}" if p.lead.fallback else ""),
               "follow": p.follow.behaviour, "unfollow": p.unfollow.behaviour + (f" / {p.unfollow.fallback}" if p.unfollow.fallback else "")}
              for p in PROGRAMS.values()])"""),
    ("md", "## 3. Passing: two cards to the left, skipping the robot"),
    ("code", """ruling("RT-007"); ruling("RT-008")
for seat in m.to_act():
    hand = sorted(m.state.hands[seat], key=lambda c: -c.rank)
    m.play(f"{seat} pass {hand[0]} {hand[1]}")
m.facts()["passed"]"""),
    ("md", "## 4. The robot leads trick 1, and explains its choice"),
    ("code", """robot_play = [e for e in m.events if e.kind == "auto"][0]
m.explain(robot_play)"""),
    ("md", """## 5. The exceptions, replayed from scenario files

Each scenario file sets up a position, plays actions and states what must happen. Run one and
step through its events."""),
    ("code", """files = scenarios.packaged("robotrick")
pd.DataFrame([{"file": p.name, "title": scenarios.load(p).title, "rulings": " ".join(scenarios.load(p).rulings)} for p in files])"""),
    ("code", """res = scenarios.run([p for p in files if p.name.startswith("rt011")][0])
print(res.scenario.title_in("en"))
for ev in res.match.events:
    if ev.kind in ("trick_won", "score"):
        display(res.match.explain(ev))"""),
    ("md", """### Every scenario, with the rulings it shows

Pick any file above and step through its events the same way; or load it in the dashboard's
*Scenario* menu to continue playing from that position."""),
    ("code", """results = scenarios.run_many(files)
pd.DataFrame([{"file": r.scenario.path.split("/")[-1], "passed": r.passed} for r in results]).value_counts("passed")"""),
    ("md", "## 6. Scoring: the hangar has three bays"),
    ("code", """for rid in ["RT-016", "RT-017", "RT-019"]:
    ruling(rid)
from tricklab.games.robotrick.scoring import round_score
from tricklab.core.cards import parse_cards
round_score(parse_cards("4C 9D QS AH"), parse_cards("7S"))   # the spec's example: +1"""),
    ("md", "## 7. In Japanese"),
    ("code", """for rid in ["RT-009", "RT-013", "RT-016"]:
    ruling(rid, "ja")"""),
], False)


NOTEBOOKS["triatri_tutorial.ipynb"] = ([
    ("md", """# TriATri tutorial

TriATri (トリアトリ, designed by OR-U) is a must-follow trick-taking game for 2–4 players in which a
card's strength is **not** simply its number: a card is **doubled** (a 2 is quadrupled) when its
element beats the element of the card played just before it, and a **fake card** swaps itself
with the strongest card on the table. Tricks win **gems**; a player with two gems of every colour
wins at once.

This tutorial walks the rules cell by cell, then steps through each exception from the scenario
files shipped with tricklab. Every explanation cites its ruling (`TA-xxx`)."""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.triatri import GAME
cat = GAME.catalogue
def ruling(rid, lang="en"):
    print(cat.ruling(rid).render(lang))"""),
    ("md", "## 1. Cards per player count\n\nFire 🔥, water 💧 and wood 🌳, numbers 2–8, and grey fake cards 🎭. How many depends on the player count."),
    ("code", """from tricklab.games.triatri.cards import deck
from IPython.display import HTML
from tricklab.core.display import cards_html
for n in (2, 3, 4):
    display(HTML(f"<b>{n} players</b> ({len(deck(n))} cards): " + cards_html(deck(n))))"""),
    ("code", """ruling("TA-002")"""),
    ("md", "## 2. Who starts: a secret reveal of printed numbers"),
    ("code", """for rid in ["TA-004", "TA-005", "TA-008"]:
    ruling(rid)"""),
    ("code", """m = new_match("triatri", seed=5)
for seat in m.to_act():
    m.play(m.legal_actions(seat)[0])
m.explain([e for e in m.events if e.code in ("START_PLAYER", "START_REDO")][-1])"""),
    ("md", "## 3. The leader names a gem: its element is the suit of the trick"),
    ("code", """ruling("TA-012"); ruling("TA-014")"""),
    ("md", """## 4. Doubling: water beats fire, wood beats water, fire beats wood

A card's value is doubled when its element beats the element of the card played **just before
it** (a 2 becomes 8). The value is frozen once played."""),
    ("code", """for rid in ["TA-015", "TA-016", "TA-017", "TA-018"]:
    ruling(rid)"""),
    ("md", "## 5. The exceptions, replayed from scenario files"),
    ("code", """import pandas as pd
files = scenarios.packaged("triatri")
pd.DataFrame([{"file": p.name, "title": scenarios.load(p).title} for p in files])"""),
    ("code", """def step_through(name, lang="en"):
    res = scenarios.run([p for p in files if p.name.startswith(name)][0])
    print(res.scenario.title_in(lang))
    for ev in res.match.events:
        if ev.kind in ("play", "trick_won"):
            display(res.match.explain(ev, lang))

step_through("ta016")      # a 2 that beats the previous element is worth 8"""),
    ("code", """step_through("ta025")      # the fake card swaps with the strongest card"""),
    ("code", """step_through("ta022")      # equal values: the favoured element wins"""),
    ("md", "## 6. Gems, scoring and the special victory"),
    ("code", """for rid in ["TA-031", "TA-033", "TA-037"]:
    ruling(rid)
step_through("ta033")"""),
    ("md", "## 7. In Japanese"),
    ("code", """step_through("ta016", "ja")"""),
], False)


NOTEBOOKS["trickgear_dashboard.ipynb"] = ([
    ("code", """from tricklab.ui import dashboard
# 2 players is the spec's recommended table for one starter set; ?players=3, ?lang=ja, ?seed=5
dashboard("trickgear", seed=1, players=["Alice", "Bob"])"""),
], True)

NOTEBOOKS["trickgear_tutorial.ipynb"] = ([
    ("md", """# TRicK GEAR tutorial: one battle round, step by step

TRicK GEAR (トリックギア) is a character battle played with ordinary cards: every player owns a
deck, drafts characters, and each **round** every battle character shows a **field card**; the
highest **field number** wins and every loser takes damage equal to the **rate**. This notebook
replays the worked round of the rules (spec section 7) from its scenario file,
`worked_round.yaml`, and explains every event with its ruling (`TG-xxx`), in English and Japanese.

トリックギアは、トランプで遊ぶキャラクターバトルです。各ラウンドでバトルキャラクターが場札を出し、
場札の数がいちばん大きいキャラクターが勝ち、負けたキャラクターはレートと同じダメージを受けます。
ここではルールの例（第7節）のラウンドをシナリオファイルから再生し、各イベントを裁定（TG-xxx）つきで説明します。

The characters are **our starter characters** ([interp]): the designer's cards are not
published. / キャラクターは本ツール独自のスターターキャラクターです（公式カードは未公開）。"""),
    ("code", """from tricklab import scenarios
from tricklab.games.trickgear import GAME
from tricklab.ui.table import view_adapter
cat, view = GAME.catalogue, view_adapter("trickgear")
path = next(p for p in scenarios.packaged("trickgear") if p.name == "worked_round.yaml")
sc = scenarios.load(path)
res = scenarios.run(sc)
m = res.match
print("PASS" if res.passed else "FAIL", sc.title_in("en"), "/", sc.title_in("ja"))
print(sc.setup)          # the scenario file's setup, in its notation

def ruling(rid, lang="en"):
    print(cat.ruling(rid).render(lang))

def show(first, last=None, lang="en"):
    \"\"\"The actions first..last (inclusive) and every event they caused, explained.\"\"\"
    for k in range(first, (last if last is not None else first) + 1):
        print(f"▶ {view.said(m.actions[k], lang)}")       # the move as the table words it
        for ev in m.events_of(k):
            display(m.explain(ev, lang))"""),
    ("md", """## 1. Set phase / セットフェイズ

Alice (Blade: LIFE 6, HAND 5, third joker ♠J) and Bob (Volt: LIFE 6, HAND 5, third joker ♦9)
each place one hand card **face down**; nobody sees the other's card until both are placed, then
both are turned up together (TG-009). 9 and 7 differ: no crash, the action phase follows.

アリス（ブレイド）とボブ（ボルト）は手札を1枚ずつ伏せて置き、全員がそろったら同時に公開します（TG-009）。
9と7は違う数なのでクラッシュは起こらず、アクションフェイズに進みます。"""),
    ("code", """show(0, 1)"""),
    ("code", """show(0, 1, lang="ja")"""),
    ("md", """## 2. Action phase / アクションフェイズ

The **smallest** field number acts first (TG-018): Bob. He **raises** with Q♣: the rate becomes 2
and his own field number 8 (TG-021). Alice uses **Overdrive**, paying its cost ♠♠ with 4♠ and 8♠
(one card per suit symbol, TG-023); it charges 2 cards: 9 + 2 = 11 (TG-029). Bob answers with
**Short Circuit** (♦, paid with 3♦) on Alice: one of her charge cards goes: 10 (TG-030).

場札の数がいちばん小さいボブが先に行動します（TG-018）。ボブはQ♣でレイズし、レートは2、自分の数は8になります（TG-021）。
アリスはオーバードライブ（コスト♠♠を4♠と8♠で支払う、TG-023）でチャージ+2、数は11（TG-029）。
ボブはショートサーキット（♦、3♦で支払う）でアリスのチャージを1枚減らし、アリスは10になります（TG-030）。"""),
    ("code", """show(2, 4)"""),
    ("code", """show(2, 4, lang="ja")"""),
    ("md", """## 3. Passes end the action phase, then the damage phase / パスで終了、ダメージフェイズ

Alice passes, Bob passes: every present player has passed since the last skill or raise, so the
action phase ends (TG-019). No equal numbers (no crash, TG-034); Alice's 10 beats Bob's 8 and Bob
takes the rate, 2 damage: two life cards go to his discard (TG-035, TG-036).

アリスもボブもパスしたので、アクションフェイズは終わります（TG-019）。同じ数はなく（TG-034）、
アリスの10がボブの8に勝ち、ボブはレートの2ダメージを受けます（TG-035、TG-036）。"""),
    ("code", """show(5, 6)"""),
    ("code", """show(5, 6, lang="ja")"""),
    ("md", """## 4. Cleanup / クリンナップフェイズ

Q♣ goes back to **Bob's** discard (each deck is its owner's, TG-001); field cards, Alice's last
charge card and both cost areas are discarded (TG-045, TG-061); both refill to HAND 5.

Q♣はボブの捨て札に戻ります（TG-001）。場札、アリスの残りのチャージ、両者のコストを捨て（TG-045、TG-061）、
手札を5枚まで引きます。"""),
    ("code", """show(7, 8)
print(m.facts()["life"], m.facts()["hand_sizes"])"""),
    ("md", """## 5. The rulings of this round / このラウンドの裁定"""),
    ("code", """for rid in sc.rulings:
    ruling(rid)
    ruling(rid, "ja")"""),
    ("md", """## 6. Play the round yourself / 自分でプレイ

The same position on the table, both seats yours (hot-seat in teacher view, so both hands lie open and no curtain falls between the seats' turns): click 9♠ for Alice, 7♦ for Bob,
then Q♣ (a face card raises), the skills are buttons. The *""" + STEP_TAB["en"] + """* tab explains each event.

同じ局面をテーブルで（ホットシート）。アリスは9♠、ボブは7♦をクリック、Q♣をクリックするとレイズ、
スキルはボタンです。「""" + STEP_TAB["ja"] + """」タブで各イベントの説明を読めます。"""),
    ("code", """from tricklab.ui import Table
Table("trickgear", seed=7, players=["Alice", "Bob"], setup=sc.setup, hotseat=True, teacher=True)"""),
], False)

NOTEBOOKS["tricktakers_tutorial.ipynb"] = ([
    ("md", """# Tricktakers tutorial

Tricktakers (トリックテイカーズ, designed by Hiroken) is a must-follow trick-taking game with a
**black trump** in which every player picks a **character** each round, and each character bends
the rules: the King's Rare, the Gambler's bid, the Resistance's revolution, the Hermit's
exchange, the Berserker's own deck, the Adventurer's items, the Collector's reservations and the
Ruler's tasks. The designer published long pages of commonly mistaken rules; tricklab turns
each one into a scenario you can step through. Every explanation cites its ruling (`TT-xxx`).
The expansion's 7 characters have a notebook of their own: `tricktakers_expansion.ipynb`."""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.tricktakers import GAME, SHARED_DECK
cat = GAME.catalogue
def ruling(rid, lang="en"):
    print(cat.ruling(rid).render(lang))"""),
    ("md", "## 1. The cards\n\nFour colours 1–9 (black is trump), two White Flags and two Rares. Each colour has its own shape, so colour is never the only cue."),
    ("code", """from IPython.display import HTML
from tricklab.core.display import cards_html
HTML(cards_html(SHARED_DECK))"""),
    ("md", "## 2. Who wins a trick: the designer's two steps\n\nFind the strongest card, then look for a card that beats it (a 1 beats the 10 of its colour; any 1 beats the Berserker card)."),
    ("code", """import pandas as pd
files = scenarios.packaged("tricktakers")
index = pd.DataFrame([{"file": p.name, "title": scenarios.load(p).title, "rulings": " ".join(scenarios.load(p).rulings)} for p in files])
index[~index.file.str.startswith("bad_")].head(20)     # the "bad_" files are refused moves"""),
    ("md", """`step_through` runs a scenario file and explains each trick it plays, step by step, naming
the rulings. The example is chosen by what it shows: the first scenario in which a **1 takes a
trick from a 10** (TT-009), so step 2 of the designer's two steps is the one that decides."""),
    ("code", """def step_through(name, lang="en", kinds=("trick_won",)):
    \"\"\"Play the scenario file ``name`` (or the first whose name starts so) and explain its
    tricks (``kinds``: which events) in ``lang``.\"\"\"
    res = scenarios.run(next(p for p in files if p.name.startswith(name)))
    print(res.scenario.title_in(lang))
    for ev in res.match.events:
        if ev.kind in kinds:
            display(res.match.explain(ev, lang))

def wins_by(path, rid):
    \"\"\"Whether a trick of this scenario is won by ruling ``rid``.\"\"\"
    if rid not in scenarios.load(path).rulings:      # cheap test first: what the file says
        return False
    res = scenarios.run(path)
    return res.match is not None and any(ev.kind == "trick_won" and rid in ev.all_rulings()
                                         for ev in res.match.events)

example = next(p.name for p in files if wins_by(p, "TT-009"))
step_through(example)"""),
    ("md", "## 3. The characters\n\nEach character's card text and priority, as shown on the selection screen."),
    ("code", """from tricklab.games.tricktakers.view import character_cards
pd.DataFrame([{"character": v["title"]["en"], "code": v["code"], "summary": v["summary"]["en"]}
              for v in character_cards().values()])"""),
    ("md", "## 4. Every exception, from the scenario files\n\nEach row below is a ruling with at least one scenario; run any of them with `step_through(...)` (or open the dashboard's *Exceptions tour*)."),
    ("code", """results = scenarios.run_many(files)
print(sum(r.passed for r in results), "of", len(results), "scenarios pass")"""),
    ("code", """by_ruling = {}
for p in files:
    for rid in scenarios.load(p).rulings:
        by_ruling.setdefault(rid, p.name)
pd.DataFrame([{"ruling": rid, "title": cat.ruling(rid).title["en"], "scenario": f}
              for rid, f in sorted(by_ruling.items()) if rid in cat.rulings])"""),
    ("md", "## 5. A whole game with bots, and its history"),
    ("code", """from tricklab import play_out
from tricklab.games.tricktakers.bots import RuleBot
m = play_out(new_match("tricktakers", players=["Ann", "Bo", "Cy", "Di"], seed=3), RuleBot())
print(m.facts()["winners"], m.facts()["end_reason"])
m.history().tail(10)"""),
    ("md", "## 6. In Japanese\n\nThe same trick, explained as the table explains it in Japanese: 同じトリックを日本語で。"),
    ("code", """step_through(example, "ja")"""),
], False)


NOTEBOOKS["tricktakers_kings_tutorial.ipynb"] = ([
    ("md", """# Tricktakers KINGs: the draft, the King, bidding, the 2-player game

Each player drafts a party of one King and four characters, plays 3 rounds of 5 tricks, bids
with the back of a character card and may lay its King once per game on a card of its colour.
Bid values and King numbers are **provisional** (`kings_data.yaml`). Every explanation below
cites its ruling (`KG-xxx`); the catalogue holds them all, counted here:"""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.core.punctuation import LIST_SEP
from tricklab.games.tricktakers_kings import GAME
from tricklab.games.tricktakers_kings.bots import hint
from tricklab.games.tricktakers_kings.view import VIEW, pool_card
cat = GAME.catalogue
ids = sorted(cat.rulings)
print(f"{len(ids)} rulings, numbered {ids[0]} … {ids[-1]}")

def said(action, lang="en"):
    \"\"\"A move as the table lists it: "Bo: pick red King" / 「Bo：赤のキングを選ぶ」.\"\"\"
    return VIEW.said(action, lang)

def explain(match, kind, lang="en", last=1):
    \"\"\"The last ``last`` events of ``kind`` ("trick_won", "round_scored", "game_over") in words.\"\"\"
    for ev in [e for e in match.events if e.kind == kind][-last:]:
        display(match.explain(ev, lang))

def bots_play(match):
    \"\"\"Every seat plays the rule bot's hint until the game is over.\"\"\"
    while not match.is_over():
        match.play(hint(match, match.to_act()[0]).action)
    return match"""),
    ("md", """## 1. The open draft (KG-034, KG-035)

The five Kings and the character cards lie open; each character card is named by its character
and the bid on its back ("Gambler 1/40": 1 trick for 40 points), as the table draws it."""),
    ("code", """m = new_match("tricktakers_kings", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=1)
def pool(lang="en", match=m):       # this draft's match, even after m is reused below
    return LIST_SEP[lang].join(pool_card(match.state, card, lang).label
                               for card in match.facts()["pool"])
print(pool())
first = m.to_act()[0]
moves = m.legal_actions(first)
print(f"{first} drafts first: {len(moves)} choices, such as")
for a in moves[:6]:
    print("  ", said(a))"""),
    ("md", "## 2. The King: later King wins a King duel (KG-015)"),
    ("code", """files = scenarios.packaged("tricktakers_kings")
duel = scenarios.run(next(p for p in files if p.name.startswith("kg015_later_king_wins")))
print(duel.scenario.title_in("en"))
explain(duel.match, "trick_won")"""),
    ("md", """## 3. A whole game by the rule bots, and the score lines

The last round's score lines, then who won the game."""),
    ("code", """m = bots_play(new_match("tricktakers_kings", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=3))
explain(m, "round_scored")
explain(m, "game_over")"""),
    ("md", """## 4. The 2-player game

Two players re-draft every round and score differently (more tricks, unused Kings, the devil
colour). When the totals tie, the game-over line says who wins and by which ruling; the rule
itself, from the catalogue:"""),
    ("code", """print(cat.ruling("KG-090").render("en"))
m2 = bots_play(new_match("tricktakers_kings", players=["Ann", "Bo"], seed=3))
explain(m2, "round_scored")
explain(m2, "game_over")"""),
    ("md", """## 5. In Japanese / 日本語で

同じドラフト、キング同士の勝負、2人用ゲームの結果を日本語で。"""),
    ("code", """print(pool("ja"))
for a in moves[:6]:
    print("  ", said(a, "ja"))
print(duel.scenario.title_in("ja"))
explain(duel.match, "trick_won", "ja")
print(cat.ruling("KG-090").render("ja"))
explain(m2, "game_over", "ja")"""),
], False)

NOTEBOOKS["tricktakers_kings_dashboard.ipynb"] = ([
    ("code", """from tricklab.ui import dashboard
# the page URL may add ?lang=ja&players=2&seed=5&set=cheerleader (players: 2, 4 or 5)
dashboard("tricktakers_kings", seed=1)"""),
], True)

EXPANSION_SECTIONS = [
    ("strategist", "Strategist (ストラテジスト, 1C)",
     "Turns up a trap card at the start of every trick: the other players it catches pay 10 "
     "points into a pool that the Strategist takes when it wins a trick. Once per round its "
     "Tactical card lets it ignore must-follow, and a round with 0 or 1 trick can carry a Rare "
     "or a black 7 into the next round.",
     ["TT-117", "TT-118", "TT-119", "TT-122", "TT-123"]),
    ("summoner", "Summoner (サモナー, 2C)",
     "Spends MP to summon beasts onto its two summon sheets (the rear), uses their abilities, "
     "and may move one onto the card it just played: the beast's colour and 10 replace the "
     "card. MIRIA in the rear keeps its beast 10s safe from 1s.",
     ["TT-125", "TT-127", "TT-128", "TT-126", "TT-036"]),
    ("ninja", "Ninja (忍者, 2D)",
     "After its card it may add a second card face down. That card counts as played only when "
     "it is turned up after everyone else, so it loses every tie.",
     ["TT-101", "TT-102", "TT-103", "TT-104", "TT-089"]),
    ("alchemist", "Alchemist (アルケミスト, 3C)",
     "Plays three cards of its own deck as one entry whose value is their sum (ones digit "
     "above 10) and whose colour is the lead colour; elements gained from the play fill a "
     "magic circle that scores formations and may forge crowns.",
     ["TT-131", "TT-132", "TT-134", "TT-135", "TT-037", "TT-139"]),
    ("samurai", "Samurai (サムライ, 3D)",
     "Its red cards are as strong as black cards of the same value, unless a White Flag is in "
     "the trick or a revolt is on; it never holds black cards and may take a red card from a "
     "trick it wins.",
     ["TT-106", "TT-110", "TT-114", "TT-035", "TT-108"]),
    ("time_traveler", "Time Traveler (タイムトラベラー, 4C)",
     "Predicts the round's crown winners and has two time-travel tokens: Rewind sends the "
     "trick's cards back to their owners and restarts it; Change the past lets it hand out the "
     "cards of a trick it won. The interactions with every other character are rulings "
     "TT-145 to TT-162.",
     ["TT-143", "TT-145", "TT-149", "TT-151", "TT-153", "TT-157", "TT-160"]),
    ("phantom_thief", "Phantom Thief (ファントムシーフ, 5C)",
     "Hands every other player a letter: notices of what it will steal, or the invitation that "
     "makes a partner to exchange cards with. At round end a theft succeeds when its trick "
     "count and the target's differ by exactly what its chip says.",
     ["TT-163", "TT-164", "TT-168", "TT-169", "TT-170"]),
]


def character_sections(sections: list[tuple[str, str, str, list[str]]]) -> list[tuple[str, str]]:
    """A numbered section per character: its heading and introduction, its card, then a
    scenario for each of its rulings (the English and the Japanese notebooks alike)."""
    cells: list[tuple[str, str]] = []
    for k, (name, title, intro, rids) in enumerate(sections, start=1):
        cells.append(("md", f"## {k}. {title}\n\n{intro}"))
        cells.append(("code", f'card("{name}")'))
        cells += [("code", f'show("{rid}")') for rid in rids]
    return cells


def _expansion_cells() -> list[tuple[str, str]]:
    cells: list[tuple[str, str]] = [
        ("md", """# Tricktakers expansion: the 7 new characters

The expansion adds the Strategist, Summoner, Ninja, Alchemist, Samurai, Time Traveler and
Phantom Thief. Each interacts with the others in ways the designer explained one case at a
time; every such case is a ruling (`TT-xxx`) with a scenario file you can step through. Run
the cells in order; `show("TT-xxx")` runs a scenario that demonstrates a ruling and prints the
explanation of the moment it applies, `show("TT-xxx", "ja")` in Japanese."""),
        ("code", """from IPython.display import Markdown, display
import pandas as pd
from tricklab import scenarios
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers.view import character_cards
cat = GAME.catalogue
files = scenarios.packaged("tricktakers")
by_ruling = {}
for p in files:
    for rid in scenarios.load(p).rulings:
        by_ruling.setdefault(rid, []).append(p)

def show(rid, lang="en"):
    # run the first scenario demonstrating rid and explain each event that cites it
    print(cat.ruling(rid).render(lang))
    res = scenarios.run(by_ruling[rid][0])
    print(res.scenario.title_in(lang) if res.passed else res.report(lang))
    for ev in res.match.events:
        if rid in ev.all_rulings():
            display(res.match.explain(ev, lang))

def card(name, lang="en"):
    display(Markdown(f"**{character_cards()[name]['title'][lang]}**: {character_cards()[name]['text'][lang]}"))"""),
    ]
    cells += character_sections(EXPANSION_SECTIONS)
    cells += [
        ("md", f"## {len(EXPANSION_SECTIONS) + 1}. Every expansion ruling and its scenarios"),
        ("code", """exp = [rid for rid in cat.rulings if rid not in {f"TT-{i:03d}" for i in range(1, 101)} or rid in
       ("TT-035", "TT-036", "TT-037", "TT-058", "TT-077", "TT-089", "TT-090", "TT-091", "TT-092")]
pd.DataFrame([{"ruling": rid, "title": cat.ruling(rid).title["en"], "interp": cat.ruling(rid).interp,
               "scenarios": " ".join(p.name for p in by_ruling.get(rid, []))} for rid in sorted(exp)])"""),
        ("md", f"## {len(EXPANSION_SECTIONS) + 2}. All 15 characters at one table\n\nA game of "
               "bots with every character available (the dashboard's *Characters* menu offers "
               "the same: base set, all 15, or the basic 5)."),
        ("code", """from tricklab import new_match, play_out
from tricklab.games.tricktakers.bots import RuleBot
from tricklab.games.tricktakers.characters import ALL
m = play_out(new_match("tricktakers", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=8, characters=ALL), RuleBot())
print(m.facts()["winners"], m.facts()["end_reason"])
pd.DataFrame(m.facts()["round_log"])[["round", "chars", "tricks", "gold", "black", "points"]]"""),
        ("md", "## In Japanese"),
        ("code", 'card("time_traveler", "ja")\nshow("TT-145", "ja")'),
    ]
    return cells


NOTEBOOKS["tricktakers_expansion.ipynb"] = (_expansion_cells(), False)

NOTEBOOKS["tricktakers_little_tutorial.ipynb"] = ([
    ("md", """# Little Tricktakers tutorial (provisional rules)

Little Tricktakers (リトル・トリックテイカーズ, 2022) is the Tricktakers spin-off for players who
already know the base game. What changes:

* **10 characters**: King, Gambler, Ninja, Resistance, Samurai, Hermit, Collector, Berserker,
  and two new ones, the **Healer** and the **Devil**;
* an **option phase** every round: buy a Rare, a White Flag or an item with your points;
* **two characters each in round 3**, whose abilities combine;
* **no crowns**: a points race over three rounds; a "wins the game" cell scores a win bonus;
* the **Little King** wins ties even when played later.

The official Little rulebook could not be found, so prices, score tables and the Healer and
Devil are **our provisional reconstruction** (`little_options.yaml`, rulings marked `[interp]`).
Every explanation cites its ruling (`LT-xxx`)."""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.tricktakers_little import GAME
from tricklab.games.tricktakers_little.data import data
cat = GAME.catalogue
files = scenarios.packaged("tricktakers_little")
def ruling(rid, lang="en"):
    print(cat.ruling(rid).render(lang))
def step_through(name, lang="en", kinds=("trick_won", "round_scored")):
    res = scenarios.run([p for p in files if p.name.startswith(name)][0])
    print(res.scenario.title_in(lang))
    for ev in res.match.events:
        if ev.kind in kinds:
            display(res.match.explain(ev, lang))
    return res
print(data()["title"]["en"], "/", data()["title"]["ja"])
print(data()["notice"]["en"])"""),
    ("md", "## 1. Setup\n\n3 to 5 players, 30 points each, the base game's 40 playing cards, the King's Rare and the Berserker deck. Round 1: each player picks one character, clockwise from the start player."),
    ("code", """m = new_match("tricktakers_little", players=["Ann", "Bo", "Cy", "Di"], seed=3)
print(m.facts()["points"])
print(m.to_act(), [str(a) for a in m.legal_actions()])"""),
    ("code", """ruling("LT-071")
ruling("LT-019")"""),
    ("md", "## 2. The option shop\n\nAfter the character choice, in the same order, each player may buy **one** option with points (prices from `little_options.yaml`). An Option Rare or White Flag goes into the hand (then you discard a card) and back to the supply after the round; an item is kept until used."),
    ("code", """import pandas as pd
pd.DataFrame([{"option": k, "cost": v["cost"], "supply per round": v.get("supply", "3 face up"),
               "text": data()["texts"][k]["en"]} for k, v in data()["options"].items()])"""),
    ("code", """for a in ["Ann pick collector", "Bo pick hermit", "Cy pick healer", "Di pick ninja"]:
    m.play(a)
print(m.facts()["phase"], m.to_act(), [str(a) for a in m.legal_actions()][:6])"""),
    ("code", """res = step_through("lt066_buy")
res.match.facts()["points"], res.match.facts()["hands"]["Ann"]"""),
    ("code", """res = step_through("bad_lt066_over")   # a Rare (40) with 30 points is refused
print(res.error.code, res.error.ruling)
display(res.match.explain(res.error))"""),
    ("md", "## 3. Round 3: two characters each\n\nPicks run in a snake: last round's King first, then by ascending points, and the second pass in reverse (LT-065). Both characters' abilities are active and both score. The seed's example: **control the Gambler's prediction with the Resistance's revolution**. Ann is Gambler (bid 2) + Resistance; after one trick she revolts with a red 2 in trick 4 and wins it: 2 tricks, the bid is hit."),
    ("code", """ruling("LT-065")
res = step_through("lt026_gambler")
res.match.facts()["points"]"""),
    ("code", """ruling("LT-026")
ruling("LT-069")   # the Devil shifts its partner's table"""),
    ("md", "## 4. The Little King\n\nThe King's card wins a tie against an earlier card of the same strength, even when the King would rather lose (LT-021, LT-022)."),
    ("code", """step_through("lt021_little_king")
step_through("lt022_little_king")
ruling("LT-021")"""),
    ("md", "## 5. Every ruling has a scenario"),
    ("code", """results = scenarios.run_many(files)
print(sum(r.passed for r in results), "of", len(results), "scenarios pass")
by_ruling = {}
for p in files:
    for rid in scenarios.load(p).rulings:
        by_ruling.setdefault(rid, p.name)
pd.DataFrame([{"ruling": rid, "title": cat.ruling(rid).title["en"], "ours": cat.ruling(rid).interp,
               "scenario": f} for rid, f in sorted(by_ruling.items())])"""),
    ("md", "## 6. A whole game with bots, and the points race"),
    ("code", """from tricklab import play_out
from tricklab.games.tricktakers_little.bots import RuleBot
g = play_out(new_match("tricktakers_little", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=5), RuleBot())
print(g.facts()["winners"], g.facts()["points"])
g.history().tail(10)"""),
    ("md", "## 7. In Japanese"),
    ("code", """step_through("lt026_gambler", "ja")
ruling("LT-026", "ja")"""),
], False)

NOTEBOOKS["tricktakers_little_dashboard.ipynb"] = ([
    ("code", """from tricklab.ui import dashboard
# the page URL may add ?lang=ja&players=5&seed=5
dashboard("tricktakers_little", seed=1)"""),
], True)



NOTEBOOKS["balance.ipynb"] = ([
    ("md", """# How strong is the Hermit? A balance study

Thousands of games played by bots answer questions a handful of real games cannot: which
Tricktakers character wins most often, which RoboTrick program costs the players most points.
Every number below comes from `tricklab.simulate`, the code behind the command line
`tricklab simulate GAME --games N` (add `--workers 4` for local processes, or
`--dask ADDRESS` for a Dask cluster: the same seeds give the same table whatever runs them).

Each bar shows a **95% confidence interval**: with few games the intervals are wide and
overlap, so differences between them are not yet evidence. Raise `GAMES` (below) to narrow
them; the defaults keep this notebook quick.

The intervals take the **game**, not the row, as the independent draw: a game gives a
character several round rows, one seat tops each round and a seat's points carry over, so the
rows of one game move together, and counting each as a fresh draw made the intervals too
narrow. So each table gives `n` (the rows averaged) and `games` (the games they come from,
what the interval rests on); with one row per game the two agree and the interval is the
usual one."""),
    ("code", """GAMES = 120          # games per study: raise to 2_000+ for real conclusions (use WORKERS)
WORKERS = 1          # local processes
ROBO_GAMES = 24      # RoboTrick games (3 rounds each, so 3 programs per game)
KINGS_GAMES = 40     # KINGs games (5 players: one King each)

import matplotlib.pyplot as plt
from tricklab.simulate import simulate, summary


def plot(table, by, title, value="win_rate", lo="win_lo", hi="win_hi", ax=None):
    ax = ax or plt.subplots(figsize=(8, 0.32 * len(table) + 1))[1]
    t = table.sort_values(value)
    ax.errorbar(t[value], t[by], xerr=[t[value] - t[lo], t[hi] - t[value]], fmt="o", capsize=3)
    ax.set_title(title)
    ax.grid(axis="x", alpha=0.3)
    return ax"""),
    ("md", """## Tricktakers: per round, what does each character do?

A seat plays a **different character every round**, so a game's winner or total belongs to no
single character. The study reads the **round table** (`per="round"`): one row per game, round
and seat, with that round's `character`, `round_points`, `round_tricks` and `round_winner`
(scored the most points of the table that round). A character's "win rate" below is how often
it topped its round.

The rule bot plays every seat. Its own character choice prefers trick-takers (and never picks
the Collector), which would skew the study, so the characters are chosen **uniformly** among
those offered (`choice="uniform"`; `"strength"` is the rule bot's choice; `"fixed:hermit"`
takes the Hermit whenever it is offered to the seat choosing, and chooses uniformly
otherwise: it does not force the Hermit into every round)."""),
    ("code", """base = simulate("tricktakers", games=GAMES, preset="base", bots="rules", choice="uniform",
                workers=WORKERS, seed=1, per="round")
base_summary = summary(base, by="character")
base_summary.round(3)"""),
    ("md", """How often does a Hermit take no trick in its round? (The README asks the same of
random play with `random_playout`; with random bots this table gives the same rate, within
the noise.)"""),
    ("code", """hermit = base[base["character"] == "hermit"]
print(f"{len(hermit)} Hermit rounds, {(hermit['round_tricks'] == 0).mean():.0%} of them without a trick")
random_rounds = simulate("tricktakers", games=GAMES, bots="random", seed=1, per="round")
random_hermit = random_rounds[random_rounds["character"] == "hermit"]
print(f"random play: {len(random_hermit)} Hermit rounds, "
      f"{(random_hermit['round_tricks'] == 0).mean():.0%} without a trick")"""),
    ("code", """fig, axes = plt.subplots(1, 2, figsize=(12, 3.5))
plot(base_summary, "character", f"Base set: share of rounds topped (4 players, {GAMES} games)", ax=axes[0])
plot(base_summary, "character", "Base set: mean round points", "points", "points_lo", "points_hi", ax=axes[1])
fig.tight_layout()"""),
    ("code", """all15 = simulate("tricktakers", games=GAMES, preset="all", bots="rules", choice="uniform",
                 workers=WORKERS, seed=1, per="round")
all_summary = summary(all15, by="character")
fig, axes = plt.subplots(1, 2, figsize=(12, 5))
plot(all_summary, "character", f"All 15: share of rounds topped ({GAMES} games)", ax=axes[0])
plot(all_summary, "character", "All 15: mean round points", "points", "points_lo", "points_hi", ax=axes[1])
fig.tight_layout()
all_summary.round(3)"""),
    ("md", """## RoboTrick: which program hurts the players?

A 3-round game draws 3 of the 10 program cards. The round table gives, for each round, the
program the robot ran and each player's round score. Every seat plays against the same
program, so a program has no win rate of its own (each one's would be 1 in 3 by construction):
what tells programs apart is the points they leave the players."""),
    ("code", """rounds = simulate("robotrick", games=ROBO_GAMES, bots="rules", workers=WORKERS, seed=1,
                  per="round")
program_summary = summary(rounds, by="program", win=False)
plot(program_summary, "program", "RoboTrick: mean round points per program",
     "points", "points_lo", "points_hi")
program_summary.round(2)"""),
    ("md", """## Tricktakers KINGs: which King wins?

A KINGs seat drafts a **King** as well as its characters (at 4-5 players once, for the whole
game; at 2 players again every round). The game table names it in its `king` column by its id
(`KING-R`, the name `choice="fixed:KING-R"` takes), so the Kings compare like the characters,
here per game. As above, the draft is uniform among what is offered (the rule bot's own draft
takes the White, Red or Blue King first while one is left, so the seats drafting first would
hold those more often)."""),
    ("code", """kings = simulate("tricktakers_kings", games=KINGS_GAMES, bots="rules", choice="uniform",
                 workers=WORKERS, seed=1)
king_summary = summary(kings, by="king")
plot(king_summary, "king", f"KINGs: share of games won per King (5 players, {KINGS_GAMES} games)")
king_summary.round(3)"""),
    ("md", """## When one bot gets better

Seat *Ann* switches from the random bot to the rule bot while the others stay random. How far
does its win rate move, compared with the 1-in-4 (Tricktakers) or 1-in-3 (RoboTrick) of
equal players?"""),
    ("code", """import pandas as pd

rows = []
for label, first in (("random", "random"), ("rules", "rules")):
    tt = simulate("tricktakers", games=GAMES, preset="base", bots=[first, "random", "random", "random"],
                  workers=WORKERS, seed=2)
    rb = simulate("robotrick", games=ROBO_GAMES, bots=[first, "random", "random"], workers=WORKERS,
                  seed=2, rounds=1)
    for game, df in (("tricktakers", tt), ("robotrick", rb)):
        s = summary(df[df["position"] == 0].assign(who=label), by="who")
        rows.append({"game": game, "seat 0 bot": label, **s.iloc[0].drop("who").to_dict()})
better = pd.DataFrame(rows)
better.round(3)"""),
    ("code", """fig, ax = plt.subplots(figsize=(7, 2.5))
labels = [f"{r['game']}: {r['seat 0 bot']}" for _, r in better.iterrows()]
ax.errorbar(better["win_rate"], labels, xerr=[better["win_rate"] - better["win_lo"],
            better["win_hi"] - better["win_rate"]], fmt="o", capsize=3)
ax.set_title("Seat 0's win rate: random bot vs rule bot (others random)")
ax.grid(axis="x", alpha=0.3)"""),
    ("md", """## A Monte-Carlo hint

The same fast engine answers a learner's question in the middle of a trick: *how often does
each of my cards win this trick, over deals consistent with what I have seen?* (hand sizes,
the cards I passed, suits the others showed they lack). The table shows it in its hint when
`table.view.odds_deals` is set (e.g. 200)."""),
    ("code", """import random
from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.montecarlo import odds_hint, trick_odds

m, rng = new_match("robotrick", seed=4), random.Random(1)
while not (m.to_act() == ["Aki"] and m.state.phase == "play" and m.state.trick):
    m.play(RandomBot().choose(m, m.to_act()[0], rng))
print("trick so far:", ", ".join(f"{s} {c.label}" for s, c in m.state.trick))
for o in trick_odds(m.game, m.state, "Aki", m.events, deals=200):
    print(f"  {o.card.label:4} wins in {o.rate:5.0%} of {o.deals} deals")
h = odds_hint(m, "Aki", deals=200)
print(m.game.catalogue.message(h.code, h.params, "en"))
print(m.game.catalogue.message(h.code, h.params, "ja"))"""),
], False)


def dashboard_cells(name: str) -> list[tuple[str, str]]:
    """A Voila dashboard for a registered game, its URL options read from the game's header."""
    info = get_game(name).info
    hints = ["lang=ja", "seed=5", "teacher=1", "large=1"]
    if len(info.player_counts) > 1:
        hints.insert(1, f"players={info.player_counts[-1]}")
    sets = f" (set: {', '.join(info.presets)})" if info.presets else ""
    if info.presets:
        hints.append(f"set={list(info.presets)[-1]}")
    return [("code", f"""from tricklab.ui import dashboard
# the page URL may add ?{'&'.join(hints)}{sets}
dashboard("{name}", seed=1)""")]


# -- the Japanese tutorials: notebooks/ja/<the English notebook's name> -------------------------
# The same cells in the same order as the English notebook, the prose written in Japanese and
# every table, explanation and printed text asked for in Japanese (tests/test_notebooks_ja.py).
NOTEBOOKS_JA: dict[str, tuple[list[tuple[str, str]], bool]] = {}

def from_english(notebook: str, start: str, *changes: tuple[str, str]) -> str:
    """The English notebook's code cell that starts with ``start``, with each ``(old, new)``
    made (every occurrence): the Japanese twin's cell is the English one asking for Japanese,
    and a change to the English cell that leaves an ``old`` behind stops the build."""
    found = [src for kind, src in NOTEBOOKS[notebook][0] if kind == "code" and src.startswith(start)]
    if len(found) != 1:
        raise SystemExit(f"{notebook}: {len(found)} code cells start {start!r} (one is wanted)")
    code = found[0]
    for old, new in changes:
        if old not in code:
            raise SystemExit(f"{notebook}: the cell starting {start!r} no longer says {old!r}")
        code = code.replace(old, new)
    return code


NOTEBOOKS_JA["00_start_here.ipynb"] = ([
    ("md", """# `tricklab`：はじめに

`tricklab`は、**トリックテイキングゲームを遊びながら学ぶ**ための道具です。「なぜこのカードが勝ったの？」「なぜリードされたスートを出さなくてよいの？」といった意外な場面を一歩ずつたどることができ、どの手順にも、適用された正確なルール（`RT-011`のような**裁定**）が日本語か英語で示されます。

* **遊ぶ**：ダッシュボード（`Voilà`用の`*_dashboard.ipynb`）を開いて、ボットと対戦します。
* **学ぶ**：チュートリアルでは、ルールをセルごとにたどり、例外をシナリオファイルから再生します。
* **探る**：コードで局面をつくって「もしこうしたら」を試したり、何千ゲームもシミュレーションしたりします。

下のセルを上から順に実行してください（`Shift+Enter`）。"""),
    ("md", "## `tricklab`で遊べるゲーム"),
    ("code", from_english("00_start_here.ipynb", "import tricklab",
                          ('"/".join', '"・".join'),
                          ("""print(f"{name:12} {info.title['en']} / {info.title['ja']}: {players} players, "\n"""
                           """          f"{len(get_game(name).catalogue.rulings)} rulings")""",
                           """print(f"{name:12} {info.title['ja']}：{players}人、"\n"""
                           """          f"裁定{len(get_game(name).catalogue.rulings)}件")"""))),
    ("md", """## 対戦は「準備」「シード」「行動のリスト」でできています

`new_match`はシードからゲームを配ります（同じシードからは、いつも同じゲームになります）。`to_act()`は誰が決める番かを、`legal_actions()`はその人にできることを返し、`play()`でそれを実行します。"""),
    ("code", from_english("00_start_here.ipynb", "from tricklab import new_match")),
    ("code", """m.display("ja")     # 手番の席から見た卓：自分の手札、ロボットの公開された手札、切り札、格納庫"""),
    ("md", """セルには、手番の席から見た卓が表示されます。ほかの人の手札は枚数だけです（ゲームが終わると、すべてのカードが見えます）。`display`を使うと、ほかの席から見た卓や、先生用の表示（全員の手札が表向き）も見られます。"""),
    ("code", """m.display("ja", seat="Ben")     # Benから見た卓。m.display("ja", teacher=True)なら全員の手札"""),
    ("md", """## 間違った手は理由とともに断られ、何も変わりません"""),
    ("code", from_english("00_start_here.ipynb", "from tricklab import IllegalAction",
                          ("# a pass is exactly two cards", "# 渡すのはちょうど2枚"),
                          ('    print("refused:", err, "| code:", err.code, "| ruling:", err.ruling)',
                           '    display(m.explain(err, "ja"))     # 断られた理由と、その裁定\n'
                           '    print("コード：", err.code, "／裁定：", err.ruling)'),
                          ("# still 0: the match is unchanged", "# まだ0：対戦は変わっていません"))),
    ("md", """## ボットに遊ばせて、履歴を`pandas`のデータフレームで読む"""),
    ("code", from_english("00_start_here.ipynb", "from tricklab import play_out")),
    ("md", """1行が1つの行動です（配りで適用された裁定にも1行あります）。`history(lang="ja")`とすると、見出しは卓の「履歴」タブと同じ日本語になります（行動やカードは記法のままです）。値がないところは、どの列でも`<NA>`と表示されます。「合法手」の列には、その行の合法手がリストで入っています。2枚を渡す方法は何十通りもあるので、ここでは「選択肢の数」の列にその数だけを示します。「得点の増減」の列は、その手で変わった合計点です。"""),
    ("code", from_english("00_start_here.ipynb", "h = m.history()",
                          ("m.history()", 'm.history(lang="ja")     # 見出しは卓の「履歴」タブと同じ'),
                          ('h["choices"] = h.legal', 'h["選択肢の数"] = h["合法手"]'),
                          ('["step", "round", "trick", "seat", "kind", "action", "choices", "winner", "points", "rulings"]',
                           '["手順", "ラウンド", "トリック", "席", "種類", "行動", "選択肢の数", "勝者", "得点の増減", "裁定"]'))),
    ("md", """## どの出来事も、日本語でも英語でも自分を説明します"""),
    ("code", from_english("00_start_here.ipynb", "trick_won = ", ('"en"', '"ja"'))),
    ("code", """m.explain(trick_won, "en")     # 同じ説明を英語で"""),
    ("md", """## 卓のウィジェット

同じ対戦を、遊べる卓で開きます（`JupyterLab`か`Voilà`で）。出せるカードは強調して表示されます。ほかのカードをクリックすると、なぜ出せないのかがわかります。「""" + STEP_TAB["ja"] + """」タブでは、すべての出来事を順にたどれます。"""),
    ("code", from_english("00_start_here.ipynb", "from tricklab.ui import Table", ("seed=7)", 'seed=7, lang="ja")'))),
    ("md", """## 次に読むもの
* `01_what_is_a_trick.ipynb`：リード、フォロー、切り札、トリックの勝者を、セルごとに見ていきます。
* `robotrick_tutorial.ipynb`：ロボトリックのルールと例外を、シナリオファイルから再生します。
* `robotrick_dashboard.ipynb`：ダッシュボードです（`Voilà`で開きます）。"""),
], False)

NOTEBOOKS_JA["01_what_is_a_trick.ipynb"] = ([
    ("md", """# トリックとは？

トリックテイキングゲームでは、各プレイヤーが順番にカードを1枚ずつ出し、それがまとまって**トリック**になります。最初のカードを出すことを**リード**、ほかの人が続けて出すことを**フォロー**といいます。トリックに勝つカードは1枚だけで、そのカードを出した人が次のトリックをリードします。このノートブックでは、いちばん素朴なトリックテイキングゲーム「はじめてのトリック」（3人か4人で遊ぶマストフォローのホイストで、切り札はあってもなくてもかまいません）を使って、考え方をひとつずつセルで確かめます。最後のセルまで、ウィジェットは使いません。"""),
    ("md", """## カードとその書き方

カードはランク、スートの順に書きます。`AS`はスペードのエース、`10H`はハートの10です。書いた文字から読み直しても、同じカードに戻ります。卓はカードをスートの記号つき（♥10）で描き、手札のボタンがスクリーンリーダーに伝えるのと同じように、言葉でも名前を示します。名前は日本語でも英語でも得られます（`face(card, lang).name`）。"""),
    ("code", from_english("01_what_is_a_trick.ipynb", "from tricklab.core.cards import",
                          ("""print(f"{text!r} is {card}, drawn {card.label}, named {VIEW.face(card, 'en').name!r} / {VIEW.face(card, 'ja').name!r}")""",
                           """print(f"{text!r}は{card}、表示は{card.label}、名前は「{VIEW.face(card, 'ja').name}」（英語では{VIEW.face(card, 'en').name!r}）")"""))),
    ("md", """## 自分で選ぶ小さな局面

対戦は「準備」「シード」「行動のリスト」でできています。ここでは3人が2枚ずつ持ち、切り札はありません。`Ann`がリードします。"""),
    ("code", from_english("01_what_is_a_trick.ipynb", "from tricklab import new_match", ("# Ann leads: any card", "# Annのリード：どのカードでも出せます"))),
    ("md", """## フォロー：リードされたスートを持っていれば、それを出さなければなりません

`Ann`が♥7をリードします。`Bo`は♥2を持っているので、ハートをフォローしなければなりません。♠Aは断られ、その理由がデータ（コード、関係するカード、裁定）として返ってきます。対戦は何も変わりません。"""),
    ("code", from_english("01_what_is_a_trick.ipynb", "from tricklab import IllegalAction",
                          ('    print("refused:", err, "| code:", err.code, "| ruling:", err.ruling)',
                           '    display(m.explain(err, "ja"))     # 断られた理由と、その裁定\n'
                           '    print("コード：", err.code, "／裁定：", err.ruling)'),
                          ("# only Bo's heart", "# Boが出せるのはハートだけ"))),
    ("md", """## 勝つのは、リードされたスートのいちばん強いカード

`Bo`が♥2、`Cy`が♥5を出します。いちばん強いハートが勝ちます。どの出来事も、適用した裁定を挙げて、日本語でも英語でも自分を説明します。"""),
    ("code", from_english("01_what_is_a_trick.ipynb", 'm.play("Bo 2H")', ('"en"', '"ja"'))),
    ("code", """m.explain(won, "en")     # 同じ説明を英語で"""),
    ("md", """## リードされたスートがなければ何を出してもよく、切り札はリードされたスートに勝ちます

今度はスペードが切り札です。`Ann`が♥Aをリードします。ハートを持っていない`Bo`は、いちばん弱い切り札の♠2を出して勝ちます。`Cy`の♦Kはハートでも切り札でもないので、どれほど強くても勝てません。"""),
    ("code", from_english("01_what_is_a_trick.ipynb", "hands = ", ('"en"', '"ja"'))),
    ("md", """## やってみよう

上のカードや切り札を変えて、セルを実行し直してみましょう。切り札が2枚出たらどうなるでしょうか。それから、ヒントとステップ解説つきで、ボットと1ゲーム遊んでみましょう："""),
    ("code", from_english("01_what_is_a_trick.ipynb", "from tricklab.ui import Table", ("seed=1)", 'seed=1, lang="ja")'))),
], False)

NOTEBOOKS_JA["tricktakers_tutorial.ipynb"] = ([
    ("md", """# トリックテイカーズのチュートリアル

トリックテイカーズは、**黒が切り札**のマストフォローのトリックテイキングゲームです。各プレイヤーはラウンドごとに**キャラクター**を1人選び、それぞれのキャラクターがルールを変えます。キング専用レア、ギャンブラーの予想、レジスタンスの革命、ハーミットの手札交換、バーサーカーの専用デッキ、アドベンチャラーのアイテム、コレクターのコレクション予約、ルーラーのタスクです。デザイナーは、間違えやすいルールを長いページにまとめて公開しています。`tricklab`はそのひとつひとつを、一歩ずつたどれるシナリオにしています。どの説明も、その裁定（`TT-xxx`）を挙げます。拡張の7人のキャラクターには、専用のノートブック`tricktakers_expansion.ipynb`があります。"""),
    ("code", from_english("tricktakers_tutorial.ipynb", "from tricklab import new_match, scenarios",
                          ('lang="en"', 'lang="ja"'))),
    ("md", "## 1. カード\n\n4色の1〜9（黒が切り札）、白旗2枚、レア2枚です。色ごとに形も違うので、色だけが手がかりになることはありません。"),
    ("code", from_english("tricktakers_tutorial.ipynb", "from IPython.display import HTML")),
    ("md", "## 2. トリックの勝者：デザイナーの2つの手順\n\nまずいちばん強いカードを見つけ、次にそれに勝つカードがないかを探します（1は同じ色の10に勝ち、どの1もバーサーカーカードに勝ちます）。"),
    ("code", """import pandas as pd
files = scenarios.packaged("tricktakers")
index = pd.DataFrame([{"ファイル": p.name, "題名": scenarios.load(p).title_in("ja"), "裁定": " ".join(scenarios.load(p).rulings)} for p in files])
index[~index["ファイル"].str.startswith("bad_")].head(20)     # 「bad_」のファイルは断られる手"""),
    ("md", """`step_through`はシナリオファイルを実行し、その中のトリックを一歩ずつ、裁定の名前を挙げて説明します。例には、**1が10からトリックを奪う**（TT-009）最初のシナリオを選んでいます。デザイナーの2つの手順のうち、勝負を決めるのは2番目の手順です。"""),
    ("code", from_english("tricktakers_tutorial.ipynb", "def step_through(",
                          ('lang="en"', 'lang="ja"'),
                          ("Play the scenario file ``name`` (or the first whose name starts so) and explain its\n"
                           "    tricks (``kinds``: which events) in ``lang``.",
                           "シナリオファイル``name``（またはその名前で始まる最初のファイル）を実行し、\n"
                           "    そのトリック（``kinds``：どの出来事か）を``lang``で説明します。"),
                          ("Whether a trick of this scenario is won by ruling ``rid``.",
                           "このシナリオのトリックが、裁定``rid``で勝たれるかどうか。"),
                          ("# cheap test first: what the file says", "# まず安い確認：ファイルに書かれていること"))),
    ("md", "## 3. キャラクター\n\nキャラクター選択の画面と同じ、各キャラクターのカードの文章と優先度です。"),
    ("code", """from tricklab.games.tricktakers.view import character_cards
pd.DataFrame([{"キャラクター": v["title"]["ja"], "コード": v["code"], "概要": v["summary"]["ja"]}
              for v in character_cards().values()])"""),
    ("md", "## 4. すべての例外を、シナリオファイルから\n\n下の各行は、シナリオが1つ以上ある裁定です。どれも`step_through(...)`で実行できます（ダッシュボードの「" + UI["tab_tour"]["ja"] + "」タブでも開けます）。"),
    ("code", """results = scenarios.run_many(files)
print(f"{len(results)}件のシナリオのうち{sum(r.passed for r in results)}件が成功")"""),
    ("code", from_english("tricktakers_tutorial.ipynb", "by_ruling = {}",
                          ('{"ruling": rid, "title": cat.ruling(rid).title["en"], "scenario": f}',
                           '{"裁定": rid, "題名": cat.ruling(rid).title["ja"], "シナリオ": f}'))),
    ("md", "## 5. ボットどうしの1ゲームと、その履歴"),
    ("code", from_english("tricktakers_tutorial.ipynb", "from tricklab import play_out",
                          ('print(m.facts()["winners"], m.facts()["end_reason"])',
                           'display(m.explain(m.events[-1], "ja"))     # ゲームの終わり：誰が、なぜ勝ったか'),
                          ("m.history().tail(10)", 'm.history(lang="ja").tail(10)     # 見出しは卓の「履歴」タブと同じ'))),
    ("md", "## 6. 英語では\n\n同じトリックを、卓が英語で説明するとおりに見ます。"),
    ("code", """step_through(example, "en")"""),
], False)


#: the expansion's characters in Japanese: (section title, introduction), in the order of
#: ``EXPANSION_SECTIONS`` (whose rulings each section shows)
EXPANSION_JA = {
    "strategist": ("ストラテジスト（1C）",
                   "各トリックの最初に罠カードを1枚表にします。罠にかかったほかのプレイヤーは10点をプールに払い、"
                   "ストラテジストはトリックに勝つとそのプールを受け取ります。1ラウンドに1回、戦術カードで"
                   "マストフォローを無視でき、0勝か1勝のラウンドでは、レアか黒の7を次のラウンドに持ち越せます。"),
    "summoner": ("サモナー（2C）",
                 "MPを使って、2枚の召喚シート（後衛）に召喚獣を呼び出し、その能力を使います。出したばかりの"
                 "カードに召喚獣を1体乗せることもでき、そのときカードは召喚獣の色と10になります。後衛に"
                 "ミリアがいれば、召喚獣の10は1に負けません。"),
    "ninja": ("忍者（2D）",
              "自分のカードの後に、2枚目のカードを裏向きで出せます。そのカードは、全員が出し終えてから表に"
              "したときにだけ出したものとして数えるので、同点ではいつも負けます。"),
    "alchemist": ("アルケミスト（3C）",
                  "自分のデッキから3枚を1組として出します。数値は3枚の合計（11以上なら一の位）で、色はリード"
                  "カラーです。出し方で得たエレメントは魔法陣を埋め、その形で得点し、王冠を錬成できます。"),
    "samurai": ("サムライ（3D）",
                "赤のカードが、同じ数字の黒のカードと同じ強さになります（トリックに白旗があるときと革命中は"
                "無効）。黒のカードは持たず、勝ったトリックから赤のカードを1枚もらえます。"),
    "time_traveler": ("タイムトラベラー（4C）",
                      "このラウンドの王冠を獲得する人を予想し、タイムトラベルトークンを2つ持ちます。巻き戻しでは"
                      "トリックのカードを持ち主に返してトリックをやり直し、過去改変では勝ったトリックのカードを"
                      "ほかのプレイヤーに配ります。ほかのすべてのキャラクターとの関係は、裁定TT-145〜TT-162です。"),
    "phantom_thief": ("ファントムシーフ（5C）",
                      "ほかのプレイヤー全員に手紙を渡します。盗むものを知らせる予告状か、カードを交換する相棒に"
                      "する招待状です。ラウンド終了時、自分と相手の勝利数の差がチップの示す数とちょうど同じなら、"
                      "盗みが成功します。"),
}


def _expansion_cells_ja() -> list[tuple[str, str]]:
    cells: list[tuple[str, str]] = [
        ("md", """# トリックテイカーズ拡張：新しい7人のキャラクター

拡張では、ストラテジスト、サモナー、忍者、アルケミスト、サムライ、タイムトラベラー、ファントムシーフが加わります。どのキャラクターもほかのキャラクターと複雑に関わり合い、デザイナーはその場合をひとつずつ説明しています。`tricklab`では、その場合がそれぞれ裁定（`TT-xxx`）になり、一歩ずつたどれるシナリオファイルがついています。セルを順に実行してください。`show("TT-xxx")`は、裁定を示すシナリオを実行し、その裁定が適用された瞬間の説明を日本語で表示します。`show("TT-xxx", "en")`なら英語です。"""),
        ("code", from_english("tricktakers_expansion.ipynb", "from IPython.display",
                              ('lang="en"', 'lang="ja"'),
                              ("# run the first scenario demonstrating rid and explain each event that cites it",
                               "# ridを示す最初のシナリオを実行し、ridを挙げる出来事をそれぞれ説明します"),
                              ("    display(Markdown(f\"**{character_cards()[name]['title'][lang]}**: {",
                               "    colon = \"：\" if lang == \"ja\" else \": \"     # 日本語のコロン\n"
                               "    display(Markdown(f\"**{character_cards()[name]['title'][lang]}**{colon}{"))),
    ]
    cells += character_sections([(name, *EXPANSION_JA[name], rids) for name, _, _, rids in EXPANSION_SECTIONS])
    cells += [
        ("md", f"## {len(EXPANSION_SECTIONS) + 1}. 拡張のすべての裁定と、そのシナリオ"),
        ("code", from_english("tricktakers_expansion.ipynb", "exp = ",
                              ('{"ruling": rid, "title": cat.ruling(rid).title["en"], "interp"',
                               '{"裁定": rid, "題名": cat.ruling(rid).title["ja"], "解釈"'),
                              ('"scenarios"', '"シナリオ"'))),
        ("md", f"## {len(EXPANSION_SECTIONS) + 2}. 15人のキャラクターが全員そろう卓\n\nどのキャラクターも選べる、"
               "ボットどうしのゲームです（ダッシュボードの「" + UI["card_set"]["ja"] + "」メニューでも同じように、"
               "基本セット、15人全員、基本の5人から選べます）。"),
        ("code", from_english("tricktakers_expansion.ipynb", "from tricklab import new_match, play_out",
                              ('print(m.facts()["winners"], m.facts()["end_reason"])',
                               'display(m.explain(m.events[-1], "ja"))     # ゲームの終わり：誰が、なぜ勝ったか'),
                              ('"points"]]', '"points"]].rename(columns={\n'
                               '    "round": "ラウンド", "chars": "キャラクター", "tricks": "勝利数", "gold": "王冠", "black": "黒王冠",\n'
                               '    "points": "勝利点"})'))),
        ("md", "## 英語では"),
        ("code", 'card("time_traveler", "en")\nshow("TT-145", "en")'),
    ]
    return cells


NOTEBOOKS_JA["tricktakers_expansion.ipynb"] = (_expansion_cells_ja(), False)

# the other games' Japanese tutorials, written in a module of their own (same kind of entry)
from ja_game_tutorials import japanese_cells  # noqa: E402
NOTEBOOKS_JA.update({_n: (_c, False) for _n, _c in japanese_cells(from_english).items()})


# -- live tables and self-checks in every tutorial (issue 15) -----------------------------------
# (notebook, game, the lesson to open live, the scenario or lesson a self-check asks about)
TEACH = [
    ("01_what_is_a_trick.ipynb", "basic", "lessons/first_game.yaml", "scenarios/bt006_trump_wins.yaml"),
    ("robotrick_tutorial.ipynb", "robotrick", "lessons/first_game.yaml", "scenarios/rt011_worked_sequence.yaml"),
    ("triatri_tutorial.ipynb", "triatri", "lessons/first_game.yaml", "scenarios/ta019_official_example_1.yaml"),
    ("trickgear_tutorial.ipynb", "trickgear", "lessons/first_game.yaml", None),
    ("tricktakers_tutorial.ipynb", "tricktakers", "lessons/first_game.yaml",
     "scenarios/tt009_one_beats_ten_same_colour.yaml"),
    ("tricktakers_expansion.ipynb", "tricktakers", "lessons/expansion_characters.yaml",
     "lessons/expansion_characters.yaml"),
    ("tricktakers_kings_tutorial.ipynb", "tricktakers_kings", "lessons/first_game.yaml",
     "scenarios/kg020_kg025_used_king_counts_its_colour.yaml"),
    ("tricktakers_little_tutorial.ipynb", "tricktakers_little", "lessons/first_game.yaml", "lessons/first_game.yaml"),
]


#: the words of ``teach_cells`` in each language (``{game}``, ``{lesson}``, ``{quiz}``: the files)
TEACH_WORDS = {
    "en": {"live": """## Play it live

The guided first game of this tutorial's game, on a real table: the coach says what to do before
each of your moves, refuses a wrong one with the rule's reason, and explains what just happened.
(Set `lang="ja"` for Japanese. The file is `tricklab/games/{game}/{lesson}`.)""",
           "check": """## Self-check

The position of `tricklab/games/{game}/{quiz}`, live (step through it with the *""" + STEP_TAB["en"] + """* tab), then
a question about its first trick. The answer explains the winner with the rulings."""},
    "ja": {"live": """## 実際の卓で遊ぶ

このチュートリアルのゲームを、コーチつきの最初の1ゲームとして本物の卓で遊びます。コーチは毎手の前に何をすればよいかを伝え、間違った手はルールの理由を添えて断り、いま起きたことを説明します（英語にするには`lang="en"`にします。ファイルは`tricklab/games/{game}/{lesson}`です）。""",
           "check": """## 確認問題

`tricklab/games/{game}/{quiz}`の局面を、実際の卓で見ます（「""" + STEP_TAB["ja"] + """」タブで一歩ずつたどれます）。そのあと、最初のトリックについての問題が出ます。答えでは、勝者を裁定とともに説明します。"""},
}


def teach_cells(game: str, lesson: str, quiz: str | None, lang: str = "en") -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """A live guided game near the top, a live position and a self-check at the end, in ``lang``
    (the Japanese notebooks ask the table for Japanese)."""
    words, arg = TEACH_WORDS[lang], "" if lang == "en" else f', lang="{lang}"'
    live = [("md", words["live"].format(game=game, lesson=lesson)),
            ("code", f"""from tricklab.ui.tutorial import live_table, self_check
live_table("{game}", "{lesson}"{arg})""")]
    if quiz is None:
        return live, []
    end = [("md", words["check"].format(game=game, quiz=quiz)),
           ("code", f"""live_table("{game}", "{quiz}"{arg})"""),
           ("code", f"""self_check("{game}", "{quiz}"{arg})""")]
    return live, end


for _nb, _game, _lesson, _quiz in TEACH:
    _cells, _dash = NOTEBOOKS[_nb]
    _live, _end = teach_cells(_game, _lesson, _quiz)
    NOTEBOOKS[_nb] = (_cells[:1] + _live + _cells[1:] + _end, _dash)
    if _nb in NOTEBOOKS_JA:               # the Japanese twin gets them too, in Japanese
        _cells, _dash = NOTEBOOKS_JA[_nb]
        _live, _end = teach_cells(_game, _lesson, _quiz, "ja")
        NOTEBOOKS_JA[_nb] = (_cells[:1] + _live + _cells[1:] + _end, _dash)


for _name in GAMES:                       # every registered game gets its dashboard
    NOTEBOOKS[f"{_name}_dashboard.ipynb"] = (dashboard_cells(_name), True)


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name, (cells, dash) in NOTEBOOKS.items():
        nbformat.write(nb(cells, dash), OUT / name)
        print("wrote", OUT / name)
    (OUT / "ja").mkdir(exist_ok=True)
    for name, (cells, dash) in NOTEBOOKS_JA.items():
        nbformat.write(nb(cells, dash), OUT / "ja" / name)
        print("wrote", OUT / "ja" / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
