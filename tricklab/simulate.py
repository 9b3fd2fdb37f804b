"""Bulk simulation: many seeded games with bots, on one core, on local processes or on a Dask
cluster, with the same tables whatever runs them.

    from tricklab.simulate import simulate
    games = simulate("tricktakers", games=200, preset="all", bots="rules", workers=2)
    rounds = simulate("tricktakers", games=200, preset="all", per="round")

Game ``i`` is played from seed ``seed + i`` and its bots draw from ``random.Random(seed + i)``,
so a game's rows never depend on which process played it: 1 worker, 8 workers and a cluster
give the same tables (rows sorted by game, round, then seat order). ``tricklab simulate`` is
the command line over this module (``--per round``, ``--out``).

Two tables, both with a RangeIndex (``game`` is a column):

* ``per="game"`` (the default): one row per game and seat. ``game``, ``seed``, ``seat``,
  ``position`` (seat order), ``players``, ``bot``, then the game's role column when it has one
  (``characters``: the seat's character of every round, in order, space separated, e.g.
  ``"king ruler resistance"``; Little's round 3 gives two, ``hermit+collector``; KINGs: the
  round's active fronts, ``healer+samurai``; TRicK GEAR: the characters that fought; RoboTrick:
  ``programs``, the robot's program of every round, the same for every seat), then what the
  seat held besides (KINGs: ``king``, the King it drafted by its id, ``KING-R``, as
  ``fixed:KING-R`` names it; at 2 players, who draft every round, its Kings of each round,
  space separated, when they were not all one), ``points``
  (final total), ``winner`` (bool: among the game's winners), ``tricks`` (tricks the seat won
  in the game), ``round_points`` (the seat's points of each scored round, space separated;
  empty for a game that scores no rounds), ``rulings`` (distinct ruling ids met in the game,
  space separated), ``n_rulings``, ``actions`` (actions in the game).
* ``per="round"``: one row per game, round and seat. ``game``, ``seed``, ``round`` (1, 2, ...
  in the order the game scored them; a game that scores no rounds is one round),
  ``seat``, ``position``, ``players``, ``bot``, the role of that round (``character`` /
  ``program``), what the seat held that round (KINGs: ``king``), ``round_points``, ``round_tricks`` and ``round_winner`` (bool: scored the most
  points of the table that round, ties shared).

Why two: a Tricktakers seat plays a different character each round, so what a character
does (its points, its tricks, how often it tops the round) can only be read per round; the
game's winner and total belong to the seat, not to any one character.
"""
from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

from tricklab.cli_words import w
from tricklab.core.actions import Action
from tricklab.core.events import EventKind
from tricklab.core.match import Match
from tricklab.core.simulate import BulkMatch
from tricklab.games import GAMES, get_game

GAME_COLUMNS = ["game", "seed", "seat", "position", "players", "bot", "points", "winner",
                "tricks", "round_points", "rulings", "n_rulings", "actions"]
ROUND_COLUMNS = ["game", "seed", "round", "seat", "position", "players", "bot", "round_points",
                 "round_tricks", "round_winner"]
CHOICE_VERBS = ("pick", "draft")      # the actions that choose a character
CHOICE_POLICIES = ("bot", "uniform", "strength")
PER = ("game", "round")
Rows = list[dict[str, Any]]


class SimulateError(ValueError):
    """A plan that cannot be simulated, said in English (``str``) and in any language
    (``words``): the command line prints it in the reader's language, a notebook gets the
    ValueError it always got. ``key`` is its ``cli_words`` entry; a list parameter is joined as
    the language lists, ``near`` (a probable name) is said as a question or not at all."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key, self.params = key, params
        super().__init__(self.words("en"))

    def words(self, lang: str) -> str:
        """The error in ``lang`` ("en" or "ja"), the game and characters named in the
        reader's words (the ``str`` is the English)."""
        kw = {k: w("list_sep", lang).join(map(str, v)) if isinstance(v, (list, tuple)) else v
              for k, v in self.params.items()}
        if "near" in kw:
            kw["near"] = w("sim_did_you_mean", lang, near=kw["near"]) if kw["near"] else ""
        if lang != "en" and str(kw.get("game", "")) in GAMES:   # the reader's title, not the key
            kw["game"] = get_game(str(kw["game"])).info.title.get(lang, kw["game"])
        if self.key == "sim_not_offered":       # what offers it: options, a table size
            how = [w("sim_offered_option", lang, options=kw["options"], preset=kw["preset"])
                   ] if self.params["options"] else []
            how += [w("sim_offered_players", lang, count=kw["count"])] if kw["count"] else []
            kw["how"] = w("sim_and", lang).join(how)
        if "characters" in kw:          # typed as they are, then named in the reader's words
            said = self.params["characters"]
            if lang != "en":
                cat = get_game(str(self.params["game"])).catalogue
                said = [f"{c}（{cat.term(c, lang)}）" for c in said]
            kw["characters"] = w("list_sep", lang).join(said)
            if self.key in ("sim_not_offered", "sim_never_offered") and lang != "en":
                kw["want"] = f"{kw['want']}（{cat.term(str(kw['want']), lang)}）"
            if "taken" in kw and lang != "en":
                kw["taken"] = f"{kw['taken']}（{cat.term(str(kw['taken']), lang)}）"
        return w(self.key, lang, **kw)


