"""Widgets (ipywidgets): the generic game table and its step-through panel.

    from tricklab.ui import Table
    Table("robotrick", seed=7, lang="ja")
"""
from .stepper import Stepper
from .table import Table

__all__ = ["Stepper", "Table"]
