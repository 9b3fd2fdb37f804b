"""The headless Session (seats, bots, undo policy, hot-seat, scenarios, the tree of what-if
lines) and Match.fork, driven without any widget."""
from __future__ import annotations

import random

import pytest

from tricklab.core.match import Match, play_out
from tricklab.games import GAMES, get_game
from tricklab.session import Session, bot_factories


def first_legal(s: Session, seat: str | None = None):
    seat = seat or s.match.to_act()[0]
    return s.match.legal_actions(seat)[0]


def finished_match(game: str, seed: int = 3) -> Match:
    g = get_game(game)
    bots = {name: f() for name, f in bot_factories(g).items()}
    return play_out(Match(g, None, seed), bots["random"], random.Random(seed))


# -- playing with bots ----------------------------------------------------------------------

def test_bots_answer_until_the_learner_must_act():
    s = Session("robotrick", seed=3)
    assert s.learner == "Aki" and s.match.to_act() == ["Aki"]      # Ben and Chie passed at once
    s.play(first_legal(s))
    assert s.match.is_over() or "Aki" in s.match.to_act()
    assert s.viewer == "Aki" and s.humans == frozenset({"Aki"})


def test_without_auto_bots_nothing_moves_until_asked():
    s = Session("robotrick", seed=5, auto_bots=False)
    assert set(s.match.to_act()) == {"Aki", "Ben", "Chie"}
    assert s.bot_step() and "Ben" not in s.match.to_act()
    assert s.set_auto_bots(True) >= 1 and s.match.to_act() == ["Aki"]


def test_bots_to_end_plays_the_humans_seats_too():
    s = Session("triatri", seed=2)
    s.bots_to_end()
    assert s.match.is_over() and not s.bot_step()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_registered_game_has_the_bots_its_header_lists(game):
    g = get_game(game)
    assert set(bot_factories(g)) == set(g.info.bots)
    s = Session(game, seed=1, bots="random")
    assert s.match.is_over() or s.learner in s.match.to_act()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_random_bot_says_it_picks_at_random_citing_the_decision_points(game):
    """"What Cy was thinking" was empty when a random bot moved, so a random move could pass
    for a tactic. Every move of a random bot now says it is a draw among its legal choices,
    citing the game's ruling that makes it the reference bot (TT-176, RT-036, TA-041) where the
    game has one; the reason stays private to its seat (``core.bots.attach_reason``)."""
    from tricklab.ui.stepper import reason_html
    g = get_game(game)
    s = Session(game, seed=4, bots="random")
    s.bots_to_end()
    moves = [e for e in s.match.events if e.kind == "action" and e.seat]
    assert moves
    rid = g.info.decisions
    for e in moves:
        why = e.private[e.seat]["reason"]
        assert why["code"] == "BOT_RANDOM" and why["rulings"] == ((rid,) if rid else ())
        assert why["params"]["n"] >= 1 and "reason" not in e.params
    if rid:
        assert rid in g.catalogue.rulings
    for lang, words in (("en", "at random"), ("ja", "ランダムに")):
        assert words in reason_html(g.catalogue, moves[0], lang)
    assert {x.name: x.info.decisions for x in map(get_game, GAMES) if x.info.decisions} == \
        {"robotrick": "RT-036", "triatri": "TA-041", "tricktakers": "TT-176"}


# -- undo policy ----------------------------------------------------------------------------

def test_undo_takes_back_the_learners_move_and_the_bots_after_it():
    s = Session("robotrick", seed=3)
    before = len(s.match.actions)
    hand = list(s.match.state.hands["Aki"])
    s.play(first_legal(s))
    assert len(s.match.actions) > before + 1                        # bots answered
    undone = s.undo()
    assert undone[0].seat == "Aki" and len(s.match.actions) == before
    assert s.match.state.hands["Aki"] == hand and "Aki" in s.match.to_act()


