"""The executor's MCP adapters against an MCP server Assent did not write: the official TypeScript
reference server (``@modelcontextprotocol/server-everything``) over Streamable HTTP."""

from collections.abc import Iterator

import pytest
from tests.reference_mcp.everything_server import CONNECTION, everything_server

from assent_discovery.actions import definitions_for
from assent_discovery.mcp_lister import McpToolLister
from assent_executor.live_tools import StreamableHttpToolReader, confirm_live
from assent_executor.mcp_client import McpTarget, StreamableHttpToolCaller
from assent_executor.tool_results import read_tool_result

TOKEN = CONNECTION.credentials


@pytest.fixture(scope="module")
def target() -> Iterator[McpTarget]:
    with everything_server() as url:
        yield McpTarget(url=url, credentials=TOKEN)


async def test_echo_is_called_and_answers_with_the_message(target: McpTarget) -> None:
    result = await StreamableHttpToolCaller(timeout_s=10).call_tool(target, "echo", {"message": "hi"})

    outcome = read_tool_result(result)
    assert (outcome.status, outcome.result) == ("succeeded", "Echo: hi")


async def test_a_tool_error_of_the_reference_server_is_a_failed_outcome(target: McpTarget) -> None:
    result = await StreamableHttpToolCaller(timeout_s=10).call_tool(target, "get-sum", {"a": "one", "b": 2})

    outcome = read_tool_result(result)
    assert outcome.status == "failed"
    assert outcome.error


async def test_the_live_check_finds_get_sum_as_discovery_listed_it(target: McpTarget) -> None:
    listed = await McpToolLister(timeout_s=10).list_tools(target.url, TOKEN)
    definition = definitions_for(CONNECTION, listed)["everything.get-sum"]
    reader = StreamableHttpToolReader(timeout_s=10)

    live = await reader.read_tool(target, "get-sum")

    assert live is not None
    assert (live.title, live.description) == (definition.title, definition.description)
    assert (live.input_schema, live.annotations) == (definition.input_schema, definition.annotations)
    assert await confirm_live(reader, target, "get-sum", definition) is None
    changed = definition.model_copy(update={"description": "Returns the difference of two numbers"})
    refusal = await confirm_live(reader, target, "get-sum", changed)
    assert refusal is not None and refusal.code == "revision_changed"
    assert await reader.read_tool(target, "no-such-tool") is None
