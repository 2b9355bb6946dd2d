"""Files only their owner can read: the progress file, backups and the server's secrets.

A learner's answers, the teacher code and the key that signs cookies are nobody else's
business on a shared computer, whatever the umask (most computers make new files readable
by everyone). Folders the course creates are 0700 and its files 0600 (POSIX; Windows keeps
its own access rules, and a mode there is only the read-only bit). A folder that already
existed is the operator's choice and is left as it was, except a course data folder left
open by an older version (:func:`private_folder` with ``tighten``).

>>> import tempfile
>>> folder = private_folder(Path(tempfile.mkdtemp()) / "data")
>>> private_write(folder / "secret", b"x")
>>> oct(folder.stat().st_mode & 0o777), oct((folder / "secret").stat().st_mode & 0o777)
('0o700', '0o600')
"""

from __future__ import annotations

__all__ = ["PRIVATE_FILE", "PRIVATE_FOLDER", "private_file", "private_folder", "private_write"]

import contextlib
import logging
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)

PRIVATE_FILE = 0o600
"""Read and write for the owner, nothing for anyone else."""
PRIVATE_FOLDER = 0o700
"""Open for the owner, closed to everyone else."""


def private_folder(folder: Path, *, tighten: bool = False) -> Path:
    """``folder``, made (with missing parents, as the XDG base directory rules ask) open to
    its owner only. An existing folder is left as it is unless ``tighten``: then, if this
    user owns it and it is not a shared folder (sticky, like /tmp), others lose access."""
    folder = Path(folder)
    missing = []
    for parent in (folder, *folder.parents):
        if parent.exists():
            break
        missing.append(parent)
    for new in reversed(missing):
        with contextlib.suppress(FileExistsError):  # another process made it just now
            new.mkdir(mode=PRIVATE_FOLDER)
            os.chmod(new, PRIVATE_FOLDER)  # mkdir's mode is reduced by the umask; 0700 is meant
    if tighten and not missing:
        _tighten(folder)
    return folder


def _tighten(folder: Path) -> None:
    if os.name != "posix":
        return
    info = folder.stat()
    if info.st_uid != os.geteuid() or info.st_mode & stat.S_ISVTX:
        return
    if stat.S_IMODE(info.st_mode) & 0o077:
        os.chmod(folder, stat.S_IMODE(info.st_mode) & ~0o077)


def private_file(path: Path) -> Path:
    """``path`` as a file only its owner may read: made empty (0600) if missing, its mode
    narrowed to 0600 if it exists (a file left readable by an older version)."""
    path = Path(path)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    except FileExistsError:
        if stat.S_IMODE(path.stat().st_mode) != PRIVATE_FILE:
            try:
                os.chmod(path, PRIVATE_FILE)
            except PermissionError:  # another user's file: theirs to narrow; it still opens
                log.warning("%s is readable by others and not ours to change", path)
    else:
        os.close(descriptor)
        os.chmod(path, PRIVATE_FILE)  # whatever the umask took away from the owner
    return path


def private_write(path: Path, data: bytes) -> None:
    """Write ``data`` to a file only its owner can read (made 0600, or narrowed to it)."""
    private_file(path)
    with open(path, "wb") as out:
        out.write(data)
