"""The kinds of demo tools (read, add, change) and how one is defined, so each kind reads one way.

Every demo tool works on this server's in-memory data only, so none reaches an open world.
``destructive`` and ``idempotent`` describe writes; reads are trivially non-destructive and
idempotent and say so.
"""

from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver.tools import Tool
from mcp_types import ToolAnnotations


def _hints(*, read_only: bool, destructive: bool, idempotent: bool) -> ToolAnnotations:
    return ToolAnnotations(
        read_only_hint=read_only,
        destructive_hint=destructive,
        idempotent_hint=idempotent,
        open_world_hint=False,
    )


READ = _hints(read_only=True, destructive=False, idempotent=True)
"""Reads: change nothing."""
ADD = _hints(read_only=False, destructive=False, idempotent=False)
"""Additive writes: create something new each time (an issue, a comment, a message, a run)."""
CHANGE = _hints(read_only=False, destructive=True, idempotent=True)
"""Updates of existing state that a repeat leaves as it is (closing an issue)."""


def define(fn: Callable[..., Any], *, title: str, description: str, kind: ToolAnnotations) -> Tool:
    """A tool named after ``fn``; its parameters' schema comes from ``fn``'s annotated signature and
    its output schema from the return type. The title goes on the tool and its annotations (older
    clients read it there)."""
    return Tool.from_function(
        fn,
        title=title,
        description=description,
        annotations=kind.model_copy(update={"title": title}),
    )
