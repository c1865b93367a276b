"""The at-most-once rule of ``Executor.execute``, against a real Redis and a hand-written ``ToolCaller``.

The fake stands in for the MCP server only; integration tests call a real one over HTTP."""

from typing import Any

import pytest
from mcp import types
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from tests.directory_builder import DirectoryBuilder
from tests.directory_doubles import InMemoryDirectory
from tests.redis_contents import redis_dump, stored_json, stream_data

from assent_contracts.activity import ACTIVITY_RECORDS_STREAM, ActivityRecord
from assent_contracts.conversations import turn_ended_key
from assent_contracts.directory import ConnectionStatus, connection_revision
from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_contracts.events import (
    ActionCompleted,
    ActionStarted,
    LimitsPayload,
    TurnStarted,
    encode_event,
    turn_event_adapter,
    turn_events_stream,
)
from assent_contracts.execution import (
    ExecutionFinished,
    ExecutionRequested,
    arguments_key,
    execution_claim_key,
    result_key,
)
from assent_database.activity_store import read_activity
from assent_database.engine import session_factory
from assent_executor.approved_call import REVISION_CHANGED
from assent_executor.claims import record_outcome, recorded_outcome, try_claim
from assent_executor.execute import Executor
from assent_executor.lease import ProposalLease, execution_lease_key
from assent_executor.mcp_client import McpOutcomeUnknown, McpRejected, McpTarget, McpUnavailable
from assent_executor.reports import append_activity

SECRET = "ghp_unit_secret_4f1c"
STREAM = turn_events_stream("turn_unit")
ACTION_REVISION = "a1-0123456789"


class FakeToolCaller:
    """Answers each call with the next scripted result, or raises it; records every call."""

    def __init__(self, *answers: types.CallToolResult | Exception) -> None:
        self.answers = list(answers)
        self.calls: list[tuple[McpTarget, str, dict[str, Any]]] = []

    async def call_tool(
        self, target: McpTarget, tool_name: str, arguments: dict[str, Any]
    ) -> types.CallToolResult:
        self.calls.append((target, tool_name, arguments))
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer


def directory(*, config_version: int = 1, status: ConnectionStatus = "connected") -> InMemoryDirectory:
    return InMemoryDirectory(
        DirectoryBuilder()
        .org("acme", "Acme")
        .user("alice", "Alice")
        .user("bob", "Bob")
        .toolkit("github", "http://mcp.invalid/mcp", "GitHub")
        .connection(
            "conn_alice_github",
            "github",
            owner="alice",
            display_name="alice on GitHub",
            status=status,
            config_version=config_version,
            credentials=SECRET,
        )
        .data()
    )


Sessions = async_sessionmaker[AsyncSession]


@pytest.fixture
def sessions(database: AsyncEngine) -> Sessions:
    return session_factory(database)


def request(**changes: Any) -> ExecutionRequested:
    fields: dict[str, Any] = {
        "turn_id": "turn_unit",
        "proposal_id": "prop_unit",
        "conversation_id": "conv_unit",
        "user_id": "alice",
        "connection_id": "conn_alice_github",
        "action_name": "github.create_issue",
        "tool_name": "create_issue",
        "action_revision": ACTION_REVISION,
        "connection_revision": connection_revision("conn_alice_github", 1),
    }
    return ExecutionRequested(**(fields | changes))


def text_result(text: str, *, is_error: bool = False, structured: Any = None) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], structured_content=structured, is_error=is_error
    )


def make_executor(redis: Redis, sessions: Sessions, caller: FakeToolCaller, **changes: Any) -> Executor:
    fields: dict[str, Any] = {
        "redis": redis,
        "directory": directory(),
        "caller": caller,
        "consumer": "executor-unit",
        "lease_ttl_ms": 5_000,
    }
    return Executor(**(fields | changes))


@pytest.fixture
async def seeded(redis: Redis) -> Redis:
    """A running turn, the cataloged action and the approved arguments of ``request()``."""
    action = ActionDefinition(
        name="github.create_issue",
        tool_name="create_issue",
        connection_id="conn_alice_github",
        description="Open a new issue.",
        revision=ACTION_REVISION,
    )
    await redis.hset(catalog_key("conn_alice_github"), "github.create_issue", action.model_dump_json())  # type: ignore[misc]
    await redis.set(arguments_key("turn_unit", "prop_unit"), '{"repo": "acme/widgets", "title": "Blue"}')
    started = TurnStarted(turn_id="turn_unit", limits=LimitsPayload(rounds=16, actions=20))
    await redis.xadd(turn_events_stream("turn_unit"), encode_event(started))  # type: ignore[arg-type]
    return redis


async def events(redis: Redis) -> list[Any]:
    return [turn_event_adapter.validate_json(data) for data in await stream_data(redis, STREAM)][1:]


async def activity(redis: Redis, sessions: Sessions) -> list[dict[str, Any]]:
    """The activity stored, once the records the executor queued are written as its writer does."""
    for data in await stream_data(redis, ACTIVITY_RECORDS_STREAM):
        await append_activity(sessions, ActivityRecord.model_validate_json(data))
    async with sessions() as session:
        found, _ = await read_activity(session, "alice", limit=100, before_id=None)
    return [record.model_dump(mode="json") for _, record in reversed(found)]


