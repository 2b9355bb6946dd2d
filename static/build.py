"""Build the static edition: the course as plain files that run in the learner's browser.

    python static/build.py DIR        # or: make site  (DIR = _site)

What goes into DIR, and where each piece comes from (all at build time, none at run time):

- ``pyodide/``: CPython 3.13 compiled to WebAssembly, from the ``pyodide`` npm package
  (static/package.json, installed by ``npm ci --prefix static``);
- ``vendor/``: the widgets' page manager (``@jupyter-widgets/html-manager``'s AMD build, npm),
  its AMD loader (``requirejs``, npm) and anywidget's front end (from the anywidget wheel);
- ``python-files.bin`` (made from a ``python.zip``): the pure-Python wheels the lessons
  need (ipywidgets, anywidget, IPython and their dependencies, at the versions
  constraints.txt pins, downloaded from PyPI into ``.cache/site-wheels``), the course's own
  packages (``euchre_teach``, ``widgets``), the guided hands, and the page's kernel
  (``static/py``), less the modules the snapshot below has already imported;
- ``python-snapshot.bin``: Python's memory once started and after the lessons' first imports
  (``static/snapshot.mjs`` runs Pyodide in Node at build time): a page starts from it;
- one page per lesson (its notebook's markdown rendered here, its code run in the page),
  the Review page (``lessons/review.ipynb``, the served edition's ``webapp/review.py`` and
  ``webapp/due.py`` over the browser's record), the home page, the cheat sheet and the
  glossary.
"""

from __future__ import annotations

import argparse
import gzip
import html
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import jinja2
import mistune

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from euchre_teach.core.cards import Suit  # noqa: E402
from euchre_teach.course import cheatsheet, glossary  # noqa: E402
from euchre_teach.course.catalogue import LESSONS  # noqa: E402
from euchre_teach.store.moved_items import MOVES  # noqa: E402
from euchre_teach.store.progress import (  # noqa: E402
    ANIMATION_SPEEDS,
    DIFFICULTIES,
    EXPORT_FORMAT,
    Learner,
    Settings,
)
from euchre_teach.store.schema import COLUMNS, SCHEMA_VERSION  # noqa: E402

STATIC = ROOT / "static"
NODE = STATIC / "node_modules"
CACHE = ROOT / ".cache" / "site-wheels"

WHEELS = (
    "ipywidgets", "comm", "traitlets", "anywidget", "psygnal", "typing_extensions", "fsrs",
    "ipython", "ipython_pygments_lexers", "matplotlib-inline",
    "prompt_toolkit", "Pygments", "stack-data", "executing", "asttokens", "pure_eval",
    "wcwidth",
)  # fmt: skip
"""What the lessons import in the page, with everything those import: pure-Python wheels.
IPython's completer uses jedi only if it is installed; the page completes nothing, so jedi
(and parso), 5,600 files and 15 MB, stay out."""

PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")  # fmt: skip

SHARED_WEBAPP = ("answers.py", "due.py", "review.py")
"""The served edition's own ``webapp`` modules the page runs, copied unchanged: an answer in
words, what is due for review, and the Review page with its FSRS schedule (``Spacing``).
The rest of the page's ``webapp`` is static/py/webapp (the tracker, the store over the
browser's record, and the writes the Review page makes)."""

SERVER_LESSONS: dict[int, str] = {}
"""Lessons that need the course server for some part (none yet: each says so in place)."""


def pins() -> dict[str, str]:
    """The versions constraints.txt pins, by normalised name."""
    out = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if "==" in line:
            name, version = line.strip().split("==")
            out[_norm(name)] = version
    return out


def _norm(name: str) -> str:
    return name.lower().replace("_", "-")


def wheels() -> list[Path]:
    """The pinned wheels, from .cache/site-wheels, downloaded from PyPI the first time."""
    versions = pins()
    wanted = [f"{name}=={versions[_norm(name)]}" for name in WHEELS]
    CACHE.mkdir(parents=True, exist_ok=True)
    found = []
    missing = []
    for spec in wanted:
        name, version = spec.split("==")
        stem = f"{name.lower().replace('-', '_')}-{version}-"
        hits = [p for p in CACHE.glob("*.whl") if p.name.lower().startswith(stem)]
        if hits:
            found.append(hits[0])
        else:
            missing.append(spec)
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                        "--disable-pip-version-check", "--only-binary=:all:",
                        "--platform", "any", "--python-version", "3.13", "-d", str(CACHE),
                        *missing], check=True)  # fmt: skip
        return wheels()
    return found


