"""Little Tricktakers (リトル・トリックテイカーズ, 2022): the Tricktakers spin-off with 10
characters (8 reused, plus the Healer and the Devil), an option shop every round, two
characters per player in round 3, the Little King and points only. The official rulebook
could not be found: every Little-specific number is in ``little_options.yaml`` (provisional).

Modules: ``data`` (the YAML), ``roster`` (the 10 characters: Tricktakers components as small
variants), ``shop_items`` (the Adventurer's item mechanics for every buyer), ``seat`` (a seat's
character(s) + items as one component), ``picks`` (character choice), ``shop`` (option phase),
``ruling_map`` (TT rulings cited by reused code shown as LT rulings), ``words`` (Tricktakers
lines Little says in its own words), ``rules`` (the engine),
``bots``, ``view``.
"""
from .rules import GAME, LittleTricktakers

__all__ = ["GAME", "LittleTricktakers"]
