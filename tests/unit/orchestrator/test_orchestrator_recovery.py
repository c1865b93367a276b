"""Redelivery, crashes and stops that race a running round: every handler is idempotent, and a
round nobody runs any more is failed, never rerun."""

import asyncio
from datetime import UTC, datetime

from assent_contracts.events import TERMINAL_TYPES, turn_events_stream
from assent_contracts.turns import StopRequested
from assent_orchestrator.state import Phase, TurnState
from assent_orchestrator.turn_flow import (
    Handled,
    decision_submitted,
    execution_finished,
    stop_requested,
    turn_requested,
)
from assent_orchestrator.turn_store import load_state, save_state, take_lease

EXECUTE = "assent_execute_tool"
FAR_FUTURE = datetime(2100, 1, 1, tzinfo=UTC)


def execute(name: str, arguments: dict | None = None) -> tuple[str, dict]:
    return (EXECUTE, {"name": name, "arguments": arguments or {}})


async def wait_for_event(harness, kind: str) -> None:
    """Block on the turn's event stream until an event of ``kind`` was written."""
    last = "0"
    while True:
        found = await harness.redis.xread({turn_events_stream(harness.turn_id): last}, block=5000)
        assert found, f"no {kind} event"
        for entry_id, fields in found[0][1]:
            last = entry_id
            if kind.encode() in fields[b"data"]:
                return


async def test_redelivered_messages_are_no_ops(harness, reply) -> None:
    harness.model.script(reply(calls=[execute("github.get_me"), execute("github.create_issue", {"t": 1})]))
    harness.model.script(reply(text="Done."))
    deps = harness.deps
    started = await harness.start()
    assert await turn_requested(deps, started) is Handled.DONE
    first, second = await harness.proposal_ids()
    approved_first = await harness.decide(first, "approve")
    assert await decision_submitted(deps, approved_first) is Handled.DONE
    approved_second = await harness.decide(second, "approve")
    assert [e.proposal_id for e in harness.executions.requested] == [first]

    # While the first action runs, every message seen so far comes again.
    before = await harness.types()
    assert await turn_requested(deps, started) is Handled.DONE
    assert await decision_submitted(deps, approved_first) is Handled.DONE
    assert await decision_submitted(deps, approved_second) is Handled.DONE
    assert [e.proposal_id for e in harness.executions.requested] == [first]
    assert await harness.types() == before

    finished_first = await harness.finish_execution(first, result={"ok": 1})
    assert await execution_finished(deps, finished_first) is Handled.DONE
    assert [e.proposal_id for e in harness.executions.requested] == [first, second]

    # After the turn ended, again.
    finished_second = await harness.finish_execution(second, result={"ok": 2})
    final = await harness.types()
    assert final[-1] == "turn.completed"
    assert await execution_finished(deps, finished_first) is Handled.DONE
    assert await execution_finished(deps, finished_second) is Handled.DONE
    assert await decision_submitted(deps, approved_second) is Handled.DONE
    assert await turn_requested(deps, started) is Handled.DONE
    assert await harness.types() == final
    assert len(harness.model.requests) == 2
    assert len(harness.executions.requested) == 2


async def test_a_round_whose_owner_died_is_failed_not_rerun(harness) -> None:
    command = await harness.post_turn()
    state = TurnState(
        turn_id=harness.turn_id,
        conversation_id=harness.conversation_id,
        user_id="alice",
        model="scripted",
        provider_id="scripted",
        limits=harness.limits,
        conversation_expires_at=FAR_FUTURE,
        rounds=1,
        phase=Phase.ROUND,
        round_driver=command.id,
        round_lease="lease-of-a-dead-process",
    )
    await save_state(harness.redis, state)
    assert await turn_requested(harness.deps, command) is Handled.DONE
    failed = (await harness.of("turn.failed"))[0]
    assert (failed.code, failed.draft_preserved) == ("interrupted", True)
    assert harness.model.requests == []


async def test_a_reclaimed_copy_of_the_message_driving_a_live_round_stays_pending(harness) -> None:
    command = await harness.post_turn()
    state = TurnState(
        turn_id=harness.turn_id,
        conversation_id=harness.conversation_id,
        user_id="alice",
        model="scripted",
        provider_id="scripted",
        limits=harness.limits,
        conversation_expires_at=FAR_FUTURE,
        phase=Phase.ROUND,
        round_driver=command.id,
        round_lease="live",
    )
    await save_state(harness.redis, state)
    await take_lease(harness.redis, harness.turn_id, "live", 60_000)
    assert await turn_requested(harness.deps, command) is Handled.IN_PROGRESS
    other = command.model_copy(update={"id": "msg_other"})
    assert await turn_requested(harness.deps, other) is Handled.DONE
    assert await harness.events() == []


async def test_stop_during_a_streaming_round_ends_it_promptly(harness, reply) -> None:
    never = asyncio.Event()
    harness.model.script(reply(text="Thinking", hold=never))
    running = asyncio.create_task(turn_requested(harness.deps, await harness.post_turn()))
    await wait_for_event(harness, "message.delta")
    await harness.stop()
    assert await running is Handled.DONE
    types = await harness.types()
    assert types[-1] == "turn.stopped"
    assert sum(1 for t in types if t in TERMINAL_TYPES) == 1
    assert await load_state(harness.redis, harness.turn_id) is None


async def test_the_stop_flag_alone_stops_a_streaming_round(harness, reply) -> None:
    never = asyncio.Event()
    harness.model.script(reply(text="Thinking", hold=never))
    running = asyncio.create_task(turn_requested(harness.deps, await harness.post_turn()))
    await wait_for_event(harness, "message.delta")
    await harness.redis.set(f"assent:{{{harness.turn_id}}}:stop", "1")
    assert await running is Handled.DONE
    assert (await harness.types())[-1] == "turn.stopped"
    assert await stop_requested(harness.deps, StopRequested(turn_id=harness.turn_id)) is Handled.DONE
    assert sum(1 for t in await harness.types() if t in TERMINAL_TYPES) == 1


async def test_stop_before_the_turn_started_ends_it_and_the_start_is_ignored(harness, reply) -> None:
    harness.model.script(reply(text="never"))
    command = await harness.post_turn()
    await harness.stop()
    assert await turn_requested(harness.deps, command) is Handled.DONE
    assert await harness.types() == ["turn.stopped"]
    assert harness.model.requests == []
