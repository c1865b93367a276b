"""The demo model's debug log tells a streamed answer read to its end from one the caller abandoned."""

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest

from assent_demo.model.request_log import RequestLog

LONG = "leave early " + " ".join(f"word{i}" for i in range(200))


@pytest.fixture
async def http(demo_model_url: str, demo_model_key: str) -> AsyncIterator[httpx.AsyncClient]:
    headers = {"Authorization": f"Bearer {demo_model_key}"}
    async with httpx.AsyncClient(base_url=demo_model_url, headers=headers, timeout=10) as client:
        yield client


def chat(model: str, text: str) -> dict[str, object]:
    return {"model": model, "messages": [{"role": "user", "content": text}], "stream": True}


async def outcomes(http: httpx.AsyncClient, text: str) -> list[str | None]:
    log = (await http.get("/debug/requests")).json()
    return [
        outcome
        for body, outcome in zip(log["requests"], log["streams"], strict=True)
        if body["messages"][0]["content"] == text
    ]


async def test_a_stream_read_to_the_end_is_completed(http: httpx.AsyncClient) -> None:
    async with http.stream("POST", "/v1/chat/completions", json=chat("demo-slow", "read all")) as response:
        await response.aread()
    assert await outcomes(http, "read all") == ["completed"]


async def test_a_stream_the_caller_leaves_is_abandoned(http: httpx.AsyncClient) -> None:
    """The slow answer echoes 200 words, one chunk each: far more than is read here."""
    async with http.stream("POST", "/v1/chat/completions", json=chat("demo-slow", LONG)) as response:
        async for _ in response.aiter_lines():
            break
    for _ in range(200):  # the server notices the hang-up on its next write: a bounded wait
        if await outcomes(http, LONG) != ["streaming"]:
            break
        await asyncio.sleep(0.02)
    assert await outcomes(http, LONG) == ["abandoned"]


def test_outcomes_follow_the_kept_requests_and_a_failed_request_has_none() -> None:
    log = RequestLog(capacity=2)
    first = log.record({"model": "demo", "n": 1})
    log.stream_outcome(first, "completed")
    second = log.record({"model": "demo-fail", "n": 2})
    assert log.snapshot()["streams"] == ["completed", None]
    third = log.record({"model": "demo", "n": 3})
    log.stream_outcome(third, "abandoned")
    log.stream_outcome(first, "abandoned")  # no longer kept: ignored
    snapshot = log.snapshot()
    assert [b["n"] for b in snapshot["requests"]] == [2, 3]
    assert snapshot["streams"] == [None, "abandoned"]
    assert snapshot["count"] == 3 and second == 1
    log.reset()
    assert log.snapshot() == {"count": 0, "by_model": {}, "requests": [], "streams": []}