async def test_a_succeeded_call_records_reports_and_returns_the_outcome(
    seeded: Redis, sessions: Sessions
) -> None:
    caller = FakeToolCaller(text_result("#3 Blue", structured={"number": 3, "title": "Blue"}))

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished is not None
    assert (finished.status, finished.error, finished.code) == ("succeeded", None, None)
    [(target, tool_name, arguments)] = caller.calls
    assert (target.url, tool_name) == ("http://mcp.invalid/mcp", "create_issue")
    assert target.credentials.get_secret_value() == SECRET
    assert arguments == {"repo": "acme/widgets", "title": "Blue"}
    assert await stored_json(seeded, result_key("turn_unit", "prop_unit")) == {
        "number": 3,
        "title": "Blue",
    }
    assert await recorded_outcome(seeded, "prop_unit") == finished
    started, completed = await events(seeded)
    assert isinstance(started, ActionStarted)
    assert isinstance(completed, ActionCompleted)
    assert (completed.status, completed.result) == ("succeeded", {"number": 3, "title": "Blue"})
    [record] = await activity(seeded, sessions)
    assert record["status"] == "succeeded"
    assert record["approval_id"] == "prop_unit"
    assert set(record) == set(ActivityRecord.model_fields)
    assert await seeded.exists(execution_lease_key("prop_unit")) == 0


async def test_a_result_without_structured_content_is_its_text(seeded: Redis, sessions: Sessions) -> None:
    finished = await make_executor(seeded, sessions, FakeToolCaller(text_result("done"))).execute(request())

    assert finished is not None and finished.status == "succeeded"
    assert await stored_json(seeded, result_key("turn_unit", "prop_unit")) == "done"


async def test_a_tool_error_fails_with_its_text(seeded: Redis, sessions: Sessions) -> None:
    caller = FakeToolCaller(text_result("repository acme/nope not found", is_error=True))

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished is not None
    assert (finished.status, finished.error) == ("failed", "repository acme/nope not found")
    assert await stored_json(seeded, result_key("turn_unit", "prop_unit")) is None
    completed = (await events(seeded))[-1]
    assert (completed.status, completed.error) == ("failed", "repository acme/nope not found")


@pytest.mark.parametrize(
    ("stale", "code"),
    [
        ({"connection_revision": connection_revision("conn_alice_github", 0)}, "revision_changed"),
        ({"action_revision": "a0-older"}, "revision_changed"),
        ({"action_name": "github.delete_repo"}, "revision_changed"),
        ({"tool_name": "delete_repo"}, "revision_changed"),
        ({"user_id": "bob"}, "connection_unavailable"),
        ({"connection_id": "conn_gone"}, "connection_unavailable"),
    ],
)
async def test_a_stale_or_foreign_approval_is_refused_without_calling_mcp(
    seeded: Redis, sessions: Sessions, stale: dict[str, str], code: str
) -> None:
    caller = FakeToolCaller()

    finished = await make_executor(seeded, sessions, caller).execute(request(**stale))

    assert finished is not None
    assert (finished.status, finished.code) == ("failed", code)
    assert caller.calls == []
    [completed] = await events(seeded)
    assert isinstance(completed, ActionCompleted) and completed.status == "failed"
    if code == "revision_changed":
        assert finished.error == REVISION_CHANGED


async def test_a_reconfigured_connection_changes_its_revision(seeded: Redis, sessions: Sessions) -> None:
    caller = FakeToolCaller()
    executor = make_executor(seeded, sessions, caller, directory=directory(config_version=2))

    finished = await executor.execute(request())

    assert finished is not None and finished.code == "revision_changed"
    assert caller.calls == []


async def test_a_disconnected_connection_is_unavailable(seeded: Redis, sessions: Sessions) -> None:
    caller = FakeToolCaller()
    executor = make_executor(seeded, sessions, caller, directory=directory(status="disconnected"))

    finished = await executor.execute(request())

    assert finished is not None and finished.code == "connection_unavailable"
    assert caller.calls == []


async def test_missing_arguments_fail_without_calling_mcp(seeded: Redis, sessions: Sessions) -> None:
    await seeded.delete(arguments_key("turn_unit", "prop_unit"))
    caller = FakeToolCaller()

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished is not None and finished.code == "arguments_missing"
    assert caller.calls == []


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (McpUnavailable("the MCP server could not be reached: ConnectError"), "failed", "mcp_unavailable"),
        (McpRejected("the MCP server rejected the call: Invalid params"), "failed", "mcp_rejected"),
        (McpOutcomeUnknown("no answer from the MCP server within 30 s"), "outcome_unknown", "interrupted"),
        (RuntimeError("something unexpected"), "outcome_unknown", "interrupted"),
    ],
)
async def test_call_failures_say_whether_the_action_may_have_run(
    seeded: Redis, sessions: Sessions, error: Exception, status: str, code: str
) -> None:
    finished = await make_executor(seeded, sessions, FakeToolCaller(error)).execute(request())

    assert finished is not None
    assert (finished.status, finished.code) == (status, code)
    assert finished.error
    [record] = await activity(seeded, sessions)
    assert record["status"] == status


