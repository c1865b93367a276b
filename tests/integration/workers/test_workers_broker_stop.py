"""A worker's broker ends its subscribers' reads before it closes its pool. FastStream only cancels
them; a read that carried on (a lost cancellation, or a reconnect through the retry) opened a new
connection on the closed pool that nobody closed (``redis_reconnects``, "Stopping")."""

import asyncio

from faststream.redis import RedisBroker, StreamSub

from assent_runtime.redis_reconnects import ConsumerGroups, reconnecting_broker


def reads_of(broker: RedisBroker) -> list[asyncio.Task[object]]:
    return [task for sub in broker.subscribers for task in getattr(sub, "tasks", ())]


async def test_stopping_ends_every_read_before_the_pool_closes(redis_url: str) -> None:
    groups = ConsumerGroups()
    broker = reconnecting_broker(redis_url, groups)

    @broker.subscriber(stream=StreamSub("assent:test:broker-stop", group="stop", consumer="c1"))
    async def on_entry(body: str) -> None:
        pass

    groups.track(broker)
    await broker.start()
    reads = reads_of(broker)
    assert reads and not any(task.done() for task in reads)

    await broker.stop()

    assert all(task.done() for task in reads)