class CharacterChoice:
    """Wraps a bot so that its character choice follows a policy, so studies are not skewed
    by a bot's taste (the Tricktakers rule bot never takes the Collector):

    * ``"bot"``: the bot's own choice;
    * ``"uniform"``: uniformly among the characters offered;
    * ``"strength"``: the rule bot's choice by hand strength (whatever the wrapped bot);
    * ``"fixed:NAME"``: NAME whenever it is offered, otherwise uniformly among those offered
      (it does not force NAME: a seat takes it only when the draft leaves it on offer). NAME
      is one of ``Game.choices``, or its term in any language (``choice_spellings``).
    Every other decision is the wrapped bot's."""

    def __init__(self, bot: Any, policy: str = "uniform", strength_bot: Any = None) -> None:
        if not isinstance(policy, str) or (policy not in CHOICE_POLICIES
                                           and not policy.startswith("fixed:")):
            raise SimulateError("sim_bad_policy", policy=policy, known=CHOICE_POLICIES)
        self.bot, self.policy, self.strength_bot = bot, policy, strength_bot
        self.name = getattr(bot, "name", "bot")
        self.want: str | None = None        # fixed:NAME as the game names it, once read

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """The character by the policy when every legal action is a character choice, else
        the wrapped bot's action (a bot's ``choose``, so it plays in ``play_out``)."""
        legal: list[Action] = match.legal_actions(seat)
        if self.policy == "bot" or not legal or any(a.kind not in CHOICE_VERBS for a in legal):
            return self.bot.choose(match, seat, rng)  # type: ignore[no-any-return]
        if self.policy == "strength" and self.strength_bot is not None:
            return self.strength_bot.choose(match, seat, rng)  # type: ignore[no-any-return]
        if self.policy.startswith("fixed:"):
            if self.want is None:
                typed = self.policy.split(":", 1)[1]
                ways = choice_spellings(match.game, match.game.choices(match.state))
                self.want = ways.get(fold(typed), typed)
            for a in legal:
                if match.game.chosen(match.state, a) == self.want:
                    return a
        return legal[rng.randrange(len(legal))]


def fold(text: str) -> str:
    """A name as typed, compared without case or width (``king-r``, ``ＫＩＮＧ-Ｒ``)."""
    return unicodedata.normalize("NFKC", text).strip().casefold()


def choice_spellings(game: Any, names: Sequence[str]) -> dict[str, str]:
    """Each way to type one of ``names`` (as ``Game.chosen`` names them), folded: the name
    and its term in every language, as the table shows it (``KING-R``, "red King",
    「赤のキング」; ``hermit``, 「ハーミット」). A spelling two names share names neither."""
    from tricklab.core.checks import LANGS
    own = {fold(n): n for n in names}
    ways: dict[str, set[str]] = {}
    for n in names:
        for lang in LANGS:
            ways.setdefault(fold(game.catalogue.term(n, lang)), set()).add(n)
    return {**{k: next(iter(v)) for k, v in ways.items() if len(v) == 1}, **own}


