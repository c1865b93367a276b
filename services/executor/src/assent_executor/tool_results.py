"""Reading an MCP ``CallToolResult``: what the turn shows and the model reads next."""

from dataclasses import dataclass
from typing import Any, Literal

from mcp import types

MAX_ERROR_CHARS = 2_000


@dataclass(frozen=True)
class ToolOutcome:
    status: Literal["succeeded", "failed"]
    result: Any = None
    error: str | None = None


def read_tool_result(result: types.CallToolResult) -> ToolOutcome:
    """``is_error`` → failed with the error text; else succeeded with the structured content if
    the tool returned any, otherwise its content (the text, when it is all text)."""
    if result.is_error:
        text = _text_of(result.content) or "The tool reported an error without a message."
        return ToolOutcome(status="failed", error=text[:MAX_ERROR_CHARS])
    if result.structured_content is not None:
        return ToolOutcome(status="succeeded", result=result.structured_content)
    return ToolOutcome(status="succeeded", result=_content_value(result.content))


def _text_of(content: list[types.ContentBlock]) -> str:
    return "\n".join(block.text for block in content if isinstance(block, types.TextContent))


def _content_value(content: list[types.ContentBlock]) -> Any:
    if all(isinstance(block, types.TextContent) for block in content):
        return _text_of(content)
    return [block.model_dump(mode="json", by_alias=True, exclude_none=True) for block in content]
