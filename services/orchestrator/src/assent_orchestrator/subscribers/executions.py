"""``assent:executions:finished`` → feed an action's result back, run the next one or the next round."""

from faststream.redis import RedisRouter

from assent_contracts.agents import is_agent_turn
from assent_contracts.execution import EXECUTION_RESULTS_STREAM, ExecutionFinished
from assent_orchestrator.agent_turns import agent_execution_finished
from assent_orchestrator.deps import Deps
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.delivery import Broker, current_message, settle, stream_subs
from assent_orchestrator.turn_flow import execution_finished


def executions_router(deps: Deps, settings: OrchestratorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()

    async def on_execution_finished(body: ExecutionFinished) -> None:
        """Turn the result claim check into the tool result; then the next approved proposal, or the
        next model round once the batch is done.

        Failure: the message stays pending. Redelivery: a result already applied is not applied again.
        After the turn ended (stopped) the result's claim checks are deleted and nothing else happens.
        Crash: the message stays pending and a replica reclaims it.
        """
        message = current_message(broker)
        await settle(
            deps,
            message,
            body.turn_id,
            None,
            lambda: (
                agent_execution_finished(deps, body)
                if is_agent_turn(body.turn_id)
                else execution_finished(deps, body)
            ),
        )

    for sub in stream_subs(EXECUTION_RESULTS_STREAM, settings.consumer_name, settings.reclaim_idle_ms):
        router.subscriber(stream=sub, max_workers=settings.max_concurrency)(on_execution_finished)
    return router
