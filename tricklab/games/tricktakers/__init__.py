"""Tricktakers (トリックテイカーズ, Hiroken / Joyple Games): must-follow tricks with a black trump,
where every player picks a character each round whose abilities bend the rules. Base set,
3–5 players, 3 rounds; win by a character's own condition, 2 gold crowns, 3 black crowns or
the most victory points.

Load it (not registered yet)::

    from tricklab.games.tricktakers import GAME
    from tricklab.core.match import Match
    m = Match(GAME, ["Ann", "Bo", "Cy"], seed=1)

Modules: ``cards`` (deck and notation), ``state``, ``deal`` (setup and dealing), ``select``
(game styles and character choice), ``play`` (must-follow, lead colour), ``trick`` (the
winner: designer's two-step method), ``table`` (draws, discards, points floor, crowns),
``scoring`` (round end and victory), ``rules`` (the engine), ``facts``, ``bots``.

Character mechanism (hooks)
---------------------------
Each character is a small stateless component class in ``characters/`` (one module per
character) deriving from ``characters.base.Character``; its round data lives in
``state.cdata[seat]`` (a flat dict of immutable values, so ``clone`` stays cheap). The engine
never names a character: it calls these hooks at fixed points.

* setup (priority order, TT-023): ``init`` → ``setup_auto`` → ``setup_actions``/``setup_act``
  (decisions with their own verbs: ``bid``, ``equip``, ``task``...) until ``setup_done``;
  a discard the rules demand is a pending ``discard`` the engine asks for; ``can_discard`` and
  ``exchange``/``check_exchange`` for discards and the round-3 black-crown exchange;
* every trick: ``on_trick_start``; on the player's turn ``turn_actions``/``turn_act`` (optional
  abilities before playing), ``exempt`` (may ignore must-follow), ``play_variants`` and
  ``make_entry`` (the entry built from the play: tokens, items, face-down cards, any extra
  data in ``Entry.extra``), ``on_played``;
* strength: ``effective`` (stage 1, the entry's own modifiers) and ``effective_late`` (stage 2,
  seeing all stage-1 cards), both told whether the trick is a revolt;
* after the winner is known (5.8, in this order): ``on_trick_won`` (every character: bonuses,
  immediate wins), ``claims`` (cards it takes without winning), ``on_take`` (every character
  sees every take), ``take_trick`` (the winner's component puts the cards away),
  ``after_trick``;
* round end: ``claims_gold``, ``gold_eligible``, ``black_eligible``, ``round_points``,
  ``points_for_others``, ``wins``; also ``visible_cards`` for open information.

How the expansion fits without touching the trick engine: a Ninja's second card is a second
face-down ``Entry`` added in ``on_played`` (face-down entries get their play index when turned
up, so they lose ties to earlier cards); a Samurai's red counting as black is an
``effective_late`` that looks for White Flags among the other entries; a Summoner's beast is
``Entry.extra`` read in ``effective``; an Alchemist's three cards are one entry built by
``make_entry``; a Time Traveler's Rewind is a ``turn_act`` that returns the entries to hands,
and Change the past a ``take_trick`` of its own. ``characters.register`` adds them.
"""
from .cards import SHARED_DECK, TTCard
from .rules import GAME, Tricktakers
from .state import TTState

__all__ = ["GAME", "SHARED_DECK", "TTCard", "TTState", "Tricktakers"]
