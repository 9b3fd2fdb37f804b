"""The Japanese twins of the game tutorials (Little, KINGs, RoboTrick, TriATri, TRicK GEAR) as
cell lists: ``notebooks/ja/<the English notebook's name>``, the same cells in the same order as
the English notebook, the prose in Japanese and every table, explanation and printed line asked
for in Japanese.

Why a module of its own: ``build_notebooks.py`` holds the English notebooks and the Japanese
ones of the general and Tricktakers tutorials; these are the same kind of entry (the cells
without the live table and self-check, which the TEACH loop adds in the notebook's language).
Taking them into the Japanese notebooks is one line there:
``NOTEBOOKS_JA.update({name: (cells, False) for name, cells in CELLS.items()})``."""
from __future__ import annotations

CELLS: dict[str, list[tuple[str, str]]] = {}


CELLS["tricktakers_little_tutorial.ipynb"] = [
    ("md", """# リトル・トリックテイカーズ　チュートリアル（暫定ルール）

リトル・トリックテイカーズ（2022年）は、基本ゲームをすでに知っている人のための、トリックテイカーズの派生作品です。基本ゲームとのちがいは次のとおりです。

* **キャラクターは10人**：キング、ギャンブラー、忍者、レジスタンス、サムライ、ハーミット、コレクター、バーサーカーに、新しい**ヒーラー**と**デビル**が加わります。
* 毎ラウンドに**オプション選択**があり、勝利点を払ってレア、白旗、アイテムのどれかを買えます。
* **第3ラウンドは1人2キャラクター**で、2人の能力を組み合わせて使います。
* **王冠はありません**。3ラウンドの勝利点を競い、得点表の「ゲームに勝つ」の欄は勝利ボーナスの点数になります。
* **リトルキング**は、後から出しても、同じ強さのカードに勝ちます。

リトルの公式ルールブックは見つからなかったため、オプションの価格、得点表、ヒーラーとデビルは**本ツールによる暫定的な再構成**です（`little_options.yaml`、［解釈］と表示した裁定）。説明にはすべて、もとになった裁定（`LT-xxx`）を添えています。"""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.tricktakers_little import GAME
from tricklab.games.tricktakers_little.data import data
from tricklab.ui.table import view_adapter
cat = GAME.catalogue
view = view_adapter("tricktakers_little")  # 手や局面を日本語の言葉にする
files = scenarios.packaged("tricktakers_little")
def ruling(rid, lang="ja"):
    print(cat.ruling(rid).render(lang))
def step_through(name, lang="ja", kinds=("trick_won", "round_scored")):
    res = scenarios.run([p for p in files if p.name.startswith(name)][0])
    print(res.scenario.title_in(lang))
    for ev in res.match.events:
        if ev.kind in kinds:
            display(res.match.explain(ev, lang))
    return res
def said(actions):
    \"\"\"手の一覧を、テーブルが読み上げる日本語で。\"\"\"
    return [view.said(a, "ja") for a in actions]
print(data()["title"]["ja"])
print(data()["notice"]["ja"])"""),
    ("md", """## 1. 準備

3〜5人で遊び、各プレイヤーは勝利点30点から始めます。使うのは基本ゲームのプレイングカード40枚、キング専用レア、バーサーカーデッキです。第1ラウンドでは、スタートプレイヤーから時計回りに、各プレイヤーがキャラクターを1人選びます。"""),
    ("code", """m = new_match("tricktakers_little", players=["Ann", "Bo", "Cy", "Di"], seed=3)
print("勝利点：", m.facts()["points"])
print("手番：", m.to_act(), said(m.legal_actions()))"""),
    ("code", """ruling("LT-071")
ruling("LT-019")"""),
    ("md", """## 2. オプションのショップ

キャラクターを選んだあと、同じ順番で、各プレイヤーは勝利点を払ってオプションを**1つだけ**買えます（価格は`little_options.yaml`のとおり）。オプションのレアと白旗は手札に加え（そのあと手札を1枚捨てます）、ラウンドが終わるとサプライに戻ります。アイテムは使うまで手元に残ります。"""),
    ("code", """import pandas as pd
pd.set_option("display.show_dimensions", False)   # 長い表の下に英語の行数・列数を出さない
pd.DataFrame([{"オプション": cat.term(k, "ja"), "価格": v["cost"], "1ラウンドの在庫": v.get("supply", "表向き3つ"),
               "効果": data()["texts"][k]["ja"]} for k, v in data()["options"].items()])"""),
    ("code", """for a in ["Ann pick collector", "Bo pick hermit", "Cy pick healer", "Di pick ninja"]:
    m.play(a)
print(view.header(m.state, "ja"), "手番：", m.to_act(), said(m.legal_actions())[:6])"""),
    ("code", """res = step_through("lt066_buy")
res.match.facts()["points"], [view.face(c, "ja").name for c in res.match.state.hands["Ann"]]"""),
    ("code", """res = step_through("bad_lt066_over")   # 勝利点30点では、レア（40点）は買えない
print("コード：", res.error.code, "／裁定：", res.error.ruling)
display(res.match.explain(res.error, "ja"))"""),
    ("md", """## 3. 第3ラウンド：1人2キャラクター

キャラクターはヘビ順に選びます。前のラウンドのキングが最初で、そのあとは勝利点の少ない順、2周目はその逆順です（LT-065）。2人のキャラクターの能力はどちらも有効で、どちらも得点します。紹介記事の例は、**レジスタンスの革命でギャンブラーの予想をかなえる**ものです。`Ann`はギャンブラー（2勝を予想）とレジスタンスです。1トリック勝ったあと、第4トリックで赤の2を出して革命を起こし、そのトリックにも勝ちます。これで2勝となり、予想が的中します。"""),
    ("code", """ruling("LT-065")
res = step_through("lt026_gambler")
res.match.facts()["points"]"""),
    ("code", """ruling("LT-026")
ruling("LT-069")   # デビルは組んだキャラクターの得点表をずらす"""),
    ("md", """## 4. リトルキング

キングのカードは、先に出された同じ強さのカードに勝ちます。キングが負けたいときでも勝ちます（LT-021、LT-022）。"""),
    ("code", """step_through("lt021_little_king")
step_through("lt022_little_king")
ruling("LT-021")"""),
    ("md", """## 5. すべての裁定にシナリオがある"""),
    ("code", """results = scenarios.run_many(files)
print(f"{len(results)}本中{sum(r.passed for r in results)}本のシナリオが合格")
by_ruling = {}
for p in files:
    for rid in scenarios.load(p).rulings:
        by_ruling.setdefault(rid, p)
pd.DataFrame([{"裁定": rid, "題名": cat.ruling(rid).title["ja"], "本ツールの解釈": "はい" if cat.ruling(rid).interp else "",
               "シナリオ": scenarios.load(p).title_in("ja")} for rid, p in sorted(by_ruling.items())])"""),
    ("md", """## 6. ボット同士の1ゲームと、勝利点レース"""),
    ("code", """from tricklab import play_out
from tricklab.games.tricktakers_little.bots import RuleBot
g = play_out(new_match("tricktakers_little", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=5), RuleBot())
print("勝者：", g.facts()["winners"], "勝利点：", g.facts()["points"])
# `g.history()` は記法のままのデータなので、履歴の各行をテーブルと同じ日本語の言葉にする
from tricklab.core.history import history_rows
rows = history_rows(g, text=lambda v: view.value_words(v, "ja"))
cols = ["step", "round", "trick", "seat", "action", "winner", "rulings"]
pd.DataFrame(rows)[cols].set_axis(["手順", "ラウンド", "トリック", "席", "行動", "勝者", "裁定"], axis=1).tail(10)"""),
    ("md", """## 7. 言語の切り替え

説明、裁定、シナリオの題名は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。ここまでの説明はすべて日本語で表示しました。"""),
    ("code", """step_through("lt026_gambler", "ja")
ruling("LT-026", "ja")"""),
]


CELLS["tricktakers_kings_tutorial.ipynb"] = [
    ("md", """# トリックテイカーズ KINGs：ドラフト、キング、ビッド、2人用ゲーム

各プレイヤーはキング1人とキャラクター4人のパーティーをドラフトし、5トリックのラウンドを3回遊びます。ビッドはキャラクターカードの裏面で行い、キングはゲーム中に1回だけ、同じ色のカードの上に置けます。ビッドの値とキングの数字は**暫定**です（`kings_data.yaml`）。下の説明にはすべて、もとになった裁定（`KG-xxx`）を添えています。裁定はすべてカタログにあり、その数を数えてみます。"""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.core.punctuation import LIST_SEP
from tricklab.games.tricktakers_kings import GAME
from tricklab.games.tricktakers_kings.bots import hint
from tricklab.games.tricktakers_kings.view import VIEW, pool_card
cat = GAME.catalogue
ids = sorted(cat.rulings)
print(f"裁定は{len(ids)}件（{ids[0]}〜{ids[-1]}）")

def said(action, lang="ja"):
    \"\"\"テーブルの一覧と同じ言い方の手：「Bo：赤のキングを選ぶ」。\"\"\"
    return VIEW.said(action, lang)

def explain(match, kind, lang="ja", last=1):
    \"\"\"種類が ``kind``（"trick_won"、"round_scored"、"game_over"）のイベントのうち、最後の ``last`` 件を言葉で。\"\"\"
    for ev in [e for e in match.events if e.kind == kind][-last:]:
        display(match.explain(ev, lang))

def bots_play(match):
    \"\"\"ゲームが終わるまで、全員がルールボットのヒントどおりに打つ。\"\"\"
    while not match.is_over():
        match.play(hint(match, match.to_act()[0]).action)
    return match"""),
    ("md", """## 1. 公開ドラフト（KG-034、KG-035）

5枚のキングとキャラクターカードは、表向きに並んでいます。キャラクターカードは、テーブルの表示と同じように、キャラクター名と裏面のビッドで呼びます（たとえば「ギャンブラー 1/40」は、1トリックで40点）。"""),
    ("code", """m = new_match("tricktakers_kings", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=1)
def pool(lang="ja", match=m):      # このドラフトの場（あとで m に別のゲームを入れても変わらない）
    return LIST_SEP[lang].join(pool_card(match.state, card, lang).label for card in match.facts()["pool"])
print(pool())
first = m.to_act()[0]
moves = m.legal_actions(first)
print(f"最初にドラフトするのは{first}：選択肢は{len(moves)}通り。たとえば")
for a in moves[:6]:
    print("  ", said(a))"""),
    ("md", """## 2. キング：キング同士なら後から出したキングが勝つ（KG-015）"""),
    ("code", """files = scenarios.packaged("tricktakers_kings")
duel = scenarios.run(next(p for p in files if p.name.startswith("kg015_later_king_wins")))
print(duel.scenario.title_in("ja"))
explain(duel.match, "trick_won")"""),
    ("md", """## 3. ルールボット同士の1ゲームと、得点の内訳

最後のラウンドの得点の内訳と、ゲームの勝者です。"""),
    ("code", """m = bots_play(new_match("tricktakers_kings", players=["Ann", "Bo", "Cy", "Di", "Eve"], seed=3))
explain(m, "round_scored")
explain(m, "game_over")"""),
    ("md", """## 4. 2人用ゲーム

2人で遊ぶときは、毎ラウンドにドラフトをやり直し、得点のしかたも変わります（トリック数の増加、使わなかったキング、デビルカラー）。合計点が同じときは、ゲーム終了の行に、だれがどの裁定で勝つかが書かれます。ルールそのものは、カタログから表示します。"""),
    ("code", """print(cat.ruling("KG-090").render("ja"))
m2 = bots_play(new_match("tricktakers_kings", players=["Ann", "Bo"], seed=3))
explain(m2, "round_scored")
explain(m2, "game_over")"""),
    ("md", """## 5. 言語の切り替え

ドラフトの一覧、手、シナリオの題名、説明、裁定は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。同じドラフト、キング同士の勝負、2人用ゲームの結果を、もう一度日本語で並べます。"""),
    ("code", """print(pool("ja"))
for a in moves[:6]:
    print("  ", said(a, "ja"))
print(duel.scenario.title_in("ja"))
explain(duel.match, "trick_won", "ja")
print(cat.ruling("KG-090").render("ja"))
explain(m2, "game_over", "ja")"""),
]


CELLS["robotrick_tutorial.ipynb"] = [
    ("md", """# ロボトリック　チュートリアル

ロボトリック（作：ドミッチ）は、**3人のプレイヤーとロボット1台**で遊ぶトリックテイキングゲームです。ロボットの手札は4人目として表向きに配られ、**プログラムカード**に従って機械的に出されます。トリックに勝ってロボットのカードを獲得すると得点になりますが、1ラウンドにプラスになるのは最初に獲得した3枚だけです。ロボットがトリックに勝つと、全員が自分の出したカードの点数を失います。

このチュートリアルでは、ルールを1セルずつたどり、そのあと`tricklab`に付属のシナリオファイルでルールの例外を再生します。説明にはすべて、もとになった裁定（`RT-xxx`）を添えています。"""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.robotrick import GAME
from tricklab.ui.table import view_adapter
cat = GAME.catalogue
view = view_adapter("robotrick")           # カードや手を日本語の言葉にする
def ruling(rid, lang="ja"):
    print(cat.ruling(rid).render(lang))"""),
    ("md", """## 1. 席、カード、切り札"""),
    ("code", """for rid in ["RT-001", "RT-002", "RT-003", "RT-004", "RT-005"]:
    ruling(rid)"""),
    ("code", """m = new_match("robotrick", seed=11, setup={"dealer": "Aki"})
m.display("ja")"""),
    ("md", """## 2. プログラムカードがロボットを動かす"""),
    ("code", """from tricklab.games.robotrick.programs import PROGRAMS
import pandas as pd
def line(l):
    \"\"\"プログラムの1行（と代替）を日本語で。\"\"\"
    return cat.term(l.behaviour, "ja") + (f"（代替：{cat.term(l.fallback, 'ja')}）" if l.fallback else "")
pd.DataFrame([{"番号": p.id, "名前": p.name["ja"], "リード": line(p.lead),
               "フォロー": line(p.follow), "アンフォロー": line(p.unfollow)}
              for p in PROGRAMS.values()])"""),
    ("md", """## 3. カード渡し：2枚を左隣へ、ロボットは飛ばす"""),
    ("code", """ruling("RT-007"); ruling("RT-008")
for seat in m.to_act():
    hand = sorted(m.state.hands[seat], key=lambda c: -c.rank)
    m.play(f"{seat} pass {hand[0]} {hand[1]}")
{seat: [view.face(c, "ja").name for c in cards] for seat, cards in m.state.passed.items()}"""),
    ("md", """## 4. ロボットが第1トリックをリードし、選んだ理由を説明する"""),
    ("code", """robot_play = [e for e in m.events if e.kind == "auto"][0]
m.explain(robot_play, "ja")"""),
    ("md", """## 5. シナリオファイルで例外を再生する

シナリオファイルは、局面を用意し、手を打ち、何が起こるべきかを書いたものです。1つ実行して、そのイベントを順にたどってみましょう。"""),
    ("code", """files = scenarios.packaged("robotrick")
pd.DataFrame([{"ファイル": p.name, "題名": scenarios.load(p).title_in("ja"), "裁定": " ".join(scenarios.load(p).rulings)} for p in files])"""),
    ("code", """res = scenarios.run([p for p in files if p.name.startswith("rt011")][0])
print(res.scenario.title_in("ja"))
for ev in res.match.events:
    if ev.kind in ("trick_won", "score"):
        display(res.match.explain(ev, "ja"))"""),
    ("md", """### すべてのシナリオと、それぞれが示す裁定

上の表のどのファイルでも、同じようにイベントをたどれます。ダッシュボードの「シナリオ」メニューで読み込めば、その局面から続きを遊ぶこともできます。"""),
    ("code", """results = scenarios.run_many(files)
pd.DataFrame([{"ファイル": r.scenario.path.split("/")[-1], "合格": "はい" if r.passed else "いいえ"} for r in results]).value_counts("合格").to_frame("シナリオ数")"""),
    ("md", """## 6. 得点：格納庫は3つ"""),
    ("code", """for rid in ["RT-016", "RT-017", "RT-019"]:
    ruling(rid)
from tricklab.games.robotrick.scoring import round_score
from tricklab.core.cards import parse_cards
round_score(parse_cards("4C 9D QS AH"), parse_cards("7S"))   # ルールの例：+1点"""),
    ("md", """## 7. 言語の切り替え

裁定、説明、シナリオの題名は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。ここでは、ロボットの最初のリード、ロボットが勝ったときの失点、格納庫の裁定を日本語で表示します。"""),
    ("code", """for rid in ["RT-009", "RT-013", "RT-016"]:
    ruling(rid, "ja")"""),
]


CELLS["triatri_tutorial.ipynb"] = [
    ("md", """# トリアトリ　チュートリアル

トリアトリは、2〜4人で遊ぶマストフォローのトリックテイキングゲームです。カードの強さは、数字そのままとは**限りません**。直前に出されたカードの属性に有利な属性のカードは値が**2倍**になり（2は4倍）、**偽カード**は場で最も強いカードと入れ替わります。トリックに勝つと**宝石**がもらえ、全色の宝石を2つずつ集めた人はその場で勝ちます。

このチュートリアルでは、ルールを1セルずつたどり、そのあと`tricklab`に付属のシナリオファイルで例外を1つずつたどります。説明にはすべて、もとになった裁定（`TA-xxx`）を添えています。"""),
    ("code", """from tricklab import new_match, scenarios
from tricklab.games.triatri import GAME
from tricklab.ui.table import view_adapter
cat = GAME.catalogue
view = view_adapter("triatri")             # カードを日本語の言葉にする
def ruling(rid, lang="ja"):
    print(cat.ruling(rid).render(lang))"""),
    ("md", """## 1. 人数ごとのカード

火🔥・水💧・木🌳の数字2〜8と、灰色の偽カード🎭があります。使う枚数は人数によって変わります。"""),
    ("code", """from tricklab.games.triatri.cards import deck
from IPython.display import HTML
from tricklab.core.display import cards_html
for n in (2, 3, 4):
    display(HTML(f"<b>{n}人</b>（{len(deck(n))}枚）：" + cards_html(deck(n), lambda c: view.face(c, "ja").name)))"""),
    ("code", """ruling("TA-002")"""),
    ("md", """## 2. スタートプレイヤー：印刷された数字を秘密に出し合う"""),
    ("code", """for rid in ["TA-004", "TA-005", "TA-008"]:
    ruling(rid)"""),
    ("code", """m = new_match("triatri", seed=5)
for seat in m.to_act():
    m.play(m.legal_actions(seat)[0])
m.explain([e for e in m.events if e.code in ("START_PLAYER", "START_REDO")][-1], "ja")"""),
    ("md", """## 3. リードする人が宝石を宣言し、その属性がトリックのスートになる"""),
    ("code", """ruling("TA-012"); ruling("TA-014")"""),
    ("md", """## 4. 倍増：水は火に、木は水に、火は木に有利

**直前に出された**カードの属性に有利な属性のカードは、値が2倍になります（2なら8）。値は出した時点で決まり、あとから変わりません。"""),
    ("code", """for rid in ["TA-015", "TA-016", "TA-017", "TA-018"]:
    ruling(rid)"""),
    ("md", """## 5. シナリオファイルで例外を再生する"""),
    ("code", """import pandas as pd
pd.set_option("display.show_dimensions", False)   # 長い表の下に英語の行数・列数を出さない
files = scenarios.packaged("triatri")
pd.DataFrame([{"ファイル": p.name, "題名": scenarios.load(p).title_in("ja")} for p in files])"""),
    ("code", """def step_through(name, lang="ja"):
    res = scenarios.run([p for p in files if p.name.startswith(name)][0])
    print(res.scenario.title_in(lang))
    for ev in res.match.events:
        if ev.kind in ("play", "trick_won"):
            display(res.match.explain(ev, lang))

step_through("ta016")      # 直前の属性に有利な2は8になる"""),
    ("code", """step_through("ta025")      # 偽カードは最も強いカードと入れ替わる"""),
    ("code", """step_through("ta022")      # 同じ値なら有利な属性が勝つ"""),
    ("md", """## 6. 宝石、得点計算、特殊勝利"""),
    ("code", """for rid in ["TA-031", "TA-033", "TA-037"]:
    ruling(rid)
step_through("ta033")"""),
    ("md", """## 7. 言語の切り替え

裁定、説明、シナリオの題名は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。ここでは、2が8になる例をもう一度日本語で表示します。"""),
    ("code", """step_through("ta016", "ja")"""),
]


CELLS["trickgear_tutorial.ipynb"] = [
    ("md", """# トリックギア　チュートリアル：バトルの1ラウンドを一歩ずつ

トリックギアは、トランプで遊ぶキャラクターバトルです。プレイヤーはそれぞれ自分の山札を持ち、キャラクターをドラフトします。各**ラウンド**では、バトルキャラクターがそれぞれ**場札**を1枚出し、**場札の数**がいちばん大きいキャラクターが勝ちます。負けたキャラクターはみな、**レート**と同じダメージを受けます。このノートブックでは、ルールの例（仕様の第7節）のラウンドをシナリオファイル`worked_round.yaml`から再生し、各イベントを裁定（`TG-xxx`）つきで説明します。

キャラクターは**本ツール独自のスターターキャラクター**です（［解釈］）。作者のキャラクターカードは公開されていません。"""),
    ("code", """from IPython.display import HTML
from tricklab import scenarios
from tricklab.core.punctuation import LIST_SEP
from tricklab.games.trickgear import GAME
from tricklab.ui.table import view_adapter
cat, view = GAME.catalogue, view_adapter("trickgear")
path = next(p for p in scenarios.packaged("trickgear") if p.name == "worked_round.yaml")
sc = scenarios.load(path)
res = scenarios.run(sc)
m = res.match
print("合格" if res.passed else "不合格", sc.title_in("ja"))
start = m.at(0)          # シナリオファイルの準備（チームと手札）から始まる局面
for seat in m.players:
    team = LIST_SEP["ja"].join(start.chars.get(cid).name["ja"] for cid in sc.setup["teams"][seat])
    hand = LIST_SEP["ja"].join(view.face(c, "ja").name for c in view.hand(start, seat))
    print(f"{seat}　チーム：{team}　手札：{hand}")

def ruling(rid, lang="ja"):
    print(cat.ruling(rid).render(lang))

def show(first, last=None, lang="ja"):
    \"\"\"first番目からlast番目まで（両端を含む）の手と、それが起こしたイベントを説明つきで。\"\"\"
    for k in range(first, (last if last is not None else first) + 1):
        print(f"▶ {view.said(m.actions[k], lang)}")       # テーブルと同じ言い方の手
        for ev in m.events_of(k):
            display(m.explain(ev, lang))

def table_after(k, lang="ja"):
    \"\"\"k手を打ったあとの卓（先生モード：両者の手札を表向き）。\"\"\"
    display(HTML(GAME.state_html(m.at(k), None, lang)))"""),
    ("md", """## 1. セットフェイズ

`Alice`（ブレイド：ライフ6、手札5枚、キャラクターカードに印刷された札は♠J）と`Bob`（ボルト：ライフ6、手札5枚、印刷された札は♦9）は、手札を1枚ずつ**伏せて**置きます。2人とも置き終わるまで相手のカードは見えず、そろったら同時に表にします（TG-009）。9と7は違う数なのでクラッシュは起こらず、アクションフェイズに進みます。"""),
    ("code", """show(0, 1)"""),
    ("code", """table_after(2)"""),
    ("md", """## 2. アクションフェイズ

場札の数が**いちばん小さい**キャラクターが先に行動します（TG-018）。つまり`Bob`です。`Bob`は♣Qで**レイズ**し、レートは2に、自分の場札の数は8になります（TG-021）。`Alice`は**オーバードライブ**を使い、コストの♠♠を♠4と♠8で支払います（スートの記号1つにつき1枚、TG-023）。オーバードライブはチャージ2枚なので、9＋2＝11です（TG-029）。`Bob`は**ショートサーキット**（♦、♦3で支払う）で`Alice`に応じ、`Alice`のチャージが1枚減って10になります（TG-030）。"""),
    ("code", """show(2, 4)"""),
    ("code", """table_after(5)"""),
    ("md", """## 3. パスでアクションフェイズが終わり、ダメージフェイズへ

`Alice`も`Bob`もパスしました。最後のスキルかレイズのあと、いる全員がパスしたので、アクションフェイズは終わります（TG-019）。同じ数はないのでクラッシュはなく（TG-034）、`Alice`の10が`Bob`の8に勝ちます。`Bob`はレートと同じ2ダメージを受け、ライフのカード2枚が捨て札に移ります（TG-035、TG-036）。"""),
    ("code", """show(5, 6)"""),
    ("code", """table_after(7)"""),
    ("md", """## 4. クリンナップフェイズ

♣Qは、**`Bob`自身の**捨て札に戻ります（山札はそれぞれ持ち主のもの、TG-001）。場札、`Alice`の残りのチャージ、両者のコストのカードを捨て（TG-045、TG-061）、2人とも手札を5枚まで引きます。"""),
    ("code", """show(7, 8)
print("ライフ：", m.facts()["life"], "手札：", m.facts()["hand_sizes"])"""),
    ("md", """## 5. このラウンドの裁定"""),
    ("code", """for rid in sc.rulings:
    ruling(rid)"""),
    ("md", """## 6. 自分でラウンドを遊ぶ

同じ局面をテーブルで遊びます。両方の席をあなたが操作します（ホットシートと先生モードなので、両者の手札が表向きに並び、手番が替わるときに画面が隠れることもありません）。`Alice`の♠9、`Bob`の♦7をクリックし、次に♣Qをクリックします（絵札を出すとレイズになります）。スキルはボタンで使います。「ステップ解説」タブで各イベントの説明を読めます。"""),
    ("code", """from tricklab.ui import Table
Table("trickgear", seed=7, players=["Alice", "Bob"], setup=sc.setup, hotseat=True, teacher=True, lang="ja")"""),
]
