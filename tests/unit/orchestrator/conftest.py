"""A harness for the orchestrator's plain turn functions: real Redis, and small hand-written
implementations of its ports (a scripted ``ChatModel``, a catalogue-backed discovery, a recording
execution queue). The gateway's and the executor's parts are played by the harness itself."""

import asyncio
import json
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import pytest
from redis.asyncio import Redis
from tests.directory_builder import DirectoryBuilder
from tests.directory_doubles import InMemoryDirectory

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
from assent_contracts.discovery import (
    ActionSummary,
    ResolveAction,
    ResolvedAction,
    ResolveReply,
    SearchReply,
    SearchRequested,
)
from assent_contracts.events import ConnectionRef, decode_event, turn_events_stream
from assent_contracts.execution import ExecutionFinished, ExecutionRequested, ExecutionStatus, result_key
from assent_contracts.identifiers import new_id
from assent_contracts.limits import Limits
from assent_contracts.pending import SETTLE_PENDING_LUA
from assent_contracts.turns import DecisionSubmitted, StopRequested, TurnRequested
from assent_orchestrator.deps import Deps, Timing
from assent_orchestrator.provider import ChatDelta, ChatRequest, ModelError
from assent_orchestrator.turn_flow import (
    Handled,
    decision_submitted,
    execution_finished,
    stop_requested,
    turn_requested,
)

CONNECTION = ConnectionRef(id="conn_alice_github", toolkit="github", display_name="alice on GitHub")
CONNECTION_REVISION = "c1-connrev0001"


def action_revision(name: str) -> str:
    return f"a-rev-{name.replace('.', '-')}-77"


DIRECTORY = (
    DirectoryBuilder()
    .org("acme", "Acme")
    .user("alice", "Alice")
    .provider("scripted", "http://model.invalid/v1", "scripted", api_key="sk-secret-provider-key")
    .project_key("proj", "scripted")
    .build()
)


@dataclass
class Reply:
    text: str = ""
    calls: list[tuple[str, Any]] = field(default_factory=list)
    error: str | None = None
    hold: asyncio.Event | None = None
    """Stream the text, then wait for this event before the tool calls (a slow model)."""


