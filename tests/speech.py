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
from html.parser import HTMLParser
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
      const model = { get: (k) => (k === 'scene' ? scene : undefined), on() {}, off() {}, send() {} };
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


#: The felt's rule for a control outside the decision rows (felt.js ``speakButtons``): its
#: name drops the signs that stand before and after its words ("↶ Undo" is named "Undo").
_SIGNS_BEFORE = re.compile(r"^[^\w]+")
_SIGNS_AFTER = re.compile(r"[^\w).…）」]+$")


VOID = {"br", "img", "hr", "input", "meta", "link", "wbr"}   # elements that never close


class _Heard(HTMLParser):
    """The text of an HTML fragment a screen reader reads: outside ``aria-hidden`` parts."""

    def __init__(self) -> None:
        super().__init__()
        self.hidden: list[bool] = []           # per open element: whether it hides its content
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID:
            self.hidden.append(dict(attrs).get("aria-hidden") == "true")

    def handle_endtag(self, tag: str) -> None:
        if self.hidden and tag not in VOID:
            self.hidden.pop()

    def handle_data(self, data: str) -> None:
        if not any(self.hidden):
            self.text.append(data)



def html_words(fragment: str) -> str:
    """What a screen reader says of an HTML widget's ``fragment``."""
    p = _Heard()
    p.feed(fragment)
    return " ".join("".join(p.text).split())


def control_words(t: Any) -> dict[str, list[str]]:
    """What a screen reader hears of every control of table ``t`` outside the felt that is
    drawn: each button's name and tooltip, each menu's name, tooltip and options, the words
    of a decision's headings (a form's title and help, HTML), as the felt's
    script names them from the felt's ``controls`` (a drawn text and its words), else by
    the text itself (a button outside the decision rows without its edge signs). By kind."""
    import ipywidgets as W
    words: dict[str, str] = {**getattr(t.felt, "menus", {}), **getattr(t.felt, "controls", {})}
    out: dict[str, list[str]] = {}

    def said(text: Any, edges: bool = False) -> str:
        text = str(text or "")
        if text in words:
            return words[text]
        return _SIGNS_AFTER.sub("", _SIGNS_BEFORE.sub("", text)).strip() if edges else text

    def walk(w: Any, decision: bool) -> None:
        if getattr(getattr(w, "layout", None), "display", None) == "none":
            return                                  # not drawn, not read
        decision = decision or bool({"tl-choices", "tl-forms"} & set(w._dom_classes))
        if isinstance(w, W.Button) and not {"tl-card-btn"} & set(w._dom_classes):
            out.setdefault("button", []).append(said(w.description, not decision))
        if isinstance(w, W.HTML) and decision:      # a form's heading (its title and help)
            out.setdefault("heading", []).append(html_words(w.value))
        if isinstance(w, (W.Dropdown, W.Select, W.ToggleButtons, W.RadioButtons)):
            out.setdefault("menu", []).append(said(w.description))
            out.setdefault("option", []).extend(said(x) for x in w._options_labels)
        if isinstance(w, W.DOMWidget) and getattr(w, "tooltip", None):
            out.setdefault("tooltip", []).append(str(w.tooltip))
        for c in getattr(w, "children", ()) or ():
            if c is not t.felt:
                walk(c, decision)
    walk(t, False)
    return out


def controls_page(pg: Any, scene: dict[str, Any], buttons: list[str], menus: list[tuple[str, list[str]]],
                  controls: dict[str, str], others: tuple[tuple[str, list[str]], ...] = (),
                  listed: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """The felt drawn from ``scene`` inside a table whose decision row holds ``buttons`` and
    whose form holds ``menus`` (label, options), and, outside both, the menus ``others`` (the
    scenario menu), marked up as ipywidgets draws them, with the table's ``controls`` and
    ``listed`` (``Felt.menus``) words: each control's tag, text, name (aria-label) and tooltip
    (title), an option of ``others`` tagged OTHER, and what a screen reader says of the row
    and the form (``SPOKEN``)."""
    return list(pg.evaluate("""([scene, buttons, menus, controls, spoken, others, listed]) => {
      document.body.querySelectorAll('.tl-table').forEach((h) => h.remove());
      const table = document.createElement('div');
      table.className = 'tl-table';
      const host = document.createElement('div');
      const row = document.createElement('div');
      row.className = 'tl-choices';
      for (const text of buttons) {
        const b = document.createElement('button');
        b.textContent = text;
        row.appendChild(b);
      }
      const form = document.createElement('div');
      form.className = 'tl-forms';
      for (const [text, options] of menus) {
        const box = document.createElement('div');
        const label = document.createElement('label');
        label.textContent = text;
        const select = document.createElement('select');
        for (const o of options) { const x = document.createElement('option'); x.textContent = o; select.appendChild(x); }
        box.append(label, select);
        form.appendChild(box);
      }
      const more = document.createElement('div');
      for (const [text, options] of others) {
        const box = document.createElement('div');
        const label = document.createElement('label');
        label.textContent = text;
        const select = document.createElement('select');
        select.className = 'tl-other';
        for (const o of options) { const x = document.createElement('option'); x.textContent = o; select.appendChild(x); }
        box.append(label, select);
        more.appendChild(box);
      }
      table.append(more, host, row, form);
      document.body.appendChild(table);
      const model = { get: (k) => (k === 'scene' ? scene : k === 'controls' ? controls : k === 'menus' ? listed : undefined),
                      on() {}, off() {}, send() {} };
      window.tlFelt.render({ model, el: host });
      const named = [...table.querySelectorAll('.tl-choices button, .tl-forms select, .tl-forms option')]
        .map((n) => ({ tag: n.tagName, text: n.tagName === 'SELECT' ? n.parentElement.querySelector('label').textContent
                                                                     : n.textContent.trim(),
                       name: n.getAttribute('aria-label'), title: n.title || '' }));
      for (const o of table.querySelectorAll('select.tl-other option'))
        named.push({ tag: 'OTHER', text: o.textContent.trim(), name: o.getAttribute('aria-label'), title: '' });
      const said = (0, eval)('(' + spoken + ')');
      return [...named, { tag: 'SPOKEN', said: [...said(row), ...[...form.querySelectorAll('select, option')]
                                                   .map((n) => n.getAttribute('aria-label') || n.textContent)] }];
    }""", [json.loads(json.dumps(scene)), buttons, [list(m) for m in menus], controls, SPOKEN,
           [list(m) for m in others], listed or {}]))
