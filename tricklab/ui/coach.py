"""The coach panel: shows a ``tricklab.session.lesson.Lesson`` on the table (the coach line
before each of the learner's moves, the engine's reason for a refused one, what just happened
and why, progress through the lesson's ideas, the summary at the end), and the first-visit
"Learn" / "Play" choice. The lesson logic is headless; this module only displays it."""
from __future__ import annotations

import re
from typing import Any, Callable

import ipywidgets as W  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from tricklab.core import markup as html
from tricklab.core.display import refusal_html
from tricklab.core.errors import TricklabError
from tricklab.core.punctuation import GAP, cited
from tricklab.core.view import notation_in_words
from tricklab.session.lesson import Feedback, Lesson

from .i18n import t


def _para(text: str) -> str:
    return html.escape(" ".join(text.split()))


def _plain(text: str) -> str:
    """Words for the ear: one line, any markup of a template left out."""
    return " ".join(re.sub(r"<[^>]*>", "", text).split())


class CoachPanel(W.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """A lesson's words beside the table. ``on_change`` redraws the table after the panel
    moved the match (the "Show me" button, a restart); ``words`` says a move as the table
    says it (``ViewAdapter.action_words``: "take Volt" / 「ボルトを取る」, not "volt")."""

    def __init__(self, lesson: Lesson, lang: str, on_change: Callable[[], None],
                 on_leave: Callable[[], None], words: Callable[[Any, str], str]) -> None:
        self.lesson = lesson
        self.words = words
        self.lang = lang
        self.on_change = on_change
        self.on_leave = on_leave
        self.feedback_html = ""
        # the learner's last move as the lesson took it, and a refusal since (``said``)
        self._last: Feedback | None = None
        self._refused: TricklabError | None = None
        self.title = W.HTML()
        self.progress = W.HTML()
        self.progress.add_class("tl-coach-progress")
        self.line = W.HTML()
        self.line.add_class("tl-coach-line")
        self.feedback = W.HTML()
        self.feedback.add_class("tl-coach-feedback")
        self.summary = W.HTML()
        self.summary.add_class("tl-coach-summary")
        self.show_button = W.Button(layout=W.Layout(width="auto"))
        self.show_button.add_class("tl-coach-show")
        self.restart_button = W.Button(layout=W.Layout(width="auto"))
        self.restart_button.add_class("tl-coach-restart")
        self.leave_button = W.Button(layout=W.Layout(width="auto"))
        self.leave_button.add_class("tl-coach-leave")
        self.show_button.on_click(lambda _: self._guard(self.show_me))
        self.restart_button.on_click(lambda _: self._guard(self.restart))
        self.leave_button.on_click(lambda _: self.on_leave())
        super().__init__([self.title, self.progress, self.line, self.feedback, self.summary,
                          W.HBox([self.show_button, self.restart_button, self.leave_button],
                                 layout=W.Layout(flex_flow="row wrap"))],
                         layout=W.Layout(border="2px solid #0072B2", padding="0.4em", margin="0.3em 0"))
        self.add_class("tl-coach")
        self.set_lang(lang)

    def _guard(self, fn: Callable[[], Any]) -> None:
        try:
            fn()
        except TricklabError as err:
            self.feedback_html = self._error_html(err)
            self._refused = err
            self.render()

    # -- the learner acts (the table forwards its moves here) -----------------------------
    def attempt(self, action: Any) -> Feedback:
        fb = self.lesson.move(action)
        self._react(fb)
        return fb

    def note_refusal(self, err: TricklabError) -> None:
        """A click the table refused before it became a move (an illegal card): the rule the
        learner ran into counts as met, and the coach says why in the lesson's words."""
        if self.lesson.step is not None:
            self.lesson.refused.append(err)
            self._refused = err
            self.feedback_html = self._error_html(err)
            self.render()

    def show_me(self) -> None:
        self._react(self.lesson.play_script())
        self.on_change()

    def restart(self) -> None:
        self.lesson.__init__(self.lesson.scenario, self.lesson.game, self.lesson.session)  # type: ignore[misc]
        self.feedback_html = ""
        self._last, self._refused = None, None
        self.on_change()

    def said(self, lang: str) -> str:
        """What a screen reader hears of the coach now (plain text, for the felt's live
        region): the answer to the learner's last move, then the step to take. The coach's
        lines were shown and never announced."""
        out: list[str] = []
        fb, err = self._last, self._refused
        if err is not None:
            out += [t("coach_refused", lang), self.lesson.game.catalogue.explain(err, lang).headline,
                    t("coach_unchanged", lang)]
        elif fb is not None and fb.outcome == "not_this_one" and fb.step is not None:
            out.append(t("coach_other", lang, move=self.words(fb.step.move, lang)))
        elif fb is not None and fb.ok:
            after = fb.step.after.get(lang, "") if fb.step is not None else ""
            out += [after, *(ex.headline for ex in self.lesson.explain(fb.events, lang))]
        step, les = self.lesson.step, self.lesson
        if les.off_script:
            out.append(t("coach_off", lang, line=les.line))
        elif step is not None:
            out.append(f"{t('coach_step', lang, k=f'{step.index + 1}/{len(les.steps)}')}{GAP[lang]}"
                       f"{les.coach(lang)}")
        else:
            out.append(t("coach_done", lang))
        return _plain(GAP[lang].join(x for x in out if x))

    def _react(self, fb: Feedback) -> None:
        L = self.lang
        self._last, self._refused = fb, (fb.error if fb.outcome == "refused" else None)
        if fb.outcome == "refused" and fb.error is not None:
            self.feedback_html = self._error_html(fb.error)
        elif fb.outcome == "not_this_one" and fb.step is not None:
            want = self.words(fb.step.move, L)
            self.feedback_html = (f"<div class='tl-coach-other' style='background:#FFF6D5;padding:0.3em'>"
                                  f"{html.escape(t('coach_other', L, move=want))}</div>")
        elif fb.ok:
            lines = []
            for ex in self.lesson.explain(fb.events, L):
                ids = cited([r.id for r in ex.rulings], L)
                lines.append(f"<li>{html.escape(ex.headline)}"
                             + (f"<small>{html.escape(ids)}</small>" if ids else "")
                             + "".join(f"<br><small>– {html.escape(s.text)}</small>" for s in ex.steps)
                             + "</li>")
            after = fb.step.after.get(L, "") if fb.step is not None else ""
            self.feedback_html = (f"<div class='tl-coach-happened'><b>{t('coach_happened', L)}</b>"
                                  + (f"<div class='tl-coach-after' style='margin:0.2em 0'>{_para(after)}</div>" if after else "")
                                  + f"<ul style='margin:0.2em 0;padding-left:1.2em'>{''.join(lines)}</ul></div>")
        self.render()

    def _error_html(self, err: TricklabError) -> str:
        game = self.lesson.game
        body = refusal_html(game.catalogue.explain(err, self.lang), self.lang,
                            lambda s: notation_in_words(game, s))
        return (f"<div class='tl-coach-refused' style='background:#FDEBD9;padding:0.3em'>"
                f"<b>{t('coach_refused', self.lang)}</b> {body}"
                f"<div>{t('coach_unchanged', self.lang)}</div></div>")

    # -- drawing ------------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.show_button.description = t("coach_show", lang)
        self.restart_button.description = t("coach_restart", lang)
        self.leave_button.description = t("coach_leave", lang)
        self.render()

    def render(self) -> None:
        les, L = self.lesson, self.lang
        self.title.value = f"<h4 style='margin:0.1em 0'>🎓 {html.escape(les.title.get(L, ''))}</h4>"
        m, n = les.progress()
        self.progress.value = (f"<div><progress max='{n}' value='{m}' style='width:10em'></progress> "
                               f"<b class='tl-coach-count'>{html.escape(les.progress_text(L))}</b></div>")
        step = les.step
        if les.off_script:
            self.line.value = f"<div class='tl-coach-off'>{t('coach_off', L, line=les.line)}</div>"
        elif step is not None:
            intro = les.intro.get(L, "") if step.index == 0 and not les.match.actions[:1] == [step.move] else ""
            k = f"{step.index + 1}/{len(les.steps)}"
            self.line.value = ((f"<div class='tl-coach-intro' style='color:#333'>{_para(intro)}</div>"
                                if intro and step.index == 0 else "")
                               + f"<div style='font-size:1.1em'><b>{t('coach_step', L, k=k)}</b>{GAP[L]}"
                               f"{_para(les.coach(L))}</div>")
        else:
            self.line.value = f"<b class='tl-coach-done'>{t('coach_done', L)}</b>"
        self.feedback.value = self.feedback_html
        self.show_button.disabled = step is None
        if les.done:
            rows = "".join(f"<li>{'✔' if ok else '✘'} <b>{html.escape(rid)}</b> {html.escape(title)}</li>"
                           for rid, title, ok in les.summary(L))
            text = les.summary_text.get(L, "")
            self.summary.value = (f"<div class='tl-coach-end'><b>{t('coach_summary', L)}</b>"
                                  f"<ul style='margin:0.2em 0;padding-left:1.2em'>{rows}</ul>"
                                  + (f"<div>{_para(text)}</div>" if text else "") + "</div>")
        else:
            self.summary.value = ""


class Welcome(W.HBox):  # type: ignore[misc]  # ipywidgets is untyped
    """The first-visit choice: learn the game with a guided first game, or just play."""

    def __init__(self, lang: str, on_learn: Callable[[], None], on_play: Callable[[], None]) -> None:
        self.text = W.HTML()
        self.learn_button = W.Button(button_style="primary", layout=W.Layout(width="auto", height="2.6em"))
        self.learn_button.add_class("tl-learn")
        self.play_button = W.Button(layout=W.Layout(width="auto", height="2.6em"))
        self.play_button.add_class("tl-play")
        self.learn_button.on_click(lambda _: on_learn())
        self.play_button.on_click(lambda _: on_play())
        super().__init__([self.text, self.learn_button, self.play_button],
                         layout=W.Layout(flex_flow="row wrap", align_items="center",
                                         border="2px solid #009E73", padding="0.4em", margin="0.3em 0"))
        self.add_class("tl-welcome")
        self.set_lang(lang)

    def set_lang(self, lang: str) -> None:
        self.text.value = f"<b style='margin-right:1em'>{t('welcome', lang)}</b>"
        self.learn_button.description = t("learn", lang)
        self.play_button.description = t("play", lang)
