"""``--choice fixed:NAME`` names a character (or a KINGs King) the set-up can offer: KINGs accepted
``fixed:cheerleader`` without ``use_cheerleader`` (and with 2 or 4 players, where the Cheerleader
is never in the draft), Tricktakers ``fixed:ninja`` with its base set; the simulation then ran
as if ``uniform`` and said nothing. Now ``Game.characters(state)`` is what the table offers, and
a name it never offers is refused, saying what would offer it, in both languages."""
from __future__ import annotations

import random
import re

import pytest

from tricklab.cli import main
from tricklab.core.simulate import BulkMatch
from tricklab.games import GAMES, get_game
from tricklab.simulate import CHOICE_VERBS, SimulateError, check_choice, make_plan, play_match

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def setups():
    """(game, player count, preset or None) of every game whose seats choose a character."""
    for name in GAMES:
        info = get_game(name).info
        if not info.characters or not set(CHOICE_VERBS) & set(info.verbs):
            continue
        for n in info.player_counts:
            for preset in (None, *(k for k, p in info.presets.items() if p.fits(n))):
                yield name, n, preset


def offered(game, players, options, games=4, moves=300) -> set[str]:
    """Every character a seat was offered in the first ``moves`` of ``games`` random games."""
    seen: set[str] = set()
    for seed in range(games):
        m, rng = BulkMatch(game, players, seed, **options), random.Random(seed)
        for _ in range(moves):
            if game.is_over(m.state):
                break
            legal = m.legal_actions(game.to_act(m.state)[0])
            seen |= {game.chosen(m.state, a) for a in legal if a.kind in CHOICE_VERBS}
            m.play(legal[rng.randrange(len(legal))])
    return seen


@pytest.mark.parametrize("name,n,preset", list(setups()))
def test_the_characters_accepted_are_the_ones_offered(name, n, preset):
    """What ``fixed:NAME`` may name (``Game.characters``) is what random games offer, and every
    other character of the game is refused with the options or table size that offer it."""
    game = get_game(name)
    players = list(game.info.players(n))
    options = game.info.resolve_options({"preset": preset} if preset else {})
    state = BulkMatch(game, players, 0, **options).state
    accepted = set(game.characters(state))
    assert accepted == offered(game, players, options) & set(game.info.characters)
    for want in game.info.characters:
        if want in accepted:
            check_choice(game, f"fixed:{want}", state, players, options)
            continue
        with pytest.raises(SimulateError) as refused:
            check_choice(game, f"fixed:{want}", state, players, options)
        assert refused.value.key in ("sim_not_offered", "sim_never_offered"), refused.value
        assert JAPANESE.search(refused.value.words("ja")), refused.value.words("ja")


@pytest.mark.parametrize("argv,says", [
    ([], "use_cheerleader"),                                  # 5 players, no expansion
    (["--players", "4", "--preset", "cheerleader"], "5"),      # the 4-player set has none
    (["--players", "2"], "--players"),                         # nor the 2-player one
])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_kings_refuses_a_cheerleader_it_never_offers(argv, says, lang, capsys):
    assert main(["--lang", lang, "simulate", "tricktakers_kings", "--games", "1", "-q",
                 "--choice", "fixed:cheerleader", *argv]) == 2
    err = capsys.readouterr().err
    assert "cheerleader" in err and says in err, err
    assert bool(JAPANESE.search(err.split(":", 1)[1])) == (lang == "ja"), err


def test_what_is_offered_is_still_accepted():
    plan = make_plan("tricktakers_kings", 5, preset="cheerleader", choice="fixed:cheerleader")
    assert plan.choice == "fixed:cheerleader"
    assert make_plan("tricktakers", 4, preset="all", choice="fixed:ninja").choice == "fixed:ninja"
    with pytest.raises(SimulateError, match="--preset all"):
        make_plan("tricktakers", 4, choice="fixed:ninja")


# -- what a draft offers, by any name a user types ------------------------------------------

