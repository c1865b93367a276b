"""Discovery against an MCP server Assent did not write: the official TypeScript reference server
(``@modelcontextprotocol/server-everything``) over Streamable HTTP. Its tools have hyphenated names,
draft-07 schemas and every annotation; each must become a searchable ``everything.<tool>`` action."""

from collections.abc import Iterator

import pytest
from tests.reference_mcp.everything_server import CONNECTION, everything_server

from assent_contracts.discovery import ActionDefinition
from assent_discovery.actions import definitions_for
from assent_discovery.engine import ActionDocument, SearchEngine, StaticEmbedder
from assent_discovery.listing import ListedTool
from assent_discovery.mcp_lister import McpToolLister
from assent_discovery.summaries import summary

# The tools of the pinned version (tests/reference_mcp/package-lock.json), in the order it lists them.
TOOLS = [
    "echo",
    "get-annotated-message",
    "get-env",
    "get-resource-links",
    "get-resource-reference",
    "get-structured-content",
    "get-sum",
    "get-tiny-image",
    "gzip-file-as-resource",
    "toggle-simulated-logging",
    "toggle-subscriber-updates",
    "trigger-long-running-operation",
    "simulate-research-query",
]


@pytest.fixture(scope="module")
def everything_url() -> Iterator[str]:
    with everything_server() as url:
        yield url


@pytest.fixture
async def listed(everything_url: str) -> list[ListedTool]:
    return await McpToolLister(timeout_s=10).list_tools(everything_url, CONNECTION.credentials)


@pytest.fixture
def actions(listed: list[ListedTool]) -> dict[str, ActionDefinition]:
    return definitions_for(CONNECTION, listed)


async def test_every_tool_becomes_an_action_named_after_the_toolkit(
    listed: list[ListedTool], actions: dict[str, ActionDefinition]
) -> None:
    assert [tool.name for tool in listed] == TOOLS
    assert list(actions) == [f"everything.{name}" for name in TOOLS]
    for tool in listed:
        action = actions[f"everything.{tool.name}"]
        assert (action.tool_name, action.connection_id) == (tool.name, CONNECTION.id)
        assert (action.title, action.description) == (tool.title, tool.description)
        assert action.input_schema == tool.input_schema
        assert action.annotations == tool.annotations
        assert set(action.annotations) >= {"readOnlyHint", "destructiveHint", "idempotentHint"}
        assert action.revision.startswith("a-")
    assert len({action.revision for action in actions.values()}) == len(TOOLS)


async def test_read_only_follows_the_servers_read_only_hint(actions: dict[str, ActionDefinition]) -> None:
    def read_only(name: str) -> bool:
        return summary(actions[name], description_chars=200, inline_parameters_chars=None).read_only

    assert read_only("everything.echo") is True
    assert read_only("everything.get-sum") is True
    assert read_only("everything.toggle-simulated-logging") is False
    assert read_only("everything.simulate-research-query") is False
    for action in actions.values():
        assert read_only(action.name) is action.annotations["readOnlyHint"]


async def test_echo_keeps_the_servers_input_schema(actions: dict[str, ActionDefinition]) -> None:
    echo = actions["everything.echo"]

    assert echo.input_schema["properties"] == {
        "message": {"type": "string", "description": "Message to echo"}
    }
    assert echo.input_schema["required"] == ["message"]
    assert echo.description == "Echoes back the input string"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("add two numbers", "everything.get-sum"),
        ("repeat my message back to me", "everything.echo"),
    ],
)
async def test_search_ranks_the_fitting_action_first(
    actions: dict[str, ActionDefinition], query: str, expected: str
) -> None:
    embedder = StaticEmbedder.load()
    assert embedder is not None, "the packaged embedding model must load"
    documents = [
        ActionDocument(name=d.name, title=d.title, description=d.description, input_schema=d.input_schema)
        for d in actions.values()
    ]
    engine = SearchEngine.build(documents, embedder=embedder)

    ranked = [name for name, _score in engine.search(query, k=5)]

    assert ranked[0] == expected, ranked
