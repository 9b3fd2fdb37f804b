"""Ties in Tricktakers: the Little-King variant (TT-052) and the Proactive Wing (TT-078) change
"first played wins" wherever it decides between equal cards (spec 5.6 steps 1–2, 5.7 step 3),
and the explanation mentions them only in a trick where they decided the winner.

The engine is compared with ``model_winner``, a deliberately plain re-statement of the spec
that shares no code with ``trick.py``: on random tricks built to tie often, and on the effective
cards of random full games (characters, items, tokens, revolts all included).
"""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from tricklab.core.trick import tie_winner
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers import rules as tt_rules
from tricklab.games.tricktakers.cards import ALL_CARDS
from tricklab.games.tricktakers.characters import ALL as ALL_CHARACTERS
from tricklab.games.tricktakers.state import Entry
from tricklab.games.tricktakers.trick import Eff, decide

SCENARIOS = (Path(__file__).resolve().parent.parent / "tricklab" / "games" / "tricktakers"
             / "scenarios")
CARDS = sorted(ALL_CARDS, key=str)


def model_winner(effs: list[Eff], lead: str | None, revolt: bool, flags: bool = True) -> int:
    """Spec 5.6/5.7 in the most direct form; ``flags=False`` ignores ``wins_ties``."""
    def first_played(cands: list[int]) -> int:
        flagged = [i for i in cands if flags and effs[i].wins_ties]
        return flagged[-1] if flagged else cands[0]

    idx = range(len(effs))
    if revolt:                                      # weakest wins
        def weakness(e: Eff) -> tuple[int, int]:
            return {"wf": (0, 0), "rare": (3, 0), "bz": (4, 0)}.get(
                e.kind, (2 if e.colour == "K" else 1, e.value))
        low = min(weakness(e) for e in effs)
        return first_played([i for i in idx if weakness(effs[i]) == low])
    has_rare = any(e.kind == "rare" for e in effs)

    def strength(e: Eff) -> tuple[int, int]:
        if e.kind == "bz":
            return (6, 0)
        if e.rare_plus and has_rare:
            return (5, 0)
        if e.kind == "rare":
            return (4, 0)
        if e.kind == "num":
            return (3 if e.colour == "K" else 2 if e.colour == lead else 1, e.value)
        return (0, 0)
    top = max(strength(e) for e in effs)
    s = first_played([i for i in idx if strength(effs[i]) == top])
    S = effs[s]
    ones = [i for i in idx if effs[i].kind == "num" and effs[i].value == 1]
    if S.kind == "bz" and ones:
        return first_played(ones)
    if S.kind == "num" and S.value == 10 and not S.protected_10:
        same = [i for i in ones if effs[i].colour == S.colour]
        if same:
            return first_played(same)
    return s


def later_steps(out) -> list:
    return [s for s in out.steps if s.code == "LATER_WINS_TIE"]


def check_against_model(plays: list[tuple[Entry, Eff]], lead: str | None, revolt: bool) -> bool:
    """Engine == model; the wins-ties line is there iff the flag changed the winner, and cites
    the rulings of the card it names. True if the flag decided this trick."""
    effs = [e for _, e in plays]
    out = decide(plays, lead, revolt)
    want = model_winner(effs, lead, revolt)
    assert out.winner == want, (plays, lead, revolt)
    decided = want != model_winner(effs, lead, revolt, flags=False)
    lines = later_steps(out)
    assert bool(lines) == decided, ([str(en) for en, _ in plays], lead, revolt, out.steps)
    for line in lines:
        named = next(e for en, e in plays if en.card == line.params["card"])
        assert line.rulings == named.wins_ties and named.wins_ties
    shown = {r for s in out.steps for r in s.rulings}
    if "TT-045" in shown:                           # the Wing in a revolt, never the King
        assert any("TT-045" in e.wins_ties for e in effs)
    return decided


# -- the core rule ---------------------------------------------------------------------------
def test_tie_winner_is_first_played_unless_a_later_card_wins_ties():
    assert tie_winner([2, 4, 5]) == 2
    assert tie_winner([2, 4, 5], lambda i: i == 4) == 4
    assert tie_winner([2, 4, 5], lambda i: i in (2, 4)) == 4         # the later of two flags
    assert tie_winner([2, 4, 5], lambda i: i == 2) == 2              # flagged and first anyway
    with pytest.raises(ValueError):
        tie_winner([])


