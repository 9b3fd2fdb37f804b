"""The shortcuts of the trick-resolution and round-end paths give what the plain code gives:
an effective card's note, the hook tables, the priority order kept per set of characters,
components taken out of the box, the shared shuffle."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tricklab.core.chance import shuffle
from tricklab.core.events import Step
from tricklab.games.tricktakers import registry
from tricklab.games.tricktakers.cards import ALCHEMIST_DECK, BEASTS, KING_RARE, SHARED_DECK, \
    parse_cards
from tricklab.games.tricktakers.characters import ALL, REGISTRY
from tricklab.games.tricktakers.characters.base import Character
from tricklab.games.tricktakers.hooks import SEAT_HOOKS, TRICK_HOOKS, comp, effective_hooks, \
    hooked, implements, overrides, trick_hooks
from tricklab.games.tricktakers.state import TTState
from tricklab.games.tricktakers.table import from_box
from tricklab.games.tricktakers.trick import Eff, printed

STEP = Step("TEST_NOTE", ("TT-071",), {"seat": "Ann"})


@pytest.mark.parametrize("changes", [{}, {"value": 10}, {"colour": "K"}, {"rare_plus": True},
                                     {"wins_ties": ("TT-078",)}, {"protected_10": True},
                                     {"kind": "wf", "colour": None, "value": 0}])
def test_note_is_replace_with_the_step_added(changes):
    base = printed(parse_cards(["R7"])[0]).note(Step("FIRST", ()))
    made = base.note(STEP, **changes)
    assert made == replace(base, notes=base.notes + (STEP,), **changes)
    # the fields the comparison leaves out too (``winner_among`` ranks by them)
    assert vars(made) == vars(replace(base, notes=base.notes + (STEP,), **changes))
    with pytest.raises(TypeError):
        base.note(STEP, notes=())          # as replace: the notes are the note's own


def test_overrides_are_implements_for_every_hook():
    hooks = [n for n in dir(Character) if not n.startswith("__")]
    for component in REGISTRY.values():
        names = overrides(component)
        assert names == {h for h in hooks if implements(component, h)}, component.name
        assert "effective" in overrides(REGISTRY["king"])


def test_priority_order_is_kept_per_set_and_forgotten_on_register():
    chars = dict(zip(["Ann", "Bo", "Cy", "Di"], ALL[-4:]))
    plain = sorted(chars, key=lambda s: REGISTRY[chars[s]].priority)
    first = registry.by_priority(chars)
    assert first == plain and registry.by_priority(chars) == plain
    first.reverse()                          # a caller's list is its own
    assert registry.by_priority(chars) == plain
    last = chars["Di"]
    old = REGISTRY[last]
    double = type("Double", (type(old),), {"code": "0A"})()
    try:
        registry.register(double)
        assert registry.by_priority(chars)[0] == "Di"
    finally:
        registry.register(old)
    assert registry.by_priority(chars) == plain


def test_from_box_takes_the_cards_in_the_order_given():
    st = TTState(players=["Ann", "Bo", "Cy"], seed=1, opts={}, pool=())
    st.box = [KING_RARE, *BEASTS[:3], *ALCHEMIST_DECK[:4]]
    box = st.box
    wanted = [ALCHEMIST_DECK[2], SHARED_DECK[0], BEASTS[1], ALCHEMIST_DECK[0]]
    assert from_box(st, wanted) == [ALCHEMIST_DECK[2], BEASTS[1], ALCHEMIST_DECK[0]]
    assert st.box is box                     # changed in place, the rest in its order
    assert box == [KING_RARE, BEASTS[0], BEASTS[2], ALCHEMIST_DECK[1], ALCHEMIST_DECK[3]]
    assert from_box(st, [SHARED_DECK[1]]) == [] and len(box) == 5


def test_from_box_takes_cards_lying_side_by_side_as_a_slice_and_others_as_found():
    """A character's own cards lie side by side in the box, in the order asked (taken as one
    slice); the same cards in another order, or some missing, are taken as found one by one:
    both give the cards in the order asked and leave the rest in its order."""
    st = TTState(players=["Ann", "Bo", "Cy"], seed=1, opts={}, pool=())
    rest = [KING_RARE, *BEASTS[:2]]
    for wanted, got in [(ALCHEMIST_DECK[:3], ALCHEMIST_DECK[:3]),
                        (ALCHEMIST_DECK[2::-1], ALCHEMIST_DECK[2::-1]),
                        ([ALCHEMIST_DECK[0], SHARED_DECK[0], ALCHEMIST_DECK[1]],
                         ALCHEMIST_DECK[:2])]:
        st.box = [*rest[:1], *ALCHEMIST_DECK[:3], *rest[1:]]
        left = [c for c in st.box if c not in got]
        assert from_box(st, tuple(wanted)) == list(got)
        assert st.box == left


class _OwnDraw(random.Random):
    """A generator with a draw of its own: the shuffle must ask it."""

    def _randbelow(self, n: int) -> int:  # type: ignore[override]
        return n - 1


@pytest.mark.parametrize("n", [0, 1, 2, 5, 15, 40, 41])
def test_shared_shuffle_is_the_standard_shuffle(n):
    for seed in range(5):
        ours, theirs = list(range(n)), list(range(n))
        shuffle(random.Random(f"tricktakers:{seed}"), ours)
        random.Random(f"tricktakers:{seed}").shuffle(theirs)
        assert ours == theirs
    ours, theirs = list(range(n)), list(range(n))
    shuffle(_OwnDraw(0), ours)
    _OwnDraw(0).shuffle(theirs)
    assert ours == theirs


def test_effective_eff_of_a_plain_card_is_the_printed_one():
    card = parse_cards(["G3"])[0]
    assert printed(card) is printed(card) and printed(card) == Eff("num", "G", 3)


def _plain_trick_hooks(st: TTState) -> tuple:
    """What ``trick_hooks`` must give, asked hook by hook of each seat's component now."""
    ordered = tuple(tuple((s, comp(st, s)) for s in st.ranked if implements(comp(st, s), h))
                    for h in TRICK_HOOKS)
    by_seat = tuple({s: comp(st, s) for s in st.chars if implements(comp(st, s), h)}
                    for h in SEAT_HOOKS)
    watchers = tuple((s, comp(st, s)) for s in st.ranked if implements(comp(st, s),
                                                                       "on_any_play"))
    return ordered + by_seat + (watchers,)


