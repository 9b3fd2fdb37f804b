"""Plain-HTML rendering for rich reprs in notebooks (no widgets needed) and for the table.
Kept free of ipywidgets so the engine stays headless."""
from __future__ import annotations

from tricklab.core import markup as html  # the one escaping helper
from typing import Any, Callable

from tricklab.core.punctuation import GAP, cited
from tricklab.core.copies import card_said


def card_html(card: Any, big: bool = False, extra: str = "", badge: str = "",
              words: str = "") -> str:
    """A card face: its symbol-bearing label in a colour-blind-safe colour on white. A
    special card's face leaves out the copy number of its code (⚐, not ⚐₂, which read as a
    White Flag of value 2), as the felt draws it. ``words``: the card in the reader's words
    (the felt's screen-reader name, ``ViewAdapter.face(card, lang).name``: "♦ 6",
    「♦の6」), its tooltip and what a screen reader says; without them (a notebook's repr,
    which knows no language) the tooltip is the card's code (WF2)."""
    size = "1.6em" if big else "1.15em"
    colour = getattr(card, "colour", "#000")
    # a minus badge (a 4th+ hangar card) stands out in vermillion; plus badges are yellow
    bg, fg = ("#D55E00", "#fff") if badge.startswith(("−", "-")) else ("#F0E442", "#000")
    b = (f"<sup style='background:{bg};color:{fg};border-radius:3px;padding:0 2px;"
         f"font-size:0.65em;margin-left:2px'>{html.escape(badge)}</sup>") if badge else ""
    said = (f"title='{html.escape(words)}' role='img' aria-label='{html.escape(words)}'" if words
            else f"title='{html.escape(str(card))}'")
    return (f"<span class='tl-card' {said} style='display:inline-block;"
            f"min-width:2.2em;padding:0.2em 0.35em;margin:1px;border:1px solid #555;"
            f"border-radius:5px;background:#fff;color:{colour};font-weight:bold;font-size:{size};"
            f"text-align:center;{extra}'>{html.escape(card_said(card))}{b}</span>")


def cards_html(cards: Any, **kw: Any) -> str:
    return "".join(card_html(c, **kw) for c in cards) or "<i>—</i>"


INTERP_LABEL = {"en": "[interp] our ruling", "ja": "［解釈］tricklabの裁定"}


def interp_label(lang: str) -> str:
    """The tag of a ruling that is tricklab's reading where the rules are silent: written
    here once and shown the same way in explanations, the rulings list and the tour."""
    return INTERP_LABEL[lang]


def explanation_html(ex: Any, words: Callable[[str], str] = str) -> str:
    """An explanation: its headline, its steps and the rulings they cite (``words`` as for
    ``ruling_html``)."""
    parts = [f"<div class='tl-expl'><b>{html.escape(ex.headline)}</b>"]
    if ex.steps:
        parts.append("<ol style='margin:0.2em 0'>")
        for s in ex.steps:
            ids = f"<span style='color:#555'>{cited(s.rulings, ex.lang)}</span>" if s.rulings else ""
            parts.append(f"<li>{html.escape(s.text)}{ids}</li>")
        parts.append("</ol>")
    parts += [ruling_html(r, ex.lang, "margin:0.2em 0;padding:0.2em 0.4em;border-left:4px solid #0072B2;"
                                      "background:#f4f8fb", "tl-ruling", words) for r in ex.rulings]
    parts.append("</div>")
    return "".join(parts)


def refusal_html(ex: Any, lang: str, words: Callable[[str], str] = str) -> str:
    """A refused move's explanation after its heading: the headline with the rulings it cites,
    the refusal's own steps (why the lead colour is blue after a led White Flag), then each
    cited ruling in full. The table's error box and a lesson's coach both show this."""
    why = "".join(f"<div>– {html.escape(s.text)}{html.escape(cited(s.rulings, lang))}</div>"
                  for s in ex.steps)
    rul = "".join(f"<div style='font-size:0.9em'>{html.escape(r.render(lang, words))}</div>"
                  for r in ex.rulings)
    return f"{html.escape(ex.headline)}{html.escape(cited([r.id for r in ex.rulings], lang))}{why}{rul}"


def ruling_html(r: Any, lang: str, style: str = "margin:0.3em 0", cls: str = "",
                words: Callable[[str], str] = str) -> str:
    """One ruling as the explanation cites it and the Rulings tab lists it: id, title, the
    [interp] badge of our own rulings, its text and its source (one drawing for both).
    ``words`` rewrites the title and text: a table passes its ``notation_in_words``, so the
    cards a ruling names look like the cards on the felt."""
    tag = (" <span style='background:#E69F00;color:#000;border-radius:3px;padding:0 3px'>"
           + html.escape(interp_label(lang)) + "</span>") if r.interp else ""
    return (f"<div{f' class={cls!r}' if cls else ''} style='{style}'><b>{r.id}</b> "
            f"{html.escape(words(r.title[lang]))}{tag}<br>{html.escape(words(r.text[lang]))}"
            f"{GAP[lang]}<span style='color:#555'>{html.escape(r.source_in(lang))}</span></div>")


def event_html(ev: Any) -> str:
    return (f"<code>{html.escape(ev.kind)}</code> {html.escape(ev.code)} "
            f"{html.escape(str(ev.seat or ''))} {html.escape(', '.join(ev.all_rulings()))}")


def match_html(match: Any) -> str:
    state_html = getattr(match.state, "_repr_html_", None)
    body = state_html() if state_html else html.escape(repr(match.state))
    return (f"<div><b>{html.escape(match.game.name)}</b> seed {match.seed}, "
            f"{len(match.actions)} actions, to act: {html.escape(', '.join(match.to_act()) or '—')}"
            f"<br>{body}</div>")


def zone_html(zone: Any, lang: str) -> str:
    cells = []
    prev_suit = None
    for i, c in enumerate(zone.cards):
        gap = "margin-left:0.8em;" if zone.group_by_suit and prev_suit not in (None, c.suit) else ""
        prev_suit = getattr(c, "suit", None)
        cap = zone.captions[i] if i < len(zone.captions) else ""
        badge = zone.badges[i] if i < len(zone.badges) else ""
        cells.append(f"<span style='display:inline-block;text-align:center;{gap}'>"
                     f"{card_html(c, big=zone.big, badge=badge)}"
                     f"{'<br><small>' + html.escape(cap) + '</small>' if cap else ''}</span>")
    cards = "".join(cells) or ("" if zone.note else "<span style='color:#777'>—</span>")
    note = f"<div style='color:#444;font-size:0.9em'>{html.escape(zone.note)}</div>" if zone.note else ""
    figure = getattr(zone, "figure", "")
    if figure and cards.startswith("<span style='color:#777'>"):
        cards = ""
    return (f"<div class='tl-zone tl-zone-{html.escape(zone.key)}' style='display:inline-block;"
            f"vertical-align:top;margin:0.3em 1.6em 0.3em 0'>"
            f"<div style='font-weight:bold'>{html.escape(zone.title)}</div>{cards}{figure}{note}</div>")