# -- random tricks full of ties ---------------------------------------------------------------
def random_eff(rng: random.Random) -> Eff:
    kind = rng.choice(["num"] * 6 + ["wf", "rare", "bz"])
    if kind != "num":
        return Eff(kind, None, 0, rare_plus=kind == "wf" and rng.random() < 0.3,
                   wins_ties=rng.choice([(), (), ("TT-052",), ("TT-078",)]))
    value = rng.choice([1, 1, 1, 5, 9, 10, 10])
    return Eff("num", rng.choice("RBGK"), value, protected_10=value == 10 and rng.random() < 0.2,
               wins_ties=rng.choice([(), (), ("TT-052",), ("TT-078",)]))


@pytest.mark.parametrize("seed", range(8))
def test_random_tied_tricks_match_the_model(seed):
    rng = random.Random(seed)
    decided = {"strongest": 0, "beater": 0, "revolt": 0}
    for _ in range(2500):
        n = rng.randint(3, 5)
        effs = [random_eff(rng) for _ in range(n)]
        revolt = rng.random() < 0.3
        if revolt:
            effs = [replace(e, wins_ties=("TT-078", "TT-045"))
                    if e.wins_ties == ("TT-078",) else e for e in effs]
        lead = next((e.colour for e in effs if e.kind == "num"), None)
        cards = rng.sample(CARDS, n)
        plays = [(Entry(f"P{i}", cards[i], i), e) for i, e in enumerate(effs)]
        if check_against_model(plays, lead, revolt):
            out = decide(plays, lead, revolt)
            place = "revolt" if revolt else "strongest" if out.winner == out.strongest else "beater"
            decided[place] += 1
    assert min(decided.values()) >= 20, decided                     # every place was exercised


# -- random full games: the engine's effective cards, the model's winner -------------------------
@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_games_with_the_variant_match_the_model(n, monkeypatch):
    seen: list[tuple] = []

    def recording(plays, lead, revolt):
        seen.append((list(plays), lead, revolt))
        return decide(plays, lead, revolt)
    monkeypatch.setattr(tt_rules, "decide", recording)
    players = ["Ann", "Bo", "Cy", "Di", "Eve"][:n]
    tricks = 0
    for seed in range(40):
        opts = {"variant_little_king": True}
        if seed % 2:
            opts["characters"] = ALL_CHARACTERS
        st, events = GAME.new_state(players, seed, {}, opts)
        rng = random.Random(seed)
        while not GAME.is_over(st):
            legal = GAME.legal_actions(st)
            events += GAME.apply(st, legal[rng.randrange(len(legal))])
        for e in events:
            if e.kind == "trick_won":
                tricks += 1
                lines = [s for s in e.steps if s.code == "LATER_WINS_TIE"]
                # TT-052 only on the line that says a King's card won a tie
                assert ("TT-052" in e.all_rulings()) == any("TT-052" in s.rulings for s in lines)
    for plays, lead, revolt in seen:
        check_against_model(plays, lead, revolt)
    assert tricks >= 40 * 5


# -- the packaged scenarios: what must NOT be shown ------------------------------------------------
def shown_rulings(name: str) -> set[str]:
    from tricklab import scenarios
    res = scenarios.run(SCENARIOS / name)
    assert res.passed, res.report()
    assert res.match is not None
    return {r for e in res.match.events for r in e.all_rulings()}


def test_no_tie_no_little_king_line():
    assert "TT-052" not in shown_rulings("tt052_little_king_no_tie.yaml")    # Cy R8, Ann K8, Bo R3


def test_revolt_tie_cites_the_variant_not_the_wing():
    shown = shown_rulings("tt052_little_king_revolt_tie.yaml")
    assert "TT-052" in shown and "TT-045" not in shown and "TT-078" not in shown


@pytest.mark.parametrize("name", ["tt052_little_king_one_beats_bz.yaml",
                                  "tt052_little_king_one_beats_ten.yaml"])
def test_little_king_among_the_ones_cites_only_the_variant(name):
    shown = shown_rulings(name)
    assert "TT-052" in shown and not {"TT-045", "TT-078"} & shown


@pytest.mark.parametrize("name", ["tt078_wing_one_beats_bz.yaml", "tt078_wing_one_beats_ten.yaml"])
def test_wing_among_the_ones_cites_the_wing_not_the_variant(name):
    shown = shown_rulings(name)
    assert "TT-078" in shown and not {"TT-052", "TT-045"} & shown


def test_kings_rare_is_a_rare_only_without_the_variant():
    """TT-051's "a Rare in every respect" is false under the variant, where the King's Rare
    wins a tie with another Rare (TT-052); the plain game still says it."""
    assert "TT-051" not in shown_rulings("tt052_little_king.yaml")
    assert "TT-051" in shown_rulings("tt051_kings_rare_loses_to_hermit_wf.yaml")
