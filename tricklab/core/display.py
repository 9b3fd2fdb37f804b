"""Plain-HTML rendering for rich reprs in notebooks (no widgets needed) and for the table.
Kept free of ipywidgets so the engine stays headless."""
from __future__ import annotations

import re
from tricklab.core import markup as html  # the one escaping helper
from typing import Any, Callable

from tricklab.core.punctuation import COLON, GAP, LIST_SEP, STOP, cited, one_is_singular
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


def cards_html(cards: Any, words_of: Callable[[Any], str] | None = None, **kw: Any) -> str:
    """A row of card faces; ``words_of(card)``: each card's words (see ``card_html``)."""
    return "".join(card_html(c, words=words_of(c) if words_of else "", **kw) for c in cards) or "<i>—</i>"


INTERP_LABEL = {"en": "[interp] our ruling", "ja": "［解釈］tricklabの裁定"}


def interp_label(lang: str) -> str:
    """The tag of a ruling that is tricklab's reading where the rules are silent: written
    here once and shown the same way in explanations, the rulings list and the tour."""
    return INTERP_LABEL[lang]


_RULING_ID = re.compile(r"[A-Z]{2,4}-\d+")


def cited_html(ids: Any, lang: str) -> str:
    """``cited`` as markup, each id kept on one line: a narrow column (a projector's side
    panel) broke 「（LT-」 from 「001）」 at the hyphen."""
    return _RULING_ID.sub(lambda m: f"<span style='white-space:nowrap'>{m[0]}</span>",
                          html.escape(cited(ids, lang)))


def explanation_html(ex: Any, words: Callable[[str], str] = str) -> str:
    """An explanation: its headline, its steps and the rulings they cite (``words`` as for
    ``ruling_html``)."""
    parts = [f"<div class='tl-expl'><b>{html.escape(ex.headline)}</b>"]
    if getattr(ex, "mark", ""):
        parts.append(teacher_mark_html(ex.mark))
    if ex.steps:
        parts.append("<ol style='margin:0.2em 0'>")
        for s in ex.steps:
            ids = f"<span style='color:#555'>{cited_html(s.rulings, ex.lang)}</span>" if s.rulings else ""
            parts.append(f"<li>{html.escape(s.text)}{ids}</li>")
        parts.append("</ol>")
    parts += [ruling_html(r, ex.lang, "margin:0.2em 0;padding:0.2em 0.4em;border-left:4px solid #0072B2;"
                                      "background:#f4f8fb", "tl-ruling", words) for r in ex.rulings]
    parts.append("</div>")
    return "".join(parts)


def teacher_mark_html(text: str) -> str:
    """The mark of what is shown whole although some seat may not see it (an event in the
    teacher's log, an explanation asked without a seat): orange with black words, so it
    reads without colour too."""
    return (f" <span class='tl-teacher-mark' style='background:#E69F00;color:#000;"
            f"border-radius:3px;padding:0 3px;font-size:0.85em'>{html.escape(text)}</span>")


def refusal_html(ex: Any, lang: str, words: Callable[[str], str] = str) -> str:
    """A refused move's explanation after its heading: the headline with the rulings it cites,
    the refusal's own steps (why the lead colour is blue after a led White Flag), then each
    cited ruling in full. The table's error box and a lesson's coach both show this."""
    why = "".join(f"<div>– {html.escape(s.text)}{cited_html(s.rulings, lang)}</div>"
                  for s in ex.steps)
    rul = "".join(f"<div style='font-size:0.9em'>{html.escape(r.render(lang, words))}</div>"
                  for r in ex.rulings)
    ids = [r.id for r in ex.rulings] if ex.head_cites is None else ex.head_cites
    return f"{html.escape(ex.headline)}{cited_html(ids, lang)}{why}{rul}"


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


def event_html(ev: Any, lang: str = "en") -> str:
    """An event as the table words it (the History tab's and the step-through's headline:
    "Di plays ♣A.") and the rulings it cites. The words need the event's game, which a
    match's events know (``Match.events``); a bare event shows its code and its values in
    words."""
    ids = ev.all_rulings()
    cites = f"<span style='color:#555'>{html.escape(cited(ids, lang))}</span>" if ids else ""
    return f"<div class='tl-event'>{html.escape(event_words(ev, lang))}{cites}</div>"


