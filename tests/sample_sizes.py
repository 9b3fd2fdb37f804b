"""How many random games a property test plays, by profile.

``make test`` must stay under 20 minutes on two cores, so by default (``quick``) each property
test plays a sample; the full runs (1,000 games per table) belong to CI, chosen by ``CI=true``
(what ``.ci/run`` sees) or by hand with ``TRICKLAB_HYPOTHESIS=ci``. The conformance suite reads
the same profile (``conformance/tables.py``), so one switch sets every run's size.
"""
from __future__ import annotations

import os

PROFILE = os.environ.get("TRICKLAB_HYPOTHESIS") or (
    "ci" if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "quick")


def games(ci: int, quick: int) -> int:
    """``ci`` games under the CI profile, ``quick`` otherwise (``soak`` is the conformance
    suite's own middle size; here it is a quick run)."""
    return ci if PROFILE == "ci" else quick
