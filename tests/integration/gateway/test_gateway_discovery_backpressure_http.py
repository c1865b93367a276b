"""A burst of conversation openings waits for discovery instead of being refused (issue 9, item 13):
each discovery request holds a Redis connection of the gateway's broker while it waits for its answer,
and ~110 at once used to exhaust the broker's pool (``MaxConnectionsError``: 503
``discovery_unavailable`` for about 100 of them, at once)."""

import asyncio
from collections.abc import Callable

import httpx
import redis.asyncio as aioredis

from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings

from .conftest import DiscoveryStandIn, bearer, serve

BURST = 110


async def test_a_burst_of_conversations_is_queued_not_refused(
    settings: GatewaySettings,
    redis: aioredis.Redis,
    token: Callable[[str], str],
    discovery: DiscoveryStandIn,
) -> None:
    # The stand-in answers one request at a time: on a busy machine the last of the burst may wait
    # seconds, which is the honest wait being tested, not a refusal; the timeout leaves room for it.
    app = create_app(settings.model_copy(update={"discovery_timeout_s": 60}))
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_acme_slack"]}
    headers = bearer(token("alice"))
    limits = httpx.Limits(max_connections=BURST, max_keepalive_connections=BURST)
    async with (
        serve(app) as served,
        httpx.AsyncClient(base_url=served.base_url, limits=limits, timeout=90) as burst,
    ):
        responses = await asyncio.gather(
            *(burst.post("/v1/conversations", json=body, headers=headers) for _ in range(BURST))
        )

    refused = [r.json().get("code") for r in responses if r.status_code != 201]
    assert refused == [], f"{len(refused)} of {BURST} refused: {sorted(set(refused))}"
    assert len(discovery.requests) == BURST
