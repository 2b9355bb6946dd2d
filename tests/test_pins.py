"""The README's Python is the pins' Python: every pin in constraints.txt installs, as a wheel, on
the oldest release of each Python the README promises (3.11.0, 3.12.0, 3.13.0; Debian 12's own
python3 is 3.11.2), without needing those interpreters here.

How: `pip install --dry-run --python-version V --only-binary=:all:` of everything pyproject.toml
lists (its dependencies and every extra) under `-c constraints.txt`, against the package index
pip is configured with. pip then checks each pinned release's Requires-Python and that a wheel
exists for that Python on this platform (Linux x86_64, glibc 2.36 like Debian 12): a pin that
refuses 3.11.2 (soupsieve 4.1.3 needs 3.11.5) fails here. pip does NOT evaluate environment
markers for V (it uses the running interpreter's, pypa/pip#11010), so this test walks the
resolved packages' dependencies again with markers evaluated for V, and requires that every
dependency V would need is resolved and pinned. A pinned release that its authors yanked (pip
installs it anyway, with a warning) fails too.

Fast enough: pip 23 weighs every file of every release on a project's index page (thousands for
hypothesis, ruff, regex), and that, three times over, was most of this test's 3-5 minutes. So
the test reads each pinned project's page from pip's index once (PEP 691 JSON), keeps the files
of the pinned release (with their Requires-Python and yanked marks) in a small local index,
and the three pip runs read that instead, beside pip's other configured indexes and links. The
wheel pip takes for each Python is fetched once into .cache/pins-wheels (make keeps it; the
index's sha256 checks it) and linked from there: pip fetched each again for each Python on every
run. An index that does not answer JSON is used as it is. It needs the package index, as
`make serve` does.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import os
import re
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.tags import Tag, compatible_tags, cpython_tags, platform_tags
from packaging.utils import (
    InvalidSdistFilename,
    InvalidWheelFilename,
    canonicalize_name,
    parse_sdist_filename,
    parse_wheel_filename,
)  # fmt: skip

pytestmark = [pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[1]
PROMISED = ("3.11.0", "3.12.0", "3.13.0")
"""The first release of each Python the README promises ("Python 3.11, 3.12 or 3.13")."""
WHEELS = ROOT / ".cache" / "pins-wheels"
"""The pinned wheels pip may take for one of those Pythons here, each fetched once (by its
sha256) and kept: pip would fetch each again for each Python and each run (~250 MB a run)."""


def pins() -> dict[str, str]:
    """constraints.txt: canonical name -> pinned version."""
    found = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        name, _, version = line.partition("==")
        if version:
            found[canonicalize_name(name)] = version.strip()
    return found


def top_level() -> list[str]:
    """Everything pyproject.toml asks for: its dependencies and every extra."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = set(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        wanted |= set(extra)
    return sorted(wanted)


def dry_run(python: str, requirements: list[str], workdir: Path, index: list[str] | None = None
            ) -> subprocess.Popen[str]:  # fmt: skip
    """pip's resolution for ``python``; ``index``: pip options naming the index to read."""
    report = workdir / f"report-{python}.json"
    return subprocess.Popen(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
         "--disable-pip-version-check", "--only-binary=:all:", "--python-version", python,
         "--target", str(workdir / f"target-{python}"), "--report", str(report),
         *(index or []), "-c", str(ROOT / "constraints.txt"), *requirements],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


def pip_config(name: str) -> list[str]:
    """The values pip is configured with for ``name`` (pip.conf files or PIP_... variables)."""
    listed = subprocess.run([sys.executable, "-m", "pip", "config", "list"],
                            capture_output=True, text=True, check=False).stdout  # fmt: skip
    found = []
    for line in listed.splitlines():
        key, _, value = line.partition("=")
        if key.endswith(f".{name}"):
            found += value.strip().strip("'\"").split()
    return found


