"""Client-side function tools through the turn's plain handlers, with a scripted model and real Redis:
offered beside the helpers (never when denied), ``allow`` requested at once, ``ask`` approved first,
results fed to the next round, expiry, stop, the round limit, and no approval ids for the model."""

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from assent_contracts.conversations import (
    ChatMessage,
    ConnectionSelection,
    Conversation,
    TurnInput,
    conversation_key,
    proposals_key,
    turn_input_key,
)
from assent_contracts.limits import Limits
from assent_contracts.pending import SETTLE_PENDING_LUA
from assent_contracts.turns import ToolResultSubmitted, client_calls_key, tool_result_key
from assent_orchestrator.client_calls import CLIENT_CALL_DEADLINES, expire_due_client_calls
from assent_orchestrator.turn_flow import Handled, tool_result_submitted, turn_requested

SEARCH = "assent_search_tools"
EXECUTE = "assent_execute_tool"
LOCATION = {
    "type": "object",
    "properties": {"location": {"type": "string", "description": "City and country"}},
    "required": ["location"],
    "additionalProperties": False,
}
PARIS = {"location": "Paris, France"}


def weather(permission: str | None = None, name: str = "get_weather") -> dict[str, Any]:
    tool: dict[str, Any] = {
        "type": "function",
        "function": {"name": name, "description": "Current weather.", "parameters": LOCATION, "strict": True},
        "x-ui": {"collapsed": True},
    }
    if permission is not None:
        tool["permission"] = permission
    return tool


async def use_tools(harness, *tools: dict[str, Any], limits: Limits | None = None) -> None:
    """The harness's conversation, now with client-side tools."""
    now = datetime.now(UTC)
    conversation = Conversation(
        id=harness.conversation_id,
        user_id="alice",
        org="acme",
        model="scripted",
        project_key="proj",
        connections=[ConnectionSelection(id="conn_alice_github", revision="c1-connrev0001")],
        tools=list(tools),
        limits=limits or Limits(),
        created_at=now,
        expires_at=now + timedelta(hours=1),
    )
    await harness.redis.set(conversation_key(harness.conversation_id), conversation.model_dump_json())


async def answer(harness, tool_call_id: str, content: str) -> None:
    """The gateway's part of ``POST …/tool-results``, then the orchestrator's handler."""
    before = await harness.redis.eval(
        SETTLE_PENDING_LUA, 1, client_calls_key(harness.turn_id), tool_call_id, "answered"
    )
    assert before == b"pending"
    await harness.redis.set(tool_result_key(harness.turn_id, tool_call_id), content)
    command = ToolResultSubmitted(turn_id=harness.turn_id, tool_call_id=tool_call_id)
    assert await tool_result_submitted(harness.deps, command) is Handled.DONE


def offered(request) -> list[str]:
    return [tool["function"]["name"] for tool in request.tools]


def tool_messages(request) -> list[dict[str, Any]]:
    return [m for m in request.messages if m["role"] == "tool"]


async def test_an_allowed_client_tool_is_requested_at_once_and_its_result_feeds_the_next_round(
    harness, reply
) -> None:
    await use_tools(harness, weather("allow"))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="Sunny in Paris."))
    await harness.start("What is the weather in Paris? use get_weather")

    first = harness.model.requests[0]
    assert offered(first) == [SEARCH, EXECUTE, "get_weather"]
    assert first.tools[2] == {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Current weather.",
            "parameters": LOCATION,
            "strict": True,
        },
    }
    [requested] = await harness.of("client_tool.requested")
    assert (requested.name, requested.arguments) == ("get_weather", PARIS)
    assert requested.expires_at is not None
    assert await harness.of("action.proposed") == []
    assert await harness.redis.hget(client_calls_key(harness.turn_id), requested.tool_call_id) == b"pending"
    assert len(harness.model.requests) == 1

    await answer(harness, requested.tool_call_id, "21 C and sunny")

    second = harness.model.requests[1]
    assert tool_messages(second) == [
        {"role": "tool", "tool_call_id": requested.tool_call_id, "content": "21 C and sunny"}
    ]
    [completed] = await harness.of("turn.completed")
    assert (completed.message, completed.rounds, completed.actions) == ("Sunny in Paris.", 2, 0)
    assert not await harness.redis.exists(tool_result_key(harness.turn_id, requested.tool_call_id))
    assert await harness.redis.ttl(client_calls_key(harness.turn_id)) > 0
    assert await harness.redis.zcard(CLIENT_CALL_DEADLINES.key) == 0


