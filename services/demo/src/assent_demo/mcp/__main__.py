"""``python -m assent_demo.mcp github|slack [--host H] [--port P] [--token T=LOGIN] [--allowed-hosts H]
[--public-url URL] [--no-oauth]``.

Prints ``listening on <url>`` (the MCP endpoint) once the port is bound, so a parent process that
asked for ``--port 0`` learns the port from the first line of stdout.
"""

import sys
from collections.abc import Sequence

import anyio

from assent_demo.mcp.app import MCP_PATH, create_app
from assent_demo.mcp.runner import base_url, bind, oauth_at, uvicorn_server
from assent_demo.mcp.settings import parse_args


def main(argv: Sequence[str] | None = None) -> None:
    settings = parse_args(argv)
    sock = bind(settings.host, settings.bound_port)
    oauth = None if settings.no_oauth else oauth_at(settings.toolkit, settings.oauth, base_url(sock))
    app = create_app(settings.toolkit, settings.identities, allowed_hosts=settings.allowed_hosts, oauth=oauth)
    print(f"listening on {base_url(sock)}{MCP_PATH}", flush=True)
    server = uvicorn_server(app, log_level=settings.log_level)
    try:
        anyio.run(server.serve, [sock])
    finally:
        sock.close()


if __name__ == "__main__":
    main(sys.argv[1:])
