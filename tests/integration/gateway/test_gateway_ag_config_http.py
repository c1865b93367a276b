"""POST /v1/conversations/{cid}/turns in the Playground's ``ag_config`` shape: mapped to the stored
``TurnInput``; a different model or changed tools are refused (422) before anything is stored."""

from collections.abc import Callable
from typing import Any

import httpx
import pytest
import redis.asyncio as aioredis
from tests.redis_contents import stored as stored_bytes

from assent_contracts.conversations import TurnInput, turn_input_key
from assent_contracts.turns import TURNS_STREAM

from .conftest import DiscoveryStandIn, assert_problem, bearer, keys_and_lengths

NO_ARGUMENTS = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
TOOL = {
    "type": "function",
    "function": {"name": "get_time", "description": "Now.", "parameters": NO_ARGUMENTS},
    "permission": "allow",
}
MESSAGES = [{"role": "user", "content": "What time is it?"}]


@pytest.fixture
async def conversation(
    client: httpx.AsyncClient, token: Callable[[str], str], discovery: DiscoveryStandIn
) -> str:
    body = {"model": "demo", "project_key": "demo", "connection_ids": ["conn_alice_github"], "tools": [TOOL]}
    response = await client.post("/v1/conversations", json=body, headers=bearer(token("alice")))
    assert response.status_code == 201, response.text
    return response.json()["id"]


def ag_turn(**llm_config: Any) -> dict[str, Any]:
    return {"ag_config": {"prompt": {"messages": MESSAGES, "llm_config": {"model": "demo"} | llm_config}}}


async def test_an_ag_config_turn_is_stored_as_the_turns_input(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, conversation: str
) -> None:
    body = ag_turn(tools=[TOOL], tool_choice="none", temperature=0.2, max_tokens=800, top_p=0.9)
    body["ag_config"]["prompt"]["llm_config"]["response_format"] = {"type": "text"}

    response = await client.post(
        f"/v1/conversations/{conversation}/turns", json=body, headers=bearer(token("alice"))
    )

    assert response.status_code == 202, response.text
    accepted = response.json()
    assert accepted["events_url"] == f"/v1/turns/{accepted['turn_id']}/events"
    assert accepted["ignored"] == ["/ag_config/prompt/llm_config/top_p"]
    stored = TurnInput.model_validate_json(await stored_bytes(redis, turn_input_key(accepted["turn_id"])))
    assert [m.model_dump(exclude_none=True) for m in stored.messages] == MESSAGES
    assert (stored.tool_choice, stored.temperature, stored.max_tokens) == ("none", 0.2, 800)
    assert stored.response_format == {"type": "text"}
    assert await redis.xlen(TURNS_STREAM) == 1


async def test_assents_own_turn_body_is_answered_without_ignored(
    client: httpx.AsyncClient, token: Callable[[str], str], conversation: str
) -> None:
    response = await client.post(
        f"/v1/conversations/{conversation}/turns", json={"messages": MESSAGES}, headers=bearer(token("alice"))
    )
    assert response.status_code == 202, response.text
    assert set(response.json()) == {"turn_id", "events_url"}


@pytest.mark.parametrize(
    ("body", "code", "pointer"),
    [
        pytest.param(
            ag_turn(model="gpt-4o-mini"), "model_mismatch", "/ag_config/prompt/llm_config/model", id="m"
        ),
        pytest.param(ag_turn(tools=[]), "tools_changed", "/ag_config/prompt/llm_config/tools", id="no-tools"),
        pytest.param(
            ag_turn(tools=[TOOL | {"permission": "deny"}]),
            "tools_changed",
            "/ag_config/prompt/llm_config/tools",
            id="changed",
        ),
        pytest.param(
            ag_turn(tools=[{"type": "function"}]),
            "invalid_tool",
            "/ag_config/prompt/llm_config/tools/0/function",
            id="invalid-tool",
        ),
        pytest.param(
            ag_turn(tool_choice="required"),
            "validation_error",
            "/ag_config/prompt/llm_config/tool_choice",
            id="tool-choice",
        ),
    ],
)
async def test_a_refused_ag_config_turn_stores_and_publishes_nothing(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    conversation: str,
    body: dict[str, Any],
    code: str,
    pointer: str,
) -> None:
    before = await keys_and_lengths(redis)
    response = await client.post(
        f"/v1/conversations/{conversation}/turns", json=body, headers=bearer(token("alice"))
    )
    problem = assert_problem(response, 422, code)
    assert pointer in [e["pointer"] for e in problem["errors"]], problem
    assert await keys_and_lengths(redis) == before
    assert await redis.xlen(TURNS_STREAM) == 0
