"""Makes the landing page's pictures, ``tricklab/serving/static/<game>.png``, from the served
dashboards as they are now: ``tools/screenshot.py`` (Voila on 127.0.0.1, Debian's Chromium,
headless) plays a few moves of each game on a 1280x720 screen and saves the window at half its
pixels (640x360, 60-100 KB: the page shows them about 360 px wide). Four pictures had kept the
flat table of before the felt.
Usage: python tools/thumbnails.py [game ...]   (every registered game unless told)"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: the learner moves each picture is taken after (a draft, a pick or a few cards in); TRicK
#: GEAR's first moves are its draft and team, where the felt is still empty: its play instead
CLICKS = {"tricktakers_kings": 3, "trickgear": 12}


def main() -> int:
    from tricklab.games import GAMES
    static = ROOT / "tricklab" / "serving" / "static"
    for game in sys.argv[1:] or list(GAMES):
        out = static / f"{game}.png"
        env = {**os.environ, "TL_SHOT_OUT": str(out), "TL_SHOT_SCALE": "0.5"}
        # "noillegal": the table as it plays, not a refusal of a card clicked on purpose
        subprocess.run([sys.executable, str(ROOT / "tools" / "screenshot.py"), "en", game,
                        str(CLICKS.get(game, 4)), "noillegal"], env=env, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
