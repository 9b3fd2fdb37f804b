"""Classroom serving: one Jupyter server with a landing page at ``/``, the Voilà dashboards,
the tutorials in JupyterLab, kernel culling and a kernel cap (``tricklab serve``).

Modules: ``server`` (settings, the command line handed to jupyter server, the start banner),
``kernels`` (the capped kernel manager), ``extension`` (the server extension: landing page,
pictures, classroom checks in front of Voilà), ``pages`` (the HTML), ``catalogue`` (what the
landing page lists, read from the game registry). Nothing here is imported by the engine or UI.
"""


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tricklab.serving.extension"}]
