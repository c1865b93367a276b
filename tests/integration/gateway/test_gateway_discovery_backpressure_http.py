"""A burst of conversation openings waits for discovery instead of being refused (issue 9, item 13):
each discovery request holds a Redis connection of the gateway's broker while it waits for its answer,
and ~110 at once used to exhaust the broker's pool (``MaxConnectionsError``: 503
``discovery_unavailable`` for about 100 of them)."""

import asyncio
from collections.abc import Callable

import httpx

from .conftest import DiscoveryStandIn, bearer

BURST = 110


async def test_a_burst_of_conversations_is_queued_not_refused(
    client: httpx.AsyncClient, token: Callable[[str], str], discovery: DiscoveryStandIn
) -> None:
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"]}
    headers = bearer(token("alice"))
    limits = httpx.Limits(max_connections=BURST, max_keepalive_connections=BURST)
    async with httpx.AsyncClient(base_url=client.base_url, limits=limits, timeout=60) as burst:
        responses = await asyncio.gather(
            *(burst.post("/v1/conversations", json=body, headers=headers) for _ in range(BURST))
        )

    refused = [r.json().get("code") for r in responses if r.status_code != 201]
    assert refused == [], f"{len(refused)} of {BURST} refused: {sorted(set(refused))}"
    assert len(discovery.requests) == BURST
