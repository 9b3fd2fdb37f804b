"""TRicK GEAR (トリックギア): a trick-taking battle game. Draft characters (Standard Select),
then every round set a field card in secret, crash on equal numbers, spend cards on skills by
suit or raise the rate, and damage the losers' life; an empty deck reloads at the cost of life.
2–4 players; the characters are our [interp] starter set, loaded from ``characters.yaml``."""
from .cards import GCard, Joker, parse_card
from .characters import load_characters, starter_set
from .rules import GAME, TrickGear
from .state import GearState

__all__ = ["GAME", "GCard", "GearState", "Joker", "TrickGear", "load_characters", "parse_card",
           "starter_set"]