def python_zip(target: Path) -> None:
    """Everything Python in the page, as one zip unpacked into its site-packages."""
    skip_dirs = ("labextension/", "nbextension/", "__pycache__/", ".data/")  # .data: JupyterLab's
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for wheel in wheels():
            with zipfile.ZipFile(wheel) as whl:
                for item in whl.infolist():
                    if any(s in item.filename for s in skip_dirs):
                        continue
                    out.writestr(item.filename, whl.read(item.filename))
        for package in ("euchre_teach", "widgets"):
            for path in sorted((ROOT / package).rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts \
                        and path.suffix not in (".ipynb", ".pyc"):
                    out.write(path, path.relative_to(ROOT).as_posix())
        for path in sorted((ROOT / "lessons" / "hands").rglob("*")):
            if path.is_file():  # where an installed wheel keeps them (catalogue.find_lessons)
                out.write(path, "euchre_teach/_course/" + path.relative_to(ROOT).as_posix())
        for name in SHARED_WEBAPP:
            out.write(ROOT / "webapp" / name, f"webapp/{name}")
        for path in sorted((STATIC / "py").rglob("*.py")):
            if path.name != "preload.py":  # the snapshot's build step, not the page's
                out.write(path, path.relative_to(STATIC / "py").as_posix())
        out.writestr("webapp/settings.json", json.dumps(setting_choices()))


def setting_choices() -> dict[str, object]:
    """What the page needs to apply a learner's settings, from the served edition's own
    values (the page cannot import them: the store's modules need SQLite and ``regex``): the
    defaults, the values each setting may take (as ``Settings`` accepts them), and what the
    served tracker turns a pace and a level into (webapp/lesson.py)."""
    import dataclasses

    from webapp.look import ANIMATION, OPPONENTS

    def accepted(**choice: object) -> bool:
        try:
            Settings(**choice)  # type: ignore[arg-type]
        except ValueError:
            return False
        return True

    return {
        "defaults": dataclasses.asdict(Settings()),
        "choices": {
            "points_to_win": [n for n in range(1, 101) if accepted(points_to_win=n)],
            "difficulty": list(DIFFICULTIES),
            "animation_speed": list(ANIMATION_SPEEDS),
        },
        "animation": ANIMATION,
        "opponents": OPPONENTS,
    }


def snapshot(out: Path) -> None:
    """Python's memory after its start and the lessons' first imports, made once here by
    Pyodide in Node (static/snapshot.mjs): each lesson page starts from it. The files of the
    modules it has imported are then left out; the rest (data files, modules imported
    later) go into python-files.bin, which the page writes into Python's file system with
    no Python work: gzip (the browser's own DecompressionStream undoes it) of a 4-byte
    little-endian length, a JSON list of [path, size] and the files' bytes one after the
    other. The snapshot is gzipped too (python-snapshot.bin: 30 MB, about 9 MB so).
    Both are .bin, not .gz, so that no host serves them as already-compressed content."""
    try:
        made = subprocess.run(["node", str(STATIC / "snapshot.mjs"), str(out)], check=True,
                              capture_output=True, text=True)  # fmt: skip
    except FileNotFoundError:
        raise SystemExit("build: the static edition needs Node.js (`node`) to prepare "
                         "Python's start; install Node.js 18 or newer.") from None
    except subprocess.CalledProcessError as failed:
        raise SystemExit(f"build: preparing Python's start failed:\n{failed.stderr[-2000:]}") \
            from None
    imported = set(json.loads(made.stdout))
    zipped = out / "python.zip"
    with zipfile.ZipFile(zipped) as source:
        files = [(item.filename, source.read(item)) for item in source.infolist()
                 if not item.is_dir() and item.filename not in imported]  # fmt: skip
    zipped.unlink()
    head = json.dumps([[name, len(data)] for name, data in files]).encode()
    bundle = len(head).to_bytes(4, "little") + head + b"".join(data for _, data in files)
    (out / "python-files.bin").write_bytes(gzip.compress(bundle, mtime=0))
    memory = out / "python.snapshot"
    (out / "python-snapshot.bin").write_bytes(gzip.compress(memory.read_bytes(), mtime=0))
    memory.unlink()


def _copy(source: Path, target: Path) -> None:
    if not source.exists():
        raise SystemExit(f"build: {source} is missing: run `npm ci --prefix static` first "
                         "(make site does).")  # fmt: skip
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def vendor(out: Path) -> None:
    for name in PYODIDE_FILES:
        _copy(NODE / "pyodide" / name, out / "pyodide" / name)
    _copy(NODE / "requirejs" / "require.js", out / "vendor" / "require.js")
    dist = NODE / "@jupyter-widgets" / "html-manager" / "dist"
    for path in dist.iterdir():  # the AMD build and the fonts and images it refers to
        if path.name.startswith("libembed-amd.js") or path.suffix in (
                ".woff", ".woff2", ".ttf", ".eot", ".svg"):  # fmt: skip
            _copy(path, out / "vendor" / path.name)
    anywidget = next(p for p in wheels() if p.name.startswith("anywidget-"))
    with zipfile.ZipFile(anywidget) as whl:
        (out / "vendor" / "anywidget.js").write_bytes(whl.read("anywidget/nbextension/index.js"))


def lesson_cells(notebook: Path) -> list[dict[str, str]]:
    """The notebook's cells for the page: markdown as HTML, code as its source."""
    cells = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            cells.append({"type": "markdown", "html": str(mistune.html(source))})
        elif cell["cell_type"] == "code":
            cells.append({"type": "code", "source": source})
    return cells


def page(title: str, body: str, scripts: tuple[str, ...] = (), attrs: str = "") -> str:
    tags = "".join(f'<script defer src="{s}"></script>' for s in scripts)
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)} · Euchre course</title>"
        f'<link rel="stylesheet" href="site.css">{tags}</head>'
        f'<body{attrs}><header class="et-top"><a href="index.html">Euchre course</a>'
        '<span class="et-edition">runs in your browser</span>'
        '<nav aria-label="Site"><a href="review.html">Review</a> · '
        '<a href="cheatsheet.html">Cheat sheet</a> · '
        '<a href="glossary.html">Glossary</a> · '
        '<a href="settings.html">Settings</a></nav></header>'
        f"<main>{body}</main></body></html>\n"
    )


