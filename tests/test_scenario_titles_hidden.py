"""A scenario's title is shown in the dashboard's Scenario menu to the learner, in the learner's
seat: it must not name a card of a hand that seat cannot see at the scenario's position
(docs/scenarios.md, "Titles name no hidden card"). Titles said "Cy's G1 is refused while Cy
holds B6" while the table, on purpose, said Cy's refusal without Cy's cards."""
from __future__ import annotations

import re

from helpers import spelt_words

from tricklab import scenarios
from tricklab.core import packaged_yaml
from tricklab.core.copies import card_said
from tricklab.games import GAMES, get_game
from tricklab.session import Session

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: cards every player knows from the rules, though they end in another hand
KNOWN_BY_RULE = {
    "tt061_berserker_setup.yaml": {"BZ"},          # the Berserker's own card
    "tt064_berserker_exchange.yaml": {"R10"},      # the Berserker's cards set aside at its setup
    "tt116_strategist_setup.yaml": {"K7"},         # the Strategist's exclusive card
    # Cy's R9 among the cards Cy took (a pile, not a hand); Eve holds the other R9
    "kg077_cheerleader_scores_from_partner.yaml": {"R9"},
}


def _strings(value, out: set[str]) -> set[str]:
    if isinstance(value, dict):
        for v in value.values():
            _strings(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _strings(v, out)
    else:
        out.add(str(value))
    return out


def _named(game, code: str, title: str) -> bool:
    """Whether ``title`` names card ``code`` as typed (R3, 5C), as drawn (5♣, ♣5) or as the
    table and the Japanese titles write it (▲3, 🔥5). Only these forms: the parser's other
    spellings would read Tricktakers' character number 5B as the card B5."""
    card = game.parse_card(code)
    forms = {code, card_said(card), str(card.label)}
    m = re.fullmatch(r"(10|[2-9TJQKA])([SHDC])", code)
    if m:
        forms |= {m[1] + SUITS[m[2]], SUITS[m[2]] + m[1]}
    return bool(forms & set(spelt_words(title)))


def hidden_cards_named() -> list[str]:
    """Every packaged title (each language) naming a card that, at the scenario's position, is
    in another seat's hand and that the learner's seat has not seen anywhere (its own cards,
    the table, the events it was shown)."""
    found = []
    for game in GAMES:
        g, session = get_game(game), Session(game, seed=1)
        for path in scenarios.packaged(game):
            raw = packaged_yaml.load(path.read_text("utf-8")).get("title", "")
            titles = raw if isinstance(raw, dict) else {"en": str(raw)}
            m = scenarios.run(path).match
            if m is None:                   # a setup refused: no position, no hands
                continue
            seat = session._seat_for_learner(m.players)
            facts = g.facts(g.view(m.state, seat))
            # the seat's whole view but ``deck``: a list of every card the game has, not where
            # each one is (TriATri)
            seen = _strings({k: v for k, v in facts.items() if k != "deck"}, set())
            for ev in m.events:
                shown = ev.seen_by(seat)
                if shown is not None:
                    _strings([shown.params, shown.private], seen)
            hidden = {str(c) for s, cards in (m.facts().get("hands") or {}).items() if s != seat
                      for c in cards} - seen - KNOWN_BY_RULE.get(path.name, set())
            for lang, title in titles.items():
                named = sorted(c for c in hidden if _named(g, c, str(title)))
                if named:
                    found.append(f"{game}/{path.name} ({lang}, seen from {seat}): {named} in {title!r}")
    return found


def test_no_scenario_title_names_a_card_the_learner_cannot_see():
    found = hidden_cards_named()
    assert not found, "\n".join(found)


def test_the_check_sees_a_title_that_names_a_hidden_card():
    tt, robo = get_game("tricktakers"), get_game("robotrick")
    assert _named(tt, "G2", "Must follow green: Bo's B6 is refused while Bo holds G2")
    assert _named(robo, "5C", "5♣ cannot raise") and _named(robo, "5C", "♣5 cannot raise")
    assert not _named(tt, "R1", "R10 stays aside") and not _named(tt, "B6", "a blue card")


def test_a_title_names_a_card_in_each_of_its_forms():
    """Japanese titles write a card as the table does (▲3), English ones as typed (R3): the
    check above sees both, and a card of another value is not that card."""
    tt = get_game("tricktakers")
    assert _named(tt, "R3", "サムライの▲3") and _named(tt, "R3", "the Samurai's R3")
    assert not _named(tt, "R3", "サムライの▲10") and not _named(tt, "B3", "黒王冠は3Aと3B")
    assert _named(get_game("triatri"), "F5", "🔥5でリード")
