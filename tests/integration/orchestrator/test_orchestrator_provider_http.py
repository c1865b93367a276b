"""The provider adapter over real HTTP: streaming, errors, and no secret in any error."""

import httpx
import pytest
from pydantic import SecretStr

from assent_orchestrator.helper_tools import helper_definitions
from assent_orchestrator.provider import ChatRequest, HttpChatModel, ModelError
from assent_orchestrator.tool_calls import ToolCallAssembler

from .harness import Scripted, ScriptedProvider

KEY = "sk-adapter-test-key-0123456789"


def request(base_url: str) -> ChatRequest:
    return ChatRequest(
        base_url=base_url,
        api_key=SecretStr(KEY),
        model="scripted",
        messages=[{"role": "user", "content": "hi"}],
        tools=helper_definitions(),
    )


async def collect(base_url: str):
    async with httpx.AsyncClient(timeout=5) as client:
        return [delta async for delta in HttpChatModel(client).stream(request(base_url))]


async def test_text_and_tool_calls_stream_with_the_bearer_key(
    scripted_provider: tuple[ScriptedProvider, str],
) -> None:
    provider, url = scripted_provider
    provider.reset()
    provider.script.append(Scripted(text="Hello there", calls=[("assent_search_tools", {"query": "issues"})]))
    deltas = await collect(url)
    assert "".join(d.text for d in deltas).split() == ["Hello", "there"]
    assembler = ToolCallAssembler()
    for delta in deltas:
        assembler.add(delta.tool_calls)
    [call] = assembler.calls()
    assert (call.name, call.parsed_arguments()) == ("assent_search_tools", {"query": "issues"})
    assert provider.authorizations == [f"Bearer {KEY}"]
    assert provider.requests[0]["stream"] is True and provider.requests[0]["tool_choice"] == "auto"


async def test_an_error_status_is_a_model_error_without_the_key(
    scripted_provider: tuple[ScriptedProvider, str],
) -> None:
    provider, url = scripted_provider
    provider.reset()
    provider.script.append(Scripted(status=401, error_message=f"Incorrect API key provided: {KEY}"))
    with pytest.raises(ModelError) as raised:
        await collect(url)
    assert "HTTP 401" in str(raised.value) and KEY not in str(raised.value)


async def test_a_stream_that_breaks_off_is_a_model_error(
    scripted_provider: tuple[ScriptedProvider, str],
) -> None:
    provider, url = scripted_provider
    provider.reset()
    provider.script.append(Scripted(text="Half a", truncated=True))
    with pytest.raises(ModelError, match="ended before"):
        await collect(url)


async def test_an_unreachable_provider_is_a_model_error() -> None:
    with pytest.raises(ModelError, match="could not reach"):
        await collect("http://127.0.0.1:9/v1")
