"""``assent:agents:actions`` → an external agent's execute call becomes a proposal for its owner."""

from faststream.redis import RedisRouter

from assent_contracts.agents import AGENT_ACTIONS_STREAM, AgentActionRequested
from assent_orchestrator.agent_turns import agent_action_requested
from assent_orchestrator.deps import Deps
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.delivery import Broker, current_message, settle, stream_subs


def agent_actions_router(deps: Deps, settings: OrchestratorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()

    async def on_agent_action_requested(body: AgentActionRequested) -> None:
        """Resolve the action in the agent's session context and open its approval (``action.proposed``,
        the owner's pending list and feed), or end the agent turn with ``turn.failed`` saying why not.

        Failure: the message stays pending and is handled again. Redelivery: a turn that already has
        its proposal (or ended) is left alone. Crash: the message stays pending and a replica reclaims it.
        """
        message = current_message(broker)
        await settle(deps, message, body.turn_id, None, lambda: agent_action_requested(deps, body))

    for sub in stream_subs(AGENT_ACTIONS_STREAM, settings.consumer_name, settings.reclaim_idle_ms):
        router.subscriber(stream=sub, max_workers=settings.max_concurrency)(on_agent_action_requested)
    return router
