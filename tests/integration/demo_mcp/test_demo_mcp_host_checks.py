"""DNS-rebinding protection: loopback names always pass, extra names only when allowed."""

import httpx2
import pytest
from mcp_types.version import LATEST_HANDSHAKE_VERSION

from assent_demo.mcp import running_server

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": LATEST_HANDSHAKE_VERSION,
        "capabilities": {},
        "clientInfo": {"name": "host-check", "version": "1"},
    },
}


async def post_with_host(url: str, host: str) -> int:
    headers = {
        "Authorization": "Bearer xoxb_demo_acme",
        "Accept": "application/json, text/event-stream",
        "Host": host,
    }
    async with httpx2.AsyncClient(headers=headers) as http:
        return (await http.post(url, json=INITIALIZE)).status_code


@pytest.mark.parametrize(
    ("allowed", "host", "status"),
    [
        ((), "127.0.0.1:{port}", 200),
        ((), "localhost:{port}", 200),
        ((), "evil.example:{port}", 421),
        (("demo-slack:8102",), "demo-slack:8102", 200),
        (("demo-slack:8102",), "demo-slack:9999", 421),
        (("demo-slack",), "demo-slack:9999", 200),
        (("*",), "anything.example:1", 200),
    ],
)
async def test_host_header_is_checked(allowed: tuple[str, ...], host: str, status: int):
    async with running_server("slack", allowed_hosts=allowed) as server:
        port = server.base_url.rsplit(":", 1)[1]
        assert await post_with_host(server.url, host.format(port=port)) == status
