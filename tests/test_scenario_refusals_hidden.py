"""A scenario that ends on a refused move, shown at a table: the position it was refused in
stays on the table (bots wait for "Next bot move"), and the reason, when it is another seat's
move, does not read out that seat's hidden hand. Found by a review of the dashboards: the
RoboTrick scenario "a player who holds the led suit must follow" told Aki "You must follow
♠ spades: you hold ♠K, ♠7, ♠6, ♠3, ♠2" (Ben's hand), and Ben and Chie had already played on
under "the trick is unchanged"."""
from __future__ import annotations

import re

import pytest

from tricklab import scenarios
from tricklab.games import GAMES, get_game
from tricklab.ui.i18n import t
from tricklab.ui.table import Table, _names_any   # the table's own test of a refusal


def _others_refusals() -> list[tuple[str, str]]:
    """(game, scenario path) of every packaged scenario that ends on a refused move of a seat
    other than the table's learner (a bot's, at a table in play mode) whose reason names a
    card of that seat's hand."""
    out = []
    for game in GAMES:
        learner = Table(game, seed=1, mode="play").session.learner
        for path in scenarios.packaged(game):
            res = scenarios.run(path)
            if res.match is None or res.refused_action is None:
                continue
            seat = get_game(game).parse_action(res.refused_action).seat
            hand = {str(c) for c in (res.match.facts().get("hands") or {}).get(seat, ())}
            if seat != learner and _names_any(res.error.params, hand):
                out.append((game, str(path)))
    return out


CASES = _others_refusals()


def _text(table: Table) -> str:
    return re.sub(r"<[^>]+>", "", table.message_html).replace("&#x27;", "'")


def test_every_game_with_refusal_scenarios_is_covered():
    assert len({g for g, _ in CASES}) >= 3, CASES


@pytest.mark.parametrize("game,path", CASES, ids=[p.rsplit("/", 1)[-1] for _, p in CASES])
def test_another_seats_refusal_hides_its_hand_and_the_table_stays_at_it(game, path):
    table = Table(game, seed=1, mode="play")
    res = scenarios.run(path)
    table.load_scenario(scenarios.load(path))
    mover = get_game(game).parse_action(res.refused_action).seat
    assert len(table.match.actions) == len(res.match.actions)       # no bot played on
    for lang in ("en", "ja"):
        table.set_lang(lang)
        shown = _text(table)
        said = table.catalogue.explain(res.error, lang).headline
        assert said not in shown, (lang, shown)
        assert t("refused_hidden", lang, seat=table.view.name(mover, lang)) in shown
        assert mover in re.sub(r"<[^>]+>", "", table.status.value)          # waiting for it
    table.set_lang("en")
    assert "Next bot move" in table.status.value and not table.bot_button.disabled
    table.teacher_box.value = True          # teacher view: the reason in full
    said = table.catalogue.explain(res.error, "en").headline
    assert said.replace("'", "") in _text(table).replace("'", "")


def test_a_refusal_that_names_no_hidden_card_is_said_in_full():
    """A move refused because the game is over names nothing of anyone's hand: said as is."""
    path = next(p for p in scenarios.packaged("robotrick") if p.name == "bad_game_over.yaml")
    res = scenarios.run(path)
    table = Table("robotrick", seed=1, mode="play")
    table.load_scenario(scenarios.load(path))
    assert table.catalogue.explain(res.error, "en").headline in _text(table)


def test_the_next_bot_move_button_is_disabled_when_no_bot_is_to_move():
    """It was always enabled and did nothing, silently, on the learner's turn."""
    for game in GAMES:
        table = Table(game, seed=2, mode="play", auto_bots=False)
        for _ in range(40):
            if table.match.is_over():
                break
            bot_to_move = bool(table.session.waiting_bots())
            assert table.bot_button.disabled is not bot_to_move, game
            if bot_to_move:
                assert table.bot_step()
            else:
                # the learner's turn: a move
                legal = table.match.legal_actions(table.match.to_act()[0])
                table.match.play(legal[0])
                table.render()
        table.bots_to_end()
        assert table.bot_button.disabled and table.end_button.disabled, game
