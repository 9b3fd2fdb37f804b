"""Actions as small values with a text notation: ``"Ben 3S"`` (play) or ``"Aki pass 2C 3C"``.

The first word is the seat, an optional verb follows (default ``play``), then its arguments.
``str(Action.parse(t))`` normalises spacing and case of the verb only; cards are kept as written
by the game's own parser.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from itertools import combinations, product
from math import comb
from typing import Any, Callable, Iterable, Iterator, Sequence, overload

from .errors import NotationError, clip
from .listlike import ListLike

# Checked before anything is split or parsed: the longest real action (an Alchemist's three
# cards plus a choice) is a few dozen characters, so a 1 MB text or a 300,000-card pass is
# refused at once instead of being parsed card by card.
MAX_ACTION_CHARS = 500
MAX_ACTION_WORDS = 40


@dataclass(frozen=True)
class Action:
    seat: str
    kind: str = "play"
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        verb = [] if self.kind == "play" else [self.kind]
        return " ".join([self.seat, *verb, *self.args])

    @classmethod
    def parse(cls, text: "str | Action", verbs: tuple[str, ...] = ("pass",),
              example: str = "Ben 3S") -> "Action":
        """``example`` is the game's own example action, quoted when ``text`` is not one."""
        if isinstance(text, Action):
            return text
        raw = text if isinstance(text, str) else repr(text)
        if len(raw) > MAX_ACTION_CHARS:
            raise NotationError(f"an action of {len(raw):,} characters is too long (at most "
                                f"{MAX_ACTION_CHARS})", code="TOO_LONG", n=len(raw),
                                limit=MAX_ACTION_CHARS)
        parts = raw.split()
        if len(parts) > MAX_ACTION_WORDS:
            raise NotationError(f"an action of {len(parts):,} words is too long (at most "
                                f"{MAX_ACTION_WORDS})", code="TOO_MANY_WORDS", n=len(parts),
                                limit=MAX_ACTION_WORDS)
        if len(parts) < 2 or not isinstance(text, str):
            raise NotationError(
                f"'{clip(raw)}' is not an action: write the seat, then the move, e.g. '{example}'",
                code="BAD_ACTION", text=clip(raw), example=example)
        seat, rest = parts[0], parts[1:]
        if rest[0].lower() in verbs:
            return cls(seat, rest[0].lower(), tuple(rest[1:]))
        return cls(seat, "play", tuple(rest))


_MADE: dict[tuple[str, str, tuple[str, ...]], Action] = {}
_MADE_MAX = 200_000


def make_action(seat: str, kind: str = "play", args: tuple[str, ...] = ()) -> Action:
    """``Action(seat, kind, args)``, shared: engines that list the same legal actions state
    after state (every card of a hand, every pick) build each one once. Actions are immutable,
    so sharing is safe; the memo is emptied when it grows past a bound (seat names are free)."""
    key = (seat, kind, args)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MADE_MAX:
            _MADE.clear()
        found = _MADE[key] = Action(seat, kind, args)
    return found


_SHARED: dict[tuple[Any, ...], tuple[Action, ...]] = {}
_SHARED_MAX = 20_000


def shared_actions(key: tuple[Any, ...], build: Callable[[], Iterable[Action]]) -> tuple[Action, ...]:
    """The actions ``build()`` makes, built once per ``key`` (what they depend on: the seat,
    the players, the choices left...). Why: a setup or a decision lists the same few dozen
    actions game after game (a Ruler's tasks, a Time Traveler's predictions). The memo is
    emptied when it grows past a bound (keys hold free seat names)."""
    found = _SHARED.get(key)
    if found is None:
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        found = _SHARED[key] = tuple(build())
    return found


