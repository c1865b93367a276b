"""A worker started before its database (or before the gateway migrated it) waits for the schema
with one clear log line instead of crashing, and runs as soon as the schema is there (issue 11). Real
processes, a Redis and a PostgreSQL of the test's own (started on the port the worker was told,
after the worker); the shared servers are never touched."""

import asyncio
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis

from assent_cli.postgres_server import local_postgres
from assent_cli.redis_server import free_port
from assent_contracts.heartbeats import heartbeat_pattern
from assent_database.cipher import generate_key
from assent_database.engine import create_engine
from assent_database.migrate import upgrade_to_head

pytestmark = pytest.mark.integration


def alive(redis_url: str, service: str) -> bool:
    with redis.Redis.from_url(redis_url) as client:
        return bool(client.keys(heartbeat_pattern(service)))


async def migrate(url: str) -> None:
    engine = create_engine(url, pool_size=1)
    try:
        await upgrade_to_head(engine)
    finally:
        await engine.dispose()


@pytest.mark.parametrize("service", ["executor", "orchestrator", "discovery"])
def test_a_worker_waits_for_the_schema_then_runs(service: str, redis_url: str, tmp_path: Path) -> None:
    port = free_port()
    env = {
        "PATH": "/usr/bin:/bin",
        "REDIS_URL": redis_url,
        "DATABASE_URL": f"postgresql://postgres@127.0.0.1:{port}/postgres",
        "ASSENT_SECRET_KEYS": generate_key(),
        "ASSENT_DATABASE_WAIT_S": "120",
        f"ASSENT_{service.upper()}_CONSUMER_NAME": f"{service}-waiting-{port}",
        "PYTHONUNBUFFERED": "1",
    }
    log = tmp_path / f"{service}.log"
    with open(log, "wb") as out:
        worker = subprocess.Popen(
            [sys.executable, "-m", f"assent_{service}"], env=env, stdout=out, stderr=out
        )
    try:
        deadline = time.monotonic() + 60
        while "waiting up to" not in log.read_text() and time.monotonic() < deadline:
            assert worker.poll() is None, log.read_text()
            time.sleep(0.2)
        time.sleep(2)  # still waiting, not crashed, not repeating itself
        assert worker.poll() is None, log.read_text()
        assert not alive(redis_url, service)

        with local_postgres(port) as url:
            asyncio.run(migrate(url))
            deadline = time.monotonic() + 60
            while not alive(redis_url, service) and time.monotonic() < deadline:
                assert worker.poll() is None, log.read_text()
                time.sleep(0.2)
            assert alive(redis_url, service), log.read_text()
            worker.terminate()
            worker.wait(timeout=20)
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
    text = log.read_text()
    assert text.count("waiting up to") == 1, text
    assert "Traceback" not in text, text


def test_the_gateway_waits_for_the_database_then_says_in_one_line_that_it_gives_up(redis_url: str) -> None:
    env = {
        "PATH": "/usr/bin:/bin",
        "REDIS_URL": redis_url,
        "DATABASE_URL": f"postgresql://postgres@127.0.0.1:{free_port()}/postgres",
        "ASSENT_SECRET_KEYS": generate_key(),
        "ASSENT_DATABASE_WAIT_S": "2",
        "ASSENT_GATEWAY_DEV_MODE": "true",
        "ASSENT_GATEWAY_SECRET_KEY": generate_key(),
        "ASSENT_GATEWAY_PORT": str(free_port()),
    }
    done = subprocess.run(
        [sys.executable, "-m", "assent_gateway"], env=env, capture_output=True, text=True, timeout=60
    )
    output = done.stdout + done.stderr
    assert done.returncode == 1, output
    assert output.count("waiting up to 2s for the database") == 1, output
    assert output.count("still not there after 2s") == 1, output
    assert "Traceback" not in output, output
