"""Widgets (ipywidgets): the generic game table and its step-through panel.

    from tricklab.ui import Table
    Table("robotrick", seed=7, lang="ja")

Dashboards call ``dashboard("robotrick", seed=1)``, which also reads ``?lang=ja&seed=5&teacher=1``
from the Voila page's URL, so a teacher can send one link that opens in Japanese.
"""
from .stepper import Stepper
from .table import Table, dashboard

__all__ = ["Stepper", "Table", "dashboard"]