def configured_index() -> str:
    """The index URL pip is configured with (pip.conf or PIP_INDEX_URL), else PyPI's."""
    return (pip_config("index-url") or ["https://pypi.org/simple"])[0]


def on_this_machine(names: list[str]) -> set[str]:
    """The files of projects ``names`` that pip's other configured sources on this machine
    (file:// extra indexes, find-links folders) hold: pip takes those without fetching."""
    held: set[str] = set()
    for source in pip_config("extra-index-url") + pip_config("find-links"):
        folder = Path(urllib.request.url2pathname(source.removeprefix("file://")))
        if source.startswith(("http://", "https://")) or not folder.is_dir():
            continue
        if not source.startswith("file://"):  # find-links: a folder of files
            held |= {path.name for path in folder.iterdir()}
            continue
        for name in names:  # an index: a page per project, linking its files
            page = folder / name / "index.html"
            if page.is_file():
                for href in re.findall(r'href="([^"#]+)', page.read_text(encoding="utf-8")):
                    if (page.parent / href).is_file():
                        held.add(Path(href).name)
    return held


def release_files(page: dict[str, Any], version: str) -> list[dict[str, Any]]:
    """The files of a PEP 691 project page that belong to the release ``version``."""
    wanted = SpecifierSet(f"=={version}")
    kept = []
    for file in page["files"]:
        filename = file["filename"]
        try:
            if filename.endswith(".whl"):
                found = parse_wheel_filename(filename)[1]
            else:
                found = parse_sdist_filename(filename)[1]
        except (InvalidWheelFilename, InvalidSdistFilename):
            continue  # an .exe or .egg: pip takes neither
        if wanted.contains(found, prereleases=True):
            kept.append(file)
    return kept


@functools.cache
def tag_order(python: str) -> dict[Tag, int]:
    """The wheel tags pip takes for ``python`` on this platform, most preferred first."""
    version = tuple(int(part) for part in python.split(".")[:2])
    platforms = list(platform_tags())
    ordered = [*cpython_tags(version, platforms=platforms),
               *compatible_tags(version, f"cp{version[0]}{version[1]}", platforms)]  # fmt: skip
    return {tag: rank for rank, tag in reversed(list(enumerate(ordered)))}


