"""Every label, button and message of the table in English and Japanese (one toggle)."""
from __future__ import annotations

UI: dict[str, dict[str, str]] = {
    "lang": {"en": "Language", "ja": "言語"},
    "teacher": {"en": "Teacher view (show all hands)", "ja": "先生モード（全員の手札を表示）"},
    "hotseat": {"en": "Hot-seat (I play every seat)", "ja": "ホットシート（全席を自分で操作）"},
    "large": {"en": "Large cards (projector)", "ja": "大きなカード（プロジェクター用）"},
    "auto_bots": {"en": "Bots play at once", "ja": "ボットが自動で進める"},
    "players": {"en": "Players", "ja": "人数"},
    "card_set": {"en": "Characters", "ja": "キャラクター"},
    "choose_cards": {"en": "{choice}: click the cards (highlighted), then the confirm button; the same button again cancels.",
                     "ja": "{choice}：カード（光っているもの）をクリックしてから確定ボタンを押してください。同じボタンをもう一度押すと取り消します。"},
    "seed": {"en": "Seed", "ja": "シード"},
    "new_game": {"en": "New game", "ja": "新しいゲーム"},
    "undo": {"en": "↶ Undo", "ja": "↶ 一手戻す"},
    "from_here": {"en": "↺ Try this moment again", "ja": "↺ この場面からやり直す"},
    "hint": {"en": "? Hint", "ja": "? ヒント"},
    "bot_step": {"en": "▶ Next bot move", "ja": "▶ ボットを1手進める"},
    "to_end": {"en": "▶▶ Bots finish the game", "ja": "▶▶ 最後までボットに任せる"},
    "pass_selected": {"en": "Pass the 2 selected cards", "ja": "選んだ2枚を渡す"},
    "confirm": {"en": "Confirm the selected cards", "ja": "選んだカードで確定"},
    "submit_selected": {"en": "Use the selected cards", "ja": "選んだカードで決定"},
    "your_hand": {"en": "{seat}'s hand", "ja": "{seat}の手札"},
    "waiting": {"en": "Waiting for {seats}.", "ja": "{seats}の番です。"},
    "game_over": {"en": "Game over. Final totals: {totals}.", "ja": "ゲーム終了。最終得点：{totals}。"},
    "illegal": {"en": "Not allowed", "ja": "出せません"},
    "error": {"en": "Something went wrong inside tricklab; the game is unchanged", "ja": "tricklab 内部でエラーが起きました。ゲームは変わっていません"},
    "tab_explain": {"en": "Step-through", "ja": "ステップ解説"},
    "tab_history": {"en": "History", "ja": "履歴"},
    "tab_scores": {"en": "Scores", "ja": "得点"},
    "tab_rules": {"en": "Rulings", "ja": "裁定一覧"},
    "tab_tour": {"en": "Exceptions tour", "ja": "例外ツアー"},
    "tour_intro": {"en": "Pick a ruling, then step through a prepared game where it applies.",
                   "ja": "裁定を選ぶと、それが適用される場面を用意したゲームでステップ解説できます。"},
    "tour_show": {"en": "Step through it", "ja": "ステップ解説で見る"},
    "tour_none": {"en": "No scenario shows this ruling yet.", "ja": "この裁定のシナリオはまだありません。"},
    "ruling": {"en": "Ruling", "ja": "裁定"},
    "first": {"en": "|◀ First", "ja": "|◀ 最初"},
    "prev": {"en": "◀ Previous", "ja": "◀ 前へ"},
    "next": {"en": "Next ▶", "ja": "次へ ▶"},
    "last": {"en": "Last ▶|", "ja": "最後 ▶|"},
    "jump": {"en": "Jump to", "ja": "移動"},
    "step_of": {"en": "Event {i} of {n}", "ja": "{n}件中 {i}件目"},
    "no_events": {"en": "Nothing has happened yet.", "ja": "まだ何も起きていません。"},
    "sort_by": {"en": "Sort by", "ja": "並べ替え"},
    "round": {"en": "Round", "ja": "ラウンド"},
    "trick": {"en": "Trick", "ja": "トリック"},
    "start": {"en": "Start", "ja": "開始"},
    "selected": {"en": "Selected: {cards}", "ja": "選択中：{cards}"},
    "hint_is": {"en": "Hint", "ja": "ヒント"},
    "legal_legend": {"en": "Highlighted cards are legal. Click any other card to see why it is not.",
                     "ja": "光っているカードが出せるカードです。他のカードをクリックすると理由が表示されます。"},
    "no_scores": {"en": "No round scored yet.", "ja": "まだ得点の出たラウンドはありません。"},
    "interp": {"en": "[interp] our ruling", "ja": "[interp] tricklab の裁定"},
    "scenario": {"en": "Scenario", "ja": "シナリオ"},
    "load": {"en": "Load", "ja": "読み込む"},
    "bot": {"en": "Bots", "ja": "ボット"},
    "bot_rules": {"en": "rule-based", "ja": "ルールで考える"},
    "bot_random": {"en": "random", "ja": "ランダム"},
    "undone": {"en": "Took back: {actions}", "ja": "戻しました：{actions}"},
    "url_ignored": {"en": "Ignored {name}={value} in the page address (expected {expected}).",
                    "ja": "ページのアドレスの {name}={value} は正しくないため無視しました。"},
    "history_cols": {"en": "step,round,trick,seat,action,legal,winner,rulings,auto",
                     "ja": "手順,ラウンド,トリック,席,行動,合法手,勝者,裁定,自動"},
}


def t(key: str, lang: str, **kw: object) -> str:
    return UI[key][lang].format(**kw)


def t_html(key: str, lang: str, **kw: object) -> str:
    """``t`` for text placed in HTML: every parameter (seat names, actions...) is escaped,
    the template itself (ours) is kept as written."""
    from tricklab.core.markup import escape_all
    return UI[key][lang].format(**escape_all(kw))
