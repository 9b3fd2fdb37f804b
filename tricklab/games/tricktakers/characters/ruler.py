"""Ruler (ルーラー, 5B): hands a task to every other player after all other setups (TT-093),
plays any card ignoring must-follow with a lead-colour token (TT-096…TT-098), earns what the
others' completed tasks earn plus bonuses, and wins with 2+ tricks free of red, blue and green
(TT-099). Failed tasks cost only their holder (TT-100).

Task state is the Ruler's: ``tasks`` is a tuple of (holder, task, done). "Take" tasks are
turned over the moment their holder takes such a card, by a won trick or a Collector's
reservation (TT-088, TT-094); "do not take" tasks are judged after trick 5. Colours are printed
colours (TT-098).
"""
from __future__ import annotations

from typing import Any, Sequence

from tricklab.core.actions import Action, Product
from tricklab.core.events import Event, EventKind, Sink, Step, StepLater

from ..cards import NUM, TRUMP, TTCard
from ..play import is_leading
from ..state import Entry, TTState, new_entry, plain_entry
from ..trick import COLOUR_NAME, Eff
from .base import Character, Line

TASKS = ("no-red", "no-blue", "no-green", "take-red", "take-blue", "take-green")
TASK_COLOUR = {"red": "R", "blue": "B", "green": "G"}


def task_colour(task: str) -> str:
    return TASK_COLOUR[task.split("-")[1]]


# each task's colour (and the "take" tasks' alone, looked up where a task holder takes
# cards): ``task_colour`` asked once here, not at every take and round end
_COLOUR = {t: task_colour(t) for t in TASKS}
_TAKE_COLOUR = {t: c for t, c in _COLOUR.items() if t.startswith("take")}


