"""The per-tool call counter and the middleware feeding it."""

from typing import Any

from mcp.server.context import ServerRequestContext

from assent_demo.mcp.calls import CallCounter, CountToolCalls


def context(method: str, params: dict[str, Any] | None, request_id: int | None = 1) -> ServerRequestContext:
    return ServerRequestContext(
        session=None,  # type: ignore[arg-type]  # the counter never touches the session
        lifespan_context={},
        protocol_version="2025-11-25",
        method=method,
        params=params,
        request_id=request_id,
    )


async def test_counts_tools_call_requests_by_tool_name_only():
    counter = CallCounter()
    middleware = CountToolCalls(counter)

    async def handler(ctx: ServerRequestContext) -> dict[str, Any]:
        return {"ok": ctx.method}

    results = [
        await middleware(context("tools/call", {"name": "create_issue"}), handler),
        await middleware(context("tools/call", {"name": "create_issue"}), handler),
        await middleware(context("tools/call", {"name": "get_me"}), handler),
        await middleware(context("tools/list", None), handler),
        await middleware(context("tools/call", {"name": "get_me"}, request_id=None), handler),
        await middleware(context("tools/call", {}), handler),
    ]

    assert results[0] == {"ok": "tools/call"}
    assert counter.snapshot() == {"create_issue": 2, "get_me": 1}


def test_reset_forgets_every_count():
    counter = CallCounter()
    counter.record("get_me")

    counter.reset()

    assert counter.snapshot() == {}