class _Parted(Sequence[Action]):
    """Actions in consecutive parts ending at the indexes ``_ends``: ``[i]`` finds the part and
    the index inside it, and ``_at(part, r)`` decodes that one action (shared by the two lazy
    lists below)."""

    __slots__ = ()
    _ends: tuple[int, ...]

    def _at(self, part: int, r: int) -> Action:
        raise NotImplementedError

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    @overload
    def __getitem__(self, i: int) -> Action: ...

    @overload
    def __getitem__(self, i: slice) -> list[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | list[Action]:
        ends = self._ends
        if i.__class__ is int and ends and 0 <= i < ends[-1]:   # (a draw: asked once a move)
            part = bisect_right(ends, i)
            return self._at(part, i - ends[part - 1] if part else i)
        if isinstance(i, slice):
            return list(self)[i]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("action index out of range")
        part = bisect_right(self._ends, i)
        return self._at(part, i - (self._ends[part - 1] if part else 0))


class LazyActions(_Parted, ListLike):
    """A list of legal actions made of parts, some decoded only when asked (``Combinations``).

    Why: a Gambler's redraw, a round-3 exchange or a discard lists every set of cards, 40 to
    120 actions, of which a random playout takes one. ``len`` and ``[i]`` give exactly what the
    built list would (``rng.choice(seq)`` draws ``seq[randbelow(len(seq))]``), so the same
    games come out without building the others; iterating builds them all, in order."""

    __slots__ = ("_parts", "_ends")

    def __init__(self, parts: Iterable[Sequence[Action]]) -> None:
        self._parts = tuple(p for p in parts if len(p))
        ends, n = [], 0
        for p in self._parts:
            n += len(p)
            ends.append(n)
        self._ends = tuple(ends)

    def _at(self, part: int, r: int) -> Action:
        return self._parts[part][r]

    def __iter__(self) -> Iterator[Action]:
        for p in self._parts:
            yield from p



class Combinations(_Parted):
    """``make_action(seat, verb, (*head, *c))`` for every ``c`` of
    ``itertools.combinations(words, k)``, for each ``k`` of ``sizes`` in turn, decoded by index
    (``[i]`` unranks the i-th combination; iterating uses ``itertools`` itself, so the two can
    be held to each other). ``head``: words before the cards (an item's name). ``words`` may
    be the things themselves (cards) when only ``picked`` reads them, no action. ``n``: how
    many (``len``, read as is when hot). Made by ``combinations_of`` (see there)."""

    __slots__ = ("seat", "verb", "words", "sizes", "head", "n", "_ends")
    seat: str
    verb: str
    words: tuple[Any, ...]
    sizes: tuple[int, ...]
    head: tuple[str, ...]
    n: int

    def __new__(cls, seat: str, verb: str, words: Iterable[Any], sizes: Iterable[int],
                head: tuple[str, ...] = ()) -> "Combinations":
        return combinations_of(seat, verb, words, sizes, head)

    def __getnewargs__(self) -> tuple[Any, ...]:
        return self.seat, self.verb, self.words, self.sizes, self.head   # (copy and pickle)

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int | slice) -> Action | list[Action]:  # type: ignore[override]
        """The i-th action (its words: ``picked``); slices and negative indexes as a list's."""
        ends = self._ends
        if i.__class__ is not int or not ends or not 0 <= i < ends[-1] or ends[-1] > _TABLE_MAX:
            return super().__getitem__(i)
        words = self.picked(i)
        return make_action(self.seat, self.verb, self.head + words if self.head else words)

    def picked(self, i: int) -> tuple[Any, ...]:
        """The words the i-th action picks (0 <= i < len), without the action: a caller that
        draws an index and needs the picked things themselves (cards) reads them here. Read
        off a table of index tuples shared by every list of this shape (a hand's subsets are
        the same few dozen sets of places every game); unranked when the table would be
        large."""
        if self._ends[-1] > _TABLE_MAX:
            part = bisect_right(self._ends, i)
            return self._unrank(part, i - (self._ends[part - 1] if part else 0))
        key = (len(self.words), self.sizes)
        picks = _PICKS.get(key)
        if picks is None:
            if len(_PICKS) >= 1_024:
                _PICKS.clear()
            places = range(key[0])
            picks = _PICKS[key] = tuple(c for k in self.sizes for c in combinations(places, k))
        return tuple(map(self.words.__getitem__, picks[i]))

    def _at(self, part: int, r: int) -> Action:
        return make_action(self.seat, self.verb, (*self.head, *self._unrank(part, r)))

    def _unrank(self, part: int, r: int) -> tuple[Any, ...]:
        """The r-th combination of part ``part`` (lexicographic, as itertools orders)."""
        k, words = self.sizes[part], self.words
        picked, x, m = [], 0, len(words)
        for slot in range(k):
            while True:
                first = comb(m - x - 1, k - slot - 1)   # the combinations that start with x
                if r < first:
                    picked.append(words[x])
                    x += 1
                    break
                r -= first
                x += 1
        return tuple(picked)

    def __iter__(self) -> Iterator[Action]:
        for k in self.sizes:
            for c in combinations(self.words, k):
                yield make_action(self.seat, self.verb, (*self.head, *c) if self.head else c)