async def test_a_redelivered_command_reports_the_recorded_outcome_without_calling_again(
    seeded: Redis,
    sessions: Sessions,
) -> None:
    caller = FakeToolCaller(text_result("ok", structured={"number": 3}))
    executor = make_executor(seeded, sessions, caller)

    first = await executor.execute(request())
    again = await executor.execute(request())

    assert again == first
    assert len(caller.calls) == 1
    assert [type(event) for event in await events(seeded)] == [ActionStarted, ActionCompleted]
    assert len(await activity(seeded, sessions)) == 1


async def test_a_claim_without_outcome_is_reported_outcome_unknown_once(
    seeded: Redis, sessions: Sessions
) -> None:
    await try_claim(seeded, "prop_unit", "executor-that-crashed")
    caller = FakeToolCaller()
    executor = make_executor(seeded, sessions, caller)

    first = await executor.execute(request())
    again = await executor.execute(request())

    assert first is not None
    assert (first.status, first.code) == ("outcome_unknown", "interrupted")
    assert again == first
    assert caller.calls == []
    [completed] = await events(seeded)
    assert isinstance(completed, ActionCompleted) and completed.status == "outcome_unknown"
    [record] = await activity(seeded, sessions)
    assert record["status"] == "outcome_unknown"


async def test_an_outcome_recorded_before_a_crash_is_completed_on_redelivery(
    seeded: Redis, sessions: Sessions
) -> None:
    """The executor died after recording the outcome, before emitting ``action.completed``."""
    await try_claim(seeded, "prop_unit", "executor-that-crashed")
    recorded = ExecutionFinished(
        turn_id="turn_unit", proposal_id="prop_unit", status="succeeded", duration_ms=7
    )
    await seeded.set(result_key("turn_unit", "prop_unit"), '{"number": 3}')
    await record_outcome(seeded, recorded)
    caller = FakeToolCaller()

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished == recorded
    assert caller.calls == []
    [completed] = await events(seeded)
    assert isinstance(completed, ActionCompleted)
    assert (completed.status, completed.result, completed.duration_ms) == ("succeeded", {"number": 3}, 7)


async def test_a_proposal_leased_by_a_live_executor_is_left_alone(seeded: Redis, sessions: Sessions) -> None:
    other = ProposalLease(seeded, "prop_unit", ttl_ms=5_000)
    assert await other.acquire()
    caller = FakeToolCaller(text_result("ok"))

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished is None
    assert caller.calls == []
    assert await seeded.exists(execution_claim_key("prop_unit")) == 0
    assert await events(seeded) == []


async def test_credentials_never_reach_redis(seeded: Redis, sessions: Sessions) -> None:
    caller = FakeToolCaller(text_result(f"token {SECRET}", structured={"echo": f"Bearer {SECRET}"}))
    await make_executor(seeded, sessions, caller).execute(request(proposal_id="prop_unit"))
    await seeded.set(arguments_key("turn_unit", "prop_two"), "{}")
    caller = FakeToolCaller(McpUnavailable(f"401 for {SECRET}"))
    await make_executor(seeded, sessions, caller).execute(request(proposal_id="prop_two"))

    assert SECRET not in await redis_dump(seeded)
    assert "[redacted]" in await redis_dump(seeded)


class EndingToolCaller(FakeToolCaller):
    """Ends the turn (sets its ended mark, as the orchestrator's terminal event does) during the call."""

    def __init__(self, redis: Redis, *answers: types.CallToolResult | Exception) -> None:
        super().__init__(*answers)
        self.redis = redis

    async def call_tool(
        self, target: McpTarget, tool_name: str, arguments: dict[str, Any]
    ) -> types.CallToolResult:
        await self.redis.set(turn_ended_key("turn_unit"), "turn.failed")
        return await super().call_tool(target, tool_name, arguments)


async def test_nothing_is_appended_to_a_turn_that_ended_and_what_ran_is_still_recorded(
    seeded: Redis, sessions: Sessions
) -> None:
    """Issue 9: the executor's events check the turn's ended mark in the same step as the append."""
    caller = EndingToolCaller(seeded, text_result("#3 Blue"))

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished is not None and finished.status == "succeeded"
    assert len(caller.calls) == 1
    assert [type(event) for event in await events(seeded)] == [ActionStarted]  # no action.completed
    [record] = await activity(seeded, sessions)
    assert (record["approval_id"], record["status"]) == ("prop_unit", "succeeded")


async def test_an_action_of_a_turn_that_ended_before_it_started_does_not_run(
    seeded: Redis, sessions: Sessions
) -> None:
    await seeded.set(turn_ended_key("turn_unit"), "turn.stopped")
    caller = FakeToolCaller(text_result("never"))

    finished = await make_executor(seeded, sessions, caller).execute(request())

    assert finished is not None and (finished.status, finished.code) == ("failed", "turn_ended")
    assert caller.calls == []
    assert await events(seeded) == []
    [record] = await activity(seeded, sessions)
    assert record["status"] == "failed"