def test_undo_one_policy_and_hot_seat_take_back_one_action():
    s = Session("robotrick", seed=3, undo_policy="one")
    s.play(first_legal(s))
    n = len(s.match.actions)
    assert len(s.undo()) == 1 and len(s.match.actions) == n - 1
    h = Session("robotrick", seed=3, hotseat=True)
    h.play(first_legal(h))
    assert len(h.undo()) == 1


def test_undo_with_nothing_played_is_refused_cleanly():
    from tricklab.core.errors import IllegalAction
    s = Session("robotrick", seed=3, auto_bots=False)
    with pytest.raises(IllegalAction) as err:
        s.undo()
    assert err.value.code == "NOTHING_TO_UNDO"


# -- hot-seat -------------------------------------------------------------------------------

def test_hot_seat_off_mid_trick_lets_the_bots_move_on():
    """Issue 11 finding 4: turning hot-seat off while another seat is to act froze the table."""
    s = Session("robotrick", seed=3, hotseat=True)
    assert s.viewer == "Aki" and "Ben" in s.humans
    for _ in range(50):                     # play until a seat other than the learner is to act
        if s.match.to_act() and s.match.to_act()[0] != "Aki" and s.match.state.phase == "play":
            break
        s.play(first_legal(s))
    waiting = s.match.to_act()[0]
    assert waiting != "Aki" and s.curtain == waiting and s.hand_seat == "Aki"
    assert s.reveal() == waiting and s.hand_seat == waiting == s.viewer
    moved = s.set_hotseat(False)
    assert moved >= 1 and (s.match.is_over() or s.match.to_act() == ["Aki"])
    assert s.hand_seat == "Aki" and s.viewer == "Aki"


def test_hot_seat_covers_the_screen_between_two_peoples_turns():
    """Several people share one screen: when the turn passes to another person the screen
    keeps showing only what the person leaving may see (their hand, their view of the events)
    until the next person takes it; nobody reads a hand that is not theirs."""
    s = Session("triatri", seed=3, hotseat=True)
    first = s.match.to_act()[0]
    assert s.curtain is None and s.hand_seat == s.viewer == first == s.learner
    s.play(first_legal(s, first))
    nxt = s.acting
    assert nxt != first and s.curtain == nxt
    assert s.hand_seat == s.viewer == first          # the screen is still the first person's
    private = [e for e in s.match.events if e.visible_to is not None or e.private]
    seen, _ = s.seen_events()
    assert all(e.visible(first) for e in seen)
    assert not any(nxt in e.private for e in seen), "the next person's secrets shown early"
    assert private, "this opening has private events: the check above can fail"
    s.reveal()
    assert s.curtain is None and s.hand_seat == s.viewer == nxt
    s.undo()                                      # the next person takes back the first's move
    assert s.curtain == first and s.viewer == nxt
    s.teacher = True                              # teacher view: one person sees everything
    assert s.curtain is None and s.viewer is None and s.hand_seat == first


# -- scenarios ------------------------------------------------------------------------------

def test_a_scenario_keeps_the_learners_seat_and_hides_other_hands():
    from tricklab import scenarios as sc_mod
    path = next(p for p in sc_mod.packaged("robotrick") if "rt011" in p.name)
    s = Session("robotrick", seed=1)
    result = s.load_scenario(path)
    assert result.passed and s.games_started == 2
    assert not s.hotseat and s.learner == "Aki" and s.viewer == "Aki"
    assert s.match.facts()["trick"] == 5
    assert [str(a) for a in s.match.actions[:len(result.match.actions)]] == \
        [str(a) for a in result.match.actions]


def test_a_scenario_that_cannot_be_set_up_leaves_the_game():
    from tricklab.core.errors import TricklabError
    s = Session("robotrick", seed=1)
    s.play(first_legal(s))
    before = [str(a) for a in s.match.actions]
    bad = "game: robotrick\nsetup: {dealer: Nobody}\nactions: []\n"
    with pytest.raises(TricklabError):
        s.load_scenario(bad)
    assert [str(a) for a in s.match.actions] == before and s.games_started == 1