def test_trick_hook_tables_are_kept_until_a_character_changes():
    """A round's table is built once and kept; a changed character (a pick, a clone's own
    pick, a Little seat taking its second character) rebuilds it."""
    import tricklab.games.tricktakers_little  # noqa: F401  (its resolver names Little seats)
    st = TTState(players=["Ann", "Bo", "Cy", "Di"], seed=1, opts={}, pool=())
    st.chars = {"Ann": "king", "Bo": "collector", "Cy": "adventurer", "Di": "samurai"}
    st.ranked = tuple(registry.by_priority(st.chars))
    found = trick_hooks(st)
    assert tuple(found) == _plain_trick_hooks(st) and trick_hooks(st) is found
    assert found.takes == {"Bo": REGISTRY["collector"], "Cy": REGISTRY["adventurer"]}
    st.chars["Bo"] = "hermit"                     # same seats, same order: a new character
    assert tuple(trick_hooks(st)) == _plain_trick_hooks(st) and "Bo" not in trick_hooks(st).takes
    twin = st.clone()                             # shares the tables until it changes
    assert trick_hooks(twin) is trick_hooks(st)
    twin.chars["Di"] = "ninja"
    assert tuple(trick_hooks(twin)) == _plain_trick_hooks(twin)
    assert tuple(trick_hooks(st)) == _plain_trick_hooks(st)
    assert trick_hooks(st).after_trick == (("Di", REGISTRY["samurai"]),)
    # Little: a seat's name grows with its second pick and names another component
    st.chars = {"Ann": "little:king", "Bo": "little:healer", "Cy": "little:ninja"}
    st.ranked = tuple(st.chars)
    before = trick_hooks(st).takes["Ann"]
    st.chars["Ann"] = "little:king+gambler"
    after = trick_hooks(st).takes["Ann"]
    assert after is registry.get("little:king+gambler") and after is not before
    assert tuple(trick_hooks(st)) == _plain_trick_hooks(st)


@pytest.mark.parametrize("game, seeds, kw", [("tricktakers", range(12), {"characters": ALL}),
                                              ("tricktakers_little", range(6), {})])
def test_trick_hook_tables_built_in_seeded_games_are_the_plain_ones(monkeypatch, game, seeds,
                                                                      kw):
    """Every table a game builds (its seats' components kept per character name, the hooks'
    seats grown as tuples) is what each seat's component answers hook by hook, round by
    round: Tricktakers with all 15 characters, and Little, whose seats' names change."""
    from tricklab.core.simulate import random_playout
    from tricklab.games import get_game
    from tricklab.games.tricktakers import hooks, rules
    built = 0

    def checked(st: TTState) -> hooks.TrickHooks:
        nonlocal built
        cache = st.hook_cache
        fresh = cache is None or cache[0] is not st.ranked or cache[1] != st.chars \
            or hooks._TRICK not in cache[2]
        found = hooks.trick_hooks(st)
        if fresh:
            assert tuple(found) == _plain_trick_hooks(st), (st.round, st.chars)
            assert type(found) is hooks.TrickHooks
            assert hooked(st, "on_any_play") is found.watchers
            built += 1
        return found

    monkeypatch.setattr(rules, "trick_hooks", checked)
    for seed in seeds:
        players = ["Ann", "Bo", "Cy", "Di"] if seed % 2 else ["Ann", "Bo", "Cy", "Di", "Eve"]
        random_playout(get_game(game), seed, players, **kw)
    assert built >= 2 * len(seeds), built


