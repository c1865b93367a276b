"""Which replica lists a connection in a periodic refresh.

Every discovery replica refreshes the catalogs on the same period. Without coordination each of N
replicas would list every MCP server each period: N times the load on servers that may be rate
limited. Before a periodic listing a replica claims the connection for most of a period
(``SET NX PX``); a replica that finds it claimed leaves the listing to the claimer and only re-indexes
from the catalogs in Redis. A claimer that dies mid-listing delays that connection by at most one
period. Listings asked for explicitly (a changed connection, a ``list_changed`` notification, a new
conversation needing a fresh catalog, ``request_refresh``) never wait for a claim.
"""

from redis.asyncio import Redis


def claim_key(connection_id: str) -> str:
    return f"assent:catalog-listing:{connection_id}"


async def claim(redis: Redis, connection_id: str, for_s: float) -> bool:
    """True when this replica should list the connection now (nobody listed it in the last ``for_s``)."""
    return bool(await redis.set(claim_key(connection_id), "1", nx=True, px=max(1, int(for_s * 1000))))
