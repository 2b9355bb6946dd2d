"""`euchre-teach serve`: the Voila command line it builds, and where it finds the course."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from euchre_teach import cli
from euchre_teach.store import classroom
from euchre_teach.store.progress import ProgressStore

LESSONS = Path("/srv/course/lessons")


def build(
    *, port: int = cli.DEFAULT_PORT, classroom: bool = False, data_dir: Path | None = None
) -> tuple[list[str], dict[str, str]]:
    return cli.voila_command(
        LESSONS,
        port=port,
        classroom=classroom,
        data_dir=data_dir,
        python="/venv/bin/python",
        environ={"PATH": "/bin"},
    )


def test_runs_the_course_server_from_the_same_python_on_the_lessons_folder() -> None:
    argv, _ = build()
    assert argv[:4] == ["/venv/bin/python", "-m", "webapp", str(LESSONS)]
    assert "--no-browser" in argv


def test_default_port_is_8866() -> None:
    argv, _ = build()
    assert "--port=8866" in argv


def test_port_is_passed_through() -> None:
    argv, _ = build(port=9123)
    assert "--port=9123" in argv
    assert "--port=8866" not in argv


def test_binds_to_this_computer_only_by_default() -> None:
    argv, _ = build()
    assert "--Voila.ip=127.0.0.1" in argv
    assert not any("0.0.0.0" in arg for arg in argv)


def test_classroom_mode_listens_on_every_interface() -> None:
    argv, _ = build(classroom=True)
    assert "--Voila.ip=0.0.0.0" in argv
    assert "--Voila.ip=127.0.0.1" not in argv


def test_kernels_are_preheated_and_idle_ones_culled() -> None:
    argv, _ = build()
    assert "--preheat_kernel=True" in argv
    assert any(arg.startswith("--MappingKernelManager.cull_idle_timeout=") for arg in argv)


def test_data_dir_reaches_the_kernels_through_the_environment(tmp_path: Path) -> None:
    argv, env = build(data_dir=tmp_path / "progress")
    assert env[cli.DATA_DIR_ENV] == str((tmp_path / "progress").resolve())
    assert env["PATH"] == "/bin"
    assert not any("progress" in arg for arg in argv)


def test_without_data_dir_the_environment_is_left_alone() -> None:
    _, env = build()
    assert env == {"PATH": "/bin"}


def test_a_source_checkout_serves_its_own_lessons_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "euchre_teach"
    package.mkdir()
    (tmp_path / "pyproject.toml").touch()
    (tmp_path / "lessons").mkdir()
    monkeypatch.setattr(cli, "_PACKAGE_DIR", package)
    assert cli.find_lessons() == tmp_path / "lessons"


def test_an_installed_package_serves_its_packaged_course(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "euchre_teach"
    package.mkdir(parents=True)
    monkeypatch.setattr(cli, "_PACKAGE_DIR", package)
    assert cli.find_lessons() == package / "_course" / "lessons"


def test_serve_execs_voila_with_the_options_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[list[str], dict[str, str]]] = []

    def fake_exec(argv: list[str], env: dict[str, str]) -> int:
        calls.append((list(argv), dict(env)))
        return 0

    monkeypatch.setattr(cli, "_exec", fake_exec)
    monkeypatch.chdir(tmp_path)  # the relative data folder (and its teacher code) lands here
    status = cli.main(
        ["serve", "--port", "9001", "--classroom", "--lessons", str(tmp_path), "--data-dir", "d"]
    )
    assert status == 0
    [(argv, env)] = calls
    assert argv[3] == str(tmp_path)
    assert "--port=9001" in argv and "--Voila.ip=0.0.0.0" in argv
    assert env[cli.DATA_DIR_ENV] == str(Path("d").resolve())


def test_serve_refuses_a_missing_lessons_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["serve", "--lessons", str(tmp_path / "nowhere")]) == 2
    assert "no lessons found" in capsys.readouterr().err


@pytest.mark.parametrize("port", ["0", "70000", "http"])
def test_serve_rejects_a_bad_port(port: str) -> None:
    with pytest.raises(SystemExit):
        cli.main(["serve", "--port", port])


def test_live_kernels_are_capped_by_default_and_the_cap_passed_through() -> None:
    argv, _ = build()
    assert f"--EuchreVoila.max_kernels={cli.DEFAULT_MAX_KERNELS}" in argv
    argv, _ = cli.voila_command(LESSONS, max_kernels=3, python="p", environ={})
    assert "--EuchreVoila.max_kernels=3" in argv


def test_the_teacher_code_goes_through_the_environment_not_the_command_line() -> None:
    argv, env = cli.voila_command(LESSONS, teacher_code="271828", python="p", environ={})
    assert env[cli.TEACHER_CODE_ENV] == "271828"
    assert not any("271828" in arg for arg in argv)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def no_exec(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, str]]:
    """`serve` stops short of starting Voila: each call's environment is recorded."""
    calls: list[dict[str, str]] = []
    monkeypatch.setattr(cli, "_exec", lambda argv, env: calls.append(dict(env)) or 0)
    monkeypatch.delenv(cli.TEACHER_CODE_ENV, raising=False)
    return calls


