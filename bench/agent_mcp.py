"""Issue 12: an external agent through ``/mcp`` against the same agent talking to the demo MCP server
directly, in one run, and how fast an approval reaches the waiting agent.

    .venv/bin/python bench/agent_mcp.py [--iterations 30] [--warmup 3]

Both sides use the official Python MCP SDK client with one session kept open. Per iteration, in
alternation:

- **search**: through Assent ``assent_search_tools {query: "who am I on github"}`` (discovery over
  Redis streams); directly ``tools/list`` on the demo github server (what an agent without Assent
  reads to find an action).
- **approved execute**: through Assent ``assent_execute_tool github.get_me`` with an approver that
  decides ``approve`` over HTTP as soon as ``approval.requested`` reaches it on ``GET
  /v1/approvals/events``; directly ``tools/call get_me``.
- **decision → result**: from just before ``POST /v1/approvals/{id}/decision`` is sent to the agent
  holding the tool result (the executor's MCP call included).

Prints p50/p99 of each and the ratios Assent / direct. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

import httpx
import httpx2
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness
from assent_cli.system import System
from harness import ms, ratio, summarize

QUERY = "who am I on github"


class Approver:
    """Reads alice's approvals feed and approves each request at once, noting when it sent the POST."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client
        self.sent_at: dict[str, float] = {}
        self.seen = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    async def run(self) -> None:
        headers = {"Accept": "text/event-stream"}
        async with self.client.stream("GET", "/v1/approvals/events", headers=headers, timeout=None) as stream:
            self.seen.set()
            fields: dict[str, str] = {}
            async for line in stream.aiter_lines():
                if line.startswith(":"):
                    continue
                if line:
                    key, _, value = line.partition(":")
                    fields[key] = value.removeprefix(" ")
                    continue
                if fields.get("event") == "approval.requested":
                    pid = json.loads(fields["data"])["approval"]["proposal_id"]
                    self.sent_at[pid] = time.perf_counter()
                    answer = await self.client.post(
                        f"/v1/approvals/{pid}/decision", json={"decision": "approve"}
                    )
                    if answer.status_code != 202:
                        raise RuntimeError(f"decision: {answer.status_code} {answer.text[:200]}")
                fields = {}


async def run(system: System, iterations: int, warmup: int) -> None:
    if True:
        async with harness.api_client(system) as alice:
            made = await alice.post(
                "/v1/agent-tokens", json={"name": "bench agent", "connection_ids": ["conn_alice_github"]}
            )
            if made.status_code != 201:
                raise RuntimeError(f"POST /v1/agent-tokens: {made.status_code} {made.text[:300]}")
            token = made.json()["token"]
            approver = Approver(alice)
            approver.task = asyncio.create_task(approver.run())
            await asyncio.wait_for(approver.seen.wait(), 30)
            timeout = httpx2.Timeout(60, read=None)
            async with (
                httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=timeout) as via_http,
                Client(streamable_http_client(f"{system.base_url}/mcp", http_client=via_http)) as via,
                httpx2.AsyncClient(
                    headers={"Authorization": f"Bearer {harness.DEMO_GITHUB_TOKEN}"}, timeout=timeout
                ) as direct_http,
                Client(streamable_http_client(harness.github_url(system), http_client=direct_http)) as direct,
            ):
                samples: dict[str, list[float]] = {
                    k: [] for k in ("search", "list", "execute", "call", "decided")
                }
                await via.call_tool("assent_search_tools", {"names": ["github.get_me"]})
                for index in range(warmup + iterations):
                    began = time.perf_counter()
                    found = await via.call_tool("assent_search_tools", {"query": QUERY})
                    searched = time.perf_counter()
                    await direct.list_tools()
                    listed = time.perf_counter()
                    done = await via.call_tool(
                        "assent_execute_tool", {"name": "github.get_me", "arguments": {}}
                    )
                    executed = time.perf_counter()
                    await direct.call_tool("get_me", {})
                    called = time.perf_counter()
                    outcome = json.loads(done.content[0].text)  # type: ignore[union-attr]
                    if found.is_error or outcome.get("status") != "succeeded":
                        raise RuntimeError(f"iteration {index}: {found.content} / {outcome}")
                    if index < warmup:
                        continue
                    samples["search"].append(searched - began)
                    samples["list"].append(listed - searched)
                    samples["execute"].append(executed - listed)
                    samples["call"].append(called - executed)
                    sent = max(approver.sent_at.values())
                    samples["decided"].append(executed - sent)
            approver.task.cancel()
    stats = {name: summarize(values) for name, values in samples.items()}
    print(f"{iterations} iterations (after {warmup} warm-up), one MCP session each side\n")
    print(f"{'':42} {'p50':>11} {'p99':>11}")
    rows = (
        ("search via /mcp (assent_search_tools)", "search"),
        ("direct: tools/list on the demo server", "list"),
        ("approved execute via /mcp (get_me)", "execute"),
        ("direct: tools/call get_me", "call"),
        ("decision POST -> agent has the result", "decided"),
    )
    for label, key in rows:
        print(f"{label:42} {ms(stats[key].p50)} {ms(stats[key].p99)}")
    print()
    print(f"search / direct list        p50 {ratio(stats['search'].p50, stats['list'].p50)}")
    print(f"approved execute / direct   p50 {ratio(stats['execute'].p50, stats['call'].p50)}")
    print(f"decision->result / direct   p50 {ratio(stats['decided'].p50, stats['call'].p50)}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()
    # Outside the event loop: starting migrates the database. The per-window proposal limit (20)
    # would end the run; it is raised for the benchmark only.
    unlimited = {"ASSENT_ORCHESTRATOR_AGENT_ACTIONS_PER_WINDOW": str(10 * (args.iterations + args.warmup))}
    with harness.started(extra_env=unlimited) as system:
        asyncio.run(run(system, args.iterations, args.warmup))


if __name__ == "__main__":
    main()
