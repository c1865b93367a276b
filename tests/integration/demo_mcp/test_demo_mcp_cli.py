"""``python -m assent_demo.mcp`` as a real process: announces its URL, honours --token."""

import subprocess
import sys

import anyio
import httpx2
from anyio.abc import Process
from anyio.streams.text import TextReceiveStream

from assent_demo.mcp import RunningServer

WAIT = 30
ACCEPT = "application/json, text/event-stream"


async def first_line(process: Process) -> str:
    assert process.stdout is not None
    text = ""
    async for chunk in TextReceiveStream(process.stdout):
        text += chunk
        if "\n" in text:
            break
    return text.split("\n", 1)[0]


async def test_started_process_serves_with_the_given_tokens(connect):
    argv = [sys.executable, "-m", "assent_demo.mcp", "slack", "--port", "0", "--token", "tok_carol=carol"]
    process = await anyio.open_process(argv, stderr=subprocess.DEVNULL)
    try:
        with anyio.fail_after(WAIT):
            line = await first_line(process)
        url = line.removeprefix("listening on ")
        base_url = url.removesuffix("/mcp")

        async with connect(RunningServer(base_url), "tok_carol") as session:
            me = await session.call_tool("get_me", {})
        async with httpx2.AsyncClient(base_url=base_url) as http:
            refused = await http.post(
                "/mcp",
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={"Authorization": "Bearer xoxb_demo_acme", "Accept": ACCEPT},
            )
            stats = (await http.get("/stats")).json()
    finally:
        process.terminate()
        with anyio.fail_after(WAIT):
            await process.wait()
        await process.aclose()

    assert line.startswith("listening on http://127.0.0.1:") and url.endswith("/mcp")
    assert me.structured_content is not None and me.structured_content["user"] == "carol"
    assert refused.status_code == 401
    assert stats == {"calls": {"get_me": 1}}
