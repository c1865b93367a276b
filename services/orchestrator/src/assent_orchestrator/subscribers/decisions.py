"""``assent:turns:decisions`` → record decisions, run approved actions one at a time."""

from faststream.redis import RedisRouter

from assent_contracts.agents import is_agent_turn
from assent_contracts.turns import DECISIONS_STREAM, DecisionSubmitted
from assent_orchestrator.agent_turns import agent_decision_submitted
from assent_orchestrator.deps import Deps
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.delivery import Broker, current_message, settle, stream_subs
from assent_orchestrator.turn_flow import decision_submitted


def decisions_router(deps: Deps, settings: OrchestratorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()

    async def on_decision_submitted(body: DecisionSubmitted) -> None:
        """Emit ``action.decided`` for each new decision in the proposals hash; once all are decided,
        report declines and hand the next approved proposal to the executor, or start the next round.

        Failure: the message stays pending and is handled again (the state says what was applied).
        Redelivery: decisions already applied are skipped; an execution is only requested again if a
        crash came between publishing it and recording it (the executor runs it at most once).
        Crash: the message stays pending and a replica reclaims it.
        """
        message = current_message(broker)
        await settle(
            deps,
            message,
            body.turn_id,
            None,
            lambda: (
                agent_decision_submitted(deps, body)
                if is_agent_turn(body.turn_id)
                else decision_submitted(deps, body)
            ),
        )

    for sub in stream_subs(DECISIONS_STREAM, settings.consumer_name, settings.reclaim_idle_ms):
        router.subscriber(stream=sub, max_workers=settings.max_concurrency)(on_decision_submitted)
    return router
