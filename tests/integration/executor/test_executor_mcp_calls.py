"""The executor as a process would run it: FastStream on a real Redis, calling the real demo MCP
server over Streamable HTTP. Proves at most once: the server's own call counter never exceeds one."""

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx2
import pytest
from faststream import FastStream
from faststream.redis import RedisBroker, StreamSub
from pydantic import SecretStr
from redis.asyncio import Redis
from sqlalchemy import update
from tests.directory_builder import DirectoryBuilder
from tests.directory_seeding import seed
from tests.redis_contents import redis_dump, stored_json, stream_data

from assent_cli.redis_server import free_port
from assent_contracts.activity import ACTIVITY_RECORDS_STREAM, ActivityRecord
from assent_contracts.connections import DIRECTORY_VERSION_KEY
from assent_contracts.directory import Directory, connection_revision
from assent_contracts.discovery import ActionDefinition, catalog_key
from assent_contracts.events import (
    LimitsPayload,
    TurnStarted,
    encode_event,
    turn_event_adapter,
    turn_events_stream,
)
from assent_contracts.execution import (
    EXECUTION_RESULTS_STREAM,
    EXECUTIONS_STREAM,
    ExecutionFinished,
    ExecutionRequested,
    arguments_key,
    result_key,
)
from assent_database.activity_store import read_activity
from assent_database.engine import create_engine, session_factory
from assent_database.settings import DatabaseSettings
from assent_database.tables import ConnectionRow, ToolkitRow
from assent_demo.mcp.runner import RunningServer, running_server
from assent_executor.app import create_app
from assent_executor.claims import record_outcome, try_claim
from assent_executor.lease import ProposalLease
from assent_executor.live_tools import StreamableHttpToolReader
from assent_executor.mcp_client import McpTarget
from assent_executor.settings import GROUP, ExecutorSettings

ALICE_TOKEN = "ghp_demo_alice"
SLACK_TOKEN = "xoxb_demo_acme"
TURN = "turn_it"
WAIT_S = 20


def directory_data(github_url: str) -> Directory:
    return (
        DirectoryBuilder()
        .org("acme", "Acme")
        .user("alice", "Alice")
        .toolkit("github", github_url, "GitHub")
        .toolkit("slack", f"http://127.0.0.1:{free_port()}/mcp", "Slack")  # nobody listens
        .connection(
            "conn_alice_github",
            "github",
            owner="alice",
            display_name="alice on GitHub",
            credentials=ALICE_TOKEN,
        )
        .connection("conn_acme_slack", "slack", display_name="Acme Slack", credentials=SLACK_TOKEN)
        .build()
    )


