"""What every game must satisfy, written once against the contract (``Game``, ``Observation``,
``EventKind``) and never against a game: the conformance tests call these after every action
of random games."""
from __future__ import annotations

import dataclasses
import random
import re
from typing import Any

from tricklab.core.actions import Action
from tricklab.core.errors import TricklabError
from tricklab.core.events import Event, EventKind
from tricklab.core.match import Match

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}")
# A word with a lowercase letter in Japanese text is English left in (an id such as "hermit",
# a word such as "own"): codes and labels as printed are capitals (BET, MP, JOKER, GAM-1), a
# typed command quoted as an example stands in 「」, seat names and these are kept
ENGLISH_WORD = re.compile(r"(?<![A-Za-z])[A-Za-z]*[a-z][A-Za-z]*")
KEPT_IN_JAPANESE = {"tricklab", "KINGs"}
# Japanese text may equal the English only when it is nothing but names, numbers and symbols
NAMES_ONLY = re.compile(r"^[\sA-Za-z0-9_+\-−,.:;()/'\"×%·→←↔…#=?!\[\]]*$")


DASH_IN_A_SENTENCE = re.compile(r"—\s?[をがにはでと]")


# -- text -------------------------------------------------------------------------------------
def text_problems(cat: Any, code: str, params: dict[str, Any], seat_names: list[str]) -> list[str]:
    """A message in both languages, with every placeholder filled and Japanese translated."""
    out = []
    texts = {}
    for lang in ("en", "ja"):
        if lang not in cat.messages.get(code, {}):
            out.append(f"{code}: no {lang} message")
            continue
        texts[lang] = cat.message(code, params, lang)
        # an empty list reads "—": fine as a value ("formations: —"), not as the object of a
        # sentence (「Annは — を捨てて」, "Ann discards — and draws 4"); Japanese shows it by
        # the particle after the dash
        if lang == "ja" and DASH_IN_A_SENTENCE.search(texts[lang]):
            out.append(f"{code} (ja): an empty list read as 「—」 in a sentence: {texts[lang]!r}")
        left = PLACEHOLDER.findall(texts[lang])
        if left:
            out.append(f"{code} ({lang}): unfilled {left} in {texts[lang]!r}")
        if lang == "ja":
            words = {w for w in ENGLISH_WORD.findall(re.sub(r"「[^」]*」", "", texts[lang]))
                     if w not in KEPT_IN_JAPANESE and w not in seat_names}
            if words:
                out.append(f"{code} (ja): English {sorted(words)} in {texts[lang]!r}")
    if len(texts) == 2 and texts["en"] == texts["ja"]:
        bare = texts["en"]
        for name in seat_names:
            bare = bare.replace(name, "")
        if not NAMES_ONLY.match(bare):
            out.append(f"{code}: the Japanese text is the English one: {texts['en']!r}")
    return out


def event_text_problems(game: Any, ev: Event, seats: list[str], render: bool = True) -> list[str]:
    cat = game.catalogue
    out = text_problems(cat, ev.code, {**ev.params, "seat": ev.seat}, seats)
    for s in ev.steps:
        out += text_problems(cat, s.code, s.params, seats)
    out += [f"{ev.code}: unknown ruling {r}" for r in ev.all_rulings() if not cat.knows(r)]
    if render:
        for lang in ("en", "ja"):
            cat.explain(ev, lang)._repr_html_()      # renders without raising
    return out


