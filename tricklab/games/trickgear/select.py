"""Standard Select (3, TG-004) with duplicates (3.2), keeping 3 of 4 (TG-005), the secret first
character (TG-006), battle setup (TG-007) and the one mulligan (TG-008).

Why duplicates are plain copies in the pool: the real set size is unknown, and two copies of
the starter set keep the draft rule unchanged for 3–4 players (3.2)."""
from __future__ import annotations

from tricklab.core.events import Event
from tricklab.core.rulings import Named
from tricklab.core.secret import SecretChoices

from .cards import GCard, player_deck
from .state import GearState, Member
from .zones import ev, take

DRAFTED = 4        # characters per player after the draft (3)
TEAM = 3           # characters that fight (3.1)


def set_copies(n_players: int, n_chars: int) -> int:
    """Copies of the character set shuffled for the draft: enough for 4 each (3.2)."""
    return max(1, -(-DRAFTED * n_players // n_chars))


def begin_select(st: GearState, events: list[Event]) -> None:
    ids = list(st.chars.characters) * set_copies(len(st.players), len(st.chars.characters))
    st.rng().shuffle(ids)
    st.pool = ids
    st.revealer = st.players[st.rng().randrange(len(st.players))]
    st.phase = "select"
    events.append(ev("setup", "SELECT_START", st.revealer, ("TG-004",), seat=st.revealer,
                     pool=len(ids), copies=set_copies(len(st.players), len(st.chars.characters)),
                     label=st.chars.label["en"], label_ja=st.chars.label["ja"]))
    _reveal(st, events)


def _reveal(st: GearState, events: list[Event]) -> None:
    n = len(st.players)
    st.revealed, st.pool = st.pool[:n], st.pool[n:]
    i = st.players.index(st.revealer)
    st.pick_order = [st.players[(i + k) % n] for k in range(n)]
    events.append(ev("setup", "SELECT_REVEAL", st.revealer, ("TG-004",), seat=st.revealer,
                     chars=list(st.revealed), order=list(st.pick_order)))
    _auto_last(st, events)


def _auto_last(st: GearState, events: list[Event]) -> None:
    if len(st.revealed) == 1 and st.pick_order:
        pick(st, st.pick_order[0], st.revealed[0], events, auto=True)


def pick(st: GearState, seat: str, cid: str, events: list[Event], auto: bool = False) -> None:
    st.revealed = list(st.revealed)
    st.revealed.remove(cid)
    st.pick_order = st.pick_order[1:]
    st.p[seat].drafted = st.p[seat].drafted + [cid]
    events.append(ev("setup" if auto else "action", "PICKS", seat, ("TG-004",), seat=seat,
                     char=cid, auto=auto,
                     action=f"{seat} pick {cid}"))
    if st.revealed:
        _auto_last(st, events)
        return
    if all(len(st.p[s].drafted) >= DRAFTED for s in st.players):
        events.append(ev("setup", "SELECT_DONE", None, ("TG-004", "TG-005"), back=len(st.pool)))
        st.pool = []
        st.phase = "keep"
        st.secret = SecretChoices(st.players)
        return
    st.revealer = st.next_seat(st.revealer, st.players)
    _reveal(st, events)


def make_team(st: GearState, seat: str, ids: list[str]) -> list[Member]:
    seen: dict[str, int] = {}
    out = []
    for cid in ids:
        seen[cid] = seen.get(cid, 0) + 1
        key = cid if seen[cid] == 1 else f"{cid}-{seen[cid]}"
        out.append(Member(key, st.chars.get(cid)))
    return out


def keep_done(st: GearState, events: list[Event]) -> None:
    """Everyone has kept 3 and put one on top: flip the tops together (TG-005, TG-006)."""
    chosen = dict(st.secret.chosen)
    st.secret = SecretChoices(())
    for s in st.players:
        team = make_team(st, s, chosen[s])
        pl = st.p[s]
        pl.battle, pl.reserve = team[0], team[1:]
    events.append(ev("setup", "TEAMS_READY", None, ("TG-005", "TG-006"),
                     battle=tuple(Named(s, st.p[s].battle.char.id)  # type: ignore[union-attr]
                                  for s in st.players)))
    battle_setup(st, events)


def battle_setup(st: GearState, events: list[Event], hands: dict[str, list[GCard]] | None = None) -> None:
    """Shuffle each own deck (TG-001/TG-002), LIFE cards, then HAND cards (TG-007)."""
    for s in st.players:
        pl = st.p[s]
        if not pl.deck and not pl.hand and not pl.life:
            deck = player_deck()
            st.rng().shuffle(deck)
            pl.deck = deck
            member = pl.battle
            assert member is not None
            pl.life = [c for c in (take(st, s, events) for _ in range(member.char.life)) if c]
            pl.hand = [c for c in (take(st, s, events) for _ in range(member.char.hand)) if c]
        events.append(ev("setup", "BATTLE_SETUP", s, ("TG-001", "TG-002", "TG-007"), seat=s,
                         char=pl.battle.char.name["en"] if pl.battle else "",
                         char_ja=pl.battle.char.name["ja"] if pl.battle else "",
                         life=len(pl.life), hand=len(pl.hand), deck=len(pl.deck)))
    st.life_budget = life_budget(st)
    st.phase = "mulligan"
    st.secret = SecretChoices(st.players)
    events.append(ev("setup", "MULLIGAN_OFFER", None, ("TG-008",)))


def life_budget(st: GearState) -> int:
    """All life that can ever be placed: life now, every reserve's LIFE, and each per-game
    life gain not yet used (TG-062, TG-063; the data loader refuses repeatable life gain)."""
    from .skills import uses_key
    total = 0
    for s in st.players:
        pl = st.p[s]
        members = ([pl.battle] if pl.battle else []) + pl.reserve
        total += len(pl.life) + sum(m.char.life for m in pl.reserve)
        for m in members:
            for sk in m.char.skills:
                if pl.uses_game.get(uses_key(m, sk), 0) == 0:      # a used Repair adds no more
                    total += sum(n for op, n, _ in sk.effect if op == "life")
    return total


def mulligan_done(st: GearState, events: list[Event]) -> None:
    from .battle import begin_round
    chosen = dict(st.secret.chosen)
    st.secret = SecretChoices(())
    for s in st.players:
        cards = chosen[s]
        pl = st.p[s]
        pl.mulligan_used = True
        if cards:
            pl.hand = [c for c in pl.hand if c not in cards]
            pl.discard = pl.discard + list(cards)
            for _ in cards:
                c = take(st, s, events)
                if c is not None:
                    pl.hand = pl.hand + [c]
        # a seat that keeps its hand says so (not "mulligans 0 cards: —")
        events.append(ev("rule", "MULLIGAN" if cards else "MULLIGAN_KEPT", s, ("TG-008",), seat=s,
                         cards=list(cards), n=len(cards)))
    begin_round(st, events)
