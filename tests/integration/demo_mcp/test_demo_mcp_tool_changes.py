"""Changing a tool's description changes its definition and notifies connected clients."""

import anyio
import httpx2
import mcp_types as types
from mcp import Client, ClientSession
from mcp.client.streamable_http import streamable_http_client

from assent_demo.mcp import RunningServer

ALICE = "ghp_demo_alice"
WAIT = 10


async def describe(server: RunningServer, tool: str, description: object) -> httpx2.Response:
    async with httpx2.AsyncClient(base_url=server.base_url) as http:
        return await http.post(f"/admin/tools/{tool}/description", json={"description": description})


async def test_a_listening_2026_client_hears_the_change_and_relists_it(github: RunningServer):
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {ALICE}"}) as http,
        Client(streamable_http_client(github.url, http_client=http)) as client,
    ):
        before = {tool.name: tool for tool in (await client.list_tools()).tools}
        async with client.listen(tools_list_changed=True) as subscription:
            response = await describe(github, "create_issue", "Open an issue. Now with more words.")
            with anyio.fail_after(WAIT):
                event = await anext(aiter(subscription))
        after = {tool.name: tool for tool in (await client.list_tools()).tools}

    assert response.status_code == 200
    assert type(event).__name__ == "ToolsListChanged"
    assert after["create_issue"].description == "Open an issue. Now with more words."
    assert after["create_issue"].description != before["create_issue"].description
    assert after["get_me"] == before["get_me"]


async def test_a_handshake_session_gets_the_notification_on_its_stream(github: RunningServer):
    heard = anyio.Event()

    async def on_message(message: object) -> None:
        if (
            isinstance(message, types.ServerNotification)
            and message.method == "notifications/tools/list_changed"
        ):
            heard.set()

    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {ALICE}"}) as http,
        streamable_http_client(github.url, http_client=http) as (read, write),
        ClientSession(read, write, message_handler=on_message) as session,
    ):
        initialized = await session.initialize()
        # The standalone GET stream opens in the background after the handshake and the SDK keeps
        # no backlog for it, so a change made before it is open is missed: announce until heard.
        with anyio.fail_after(WAIT):
            attempt = 0
            while not heard.is_set():
                attempt += 1
                await describe(github, "get_me", f"Who am I? (take {attempt})")
                with anyio.move_on_after(0.2):
                    await heard.wait()
        listed = {tool.name: tool for tool in (await session.list_tools()).tools}

    assert initialized.capabilities.tools is not None and initialized.capabilities.tools.list_changed is True
    assert listed["get_me"].description == f"Who am I? (take {attempt})"


async def test_unknown_tool_is_404_and_bad_body_is_422(github: RunningServer):
    unknown = await describe(github, "delete_everything", "nope")
    empty = await describe(github, "get_me", "")
    wrong_type = await describe(github, "get_me", 42)

    assert unknown.status_code == 404 and unknown.json()["error"] == "unknown_tool"
    assert empty.status_code == 422
    assert wrong_type.status_code == 422
