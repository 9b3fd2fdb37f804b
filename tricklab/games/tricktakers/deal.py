"""Starting a game and a round: options, the scenario setup (validated, with clear errors), the
deal of 5 cards each from the 40-card deck, and the reset of every round (spec 3.1, 4.1, 4.2).

Scenario ``setup`` fields (all optional)::

    round           1..3: the round to start in (default 1)
    leader          who leads trick 1 (round 1: also the lead player who picks first)
    characters      {seat: name}: this round's characters, skipping the selection
    previous        {seat: name}: last round's characters (selection order, King's privilege)
    hands           {seat: [5 cards]} from the 40 shared cards
    deck            the top cards of the draw deck, top first (the rest is shuffled)
    points          {seat: n} held points (default 30 each)
    gold, black     {seat: n} crowns owned from earlier rounds
    lead_token      who holds the lead-player token (rounds 2–3)
    berserker_aside the 2 Berserker cards set aside (the other 4 + BZ go to the hand)
    items           the top of the Adventurer's item deck, top first
    out_of_play     shared cards kept out of this round (in the box), for "what if" positions
                    such as an almost empty draw deck (TT-177); the next round uses all 40

Everything the setup leaves open is dealt from the seed, per round (``table.rng``).
"""
from __future__ import annotations

import sys
from typing import Any

from tricklab.core.chance import shuffle
from tricklab.core.errors import NotationError, SetupError, clip
from tricklab.core.events import Event, EventKind, Sink
from tricklab.core.rulings import Place
from tricklab.core.setup import check_fields
from tricklab.core.checks import nearest
from tricklab.core.worded import InLanguages, Twice, Typed

from . import characters as chars
from .cards import BERSERKER_CARD, BERSERKER_DECK, KING_RARE, SHARED_DECK, TTCard, parse_cards
from .characters.items import item_name
from .registry import memo
from .state import TTState
from .table import rng

SETUP_KEYS = {"round", "leader", "characters", "previous", "hands", "deck", "points", "gold",
              "black", "lead_token", "berserker_aside", "items", "out_of_play"}
OPTIONS = {"style": "all_star", "characters": None, "shuffle_mode": "jp",
           "public_discards": False, "variant_little_king": False,
           "variant_resistance_3p": False, "variant_castle_visit": False,
           "rule_350": None, "variant_150_lead": False, "ninja_timing": "always_last"}
# the options that are on or off (rule_350's None: as the character set says, TT-171)
SWITCHES = frozenset(k for k, v in OPTIONS.items() if isinstance(v, bool)) | {"rule_350"}
STYLES = ("all_star", "basic", "draft", "shuffle")
HAND = 5
TRICKS = 5
ROUNDS = 3
START_POINTS = 30

# Facts of the character set, kept while the registry stays the same (``registry.memo``):
# per set of characters named in the options, (any expansion character?, in priority order)
_SETS: dict[tuple[str, ...], tuple[bool, tuple[str, ...]]] = memo()
# the registered characters' scenario fields, by field (one entry, under None)
_FIELDS: dict[None, dict[str, Any]] = memo()
# per set of characters (the game's pool): the cards every round starts in the box
_BOXED: dict[tuple[str, ...], tuple[TTCard, ...]] = memo()
# the ``characters`` options given as tuples, checked: their names
_CHECKED: dict[tuple[Any, ...], tuple[str, ...]] = memo()
_NOBODY: frozenset[str] = frozenset()     # no seat has finished a stage (one set, not one a round)


def fail(message: str, code: str, **params: Any) -> None:
    raise SetupError(message, code=code, **params)


