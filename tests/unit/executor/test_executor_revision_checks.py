"""The executor's last checks before a call: the connection as changed at run time (read with its
credentials at call time; here from a directory in memory) and the tool as the server lists it right
now. Real Redis; hand-written fakes of the ``ToolCaller`` and ``ToolReader`` ports."""

from typing import Any

import pytest
from mcp import types
from pydantic import SecretStr
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from tests.directory_builder import DirectoryBuilder
from tests.directory_doubles import InMemoryDirectory

from assent_contracts.directory import connection_revision
from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_contracts.events import ActionCompleted, turn_event_adapter, turn_events_stream
from assent_contracts.execution import ExecutionRequested, arguments_key
from assent_database.engine import session_factory
from assent_executor.approved_call import REVISION_CHANGED
from assent_executor.execute import Executor
from assent_executor.mcp_client import McpTarget, McpUnavailable
from assent_runtime.mcp_tools import ListedTool

Sessions = async_sessionmaker[AsyncSession]

FILE_SECRET = "ghp_from_the_file"
NEW_SECRET = "ghp_reconnected_7d2a"
ACTION = ActionDefinition(
    name="github.create_issue",
    tool_name="create_issue",
    connection_id="conn_alice_github",
    title="Create issue",
    description="Open a new issue.",
    input_schema={"type": "object", "properties": {"title": {"type": "string"}}},
    annotations={"readOnlyHint": False},
    revision="a-unit",
)
LIVE = ListedTool(
    name=ACTION.tool_name,
    title=ACTION.title,
    description=ACTION.description,
    input_schema=ACTION.input_schema,
    annotations=ACTION.annotations,
)


class Caller:
    def __init__(self) -> None:
        self.calls: list[McpTarget] = []

    async def call_tool(
        self, target: McpTarget, tool_name: str, arguments: dict[str, Any]
    ) -> types.CallToolResult:
        self.calls.append(target)
        return types.CallToolResult(content=[types.TextContent(type="text", text="done")])


class Reader:
    """Answers ``read_tool`` with a fixed tool, ``None`` (not listed) or an exception."""

    def __init__(self, answer: ListedTool | Exception | None) -> None:
        self.answer = answer
        self.targets: list[McpTarget] = []

    async def read_tool(self, target: McpTarget, tool_name: str) -> ListedTool | None:
        self.targets.append(target)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


@pytest.fixture
def source() -> InMemoryDirectory:
    return InMemoryDirectory(
        DirectoryBuilder()
        .org("acme", "Acme")
        .user("alice", "Alice")
        .toolkit("github", "http://mcp.invalid/mcp", "GitHub")
        .connection(
            "conn_alice_github",
            "github",
            owner="alice",
            display_name="alice on GitHub",
            credentials=FILE_SECRET,
        )
        .data()
    )


@pytest.fixture
def sessions(database: AsyncEngine) -> Sessions:
    return session_factory(database)


def request(config_version: int = 1) -> ExecutionRequested:
    return ExecutionRequested(
        turn_id="turn_rev",
        proposal_id="prop_rev",
        conversation_id="conv_rev",
        user_id="alice",
        connection_id="conn_alice_github",
        action_name=ACTION.name,
        tool_name=ACTION.tool_name,
        action_revision=ACTION.revision,
        connection_revision=connection_revision("conn_alice_github", config_version),
    )


@pytest.fixture
async def seeded(redis: Redis) -> Redis:
    await redis.hset(catalog_key(ACTION.connection_id), ACTION.name, ACTION.model_dump_json())  # type: ignore[misc]
    await redis.set(arguments_key("turn_rev", "prop_rev"), '{"title": "Blue"}')
    await redis.xadd(turn_events_stream("turn_rev"), {"data": "{}"})
    return redis


async def change_connection(source: InMemoryDirectory, **changes: Any) -> None:
    """As ``POST``/``DELETE /v1/connections`` change it: new fields, version bumped."""
    plain = {k: v.get_secret_value() if isinstance(v, SecretStr) else v for k, v in changes.items()}
    source.change_connection("conn_alice_github", **plain)


def executor(
    redis: Redis, source: InMemoryDirectory, sessions: Sessions, caller: Caller, tools: Reader | None = None
) -> Executor:
    return Executor(
        redis=redis,
        directory=source,
        caller=caller,
        consumer="executor-rev",
        lease_ttl_ms=5_000,
        tools=tools,
    )


