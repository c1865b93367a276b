"""``assent:turns:requested`` → start a turn."""

from faststream.redis import RedisRouter

from assent_contracts.turns import TURNS_STREAM, TurnRequested
from assent_orchestrator.deps import Deps
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.delivery import Broker, current_message, settle, stream_subs
from assent_orchestrator.turn_flow import turn_requested


def turns_router(deps: Deps, settings: OrchestratorSettings, broker: Broker) -> RedisRouter:
    router = RedisRouter()

    async def on_turn_requested(body: TurnRequested) -> None:
        """Emit ``turn.started`` and run rounds until the turn waits for decisions or ends.

        Failure: a model error ends the turn with ``turn.failed``; other errors leave the message pending.
        Redelivery: a turn whose state exists or that ended is not started again.
        Crash: the message stays pending; a replica reclaims it, finds the round's lease expired and
        fails the turn (a model round is never rerun).
        """
        message = current_message(broker)
        await settle(deps, message, body.turn_id, body.conversation_id, lambda: turn_requested(deps, body))

    for sub in stream_subs(TURNS_STREAM, settings.consumer_name, settings.reclaim_idle_ms):
        router.subscriber(stream=sub, max_workers=settings.max_concurrency)(on_turn_requested)
    return router
