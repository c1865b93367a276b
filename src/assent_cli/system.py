"""Run the whole system locally as separate processes: Redis and PostgreSQL (found or started), the
demo model, the demo MCP servers, and the four services. Used by ``assent up`` (``make up``), the
end-to-end tests and the benchmarks: this module is the one place that starts, waits for, replicates,
kills and stops service processes (``redis_server`` does the same for Redis)."""

import json
import os
import secrets
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import httpx

from assent_cli import postgres_server
from assent_cli.database_setup import seed_database
from assent_cli.oidc_provider import local_oidc_provider
from assent_cli.redis_server import configured_url, free_port, local_redis
from assent_database.cipher import generate_key

SERVICES = ("discovery", "executor", "orchestrator", "gateway")
WORKERS = ("orchestrator", "discovery", "executor")
"""The services that consume streams and may run as several replicas."""


@dataclass(frozen=True)
class Ports:
    gateway: int = 8000
    model: int = 8100
    github: int = 8101
    slack: int = 8102
    oidc: int = 0
    """The dev OpenID provider's port; 0 picks a free one (``make up`` uses 8103)."""

    @classmethod
    def free(cls) -> "Ports":
        """Free local ports for the gateway and the demo servers (tests and benchmarks)."""
        return cls(gateway=free_port(), model=free_port(), github=free_port(), slack=free_port())


@dataclass
class System:
    """A running system: where to reach it and its processes, by name."""

    base_url: str
    redis_url: str
    directory_path: Path
    ports: Ports
    database_url: str = ""
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    log_dir: Path | None = None
    env: dict[str, str] = field(default_factory=dict)
    log_files: list[IO[bytes]] = field(default_factory=list)
    oidc_issuer: str | None = None
    """The dev OpenID provider started with the system (None when an issuer was configured)."""

    def start(self, name: str, argv: list[str], extra_env: dict[str, str] | None = None) -> None:
        """Start (or restart) one named process with the system's environment."""
        env = {**self.env, **(extra_env or {})}
        out: IO[bytes] | None = None
        if self.log_dir is not None:
            out = open(self.log_dir / f"{name}.log", "ab")  # noqa: SIM115 - closed by close_logs()
            self.log_files.append(out)
        self.processes[name] = subprocess.Popen(
            argv, env=env, stdout=out, stderr=subprocess.STDOUT if out else None, start_new_session=True
        )

    def kill(self, name: str, sig: int = signal.SIGKILL) -> None:
        """Send ``sig`` (``kill -9`` by default) to the named process and wait for it to exit."""
        process = self.processes.pop(name)
        process.send_signal(sig)
        process.wait(timeout=10)

    def names(self, service: str) -> list[str]:
        """The running processes of ``service``: ``service`` itself and its replicas ``service-2``…"""
        return sorted(n for n in self.processes if n == service or n.startswith(f"{service}-"))

    def start_replica(self, service: str) -> str:
        """Start one more process of ``service`` (named ``service-2``, ``service-3``…); returns its name."""
        name = next(f"{service}-{i}" for i in range(2, 100) if f"{service}-{i}" not in self.processes)
        self.start(name, service_commands(self.ports)[service])
        return name

    def restart(self, name: str) -> None:
        """``kill -9`` the named service process and start it again under the same name."""
        self.kill(name)
        self.start(name, service_commands(self.ports)[name.split("-")[0]])

    def process_of_consumer(self, consumer: str) -> str:
        """The process name behind a consumer name (``<service>-<host>-<pid>-<hex>``)."""
        pid = int(consumer.rsplit("-", 2)[-2])
        return next(name for name, p in self.processes.items() if p.pid == pid)

    def all_running(self) -> bool:
        return all(p.poll() is None for p in self.processes.values())

    def close_logs(self) -> None:
        for out in self.log_files:
            out.close()
        self.log_files.clear()

    def logs(self) -> str:
        if self.log_dir is None:
            return ""
        return "\n".join(
            f"--- {p.name}\n{p.read_text(errors='replace')[-4000:]}" for p in self.log_dir.glob("*.log")
        )


def demo_directory(base: Path, ports: Ports) -> dict[str, object]:
    """The directory at ``base`` with the demo servers' default URLs pointed at ``ports``."""
    data = json.loads(base.read_text())
    defaults = Ports()
    for provider in data["providers"]:
        if provider["base_url"] == f"http://127.0.0.1:{defaults.model}/v1":
            provider["base_url"] = f"http://127.0.0.1:{ports.model}/v1"
    for toolkit in data["toolkits"]:
        for default, port in ((defaults.github, ports.github), (defaults.slack, ports.slack)):
            if toolkit["mcp_url"] == f"http://127.0.0.1:{default}/mcp":
                toolkit["mcp_url"] = f"http://127.0.0.1:{port}/mcp"
    return data


def service_commands(ports: Ports) -> dict[str, list[str]]:
    python = sys.executable
    return {
        "demo-model": [python, "-m", "assent_demo.model", "--port", str(ports.model)],
        "demo-github": [python, "-m", "assent_demo.mcp", "github", "--port", str(ports.github)],
        "demo-slack": [python, "-m", "assent_demo.mcp", "slack", "--port", str(ports.slack)],
        **{name: [python, "-m", f"assent_{name}"] for name in SERVICES},
    }


