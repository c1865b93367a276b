"""External agents (issue 12): the configuration ``GET /v1/agent-setup`` hands out works as served,
and an agent's requests alternate between two gateway replicas (no sticky sessions)."""

import asyncio
import itertools
import json
import os
import secrets
import subprocess
import sys
from collections.abc import Iterator

import httpx
import httpx2
import pytest
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from tests.e2e.agent_client import create_token, next_approval, text_of, user
from tests.e2e.turns import mcp_calls, token

from assent_cli.redis_server import free_port
from assent_cli.system import System, service_commands, wait_healthy


def test_the_python_snippet_of_agent_setup_runs_as_served(system: System, alice: httpx.Client) -> None:
    setup = alice.get("/v1/agent-setup").json()
    assert setup["mcp_endpoint"] == f"{system.base_url}/mcp"
    assert setup["create_token"]["path"] == "/v1/agent-tokens"
    snippet = next(c["text"] for c in setup["configurations"] if c["format"] == "python")
    token = create_token(alice, ["conn_alice_github"])["token"]
    ran = subprocess.run(
        [sys.executable, "-c", snippet],
        env={**os.environ, "ASSENT_AGENT_TOKEN": token},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    tools, found = ran.stdout.splitlines()[:2]
    assert tools == str(["assent_search_tools", "assent_execute_tool"])
    assert "github.get_me" in [r["name"] for r in json.loads(found)["results"]]


async def test_the_mcp_servers_entry_of_agent_setup_connects_as_served(
    system: System, alice: httpx.Client
) -> None:
    setup = await asyncio.to_thread(lambda: alice.get("/v1/agent-setup").json())
    entry = json.loads(next(c["text"] for c in setup["configurations"] if c["format"] == "json"))
    server = entry["mcpServers"]["assent"]
    assert server["type"] == "http" and server["url"] == setup["mcp_endpoint"]
    token = (await asyncio.to_thread(create_token, alice, ["conn_alice_github"]))["token"]
    # MCP clients expand ${VAR} in headers from the environment; so does this test.
    os.environ["ASSENT_AGENT_TOKEN"] = token
    try:
        headers = {key: os.path.expandvars(value) for key, value in server["headers"].items()}
    finally:
        del os.environ["ASSENT_AGENT_TOKEN"]
    assert headers == {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers) as http,
        Client(streamable_http_client(server["url"], http_client=http)) as client,
    ):
        assert {tool.name for tool in (await client.list_tools()).tools} == {
            "assent_search_tools",
            "assent_execute_tool",
        }


class Alternating(httpx2.AsyncHTTPTransport):
    """Sends each request to the next of ``ports`` in turn: a plain round-robin load balancer."""

    def __init__(self, ports: list[int]) -> None:
        super().__init__()
        self._ports = itertools.cycle(ports)
        self.sent: list[int] = []

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        port = next(self._ports)
        self.sent.append(port)
        request.url = request.url.copy_with(port=port)
        return await super().handle_async_request(request)


@pytest.fixture
def second_gateway(system: System) -> Iterator[int]:
    port = free_port()
    system.start("gateway-2", service_commands(system.ports)["gateway"], {"ASSENT_GATEWAY_PORT": str(port)})
    try:
        wait_healthy(f"http://127.0.0.1:{port}", {"gateway-2": system.processes["gateway-2"]}, 60)
        yield port
    finally:
        system.kill("gateway-2")


async def test_an_agents_requests_alternate_between_two_gateway_replicas(
    system: System,
    second_gateway: int,
) -> None:
    name = f"agent-{secrets.token_hex(4)}"
    before = mcp_calls(system, "github").get("create_issue", 0)
    balancer = Alternating([system.ports.gateway, second_gateway])
    async with user(system.base_url, token("alice")) as alice:
        made = (
            await alice.post("/v1/agent-tokens", json={"name": name, "connection_ids": ["conn_alice_github"]})
        ).json()
        headers = {"Authorization": f"Bearer {made['token']}"}
        async with (
            httpx2.AsyncClient(
                headers=headers, transport=balancer, timeout=httpx2.Timeout(30, read=None)
            ) as http,
            Client(streamable_http_client(f"{system.base_url}/mcp", http_client=http)) as client,
        ):
            await client.list_tools()
            found = await client.call_tool("assent_search_tools", {"query": "open an issue"})
            assert "github.create_issue" in text_of(found)
            await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
            waiting = asyncio.create_task(next_approval(alice, name))
            call = asyncio.create_task(
                client.call_tool(
                    "assent_execute_tool",
                    {
                        "name": "github.create_issue",
                        "arguments": {"repo": "acme/widgets", "title": "via two"},
                    },
                )
            )
            async with asyncio.timeout(30):
                pid = (await waiting)["proposal_id"]
            async with user(f"http://127.0.0.1:{second_gateway}", token("alice")) as alice_elsewhere:
                decided = await alice_elsewhere.post(
                    f"/v1/approvals/{pid}/decision", json={"decision": "approve"}
                )
            assert decided.status_code == 202
            async with asyncio.timeout(30):
                result = await call
    assert json.loads(text_of(result))["status"] == "succeeded"
    assert set(balancer.sent) == {system.ports.gateway, second_gateway}
    assert mcp_calls(system, "github").get("create_issue", 0) == before + 1