def check_choice(game: Any, policy: str, state: Any = None,
                 players: "Sequence[str] | None" = None,
                 options: "Mapping[str, Any] | None" = None) -> str:
    """The policy, with a ``fixed:NAME`` named as the game names it (``fixed:KING-R`` for
    ``fixed:red king``: ``choice_spellings``). Refuse a policy that cannot do what it says:
    ``fixed:NAME`` for a game where no seat chooses a character, or a NAME that is none of the
    game's choices (``Game.choices``, of ``state``'s table when given: a table's own card
    data may name others), with the nearest one; or a choice of the game that this set-up
    never offers (``players`` and ``options`` made ``state``), with the preset or table size
    that offers it: it would run as ``uniform``."""
    from tricklab.core.checks import nearest
    CharacterChoice(None, policy)
    if not policy.startswith("fixed:"):
        return policy
    info, typed = game.info, policy.split(":", 1)[1]
    every = game.choices()
    names = game.choices(state) if state is not None else every
    if not set(CHOICE_VERBS) & set(info.verbs) or not (names or every):
        raise SimulateError("sim_no_characters", game=info.name, policy=policy)
    ways = choice_spellings(game, list(dict.fromkeys([*names, *every])))
    want = ways.get(fold(typed))
    if want in names:
        return f"fixed:{want}"
    if want is None:
        taken = chosen_by(game, typed, state)
        if taken is not None:           # a card the draft offers ("GAM-2"), not a choice
            raise SimulateError("sim_card_not_choice", game=info.name, want=typed,
                                near=taken, taken=taken, characters=names)
    if want is None or want not in every or state is None:
        near = nearest(fold(typed), ways)
        raise SimulateError("sim_no_character", game=info.name, want=typed,
                            near=ways[near] if near else None, characters=names)
    way = offered_by(game, want, list(players or state.players), dict(options or {}))
    if way is None:
        raise SimulateError("sim_never_offered", game=info.name, want=want, characters=names)
    preset, keys, count = way
    raise SimulateError("sim_not_offered", game=info.name, want=want, characters=names,
                        preset=preset, options=keys, count=count)


def chosen_by(game: Any, typed: str, state: Any = None) -> str | None:
    """The choice that a draft of ``typed`` takes when ``typed`` is no choice but what a
    choosing action names (a KINGs card, ``GAM-2``, is a gambler: ``Game.chosen``), as typed
    or in capitals (``gam-2``); None when it names nothing of the game."""
    every = set(game.choices())
    verb = next((v for v in CHOICE_VERBS if v in game.info.verbs), None)
    if verb is None or not every:
        return None
    state = state if state is not None else BulkMatch(game).state
    seat = game.seats(state)[0]
    for word in dict.fromkeys((typed.strip(), unicodedata.normalize("NFKC", typed).strip().upper())):
        name = game.chosen(state, Action(seat, verb, (word,)))
        if name != word and name in every:
            return str(name)
    return None


def offered_by(game: Any, want: str, players: list[str], options: dict[str, Any]
               ) -> "tuple[str | None, tuple[str, ...], int | None] | None":
    """What would offer ``want`` (one of ``Game.choices``) at a table of ``players`` with ``options``: (a
    preset, the options it changes, another table size), each None or empty when not needed;
    None when nothing would. Tried from the game's own presets and table sizes (its registry
    entry), the smallest change first, so it holds for any game whose characters depend on
    its options or its size."""
    from tricklab.core.errors import TricklabError
    info = game.info
    sizes = [len(players), *(n for n in info.player_counts if n != len(players))]
    for n in sizes:
        seats = players if n == len(players) else list(info.players(n))
        tries = [(None, {})] + [(k, p.options) for k, p in info.presets.items() if p.fits(n)]
        for name, changes in tries:
            try:
                state = BulkMatch(game, seats, 0, **{**options, **changes}).state
            except (TricklabError, ValueError):
                continue
            if want in game.choices(state):
                keys = tuple(k for k, v in changes.items() if options.get(k) != v)
                return (name if keys else None, keys, None if n == len(players) else n)
    return None


@dataclass(frozen=True)
class Plan:
    """What to simulate: everything a worker needs, picklable (for processes and Dask)."""

    game: str
    players: tuple[str, ...]
    bots: tuple[str, ...]                  # one bot name per seat
    options: Mapping[str, Any] = field(default_factory=dict)
    choice: str = "uniform"                # character choice policy (see CharacterChoice; a
                                           # fixed:NAME as the game names it)
    role: str = ""                         # the game's round role ("character", "program")
    shared: bool = False                   # the role is the table's, the same for every seat
    held: str = ""                         # what a seat holds besides ("king": Game.round_holdings)

    def columns(self, per: str = "game") -> list[str]:
        """The columns of the ``per`` table for this game (the role column after ``bot``,
        then the holding column)."""
        base = GAME_COLUMNS if per == "game" else ROUND_COLUMNS
        k = base.index("bot") + 1
        role = [self.role + "s" if per == "game" else self.role] if self.role else []
        return [*base[:k], *role, *([self.held] if self.held else []), *base[k:]]


