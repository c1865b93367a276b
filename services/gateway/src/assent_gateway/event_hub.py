"""One Redis reader per process for every SSE client: a blocking multi-stream ``XREAD`` fanned out to
per-client queues.

``join(stream, after)`` registers a listener without awaiting anything first, and returns the id
after which the hub will deliver that stream's entries to it (``cursor``). The client reads the
entries between its own position and ``cursor`` with ``XRANGE``, then drains its queue: it neither
misses nor repeats an entry. A stream's cursor is only dropped by the reader loop itself, between two
reads, once the stream has no listeners, so a cursor handed out is always the one being read from.

The blocking read uses its own connection. A new stream is picked up at once: every read also covers
this hub's own wake stream, and ``join`` appends to it. Being a stream read with a cursor, this cannot
race: a wake entry written before the read is sent is returned by that read at once. A client that
falls more than ``queue_size`` entries behind is marked ``overflowed`` and catches up with ``XRANGE``.
A Redis error pauses the reader with backoff; listeners just wait.
"""

import asyncio
import contextlib
import logging
import secrets
from dataclasses import dataclass, field

from redis.asyncio import Redis
from redis.exceptions import RedisError
from redis.typing import KeyT, StreamIdT

from assent_gateway.redis_replies import Entry, Fields, read_reply

log = logging.getLogger(__name__)

WAKE_STREAM_TTL_S = 24 * 3600


@dataclass(eq=False)
class Listener:
    stream: str
    queue: asyncio.Queue[tuple[str, Fields]]
    overflowed: bool = False

    def offer(self, entry_id: str, fields: Fields) -> None:
        if self.overflowed:
            return
        try:
            self.queue.put_nowait((entry_id, fields))
        except asyncio.QueueFull:
            self.overflowed = True


@dataclass(eq=False)
class EventHub:
    reader: Redis
    """A dedicated client for the blocking read (``single_connection_client=True``)."""
    control: Redis
    """The shared client, used to wake the reader."""
    block_ms: int = 5_000
    batch: int = 200
    queue_size: int = 1_000
    wake_stream: str = field(default_factory=lambda: f"assent:gateway:{secrets.token_hex(8)}:wake")
    """This hub's own stream, appended to when a new stream needs reading (expires if the process dies)."""
    _listeners: dict[str, set[Listener]] = field(default_factory=dict)
    _cursors: dict[str, str] = field(default_factory=dict)
    _wake_cursor: str = "0-0"
    _changed: asyncio.Event = field(default_factory=asyncio.Event)
    _task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="assent-event-hub")

    async def stop(self) -> None:
        # Cancel until it ends: on Python 3.11 a cancellation landing as a Redis command completes can
        # be lost inside redis-py's wait_for, and a single cancel would then hang shutdown.
        while self._task is not None and not self._task.done():
            self._task.cancel()
            await asyncio.wait([self._task], timeout=0.5)
        with contextlib.suppress(RedisError):
            await self.control.delete(self.wake_stream)
        await self.reader.aclose()

    async def join(self, stream: str, after: str) -> tuple[Listener, str]:
        """Listen to ``stream``; entries after the returned cursor will arrive on the listener's queue."""
        listener = Listener(stream, asyncio.Queue(self.queue_size))
        self._listeners.setdefault(stream, set()).add(listener)
        cursor = self._cursors.setdefault(stream, after)
        if cursor == after:
            await self._wake()
        return listener, cursor

    def leave(self, listener: Listener) -> None:
        listeners = self._listeners.get(listener.stream)
        if listeners is not None:
            listeners.discard(listener)
            if not listeners:
                del self._listeners[listener.stream]

    @property
    def listening(self) -> int:
        return sum(len(listeners) for listeners in self._listeners.values())

    async def _wake(self) -> None:
        self._changed.set()
        try:
            async with self.control.pipeline(transaction=False) as pipe:
                pipe.xadd(self.wake_stream, {"wake": "1"}, maxlen=1, approximate=False)
                pipe.expire(self.wake_stream, WAKE_STREAM_TTL_S)
                await pipe.execute()
        except RedisError as error:
            log.debug("could not wake the event reader: %s", type(error).__name__)

    async def _run(self) -> None:
        backoff = 0.1
        while True:
            try:
                await self._read_once()
                backoff = 0.1
            except RedisError as error:
                log.warning("event reader: %s; retrying in %.1fs", type(error).__name__, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5.0)

    async def _read_once(self) -> None:
        for stream in [s for s in self._cursors if s not in self._listeners]:
            del self._cursors[stream]
        if not self._cursors:
            self._changed.clear()
            await self._changed.wait()
            return
        streams: dict[KeyT, StreamIdT] = {self.wake_stream: self._wake_cursor, **self._cursors}
        self._changed.clear()
        response = await self.reader.xread(streams, count=self.batch, block=self.block_ms)
        for stream, found in read_reply(response):
            if stream == self.wake_stream:
                self._wake_cursor = found[-1][0] if found else self._wake_cursor
            else:
                self._dispatch(stream, found)

    def _dispatch(self, stream: str, found: list[Entry]) -> None:
        if stream not in self._cursors or not found:
            return
        listeners = list(self._listeners.get(stream, ()))
        for entry_id, fields in found:
            for listener in listeners:
                listener.offer(entry_id, fields)
        self._cursors[stream] = found[-1][0]
