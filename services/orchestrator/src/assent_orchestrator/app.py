"""Wiring: ``create_app(settings)`` builds the broker, the clients and the subscribers, nothing else."""

import asyncio

import httpx
from faststream import FastStream
from redis.asyncio import Redis

from assent_contracts.directory import load_directory
from assent_contracts.messages import utc_now
from assent_contracts.turns import (
    DECISIONS_STREAM,
    TOOL_RESULTS_STREAM,
    DecisionSubmitted,
    ToolResultSubmitted,
)
from assent_orchestrator.approvals import announce_recorded_decisions, expire_due_approvals
from assent_orchestrator.broker_ports import BrokerDiscovery, BrokerExecutionQueue
from assent_orchestrator.client_calls import expire_due_client_calls
from assent_orchestrator.deadlines import sweep_forever
from assent_orchestrator.deps import Deps, Timing
from assent_orchestrator.provider import ChatModel, HttpChatModel
from assent_orchestrator.reply_inbox import ReplyInbox
from assent_orchestrator.settings import OrchestratorSettings
from assent_orchestrator.subscribers.agent_actions import agent_actions_router
from assent_orchestrator.subscribers.decisions import decisions_router
from assent_orchestrator.subscribers.executions import executions_router
from assent_orchestrator.subscribers.stops import stops_router
from assent_orchestrator.subscribers.tool_results import tool_results_router
from assent_orchestrator.subscribers.turns import turns_router
from assent_orchestrator.task_ending import cancel_and_wait
from assent_runtime.heartbeat import heartbeat
from assent_runtime.redis_reconnects import ConsumerGroups, reconnecting_broker, reconnecting_retry


def create_app(settings: OrchestratorSettings, *, model: ChatModel | None = None) -> FastStream:
    """The orchestrator app; ``model`` replaces the HTTP provider adapter (tests, other transports)."""
    groups = ConsumerGroups()
    broker = reconnecting_broker(settings.redis_url, groups)
    redis = Redis.from_url(settings.redis_url, retry=reconnecting_retry())
    # Keep as many idle connections to providers as rounds may stream at once (httpx keeps 20): a
    # connection closed after a round is a new TCP connect for the next one (bench/profile_notes.md).
    http = httpx.AsyncClient(
        timeout=httpx.Timeout(settings.model_timeout_s),
        limits=httpx.Limits(max_connections=100, max_keepalive_connections=100),
    )
    deps = Deps(
        redis=redis,
        model=model or HttpChatModel(http),
        discovery=BrokerDiscovery(
            ReplyInbox(broker, f"assent:orchestrator:{settings.consumer_name}:replies"),
            settings.discovery_timeout_s,
        ),
        executions=BrokerExecutionQueue(broker),
        directory=load_directory(settings.directory_path),
        timing=Timing(
            lock_ttl_ms=settings.lock_ttl_ms,
            round_lease_ms=settings.round_lease_ms,
            events_retention_s=settings.events_retention_s,
            approval_timeout_s=settings.approval_timeout_s,
            turn_lifetime_s=settings.turn_lifetime_s,
            agent_actions_per_window=settings.agent_actions_per_window,
            agent_window_s=settings.agent_window_s,
        ),
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

    sweeper: list[asyncio.Task[None]] = []
    alive = heartbeat(redis, "orchestrator", settings.consumer_name)

    async def start_sweeper() -> None:
        sweeper.append(
            asyncio.create_task(
                sweep_forever(
                    [
                        lambda now: expire_due_approvals(redis, publish_decision, now),
                        lambda now: announce_recorded_decisions(redis, publish_decision, now),
                        lambda now: expire_due_client_calls(redis, publish_tool_result, now),
                    ],
                    settings.expiry_sweep_s,
                    utc_now,
                )
            )
        )
        await alive.__aenter__()

    async def stop_sweeper() -> None:
        await alive.__aexit__(None, None, None)
        await cancel_and_wait(*sweeper)

    async def close_clients() -> None:
        await http.aclose()
        await redis.aclose()

    return FastStream(
        broker, after_startup=[start_sweeper], on_shutdown=[stop_sweeper], after_shutdown=[close_clients]
    )
