"""A finished model stream gives its connection back: the next round reuses it instead of connecting
again. Stopping at ``[DONE]`` without reading the end of the body made httpx close every connection
(a TCP connect per model round, ``bench/profile_notes.md``)."""

import httpx
from pydantic import SecretStr

from assent_orchestrator.provider import ChatRequest, HttpChatModel

from .harness import Scripted, ScriptedProvider


def request(base_url: str) -> ChatRequest:
    return ChatRequest(
        base_url=base_url,
        api_key=SecretStr("sk-keepalive-test"),
        model="scripted",
        messages=[{"role": "user", "content": "hi"}],
        tools=[],
    )


async def test_consecutive_rounds_share_one_connection(
    scripted_provider: tuple[ScriptedProvider, str],
) -> None:
    provider, url = scripted_provider
    provider.reset()
    provider.script.extend([Scripted(text="first round"), Scripted(text="second round")])
    local_ports: list[int] = []

    async def remember_port(response: httpx.Response) -> None:
        local_ports.append(response.extensions["network_stream"].get_extra_info("client_addr")[1])

    async with httpx.AsyncClient(timeout=5, event_hooks={"response": [remember_port]}) as client:
        model = HttpChatModel(client)
        texts = ["".join([d.text async for d in model.stream(request(url))]) for _ in range(2)]

    assert texts == ["first round ", "second round "]
    assert len(local_ports) == 2
    assert local_ports[0] == local_ports[1]
