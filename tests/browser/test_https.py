"""`euchre-teach serve --certfile/--keyfile`: the course over HTTPS on a school network
(issue 24, item 7), with a self-signed certificate made here and real HTTPS requests.

Also: the one address Voila prints is one learners can use (issue 24, item 8), not
``http://HOSTNAME:PORT/``.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import socket
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from euchre_teach.cli import TEACHER_CODE_ENV
from tests.browser.conftest import STARTUP_SECONDS, TEACHER_CODE, _free_port
from tests.browser.test_smoke import write_notebook
from tests.helpers import stop_server


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1, signed by its own key (as `openssl req -x509` makes)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "euchre-teach test")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name)
        .public_key(key.public_key()).serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName(
            [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
        .sign(key, hashes.SHA256())
    )  # fmt: skip
    certfile, keyfile = folder / "course.crt", folder / "course.key"
    certfile.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    keyfile.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))  # fmt: skip
    return certfile, keyfile


class Started:
    def __init__(self, proc: subprocess.Popen[bytes], log: Path, port: int, cert: Path) -> None:
        self.proc, self.log, self.port, self.cert = proc, log, port, cert
        self.trusting = ssl.create_default_context(cafile=str(cert))

    def get(self, path: str) -> tuple[int, str]:
        url = f"https://127.0.0.1:{self.port}{path}"
        try:
            with urllib.request.urlopen(url, timeout=30, context=self.trusting) as reply:
                return int(reply.status), reply.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()


def start(folder: Path, work: Path, *options: str) -> tuple[subprocess.Popen[bytes], Path, int]:
    port = _free_port()
    log = work / f"serve-{port}.log"
    command = [sys.executable, "-m", "euchre_teach.cli", "serve", "--port", str(port),
               "--lessons", str(folder), "--data-dir", str(work / "data"), *options]  # fmt: skip
    with log.open("wb") as out:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT,
                                env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1",
                                     TEACHER_CODE_ENV: TEACHER_CODE})  # fmt: skip
    return proc, log, port


@pytest.fixture(scope="module")
def https_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Started]:
    folder = tmp_path_factory.mktemp("https-notebooks")
    write_notebook(folder, "01_the_deck.ipynb", "1 + 1")
    work = tmp_path_factory.mktemp("https-server")
    certfile, keyfile = self_signed(work)
    proc, log, port = start(folder, work, "--certfile", str(certfile), "--keyfile", str(keyfile))
    started = Started(proc, log, port, certfile)
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            if proc.poll() is not None:
                pytest.fail(f"serve exited with {proc.returncode}:\n{log.read_text()}")
            try:
                if started.get("/")[0] == 200:
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError, ssl.SSLError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"no HTTPS answer within {STARTUP_SECONDS} s:\n{log.read_text()}")
            time.sleep(0.3)
        yield started
    finally:
        stop_server(proc)


def test_serve_with_a_certificate_answers_over_https(https_server: Started) -> None:
    status, html = https_server.get("/")
    assert status == 200 and "Learn Euchre" in html
    status, html = https_server.get("/teacher")  # the form for the teacher code
    assert status == 401 and "teacher code" in html.lower()
    said = https_server.log.read_text()
    assert f"https://127.0.0.1:{https_server.port}/" in said
    assert "not encrypted" not in said and "http://" not in said.replace("https://", "")


def test_plain_http_to_an_https_server_gets_no_course_page(https_server: Started) -> None:
    with socket.create_connection(("127.0.0.1", https_server.port), timeout=10) as plain:
        plain.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try:
            answer = plain.recv(4096)
        except ConnectionError:
            answer = b""
    assert b"Learn Euchre" not in answer


def test_the_teachers_cookie_is_sent_over_https_only(https_server: Started) -> None:
    """The signed-in teacher's cookie carries the Secure flag: a browser never sends it
    over plain HTTP."""
    import http.cookiejar

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(
        urllib.request.HTTPSHandler(context=https_server.trusting),
        urllib.request.HTTPCookieProcessor(jar),
    )
    base = f"https://127.0.0.1:{https_server.port}"
    with pytest.raises(urllib.error.HTTPError):  # 401: the form for the code
        opener.open(base + "/teacher", timeout=30)
    xsrf = next(c.value for c in jar if c.name == "_xsrf") or ""
    data = f"_xsrf={xsrf}&code={TEACHER_CODE}".encode()
    opener.open(urllib.request.Request(base + "/teacher", data=data), timeout=30).read()
    names = {c.name: c.secure for c in jar}
    assert names and all(names.values()), names


def test_a_missing_certificate_is_one_clear_line_and_no_server(tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    proc, log, _ = start(folder, tmp_path, "--certfile", str(tmp_path / "nope.crt"),
                         "--keyfile", str(tmp_path / "nope.key"))  # fmt: skip
    assert proc.wait(timeout=60) == 2
    said = log.read_text()
    assert f"cannot read the certificate file {tmp_path / 'nope.crt'}" in said, said
    assert "Traceback" not in said
