"""Counting ``tools/call`` requests per tool, so other services' tests can prove an action ran once.

The count is taken when the request arrives, before the tool runs: a call whose client was killed
mid-way (``run_workflow`` with ``seconds``) is counted, and so is a call the tool refused.
"""

from collections import Counter
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext


class CallCounter:
    """Per-tool counts of ``tools/call`` requests received by one server."""

    def __init__(self) -> None:
        self._calls: Counter[str] = Counter()

    def record(self, tool: str) -> None:
        self._calls[tool] += 1

    def snapshot(self) -> dict[str, int]:
        return dict(sorted(self._calls.items()))

    def reset(self) -> None:
        self._calls.clear()


class CountToolCalls:
    """Server middleware: records every ``tools/call`` request in a :class:`CallCounter`."""

    def __init__(self, counter: CallCounter) -> None:
        self._counter = counter

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        if ctx.method == "tools/call" and ctx.request_id is not None:
            name = (ctx.params or {}).get("name")
            if isinstance(name, str):
                self._counter.record(name)
        return await call_next(ctx)
