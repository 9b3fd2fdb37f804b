"""The shape of the package (issue 9, deliverable 7): no import cycles, and the layers stay apart.

Why read the source instead of ``sys.modules``: a cycle that only closes inside a function
(an import moved into a body "to dodge" it) works at run time yet still ties the modules
together, so both module-level and function-level imports count here. Imports under
``if TYPE_CHECKING:`` do not: they never run, and mypy resolves cycles between annotations
(the character registry names ``Character`` that way).

Also: ``tricklab/core`` and ``tricklab/games`` never import a notebook library (the engine
runs headless, in the CLI and in tests), and core names no game.
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "tricklab"
UI_LIBRARIES = ("ipywidgets", "IPython", "voila")


def modules() -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package ``__init__``)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        out[".".join(parts[:-1] if is_pkg else parts)] = (path, is_pkg)
    return out


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(name: str, path: Path, is_pkg: bool) -> list[tuple[str, int]]:
    """(imported name, line) for every import statement that runs, wherever it stands.
    Relative imports are resolved; ``from pkg import mod`` names ``pkg.mod`` when it is a
    module, else ``pkg``."""
    known = modules()
    out: list[tuple[str, int]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.extend((a.name, node.lineno) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                out.append((sub if sub in known else target, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return out


def graph() -> dict[str, dict[str, int]]:
    """Module -> {module of tricklab it imports: first line}."""
    known = modules()
    edges: dict[str, dict[str, int]] = {}
    for name, (path, is_pkg) in known.items():
        edges[name] = {}
        for target, line in imports(name, path, is_pkg):
            if target in known and target != name:
                edges[name].setdefault(target, line)
    return edges


def cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each as one
    cycle through it, so the failure message shows a path to cut."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    comps: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            connect(v)
    return [_cycle_in(edges, set(c)) for c in comps]


def _cycle_in(edges: dict[str, dict[str, int]], comp: set[str]) -> list[str]:
    """A shortest cycle through the first module of a strongly connected component."""
    start = min(comp)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(edges[v]):
                if w == start:
                    return paths[v] + [start]
                if w in comp and w not in paths:
                    paths[w] = paths[v] + [w]
                    nxt.append(w)
        frontier = nxt
    return sorted(comp)


def describe(edges: dict[str, dict[str, int]], cycle: list[str]) -> str:
    return " -> ".join(f"{a} (line {edges[a][b]})" for a, b in zip(cycle, cycle[1:])) + \
        f" -> {cycle[-1]}"


def test_the_import_graph_has_no_cycle():
    edges = graph()
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(edges, c) for c in found)


def test_the_checker_sees_a_cycle_hidden_in_a_function():
    """The checker itself: a function-level import closing a loop is a cycle."""
    edges = {"a": {"b": 1}, "b": {"c": 2}, "c": {"a": 9}, "d": {"a": 1}}
    assert cycles(edges) == [["a", "b", "c", "a"]]
    tree = "def f():\n    from . import b\n"
    path = PACKAGE.parent / "build" / "probe_structure.py"
    path.parent.mkdir(exist_ok=True)
    try:
        path.write_text(tree, encoding="utf-8")
        assert imports("tricklab.x", path, False) == [("tricklab", 2)]
    finally:
        path.unlink()


def test_engine_layers_never_import_a_notebook_library():
    bad = []
    for name, (path, is_pkg) in modules().items():
        if not name.startswith(("tricklab.core", "tricklab.games")):
            continue
        for target, line in imports(name, path, is_pkg):
            if target.split(".")[0] in UI_LIBRARIES:
                bad.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {target}")
    assert not bad, "\n".join(bad)


def _code_strings(tree: ast.AST) -> list[tuple[str, int]]:
    """String constants of the code, docstrings left out (an example in prose names no game)."""
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)}
    return [(n.value, n.lineno) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_core_names_no_game():
    games = sorted(p.name for p in (PACKAGE / "games").iterdir()
                   if p.is_dir() and (p / "__init__.py").exists())
    bad = []
    for name, (path, is_pkg) in modules().items():
        if not name.startswith("tricklab.core"):
            continue
        where = path.relative_to(PACKAGE.parent)
        for target, line in imports(name, path, is_pkg):
            if target.startswith("tricklab.games"):
                bad.append(f"{where}:{line} imports {target}")
        for text, line in _code_strings(ast.parse(path.read_text(encoding="utf-8"))):
            named = [g for g in games if text.lower() == g or f"games.{g}" in text.lower()]
            bad += [f"{where}:{line} names the game {g!r}" for g in named]
    assert not bad, "\n".join(bad)


def test_no_packaged_yaml_file_names_a_key_twice():
    """YAML keeps the last of two equal keys without a word: core/messages.yaml held six
    messages twice, and the first copies (which a reader would edit) were dead."""
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    twice: list[str] = []

    def mapping(loader: Loader, node: yaml.MappingNode) -> dict:
        keys = [loader.construct_object(k) for k, _ in node.value]
        twice.extend(f"{node.start_mark.name}:{k.start_mark.line + 1} {key}"
                     for (k, _), key in zip(node.value, keys) if keys.count(key) > 1)
        return loader.construct_mapping(node)

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    files = sorted((Path(__file__).parents[1] / "tricklab").rglob("*.yaml"))
    assert len(files) > 20
    for path in files:
        with open(path, encoding="utf-8") as fh:
            yaml.load(fh, Loader)
    assert twice == []
