"""What a game tells the generic table: the vocabulary (zones, face-down cards, groups of
cards answering one choice) and ``ViewAdapter``, the one base every game's ``view.py``
subclasses. The table calls only the hooks defined here, each with a working default, so a
new game overrides what it draws differently and nothing else, and the table never has to ask
an adapter whether it has a hook. Plain data and strings: no widgets, testable headless.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Mapping, TypeVar, Union

from .actions import Action
from .bots import Hint
from .errors import TricklabError
from .game import Game

S = TypeVar("S")        # a game's state type


@dataclass
class Zone:
    """A labelled row of face-up cards on the table (a trick, an open hand, a hangar...)."""

    key: str
    title: str
    cards: list[Any]
    captions: list[str] = field(default_factory=list)   # one per card, e.g. who played it
    badges: list[str] = field(default_factory=list)     # one per card, e.g. "×2", "−"
    note: str = ""
    big: bool = False
    group_by_suit: bool = False
    figure: str = ""      # trusted HTML drawn after the cards (e.g. an SVG of a game board)


class FaceDown:
    """What a face-down card looks like to the table (a Ninja's second card, a card back)."""

    label, colour, code = "🂠", "#555555", "??"

    def __str__(self) -> str:
        return self.code


FACE_DOWN = FaceDown()


@dataclass(frozen=True)
class CardGroup:
    """Several choices that differ only in which cards of the hand they use (a redraw of any
    subset, an exchange): one button, then the learner clicks the cards and confirms, instead
    of one button per subset of the hand."""

    options: tuple[tuple[frozenset[Any], Action], ...]

    @property
    def cards(self) -> list[Any]:
        out: dict[Any, None] = {}
        for cs, _ in self.options:
            out.update(dict.fromkeys(cs))
        return list(out)

    def match(self, selected: list[Any]) -> Action | None:
        want = frozenset(selected)
        return next((a for cs, a in self.options if cs == want), None)


Choice = tuple[str, Union[Action, CardGroup]]
"""A button the table shows: its label and the action (or group of card choices) it makes."""


class Labels:
    """A game's bilingual label table ``{key: {"en": template, "ja": template}}``; a dotted key
    reaches one level down (``labels("phase.play", "ja")``). Every game's view formats its
    words through this one helper, so a missing language fails the same way everywhere."""

    def __init__(self, table: Mapping[str, Any]) -> None:
        self.table = table

    def __call__(self, key: str, lang: str, **kw: Any) -> str:
        entry: Any = self.table
        for part in key.split("."):
            entry = entry[part]
        return str(entry[lang]).format(**kw)

    def get(self, key: str, lang: str, default: str) -> str:
        """The label, or ``default`` when the table has none (e.g. an unlisted verb)."""
        try:
            return self(key, lang)
        except KeyError:
            return default


class ViewAdapter(Generic[S]):
    """How the generic table draws one game and turns clicks into ``Action``s.

    Every hook has a default that is right for a plain trick-taking game: the seat's hand,
    the cards the engine says are legal, one card per click played with the verb of
    ``card_verb``, the reason from ``game.explain_illegal``. Text hooks returning "" let the
    table use its generic wording. Seats, player counts, option presets and the learner's seat
    come from the game's header (``game.info``), not from the adapter."""

    game: ClassVar[Game]

    # -- seats and the game header ---------------------------------------------------------
    def name(self, seat: str, lang: str) -> str:
        """How a seat is written on the table (a robot seat may have a translated name)."""
        return seat

    # -- the hand and clicks ---------------------------------------------------------------
    def hand(self, state: S, seat: str) -> list[Any]:
        """The cards of ``seat``'s hand in the order the table shows them."""
        return list(self.game.hands(state).get(seat, []))

    def card_verb(self, state: S, seat: str) -> str:
        """The action kind a click on a hand card makes now ("play", "pass", "reveal"...)."""
        return "play"

    def select_count(self, state: S, seat: str) -> int:
        """How many cards one action takes (1: a click plays at once; more: select, submit)."""
        return 1

    def card_action(self, state: S, seat: str, card: Any) -> Action:
        """The action a click on ``card`` asks for, legal or not (what ``why_not`` explains)."""
        return Action(seat, self.card_verb(state, seat), (str(card),))

    def action_for(self, state: S, seat: str, cards: list[Any]) -> Action:
        """The action of the selected cards."""
        return Action(seat, self.card_verb(state, seat), tuple(str(c) for c in cards))

    def legal_cards(self, state: S, seat: str) -> list[Any]:
        """The hand cards a click may use now (drawn highlighted); none if ``seat`` waits."""
        g = self.game
        if g.is_over(state) or seat not in g.to_act(state):
            return []
        return list(g.legal_cards(state, seat))

    def why_not(self, state: S, seat: str, card: Any) -> TricklabError | None:
        """Why a click on ``card`` is refused, with rulings (None if it would be accepted):
        always the engine's own reason for the action the click asks for."""
        return self.game.explain_illegal(state, self.card_action(state, seat, card))

    def choices(self, state: S, seat: str, lang: str) -> list[Choice]:
        """Buttons for decisions that are not a card click (naming a colour, a pick...)."""
        return []

    def variants(self, state: S, seat: str, cards: list[Any], lang: str) -> list[Choice]:
        """The ways to play the selected cards when there are several (else none)."""
        return []

    # -- words -----------------------------------------------------------------------------
    def submit_label(self, state: S, seat: str, lang: str) -> str:
        """The label of the button that submits selected cards ("" = the table's own)."""
        return ""

    def prompt(self, state: S, seat: str, lang: str) -> str:
        """What the learner is asked to do now ("" = the table's generic "your turn")."""
        return ""

    def header(self, state: S, lang: str) -> str:
        """One line about the game's progress (round, trump...)."""
        return ""

    # -- drawing ---------------------------------------------------------------------------
    def panel(self, state: S, viewer: str | None, lang: str) -> str:
        """Trusted HTML above the table for a phase that needs more than zones (e.g. a
        character selection screen); "" when there is none."""
        return ""

    def zones(self, state: S, viewer: str | None, lang: str) -> list[Zone]:
        """The rows of face-up cards and notes, as ``viewer`` may see them."""
        return []

    def score_rows(self, match: Any) -> list[dict[str, Any]]:
        """Running totals after each scored round: ``{"round": n, seat: total, ...}``."""
        return []

    def hint(self, match: Any, seat: str) -> Hint | None:
        """A suggested action with its reason, or None if the game offers no hints."""
        return None

    # Monte-Carlo odds in the hint: 0 = off; N = sample N deals consistent with what the seat
    # has seen (games with ``sample_deal``: RoboTrick, Basic tricks). Set on the adapter
    # (``table.view.odds_deals = 200``); adapters call ``odds_hint`` first in ``hint``.
    odds_deals: int = 0

    def odds_hint(self, match: Any, seat: str) -> Hint | None:
        """"This card wins the trick in N% of the deals ..." when enabled, else None."""
        if not self.odds_deals:
            return None
        from .montecarlo import odds_hint
        return odds_hint(match, seat, self.odds_deals)