def make_plan(game: str, players: "int | Sequence[str] | None" = None,
              bots: "str | Sequence[str]" = "rules", preset: str | None = None,
              choice: str = "uniform", **options: Any) -> Plan:
    """Check everything before a game is played (players, bots, preset, options, choice), so
    a mistake is one clear error, not a traceback from inside a worker or after a progress
    bar."""
    from tricklab.core.match import seat_names
    from tricklab.core.schema import check_options
    g = get_game(game)
    seats = tuple(seat_names(g, players))      # as new_match reads (and refuses) them
    if preset:
        options = {"preset": preset, **options}
    options = g.info.resolve_options(options)
    check_options(g.name, options)    # by type, as new_match: rounds="x" met int() in a game
    given = bots if isinstance(bots, (list, tuple)) else [bots]
    # a name that is not text (bots=3) is refused below as a bot the game does not have
    names: list[Any] = [b for n in given
                        for b in (n.split(",") if isinstance(n, str) else [n]) if b != ""]
    if len(names) == 1:
        names = names * len(seats)
    if len(names) != len(seats):
        raise SimulateError("sim_bot_count", bots=len(names), seats=len(seats))
    known = g.info.bots
    for b in names:
        if b not in known:
            raise SimulateError("sim_no_bot", game=game, bot=b, known=known)
    CharacterChoice(None, choice)
    start = BulkMatch(g, list(seats), 0, **options)     # the game's own checks of the options
    choice = check_choice(g, choice, start.state, seats, options)
    roles, held = g.round_roles(start.state), g.round_holdings(start.state)
    return Plan(g.name, seats, tuple(names), dict(options), choice,
                roles.column if roles else "", bool(roles and roles.shared),
                held.column if held else "")


def _bots(plan: Plan) -> dict[str, Any]:
    from tricklab.core.bots import bot_factories
    g = get_game(plan.game)
    factories = bot_factories(g)
    strength = factories["rules"]() if "rules" in factories else None
    return {seat: CharacterChoice(factories[name](), plan.choice, strength)
            for seat, name in zip(plan.players, plan.bots)}


def play_game(plan: Plan, index: int, seed: int, bulk: bool = True) -> tuple[Rows, Rows]:
    """Play game ``index`` from ``seed``; its rows (one per seat) and its rounds' rows (one
    per round and seat). ``bulk``: on a ``BulkMatch`` (one state changed in place), else on a
    full ``Match``: the same rows, slower (the conformance suite compares the two)."""
    return game_rows(play_match(plan, seed, bulk), plan, index)


def play_match(plan: Plan, seed: int, bulk: bool = True) -> "Match | BulkMatch":
    """The finished match of the game played from ``seed`` (what ``play_game`` reads)."""
    g = get_game(plan.game)
    bots = _bots(plan)
    m = (BulkMatch if bulk else Match)(g, list(plan.players), seed, **dict(plan.options))
    rng = random.Random(seed)
    auto = g.info.auto_seats
    n = 0
    while not m.is_over():
        seat = m.to_act()[0]
        if seat in auto:                   # an automatic seat the engine did not play
            raise RuntimeError(f"{plan.game}: the engine waits for its automatic seat {seat}")
        m.play(bots[seat].choose(m, seat, rng))
        n += 1
        if n > 100_000:
            raise RuntimeError(f"{plan.game} seed {seed}: the game never ended")
    return m


