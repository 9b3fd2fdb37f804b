"""A kernel manager with a cap on live kernels, so a class cannot exhaust the server's memory.

Every Voilà page load and every notebook opened in JupyterLab starts a kernel (~100 MB). Culling
frees the kernels of closed pages after a while, but 30 learners reloading at once could still
start more kernels than the machine holds. Past the cap, starting a kernel raises ``ClassFull``
(an HTTP 503): the Voilà handler of :mod:`tricklab.serving.extension` turns it into a bilingual
"the class is full" page, and JupyterLab shows its message in its kernel-error dialog.

Configured as ``--ServerApp.kernel_manager_class=tricklab.serving.kernels.CappedKernelManager
--CappedKernelManager.max_kernels=N``. The culling settings (``cull_idle_timeout``, ...) are the
ordinary ``MappingKernelManager`` ones, which this class inherits.
"""
from __future__ import annotations

import ctypes
import uuid
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Integer


def _malloc_trim() -> bool:
    """Give the C heap's free pages back to the system (glibc only; elsewhere a no-op).

    Measured: after 10 learners' pages were culled, the server process held 141 MB although
    its Python objects were back to the warm-up level (125 MB); ``malloc_trim`` returned it to
    119 MB. Without it the server's RSS only ever grows with the size of the last class."""
    try:
        return bool(ctypes.CDLL(None).malloc_trim(0))
    except (OSError, AttributeError):
        return False


class ClassFull(HTTPError):
    """No kernel left for one more learner. Status 503 (retry later), with a message in both
    languages because the API answer (JupyterLab's dialog) cannot know the learner's."""

    def __init__(self, max_kernels: int) -> None:
        self.max_kernels = max_kernels
        super().__init__(503, "The class is full (%d kernels in use); please try again in a minute."
                         " / 教室が満員です（%d 個のカーネルが使用中）。1分ほどしてからもう一度お試しください。",
                         max_kernels, max_kernels, reason="Class full")


class CappedKernelManager(AsyncMappingKernelManager):
    """``AsyncMappingKernelManager`` that refuses new kernels beyond ``max_kernels``.

    Kernels still starting count too (their ids are chosen here and held in ``_starting``), so a
    burst of simultaneous page loads cannot overshoot the cap."""

    max_kernels = Integer(0, config=True,
                          help="Most kernels alive at once (0: no cap). A refused Voilà page "
                               "shows a 'class is full, retry in a minute' page.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._starting: set[str] = set()
        self._trim_due = False

    def kernels_in_use(self) -> int:
        """Live kernels plus those being started."""
        return len(set(self.list_kernel_ids()) | self._starting)

    def is_full(self) -> bool:
        return self.max_kernels > 0 and self.kernels_in_use() >= self.max_kernels

    async def start_kernel(self, *args: Any, kernel_id: str | None = None,  # type: ignore[override]
                           **kwargs: Any) -> str:
        if kernel_id is not None and kernel_id in self:      # an existing kernel: no new one
            return await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
        if self.is_full():
            self.log.warning("tricklab: class full, refused a kernel (%d of %d in use)",
                             self.kernels_in_use(), self.max_kernels)
            raise ClassFull(self.max_kernels)
        kernel_id = kernel_id or str(uuid.uuid4())
        self._starting.add(kernel_id)
        try:
            return await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
        finally:
            self._starting.discard(kernel_id)

    async def shutdown_kernel(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        await super().shutdown_kernel(*args, **kwargs)
        self._trim_due = True

    async def cull_kernels(self) -> None:
        """The periodic cull, then one heap trim if any kernel went away since the last one."""
        await super().cull_kernels()
        if self._trim_due:
            self._trim_due = False
            _malloc_trim()
