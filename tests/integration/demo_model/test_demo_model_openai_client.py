"""The official ``openai`` client consumes the demo model: streamed text, streamed parallel tool calls
(deltas reassembled by the client library), and errors mapped to its exception classes."""

import json
from collections.abc import AsyncIterator
from typing import Any

import openai
import pytest
from openai import AsyncOpenAI

SEARCH = "assent_search_tools"
EXECUTE = "assent_execute_tool"
TOOLS: list[Any] = [
    {"type": "function", "function": {"name": SEARCH, "description": "Search actions", "parameters": {}}},
    {"type": "function", "function": {"name": EXECUTE, "description": "Propose an action", "parameters": {}}},
]
CATALOG = [
    {"name": "github.get_me", "description": "Get my GitHub profile", "read_only": True, "parameters": {}},
    {
        "name": "github.create_issue",
        "description": "Create an issue in a repository",
        "read_only": False,
        "parameters": {
            "type": "object",
            "properties": {
                "owner": {"type": "string"},
                "repo": {"type": "string"},
                "title": {"type": "string"},
            },
            "required": ["owner", "repo", "title"],
        },
    },
]


@pytest.fixture
async def client(demo_model_url: str, demo_model_key: str) -> AsyncIterator[AsyncOpenAI]:
    async with AsyncOpenAI(base_url=f"{demo_model_url}/v1", api_key=demo_model_key, max_retries=0) as client:
        yield client


def searched(user_text: str, queries: list[str]) -> list[Any]:
    """A transcript in which the model searched once per query and got ``CATALOG`` back."""
    calls = [
        {
            "id": f"call_{i}",
            "type": "function",
            "function": {"name": SEARCH, "arguments": json.dumps({"query": q})},
        }
        for i, q in enumerate(queries)
    ]
    results = [
        {"role": "tool", "tool_call_id": c["id"], "content": json.dumps({"results": CATALOG, "hint": None})}
        for c in calls
    ]
    return [
        {"role": "user", "content": user_text},
        {"role": "assistant", "content": None, "tool_calls": calls},
        *results,
    ]


async def test_streamed_parallel_tool_calls_reassemble_with_the_openai_helper(client: AsyncOpenAI) -> None:
    text = "Who am I and create an issue in acme/web titled 'Crash on \"save\" — ünïcode'"
    messages = searched(text, ["Who am I", "create an issue in acme/web titled"])
    async with client.chat.completions.stream(model="demo", messages=messages, tools=TOOLS) as stream:
        deltas = [event async for event in stream if event.type == "tool_calls.function.arguments.delta"]
        completion = await stream.get_final_completion()
    assert len(deltas) > 2
    choice = completion.choices[0]
    assert choice.finish_reason == "tool_calls"
    calls = choice.message.tool_calls or []
    assert [c.function.name for c in calls if c.type == "function"] == [EXECUTE, EXECUTE]
    arguments = [json.loads(c.function.arguments) for c in calls if c.type == "function"]
    assert arguments == [
        {"name": "github.get_me", "arguments": {}},
        {
            "name": "github.create_issue",
            "arguments": {"owner": "acme", "repo": "web", "title": 'Crash on "save" — ünïcode'},
        },
    ]
    assert len({c.id for c in calls}) == 2


async def test_raw_stream_of_chunks_carries_ids_and_names_once(client: AsyncOpenAI) -> None:
    stream = await client.chat.completions.create(
        model="demo", messages=[{"role": "user", "content": "Who am I on GitHub?"}], tools=TOOLS, stream=True
    )
    names, arguments, finish = [], "", None
    async for chunk in stream:
        for choice in chunk.choices:
            for call in choice.delta.tool_calls or []:
                if call.function and call.function.name:
                    names.append(call.function.name)
                arguments += (call.function.arguments or "") if call.function else ""
            finish = choice.finish_reason or finish
    assert names == [SEARCH]
    assert json.loads(arguments) == {"query": "Who am I on GitHub"}
    assert finish == "tool_calls"


async def test_streamed_text_arrives_in_several_chunks(client: AsyncOpenAI) -> None:
    stream = await client.chat.completions.create(
        model="demo-slow",
        messages=[{"role": "user", "content": "Tell me a story"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    pieces = []
    usage = None
    async for chunk in stream:
        pieces.extend(c.delta.content for c in chunk.choices if c.delta.content)
        usage = chunk.usage or usage
    assert len(pieces) > 5
    assert "".join(pieces).endswith("You said: Tell me a story")
    assert usage is not None and usage.total_tokens > 0


async def test_non_streamed_completion(client: AsyncOpenAI) -> None:
    completion = await client.chat.completions.create(
        model="demo", messages=searched("Who am I?", ["Who am I"]), tools=TOOLS
    )
    call = (completion.choices[0].message.tool_calls or [])[0]
    assert call.type == "function"
    assert json.loads(call.function.arguments) == {"name": "github.get_me", "arguments": {}}


async def test_models_list(client: AsyncOpenAI) -> None:
    assert "demo-fail-after-action" in [m.id async for m in client.models.list()]


async def test_errors_map_to_the_client_exceptions(client: AsyncOpenAI, demo_model_url: str) -> None:
    with pytest.raises(openai.InternalServerError) as failed:
        await client.chat.completions.create(
            model="demo-fail", messages=[{"role": "user", "content": "hi"}], stream=True
        )
    assert failed.value.status_code == 500
    with pytest.raises(openai.NotFoundError):
        await client.chat.completions.create(model="nope", messages=[{"role": "user", "content": "hi"}])
    async with AsyncOpenAI(base_url=f"{demo_model_url}/v1", api_key="wrong", max_retries=0) as stranger:
        with pytest.raises(openai.AuthenticationError) as denied:
            await stranger.chat.completions.create(model="demo", messages=[{"role": "user", "content": "hi"}])
    assert denied.value.code == "invalid_api_key"
