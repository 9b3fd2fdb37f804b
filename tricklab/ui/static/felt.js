// The card table (felt) of tricklab: an anywidget ES module, shipped as a file in the Python
// package (no npm build). It draws the scene the kernel sends (tricklab/ui/scene.py) and sends
// back one message per card click. Every string from the scene is inserted with textContent;
// only a zone's "figure" (the game adapter's own escaped SVG) is inserted as markup.

const SVG = "http://www.w3.org/2000/svg";
let uid = 0;
// how a screen reader's name of an area joins its parts, in the scene's language (set at each
// drawing: 「直前のトリック（Cyの勝ち）。赤の9、Ann」, not 「…）. 赤の9, Ann」)
let PUNCT = { sep: ", ", stop: ". ", more_of: "" };

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null && text !== "") e.textContent = text;
  return e;
}

// A title that breaks between its parts, not inside one: each part of "第3トリック・スート：—"
// (split after 「・」 or " · ") is an inline block, so a narrow side column shows 「第3トリック・」
// over 「スート：—」 rather than 「…スー」 over 「ト：—」; a part wider than the column still wraps.
function titleEl(cls, text) {
  const box = el("div", cls);
  // split with the separator captured (no look-behind: older Safari cannot parse one), each
  // separator kept at the end of the part before it
  const bits = String(text).split(/(・| · )/);
  for (let i = 0; i < bits.length; i += 2) box.appendChild(el("span", "tl-nb", bits[i] + (bits[i + 1] || "")));
  return box;
}

// ``shown`` for the eye and ``words`` for a screen reader (the scene's ``aloud``): where they
// differ ("👑 1" / "1 crown", "🔥fire" / "fire") the drawn text is hidden from assistive
// technology and the words are given instead, inside the same element (its styles kept);
// ``make`` draws the text (a title, a line).
function saidEl(shown, words, make) {
  const e = make(shown);
  if (!words || words === shown) return e;
  const seen = el("span");
  seen.setAttribute("aria-hidden", "true");
  seen.append(...e.childNodes);
  e.append(seen, el("span", "tl-sr", words));
  return e;
}

// A decorative sign before words ("▶ to act", "⚠ out"): drawn, not read out.
function signed(cls, sign, words) {
  const e = el("span", cls);
  const mark = el("span", "", sign + " ");
  mark.setAttribute("aria-hidden", "true");
  e.append(mark, document.createTextNode(words));
  return e;
}

function s(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  if (text) e.textContent = text;
  return e;
}

