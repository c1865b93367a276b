"""The executor's MCP call on a token the server refuses (401): with the target's ``refresh`` (an
OAuth-connected account, ``assent_runtime.directory_source.token_refresh``) it asks once for a new
token and the call goes through; without one the call is not sent (``McpUnavailable``). The real
demo github server, real Streamable HTTP."""

import pytest
from pydantic import SecretStr

from assent_executor.mcp_client import McpTarget, McpUnavailable, StreamableHttpToolCaller

REFUSED = "demo_at_no_longer_valid"


async def test_a_refused_token_is_refreshed_once_and_the_call_runs_as_the_refreshed_identity(github):
    asked: list[str] = []

    async def refresh() -> SecretStr | None:
        asked.append("refresh")
        return SecretStr("ghp_demo_bob")

    result = await StreamableHttpToolCaller(10).call_tool(
        McpTarget(url=github.url, credentials=SecretStr(REFUSED), refresh=refresh), "get_me", {}
    )

    assert result.structured_content is not None and result.structured_content["login"] == "bob"
    assert asked == ["refresh"]


async def test_without_a_refresh_or_with_a_refresh_that_has_nothing_the_call_is_not_sent(github):
    async def nothing() -> SecretStr | None:
        return None

    for refresh in (None, nothing):
        with pytest.raises(McpUnavailable) as refused:
            await StreamableHttpToolCaller(10).call_tool(
                McpTarget(url=github.url, credentials=SecretStr(REFUSED), refresh=refresh), "get_me", {}
            )
        assert REFUSED not in str(refused.value)
