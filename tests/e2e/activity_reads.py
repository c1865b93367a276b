"""Reading MCP activity through the API in end-to-end tests: a record is stored by the executor's
activity writer a moment after the outcome it belongs to (decision 025), so a test that reads it
right after an outcome waits for it (10 s at most) instead of racing the writer."""

import asyncio
import time
from typing import Any

import httpx

WAIT_S = 10.0


async def activity_of(client: httpx.AsyncClient, approval_id: str) -> list[dict[str, Any]]:
    """The caller's activity records of ``approval_id``, once there is one (or ``[]`` after the wait)."""
    deadline = time.monotonic() + WAIT_S
    while True:
        items = (await client.get("/v1/activity")).json()["items"]
        found = [item for item in items if item["approval_id"] == approval_id]
        if found or time.monotonic() > deadline:
            return found
        await asyncio.sleep(0.1)


def some_activity(client: httpx.Client) -> list[dict[str, Any]]:
    """The caller's activity records, once there is at least one (or ``[]`` after the wait)."""
    deadline = time.monotonic() + WAIT_S
    while True:
        items = client.get("/v1/activity").json()["items"]
        if items or time.monotonic() > deadline:
            return items
        time.sleep(0.1)
