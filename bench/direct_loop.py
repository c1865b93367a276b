"""The baseline: the same turn done directly in one process, with no Redis and no services.

The same demo model (OpenAI chat-completions streaming over HTTP, with ``httpx`` as the orchestrator
uses it), the same demo MCP server (the official ``mcp`` client over Streamable HTTP, one session,
tools listed once up front), the same search engine in process, and the same model-visible JSON: the
helpers' definitions, search results and action results are built by the functions the services use.
Every proposal is approved at once. This is what the work costs without Assent around it.
"""

from __future__ import annotations

import json
import time
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import Any, Self

import httpx
import httpx2
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client

from assent_cli.system import System
from assent_contracts.discovery import ActionDefinition, SearchReply
from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.settings import DiscoverySettings
from assent_discovery.summaries import summary
from assent_executor.tool_results import read_tool_result
from assent_orchestrator.helper_tools import EXECUTE_TOOL, SEARCH_TOOL, helper_definitions
from assent_orchestrator.model_messages import error_result, execution_result, search_result
from harness import DEMO_API_KEY, DEMO_GITHUB_TOKEN, PROMPT, github_url, model_url

MAX_ROUNDS = 16
NAMES_DESCRIPTION_CHARS = 4000


@dataclass(frozen=True)
class DirectTurn:
    rounds: int
    actions: int
    message: str