class Harness:
    """One test's world: a demo GitHub server, a directory, a cataloged turn, and a results reader."""

    def __init__(
        self, redis: Redis, redis_url: str, server: RunningServer, database: DatabaseSettings
    ) -> None:
        self.redis = redis
        self.redis_url = redis_url
        self.server = server
        self.database = database
        self.results: asyncio.Queue[ExecutionFinished] = asyncio.Queue()
        self.client = RedisBroker(redis_url)

        @self.client.subscriber(stream=StreamSub(EXECUTION_RESULTS_STREAM, group="test", consumer="test"))
        async def on_execution_finished(finished: ExecutionFinished) -> None:
            await self.results.put(finished)

    def executor(self, **settings: Any) -> FastStream:
        fields: dict[str, Any] = {
            "redis_url": self.redis_url,
            "database": self.database,
            "consumer_name": "executor-it",
        }
        return create_app(ExecutorSettings(**(fields | settings)))

    async def reconfigure(self, github_url: str, alice_token: str = ALICE_TOKEN) -> None:
        """Point the github toolkit elsewhere and replace alice's token, keeping her connection's
        revision (as an operator editing the database by hand would); every process re-reads."""
        engine = create_engine(self.database.url, pool_size=1)
        try:
            async with session_factory(engine).begin() as session:
                await session.execute(
                    update(ToolkitRow).where(ToolkitRow.slug == "github").values(mcp_url=github_url)
                )
                sealed = self.database.cipher().encrypt(alice_token)
                await session.execute(
                    update(ConnectionRow)
                    .where(ConnectionRow.id == "conn_alice_github")
                    .values(credentials=sealed)
                )
        finally:
            await engine.dispose()
        await self.redis.incr(DIRECTORY_VERSION_KEY)

    async def activity(self, expected: int = 0) -> list[dict[str, Any]]:
        """Alice's stored activity, oldest first, once it holds ``expected`` records (the executor's
        activity writer stores them a moment after the outcome; 10 s at most)."""
        engine = create_engine(self.database.url, pool_size=1)
        found: list = []
        try:
            for _ in range(100):
                async with session_factory(engine)() as session:
                    found, _ = await read_activity(session, "alice", limit=100, before_id=None)
                if len(found) >= expected:
                    break
                await asyncio.sleep(0.1)
        finally:
            await engine.dispose()
        return [record.model_dump(mode="json") for _, record in reversed(found)]

    async def approve(
        self, proposal_id: str, action: str, arguments: dict[str, Any], connection: str = "conn_alice_github"
    ) -> ExecutionRequested:
        """Catalog ``action`` as discovery would (its definition as the github server lists it, which
        the executor checks just before calling) and store the approved arguments; the command to send."""
        tool_name = action.split(".", 1)[1]
        listed = None
        if connection == "conn_alice_github":
            target = McpTarget(url=self.server.url, credentials=SecretStr(ALICE_TOKEN))
            listed = await StreamableHttpToolReader(10).read_tool(target, tool_name)
        definition = ActionDefinition(
            name=action,
            tool_name=tool_name,
            connection_id=connection,
            revision=f"rev-{action}",
            **({k: v for k, v in vars(listed).items() if k != "name"} if listed is not None else {}),
        )
        await self.redis.hset(catalog_key(connection), action, definition.model_dump_json())  # type: ignore[misc]
        await self.redis.set(arguments_key(TURN, proposal_id), json.dumps(arguments))
        return ExecutionRequested(
            turn_id=TURN,
            proposal_id=proposal_id,
            conversation_id="conv_it",
            user_id="alice",
            connection_id=connection,
            action_name=action,
            tool_name=definition.tool_name,
            action_revision=definition.revision,
            connection_revision=connection_revision(connection, 1),
        )

    async def send(self, request: ExecutionRequested) -> None:
        await self.client.publish(request, stream=EXECUTIONS_STREAM)

    async def finished(self) -> ExecutionFinished:
        return await asyncio.wait_for(self.results.get(), WAIT_S)

    async def calls(self) -> dict[str, int]:
        async with httpx2.AsyncClient() as http:
            response = await http.get(f"{self.server.base_url}/stats")
        return response.json()["calls"]

    async def events(self) -> list[Any]:
        return [turn_event_adapter.validate_json(data) for data in await stream_data(self.redis, STREAM)][1:]


STREAM = turn_events_stream(TURN)


@pytest.fixture
async def harness(redis: Redis, redis_url: str, database_url: str) -> AsyncIterator[Harness]:
    async with running_server("github") as server:
        directory = await seed(database_url, directory_data(server.url))
        started = TurnStarted(turn_id=TURN, limits=LimitsPayload(rounds=16, actions=20))
        await redis.xadd(STREAM, encode_event(started))  # type: ignore[arg-type]
        harness = Harness(redis, redis_url, server, directory)
        async with harness.client:
            await harness.client.start()
            yield harness


async def test_an_approved_read_runs_once_and_is_reported(harness: Harness) -> None:
    request = await harness.approve("prop_me", "github.get_me", {})

    async with harness.executor():
        await harness.send(request)
        finished = await harness.finished()
        # the handler reports, then deletes the entry: wait for that while the executor still runs
        # (stopping it at once can cut the handler short between the two)
        for _ in range(100):
            if await harness.redis.xlen(EXECUTIONS_STREAM) == 0:
                break
            await asyncio.sleep(0.05)

    assert (finished.turn_id, finished.proposal_id, finished.status) == (TURN, "prop_me", "succeeded")
    result = await stored_json(harness.redis, result_key(TURN, "prop_me"))
    assert result["login"] == "alice"  # the server saw alice's token
    assert await harness.calls() == {"get_me": 1}
    started, completed = await harness.events()
    assert (started.type, completed.type) == ("action.started", "action.completed")
    assert completed.status == "succeeded"
    assert completed.result == result
    assert await harness.redis.xlen(EXECUTIONS_STREAM) == 0  # reported: the request entry is gone


async def test_a_tool_error_is_a_failed_action(harness: Harness) -> None:
    request = await harness.approve("prop_bad", "github.create_issue", {"repo": "acme/nope", "title": "Hi"})

    async with harness.executor():
        await harness.send(request)
        finished = await harness.finished()

    assert finished.status == "failed"
    assert finished.error and "acme/nope" in finished.error
    assert await harness.calls() == {"create_issue": 1}


