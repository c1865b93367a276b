"""Turning the demo domains' refusals into MCP tool errors (``is_error`` results with the message)."""

from collections.abc import Iterator
from contextlib import contextmanager

from mcp.server.mcpserver.exceptions import ToolError

from assent_demo.mcp.github import GitHubError
from assent_demo.mcp.slack import SlackError


@contextmanager
def refusals() -> Iterator[None]:
    """Re-raise a domain refusal as a ``ToolError`` so the caller reads its message."""
    try:
        yield
    except (GitHubError, SlackError) as error:
        raise ToolError(str(error)) from error
