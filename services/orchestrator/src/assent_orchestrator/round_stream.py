"""Streaming one model round, outside the turn lock, while a guard keeps the round's lease alive.

The guard also covers asking discovery about the round's tool calls (``while_alive``).

Text deltas become ``message.delta`` events as they arrive; tool-call fragments are reassembled.
The stop flag is checked after every chunk, and by the guard between chunks (``stopping``), so a stop
ends even a silent stream promptly. A stopped or taken-over round raises ``RoundInterrupted``.
"""

import asyncio
from collections.abc import Coroutine
from contextlib import aclosing
from dataclasses import dataclass
from typing import Any, TypeVar

from assent_contracts.conversations import TurnInput, turn_input_key
from assent_contracts.events import MessageDelta
from assent_orchestrator.deps import Deps
from assent_orchestrator.helper_tools import helper_definitions
from assent_orchestrator.model_messages import build_messages
from assent_orchestrator.provider import ChatRequest, ModelError
from assent_orchestrator.state import TurnState
from assent_orchestrator.stopping import stop_asked, stop_flag_key
from assent_orchestrator.tool_calls import ToolCall, ToolCallAssembler
from assent_orchestrator.turn_store import refresh_lease
from assent_runtime.task_ending import cancel_and_wait

T = TypeVar("T")


class RoundInterrupted(Exception):
    """The round stopped streaming because the turn was stopped, ended elsewhere, or lost its lease."""


@dataclass(frozen=True)
class RoundTicket:
    """A round that was started under the lock: the state as it was then, and the round's lease."""

    state: TurnState
    lease: str
    driver_id: str


@dataclass(frozen=True)
class RoundResult:
    text: str
    tool_calls: list[ToolCall]


async def build_request(deps: Deps, state: TurnState) -> ChatRequest:
    provider = deps.directory.provider(state.provider_id)
    if provider is None:
        raise ModelError("the project key's model provider is no longer configured")
    raw_input = await deps.redis.get(turn_input_key(state.turn_id))
    if raw_input is None:
        raise RoundInterrupted("the turn's input is gone: the turn ended")
    turn_input = TurnInput.model_validate_json(raw_input)
    settings = {
        "temperature": turn_input.temperature,
        "max_tokens": turn_input.max_tokens,
        "response_format": turn_input.response_format,
    }
    options = {key: value for key, value in settings.items() if value is not None}
    # tool_choice "none" turns tool use off for the turn: no tool is offered at all.
    tools = [] if turn_input.tool_choice == "none" else offered_tools(state)
    return ChatRequest(
        base_url=provider.base_url,
        api_key=provider.api_key,
        model=state.model,
        messages=build_messages(state.system, turn_input, state.messages),
        tools=tools,
        tool_choice="auto",
        options=options,
    )


def offered_tools(state: TurnState) -> list[dict[str, Any]]:
    """The two helpers, then the conversation's client-side tools (``deny`` ones are not in the state)."""
    return helper_definitions() + [tool.definition for tool in state.client_tools]


async def stream_round(deps: Deps, ticket: RoundTicket) -> RoundResult:
    """Run the model round; raises ``ModelError`` (provider failure) or ``RoundInterrupted``."""
    request = await build_request(deps, ticket.state)
    return await while_alive(deps, ticket, _consume(deps, ticket.state, request))


async def while_alive(deps: Deps, ticket: RoundTicket, work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` while keeping the round's lease; cancel it and raise ``RoundInterrupted`` when
    stop is requested or the lease is lost meanwhile."""
    done = asyncio.Event()
    worker = asyncio.ensure_future(work)
    guard = asyncio.ensure_future(_guard(deps, ticket, done))
    try:
        await asyncio.wait({worker, guard}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        done.set()
        await cancel_and_wait(worker, guard)
    guard_error = None if guard.cancelled() else guard.exception()
    if not worker.cancelled():
        return worker.result()
    if guard_error is not None:
        raise guard_error
    raise RoundInterrupted("stop was requested or the round's lease was lost")


async def _consume(deps: Deps, state: TurnState, request: ChatRequest) -> RoundResult:
    events = deps.events(state.turn_id)
    stop_key = stop_flag_key(state.turn_id)
    assembler = ToolCallAssembler()
    text: list[str] = []
    async with aclosing(deps.model.stream(request)) as deltas:
        async for delta in deltas:
            if delta.text:
                text.append(delta.text)
                event = MessageDelta(turn_id=state.turn_id, text=delta.text)
                written, stopped = await events.emit_and_check(event, stop_key)
                if not written:
                    raise RoundInterrupted("the turn ended while the model streamed")
            else:
                stopped = bool(await deps.redis.exists(stop_key))
            assembler.add(delta.tool_calls)
            if stopped:
                raise RoundInterrupted("stop was requested")
    return RoundResult("".join(text), assembler.calls())


async def _guard(deps: Deps, ticket: RoundTicket, done: asyncio.Event) -> None:
    """Refresh the lease a few times per lifetime; return (ending the round) on stop or a lost lease.

    Also returns once ``done`` is set: a guard whose cancellation was lost (``assent_runtime.task_ending``,
    decision 011) would otherwise keep a finished round's lease alive."""
    ttl_ms = deps.timing.round_lease_ms
    interval = min(ttl_ms / 3000, 0.25)
    turn_id = ticket.state.turn_id
    while not done.is_set():
        await asyncio.sleep(interval)
        kept = await refresh_lease(deps.redis, turn_id, ticket.lease, ttl_ms)
        if not kept or done.is_set() or await stop_asked(deps.redis, turn_id):
            return