# -- the branch tree ------------------------------------------------------------------------

def test_fork_switch_and_compare_two_lines():
    s = Session("robotrick", seed=3)
    s.play(first_legal(s))
    s.bots_to_end()
    main = [str(a) for a in s.match.actions]
    k = 6
    name = s.fork(actions=k)
    assert s.branch == name and len(s.branches) == 2
    assert [str(a) for a in s.match.actions[:k]] == main[:k]
    # take another action than the old line at the fork point, then finish
    seat = s.match.to_act()[0]
    other = [a for a in s.match.legal_actions(seat) if str(a) != main[len(s.match.actions)]]
    if other:
        s.match.play(other[0])
    s.bots_to_end()
    c = s.compare("1", name)
    assert c.common >= k and c.over == (True, True)
    assert c.winners[0] and c.winners[1]                 # both lines name their winners
    if other:
        assert str(c.first[0]) != str(c.first[1])
    s.switch("1")
    assert [str(a) for a in s.match.actions] == main       # the old line is untouched
    assert s.compare("1", "1").first == (None, None)


def test_fork_at_an_event_starts_before_the_action_that_caused_it():
    s = Session("robotrick", seed=3)
    s.play(first_legal(s))                      # the pass
    s.play(first_legal(s))                      # a card
    events = s.match.events
    i = max(j for j, e in enumerate(events) if e.seat == "Aki" and e.kind == "action")
    keep = s.cause(i)
    assert str(s.match.actions[keep]).startswith("Aki")
    old = s.branch
    s.fork(at_event=i)
    assert s.tree.branches[s.branch].parent == old and s.tree.branches[s.branch].at == keep
    assert "Aki" in s.match.to_act()            # the bots moved on to the learner's decision
    with pytest.raises(ValueError):
        s.fork()


def test_playing_on_a_fork_leaves_the_parent_unchanged():
    s = Session("tricktakers", seed=4)
    s.bots_to_end()
    parent_states = [s.match.facts()]
    n = len(s.match.actions)
    s.fork(actions=n // 2, switch=False)
    assert s.branch == "1" and len(s.match.actions) == n
    s.switch("2")
    s.bots_to_end()
    s.switch("1")
    assert s.match.facts() == parent_states[0] and len(s.match.actions) == n


# -- Match.fork -----------------------------------------------------------------------------

@pytest.mark.parametrize("game", sorted(GAMES))
def test_match_fork_is_identical_to_a_replay_and_replays_nothing(game, monkeypatch):
    m = finished_match(game)
    g = m.game
    n = len(m.actions)
    for k in sorted({0, 1, n // 3, n // 2, n - 1, n}):
        replayed = Match.replay(g, m.players, m.seed, m.setup, m.actions[:k], **m.options)
        with monkeypatch.context() as mp:       # a fork must not run any rule
            mp.setattr(type(g), "apply", lambda *a, **kw: pytest.fail("fork replayed an action"))
            mp.setattr(type(g), "new_state", lambda *a, **kw: pytest.fail("fork dealt again"))
            forked = m.fork(k)
        assert [str(a) for a in forked.actions] == [str(a) for a in replayed.actions]
        assert [(e.kind, e.code, e.seat, repr(e.params)) for e in forked.events] == \
            [(e.kind, e.code, e.seat, repr(e.params)) for e in replayed.events]
        assert g.facts(forked.state) == g.facts(replayed.state)
        assert forked.to_act() == replayed.to_act()


def test_match_copy_is_a_fork_and_independent():
    m = finished_match("robotrick")
    m.undo(5)
    twin = m.copy()
    assert [str(a) for a in twin.actions] == [str(a) for a in m.actions]
    twin.play(twin.legal_actions()[0])
    assert len(twin.actions) == len(m.actions) + 1
    with pytest.raises(IndexError):
        m.fork(len(m.actions) + 1)