async def test_an_asked_client_tool_waits_for_approval_before_it_is_requested(harness, reply) -> None:
    await use_tools(harness, weather())  # permission absent means ask
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="Sunny."))
    await harness.start()

    [proposed] = await harness.of("action.proposed")
    assert (proposed.kind, proposed.name, proposed.arguments) == ("client_tool", "get_weather", PARIS)
    assert proposed.connection.id == "client" and proposed.expires_at is not None
    assert await harness.of("client_tool.requested") == []
    assert await harness.redis.hgetall(client_calls_key(harness.turn_id)) == {}

    await harness.decide(proposed.proposal_id, "approve")
    [decided] = await harness.of("action.decided")
    assert (decided.proposal_id, decided.decision) == (proposed.proposal_id, "approve")
    [requested] = await harness.of("client_tool.requested")
    assert requested.arguments == PARIS
    assert len(harness.model.requests) == 1

    await answer(harness, requested.tool_call_id, '{"celsius": 21}')
    assert (await harness.of("turn.completed"))[0].message == "Sunny."
    sent = json.dumps([{"messages": r.messages, "tools": r.tools} for r in harness.model.requests])
    assert proposed.proposal_id not in sent and "prop_" not in sent


async def test_a_declined_client_tool_gives_the_model_a_declined_result(harness, reply) -> None:
    await use_tools(harness, weather("ask"))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="As you wish."))
    await harness.start()
    proposed = (await harness.of("action.proposed"))[0]

    await harness.decide(proposed.proposal_id, "decline")

    assert await harness.of("client_tool.requested") == []
    assert [e.status for e in await harness.of("action.completed")] == ["declined"]
    [message] = tool_messages(harness.model.requests[1])
    assert json.loads(message["content"])["status"] == "declined"
    assert (await harness.of("turn.completed"))[0].message == "As you wish."


async def test_a_denied_client_tool_is_never_offered_and_calling_it_is_an_error(harness, reply) -> None:
    await use_tools(harness, weather("deny"), weather("allow", name="get_time"))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="I cannot."))
    await harness.start()

    assert offered(harness.model.requests[0]) == [SEARCH, EXECUTE, "get_time"]
    assert await harness.of("client_tool.requested") == []
    [message] = tool_messages(harness.model.requests[1])
    assert "unknown tool 'get_weather'" in json.loads(message["content"])["error"]


async def test_tool_choice_none_offers_no_tool_and_the_settings_reach_the_model(harness, reply) -> None:
    await use_tools(harness, weather("allow"))
    harness.model.script(reply(text="Just words."))
    command = await harness.post_turn()
    turn_input = TurnInput(
        messages=[ChatMessage(role="user", content="hi")],
        tool_choice="none",
        temperature=0.3,
        max_tokens=50,
        response_format={"type": "text"},
    )
    await harness.redis.set(turn_input_key(harness.turn_id), turn_input.model_dump_json())
    assert await turn_requested(harness.deps, command) is Handled.DONE

    [request] = harness.model.requests
    assert request.tools == [] and "tools" not in request.body() and "tool_choice" not in request.body()
    assert request.options == {"temperature": 0.3, "max_tokens": 50, "response_format": {"type": "text"}}
    assert (await harness.of("turn.completed"))[0].message == "Just words."


async def test_arguments_that_do_not_fit_the_parameters_are_an_error_for_the_model(harness, reply) -> None:
    await use_tools(harness, weather("allow"))
    harness.model.script(reply(calls=[("get_weather", {"city": "Paris"})]), reply(text="Oops."))
    await harness.start()

    assert await harness.of("client_tool.requested") == []
    [message] = tool_messages(harness.model.requests[1])
    error = json.loads(message["content"])["error"]
    assert "get_weather" in error and "location" in error


async def test_an_unanswered_client_call_expires_and_the_model_is_told(harness, reply) -> None:
    await use_tools(harness, weather("allow"))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="No weather today."))
    await harness.start()
    [requested] = await harness.of("client_tool.requested")
    published: list[ToolResultSubmitted] = []

    async def publish(result: ToolResultSubmitted) -> None:
        published.append(result)

    assert requested.expires_at is not None
    assert (
        await expire_due_client_calls(harness.redis, publish, requested.expires_at - timedelta(seconds=1))
        == 0
    )
    assert (
        await expire_due_client_calls(harness.redis, publish, requested.expires_at + timedelta(seconds=1))
        == 1
    )
    assert await harness.redis.hget(client_calls_key(harness.turn_id), requested.tool_call_id) == b"expired"
    [expired] = published
    assert expired.tool_call_id == requested.tool_call_id

    assert await tool_result_submitted(harness.deps, expired) is Handled.DONE
    [message] = tool_messages(harness.model.requests[1])
    assert json.loads(message["content"])["status"] == "expired"
    assert (await harness.of("turn.completed"))[0].message == "No weather today."
    late = await harness.redis.eval(
        SETTLE_PENDING_LUA, 1, client_calls_key(harness.turn_id), requested.tool_call_id, "answered"
    )
    assert late == b"expired"