def wait_ready(
    ready: Callable[[], bool], processes: dict[str, subprocess.Popen[bytes]], timeout: float, what: str
) -> None:
    """Poll ``ready`` until it holds; fail when one of ``processes`` exits first or ``timeout`` passes.
    ``ready`` may raise ``httpx.HTTPError`` (nobody listens yet); ``what`` names the wait."""
    deadline = time.monotonic() + timeout
    last = "no answer"
    while time.monotonic() < deadline:
        for name, process in processes.items():
            if process.poll() is not None:
                raise RuntimeError(f"{name} exited with code {process.returncode} while starting")
        try:
            if ready():
                return
            last = "not ready"
        except httpx.HTTPError as error:
            last = type(error).__name__
        time.sleep(0.2)
    raise RuntimeError(f"{what} within {timeout}s: {last}")


def wait_healthy(base_url: str, processes: dict[str, subprocess.Popen[bytes]], timeout: float) -> None:
    """Wait until the gateway answers ``/v1/healthz`` with 200."""
    wait_ready(
        lambda: httpx.get(f"{base_url}/v1/healthz", timeout=2).status_code == 200,
        processes,
        timeout,
        "the gateway did not become healthy",
    )


def stop_all(processes: dict[str, subprocess.Popen[bytes]]) -> None:
    for process in processes.values():
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + 10
    for process in processes.values():
        try:
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def running_system(
    ports: Ports,
    *,
    directory: Path,
    redis_url: str | None = None,
    database_url: str | None = None,
    secret_keys: str | None = None,
    log_dir: Path | None = None,
    extra_env: dict[str, str] | None = None,
    health_timeout: float = 60.0,
) -> Iterator[System]:
    """Start everything, wait until the gateway is healthy, yield; stop everything on exit. Without
    ``secret_keys`` (and no ``ASSENT_SECRET_KEYS``) the credentials are encrypted under a fresh key."""
    with ExitStack() as stack:
        url = redis_url or configured_url() or stack.enter_context(local_redis())
        db_url = (
            database_url
            or postgres_server.configured_url()
            or stack.enter_context(postgres_server.local_postgres())
        )
        keys = (
            secret_keys
            or (extra_env or {}).get("ASSENT_SECRET_KEYS")
            or os.environ.get("ASSENT_SECRET_KEYS")
            or generate_key()
        )
        workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="assent-")))
        directory_path = workdir / "directory.json"
        directory_path.write_text(json.dumps(demo_directory(directory, ports), indent=2))
        seed_database(db_url, keys, directory_path)
        env = {
            **os.environ,
            "REDIS_URL": url,
            "DATABASE_URL": db_url,
            "ASSENT_SECRET_KEYS": keys,
            "ASSENT_GATEWAY_PORT": str(ports.gateway),
            "PYTHONUNBUFFERED": "1",
            **(extra_env or {}),
        }
        system = System(
            base_url=f"http://127.0.0.1:{ports.gateway}",
            redis_url=url,
            database_url=db_url,
            directory_path=directory_path,
            ports=ports,
            log_dir=log_dir,
            env=env,
        )
        stack.callback(system.close_logs)
        stack.callback(stop_all, system.processes)
        _identity(stack, system)
        for name, argv in service_commands(ports).items():
            system.start(name, argv)
        wait_healthy(system.base_url, system.processes, health_timeout)
        yield system


@contextmanager
def running_demo_servers(
    ports: Ports,
    *,
    redis_url: str,
    directory: Path,
    log_dir: Path | None = None,
    extra_env: dict[str, str] | None = None,
    timeout: float = 30.0,
) -> Iterator[System]:
    """Only the demo model and the demo github server (no services), for measuring the parts without
    the system around them; yields once both answer, stops them on exit."""
    system = System("", redis_url, directory, ports, log_dir=log_dir)
    system.env = {**os.environ, **(extra_env or {}), "PYTHONUNBUFFERED": "1"}
    try:
        for name in ("demo-model", "demo-github"):
            system.start(name, service_commands(ports)[name])

        def answering() -> bool:
            model = httpx.get(f"http://127.0.0.1:{ports.model}/healthz", timeout=1)
            github = httpx.get(f"http://127.0.0.1:{ports.github}/stats", timeout=1)
            return model.status_code == github.status_code == 200

        wait_ready(answering, system.processes, timeout, "the demo servers did not answer")
        yield system
    finally:
        stop_all(system.processes)
        system.close_logs()


def _identity(stack: ExitStack, system: System) -> None:
    """Development identity unless configured otherwise: development mode on loopback, a random secret
    key, and (with no issuer set) the dev OpenID provider with the demo users, so that browser sign-in
    runs the real code flow (docs/decisions/018-openid-connect.md)."""
    env = system.env
    env.setdefault("ASSENT_GATEWAY_DEV_MODE", "true")
    env.setdefault("ASSENT_GATEWAY_SECRET_KEY", secrets.token_urlsafe(32))
    if env.get("ASSENT_GATEWAY_OIDC_ISSUER"):
        return
    log = None
    if system.log_dir is not None:
        log = open(system.log_dir / "oidc-provider.log", "ab")  # noqa: SIM115 - closed by close_logs()
        system.log_files.append(log)
    provider = stack.enter_context(
        local_oidc_provider(
            system.ports.oidc or free_port(),
            redirect_uris=[f"{system.base_url}/auth/callback"],
            client_secret=secrets.token_urlsafe(24),
            log=log,
        )
    )
    system.oidc_issuer = provider.issuer
    env["ASSENT_GATEWAY_OIDC_ISSUER"] = provider.issuer
    env["ASSENT_GATEWAY_OIDC_CLIENT_ID"] = provider.client_id
    env["ASSENT_GATEWAY_OIDC_CLIENT_SECRET"] = provider.client_secret