def event_words(ev: Any, lang: str = "en") -> str:
    """``ev`` in words: its headline from its game's catalogue, else its code, seat and values
    (cards by their labels; a mapping, such as a deal's hands, left out)."""
    game = getattr(ev, "_game", None)
    if game is not None:
        return str(game.catalogue.explain(ev, lang).headline)
    def value(v: Any) -> str:
        if hasattr(v, "label"):
            return card_said(v)
        if isinstance(v, (list, tuple)):
            return LIST_SEP[lang].join(map(value, v))
        return str(v)
    said = LIST_SEP[lang].join(f"{k}{COLON[lang]}{value(v)}" for k, v in ev.params.items()
                               if v is not None and not isinstance(v, dict))
    return " ".join(x for x in (ev.code, str(ev.seat or ""), said) if x)


#: The words of a rich display of a match or a state (``table_html``)
SHOWN_WORDS: dict[str, dict[str, str]] = {
    "teacher": {"en": "Teacher view: every hand face up", "ja": "先生モード：全員の手札を表向きに表示"},
    "seat": {"en": "As {seat} sees it", "ja": "{seat}から見た卓"},
    "to_act": {"en": "To play: {seats}", "ja": "手番：{seats}"},
    "over": {"en": "The game is over", "ja": "ゲーム終了"},
    "cards": {"en": "{n} cards in hand", "ja": "手札{n}枚"},
    "match": {"en": "seed {seed}, {n} actions played", "ja": "シード{seed}、{n}手まで進行"},
    "unknown": {"en": "A game state: show it with its match (m.display()) or "
                      "game.state_html(state, seat, lang).",
                "ja": "ゲームの状態：対局（m.display()）か game.state_html(state, seat, lang) で表示してください。"},
}


def shown_words(key: str, lang: str, **kw: Any) -> str:
    return one_is_singular(SHOWN_WORDS[key][lang].format(**kw), lang)


def adapter(game: Any) -> Any:
    """``game``'s view adapter (``<package>.view.VIEW``, the one the table draws with): a
    registered game has one, so its rich display needs nothing of its own."""
    from importlib import import_module
    return import_module(f"{game.package}.view").VIEW


def default_seat(game: Any, state: Any) -> str | None:
    """Whose view a plain display shows: the seat to act (the first, when several choose at
    once), whose decision a notebook explores next; once the game is over, nothing is left
    to hide and the teacher view (None) shows every card."""
    if game.is_over(state):
        return None
    waiting = game.to_act(state)
    return str(waiting[0]) if waiting else None


def table_html(game: Any, state: Any, seat: str | None, lang: str = "en") -> str:
    """The table as ``seat`` sees it (None: the teacher, every hand face up), in ``lang``:
    the game's header line, whose view it is and who is to play, the panel, the zones and
    each seat's board with its hand, face up where ``seat`` may see it, else its size. Built
    from the game's view adapter over ``game.observe``, as the felt is, so it holds only what
    the viewer may see and words it as the table does."""
    view = adapter(game)
    seen = game.observe(state, seat)
    shown = seen.public
    seats = list(game.seats(state))

    def words(c: Any) -> str:
        return str(view.face(c, lang).name)

    def name(s: str) -> str:
        return str(view.name(s, lang))

    head = view.header(state, lang)
    who = shown_words("teacher", lang) if seat is None else shown_words("seat", lang, seat=name(seat))
    turn = (shown_words("over", lang) if game.is_over(state) else
            shown_words("to_act", lang, seats=LIST_SEP[lang].join(map(name, seen.to_act))))
    out = [f"<div class='tl-state' lang='{lang}'>",
           f"<div><b>{html.escape(head)}</b></div>" if head else "",
           f"<div style='color:#444'>{html.escape(who)}{STOP[lang]}{html.escape(turn)}</div>",
           view.panel(shown, seat, lang), view.panel_notes(shown, seat, lang)]
    zones = view.zones(shown, seat, lang)
    # the table's bottom row when it is not a hand (a draft board), named: the viewer's, or
    # for the teacher the first seat to act's
    row_seat = seat if seat is not None else next(iter(seen.to_act), None)
    label = view.hand_label(state, row_seat, lang) if row_seat is not None else None
    in_zones = [sorted(map(str, z.cards)) for z in zones]
    out += [zone_html(z, lang, words) for z in zones]
    if label:
        out.append(f"<div class='tl-zone tl-zone-choose'><div style='font-weight:bold'>"
                   f"{html.escape(label)}</div>{cards_html(view.hand(state, row_seat), words_of=words)}</div>")
    rows = []
    for s in seats:
        board = view.board(shown, s, seat, lang)
        said = []
        if board is not None:
            said = [x for x in (board.title, *(st.text for st in board.stats), *board.notes,
                                board.status) if x]
        if s in seen.hands and view.hand_label(state, s, lang) is None:
            cards = list(view.hand(state, s))
            hand = ("" if cards and sorted(map(str, cards)) in in_zones
                    else cards_html(cards, words_of=words))
        else:
            n = int(seen.hidden_sizes.get(s, 0))
            hand = f"<span style='color:#555'>{html.escape(shown_words('cards', lang, n=n))}</span>"
        mark = " ▶" if s in seen.to_act else ""
        rows.append(f"<tr><th style='text-align:left;padding-right:0.6em'>{html.escape(name(s))}"
                    f"{mark}</th><td style='text-align:left'>{hand}</td><td style='text-align:left;"
                    f"color:#444'>{html.escape(LIST_SEP[lang].join(said))}</td></tr>")
    out.append(f"<table class='tl-seats'>{''.join(rows)}</table></div>")
    return "".join(out)


