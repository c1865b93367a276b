"""``python -m assent_demo.model`` starts a server that reads its settings from flags and environment."""

import asyncio
import os
import re
import sys
from collections.abc import AsyncIterator

import httpx
import pytest


@pytest.fixture
async def started_server() -> AsyncIterator[str]:
    """The URL of a demo model run as a process on a free port, with its api key from the environment."""
    env = {**os.environ, "ASSENT_DEMO_MODEL_API_KEY": "key-from-env"}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "assent_demo.model", "--port", "0", env=env, stderr=asyncio.subprocess.PIPE
    )
    assert process.stderr is not None
    try:
        url = None
        while url is None:
            line = (await asyncio.wait_for(process.stderr.readline(), timeout=60)).decode()
            assert line, "the demo model exited before it was ready"
            running = re.search(r"Uvicorn running on (http://\S+)", line)
            url = running.group(1) if running else None
        yield url
    finally:
        process.terminate()
        await process.wait()


async def test_the_module_serves_with_the_key_from_its_environment(started_server: str) -> None:
    async with httpx.AsyncClient(base_url=started_server) as client:
        default_key = await client.get("/v1/models", headers={"Authorization": "Bearer demo-provider-key"})
        assert default_key.status_code == 401
        configured = await client.get("/v1/models", headers={"Authorization": "Bearer key-from-env"})
        assert configured.status_code == 200