// One card face as SVG: rank and symbol in the corners, the symbol large in the middle, the
// game's mark (a superscript meaning) in a circle; backs, fakes and dark trumps drawn apart.
function cardSVG(c) {
  const svg = s("svg", { viewBox: "0 0 60 84", class: "tl-face", "aria-hidden": "true", focusable: "false" });
  const id = "tlp" + (uid++);
  const kind = c.kind || "plain";
  const dark = kind === "dark";
  const ink = dark ? "#FFFFFF" : (c.colour || "#000000");
  if (kind === "back") {
    const defs = s("defs");
    const pat = s("pattern", { id, width: 8, height: 8, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" });
    pat.appendChild(s("rect", { width: 8, height: 8, fill: "#1F4E79" }));
    pat.appendChild(s("rect", { width: 3, height: 8, fill: "#3A78B5" }));
    defs.appendChild(pat);
    svg.appendChild(defs);
    svg.appendChild(s("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: `url(#${id})`, stroke: "#0B2740", "stroke-width": 2 }));
    svg.appendChild(s("rect", { x: 6, y: 6, width: 48, height: 72, rx: 4, fill: "none", stroke: "#FFFFFF", "stroke-width": 1.5 }));
    return svg;
  }
  let fill = dark ? "#1E1E1E" : (kind === "special" || kind === "words" ? "#FFF8E6" : "#FFFFFF");
  if (kind === "fake") {
    const defs = s("defs");
    const pat = s("pattern", { id, width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" });
    pat.appendChild(s("rect", { width: 6, height: 6, fill: "#FFFFFF" }));
    pat.appendChild(s("rect", { width: 2, height: 6, fill: "#DDDDDD" }));
    defs.appendChild(pat);
    svg.appendChild(defs);
    fill = `url(#${id})`;
  }
  svg.appendChild(s("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, fill, stroke: dark ? "#000" : "#444", "stroke-width": 1.5 }));
  const rank = c.rank || "";
  const sym = c.symbol || "";
  if (isWordCard(c)) return wordFace(svg, rank, ink);
  if (rank) {
    const small = rank.length > 2;
    svg.appendChild(s("text", { x: 5, y: small ? 15 : 19, "font-size": small ? 11 : 17, "font-weight": 700, fill: ink, class: "tl-rank" }, rank));
    if (sym) svg.appendChild(s("text", { x: 5, y: small ? 28 : 33, "font-size": 12, fill: ink }, sym));
    svg.appendChild(s("text", { x: 55, y: 79, "font-size": small ? 9 : 13, "font-weight": 700, fill: ink, "text-anchor": "end" }, rank));
  }
  const big = sym || rank;
  if (big) {
    const size = sym ? (rank ? 26 : 32) : (big.length > 3 ? 10 : 22);
    svg.appendChild(s("text", { x: 30, y: sym ? 56 : 50, "font-size": size, fill: ink, "text-anchor": "middle", "font-weight": sym ? 400 : 700 }, big));
  }
  if (c.mark) {
    svg.appendChild(s("circle", { cx: 50, cy: 11, r: 8, fill: dark ? "#FFFFFF" : "#1E1E1E" }));
    svg.appendChild(s("text", { x: 50, y: 15, "font-size": 11, "font-weight": 700, fill: dark ? "#000" : "#FFF", "text-anchor": "middle" }, c.mark));
  }
  return svg;
}

function cardEl(c, cls, tag) {
  const e = el(tag || "span", "tl-fcard " + (cls || ""));
  e.appendChild(cardSVG(c));
  if (c.badge) e.appendChild(el("span", "tl-badge" + (/^[−-]/.test(c.badge) ? " tl-badge-minus" : ""), c.badge));
  return named(e, c, tag !== "button");
}

// A drawn card's name for screen readers and the pointer, and its code for the table's
// clicks; a card that is not a button is an image.
function named(e, c, image) {
  const name = c.label || c.name || "";
  if (image) e.setAttribute("role", "img");
  e.setAttribute("aria-label", name);
  e.title = name;
  e.dataset.code = c.code;
  return e;
}

// A card whose face is words, not a rank and a symbol.
function isWordCard(c) {
  // a character card is words however short its name (「アクア」 is three signs)
  return c.kind === "words" || (!c.symbol && (c.rank || "").length > 3 && c.kind !== "back");
}

// A card of words ("Hermit 0/30", a KINGs character in the hand) says them once, a word a
// line, as large as the widest line allows (in corners as a rank, "Collector 0/30" ran off the
// card three times over). A Japanese sign is about twice as wide as a Latin letter.
function wordFace(svg, words, ink) {
  const lines = words.split(/\s+/).filter(Boolean).slice(0, 4);
  const wide = (w) => [...w].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2E7F ? 1 : 0.6), 0);
  // a long name keeps letters of a readable height (11 of the card's 84 units, not 7:
  // 「ギャンブラー」 read at 8 px) and is narrowed to the card's width instead
  const size = Math.max(11, Math.min(14, 52 / Math.max(...lines.map(wide))));
  const top = 42 - ((lines.length - 1) * size * 1.2) / 2 + size * 0.35;
  lines.forEach((line, k) => {
    const attrs = { x: 30, y: top + k * size * 1.2, "font-size": size, "font-weight": 700, fill: ink, "text-anchor": "middle" };
    if (wide(line) * size > 52) Object.assign(attrs, { textLength: 52, lengthAdjust: "spacingAndGlyphs" });
    svg.appendChild(s("text", attrs, line));
  });
  return svg;
}

// A word card drawn as a label: its badge ("front", "bid") first, then its words, in the card's
// ink on the card's paper; named for screen readers like a drawn card.
function chipEl(c) {
  const e = el("span", "tl-fcard tl-chip" + (c.kind === "dark" ? " tl-chip-dark" : ""));
  if (c.badge) e.appendChild(el("span", "tl-chip-badge" + (/^[−-]/.test(c.badge) ? " tl-badge-minus" : ""), c.badge));
  const text = el("span", "tl-chip-text", c.rank);
  if (c.colour && c.kind !== "dark") text.style.color = c.colour;
  e.appendChild(text);
  return named(e, c, true);
}

// ``captions``: small cards that say who played them (the last trick beside the table); a
// seat's own small cards need none, they are all the seat's
function zoneEl(z, mini, captions = !mini) {
  const box = el("div", "tl-fzone tl-zone-" + z.key + (mini ? " tl-fzone-mini" : ""));
  box.setAttribute("role", "group");
  box.tabIndex = 0;
  const names = z.cards.map((c) => c.label || c.name).join(PUNCT.sep);
  const title = z.title_words ?? z.title;
  box.setAttribute("aria-label", [title, names, z.note_words ?? z.note].filter(Boolean).join(PUNCT.stop).trim());
  if (z.title) box.appendChild(saidEl(z.title, title, (x) => titleEl("tl-fzone-title", x)));
  if (z.cards.length) {
    // a seat's small cards whose face is words ("Hermit 0/30", a character card) would be
    // unreadable at the size of a small card: they are drawn as labels that wrap instead,
    // beside any card of the same row that is not words (a KINGs party's King)
    const words = mini && z.cards.some(isWordCard);
    const row = el("div", words ? "tl-fzone-cards tl-chips" : "tl-fzone-cards tl-fit");
    for (const c of z.cards) {
      const cell = el("span", "tl-cell");
      cell.appendChild(words && isWordCard(c) ? chipEl(c) : cardEl(c, mini ? "tl-mini" : ""));
      if (c.caption && captions) cell.appendChild(hidden(el("span", "tl-caption", c.caption)));
      row.appendChild(cell);
    }
    box.appendChild(row);
  }
  if (z.figure) {
    const fig = el("div", "tl-figure");
    fig.innerHTML = z.figure; // trusted: built and escaped by the game's view adapter
    box.appendChild(fig);
  }
  if (z.note) box.appendChild(saidEl(z.note, z.note_words, (x) => el("div", "tl-fzone-note", x)));
  return box;
}

// A caption the card's own name already says (who played it, its value): drawn, not read twice.
function hidden(e) {
  e.setAttribute("aria-hidden", "true");
  return e;
}

// The trick: each card placed from the centre toward the seat that played it; a new card
// slides in from its player's side (no motion under prefers-reduced-motion, see felt.css).
function trickEl(z, seen) {
  const box = el("div", "tl-fzone tl-trick tl-zone-" + z.key);
  box.setAttribute("role", "group");
  const title = z.title_words ?? z.title;
  box.setAttribute("aria-label", title);
  if (z.title) box.appendChild(saidEl(z.title, title, (x) => titleEl("tl-fzone-title", x)));
  const owned = z.cards.some((c) => c.owner);
  const area = el("div", owned ? "tl-trick-area" : "tl-fzone-cards");
  const perOwner = {};
  // a seat with more than one card in the trick (a Ninja's second entry) fans them where no
  // other seat's card lies: up and a little outward for the seats above the trick (the later
  // card behind the earlier, its corner showing above it), down for the seats at its sides,
  // across for the learner's seat below (across, an upper seat's cards ran over the next seat's
  // card and its rank). A name that a card of the fan would cover goes above its own card.
  const fan = (c) => Number(c.dy) < -0.5 ? [Number(c.dx) > 0 ? 0.35 : -0.35, -1]
    : Math.abs(Number(c.dx)) > Math.abs(Number(c.dy)) ? [0, 1] : [1, 0];
  const count = {};
  for (const c of z.cards) count[c.owner || "?"] = (count[c.owner || "?"] || 0) + 1;
  const acrossFan = owned && z.cards.some((c) => fan(c)[0] === 1 && count[c.owner || "?"] > 1);
  z.cards.forEach((c, i) => {
    const cell = el("span", "tl-cell tl-trick-card");
    const card = cardEl(c, "tl-big");
    card.tabIndex = 0;
    cell.appendChild(card);
    const nth = perOwner[c.owner || "?"] || 0;
    const up = fan(c)[1] < 0;
    const later = owned && (up ? nth > 0 : nth + 1 < count[c.owner || "?"]);
    if (c.caption) cell.appendChild(hidden(el("span", "tl-caption" + (later ? " tl-caption-above" : ""), c.caption)));
    if (owned) {
      const k = (perOwner[c.owner || "?"] = (perOwner[c.owner || "?"] || 0) + 1) - 1;
      cell.style.setProperty("--dx", c.dx);
      cell.style.setProperty("--dy", c.dy);
      const [fx, fy] = fan(c);
      cell.style.setProperty("--kx", k * fx);
      cell.style.setProperty("--ky", k * fy);
      // across, the earlier card's name is above it and the later card's below: the later cell
      // drops by one name's height so both cards lie level and that name lies under both cards
      // (level with the later card's name, the earlier card's lower corner showed under it)
      if (k > 0 && fx === 1) {
        cell.style.setProperty("--cap", 1);
        area.classList.add("tl-fan-across");        // room for that name under the trick
      }
      // that earlier name lies above the fan: the card of the seat straight across rises by
      // one name's height to clear it (at four seats "Cy" lay over "Ann")
      if (acrossFan && Number(c.dy) < -0.5 && Math.abs(Number(c.dx)) < 0.5) {
        cell.style.setProperty("--cap", -1);
        area.classList.add("tl-fan-across", "tl-fan-facing");
      }
      // and the fan's later card reaches under the seats at the sides: their cards move out
      // so their names (under them) stay clear of it ("Di" lay under Ann's face-down card)
      if (acrossFan && fx === 0 && fy === 1) {
        cell.style.setProperty("--ox", Math.sign(Number(c.dx)) * 0.45);
        area.classList.add("tl-fan-sides");
      }
      cell.style.zIndex = String(up && k > 0 ? 0 : i + 1);    // a fan up lies behind
      // where in the trick the card lies (on a projector, felt.css hangs TRicK GEAR's field
      // names above the upper cards and wraps those of the cards toward the sides)
      cell.classList.add(Number(c.dy) < 0 ? "tl-upper" : Number(c.dy) > 0 ? "tl-lower" : "tl-level");
      if (Math.abs(Number(c.dx)) > 0.5) cell.classList.add("tl-aside");
    }
    const key = z.key + "|" + c.code + "|" + c.owner;
    if (!seen.has(key) && seen.size >= 0 && seen.ready) cell.classList.add("tl-enter");
    seen.now.add(key);
    area.appendChild(cell);
  });
  box.appendChild(area);
  if (z.note) box.appendChild(saidEl(z.note, z.note_words, (x) => el("div", "tl-fzone-note", x)));
  return box;
}

// A seat's board (character, score, tricks, crowns, life...): short figures in a row, notes
// below, the long text (a character's skills) folded in a <details> the learner opens.
function boardEl(b, labels, open, who) {
  const box = el("div", "tl-board");
  if (b.title) box.appendChild(saidEl(b.title, b.title_words, (x) => titleEl("tl-board-title", x)));
  if (b.status) box.appendChild(signed("tl-board-status", "⚠", b.status_words || b.status));
  if (b.stats.length) {
    const row = el("div", "tl-stats");
    for (const x of b.stats) {
      const st = el("span", "tl-stat" + (x.main ? " tl-stat-main" : ""));
      st.title = x.words;
      if (x.words !== x.text) {    // the short form for the eye, the words for a screen reader
        const seen = el("span", "", x.text);
        seen.setAttribute("aria-hidden", "true");
        st.append(seen, el("span", "tl-sr", x.words));
      } else st.textContent = x.text;
      row.appendChild(st);
    }
    box.appendChild(row);
  }
  b.notes.forEach((n, i) => box.appendChild(saidEl(n, (b.notes_words || [])[i], (x) => el("div", "tl-board-note", x))));
  if (b.detail.length) {
    const d = el("details", "tl-board-detail");
    d.open = open;
    const sum = el("summary", "", labels.more);
    // each seat's "more" says whose it is to a screen reader: three alike were one name
    if (PUNCT.more_of && who) sum.setAttribute("aria-label", PUNCT.more_of.replace("{seat}", who));
    d.appendChild(sum);
    b.detail.forEach((line, i) => d.appendChild(saidEl(line, (b.detail_words || [])[i], (x) => el("div", "", x))));
    box.appendChild(d);
  }
  return box;
}

// a seat other than the learner's that shows this many cards face up in one zone shows a hand
// (the robot's, or every hand in teacher mode): beside the trick it gets room (felt.css)
const OPEN_HAND = 6;
function showsHand(seat) {
  return !seat.me && seat.zones.some((z) => z.cards.length >= OPEN_HAND && !z.cards.some(isWordCard));
}

function seatEl(seat, labels, opened) {
  const box = el("section", `tl-seat tl-pos-${seat.pos}` + (seat.active ? " tl-active" : "") + (seat.me ? " tl-me" : "")
    + (showsHand(seat) ? " tl-open" : ""));
  box.setAttribute("aria-label", seat.name);
  box.dataset.seat = seat.id;
  const head = el("div", "tl-seat-name");
  head.appendChild(el("span", "tl-seat-title", seat.name));
  if (seat.active) head.appendChild(signed("tl-turn", "▶", labels.to_act));
  if (seat.count_text && !seat.me) head.appendChild(el("span", "tl-count", seat.count_text));
  if (seat.backs) {
    const fan = el("span", "tl-backs");
    fan.setAttribute("aria-hidden", "true");
    for (let i = 0; i < seat.backs; i++) fan.appendChild(cardEl({ kind: "back", code: "??", name: "" }, "tl-mini tl-back"));
    head.appendChild(fan);
  }
  const info = seat.me ? el("div", "tl-me-info") : box;
  info.appendChild(head);
  if (seat.board) {
    const b = boardEl(seat.board, labels, opened.has(seat.id), seat.name);
    const d = b.querySelector("details");
    if (d) d.addEventListener("toggle", () => { if (d.open) opened.add(seat.id); else opened.delete(seat.id); });
    info.appendChild(b);
  }
  if (seat.zones.length) {
    const zones = el("div", "tl-seat-zones");
    for (const z of seat.zones) zones.appendChild(zoneEl(z, true));
    info.appendChild(zones);
  }
  if (seat.me) box.appendChild(info);
  return box;
}

// One card of the learner's hand: a button that sends its index with the version of the scene
// it belongs to (read when clicked, so a button kept from an older scene stays correct).
function handCardEl(c, model, current) {
  const cls = "tl-card-btn " + (c.legal ? "tl-legal" : "tl-illegal") + (c.selected ? " tl-selected" : "")
    + (c.hinted ? " tl-hinted" : "");
  const b = cardEl(c, cls, "button");
  b.type = "button";
  b.dataset.i = c.i;
  if (isWordCard(c)) b.classList.add("tl-words");
  if (c.selected) b.setAttribute("aria-pressed", "true");
  b.addEventListener("click", () => model.send({ type: "card", index: Number(b.dataset.i), v: current.v }));
  b.addEventListener("keydown", (ev) => {
    const row = b.parentElement;
    if (!row) return;
    const all = [...row.querySelectorAll("button.tl-card-btn")];
    const at = all.indexOf(b);
    let to = -1;
    if (ev.key === "ArrowRight" || ev.key === "ArrowDown") to = Math.min(all.length - 1, at + 1);
    else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp") to = Math.max(0, at - 1);
    else if (ev.key === "Home") to = 0;
    else if (ev.key === "End") to = all.length - 1;
    if (to >= 0) {
      ev.preventDefault();
      all.forEach((x) => { x.tabIndex = -1; });     // one Tab stop for the hand (roving)
      all[to].tabIndex = 0;
      all[to].focus();
    }
  });
  return b;
}

// Make ``parent``'s children exactly ``nodes``, moving only what is out of place: elements
// kept from the last drawing stay in the page untouched (no re-layout, focus kept).
function sync(parent, nodes) {
  nodes.forEach((n, i) => { if (parent.children[i] !== n) parent.insertBefore(n, parent.children[i] || null); });
  while (parent.children.length > nodes.length) parent.lastElementChild.remove();
}

// Elements drawn from a piece of the scene, kept while that piece is unchanged: a click
// usually changes the trick, one seat and the hand, so most of the felt is not redrawn.
function keeper() {
  let old = new Map();
  let now = new Map();
  return {
    get(key, make) {
      const e = old.get(key) || now.get(key) || make();
      now.set(key, e);
      return e;
    },
    done() { old = now; now = new Map(); },
  };
}

const SIDE_WRAP = 6;     // at most a trick of five or six seats

// A row of cards that does not fit overlaps like a hand held in a fan (each card's rank corner
// stays visible) instead of wrapping onto more lines: the table keeps its height. The hand
// row is the exception where a fan would leave too little of a card to tap (a phone): it
// wraps into as many rows as keep more than half of every card visible.
function fitRows(root) {
  const rows = [...root.querySelectorAll(".tl-fit")];
  for (const row of rows) unfit(row);       // writes first, then reads, then writes: one layout
  const plans = rows.map((row) => {
    const items = [...row.children];
    // a few small cards beside the table (the last trick) wrap onto a second line rather than
    // overlap: fanned in that narrow column, a King laid on one card hid the next card's
    if (items.length <= SIDE_WRAP && row.closest(".tl-side")) { row.classList.add("tl-wrap"); return null; }
    if (items.length < 2 || !row.clientWidth) return null;
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
    const w = items[0].getBoundingClientRect().width;
    const total = items.reduce((sum, it) => sum + it.getBoundingClientRect().width, 0) + gap * (items.length - 1);
    return { row, items, w, gap, total };
  }).filter(Boolean);
  for (const p of plans) fitRow(p, p.row.clientWidth - 4);
  // a long row laid out in one line widens its own column (and narrows the side column): the
  // room measured then was more than the row has once fitted. A row that now runs past its
  // box (a draft board's last cards were cut by the felt's edge) is fitted again to the room
  // it really has, with the widths already measured.
  for (const p of plans) {
    if (p.row.scrollWidth > p.row.clientWidth + 1) fitRow(p, p.row.clientWidth - 4);
  }
}

function unfit(row) {
  for (const it of row.children) it.style.marginLeft = "";
  row.classList.remove("tl-fanned");
  if (row.classList.contains("tl-wrapped")) { row.classList.remove("tl-wrapped"); row.style.gridTemplateColumns = ""; }
}

function fitRow(p, avail) {
  unfit(p.row);
  if (p.total <= avail) return;
  // the hand, and the small cards a seat shows face up (a robot's open hand of 12), wrap into
  // lines rather than leave less than half a card: a fanned "10" read as "1(" in its corner
  const seatCards = p.row.closest(".tl-fzone-mini") !== null;
  if (p.row.classList.contains("tl-hand-row") || seatCards) {
    // a card of words ("Gambler 1/40") is read across its whole face: such a row wraps
    // rather than lay one card over the next's words
    const keep = p.items.some((it) => it.classList.contains("tl-words")) ? 1 : seatCards ? 0.5 : 0.6;
    let lines = 1;
    let per = p.items.length;
    let step = (avail - p.w) / (per - 1);
    while (step < p.w * keep && per > 2) {
      lines += 1;
      per = Math.ceil(p.items.length / lines);
      step = (avail - p.w) / (per - 1);
    }
    if (lines > 1) {
      step = Math.min(step, p.w + p.gap);
      p.row.classList.add("tl-wrapped");
      if (step < p.w) p.row.classList.add("tl-fanned");
      p.row.style.gridTemplateColumns = `repeat(${per - 1}, ${step.toFixed(1)}px) ${p.w.toFixed(1)}px`;
      return;
    }
  }
  const shift = Math.min((p.total - avail) / (p.items.length - 1), p.w * 0.7);
  p.items.slice(1).forEach((it) => { it.style.marginLeft = `-${shift}px`; });
  if (shift > 0) p.row.classList.add("tl-fanned");
}

// The language buttons (an ipywidgets ToggleButtons, which marks the chosen one only by a
// shade) say which is on to a screen reader: aria-pressed. The felt is redrawn in the new
// language when it changes, so it sets them then; only the buttons of its own table.
function pressedLanguage(host) {
  const table = host.closest(".tl-table");
  if (!table) return;
  table.querySelectorAll(".tl-lang button").forEach((b) => {
    b.setAttribute("aria-pressed", b.classList.contains("mod-active") ? "true" : "false");
  });
}

// A control's name for a screen reader without its decorative signs: "↶ Undo", "|◀ First",
// "Last ▶|", "🎓 Learn…" were read "anticlockwise top semicircle arrow Undo". The signs stay
// on the button for the eye; only its name (aria-label) drops them. Buttons that answer a
// decision (a card or a colour may be their words) keep theirs unless the table gives words
// for them; the hand's cards keep their names.
// A decision's buttons, its menus and their options are named with the words the table gives
// for their drawn text (``controls``, {text: words}): "Overdrive ♠♠: …" was read "black
// spade suit black spade suit", a prediction menu "gold crown crown goes to".
const SIGNS_BEFORE = /^[^\p{L}\p{N}]+/u;
const SIGNS_AFTER = /[^\p{L}\p{N}).…）」]+$/u;
function nameAs(n, text, words) {
  if (words && words !== text) {
    if (n.getAttribute("aria-label") !== words) n.setAttribute("aria-label", words);
    n.dataset.tlSpoken = "1";
  } else if (n.dataset.tlSpoken) {
    n.removeAttribute("aria-label");
    delete n.dataset.tlSpoken;
  }
}
function speakButtons(table, said = {}) {
  for (const b of table.querySelectorAll("button")) {
    if (b.classList.contains("tl-card-btn") || b.closest(".tl-felt-root")) continue;
    const text = (b.textContent || "").trim();
    const decision = b.closest(".tl-choices, .tl-forms");
    nameAs(b, text, said[text] ?? (decision ? text : text.replace(SIGNS_BEFORE, "").replace(SIGNS_AFTER, "").trim()));
  }
  for (const menu of table.querySelectorAll(".tl-forms select, .tl-choices select")) {
    const label = menu.parentElement ? menu.parentElement.querySelector("label") : null;
    const text = label ? (label.textContent || "").trim() : "";
    nameAs(menu, text, said[text]);
  }
  // every menu's options: a decision's, and the scenarios and rulings listed by title
  // (``Felt.menus``: "▲2 wins" said "red 2 wins"); ipywidgets draws an option's text only
  for (const menu of table.querySelectorAll("select")) {
    if (menu.closest(".tl-felt-root")) continue;
    for (const o of menu.options) nameAs(o, (o.textContent || "").trim(), said[(o.textContent || "").trim()]);
  }
  tipMenus(table, said);
}

// Every menu of the table says on hover what it chooses: the words it is named with, as the
// table's ``tooltip`` holds them (ui/i18n.py ``menu_tip``). ipywidgets 8 puts a menu's tooltip
// nowhere once the menu has a label (jupyter-widgets/ipywidgets#3964); a menu without one
// (the tour's) has its tooltip from ipywidgets itself.
const LABEL_COLON = /\s*[:：]\s*$/u;
function tipMenus(table, said) {
  for (const menu of table.querySelectorAll("select")) {
    if (menu.closest(".tl-felt-root")) continue;
    const label = menu.parentElement ? menu.parentElement.querySelector(":scope > label") : null;
    const text = label && label.style.display !== "none" ? (label.textContent || "").trim() : "";
    if (!text) continue;
    const tip = (said[text] ?? text).trim().replace(LABEL_COLON, "");
    if (menu.title !== tip) menu.title = tip;
    if (label.title !== tip) label.title = tip;
  }
}

// A Voila page (a dashboard of one table) says its language and names itself after the
// table: Japanese pages declared <html lang="en"> and were titled "tricktakers_dashboard".
// In JupyterLab the page is the lab's, not the table's: left alone.
function namePage(scene) {
  if (typeof window.voila_process !== "function" && typeof window.voila_finish !== "function") return;
  if (scene.lang && document.documentElement.lang !== scene.lang) document.documentElement.lang = scene.lang;
  if (scene.page && document.title !== scene.page) document.title = scene.page;
}

// The table this felt sits in, once it does: the felt is drawn before ipywidgets puts it
// inside its table, so what needs the table waits for it a little (aria-pressed of the
// language buttons was null on first load; the button names were not set).
function withTable(host, then, tries = 40) {
  const table = host.closest(".tl-table");
  if (table) then(table);
  else if (tries > 0) setTimeout(() => withTable(host, then, tries - 1), 100);
}

function render({ model, el: host }) {
  const root = document.createElement("div");
  root.className = "tl-felt-root";
  const felt = el("div", "tl-felt");
  felt.setAttribute("role", "region");
  const legend = el("div", "tl-legend");
  const live = el("div", "tl-live");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("role", "status");
  root.append(felt, live, legend);
  host.appendChild(root);
  const current = { v: 0 };
  const opened = new Set();           // seats whose board details the learner opened
  const kept = keeper();
  let known = new Set();
  let ready = false;
  let legendKey = "";

  const draw = () => {
    const scene = model.get("scene") || {};
    if (!scene.seats) return;
    current.v = scene.v;
    if (scene.speech) PUNCT = scene.speech;
    namePage(scene);
    pressedLanguage(host);
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const focusI = focused && focused.dataset ? focused.dataset.i : undefined;
    root.classList.toggle("tl-large", !!scene.large);
    root.classList.toggle("tl-two", scene.seats.length === 2);
    felt.setAttribute("aria-label", scene.labels.felt);
    const labels = JSON.stringify(scene.labels);
    const tracker = { has: (k) => known.has(k), size: known.size, ready, now: new Set() };
    const parts = [];
    const aside = [];
    const middle = [];
    for (const z of scene.centre) {
      const key = "c" + labels + JSON.stringify(z);
      if (z.cards.some((c) => c.owner)) {
        // a trick is redrawn when it changes; its cards already seen do not slide in again
        middle.push(kept.get(key, () => trickEl(z, tracker)));
        for (const c of z.cards) tracker.now.add(z.key + "|" + c.code + "|" + c.owner);
      } else aside.push(kept.get(key, () => zoneEl(z, false)));
    }
    for (const z of scene.side) aside.push(kept.get("s" + labels + JSON.stringify(z), () => zoneEl(z, true, true)));
    if (aside.length) {
      const side = kept.get("side", () => el("div", "tl-side"));
      sync(side, aside);
      parts.push(side);
    }
    const centre = kept.get("centre", () => el("div", "tl-centre"));
    sync(centre, middle);
    parts.push(centre);
    for (const seat of scene.seats) {
      const box = kept.get("seat" + labels + JSON.stringify(seat), () => seatEl(seat, scene.labels, opened));
      if (seat.me) {
        const row = kept.get("hand" + labels, () => {
          const r = el("div", "tl-hand-row tl-fit");
          r.setAttribute("role", "group");
          return r;
        });
        row.setAttribute("aria-label", scene.labels.hand);
        // a card keeps its button while it stays the same; only its index moves
        const nth = {};
        const cards = scene.hand.cards.map((c) => {
          const face = JSON.stringify({ ...c, i: 0 });
          nth[face] = (nth[face] || 0) + 1;
          const b = kept.get("card" + face + "#" + nth[face], () => handCardEl(c, model, current));
          b.dataset.i = c.i;
          return b;
        });
        sync(row, cards.length ? cards : [kept.get("empty" + labels, () => el("span", "tl-empty", scene.labels.empty))]);
        // the hand is one Tab stop (arrow keys move within it): the focused card, else the
        // first playable one; thirteen Tab presses stood between a learner and the Hint button
        if (cards.length) {
          const stop = cards.find((b) => b === document.activeElement)
            || cards.find((b) => b.classList.contains("tl-legal")) || cards[0];
          cards.forEach((b) => { b.tabIndex = b === stop ? 0 : -1; });
        }
        if (row.parentElement !== box) box.appendChild(row);
      }
      parts.push(box);
    }
    sync(felt, parts);
    for (const pos of ["left", "right"]) {
      felt.classList.toggle("tl-open-" + pos, scene.seats.some((s) => s.pos === pos && showsHand(s)));
    }
    kept.done();
    known = tracker.now;
    fitRows(root);
    ready = true;
    const lkey = labels + JSON.stringify(scene.legend);
    if (lkey !== legendKey) {
      legendKey = lkey;
      legend.replaceChildren();
      if (scene.legend.length) {
        legend.appendChild(el("b", "", scene.labels.legend + " "));
        // the mark is drawn for the eye; a screen reader hears the note (each card's name says it)
        for (const x of scene.legend) legend.appendChild(signed("tl-legend-item", x.mark + " =", x.note));
      }
    }
    if (live.textContent !== scene.announce) live.textContent = scene.announce || "";
    if (focusI !== undefined && !root.contains(document.activeElement)) {
      // keep keyboard play going: the playable card nearest the place of the card played (the
      // card now at that place first, then the ones beside it), else that place; the card at
      // the same place was often one that could not be played ("♦ 9, not playable now")
      const all = [...root.querySelectorAll("button.tl-card-btn")];
      if (all.length) {
        const at = Math.min(Number(focusI), all.length - 1);
        let to = at;
        for (let d = 0; d < all.length; d++) {
          const near = [at + d, at - d].find((k) => k >= 0 && k < all.length && all[k].classList.contains("tl-legal"));
          if (near !== undefined) { to = near; break; }
        }
        all.forEach((b, k) => { b.tabIndex = k === to ? 0 : -1; });
        all[to].focus();
      }
    }
  };
  const fit = () => { root.classList.toggle("tl-narrow", root.clientWidth > 0 && root.clientWidth < 640); fitRows(root); };
  // the keyboard goes to the hand's first playable card, else to the first button of the
  // decision asked for below the felt (a character to pick: after a hot-seat curtain the focus
  // sat on a card that could not be played), else to the hand's first card. The felt may
  // still be hidden (a curtain lifting) when this arrives: try again for a short while.
  const focusHand = (tries) => {
    const table = root.closest(".tl-table") || document;
    const decide = [...table.querySelectorAll(".tl-choices button, .tl-forms select, .tl-forms button")]
      .find((x) => x.offsetParent && !x.disabled);
    const b = root.querySelector("button.tl-card-btn.tl-legal") || decide || root.querySelector("button.tl-card-btn");
    if (b) b.focus();
    if ((!b || document.activeElement !== b) && tries > 0) setTimeout(() => focusHand(tries - 1), 50);
  };
  const onFocus = () => focusHand(20);
  // a decision answered below the felt: its last button into view if it is off the screen
  // (the buttons may render a moment after this message: try again for a short while)
  const showDecision = (tries) => {
    const table = root.closest(".tl-table") || document;
    // (the button that plays a complete set of selected cards too: an Alchemist's 3 cards)
    const shown = [...table.querySelectorAll(".tl-forms button, .tl-choices button, button.tl-pass")]
      .filter((b) => b.offsetParent && !b.disabled);
    const last = shown[shown.length - 1];
    if (last) {
      const r = last.getBoundingClientRect();
      // at once, not smoothly: a click aimed while the page glides would land elsewhere
      if (r.bottom > window.innerHeight || r.top < 0) last.scrollIntoView({ block: "end" });
    } else if (tries > 0) setTimeout(() => showDecision(tries - 1), 100);
  };
  const onDecision = () => setTimeout(() => showDecision(20), 50);
  // the reader's own hand on the page (a wheel, a touch, a key, a press) since a time: the
  // page stops moving itself then
  let acted = -1;
  const act = () => { acted = performance.now(); };
  const hands = ["wheel", "touchstart", "keydown", "pointerdown"];
  hands.forEach((k) => document.addEventListener(k, act, { capture: true, passive: true }));
  // a part of the table brought to the screen's top (show_game, show_tabs): the game's round
  // line when the felt ends below the screen (projector mode), the tabs when their top and the
  // first lines of the tab lie below it. The settings above may still be drawing and push it
  // down again: look again for a while, until it has stayed at the top once. Only ever down to
  // it, never back up past where the reader scrolled. A reader who scrolls or clicks meanwhile
  // (up to the settings, say) has the last word: the page stops looking. (On a page too short
  // to bring the part to the top it looked for the whole 3 s and pulled a teacher back down.)
  // While it looks the table says so (data-tl-looking), for whoever waits for a still page.
  // (the table it marked is kept: a felt taken off the page must still unmark it)
  let looking = 0;
  let marked = null;
  const mark = () => {
    const table = root.closest(".tl-table") || marked;
    if (!table) return;
    if (looking > 0) { table.dataset.tlLooking = "1"; marked = table; }
    else { delete table.dataset.tlLooking; marked = null; }
  };
  const bringIntoView = (what, tries, moved, since) => {
    const done = () => { looking -= 1; mark(); };
    if (acted >= since) return done();
    const table = root.closest(".tl-table");
    const part = table && table.querySelector(what === "game" ? ".tl-header" : ".tl-tabs");
    if (part && part.offsetParent) {
      const top = part.getBoundingClientRect().top;
      if (moved && Math.abs(top) <= 2) return done();
      const low = what === "game" ? felt.getBoundingClientRect().bottom > window.innerHeight
        : top + 160 > window.innerHeight;
      // at once, not smoothly: a click aimed while the page glides would land elsewhere
      if (low && top > 2) { part.scrollIntoView({ block: "start" }); moved = true; }
    }
    if (tries <= 0) return done();
    mark();
    setTimeout(() => bringIntoView(what, tries - 1, moved, since), 150);
  };
  const look = (what) => { looking += 1; bringIntoView(what, 20, false, performance.now()); };
  const onShowGame = () => look("game");
  const onShowTabs = () => look("tabs");
  model.on("change:scene", draw);
  model.on("change:focus_hand", onFocus);
  model.on("change:show_decision", onDecision);
  model.on("change:show_game", onShowGame);
  model.on("change:show_tabs", onShowTabs);
  draw();
  if (model.get("show_game")) onShowGame();       // asked for before the page showed
  if (model.get("show_tabs")) onShowTabs();
  let names = null;
  const said = () => ({ ...(model.get("menus") || {}), ...(model.get("controls") || {}) });
  const onControls = () => { const table = host.closest(".tl-table"); if (table) speakButtons(table, said()); };
  model.on("change:controls", onControls);
  model.on("change:menus", onControls);
  withTable(host, (table) => {
    pressedLanguage(host);
    speakButtons(table, said());
    if (typeof MutationObserver !== "undefined") {
      // a button's words change with the language and the game's phase: named again then
      names = new MutationObserver(() => speakButtons(table, said()));
      names.observe(table, { childList: true, subtree: true, characterData: true });
    }
  });
  let ro = null;
  if (typeof ResizeObserver !== "undefined") { ro = new ResizeObserver(fit); ro.observe(root); }
  fit();
  return () => { model.off("change:controls", onControls); model.off("change:menus", onControls); model.off("change:scene", draw); model.off("change:focus_hand", onFocus); model.off("change:show_decision", onDecision); model.off("change:show_game", onShowGame); model.off("change:show_tabs", onShowTabs); if (ro) ro.disconnect(); if (names) names.disconnect(); hands.forEach((k) => document.removeEventListener(k, act, { capture: true })); acted = Infinity; looking = 0; mark(); };
}

export default { render };