class Ruler(Character):
    rule_350 = True                      # TT-171
    name = "ruler"
    code = "5B"
    frees_every_card = True              # any card may break must-follow (TT-096)
    title = {"en": "Ruler", "ja": "ルーラー"}
    setup_verbs = ("task",)

    def init(self, st: TTState, seat: str) -> dict:
        return {"tasks": ()}

    # -- setup: one task per other player ----------------------------------------------------
    def open_seats(self, st: TTState, seat: str) -> list[str]:
        return self._left(st, seat)[0]

    @staticmethod
    def _left(st: TTState, seat: str) -> tuple[list[str], list[str]]:
        """The other seats without a task, clockwise, and the task cards left: the given
        ones removed in C, not comprehensions (a call each) nor loops over every seat and
        card, as a random setup asks them at every task given."""
        players = st.players            # (``st.clockwise(seat)[1:]`` without the call)
        i = players.index(seat)
        seats = players[i + 1:] + players[:i]
        left = list(TASKS)
        for h, t, _ in st.cdata[seat]["tasks"]:
            if h in seats:
                seats.remove(h)
            if t in left:
                left.remove(t)
        return seats, left

    def setup_done(self, st: TTState, seat: str) -> bool:
        """Every other player holds a task, or no task card is left (without listing them)."""
        n = len(st.cdata[seat]["tasks"])
        return n >= len(st.players) - 1 or n >= len(TASKS)

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        """Every (open seat, task card left) pair, decoded only when drawn (~78 a game)."""
        return Product(seat, "task", self._left(st, seat))

    def setup_count(self, st: TTState, seat: str) -> int:
        """``len(setup_actions(...))``: each task given took one other seat and one task
        card (``setup_act`` refuses a second of either), so no list is needed."""
        n = len(st.cdata[seat]["tasks"])
        return (len(st.players) - 1 - n) * (len(TASKS) - n)

    def setup_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th (open seat, task left) pair of ``setup_actions``: a listed pair needs no
        check."""
        seats, left = self._left(st, seat)
        target, k = divmod(i, len(left))
        self._give_task(st, seat, seats[target], left[k], events)

    def setup_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if len(action.args) != 2:
            self.refuse("give a task like 'task Bo take-red' (tasks: " + ", ".join(TASKS) + ")",
                        "TASK_UNKNOWN", "TT-093")
        target, task = action.args[0], action.args[1].lower()
        if target == seat or target not in st.players:
            self.refuse(f"tasks go to the other players ({', '.join(self.open_seats(st, seat))})",
                        "TASK_WRONG_PLAYER", "TT-093", target=target)
        if target not in self.open_seats(st, seat):
            self.refuse(f"{target} already has a task: one task per player", "TASK_WRONG_PLAYER",
                        "TT-093", target=target)
        if task not in TASKS:
            self.refuse(f"'{task}' is not a task card (" + ", ".join(TASKS) + ")",
                        "TASK_UNKNOWN", "TT-093", task=task)
        if any(t == task for _, t, _ in d["tasks"]):
            self.refuse(f"the task card {task} was already given", "TASK_USED", "TT-093",
                        task=task)
        self._give_task(st, seat, target, task, events)

    def _give_task(self, st: TTState, seat: str, target: str, task: str,
                   events: Sink) -> None:
        d = st.cdata[seat]
        d["tasks"] = d["tasks"] + ((target, task, False),)
        events.append((_task_given_event, seat, st.round, target, task))

    # -- playing: rule avoidance with a lead-colour token ------------------------------------
    def exempt(self, st: TTState, seat: str, card: TTCard) -> StepLater:
        return ("RULER_ANY_CARD", ("TT-096",), {"seat": seat, "card": card})

    def follow_free(self, st: TTState, seat: str, card: TTCard) -> bool:
        """Always: ``exempt`` answers for every card."""
        return True

    def token_rule(self, st: TTState, seat: str, card: TTCard) -> str:
        """'none' (no token possible), 'must' or 'may' for playing ``card`` now."""
        lead = st.lead              # the cheap tests first: asked for every card of a turn
        if lead is None or card.kind != NUM or card.suit == lead \
                or not st.entries and st.to_play() == seat:     # (is_leading's test)
            return "none"
        for c in st.hands[seat]:    # (holds_lead without the call)
            if c.kind == NUM and c.suit == lead:
                return "must"
        return "may"

    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        return [(), ("token",)] if self.token_rule(st, seat, card) == "may" else [()]

    def plain_turn(self, st: TTState, seat: str) -> bool:
        """No lead colour yet, or one it holds: ``token_rule`` never answers 'may'. (asked
        at every Ruler turn: ``holds_lead`` written out)"""
        lead = st.lead
        if lead is None:
            return True
        for c in st.hands[seat]:
            if c.kind == NUM and c.suit == lead:
                return True
        return False

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> list[tuple[TTCard, tuple[str, ...]]]:
        """``play_variants`` of each card, with ``token_rule``'s turn-wide tests made once:
        off a plain turn the Ruler does not hold the lead colour, so every number card of
        another colour may take the token, unless the Ruler leads."""
        if self.plain_turn(st, seat):
            return [(x, ()) for x in cards]
        lead, leading = st.lead, is_leading(st, seat)
        out: list[tuple[TTCard, tuple[str, ...]]] = []
        for x in cards:
            out.append((x, ()))
            if not leading and x.kind == NUM and x.suit != lead:
                out.append((x, ("token",)))
        return out

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        # (the cheap tests before each call: every Ruler play passes here)
        if words and not self.one_word(words, "token"):
            self.refuse("after the card only 'token' may follow (e.g. 'B8 token')",
                        "PLAY_EXTRA_WORDS", "TT-096", words=" ".join(words))
        lead = st.lead              # (token_rule's first tests: most plays stop there)
        rule = "none" if lead is None or card.kind != NUM or card.suit == lead else \
            self.token_rule(st, seat, card)
        if words and rule == "none":
            if is_leading(st, seat):
                self.refuse("the lead-colour token means nothing when the Ruler leads",
                            "TOKEN_LEADING", "TT-097")
            self.refuse("a token is only put on a number card of another colour than the lead",
                        "TOKEN_USELESS", "TT-096", card=card)
        if rule == "must" or words:
            # (its steps as ``StepLater`` tuples: made when the play's explanation is read)
            steps.append(("RULER_TOKEN_MUST" if rule == "must" else "RULER_TOKEN_MAY",  # type: ignore[arg-type]
                          ("TT-096",), {"seat": seat, "card": card,
                                        "colour": COLOUR_NAME[st.lead]}))
            return new_entry(seat, card, index, token=st.lead)
        if not st.entries and st.to_play() == seat:     # (is_leading's test)
            steps.append(("RULER_LEADS", ("TT-097",), {"seat": seat, "card": card}))  # type: ignore[arg-type]
        return plain_entry(seat, card, index)

    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        if entry.token is None or eff.kind != NUM:
            return eff
        p = {"seat": entry.seat, "card": entry.card, "colour": COLOUR_NAME[entry.token]}
        if revolt:
            return eff.note(("TOKEN_OFF_IN_REVOLT", ("TT-034",), p))
        return eff.note(("TOKEN_COLOUR", ("TT-096", "TT-098"), p), colour=entry.token)

    # -- tasks -------------------------------------------------------------------------------
    def on_take(self, st: TTState, seat: str, taker: str, cards: list[TTCard], res,
                events: Sink) -> None:
        d = st.cdata[seat]
        tasks = d["tasks"]
        out = None              # (the tasks copied only when one is done: most takes, none)
        for i, (holder, task, done) in enumerate(tasks):
            if holder == taker and not done and task in _TAKE_COLOUR and \
                    _holds(cards, _TAKE_COLOUR[task]):
                events.append((Event, EventKind.RULE, "TASK_DONE", holder,
                               ("TT-094",) + (("TT-088",) if res.winner != taker else ()),
                               {"round": st.round, "trick": st.trick_no, "task": task,
                                "ruler": seat}))
                if out is None:
                    out = list(tasks)
                out[i] = (holder, task, True)
        if out is not None:
            d["tasks"] = tuple(out)

    def status(self, st: TTState, seat: str) -> list[tuple[str, str, bool]]:
        """Every task with its final result (call at round end)."""
        out = []
        for holder, task, done in st.cdata[seat]["tasks"]:
            if task.startswith("no"):
                done = not _holds(st.taken[holder], _COLOUR[task])
            out.append((holder, task, done))
        return out

    @staticmethod
    def task_points(task: str, done: bool) -> int:
        if not done:
            return -10
        return 20 if task.startswith("take") else 10

    def points_for_others(self, st: TTState, seat: str) -> dict[str, list[Line]]:
        out: dict[str, list[Line]] = {}
        for holder, task, done in self.status(st, seat):
            pts = _TASK_POINTS[task, done]
            out.setdefault(holder, []).append(
                (pts, ("TASK_RESULT", ("TT-093",) if done else ("TT-093", "TT-100"),
                       {"seat": holder, "task": task, "done": "done" if done else "failed",
                        "delta": pts})))
        return out

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines: list[Line] = []
        status = self.status(st, seat)
        every = bool(status)            # (all() of a generator is a call, at every round end)
        for holder, task, done in status:
            if done:
                pts = _TASK_POINTS[task, True]
                lines.append((pts, ("RULER_TASK_SHARE", ("TT-093",),
                                    {"seat": seat, "holder": holder, "task": task,
                                     "delta": pts})))
            else:
                every = False
        if every:
            lines.append((10, ("RULER_ALL_TASKS", ("TT-095",), {"seat": seat, "delta": 10})))
        if _holds(st.taken[seat], TRUMP):
            lines.append((10, ("RULER_TOOK_BLACK", ("TT-099",), {"seat": seat, "delta": 10})))
        if self.tricks(st, seat) == 1:
            lines.append((20, ("RULER_ONE_TRICK", ("TT-099",), {"seat": seat, "delta": 20})))
        return lines

    def wins(self, st: TTState, seat: str) -> Step | None:
        won = st.tricks[seat]
        if len(won) < 2:
            return None
        for t in won:                   # (loops, not any(): asked at every round end)
            for c in t.cards:
                if c.kind == NUM and c.suit != TRUMP:
                    return None
        return Step("WIN_RULER", ("TT-099",), {"seat": seat, "tricks": len(won)})

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        tasks = (st.cdata.get(seat) or {}).get("tasks", ())
        return {"tasks": {holder: f"{task} {'done' if done else 'open'}" for holder, task, done in tasks}}


# ``Ruler.task_points`` of every (task, done), asked once here, not at every round end
_TASK_POINTS = {(t, done): Ruler.task_points(t, done) for t in TASKS for done in (True, False)}


def _task_given_event(seat: str, round_no: int, target: str, task: str) -> Event:
    """The event of a task card given (at once, or as a record built when read)."""
    return Event.quick(EventKind.ACTION, "TASK_GIVEN", seat, ("TT-093", "TT-023"),
                       {"round": round_no, "trick": 0, "target": target, "task": task})


def _holds(cards: list[TTCard], colour: str) -> bool:
    """A number card of ``colour`` among ``cards``: a loop, not any() of a generator (the
    tasks are checked at every trick a task holder takes and at every round end)."""
    for c in cards:
        if c.kind == NUM and c.suit == colour:
            return True
    return False
