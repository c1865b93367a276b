"""Demo MCP servers (``github``, ``slack``) built with the official ``mcp`` SDK, for local runs and tests.

Run one with ``python -m assent_demo.mcp github --port 8101``; in tests use :func:`create_app` (the
ASGI app) or :func:`running_server` (served in-process on a free port).
"""

from assent_demo.mcp.app import DEFAULT_PORTS, DEFAULT_TOKENS, MCP_PATH, TOOLKITS, Toolkit, create_app
from assent_demo.mcp.runner import RunningServer, running_server

__all__ = [
    "DEFAULT_PORTS",
    "DEFAULT_TOKENS",
    "MCP_PATH",
    "TOOLKITS",
    "RunningServer",
    "Toolkit",
    "create_app",
    "running_server",
]
