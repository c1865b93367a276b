"""Client-side function tools through the whole system (real processes): the demo model calls the tool
the user names; ``allow`` is requested at once, ``ask`` is approved first, ``deny`` is never offered;
the client's result feeds the next round; ``ag_config`` turns with ``tool_choice: none`` offer nothing;
bad definitions are refused with pointers and nothing is stored."""

import secrets
from typing import Any

import httpx
import redis
from tests.e2e.turns import decide, follow, model_requests, start_turn, walk_turn

from assent_cli.system import System
from assent_contracts.discovery import OPEN_CONTEXT_STREAM

LOCATION = {
    "type": "object",
    "properties": {"location": {"type": "string", "description": "City and country"}},
    "required": ["location"],
    "additionalProperties": False,
}


def weather(permission: str | None = None) -> dict[str, Any]:
    tool: dict[str, Any] = {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Current weather for a location.",
            "parameters": LOCATION,
        },
    }
    if permission is not None:
        tool["permission"] = permission
    return tool


def open_conversation(client: httpx.Client, *tools: dict[str, Any]) -> str:
    body = {
        "model": "demo",
        "project_key": "demo",
        "connection_ids": ["conn_alice_github"],
        "tools": list(tools),
    }
    response = client.post("/v1/conversations", json=body)
    assert response.status_code == 201, response.text
    return response.json()["id"]


def ask_for_weather(marker: str) -> str:
    return f'What is the weather in "Paris, France"? use get_weather ({marker})'


def post_result(client: httpx.Client, turn_id: str, tool_call_id: str, content: Any) -> httpx.Response:
    return client.post(
        f"/v1/turns/{turn_id}/tool-results", json={"tool_call_id": tool_call_id, "content": content}
    )


def offered_names(body: dict[str, Any]) -> list[str]:
    return [tool["function"]["name"] for tool in body.get("tools", [])]


def test_an_allowed_client_tool_is_requested_and_its_result_answers_the_turn(
    alice: httpx.Client,
    system: System,
) -> None:
    marker = f"m{secrets.token_hex(4)}"
    turn_id = start_turn(alice, open_conversation(alice, weather("allow")), ask_for_weather(marker))
    feed = follow(alice, turn_id)

    requested = feed.until("client_tool.requested").data
    assert (requested["name"], requested["arguments"]) == ("get_weather", {"location": "Paris, France"})
    unknown = post_result(alice, turn_id, "call_that_never_was", "x")
    assert unknown.status_code == 404 and unknown.json()["code"] == "tool_call_not_found"
    answered = post_result(alice, turn_id, requested["tool_call_id"], {"celsius": 21, "sky": "sunny"})
    assert answered.status_code == 202, answered.text

    walk = feed.finish()
    assert walk.types[-1] == "turn.completed"
    assert "sunny" in walk.of("turn.completed")[0]["message"]
    assert walk.of("action.proposed") == []
    first, second = model_requests(system, marker)
    assert offered_names(first) == ["assent_search_tools", "assent_execute_tool", "get_weather"]
    assert "permission" not in str(first["tools"])
    assert second["messages"][-1] == {
        "role": "tool",
        "tool_call_id": requested["tool_call_id"],
        "content": '{"celsius":21,"sky":"sunny"}',
    }
    again = post_result(alice, turn_id, requested["tool_call_id"], "something else")
    assert again.status_code == 409 and again.json()["code"] == "tool_call_answered"


def test_an_asked_client_tool_needs_approval_first(
    alice: httpx.Client,
) -> None:
    turn_id = start_turn(alice, open_conversation(alice, weather("ask")), ask_for_weather("ask"))
    feed = follow(alice, turn_id)

    proposed = feed.until("action.proposed").data
    assert (proposed["kind"], proposed["name"]) == ("client_tool", "get_weather")
    assert proposed["connection"]["id"] == "client"
    early = post_result(alice, turn_id, "call_anything", "x")
    assert early.status_code == 404
    assert decide(alice, turn_id, proposed["proposal_id"], "approve").status_code == 202
    requested = feed.until("client_tool.requested").data
    seen = [e.event for e in feed.events]
    assert seen.index("action.decided") < seen.index("client_tool.requested")
    assert post_result(alice, turn_id, requested["tool_call_id"], "Light rain, 12 C").status_code == 202

    walk = feed.finish()
    assert walk.types[-1] == "turn.completed"
    assert "Light rain" in walk.of("turn.completed")[0]["message"]


def test_a_denied_client_tool_is_never_offered_to_the_model(
    alice: httpx.Client,
    system: System,
) -> None:
    marker = f"m{secrets.token_hex(4)}"
    conversation_id = open_conversation(alice, weather("deny"))

    # Without get_weather the model searches the connected accounts; whatever it proposes is declined.
    walk = walk_turn(alice, conversation_id, ask_for_weather(marker), decide=lambda _: "decline")

    assert walk.types[-1] == "turn.completed"
    assert walk.of("client_tool.requested") == []
    assert all(p.get("kind", "action") == "action" for p in walk.of("action.proposed"))
    requests = model_requests(system, marker)
    assert requests and all("get_weather" not in offered_names(body) for body in requests)


def test_an_ag_config_turn_with_tool_choice_none_offers_no_tool(
    alice: httpx.Client,
    system: System,
) -> None:
    marker = f"m{secrets.token_hex(4)}"
    conversation_id = open_conversation(alice, weather("allow"))
    llm_config = {"model": "demo", "tools": [weather("allow")], "tool_choice": "none", "temperature": 0.1}
    body = {
        "ag_config": {
            "prompt": {
                "messages": [{"role": "user", "content": ask_for_weather(marker)}],
                "llm_config": llm_config,
            }
        }
    }

    response = alice.post(f"/v1/conversations/{conversation_id}/turns", json=body)

    assert response.status_code == 202, response.text
    walk = follow(alice, response.json()["turn_id"]).finish()
    assert walk.types[-1] == "turn.completed"
    assert walk.of("client_tool.requested") == []
    [request] = model_requests(system, marker)
    assert "tools" not in request and request["temperature"] == 0.1


def test_bad_tool_definitions_are_refused_with_pointers_and_nothing_is_stored(
    alice: httpx.Client, system: System
) -> None:
    store = redis.Redis.from_url(system.redis_url)
    try:
        conversations_before = len(store.keys("assent:{conv_*}:conversation"))
        opened_before = store.xlen(OPEN_CONTEXT_STREAM) if store.exists(OPEN_CONTEXT_STREAM) else 0
        nameless = {"type": "function", "function": {"description": "d", "parameters": LOCATION}}
        body = {
            "model": "demo",
            "project_key": "demo",
            "connection_ids": ["conn_alice_github"],
            "tools": [weather(), nameless, weather()],
        }

        response = alice.post("/v1/conversations", json=body)

        assert response.status_code == 422, response.text
        assert response.headers["content-type"].startswith("application/problem+json")
        pointers = [e["pointer"] for e in response.json()["errors"]]
        assert pointers == ["/tools/1/function/name", "/tools/2/function/name"]
        assert len(store.keys("assent:{conv_*}:conversation")) == conversations_before
        assert (store.xlen(OPEN_CONTEXT_STREAM) if store.exists(OPEN_CONTEXT_STREAM) else 0) == opened_before
    finally:
        store.close()