def test_trick_hook_tables_forget_a_component_on_register():
    """A name's component is kept for the tables until ``register`` replaces it."""
    st = TTState(players=["Ann", "Bo", "Cy", "Di"], seed=1, opts={}, pool=())
    st.chars = {"Ann": "king", "Bo": "collector", "Cy": "adventurer", "Di": "samurai"}
    st.ranked = tuple(registry.by_priority(st.chars))
    assert trick_hooks(st).after_trick == (("Di", REGISTRY["samurai"]),)
    old = REGISTRY["samurai"]
    double = type("Double", (type(old),), {"after_trick": Character.after_trick})()
    try:
        registry.register(double)
        st.ranked = (*st.ranked,)                # a new round: the tables are built again
        found = trick_hooks(st)
        assert found.after_trick == () and ("Di", double) in found.starters
        assert tuple(found) == _plain_trick_hooks(st)
    finally:
        registry.register(old)
    st.ranked = (*st.ranked,)
    assert trick_hooks(st).after_trick == (("Di", old),)


def _plain_hooked(st: TTState) -> tuple:
    """What ``hooked`` (for a few hooks) and ``effective_hooks`` must give, asked now."""
    seats = tuple(tuple((s, comp(st, s)) for s in st.ranked if implements(comp(st, s), h))
                  for h in (*TRICK_HOOKS, *SEAT_HOOKS, "on_any_play"))
    return seats + tuple({s: comp(st, s) for s in st.chars if implements(comp(st, s), h)}
                         for h in ("effective", "effective_late"))


def _asked(st: TTState) -> tuple:
    return tuple(hooked(st, h) for h in (*TRICK_HOOKS, *SEAT_HOOKS, "on_any_play")) \
        + effective_hooks(st)


def _pick(st: TTState) -> TTState:                  # select.py: a seat's pick, in place
    st.chars["Bo"] = "ninja"
    return st


def _clone_pick(st: TTState) -> TTState:            # a clone's own pick (Match copies states)
    twin = st.clone()
    twin.chars["Di"] = "alchemist"
    assert _asked(st) == _plain_hooked(st)          # the original keeps its own characters
    return twin


def _new_round(st: TTState) -> TTState:            # deal.py: a new dict, the same seat order
    st.chars = {**st.chars, "Ann": "berserker"}
    return st


def _little_second(st: TTState) -> TTState:        # Little: a seat's second character
    st.chars["Cy"] = "little:king+gambler"
    return st


@pytest.mark.parametrize("change", [_pick, _clone_pick, _new_round, _little_second])
def test_hooked_and_effective_hooks_follow_a_changed_character(change):
    """``hooked`` and ``effective_hooks`` check their kept lists on their own (not through
    ``trick_hooks``): after each way a character changes, asked first of all, they give the
    new characters' hooks, never the kept ones."""
    import tricklab.games.tricktakers_little  # noqa: F401  (its resolver names Little seats)
    st = TTState(players=["Ann", "Bo", "Cy", "Di"], seed=1, opts={}, pool=())
    st.chars = {"Ann": "king", "Bo": "collector", "Cy": "little:king", "Di": "samurai"}
    st.ranked = ("Ann", "Bo", "Cy", "Di")
    kept = _asked(st)
    assert kept == _plain_hooked(st) and _asked(st) == kept
    changed = change(st)
    assert _plain_hooked(changed) != kept           # the change does change some hook
    assert _asked(changed) == _plain_hooked(changed)


def test_a_draw_tells_exactly_the_characters_that_implement_on_receive():
    """``table.received`` skips Character's do-nothing ``on_receive``, told by the function's
    name (the table cannot import the characters): the same answer as ``implements``."""
    from tricklab.games.tricktakers import table
    from tricklab.games.tricktakers_little.seat import Seat

    components = [*REGISTRY.values(), Seat.__new__(Seat)]
    assert [table._reacts(c) for c in components] \
        == [implements(c, "on_receive") for c in components]
    assert any(table._reacts(c) for c in components) and not all(
        table._reacts(c) for c in components)


