"""A caller that goes away mid-call (an executor killed during ``run_workflow``) leaves a counted
call behind, and the server keeps serving."""

import anyio
import httpx2

from assent_demo.mcp import RunningServer

ALICE = "ghp_demo_alice"
WAIT = 10
LONG_RUN = {"repo": "acme/widgets", "workflow": "ci", "seconds": 600}


async def calls(server: RunningServer) -> dict[str, int]:
    async with httpx2.AsyncClient(base_url=server.base_url) as http:
        return (await http.get("/stats")).json()["calls"]


async def test_an_abandoned_long_call_is_counted_once(github: RunningServer, connect):
    async with anyio.create_task_group() as tasks:

        async def long_call() -> None:
            async with connect(github, ALICE) as session:
                await session.call_tool("run_workflow", LONG_RUN)

        tasks.start_soon(long_call)
        with anyio.fail_after(WAIT):
            # Each poll is an HTTP round trip; the count appears as soon as the server reads the call.
            while await calls(github) != {"run_workflow": 1}:
                pass
        tasks.cancel_scope.cancel()

    async with connect(github, ALICE) as session:
        me = await session.call_tool("get_me", {})

    assert me.is_error is False
    assert await calls(github) == {"get_me": 1, "run_workflow": 1}