# -- hidden cards -------------------------------------------------------------------------------
def cards_in(obj: Any, types: tuple[type, ...], out: set[str] | None = None,
             seen: set[int] | None = None) -> set[str]:
    """Every card (an instance of ``types``) reachable from ``obj``: containers, dataclasses and
    plain objects are walked, so a view cannot hide a card in a field a check forgot."""
    out = set() if out is None else out
    seen = set() if seen is None else seen
    if obj is None or isinstance(obj, (str, bytes, int, float, bool)) or id(obj) in seen:
        return out
    seen.add(id(obj))
    if types and isinstance(obj, types):
        out.add(str(obj))
        return out
    if isinstance(obj, dict):
        for k, v in obj.items():
            cards_in(k, types, out, seen)
            cards_in(v, types, out, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            cards_in(v, types, out, seen)
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            cards_in(getattr(obj, f.name, None), types, out, seen)
    elif hasattr(obj, "__dict__"):
        for v in vars(obj).values():
            cards_in(v, types, out, seen)
    return out


_ATOM, _CARD, _DICT, _SEQ, _OTHER = "atom", "card", "dict", "seq", "other"   # or field names
_KINDS: dict[tuple[type, ...], dict[type, Any]] = {}     # per card types: type -> kind


def _kind(t: type, types: tuple[type, ...]) -> Any:
    """How ``cards_in`` treats every instance of ``t``, in its own order of tests."""
    if t is type(None) or issubclass(t, (str, bytes, int, float, bool)):
        return _ATOM
    if types and issubclass(t, types):
        return _CARD
    if issubclass(t, dict):
        return _DICT
    if issubclass(t, (list, tuple, set, frozenset)):
        return _SEQ
    if dataclasses.is_dataclass(t) and not issubclass(t, type):
        return tuple(f.name for f in dataclasses.fields(t))      # a dataclass: its field names
    return _OTHER


def fast_cards_in(obj: Any, types: tuple[type, ...], out: set[str] | None = None) -> set[str]:
    """The same set as ``cards_in`` (the same edges: keys and values, items, dataclass fields,
    plain objects' attributes), walked with a stack and the decision made once per type rather
    than once per object: the secrecy check walks every seat's whole view after every action,
    and this is what lets CI play 1,000 games per game."""
    out = set() if out is None else out
    kinds = _KINDS.setdefault(types, {})
    seen: set[int] = set()
    alive: list[Any] = []              # keeps walked objects alive so no id is reused meanwhile
    stack = [obj]
    while stack:
        o = stack.pop()
        t = type(o)
        k = kinds.get(t)
        if k is None:
            k = kinds[t] = _kind(t, types)
        if k == _ATOM or id(o) in seen:
            continue
        seen.add(id(o))
        alive.append(o)
        if k == _CARD:
            out.add(str(o))
        elif k == _DICT:
            stack.extend(o.keys())
            stack.extend(o.values())
        elif k == _SEQ:
            stack.extend(o)
        elif k == _OTHER:
            if dataclasses.is_dataclass(o):          # a dataclass *class* (its defaults)
                stack.extend(getattr(o, f.name, None) for f in dataclasses.fields(o))
            elif hasattr(o, "__dict__"):
                stack.extend(vars(o).values())
        else:
            stack.extend(getattr(o, name, None) for name in k)
    return out


class Secrecy:
    """Follows what each seat has legitimately seen, and reports any card of a hand hidden from
    it that its observation (public view, events with their private parameters) names without
    the seat having seen that card before (a pass giver saw its own cards; a card played face
    up and taken back was seen by all)."""

    def __init__(self, game: Any, seats: list[str]) -> None:
        self.game, self.seats = game, seats
        self.known: dict[str, set[str]] = {s: set() for s in seats}
        self.types: set[type] = set()

    def check(self, state: Any, events: list[Event]) -> list[str]:
        """``events``: the new ones (older events were checked when they were new)."""
        hands = self.game.hands(state)
        self.types |= {type(c) for h in hands.values() for c in h}
        types = tuple(self.types)
        problems = []
        # by the vocabulary, the ``card``/``cards`` of a public event are laid face up: public
        # even when a new deal (the last trick of a round) or a redo (a tied reveal) puts them
        # back in a hand at once
        played: set[str] = set()
        for e in events:
            if e.visible_to is None:
                cards_in((e.params.get("card"), e.params.get("cards")), types, played)
        shown_all = {str(c) for h in self.game.open_cards(state).values() for c in h}
        for seat in self.seats:
            obs = self.game.observe(state, seat, events)
            assert obs.seat == seat and all(e.visible(seat) for e in obs.events)
            assert all(set(e.private) <= {seat} for e in obs.events), "another seat's private params"
            if not self.game.info.unique_cards:
                # a deck per player: a card's text cannot tell whose card it is, so only the
                # structure is checked here (hands in ``obs.hands``, private params, above)
                continue
            hidden = {str(c) for s, h in hands.items() if s not in obs.hands for c in h} - shown_all
            shown = fast_cards_in(obs.public, types)
            for e in obs.events:
                fast_cards_in((e.params, e.private, [s.params for s in e.steps]), types, shown)
            # cards the seat may see anyway (its own hand: in a game where every player owns a
            # deck, its own 4♦ has the same text as another seat's hidden 4♦)
            allowed = fast_cards_in(dict(obs.hands), types)
            leak = (shown & hidden) - self.known[seat] - played - allowed
            if leak:
                problems.append(f"{seat} sees {sorted(leak)} of a hidden hand "
                                f"(events {[e.code for e in obs.events]})")
            self.known[seat] |= shown | allowed
        return problems


# -- a random game ----------------------------------------------------------------------------
def snapshot(game: Any, state: Any) -> Any:
    return (repr(game.facts(state)), repr(sorted((s, sorted(map(str, h)))
                                                 for s, h in game.hands(state).items())))


def refused_candidates(match: Match, seat: str, rng: random.Random) -> list[Action]:
    """Actions the rules must refuse now: another seat acting out of turn, a card the actor does
    not hold, a word that is no action at all."""
    game, state = match.game, match.state
    out: list[Action] = [Action(seat, "play", ("no-such-card",)), Action(seat, "xyzzy", ())]
    others = [s for s in game.seats(state) if s not in match.to_act()]
    legal = match.legal_actions(seat)
    if others and legal:
        a = legal[rng.randrange(len(legal))]
        out.append(Action(others[0], a.kind, a.args))
    hands = game.hands(state)
    foreign = [c for s, h in hands.items() if s != seat for c in h]
    if foreign:
        out.append(Action(seat, "play", (str(foreign[rng.randrange(len(foreign))]),)))
    return out


def misplaced_moves(match: Match, seat: str) -> list[Action]:
    """Each move kind of the game, bare, that ``seat`` may not make now: what a learner meets by
    pressing a button of another moment, or typing a verb out of its time."""
    kinds = {a.kind for a in match.legal_actions(seat)}
    return [Action(seat, v, ()) for v in ("play", *match.game.verbs) if v not in kinds]


def refusal_problems(game: Any, err: TricklabError, seats: list[str]) -> list[str]:
    """A refusal of a bare move in Japanese: its placeholders filled, and no Latin word but
    the seats' names and ruling ids, not even in 「」 (there it marks a typed example, and a
    bare move echoes nothing typed but its verb, which must read as the table's verb)."""
    text = game.catalogue.explain(err, "ja").headline
    left = PLACEHOLDER.findall(text)
    plain = re.sub(r"(?<![A-Za-z])[A-Z]{2,4}-\d+", " ", text)
    words = {w for w in ENGLISH_WORD.findall(plain) if w not in KEPT_IN_JAPANESE and w not in seats}
    return [f"{err.code}: {text!r}"] if left or words else []


def play_random_game(name: str, game: Any, players: list[str], seed: int,
                     options: dict[str, Any], full: bool = True) -> tuple[Match, list[str]]:
    """Play one seeded random game, checking the contract after every action; returns the
    match and every problem found (empty: the game conforms). ``full=False`` leaves out the
    checks that cost most and depend least on the position (every explanation rendered to
    HTML, the replay from text at the end, the history read by every seat: 5-28 ms a game),
    for the suite's games between full ones."""
    rng = random.Random(seed)
    match = Match(game, players, seed, **options)
    seats = game.seats(match.state)
    problems: list[str] = []
    secrecy = Secrecy(game, seats)
    for ev in match.events:
        problems += event_text_problems(game, ev, seats, full)
    problems += secrecy.check(match.state, list(match.events))
    problems += game.invariants(match.state)
    start_totals = game.start_totals(match.state)
    rounds: list[Any] = []              # the round each action was taken in (facts)
    n = 0
    while not match.is_over():
        n += 1
        if n > 5000:
            return match, problems + ["the game does not end"]
        waiting = match.to_act()
        seat = waiting[rng.randrange(len(waiting))]
        legal = match.legal_actions(seat)
        if not legal:
            return match, problems + [f"{seat} must act but has no legal action"]
        # refused actions leave no trace and come with a message in both languages
        if n % 3 == 1:
            before = snapshot(game, match.state)
            for bad in refused_candidates(match, seat, rng):
                if bad in legal:
                    continue
                try:
                    game.step(match.state.clone(), bad)
                    problems.append(f"{bad} was accepted")
                except TricklabError as err:
                    problems += text_problems(game.catalogue, err.code, err.params, seats)
                    why = game.explain_illegal(match.state, bad)
                    if why is None or why.code != err.code:
                        problems.append(f"explain_illegal({bad}) = {why} but step refused {err.code}")
                if match.try_play(bad) is None:
                    problems.append(f"{bad} was accepted by the match")
                    match.undo()
            if snapshot(game, match.state) != before:
                problems.append("a refused action changed the state")
        action = legal[rng.randrange(len(legal))]
        if game.explain_illegal(match.state, action) is not None:
            problems.append(f"explain_illegal refuses the legal {action}")
        rounds.append(match.facts().get("round"))
        events = match.play(action)
        mine = [e for e in events if e.kind == EventKind.ACTION]
        if [e.seat for e in mine] != [seat] or mine[0].params_for(seat).get("action") != action:
            problems.append(f"{action}: ACTION events {[(e.seat, e.code) for e in mine]}, "
                            f"want one of {seat} carrying the action")
        elif tuple(mine[0].private.get(seat, {}).get("legal", ())) != tuple(legal):
            problems.append(f"{action}: the ACTION event does not carry the actor's alternatives")
        for ev in events:
            problems += event_text_problems(game, ev, seats, full)
        problems += secrecy.check(match.state, events)
        problems += game.invariants(match.state)
        if problems:
            return match, problems
    problems += end_problems(match, start_totals, full)
    if full:
        problems += history_problems(match, rounds)
    return match, problems


def history_problems(match: Match, rounds: list[Any]) -> list[str]:
    """``match.history()``'s rows (``cited_rows``, which the History tab reads too) agree
    with the game: each row has the round its action was taken in (``rounds``: the facts'
    before each action; 0 or none: before the first round, a row without one), an automatic
    row is a card played, every card played to a trick has its position, and exactly the
    trick's last card carries its winner, one per trick won, whoever reads the history (a
    card played face down still takes its place: Little's seed-5 winner landed a card early)."""
    from tricklab.core.cited import cited_rows
    out: list[str] = []
    rows = [r for _, r in cited_rows(match)[1]]
    won = [e.params.get("winner") for e in match.events if e.kind == EventKind.TRICK_WON]
    last = rounds[-1] if rounds else None
    for r in rows:
        want = rounds[r["step"] - 1]
        want = want if isinstance(want, int) and want >= 1 else None
        if r["kind"] == EventKind.ACTION.value and r["round"] != want:
            out.append(f"step {r['step']} {r['action']}: round {r['round']}, taken in {want}")
        elif r["auto"] and (r["card"] is None or (last is not None and r["round"] is None)):
            out.append(f"step {r['step']}: an automatic row without a card or round: {r}")
        if r["verb"] == "play" and r["trick"] is not None and (
                r["card"] is None or r["position"] is None):
            out.append(f"step {r['step']} {r['action']}: a play with no card or position")
    tricks: dict[Any, int] = {}
    for r in rows:
        if r["position"] is not None:
            tricks[r["round"], r["trick"]] = r["position"]
    winners = [r for r in rows if r["winner"] is not None]
    if [r["winner"] for r in winners] != won:
        out.append(f"winners on rows {[r['winner'] for r in winners]}, tricks won by {won}")
    for r in winners:
        if r["position"] != tricks.get((r["round"], r["trick"])):
            out.append(f"step {r['step']}: the winner on card {r['position']} of a trick of "
                       f"{tricks.get((r['round'], r['trick']))}")
    shape = [(r["step"], r["position"], r["leader"], r["winner"], r["round"]) for r in rows]
    for seat in match.players:
        if [(r["step"], r["position"], r["leader"], r["winner"], r["round"])
                for _, r in cited_rows(match, seat)[1]] != shape:
            out.append(f"{seat}'s history places the cards or winners otherwise")
    return out[:5]


def end_problems(match: Match, start_totals: dict[str, int], replay: bool = True) -> list[str]:
    game, events, seats = match.game, match.events, match.players
    out = []
    over = [e for e in events if e.kind == EventKind.GAME_OVER]
    outcome = game.outcome(match.state)
    if outcome is None or not outcome.winners or not set(outcome.winners) <= set(seats):
        out.append(f"outcome {outcome} names no winner among {seats}")
    elif len(over) != 1 or over[0].params.get("outcome") != outcome:
        out.append(f"{len(over)} GAME_OVER events; want one carrying {outcome}")
    else:
        params = {**outcome.params, "winners": list(outcome.winners)}
        out += text_problems(game.catalogue, outcome.reason, params, seats)
        out += [f"outcome ruling {r} unknown" for r in outcome.rulings if r not in game.catalogue.rulings]
    totals = game.totals(match.state)
    deltas = [e.params["deltas"] for e in events if "deltas" in e.params]
    scored = [e for e in events if e.kind == EventKind.ROUND_SCORED]
    for e in scored:
        if set(e.params.get("scores", {})) != set(seats):
            out.append(f"{e.code}: ROUND_SCORED without a score for every seat")
    if deltas:          # every point change is an event: the totals follow from them
        got = dict(start_totals)
        for d in deltas:
            for s, v in d.items():
                got[s] += v
        if got != totals:
            out.append(f"points recomputed from the events {got} != totals {totals}")
    elif scored:
        got = dict(start_totals)
        for e in scored:
            for s, v in e.params["scores"].items():
                got[s] += v
        if got != totals:
            out.append(f"ROUND_SCORED scores add up to {got}, not the totals {totals}")
    # a seat's history shows nobody else's alternatives (an open hand's automatic seat aside)
    from tricklab.core.history import history_rows
    for seat in seats:
        for row in history_rows(match, seat):
            if row["seat"] != seat and row["legal"] and row["seat"] not in game.info.open_seats:
                out.append(f"{seat}'s history shows {row['seat']}'s alternatives {row['legal']}")
                break
    if not replay:
        return out
    # replay from text is identical, in events as in facts
    again = Match.replay(game, match.players, match.seed, match.setup,
                         [str(a) for a in match.actions], **match.options)
    key = lambda e: (e.kind, e.code, e.seat, e.rulings, repr(e.params), repr(e.private))  # noqa: E731
    if [key(e) for e in again.events] != [key(e) for e in events] or again.facts() != match.facts():
        out.append("replaying the actions gives other events")
    return out


def bots_play_on(match: Match, bots: dict[str, Any], rng: random.Random,
                 hint: Any = None, moves: int = 5000) -> str | None:
    """Let ``bots`` (one per seat) play ``match`` to its end, as "let the bots finish" does;
    ``hint(match, seat)`` is asked at each decision when given (the table's Hint button).
    Returns what went wrong (a seat awaited with no legal move, a hint the engine would
    refuse, an exception, no end), else None."""
    from tricklab.core.bots import choose_explained
    try:
        for _ in range(moves):
            if match.is_over():
                return None
            stuck = [s for s in match.to_act() if not match.legal_actions(s)]
            if stuck:
                return f"{stuck} must act with no legal move"
            seat = match.to_act()[0]
            advice = hint(match, seat) if hint is not None else None
            if advice is not None and advice.action not in match.legal_actions(seat):
                return f"the hint {advice.action} is not legal"
            match.play(choose_explained(bots[seat], match, seat, rng)[0])
    except Exception as err:        # the failure is the finding
        return f"{type(err).__name__}: {err}"[:200]
    return f"not over after {moves} moves"