def character_names(value: Any) -> tuple[str, ...]:
    """The ``characters`` option as character names: a set by the dashboard's word ("all",
    "base", "basic"), one character's name, or a list of names. A string was read letter by
    letter ("all": "unknown characters a, l, l")."""
    if isinstance(value, str):
        word = value.strip().lower()
        if word in chars.SETS:
            return chars.SETS[word]
        if word in chars.REGISTRY:
            return (word,)
        fail(f"characters: {value!r} is neither a character set ({', '.join(chars.SETS)}) nor a "
             f"character; give a set's name or a list of characters", "SETUP_CHARACTER_SET",
             text=value, sets=list(chars.SETS))
    if not isinstance(value, (list, tuple, set, frozenset)):
        fail(f"characters: give a set's name ({', '.join(chars.SETS)}) or a list of characters, "
             f"not {type(value).__name__}", "SETUP_CHARACTER_SET", text=str(value),
             sets=list(chars.SETS))
    return tuple(str(n).strip().lower() for n in value)


def _names(given: Any, style: str) -> tuple[str, ...]:
    """``_checked_names``; a tuple of names checked before (a simulation gives the same set
    game after game) is not checked again."""
    if given.__class__ is not tuple:
        return _checked_names(given, style)
    try:
        names = _CHECKED.get(given)
    except TypeError:                       # (a name that is no string: checked, refused)
        return _checked_names(given, style)
    if names is None:
        if len(_CHECKED) >= 256:
            _CHECKED.clear()
        names = _CHECKED[given] = _checked_names(given, style)
    return names


def _checked_names(given: Any, style: str) -> tuple[str, ...]:
    """The ``characters`` option (None: the style's set) as checked character names."""
    if given is None:
        given = chars.BASIC if style == "basic" else chars.BASE
    names = character_names(given)
    bad = [n for n in names if n not in chars.REGISTRY]
    if bad:            # only the wrong one, and what was probably meant (not every name given)
        guess = nearest(bad[0], chars.REGISTRY)
        if guess:
            fail(f"characters: '{bad[0]}' is not a character — did you mean {guess}?",
                 "SETUP_CHARACTER_GUESS", name=Typed(bad[0]), character=guess,
                 guess=InLanguages((("en", guess),)))
        fail(f"characters: '{bad[0]}' is not a character (known: {', '.join(chars.REGISTRY)})",
             "SETUP_CHARACTER_UNKNOWN", name=Typed(bad[0]),
             known=InLanguages((("en", ", ".join(chars.REGISTRY)), ("ja", "、".join(chars.REGISTRY)))))
    twice = [n for i, n in enumerate(names) if n in names[:i]]
    if twice:
        fail(f"characters: {twice[0]} is listed twice", "SETUP_CHARACTER_TWICE",
             character=twice[0], name=Typed(twice[0]))
    # the registry's own strings (names written in the code are interned): every look-up of a
    # character by name during the game then finds its key by identity, not by comparing text
    return tuple(map(sys.intern, names))