async def test_a_changed_action_is_refused_without_calling_the_server(harness: Harness) -> None:
    request = await harness.approve("prop_old", "github.get_me", {})
    stale = request.model_copy(update={"action_revision": "rev-before-the-change"})

    async with harness.executor():
        await harness.send(stale)
        finished = await harness.finished()

    assert (finished.status, finished.code) == ("failed", "revision_changed")
    assert "start a new conversation" in (finished.error or "")
    assert await harness.calls() == {}


async def test_a_redelivered_command_never_calls_the_server_twice(harness: Harness) -> None:
    arguments = {"repo": "acme/widgets", "title": "Once"}
    request = await harness.approve("prop_issue", "github.create_issue", arguments)

    async with harness.executor():
        await harness.send(request)
        first = await harness.finished()
        await harness.send(request)
        second = await harness.finished()

    assert first.status == "succeeded"
    assert second == first
    assert await harness.calls() == {"create_issue": 1}
    completions = [event for event in await harness.events() if event.type == "action.completed"]
    assert len(completions) == 1


async def test_an_execution_cut_short_by_a_crash_is_reclaimed_as_outcome_unknown(harness: Harness) -> None:
    """A consumer read the command and claimed it, then died: the reclaimer reports, never calls."""
    arguments = {"repo": "acme/widgets", "title": "?"}
    request = await harness.approve("prop_crash", "github.create_issue", arguments)
    await deliver_to_a_dead_consumer(harness, request)
    await try_claim(harness.redis, "prop_crash", "executor-dead")

    async with harness.executor(reclaim_idle_ms=200):
        finished = await harness.finished()
        # The reclaimer reports, then deletes and acknowledges the entry: wait for that while the
        # executor still runs (stopping it at once could cut the handler short between the two).
        pending = await harness.redis.xpending(EXECUTIONS_STREAM, GROUP)
        for _ in range(100):
            if pending["pending"] == 0:
                break
            await asyncio.sleep(0.05)
            pending = await harness.redis.xpending(EXECUTIONS_STREAM, GROUP)

    assert (finished.status, finished.code) == ("outcome_unknown", "interrupted")
    assert await harness.calls() == {}
    [completed] = await harness.events()
    assert completed.status == "outcome_unknown"
    assert await harness.redis.xlen(EXECUTIONS_STREAM) == 0  # the reclaimed entry is deleted too
    assert pending == {"pending": 0, "min": None, "max": None, "consumers": []}  # acknowledged


async def test_a_command_never_claimed_by_a_dead_consumer_still_runs(harness: Harness) -> None:
    request = await harness.approve("prop_unclaimed", "github.get_me", {})
    await deliver_to_a_dead_consumer(harness, request)

    async with harness.executor(reclaim_idle_ms=200):
        finished = await harness.finished()

    assert finished.status == "succeeded"
    assert await harness.calls() == {"get_me": 1}


async def test_a_proposal_another_live_executor_holds_is_reported_once_it_finishes(harness: Harness) -> None:
    """A second delivery while the first still runs stands down, stays pending, and is reclaimed
    later: by then the first recorded its outcome, which is reported again. MCP is never called."""
    request = await harness.approve("prop_live", "github.get_me", {})
    elsewhere = ProposalLease(harness.redis, "prop_live", ttl_ms=30_000)
    assert await elsewhere.acquire()
    await try_claim(harness.redis, "prop_live", "executor-elsewhere")

    async with harness.executor(reclaim_idle_ms=200):
        await harness.send(request)
        await asyncio.wait_for(delivered_twice(harness.redis), WAIT_S)  # read, stood down, reclaimed
        assert harness.results.empty()
        done = ExecutionFinished(turn_id=TURN, proposal_id="prop_live", status="succeeded", duration_ms=5)
        await record_outcome(harness.redis, done)
        await elsewhere.release()
        finished = await harness.finished()

    assert finished == done
    assert await harness.calls() == {}


async def delivered_twice(redis: Redis) -> None:
    """Until the one pending command has been delivered at least twice (polls XPENDING)."""
    while True:
        pending = await redis.xpending_range(EXECUTIONS_STREAM, GROUP, min="-", max="+", count=1)
        if pending and int(pending[0]["times_delivered"]) >= 2:
            return
        await asyncio.sleep(0.05)


async def test_a_call_that_outlives_the_timeout_is_outcome_unknown(harness: Harness) -> None:
    arguments = {"repo": "acme/widgets", "workflow": "ci.yml", "seconds": 4}
    request = await harness.approve("prop_slow", "github.run_workflow", arguments)

    async with harness.executor(mcp_timeout_s=1.5):
        await harness.send(request)
        finished = await harness.finished()

    assert (finished.status, finished.code) == ("outcome_unknown", "interrupted")
    assert finished.error and "1.5 s" in finished.error
    assert await harness.calls() == {"run_workflow": 1}  # it did reach the server


