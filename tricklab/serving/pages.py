"""The two HTML pages the classroom server writes itself: the landing page at ``/`` and the
"class is full" page a learner gets instead of a traceback when the kernel cap is reached.

Plain strings with escaped values (no template engine): both pages are small, have no script,
and must render even if the learner's browser blocks everything else. The font stack names the
Noto fonts the Makefile installs (``fonts-noto-cjk``, ``fonts-noto-color-emoji``) so Japanese and
the element symbols are never boxes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from urllib.parse import quote, urlencode

from tricklab.core.markup import escape  # the one escaping helper

from .catalogue import GameEntry

LANGS = ("en", "ja")

#: Japanese and emoji fonts named explicitly; without them browsers may pick a font with no
#: kana or no ♠🔥💧🌳 glyphs. The card table can reuse this stack.
FONT_STACK = ('"Noto Sans", "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Kaku Gothic ProN", '
              '"Yu Gothic", Meiryo, system-ui, -apple-system, "Segoe UI", sans-serif, '
              '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji"')

TEXT = {
    "en": {
        "tagline": "Learn trick-taking card games: play against bots, and see why each card won "
                   "— every rule decision is explained.",
        "play": "Play", "learn": "Learn", "tour": "Exceptions tour", "play_hint": "against bots",
        "learn_hint": "tutorial in JupyterLab", "tour_hint": "every ruling, step by step",
        "first": "First steps (JupyterLab)", "players": "{n} players", "no_dash": "No dashboard yet",
        "picture": "The {title} table", "seats": "Seats in use: {used} of {max}",
        "full_title": "The class is full",
        "full_body": "All {max} seats of this class are taken right now. Please try again in a "
                     "minute: a seat frees up when someone closes their page.",
        "full_retry": "This page tries again by itself in a minute, or", "retry": "try now",
        "home": "Back to the games",
        "in_english": "",
    },
    "ja": {
        "tagline": "トリックテイキングゲームを学ぼう：ボットと対戦しながら、どのカードがなぜ勝ったのかを"
                   "確かめられます。すべてのルール判定に説明が付きます。",
        "play": "遊ぶ", "learn": "学ぶ", "tour": "例外ツアー", "play_hint": "ボットと対戦",
        "learn_hint": "JupyterLabのチュートリアル", "tour_hint": "すべての裁定を一歩ずつ",
        "first": "はじめに（JupyterLab）", "players": "{n}人", "no_dash": "ダッシュボードは準備中です",
        "picture": "{title}の卓", "seats": "使用中の席：{used}／{max}",
        "full_title": "教室が満員です",
        "full_body": "このクラスの{max}席はいま全部使われています。1分ほどしてからもう一度お試しください。"
                     "誰かがページを閉じると席が空きます。",
        "full_retry": "このページは1分後に自動でもう一度試します。または", "retry": "今すぐ試す",
        "home": "ゲーム一覧へ戻る",
        # a notebook with no Japanese twin is in English: the reader is told before opening it
        "in_english": "（英語）",
    },
}

CSS = """
:root { color-scheme: light; }
body { font-family: %(fonts)s; margin: 0; background: #f4f1ea; color: #1d2a22; line-height: 1.5; }
header { background: #1f5f3f; color: #fff; padding: 1.2rem 1.5rem; display: flex;
         flex-wrap: wrap; align-items: baseline; gap: .5rem 1.5rem; }
header h1 { margin: 0; font-size: 1.8rem; }
header p { margin: 0; flex: 1 1 20rem; }
nav.lang a { color: #fff; margin-left: .6rem; }
nav.lang a[aria-current] { font-weight: bold; text-decoration: none; border-bottom: 2px solid #fff; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 2rem; }
.games { display: grid; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); gap: 1.2rem; }
.game { background: #fff; border-radius: .6rem; box-shadow: 0 1px 4px #0003; overflow: hidden;
        display: flex; flex-direction: column; }
.game img, .game svg { width: 100%%; aspect-ratio: 25 / 16; object-fit: cover; object-position: top;
        display: block; background: #2e7d4f; }
.game .body { padding: .8rem 1rem 1rem; display: flex; flex-direction: column; gap: .5rem; flex: 1; }
.game h2 { margin: 0; font-size: 1.35rem; }
.game h2 small { font-weight: normal; color: #4a5a50; font-size: .95rem; margin-left: .4rem; }
.players { margin: 0; color: #33443a; }
.links { display: flex; flex-wrap: wrap; align-items: flex-start; gap: .5rem; margin-top: auto; }
.links a { display: inline-block; padding: .45rem .8rem; border-radius: .4rem; text-decoration: none;
           border: 2px solid #1f5f3f; color: #1f5f3f; font-weight: 600; }
.links a.play { background: #1f5f3f; color: #fff; }
.links a:focus-visible, nav a:focus-visible { outline: 3px solid #e0a000; outline-offset: 2px; }
.links a small { display: block; font-weight: normal; font-size: .75rem; }
.first ul { padding-left: 1.2rem; }
footer { color: #4a5a50; font-size: .85rem; margin-top: 2rem; }
.full { max-width: 40rem; margin: 3rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: .6rem;
        box-shadow: 0 1px 4px #0003; }
.full section + section { border-top: 1px solid #ddd; margin-top: 1rem; }
""" % {"fonts": FONT_STACK}


@dataclass(frozen=True)
class Links:
    """Where the landing page's links point. The default is the classroom server's routes
    (Voilà, JupyterLab, ``?lang=``); the static site (``tools/build_site.py``) passes its own
    files, since a plain file server has no routes and ignores query strings."""

    dashboard: Callable[[str, str], str]          # (notebook, lang) -> address of the app
    notebook: Callable[[str], str]                # notebook -> address in a notebook UI
    home: Callable[[str], str]                    # lang -> the landing page in that language
    tour: Callable[[str, str], str] | None = None # (notebook, lang) -> the exceptions tour
    picture: Callable[[str], str] | None = None   # picture file -> address


def server_links(base: str) -> Links:
    return Links(
        dashboard=lambda nb, lang: f"{base}voila/render/{quote(nb)}?{urlencode({'lang': lang})}",
        notebook=lambda nb: f"{base}lab/tree/{quote(nb)}",
        home=lambda lang: f"{base}?lang={lang}",
        tour=lambda nb, lang: f"{base}voila/render/{quote(nb)}?{urlencode({'tab': 'tour', 'lang': lang})}",
        picture=lambda f: f"{base}tricklab/static/{quote(f)}")


def pick_lang(arg: str | None, accept_language: str | None = None) -> str:
    """``?lang=`` wins; else the browser's first preference when it is Japanese; else English."""
    if arg in LANGS:
        return arg
    first = (accept_language or "").split(",")[0].strip().lower()
    return "ja" if first.startswith("ja") else "en"


def _counts(counts: tuple[int, ...], lang: str) -> str:
    c = sorted(set(n for n in counts if n))
    if not c:
        return ""
    if len(c) > 1 and c == list(range(c[0], c[-1] + 1)):
        n = f"{c[0]}–{c[-1]}" if lang == "en" else f"{c[0]}〜{c[-1]}"
    else:
        n = (", " if lang == "en" else "・").join(map(str, c))
    return TEXT[lang]["players"].format(n=n)


def _placeholder_svg(title: str) -> str:
    """A drawn card for a game with no packaged picture yet."""
    return ('<svg viewBox="0 0 250 160" role="img" aria-label="%s" xmlns="http://www.w3.org/2000/svg">'
            '<rect width="250" height="160" fill="#2e7d4f"/>'
            '<rect x="95" y="25" width="60" height="90" rx="8" fill="#fff" stroke="#1d2a22"/>'
            '<text x="125" y="82" font-size="34" text-anchor="middle">🂠</text>'
            '<text x="125" y="145" font-size="16" fill="#fff" text-anchor="middle">%s</text></svg>'
            % (escape(title), escape(title)))


#: ``catalogue.translations``: {English notebook: {lang: (translation's path, its title)}}
Translations = Mapping[str, Mapping[str, tuple[str, str]]]


def _in_lang(notebook: str, title: str, lang: str, translated: Translations) -> tuple[str, str, bool]:
    """The notebook a ``lang`` reader is sent to: its translation when there is one, else the
    English notebook; and whether it is in the reader's language."""
    own = translated.get(notebook, {}).get(lang)
    return (own[0], own[1], True) if own else (notebook, title, lang == "en")


def _game_card(g: GameEntry, lang: str, links: Links, translated: Translations) -> str:
    t = TEXT[lang]
    other = "ja" if lang == "en" else "en"
    title = g.title.get(lang) or g.name
    if g.picture and links.picture:
        pic = (f'<img src="{escape(links.picture(g.picture))}" loading="lazy" '
               f'alt="{escape(t["picture"].format(title=title))}">')
    else:
        pic = _placeholder_svg(title)
    out = []
    if g.dashboard:
        out.append(f'<a class="play" href="{escape(links.dashboard(g.dashboard, lang))}">{t["play"]}'
                   f'<small>{t["play_hint"]}</small></a>')
    else:
        out.append(f'<span>{t["no_dash"]}</span>')
    for tut, tut_title in g.tutorials:
        path, name, own = _in_lang(tut, tut_title, lang, translated)
        hint = (escape(t["learn_hint"]) + ("" if own else t["in_english"]) if tut == g.tutorial
                else _notebook_name(name, lang, own))
        out.append(f'<a class="learn" href="{escape(links.notebook(path))}">{t["learn"]}'
                     f'<small>{hint}</small></a>')
    if g.dashboard and links.tour:
        out.append(f'<a class="tour" href="{escape(links.tour(g.dashboard, lang))}">'
                     f'{t["tour"]}<small>{t["tour_hint"]}</small></a>')
    return (f'<article class="game" id="game-{escape(g.name)}" data-game="{escape(g.name)}">{pic}'
            f'<div class="body"><h2 lang="{lang}">{escape(title)}'
            f'<small lang="{other}">{escape(g.title.get(other, ""))}</small></h2>'
            f'<p class="players">{_counts(g.player_counts, lang)}</p>'
            f'<div class="links">{"".join(out)}</div></div></article>')


def _notebook_name(title: str, lang: str, own: bool = False) -> str:
    """A notebook's title (HTML) as the page's reader meets it: a notebook not in the reader's
    language (``own``) is marked English and said so 「（英語）」 (the Japanese page listed "What
    is a trick?" among its Japanese links as if the notebook were Japanese)."""
    if lang == "en" or own:
        return escape(title)
    return f'<span lang="en">{escape(title)}</span>{TEXT[lang]["in_english"]}'


def _lang_nav(lang: str, links: Links) -> str:
    names = {"en": "English", "ja": "日本語"}
    items = []
    for code in LANGS:
        cur = ' aria-current="true"' if code == lang else ""
        items.append(f'<a href="{escape(links.home(code))}" lang="{code}" hreflang="{code}"{cur}>{names[code]}</a>')
    return f'<nav class="lang" aria-label="Language / 言語">{"".join(items)}</nav>'


def landing(entries: list[GameEntry], first_steps: list[tuple[str, str]], lang: str, base: str,
            seats: tuple[int, int] | None = None, links: Links | None = None,
            translated: Translations | None = None) -> str:
    """The page at ``/``: every game with its picture, player counts and links; ``first_steps``
    is (file name, title) of the general notebooks; ``seats`` (used, max) for the footer;
    ``links`` where the links point (default: the classroom server under ``base``);
    ``translated`` the notebooks' translations (``catalogue.translations``), linked instead of
    the English notebook on the page of their language."""
    t = TEXT[lang]
    links = links or server_links(base)
    translated = translated or {}
    cards = "\n".join(_game_card(g, lang, links, translated) for g in entries)
    first = ""
    if first_steps:
        shown = [_in_lang(f, title, lang, translated) for f, title in first_steps]
        items = "".join(f'<li><a href="{escape(links.notebook(f))}">{_notebook_name(title, lang, own)}</a></li>'
                        for f, title, own in shown)
        first = f'<section class="first"><h2>{t["first"]}</h2><ul>{items}</ul></section>'
    foot = ""
    if seats and seats[1]:
        foot = f'<footer>{t["seats"].format(used=seats[0], max=seats[1])}</footer>'
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>tricklab</title><style>{CSS}</style></head><body>'
            f'<header><h1>tricklab</h1><p>{t["tagline"]}</p>{_lang_nav(lang, links)}</header>'
            f'<main><div class="games">{cards}</div>{first}{foot}</main></body></html>')


def class_full(max_kernels: int, lang: str, base: str, retry_url: str) -> str:
    """The page a learner gets when every seat is taken: what happened and what to do, in both
    languages (their choice first), retrying by itself after a minute."""
    order = [lang] + [x for x in LANGS if x != lang]
    parts = []
    for code in order:
        t = TEXT[code]
        parts.append(f'<section lang="{code}"><h1>{t["full_title"]}</h1>'
                     f'<p>{t["full_body"].format(max=max_kernels)}</p>'
                     f'<p>{t["full_retry"]} <a href="{escape(retry_url)}">{t["retry"]}</a> · '
                     f'<a href="{base}?lang={code}">{t["home"]}</a></p></section>')
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta http-equiv="refresh" content="60">'
            f'<title>{TEXT[lang]["full_title"]} — tricklab</title><style>{CSS}</style></head>'
            f'<body><main class="full" role="alert">{"".join(parts)}</main></body></html>')