class ScriptedModel:
    """A deterministic ``ChatModel``: answers each request with the next scripted reply."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[ChatRequest] = []

    def script(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    async def stream(self, request: ChatRequest) -> AsyncGenerator[ChatDelta, None]:
        self.requests.append(request)
        if not self.replies:
            raise ModelError("the script is exhausted")
        reply = self.replies.pop(0)
        if reply.error:
            raise ModelError(reply.error)
        for word in reply.text.split(" ") if reply.text else []:
            yield ChatDelta(text=word if word == reply.text.split(" ")[0] else " " + word)
        if reply.hold is not None:
            await reply.hold.wait()
        for index, (name, arguments) in enumerate(reply.calls):
            raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
            call_id = f"call_{len(self.requests)}_{index}"
            head = {
                "index": index,
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": ""},
            }
            yield ChatDelta(tool_calls=[head])
            for start in range(0, len(raw), 7):
                yield ChatDelta(
                    tool_calls=[{"index": index, "function": {"arguments": raw[start : start + 7]}}]
                )
        yield ChatDelta(finish_reason="tool_calls" if reply.calls else "stop")


class CatalogDiscovery:
    """Discovery over a fixed catalogue: every search returns every action; resolve checks names."""

    def __init__(self) -> None:
        self.actions = {
            "github.get_me": {"read_only": True, "permission": "ask"},
            "github.create_issue": {"read_only": False, "permission": "ask"},
            "github.delete_repo": {"read_only": False, "permission": "deny"},
        }
        self.searches: list[SearchRequested] = []
        self.silent = False

    async def search(self, request: SearchRequested) -> SearchReply:
        self.searches.append(request)
        if self.silent:
            raise TimeoutError
        names = request.names or list(self.actions)
        return SearchReply(
            results=[
                ActionSummary(name=n, description=f"does {n}", read_only=self.actions[n]["read_only"])
                for n in names
                if n in self.actions
            ]
        )

    async def resolve(self, request: ResolveAction) -> ResolveReply:
        entry = self.actions.get(request.name)
        if entry is None:
            return ResolveReply(
                error=f"{request.name} was not found in this conversation; search for it first"
            )
        action = ResolvedAction(
            name=request.name,
            tool_name=request.name.split(".", 1)[1],
            connection=CONNECTION,
            action_revision=action_revision(request.name),
            connection_revision=CONNECTION_REVISION,
            annotations={"readOnlyHint": entry["read_only"]},
            permission=entry["permission"],
        )
        return ResolveReply(action=action)


class RecordingExecutions:
    def __init__(self) -> None:
        self.requested: list[ExecutionRequested] = []

    async def request_execution(self, request: ExecutionRequested) -> None:
        self.requested.append(request)


class Harness:
    def __init__(self, redis: Redis) -> None:
        self.redis = redis
        self.model = ScriptedModel()
        self.discovery = CatalogDiscovery()
        self.executions = RecordingExecutions()
        self.deps = Deps(
            redis=redis,
            model=self.model,
            discovery=self.discovery,
            executions=self.executions,
            directory=InMemoryDirectory.of(DIRECTORY),
            timing=Timing(lock_ttl_ms=5_000, round_lease_ms=3_000, events_retention_s=600),
        )
        self.conversation_id = new_id("conv")
        self.turn_id = ""
        self.limits = Limits()

    async def open_conversation(self, limits: Limits | None = None, system: str | None = "Be brief.") -> None:
        now = datetime.now(UTC)
        conversation = Conversation(
            id=self.conversation_id,
            user_id="alice",
            org="acme",
            model="scripted",
            project_key="proj",
            connections=[ConnectionSelection(id=CONNECTION.id, revision=CONNECTION_REVISION)],
            system=system,
            limits=limits or Limits(),
            created_at=now,
            expires_at=now + timedelta(hours=1),
        )
        await self.redis.set(conversation_key(self.conversation_id), conversation.model_dump_json())

    async def post_turn(self, text: str = "Who am I on GitHub?") -> TurnRequested:
        """What the gateway does for ``POST …/turns``; returns the command without handling it."""
        self.turn_id = new_id("turn")
        turn = Turn(
            id=self.turn_id,
            conversation_id=self.conversation_id,
            user_id="alice",
            created_at=datetime.now(UTC),
        )
        turn_input = TurnInput(messages=[ChatMessage(role="user", content=text)])
        await self.redis.set(active_turn_key(self.conversation_id), self.turn_id)
        # As the gateway writes them: with the conversation's lifetime as their expiry.
        await self.redis.set(turn_key(self.turn_id), turn.model_dump_json(), ex=3600)
        await self.redis.set(turn_input_key(self.turn_id), turn_input.model_dump_json(), ex=3600)
        return TurnRequested(turn_id=self.turn_id, conversation_id=self.conversation_id, user_id="alice")

    async def start(self, text: str = "Who am I on GitHub?") -> TurnRequested:
        command = await self.post_turn(text)
        assert await turn_requested(self.deps, command) is Handled.DONE
        return command

    async def decide(self, proposal_id: str, decision: Literal["approve", "decline"]) -> DecisionSubmitted:
        """The gateway's CAS, then the orchestrator's handler."""
        before = await self.redis.eval(
            SETTLE_PENDING_LUA, 1, proposals_key(self.turn_id), proposal_id, decision
        )
        assert before == b"pending"
        command = DecisionSubmitted(turn_id=self.turn_id, proposal_id=proposal_id, decision=decision)
        assert await decision_submitted(self.deps, command) is Handled.DONE
        return command

    async def finish_execution(
        self, proposal_id: str, status: ExecutionStatus = "succeeded", result: Any = None
    ) -> ExecutionFinished:
        """The executor's part: write the result claim check, report."""
        if result is not None:
            await self.redis.set(result_key(self.turn_id, proposal_id), json.dumps(result))
        command = ExecutionFinished(
            turn_id=self.turn_id, proposal_id=proposal_id, status=status, duration_ms=12
        )
        assert await execution_finished(self.deps, command) is Handled.DONE
        return command

    async def stop(self) -> StopRequested:
        await self.redis.set(turn_stop_key(self.turn_id), "1")
        command = StopRequested(turn_id=self.turn_id)
        assert await stop_requested(self.deps, command) is Handled.DONE
        return command

    async def events(self) -> list[Any]:
        entries: Any = await self.redis.xrange(turn_events_stream(self.turn_id))
        return [decode_event(fields) for _, fields in entries]

    async def types(self) -> list[str]:
        return [event.type for event in await self.events()]

    async def of(self, kind: str) -> list[Any]:
        return [event for event in await self.events() if event.type == kind]

    async def proposal_ids(self) -> list[str]:
        return [event.proposal_id for event in await self.of("action.proposed")]


@pytest.fixture
async def harness(redis: Redis) -> AsyncIterator[Harness]:
    built = Harness(redis)
    await built.open_conversation()
    yield built


@pytest.fixture
def reply() -> type[Reply]:
    return Reply
