"""The Japanese twins of the game tutorials (Little, KINGs, RoboTrick, TriATri, TRicK GEAR) as
cell lists: ``notebooks/ja/<the English notebook's name>``, the same cells in the same order as
the English notebook, the prose in Japanese and every table, explanation and printed line asked
for in Japanese. A code cell that is the English one with changes is written as
``from_english(nb, start, *(old, new))``, so its code stands once (in ``build_notebooks.py``)
and the build stops when the English cell no longer says what is changed; a cell written out
here is one the Japanese rewrites, or a one-line cell.

Why a module of its own: ``build_notebooks.py`` holds the English notebooks and the Japanese
ones of the general and Tricktakers tutorials; these are the same kind of entry (the cells
without the live table and self-check, which the TEACH loop adds in the notebook's language).
Taking them in is one line there, which hands in its ``from_english`` (an argument, not an
import: run as a script, ``build_notebooks`` is ``__main__``)."""
from __future__ import annotations

from collections.abc import Callable


def japanese_cells(from_english: Callable[..., str]) -> dict[str, list[tuple[str, str]]]:
    """Each notebook's cells; ``from_english`` is ``build_notebooks.from_english``."""
    CELLS: dict[str, list[tuple[str, str]]] = {}

    nb = "tricktakers_little_tutorial.ipynb"
    CELLS[nb] = [
        ("md", """# リトル・トリックテイカーズ　チュートリアル（暫定ルール）

リトル・トリックテイカーズ（2022年）は、基本ゲームをすでに知っている人のための、トリックテイカーズの派生作品です。基本ゲームとのちがいは次のとおりです。

* **キャラクターは10人**：キング、ギャンブラー、忍者、レジスタンス、サムライ、ハーミット、コレクター、バーサーカーに、新しい**ヒーラー**と**デビル**が加わります。
* 毎ラウンドに**オプション選択**があり、勝利点を払ってレア、白旗、アイテムのどれかを買えます。
* **第3ラウンドは1人2キャラクター**で、2人の能力を組み合わせて使います。
* **王冠はありません**。3ラウンドの勝利点を競い、得点表の「ゲームに勝つ」の欄は勝利ボーナスの点数になります。
* **リトルキング**は、後から出しても、同じ強さのカードに勝ちます。

リトルの公式ルールブックは見つからなかったため、オプションの価格、得点表、ヒーラーとデビルは**本ツールによる暫定的な再構成**です（`little_options.yaml`、［解釈］と表示した裁定）。説明にはすべて、もとになった裁定（`LT-xxx`）を添えています。"""),
        ("code", from_english(nb, "from tricklab import new_match, scenarios",
                              ("import data\n", "import data\nfrom tricklab.ui.table import view_adapter\n"),
                              ("cat = GAME.catalogue\n",
                               'cat = GAME.catalogue\nview = view_adapter("tricktakers_little")  # 手や局面を日本語の言葉にする\n'),
                              ('lang="en"', 'lang="ja"'),
                              ('print(data()["title"]["en"], "/", data()["title"]["ja"])\nprint(data()["notice"]["en"])',
                               'def said(actions):\n    """手の一覧を、テーブルが読み上げる日本語で。"""\n    return [view.said(a, "ja") for a in actions]\n'
                               'print(data()["title"]["ja"])\nprint(data()["notice"]["ja"])'))),
        ("md", """## 1. 準備

3〜5人で遊び、各プレイヤーは勝利点30点から始めます。使うのは基本ゲームのプレイングカード40枚、キング専用レア、バーサーカーデッキです。第1ラウンドでは、スタートプレイヤーから時計回りに、各プレイヤーがキャラクターを1人選びます。"""),
        ("code", from_english(nb, "m = new_match(",
                              ('print(m.facts()["points"])', 'print("勝利点：", m.facts()["points"])'),
                              ("print(m.to_act(), [str(a) for a in m.legal_actions()])", 'print("手番：", m.to_act(), said(m.legal_actions()))'))),
        ("code", from_english(nb, 'ruling("LT-071")')),
        ("md", """## 2. オプションのショップ

キャラクターを選んだあと、同じ順番で、各プレイヤーは勝利点を払ってオプションを**1つだけ**買えます（価格は`little_options.yaml`のとおり）。オプションのレアと白旗は手札に加え（そのあと手札を1枚捨てます）、ラウンドが終わるとサプライに戻ります。アイテムは使うまで手元に残ります。"""),
        ("code", """import pandas as pd
pd.set_option("display.show_dimensions", False)   # 長い表の下に英語の行数・列数を出さない
pd.DataFrame([{"オプション": cat.term(k, "ja"), "価格": v["cost"], "1ラウンドの在庫": v.get("supply", "表向き3つ"),
               "効果": data()["texts"][k]["ja"]} for k, v in data()["options"].items()])"""),
        ("code", from_english(nb, 'for a in ["Ann pick',
                              ('print(m.facts()["phase"], m.to_act(), [str(a) for a in m.legal_actions()][:6])',
                               'print(view.header(m.state, "ja"), "手番：", m.to_act(), said(m.legal_actions())[:6])'))),
        ("code", from_english(nb, 'res = step_through("lt066_buy")',
                              ('res.match.facts()["hands"]["Ann"]', '[view.face(c, "ja").name for c in res.match.state.hands["Ann"]]'))),
        ("code", from_english(nb, 'res = step_through("bad_lt066_over")',
                              ("# a Rare (40) with 30 points is refused", "# 勝利点30点では、レア（40点）は買えない"),
                              ("print(res.error.code, res.error.ruling)", 'print("コード：", res.error.code, "／裁定：", res.error.ruling)'),
                              ("explain(res.error)", 'explain(res.error, "ja")'))),
        ("md", """## 3. 第3ラウンド：1人2キャラクター

キャラクターはヘビ順に選びます。前のラウンドのキングが最初で、そのあとは勝利点の少ない順、2周目はその逆順です（LT-065）。2人のキャラクターの能力はどちらも有効で、どちらも得点します。紹介記事の例は、**レジスタンスの革命でギャンブラーの予想をかなえる**ものです。`Ann`はギャンブラー（2勝を予想）とレジスタンスです。1トリック勝ったあと、第4トリックで赤の2を出して革命を起こし、そのトリックにも勝ちます。これで2勝となり、予想が的中します。"""),
        ("code", from_english(nb, 'ruling("LT-065")')),
        ("code", from_english(nb, 'ruling("LT-026")',
                              ("# the Devil shifts its partner's table", "# デビルは組んだキャラクターの得点表をずらす"))),
        ("md", """## 4. リトルキング

キングのカードは、先に出された同じ強さのカードに勝ちます。キングが負けたいときでも勝ちます（LT-021、LT-022）。"""),
        ("code", from_english(nb, 'step_through("lt021_little_king")')),
        ("md", """## 5. すべての裁定にシナリオがある"""),
        ("code", from_english(nb, "results = scenarios.run_many(files)",
                              ('print(sum(r.passed for r in results), "of", len(results), "scenarios pass")',
                               'print(f"{len(results)}本中{sum(r.passed for r in results)}本のシナリオが合格")'),
                              ("by_ruling.setdefault(rid, p.name)", "by_ruling.setdefault(rid, p)"),
                              ('{"ruling": rid, "title": cat.ruling(rid).title["en"], "ours": cat.ruling(rid).interp,\n'
                               '               "scenario": f} for rid, f in',
                               '{"裁定": rid, "題名": cat.ruling(rid).title["ja"], "本ツールの解釈": "はい" if cat.ruling(rid).interp else "",\n'
                               '               "シナリオ": scenarios.load(p).title_in("ja")} for rid, p in'))),
        ("md", """## 6. ボット同士の1ゲームと、勝利点レース"""),
        ("code", from_english(nb, "from tricklab import play_out",
                              ('print(g.facts()["winners"], g.facts()["points"])',
                               'print("勝者：", g.facts()["winners"], "勝利点：", g.facts()["points"])'),
                              ("g.history().tail(10)",
                               "# 履歴タブと同じ見出しの表に、行動を記法でなくテーブルと同じ日本語の言葉で\n"
                               "from tricklab.core.history import history_frame\n"
                               'h = history_frame(g, text=lambda v: view.value_words(v, "ja"), lang="ja")\n'
                               'h[["手順", "ラウンド", "トリック", "席", "行動", "勝者", "裁定"]].tail(10)'))),
        ("md", """## 7. 言語の切り替え

説明、裁定、シナリオの題名は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。ここまでの説明はすべて日本語で表示しました。"""),
        ("code", from_english(nb, 'step_through("lt026_gambler", "ja")')),
    ]

    nb = "tricktakers_kings_tutorial.ipynb"
    CELLS[nb] = [
        ("md", """# トリックテイカーズ KINGs：ドラフト、キング、ビッド、2人用ゲーム

各プレイヤーはキング1人とキャラクター4人のパーティーをドラフトし、5トリックのラウンドを3回遊びます。ビッドはキャラクターカードの裏面で行い、キングはゲーム中に1回だけ、同じ色のカードの上に置けます。ビッドの値とキングの数字は**暫定**です（`kings_data.yaml`）。下の説明にはすべて、もとになった裁定（`KG-xxx`）を添えています。裁定はすべてカタログにあり、その数を数えてみます。"""),
        ("code", from_english(nb, "from tricklab import new_match, scenarios",
                              ('print(f"{len(ids)} rulings, numbered {ids[0]} … {ids[-1]}")', 'print(f"裁定は{len(ids)}件（{ids[0]}〜{ids[-1]}）")'),
                              ('lang="en"', 'lang="ja"'),
                              ('A move as the table lists it: "Bo: pick red King" / 「Bo：赤のキングを選ぶ」.',
                               "テーブルの一覧と同じ言い方の手：「Bo：赤のキングを選ぶ」。"),
                              ('The last ``last`` events of ``kind`` ("trick_won", "round_scored", "game_over") in words.',
                               '種類が ``kind``（"trick_won"、"round_scored"、"game_over"）のイベントのうち、最後の ``last`` 件を言葉で。'),
                              ("Every seat plays the rule bot's hint until the game is over.",
                               "ゲームが終わるまで、全員がルールボットのヒントどおりに打つ。"))),
        ("md", """## 1. 公開ドラフト（KG-034、KG-035）

5枚のキングとキャラクターカードは、表向きに並んでいます。キャラクターカードは、テーブルの表示と同じように、キャラクター名と裏面のビッドで呼びます（たとえば「ギャンブラー 1/40」は、1トリックで40点）。"""),
        ("code", from_english(nb, "m = new_match(",
                              ('lang="en", match=m):       # this draft\'s match, even after m is reused below',
                               'lang="ja", match=m):      # このドラフトの場（あとで m に別のゲームを入れても変わらない）'),
                              (".label\n                               for card", ".label for card"),
                              ('print(f"{first} drafts first: {len(moves)} choices, such as")',
                               'print(f"最初にドラフトするのは{first}：選択肢は{len(moves)}通り。たとえば")'))),
        ("md", """## 2. キング：キング同士なら後から出したキングが勝つ（KG-015）"""),
        ("code", from_english(nb, "files = scenarios.packaged", ('title_in("en")', 'title_in("ja")'))),
        ("md", """## 3. ルールボット同士の1ゲームと、得点の内訳

最後のラウンドの得点の内訳と、ゲームの勝者です。"""),
        ("code", from_english(nb, "m = bots_play(")),
        ("md", """## 4. 2人用ゲーム

2人で遊ぶときは、毎ラウンドにドラフトをやり直し、得点のしかたも変わります（トリック数の増加、使わなかったキング、デビルカラー）。合計点が同じときは、ゲーム終了の行に、だれがどの裁定で勝つかが書かれます。ルールそのものは、カタログから表示します。"""),
        ("code", from_english(nb, 'print(cat.ruling("KG-090")', ('render("en")', 'render("ja")'))),
        ("md", """## 5. 言語の切り替え

ドラフトの一覧、手、シナリオの題名、説明、裁定は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。同じドラフト、キング同士の勝負、2人用ゲームの結果を、もう一度日本語で並べます。"""),
        ("code", from_english(nb, 'print(pool("ja"))')),
    ]

    nb = "robotrick_tutorial.ipynb"
    CELLS[nb] = [
        ("md", """# ロボトリック　チュートリアル

ロボトリック（作：ドミッチ）は、**3人のプレイヤーとロボット1台**で遊ぶトリックテイキングゲームです。ロボットの手札は4人目として表向きに配られ、**プログラムカード**に従って機械的に出されます。トリックに勝ってロボットのカードを獲得すると得点になりますが、1ラウンドにプラスになるのは最初に獲得した3枚だけです。ロボットがトリックに勝つと、全員が自分の出したカードの点数を失います。

このチュートリアルでは、ルールを1セルずつたどり、そのあと`tricklab`に付属のシナリオファイルでルールの例外を再生します。説明にはすべて、もとになった裁定（`RT-xxx`）を添えています。"""),
        ("code", from_english(nb, "from tricklab import new_match, scenarios",
                              ("import GAME\n", "import GAME\nfrom tricklab.ui.table import view_adapter\n"),
                              ("cat = GAME.catalogue\n", 'cat = GAME.catalogue\nview = view_adapter("robotrick")           # カードや手を日本語の言葉にする\n'),
                              ('lang="en"', 'lang="ja"'))),
        ("md", """## 1. 席、カード、切り札"""),
        ("code", from_english(nb, 'for rid in ["RT-001"')),
        ("code", from_english(nb, "m = new_match(", ("\nm.state", '\nm.display("ja")'))),
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
        ("code", from_english(nb, 'ruling("RT-007")',
                              ('m.facts()["passed"]', '{seat: [view.face(c, "ja").name for c in cards] for seat, cards in m.state.passed.items()}'))),
        ("md", """## 4. ロボットが第1トリックをリードし、選んだ理由を説明する"""),
        ("code", from_english(nb, "robot_play = ", ("m.explain(robot_play)", 'm.explain(robot_play, "ja")'))),
        ("md", """## 5. シナリオファイルで例外を再生する

シナリオファイルは、局面を用意し、手を打ち、何が起こるべきかを書いたものです。1つ実行して、そのイベントを順にたどってみましょう。"""),
        ("code", from_english(nb, "files = scenarios.packaged",
                              ('"file"', '"ファイル"'), ('"title": scenarios.load(p).title,', '"題名": scenarios.load(p).title_in("ja"),'),
                              ('"rulings"', '"裁定"'))),
        ("code", from_english(nb, "res = scenarios.run(", ('title_in("en")', 'title_in("ja")'), ("explain(ev)", 'explain(ev, "ja")'))),
        ("md", """### すべてのシナリオと、それぞれが示す裁定

上の表のどのファイルでも、同じようにイベントをたどれます。ダッシュボードの「シナリオ」メニューで読み込めば、その局面から続きを遊ぶこともできます。"""),
        ("code", from_english(nb, "results = scenarios.run_many",
                              ('"file"', '"ファイル"'), ('"passed": r.passed', '"合格": "はい" if r.passed else "いいえ"'),
                              ('.value_counts("passed")', '.value_counts("合格").to_frame("シナリオ数")'))),
        ("md", """## 6. 得点：格納庫は3つ"""),
        ("code", from_english(nb, 'for rid in ["RT-016"', ("# the spec's example: +1", "# ルールの例：+1点"))),
        ("md", """## 7. 言語の切り替え

裁定、説明、シナリオの題名は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。ここでは、ロボットの最初のリード、ロボットが勝ったときの失点、格納庫の裁定を日本語で表示します。"""),
        ("code", from_english(nb, 'for rid in ["RT-009"')),
    ]

    nb = "triatri_tutorial.ipynb"
    CELLS[nb] = [
        ("md", """# トリアトリ　チュートリアル

トリアトリは、2〜4人で遊ぶマストフォローのトリックテイキングゲームです。カードの強さは、数字そのままとは**限りません**。直前に出されたカードの属性に有利な属性のカードは値が**2倍**になり（2は4倍）、**偽カード**は場で最も強いカードと入れ替わります。トリックに勝つと**宝石**がもらえ、全色の宝石を2つずつ集めた人はその場で勝ちます。

このチュートリアルでは、ルールを1セルずつたどり、そのあと`tricklab`に付属のシナリオファイルで例外を1つずつたどります。説明にはすべて、もとになった裁定（`TA-xxx`）を添えています。"""),
        ("code", from_english(nb, "from tricklab import new_match, scenarios",
                              ("import GAME\n", "import GAME\nfrom tricklab.ui.table import view_adapter\n"),
                              ("cat = GAME.catalogue\n", 'cat = GAME.catalogue\nview = view_adapter("triatri")             # カードを日本語の言葉にする\n'),
                              ('lang="en"', 'lang="ja"'))),
        ("md", """## 1. 人数ごとのカード

火🔥・水💧・木🌳の数字2〜8と、灰色の偽カード🎭があります。使う枚数は人数によって変わります。"""),
        ("code", from_english(nb, "from tricklab.games.triatri.cards import deck",
                              ('f"<b>{n} players</b> ({len(deck(n))} cards): " + cards_html(deck(n))',
                               'f"<b>{n}人</b>（{len(deck(n))}枚）：" + cards_html(deck(n), lambda c: view.face(c, "ja").name)'))),
        ("code", """ruling("TA-002")"""),
        ("md", """## 2. スタートプレイヤー：印刷された数字を秘密に出し合う"""),
        ("code", from_english(nb, 'for rid in ["TA-004"')),
        ("code", from_english(nb, "m = new_match(", ("[-1])", '[-1], "ja")'))),
        ("md", """## 3. リードする人が宝石を宣言し、その属性がトリックのスートになる"""),
        ("code", """ruling("TA-012"); ruling("TA-014")"""),
        ("md", """## 4. 倍増：水は火に、木は水に、火は木に有利

**直前に出された**カードの属性に有利な属性のカードは、値が2倍になります（2なら8）。値は出した時点で決まり、あとから変わりません。"""),
        ("code", from_english(nb, 'for rid in ["TA-015"')),
        ("md", """## 5. シナリオファイルで例外を再生する"""),
        ("code", from_english(nb, "import pandas as pd",
                              ("import pandas as pd\n",
                               'import pandas as pd\npd.set_option("display.show_dimensions", False)   # 長い表の下に英語の行数・列数を出さない\n'),
                              ('"file"', '"ファイル"'), ('"title": scenarios.load(p).title}', '"題名": scenarios.load(p).title_in("ja")}'))),
        ("code", from_english(nb, "def step_through(",
                              ('lang="en"', 'lang="ja"'), ("# a 2 that beats the previous element is worth 8", "# 直前の属性に有利な2は8になる"))),
        ("code", """step_through("ta025")      # 偽カードは最も強いカードと入れ替わる"""),
        ("code", """step_through("ta022")      # 同じ値なら有利な属性が勝つ"""),
        ("md", """## 6. 宝石、得点計算、特殊勝利"""),
        ("code", from_english(nb, 'for rid in ["TA-031"')),
        ("md", """## 7. 言語の切り替え

裁定、説明、シナリオの題名は、どれも`lang`で言語を選べます。`"ja"`なら日本語、`"en"`なら英語です。ここでは、2が8になる例をもう一度日本語で表示します。"""),
        ("code", """step_through("ta016", "ja")"""),
    ]

    nb = "trickgear_tutorial.ipynb"
    CELLS[nb] = [
        ("md", """# トリックギア　チュートリアル：バトルの1ラウンドを一歩ずつ

トリックギアは、トランプで遊ぶキャラクターバトルです。プレイヤーはそれぞれ自分の山札を持ち、キャラクターをドラフトします。各**ラウンド**では、バトルキャラクターがそれぞれ**場札**を1枚出し、**場札の数**がいちばん大きいキャラクターが勝ちます。負けたキャラクターはみな、**レート**と同じダメージを受けます。このノートブックでは、ルールの例（仕様の第7節）のラウンドをシナリオファイル`worked_round.yaml`から再生し、各イベントを裁定（`TG-xxx`）つきで説明します。

キャラクターは**本ツール独自のスターターキャラクター**です（［解釈］）。作者のキャラクターカードは公開されていません。"""),
        ("code", from_english(nb, "from tricklab import scenarios",
                              ("from tricklab import scenarios\n",
                               "from IPython.display import HTML\nfrom tricklab import scenarios\nfrom tricklab.core.punctuation import LIST_SEP\n"),
                              ('print("PASS" if res.passed else "FAIL", sc.title_in("en"), "/", sc.title_in("ja"))\n'
                               "print(sc.setup)          # the scenario file's setup, in its notation",
                               'print("合格" if res.passed else "不合格", sc.title_in("ja"))\n'
                               "start = m.at(0)          # シナリオファイルの準備（チームと手札）から始まる局面\n"
                               "for seat in m.players:\n"
                               '    team = LIST_SEP["ja"].join(start.chars.get(cid).name["ja"] for cid in sc.setup["teams"][seat])\n'
                               '    hand = LIST_SEP["ja"].join(view.face(c, "ja").name for c in view.hand(start, seat))\n'
                               '    print(f"{seat}　チーム：{team}　手札：{hand}")'),
                              ('lang="en"', 'lang="ja"'),
                              ("The actions first..last (inclusive) and every event they caused, explained.",
                               "first番目からlast番目まで（両端を含む）の手と、それが起こしたイベントを説明つきで。"),
                              ("# the move as the table words it", "# テーブルと同じ言い方の手"),
                              ("display(m.explain(ev, lang))",
                               'display(m.explain(ev, lang))\n\ndef table_after(k, lang="ja"):\n'
                               '    """k手を打ったあとの卓（先生モード：両者の手札を表向き）。"""\n'
                               "    display(HTML(GAME.state_html(m.at(k), None, lang)))"))),
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
        ("code", from_english(nb, "show(7, 8)",
                              ('print(m.facts()["life"], m.facts()["hand_sizes"])', 'print("ライフ：", m.facts()["life"], "手札：", m.facts()["hand_sizes"])'))),
        ("md", """## 5. このラウンドの裁定"""),
        ("code", from_english(nb, "for rid in sc.rulings", ('\n    ruling(rid, "ja")', ""))),
        ("md", """## 6. 自分でラウンドを遊ぶ

同じ局面をテーブルで遊びます。両方の席をあなたが操作します（ホットシートと先生モードなので、両者の手札が表向きに並び、手番が替わるときに画面が隠れることもありません）。`Alice`の♠9、`Bob`の♦7をクリックし、次に♣Qをクリックします（絵札を出すとレイズになります）。スキルはボタンで使います。「ステップ解説」タブで各イベントの説明を読めます。"""),
        ("code", from_english(nb, "from tricklab.ui import Table", ("teacher=True)", 'teacher=True, lang="ja")'))),
    ]
    return CELLS
