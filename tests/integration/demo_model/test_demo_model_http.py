"""The demo model over real HTTP with httpx: auth, models, errors, both completion modes, debug log."""

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

SEARCH_TOOL = {"type": "function", "function": {"name": "assent_search_tools", "parameters": {}}}
EXECUTE_TOOL = {"type": "function", "function": {"name": "assent_execute_tool", "parameters": {}}}


@pytest.fixture
async def http(demo_model_url: str, demo_model_key: str) -> AsyncIterator[httpx.AsyncClient]:
    headers = {"Authorization": f"Bearer {demo_model_key}"}
    async with httpx.AsyncClient(base_url=demo_model_url, headers=headers) as client:
        await client.post("/debug/reset")
        yield client


def chat(model: str, content: str, **extra: Any) -> dict[str, Any]:
    return {"model": model, "messages": [{"role": "user", "content": content}], **extra}


def after_execution(status: str) -> list[dict[str, Any]]:
    call = {
        "id": "call_1",
        "type": "function",
        "function": {
            "name": "assent_execute_tool",
            "arguments": json.dumps({"name": "github.get_me", "arguments": {}}),
        },
    }
    return [
        {"role": "user", "content": "Who am I?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": json.dumps({"status": status, "result": {"login": "al"}}),
        },
    ]


async def sse_payloads(response: httpx.Response) -> list[str]:
    return [line.removeprefix("data: ") async for line in response.aiter_lines() if line.startswith("data: ")]


async def test_models_are_listed(http: httpx.AsyncClient) -> None:
    response = await http.get("/v1/models")
    assert response.status_code == 200
    assert [m["id"] for m in response.json()["data"]] == [
        "demo",
        "demo-slow",
        "demo-fail",
        "demo-fail-after-action",
        "demo-loop",
        "demo-many",
        "demo-recall",
    ]
    assert (await http.get("/v1/models/demo-slow")).json()["id"] == "demo-slow"


@pytest.mark.parametrize("authorization", [None, "Bearer wrong-key", "Basic demo-test-key"])
async def test_a_wrong_or_missing_key_gets_401_in_openai_shape(
    demo_model_url: str, authorization: str | None
) -> None:
    headers = {"Authorization": authorization} if authorization else {}
    async with httpx.AsyncClient(base_url=demo_model_url, headers=headers) as client:
        response = await client.post("/v1/chat/completions", json=chat("demo", "hi"))
        assert response.status_code == 401
        assert response.json()["error"]["code"] == "invalid_api_key"
        assert (await client.get("/v1/models")).status_code == 401
        assert (await client.get("/healthz")).status_code == 200


async def test_unknown_model_is_404(http: httpx.AsyncClient) -> None:
    response = await http.post("/v1/chat/completions", json=chat("gpt-nope", "hi"))
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "model_not_found"


async def test_invalid_bodies_are_400(http: httpx.AsyncClient) -> None:
    broken = await http.post("/v1/chat/completions", content=b"{not json")
    assert broken.status_code == 400
    missing = await http.post("/v1/chat/completions", json={"model": "demo"})
    assert missing.status_code == 400
    assert missing.json()["error"]["param"] == "messages"


async def test_demo_fail_is_500_every_time(http: httpx.AsyncClient) -> None:
    for stream in (False, True):
        response = await http.post("/v1/chat/completions", json=chat("demo-fail", "hi", stream=stream))
        assert response.status_code == 500
        assert response.json()["error"]["type"] == "server_error"


async def test_demo_fail_after_action_fails_only_after_a_succeeded_action(http: httpx.AsyncClient) -> None:
    first = await http.post(
        "/v1/chat/completions", json=chat("demo-fail-after-action", "Who am I?", tools=[SEARCH_TOOL])
    )
    assert first.status_code == 200
    declined = {"model": "demo-fail-after-action", "messages": after_execution("declined")}
    assert (await http.post("/v1/chat/completions", json=declined)).status_code == 200
    succeeded = {"model": "demo-fail-after-action", "messages": after_execution("succeeded"), "stream": True}
    assert (await http.post("/v1/chat/completions", json=succeeded)).status_code == 500


async def test_non_streamed_completion_with_a_tool_call(http: httpx.AsyncClient) -> None:
    response = await http.post(
        "/v1/chat/completions", json=chat("demo", "Who am I?", tools=[SEARCH_TOOL, EXECUTE_TOOL])
    )
    choice = response.json()["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    call = choice["message"]["tool_calls"][0]
    assert call["function"]["name"] == "assent_search_tools"
    assert json.loads(call["function"]["arguments"]) == {"query": "Who am I"}


async def test_streamed_summary_arrives_word_by_word_then_done(http: httpx.AsyncClient) -> None:
    body = {"model": "demo", "messages": after_execution("succeeded"), "stream": True, "tools": [SEARCH_TOOL]}
    async with http.stream("POST", "/v1/chat/completions", json=body) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        payloads = await sse_payloads(response)
    assert payloads[-1] == "[DONE]"
    chunks = [json.loads(p) for p in payloads[:-1]]
    pieces = [
        c["choices"][0]["delta"].get("content") for c in chunks if c["choices"][0]["delta"].get("content")
    ]
    assert len(pieces) > 3
    assert "".join(pieces) == "github.get_me succeeded — login: al."
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"


async def test_demo_slow_streams_the_same_plan_and_survives_a_client_leaving(http: httpx.AsyncClient) -> None:
    body = {"model": "demo-slow", "messages": after_execution("succeeded"), "stream": True}
    async with http.stream("POST", "/v1/chat/completions", json=body) as response:
        async for line in response.aiter_lines():
            if line.startswith("data: "):
                break
    async with http.stream("POST", "/v1/chat/completions", json=body) as response:
        payloads = await sse_payloads(response)
    text = "".join(json.loads(p)["choices"][0]["delta"].get("content") or "" for p in payloads[:-1])
    assert text == "github.get_me succeeded — login: al."


async def test_debug_log_records_what_the_model_saw_and_resets(http: httpx.AsyncClient) -> None:
    await http.post("/v1/chat/completions", json=chat("demo", "first"))
    await http.post("/v1/chat/completions", json=chat("demo-fail", "second"))
    log = (await http.get("/debug/requests", params={"last": 1})).json()
    assert log["count"] == 2
    assert log["by_model"] == {"demo": 1, "demo-fail": 1}
    assert [r["messages"][0]["content"] for r in log["requests"]] == ["second"]
    assert (await http.post("/debug/reset")).status_code == 204
    emptied = {"count": 0, "by_model": {}, "requests": [], "streams": []}
    assert (await http.get("/debug/requests")).json() == emptied
