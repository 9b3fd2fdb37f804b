"""Plain-HTML rendering for rich reprs in notebooks (no widgets needed) and for the table.
Kept free of ipywidgets so the engine stays headless."""
from __future__ import annotations

import html
from typing import Any


def card_html(card: Any, big: bool = False, extra: str = "", badge: str = "") -> str:
    """A card face: its symbol-bearing label in a colour-blind-safe colour on white."""
    size = "1.6em" if big else "1.15em"
    colour = getattr(card, "colour", "#000")
    b = (f"<sup style='background:#F0E442;color:#000;border-radius:3px;padding:0 2px;"
         f"font-size:0.65em;margin-left:2px'>{html.escape(badge)}</sup>") if badge else ""
    return (f"<span class='tl-card' title='{html.escape(str(card))}' style='display:inline-block;"
            f"min-width:2.2em;padding:0.2em 0.35em;margin:1px;border:1px solid #555;"
            f"border-radius:5px;background:#fff;color:{colour};font-weight:bold;font-size:{size};"
            f"text-align:center;{extra}'>{html.escape(card.label)}{b}</span>")


def cards_html(cards: Any, **kw: Any) -> str:
    return "".join(card_html(c, **kw) for c in cards) or "<i>—</i>"


def explanation_html(ex: Any) -> str:
    parts = [f"<div class='tl-expl'><b>{html.escape(ex.headline)}</b>"]
    if ex.steps:
        parts.append("<ol style='margin:0.2em 0'>")
        for s in ex.steps:
            ids = (" <span style='color:#555'>(" + ", ".join(s.rulings) + ")</span>") if s.rulings else ""
            parts.append(f"<li>{html.escape(s.text)}{ids}</li>")
        parts.append("</ol>")
    for r in ex.rulings:
        tag = ""
        if r.interp:
            tag = (" <span style='background:#E69F00;color:#000;border-radius:3px;padding:0 3px'>"
                   + ("[interp] tricklab の裁定" if ex.lang == "ja" else "[interp] our ruling") + "</span>")
        parts.append(f"<div class='tl-ruling' style='margin:0.2em 0;padding:0.2em 0.4em;"
                     f"border-left:4px solid #0072B2;background:#f4f8fb'><b>{r.id}</b> "
                     f"{html.escape(r.title[ex.lang])}{tag}<br>{html.escape(r.text[ex.lang])}"
                     f" <span style='color:#555'>{html.escape(r.source)}</span></div>")
    parts.append("</div>")
    return "".join(parts)


def event_html(ev: Any) -> str:
    return (f"<code>{html.escape(ev.kind)}</code> {html.escape(ev.code)} "
            f"{html.escape(str(ev.seat or ''))} {html.escape(', '.join(ev.all_rulings()))}")


def match_html(match: Any) -> str:
    state_html = getattr(match.state, "_repr_html_", None)
    body = state_html() if state_html else html.escape(repr(match.state))
    return (f"<div><b>{html.escape(match.game.name)}</b> seed {match.seed}, "
            f"{len(match.actions)} actions, to act: {html.escape(', '.join(match.to_act()) or '—')}"
            f"<br>{body}</div>")