def fresh_progress() -> dict[str, object]:
    """An empty progress export: what a learner new to this browser starts with."""
    import dataclasses

    return {
        "format": EXPORT_FORMAT,
        "version": SCHEMA_VERSION,
        "learner": {"id": "", "name": "Learner", "settings": dataclasses.asdict(Settings())},
        "moved": [move.name for move in MOVES],  # a new record needs none of the moves
        **{table: [] for table in COLUMNS},
    }


def lesson_moves() -> str:
    """The lessons each move renumbers, as JSON for the home page's script: a record kept
    by an older edition shows its finished lessons under their new numbers before a lesson
    page (which moves the whole record, :func:`~euchre_teach.store.moved_items.move_rows`)
    has opened."""
    moves = [{"name": m.name, "lessons": m.lessons, "finished_also": m.finished_also}
             for m in MOVES]  # fmt: skip
    return json.dumps(moves).replace("<", "\\u003c")


TOP_BAR = (("", "All lessons"), ("review", "Review"), ("cheatsheet", "Cheat sheet"),
           ("glossary", "Glossary"), ("settings", "Settings"))  # fmt: skip
"""The served edition's top bar, less the page that needs the server (Teachers)."""


def study_pages(out: Path) -> None:
    """The cheat sheet, the glossary and the settings page: the served edition's own
    templates and values (webapp/study.py, webapp/handlers.py), rendered once here, their
    links turned to this site's files. The settings form is the server's; its script
    (static/page/settings.js) fills it from the browser's record and saves it there."""
    pages = jinja2.Environment(
        loader=jinja2.FileSystemLoader(ROOT / "webapp" / "templates" / "site"),
        autoescape=True, trim_blocks=True, lstrip_blocks=True,
    )  # fmt: skip
    pages.globals["top_bar"] = TOP_BAR
    common = {"base_url": "./", "hub": None, "learner": None}
    suits = [(suit, cheatsheet.ladder(suit), cheatsheet.suit_sizes(suit)) for suit in Suit]
    rendered = {
        "cheatsheet": pages.get_template("cheatsheet.html").render(
            **common, suits=suits, scoring=cheatsheet.scoring_rows(), leads=cheatsheet.leads(),
            loner_lead_note=cheatsheet.LONER_LEAD, traps=cheatsheet.TRAPS,
            bidding=cheatsheet.bidding_columns(),
            buck_facts=cheatsheet.buck_facts(), buck_scoring=cheatsheet.buck_scoring_rows()),
        "glossary": pages.get_template("glossary.html").render(
            **common, terms=glossary.in_lesson_order(), lessons={e.number: e for e in LESSONS},
            habits=glossary.hint_habits()),
        "settings": pages.get_template("settings.html").render(
            **{**common, "learner": Learner("", "Learner", Settings())}, saved=False,
            difficulties=DIFFICULTIES, speeds=ANIMATION_SPEEDS, xsrf_form_html=lambda: "",
        ).replace("</head>", '<script defer src="progress.js"></script>'
                  '<script defer src="settings.js"></script></head>', 1),
    }
    for name, text in rendered.items():
        text = re.sub(r'href="\./voila/render/(\w+)\.ipynb', r'href="./\1.html', text)
        text = re.sub(r'href="\./(review|cheatsheet|glossary|settings)(["#])', r'href="./\1.html\2',
                      text)  # fmt: skip
        text = text.replace('action="./settings"', 'action="./settings.html"')
        text = text.replace('href="./"', 'href="./index.html"')
        (out / f"{name}.html").write_text(text)