@pytest.mark.parametrize("name,n,preset", list(setups()))
def test_every_choice_offered_may_be_named(name, n, preset):
    """``fixed:NAME`` knew a game's characters only: KINGs' draft also offers its Kings
    (``chosen`` names one ``KING-R``), and ``fixed:KING-R`` was refused as no character.
    ``Game.choices`` is everything random games offer, no more."""
    game = get_game(name)
    players = list(game.info.players(n))
    options = game.info.resolve_options({"preset": preset} if preset else {})
    state = BulkMatch(game, players, 0, **options).state
    assert set(game.choices(state)) == offered(game, players, options)
    assert set(game.choices(state)) <= set(game.choices())


@pytest.mark.parametrize("name", sorted({g for g, _, _ in setups()}))
def test_a_choice_is_named_by_its_id_or_its_words_in_any_language(name):
    """A user types what the table shows: 「赤のキング」, "Red King", "Hermit" or 「ハーミット」
    were refused (only the id as ``chosen`` gives it passed)."""
    from tricklab.core.checks import LANGS
    game = get_game(name)
    for want in game.choices():
        for typed in (want, want.upper(), *(game.catalogue.term(want, lang) for lang in LANGS)):
            assert check_choice(game, f"fixed:{typed}") == f"fixed:{want}", typed


KINGS_RED = ["KING-R", "king-r", "Red King", "赤のキング"]


@pytest.mark.parametrize("typed", KINGS_RED)
def test_kings_fixed_king_is_taken_first(typed):
    """Every seat wants the red King: the first seat to draft takes it, by whatever name it was
    asked for (the plan keeps the game's id for its workers)."""
    game = get_game("tricktakers_kings")
    plan = make_plan("tricktakers_kings", 5, bots="random", choice=f"fixed:{typed}")
    assert plan.choice == "fixed:KING-R"
    for seed in range(3):
        m = play_match(plan, seed)
        picks = [a for a in m.actions if a.kind == "pick"]
        assert picks[0].args[0] == "KING-R", picks[:3]


def test_character_choice_reads_a_name_it_is_given_directly():
    """``CharacterChoice`` used without ``make_plan`` reads the name the same way."""
    from tricklab.core.bots import bot_factories
    from tricklab.simulate import CharacterChoice
    game = get_game("tricktakers_kings")
    m = BulkMatch(game, list(game.info.players(5)), 0)
    bot = CharacterChoice(bot_factories(game)["random"](), "fixed:赤のキング")
    assert bot.choose(m, game.to_act(m.state)[0], random.Random(0)).args == ("KING-R",)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_kings_king_accepted_and_refused_on_the_command_line(lang, capsys):
    args = ["--lang", lang, "simulate", "tricktakers_kings", "--games", "1", "-q"]
    for typed in KINGS_RED:
        assert main([*args, "--choice", f"fixed:{typed}"]) == 0, capsys.readouterr().err
    capsys.readouterr()
    # a misspelt King: the nearest one, in the reader's language
    assert main([*args, "--choice", "fixed:KING-RR"]) == 2
    err = capsys.readouterr().err
    assert ("「KING-R」のことですか" if lang == "ja" else "did you mean 'KING-R'") in err, err
    assert main([*args, "--choice", "fixed:赤のキンク"]) == 2
    assert "KING-R" in capsys.readouterr().err
    # the White King of 2 players needs use_white_king_2p (KG-091)
    for typed in ("KING-W", "白のキング", "white king"):
        assert main([*args, "--players", "2", "--choice", f"fixed:{typed}"]) == 2
        err = capsys.readouterr().err
        assert "use_white_king_2p" in err and "white2p" in err, err
        assert ("「KING-W（白のキング）」" if lang == "ja" else "'KING-W'") in err, err
        assert bool(JAPANESE.search(err.split(":", 1)[1])) == (lang == "ja"), err
    assert main([*args, "--players", "2", "--preset", "white2p", "--choice",
                 "fixed:白のキング"]) == 0, capsys.readouterr().err