def combinations_of(seat: str, verb: str, words: Iterable[Any], sizes: Iterable[int],
                    head: tuple[str, ...] = ()) -> Combinations:
    """``Combinations(seat, verb, words, sizes, head)``, made cheaper: calling the class
    reaches a Python ``__new__`` or ``__init__`` through C, a call the interpreter cannot
    inline (some 3,500 instructions), where this function's call is inlined, about a third of
    that; a random playout makes several a game (a discard, an exchange, a redraw), and most
    are asked one ``picked`` only. Plain slot stores on an object made by ``object.__new__``."""
    c: Combinations = _new(Combinations)
    c.seat = seat
    c.verb = verb
    c.words = words = tuple(words)
    c.head = head
    n = len(words)
    if sizes.__class__ is not tuple and sizes.__class__ is not range:
        sizes = tuple(sizes)
    # (sizes kept, ends): the same few every game
    shape = _SHAPES.get((n, sizes)) or _shape(n, sizes)
    c.sizes = shape[0]
    ends = c._ends = shape[1]
    c.n = ends[-1] if ends else 0
    return c


def _shape(n: int, sizes: tuple[int, ...] | range) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The sizes kept (0 to ``n``) and where each one's combinations end, kept in ``_SHAPES``."""
    if len(_SHAPES) >= 4_096:
        _SHAPES.clear()
    kept = tuple(k for k in sizes if 0 <= k <= n)
    ends, total = [], 0
    for k in kept:
        total += comb(n, k)
        ends.append(total)
    shape = _SHAPES[(n, sizes)] = (kept, tuple(ends))
    return shape


_new = object.__new__
_SHAPES: dict[tuple[int, Any], tuple[tuple[int, ...], tuple[int, ...]]] = {}
# per (number of words, sizes): the places each action picks, in order (lists up to _TABLE_MAX)
_PICKS: dict[tuple[int, tuple[int, ...]], tuple[tuple[int, ...], ...]] = {}
_TABLE_MAX = 512


class Product(_Parted):
    """``make_action(seat, verb, (*head, *p))`` for every ``p`` of
    ``itertools.product(*choices)``, decoded by index. Why: a setup choice such as a Ruler's
    task (player x task) or a prediction (player x player) lists every pair, of which a random
    playout takes one; ``len`` and ``[i]`` give what the built list would, in the same order."""

    __slots__ = ("seat", "verb", "choices", "head", "_ends")

    def __init__(self, seat: str, verb: str, choices: Iterable[Sequence[str]],
                 head: tuple[str, ...] = ()) -> None:
        self.seat, self.verb, self.head = seat, verb, head
        self.choices = tuple(tuple(c) for c in choices)
        total = 1
        for c in self.choices:
            total *= len(c)
        self._ends = (total,) if total else ()

    def _at(self, part: int, r: int) -> Action:
        return make_action(self.seat, self.verb, (*self.head, *map(str, self.picked(r))))

    def picked(self, i: int) -> tuple[Any, ...]:
        """What the i-th action picks, one thing per choice, without the action (as
        ``Combinations.picked``: the choices may be the things themselves, read as words by
        ``str``)."""
        picked: list[Any] = []
        for c in reversed(self.choices):      # the last choice varies fastest, as in product
            i, k = divmod(i, len(c))
            picked.append(c[k])
        picked.reverse()
        return tuple(picked)

    def __iter__(self) -> Iterator[Action]:
        if not self._ends:
            return
        for p in product(*self.choices):
            yield make_action(self.seat, self.verb, (*self.head, *map(str, p)))


def _words(pick: Any) -> tuple[str, ...]:
    """An option's words from what it picks: nothing for None, each thing of a tuple, else
    the one thing, each as ``str`` writes it (a card's code)."""
    if pick is None:
        return ()
    if pick.__class__ is tuple:
        return tuple(map(str, pick))
    return (str(pick),)


