"""``GET /v1/agent-setup``: how to connect an external agent, with configuration to paste.

Both snippets read the token from the ``ASSENT_AGENT_TOKEN`` environment variable, so the text served
is exactly what a user pastes — and what the test suite runs.
"""

import json

from assent_gateway.agent_schemas import AgentSetupView, McpClientConfig

TOKEN_VARIABLE = "ASSENT_AGENT_TOKEN"

INSTRUCTIONS = (
    "Create an agent token for the connections the agent may use (POST /v1/agent-tokens; it is shown "
    "once), put it in the ASSENT_AGENT_TOKEN environment variable, and add Assent to your MCP client as a "
    "Streamable HTTP server at mcp_endpoint with the header 'Authorization: Bearer <token>'. The agent gets "
    "the Playground's two tools, assent_search_tools and assent_execute_tool; every action it proposes "
    "waits for your approval (GET /v1/approvals, or the approvals feed), and only you can give it."
)

TOKEN_HINT = (
    "POST /v1/agent-tokens {name, connection_ids, expires_in_days?} while signed in; the answer holds the "
    "token once. List them with GET /v1/agent-tokens and revoke one with DELETE /v1/agent-tokens/{id}."
)

PYTHON_SNIPPET = """\
import asyncio
import os

import httpx2
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client

URL = {url!r}


async def main() -> None:
    headers = {{"Authorization": f"Bearer {{os.environ['{variable}']}}"}}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(60, read=None)) as http,
        Client(streamable_http_client(URL, http_client=http)) as client,
    ):
        tools = await client.list_tools()
        print([tool.name for tool in tools.tools])
        found = await client.call_tool("assent_search_tools", {{"query": "who am I"}})
        print(found.content[0].text)


asyncio.run(main())
"""


def mcp_servers_entry(endpoint: str) -> str:
    """The ``mcpServers`` entry of Claude Code's, Cursor's and similar clients' JSON configuration."""
    entry = {
        "mcpServers": {
            "assent": {
                "type": "http",
                "url": endpoint,
                "headers": {"Authorization": f"Bearer ${{{TOKEN_VARIABLE}}}"},
            }
        }
    }
    return json.dumps(entry, indent=2)


def agent_setup(base_url: str) -> AgentSetupView:
    endpoint = f"{base_url.rstrip('/')}/mcp"
    return AgentSetupView(
        mcp_endpoint=endpoint,
        instructions=INSTRUCTIONS,
        token_hint=TOKEN_HINT,
        create_token={
            "method": "POST",
            "path": "/v1/agent-tokens",
            "body": {"name": "my agent", "connection_ids": ["<connection id>"], "expires_in_days": 30},
        },
        configurations=[
            McpClientConfig(client="mcpServers JSON", format="json", text=mcp_servers_entry(endpoint)),
            McpClientConfig(
                client="Python (official MCP SDK)",
                format="python",
                text=PYTHON_SNIPPET.format(url=endpoint, variable=TOKEN_VARIABLE),
            ),
        ],
    )
