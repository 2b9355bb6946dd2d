"""What keeps a classroom server trustworthy: the teacher code, the server's signing key and
a brake on guessing.

- The teacher code is four words from the EFF short word list (1,295 words: about 41 bits),
  e.g. ``maple-otter-crust-pilot``: easy to read out and type, impossible to guess through
  :class:`GuessBrake`. It is kept in the data folder (``teacher-code.txt``), so it stays
  the same across restarts. A teacher may choose their own (``--teacher-code`` or
  ``EUCHRE_TEACH_TEACHER_CODE``), of at least :data:`MIN_CODE_LENGTH` characters.
- The signing key (``secret.key``, 32 random bytes) signs the cookies that say who a
  learner is and that a browser has given the teacher code: a cookie cannot be made up or
  copied from a URL.
- :class:`GuessBrake` counts wrong guesses per client: after :data:`FREE_GUESSES`, each
  further guess must wait twice as long as the last (1 s, 2 s, 4 s ... up to 15 minutes).

>>> normalise_code("  Maple Otter-CRUST_pilot ")
'maple-otter-crust-pilot'
>>> brake = GuessBrake()
>>> [brake.wait("10.0.0.7", now=0.0) for _ in range(2)]
[0.0, 0.0]
"""

from __future__ import annotations

__all__ = [
    "CODE_FILE",
    "CODE_WORDS",
    "FREE_GUESSES",
    "MIN_CODE_LENGTH",
    "SECRET_FILE",
    "GuessBrake",
    "choose_teacher_code",
    "new_teacher_code",
    "normalise_code",
    "signing_key",
    "words",
]

import dataclasses
import functools
import re
import secrets
from pathlib import Path

from euchre_teach.store.files import private_file, private_folder, private_write

CODE_FILE = "teacher-code.txt"
SECRET_FILE = "secret.key"
CODE_WORDS = 4
MIN_CODE_LENGTH = 6
"""A teacher's own code must have this many characters: with the brake on guessing, six
digits would take years to find (the brake allows about 100 guesses a day from a client)."""
FREE_GUESSES = 5
"""Wrong guesses allowed from one client before each further guess must wait."""
MAX_WAIT_SECONDS = 15 * 60.0

_WORDS_FILE = Path(__file__).resolve().parent / "data" / "words.txt"


@functools.cache
def words() -> tuple[str, ...]:
    """The word list of teacher codes (lower-case letters only)."""
    lines = _WORDS_FILE.read_text(encoding="utf-8").split()
    return tuple(sorted({w for w in lines if re.fullmatch(r"[a-z]+", w)}))


def new_teacher_code() -> str:
    """Four random words joined by hyphens, from :func:`words`."""
    return "-".join(secrets.choice(words()) for _ in range(CODE_WORDS))


def normalise_code(text: str) -> str:
    """A code as typed, compared without case and with any spaces or marks between words."""
    return "-".join(re.findall(r"[^\W_]+", text.casefold()))


def choose_teacher_code(data_dir: Path, given: str | None = None) -> str:
    """The teacher code: ``given`` if any (checked, then kept), else the one kept in the data
    folder, else a new one (kept). A ValueError says why a given code is refused."""
    path = data_dir / CODE_FILE
    if given is not None:
        code = given.strip()
        if len(normalise_code(code)) < MIN_CODE_LENGTH:
            raise ValueError(
                f"the teacher code {code!r} is too short: use at least {MIN_CODE_LENGTH} "
                "letters or digits, or leave it out for a code of four random words"
            )
        return code
    if path.is_file():
        private_file(path)  # a secret: narrowed to 0600 if an older version left it open
        kept = path.read_text(encoding="utf-8").strip()
        if len(normalise_code(kept)) >= MIN_CODE_LENGTH:
            return kept
    code = new_teacher_code()
    private_folder(data_dir)
    private_write(path, (code + "\n").encode())
    return code


def signing_key(data_dir: Path) -> bytes:
    """The server's cookie-signing key, made once and kept in the data folder."""
    path = data_dir / SECRET_FILE
    if path.is_file():
        private_folder(data_dir, tighten=True)  # a data folder an older version left open
        private_file(path)
        key = path.read_bytes()
        if len(key) >= 32:
            return key
    key = secrets.token_bytes(32)
    private_folder(data_dir)
    private_write(path, key)
    return key


@dataclasses.dataclass
class _Record:
    wrong: int = 0
    blocked_until: float = 0.0


class GuessBrake:
    """Wrong guesses of a secret (the teacher code, a resume code) counted per client.

    ``wait(client, now)`` is how many seconds that client must still wait before a guess is
    even looked at; ``wrong(client, now)`` counts a wrong guess and returns the wait it
    earns; ``right(client)`` forgets the client's wrong guesses.

    >>> brake = GuessBrake()
    >>> [brake.wrong("pc-4", now=100.0) for _ in range(7)]
    [0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 2.0]
    >>> brake.wait("pc-4", now=101.5), brake.wait("pc-4", now=102.0), brake.wait("pc-9", now=101.5)
    (0.5, 0.0, 0.0)
    """

    def __init__(self, free: int = FREE_GUESSES, longest: float = MAX_WAIT_SECONDS) -> None:
        self.free = free
        self.longest = longest
        self._clients: dict[str, _Record] = {}

    def wait(self, client: str, now: float) -> float:
        """Seconds before this client's next guess will be looked at (0: now)."""
        record = self._clients.get(client)
        return max(0.0, record.blocked_until - now) if record else 0.0

    def wrong(self, client: str, now: float) -> float:
        """Count a wrong guess; return how long the client must now wait."""
        record = self._clients.setdefault(client, _Record())
        record.wrong += 1
        over = record.wrong - self.free
        delay = 0.0 if over <= 0 else min(self.longest, 2.0 ** (over - 1))
        record.blocked_until = now + delay
        if len(self._clients) > 10_000:  # a flood of made-up clients: keep the blocked ones
            self._clients = {k: r for k, r in self._clients.items() if r.blocked_until > now}
        return delay

    def right(self, client: str) -> None:
        """A right guess: this client starts afresh."""
        self._clients.pop(client, None)
