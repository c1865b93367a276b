"""External agents (issue 12): agent tokens, ``/mcp`` with the official Python SDK client, search."""

import json

import httpx
from tests.e2e.agent_client import agent, create_token, text_of

from assent_cli.system import System


def test_a_token_is_shown_once_listed_without_secret_and_refused_on_v1(
    system: System, alice: httpx.Client
) -> None:
    created = create_token(alice, ["conn_alice_github"], name="laptop agent")
    token = created["token"]
    assert token.startswith("assent_agent_") and len(token) > 50
    assert created["prefix"] == token[: len(created["prefix"])]
    listed = alice.get("/v1/agent-tokens").json()["items"]
    mine = next(item for item in listed if item["id"] == created["id"])
    assert "token" not in mine and token not in json.dumps(listed)
    assert mine["name"] == "laptop agent"
    assert [c["id"] for c in mine["connections"]] == ["conn_alice_github"]
    for path in ("/v1/connections", "/v1/agent-tokens", "/v1/approvals", "/v1/activity"):
        refused = httpx.get(f"{system.base_url}{path}", headers={"Authorization": f"Bearer {token}"})
        assert refused.status_code == 401, (path, refused.text)


async def test_the_agent_searches_with_the_playgrounds_results(system: System, alice: httpx.Client) -> None:
    token = create_token(alice, ["conn_alice_github"])["token"]
    async with agent(system.base_url, token) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) == {"assent_search_tools", "assent_execute_tool"}
        search = tools["assent_search_tools"].annotations
        assert search is not None and search.read_only_hint is True
        execute = tools["assent_execute_tool"].annotations
        assert execute is not None and execute.read_only_hint is False
        found = await client.call_tool("assent_search_tools", {"query": "who am I on github"})
        assert not found.is_error, found
        names = [r["name"] for r in json.loads(text_of(found))["results"]]
        assert "github.get_me" in names
        read = await client.call_tool("assent_search_tools", {"names": ["github.create_issue"]})
        assert json.loads(text_of(read))["results"][0]["parameters"]["properties"]["title"]
