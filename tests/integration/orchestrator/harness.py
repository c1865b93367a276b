"""The orchestrator as it runs: its FastStream app on real Redis, a real OpenAI-compatible streaming
server over HTTP (``ScriptedProvider``, or the demo model), and small real FastStream subscribers
(``Services``) that answer as discovery and the executor do. The test plays the gateway (``Gateway``)
and reads a turn's events with ``EventReader``. The fixtures that start it are in ``conftest.py``."""

import asyncio
import json
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import uvicorn
from faststream import TestApp
from faststream.redis import RedisBroker, StreamSub
from redis.asyncio import Redis
from tests.directory_builder import DirectoryBuilder

from assent_contracts.conversations import (
    ChatMessage,
    ConnectionSelection,
    Conversation,
    Turn,
    TurnInput,
    active_turn_key,
    conversation_key,
    proposals_key,
    turn_input_key,
    turn_key,
    turn_stop_key,
)
from assent_contracts.directory import Directory
from assent_contracts.discovery import (
    RESOLVE_STREAM,
    SEARCH_STREAM,
    ActionSummary,
    ResolveAction,
    ResolvedAction,
    ResolveReply,
    SearchReply,
    SearchRequested,
)
from assent_contracts.events import (
    TERMINAL_TYPES,
    ActionCompleted,
    ActionStarted,
    ConnectionRef,
    decode_event,
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
from assent_contracts.identifiers import new_id
from assent_contracts.limits import Limits
from assent_contracts.pending import SETTLE_PENDING_LUA
from assent_contracts.turns import (
    DECISIONS_STREAM,
    STOPS_STREAM,
    TURNS_STREAM,
    DecisionSubmitted,
    StopRequested,
)
from assent_contracts.turns import TurnRequested as TurnRequestedCommand
from assent_database.settings import DatabaseSettings
from assent_orchestrator.app import create_app
from assent_orchestrator.settings import OrchestratorSettings

PROVIDER_KEY = "sk-integration-provider-secret"
CONNECTION = ConnectionRef(id="conn_alice_github", toolkit="github", display_name="alice on GitHub")
CONNECTION_REVISION = "c1-integration-rev"
CATALOG: dict[str, dict[str, Any]] = {
    "github.get_me": {"description": "Get my GitHub user", "read_only": True, "schema": {"type": "object"}},
    "github.create_issue": {
        "description": "Create an issue in a repository",
        "read_only": False,
        "schema": {
            "type": "object",
            "properties": {"repo": {"type": "string"}, "title": {"type": "string"}},
            "required": ["repo", "title"],
        },
    },
}


# --- a scripted OpenAI-compatible streaming server ---------------------------------------------


@dataclass
class Scripted:
    text: str = ""
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    status: int = 200
    hold: asyncio.Event | None = None
    """Stream the text, then wait for this (or for the client to go away) before finishing."""
    error_message: str = "scripted failure"
    truncated: bool = False
    """End the stream after the text, without a finish reason or ``[DONE]`` (a broken stream)."""


class ScriptedProvider:
    """An ASGI app serving ``POST /v1/chat/completions`` (``stream: true``) from a script of replies."""

    def __init__(self) -> None:
        self.script: list[Scripted] = []
        self.responder: Callable[[dict[str, Any]], Scripted] | None = None
        """Answers from the request itself instead of the script (for concurrent turns)."""
        self.requests: list[dict[str, Any]] = []
        self.authorizations: list[str | None] = []

    def reset(self) -> None:
        self.script.clear()
        self.responder = None
        self.requests.clear()
        self.authorizations.clear()

    async def __call__(
        self, scope: dict[str, Any], receive: Callable[[], Awaitable[dict[str, Any]]], send: Any
    ) -> None:
        assert scope["type"] == "http" and scope["path"] == "/v1/chat/completions"
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        self.requests.append(json.loads(body))
        self.authorizations.append(dict(scope["headers"]).get(b"authorization", b"").decode() or None)
        body_json = self.requests[-1]
        if self.responder is not None:
            reply = self.responder(body_json)
        else:
            reply = self.script.pop(0) if self.script else Scripted(status=500)
        if reply.status != 200:
            payload = json.dumps({"error": {"message": reply.error_message, "type": "server_error"}}).encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": reply.status,
                    "headers": [(b"content-type", b"application/json")],
                }
            )
            await send({"type": "http.response.body", "body": payload})
            return
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"text/event-stream")],
            }
        )
        chunks = self._chunks(reply)
        if reply.truncated:
            chunks = [c for c in chunks if c["choices"][0]["delta"].get("content")]
        for chunk in chunks:
            await send(
                {
                    "type": "http.response.body",
                    "body": f"data: {json.dumps(chunk)}\n\n".encode(),
                    "more_body": True,
                }
            )
            text = chunk["choices"][0]["delta"].get("content")
            if reply.hold is not None and text and not await self._held(reply.hold, receive):
                return
        await send({"type": "http.response.body", "body": b"" if reply.truncated else b"data: [DONE]\n\n"})

    @staticmethod
    async def _held(hold: asyncio.Event, receive: Callable[[], Awaitable[dict[str, Any]]]) -> bool:
        """Wait for ``hold``; False when the client disconnected first."""
        released = asyncio.ensure_future(hold.wait())
        gone = asyncio.ensure_future(receive())
        done, pending = await asyncio.wait({released, gone}, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        return released in done

    @staticmethod
    def _chunks(reply: Scripted) -> list[dict[str, Any]]:
        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {
                "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }

        chunks = [chunk({"role": "assistant", "content": word + " "}) for word in reply.text.split()]
        for index, (name, arguments) in enumerate(reply.calls):
            raw = json.dumps(arguments)
            head = {
                "index": index,
                "id": f"call_{new_id('x')}",
                "type": "function",
                "function": {"name": name},
            }
            chunks.append(chunk({"tool_calls": [head | {"function": {"name": name, "arguments": raw[:5]}}]}))
            chunks.append(chunk({"tool_calls": [{"index": index, "function": {"arguments": raw[5:]}}]}))
        chunks.append(chunk({}, "tool_calls" if reply.calls else "stop"))
        return chunks


@asynccontextmanager
async def serving(app: Any) -> AsyncIterator[str]:
    """Serve ``app`` on a free local port (listening before the server starts); yields its base URL."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    port = listener.getsockname()[1]
    server = uvicorn.Server(
        uvicorn.Config(app, log_level="warning", lifespan="off", timeout_graceful_shutdown=2)
    )
    task = asyncio.create_task(server.serve(sockets=[listener]))
    try:
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        server.should_exit = True
        await task
        listener.close()


# --- discovery and the executor, played by real subscribers ------------------------------------


class Services:
    """Answers ``SearchRequested``/``ResolveAction`` from ``CATALOG`` and executes approved actions."""

    def __init__(self, redis: Redis) -> None:
        self.redis = redis
        self.executed: list[ExecutionRequested] = []
        self.arguments: list[dict[str, Any]] = []
        self.results: dict[str, Any] = {
            "github.get_me": {"login": "alice"},
            "github.create_issue": {"number": 7},
        }
        self.hold_executions: asyncio.Event | None = None

    def broker(self, url: str) -> RedisBroker:
        broker = RedisBroker(url)
        consumer = new_id("test")

        @broker.subscriber(stream=StreamSub(SEARCH_STREAM, group="discovery", consumer=consumer))
        async def on_search(request: SearchRequested) -> SearchReply:
            names = request.names or list(CATALOG)
            return SearchReply(
                results=[
                    ActionSummary(
                        name=name,
                        description=CATALOG[name]["description"],
                        read_only=CATALOG[name]["read_only"],
                        parameters=CATALOG[name]["schema"],
                    )
                    for name in names
                    if name in CATALOG
                ]
            )

        @broker.subscriber(stream=StreamSub(RESOLVE_STREAM, group="discovery", consumer=consumer))
        async def on_resolve(request: ResolveAction) -> ResolveReply:
            if request.name not in CATALOG:
                return ResolveReply(error=f"{request.name} was not discovered in this conversation")
            action = ResolvedAction(
                name=request.name,
                tool_name=request.name.split(".")[1],
                connection=CONNECTION,
                action_revision=f"a-{request.name}-rev",
                connection_revision=CONNECTION_REVISION,
                annotations={"readOnlyHint": CATALOG[request.name]["read_only"]},
            )
            return ResolveReply(action=action)

        @broker.subscriber(stream=StreamSub(EXECUTIONS_STREAM, group="executor", consumer=consumer))
        async def on_execution(request: ExecutionRequested) -> None:
            self.executed.append(request)
            raw = await self.redis.get(arguments_key(request.turn_id, request.proposal_id))
            self.arguments.append(json.loads(raw) if raw else {})
            events = turn_events_stream(request.turn_id)
            started = ActionStarted(turn_id=request.turn_id, proposal_id=request.proposal_id)
            await self.redis.xadd(events, {"data": started.model_dump_json()})
            if self.hold_executions is not None:
                await self.hold_executions.wait()
            result = self.results[request.action_name]
            await self.redis.set(result_key(request.turn_id, request.proposal_id), json.dumps(result))
            completed = ActionCompleted(
                turn_id=request.turn_id,
                proposal_id=request.proposal_id,
                status="succeeded",
                result=result,
                duration_ms=3,
            )
            await self.redis.xadd(events, {"data": completed.model_dump_json()})
            finished = ExecutionFinished(
                turn_id=request.turn_id, proposal_id=request.proposal_id, status="succeeded", duration_ms=3
            )
            await broker.publish(finished, stream=EXECUTION_RESULTS_STREAM)

        return broker


# --- the gateway's part, and reading a turn's events -------------------------------------------


class Gateway:
    def __init__(self, redis: Redis, broker: RedisBroker) -> None:
        self.redis = redis
        self.broker = broker
        self.last_command: TurnRequestedCommand | None = None

    async def open_conversation(self, model: str, limits: Limits | None = None) -> str:
        conversation_id = new_id("conv")
        now = datetime.now(UTC)
        conversation = Conversation(
            id=conversation_id,
            user_id="alice",
            org="acme",
            model=model,
            project_key="proj",
            connections=[ConnectionSelection(id=CONNECTION.id, revision=CONNECTION_REVISION)],
            limits=limits or Limits(),
            created_at=now,
            expires_at=now + timedelta(hours=1),
        )
        await self.redis.set(conversation_key(conversation_id), conversation.model_dump_json())
        return conversation_id

    async def post_turn(self, conversation_id: str, text: str) -> str:
        turn_id = new_id("turn")
        assert await self.redis.set(active_turn_key(conversation_id), turn_id, nx=True)
        turn = Turn(
            id=turn_id, conversation_id=conversation_id, user_id="alice", created_at=datetime.now(UTC)
        )
        await self.redis.set(turn_key(turn_id), turn.model_dump_json())
        turn_input = TurnInput(messages=[ChatMessage(role="user", content=text)])
        await self.redis.set(turn_input_key(turn_id), turn_input.model_dump_json())
        command = TurnRequestedCommand(turn_id=turn_id, conversation_id=conversation_id, user_id="alice")
        self.last_command = command
        await self.broker.publish(command, stream=TURNS_STREAM)
        return turn_id

    async def decide(self, turn_id: str, proposal_id: str, decision: Literal["approve", "decline"]) -> None:
        before = await self.redis.eval(SETTLE_PENDING_LUA, 1, proposals_key(turn_id), proposal_id, decision)
        assert before == b"pending"
        command = DecisionSubmitted(turn_id=turn_id, proposal_id=proposal_id, decision=decision)
        await self.broker.publish(command, stream=DECISIONS_STREAM)

    async def stop(self, turn_id: str) -> None:
        await self.redis.set(turn_stop_key(turn_id), "1")
        await self.broker.publish(StopRequested(turn_id=turn_id), stream=STOPS_STREAM)


class EventReader:
    """Reads one turn's events in order, blocking on the stream (no sleeps)."""

    def __init__(self, redis: Redis, turn_id: str) -> None:
        self.redis = redis
        self.turn_id = turn_id
        self.events: list[Any] = []
        self._last = "0"
        self._cursor = 0

    @property
    def types(self) -> list[str]:
        return [event.type for event in self.events]

    def of(self, kind: str) -> list[Any]:
        return [event for event in self.events if event.type == kind]

    async def until(self, *kinds: str, count: int = 1) -> Any:
        """Read until ``count`` events of one of ``kinds`` were seen; returns the last one read."""
        while sum(1 for event in self.events if event.type in kinds) < count:
            found: Any = await self.redis.xread({turn_events_stream(self.turn_id): self._last}, block=10_000)
            assert found, f"no {kinds} after {self.types}"
            for entry_id, fields in found[0][1]:
                self._last = entry_id
                self.events.append(decode_event(fields))
        return [event for event in self.events if event.type in kinds][count - 1]

    async def until_end(self) -> Any:
        return await self.until(*TERMINAL_TYPES)

    async def next(self, *kinds: str) -> Any:
        """The next event of one of ``kinds`` after the one this method returned before."""
        while True:
            for index in range(self._cursor, len(self.events)):
                if self.events[index].type in kinds:
                    self._cursor = index + 1
                    return self.events[index]
            self._cursor = len(self.events)
            await self.until(*kinds, count=sum(1 for e in self.events if e.type in kinds) + 1)


@dataclass
class System:
    redis: Redis
    gateway: Gateway
    services: Services
    provider: ScriptedProvider

    def reader(self, turn_id: str) -> EventReader:
        return EventReader(self.redis, turn_id)


StartSystem = Callable[..., AbstractAsyncContextManager[System]]
"""``async with start_system(**settings) as system`` (the ``start_system`` fixture)."""


def directory_data(base_url: str) -> Directory:
    return (
        DirectoryBuilder()
        .org("acme", "Acme")
        .user("alice", "Alice")
        .provider(
            "test", base_url, "scripted", "demo", "demo-fail", "demo-fail-after-action", api_key=PROVIDER_KEY
        )
        .project_key("proj", "test")
        .build()
    )


@asynccontextmanager
async def running_system(
    redis_url: str,
    redis: Redis,
    database: DatabaseSettings,
    provider: ScriptedProvider,
    **settings_overrides: Any,
) -> AsyncIterator[System]:
    replicas = settings_overrides.pop("replicas", 1)
    options: dict[str, Any] = {"discovery_timeout_s": 5, "round_lease_ms": 3_000} | settings_overrides
    services = Services(redis)
    services_broker = services.broker(redis_url)
    async with AsyncExitStack() as stack:
        for _ in range(replicas):
            settings = OrchestratorSettings(redis_url=redis_url, database=database, **options)
            await stack.enter_async_context(TestApp(create_app(settings)))
        await stack.enter_async_context(services_broker)
        await services_broker.start()
        yield System(redis, Gateway(redis, services_broker), services, provider)
