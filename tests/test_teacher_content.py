"""Issue 19, the teacher's own files: ``tricklab serve --content DIR`` offers them as "Your
positions", ``?scenario=NAME`` opens one, a file can be uploaded in the dashboard, titles in
en and ja, a failing expectation loads with a warning, and the learner keeps their seat."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tricklab import content
from tricklab.serving.server import ServeSettings, banner
from tricklab.ui import own_content as own
from tricklab.ui.table import Table, dashboard

ROOT = Path(__file__).resolve().parent.parent
VOID = (ROOT / "README.md").read_text(encoding="utf-8").split("```yaml\n")[-1].split("```")[0]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "lessons").mkdir()
    (tmp_path / "void_trumps.yaml").write_text(VOID, encoding="utf-8")
    wrong = VOID.replace("trick_winners: [Chie]", "trick_winners: [Ben]")
    (tmp_path / "scenarios" / "wrong_expect.yaml").write_text(wrong, encoding="utf-8")
    (tmp_path / "broken.yaml").write_text("game: robotrick\nactions: [\n", encoding="utf-8")
    monkeypatch.setenv(content.ENV, str(tmp_path))
    return tmp_path


def test_the_content_folder_lists_scenarios_and_says_why_a_file_is_not_offered(folder):
    got = content.listing("robotrick")
    assert [s.name for s in got.scenarios] == ["void_trumps", "wrong_expect"]
    assert got.scenarios[0].title_in("ja") == "切り札でロボットのカードを取る"
    assert [p.name for p, _ in got.problems] == ["broken.yaml"] and "YAML" in got.problems[0][1]
    assert content.listing("triatri").scenarios == []
    assert content.find("void_trumps", "robotrick") == folder / "void_trumps.yaml"
    assert content.find("../etc/passwd", "robotrick") is None


def test_your_positions_come_first_in_the_menu_in_the_learners_language(folder):
    t = Table("robotrick", lang="ja")
    assert t.scenario_topic.options[0] == (own.say("own_topic", "ja", n=2), own.OWN)
    assert t.scenario_topic.value == own.OWN
    labels = [label for label, _ in t.scenario_choice.options]
    assert "切り札でロボットのカードを取る" in labels
    t.set_lang("en")
    assert "A void player trumps and takes the robot's card" in [l for l, _ in t.scenario_choice.options]


def test_loading_keeps_the_learners_seat_and_hides_the_other_hands(folder):
    t = Table("robotrick", lang="en")
    learner = t.learner
    t.scenario_choice.value = str(folder / "void_trumps.yaml")
    t._load_selected_scenario()
    assert t.games_started == 2 and t.learner == learner
    assert not t.session.hotseat and not t.session.teacher and t.viewer == learner
    assert "tl-warning" not in t.message_html


def test_a_failing_expectation_loads_with_a_visible_warning(folder):
    t = Table("robotrick")
    t.load_scenario(__import__("tricklab.scenarios", fromlist=["load"]).load(folder / "scenarios" / "wrong_expect.yaml"))
    assert t.games_started == 2
    assert "tl-warning" in t.message_html and "trick_winners" in t.message_html


def upload(t, name, data):
    t._on_upload(({"name": name, "type": "", "size": len(data), "last_modified": 0,
                   "content": memoryview(data)},))


def test_an_uploaded_file_is_checked_by_the_schema_and_errors_are_words(folder):
    t = Table("robotrick")
    before = t.games_started
    upload(t, "mine.yaml", VOID.encode())
    assert t.games_started == before + 1 and "tl-error" not in t.message_html
    upload(t, "bad.yaml", b"game: robotrick\nactions: [Ben 3S]\nexpect: {winner: Ben}\n")
    assert t.games_started == before + 1
    assert "unknown expectation winner" in t.message_html and "bad.yaml" in t.message_html
    upload(t, "tri.yaml", b"game: triatri\nactions: []\n")
    assert "TriATri" in t.message_html and t.games_started == before + 1
    upload(t, "big.yaml", b"#" * (300 * 1024))
    assert "256 kB" in t.message_html


BAD_FILES = [  # (file, text, what the Japanese must name)
    ("bad.yaml", b"game: robotrick\nactions: [Ben 3S]\nexpect: {winner: Ben}\n", "winner"),
    ("noact.yaml", b"game: robotrick\n", "actions"),
    ("broken.yaml", b"game: [\n", "2行目"),
    ("alias.yaml", b"game: &g robotrick\nactions: []\n", "アンカー"),
    ("seed.yaml", b"game: robotrick\nseed: x\nactions: []\n", "整数"),
    ("hand.yaml", b"game: robotrick\nsetup: {hands: {Aki: 5}}\nactions: []\n", "カードのリスト"),
    ("ruling.yaml", b"game: robotrick\nrulings: [RT-999]\nactions: []\n", "RT-999"),
    ("card.yaml", b"game: robotrick\nactions: [Aki pass ZZ 2C]\n", "「ZZ」"),
    ("list.yaml", b"- a\n- b\n", "マッピング"),
]


@pytest.mark.parametrize("name, data, named", BAD_FILES, ids=[f[0] for f in BAD_FILES])
def test_an_uploaded_file_s_problem_is_said_in_the_table_s_language(folder, name, data, named):
    """A Japanese teacher's upload was answered with the loader's English ("missing required
    field 'actions'", "not valid YAML: line 2, column 1: …") under a Japanese headline, and a
    file read from the upload was called "<text>"."""
    import html as h
    import re
    t = Table("robotrick", lang="ja")
    upload(t, name, data)
    said = h.unescape(re.sub(r"<[^>]+>", "", t.message_html))
    assert named in said and name in said and "<text>" not in said, said
    # Latin letters only in the file's own words: field names, values, ids, the file name
    rest = re.sub(r"「[^」]*」|[a-z]+\.yaml|rulings_shown|setup_error|trick_winners|seen_by|"
                  r"actions|expect|events|facts|illegal|refused|winner|game|seed|setup|hands|"
                  r"YAML|ID|RT-999|Aki", "", said)
    assert not re.search(r"[A-Za-z]{2,}", rest), said
    t.set_lang("en")                       # said again in English, the file named once
    said = h.unescape(re.sub(r"<[^>]+>", "", t.message_html))
    assert said.count(name) == 1 and "<text>" not in said, said


def test_a_file_that_plays_otherwise_warns_in_the_table_s_language(folder):
    """A file whose move is refused loads with a warning; in Japanese it read the runner's
    English ("action 1 'Bo 5S': expected 'accepted', got 'refused: …'") under 「シナリオ：—」."""
    import html as h
    import re
    t = Table("basic", lang="ja")
    upload(t, "mine.yaml", b"game: basic\nplayers: [Ann, Bo, Cy, Di]\nactions: [Bo 5S]\n")
    said = h.unescape(re.sub(r"<[^>]+>", " ", t.message_html))
    assert "mine.yaml" in said and "—" not in said, said
    assert "1番目の行動「Bo 5S」：期待は「受け付けられる」、結果は「拒否：Boの番ではありません。" in said, said
    assert not re.search(r"expected|accepted|refused|action", said), said
    t.set_lang("en")
    said = h.unescape(re.sub(r"<[^>]+>", " ", t.message_html))
    assert "action 1 'Bo 5S': expected 'accepted', got \"refused: It is not Bo's turn: waiting " \
           "for Ann.\"" in said, said


def test_several_failures_are_set_apart(folder):
    """Failures hold commas of their own ("expected [...], got [...]"): they are set apart
    by "; " (「／」), not by the commas of a list."""
    import html as h
    t = Table("basic", lang="en")
    upload(t, "two.yaml", b"game: basic\nplayers: [Ann, Bo, Cy, Di]\nactions: []\n"
                          b"expect: {trick_winners: [Bo], events: [GAME_OVER]}\n")
    said = h.unescape(t.message_html)
    assert "got []; events: expected" in said, said
    t.set_lang("ja")
    assert "／events：期待は" in h.unescape(t.message_html), t.message_html


def test_the_upload_widget_is_wired(folder):
    t = Table("robotrick")
    assert t.upload in t.settings_more.children
    import datetime
    t.upload.value = ({"name": "mine.yaml", "type": "", "size": len(VOID.encode()),
                       "last_modified": datetime.datetime.now(datetime.timezone.utc),
                       "content": memoryview(VOID.encode())},)
    assert t.games_started == 2


def test_a_link_opens_a_named_scenario(folder, monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "scenario=void_trumps&lang=ja")
    t = dashboard("robotrick")
    assert t.games_started == 2 and t.match.facts()["captured"]["Chie"] == ["AS"]
    monkeypatch.setenv("QUERY_STRING", "scenario=nothing_here")
    t = dashboard("robotrick")
    assert t.games_started == 1 and "nothing_here" in t.message_html
    monkeypatch.setenv("QUERY_STRING", "scenario=../../x")
    t = dashboard("robotrick")
    assert t.games_started == 1 and "scenario" in t.message_html


def test_serve_banner_lists_the_content_and_what_the_address_exposes(folder):
    text = banner(ServeSettings(ip="0.0.0.0", content=folder), ROOT / "notebooks")
    assert "robotrick_dashboard.ipynb?scenario=void_trumps" in text
    assert "NOT OFFERED broken.yaml" in text and "no password" in text
    assert "this machine only" in banner(ServeSettings(), ROOT / "notebooks")


def test_serve_refuses_a_missing_content_folder(tmp_path, capsys):
    from tricklab.cli import main
    assert main(["serve", "--content", str(tmp_path / "nope")]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_titles_may_be_given_in_both_languages_and_nothing_else():
    from tricklab.core.errors import ScenarioError
    from tricklab.core.scenario import load_scenario
    sc = load_scenario("game: robotrick\ntitle: {en: Hello, ja: こんにちは}\nactions: []\n")
    assert sc.title == "Hello" and sc.title_in("ja") == "こんにちは"
    with pytest.raises(ScenarioError, match="title"):
        load_scenario("game: robotrick\ntitle: {fr: Bonjour}\nactions: []\n")


def test_a_file_titled_in_english_only_is_listed_by_its_ruling_in_japanese(folder):
    """A teacher's file with an English title only: the Japanese menu names the ruling it
    teaches in Japanese (numbered when two share one), never the English title."""
    plain = re.sub(r"(?m)^title: .*$", "title: Void trump", VOID, count=1)
    for name in ("one.yaml", "two.yaml"):
        (folder / "scenarios" / name).write_text(plain, encoding="utf-8")
    t = Table("robotrick", lang="ja")
    labels = [label for label, _ in t.scenario_choice.options]
    rid = content.listing("robotrick").scenarios[0].rulings[0]
    mine = [l for l in labels if l.startswith(rid)]
    title = t.catalogue.rulings[rid].title["ja"]
    # numbered as Japanese numbers an aside: 「（2）」, not " (2)"
    assert f"{rid} {title}" in mine and f"{rid} {title}（2）" in mine, labels
    assert not any("Void trump" in l for l in labels)
    t.set_lang("en")
    assert [l for l, _ in t.scenario_choice.options].count("Void trump") == 2
