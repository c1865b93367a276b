"""``assent:turns:stops`` → stop a turn."""

from faststream.redis import RedisRouter

from assent_contracts.agents import is_agent_turn
from assent_contracts.turns import STOPS_STREAM, StopRequested
from assent_orchestrator.agent_turns import agent_stop_requested
from assent_orchestrator.deps import Deps
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.delivery import Broker, current_message, settle, stream_subs
from assent_orchestrator.turn_flow import stop_requested


def stops_router(deps: Deps, settings: OrchestratorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()

    async def on_stop_requested(body: StopRequested) -> None:
        """Cancel the pending approvals (``action.completed{cancelled}``) and end with ``turn.stopped``.

        A round streaming elsewhere notices the stop flag and stops too; an execution already sent may
        finish and is reported by the executor, but nothing new is ever sent.
        Failure: the message stays pending. Redelivery: a no-op once the turn ended.
        Crash: the message stays pending and a replica reclaims it.
        """
        message = current_message(broker)
        await settle(
            deps,
            message,
            body.turn_id,
            None,
            lambda: (
                agent_stop_requested(deps, body)
                if is_agent_turn(body.turn_id)
                else stop_requested(deps, body)
            ),
        )

    for sub in stream_subs(STOPS_STREAM, settings.consumer_name, settings.reclaim_idle_ms):
        router.subscriber(stream=sub, max_workers=settings.max_concurrency)(on_stop_requested)
    return router
