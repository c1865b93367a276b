"""What lets a service carry on by itself after Redis restarts (no persistence): its consumer groups
come back, and commands on stale connections are sent again.

- Consumer groups. FastStream 0.7 creates a subscriber's group once, when it starts; a read that
  later finds the group gone (``NOGROUP``) stops the subscriber and exits the app. So every
  connection the broker opens first (re)creates this process's groups
  (``XGROUP CREATE <stream> <group> 0 MKSTREAM``; an existing group is left as it is): no read can
  reach a restarted server before its groups exist. Start id ``0``: a stream found without our
  group holds only entries published for us while the group was missing (by a service that
  reconnected first); they are read, not skipped. Handlers are idempotent.
- Retries. Neither FastStream's broker nor ``Redis.from_url`` retries anything by default, so after a
  restart every stale pooled connection fails one command (a model round failed that way). With
  ``reconnecting_retry`` a command that meets a broken connection reconnects (for the broker: and
  ensures the groups) and is sent again. A command whose reply was lost may so run twice: publishes
  are at least once anyway, and a repeated ``SET NX`` claim only reads as already claimed.
- Reading again at once. FastStream 0.7.8 sleeps a fixed 5 s after any failed read of a subscriber
  (``CONSUME_ERROR_BACKOFF_SECONDS`` in ``faststream/redis/subscriber/usecases/basic.py``, used by
  the stream and the channel loops alike; not configurable). A worker's broker therefore rides out
  an outage inside redis-py instead (``outage_retry``: a try every quarter second for about a
  minute), so a read waiting on a restarted server never fails into that sleep: it reads as soon as
  the server answers. The orchestrator's reply channel reads its pub/sub subscription itself for the
  same reason (``assent_runtime.reply_channel``).

- Stopping. FastStream 0.7 cancels a subscriber's read task without waiting for it and then closes
  the broker's pool; a read whose cancellation is lost (``task_ending``) or whose connection the
  close broke reconnects through the retry above, on the closed pool, and that socket is never
  closed (the ``StreamWriter`` the GC found unclosed in a later test). ``ReconnectingBroker`` ends
  the read tasks for sure before the pool closes.

A ``FLUSHALL`` on a live server keeps the connections, so it is not covered. See
docs/decisions/010-redis-restarts-and-lost-turns.md.
"""

from types import TracebackType
from typing import cast

from faststream.redis import RedisBroker, StreamSub
from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.connection import Connection, parse_url
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff, NoBackoff
from redis.exceptions import ResponseError

from assent_runtime.task_ending import cancel_and_wait


def reconnecting_retry() -> Retry:
    """For every Redis client and broker: up to 5 retries of a command that met a broken connection,
    backing off up to 2 s."""
    return Retry(ExponentialWithJitterBackoff(cap=2.0, base=0.1), 5)


def worker_client(redis_url: str, *, max_connections: int = 100, wait_s: float = 10.0) -> Redis:
    """A worker's command client: reconnecting retries, and a pool on which a command waits up to
    ``wait_s`` for a free connection when all ``max_connections`` are busy. redis-py 8's default pool
    refuses at once with ``MaxConnectionsError`` beyond 100 in use, which failed discovery's refresh of
    a directory with more than 100 connections (listed concurrently): a busy worker waits, it does not
    fail (as the gateway's pool, issue 9 item 13)."""
    pool = BlockingConnectionPool.from_url(
        redis_url, retry=reconnecting_retry(), max_connections=max_connections, timeout=wait_s
    )
    return Redis.from_pool(pool)


def subscription_client(redis_url: str) -> Redis:
    """A client for a pub/sub subscription whose reader subscribes again by itself: it retries
    nothing, so a lost connection surfaces at once and the reader can say it is not reading (with
    retries, redis-py reconnects inside a read, silently, after a backoff of up to seconds)."""
    return Redis.from_url(redis_url, retry=Retry(NoBackoff(), 0))


def outage_retry() -> Retry:
    """For a worker's broker: a command that meets a broken or refused connection is tried again every
    ≤ 0.25 s for about a minute (240 tries), so its subscribers never fail into FastStream's 5 s sleep
    during a short outage."""
    return Retry(ExponentialWithJitterBackoff(cap=0.25, base=0.05), 240)


class ConsumerGroups:
    """The (stream, group) pairs of one broker's stream subscribers, ensured on every new connection."""

    def __init__(self) -> None:
        self._pairs: tuple[tuple[str, str], ...] = ()

    def connection_class(self, redis_url: str) -> type[Connection]:
        """The broker's connection class for ``redis_url``: once connected, it ensures the groups."""
        base = parse_url(redis_url).get("connection_class", Connection)
        groups = self

        async def on_connect_check_health(connection: Connection, check_health: bool = True) -> None:
            await base.on_connect_check_health(connection, check_health=check_health)
            await groups.ensure(connection)

        keeper = type(
            f"GroupKeeping{base.__name__}", (base,), {"on_connect_check_health": on_connect_check_health}
        )
        return cast(type[Connection], keeper)

    def track(self, broker: RedisBroker) -> None:
        """Take the groups of every stream subscriber included in ``broker`` so far."""
        pairs: set[tuple[str, str]] = set()
        for subscriber in broker.subscribers:
            stream = getattr(subscriber, "stream_sub", None)
            if isinstance(stream, StreamSub) and stream.group:
                pairs.add((stream.name, stream.group))
        self._pairs = tuple(sorted(pairs))

    @property
    def pairs(self) -> tuple[tuple[str, str], ...]:
        return self._pairs

    async def ensure(self, connection: Connection) -> None:
        for stream, group in self._pairs:
            await connection.send_command(
                "XGROUP", "CREATE", stream, group, "0", "MKSTREAM", check_health=False
            )
            try:
                await connection.read_response()
            except ResponseError as error:
                if "BUSYGROUP" not in str(error):
                    raise


class ReconnectingBroker(RedisBroker):
    """A ``RedisBroker`` whose ``stop`` ends its subscribers' read tasks before it closes the pool."""

    async def stop(
        self,
        exc_type: type[BaseException] | None = None,
        exc_val: BaseException | None = None,
        exc_tb: TracebackType | None = None,
    ) -> None:
        while reads := [t for sub in self.subscribers for t in getattr(sub, "tasks", ()) if not t.done()]:
            await cancel_and_wait(*reads)  # a read that failed instead is restarted by FastStream
        await super().stop(exc_type, exc_val, exc_tb)


def reconnecting_broker(redis_url: str, groups: ConsumerGroups) -> RedisBroker:
    """A worker's broker: its connections ensure ``groups``, its commands wait out a short outage
    (``outage_retry``) and it ends its reads before it closes. Call ``groups.track(broker)`` once its
    routers are included."""
    return ReconnectingBroker(
        redis_url, connection_class=groups.connection_class(redis_url), retry=outage_retry()
    )
