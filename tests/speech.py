"""What a screen reader says of the felt, read from the page the felt really draws: the felt's
own ES module and CSS rendered in Chromium from scenes built in Python (no Voila, so every
game of the registry in both languages takes seconds), and the checks shared by the tests that
listen: which signs are not words, how a table is played on by a learner who takes the first
choice each time."""
from __future__ import annotations

import base64
import json
import re
import unicodedata
from importlib import resources
from typing import Any

#: Signs a screen reader reads by their Unicode names ("crown", "black chess queen",
#: "deciduous tree", "black spade suit"): every pictograph and symbol (Unicode category So:
#: emoji, suits, chess pieces); and a plus or minus standing alone (a hangar's badge) that is
#: read "plus", "minus" and means nothing more. A sign read as the word it stands for stays:
#: "+7" ("plus 7"), "1 + cards", "×2" ("times 2"), "≤ 3", "=", an arrow between names.
BARE_SIGN = re.compile(r"(?:^|(?<=, )|(?<=、))[+−](?=$|, |、)")


def unspoken(text: str) -> list[str]:
    """The signs of ``text`` that would be read as signs, not words."""
    found = [ch for ch in text if unicodedata.category(ch) == "So"]
    return found + BARE_SIGN.findall(text)


#: The text a screen reader reads of each part of the page, in document order: text outside
#: aria-hidden subtrees, the name (aria-label) of a control or image instead of its content,
#: the name of a named group or region as well as its content, and each tooltip (title).
SPOKEN = r"""(root) => {
  const out = [];
  const walk = (n) => {
    if (n.nodeType === Node.TEXT_NODE) { if (n.textContent.trim()) out.push(n.textContent.trim()); return; }
    if (n.nodeType !== Node.ELEMENT_NODE) return;
    if (n.getAttribute('aria-hidden') === 'true' || n.tagName === 'STYLE' || n.tagName === 'SCRIPT') return;
    // what is not drawn is not read either (a hot-seat curtain hides the table beneath it)
    const cs = getComputedStyle(n);
    if (cs.display === 'none') return;
    if (cs.visibility === 'hidden') { for (const c of n.children) walk(c); return; }
    const label = n.getAttribute('aria-label');
    if (n.title) out.push(n.title);
    if (label) out.push(label);
    const replaces = label && (n.tagName === 'BUTTON' || n.getAttribute('role') === 'img');
    if (!replaces) for (const c of n.childNodes) walk(c);
  };
  walk(root);
  return out;
}"""


def felt_page(browser: Any) -> Any:
    """A blank page with the felt's module and CSS loaded; ``draw(page, scene)`` draws one
    scene in it and returns what is said of it."""
    static = resources.files("tricklab.ui").joinpath("static")
    js = base64.b64encode(static.joinpath("felt.js").read_bytes()).decode()
    css = static.joinpath("felt.css").read_text("utf-8")
    pg = browser.new_page(viewport={"width": 1280, "height": 900})
    pg.set_content(f"<html><head><style>{css}</style></head><body>"
                   "<script type='module'>import felt from 'data:text/javascript;base64," + js + "';"
                   "window.tlFelt = felt;</script></body></html>")
    pg.wait_for_function("window.tlFelt !== undefined", timeout=30_000)
    return pg


def draw(pg: Any, scene: dict[str, Any]) -> list[str]:
    """What a screen reader says of the felt drawn from ``scene`` (its live region included)."""
    return list(pg.evaluate("""([scene, spoken]) => {
      document.body.querySelectorAll('.tl-host').forEach((h) => h.remove());
      const host = document.createElement('div');
      host.className = 'tl-host';
      document.body.appendChild(host);
      const model = { get: () => scene, on() {}, off() {}, send() {} };
      window.tlFelt.render({ model, el: host });
      return (0, eval)('(' + spoken + ')')(host);
    }""", [json.loads(json.dumps(scene)), SPOKEN]))


def first_choices(t: Any, moves: int) -> list[dict[str, Any]]:
    """Scenes of ``t`` as a learner takes the first choice ``moves`` times (the first playable
    card, the first cards to pass, the first button, else a bot's move), one after each."""
    out = [t.felt.scene]
    for _ in range(moves):
        if t.match.is_over():
            break
        legal = [i for i, b in enumerate(t.hand_buttons) if "tl-legal" in b._dom_classes]
        shown = [b for b in t.choice_box.children if b.layout.display != "none"] + t.form_buttons
        if t.hand_seat in t.match.to_act() and legal:
            need = max(1, t.view.select_count(t.match.state, t.hand_seat))
            for i in legal[:need]:
                t.hand_buttons[i].click()
            if need > 1:
                t.pass_button.click()
        elif shown:
            shown[0].click()
        elif not t.bot_step():
            break
        out.append(t.felt.scene)
    return out
