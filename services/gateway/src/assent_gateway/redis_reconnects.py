"""Commands that survive a Redis restart: the gateway's clients and broker send a command again once
its connection is re-established.

Neither ``Redis.from_url`` nor FastStream's broker retries anything by default, so after a restart
every stale pooled connection failed one command (a 503 on the first ``POST /v1/conversations``). A
command whose reply was lost may so run twice; every write the gateway makes is a ``SET NX``, a CAS
script or an at-least-once publish. See docs/decisions/010-redis-restarts-and-lost-turns.md.
"""

from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff


def reconnecting_retry() -> Retry:
    """Up to 5 retries of a command that met a broken connection, backing off up to 2 s."""
    return Retry(ExponentialWithJitterBackoff(cap=2.0, base=0.1), 5)