REVIEW_PAGE = 0
"""The Review page's number (static/py/webapp/lesson.py: it belongs to no lesson)."""


def notebook_page(out: Path, notebook: Path, number: int, title: str) -> str:
    """A page that runs ``notebook`` in the browser (a lesson, or Review); its file stem."""
    stem = notebook.stem
    (out / "lessons" / f"{stem}.json").write_text(json.dumps(lesson_cells(notebook)))
    body = ('<p id="et-status" role="status">Starting Python in your browser…</p>'
            '<div id="et-cells" aria-busy="true"></div>')  # fmt: skip
    scripts = ("vendor/require.js", "pyodide/pyodide.js", "progress.js", "lesson.js")
    attrs = f' data-lesson="{number}" data-stem="{stem}"'
    (out / f"{stem}.html").write_text(page(title, body, scripts, attrs))
    return stem


def build(out: Path) -> None:
    if out.exists():
        shutil.rmtree(out)
    (out / "lessons").mkdir(parents=True)
    vendor(out)
    python_zip(out / "python.zip")
    snapshot(out)
    for name in ("site.css", "progress.js", "lesson.js", "home.js", "settings.js"):
        _copy(STATIC / "page" / name, out / name)
    (out / "fresh-progress.json").write_text(json.dumps(fresh_progress()))
    items = []
    for entry in LESSONS:
        title = f"{entry.number}. {entry.title}"
        stem = notebook_page(out, ROOT / "lessons" / entry.notebook, entry.number, title)
        items.append(f'<li data-lesson="{entry.number}"><a href="{stem}.html">'
                     f"{html.escape(title)}</a> <span class=\"et-done\"></span></li>")
    from webapp.pages import renamed_notebooks

    for old, now in renamed_notebooks().items():  # an old bookmark finds its lesson
        new = html.escape(Path(now).stem)
        (out / f"{Path(old).stem}.html").write_text(
            '<!doctype html><meta charset="utf-8">'
            f'<meta http-equiv="refresh" content="0; url={new}.html"><title>Moved</title>'
            f'<p>This lesson has a new number: <a href="{new}.html">{new}</a>.</p>')
    home = (
        f"<h1>Learn Euchre</h1><p>{len(LESSONS)} short lessons, each a page you play with. Your"
        " progress stays in this browser; you can save it to a file and bring it to a class"
        " server (or back).</p>"
        f'<ol class="et-lessons">{"".join(items)}</ol>'
        f'<script type="application/json" id="et-moves">{lesson_moves()}</script>'
        '<section class="et-progress-file"><h2>Your progress</h2>'
        '<p id="et-summary" role="status"></p>'
        '<button type="button" id="et-export">Save my progress to a file</button> '
        '<label class="et-import">Load progress from a file '
        '<input type="file" id="et-import" accept=".json,application/json"></label>'
        '<p id="et-import-result" role="alert"></p></section>'
        '<section class="et-review-note"><h2>Review</h2><p>The questions you miss in the'
        " lessons' quizzes, practice rounds and the left-bower drill come back in"
        ' <a href="review.html">Review</a>, mixed from every lesson: soon after a miss, then'
        " days later as they stick. Your review schedule is kept in this browser with the"
        " rest of your progress.</p></section>"
    )
    (out / "index.html").write_text(page("Home", home, ("progress.js", "home.js")))
    notebook_page(out, ROOT / "lessons" / "review.ipynb", REVIEW_PAGE, "Review")
    study_pages(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir", type=Path, help="the folder to build the site in")
    args = parser.parse_args(argv)
    build(args.dir)
    print(f"built the static edition in {args.dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