async def completed(redis: Redis) -> ActionCompleted:
    entries = await redis.xrange(turn_events_stream("turn_rev")) or []
    events = [turn_event_adapter.validate_json((fields or {})[b"data"]) for _, fields in entries[1:]]
    [event] = [e for e in events if isinstance(e, ActionCompleted)]
    return event


async def test_an_approval_made_before_a_reconnect_is_refused_with_revision_changed(
    seeded: Redis, source: InMemoryDirectory, sessions: Sessions
) -> None:
    await change_connection(source, credentials=SecretStr(NEW_SECRET))
    caller = Caller()

    finished = await executor(seeded, source, sessions, caller).execute(request(config_version=1))

    assert finished is not None
    assert (finished.status, finished.code, finished.error) == (
        "failed",
        "revision_changed",
        REVISION_CHANGED,
    )
    assert caller.calls == []
    event = await completed(seeded)
    assert (event.status, event.code) == ("failed", "revision_changed")
    assert "start a new conversation" in (event.error or "")


async def test_the_call_uses_the_credentials_of_the_current_connection(
    seeded: Redis, source: InMemoryDirectory, sessions: Sessions
) -> None:
    await change_connection(source, credentials=SecretStr(NEW_SECRET))
    caller = Caller()

    finished = await executor(seeded, source, sessions, caller).execute(request(config_version=2))

    assert finished is not None and finished.status == "succeeded"
    assert [target.credentials.get_secret_value() for target in caller.calls] == [NEW_SECRET]


async def test_a_connection_disconnected_at_run_time_is_unavailable(
    seeded: Redis, source: InMemoryDirectory, sessions: Sessions
) -> None:
    await change_connection(source, status="disconnected", credentials=SecretStr(""))
    caller = Caller()

    finished = await executor(seeded, source, sessions, caller).execute(request(config_version=2))

    assert finished is not None and finished.code == "connection_unavailable"
    assert caller.calls == []
    assert (await completed(seeded)).code == "connection_unavailable"


@pytest.mark.parametrize(
    "live",
    [
        ListedTool(
            "create_issue",
            "Open a new issue, and email everyone.",
            ACTION.title,
            ACTION.input_schema,
            ACTION.annotations,
        ),
        ListedTool("create_issue", ACTION.description, ACTION.title, {"type": "object"}, ACTION.annotations),
        ListedTool(
            "create_issue", ACTION.description, ACTION.title, ACTION.input_schema, {"readOnlyHint": True}
        ),
        ListedTool("create_issue", ACTION.description, "Create", ACTION.input_schema, ACTION.annotations),
        None,
    ],
    ids=["description", "schema", "annotations", "title", "gone"],
)
async def test_a_tool_the_server_now_lists_differently_is_refused_without_a_call(
    seeded: Redis, source: InMemoryDirectory, sessions: Sessions, live: ListedTool | None
) -> None:
    caller = Caller()

    finished = await executor(seeded, source, sessions, caller, Reader(live)).execute(request())

    assert finished is not None and (finished.status, finished.code) == ("failed", "revision_changed")
    assert caller.calls == []


async def test_a_server_that_cannot_be_listed_is_unavailable_and_not_called(
    seeded: Redis, source: InMemoryDirectory, sessions: Sessions
) -> None:
    caller = Caller()

    finished = await executor(
        seeded, source, sessions, caller, Reader(McpUnavailable("unreachable"))
    ).execute(request())

    assert finished is not None and (finished.status, finished.code) == ("failed", "mcp_unavailable")
    assert caller.calls == []


async def test_a_tool_listed_exactly_as_approved_is_called_with_the_current_credentials(
    seeded: Redis,
    source: InMemoryDirectory,
    sessions: Sessions,
) -> None:
    await change_connection(source, credentials=SecretStr(NEW_SECRET))
    caller, reader = Caller(), Reader(LIVE)

    finished = await executor(seeded, source, sessions, caller, reader).execute(request(config_version=2))

    assert finished is not None and finished.status == "succeeded"
    assert [t.credentials.get_secret_value() for t in reader.targets] == [NEW_SECRET]
    assert len(caller.calls) == 1