@pytest.mark.parametrize("players, seeds", [(4, range(12)), (3, range(6)), (5, range(6))])
def test_the_trick_resolve_finds_is_effective_cards_and_winner_among(monkeypatch, players,
                                                                     seeds):
    """``_resolve`` finds a trick's effective cards itself when no character has a stage 2
    (``effective_late``), without calling ``effective_cards``, and its winner itself unless a
    revolt, a tie, a Berserker card or a card that beats the strongest one needs
    ``winner_among``: every trick result it makes must hold the cards ``effective_cards``
    gives, notes included, in play order (``_resolve`` sorts the entries only when a card lay
    face down or a character has ``before_resolve``), and the winner and Rare flag
    ``winner_among`` gives, both with and without a stage 2 and ``winner_among``'s call."""
    from tricklab.core.simulate import random_playout
    from tricklab.games import get_game
    from tricklab.games.tricktakers import rules

    game = get_game("tricktakers")
    cls = type(game)
    resolve, make, rank = cls._resolve, rules._make, rules.winner_among
    now: list[TTState] = []
    seen = {True: 0, False: 0}
    ranked = []

    def watched(self, st, events, record=False, found=None):
        now.append(st)
        try:
            resolve(self, st, events, record, found)
        finally:
            now.pop()

    def made(cls, values):
        if cls is rules.TrickResult:
            st = now[-1]
            _, seat, win, _, entries, effs, revolt, has_rare, lead = values
            plays = sorted((e for e in st.entries if not e.facedown), key=lambda e: e.index)
            wanted = game.effective_cards(st, plays, revolt)
            assert entries == tuple(plays) and effs == tuple(wanted), (st.round, st.trick_no)
            assert [vars(e) for e in effs] == [vars(e) for e in wanted]
            won, _, rare = rank(effs, lead, revolt)
            assert (win, seat, has_rare) == (entries[won], entries[won].seat, rare), \
                (st.round, st.trick_no, effs, lead, revolt)
            seen[bool(trick_hooks(st).late)] += 1
        return make(cls, values)

    def counted(effs, lead, revolt):
        ranked.append(revolt)
        return rank(effs, lead, revolt)

    monkeypatch.setattr(cls, "_resolve", watched)
    monkeypatch.setattr(rules, "_make", made)
    monkeypatch.setattr(rules, "winner_among", counted)
    for seed in seeds:
        random_playout(game, seed, ["Ann", "Bo", "Cy", "Di", "Eve"][:players], characters=ALL)
    assert seen[False] > 20 and seen[True] > 10, seen
    # both ways of finding the winner were taken, a revolt's too
    assert sum(seen.values()) - len(ranked) > 20 and len(ranked) > 4 and any(ranked), ranked


@pytest.mark.parametrize("players, seeds", [(4, range(20)), (5, range(6))])
def test_every_play_index_the_loop_finds_is_the_count_of_face_up_entries(monkeypatch, players,
                                                                        seeds):
    """The bulk loop numbers a play by the face-up entries before it without counting them
    when the last entry is numbered by all the entries before it: every index it hands to a
    plain entry, ``make_entry`` or ``listed_entry`` must be that count, cards lying face down
    (a Potion, a shadow) included."""
    from tricklab.core.simulate import random_playout
    from tricklab.games import get_game
    from tricklab.games.tricktakers import rules
    from tricklab.games.tricktakers import state as state_module

    game = get_game("tricktakers")
    cls = type(game)
    run = cls._play_records
    now: list[TTState] = []
    seen = {"checked": 0, "face down": 0}

    def check(index):
        st = now[-1]
        assert index == sum(not e.facedown for e in st.entries), (st.round, st.trick_no)
        seen["checked"] += 1
        seen["face down"] += any(e.facedown for e in st.entries)

    def watched(self, st, rng, raw):
        now.append(st)
        try:
            run(self, st, rng, raw)
        finally:
            now.pop()

    class Checked(dict):
        def get(self, key, default=None):
            check(key[2])
            return super().get(key, default)

    for kind in {type(c) for c in REGISTRY.values()}:
        for name in ("make_entry", "listed_entry"):
            if name in vars(kind):
                made = vars(kind)[name]

                def entry(self, st, seat, card, words, index, steps, made=made):
                    if now and now[-1] is st:
                        check(index)
                    return made(self, st, seat, card, words, index, steps)

                monkeypatch.setattr(kind, name, entry)
    monkeypatch.setattr(cls, "_play_records", watched)
    monkeypatch.setattr(rules, "PLAIN_ENTRIES", Checked(state_module.PLAIN_ENTRIES))
    for seed in seeds:
        random_playout(game, seed, ["Ann", "Bo", "Cy", "Di", "Eve"][:players], characters=ALL)
    assert seen["checked"] > 300 and seen["face down"] > 5, seen