def game_rows(m: "Match | BulkMatch", plan: Plan, index: int) -> tuple[Rows, Rows]:
    """The rows of a finished game: per seat, and per round and seat. Rounds are read from
    the events (a ``ROUND_SCORED`` closes one: its scores, the tricks won since the last),
    the roles from ``Game.round_roles`` and what seats held from ``Game.round_holdings``:
    nothing here knows a game."""
    totals = m.totals()
    outcome = m.game.outcome(m.state)
    winners = set(outcome.winners) if outcome is not None else set()
    seats = list(plan.players)
    tricks: dict[str, int] = dict.fromkeys(seats, 0)
    in_round: dict[str, int] = dict.fromkeys(seats, 0)
    scored: list[tuple[dict[str, int], dict[str, int]]] = []
    rulings: dict[str, None] = {}
    for ev in m.events:
        if ev.kind == EventKind.TRICK_WON and ev.seat in tricks:
            tricks[ev.seat] += 1
            in_round[ev.seat] += 1
        elif ev.kind == EventKind.ROUND_SCORED:
            scores = ev.params.get("scores") or {}
            scored.append(({s: int(scores.get(s, 0)) for s in seats}, in_round))
            in_round = dict.fromkeys(seats, 0)
        for r in ev.all_rulings():
            rulings[r] = None
    round_points = scored
    if not scored:                     # a game that scores no rounds is one round
        round_points = [({s: int(totals.get(s, 0)) for s in seats}, in_round)]
    roles = m.game.round_roles(m.state)
    by_round = roles.rounds if roles else ()
    holdings = m.game.round_holdings(m.state)
    held = holdings.rounds if holdings and plan.held else ()
    met = " ".join(sorted(rulings))
    games, rounds = [], []
    for pos, (seat, bot) in enumerate(zip(plan.players, plan.bots)):
        row: dict[str, Any] = {"game": index, "seed": m.seed, "seat": seat, "position": pos,
                               "players": len(seats), "bot": bot}
        if plan.role:
            row[plan.role + "s"] = " ".join(r.get(seat, "-") for r in by_round)
        if plan.held:                  # once when kept all game (a King drafted once)
            kept = [r.get(seat, "-") for r in held]
            row[plan.held] = (kept[0] if len(set(kept)) == 1 else " ".join(kept)) if kept else None
        row.update({"points": int(totals.get(seat, 0)), "winner": seat in winners,
                    "tricks": tricks.get(seat, 0),
                    "round_points": " ".join(str(p[seat]) for p, _ in scored),
                    "rulings": met, "n_rulings": len(rulings), "actions": len(m.actions)})
        games.append(row)
    for k, (points, won) in enumerate(round_points):
        best = max(points.values())
        for pos, (seat, bot) in enumerate(zip(plan.players, plan.bots)):
            row = {"game": index, "seed": m.seed, "round": k + 1, "seat": seat, "position": pos,
                   "players": len(seats), "bot": bot}
            if plan.role:
                row[plan.role] = by_round[k].get(seat) if k < len(by_round) else None
            if plan.held:
                row[plan.held] = held[k].get(seat) if k < len(held) else None
            row.update({"round_points": points[seat], "round_tricks": won[seat],
                        "round_winner": points[seat] == best})
            rounds.append(row)
    return games, rounds


def run_chunk(plan: Plan, games: Sequence[tuple[int, int]]) -> tuple[Rows, Rows]:
    """Rows of the games ``[(index, seed), ...]`` (what a worker process or Dask task runs):
    per game and seat, and per round and seat."""
    per_game: Rows = []
    per_round: Rows = []
    for index, seed in games:
        g, r = play_game(plan, index, seed)
        per_game.extend(g)
        per_round.extend(r)
    return per_game, per_round


def _chunks(games: int, seed: int, size: int) -> list[list[tuple[int, int]]]:
    items = [(i, seed + i) for i in range(games)]
    return [items[k:k + size] for k in range(0, len(items), size)]


def _progress(total: int, show: bool, lang: str = "en") -> Any:
    if not show:
        return None
    try:
        from tqdm import tqdm  # type: ignore[import-untyped,unused-ignore]
    except ImportError:          # tqdm is a dependency; a bare install still simulates
        return None
    bar = None if lang == "en" else \
        "{desc}：{percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {rate_fmt}]"
    return tqdm(total=total, unit=w("sim_progress_unit", lang), desc=w("sim_progress", lang),
                smoothing=0.1, bar_format=bar)


def _run(plan: Plan, chunks: list[list[tuple[int, int]]], workers: int, dask: "str | Any | None",
         bar: Any) -> Iterator[tuple[Rows, Rows]]:
    if dask is not None:
        from distributed import Client, as_completed  # type: ignore[import-not-found,unused-ignore]
        client = dask if isinstance(dask, Client) else Client(dask)
        try:
            futures = client.map(run_chunk, [plan] * len(chunks), chunks, pure=False)
            for fut in as_completed(futures):
                yield fut.result()
        finally:
            if client is not dask:
                client.close()
        return
    if workers <= 1:
        for c in chunks:
            yield run_chunk(plan, c)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed as done
    ctx = multiprocessing.get_context("spawn")     # the same in notebooks, on every OS
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        futs = [pool.submit(run_chunk, plan, c) for c in chunks]
        for f in done(futs):
            yield f.result()


