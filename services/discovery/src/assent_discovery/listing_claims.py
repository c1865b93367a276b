"""Which replica lists a connection in a periodic refresh.

Every discovery replica refreshes the catalogs on the same period. Without coordination each of N
replicas would list every MCP server each period: N times the load on servers that may be rate
limited. Before a periodic listing a replica claims the connection for most of a period
(``SET NX PX``); a replica that finds it claimed leaves the listing to the claimer and only re-indexes
from the catalogs in Redis. A claimer that dies mid-listing delays that connection by at most one
period. Listings asked for explicitly (a changed connection, a ``list_changed`` notification, a new
conversation needing a fresh catalog, ``request_refresh``) never wait for a claim.
"""

from collections.abc import Iterable

from redis.asyncio import Redis


def claim_key(connection_id: str) -> str:
    return f"assent:catalog-listing:{connection_id}"


async def claim(redis: Redis, connection_ids: Iterable[str], for_s: float) -> set[str]:
    """The connections this replica should list now (nobody listed them in the last ``for_s``), in
    one round trip."""
    ids = list(connection_ids)
    if not ids:
        return set()
    async with redis.pipeline(transaction=False) as pipe:
        for connection_id in ids:
            pipe.set(claim_key(connection_id), "1", nx=True, px=max(1, int(for_s * 1000)))
        won = await pipe.execute()
    return {connection_id for connection_id, ok in zip(ids, won, strict=True) if ok}
