"""``assent:executions:requested``: run approved actions, at most once, and report each outcome.

Delivery guarantee: the MCP server is called **at most once** per proposal; the outcome is reported
(``ExecutionFinished`` on ``assent:executions:finished``) **at least once**, always the same one.
The orchestrator may see a report twice and deduplicates by ``proposal_id``. Once its outcome is
reported, a request's entry is deleted from the stream, so the stream holds only work in flight.
"""

from faststream.exceptions import NackMessage
from faststream.redis import RedisRouter, StreamSub

from assent_contracts.execution import EXECUTION_RESULTS_STREAM, EXECUTIONS_STREAM, ExecutionRequested
from assent_executor.execute import Executor
from assent_executor.settings import ExecutorSettings
from assent_runtime.handled_entries import Broker, current_message, forget_handled

RECLAIM_POLL_MS = 1_000


def router(executor: Executor, settings: ExecutorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()
    results = router.publisher(stream=EXECUTION_RESULTS_STREAM)

    async def execute_and_report(request: ExecutionRequested) -> None:
        finished = await executor.execute(request)
        if finished is None:
            # Another live delivery holds the proposal's lease: leave this entry pending; it is
            # reclaimed after ``reclaim_idle_ms`` and looked at again (by then it reports the outcome).
            raise NackMessage
        await results.publish(finished)
        # Reported: the entry is done with. Deleted before the acknowledgement (a crash in between
        # leaves a pending id without an entry, which the next reclaim drops).
        await forget_handled(executor.redis, current_message(broker))

    @router.subscriber(
        stream=StreamSub(
            EXECUTIONS_STREAM, group=settings.group, consumer=settings.consumer_name, max_records=1
        ),
        max_workers=settings.max_concurrency,
    )
    async def on_execution_requested(request: ExecutionRequested) -> None:
        """Run one approved action (up to ``max_concurrency`` at once, each from a different turn).

        Failure: the MCP server's own failures are outcomes (``failed``, ``outcome_unknown``), reported
        and acknowledged. An exception (Redis down) leaves the entry pending, unacknowledged.
        Redelivery: the proposal is already claimed, so MCP is not called again; the recorded
        outcome is reported, or ``outcome_unknown`` when none was recorded.
        Crash: the entry stays pending until ``on_execution_reclaimed`` picks it up.
        """
        await execute_and_report(request)

    @router.subscriber(
        stream=StreamSub(
            EXECUTIONS_STREAM,
            group=settings.group,
            consumer=settings.consumer_name,
            min_idle_time=settings.reclaim_idle_ms,
            polling_interval=RECLAIM_POLL_MS,
        )
    )
    async def on_execution_reclaimed(request: ExecutionRequested) -> None:
        """Reclaim (``XAUTOCLAIM``) entries pending longer than ``reclaim_idle_ms``: their consumer
        crashed, failed, or stood down. FastStream never redelivers pending entries by itself.

        They run through the same rule: a claimed proposal is never called again, so an execution cut
        short by a crash is reported ``outcome_unknown``; one never claimed runs normally. Failure and
        redelivery: as for ``on_execution_requested``; an entry that fails again is reclaimed again.
        """
        await execute_and_report(request)

    return router