def preferred_wheels(files: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Of one release's files, the wheel pip takes for each promised Python on this platform
    (by the order of its tags), each once."""
    wheels = [file for file in files if file["filename"].endswith(".whl")]
    chosen: list[dict[str, Any]] = []
    for python in PROMISED:
        order = tag_order(python)
        worst = len(order)

        def rank(file: dict[str, Any], order: dict[Tag, int] = order, worst: int = worst) -> int:
            return min(order.get(tag, worst) for tag in parse_wheel_filename(file["filename"])[3])

        best = min(wheels, key=rank, default=None)
        if best is not None and rank(best) < worst and best not in chosen:
            chosen.append(best)
    return [file for file in chosen if "sha256" in (file.get("hashes") or {})]


def fetched(file: dict[str, Any], folder: Path) -> Path:
    """A local copy of ``file`` in ``folder``, checked against the index's sha256."""
    digest = file["hashes"]["sha256"]
    kept = folder / str(file["filename"])
    if kept.exists() and hashlib.sha256(kept.read_bytes()).hexdigest() == digest:
        return kept
    part = folder / f".{file['filename']}.{os.getpid()}.part"
    with urllib.request.urlopen(str(file["url"]), timeout=300) as response:
        part.write_bytes(response.read())
    got = hashlib.sha256(part.read_bytes()).hexdigest()
    if got != digest:
        part.unlink()
        raise AssertionError(f"{file['url']}: sha256 {got}, but the index says {digest}")
    part.replace(kept)
    return kept


def anchor(file: dict[str, Any], local: Path | None = None) -> str:
    """One file as a PEP 503 link, with the marks pip reads: Requires-Python and yanked;
    ``local``: the file's copy on this machine, linked in place of its URL."""
    url = local.as_uri() if local else str(file["url"]).split("#")[0]
    hashes = file.get("hashes") or {}
    if "sha256" in hashes:
        url += f"#sha256={hashes['sha256']}"
    marks = ""
    if file.get("requires-python"):
        marks += f' data-requires-python="{html.escape(str(file["requires-python"]))}"'
    yanked = file.get("yanked")
    if yanked:
        reason = yanked if isinstance(yanked, str) else ""
        marks += f' data-yanked="{html.escape(reason)}"'
    return f'<a href="{html.escape(url)}"{marks}>{html.escape(str(file["filename"]))}</a>'


def pinned_index(index: str, pinned: dict[str, str], folder: Path, wheels: Path) -> list[str]:
    """A local copy of ``index`` that lists only the pinned releases; pip's options to read it
    in place of ``index`` (its other configured indexes and links still count). ``[]`` (read
    ``index`` itself) when the index is not on the web or does not answer PEP 691 JSON. The
    wheel pip takes for each Python here is linked from ``wheels``, fetched there once (other
    files, and those pip takes from its sources on this machine, keep their URLs); files no
    pin lists any more are removed from ``wheels``."""
    if not index.startswith(("https://", "http://")):
        return []

    def page(name: str) -> dict[str, Any] | None:
        request = urllib.request.Request(
            f"{index.rstrip('/')}/{name}/",
            headers={"Accept": "application/vnd.pypi.simple.v1+json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                if "json" not in response.headers.get("Content-Type", ""):
                    return None
                found: dict[str, Any] = json.load(response)
                return found
        except urllib.error.HTTPError as error:
            if error.code == 404:  # not on this index: pip looks in its other ones
                return {"files": []}
            raise

    with ThreadPoolExecutor(max_workers=8) as pool:
        pages = dict(zip(pinned, pool.map(page, pinned), strict=True))
    if any(found is None for found in pages.values()):
        return []
    releases = {name: release_files(found, pinned[name]) for name, found in pages.items()}
    held = on_this_machine(list(releases))
    wanted = [file for files in releases.values() for file in preferred_wheels(files)
              if file["filename"] not in held]  # fmt: skip
    wheels.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(max_workers=8) as pool:
        copies = pool.map(lambda file: fetched(file, wheels), wanted)
        local = dict(zip([file["filename"] for file in wanted], copies, strict=True))
    for stale in wheels.iterdir():
        if stale.name not in local:
            stale.unlink()
    for name, files in releases.items():
        links = "\n".join(anchor(file, local.get(file["filename"])) for file in files)
        (folder / name).mkdir(parents=True)
        (folder / name / "index.html").write_text(
            f"<!DOCTYPE html><html><body>\n{links}\n</body></html>\n", encoding="utf-8"
        )
    return ["--index-url", folder.as_uri()]


def marker_environment(python: str) -> dict[str, str]:
    major, minor, _ = python.split(".")
    return {**default_environment(), "python_version": f"{major}.{minor}",
            "python_full_version": python, "implementation_version": python}  # fmt: skip


def needed_but_unresolved(python: str, requested: list[str], resolved: dict[str, dict[str, object]]
                          ) -> list[str]:  # fmt: skip
    """Walk the dependencies from the top-level requirements with markers evaluated for
    ``python``; say each one that the resolution left out or resolved outside its range."""
    environment = marker_environment(python)
    problems: list[str] = []
    queue = [(Requirement(text), "pyproject.toml") for text in requested]
    seen: set[tuple[str, frozenset[str]]] = set()
    while queue:
        requirement, wanted_by = queue.pop()
        name = canonicalize_name(requirement.name)
        plain = f"{requirement.name}{requirement.specifier}"
        if (name, frozenset(requirement.extras)) in seen:
            continue
        seen.add((name, frozenset(requirement.extras)))
        metadata = resolved.get(name)
        if metadata is None:
            problems.append(f"{plain} (needed by {wanted_by} on Python {python}) "
                            "was not resolved")  # fmt: skip
            continue
        version = str(metadata["version"])
        if not requirement.specifier.contains(version, prereleases=True):
            problems.append(f"{wanted_by} needs {plain}, but {name}=={version} is pinned")
        extras = {"", *requirement.extras}
        for text in metadata.get("requires_dist") or []:  # type: ignore[attr-defined]
            child = Requirement(text)
            if child.marker is None or any(
                child.marker.evaluate({**environment, "extra": extra}) for extra in extras
            ):
                queue.append((child, f"{name}=={version}"))
    return problems


def test_every_pin_installs_on_each_python_the_readme_promises(tmp_path: Path) -> None:
    requested = top_level()
    pinned = pins()
    index = pinned_index(configured_index(), pinned, tmp_path / "simple", WHEELS)
    runs = {python: dry_run(python, requested, tmp_path, index) for python in PROMISED}
    problems: list[str] = []
    for python, run in runs.items():
        output, _ = run.communicate(timeout=600)
        if run.returncode != 0:
            errors = [line for line in output.splitlines() if any(
                word in line for word in ("ERROR", "requires", "conflict", "depends on",
                                          "constraint"))]  # fmt: skip
            problems.append(f"Python {python}: the pins do not resolve:\n  " + "\n  ".join(errors))
            continue
        problems += [f"Python {python}: {line.strip()}" for line in output.splitlines()
                     if "yanked" in line.lower()]  # fmt: skip
        report = json.loads((tmp_path / f"report-{python}.json").read_text(encoding="utf-8"))
        resolved = {canonicalize_name(item["metadata"]["name"]): item["metadata"]
                    for item in report["install"]}  # fmt: skip
        for name, metadata in sorted(resolved.items()):
            if pinned.get(name) != metadata["version"]:
                problems.append(f"Python {python}: {name}=={metadata['version']} is resolved but "
                                f"constraints.txt pins {pinned.get(name, 'nothing')}")  # fmt: skip
        problems += [f"Python {python}: {p}"
                     for p in needed_but_unresolved(python, requested, resolved)]  # fmt: skip
    assert problems == []


def test_the_readme_promises_the_pythons_the_pins_are_checked_for() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(Python 3.11, 3.12 or 3.13" in readme
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["requires-python"] == ">=3.11"
    assert [re.sub(r"\.0$", "", p) for p in PROMISED] == ["3.11", "3.12", "3.13"]


def test_the_walk_evaluates_markers_for_the_python_checked_not_the_one_running() -> None:
    """What pip leaves out: a dependency only a newer Python needs is reported missing."""
    resolved: dict[str, dict[str, object]] = {
        "app": {"version": "1.0", "requires_dist": [
            "new-only>=2; python_version >= '3.13'", "old-only; python_version < '3.12'",
            "tool[fast]==3.1"]},
        "tool": {"version": "3.1", "requires_dist": ["speedup==1.0; extra == 'fast'"]},
        "speedup": {"version": "0.9", "requires_dist": []},
    }  # fmt: skip
    assert needed_but_unresolved("3.13.0", ["app"], resolved) == [
        "tool==3.1 needs speedup==1.0, but speedup==0.9 is pinned",
        "new-only>=2 (needed by app==1.0 on Python 3.13.0) was not resolved",
    ]
    assert needed_but_unresolved("3.11.0", ["app"], resolved)[-1].startswith("old-only ")


def test_the_local_index_keeps_only_the_pinned_release_with_its_python_and_yanked_marks() -> None:
    """What the three pip runs read in place of the index: every file of the pinned release
    (1.0 is 1.0.0 too), with Requires-Python and a yanked release's reason; nothing else."""
    url = "https://files.example/{}"
    page = {"files": [
        {"filename": name, "url": url.format(name), "hashes": {"sha256": "ab12"}, **marks}
        for name, marks in [
            ("tool-1.0.0-py3-none-any.whl", {"requires-python": ">=3.11.5"}),
            ("tool-1.0.tar.gz", {"yanked": "broken on 3.11.2"}),
            ("tool-1.0-cp313-cp313-manylinux_2_17_x86_64.whl", {"yanked": True}),
            ("tool-1.0.1-py3-none-any.whl", {}), ("tool-10.0-py3-none-any.whl", {}),
            ("tool-1.0rc1-py3-none-any.whl", {}), ("tool-1.0.win32-py3.0.exe", {}),
        ]
    ]}  # fmt: skip
    kept = release_files(page, "1.0")
    assert [file["filename"] for file in kept] == [
        "tool-1.0.0-py3-none-any.whl", "tool-1.0.tar.gz",
        "tool-1.0-cp313-cp313-manylinux_2_17_x86_64.whl",
    ]  # fmt: skip
    assert [anchor(file) for file in kept] == [
        '<a href="https://files.example/tool-1.0.0-py3-none-any.whl#sha256=ab12" '
        'data-requires-python="&gt;=3.11.5">tool-1.0.0-py3-none-any.whl</a>',
        '<a href="https://files.example/tool-1.0.tar.gz#sha256=ab12" '
        'data-yanked="broken on 3.11.2">tool-1.0.tar.gz</a>',
        '<a href="https://files.example/tool-1.0-cp313-cp313-manylinux_2_17_x86_64.whl'
        '#sha256=ab12" data-yanked="">tool-1.0-cp313-cp313-manylinux_2_17_x86_64.whl</a>',
    ]


def test_a_wheel_is_fetched_once_and_only_with_the_indexs_sha256(tmp_path: Path) -> None:
    source = tmp_path / "tool-1.0-py3-none-any.whl"
    source.write_bytes(b"wheel bytes")
    digest = hashlib.sha256(b"wheel bytes").hexdigest()
    file = {"filename": source.name, "url": source.as_uri(), "hashes": {"sha256": digest}}
    kept = tmp_path / "kept"
    kept.mkdir()
    copy = fetched(file, kept)
    assert copy == kept / source.name and copy.read_bytes() == b"wheel bytes"
    assert anchor(file, copy) == f'<a href="{copy.as_uri()}#sha256={digest}">{source.name}</a>'
    source.write_bytes(b"changed on the index")  # the kept copy is used, not fetched again
    assert fetched(file, kept).read_bytes() == b"wheel bytes"
    copy.unlink()
    with pytest.raises(AssertionError, match="sha256"):
        fetched(file, kept)
    assert list(kept.iterdir()) == []


def test_the_wheel_fetched_for_each_python_is_the_one_pip_takes_here() -> None:
    """One wheel a Python, the one whose tags pip prefers on this platform (glibc 2.36 here
    and on Debian 12: manylinux_2_28 before manylinux_2_17); a pure wheel once for all three."""
    pythons = ("cp311", "cp312", "cp313")
    names = ["tool-1.0-cp310-cp310-manylinux_2_28_x86_64.whl",
             *(f"tool-1.0-{py}-{py}-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
               for py in pythons),
             *(f"tool-1.0-{py}-{py}-manylinux_2_28_x86_64.whl" for py in pythons),
             "tool-1.0-cp312-cp312-musllinux_1_2_x86_64.whl", "tool-1.0-cp312-cp312-win_amd64.whl",
             "tool-1.0.tar.gz"]  # fmt: skip
    files = [{"filename": name, "hashes": {"sha256": "ab12"}} for name in names]
    assert [file["filename"] for file in preferred_wheels(files)] == [
        f"tool-1.0-{py}-{py}-manylinux_2_28_x86_64.whl" for py in pythons
    ]
    pure = [{"filename": "tool-1.0-py3-none-any.whl", "hashes": {"sha256": "ab12"}},
            {"filename": "tool-1.0-cp38-abi3-macosx_11_0_arm64.whl", "hashes": {}}]  # fmt: skip
    assert preferred_wheels(pure) == pure[:1]