class DirectLoop:
    """``async with DirectLoop(...) as loop: await loop.turn("Who am I on GitHub?")``."""

    def __init__(
        self,
        model_url: str,
        api_key: str,
        mcp_url: str,
        mcp_token: str,
        *,
        model: str = "demo",
        toolkit: str = "github",
    ) -> None:
        self._model_url = model_url.rstrip("/") + "/chat/completions"
        self._api_key = api_key
        self._mcp_url = mcp_url
        self._mcp_token = mcp_token
        self._model = model
        self._toolkit = toolkit
        self._settings = DiscoverySettings()
        self._stack = AsyncExitStack()
        self._http: httpx.AsyncClient | None = None
        self._mcp: Client | None = None
        self._actions: dict[str, ActionDefinition] = {}
        self._engine = SearchEngine.build([], semantic=False)

    async def __aenter__(self) -> Self:
        self._http = await self._stack.enter_async_context(httpx.AsyncClient(timeout=60))
        mcp_http = await self._stack.enter_async_context(
            httpx2.AsyncClient(headers={"Authorization": f"Bearer {self._mcp_token}"}, timeout=60)
        )
        transport = streamable_http_client(self._mcp_url, http_client=mcp_http)
        self._mcp = await self._stack.enter_async_context(Client(transport, cache=None))
        await self._list_tools()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self._stack.aclose()

    async def _list_tools(self) -> None:
        assert self._mcp is not None
        cursor: str | None = None
        for _ in range(100):
            page = await self._mcp.list_tools(cursor=cursor)
            for tool in page.tools:
                hints = tool.annotations
                annotations = hints.model_dump(by_alias=True, exclude_none=True) if hints else {}
                name = f"{self._toolkit}.{tool.name}"
                self._actions[name] = ActionDefinition(
                    name=name,
                    tool_name=tool.name,
                    connection_id="direct",
                    title=tool.title or annotations.get("title"),
                    description=tool.description or "",
                    input_schema=dict(tool.input_schema),
                    annotations=annotations,
                    revision="direct",
                )
            cursor = page.next_cursor
            if not cursor:
                break
        documents = [
            ActionDocument(name=d.name, title=d.title, description=d.description, input_schema=d.input_schema)
            for d in self._actions.values()
        ]
        self._engine = SearchEngine.build(documents)

    async def turn(self, text: str) -> DirectTurn:
        """Model rounds until the model answers without a tool call (at most ``MAX_ROUNDS``)."""
        messages: list[dict[str, Any]] = [{"role": "user", "content": text}]
        actions = 0
        for round_number in range(1, MAX_ROUNDS + 1):
            content, calls = await self._round(messages)
            assistant: dict[str, Any] = {"role": "assistant", "content": content or None}
            if calls:
                assistant["tool_calls"] = calls
            messages.append(assistant)
            if not calls:
                return DirectTurn(round_number, actions, content)
            for call in calls:
                result, ran = await self._tool_result(call["function"]["name"], call["function"]["arguments"])
                actions += ran
                messages.append({"role": "tool", "tool_call_id": call["id"], "content": result})
        return DirectTurn(MAX_ROUNDS, actions, "")

    async def _round(self, messages: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
        """One streamed chat completion: its text and its tool calls in OpenAI message form."""
        assert self._http is not None
        body = {
            "model": self._model,
            "messages": messages,
            "stream": True,
            "tools": helper_definitions(),
            "tool_choice": "auto",
        }
        headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {self._api_key}"}
        text: list[str] = []
        parts: dict[int, dict[str, Any]] = {}
        async with self._http.stream("POST", self._model_url, json=body, headers=headers) as response:
            if response.status_code >= 400:
                raise RuntimeError(f"the demo model answered HTTP {response.status_code}")
            async for line in response.aiter_lines():
                if not line.startswith("data:"):
                    continue
                data = line[len("data:") :].strip()
                if data == "[DONE]":
                    break
                choices = json.loads(data).get("choices") or [{}]
                delta = choices[0].get("delta") or {}
                text.append(delta.get("content") or "")
                for fragment in delta.get("tool_calls") or []:
                    part = parts.setdefault(fragment.get("index", 0), {"id": "", "name": "", "arguments": ""})
                    function = fragment.get("function") or {}
                    part["id"] = fragment.get("id") or part["id"]
                    part["name"] = part["name"] or function.get("name") or ""
                    part["arguments"] += function.get("arguments") or ""
        calls = [
            {"id": p["id"], "type": "function", "function": {"name": p["name"], "arguments": p["arguments"]}}
            for _, p in sorted(parts.items())
        ]
        return "".join(text), calls

    async def _tool_result(self, tool: str, raw_arguments: str) -> tuple[str, int]:
        """The tool message content, and 1 when an action ran."""
        try:
            arguments = json.loads(raw_arguments or "{}")
        except json.JSONDecodeError:
            arguments = None
        if not isinstance(arguments, dict):
            return error_result("the arguments must be a JSON object"), 0
        if tool == SEARCH_TOOL:
            return search_result(self._search(arguments)), 0
        if tool == EXECUTE_TOOL:
            return await self._execute(arguments)
        return error_result(f"unknown tool {tool!r}"), 0

    def _search(self, arguments: dict[str, Any]) -> SearchReply:
        s = self._settings
        names = arguments.get("names")
        if isinstance(names, list) and names:
            found = [self._actions[n] for n in map(str, names) if n in self._actions]
            return SearchReply(
                results=[
                    summary(d, description_chars=NAMES_DESCRIPTION_CHARS, inline_parameters_chars=None)
                    for d in found
                ]
            )
        ranked = self._engine.search(str(arguments.get("query") or ""), s.search_top_k)
        results = [
            summary(
                self._actions[name],
                description_chars=s.description_max_chars,
                inline_parameters_chars=s.inline_parameters_max_chars,
            )
            for name, _score in ranked
        ]
        return SearchReply(results=results, hint=None if results else "No action matched; try other words.")

    async def _execute(self, arguments: dict[str, Any]) -> tuple[str, int]:
        assert self._mcp is not None
        action = self._actions.get(str(arguments.get("name")))
        if action is None:
            return error_result("search first to find action names"), 0
        result = await self._mcp.call_tool(action.tool_name, arguments.get("arguments") or {})
        outcome = read_tool_result(result)
        return execution_result(outcome.status, outcome.result, outcome.error), 1


def for_system(system: System) -> DirectLoop:
    """A direct loop on the running system's own demo model and demo github server."""
    return DirectLoop(model_url(system), DEMO_API_KEY, github_url(system), DEMO_GITHUB_TOKEN)


async def timed_turn(loop: DirectLoop) -> float:
    """Seconds one approve-cycle turn takes; raises unless exactly one action ran."""
    started = time.perf_counter()
    turn = await loop.turn(PROMPT)
    if turn.actions != 1:
        raise RuntimeError(f"the direct loop ran {turn.actions} actions, expected 1: {turn.message!r}")
    return time.perf_counter() - started
