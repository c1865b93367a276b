"""Commands left pending by an orchestrator that died are reclaimed by another one (XAUTOCLAIM):
a turn it never started runs; a round it was streaming is failed, never rerun."""

from datetime import UTC, datetime

from redis.asyncio import Redis

from assent_contracts.limits import Limits
from assent_contracts.turns import TURNS_STREAM
from assent_orchestrator.state import Phase, TurnState
from assent_orchestrator.subscribers.delivery import GROUP
from assent_orchestrator.turn_store import save_state

from .harness import Gateway, Scripted, ScriptedProvider, StartSystem


async def take_as_dead_replica(redis) -> None:
    taken = await redis.xreadgroup(GROUP, "a-replica-that-died", {TURNS_STREAM: ">"}, count=1)
    assert taken and len(taken[0][1]) == 1


async def test_a_turn_left_pending_by_a_dead_replica_is_run_by_another(
    offline_gateway: Gateway,
    start_system: StartSystem,
    scripted_provider: tuple[ScriptedProvider, str],
    redis: Redis,
) -> None:
    provider, _ = scripted_provider
    await redis.xgroup_create(TURNS_STREAM, GROUP, id="$", mkstream=True)
    conversation_id = await offline_gateway.open_conversation("scripted")
    turn_id = await offline_gateway.post_turn(conversation_id, "Hello")
    await take_as_dead_replica(redis)
    provider.script.append(Scripted(text="Recovered."))

    async with start_system(reclaim_idle_ms=200) as system:
        end = await system.reader(turn_id).until_end()
    assert (end.type, end.message.strip()) == ("turn.completed", "Recovered.")
    assert len(provider.requests) == 1


async def test_a_round_whose_replica_died_is_failed_not_rerun(
    offline_gateway: Gateway,
    start_system: StartSystem,
    scripted_provider: tuple[ScriptedProvider, str],
    redis: Redis,
) -> None:
    provider, _ = scripted_provider
    await redis.xgroup_create(TURNS_STREAM, GROUP, id="$", mkstream=True)
    conversation_id = await offline_gateway.open_conversation("scripted")
    turn_id = await offline_gateway.post_turn(conversation_id, "Hello")
    command = offline_gateway.last_command
    assert command is not None
    await take_as_dead_replica(redis)
    # What the dead replica left: a round in progress whose lease expired with it.
    state = TurnState(
        turn_id=turn_id,
        conversation_id=conversation_id,
        user_id="alice",
        model="scripted",
        provider_id="test",
        limits=Limits(),
        conversation_expires_at=datetime(2100, 1, 1, tzinfo=UTC),
        rounds=1,
        phase=Phase.ROUND,
        round_driver=command.id,
        round_lease="lease-that-expired",
    )
    await save_state(redis, state)

    async with start_system(reclaim_idle_ms=200) as system:
        end = await system.reader(turn_id).until_end()
    assert (end.type, end.code, end.draft_preserved) == ("turn.failed", "interrupted", True)
    assert provider.requests == []
