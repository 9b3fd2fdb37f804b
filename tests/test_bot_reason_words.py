"""A bot's reason beside its move ("What Ben was thinking: …"), read by a teacher who sees
every seat, said "your hangar" of Ben's hangar: it was the hint's words, which speak to the
seat they advise. It now names the seat ("Ben's hangar", 「Benの格納庫」). A real RoboTrick
game played to its end by the bots, read in teacher view in English and Japanese."""
from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).parent / "conformance"))
from test_widgets_generic import step  # noqa: E402

HANGAR = {"HINT_PASS", "HINT_TAKE", "HINT_DODGE_FULL"}      # the hints that name the hangar


def reasons(lang: str) -> list[tuple[str, str, str]]:
    """(seat, hint code, the reason's words) for every RoboTrick bot move that names a hangar
    (``played_reasons``, below)."""
    return [r for r in played_reasons("robotrick", lang) if r[1] in HANGAR]


@pytest.mark.parametrize("lang,own,yours", [("en", "{seat}'s hangar", "your hangar"),
                                            ("ja", "{seat}の格納庫", "あなたの格納庫")])
def test_a_bot_reason_names_the_seat_whose_hangar_it_is(lang: str, own: str, yours: str) -> None:
    found = reasons(lang)
    assert {code for _, code, _ in found} >= {"HINT_PASS", "HINT_TAKE"}, found
    assert any(seat != "Aki" for seat, _, _ in found)       # another seat's, in teacher view
    for seat, _, text in found:
        assert own.format(seat=seat) in text and yours not in text, text
        if lang == "ja":
            assert not re.search(r"[A-Za-z]{3,}", text.replace(seat, "")), text


# -- (s41) every game: the hints that speak to the reader have words about the seat --------
from string import Formatter  # noqa: E402

from tricklab.core.rulings import BY, Catalogue  # noqa: E402
from tricklab.games import GAMES, get_game  # noqa: E402

YOU = re.compile(r"\byou(r|rself)?\b", re.I)
YOU_JA = ("あなた", "自分")


def to_reader(game: str) -> list[str]:
    """The hint codes of ``game`` whose English speaks to the reader (you, your, yourself)."""
    msgs = get_game(game).catalogue.messages
    return [c for c, m in msgs.items()
            if "HINT" in c and not c.endswith(BY) and YOU.search(m.get("en", ""))]


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in Formatter().parse(text) if f}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_hint_to_the_reader_has_words_about_the_seat(game: str) -> None:
    msgs = get_game(game).catalogue.messages
    codes = to_reader(game)
    assert codes, game
    missing = [c for c in codes if c + BY not in msgs]
    assert not missing, f"{game}: no _BY words for {missing}"
    for c in codes:
        by = msgs[c + BY]
        assert {"en", "ja"} <= set(by), (c, by)
        assert not YOU.search(by["en"]), (c, by["en"])
        assert not any(w in by["ja"] for w in YOU_JA), (c, by["ja"])
        for lang in ("en", "ja"):
            assert fields(by[lang]) == fields(msgs[c][lang]) | {"seat"}, (c, lang, by[lang])


def test_little_writes_only_the_seat_words_of_its_own_hints() -> None:
    """Little's catalogue is Tricktakers' with Little's messages over it: the Tricktakers
    hints' _BY words come with them; Little words only the hints it defines itself."""
    own = Catalogue.load(GAMES["tricktakers_little"], "tricktakers_little").messages
    tt = Catalogue.load(GAMES["tricktakers"], "tricktakers").messages
    mine = {c for c in own if c.endswith(BY) and c not in tt}
    assert mine == {c + BY for c in to_reader("tricktakers_little") if c not in tt}, mine
    assert not {c for c in own if c.endswith(BY)} & set(tt)


def test_a_count_variant_of_a_hint_has_its_own_seat_words() -> None:
    """A bet of 0 words HINT_BET as HINT_BET_NONE ("keep your points out of risk"): the
    reason takes HINT_BET_NONE_BY."""
    cat = get_game("tricktakers").catalogue
    en = cat.reason("HINT_BET", {"bet": 0, "bid": 1}, "Di", "en")
    ja = cat.reason("HINT_BET", {"bet": 0, "bid": 1}, "Di", "ja")
    assert "Di's points" in en and not YOU.search(en), en
    assert "Diの勝利点" in ja, ja
    assert cat.reason("HINT_BET", {"bet": 2, "bid": 1}, "Di", "en") == cat.message(
        "HINT_BET", {"bet": 2, "bid": 1}, "en")


def played_reasons(game: str, lang: str) -> list[tuple[str, str, str]]:
    """(seat, hint code, the reason's words) of every bot move of a game played to its end,
    as the teacher's step-through shows them."""
    t = Table(game, seed=4, teacher=True, lang=lang)
    for _ in range(3000):
        if t.match.is_over():
            break
        step(t)
    assert t.match.is_over()
    out = []
    for i, e in enumerate(t.stepper.items):
        why = e.params_for(None).get("reason")
        if isinstance(why, dict) and "code" in why:
            t.stepper.go(i)
            box = re.search(r"tl-bot-reason[^>]*>(.*?)</div>", t.stepper.body.value)
            assert box, t.stepper.body.value
            said = re.sub(r"<b>.*?</b>", "", box.group(1), count=1)   # not "What Di was thinking:"
            out.append((str(e.seat), str(why["code"]), html.unescape(re.sub(r"<[^>]+>", "", said))))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_played_game_s_bot_reasons_name_the_seat(game: str, lang: str) -> None:
    """A real game of every registered game, played by its bots beside a learner and read in
    teacher view: the reasons of the hints that speak to the reader ("your weakest card")
    name the bot's seat, and no reason speaks to the reader: a hint quoting a move as its
    button says it (KINGs' "Use it now: 'play ■5 with your King'") said "your King" under
    "What Di was thinking:" of Di's King."""
    codes = set(to_reader(game))
    played = played_reasons(game, lang)
    named = [(seat, text) for seat, code, text in played if code in codes]
    assert named, game
    for seat, text in named:
        assert seat in text, (seat, text)
    for _, code, text in played:
        if lang == "en":
            assert not YOU.search(text), (code, text)
        else:
            assert not any(w in text for w in YOU_JA), (code, text)


@pytest.mark.parametrize("lang,mine", [("en", "with Ann's King"), ("ja", "Annのキングを乗せて")])
def test_a_kings_reason_quoting_a_king_move_names_the_seat_s_king(lang: str, mine: str) -> None:
    """KINGs' KG_HINT_ABILITY quotes the move the bot chose; as a reason its King (and a
    Cheerleader's partner) is the seat's, not the reader's."""
    from tricklab.core.actions import Action
    cat = get_game("tricktakers_kings").catalogue
    king = Action("Ann", "play", ("R5", "king"))
    said = cat.reason("KG_HINT_ABILITY", {"action": king}, "Ann", lang)
    assert mine in said and "Ann" in said.replace(mine, ""), said
    assert not YOU.search(said) and not any(w in said for w in YOU_JA), said
    cheer = cat.reason("KG_HINT_ABILITY", {"action": Action("Ann", "cheer", ("R5",))}, "Ann", lang)
    assert not YOU.search(cheer) and "Ann" in cheer.split("Ann", 1)[1], cheer
    hint = cat.message("KG_HINT_ABILITY", {"action": king}, lang)   # the hint to Ann herself
    assert ("with your King" if lang == "en" else "キングを乗せて") in hint, hint