def match_html(match: Any, lang: str = "en", seat: str | None = None, teacher: bool = False) -> str:
    """A match in a notebook cell: its game, seed and length, then ``table_html`` of its
    state as ``seat`` sees it (by default ``default_seat``; ``teacher``: every hand)."""
    state = match.state
    viewer = None if teacher else (seat if seat is not None else default_seat(match.game, state))
    title = match.game.info.title.get(lang) or match.game.name
    facts = shown_words("match", lang, seed=match.seed, n=len(match.actions))
    return (f"<div class='tl-match'><div><b>{html.escape(title)}</b>{STOP[lang]}"
            f"{html.escape(facts)}</div>{table_html(match.game, state, viewer, lang)}</div>")


COMPARISON_WORDS: dict[str, dict[str, str]] = {
    "common": {"en": "The lines share their first {n} actions; then:",
               "ja": "最初の{n}手は同じで、その後："},
    "next": {"en": "next action", "ja": "次の手"},
    "totals": {"en": "totals", "ja": "合計"}, "winners": {"en": "winners", "ja": "勝者"},
    "over": {"en": "over", "ja": "終了"}, "yes": {"en": "yes", "ja": "はい"},
    "no": {"en": "no", "ja": "いいえ"}, "only": {"en": "rulings only this line applied",
                                                 "ja": "この手順だけで適用された裁定"},
    "facts": {"en": "facts that differ", "ja": "異なる事実"}, "none": {"en": "—", "ja": "—"},
}


def comparison_html(cmp: Any, lang: str = "en") -> str:
    """Two lines of a game side by side (``whatif.Comparison``): where they part, each one's
    next action and totals (in the table's words when the comparison knows its game),
    winners, whether it is over, the rulings only it applied, and the facts that differ as
    scenario files write them (``expect: facts:``: names and values in notation)."""
    view = adapter(cmp.game) if cmp.game is not None else None

    def w(key: str) -> str:
        return COMPARISON_WORDS[key][lang]

    def name(seat: Any) -> str:
        return str(view.name(seat, lang)) if view is not None else str(seat)

    def said(a: Any) -> str:
        if a is None:
            return w("none")
        return str(view.said(a, lang)) if view is not None else str(a)

    def totals(t: dict[str, Any]) -> str:
        return LIST_SEP[lang].join(f"{name(s)} {v}" for s, v in t.items()) or w("none")

    def seats(xs: Any) -> str:
        return LIST_SEP[lang].join(map(name, xs)) or w("none")

    def fact(v: Any) -> str:
        if isinstance(v, dict):
            return LIST_SEP[lang].join(f"{k} {fact(x)}" for k, x in v.items()) or "—"
        if isinstance(v, (list, tuple)):
            return ", ".join(fact(x) for x in v) or "—"
        return "—" if v is None else str(v)

    rows = [(w("next"), [said(x) for x in cmp.first]), (w("totals"), [totals(x) for x in cmp.totals]),
            (w("winners"), [seats(x) for x in cmp.winners]),
            (w("over"), [w("yes" if x else "no") for x in cmp.over]),
            (w("only"), [LIST_SEP[lang].join(x) or w("none") for x in cmp.rulings])]
    body = "".join(f"<tr><th style='text-align:left'>{html.escape(k)}</th>"
                   + "".join(f"<td style='text-align:left'>{html.escape(x)}</td>" for x in xs) + "</tr>"
                   for k, xs in rows)
    body += "".join(f"<tr><th style='text-align:left'>{html.escape(w('facts'))}{COLON[lang]}"
                    f"<code>{html.escape(k)}</code></th>"
                    + "".join(f"<td style='text-align:left'><code>{html.escape(fact(x))}</code></td>"
                              for x in (a, b)) + "</tr>"
                    for k, (a, b) in cmp.facts.items())
    return (f"<div class='tl-compare'>{html.escape(w('common').format(n=cmp.common))}<table><tr><th></th>"
            f"<th>{html.escape(cmp.a)}</th><th>{html.escape(cmp.b)}</th></tr>{body}</table></div>")


