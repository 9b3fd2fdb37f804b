"""TriATri (トリアトリ): must-follow tricks where a card doubles when its element beats the
previous card's, fake cards steal the best card on the table, and the leader names the gem
(and so the suit) of each trick. 2–4 players."""
from .cards import TCard, deck
from .rules import GAME, TriATri
from .state import TriState

__all__ = ["GAME", "TCard", "TriATri", "TriState", "deck"]
