"""``assent:turns:tool-results`` → feed a client-side tool's result (or its expiry) to the turn."""

from faststream.redis import RedisRouter

from assent_contracts.turns import TOOL_RESULTS_STREAM, ToolResultSubmitted
from assent_orchestrator.deps import Deps
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.delivery import Broker, current_message, settle, stream_subs
from assent_orchestrator.turn_flow import tool_result_submitted


def tool_results_router(deps: Deps, settings: OrchestratorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()

    async def on_tool_result_submitted(body: ToolResultSubmitted) -> None:
        """Turn every answered (or expired) client call of the batch into its tool message; once the
        batch is settled, run the next model round.

        The gateway recorded the result before publishing (``answered`` in the client-calls hash, the
        content under ``tool_result_key``); the sweeper publishes the same message for an expired call.
        Failure: the message stays pending and is handled again (the state says what was applied).
        Redelivery: a result already applied is not applied again. After the turn ended the result is
        deleted and nothing else happens.
        Crash: the message stays pending and a replica reclaims it.
        """
        message = current_message(broker)
        await settle(deps, message, body.turn_id, None, lambda: tool_result_submitted(deps, body))

    for sub in stream_subs(TOOL_RESULTS_STREAM, settings.consumer_name, settings.reclaim_idle_ms):
        router.subscriber(stream=sub, max_workers=settings.max_concurrency)(on_tool_result_submitted)
    return router