class Shown:
    """A rich display for a notebook cell: the HTML, and its words as a short text ``repr``
    (a terminal or a plain Python REPL); what ``Match.display`` and ``Ruling.display`` give."""

    def __init__(self, markup: str) -> None:
        self.html = markup

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return html.plain_text(self.html)


# A state does not know its game (two games share Tricktakers' state type), so a match
# notes the game of each state it hands out here (``shown_by``) and a state's own rich
# display (``TableState``) finds it. Weak references: nothing is kept alive for display.
_SHOWN_BY: dict[int, tuple[Any, Any]] = {}


def shown_by(state: Any, game: Any) -> Any:
    """Note that ``state`` is one of ``game``'s (its display then knows how to draw it)."""
    key = id(state)
    hit = _SHOWN_BY.get(key)
    if hit is not None and hit[0]() is state:
        return state
    import weakref

    def forget(_: Any) -> None:
        _SHOWN_BY.pop(key, None)
    try:
        ref = weakref.ref(state, forget)
    except TypeError:
        return state
    _SHOWN_BY[key] = (ref, game)
    return state


class TableState:
    """What every game's state class inherits so that ``m.state`` in a cell shows the table:
    the default view (``default_seat``) in English, drawn by ``table_html`` for the game the
    match noted (``shown_by``). Other views: ``match.display(lang, seat)`` or
    ``game.state_html(state, seat, lang)``."""

    __slots__ = ()      # none of its own: a state class may then use slots (Tricktakers')

    def _repr_html_(self) -> str:
        hit = _SHOWN_BY.get(id(self))
        if hit is None or hit[0]() is not self:
            return f"<i>{html.escape(shown_words('unknown', 'en'))}</i>"
        game = hit[1]
        return table_html(game, self, default_seat(game, self), "en")


def zone_html(zone: Any, lang: str, words_of: Callable[[Any], str] | None = None) -> str:
    """A zone as a labelled row of cards; ``words_of(card)``: a card's words in ``lang``."""
    cells = []
    prev_suit = None
    for i, c in enumerate(zone.cards):
        gap = "margin-left:0.8em;" if zone.group_by_suit and prev_suit not in (None, c.suit) else ""
        prev_suit = getattr(c, "suit", None)
        cap = zone.captions[i] if i < len(zone.captions) else ""
        badge = zone.badges[i] if i < len(zone.badges) else ""
        cells.append(f"<span style='display:inline-block;text-align:center;{gap}'>"
                     f"{card_html(c, big=zone.big, badge=badge, words=words_of(c) if words_of else '')}"
                     f"{'<br><small>' + html.escape(cap) + '</small>' if cap else ''}</span>")
    cards = "".join(cells) or ("" if zone.note else "<span style='color:#777'>—</span>")
    note = f"<div style='color:#444;font-size:0.9em'>{html.escape(zone.note)}</div>" if zone.note else ""
    figure = getattr(zone, "figure", "")
    if figure and cards.startswith("<span style='color:#777'>"):
        cards = ""
    return (f"<div class='tl-zone tl-zone-{html.escape(zone.key)}' style='display:inline-block;"
            f"vertical-align:top;margin:0.3em 1.6em 0.3em 0'>"
            f"<div style='font-weight:bold'>{html.escape(zone.title)}</div>{cards}{figure}{note}</div>")