BARE = (None,)      # the one thing a verb without words picks: ``add("decline", BARE, ...)``
_PICKERS = (Combinations, Product)    # parts whose things are read by ``picked(i)``


class Options(_Parted):
    """The options of one decision, stated once and read three ways: as the listed actions
    (``len``, ``[i]``, iteration; decoded only when asked, like ``LazyActions``), counted
    (``len``) and carried out by index (``choose``) without building an action.

    Why: a random playout draws an option by index instead of building every action, but a
    table or a bot needs the actions; when the count and the carrying out restated the
    conditions of the list (enough points? the rear full?), the copies could drift apart.
    Here each part says once which things may be picked, how a pick reads (its action's
    words) and what carries it out. Its handlers are bound to the state it was built for:
    read it before that state changes, as any list of legal actions."""

    __slots__ = ("seat", "n", "_parts", "_ends")
    seat: str
    n: int                                    # how many options (``len``, read as is when hot)
    _parts: list[list[Any]]
    _ends: tuple[int, ...]

    def __new__(cls, seat: str) -> "Options":
        return options_for(seat)

    def __getnewargs__(self) -> tuple[str]:
        return (self.seat,)                   # (copy and pickle: the parts are its state)

    def add(self, verb: str, picks: Any, do: Callable[[Any, list[Any]], None],
            head: tuple[str, ...] = (), words: Callable[[Any], tuple[str, ...]] = _words,
            by_action: bool = False, n: int = -1) -> "Options":
        """One option per thing of ``picks`` (a sequence, or a ``Combinations``/``Product``
        whose ``picked(i)`` gives it): its action is ``verb`` with ``head`` then
        ``words(thing)``; ``do(thing, events)`` carries it out, or ``do(action, events)`` when
        ``by_action`` (a handler that reads the action). ``n`` >= 0: their number, known
        without them, and ``picks`` a function that makes them only when one is read (a
        sorted hand: a turn counts its abilities every time, and rarely takes one).
        Returns itself, to chain."""
        lazy = n >= 0
        if not lazy:
            n = picks.n if picks.__class__ is Combinations else len(picks)
        if n:
            self._parts.append([verb, picks, do, head, words, by_action, lazy])
            self.n += n
            self._ends += (self.n,)
        return self

    def __len__(self) -> int:
        return self.n

    def _thing(self, part: int, r: int) -> Any:
        found = self._parts[part]
        picks = found[1]
        if found[6]:                          # made when first read (``add``'s ``n``)
            picks = found[1] = picks()
            found[6] = False
        return picks.picked(r) if picks.__class__ in _PICKERS else picks[r]

    def _at(self, part: int, r: int) -> Action:
        found = self._parts[part]
        return make_action(self.seat, found[0], (*found[3], *found[4](self._thing(part, r))))

    def choose(self, i: int, events: list[Any]) -> None:
        """Carry out option ``i`` as its listed action would be: a listed option needs no
        check. (Asked once a decision of a random playout: ``_thing`` is inlined.)"""
        if not 0 <= i < self.n:
            raise IndexError("option index out of range")
        ends = self._ends
        part = 0 if len(ends) == 1 else bisect_right(ends, i)
        r = i - ends[part - 1] if part else i
        found = self._parts[part]
        if found[5]:
            found[2](self._at(part, r), events)
            return
        picks = found[1]
        if found[6]:
            picks = found[1] = picks()
            found[6] = False
        found[2](picks.picked(r) if picks.__class__ in _PICKERS else picks[r], events)

    def __iter__(self) -> Iterator[Action]:
        for part, n in enumerate(self._ends):
            for r in range(n - (self._ends[part - 1] if part else 0)):
                yield self._at(part, r)


def options_for(seat: str) -> Options:
    """``Options(seat)``, with no option yet, made cheaper (as ``combinations_of``: a
    function's call is inlined, the class's reaches a Python ``__new__`` through C); a random
    playout makes several a game (a setup, a Samurai's or a Strategist's decision)."""
    o: Options = _new(Options)
    o.seat = seat
    o.n = 0
    o._parts = []
    o._ends = ()
    return o