async def test_a_result_that_came_first_wins_over_the_deadline(harness, reply) -> None:
    await use_tools(harness, weather("allow"))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="Sunny."))
    await harness.start()
    [requested] = await harness.of("client_tool.requested")
    await harness.redis.eval(
        SETTLE_PENDING_LUA, 1, client_calls_key(harness.turn_id), requested.tool_call_id, "answered"
    )
    published: list[ToolResultSubmitted] = []

    async def publish(result: ToolResultSubmitted) -> None:
        published.append(result)

    assert requested.expires_at is not None
    await expire_due_client_calls(harness.redis, publish, requested.expires_at + timedelta(seconds=1))
    assert published == []
    assert await harness.redis.hget(client_calls_key(harness.turn_id), requested.tool_call_id) == b"answered"


async def test_stop_cancels_the_client_calls_that_wait(harness, reply) -> None:
    await use_tools(harness, weather("allow"), weather("ask", name="get_time"))
    harness.model.script(reply(calls=[("get_weather", PARIS), ("get_time", PARIS)]))
    await harness.start()
    [requested] = await harness.of("client_tool.requested")
    [proposed] = await harness.of("action.proposed")

    await harness.stop()

    [stopped] = await harness.of("turn.stopped")
    assert stopped.cancelled_proposals == [proposed.proposal_id]
    assert stopped.cancelled_client_calls == [requested.tool_call_id]  # the client stops running it
    assert [(e.proposal_id, e.status) for e in await harness.of("action.completed")] == [
        (proposed.proposal_id, "cancelled")
    ]
    calls = client_calls_key(harness.turn_id)
    assert await harness.redis.hget(calls, requested.tool_call_id) == b"cancelled"
    assert await harness.redis.hget(proposals_key(harness.turn_id), proposed.proposal_id) == b"cancelled"
    assert await harness.redis.zcard(CLIENT_CALL_DEADLINES.key) == 0


async def test_client_calls_count_toward_the_round_limit(harness, reply) -> None:
    await use_tools(harness, weather("allow"), limits=Limits(rounds=2))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(calls=[("get_weather", PARIS)]))
    await harness.start()
    await answer(harness, (await harness.of("client_tool.requested"))[0].tool_call_id, "rain")
    await answer(harness, (await harness.of("client_tool.requested"))[1].tool_call_id, "rain")

    assert [e.kind for e in await harness.of("limit.reached")] == ["rounds"]
    [completed] = await harness.of("turn.completed")
    assert (completed.stop_reason, completed.rounds) == ("round_limit", 2)
    assert len(harness.model.requests) == 2


async def test_a_batch_with_an_action_and_a_client_call_continues_once_both_are_settled(
    harness, reply
) -> None:
    await use_tools(harness, weather("allow"))
    calls = [("get_weather", PARIS), (EXECUTE, {"name": "github.get_me", "arguments": {}})]
    harness.model.script(reply(calls=calls), reply(text="Done."))
    await harness.start()
    [requested] = await harness.of("client_tool.requested")
    [proposed] = await harness.of("action.proposed")

    await harness.decide(proposed.proposal_id, "approve")
    assert [r.proposal_id for r in harness.executions.requested] == [proposed.proposal_id]
    await harness.finish_execution(proposed.proposal_id, result={"login": "alice"})
    assert len(harness.model.requests) == 1  # the client call still waits

    await answer(harness, requested.tool_call_id, "cloudy")
    messages = tool_messages(harness.model.requests[1])
    assert [m["tool_call_id"] for m in messages] == [requested.tool_call_id, "call_1_1"]
    assert messages[0]["content"] == "cloudy"
    assert (await harness.of("turn.completed"))[0].message == "Done."


async def test_a_repeated_or_early_tool_result_message_applies_nothing(harness, reply) -> None:
    await use_tools(harness, weather("allow"))
    harness.model.script(reply(calls=[("get_weather", PARIS)]), reply(text="Sunny."))
    await harness.start()
    [requested] = await harness.of("client_tool.requested")
    command = ToolResultSubmitted(turn_id=harness.turn_id, tool_call_id=requested.tool_call_id)
    await harness.redis.eval(
        SETTLE_PENDING_LUA, 1, client_calls_key(harness.turn_id), requested.tool_call_id, "answered"
    )

    assert await tool_result_submitted(harness.deps, command) is Handled.DONE  # not written yet
    assert len(harness.model.requests) == 1

    await harness.redis.set(tool_result_key(harness.turn_id, requested.tool_call_id), "sunny")
    assert await tool_result_submitted(harness.deps, command) is Handled.DONE
    assert await tool_result_submitted(harness.deps, command) is Handled.DONE
    assert len(harness.model.requests) == 2
    assert len(await harness.of("turn.completed")) == 1