def check_options(options: dict[str, Any], n_players: int) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The options checked, completed with their defaults, and the game's character pool in
    priority order. Options of plain values (strings, switches, None, a tuple of names) are
    checked once and their answer copied after (a simulation starts every game with the
    same options: the checks cost more than the rest of its start but the deal); other
    values are checked every time."""
    key: Any = (n_players,)
    for k, v in options.items():
        t = v.__class__         # (exact types: 1 == True, yet only True is a switch)
        if t is tuple:
            for x in v:
                if x.__class__ is not str:
                    return _check_options(options, n_players)
        elif t is not str and t is not bool and v is not None:
            return _check_options(options, n_players)
        key += (k, v)
    known = _CHECKED_OPTIONS.get(key)
    if known is None:
        if len(_CHECKED_OPTIONS) >= 256:
            _CHECKED_OPTIONS.clear()
        known = _CHECKED_OPTIONS[key] = _check_options(options, n_players)
    return dict(known[0]), known[1]


# per options of plain values (``check_options``' key): the answer, copied for each game
_CHECKED_OPTIONS: dict[tuple[Any, ...], tuple[dict[str, Any], tuple[str, ...]]] = memo()


def _check_options(options: dict[str, Any], n_players: int
                   ) -> tuple[dict[str, Any], tuple[str, ...]]:
    check_fields(options, OPTIONS, "options")
    for key in sorted(SWITCHES & set(options)):      # "rule_350: maybe" was taken as true
        value = options[key]
        if not isinstance(value, bool) and not (value is None and OPTIONS[key] is None):
            fail(f"options.{key} must be true or false, not {value!r}", "SETUP_OPTION_TYPE",
                 option=key, expected="type_boolean", value=Typed(clip(str(value), 30)))
    opts = {**OPTIONS, **options}
    if opts["style"] not in STYLES:
        fail(f"style must be one of {', '.join(STYLES)}, not {opts['style']!r}", "SETUP_STYLE",
             style=opts["style"])
    if opts["shuffle_mode"] not in ("jp", "pgc"):
        fail("shuffle_mode must be 'jp' or 'pgc'", "SETUP_STYLE", style=opts["shuffle_mode"])
    names = _names(opts["characters"], opts["style"])
    need = 3 * n_players if opts["style"] == "draft" else n_players + 1 \
        if opts["style"] == "shuffle" else n_players
    if len(names) < need:
        fail(f"the {opts['style']} style needs at least {need} characters for {n_players} "
             f"players, not {len(names)}", "SETUP_TOO_FEW_CHARACTERS", need=need, n=len(names))
    if opts["ninja_timing"] not in ("always_last", "seat_order"):
        fail("ninja_timing must be 'always_last' or 'seat_order'", "SETUP_STYLE",
             style=opts["ninja_timing"])
    known = _SETS.get(names)                # the same set game after game: looked up once
    if known is None:
        if len(_SETS) >= 256:
            _SETS.clear()
        known = _SETS[names] = (any(chars.get(n).expansion for n in names),
                                tuple(sorted(names, key=chars.priority)))
    if opts["rule_350"] is None:     # printed in the expansion rulebook (spec 8) [interp]
        opts["rule_350"] = known[0]
    opts["characters"] = names
    return opts, known[1]


def _cards(value: Any, where: str) -> list[TTCard]:
    try:
        return parse_cards(value if value is not None else [])
    except NotationError as err:
        fail(f"{where}: {err.message}", "SETUP_BAD_CARD", where=where, text=err.params.get("text"))
    raise AssertionError


def _seats(st: TTState, value: Any, what: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        fail(f"{what} must map seat names to values", "SETUP_SHAPE", what=what)
    for s in value:
        if s not in st.players:
            fail(f"{what}: '{s}' is not a player ({', '.join(st.players)})", "SETUP_BAD_SEAT",
                 seat=s)
    return value


def _count(value: Any, what: str) -> int:
    try:
        n = int(value)
    except (TypeError, ValueError):
        n = -1
    if n < 0:
        fail(f"{what} must be a whole number 0 or more, not {value!r}", "SETUP_NUMBER", what=what)
    return n


def new_game(st: TTState, setup: dict[str, Any], events: list[Event],
             taken: frozenset[str] = frozenset()) -> None:
    """Validate the whole setup, then start its round. ``taken``: fields a variant read out
    of the setup first (Little's shop), allowed and named among the allowed ones too."""
    if not setup:       # a bulk game: what the checks below give for an empty setup, unchecked
        st.round = 1
        st.points = dict.fromkeys(st.players, START_POINTS)
        st.gold = dict.fromkeys(st.players, 0)
        st.black = dict.fromkeys(st.players, 0)
        st.crown_box["gold"] = st.crown_box["black"] = 0
        st.prev = {}
        st.round_lead = rng(st, "lead").choice(st.players)
        st.lead_token = None
        start_round(st, setup, {"leader": None}, events)
        return
    fields = _FIELDS.get(None)
    if fields is None:
        fields = _FIELDS[None] = {k: c for c in chars.REGISTRY.values()
                                  for k in c.scenario_fields}
    check_fields(setup or {}, SETUP_KEYS | set(fields) | taken)
    rnd = _count(setup.get("round", 1), "round")
    if not 1 <= rnd <= ROUNDS:
        fail("round must be 1, 2 or 3", "SETUP_ROUND", round=rnd)
    st.round = rnd
    points = _seats(st, setup.get("points"), "points")
    st.points = {p: _count(points.get(p, START_POINTS), "points") for p in st.players}
    for kind, per in (("gold", 1), ("black", 2)):
        owned = _seats(st, setup.get(kind), kind)
        pile = {p: _count(owned.get(p, 0), kind) for p in st.players}
        spare = per * (rnd - 1) - sum(pile.values())
        if spare < 0:
            fail(f"{sum(pile.values())} {kind} crowns cannot have been won before round {rnd} "
                 f"({per} per round)", "SETUP_CROWNS", kind=f"{kind}_crowns")
        setattr(st, kind, pile)
        st.crown_box[kind] = spare
    prev = _seats(st, setup.get("previous"), "previous")
    for s, name in prev.items():
        if name not in chars.REGISTRY:
            fail(f"previous: unknown character '{name}'", "SETUP_CHARACTER", names=[name])
    if prev and rnd == 1:
        fail("previous characters only make sense from round 2", "SETUP_ROUND", round=rnd)
    st.prev = {s: str(n) for s, n in prev.items()}
    leader = setup.get("leader")
    if leader is not None and leader not in st.players:
        fail(f"leader '{leader}' is not a player", "SETUP_BAD_SEAT", seat=leader)
    token = setup.get("lead_token")
    if token is not None and (token not in st.players or rnd == 1):
        fail("lead_token must be a player, from round 2", "SETUP_BAD_SEAT", seat=token)
    st.round_lead = leader or rng(st, "lead").choice(st.players)
    st.lead_token = token
    fixed = {"leader": leader}
    aside = _cards(setup.get("berserker_aside"), "berserker_aside") if "berserker_aside" in setup else None
    if aside is not None:
        if len(aside) != 2 or len(set(aside)) != 2 or any(c not in BERSERKER_DECK or c is BERSERKER_CARD
                                                          for c in aside):
            fail("berserker_aside: 2 different Berserker-deck cards other than BZ (R10 B10 G10 "
                 "K10 RAZ WFZ)", "SETUP_BERSERKER")
        fixed["berserker_aside"] = aside
    if "items" in setup:
        names = [item_name(x) for x in setup["items"] or []]
        if None in names or len(set(names)) != len(names):
            fail("items: names of different items (map, potion, boots, sword, wand, axe, book, "
                 "orb, wing, doll, fairy, gold, castle, crystal, rock)", "SETUP_ITEMS")
        fixed["items"] = names
    for key, owner in fields.items() if setup else ():   # fixed chance (expansion characters)
        if key in setup:
            fixed[key] = owner.check_scenario_field(key, setup[key])
    start_round(st, setup, fixed, events)
    characters = _seats(st, setup.get("characters"), "characters")
    if characters:
        if set(characters) != set(st.players):
            fail("characters: give one character for every player", "SETUP_CHARACTER",
                 names=list(characters.values()))
        names = [str(n).lower() for n in characters.values()]
        if len(set(names)) != len(names) or any(n not in st.pool for n in names):
            fail(f"characters: different characters of this game's set ({', '.join(st.pool)})",
                 "SETUP_CHARACTER", names=names)
        for s, n in characters.items():
            if not chars.get(n).repeatable and st.prev.get(s) == n:
                fail(f"{s} was the King last round and may not be the King again",
                     "SETUP_KING_AGAIN", ruling="TT-014", seat=s)
        st.chars = {s: str(characters[s]).lower() for s in st.players}


def _placed(st: TTState, setup: dict[str, Any]
            ) -> tuple[dict[str, list[TTCard]], list[TTCard], list[TTCard], list[TTCard]]:
    """The cards a scenario places (hands, the top of the deck, out of play), checked, and
    the shared cards left to deal."""
    placed: dict[TTCard, str] = {}

    def place(cards: list[TTCard], where: str) -> list[TTCard]:
        for c in cards:
            if c in placed:
                fail(f"card {c} appears twice: in {placed[c]} and in {where}", "SETUP_DUPLICATE",
                     card=c, first=placed[c], second=where, places=Twice(placed[c], where))
            if c not in SHARED_DECK:
                fail(f"{c} is not one of the 40 shared cards (it belongs to a character's own "
                     f"components)", "SETUP_NOT_SHARED", card=c, where=where)
            placed[c] = where
        return cards

    hands_in = _seats(st, setup.get("hands"), "hands")
    hands = {s: place(_cards(h, Place.hand(s)), Place.hand(s)) for s, h in hands_in.items()}
    for s, h in hands.items():
        if len(h) != HAND:
            fail(f"{s}'s hand has {len(h)} cards; every hand has {HAND}", "SETUP_HAND_SIZE",
                 seat=s, n=len(h), expected=HAND)
    top = place(_cards(setup.get("deck"), "deck"), Place("the deck", "zone_deck"))
    out = place(_cards(setup.get("out_of_play"), "out_of_play"),
                Place("out_of_play", "zone_out_of_play"))
    return hands, top, out, [c for c in SHARED_DECK if c not in placed]


def start_round(st: TTState, setup: dict[str, Any], fixed: dict[str, Any],
                events: Sink) -> None:
    """Collect every card, deal 5 to each player (4.1 step 1, 4.2 step 1) and reset the round."""
    if setup:
        hands, top, out, pool = _placed(st, setup)
    else:                                   # every later round: nothing placed by hand
        hands, top, out, pool = {}, [], [], list(SHARED_DECK)
    shuffle(rng(st, st.round, "deal"), pool)
    dealt = 0                   # (the pool's rest cut once at the end, not at every hand)
    for s in st.players:
        if s not in hands:
            if len(pool) - dealt < HAND:
                fail("out_of_play leaves too few cards to deal every hand", "SETUP_HAND_SIZE",
                     seat=s, n=len(pool) - dealt, expected=HAND)
            hands[s] = pool[dealt:dealt + HAND]
            dealt += HAND
    del pool[:dealt]
    st.hands = hands
    st.deck = top + pool if top else pool
    st.discard = []
    boxed = _BOXED.get(st.pool)
    if boxed is None:
        if len(_BOXED) >= 256:
            _BOXED.clear()
        own = [c for n in st.pool for owner in (chars.get(n),) if owner.expansion
               for c in owner.exclusive]
        boxed = _BOXED[st.pool] = (KING_RARE, *BERSERKER_DECK, *own)
    if st.carry:                            # a Strategist card a player carries over (TT-123)
        carried = set(st.carry.values())
        st.box = [c for c in boxed if c not in carried] + out
    else:
        st.box = [*boxed, *out]
    aside: dict[str, list[Any]] = {}
    taken: dict[str, list[Any]] = {}
    tricks: dict[str, list[Any]] = {}
    st.aside, st.taken, st.tricks = aside, taken, tricks
    for s in st.players:            # (one loop, not three comprehensions: a call each)
        aside[s] = []
        taken[s] = []
        tricks[s] = []
    st.entries, st.last_entries, st.order = [], [], []
    st.trick_no, st.turn, st.lead, st.revolt, st.pending = 1, 0, None, None, None
    st.stage, st.stage_done, st.result, st.swept, st.next_leader = "", _NOBODY, None, \
        False, None
    st.awards = {}
    st.leader, st.last_winner = None, None
    st.cdata = {}
    st.chars = {}
    st.setup_queue = []
    st.fixed = fixed
    st.draws = 0
    # (the players and points copied now: the points change later)
    events.append((_round_start_event, st.round, list(st.players), len(st.deck), dict(st.points)))


def _round_start_event(round_no: int, players: list[str], deck: int,
                       points: dict[str, int]) -> Event:
    """The event of a round's start (at once, or as a record built when read)."""
    return Event.quick(EventKind.SETUP, "ROUND_START", None, ("TT-001",),
                       {"round": round_no, "players": players, "hand": HAND, "deck": deck,
                        "points": points})
