"""Wiring: ``create_app(settings)`` builds the broker, the clients and the subscribers, nothing else."""

import httpx
from faststream import FastStream

from assent_contracts.messages import utc_now
from assent_contracts.turns import (
    DECISIONS_STREAM,
    TOOL_RESULTS_STREAM,
    DecisionSubmitted,
    ToolResultSubmitted,
)
from assent_database.engine import create_engine, session_factory
from assent_orchestrator.approvals import announce_recorded_decisions, expire_due_approvals
from assent_orchestrator.broker_ports import BrokerDiscovery, BrokerExecutionQueue
from assent_orchestrator.client_calls import announce_recorded_tool_results, expire_due_client_calls
from assent_orchestrator.deadlines import sweep_forever
from assent_orchestrator.deps import Deps, Timing
from assent_orchestrator.provider import ChatModel, HttpChatModel
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.agent_actions import agent_actions_router
from assent_orchestrator.subscribers.decisions import decisions_router
from assent_orchestrator.subscribers.executions import executions_router
from assent_orchestrator.subscribers.stops import stops_router
from assent_orchestrator.subscribers.tool_results import tool_results_router
from assent_orchestrator.subscribers.turns import turns_router
from assent_runtime.database_wait import schema_ready
from assent_runtime.directory_source import DatabaseDirectory
from assent_runtime.redis_reconnects import (
    ConsumerGroups,
    reconnecting_broker,
    subscription_client,
    worker_client,
)
from assent_runtime.reply_channel import ReplyChannel
from assent_runtime.worker_lifespan import worker_app


def create_app(settings: OrchestratorSettings, *, model: ChatModel | None = None) -> FastStream:
    """The orchestrator app; ``model`` replaces the HTTP provider adapter (tests, other transports)."""
    groups = ConsumerGroups()
    broker = reconnecting_broker(settings.redis_url, groups)
    redis = worker_client(settings.redis_url)
    # Keep as many idle connections to providers as rounds may stream at once (httpx keeps 20): a
    # connection closed after a round is a new TCP connect for the next one (bench/profile_notes.md).
    http = httpx.AsyncClient(
        timeout=httpx.Timeout(settings.model_timeout_s),
        limits=httpx.Limits(max_connections=100, max_keepalive_connections=100),
    )
    subscriber = subscription_client(settings.redis_url)
    replies = ReplyChannel(broker, subscriber, f"assent:orchestrator:{settings.consumer_name}:replies")
    engine = create_engine(settings.database.url, pool_size=settings.database.pool_size)
    deps = Deps(
        redis=redis,
        model=model or HttpChatModel(http),
        discovery=BrokerDiscovery(replies, settings.discovery_timeout_s),
        executions=BrokerExecutionQueue(broker),
        directory=DatabaseDirectory(session_factory(engine), redis, settings.database.cipher()),
        timing=Timing.of(settings),
    )
    for router in (
        turns_router(deps, settings, broker),
        decisions_router(deps, settings, broker),
        stops_router(deps, settings, broker),
        executions_router(deps, settings, broker),
        tool_results_router(deps, settings, broker),
        agent_actions_router(deps, settings, broker),
    ):
        broker.include_router(router)
    groups.track(broker)

    async def publish_decision(decision: DecisionSubmitted) -> None:
        await broker.publish(decision, stream=DECISIONS_STREAM)

    async def publish_tool_result(result: ToolResultSubmitted) -> None:
        await broker.publish(result, stream=TOOL_RESULTS_STREAM)

    async def sweep() -> None:
        await sweep_forever(
            [
                lambda now: expire_due_approvals(redis, publish_decision, now),
                lambda now: announce_recorded_decisions(redis, publish_decision, now),
                lambda now: expire_due_client_calls(redis, publish_tool_result, now),
                lambda now: announce_recorded_tool_results(redis, publish_tool_result, now),
            ],
            settings.expiry_sweep_s,
            utc_now,
        )

    return worker_app(
        broker,
        redis,
        service="orchestrator",
        consumer=settings.consumer_name,
        starting=[schema_ready(engine, settings.database.wait_s)],
        readers=[replies.run],
        background=[sweep],
        ready=[replies.reading],
        closing=[http.aclose, subscriber.aclose, engine.dispose],
    )