def test_serve_prints_the_address_and_a_four_word_teacher_code_kept_across_restarts(
    tmp_path: Path, no_exec: list[dict[str, str]], monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.setattr(cli, "lan_address", lambda: "192.168.1.20")
    port = str(_free_port())
    options = ["serve", "--classroom", "--lessons", str(tmp_path), "--port", port,
               "--data-dir", str(tmp_path / "data")]  # fmt: skip
    assert cli.main(options) == 0
    err = capsys.readouterr().err
    code = no_exec[0][cli.TEACHER_CODE_ENV]
    assert len(code.split("-")) == 4 and all(w in classroom.words() for w in code.split("-"))
    assert f"http://192.168.1.20:{port}/" in err and f"teacher code {code}" in err
    assert (tmp_path / "data" / classroom.CODE_FILE).read_text().strip() == code
    assert cli.main(options) == 0  # a restart: the same code
    assert no_exec[1][cli.TEACHER_CODE_ENV] == code


def test_a_teacher_may_choose_a_code_of_six_characters_or_more(
    tmp_path: Path, no_exec: list[dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["serve", "--lessons", str(tmp_path), "--port", str(_free_port()),
            "--data-dir", str(tmp_path / "data")]  # fmt: skip
    assert cli.main([*base, "--teacher-code", "12345"]) == 2
    assert "too short" in capsys.readouterr().err and not no_exec
    assert cli.main([*base, "--teacher-code", "Tuesday club"]) == 0
    assert no_exec[0][cli.TEACHER_CODE_ENV] == "Tuesday club"


def test_without_classroom_the_printed_address_is_this_computer_only(
    tmp_path: Path, no_exec: list[dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    port = _free_port()
    assert cli.main(["serve", "--lessons", str(tmp_path), "--port", str(port),
                     "--data-dir", str(tmp_path / "data")]) == 0  # fmt: skip
    assert f"http://127.0.0.1:{port}/" in capsys.readouterr().err


def test_serve_fails_with_one_line_naming_the_port_when_it_is_taken(
    tmp_path: Path, no_exec: list[dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = cli.main(["serve", "--lessons", str(tmp_path), "--port", str(port),
                           "--data-dir", str(tmp_path / "data")])  # fmt: skip
    err = capsys.readouterr().err
    assert status == 2 and not no_exec
    assert err.count("\n") == 1 and f"port {port} is already in use" in err
    assert "course is at" not in err


def test_serve_fails_with_one_line_when_the_data_dir_cannot_be_written(
    tmp_path: Path, no_exec: list[dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    status = cli.main(["serve", "--lessons", str(tmp_path), "--port", str(_free_port()),
                       "--data-dir", str(blocker / "data")])  # fmt: skip
    err = capsys.readouterr().err
    assert status == 2 and not no_exec
    assert err.count("\n") == 1 and "cannot keep progress in" in err and "Traceback" not in err
    assert "teacher code" not in err


def test_voila_never_moves_to_another_port_than_the_one_announced() -> None:
    argv, _ = build(port=9123)
    assert "--Voila.port_retries=0" in argv and "--port=9123" in argv


def test_backup_writes_one_consistent_file_while_the_store_is_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    live = ProgressStore(data / cli.STORE_FILE)  # the server's connection stays open
    ada = live.new_learner("Ada")
    live.record_answer(ada.id, lesson=1, item="L1/1", correct=True, answer="24")
    target = tmp_path / "copies" / "tuesday.sqlite3"
    assert cli.main(["backup", str(target), "--data-dir", str(data)]) == 0
    assert "backed up to" in capsys.readouterr().err
    assert not Path(str(target) + "-wal").exists()
    copy = ProgressStore(target)
    assert [who.name for who in copy.learners()] == ["Ada"]
    assert copy.answers(ada.id)[0].item == "L1/1"
    live.close()


def test_backup_without_a_progress_file_says_where_it_looked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["backup", str(tmp_path / "b.sqlite3"), "--data-dir", str(tmp_path)]) == 2
    assert "no progress file at" in capsys.readouterr().err


def test_the_network_address_is_an_ipv4_address() -> None:
    parts = cli.lan_address().split(".")
    assert len(parts) == 4 and all(part.isdigit() for part in parts)


@pytest.mark.parametrize("count", ["0", "-2", "many"])
def test_serve_rejects_a_bad_kernel_cap(count: str) -> None:
    with pytest.raises(SystemExit):
        cli.main(["serve", "--max-kernels", count])


def test_plain_pip_install_brings_everything_serve_needs() -> None:
    # `pip install .` then `euchre-teach serve` on a classroom laptop: Voila needs a Python
    # kernel (ipykernel) to run a lesson, and the wheel must carry the course and the app.
    import tomllib

    root = Path(__file__).resolve().parent.parent
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    runtime = {dep.split("==")[0] for dep in project["project"]["dependencies"]}
    needed = {"voila", "ipywidgets", "anywidget", "ipykernel", "fsrs", "platformdirs", "websockets"}
    assert needed <= runtime
    wheel = project["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert {"euchre_teach", "widgets", "webapp", "lessons"} <= set(wheel["only-include"])


def test_classroom_without_a_certificate_says_once_that_traffic_is_not_encrypted(
    tmp_path: Path, no_exec: list[dict[str, str]], monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.setattr(cli, "lan_address", lambda: "192.168.1.20")
    base = ["serve", "--classroom", "--lessons", str(tmp_path), "--port", str(_free_port()),
            "--data-dir", str(tmp_path / "data")]  # fmt: skip
    assert cli.main(base) == 0
    err = capsys.readouterr().err
    assert err.count("not encrypted") == 1 and "--certfile" in err


def test_the_one_address_voila_prints_is_the_one_learners_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Voila printed a second address, http://HOSTNAME:PORT/, that learners cannot use."""
    calls: list[list[str]] = []
    monkeypatch.setattr(cli, "_exec", lambda argv, env: calls.append(list(argv)) or 0)
    monkeypatch.setattr(cli, "lan_address", lambda: "192.168.1.20")
    port = _free_port()
    assert cli.main(["serve", "--classroom", "--lessons", str(tmp_path), "--port", str(port),
                     "--data-dir", str(tmp_path / "data")]) == 0  # fmt: skip
    assert f"--Voila.custom_display_url=http://192.168.1.20:{port}/" in calls[0]


def test_a_key_without_its_certificate_or_an_unreadable_certificate_is_one_line(
    tmp_path: Path, no_exec: list[dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["serve", "--lessons", str(tmp_path), "--port", str(_free_port()),
            "--data-dir", str(tmp_path / "data")]  # fmt: skip
    (tmp_path / "notes.txt").write_text("not a certificate")
    assert cli.main([*base, "--keyfile", str(tmp_path / "notes.txt")]) == 2
    assert "--keyfile needs --certfile" in capsys.readouterr().err
    assert cli.main([*base, "--certfile", str(tmp_path / "notes.txt")]) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path / 'notes.txt'} is not a PEM certificate and its private key" in err
    assert err.count("\n") == 1 and not no_exec
    assert cli.main([*base, "--certfile", str(tmp_path)]) == 2
    assert f"cannot read the certificate file {tmp_path}" in capsys.readouterr().err


def test_the_lesson_pages_of_one_address_can_be_raised_for_a_class_behind_one_router(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[list[str]] = []
    monkeypatch.setattr(cli, "_exec", lambda argv, env: calls.append(list(argv)) or 0)
    base = ["serve", "--lessons", str(tmp_path), "--port", str(_free_port()),
            "--data-dir", str(tmp_path / "data")]  # fmt: skip
    assert cli.main(base) == 0 and not any("pages_per_address" in a for a in calls[0])
    assert cli.main([*base, "--pages-per-address", "30"]) == 0
    assert "--EuchreVoila.pages_per_address=30" in calls[1]
    with pytest.raises(SystemExit):
        cli.main([*base, "--pages-per-address", "-1"])