async def test_a_connection_lost_mid_call_is_outcome_unknown(harness: Harness) -> None:
    request = await harness.approve("prop_lost", "github.get_me", {})
    async with dropping_proxy(harness.server.base_url) as proxy_url:
        await harness.reconfigure(f"{proxy_url}/mcp")

        async with harness.executor():
            await harness.send(request)
            finished = await harness.finished()

    assert (finished.status, finished.code) == ("outcome_unknown", "interrupted")
    assert "lost" in (finished.error or "")
    assert (await harness.calls()).get("get_me", 0) <= 1


async def test_an_unreachable_server_fails_as_unavailable(harness: Harness) -> None:
    request = await harness.approve("prop_slack", "slack.post_message", {"text": "hi"}, "conn_acme_slack")

    async with harness.executor():
        await harness.send(request)
        finished = await harness.finished()

    assert (finished.status, finished.code) == ("failed", "mcp_unavailable")


async def test_credentials_the_server_refuses_fail_without_a_call(harness: Harness) -> None:
    request = await harness.approve("prop_revoked", "github.get_me", {})
    await harness.reconfigure(harness.server.url, alice_token="ghp_revoked_token")

    async with harness.executor():
        await harness.send(request)
        finished = await harness.finished()

    assert (finished.status, finished.code) == ("failed", "mcp_unavailable")
    assert "ghp_revoked_token" not in (finished.error or "")
    assert await harness.calls() == {}


async def test_activity_holds_metadata_and_no_credential_is_stored(harness: Harness) -> None:
    title = "Quarterly plan: buy widgets"
    issue = await harness.approve("prop_a", "github.create_issue", {"repo": "acme/widgets", "title": title})
    me = await harness.approve("prop_b", "github.get_me", {})
    slack = await harness.approve("prop_c", "slack.post_message", {"text": "hi"}, "conn_acme_slack")

    async with harness.executor():
        for request in (issue, me, slack):
            await harness.send(request)
            await harness.finished()
        assert len(await harness.activity(expected=3)) == 3
        # A record queued again (a redelivered report) is stored once; every entry is deleted once stored.
        again = ActivityRecord.model_validate((await harness.activity(expected=3))[0])
        await harness.redis.xadd(ACTIVITY_RECORDS_STREAM, {"data": again.model_dump_json()})
        for _ in range(100):
            if not await harness.redis.xlen(ACTIVITY_RECORDS_STREAM):
                break
            await asyncio.sleep(0.1)
        assert await harness.redis.xlen(ACTIVITY_RECORDS_STREAM) == 0
        records = await harness.activity(expected=3)

    assert [record["approval_id"] for record in records] == ["prop_a", "prop_b", "prop_c"]
    assert all(set(record) == set(ActivityRecord.model_fields) for record in records)
    assert title not in json.dumps(records)
    assert "login" not in json.dumps(records)
    stored = await redis_dump(harness.redis)
    assert ALICE_TOKEN not in stored
    assert SLACK_TOKEN not in stored


async def deliver_to_a_dead_consumer(harness: Harness, request: ExecutionRequested) -> None:
    """Create the group, send the command and read it as a consumer that then never acknowledges."""
    await harness.redis.xgroup_create(EXECUTIONS_STREAM, GROUP, id="$", mkstream=True)
    await harness.send(request)
    delivered = await harness.redis.xreadgroup(GROUP, "executor-dead", {EXECUTIONS_STREAM: ">"}, count=1)
    assert delivered


@asynccontextmanager
async def dropping_proxy(upstream_base_url: str) -> AsyncIterator[str]:
    """A TCP proxy that forwards everything, and cuts both sides right after a ``tools/call`` passed."""
    host, port = upstream_base_url.removeprefix("http://").split(":")

    async def pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, watch: bool) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
                if watch and b'"tools/call"' in data:
                    break
        finally:
            writer.close()

    async def handle(client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        server_reader, server_writer = await asyncio.open_connection(host, int(port))
        upstream = asyncio.create_task(pump(client_reader, server_writer, watch=True))
        downstream = asyncio.create_task(pump(server_reader, client_writer, watch=False))
        await asyncio.wait([upstream, downstream], return_when=asyncio.FIRST_COMPLETED)
        for writer in (client_writer, server_writer):
            writer.close()
        for task in (upstream, downstream):
            task.cancel()
        await asyncio.gather(upstream, downstream, return_exceptions=True)

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    proxy_port = server.sockets[0].getsockname()[1]
    async with server:
        yield f"http://127.0.0.1:{proxy_port}"
