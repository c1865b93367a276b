"""The MCP lister against real servers over HTTP: pagination, credentials, and every way to fail."""

import pytest
from pydantic import SecretStr

from assent_discovery.listing import ListingFailed
from assent_discovery.mcp_lister import McpToolLister

from .conftest import PAGED_TOKEN, closed_port_url, raw_server


async def test_every_page_is_listed_with_the_bearer_token(paged_server: tuple[str, list[str | None]]) -> None:
    url, pages = paged_server

    tools = await McpToolLister(timeout_s=10).list_tools(url, SecretStr(PAGED_TOKEN))

    assert [t.name for t in tools] == [f"tool_{i:02d}" for i in range(5)]
    assert pages == [None, "2", "4"]
    assert tools[0].annotations == {"readOnlyHint": True}
    assert tools[1].annotations == {"readOnlyHint": False}
    assert tools[0].input_schema == {"type": "object", "properties": {"n": {"type": "integer"}}}


async def test_a_refused_token_is_a_reason_without_the_token(
    paged_server: tuple[str, list[str | None]],
) -> None:
    url, _ = paged_server

    with pytest.raises(ListingFailed) as failed:
        await McpToolLister(timeout_s=10).list_tools(url, SecretStr("wrong-token-value"))

    assert failed.value.reason == "the MCP server refused the connection's credentials (HTTP 401)"
    assert failed.value.credentials_refused


async def test_a_down_server_is_unreachable() -> None:
    with pytest.raises(ListingFailed) as failed:
        await McpToolLister(timeout_s=10).list_tools(closed_port_url(), SecretStr("t"))

    assert failed.value.reason == "the MCP server is unreachable"
    assert not failed.value.credentials_refused


async def test_a_silent_server_times_out() -> None:
    async with raw_server(None) as url:
        with pytest.raises(ListingFailed) as failed:
            await McpToolLister(timeout_s=0.5).list_tools(url, SecretStr("t"))

    assert failed.value.reason == "the MCP server did not answer within 0.5s"


@pytest.mark.parametrize(
    "answer",
    [
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{garbage!",
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 5\r\n\r\nhello",
        b"not http at all\r\n\r\n",
    ],
)
async def test_garbage_is_a_reason_not_a_crash(answer: bytes) -> None:
    async with raw_server(answer) as url:
        with pytest.raises(ListingFailed) as failed:
            await McpToolLister(timeout_s=5).list_tools(url, SecretStr("secret-value"))

    assert failed.value.reason.startswith("the ")
    assert "secret-value" not in failed.value.reason and "127.0.0.1" not in failed.value.reason