def simulate(game: str, games: int = 100, players: "int | Sequence[str] | None" = None,
             bots: "str | Sequence[str]" = "rules", preset: str | None = None,
             seed: int | None = 0,
             workers: int = 1, dask: "str | Any | None" = None, choice: str = "uniform",
             progress: bool = False, chunk: int | None = None, per: str = "game",
             **options: Any) -> Any:
    """Play ``games`` games and return a pandas DataFrame (see the module for the columns):
    ``per="game"`` one row per game and seat, ``per="round"`` one row per game, round and
    seat (what a character did: each round's character, points, tricks, round winner).
    ``workers``: local processes; ``dask``: a scheduler address or a ``distributed.Client``
    (the same work on a Dask cluster); game ``i`` is played from ``seed + i`` (``seed=None``:
    a random seed, as ``new_match`` draws one, kept in the ``seed`` column). Everything is
    checked before the first game, a wrong argument refused as ``new_match`` refuses one."""
    if per not in PER:
        raise SimulateError("sim_bad_per", known=PER, per=per)
    plan = make_plan(game, players, bots, preset, choice, **options)
    return run_plan(plan, games, seed, workers, dask, progress, chunk)[PER.index(per)]


def run_plan(plan: Plan, games: int, seed: int | None = 0, workers: int = 1,
             dask: "str | Any | None" = None, progress: bool = False,
             chunk: int | None = None, lang: str = "en") -> tuple[Any, Any]:
    """Play a checked plan; both tables ``(per game, per round)`` from the same games (the
    command line prints from one and writes the other; ``lang``: its progress bar's words)."""
    import pandas as pd  # type: ignore[import-untyped,unused-ignore]
    from tricklab.core.checks import check_count, check_seed
    # new_match's checks, naming the parameters: games="3" met '<' and seed="x" '+'
    games = check_count(games, "games", least=0)
    seed = check_seed(seed)
    if games:
        check_seed(seed + games - 1)          # the last game's seed, as a row records it
    workers = check_count(workers, "workers")
    chunk = None if chunk is None else check_count(chunk, "chunk")
    parallel = dask is not None or workers > 1
    size = chunk or (max(1, min(50, games // (max(workers, 1) * 8) or 1)) if parallel else 10)
    chunks = _chunks(games, seed, size)
    bar = _progress(games, progress, lang)
    per_game: Rows = []
    per_round: Rows = []
    try:
        for part, rounds in _run(plan, chunks, workers, dask, bar):
            per_game.extend(part)
            per_round.extend(rounds)
            if bar is not None:
                bar.update(len({r["game"] for r in part}))
    finally:
        if bar is not None:
            bar.close()
    per_game.sort(key=lambda r: (r["game"], r["position"]))
    per_round.sort(key=lambda r: (r["game"], r["round"], r["position"]))
    return (pd.DataFrame(per_game, columns=plan.columns("game")),
            pd.DataFrame(per_round, columns=plan.columns("round")))


def write_table(df: Any, path: str) -> str:
    """Write ``df`` as Parquet when pyarrow is installed and ``path`` does not end in .csv,
    else as CSV (next to ``path`` with a .csv suffix). Returns the path written."""
    if not path.endswith(".csv"):
        try:
            import pyarrow  # type: ignore[import-untyped,import-not-found,unused-ignore]  # noqa: F401
        except ImportError:
            path = (path[:-len(".parquet")] if path.endswith(".parquet") else path) + ".csv"
        else:
            df.to_parquet(path, index=False)
            return path
    df.to_csv(path, index=False)
    return path


def summary(df: Any, by: str = "character", z: float = 1.96, win: bool = True,
            cluster: "str | None" = "auto") -> Any:
    """Win rate and mean points per ``by`` value with 95% confidence intervals that count the
    GAME, not the row, as the independent draw (``tricklab.intervals``: Wilson on the
    effective sample size for the win rate, a cluster-robust standard error for the points).

    Why games: a round row is not independent of its game's other rows (a character plays
    several rounds of one game, one seat tops each round, a seat's points carry over), and
    iid intervals over such rows were too narrow. So the table keeps ``n`` (rows averaged)
    and adds ``games`` (how many games they come from, what the interval rests on): when
    ``games`` is well below ``n``, the interval is wider than ``n`` alone suggests. With one
    row per game both intervals are the iid ones exactly.

    ``df``: the game table (``points``, ``winner``) or the round table (``round_points``,
    ``round_winner``: per round). ``cluster``: the column naming a row's game; ``"auto"``
    takes ``seed`` (two runs whose seeds overlap replayed the same games, which then count
    once), else ``game``, else every row is its own game, as is ``None``. A value naming
    several (Little's ``hermit+collector``) counts once for each of them. ``win=False`` leaves
    the win rate out, for a ``by`` shared by every seat (RoboTrick's program: each seat of a
    round runs it, so its win rate is a seat's share by construction, 1/3, and says nothing);
    the rows are then sorted by points."""
    import pandas as pd

    from tricklab.intervals import mean_interval, rate_interval
    per_round = "round" in df.columns and "round_points" in df.columns
    pts_col, win_col = ("round_points", "round_winner") if per_round else ("points", "winner")
    if cluster == "auto":
        cluster = next((c for c in ("seed", "game") if c in df.columns), None)
    df = df.assign(_game=df[cluster] if cluster else range(len(df)))
    if df[by].map(lambda v: isinstance(v, str) and "+" in v).any():
        # each named once per row: a KINGs seat showing two Hermits played one round as a Hermit
        df = df.assign(**{by: df[by].map(
            lambda v: list(dict.fromkeys(v.split("+"))) if isinstance(v, str) else v)})
        df = df.explode(by)
    rows = []
    for key, grp in df.groupby(by, dropna=True):
        row: dict[str, Any] = {by: key, "n": len(grp), "games": grp["_game"].nunique()}
        if win:
            lo, hi = rate_interval(grp[win_col], grp["_game"], z)
            row.update({"win_rate": float(grp[win_col].mean()), "win_lo": lo, "win_hi": hi})
        pts = grp[pts_col].astype(float)
        lo, hi = mean_interval(pts, grp["_game"], z)
        row.update({"points": float(pts.mean()), "points_lo": lo, "points_hi": hi})
        rows.append(row)
    cols = [by, "n", "games", *(["win_rate", "win_lo", "win_hi"] if win else []),
            "points", "points_lo", "points_hi"]
    out = pd.DataFrame(rows, columns=cols)
    return out.sort_values("win_rate" if win else "points", ascending=False).reset_index(drop=True)


def overview(plan: Plan, per_game: Any, per_round: Any) -> tuple[str, str, Any]:
    """What ``tricklab simulate`` prints without ``--out``: ``(by, rows, summary)``.

    * a game whose seats each have a role per round (Tricktakers' characters): per character
      over the round rows (a seat changes character every round, so a game's result belongs
      to no single character), the win rate being how often it topped its round;
    * a role the whole table shares (RoboTrick's program): mean round points per program and
      no win rate (every seat runs the round's program, so each program's win rate is one
      seat's share, 1/3, whatever the program);
    * otherwise per seat over the game rows."""
    if plan.role and plan.shared:
        return plan.role, "round and seat", summary(per_round, by=plan.role, win=False)
    if plan.role:
        return plan.role, "round and seat", summary(per_round, by=plan.role)
    return "seat", "game and seat", summary(per_game, by="seat")


def overviews(plan: Plan, per_game: Any, per_round: Any) -> list[tuple[str, str, Any]]:
    """Every summary ``tricklab simulate`` prints, each ``(by, rows, summary)``: the
    ``overview``, then, for a game whose seats hold something besides their role
    (``Game.round_holdings``: KINGs' King), one per held thing over the round rows (a
    2-player seat holds another King each round, so only a round row names one King)."""
    tables = [overview(plan, per_game, per_round)]
    if plan.held and plan.held in per_round.columns:
        tables.append((plan.held, "round and seat", summary(per_round, by=plan.held)))
    return tables


__all__ = ["GAME_COLUMNS", "PER", "ROUND_COLUMNS", "CharacterChoice", "Plan", "SimulateError",
           "check_choice", "choice_spellings", "fold",
           "game_rows", "make_plan", "overview", "overviews", "play_game", "play_match", "run_chunk", "run_plan",
           "simulate", "summary", "write_table"]
